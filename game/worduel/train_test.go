package worduel

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

type wordSet map[string]bool

func (s wordSet) Contains(w string) bool { return s[w] }

var trainWords = wordSet{"crane": true, "slate": true, "eerie": true, "speed": true, "apple": true, "mound": true, "pygmy": true, "jumbo": true, "fizzy": true}

func TestTrainingWin(t *testing.T) {
	tr, err := NewTraining("speed", trainWords)
	require.NoError(t, err)
	c, err := tr.Guess("crane")
	require.NoError(t, err)
	require.Equal(t, "....Y", game.Pattern(c))
	c, err = tr.Guess(" EERIE ")
	require.NoError(t, err)
	require.Equal(t, "YY...", game.Pattern(c), "two e's of speed: both yellow, the third grey")
	require.Equal(t, TrainPlaying, tr.State())
	c, err = tr.Guess("speed")
	require.NoError(t, err)
	require.Equal(t, "GGGGG", game.Pattern(c))
	require.Equal(t, TrainWon, tr.State())
	require.Len(t, tr.Guesses(), 3)

	keys := tr.Keyboard()
	require.Equal(t, KeyCorrect, keys['e'-'a'], "green beats the earlier yellow")
	require.Equal(t, KeyCorrect, keys['s'-'a'])
	require.Equal(t, KeyAbsent, keys['c'-'a'])
	require.Equal(t, KeyAbsent, keys['r'-'a'])
	require.Equal(t, KeyUnknown, keys['z'-'a'])
	require.Equal(t, byte('G'), keys['e'-'a'].Mark())

	_, err = tr.Guess("crane")
	require.ErrorIs(t, err, ErrTrainingOver)
	require.Len(t, tr.Guesses(), 3)
}

func TestTrainingInvalidNotCounted(t *testing.T) {
	tr, err := NewTraining("mound", trainWords)
	require.NoError(t, err)
	for _, bad := range []string{"cran", "cranes", "cr4ne", "qqqqq", ""} {
		_, err := tr.Guess(bad)
		require.Error(t, err, bad)
	}
	_, err = tr.Guess("qqqqq")
	require.ErrorIs(t, err, ErrNotAWord)
	_, err = tr.Guess("cran")
	require.ErrorIs(t, err, ErrBadGuess)
	require.EqualError(t, err, `"cran" has 4 letters; a guess is five letters a-z`)
	require.Empty(t, tr.Guesses())
	require.Equal(t, [26]KeyState{}, tr.Keyboard())
}

func TestTrainingLoss(t *testing.T) {
	tr, err := NewTraining("mound", trainWords)
	require.NoError(t, err)
	for i, w := range []string{"crane", "slate", "eerie", "speed", "apple", "pygmy"} {
		require.Equal(t, TrainPlaying, tr.State(), "before guess %d", i+1)
		_, err := tr.Guess(w)
		require.NoError(t, err)
	}
	require.Equal(t, TrainLost, tr.State())
	_, err = tr.Guess("mound")
	require.ErrorIs(t, err, ErrTrainingOver)
	require.Equal(t, "mound", tr.Secret())
}

func TestNewTrainingBadSecret(t *testing.T) {
	_, err := NewTraining("moun", trainWords)
	require.Error(t, err)
	_, err = NewTraining("mound", nil)
	require.Error(t, err)
}
