package rating

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

var reg = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// TestLeaderboardTiebreakers covers every row of the seed's "Ranking
// Criteria" and "Tiebreakers" lists (puzloc-rules.md, Leaderboards): in each
// row, "top" must rank above "other" and nothing earlier in the list differs.
func TestLeaderboardTiebreakers(t *testing.T) {
	base := Entry{Player: "x", Score: 5000, Games: 10, Wins: 8, Attempts: 40, Streak: 3, Registered: reg}
	with := func(f func(*Entry)) Entry {
		e := base
		f(&e)
		return e
	}
	tests := []struct {
		name       string
		top, other Entry
	}{
		{
			name:  "Total Score: Primary metric",
			top:   with(func(e *Entry) { e.Score = 5001; e.Wins = 1; e.Attempts = 60; e.Streak = 0 }),
			other: base,
		},
		{
			name:  "1. Better win rate",
			top:   with(func(e *Entry) { e.Games, e.Wins, e.Attempts = 5, 5, 30; e.Streak = 0 }),
			other: base, // 8/10 < 5/5
		},
		{
			name:  "1. Better win rate (exact ratios, 2/3 above 66/100)",
			top:   with(func(e *Entry) { e.Games, e.Wins = 3, 2 }),
			other: with(func(e *Entry) { e.Games, e.Wins = 100, 66 }),
		},
		{
			name:  "2. Lower average attempts",
			top:   with(func(e *Entry) { e.Games, e.Wins, e.Attempts = 20, 16, 79; e.Streak = 0 }),
			other: base, // 79/20 < 40/10
		},
		{
			name:  "3. Longer current streak",
			top:   with(func(e *Entry) { e.Streak = 4; e.Registered = reg.Add(time.Hour) }),
			other: base,
		},
		{
			name:  "4. Earlier registration date",
			top:   with(func(e *Entry) { e.Registered = reg.Add(-time.Second); e.Player = "z" }),
			other: base,
		},
		{
			name:  "player name makes the order total",
			top:   with(func(e *Entry) { e.Player = "alice" }),
			other: with(func(e *Entry) { e.Player = "bob" }),
		},
		{
			name:  "no games ranks below any average",
			top:   Entry{Player: "b", Games: 1, Attempts: 6, Registered: reg},
			other: Entry{Player: "a", Registered: reg},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Negative(t, Compare(tt.top, tt.other))
			require.Positive(t, Compare(tt.other, tt.top))
			entries := []Entry{tt.other, tt.top}
			require.NoError(t, Sort(entries))
			require.Equal(t, []Entry{tt.top, tt.other}, entries)
		})
	}
}

func TestSortRejectsBadEntries(t *testing.T) {
	for _, e := range []Entry{
		{Player: "more wins than games", Games: 1, Wins: 2},
		{Player: "negative attempts", Attempts: -1},
		{Player: "negative streak", Streak: -1},
	} {
		require.ErrorIs(t, Sort([]Entry{{Player: "ok"}, e}), ErrBadEntry, e.Player)
	}
}

// refLess is an independent reading of the seed's criteria with exact
// rationals.
func refLess(a, b Entry) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	rate := func(e Entry) *big.Rat {
		if e.Games == 0 {
			return new(big.Rat)
		}
		return big.NewRat(int64(e.Wins), int64(e.Games))
	}
	if c := rate(a).Cmp(rate(b)); c != 0 {
		return c > 0
	}
	if (a.Games == 0) != (b.Games == 0) {
		return b.Games == 0
	}
	if a.Games > 0 {
		if c := big.NewRat(int64(a.Attempts), int64(a.Games)).Cmp(big.NewRat(int64(b.Attempts), int64(b.Games))); c != 0 {
			return c < 0
		}
	}
	if a.Streak != b.Streak {
		return a.Streak > b.Streak
	}
	if !a.Registered.Equal(b.Registered) {
		return a.Registered.Before(b.Registered)
	}
	return a.Player < b.Player
}

// FuzzLeaderboard checks that Sort agrees with the rational reference on
// random boards drawn from small ranges, so that ties are common.
func FuzzLeaderboard(f *testing.F) {
	f.Add(uint64(1), uint8(10))
	f.Add(uint64(2), uint8(40))
	f.Fuzz(func(t *testing.T, seed uint64, n uint8) {
		r := rand.New(rand.NewPCG(seed, 3))
		entries := make([]Entry, int(n)%50)
		for i := range entries {
			games := r.IntN(5)
			entries[i] = Entry{
				Player:     fmt.Sprintf("p%02d", i), // unique, as on a real board
				Score:      int64(r.IntN(3)),
				Games:      games,
				Wins:       r.IntN(games + 1),
				Attempts:   r.IntN(6*games + 1),
				Streak:     r.IntN(3),
				Registered: reg.Add(time.Duration(r.IntN(2)) * time.Hour),
			}
		}
		got := slices.Clone(entries)
		require.NoError(t, Sort(got))
		want := slices.Clone(entries)
		slices.SortStableFunc(want, func(a, b Entry) int {
			switch {
			case refLess(a, b):
				return -1
			case refLess(b, a):
				return 1
			}
			return 0
		})
		// Player names are unique and break every tie, so both orders are
		// total and the sorted boards must match exactly.
		require.Equal(t, want, got)
		for i := 1; i < len(got); i++ {
			require.LessOrEqual(t, Compare(got[i-1], got[i]), 0)
			require.Equal(t, -Compare(got[i-1], got[i]), Compare(got[i], got[i-1]))
		}
	})
}

func BenchmarkSort(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	board := make([]Entry, 10_000)
	for i := range board {
		games := 1 + r.IntN(500)
		board[i] = Entry{Player: string(rune(i)), Score: int64(r.IntN(100_000)), Games: games, Wins: r.IntN(games + 1), Attempts: games * (1 + r.IntN(6)), Streak: r.IntN(60), Registered: reg}
	}
	work := make([]Entry, len(board))
	for b.Loop() {
		copy(work, board)
		if err := Sort(work); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(board)*b.N)/b.Elapsed().Seconds(), "entries/s")
}
