package circuits

import "errors"

var (
	// ErrBadParams is returned for a word length or an alphabet that the
	// circuits do not support.
	ErrBadParams = errors.New("unsupported circuit parameters")

	// ErrBadSlot is returned by PackReveal for a guess slot that does not fit
	// the parameters: a wrong length, a symbol outside the alphabet, a colour
	// outside {0,1,2}, or too many slots.
	ErrBadSlot = errors.New("bad reveal slot")

	// ErrBadPacked is returned by UnpackReveal for a packed value that is not
	// the canonical packing of a reveal batch.
	ErrBadPacked = errors.New("bad packed reveal")
)
