package dapp

import "errors"

var (
	// ErrBadManifest is returned for a key manifest that cannot be parsed or
	// lists a file twice, a bad digest or an unknown circuit.
	ErrBadManifest = errors.New("bad key manifest")

	// ErrFingerprint is returned by Engine.AddKey for a key file whose size
	// or SHA-256 differs from the manifest's, or that the manifest does not
	// list.
	ErrFingerprint = errors.New("key file does not match the manifest")

	// ErrMissingKey is returned when a call needs a key file that was not
	// added yet.
	ErrMissingKey = errors.New("key file not loaded")

	// ErrBadRequest is returned for a call with an unknown operation or a
	// request that does not decode.
	ErrBadRequest = errors.New("bad request")
)
