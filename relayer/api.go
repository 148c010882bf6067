package relayer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/rpc"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// registerMethods installs the JSON-RPC methods.
func (r *Relayer) registerMethods() {
	s := r.server
	s.Register("eth_chainId", func(context.Context, []json.RawMessage) (any, error) {
		return (*hexutil.Big)(r.chainID), nil
	})
	s.Register("eth_supportedEntryPoints", func(context.Context, []json.RawMessage) (any, error) {
		return []common.Address{r.cfg.EntryPoint}, nil
	})
	s.Register("eth_sendUserOperation", r.sendUserOperation)
	s.Register("eth_estimateUserOperationGas", r.estimateUserOperationGas)
	s.Register("eth_getUserOperationByHash", r.getUserOperationByHash)
	s.Register("eth_getUserOperationReceipt", r.getUserOperationReceipt)
	s.Register("pm_getPaymasterStubData", r.paymasterStubData)
	s.Register("pm_getPaymasterData", r.paymasterData)
	s.Register("relayer_getUserOperationStatus", r.getUserOperationStatus)
	if r.cfg.DebugAPI {
		r.registerDebugMethods()
	}
}

// params checks the parameter count.
func params(ps []json.RawMessage, min, max int) error {
	if len(ps) < min || len(ps) > max {
		if min == max {
			return rpc.InvalidParams("expected %d params, got %d", min, len(ps))
		}
		return rpc.InvalidParams("expected %d to %d params, got %d", min, max, len(ps))
	}
	return nil
}

func decodeOp(raw json.RawMessage, partial bool) (*userop.UserOperation, error) {
	if partial {
		op, err := userop.UnmarshalPartial(raw)
		if err != nil {
			return nil, rpc.InvalidParams("%v", err)
		}
		return op, nil
	}
	var op userop.UserOperation
	if err := json.Unmarshal(raw, &op); err != nil {
		return nil, rpc.InvalidParams("%v", strings.TrimPrefix(err.Error(), "json: "))
	}
	return &op, nil
}

func (r *Relayer) checkEntryPoint(raw json.RawMessage) error {
	var ep common.Address
	if err := json.Unmarshal(raw, &ep); err != nil {
		return rpc.InvalidParams("entryPoint: %v", err)
	}
	if ep != r.cfg.EntryPoint {
		return rpc.InvalidParams("unsupported entry point %s (supported: %s)", ep, r.cfg.EntryPoint)
	}
	return nil
}

func (r *Relayer) checkChainID(raw json.RawMessage) error {
	var id hexutil.Big
	if err := json.Unmarshal(raw, &id); err != nil {
		return rpc.InvalidParams("chainId: %v", err)
	}
	if id.ToInt().Cmp(r.chainID) != 0 {
		return rpc.InvalidParams("unsupported chain %s (this relayer serves %s)", id.ToInt(), r.chainID)
	}
	return nil
}

func (r *Relayer) sendUserOperation(ctx context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 2, 2); err != nil {
		return nil, err
	}
	op, err := decodeOp(ps[0], false)
	if err != nil {
		return nil, err
	}
	if err := r.checkEntryPoint(ps[1]); err != nil {
		return nil, err
	}
	hash, err := r.pool.Add(ctx, op)
	if err != nil {
		return nil, err
	}
	r.bundler.Wake()
	return hash, nil
}

type gasEstimate struct {
	PreVerificationGas            hexutil.Uint64  `json:"preVerificationGas"`
	VerificationGasLimit          hexutil.Uint64  `json:"verificationGasLimit"`
	CallGasLimit                  hexutil.Uint64  `json:"callGasLimit"`
	PaymasterVerificationGasLimit *hexutil.Uint64 `json:"paymasterVerificationGasLimit,omitempty"`
	PaymasterPostOpGasLimit       *hexutil.Uint64 `json:"paymasterPostOpGasLimit,omitempty"`
}

func (r *Relayer) estimateUserOperationGas(ctx context.Context, ps []json.RawMessage) (any, error) {
	if err := params(ps, 2, 3); err != nil {
		return nil, err
	}
	if len(ps) == 3 && string(ps[2]) != "null" && string(ps[2]) != "{}" {
		return nil, rpc.InvalidParams("state overrides are not supported")
	}
	op, err := decodeOp(ps[0], true)
	if err != nil {
		return nil, err
	}
	if err := r.checkEntryPoint(ps[1]); err != nil {
		return nil, err
	}
	mc := r.cfg.Mempool
	lim := sim.Limits{
		VerificationGasLimit: mc.MaxVerificationGas, CallGasLimit: mc.MaxCallGas,
		PaymasterVerificationGasLimit: mc.MaxPaymasterVerificationGas, PaymasterPostOpGasLimit: mc.MaxPaymasterPostOpGas,
	}
	if r.sponsor.Sponsors(op) {
		if vs := policyOnly(r.sponsor.Check(op)); len(vs) > 0 {
			return nil, &check.Rejection{Violations: vs}
		}
		caps := r.sponsor.Caps()
		lim = sim.Limits{
			VerificationGasLimit: caps.VerificationGasLimit, CallGasLimit: caps.CallGasLimit,
			PaymasterVerificationGasLimit: caps.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: caps.PaymasterPostOpGasLimit,
		}
	}
	// A limit the operation names is the ceiling: an account may refuse more
	// (a Wordproof session's gas caps).
	for _, f := range []struct {
		dst *uint64
		v   *big.Int
	}{{&lim.VerificationGasLimit, op.VerificationGasLimit}, {&lim.CallGasLimit, op.CallGasLimit}} {
		if f.v != nil && f.v.Sign() > 0 && f.v.IsUint64() && f.v.Uint64() < *f.dst {
			*f.dst = f.v.Uint64()
		}
	}
	est, err := r.sim.Estimate(ctx, op, lim, r.pool.QueuedBehind(op))
	if err != nil {
		var ee *sim.ExecutionError
		if errors.As(err, &ee) {
			return nil, &rpc.Error{Code: check.CodeExecutionReverted, Message: ee.Error(), Data: hexutil.Bytes(ee.Data)}
		}
		if vs, ok := mempool.SimulationViolations(err); ok {
			return nil, &check.Rejection{Violations: vs}
		}
		return nil, err
	}
	// The limits used may leave less than the margin; never report above them.
	est.VerificationGasLimit = min(est.VerificationGasLimit, lim.VerificationGasLimit)
	est.CallGasLimit = min(est.CallGasLimit, lim.CallGasLimit)
	out := gasEstimate{
		PreVerificationGas:   hexutil.Uint64(est.PreVerificationGas),
		VerificationGasLimit: hexutil.Uint64(est.VerificationGasLimit),
		CallGasLimit:         hexutil.Uint64(est.CallGasLimit),
	}
	if op.Paymaster != nil {
		pv := hexutil.Uint64(min(est.PaymasterVerificationGasLimit, lim.PaymasterVerificationGasLimit))
		po := hexutil.Uint64(min(est.PaymasterPostOpGasLimit, lim.PaymasterPostOpGasLimit))
		out.PaymasterVerificationGasLimit, out.PaymasterPostOpGasLimit = &pv, &po
	}
	return out, nil
}

// policyOnly keeps the policy violations (not the gas caps, which estimation
// is about to fill in).
func policyOnly(vs []check.Violation) []check.Violation {
	var out []check.Violation
	for _, v := range vs {
		if v.Kind != check.InvalidFields {
			out = append(out, v)
		}
	}
	return out
}

func parseHash(raw json.RawMessage) (common.Hash, error) {
	var h common.Hash
	if err := json.Unmarshal(raw, &h); err != nil {
		return h, rpc.InvalidParams("hash: %v", err)
	}
	return h, nil
}

func (r *Relayer) lookup(ps []json.RawMessage) (*store.OpRecord, error) {
	if err := params(ps, 1, 1); err != nil {
		return nil, err
	}
	h, err := parseHash(ps[0])
	if err != nil {
		return nil, err
	}
	rec, err := r.pool.Get(h)
	if errors.Is(err, mempool.ErrUnknownOp) {
		return nil, nil
	}
	return rec, err
}

// opByHash is ERC-7769's answer plus the relayer's status (pending,
// submitted, included, dropped) and, for a dropped operation, why: an
// operation never leaves the pool without the sender being able to see it.
type opByHash struct {
	UserOperation   *userop.UserOperation `json:"userOperation"`
	EntryPoint      common.Address        `json:"entryPoint"`
	BlockNumber     *hexutil.Uint64       `json:"blockNumber"`
	BlockHash       *common.Hash          `json:"blockHash"`
	TransactionHash *common.Hash          `json:"transactionHash"`
	Status          store.OpStatus        `json:"status"`
	Reason          string                `json:"reason,omitempty"`
}

func (r *Relayer) getUserOperationByHash(_ context.Context, ps []json.RawMessage) (any, error) {
	rec, err := r.lookup(ps)
	if err != nil || rec == nil {
		return nil, err
	}
	out := opByHash{UserOperation: rec.Op, EntryPoint: r.cfg.EntryPoint, Status: rec.Status, Reason: rec.Reason}
	if rc := rec.Receipt; rec.Status == store.OpIncluded && rc != nil {
		n := hexutil.Uint64(rc.BlockNumber)
		out.BlockNumber, out.BlockHash, out.TransactionHash = &n, &rc.BlockHash, &rc.TxHash
	}
	return out, nil
}

type opReceipt struct {
	UserOpHash    common.Hash    `json:"userOpHash"`
	EntryPoint    common.Address `json:"entryPoint"`
	Sender        common.Address `json:"sender"`
	Nonce         *hexutil.Big   `json:"nonce"`
	Paymaster     common.Address `json:"paymaster"`
	ActualGasCost *hexutil.Big   `json:"actualGasCost"`
	ActualGasUsed *hexutil.Big   `json:"actualGasUsed"`
	Success       bool           `json:"success"`
	Reason        hexutil.Bytes  `json:"reason,omitempty"`
	Logs          []*types.Log   `json:"logs"`
	Receipt       *types.Receipt `json:"receipt"`
}

func (r *Relayer) getUserOperationReceipt(ctx context.Context, ps []json.RawMessage) (any, error) {
	rec, err := r.lookup(ps)
	if err != nil || rec == nil || rec.Status != store.OpIncluded || rec.Receipt == nil {
		return nil, err
	}
	rc := rec.Receipt
	txr, err := r.client.TransactionReceipt(ctx, rc.TxHash)
	if errors.Is(err, ethereum.NotFound) {
		return nil, nil // reorged out; the bundler will put it back
	}
	if err != nil {
		return nil, fmt.Errorf("transaction receipt: %w", err)
	}
	return opReceipt{
		UserOpHash: rec.Hash, EntryPoint: r.cfg.EntryPoint, Sender: rc.Sender, Nonce: (*hexutil.Big)(bigOr(rc.Nonce)),
		Paymaster: rc.Paymaster, ActualGasCost: (*hexutil.Big)(bigOr(rc.ActualGasCost)), ActualGasUsed: (*hexutil.Big)(bigOr(rc.ActualGasUsed)),
		Success: rc.Success, Reason: rc.Reason, Logs: rc.Logs, Receipt: txr,
	}, nil
}

type opStatus struct {
	UserOpHash      common.Hash    `json:"userOpHash"`
	Status          store.OpStatus `json:"status"`
	Reason          string         `json:"reason,omitempty"`
	TransactionHash *common.Hash   `json:"transactionHash,omitempty"`
}

func (r *Relayer) getUserOperationStatus(_ context.Context, ps []json.RawMessage) (any, error) {
	rec, err := r.lookup(ps)
	if err != nil || rec == nil {
		return nil, err
	}
	out := opStatus{UserOpHash: rec.Hash, Status: rec.Status, Reason: rec.Reason}
	if rec.Receipt != nil {
		out.TransactionHash = &rec.Receipt.TxHash
	}
	return out, nil
}

type stubData struct {
	Paymaster                     common.Address    `json:"paymaster"`
	PaymasterData                 hexutil.Bytes     `json:"paymasterData"`
	PaymasterVerificationGasLimit hexutil.Uint64    `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       hexutil.Uint64    `json:"paymasterPostOpGasLimit"`
	Sponsor                       map[string]string `json:"sponsor,omitempty"`
	IsFinal                       bool              `json:"isFinal"`
}

type paymasterData struct {
	Paymaster     common.Address `json:"paymaster"`
	PaymasterData hexutil.Bytes  `json:"paymasterData"`
}

// pmParams decodes the ERC-7677 parameters [userOp, entryPoint, chainId, context].
func (r *Relayer) pmParams(ps []json.RawMessage) (*userop.UserOperation, error) {
	if err := params(ps, 3, 4); err != nil {
		return nil, err
	}
	op, err := decodeOp(ps[0], true)
	if err != nil {
		return nil, err
	}
	if err := r.checkEntryPoint(ps[1]); err != nil {
		return nil, err
	}
	if err := r.checkChainID(ps[2]); err != nil {
		return nil, err
	}
	return op, nil
}

func (r *Relayer) paymasterStubData(ctx context.Context, ps []json.RawMessage) (any, error) {
	op, err := r.pmParams(ps)
	if err != nil {
		return nil, err
	}
	d, err := r.sponsor.Stub(ctx, op)
	if err != nil {
		return nil, err
	}
	return stubData{
		Paymaster: d.Paymaster, PaymasterData: d.PaymasterData,
		PaymasterVerificationGasLimit: hexutil.Uint64(d.PaymasterVerificationGasLimit),
		PaymasterPostOpGasLimit:       hexutil.Uint64(d.PaymasterPostOpGasLimit),
		Sponsor:                       map[string]string{"name": "Wordproof"},
	}, nil
}

func (r *Relayer) paymasterData(ctx context.Context, ps []json.RawMessage) (any, error) {
	op, err := r.pmParams(ps)
	if err != nil {
		return nil, err
	}
	d, err := r.sponsor.Sign(ctx, op)
	if err != nil {
		return nil, err
	}
	return paymasterData{Paymaster: d.Paymaster, PaymasterData: d.PaymasterData}, nil
}

func bigOr(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}
