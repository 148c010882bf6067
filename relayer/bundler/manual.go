package bundler

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// ErrNothingToBundle is returned by SendNow when no operation is pending.
var ErrNothingToBundle = errors.New("no pending user operations to bundle")

type flushResult struct {
	tx  common.Hash
	err error
}

// SetManual switches between automatic bundling (false, the default) and
// manual bundling, where bundles are built only by SendNow
// (debug_bundler_setBundlingMode). Bundles in flight are tracked either way.
func (b *Bundler) SetManual(manual bool) { b.manual.Store(manual) }

// Manual reports whether bundling is manual.
func (b *Bundler) Manual() bool { return b.manual.Load() }

// SendNow has one signer build and send a bundle of the pending operations
// at once, whatever the interval and mode, and returns its transaction hash
// (debug_bundler_sendBundleNow).
func (b *Bundler) SendNow(ctx context.Context) (common.Hash, error) {
	if b.quit == nil {
		return common.Hash{}, errors.New("bundler not started")
	}
	reply := make(chan flushResult, 1)
	select {
	case b.flush <- reply:
	case <-ctx.Done():
		return common.Hash{}, ctx.Err()
	}
	select {
	case r := <-reply:
		return r.tx, r.err
	case <-ctx.Done():
		return common.Hash{}, ctx.Err()
	}
}

// flushNow serves one SendNow on sg's loop goroutine.
func (b *Bundler) flushNow(sg *signer, reply chan flushResult) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if len(sg.open) > 0 {
		if err := b.track(ctx, sg); err != nil {
			reply <- flushResult{err: err}
			return
		}
		if len(sg.open) >= b.cfg.MaxInFlight {
			reply <- flushResult{err: fmt.Errorf("signer %s has %d bundles in flight", sg.addr, len(sg.open))}
			return
		}
	}
	before := len(sg.open)
	if err := b.build(ctx, sg); err != nil {
		reply <- flushResult{err: err}
		return
	}
	if len(sg.open) == before {
		reply <- flushResult{err: ErrNothingToBundle}
		return
	}
	newest := sg.open[len(sg.open)-1]
	reply <- flushResult{tx: newest.Txs[len(newest.Txs)-1]}
}
