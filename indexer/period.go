package indexer

import (
	"fmt"
	"time"

	"github.com/wordproof/wordproof/game/rating"
)

// Period is a leaderboard's span.
type Period string

// The seed's leaderboards.
const (
	Daily   Period = "daily"    // a UTC day
	Weekly  Period = "weekly"   // an ISO week, Monday 00:00 UTC on
	Monthly Period = "monthly"  // a calendar month, UTC
	AllTime Period = "all-time" // everything
)

// Periods lists every period.
var Periods = []Period{Daily, Weekly, Monthly, AllTime}

// ParsePeriod reads a period name.
func ParsePeriod(s string) (Period, error) {
	for _, p := range Periods {
		if string(p) == s {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w: period %q (daily, weekly, monthly or all-time)", ErrBadParam, s)
}

// Start is the first day of the period holding day d (0 for AllTime).
func (p Period) Start(d rating.Day) rating.Day {
	switch p {
	case Daily:
		return d
	case Weekly:
		return d - (d+3)%7 // day 0, 1970-01-01, was a Thursday
	case Monthly:
		t := d.Time()
		return rating.DayOf(time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC))
	}
	return 0
}

// ParseDate reads a YYYY-MM-DD day.
func ParseDate(s string) (rating.Day, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return 0, fmt.Errorf("%w: date %q (YYYY-MM-DD)", ErrBadParam, s)
	}
	return rating.DayOf(t), nil
}

// dayOfBlock is the UTC day of a block time.
func dayOfBlock(t uint64) rating.Day { return rating.Day(t / 86400) }
