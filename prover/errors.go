package prover

import "errors"

var (
	// ErrUnknownCircuit is returned for a circuit id that names no circuit.
	ErrUnknownCircuit = errors.New("unknown circuit")

	// ErrNoKeys is returned when the key set holds no key for a circuit.
	ErrNoKeys = errors.New("no keys for circuit")

	// ErrBadKeys is returned when a key file cannot be decoded or does not
	// match its circuit.
	ErrBadKeys = errors.New("bad keys")

	// ErrBadInput is returned for a proving request that cannot be proven:
	// a word outside the alphabet or of the wrong length, a word outside the
	// dictionary, a wrong number of guesses, words or salts.
	ErrBadInput = errors.New("bad proving input")

	// ErrBadProof is returned when a proof is malformed (wrong size, a point
	// off the curve or outside its subgroup, a public input outside the field)
	// or does not verify.
	ErrBadProof = errors.New("invalid proof")

	// ErrBadCeremony is returned when a ceremony directory is malformed or a
	// contribution does not verify.
	ErrBadCeremony = errors.New("bad ceremony")

	// ErrDevKeys is returned when a ceremony does not meet the policy for
	// production keys (Manifest.CheckPolicy): its keys are development keys.
	ErrDevKeys = errors.New("development keys")
)
