package rating

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Entry is one player's line on a leaderboard (daily, weekly, monthly or all
// time: the caller aggregates the period).
type Entry struct {
	Player     string    // unique player name or id
	Score      int64     // total score
	Games      int       // games played
	Wins       int       // games won
	Attempts   int       // attempts summed over the games played
	Streak     int       // current streak of consecutive daily wins
	Registered time.Time // registration date
}

// Validate reports an entry with negative counts or more wins than games.
func (e Entry) Validate() error {
	if e.Games < 0 || e.Wins < 0 || e.Attempts < 0 || e.Streak < 0 || e.Wins > e.Games {
		return fmt.Errorf("%w: %q has %d games, %d wins, %d attempts, streak %d", ErrBadEntry, e.Player, e.Games, e.Wins, e.Attempts, e.Streak)
	}
	return nil
}

// Compare orders two valid entries for a leaderboard: negative when a ranks
// above b. The seed's criteria, in order: higher total score; better win rate
// (wins/games, 0 with no games); lower average attempts (attempts/games; a
// player with no games ranks below any player with games); longer current
// streak; earlier registration. Our last step, the player name, makes the order
// total. Ratios are compared exactly by cross-multiplication.
func Compare(a, b Entry) int {
	if c := cmp.Compare(b.Score, a.Score); c != 0 {
		return c
	}
	// Win rate: a.Wins/a.Games vs b.Wins/b.Games, higher first.
	if c := cmp.Compare(int64(b.Wins)*int64(max(a.Games, 1)), int64(a.Wins)*int64(max(b.Games, 1))); c != 0 {
		return c
	}
	// Average attempts, lower first; no games means no average, ranked last.
	switch {
	case a.Games == 0 && b.Games > 0:
		return 1
	case b.Games == 0 && a.Games > 0:
		return -1
	case a.Games > 0:
		if c := cmp.Compare(int64(a.Attempts)*int64(b.Games), int64(b.Attempts)*int64(a.Games)); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(b.Streak, a.Streak); c != 0 {
		return c
	}
	if c := a.Registered.Compare(b.Registered); c != 0 {
		return c
	}
	return strings.Compare(a.Player, b.Player)
}

// Sort orders entries by Compare, best first, after checking each of them.
// The position of an entry is its index plus one.
func Sort(entries []Entry) error {
	for _, e := range entries {
		if err := e.Validate(); err != nil {
			return err
		}
	}
	slices.SortFunc(entries, Compare)
	return nil
}
