package puzloc

import (
	"fmt"
	"slices"

	"github.com/wordproof/wordproof/game/rating"
)

// Streaks of solved daily challenges.
//
// A day's solve keeps the streak; a day that ends without one resets it to
// 0, except for the streak shield: one missed day per calendar month (UTC)
// is forgiven. Exactly: when a solve follows the previous one after a gap of
// exactly one day, and no earlier gap in the month of that missed day was
// forgiven, the run goes on; the forgiven day does not count. A gap of two
// days or more always resets. While today is still open, a run that ends
// yesterday is current, and so is one that ends the day before yesterday if
// yesterday's month still has its shield (yesterday could yet be forgiven).
// This is rating.Streak with the shield on (TestStreakMatchesRating), kept
// as a state the indexer can carry from block to block. A void day (Void)
// is stepped over: neither played nor missed.

// StreakState is a player's streak after the solves folded into it. The
// zero value is a player with no solve.
type StreakState struct {
	Last        rating.Day // the last solved day (meaningless while Run is 0)
	Run         int        // solved days in the current run, forgiven days not counted
	Longest     int        // the longest run ever
	ShieldMonth int        // the last month whose shield was spent (MonthOf); 0 for none
}

// MonthOf numbers the calendar month of d: year×12 + month (January is 1).
func MonthOf(d rating.Day) int {
	t := d.Time()
	return t.Year()*12 + int(t.Month())
}

// Void is a set of void days of one game type: days whose house was
// slashed (docs/puzloc.md "A silent house"). A void day is neither played
// nor missed: a streak steps over it as if it were not in the calendar, and
// it spends no shield. nil is no void day.
type Void map[rating.Day]bool

// missed returns the days strictly between a and b that are not void, up
// to two (two already reset).
func (v Void) missed(a, b rating.Day) []rating.Day {
	var out []rating.Day
	for d := a + 1; d < b && len(out) < 2; d++ {
		if !v[d] {
			out = append(out, d)
		}
	}
	return out
}

// Solve folds in a solve on day d, which may not come before the last one;
// a second solve the same day changes nothing. void's days between the
// last solve and d are skipped.
func (s StreakState) Solve(d rating.Day, void Void) (StreakState, error) {
	switch {
	case s.Run == 0:
		s.Run = 1
	case d < s.Last:
		return s, fmt.Errorf("%w: solve on day %d after day %d", ErrOutOfOrder, d, s.Last)
	case d == s.Last:
		return s, nil
	default:
		switch m := void.missed(s.Last, d); {
		case len(m) == 0:
			s.Run++
		case len(m) == 1 && MonthOf(m[0]) != s.ShieldMonth:
			s.ShieldMonth = MonthOf(m[0])
			s.Run++
		default:
			s.Run = 1
		}
	}
	s.Last = d
	s.Longest = max(s.Longest, s.Run)
	return s, nil
}

// Before returns the last day before d that is not void.
func (v Void) Before(d rating.Day) rating.Day {
	d--
	for v[d] {
		d--
	}
	return d
}

// Current is the streak as of today (see the rule above), void's days
// skipped: today is still open, so the run is current when it ends on the
// last (non-void) day before today, or on the one before that while the
// day between can still be forgiven.
func (s StreakState) Current(today rating.Day, void Void) int {
	y1 := void.Before(today)
	if s.Run == 0 || s.Last >= y1 || (s.Last >= void.Before(y1) && MonthOf(y1) != s.ShieldMonth) {
		return s.Run
	}
	return 0
}

// FoldStreak folds solves on days (any order, duplicates ignored) into a
// state, void's days skipped.
func FoldStreak(days []rating.Day, void Void) StreakState {
	sorted := slices.Clone(days)
	slices.Sort(sorted)
	var s StreakState
	for _, d := range slices.Compact(sorted) {
		s, _ = s.Solve(d, void) // sorted: never out of order
	}
	return s
}

// Streak bonus: a solve that makes the streak n days long adds
// StreakBonusPerDay×min(n−1, StreakBonusDays) points to the day's score:
// nothing on a streak's first day, +10 on the second, up to +300 from the
// 31st day on. A lost challenge scores 0 and gets no bonus.
const (
	StreakBonusPerDay = 10
	StreakBonusDays   = 30
)

// StreakBonus is the bonus of a solve that makes the streak n days long.
func StreakBonus(n int) int {
	if n <= 1 {
		return 0
	}
	return StreakBonusPerDay * min(n-1, StreakBonusDays)
}
