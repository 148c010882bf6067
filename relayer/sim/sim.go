// Package sim simulates user operations on the chain through JSON-RPC, with
// no tracing and no mocked chain: validation runs as an eth_call of the
// EntryPoint v0.8's EntryPointSimulations.simulateValidation, installed at the
// EntryPoint's address through a state override (so the EntryPoint's deposits
// and nonces are the real ones); bundles are checked by an eth_call of
// handleOps; gas is estimated from a callTracer trace of simulateHandleOp.
// Reverts are decoded into FailedOp (the EntryPoint's AAxx reasons) or Revert.
package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/relayer/userop"
)

// nonceSlot is the storage slot of NonceManager.nonceSequenceNumber in the
// EntryPoint v0.8 (after StakeManager.deposits at slot 0).
const nonceSlot = 1

// Caller is the JSON-RPC client the simulator needs (rpc.Client satisfies it).
type Caller interface {
	CallContext(ctx context.Context, result any, method string, args ...any) error
}

// Simulator runs simulations against one EntryPoint.
type Simulator struct {
	rpc        Caller
	entryPoint common.Address
	gas        uint64
	simABI     abi.ABI
	epABI      *bindings.EntryPoint
	override   json.RawMessage // {"code": simulationsCode}
	decoders   []abi.ABI       // for describing inner reverts

	// traceSupported remembers whether the node answers debug_traceCall
	// (nil until the first bundle asks), so a node without it is asked once.
	traceMu        sync.Mutex
	traceSupported *bool
}

// New returns a simulator for entryPoint, giving each simulation gas gas.
func New(c Caller, entryPoint common.Address, gas uint64) (*Simulator, error) {
	parsed, err := abi.JSON(strings.NewReader(simulationsABI))
	if err != nil {
		return nil, fmt.Errorf("simulations ABI: %w", err)
	}
	code, err := json.Marshal(simulationsCode)
	if err != nil {
		return nil, err
	}
	s := &Simulator{
		rpc: c, entryPoint: entryPoint, gas: gas, simABI: parsed,
		epABI:    bindings.NewEntryPoint(),
		override: json.RawMessage(`{"code":` + string(code) + `}`),
	}
	for _, md := range []*abi.ABI{
		mustABI(account.WordproofAccountMetaData.ParseABI()),
		mustABI(account.WordproofAccountFactoryMetaData.ParseABI()),
		mustABI(paymaster.SponsorPaymasterMetaData.ParseABI()),
		mustABI(bindings.WorthOfWordsMetaData.ParseABI()),
		mustABI(bindings.DictionaryRegistryMetaData.ParseABI()),
	} {
		if md != nil {
			s.decoders = append(s.decoders, *md)
		}
	}
	return s, nil
}

func mustABI(a *abi.ABI, err error) *abi.ABI {
	if err != nil {
		return nil
	}
	return a
}

// EntryPoint returns the EntryPoint address.
func (s *Simulator) EntryPoint() common.Address { return s.entryPoint }

// ValidationData is one decoded validationData word.
type ValidationData struct {
	SigFailed  bool
	Aggregator common.Address // zero, or a signature aggregator
	ValidAfter uint64         // the operation is valid only after this second
	ValidUntil uint64         // last valid second; 0 means no expiry
}

// ParseValidationData splits a validationData word.
func ParseValidationData(v *big.Int) ValidationData {
	var vd ValidationData
	b := common.LeftPadBytes(v.Bytes(), 32)
	agg := common.BytesToAddress(b[12:32])
	switch agg {
	case common.Address{}:
	case common.BytesToAddress([]byte{1}):
		vd.SigFailed = true
	default:
		vd.Aggregator = agg
	}
	vd.ValidUntil = new(big.Int).SetBytes(b[6:12]).Uint64()
	vd.ValidAfter = new(big.Int).SetBytes(b[0:6]).Uint64()
	return vd
}

// StakeInfo is an entity's stake in the EntryPoint.
type StakeInfo struct {
	Stake           *big.Int
	UnstakeDelaySec uint64
}

// Validation is the outcome of simulateValidation.
type Validation struct {
	PreOpGas  *big.Int
	Prefund   *big.Int
	Account   ValidationData
	Paymaster ValidationData
	Sender    StakeInfo
	Factory   StakeInfo
	PayMaster StakeInfo
	// CodeHashes are the code hashes of the contracts the validation used
	// (filled by a tracing validator, for ERC-7562's COD-010).
	CodeHashes map[common.Address]common.Hash
}

// FailedOp is the EntryPoint's FailedOp or FailedOpWithRevert error.
type FailedOp struct {
	Index  int
	Reason string // "AAxx ..." as the EntryPoint wrote it
	Inner  []byte // the account's, factory's or paymaster's revert data (FailedOpWithRevert)
	Detail string // Inner decoded, when a known error
}

func (e *FailedOp) Error() string {
	if e.Detail != "" {
		return e.Reason + ": " + e.Detail
	}
	if len(e.Inner) > 0 {
		return fmt.Sprintf("%s: %#x", e.Reason, e.Inner)
	}
	return e.Reason
}

// Code returns the two-digit AA code ("AA25"), or "".
func (e *FailedOp) Code() string {
	if len(e.Reason) >= 4 && strings.HasPrefix(e.Reason, "AA") {
		return e.Reason[:4]
	}
	return ""
}

// Revert is a revert that is not a FailedOp.
type Revert struct {
	Data   []byte
	Detail string
}

func (e *Revert) Error() string {
	if e.Detail != "" {
		return "reverted: " + e.Detail
	}
	return fmt.Sprintf("reverted: %#x", e.Data)
}

type callArgs struct {
	From *common.Address `json:"from,omitempty"`
	To   common.Address  `json:"to"`
	Gas  hexutil.Uint64  `json:"gas"`
	Data hexutil.Bytes   `json:"data"`
}

// overrides builds the state override: simulations code at the EntryPoint and,
// when nonces is non-empty, the EntryPoint's nonce slots set to the given
// sequence numbers (so an operation queued behind pending ones of the same
// sender validates against the nonce it will see).
func (s *Simulator) overrides(nonces map[common.Hash]common.Hash) json.RawMessage {
	if len(nonces) == 0 {
		return json.RawMessage(`{"` + s.entryPoint.Hex() + `":` + string(s.override) + `}`)
	}
	diff, _ := json.Marshal(nonces)
	body := string(s.override[:len(s.override)-1]) + `,"stateDiff":` + string(diff) + `}`
	return json.RawMessage(`{"` + s.entryPoint.Hex() + `":` + body + `}`)
}

// NonceSlot returns the EntryPoint storage slot holding the sequence number of
// sender's nonce key.
func NonceSlot(sender common.Address, key *big.Int) common.Hash {
	inner := crypto.Keccak256(common.LeftPadBytes(sender.Bytes(), 32), common.LeftPadBytes(big.NewInt(nonceSlot).Bytes(), 32))
	return crypto.Keccak256Hash(common.LeftPadBytes(key.Bytes(), 32), inner)
}

// SimulateValidation runs simulateValidation for op at the latest block. When
// queuedBehind is positive, the sender's nonce sequence is overridden to op's,
// as if that many earlier operations of the sender had already run.
func (s *Simulator) SimulateValidation(ctx context.Context, op *userop.UserOperation, queuedBehind int) (*Validation, error) {
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
	out, err := s.call(ctx, data, s.overrides(nonces))
	if err != nil {
		return nil, err
	}
	vals, err := s.simABI.Unpack("simulateValidation", out)
	if err != nil || len(vals) != 1 {
		return nil, fmt.Errorf("unpack simulateValidation: %v", err)
	}
	return decodeValidation(vals[0])
}

func decodeValidation(v any) (*Validation, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var r struct {
		ReturnInfo struct {
			PreOpGas                *big.Int
			Prefund                 *big.Int
			AccountValidationData   *big.Int
			PaymasterValidationData *big.Int
		}
		SenderInfo, FactoryInfo, PaymasterInfo struct {
			Stake           *big.Int
			UnstakeDelaySec *big.Int
		}
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return nil, fmt.Errorf("decode validation result: %w", err)
	}
	if r.ReturnInfo.PreOpGas == nil || r.ReturnInfo.AccountValidationData == nil {
		return nil, errors.New("decode validation result: missing fields")
	}
	stake := func(x struct {
		Stake           *big.Int
		UnstakeDelaySec *big.Int
	}) StakeInfo {
		si := StakeInfo{Stake: new(big.Int)}
		if x.Stake != nil {
			si.Stake = x.Stake
		}
		if x.UnstakeDelaySec != nil {
			si.UnstakeDelaySec = x.UnstakeDelaySec.Uint64()
		}
		return si
	}
	return &Validation{
		PreOpGas:  r.ReturnInfo.PreOpGas,
		Prefund:   r.ReturnInfo.Prefund,
		Account:   ParseValidationData(r.ReturnInfo.AccountValidationData),
		Paymaster: ParseValidationData(r.ReturnInfo.PaymasterValidationData),
		Sender:    stake(r.SenderInfo),
		Factory:   stake(r.FactoryInfo),
		PayMaster: stake(r.PaymasterInfo),
	}, nil
}

// SimulateHandleOps runs handleOps(ops, beneficiary) from beneficiary with
// gas gas (no override) and returns the gas it used: the bundle
// transaction's gas limit can then follow what the operations use rather
// than the sum of their limits, so that several bundles fit in a block. The
// run is one debug_traceCall with the callTracer's top frame only (an
// eth_estimateGas would run the bundle a dozen times); where the trace fails
// (a node without debug_traceCall, which is then not asked again) it is an
// eth_call and the gas used is 0 (unknown).
// A *FailedOp names the first operation that fails validation.
func (s *Simulator) SimulateHandleOps(ctx context.Context, ops []*userop.UserOperation, beneficiary common.Address, gas uint64) (uint64, error) {
	packed := make([]bindings.PackedUserOperation, len(ops))
	for i, op := range ops {
		packed[i] = op.Pack()
	}
	data, err := s.epABI.TryPackHandleOps(packed, beneficiary)
	if err != nil {
		return 0, fmt.Errorf("pack handleOps: %w", err)
	}
	args := callArgs{From: &beneficiary, To: s.entryPoint, Gas: hexutil.Uint64(gas), Data: data}
	if s.canTrace() {
		var top callFrame
		cfg := map[string]any{"tracer": "callTracer", "tracerConfig": map[string]any{"onlyTopCall": true}}
		err := s.rpc.CallContext(ctx, &top, "debug_traceCall", args, "latest", cfg)
		if err == nil {
			if top.Error != "" {
				if len(top.Output) > 0 {
					return 0, s.DecodeRevert(top.Output)
				}
				return 0, fmt.Errorf("handleOps failed: %s", top.Error)
			}
			return uint64(top.GasUsed), nil
		}
		// No tracing here (method not found: never tried again) or a node
		// that refuses it: the plain call still checks the bundle.
		s.noTracing(err)
	}
	var res hexutil.Bytes
	return 0, s.decodeCallError(s.rpc.CallContext(ctx, &res, "eth_call", args, "latest"))
}

// canTrace reports whether debug_traceCall may be tried.
func (s *Simulator) canTrace() bool {
	s.traceMu.Lock()
	defer s.traceMu.Unlock()
	return s.traceSupported == nil || *s.traceSupported
}

// noTracing records a node without debug_traceCall (method not found) and
// reports whether err says so.
func (s *Simulator) noTracing(err error) bool {
	var re rpc.Error
	if !errors.As(err, &re) || re.ErrorCode() != -32601 {
		return false
	}
	s.traceMu.Lock()
	no := false
	s.traceSupported = &no
	s.traceMu.Unlock()
	return true
}

func (s *Simulator) call(ctx context.Context, data []byte, override json.RawMessage) ([]byte, error) {
	args := callArgs{To: s.entryPoint, Gas: hexutil.Uint64(s.gas), Data: data}
	var res hexutil.Bytes
	if err := s.rpc.CallContext(ctx, &res, "eth_call", args, "latest", override); err != nil {
		return nil, s.decodeCallError(err)
	}
	return res, nil
}

// decodeCallError turns an eth_call error carrying revert data into FailedOp
// or Revert; other errors are returned unchanged.
func (s *Simulator) decodeCallError(err error) error {
	if err == nil {
		return nil
	}
	data, ok := RevertData(err)
	if !ok {
		return err
	}
	return s.DecodeRevert(data)
}

// RevertData extracts revert data from a JSON-RPC error (geth and anvil put it
// in the error's data as a hex string).
func RevertData(err error) ([]byte, bool) {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil, false
	}
	str, ok := de.ErrorData().(string)
	if !ok {
		return nil, false
	}
	b, derr := hexutil.Decode(str)
	if derr != nil {
		return nil, false
	}
	return b, true
}

// DecodeRevert decodes revert data of the EntryPoint.
func (s *Simulator) DecodeRevert(data []byte) error {
	if len(data) >= 4 {
		for _, name := range []string{"FailedOp", "FailedOpWithRevert"} {
			e := s.simABI.Errors[name]
			if !bytes.Equal(data[:4], e.ID[:4]) {
				continue
			}
			vals, err := e.Inputs.Unpack(data[4:])
			if err != nil || len(vals) < 2 {
				break
			}
			idx, _ := vals[0].(*big.Int)
			reason, _ := vals[1].(string)
			f := &FailedOp{Reason: reason}
			if idx != nil && idx.IsInt64() {
				f.Index = int(idx.Int64())
			}
			if len(vals) == 3 {
				f.Inner, _ = vals[2].([]byte)
				f.Detail = s.Describe(f.Inner)
			}
			return f
		}
	}
	return &Revert{Data: data, Detail: s.Describe(data)}
}

// Describe renders revert data as Error(string), Panic(uint256) or a known
// custom error with its arguments; "" when unknown.
func (s *Simulator) Describe(data []byte) string {
	if len(data) < 4 {
		return ""
	}
	if msg, err := abi.UnpackRevert(data); err == nil {
		return msg
	}
	for _, a := range append([]abi.ABI{s.simABI}, s.decoders...) {
		for name, e := range a.Errors {
			if !bytes.Equal(data[:4], e.ID[:4]) {
				continue
			}
			vals, err := e.Inputs.Unpack(data[4:])
			if err != nil {
				return name
			}
			parts := make([]string, len(vals))
			for i, v := range vals {
				parts[i] = formatValue(v)
			}
			return name + "(" + strings.Join(parts, ", ") + ")"
		}
	}
	return ""
}

func formatValue(v any) string {
	switch x := v.(type) {
	case []byte:
		return hexutil.Encode(x)
	case [4]byte:
		return hexutil.Encode(x[:])
	case [32]byte:
		return hexutil.Encode(x[:])
	case common.Address:
		return x.Hex()
	default:
		return fmt.Sprint(x)
	}
}

// Nonce returns the EntryPoint's next nonce for sender and key.
func (s *Simulator) Nonce(ctx context.Context, sender common.Address, key *big.Int) (*big.Int, error) {
	data := s.epABI.PackGetNonce(sender, key)
	out, err := s.plainCall(ctx, data)
	if err != nil {
		return nil, err
	}
	return s.epABI.UnpackGetNonce(out)
}

// Deposit returns account's deposit in the EntryPoint.
func (s *Simulator) Deposit(ctx context.Context, acct common.Address) (*big.Int, error) {
	out, err := s.plainCall(ctx, s.epABI.PackBalanceOf(acct))
	if err != nil {
		return nil, err
	}
	return s.epABI.UnpackBalanceOf(out)
}

func (s *Simulator) plainCall(ctx context.Context, data []byte) ([]byte, error) {
	args := callArgs{To: s.entryPoint, Gas: hexutil.Uint64(s.gas), Data: data}
	var res hexutil.Bytes
	if err := s.rpc.CallContext(ctx, &res, "eth_call", args, "latest"); err != nil {
		return nil, s.decodeCallError(err)
	}
	return res, nil
}
