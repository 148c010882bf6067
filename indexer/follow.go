package indexer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
)

// Headers is the part of a chain client the follower polls.
type Headers interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// BlockReader turns a block header into the block's rows (ChainReader).
type BlockReader interface {
	Read(ctx context.Context, h *types.Header) (*Block, error)
}

// DefaultBatch is the most blocks a step commits in one transaction.
const DefaultBatch = 32

// Follower follows the chain into the store: at the head one block per
// step; catching up, up to Batch consecutive blocks in one transaction.
type Follower struct {
	Headers Headers
	Reader  BlockReader
	Store   Store
	// From is the first block indexed when the store is empty (the
	// deployment's block: nothing of the games is older).
	From uint64
	// Poll is how long Run waits for a new block once it is at the head.
	Poll time.Duration
	// Batch bounds the blocks committed together; 0 means DefaultBatch.
	Batch int
	// Log receives a line per reorg; nil discards.
	Log func(format string, args ...any)
}

// Step indexes the next blocks (up to Batch that are there, each the
// child of the one before), or rolls back a reorged one: advanced is false
// when the store is at the chain's head.
func (f *Follower) Step(ctx context.Context) (advanced bool, err error) {
	n, hash, _, ok, err := f.Store.Head(ctx)
	if err != nil {
		return false, err
	}
	next := f.From
	if ok {
		next = n + 1
	}
	batch := f.Batch
	if batch <= 0 {
		batch = DefaultBatch
	}
	var blocks []*Block
	parent, haveParent := hash, ok
	for len(blocks) < batch {
		h, err := f.Headers.HeaderByNumber(ctx, new(big.Int).SetUint64(next))
		if errors.Is(err, ethereum.NotFound) || (err == nil && h == nil) {
			break
		}
		if err != nil {
			return false, fmt.Errorf("reading block %d: %w", next, err)
		}
		if haveParent && h.ParentHash != parent {
			if len(blocks) == 0 {
				return true, f.rollback(ctx, n)
			}
			break // the blocks read so far go in; the next step sees the reorg
		}
		b, err := f.Reader.Read(ctx, h)
		if err != nil {
			return false, fmt.Errorf("reading block %d: %w", next, err)
		}
		// The logs were read by number: if the block changed meanwhile,
		// read it again on the next step.
		again, err := f.Headers.HeaderByNumber(ctx, new(big.Int).SetUint64(next))
		if err != nil || again == nil || again.Hash() != h.Hash() {
			if len(blocks) == 0 {
				return true, nil
			}
			break
		}
		blocks = append(blocks, b)
		parent, haveParent = h.Hash(), true
		next++
	}
	if len(blocks) == 0 {
		return false, nil
	}
	return true, f.Store.CommitBlocks(ctx, blocks)
}

// rollback finds the last stored block that is still on the chain, from
// head down, and deletes every block after it.
func (f *Follower) rollback(ctx context.Context, head uint64) error {
	for n := head; ; n-- {
		stored, ok, err := f.Store.BlockHash(ctx, n)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("%w: block %d", ErrReorgTooDeep, n)
		}
		h, err := f.Headers.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil && !errors.Is(err, ethereum.NotFound) {
			return err
		}
		if err == nil && h != nil && h.Hash() == stored {
			if f.Log != nil {
				f.Log("reorg: blocks %d-%d rolled back", n+1, head)
			}
			return f.Store.Rollback(ctx, n+1)
		}
		if n == f.From {
			if f.Log != nil {
				f.Log("reorg: blocks %d-%d rolled back", n, head)
			}
			return f.Store.Rollback(ctx, n)
		}
	}
}

// Run follows the chain until ctx ends.
func (f *Follower) Run(ctx context.Context) error {
	poll := f.Poll
	if poll <= 0 {
		poll = time.Second
	}
	for {
		advanced, err := f.Step(ctx)
		if err != nil {
			return err
		}
		if advanced {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(poll):
		}
	}
}

// CatchUp steps until the store is at the chain's head.
func (f *Follower) CatchUp(ctx context.Context) error {
	for {
		advanced, err := f.Step(ctx)
		if err != nil || !advanced {
			return err
		}
	}
}
