package poker

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

var secrets = [2][Words]string{
	{"crane", "ghost", "pious", "vapid", "lymph"},
	{"would", "fjord", "bumpy", "sight", "quirk"},
}

// deck returns a 52-card deck whose top cards are the given ones (One's hand,
// Two's hand, then the mulligan draws), followed by the rest in order.
func deck(t *testing.T, top string) []Card {
	t.Helper()
	var d []Card
	for _, s := range strings.Fields(top) {
		c, err := ParseCard(s)
		require.NoError(t, err)
		d = append(d, c)
	}
	for _, c := range NewDeck() {
		if !slices.Contains(d, c) {
			d = append(d, c)
		}
	}
	require.Len(t, d, 52)
	return d
}

const (
	strongWeak = "Ac Ad Ah Ks Kc  7c 5d 4h 3s 2c" // One holds the better hand
	weakStrong = "7c 5d 4h 3s 2c  Ac Ad Ah Ks Kc" // Two holds the better hand
)

func newGame(t *testing.T, starter Player) *Game {
	t.Helper()
	g, err := NewGame(secrets, starter)
	require.NoError(t, err)
	return g
}

// toShowdown plays a hand up to the choice: open, then the given raises
// alternating from the second player, then a stop, then no mulligans.
func toShowdown(t *testing.T, g *Game, top string, card, open int, raises ...int) {
	t.Helper()
	require.NoError(t, g.Deal(deck(t, top)))
	s := g.Starter()
	require.NoError(t, g.Open(s, card, open))
	p := s.Other()
	for _, r := range raises {
		require.NoError(t, g.Raise(p, r))
		p = p.Other()
	}
	require.NoError(t, g.Stop(p))
	require.NoError(t, g.Mulligan(One, nil))
	require.NoError(t, g.Mulligan(Two, nil))
	require.Equal(t, PhaseChoose, g.Phase())
	require.Equal(t, p.Other(), g.ToAct(), "the player who didn't stop chooses")
}

// TestGameRules covers the seed's Gameplay, Betting and Guessing rules one at
// a time, each subtest named after the rule.
func TestGameRules(t *testing.T) {
	t.Run("Both players start with 100 chips", func(t *testing.T) {
		g := newGame(t, Two)
		require.Equal(t, [2]int{StartChips, StartChips}, g.Chips())
		require.Equal(t, PhaseDeal, g.Phase())
	})
	t.Run("both players are privately given 5 cards from the poker deck", func(t *testing.T) {
		g := newGame(t, One)
		require.NoError(t, g.Deal(deck(t, strongWeak)))
		require.Equal(t, hand(t, "Ac Ad Ah Ks Kc"), g.Hand(One))
		require.Equal(t, hand(t, "7c 5d 4h 3s 2c"), g.Hand(Two))
	})
	t.Run("The starting player selects one of the not yet used cards from the betting deck and up to 10 chips", func(t *testing.T) {
		g := newGame(t, One)
		require.NoError(t, g.Deal(deck(t, strongWeak)))
		require.ErrorIs(t, g.Open(Two, 1, 5), ErrNotYourTurn)
		require.ErrorIs(t, g.Open(One, 1, MaxOpen+1), ErrBadBet)
		require.ErrorIs(t, g.Open(One, 1, 0), ErrBadBet)
		require.ErrorIs(t, g.Open(One, 5, 3), ErrCardUsed)
		require.NoError(t, g.Open(One, 4, MaxOpen))
		bet, card := g.Bet()
		require.Equal(t, [2]int{MaxOpen, 4}, [2]int{bet, card})
		require.Equal(t, []int{1, 1, 1, 2, 2, 2, 3, 3}, g.BettingDeck().Cards())
		require.Equal(t, Two, g.ToAct(), "starting with the second player")
	})
	t.Run("Raising the stakes involves increasing the current bet by at most 10", func(t *testing.T) {
		g := newGame(t, One)
		require.NoError(t, g.Deal(deck(t, strongWeak)))
		require.NoError(t, g.Open(One, 2, 5))
		require.ErrorIs(t, g.Raise(Two, MaxRaise+1), ErrBadBet)
		require.ErrorIs(t, g.Raise(Two, 0), ErrBadBet)
		require.NoError(t, g.Raise(Two, MaxRaise))
		require.ErrorIs(t, g.Raise(Two, 1), ErrNotYourTurn, "players alternate")
		require.NoError(t, g.Raise(One, 1))
		bet, _ := g.Bet()
		require.Equal(t, 16, bet)
	})
	t.Run("A player can't bet more chips than they have", func(t *testing.T) {
		g := newGame(t, One)
		g.chips = [2]int{8, 12}
		require.NoError(t, g.Deal(deck(t, strongWeak)))
		require.ErrorIs(t, g.Open(One, 1, 9), ErrBadBet)
		require.NoError(t, g.Open(One, 1, 8))
		require.ErrorIs(t, g.Raise(Two, 5), ErrBadBet)
		require.NoError(t, g.Raise(Two, 4))
		require.ErrorIs(t, g.Raise(One, 1), ErrBadBet, "One cannot match 13 with 8 chips")
		require.NoError(t, g.Stop(One))
	})
	t.Run("Stopping finishes the betting process", func(t *testing.T) {
		g := newGame(t, One)
		require.NoError(t, g.Deal(deck(t, strongWeak)))
		require.NoError(t, g.Open(One, 1, 3))
		require.NoError(t, g.Stop(Two))
		require.Equal(t, PhaseMulligan, g.Phase())
		require.ErrorIs(t, g.Raise(One, 1), ErrWrongPhase)
	})
	t.Run("both players get a chance to mulligan any number of cards; the host reveals how many publicly", func(t *testing.T) {
		g := newGame(t, Two)
		// Two starts, so Two's replacements come first: 9s, 9h; then One's: 9d.
		require.NoError(t, g.Deal(deck(t, strongWeak+" 9s 9h 9d")))
		require.NoError(t, g.Open(Two, 1, 3))
		require.NoError(t, g.Stop(One))
		require.ErrorIs(t, g.Mulligan(One, []int{5}), ErrBadMulligan)
		require.ErrorIs(t, g.Mulligan(One, []int{1, 1}), ErrBadMulligan)
		require.NoError(t, g.Mulligan(One, []int{4}))
		require.ErrorIs(t, g.Mulligan(One, nil), ErrBadMulligan, "one mulligan each")
		require.Equal(t, PhaseMulligan, g.Phase(), "waits for both")
		require.NoError(t, g.Mulligan(Two, []int{0, 2}))
		require.Equal(t, [2]int{1, 2}, g.MulliganCounts())
		require.Equal(t, hand(t, "Ac Ad Ah Ks 9d"), g.Hand(One))
		require.Equal(t, hand(t, "9s 5d 9h 3s 2c"), g.Hand(Two))
		require.Equal(t, PhaseChoose, g.Phase())
		require.Equal(t, Two, g.ToAct())
	})
	t.Run("If the player didn't stop and lost the hand, they lose the amount of chips they bet", func(t *testing.T) {
		g := newGame(t, One)
		toShowdown(t, g, weakStrong, 3, 6, 4) // One opens 6, Two raises to 10, One stops
		res, err := g.Choose(Two, Lower)      // Two holds the strong hand and picks lower
		require.NoError(t, err)
		require.Equal(t, One, res.Winner)
		require.Equal(t, 10, res.Loss)
		require.Equal(t, [2]int{StartChips, StartChips - 10}, g.Chips(), "the chips leave play")
	})
	t.Run("the player who stopped risks no chips", func(t *testing.T) {
		g := newGame(t, One)
		toShowdown(t, g, weakStrong, 3, 6) // Two stops at once: One chooses
		res, err := g.Choose(One, Higher)
		require.NoError(t, err)
		require.Equal(t, Two, res.Winner)
		require.Equal(t, 6, res.Loss)
		require.Equal(t, [2]int{StartChips - 6, StartChips}, g.Chips())

		g = newGame(t, One)
		toShowdown(t, g, weakStrong, 3, 6, 2) // Two raises, One stops: Two chooses
		res, err = g.Choose(Two, Lower)
		require.NoError(t, err)
		require.Equal(t, One, res.Winner, "the stopper wins")
		require.Equal(t, 8, res.Loss)

		g = newGame(t, One)
		toShowdown(t, g, weakStrong, 3, 6, 2)
		res, err = g.Choose(Two, Higher)
		require.NoError(t, err)
		require.Equal(t, Two, res.Winner)
		require.Zero(t, res.Loss, "the chooser won; the stopper loses nothing")
		require.Equal(t, [2]int{StartChips, StartChips}, g.Chips())
	})
	t.Run("If a player drops to 0 chips, they immediately lose the DM", func(t *testing.T) {
		g := newGame(t, One)
		g.chips = [2]int{7, 40}
		toShowdown(t, g, strongWeak, 2, 7)
		res, err := g.Choose(One, Lower)
		require.NoError(t, err)
		require.True(t, res.Over)
		require.Equal(t, PhaseOver, g.Phase())
		require.Equal(t, Two, g.Winner())
		require.Equal(t, [2]int{0, 40}, g.Chips())
		require.ErrorIs(t, g.Deal(NewDeck()), ErrGameOver)
		_, err = g.Guess(Two, 0, "crane")
		require.ErrorIs(t, err, ErrGameOver)
	})
	t.Run("The winner of the poker hand will have a number of wordle guesses equal to the betting card selected", func(t *testing.T) {
		g := newGame(t, One)
		toShowdown(t, g, strongWeak, 2, 5)
		res, err := g.Choose(One, Higher)
		require.NoError(t, err)
		require.Equal(t, 2, res.Guesses)
		require.Equal(t, PhaseGuess, g.Phase())
		require.Equal(t, One, g.ToAct())
		_, err = g.Guess(Two, 0, "crane")
		require.ErrorIs(t, err, ErrNotYourTurn)
		// One guesses at Two's words: would, fjord, bumpy, sight, quirk.
		colors, err := g.Guess(One, 1, "forth")
		require.NoError(t, err)
		require.Equal(t, "GYY..", game.Pattern(colors))
		require.Equal(t, 1, g.GuessesLeft())
		colors, err = g.Guess(One, 1, "fjord")
		require.NoError(t, err)
		require.Equal(t, "GGGGG", game.Pattern(colors))
		require.Equal(t, [Words]bool{1: true}, g.Solved(One))
		require.Equal(t, PhaseDeal, g.Phase(), "after the guesses a new hand starts")
	})
	t.Run("The loser of the last hand becomes the starting player for the new hand", func(t *testing.T) {
		g := newGame(t, One)
		toShowdown(t, g, strongWeak, 1, 5)
		_, err := g.Choose(One, Higher) // One wins
		require.NoError(t, err)
		require.Equal(t, Two, g.Starter())
		_, err = g.Guess(One, 0, "sight")
		require.NoError(t, err)
		require.NoError(t, g.Deal(deck(t, strongWeak)))
		require.Equal(t, Two, g.ToAct())
		require.NoError(t, g.Open(Two, 4, 5))
	})
	t.Run("If you don't submit, the option that makes you lose is chosen", func(t *testing.T) {
		g := newGame(t, One)
		toShowdown(t, g, strongWeak, 1, 5)
		c, err := g.LosingChoice(One)
		require.NoError(t, err)
		require.Equal(t, Lower, c)
		res, err := g.Choose(One, c)
		require.NoError(t, err)
		require.Equal(t, Two, res.Winner)
		c, err = g.LosingChoice(Two)
		require.NoError(t, err)
		require.Equal(t, Higher, c)
	})
	t.Run("a guess cannot repeat a solved word", func(t *testing.T) {
		g := newGame(t, One)
		toShowdown(t, g, strongWeak, 4, 5)
		_, err := g.Choose(One, Higher)
		require.NoError(t, err)
		_, err = g.Guess(One, 0, "would")
		require.NoError(t, err)
		_, err = g.Guess(One, 0, "would")
		require.ErrorIs(t, err, ErrWordSolved)
		_, err = g.Guess(One, 5, "would")
		require.ErrorIs(t, err, ErrBadWord)
		_, err = g.Guess(One, 1, "fjords")
		require.ErrorIs(t, err, ErrBadWord)
		require.Equal(t, 3, g.GuessesLeft(), "refused guesses are free")
	})
	t.Run("equal hands void the hand", func(t *testing.T) {
		g := newGame(t, One)
		toShowdown(t, g, "Ac Kd Qh Js 9c  As Kh Qd Jc 9s", 3, 9)
		res, err := g.Choose(One, Lower)
		require.NoError(t, err)
		require.Equal(t, Nobody, res.Winner)
		require.Zero(t, res.Loss)
		require.Zero(t, res.Guesses)
		require.Equal(t, PhaseDeal, g.Phase())
		require.Equal(t, One, g.Starter())
		require.Equal(t, [2]int{StartChips, StartChips}, g.Chips())
	})
	t.Run("solving all five of the opponent's words wins (inferred)", func(t *testing.T) {
		g := newGame(t, Two)
		for i, w := range secrets[0] {
			// Two starts; One stops at once; Two picks the winning option.
			toShowdown(t, g, weakStrong, []int{1, 1, 1, 2, 2}[i], 1)
			_, err := g.Choose(Two, Higher)
			require.NoError(t, err)
			_, err = g.Guess(Two, i, w)
			require.NoError(t, err)
			if i < Words-1 {
				for g.GuessesLeft() > 0 {
					_, err = g.Guess(Two, i+1, "zzzzz")
					require.NoError(t, err)
				}
				require.Equal(t, PhaseDeal, g.Phase())
				g.starter = Two // keep Two starting for the test
			}
		}
		require.Equal(t, PhaseOver, g.Phase())
		require.Equal(t, Two, g.Winner())
	})
}

// TestBettingDeck covers "a deck consisting of 9 cards with values 1, 1, 1,
// 2, 2, 2, 3, 3, 4" and the amendment "If the betting deck is empty, it's
// refilled with original 9 cards".
func TestBettingDeck(t *testing.T) {
	d := NewBettingDeck()
	require.Equal(t, []int{1, 1, 1, 2, 2, 2, 3, 3, 4}, d.Cards())
	require.NoError(t, d.Take(4))
	require.ErrorIs(t, d.Take(4), ErrCardUsed, "one of the not yet used cards")
	require.ErrorIs(t, d.Take(0), ErrCardUsed)
	for _, v := range []int{1, 1, 1, 2, 2, 2, 3} {
		require.NoError(t, d.Take(v))
	}
	require.Equal(t, []int{3}, d.Cards())
	require.NoError(t, d.Take(3))
	require.Equal(t, []int{1, 1, 1, 2, 2, 2, 3, 3, 4}, d.Cards(), "refilled")
}

func TestGameErrors(t *testing.T) {
	bad := secrets
	bad[1][2] = "bump"
	_, err := NewGame(bad, One)
	require.ErrorIs(t, err, ErrBadWord)
	_, err = NewGame(secrets, Nobody)
	require.ErrorIs(t, err, ErrBadPlayer)
	g := newGame(t, One)
	require.ErrorIs(t, g.Deal(NewDeck()[:51]), ErrBadDeck)
	dup := NewDeck()
	dup[7] = dup[8]
	require.ErrorIs(t, g.Deal(dup), ErrDuplicateCard)
	require.ErrorIs(t, g.Open(One, 1, 1), ErrWrongPhase)
	require.NoError(t, g.Deal(NewDeck()))
	require.ErrorIs(t, g.Deal(NewDeck()), ErrWrongPhase)
}

// FuzzGame plays random games through the public API and checks the
// invariants: no panic, chips never rise and never go negative, the total
// bet never exceeds the bettor's chips, and a game ends only at 0 chips or
// with five solved words.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1))
	f.Add(uint64(7))
	f.Fuzz(func(t *testing.T, seed uint64) {
		r := rand.New(rand.NewPCG(seed, 5))
		g := newGame(t, Player(1+r.IntN(2)))
		for step := 0; step < 2000 && g.Phase() != PhaseOver; step++ {
			before := g.Chips()
			p := Player(1 + r.IntN(2))
			switch g.Phase() {
			case PhaseDeal:
				d := NewDeck()
				Shuffle(d, r)
				require.NoError(t, g.Deal(d))
			case PhaseOpen:
				_ = g.Open(p, 1+r.IntN(4), r.IntN(12))
			case PhaseBetting:
				if r.IntN(3) == 0 {
					_ = g.Stop(p)
				} else {
					_ = g.Raise(p, r.IntN(12))
				}
				bet, _ := g.Bet()
				require.LessOrEqual(t, bet, max(g.Chips()[0], g.Chips()[1]))
			case PhaseMulligan:
				_ = g.Mulligan(p, r.Perm(HandSize)[:r.IntN(HandSize+1)])
			case PhaseChoose:
				_, _ = g.Choose(p, Choice(1+r.IntN(2)))
			case PhaseGuess:
				w := secrets[p.Other()-1][r.IntN(Words)]
				if r.IntN(2) == 0 {
					w = "zzzzz"
				}
				_, _ = g.Guess(p, r.IntN(Words), w)
			}
			after := g.Chips()
			for i := range after {
				require.LessOrEqual(t, after[i], before[i])
				require.GreaterOrEqual(t, after[i], 0)
			}
		}
		if g.Phase() == PhaseOver {
			w := g.Winner()
			solved := g.Solved(w)
			require.True(t, g.Chips()[w.Other()-1] == 0 || !slices.Contains(solved[:], false))
		}
	})
}

func BenchmarkHand(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 9))
	d := NewDeck()
	hands := 0
	for b.Loop() {
		g, err := NewGame(secrets, One)
		if err != nil {
			b.Fatal(err)
		}
		Shuffle(d, r)
		if err := g.Deal(d); err != nil {
			b.Fatal(err)
		}
		_ = g.Open(One, 1, 5)
		_ = g.Stop(Two)
		_ = g.Mulligan(One, []int{0, 1})
		_ = g.Mulligan(Two, nil)
		if _, err := g.Choose(One, Higher); err != nil {
			b.Fatal(err)
		}
		hands++
	}
	b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
}

// TestSkipGuesses: a winner who does not guess in time loses the hand's
// remaining guesses; only the winner, only while guessing.
func TestSkipGuesses(t *testing.T) {
	g := newGame(t, One)
	toShowdown(t, g, strongWeak, 3, 2)
	require.ErrorIs(t, g.SkipGuesses(One), ErrWrongPhase, "not before the showdown")
	res, err := g.Choose(One, Higher)
	require.NoError(t, err)
	require.Equal(t, One, res.Winner)
	_, err = g.Guess(One, 0, "zzzzz")
	require.NoError(t, err)
	require.Equal(t, 2, g.GuessesLeft())
	require.ErrorIs(t, g.SkipGuesses(Two), ErrNotYourTurn)
	require.NoError(t, g.SkipGuesses(One))
	require.Equal(t, PhaseDeal, g.Phase())
	require.Zero(t, g.GuessesLeft())
	require.Equal(t, [Words]bool{}, g.Solved(One))
	require.Equal(t, Two, g.Starter(), "the hand's loser starts the next")
}
