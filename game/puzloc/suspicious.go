package puzloc

import "time"

// FastSolvePerAttempt is the thinking time per attempt under which a solve is
// flagged as suspicious: a human reads the colours and types four digits in
// no less. The flag is for the statistics (issue 22); it never changes a
// score.
const FastSolvePerAttempt = 2 * time.Second

// SuspiciousSolve reports whether a solve in attempts guesses with thinking
// time thinking (the daily contract's Seat.thinking) is implausibly fast.
func SuspiciousSolve(attempts int, thinking time.Duration) bool {
	return attempts > 0 && thinking < time.Duration(attempts)*FastSolvePerAttempt
}
