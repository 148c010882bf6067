package worduel

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
)

// Greens against the secret "crane": crate, crone and craze have 4; trace and
// grate have 3; slate and plate have 2; the six "nogreen" words have none (fjord
// still has a yellow r, which the tiebreaker ignores).
const secret = "crane"

var nogreen = []string{"bumpy", "sight", "would", "fjord", "ghost", "lymph"}

// TestRoundScenarios covers every row of the seed's Best of 3 scenario table
// (worduel-rules.md, "Mode 1: Best of 3", Scenarios), the player being A.
func TestRoundScenarios(t *testing.T) {
	tests := []struct {
		name       string
		a, b       Attempt
		wantWinner Side
		wantReason Reason
	}{
		{
			name:       "You guess the word before your opponent",
			a:          Attempt{Guesses: []string{"slate", "crane"}, SolvedAt: 40 * time.Second},
			b:          Attempt{Guesses: []string{"trace", "crate", "crane"}, SolvedAt: 70 * time.Second},
			wantWinner: PlayerA, wantReason: ReasonSolved,
		},
		{
			// Fewer guesses do not matter: the first solve in time wins.
			name:       "Opponent guesses before you",
			a:          Attempt{Guesses: []string{"crane"}, SolvedAt: 95 * time.Second},
			b:          Attempt{Guesses: []string{"slate", "trace", "crane"}, SolvedAt: 60 * time.Second},
			wantWinner: PlayerB, wantReason: ReasonSolved,
		},
		{
			name:       "You guess the word and the opponent never does",
			a:          Attempt{Guesses: []string{"slate", "crane"}, SolvedAt: 170 * time.Second},
			b:          Attempt{Guesses: []string{"crate", "crone", "craze"}},
			wantWinner: PlayerA, wantReason: ReasonSolved,
		},
		{
			name:       "3-minute timer expires, you had more greens in a single guess",
			a:          Attempt{Guesses: []string{"slate", "crate"}},
			b:          Attempt{Guesses: []string{"trace", "grate", "plate"}},
			wantWinner: PlayerA, wantReason: ReasonMostGreens,
		},
		{
			// The glossary says "fastest if tied"; the rules say "earlier guess
			// number", and the rules win: B reaching 4 greens sooner in time
			// on guess 2 loses to A's guess 1.
			name:       "3-minute timer expires, tied on greens, you got that many greens on an earlier guess",
			a:          Attempt{Guesses: []string{"crate", "slate", "plate"}},
			b:          Attempt{Guesses: []string{"slate", "crone"}},
			wantWinner: PlayerA, wantReason: ReasonEarlierGuess,
		},
		{
			name:       "3-minute timer expires, both had identical best greens on same guess number",
			a:          Attempt{Guesses: []string{"slate", "crate", "craze"}},
			b:          Attempt{Guesses: []string{"plate", "crone"}},
			wantWinner: Nobody, wantReason: ReasonNoPoint,
		},
		{
			name:       "Both use all 6 guesses, neither had any green letters",
			a:          Attempt{Guesses: nogreen},
			b:          Attempt{Guesses: []string{"lymph", "ghost", "fjord", "would", "sight", "bumpy"}},
			wantWinner: Nobody, wantReason: ReasonNoPoint,
		},
		{
			// Step 3 says "or both had 0 greens": making fewer guesses is no
			// tiebreak on its own.
			name:       "Timer expires, both had 0 greens after different numbers of guesses",
			a:          Attempt{Guesses: nogreen[:1]},
			b:          Attempt{},
			wantWinner: Nobody, wantReason: ReasonNoPoint,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Round(secret, tt.a, tt.b)
			require.NoError(t, err)
			require.Equal(t, tt.wantWinner, got.Winner, "winner")
			require.Equal(t, tt.wantReason, got.Reason, "reason")
			// The rules are symmetric: swapping the players swaps the winner.
			swapped, err := Round(secret, tt.b, tt.a)
			require.NoError(t, err)
			require.Equal(t, swap(tt.wantWinner), swapped.Winner, "swapped winner")
			require.Equal(t, tt.wantReason, swapped.Reason, "swapped reason")
		})
	}
}

func swap(s Side) Side {
	switch s {
	case PlayerA:
		return PlayerB
	case PlayerB:
		return PlayerA
	default:
		return s
	}
}

func TestRoundErrors(t *testing.T) {
	tests := []struct {
		name    string
		secret  string
		a, b    Attempt
		wantErr error
	}{
		{"secret too short", "cran", Attempt{}, Attempt{}, game.ErrBadWord},
		{"guess with a capital", secret, Attempt{Guesses: []string{"Crane"}}, Attempt{}, game.ErrBadWord},
		{"guess too long", secret, Attempt{}, Attempt{Guesses: []string{"cranes"}}, game.ErrBadWord},
		{"seven guesses", secret, Attempt{Guesses: append(append([]string{}, nogreen...), "slate")}, Attempt{}, ErrTooManyGuesses},
		{"guess after the solve", secret, Attempt{Guesses: []string{"crane", "slate"}}, Attempt{}, ErrGuessAfterSolve},
		{
			"both solve at the same instant", secret,
			Attempt{Guesses: []string{"crane"}, SolvedAt: time.Second},
			Attempt{Guesses: []string{"crane"}, SolvedAt: time.Second},
			ErrSimultaneousSolve,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Round(tt.secret, tt.a, tt.b)
			require.ErrorIs(t, err, tt.wantErr)
		})
	}
}

func TestEvaluate(t *testing.T) {
	p, err := Evaluate(secret, []string{"slate", "trace", "crate", "crone"})
	require.NoError(t, err)
	require.Equal(t, Progress{Guesses: 4, BestGreens: 4, BestAt: 3}, p)

	p, err = Evaluate(secret, []string{"slate", "crane"})
	require.NoError(t, err)
	require.Equal(t, Progress{Guesses: 2, Solved: true, BestGreens: 5, BestAt: 2}, p)

	p, err = Evaluate(secret, nogreen)
	require.NoError(t, err)
	require.Equal(t, Progress{Guesses: 6}, p)
}

// TestMatchScenarios covers the match rows of the Best of 3 scenario table.
func TestMatchScenarios(t *testing.T) {
	tests := []struct {
		name    string
		rounds  []Side
		want    Score
		wantErr error
	}{
		{name: "You reach 2 round wins", rounds: []Side{PlayerA, PlayerA}, want: Score{Wins: [2]int{2, 0}, Rounds: 2, Winner: PlayerA}},
		{name: "Opponent reaches 2 round wins", rounds: []Side{PlayerB, Nobody, PlayerB}, want: Score{Wins: [2]int{0, 2}, Rounds: 3, Winner: PlayerB}},
		{name: "You win 1, opponent wins 1, then you win 1 more", rounds: []Side{PlayerA, PlayerB, PlayerA}, want: Score{Wins: [2]int{2, 1}, Rounds: 3, Winner: PlayerA}},
		{name: "no-point rounds do not count", rounds: []Side{Nobody, Nobody, PlayerA, Nobody, PlayerB}, want: Score{Wins: [2]int{1, 1}, Rounds: 5}},
		{name: "no rounds yet", want: Score{}},
		{name: "the match ends immediately at 2 wins", rounds: []Side{PlayerA, PlayerA, PlayerB}, wantErr: ErrMatchOver},
		{name: "bad side", rounds: []Side{PlayerA, Side(7)}, wantErr: ErrBadSide},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MatchWinner(tt.rounds)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
}

// TestBlitzScenarios covers every row of the seed's Blitz scenario table
// (worduel-rules.md, "Mode 2: Blitz", Scenarios).
func TestBlitzScenarios(t *testing.T) {
	solved := func(target string, guesses ...string) Word {
		return Word{Target: target, Guesses: append(slices.Clone(guesses), target)}
	}
	failed := func(target string) Word { return Word{Target: target, Guesses: nogreen} }

	t.Run("You solve a word", func(t *testing.T) {
		w := solved("crane", "slate", "trace")
		st, err := w.Status()
		require.NoError(t, err)
		require.Equal(t, WordSolved, st)
		// +1 to the solve count, and a new word begins immediately.
		n, err := Solves([]Word{w, {Target: "pious"}})
		require.NoError(t, err)
		require.Equal(t, 1, n)
	})
	t.Run("You use all 6 guesses without solving", func(t *testing.T) {
		w := failed("crane")
		st, err := w.Status()
		require.NoError(t, err)
		require.Equal(t, WordFailed, st)
		n, err := Solves([]Word{w, {Target: "pious", Guesses: []string{"slate"}}})
		require.NoError(t, err)
		require.Equal(t, 0, n, "a failed word scores no point")
	})
	t.Run("Timer runs out", func(t *testing.T) {
		a, err := Solves([]Word{solved("crane"), failed("pious"), solved("ghost", "slate"), {Target: "lymph", Guesses: []string{"crane"}}})
		require.NoError(t, err)
		b, err := Solves([]Word{solved("would", "slate", "crane", "bumpy")})
		require.NoError(t, err)
		require.Equal(t, 2, a)
		require.Equal(t, 1, b)
		w, err := BlitzWinner(a, b)
		require.NoError(t, err)
		require.Equal(t, PlayerA, w)
		w, err = BlitzWinner(b, a)
		require.NoError(t, err)
		require.Equal(t, PlayerB, w)
	})
	t.Run("Both players have the same solve count at time", func(t *testing.T) {
		a, err := Solves([]Word{solved("crane"), failed("quirk")})
		require.NoError(t, err)
		b, err := Solves([]Word{failed("pious"), solved("lymph", "slate")})
		require.NoError(t, err)
		w, err := BlitzWinner(a, b)
		require.NoError(t, err)
		require.Equal(t, Nobody, w, "draw")
		// Draw: bets returned, no MMR change.
		coins, err := rating.Settle([2]int64{300, 80}, 50, rating.Draw)
		require.NoError(t, err)
		require.Equal(t, [2]int64{300, 80}, coins)
		mmr, err := rating.Update([2]int{1420, 1610}, rating.Draw)
		require.NoError(t, err)
		require.Equal(t, [2]int{1420, 1610}, mmr)
	})
	t.Run("You solve many easy words quickly vs opponent solving fewer hard words", func(t *testing.T) {
		var mine []Word
		for _, target := range []string{"crane", "slate", "trace", "ghost", "would"} {
			mine = append(mine, solved(target))
		}
		// The opponent's words are "hard": many guesses each, but fewer solves.
		theirs := []Word{solved("vapid", nogreen[:5]...), solved("lymph", nogreen[:4]...), {Target: "pious", Guesses: nogreen[:5]}}
		a, err := Solves(mine)
		require.NoError(t, err)
		b, err := Solves(theirs)
		require.NoError(t, err)
		w, err := BlitzWinner(a, b)
		require.NoError(t, err)
		require.Equal(t, PlayerA, w)
	})
}

func TestBlitzErrors(t *testing.T) {
	tests := []struct {
		name    string
		words   []Word
		wantErr error
	}{
		{"open word before the last", []Word{{Target: "crane", Guesses: []string{"slate"}}, {Target: "ghost"}}, ErrUnfinishedWord},
		{"seven guesses", []Word{{Target: "crane", Guesses: append(append([]string{}, nogreen...), "crane")}}, ErrTooManyGuesses},
		{"guess after solve", []Word{{Target: "crane", Guesses: []string{"crane", "crane"}}}, ErrGuessAfterSolve},
		{"bad target", []Word{{Target: "cr4ne"}}, game.ErrBadWord},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Solves(tt.words)
			require.ErrorIs(t, err, tt.wantErr)
		})
	}
	_, err := BlitzWinner(-1, 0)
	require.ErrorIs(t, err, ErrNegativeSolves)
}

// FuzzRound checks, for random guesses, that Round never panics, that swapping
// the players swaps the winner, and that the winner matches a direct reading of
// the rules over the colours from game.Feedback.
func FuzzRound(f *testing.F) {
	f.Add(uint64(0), uint8(0), uint8(0), int64(0))
	f.Add(uint64(1), uint8(6), uint8(6), int64(1))
	f.Add(uint64(42), uint8(3), uint8(2), int64(-5))
	f.Fuzz(func(t *testing.T, seed uint64, na, nb uint8, dt int64) {
		r := rand.New(rand.NewPCG(seed, 7))
		// A small alphabet makes greens and solves frequent.
		word := func() string {
			b := make([]byte, WordLength)
			for i := range b {
				b[i] = 'a' + byte(r.IntN(3))
			}
			return string(b)
		}
		sec := word()
		play := func(n uint8) Attempt {
			var g []string
			for range int(n % (MaxGuesses + 1)) {
				w := word()
				g = append(g, w)
				if w == sec {
					break
				}
			}
			return Attempt{Guesses: g}
		}
		a, b := play(na), play(nb)
		a.SolvedAt = time.Duration(dt)
		got, err := Round(sec, a, b)
		if errors.Is(err, ErrSimultaneousSolve) {
			require.Equal(t, a.SolvedAt, b.SolvedAt)
			return
		}
		require.NoError(t, err)
		swapped, err := Round(sec, b, a)
		require.NoError(t, err)
		require.Equal(t, swap(got.Winner), swapped.Winner)
		require.Equal(t, referenceWinner(sec, a, b), got.Winner)
	})
}

// referenceWinner reads the rules literally: collect (greens, guess number) per
// guess, pick each player's best by greens descending then guess ascending.
func referenceWinner(sec string, a, b Attempt) Side {
	type best struct{ greens, at int }
	var solved [2]bool
	var bests [2]best
	for i, at := range [2]Attempt{a, b} {
		bests[i] = best{0, 1 << 30}
		for n, g := range at.Guesses {
			greens := 0
			for k := range g {
				if g[k] == sec[k] {
					greens++
				}
			}
			if greens == WordLength {
				solved[i] = true
			}
			if greens > bests[i].greens || (greens == bests[i].greens && greens > 0 && n+1 < bests[i].at) {
				bests[i] = best{greens, n + 1}
			}
		}
	}
	switch {
	case solved[0] && solved[1]:
		if a.SolvedAt < b.SolvedAt {
			return PlayerA
		}
		return PlayerB
	case solved[0]:
		return PlayerA
	case solved[1]:
		return PlayerB
	case bests[0].greens == 0 && bests[1].greens == 0:
		return Nobody
	case bests[0].greens != bests[1].greens:
		if bests[0].greens > bests[1].greens {
			return PlayerA
		}
		return PlayerB
	case bests[0].at != bests[1].at:
		if bests[0].at < bests[1].at {
			return PlayerA
		}
		return PlayerB
	}
	return Nobody
}

func BenchmarkRound(b *testing.B) {
	a := Attempt{Guesses: []string{"slate", "trace", "crate", "crone", "craze", "grate"}}
	c := Attempt{Guesses: nogreen}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Round(secret, a, c); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
}
