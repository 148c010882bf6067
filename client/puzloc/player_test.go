package puzloc

import (
	"testing"

	"github.com/stretchr/testify/require"

	gp "github.com/wordproof/wordproof/game/puzloc"
)

// TestConsistentGuesses: against every 50th daily code, each guess of the
// consistent guesser fits every colour seen so far (game/puzloc's engine),
// never repeats, and most games are solved within the six attempts.
func TestConsistentGuesses(t *testing.T) {
	codes, err := gp.DailyCodes()
	require.NoError(t, err)
	won, games := 0, 0
	for i := 0; i < len(codes); i += 50 {
		n, err := gp.NewNumLock(codes[i])
		require.NoError(t, err)
		var tries []Try
		next := Consistent(0)
		for n.Status() == gp.Playing {
			g, err := next(tries)
			require.NoError(t, err)
			for _, tr := range tries {
				require.NotEqual(t, tr.Guess, g, "a repeated guess")
				o, err := gp.NewNumLock(g)
				require.NoError(t, err)
				c, err := o.Guess(tr.Guess)
				require.NoError(t, err)
				require.Equal(t, tr.Colours, c, "%s does not fit the colours of %s", g, tr.Guess)
			}
			c, err := n.Guess(g)
			require.NoError(t, err)
			tries = append(tries, Try{Guess: g, Colours: c})
		}
		games++
		if n.Status() == gp.Won {
			won++
		}
	}
	t.Logf("%d of %d solved", won, games)
	require.Greater(t, won*10, games*9, "at least 90%% solved")
}
