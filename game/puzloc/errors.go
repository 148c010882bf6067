package puzloc

import "errors"

var (
	// ErrGameOver is returned for a move in a game that is already won or lost.
	ErrGameOver = errors.New("game over")

	// ErrBadPhrase is returned for a phrase with no letter, with a character
	// outside printable ASCII, or for a phrase guess of that kind.
	ErrBadPhrase = errors.New("bad phrase")

	// ErrBadCategory is returned for a category that is not one of
	// Categories.
	ErrBadCategory = errors.New("unknown category")

	// ErrBadLetter is returned when a letter guess is not a letter A-Z.
	ErrBadLetter = errors.New("not a letter")

	// ErrAlreadyGuessed is returned when a letter was already guessed or is
	// already revealed; no life is taken.
	ErrAlreadyGuessed = errors.New("letter already guessed")

	// ErrHintUsed is returned when the category or the length hint was
	// already taken.
	ErrHintUsed = errors.New("hint already used")

	// ErrNotEnoughLives is returned when a hint costs as many lives as remain
	// or more.
	ErrNotEnoughLives = errors.New("not enough lives for the hint")

	// ErrBadDifficulty is returned for a Difficulty outside Easy, Medium, Hard.
	ErrBadDifficulty = errors.New("bad difficulty")

	// ErrBadScoreInput is returned by the score formulas for a negative time,
	// fewer than one attempt, more attempts than allowed, or a negative count.
	ErrBadScoreInput = errors.New("bad score input")

	// ErrOutOfOrder is returned by StreakState.Solve for a day before the
	// last solved day.
	ErrOutOfOrder = errors.New("solve out of order")
)
