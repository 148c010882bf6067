package tictactoe

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// secrets: corners of 4 letters, edges of 5, centre of 6.
var secrets = [Cells]string{
	"bird", "crane", "lamp",
	"ghost", "planet", "pious",
	"frog", "vapid", "wolf",
}

// rejects is a Validator that accepts everything but the listed words.
func rejects(words ...string) Validator {
	return func(w string) bool {
		for _, x := range words {
			if w == x {
				return false
			}
		}
		return true
	}
}

func newBout(t *testing.T, first Player, valid Validator) *Bout {
	t.Helper()
	b, err := NewBout(secrets, first, valid)
	require.NoError(t, err)
	return b
}

// TestBoutTurnRules covers the seed's turn rules ("Players will take turns
// inputting words into any open Wordle game...").
func TestBoutTurnRules(t *testing.T) {
	t.Run("Each turn, you may make 1 or 2 guesses on 1 or 2 separate cells", func(t *testing.T) {
		b := newBout(t, One, nil)
		res, err := b.Play(One, Move{Cell: 1, Word: "react"})
		require.NoError(t, err)
		require.Equal(t, "YYGY.", game.Pattern(res.Moves[0].Colors))
		require.Equal(t, Two, res.Next)
		res, err = b.Play(Two, Move{Cell: 1, Word: "trace"}, Move{Cell: 0, Word: "bard"})
		require.NoError(t, err)
		require.Len(t, res.Moves, 2)
		require.Equal(t, ".GGYG", game.Pattern(res.Moves[0].Colors))
		require.Equal(t, "G.GG", game.Pattern(res.Moves[1].Colors))
		require.Equal(t, One, res.Next)
		require.Len(t, b.Guesses(1), 2, "both players guess in the same cell")
	})
	t.Run("You cannot make both guesses on the same cell", func(t *testing.T) {
		b := newBout(t, One, nil)
		_, err := b.Play(One, Move{Cell: 1, Word: "react"}, Move{Cell: 1, Word: "trace"})
		require.ErrorIs(t, err, ErrSameCell)
		require.Empty(t, b.Guesses(1), "a refused turn changes nothing")
		require.Equal(t, One, b.Turn())
	})
	t.Run("a turn makes at least one and at most two guesses", func(t *testing.T) {
		b := newBout(t, One, nil)
		_, err := b.Play(One)
		require.ErrorIs(t, err, ErrMoveCount)
		_, err = b.Play(One, Move{0, "bard"}, Move{1, "react"}, Move{2, "ramp"})
		require.ErrorIs(t, err, ErrMoveCount)
	})
	t.Run("Players will take turns", func(t *testing.T) {
		b := newBout(t, Two, nil)
		_, err := b.Play(One, Move{0, "bard"})
		require.ErrorIs(t, err, ErrNotYourTurn)
		_, err = b.Play(Nobody, Move{0, "bard"})
		require.ErrorIs(t, err, ErrBadPlayer)
		_, err = b.Play(Two, Move{9, "bard"})
		require.ErrorIs(t, err, ErrBadCell)
	})
	t.Run("If your guess is invalid, your word (for that cell) will not be accepted and your next turn will be skipped", func(t *testing.T) {
		b := newBout(t, One, rejects("zzzzz"))
		res, err := b.Play(One, Move{Cell: 1, Word: "zzzzz"}, Move{Cell: 0, Word: "bard"})
		require.NoError(t, err)
		require.False(t, res.Moves[0].Accepted)
		require.True(t, res.Moves[1].Accepted, "the other guess of the turn still counts")
		require.Empty(t, b.Guesses(1))
		require.Len(t, b.Guesses(0), 1)
		require.Equal(t, Two, res.Next)
		// Two moves, then One's turn is skipped and Two moves again.
		res, err = b.Play(Two, Move{Cell: 2, Word: "ramp"})
		require.NoError(t, err)
		require.Equal(t, []Player{One}, res.Skipped)
		require.Equal(t, Two, res.Next)
		res, err = b.Play(Two, Move{Cell: 2, Word: "palm"})
		require.NoError(t, err)
		require.Empty(t, res.Skipped, "skipped once only")
		require.Equal(t, One, res.Next)
	})
	t.Run("invalid: wrong length or not letters", func(t *testing.T) {
		b := newBout(t, One, nil)
		res, err := b.Play(One, Move{Cell: 4, Word: "crane"}, Move{Cell: 5, Word: "Pious"})
		require.NoError(t, err)
		require.False(t, res.Moves[0].Accepted)
		require.False(t, res.Moves[1].Accepted)
		res, err = b.Play(Two, Move{Cell: 4, Word: "planer"})
		require.NoError(t, err)
		require.Equal(t, []Player{One}, res.Skipped)
		require.Equal(t, Two, res.Next)
	})
	t.Run("both players owe a skipped turn", func(t *testing.T) {
		b := newBout(t, One, rejects("zzzz"))
		_, err := b.Play(One, Move{Cell: 0, Word: "zzzz"})
		require.NoError(t, err)
		res, err := b.Play(Two, Move{Cell: 0, Word: "zzzz"})
		require.NoError(t, err)
		// One's turn is skipped, then Two's: each loses one turn, One moves.
		require.Equal(t, []Player{One, Two}, res.Skipped)
		require.Equal(t, One, res.Next)
		require.Equal(t, One, b.Turn())
		res, err = b.Play(One, Move{Cell: 1, Word: "react"})
		require.NoError(t, err)
		require.Empty(t, res.Skipped)
		require.Equal(t, Two, res.Next)
	})
	t.Run("open: a Wordle game that has not had its answer found", func(t *testing.T) {
		b := newBout(t, One, nil)
		res, err := b.Play(One, Move{Cell: 0, Word: "bird"})
		require.NoError(t, err)
		require.True(t, res.Moves[0].Solved)
		require.False(t, b.Open(0))
		_, err = b.Play(Two, Move{Cell: 0, Word: "bard"})
		require.ErrorIs(t, err, ErrCellClosed)
	})
	t.Run("open: a Wordle game that has less than 6 guesses made", func(t *testing.T) {
		b := newBout(t, One, nil)
		p := One
		for range MaxGuesses {
			require.True(t, b.Open(2))
			_, err := b.Play(p, Move{Cell: 2, Word: "ramp"})
			require.NoError(t, err)
			p = p.Other()
		}
		require.False(t, b.Open(2))
		_, err := b.Play(p, Move{Cell: 2, Word: "palm"})
		require.ErrorIs(t, err, ErrCellClosed)
	})
}

func TestBoutErrors(t *testing.T) {
	bad := secrets
	bad[4] = "plane" // the centre needs six letters
	_, err := NewBout(bad, One, nil)
	require.ErrorIs(t, err, ErrBadSecret)
	require.ErrorIs(t, err, game.ErrBadWord)
	_, err = NewBout(secrets, Nobody, nil)
	require.ErrorIs(t, err, ErrBadPlayer)
	b := newBout(t, One, nil)
	_, _, err = b.Result()
	require.ErrorIs(t, err, ErrBoutNotOver)
}

// TestBoutToTheEnd plays a whole bout: "Once there are no more open Wordles,
// the bout ends", then cells and grid are scored.
func TestBoutToTheEnd(t *testing.T) {
	b := newBout(t, One, nil)
	turns := []struct {
		p     Player
		moves []Move
	}{
		{One, []Move{{0, "bird"}, {4, "planet"}}},
		{Two, []Move{{1, "crane"}, {2, "lamp"}}},
		{One, []Move{{8, "wolf"}, {7, "vivid"}}},
		{Two, []Move{{3, "ghost"}, {5, "pious"}}},
		{One, []Move{{6, "frog"}}},
		// Cell 7 (vapid) fills up without a solve: One's "vivid" and Two's
		// later "vapor" both have three greens, so One made it first.
		{Two, []Move{{7, "vapor"}}},
		{One, []Move{{7, "lymph"}}},
		{Two, []Move{{7, "about"}}},
		{One, []Move{{7, "lymph"}}},
		{Two, []Move{{7, "vapor"}}},
	}
	for i, tt := range turns {
		require.False(t, b.Over(), "turn %d", i+1)
		res, err := b.Play(tt.p, tt.moves...)
		require.NoError(t, err, "turn %d", i+1)
		require.Equal(t, i == len(turns)-1, res.BoutOver, "turn %d", i+1)
	}
	require.True(t, b.Over())
	require.Equal(t, Nobody, b.Turn())
	_, err := b.Play(One, Move{7, "vapid"})
	require.ErrorIs(t, err, ErrBoutOver)

	require.Equal(t, "G..GG", game.Pattern(b.Guesses(7)[0].Colors))
	require.Equal(t, "GGG..", game.Pattern(b.Guesses(7)[1].Colors))

	g, steps, err := b.Result()
	require.NoError(t, err)
	require.Equal(t, grid("122"+"212"+"111"), g.Owners)
	require.Equal(t, StepMostGreen, steps[7])
	require.Equal(t, StepSolved, steps[0])
	// One owns 0,4,6,7,8: lines 0-4-8 and 6-7-8; Two owns 1,2,3,5: none.
	require.Equal(t, [2]int{2, 0}, g.Lines)
	require.Equal(t, [2]int{5, 4}, g.Cells)
	require.Equal(t, One, g.Winner)
	require.Equal(t, ReasonLines, g.Reason)
}

// FuzzBout plays random legal and illegal turns with random words over a tiny
// alphabet (so greens, yellows and solves are common) and checks that the
// bout never panics, always ends, and that scoring agrees with CellWinner and
// Decide recomputed from the public guesses.
func FuzzBout(f *testing.F) {
	f.Add(uint64(1))
	f.Add(uint64(2))
	f.Add(uint64(99))
	f.Fuzz(func(t *testing.T, seed uint64) {
		r := rand.New(rand.NewPCG(seed, 11))
		word := func(n int) string {
			b := make([]byte, n)
			for i := range b {
				b[i] = 'a' + byte(r.IntN(2))
			}
			return string(b)
		}
		var sec [Cells]string
		for i := range sec {
			sec[i] = word(CellLength(i))
		}
		bout, err := NewBout(sec, Player(1+r.IntN(2)), func(w string) bool { return w[0] == 'a' || r.IntN(4) > 0 })
		require.NoError(t, err)
		for turn := 0; !bout.Over(); turn++ {
			require.Less(t, turn, 10*Cells*MaxGuesses, "the bout must end")
			p := bout.Turn()
			var moves []Move
			for range 1 + r.IntN(2) {
				c := r.IntN(Cells)
				moves = append(moves, Move{Cell: c, Word: word(CellLength(c))})
			}
			res, err := bout.Play(p, moves...)
			if err != nil {
				continue
			}
			if !res.BoutOver {
				require.Equal(t, res.Next, bout.Turn())
				require.NotEqual(t, Nobody, res.Next)
			}
		}
		g, steps, err := bout.Result()
		require.NoError(t, err)
		var owners [Cells]Player
		for i := range owners {
			gs := bout.Guesses(i)
			require.True(t, len(gs) == MaxGuesses || (len(gs) > 0 && gs[len(gs)-1].Word == sec[i]))
			w, s, err := CellWinner(gs)
			require.NoError(t, err)
			require.Equal(t, s, steps[i])
			owners[i] = w
		}
		want, err := Decide(owners)
		require.NoError(t, err)
		require.Equal(t, want, g)
	})
}

func BenchmarkBout(b *testing.B) {
	var guesses int
	for b.Loop() {
		bout, err := NewBout(secrets, One, nil)
		if err != nil {
			b.Fatal(err)
		}
		p := One
		for c := range Cells {
			for !bout.Over() && bout.Open(c) {
				w := "zzzzzz"[:CellLength(c)]
				if _, err := bout.Play(p, Move{Cell: c, Word: w}); err != nil {
					b.Fatal(err)
				}
				guesses++
				p = bout.Turn()
			}
		}
	}
	b.ReportMetric(float64(guesses)/b.Elapsed().Seconds(), "guesses/s")
}
