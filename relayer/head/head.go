// Package head keeps the chain's latest header for the relayer's parts: the
// mempool reads the base fee from it, the bundler polls it and checks its
// mined bundles against it, the health endpoint reports its age. Sharing one
// Tracker means the mempool needs no reference to the bundler.
package head

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
)

// Source reads headers (ethclient.Client has it).
type Source interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// Tracker holds the latest header read from a Source. It is safe for
// concurrent use.
type Tracker struct {
	src Source

	mu     sync.Mutex
	head   *types.Header
	polled time.Time
}

// New returns a tracker over src; Head is nil until the first Poll.
func New(src Source) *Tracker { return &Tracker{src: src} }

// Poll reads the latest header.
func (t *Tracker) Poll(ctx context.Context) error {
	h, err := t.src.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	t.mu.Lock()
	t.head, t.polled = h, time.Now()
	t.mu.Unlock()
	return nil
}

// Head returns the latest header read, or nil.
func (t *Tracker) Head() *types.Header {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.head
}

// BaseFee returns a copy of the latest base fee, or nil (no header yet, or a
// chain without EIP-1559).
func (t *Tracker) BaseFee() *big.Int {
	if h := t.Head(); h != nil && h.BaseFee != nil {
		return new(big.Int).Set(h.BaseFee)
	}
	return nil
}

// Number returns the latest header's number, or 0 before the first Poll.
func (t *Tracker) Number() uint64 {
	if h := t.Head(); h != nil && h.Number != nil {
		return h.Number.Uint64()
	}
	return 0
}

// Polled returns when the header was last read successfully.
func (t *Tracker) Polled() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.polled
}
