package wordgen

import "errors"

var (
	// ErrSourceMissing is returned when a SCOWL word list or its Debian
	// package is not installed.
	ErrSourceMissing = errors.New("source word list missing")

	// ErrTooManySecrets is returned when a secret list would exceed
	// words.MaxSecrets.
	ErrTooManySecrets = errors.New("too many secrets")

	// ErrDrift is returned by Output.Check when the files on disk differ from
	// the generated ones.
	ErrDrift = errors.New("word lists drifted")

	// ErrChecksum is returned by VerifySums when a file does not match its
	// line in SHA256SUMS.
	ErrChecksum = errors.New("checksum mismatch")
)
