package game

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// table is a game of Worth of Words with known secrets, for tests.
type table struct {
	t      *testing.T
	game   *Game
	reveal Revealer
}

// newTable starts a game where secrets[p] are player p's secret words.
func newTable(t *testing.T, roundCap int, secrets ...[]string) *table {
	t.Helper()
	enc := make([][][]uint8, len(secrets))
	for p, words := range secrets {
		for _, w := range words {
			enc[p] = append(enc[p], mustEncode(t, w))
		}
	}
	g, err := NewGame(len(secrets), len(secrets[0]), roundCap)
	require.NoError(t, err)
	return &table{t: t, game: g, reveal: SecretRevealer(enc)}
}

// everyone returns targets where each remaining player attacks every other
// remaining player, in increasing order (valid with four or fewer left).
func (tb *table) everyone() [][]int {
	out := make([][]int, tb.game.Players())
	remaining := tb.game.Remaining()
	for _, a := range remaining {
		for _, t := range remaining {
			if t != a {
				out[a] = append(out[a], t)
			}
		}
	}
	return out
}

// play plays one round; guesses[p] == "" means player p does not guess.
func (tb *table) play(targets [][]int, guesses ...string) RoundResult {
	tb.t.Helper()
	res, err := tb.game.PlayRound(targets, tb.guesses(guesses...), tb.reveal)
	require.NoError(tb.t, err)
	return res
}

func (tb *table) guesses(words ...string) [][]uint8 {
	tb.t.Helper()
	require.Len(tb.t, words, tb.game.Players())
	out := make([][]uint8, len(words))
	for p, w := range words {
		if w != "" {
			out[p] = mustEncode(tb.t, w)
		}
	}
	return out
}

// attack returns the attack of a on t in res.
func attack(t *testing.T, res RoundResult, a, target int) Attack {
	t.Helper()
	for _, at := range res.Attacks {
		if at.Attacker == a && at.Target == target {
			return at
		}
	}
	require.Failf(t, "no attack", "%d on %d in round %d", a, target, res.Round)
	return Attack{}
}

func TestGameKnowledgeResetsAfterSolve(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost", "pride"}, []string{"crane", "slate"})

	r1 := tb.play(tb.everyone(), "cramp", "mummy")
	require.Equal(t, Points{Greens: 3, Total: 15}, attack(t, r1, 0, 1).Points, "c, r, a green")
	require.Equal(t, Points{}, attack(t, r1, 1, 0).Points)
	require.Equal(t, "GGG..", Pattern(attack(t, r1, 0, 1).Colors))

	r2 := tb.play(tb.everyone(), "crane", "mummy")
	require.Equal(t, Points{Greens: 2, Solved: true, Total: 20}, attack(t, r2, 0, 1).Points)
	require.Equal(t, []Solve{{Player: 1, Secret: 0, By: []int{0}}}, r2.Solved)
	require.Empty(t, r2.Eliminated)
	require.Equal(t, 1, tb.game.Active(1))
	require.Equal(t, Knowledge{}, tb.game.Knowledge(1), "fresh knowledge for slate")

	// crate against slate: a, t, e green. Position 3 was green for crane;
	// with the knowledge reset it earns again.
	r3 := tb.play(tb.everyone(), "crate", "mummy")
	at := attack(t, r3, 0, 1)
	require.Equal(t, 1, at.Secret)
	require.Equal(t, "..GGG", Pattern(at.Colors))
	require.Equal(t, Points{Greens: 3, Total: 15}, at.Points)
	require.Equal(t, []int{50, 0}, r3.Scores)
	require.False(t, r3.Over)
}

func TestGameTwoAttackersRevealTheSameLetters(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost"}, []string{"pride"}, []string{"crane"})

	// Both guesses reveal c and e green and a yellow in crane; both are
	// scored against the start-of-round knowledge, so both earn in full.
	r1 := tb.play(tb.everyone(), "cable", "caste", "mummy")
	for _, a := range []int{0, 1} {
		at := attack(t, r1, a, 2)
		require.Equal(t, "GY..G", Pattern(at.Colors), "attacker %d", a)
		require.Equal(t, Points{Greens: 2, Yellows: 1, Total: 12}, at.Points, "attacker %d", a)
	}

	// Next round the same facts are known and earn nothing; r is new.
	r2 := tb.play(tb.everyone(), "cable", "carve", "mummy")
	require.Equal(t, Points{}, attack(t, r2, 0, 2).Points)
	require.Equal(t, "GYY.G", Pattern(attack(t, r2, 1, 2).Colors))
	require.Equal(t, Points{Yellows: 1, Total: 2}, attack(t, r2, 1, 2).Points)
}

func TestGameSeveralSolversInOneRound(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost", "moist"}, []string{"pride", "funky"}, []string{"crane", "slate"})

	r1 := tb.play(tb.everyone(), "crane", "crane", "mummy")
	for _, a := range []int{0, 1} {
		require.Equal(t, Points{Greens: 5, Solved: true, Total: 35}, attack(t, r1, a, 2).Points, "attacker %d", a)
	}
	require.Equal(t, []Solve{{Player: 2, Secret: 0, By: []int{0, 1}}}, r1.Solved)
	require.Empty(t, r1.Eliminated)

	r2 := tb.play(tb.everyone(), "slate", "crane", "")
	require.Equal(t, 1, attack(t, r2, 0, 2).Secret)
	require.Equal(t, Points{Greens: 5, Solved: true, Total: 35}, attack(t, r2, 0, 2).Points)
	require.Equal(t, Points{Greens: 2, Total: 10}, attack(t, r2, 1, 2).Points, "crane against slate: a, e green; c, r, n grey")
	require.Equal(t, []int{2}, r2.Eliminated)
	require.Equal(t, 2, tb.game.EliminatedIn(2))
	require.Equal(t, []int{0, 1}, tb.game.Remaining())
	require.False(t, r2.Over, "two players remain")
}

func TestGameEveryoneEliminatedInOneRound(t *testing.T) {
	t.Run("higher score wins", func(t *testing.T) {
		tb := newTable(t, 0, []string{"ghost"}, []string{"crane"})
		r1 := tb.play(tb.everyone(), "nacre", "mummy")
		require.Equal(t, Points{Greens: 1, Yellows: 4, Total: 13}, attack(t, r1, 0, 1).Points, "YYYYG")
		r2 := tb.play(tb.everyone(), "crane", "ghost")
		require.ElementsMatch(t, []int{0, 1}, r2.Eliminated)
		require.True(t, r2.Over)
		require.True(t, tb.game.Over())
		require.Equal(t, []int{13 + 30, 35}, r2.Scores)
		require.Equal(t, []int{0}, r2.Winners)
		require.Empty(t, tb.game.Remaining())
	})
	t.Run("tie splits the win", func(t *testing.T) {
		tb := newTable(t, 0, []string{"crane"}, []string{"crane"}, []string{"crane"})
		r1 := tb.play(tb.everyone(), "crane", "crane", "crane")
		require.Equal(t, []int{0, 1, 2}, r1.Eliminated)
		require.Equal(t, []int{70, 70, 70}, r1.Scores)
		require.True(t, r1.Over)
		require.Equal(t, []int{0, 1, 2}, r1.Winners)
	})
}

func TestGameEndsWithOnePlayerLeft(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost"}, []string{"pride"}, []string{"crane"})

	// Player 2 is eliminated in round 1 but its own guess still scores.
	r1 := tb.play(tb.everyone(), "crane", "mummy", "ghoul")
	require.Equal(t, []int{2}, r1.Eliminated)
	require.Equal(t, Points{Greens: 3, Total: 15}, attack(t, r1, 2, 0).Points)
	require.Equal(t, Points{Greens: 2, Total: 10}, attack(t, r1, 0, 1).Points, "crane against pride: r, e green")
	require.Equal(t, []int{35 + 10, 0, 15}, r1.Scores)
	require.Equal(t, 15, r1.Gained[2])
	require.False(t, r1.Over)

	// The eliminated player can no longer guess or be targeted.
	_, err := tb.game.PlayRound(tb.everyone(), tb.guesses("pride", "ghost", "crane"), tb.reveal)
	require.ErrorIs(t, err, ErrBadGuess)
	_, err = tb.game.PlayRound([][]int{{1, 2}, {0}, nil}, tb.guesses("pride", "ghost", ""), tb.reveal)
	require.ErrorIs(t, err, ErrBadTargets)
	targets, err := tb.game.Targets([32]byte{7})
	require.NoError(t, err)
	require.Equal(t, [][]int{{1}, {0}, nil}, targets)

	r2 := tb.play(targets, "pride", "mummy", "")
	require.Equal(t, []int{1}, r2.Eliminated)
	require.True(t, r2.Over)
	require.Equal(t, Points{Greens: 3, Solved: true, Total: 25}, attack(t, r2, 0, 1).Points, "p, i, d new; r, e known")
	require.Equal(t, []int{45 + 25, 0, 15}, r2.Scores)
	require.Equal(t, []int{0}, r2.Winners)

	_, err = tb.game.PlayRound(targets, tb.guesses("ghost", "", ""), tb.reveal)
	require.ErrorIs(t, err, ErrGameOver)
	_, err = tb.game.Targets([32]byte{})
	require.ErrorIs(t, err, ErrGameOver)
}

func TestGameRoundCap(t *testing.T) {
	tb := newTable(t, 2, []string{"ghost"}, []string{"crane"})
	r1 := tb.play(tb.everyone(), "cramp", "mummy")
	require.False(t, r1.Over)
	r2 := tb.play(tb.everyone(), "", "ghoul")
	require.True(t, r2.Over, "round cap 2")
	require.Equal(t, []int{15, 15}, r2.Scores)
	require.Equal(t, []int{0, 1}, r2.Winners)
	require.Equal(t, []int{0, 1}, tb.game.Remaining(), "nobody eliminated")
	require.Equal(t, 2, tb.game.Round())
}

func TestGameMissingGuessScoresNothing(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost"}, []string{"crane"})
	r1 := tb.play(tb.everyone(), "", "ghoul")
	require.Len(t, r1.Attacks, 1)
	require.Equal(t, []int{0, 15}, r1.Gained)
}

func TestGameRoundIsAtomic(t *testing.T) {
	tb := newTable(t, 0, []string{"ghost"}, []string{"crane"}, []string{"pride"})
	errOffline := errors.New("target offline")
	failing := func(a, target, secret int, guess []uint8) ([]Color, error) {
		if target == 2 {
			return nil, errOffline
		}
		return tb.reveal(a, target, secret, guess)
	}
	_, err := tb.game.PlayRound(tb.everyone(), tb.guesses("crane", "ghost", "crane"), failing)
	require.ErrorIs(t, err, ErrReveal)
	require.ErrorIs(t, err, errOffline)

	short := func(int, int, int, []uint8) ([]Color, error) { return []Color{Green}, nil }
	_, err = tb.game.PlayRound(tb.everyone(), tb.guesses("crane", "ghost", "crane"), short)
	require.ErrorIs(t, err, ErrReveal)
	require.ErrorIs(t, err, ErrBadColors)

	require.Zero(t, tb.game.Round())
	require.Equal(t, []int{0, 0, 0}, tb.game.Scores())
	require.Equal(t, []int{0, 0, 0}, []int{tb.game.Active(0), tb.game.Active(1), tb.game.Active(2)})
	require.Equal(t, Knowledge{}, tb.game.Knowledge(1))
}

func TestGameBadRounds(t *testing.T) {
	tests := []struct {
		name    string
		targets [][]int
		guesses []string
		wantErr error
	}{
		{"attacks itself", [][]int{{0, 1, 2}, {2, 3, 0}, {3, 0, 1}, {0, 1, 2}, {0, 1, 2}}, []string{"", "", "", "", ""}, ErrBadTargets},
		{"too few targets", [][]int{{1, 2}, {2, 3, 4}, {3, 4, 0}, {4, 0, 1}, {0, 1, 2}}, []string{"", "", "", "", ""}, ErrBadTargets},
		{"too many targets", [][]int{{1, 2, 3, 4}, {2, 3, 4}, {3, 4, 0}, {4, 0, 1}, {0, 1, 2}}, []string{"", "", "", "", ""}, ErrBadTargets},
		{"repeated target", [][]int{{1, 1, 3}, {2, 3, 4}, {3, 4, 0}, {4, 0, 1}, {0, 1, 2}}, []string{"", "", "", "", ""}, ErrBadTargets},
		{"unknown target", [][]int{{1, 2, 9}, {2, 3, 4}, {3, 4, 0}, {4, 0, 1}, {0, 1, 2}}, []string{"", "", "", "", ""}, ErrBadTargets},
		{"unbalanced", [][]int{{1, 2, 3}, {2, 3, 4}, {3, 4, 0}, {4, 0, 1}, {0, 1, 3}}, []string{"", "", "", "", ""}, ErrBadTargets},
		{"wrong number of lists", [][]int{{1, 2, 3}, {2, 3, 4}, {3, 4, 0}, {4, 0, 1}}, []string{"", "", "", "", ""}, ErrBadTargets},
		{"guess of another length", [][]int{{1, 2, 3}, {2, 3, 4}, {3, 4, 0}, {4, 0, 1}, {0, 1, 2}}, []string{"crane", "cranes", "", "", ""}, ErrBadGuess},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTable(t, 0, []string{"ghost"}, []string{"crane"}, []string{"pride"}, []string{"moist"}, []string{"funky"})
			_, err := tb.game.PlayRound(tt.targets, tb.guesses(tt.guesses...), tb.reveal)
			require.ErrorIs(t, err, tt.wantErr)
			require.Zero(t, tb.game.Round())
		})
	}
	t.Run("guess count", func(t *testing.T) {
		tb := newTable(t, 0, []string{"ghost"}, []string{"crane"})
		_, err := tb.game.PlayRound(tb.everyone(), [][]uint8{nil}, tb.reveal)
		require.ErrorIs(t, err, ErrBadGuess)
	})
	t.Run("length fixed by the first round", func(t *testing.T) {
		tb := newTable(t, 0, []string{"ghost"}, []string{"crane"})
		tb.play(tb.everyone(), "mummy", "")
		_, err := tb.game.PlayRound(tb.everyone(), tb.guesses("", "mumm"), tb.reveal)
		require.ErrorIs(t, err, ErrBadGuess)
	})
	t.Run("secret of another length", func(t *testing.T) {
		tb := newTable(t, 0, []string{"ghost"}, []string{"cranes"})
		_, err := tb.game.PlayRound(tb.everyone(), tb.guesses("mummy", ""), tb.reveal)
		require.ErrorIs(t, err, ErrReveal)
		require.ErrorIs(t, err, ErrBadWord)
	})
}

func TestNewGameErrors(t *testing.T) {
	for _, tt := range []struct {
		name                       string
		players, secrets, roundCap int
	}{
		{"one player", 1, 2, 0},
		{"no secrets", 3, 0, 0},
		{"negative cap", 3, 2, -1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewGame(tt.players, tt.secrets, tt.roundCap)
			require.ErrorIs(t, err, ErrBadGame)
		})
	}
}

// TestGameRandomPlay plays many random games with seeded targets and checks
// the invariants of a replay: scores are the sums of the attack points,
// solves pay every solver and advance the secret, only remaining players
// guess or are targeted, and the game ends exactly when at most one player
// remains.
func TestGameRandomPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	games := 60
	if testing.Short() {
		games = 15
	}
	for gi := range games {
		n := 2 + r.IntN(9)
		secrets := make([][][]uint8, n)
		for p := range secrets {
			for range 2 {
				secrets[p] = append(secrets[p], randomWord(r, 5, 26, gi%2 == 0))
			}
		}
		g, err := NewGame(n, 2, 0)
		require.NoError(t, err)
		reveal := SecretRevealer(secrets)
		scores := make([]int, n)
		for round := 1; !g.Over(); round++ {
			require.Less(t, round, 500, "game %d does not end", gi)
			targets, err := g.Targets(seedOf(uint64(gi*1000 + round)))
			require.NoError(t, err)
			guesses := make([][]uint8, n)
			for _, p := range g.Remaining() {
				// Usually guess the active secret of the first target, so the game ends.
				if tg := targets[p][0]; r.IntN(3) == 0 {
					guesses[p] = secrets[tg][g.Active(tg)]
				} else {
					guesses[p] = randomWord(r, 5, 26, gi%2 == 0)
				}
			}
			before := g.Remaining()
			res, err := g.PlayRound(targets, guesses, reveal)
			require.NoError(t, err)
			require.Equal(t, round, res.Round)

			gained := make([]int, n)
			solvers := map[int][]int{}
			for _, at := range res.Attacks {
				require.Contains(t, before, at.Attacker)
				require.Contains(t, targets[at.Attacker], at.Target)
				gained[at.Attacker] += at.Points.Total
				if at.Points.Solved {
					solvers[at.Target] = append(solvers[at.Target], at.Attacker)
				}
			}
			require.Equal(t, gained, res.Gained)
			for p := range scores {
				scores[p] += gained[p]
			}
			require.Equal(t, scores, res.Scores)
			require.Len(t, res.Solved, len(solvers))
			for _, s := range res.Solved {
				require.ElementsMatch(t, solvers[s.Player], s.By)
			}
			require.Equal(t, len(before)-len(res.Eliminated), len(g.Remaining()))
			require.Equal(t, len(g.Remaining()) <= 1, res.Over)
		}
		best := 0
		for _, s := range scores {
			best = max(best, s)
		}
		for _, w := range g.Winners() {
			require.Equal(t, best, scores[w])
		}
	}
}

// BenchmarkPlayRound measures one round of a 64-player game with known
// secrets (192 attacks: feedback, scoring and bookkeeping).
func BenchmarkPlayRound(b *testing.B) {
	r := rand.New(rand.NewPCG(13, 14))
	const n = 64
	secrets := make([][][]uint8, n)
	guesses := make([][]uint8, n)
	for p := range secrets {
		secrets[p] = [][]uint8{randomWord(r, 5, 26, false)}
		guesses[p] = randomWord(r, 5, 26, false)
	}
	reveal := SecretRevealer(secrets)
	g, err := NewGame(n, 1, 0)
	if err != nil {
		b.Fatal(err)
	}
	targets, err := g.Targets(seedOf(1))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		fresh := *g
		fresh.scores = make([]int, n)
		fresh.knowledge = make([]Knowledge, n)
		b.StartTimer()
		if _, err := fresh.PlayRound(targets, guesses, reveal); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*n*MaxTargets/b.Elapsed().Seconds(), "attacks/s")
}
