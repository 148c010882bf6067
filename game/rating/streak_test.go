package rating

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func day(y int, m time.Month, d int) Day { return DayOf(time.Date(y, m, d, 12, 0, 0, 0, time.UTC)) }

// span returns the days from first to last inclusive, leaving out skip.
func span(first, last Day, skip ...Day) []Day {
	var out []Day
	for d := first; d <= last; d++ {
		keep := true
		for _, s := range skip {
			keep = keep && d != s
		}
		if keep {
			out = append(out, d)
		}
	}
	return out
}

// TestStreakScenarios covers the seed's "Streaks" rules (puzloc-rules.md,
// Daily Challenges).
func TestStreakScenarios(t *testing.T) {
	mar1, mar10 := day(2026, 3, 1), day(2026, 3, 10)
	tests := []struct {
		name         string
		days         []Day
		today        Day
		shield       bool
		wantCurrent  int
		wantLongest  int
		wantShielded []Day
	}{
		{name: "Solve daily challenge to maintain streak", days: span(mar1, mar10), today: mar10, wantCurrent: 10, wantLongest: 10},
		{name: "today still open: a run ending yesterday is current", days: span(mar1, mar10-1), today: mar10, wantCurrent: 9, wantLongest: 9},
		{name: "Miss a day = streak resets to 0", days: span(mar1, mar10-2), today: mar10, wantCurrent: 0, wantLongest: 8},
		{name: "a missed day splits the runs", days: span(mar1, mar10, mar1+3), today: mar10, wantCurrent: 6, wantLongest: 6},
		{
			name: "Streak shield: Skip one day per month without losing streak",
			days: span(mar1, mar10, mar1+3), today: mar10, shield: true,
			wantCurrent: 9, wantLongest: 9, wantShielded: []Day{mar1 + 3},
		},
		{
			name: "Streak shield: a second skip in the same month resets",
			days: span(mar1, mar10, mar1+3, mar1+6), today: mar10, shield: true,
			wantCurrent: 3, wantLongest: 5, wantShielded: []Day{mar1 + 3},
		},
		{
			name: "Streak shield: one skip in each of two months",
			days: span(day(2026, 3, 25), day(2026, 4, 5), day(2026, 3, 28), day(2026, 4, 2)), today: day(2026, 4, 5), shield: true,
			wantCurrent: 10, wantLongest: 10, wantShielded: []Day{day(2026, 3, 28), day(2026, 4, 2)},
		},
		{
			name: "Streak shield: two missed days in a row are not covered",
			days: span(mar1, mar10, mar1+3, mar1+4), today: mar10, shield: true,
			wantCurrent: 5, wantLongest: 5,
		},
		{
			name: "Streak shield: yesterday missed, today still open",
			days: span(mar1, mar10-2), today: mar10, shield: true,
			wantCurrent: 8, wantLongest: 8,
		},
		{name: "no days", today: mar10},
		{name: "duplicates and order do not matter", days: []Day{mar10, mar10 - 1, mar10, mar10 - 1}, today: mar10, wantCurrent: 2, wantLongest: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Streak(tt.days, tt.today, tt.shield)
			require.NoError(t, err)
			require.Equal(t, tt.wantCurrent, got.Current, "current")
			require.Equal(t, tt.wantLongest, got.Longest, "longest")
			require.Equal(t, tt.wantShielded, got.Shielded, "shielded")
		})
	}
	_, err := Streak([]Day{mar10 + 1}, mar10, false)
	require.ErrorIs(t, err, ErrFutureDay)
}

func TestDayOf(t *testing.T) {
	// New challenges are released at 00:00 UTC.
	require.Equal(t, Day(0), DayOf(time.Unix(0, 0)))
	require.Equal(t, Day(0), DayOf(time.Unix(86399, 0)))
	require.Equal(t, Day(1), DayOf(time.Unix(86400, 0)))
	east := time.FixedZone("UTC+10", 10*3600)
	require.Equal(t, day(2026, 3, 1), DayOf(time.Date(2026, 3, 2, 9, 59, 0, 0, east)))
	require.Equal(t, time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), day(2026, 3, 1).Time())
}
