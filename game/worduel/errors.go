package worduel

import "errors"

var (
	// ErrTooManyGuesses is returned when a player made more than MaxGuesses
	// guesses on one word.
	ErrTooManyGuesses = errors.New("too many guesses")

	// ErrGuessAfterSolve is returned when a guess follows the guess that solved
	// the word.
	ErrGuessAfterSolve = errors.New("guess after the word was solved")

	// ErrSimultaneousSolve is returned when both players solved a Best of 3
	// round at the same instant, so the caller has not ordered the solves.
	ErrSimultaneousSolve = errors.New("both players solved at the same time")

	// ErrMatchOver is returned when a round result follows the round that
	// decided the match.
	ErrMatchOver = errors.New("round after the match was decided")

	// ErrBadSide is returned for a Side value outside Nobody, PlayerA, PlayerB.
	ErrBadSide = errors.New("bad side")

	// ErrUnfinishedWord is returned when a Blitz word other than the last one
	// was neither solved nor failed: a new word is only dealt after one of those.
	ErrUnfinishedWord = errors.New("word left unfinished before the next one")

	// ErrNegativeSolves is returned by BlitzWinner for a negative solve count.
	ErrNegativeSolves = errors.New("negative solve count")
)
