package game

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// silent wraps tb's revealer so that the players in quiet give no reveal.
func (tb *table) silent(quiet ...int) Revealer {
	return func(a, t, s int, guess []uint8) ([]Color, error) {
		for _, q := range quiet {
			if q == t {
				return nil, ErrNoReveal
			}
		}
		return tb.reveal(a, t, s, guess)
	}
}

func wei(xs ...int64) []*big.Int {
	out := make([]*big.Int, len(xs))
	for i, x := range xs {
		out[i] = big.NewInt(x)
	}
	return out
}

func TestGameForfeitDropsAttacksAndCannotWin(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost", "pride"}, []string{"crane", "slate"}, []string{"mummy", "fjord"})
	// Player 1 owes reveals to 0 and 2 and gives none: their guesses at it
	// score nothing; its own guess at 0 still scores.
	res, err := tb.game.PlayRound(tb.everyone(), tb.guesses("crane", "ghoul", "crane"), tb.silent(1))
	require.NoError(t, err)
	require.Equal(t, []int{1}, res.Forfeited)
	for _, at := range res.Attacks {
		require.NotEqual(t, 1, at.Target, "no attack on a forfeiting target")
	}
	require.Equal(t, 15+2, res.Scores[1], "ghoul: g, h, o green at ghost; u yellow at mummy")
	require.Equal(t, 0, res.Scores[0], "crane against mummy")
	require.False(t, res.Over, "two players remain")
	require.Equal(t, StatusForfeited, tb.game.Status(1))
	require.Equal(t, 1, tb.game.EliminatedIn(1))
	require.Equal(t, []int{0, 2}, tb.game.Remaining())
	require.True(t, tb.game.Knowledge(1) == Knowledge{}, "a forfeit teaches nothing")

	// 1 leads with 17 but forfeited: the winners are among 0 and 2.
	res = tb.play([][]int{{2}, nil, {0}}, "", "", "")
	require.True(t, res.Stalled)
	require.True(t, res.Over)
	require.Equal(t, 2, tb.game.Round(), "a stalled round counts")
	require.Equal(t, []int{0, 2}, res.Winners)
	require.Equal(t, wei(51, 0, 50), tb.game.Payouts(big.NewInt(101)), "first winner takes the remainder")
}

func TestGameEveryoneForfeitsEveryoneCanWin(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost"}, []string{"crane"})
	res, err := tb.game.PlayRound(tb.everyone(), tb.guesses("ghoul", "cramp"), tb.silent(0, 1))
	require.NoError(t, err)
	require.Equal(t, []int{0, 1}, res.Forfeited)
	require.Empty(t, res.Attacks)
	require.True(t, res.Over)
	require.Equal(t, []int{0, 1}, res.Winners, "all forfeited: the best score among all")
	require.Equal(t, wei(2, 1), tb.game.Payouts(big.NewInt(3)))
}

func TestGameStallEndsAtOnce(t *testing.T) {
	tb := newTable(t, 5, []string{"ghost"}, []string{"crane"}, []string{"slate"})
	r1 := tb.play(tb.everyone(), "", "ghoul", "")
	require.False(t, r1.Over)
	require.False(t, r1.Stalled)
	r2 := tb.play(tb.everyone(), "", "", "")
	require.True(t, r2.Stalled)
	require.True(t, r2.Over)
	require.Equal(t, []int{1}, r2.Winners)
	require.Equal(t, wei(0, 30, 0), tb.game.Payouts(big.NewInt(30)))
	require.Equal(t, []int{0, 1, 2}, tb.game.Remaining(), "a stall eliminates nobody")
}

func TestGamePayoutsSplitLikeTheContract(t *testing.T) {
	tb := newTable(t, 1, []string{"ghost"}, []string{"crane"}, []string{"slate"})
	res := tb.play(tb.everyone(), "", "", "mummy")
	require.True(t, res.Over)
	require.Equal(t, []int{0, 1, 2}, res.Winners, "all zero: a three-way tie")
	require.Equal(t, wei(4, 3, 3), tb.game.Payouts(big.NewInt(10)))
	require.Equal(t, wei(0, 0, 0), tb.game.Payouts(new(big.Int)), "a free game pays nothing")
	require.Equal(t, "forfeited", StatusForfeited.String())
}
