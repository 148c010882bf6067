package puzloc

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/rating"
)

func day(s string) rating.Day {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return rating.DayOf(t)
}

func days(ss ...string) []rating.Day {
	var out []rating.Day
	for _, s := range ss {
		out = append(out, day(s))
	}
	return out
}

// TestStreak covers the seed's streak rules (puzloc-rules.md, Streaks):
// solving keeps the streak, a missed day resets it, and the shield forgives
// one skipped day per calendar month.
func TestStreak(t *testing.T) {
	tests := []struct {
		name          string
		solved        []rating.Day
		today         string
		current, long int
	}{
		{"Solve daily challenge to maintain streak", days("2026-03-01", "2026-03-02", "2026-03-03"), "2026-03-03", 3, 3},
		{"a run ending yesterday is current while today is open", days("2026-03-01", "2026-03-02"), "2026-03-03", 2, 2},
		{"Streak shield: Skip one day per month without losing streak", days("2026-03-01", "2026-03-03", "2026-03-04"), "2026-03-04", 3, 3},
		{"a second skip in the same month resets", days("2026-03-01", "2026-03-03", "2026-03-05"), "2026-03-05", 1, 2},
		{"a skip in the next month has its own shield", days("2026-03-30", "2026-04-01", "2026-04-03"), "2026-04-03", 3, 3},
		{"the missed day's month spends its shield", days("2026-03-31", "2026-04-02", "2026-04-04"), "2026-04-04", 1, 2},
		{"February's shield, then March's", days("2026-02-27", "2026-03-01", "2026-03-03"), "2026-03-03", 3, 3},
		{"Miss a day = streak resets to 0 (two days missed)", days("2026-03-01", "2026-03-02"), "2026-03-05", 0, 2},
		{"yesterday may still be forgiven", days("2026-03-01", "2026-03-02"), "2026-03-04", 2, 2},
		{"not when its month's shield is spent", days("2026-03-01", "2026-03-03", "2026-03-04"), "2026-03-06", 0, 3},
		{"two missed days are never forgiven", days("2026-03-01", "2026-03-04"), "2026-03-04", 1, 1},
		{"no solve", nil, "2026-03-04", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := FoldStreak(tt.solved, nil)
			require.Equal(t, tt.current, s.Current(day(tt.today), nil), "current")
			require.Equal(t, tt.long, s.Longest, "longest")
		})
	}
	s, err := FoldStreak(days("2026-03-05"), nil).Solve(day("2026-03-04"), nil)
	require.ErrorIs(t, err, ErrOutOfOrder)
	require.Equal(t, day("2026-03-05"), s.Last, "unchanged")
	same, err := FoldStreak(days("2026-03-05"), nil).Solve(day("2026-03-05"), nil)
	require.NoError(t, err)
	require.Equal(t, 1, same.Run, "a second solve the same day")
}

// TestStreakMatchesRating: folding solves one by one gives what
// rating.Streak with the shield computes over the whole list, on random
// histories around month ends.
func TestStreakMatchesRating(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 5))
	for range 2000 {
		start := day("2026-01-20") + rating.Day(rng.IntN(60))
		var solved []rating.Day
		d := start
		for range rng.IntN(40) {
			d += rating.Day(1 + rng.IntN(3)*rng.IntN(2))
			solved = append(solved, d)
		}
		today := d + rating.Day(rng.IntN(4))
		want, err := rating.Streak(solved, today, true)
		require.NoError(t, err)
		var s StreakState
		for _, x := range solved {
			s, err = s.Solve(x, nil)
			require.NoError(t, err)
		}
		require.Equal(t, want.Longest, s.Longest, "%v", solved)
		require.Equal(t, want.Current, s.Current(today, nil), "%v as of %d", solved, today)
		require.Equal(t, s, FoldStreak(solved, nil))
	}
}

// TestStreakVoidDays: a void day is neither played nor missed: a streak
// steps over it without spending the shield, and it never breaks a run.
func TestStreakVoidDays(t *testing.T) {
	void := Void{day("2026-03-02"): true, day("2026-03-03"): true, day("2026-03-10"): true}
	tests := []struct {
		name          string
		solved        []rating.Day
		today         string
		current, long int
		shield        int
	}{
		{"two void days between solves keep the run", days("2026-03-01", "2026-03-04"), "2026-03-04", 2, 2, 0},
		{"a missed day after void days spends the shield", days("2026-03-01", "2026-03-05"), "2026-03-05", 2, 2, MonthOf(day("2026-03-04"))},
		{"a void day, then a missed day: one missed day", days("2026-03-09", "2026-03-12"), "2026-03-12", 2, 2, MonthOf(day("2026-03-11"))},
		{"a run ending before a void yesterday is current", days("2026-03-08", "2026-03-09"), "2026-03-11", 2, 2, 0},
		{"and still forgivable one missed day later", days("2026-03-08", "2026-03-09"), "2026-03-12", 2, 2, 0},
		{"but not two", days("2026-03-08", "2026-03-09"), "2026-03-13", 0, 2, 0},
		{"no void: the same days reset", days("2026-03-01", "2026-03-04"), "2026-03-04", 1, 1, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := void
			if tt.shield < 0 {
				v = nil
			}
			s := FoldStreak(tt.solved, v)
			require.Equal(t, tt.current, s.Current(day(tt.today), v), "current")
			require.Equal(t, tt.long, s.Longest, "longest")
			if tt.shield >= 0 {
				require.Equal(t, tt.shield, s.ShieldMonth, "shield")
			}
		})
	}
}

// TestStreakBonus: nothing on the first day, ten points a day after, capped.
func TestStreakBonus(t *testing.T) {
	for n, want := range map[int]int{0: 0, 1: 0, 2: 10, 5: 40, 31: 300, 32: 300, 365: 300} {
		require.Equal(t, want, StreakBonus(n), "streak %d", n)
	}
}
