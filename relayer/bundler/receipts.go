package bundler

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

var (
	epABI                = bindings.NewEntryPoint()
	topicBeforeExecution = epABI.GetABI().Events["BeforeExecution"].ID
	topicRevertReason    = epABI.GetABI().Events["UserOperationRevertReason"].ID
)

// OpReceipts splits a handleOps transaction receipt into one receipt per user
// operation, keyed by operation hash. Each gets the logs emitted between the
// previous operation's UserOperationEvent (or BeforeExecution) and its own.
func OpReceipts(entryPoint common.Address, r *types.Receipt) map[common.Hash]*store.OpReceipt {
	out := map[common.Hash]*store.OpReceipt{}
	var collected []*types.Log
	reasons := map[common.Hash][]byte{}
	for _, l := range r.Logs {
		if l.Address == entryPoint && len(l.Topics) > 0 {
			switch l.Topics[0] {
			case topicBeforeExecution:
				collected = nil
				continue
			case topicRevertReason:
				if ev, err := epABI.UnpackUserOperationRevertReasonEvent(l); err == nil {
					reasons[ev.UserOpHash] = ev.RevertReason
				}
			case userop.EventTopic:
				ev, err := userop.ParseEvent(l)
				if err != nil {
					continue
				}
				h := common.Hash(ev.UserOpHash)
				out[h] = &store.OpReceipt{
					TxHash: r.TxHash, BlockHash: r.BlockHash, BlockNumber: r.BlockNumber.Uint64(),
					Sender: ev.Sender, Nonce: ev.Nonce, Paymaster: ev.Paymaster, Success: ev.Success,
					ActualGasCost: ev.ActualGasCost, ActualGasUsed: ev.ActualGasUsed,
					Reason: reasons[h], Logs: nonNilLogs(collected),
				}
				collected = nil
				continue
			}
		}
		collected = append(collected, l)
	}
	return out
}

func nonNilLogs(ls []*types.Log) []*types.Log {
	if ls == nil {
		return []*types.Log{}
	}
	return ls
}
