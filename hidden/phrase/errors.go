package phrase

import "errors"

var (
	// ErrBadPhrase is returned for a phrase that does not fit the packing: too
	// long, or a character outside A-Z, space, apostrophe, full stop, hyphen.
	ErrBadPhrase = errors.New("phrase does not fit the packing")

	// ErrBadField is returned for a field out of range: a day, try, kind,
	// list size or randomness.
	ErrBadField = errors.New("bad PhraseLock field")

	// ErrBadMove is returned for a move the state does not allow: a letter
	// hint when no letter is hidden, a move after the game was solved.
	ErrBadMove = errors.New("bad PhraseLock move")

	// ErrBadAnswer is returned when an answer ciphertext does not decrypt to
	// a well-formed answer.
	ErrBadAnswer = errors.New("answer does not decrypt to a well-formed value")
)
