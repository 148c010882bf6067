package devnet

import (
	"context"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/rpc"
)

// receiptGetter is the one method of go-ethereum's transaction API that
// receiptAPI wraps.
type receiptGetter interface {
	GetTransactionReceipt(ctx context.Context, hash common.Hash) (map[string]interface{}, error)
}

// receiptAPI serves eth_getTransactionReceipt so that a receipt appears only
// once the head ("latest") includes its block. go-ethereum writes a block's
// transaction lookups an instant before it moves the head, so a client that
// reads state at "latest" right after seeing a receipt could otherwise miss
// the transaction's effects; with blocks sealed in milliseconds, that
// happens. "Indexing in progress" is answered as "not yet" (null) too.
type receiptAPI struct {
	inner receiptGetter
	head  func() uint64 // number of the head block
}

// newReceiptAPI returns the eth-namespace service overriding
// eth_getTransactionReceipt, or nil when backend offers no receipt method.
func newReceiptAPI(backend *eth.Ethereum) []rpc.API {
	for _, api := range backend.APIs() {
		if inner, ok := api.Service.(receiptGetter); ok && api.Namespace == "eth" {
			chain := backend.BlockChain()
			head := func() uint64 { return chain.CurrentBlock().Number.Uint64() }
			return []rpc.API{{Namespace: "eth", Service: &receiptAPI{inner: inner, head: head}}}
		}
	}
	return nil
}

// GetTransactionReceipt returns the receipt of a transaction in the canonical
// chain up to the head, or null.
func (api *receiptAPI) GetTransactionReceipt(ctx context.Context, hash common.Hash) (map[string]interface{}, error) {
	receipt, err := api.inner.GetTransactionReceipt(ctx, hash)
	if err != nil {
		if strings.Contains(err.Error(), "indexing is in progress") {
			return nil, nil
		}
		return nil, err
	}
	if receipt == nil {
		return nil, nil
	}
	if number, ok := receipt["blockNumber"].(hexutil.Uint64); ok && uint64(number) > api.head() {
		return nil, nil
	}
	return receipt, nil
}
