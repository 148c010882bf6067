package indexer

import "errors"

var (
	// ErrNotNext is returned by Store.Commit for a block that does not
	// follow the stored head (number or parent hash).
	ErrNotNext = errors.New("block does not follow the stored head")
	// ErrBadParam is returned for a query parameter out of its domain; the
	// API answers it with 400.
	ErrBadParam = errors.New("bad parameter")
	// ErrNotFound is returned for a game or player the store has no row of;
	// the API answers it with 404.
	ErrNotFound = errors.New("not found")
	// ErrBadDB is returned by Open for a --db value it cannot use.
	ErrBadDB = errors.New("bad database address")
	// ErrReorgTooDeep is returned by the Follower when no stored block is
	// an ancestor of the chain it reads.
	ErrReorgTooDeep = errors.New("reorg deeper than the stored blocks")
)
