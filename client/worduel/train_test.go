package worduel

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	rules "github.com/wordproof/wordproof/game/worduel"
)

func TestTrainWordSeeded(t *testing.T) {
	w, err := LoadTrainWords()
	require.NoError(t, err)
	require.Equal(t, 2376, w.Answers.Len(), "the Worduel answer list is the embedded 5-letter secrets")
	require.Equal(t, w.TrainWord(7), w.TrainWord(7))
	seen := map[string]bool{}
	for s := range uint64(20) {
		word := w.TrainWord(s)
		require.True(t, w.Answers.Contains(word))
		seen[word] = true
	}
	require.Greater(t, len(seen), 15, "seeds pick different words")
}

// TestTrainBotWins lets the information strategy play rounds to the end: it
// must solve most of them within the six guesses.
func TestTrainBotWins(t *testing.T) {
	w, err := LoadTrainWords()
	require.NoError(t, err)
	won := 0
	const rounds = 5
	for s := range uint64(rounds) {
		tr, err := w.NewTraining(s)
		require.NoError(t, err)
		bot := w.NewTrainBot(s)
		for tr.State() == rules.TrainPlaying {
			g, err := bot.Guess(context.Background(), tr)
			require.NoError(t, err)
			_, err = tr.Guess(g)
			require.NoError(t, err, "the bot guesses only dictionary words")
		}
		if tr.State() == rules.TrainWon {
			won++
		}
	}
	require.GreaterOrEqual(t, won, rounds-1)
}
