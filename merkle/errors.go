package merkle

import "errors"

var (
	// ErrBadDepth is returned when a tree depth is negative or above MaxDepth.
	ErrBadDepth = errors.New("bad tree depth")

	// ErrNoLeaves is returned when a tree is built from an empty leaf list.
	ErrNoLeaves = errors.New("no leaves")

	// ErrTooManyLeaves is returned when more than 2^depth leaves are given.
	ErrTooManyLeaves = errors.New("too many leaves for tree depth")

	// ErrIndexOutOfRange is returned by Proof for an index that is not a leaf
	// of the tree (padding positions included: they have no proof).
	ErrIndexOutOfRange = errors.New("leaf index out of range")

	// ErrBadProof is returned by the Verify functions when a proof is malformed
	// (index too large for its path) or does not lead to the expected root.
	ErrBadProof = errors.New("invalid merkle proof")

	// ErrBadLength is returned by KeccakLeaf for a word length that a packed
	// uint64 cannot hold.
	ErrBadLength = errors.New("bad word length")
)
