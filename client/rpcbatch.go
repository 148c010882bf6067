package client

import (
	"context"
	"errors"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// ErrNoBatch is returned by BatchCall for a backend that cannot send
// JSON-RPC batches (a simulated one): callers then read one by one.
var ErrNoBatch = errors.New("backend cannot batch")

// BatchCall sends elems as one JSON-RPC batch, one round trip, when the
// backend exposes its RPC client (*ethclient.Client does).
func BatchCall(ctx context.Context, b Backend, elems []rpc.BatchElem) error {
	c, ok := b.(interface{ Client() *rpc.Client })
	if !ok || c.Client() == nil {
		return ErrNoBatch
	}
	if err := c.Client().BatchCallContext(ctx, elems); err != nil {
		return err
	}
	for _, e := range elems {
		if e.Error != nil {
			return e.Error
		}
	}
	return nil
}

// callArg is msg as eth_call and eth_estimateGas take it.
func callArg(msg ethereum.CallMsg) map[string]any {
	arg := map[string]any{"from": msg.From, "to": msg.To}
	if len(msg.Data) > 0 {
		arg["input"] = hexutil.Bytes(msg.Data)
	}
	if msg.Value != nil {
		arg["value"] = (*hexutil.Big)(msg.Value)
	}
	if msg.Gas != 0 {
		arg["gas"] = hexutil.Uint64(msg.Gas)
	}
	return arg
}
