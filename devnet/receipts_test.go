package devnet

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"
)

type receiptFunc func(context.Context, common.Hash) (map[string]interface{}, error)

func (f receiptFunc) GetTransactionReceipt(ctx context.Context, h common.Hash) (map[string]interface{}, error) {
	return f(ctx, h)
}

func TestReceiptAPIWaitsForHead(t *testing.T) {
	receiptAt := func(n uint64) receiptFunc {
		return func(context.Context, common.Hash) (map[string]interface{}, error) {
			return map[string]interface{}{"blockNumber": hexutil.Uint64(n)}, nil
		}
	}
	failing := func(err error) receiptFunc {
		return func(context.Context, common.Hash) (map[string]interface{}, error) { return nil, err }
	}
	tests := []struct {
		name    string
		inner   receiptFunc
		head    uint64
		want    bool // a receipt is returned
		wantErr string
	}{
		{name: "block is the head", inner: receiptAt(7), head: 7, want: true},
		{name: "block below the head", inner: receiptAt(3), head: 7, want: true},
		{name: "block above the head", inner: receiptAt(8), head: 7},
		{name: "not found", inner: failing(nil), head: 7},
		{name: "indexing", inner: failing(errors.New("transaction indexing is in progress")), head: 7},
		{name: "other error", inner: failing(errors.New("boom")), head: 7, wantErr: "boom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			api := &receiptAPI{inner: tt.inner, head: func() uint64 { return tt.head }}
			got, err := api.GetTransactionReceipt(context.Background(), common.Hash{})
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got != nil)
		})
	}
}
