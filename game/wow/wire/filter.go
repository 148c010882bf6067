package wire

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
)

// filterRetries bounds how long FilterLogs waits for a node's log index.
const (
	filterRetries = 40
	filterPause   = 50 * time.Millisecond
)

// FilterLogs runs q, asking again for a while when it fails: a go-ethereum
// node indexes logs after it seals a block, so a query that ends at the
// head can fail ("failed to retrieve log value pointer ... not found")
// until the index catches up. An error that outlasts the retries, or the
// end of ctx, is returned.
func FilterLogs(ctx context.Context, f interface {
	FilterLogs(context.Context, ethereum.FilterQuery) ([]types.Log, error)
}, q ethereum.FilterQuery) ([]types.Log, error) {
	for try := 0; ; try++ {
		logs, err := f.FilterLogs(ctx, q)
		if err == nil || try == filterRetries || ctx.Err() != nil {
			return logs, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(filterPause):
		}
	}
}
