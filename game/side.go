package game

import "fmt"

// Side names one of the two players of a two-player game (Wordle-Tac-Toe,
// Wordle Poker), or nobody: a tie, or no winner yet.
type Side int8

const (
	Nobody Side = iota // no player: a tie, or no winner yet
	One                // the first player
	Two                // the second player
)

// String returns "nobody", "1" or "2".
func (s Side) String() string {
	switch s {
	case Nobody:
		return "nobody"
	case One:
		return "1"
	case Two:
		return "2"
	default:
		return fmt.Sprintf("Side(%d)", int8(s))
	}
}

// Other returns the opponent of One or Two, and Nobody otherwise.
func (s Side) Other() Side {
	switch s {
	case One:
		return Two
	case Two:
		return One
	default:
		return Nobody
	}
}

// Check returns an error wrapping ErrBadSide unless s is One or Two.
func (s Side) Check() error {
	if s != One && s != Two {
		return fmt.Errorf("%w: %v", ErrBadSide, s)
	}
	return nil
}
