package audit

import "errors"

var (
	// ErrBadConfig is returned by Audit when the configuration lacks a
	// backend, a game id or a game contract.
	ErrBadConfig = errors.New("bad audit configuration")

	// ErrWrongChain is returned by Audit when the backend's chain is not the
	// manifest's.
	ErrWrongChain = errors.New("wrong chain")

	// ErrNoGame is returned by Audit when the contract has no LobbyCreated
	// event for the game id.
	ErrNoGame = errors.New("no such game")
)
