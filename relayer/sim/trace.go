package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/wordproof/wordproof/relayer/userop"
)

// TraceValidation runs simulateValidation for op under debug_traceCall with
// the named tracer (same state overrides as SimulateValidation) and returns
// the tracer's result unparsed. The call's own revert is not an error here:
// the tracer reports it, and ValidationOutput decodes it.
func (s *Simulator) TraceValidation(ctx context.Context, op *userop.UserOperation, queuedBehind int, tracer string) (json.RawMessage, error) {
	data, err := s.simABI.Pack("simulateValidation", op.Pack())
	if err != nil {
		return nil, fmt.Errorf("pack simulateValidation: %w", err)
	}
	var nonces map[common.Hash]common.Hash
	if queuedBehind > 0 {
		nonces = map[common.Hash]common.Hash{
			NonceSlot(op.Sender, op.NonceKey()): common.BigToHash(new(big.Int).SetUint64(op.NonceSeq())),
		}
	}
	args := callArgs{To: s.entryPoint, Gas: hexutil.Uint64(s.gas), Data: data}
	cfg := map[string]any{"tracer": tracer, "stateOverrides": s.overrides(nonces)}
	var out json.RawMessage
	if err := s.rpc.CallContext(ctx, &out, "debug_traceCall", args, "latest", cfg); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidationOutput decodes simulateValidation's output as a trace reports
// it: the ValidationResult, or, when failed is set, the revert (a *FailedOp
// or *Revert).
func (s *Simulator) ValidationOutput(output []byte, failed bool) (*Validation, error) {
	if failed {
		if len(output) == 0 {
			return nil, errors.New("simulateValidation failed without revert data")
		}
		return nil, s.DecodeRevert(output)
	}
	vals, err := s.simABI.Unpack("simulateValidation", output)
	if err != nil || len(vals) != 1 {
		return nil, fmt.Errorf("unpack simulateValidation: %v", err)
	}
	return decodeValidation(vals[0])
}
