package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/wordproof/wordproof/relayer/userop"
)

// Selectors of the calls the EntryPoint makes during an operation.
var (
	selValidateUserOp          = hexutil.MustDecode("0x19822f7c")
	selValidatePaymasterUserOp = hexutil.MustDecode("0x52b7512c")
	selCreateSender            = hexutil.MustDecode("0x570e1a36")
	selPostOp                  = hexutil.MustDecode("0x7c627b21")
)

// Limits are the gas limits used while estimating: the ceilings an
// estimation may reach.
type Limits struct {
	VerificationGasLimit          uint64
	CallGasLimit                  uint64
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
}

// Estimate is the gas an operation needs, as eth_estimateUserOperationGas
// reports it.
type Estimate struct {
	PreVerificationGas            uint64
	VerificationGasLimit          uint64
	CallGasLimit                  uint64
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
}

// ExecutionError is returned by Estimate when the operation's call reverts.
type ExecutionError struct {
	Data   []byte
	Detail string
}

func (e *ExecutionError) Error() string {
	if e.Detail != "" {
		return "execution reverted: " + e.Detail
	}
	return fmt.Sprintf("execution reverted: %#x", e.Data)
}

// callFrame is the callTracer's output.
type callFrame struct {
	Type    string          `json:"type"`
	From    common.Address  `json:"from"`
	To      common.Address  `json:"to"`
	Input   hexutil.Bytes   `json:"input"`
	Output  hexutil.Bytes   `json:"output"`
	GasUsed hexutil.Uint64  `json:"gasUsed"`
	Error   string          `json:"error"`
	Calls   []callFrame     `json:"calls"`
	Raw     json.RawMessage `json:"-"`
}

// Estimate traces simulateHandleOp for op with the gas limits raised to lim
// (fees zeroed, so no deposit is needed; signatures need not be valid: the
// simulation does not check them) and derives each gas limit from the gas the
// corresponding call used, with a safety margin. It returns a *FailedOp when
// validation fails and an *ExecutionError when the operation's call reverts.
func (s *Simulator) Estimate(ctx context.Context, op *userop.UserOperation, lim Limits, queuedBehind int) (*Estimate, error) {
	sim := op.Copy()
	sim.VerificationGasLimit = new(big.Int).SetUint64(lim.VerificationGasLimit)
	sim.CallGasLimit = new(big.Int).SetUint64(lim.CallGasLimit)
	sim.MaxFeePerGas, sim.MaxPriorityFeePerGas = new(big.Int), new(big.Int)
	if sim.Paymaster != nil {
		sim.PaymasterVerificationGasLimit = new(big.Int).SetUint64(lim.PaymasterVerificationGasLimit)
		sim.PaymasterPostOpGasLimit = new(big.Int).SetUint64(lim.PaymasterPostOpGasLimit)
	}
	pvg := userop.PreVerificationGas(op)
	sim.PreVerificationGas = new(big.Int).SetUint64(pvg)

	data, err := s.simABI.Pack("simulateHandleOp", sim.Pack(), common.Address{}, []byte{})
	if err != nil {
		return nil, fmt.Errorf("pack simulateHandleOp: %w", err)
	}
	var nonces map[common.Hash]common.Hash
	if queuedBehind > 0 {
		nonces = map[common.Hash]common.Hash{
			NonceSlot(op.Sender, op.NonceKey()): common.BigToHash(new(big.Int).SetUint64(op.NonceSeq())),
		}
	}
	args := callArgs{To: s.entryPoint, Gas: hexutil.Uint64(s.gas), Data: data}
	cfg := map[string]any{"tracer": "callTracer", "stateOverrides": s.overrides(nonces)}
	var top callFrame
	if err := s.rpc.CallContext(ctx, &top, "debug_traceCall", args, "latest", cfg); err != nil {
		return nil, fmt.Errorf("debug_traceCall: %w", err)
	}
	if top.Error != "" {
		if len(top.Output) > 0 {
			return nil, s.DecodeRevert(top.Output)
		}
		return nil, fmt.Errorf("simulateHandleOp failed: %s", top.Error)
	}
	var create, validate, pmValidate, postOp uint64
	var exec *callFrame
	walk(&top, func(f *callFrame) {
		switch {
		case hasSelector(f.Input, selCreateSender):
			create += uint64(f.GasUsed)
		case f.To == op.Sender && hasSelector(f.Input, selValidateUserOp):
			validate += uint64(f.GasUsed)
		case op.Paymaster != nil && f.To == *op.Paymaster && hasSelector(f.Input, selValidatePaymasterUserOp):
			pmValidate += uint64(f.GasUsed)
		case op.Paymaster != nil && f.To == *op.Paymaster && hasSelector(f.Input, selPostOp):
			postOp += uint64(f.GasUsed)
		case exec == nil && f.From == s.entryPoint && f.To == op.Sender && bytes.Equal(f.Input, op.CallData) && len(op.CallData) > 0:
			exec = f
		}
	})
	if exec != nil && exec.Error != "" {
		if strings.Contains(exec.Error, "out of gas") {
			return nil, &ExecutionError{Detail: fmt.Sprintf("out of gas at callGasLimit %d", lim.CallGasLimit)}
		}
		return nil, &ExecutionError{Data: exec.Output, Detail: s.Describe(exec.Output)}
	}
	est := &Estimate{
		PreVerificationGas:   pvg,
		VerificationGasLimit: margin(create+validate, 20, 30_000),
		CallGasLimit:         10_000,
	}
	if exec != nil {
		est.CallGasLimit = margin(uint64(exec.GasUsed), 15, 12_000)
	}
	if op.Paymaster != nil {
		est.PaymasterVerificationGasLimit = margin(pmValidate, 20, 10_000)
		if postOp > 0 {
			est.PaymasterPostOpGasLimit = margin(postOp, 20, 10_000)
		}
	}
	return est, nil
}

// margin adds pct percent and a fixed amount.
func margin(used uint64, pct, fixed uint64) uint64 {
	return used + used*pct/100 + fixed
}

func hasSelector(input, sel []byte) bool {
	return len(input) >= 4 && bytes.Equal(input[:4], sel)
}

func walk(f *callFrame, fn func(*callFrame)) {
	fn(f)
	for i := range f.Calls {
		walk(&f.Calls[i], fn)
	}
}
