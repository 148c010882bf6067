package hidden

import "errors"

var (
	// ErrBadKey is returned for a BabyJubJub point that is not on the curve
	// or a secret scalar that is zero or not below the subgroup order.
	ErrBadKey = errors.New("bad hidden-guess key")

	// ErrBadField is returned for a value that does not fit its field of a
	// packing: a guess or colour of the wrong length or range, a word index,
	// try, list size or randomness out of range.
	ErrBadField = errors.New("bad hidden-guess field")

	// ErrBadCiphertext is returned when a ciphertext does not decrypt to a
	// well-formed guess or colours.
	ErrBadCiphertext = errors.New("ciphertext does not decrypt to a well-formed value")

	// ErrBadPacked is returned for a packed public input that the packing
	// functions do not make.
	ErrBadPacked = errors.New("bad packed hidden-guess input")
)
