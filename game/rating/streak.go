package rating

import (
	"fmt"
	"slices"
	"time"
)

// Day is a calendar day in UTC, counted from 1970-01-01 (day 0). Daily
// challenges are released at 00:00 UTC.
type Day int64

// DayOf returns the UTC day of t.
func DayOf(t time.Time) Day {
	return Day(t.UTC().Unix() / 86400) // floors for t >= 1970
}

// Time returns 00:00 UTC of the day.
func (d Day) Time() time.Time { return time.Unix(int64(d)*86400, 0).UTC() }

// month identifies a calendar month.
func (d Day) month() int {
	t := d.Time()
	return t.Year()*12 + int(t.Month())
}

// Streaks is the result of Streak.
type Streaks struct {
	Current  int   // consecutive days up to today (or yesterday, while today is still open)
	Longest  int   // longest run ever
	Shielded []Day // missed days forgiven by the streak shield
}

// Streak counts runs of consecutive days in days (the days on which the
// player solved the daily challenge; any order, duplicates ignored) as of
// today. Missing a day resets the streak to 0; a day is missed only once it
// is over, so a run that ends yesterday is still current.
//
// With shield (the seed's optional streak shield), one missed day per
// calendar month does not break a run: a gap of exactly one day is bridged if
// no other day of that month was shielded. Shielded days do not add to the
// count. A run whose only gap is yesterday is current while the shield could
// still cover yesterday.
func Streak(days []Day, today Day, shield bool) (Streaks, error) {
	sorted := slices.Clone(days)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	if n := len(sorted); n > 0 && sorted[n-1] > today {
		return Streaks{}, fmt.Errorf("%w: %d after %d", ErrFutureDay, sorted[n-1], today)
	}
	var s Streaks
	used := map[int]bool{} // months whose shield is spent
	run := 0
	for i, d := range sorted {
		switch {
		case i == 0:
			run = 1
		case d == sorted[i-1]+1:
			run++
		case shield && d == sorted[i-1]+2 && !used[(d-1).month()]:
			used[(d - 1).month()] = true
			s.Shielded = append(s.Shielded, d-1)
			run++
		default:
			run = 1
		}
		s.Longest = max(s.Longest, run)
	}
	if n := len(sorted); n > 0 {
		last := sorted[n-1]
		if last >= today-1 || (shield && last == today-2 && !used[(today-1).month()]) {
			s.Current = run
		}
	}
	return s, nil
}
