package puzloc

import (
	"fmt"

	"github.com/wordproof/wordproof/game"
)

const (
	// CodeLength is the number of digits of a NumLock code.
	CodeLength = 4
	// NumLockAttempts is the number of guesses a NumLock player has.
	NumLockAttempts = 6
)

// Status is the state of a puzzle.
type Status uint8

const (
	Playing Status = iota // moves are accepted
	Won                   // solved
	Lost                  // out of attempts or lives
)

// String returns "playing", "won" or "lost".
func (s Status) String() string {
	switch s {
	case Playing:
		return "playing"
	case Won:
		return "won"
	case Lost:
		return "lost"
	default:
		return fmt.Sprintf("Status(%d)", uint8(s))
	}
}

// CodeDifficulty classifies a code by how many of its digits repeat an earlier
// digit: none is Easy (1234), one is Medium (1123), two or more is Hard (1112,
// and also 1122 and 7777).
func CodeDifficulty(code string) (Difficulty, error) {
	digits, err := game.Digits.Encode(code, CodeLength)
	if err != nil {
		return Easy, err
	}
	var seen [10]bool
	repeats := 0
	for _, d := range digits {
		if seen[d] {
			repeats++
		}
		seen[d] = true
	}
	switch repeats {
	case 0:
		return Easy, nil
	case 1:
		return Medium, nil
	default:
		return Hard, nil
	}
}

// NumLock is one NumLock game. The zero value is not usable; use NewNumLock.
type NumLock struct {
	code     []uint8
	attempts int
	status   Status
}

// NewNumLock starts a game on a secret code of CodeLength digits.
func NewNumLock(code string) (*NumLock, error) {
	digits, err := game.Digits.Encode(code, CodeLength)
	if err != nil {
		return nil, fmt.Errorf("code: %w", err)
	}
	return &NumLock{code: digits}, nil
}

// Guess scores one guess and returns its colours. A malformed guess is refused
// without using an attempt.
func (n *NumLock) Guess(guess string) ([]game.Color, error) {
	if n.status != Playing {
		return nil, fmt.Errorf("%w: %v after %d attempts", ErrGameOver, n.status, n.attempts)
	}
	g, err := game.Digits.Encode(guess, CodeLength)
	if err != nil {
		return nil, err
	}
	colors := make([]game.Color, CodeLength)
	game.Feedback(n.code, g, colors)
	n.attempts++
	solved := true
	for _, c := range colors {
		solved = solved && c == game.Green
	}
	switch {
	case solved:
		n.status = Won
	case n.attempts == NumLockAttempts:
		n.status = Lost
	}
	return colors, nil
}

// Attempts returns the number of guesses made.
func (n *NumLock) Attempts() int { return n.attempts }

// Remaining returns the number of guesses left.
func (n *NumLock) Remaining() int {
	if n.status != Playing {
		return 0
	}
	return NumLockAttempts - n.attempts
}

// Status reports whether the game is on, won or lost.
func (n *NumLock) Status() Status { return n.status }
