package devnet

import "errors"

var (
	// ErrInvalidConfig is returned by New when a Config field has a value that
	// cannot be used; the message names the field.
	ErrInvalidConfig = errors.New("invalid devnet config")

	// ErrNotLoopback is returned by New when an RPC listen address is not on a
	// loopback interface: the devnet serves unauthenticated RPC and must not be
	// reachable from other machines.
	ErrNotLoopback = errors.New("rpc address is not a loopback address")

	// ErrRunning is returned by Start when the devnet is already running.
	ErrRunning = errors.New("devnet already running")

	// ErrNotRunning is returned by methods that need a running chain.
	ErrNotRunning = errors.New("devnet not running")

	// ErrPendingTransactions is returned by AdjustTime when the pool holds
	// transactions that would land in the time-shifted block.
	ErrPendingTransactions = errors.New("transactions pending")

	// ErrDataDirMismatch is returned by Start when Config.DataDir holds a
	// chain with another chain id, fork or genesis allocation.
	ErrDataDirMismatch = errors.New("the data directory holds another chain")

	// ErrDataDirInUse is returned by Start when another running devnet holds
	// Config.DataDir.
	ErrDataDirInUse = errors.New("the data directory is in use by another devnet")

	// ErrInvalidMnemonic is returned by DeriveKeys for an empty mnemonic or a
	// malformed derivation path.
	ErrInvalidMnemonic = errors.New("invalid mnemonic or derivation path")
)
