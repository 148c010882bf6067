package worduel

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// TestCandidateStrategy: every guess is a guess-dictionary word consistent
// with the colours so far, and the strategy solves most words within six
// tries; colours no answer fits are refused.
func TestCandidateStrategy(t *testing.T) {
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	answers := dicts.Secrets.Words()
	s := NewCandidateStrategy(answers, 5, 7)
	ctx := context.Background()
	solved := 0
	const words = 60
	for k := range words {
		target := answers[(k*97)%len(answers)]
		var tries []Try
		for len(tries) < 6 {
			g, err := s.Guess(ctx, tries)
			require.NoError(t, err)
			_, err = dicts.Guesses.Index(g)
			require.NoError(t, err, "%q is a guess word", g)
			buf := make([]game.Color, 5)
			require.True(t, len(tries) == 0 || consistent(g, tries, buf, 5), "%q fits the colours", g)
			c, err := game.FeedbackWords(game.Letters, target, g, 5)
			require.NoError(t, err)
			tries = append(tries, Try{Guess: g, Colours: c})
			if g == target {
				solved++
				break
			}
		}
	}
	require.Greater(t, solved, words*9/10, "solves most words")
	_, err = s.Guess(ctx, []Try{{Guess: "slate", Colours: []game.Color{game.Green, game.Green, game.Green, game.Green, game.Yellow}}})
	require.ErrorIs(t, err, ErrNoCandidate)
}
