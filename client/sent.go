package client

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
)

// sentKey carries a SentFunc in a context.
type sentKey struct{}

// SentFunc is told the hash of a move once it has left: the user
// operation's hash (SessionMover) or the transaction's (EOAMover), before
// the mover waits for it to be mined.
type SentFunc func(hash common.Hash)

// WithSent returns ctx carrying fn: a Mover's Send under it calls fn with
// the hash of what it sent (a user interface shows the move as sent). A
// Send that retries calls fn for each attempt.
func WithSent(ctx context.Context, fn SentFunc) context.Context {
	return context.WithValue(ctx, sentKey{}, fn)
}

// notifySent calls the SentFunc of ctx, if any.
func notifySent(ctx context.Context, hash common.Hash) {
	if fn, ok := ctx.Value(sentKey{}).(SentFunc); ok && fn != nil {
		fn(hash)
	}
}
