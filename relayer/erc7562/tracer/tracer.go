// Package tracer is a native go-ethereum tracer that records what the
// ERC-7562 validation rules need from one simulateValidation call, split by
// the EntryPoint's calls: each call the top-level contract (the EntryPoint)
// makes is one Frame (the factory's createSender, the account's
// validateUserOp, the paymaster's validatePaymasterUserOp), with the opcodes
// run inside it, the storage slots read and written, the addresses whose code
// was used and their code size, the calls and creations made, and whether
// any of its calls ran out of gas. The top-level call's return or revert data
// is kept too, so one trace both validates the operation and yields
// simulateValidation's result.
//
// The tracer judges nothing: relayer/erc7562 applies the rules to the Result.
// Importing this package registers it in go-ethereum's default tracer
// directory as [Name], so a node built with it (the devnet) serves it through
// debug_traceCall.
package tracer

import (
	"encoding/json"
	"errors"
	"math/big"
	"sort"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/ethereum/go-ethereum/params"
)

// Name is the tracer's name in debug_traceCall's "tracer" field.
const Name = "wordproofValidationTracer"

// maxPreimages bounds the 64-byte KECCAK256 inputs kept (one per mapping
// lookup); validation code that hashes more is not worth tracing further.
const maxPreimages = 4096

func init() {
	tracers.DefaultDirectory.Register(Name, newTracer, false)
}

// Result is the tracer's output.
type Result struct {
	// Output is the top-level call's return data, or its revert data.
	Output hexutil.Bytes `json:"output"`
	// Error is the top-level call's error ("execution reverted"), if any.
	Error string `json:"error,omitempty"`
	// Frames are the calls the top-level contract made, in order.
	Frames []*Frame `json:"frames"`
	// Preimages are the distinct 64-byte inputs of KECCAK256 run inside
	// frames: mapping slots keccak(key ‖ slot), for associated storage.
	Preimages []hexutil.Bytes `json:"preimages,omitempty"`
}

// Frame is one call of the top-level contract and everything under it.
type Frame struct {
	Type     string          `json:"type"` // CALL, STATICCALL, CREATE, ...
	To       common.Address  `json:"to"`
	Selector hexutil.Bytes   `json:"selector,omitempty"` // first 4 bytes of the input
	Value    *hexutil.Big    `json:"value,omitempty"`
	Error    string          `json:"error,omitempty"`
	OutOfGas bool            `json:"outOfGas,omitempty"` // some call under it ran out of gas
	Opcodes  map[string]uint `json:"opcodes"`            // opcode name → times run (GAS only when not followed by a *CALL)
	// Storage maps each contract to the slots read and written under this
	// frame; transient storage (TLOAD/TSTORE) counts as storage (OP-070).
	Storage map[common.Address]*Access `json:"storage,omitempty"`
	// Code maps each address used by EXTCODE* or *CALL to its code size when
	// first used and the opcodes that used it.
	Code map[common.Address]*CodeUse `json:"code,omitempty"`
	// Calls are the calls and creations made under this frame.
	Calls []Call `json:"calls,omitempty"`
}

// Access is the slots of one contract touched in a frame.
type Access struct {
	Reads  []common.Hash `json:"reads,omitempty"`
	Writes []common.Hash `json:"writes,omitempty"`
}

// CodeUse is how a frame used an address's code.
type CodeUse struct {
	Size int `json:"size"`
	// Hash is the code hash when first used (our tracer only; for COD-010).
	Hash    common.Hash `json:"hash,omitempty"`
	Opcodes []string    `json:"opcodes"`
}

// Call is one call or creation under a frame.
type Call struct {
	Type     string         `json:"type"`
	From     common.Address `json:"from"`
	To       common.Address `json:"to"`
	Selector hexutil.Bytes  `json:"selector,omitempty"`
	Value    *hexutil.Big   `json:"value,omitempty"`
}

type frameState struct {
	*Frame
	ops           [256]uint32 // opcode counts, named in finish (a map per opcode costs)
	reads, writes map[common.Address]map[common.Hash]bool
	gasPending    bool // the last opcode was GAS
}

type collector struct {
	state     tracing.StateDB
	depth     int // open calls; 1 while the top-level contract runs
	cur       *frameState
	res       Result
	preimages map[string]bool
	interrupt atomic.Bool
	reason    error
}

func newTracer(_ *tracers.Context, _ json.RawMessage, _ *params.ChainConfig) (*tracers.Tracer, error) {
	c := &collector{preimages: map[string]bool{}, res: Result{Frames: []*Frame{}}}
	return &tracers.Tracer{
		Hooks: &tracing.Hooks{
			OnTxStart: c.onTxStart,
			OnEnter:   c.onEnter,
			OnExit:    c.onExit,
			OnOpcode:  c.onOpcode,
		},
		GetResult: c.result,
		Stop: func(err error) {
			c.reason = err
			c.interrupt.Store(true)
		},
	}, nil
}

func (c *collector) onTxStart(env *tracing.VMContext, _ *types.Transaction, _ common.Address) {
	c.state = env.StateDB
}

func selector(input []byte) hexutil.Bytes {
	if len(input) < 4 {
		return nil
	}
	return common.CopyBytes(input[:4])
}

func bigValue(v *big.Int) *hexutil.Big {
	if v == nil || v.Sign() == 0 {
		return nil
	}
	return (*hexutil.Big)(new(big.Int).Set(v))
}

func (c *collector) onEnter(_ int, typ byte, from, to common.Address, input []byte, _ uint64, value *big.Int) {
	c.depth++
	if c.interrupt.Load() {
		return
	}
	switch {
	case c.depth == 2:
		c.cur = &frameState{
			Frame: &Frame{Type: vm.OpCode(typ).String(), To: to, Selector: selector(input), Value: bigValue(value),
				Opcodes: map[string]uint{}},
			reads: map[common.Address]map[common.Hash]bool{}, writes: map[common.Address]map[common.Hash]bool{},
		}
		c.res.Frames = append(c.res.Frames, c.cur.Frame)
	case c.depth > 2 && c.cur != nil:
		c.cur.Calls = append(c.cur.Calls, Call{Type: vm.OpCode(typ).String(), From: from, To: to, Selector: selector(input), Value: bigValue(value)})
	}
}

func (c *collector) onExit(_ int, output []byte, _ uint64, err error, _ bool) {
	defer func() { c.depth-- }()
	switch {
	case c.depth == 1:
		c.res.Output = common.CopyBytes(output)
		if err != nil {
			c.res.Error = err.Error()
		}
	case c.cur != nil:
		if errors.Is(err, vm.ErrOutOfGas) || errors.Is(err, vm.ErrCodeStoreOutOfGas) {
			c.cur.OutOfGas = true
		}
		if c.depth == 2 {
			if err != nil {
				c.cur.Error = err.Error()
			}
			c.finish(c.cur)
			c.cur = nil
		}
	}
}

func isCall(op vm.OpCode) bool {
	return op == vm.CALL || op == vm.CALLCODE || op == vm.DELEGATECALL || op == vm.STATICCALL
}

func (c *collector) onOpcode(_ uint64, opb byte, _, _ uint64, scope tracing.OpContext, _ []byte, _ int, _ error) {
	f := c.cur
	if f == nil || c.depth < 2 || c.interrupt.Load() {
		return
	}
	op := vm.OpCode(opb)
	if f.gasPending {
		f.gasPending = false
		if !isCall(op) {
			f.ops[vm.GAS]++ // OP-012: GAS is allowed only right before a *CALL
		}
	}
	if op == vm.GAS {
		f.gasPending = true
		return
	}
	f.ops[op]++
	switch op {
	case vm.SLOAD, vm.TLOAD, vm.SSTORE, vm.TSTORE, vm.EXTCODESIZE, vm.EXTCODEHASH, vm.EXTCODECOPY,
		vm.CALL, vm.CALLCODE, vm.DELEGATECALL, vm.STATICCALL, vm.KECCAK256:
	default:
		return
	}
	stack := scope.StackData()
	peek := func(n int) (common.Hash, bool) { // n-th item from the top, 0 is the top
		if len(stack) <= n {
			return common.Hash{}, false
		}
		return common.Hash(stack[len(stack)-1-n].Bytes32()), true
	}
	switch op {
	case vm.SLOAD, vm.TLOAD:
		if slot, ok := peek(0); ok {
			mark(f.reads, scope.Address(), slot)
		}
	case vm.SSTORE, vm.TSTORE:
		if slot, ok := peek(0); ok {
			mark(f.writes, scope.Address(), slot)
		}
	case vm.EXTCODESIZE, vm.EXTCODEHASH, vm.EXTCODECOPY:
		if a, ok := peek(0); ok {
			c.useCode(f, common.BytesToAddress(a[:]), op)
		}
	case vm.CALL, vm.CALLCODE, vm.DELEGATECALL, vm.STATICCALL:
		if a, ok := peek(1); ok {
			c.useCode(f, common.BytesToAddress(a[:]), op)
		}
	case vm.KECCAK256:
		off, ok1 := peek(0)
		size, ok2 := peek(1)
		if !ok1 || !ok2 || len(c.preimages) >= maxPreimages {
			return
		}
		o, s := new(big.Int).SetBytes(off[:]), new(big.Int).SetBytes(size[:])
		mem := scope.MemoryData()
		if s.Uint64() != 64 || !o.IsUint64() || o.Uint64()+64 > uint64(len(mem)) {
			return
		}
		pre := string(mem[o.Uint64() : o.Uint64()+64])
		if !c.preimages[pre] {
			c.preimages[pre] = true
			c.res.Preimages = append(c.res.Preimages, []byte(pre))
		}
	}
}

func mark(m map[common.Address]map[common.Hash]bool, a common.Address, slot common.Hash) {
	if m[a] == nil {
		m[a] = map[common.Hash]bool{}
	}
	m[a][slot] = true
}

func (c *collector) useCode(f *frameState, a common.Address, op vm.OpCode) {
	if f.Code == nil {
		f.Code = map[common.Address]*CodeUse{}
	}
	u := f.Code[a]
	if u == nil {
		u = &CodeUse{}
		if c.state != nil {
			u.Size = len(c.state.GetCode(a))
			if u.Size > 0 {
				u.Hash = c.state.GetCodeHash(a)
			}
		}
		f.Code[a] = u
	}
	for _, o := range u.Opcodes {
		if o == op.String() {
			return
		}
	}
	u.Opcodes = append(u.Opcodes, op.String())
}

// finish turns the frame's slot sets into sorted lists and names its opcodes.
func (c *collector) finish(f *frameState) {
	c.finishSlots(f)
	if f.gasPending {
		f.ops[vm.GAS]++
	}
	for op, n := range f.ops {
		if n > 0 {
			f.Opcodes[vm.OpCode(op).String()] = uint(n)
		}
	}
}

// finishSlots turns the frame's slot sets into sorted lists.
func (c *collector) finishSlots(f *frameState) {
	sorted := func(set map[common.Hash]bool) []common.Hash {
		out := make([]common.Hash, 0, len(set))
		for h := range set {
			out = append(out, h)
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
		return out
	}
	for a, set := range f.reads {
		c.access(f, a).Reads = sorted(set)
	}
	for a, set := range f.writes {
		c.access(f, a).Writes = sorted(set)
	}
}

func (c *collector) access(f *frameState, a common.Address) *Access {
	if f.Storage == nil {
		f.Storage = map[common.Address]*Access{}
	}
	if f.Storage[a] == nil {
		f.Storage[a] = &Access{}
	}
	return f.Storage[a]
}

func (c *collector) result() (json.RawMessage, error) {
	if c.cur != nil { // interrupted inside a frame
		c.finish(c.cur)
	}
	out, err := json.Marshal(c.res)
	if err != nil {
		return nil, err
	}
	return out, c.reason
}
