package wire

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// flakyFilter fails its first `fails` queries, as a node whose log index
// has not caught up with its head does.
type flakyFilter struct{ fails, calls int }

func (f *flakyFilter) FilterLogs(context.Context, ethereum.FilterQuery) ([]types.Log, error) {
	f.calls++
	if f.calls <= f.fails {
		return nil, errors.New("failed to retrieve log value pointer of block 80: not found")
	}
	return []types.Log{{BlockNumber: 80}}, nil
}

func TestFilterLogsWaitsForTheIndex(t *testing.T) {
	f := &flakyFilter{fails: 3}
	logs, err := FilterLogs(context.Background(), f, ethereum.FilterQuery{})
	require.NoError(t, err)
	require.Len(t, logs, 1)
	require.Equal(t, 4, f.calls)

	never := &flakyFilter{fails: 1 << 30}
	_, err = FilterLogs(context.Background(), never, ethereum.FilterQuery{})
	require.ErrorContains(t, err, "not found", "an error that outlasts the retries is returned")
	require.Equal(t, filterRetries+1, never.calls)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = FilterLogs(ctx, &flakyFilter{fails: 1 << 30}, ethereum.FilterQuery{})
	require.Error(t, err, "a cancelled context ends the wait")
}
