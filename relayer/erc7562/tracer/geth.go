package tracer

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/vm"
)

// GethName is the name of the ERC-7562 tracer that go-ethereum itself ships
// (since v1.15): a stock geth node serves it, and FromGeth turns its output
// into a Result.
const GethName = "erc7562Tracer"

// gethFrame is the part of go-ethereum's erc7562Tracer call frame the rules
// need (one per call, nested).
type gethFrame struct {
	Type          string                     `json:"type"`
	From          common.Address             `json:"from"`
	To            *common.Address            `json:"to"`
	Input         hexutil.Bytes              `json:"input"`
	Output        hexutil.Bytes              `json:"output"`
	Error         string                     `json:"error"`
	Value         *hexutil.Big               `json:"value"`
	UsedOpcodes   map[string]uint64          `json:"usedOpcodes"` // "0x42" → count
	AccessedSlots gethSlots                  `json:"accessedSlots"`
	ContractSize  map[common.Address]gethUse `json:"contractSize"`
	ExtCodeAccess []common.Address           `json:"extCodeAccessInfo"`
	OutOfGas      bool                       `json:"outOfGas"`
	Keccak        []hexutil.Bytes            `json:"keccak"`
	Calls         []gethFrame                `json:"calls"`
}

type gethSlots struct {
	Reads           map[common.Hash]json.RawMessage `json:"reads"`
	Writes          map[common.Hash]json.RawMessage `json:"writes"`
	TransientReads  map[common.Hash]json.RawMessage `json:"transientReads"`
	TransientWrites map[common.Hash]json.RawMessage `json:"transientWrites"`
}

type gethUse struct {
	ContractSize int             `json:"contractSize"`
	Opcode       json.RawMessage `json:"opcode"` // a number or a name
}

// FromGeth converts the output of go-ethereum's erc7562Tracer into a
// Result: each call of the top-level frame becomes a Frame holding what its
// whole subtree did, with storage attributed to the contract whose storage
// each call uses (a DELEGATECALL or CALLCODE uses its caller's).
func FromGeth(raw json.RawMessage) (*Result, error) {
	var root gethFrame
	if err := json.Unmarshal(raw, &root); err != nil {
		return nil, fmt.Errorf("decode %s output: %w", GethName, err)
	}
	res := &Result{Output: root.Output, Error: root.Error, Frames: []*Frame{}}
	for _, pre := range root.Keccak {
		if len(pre) == 64 {
			res.Preimages = append(res.Preimages, pre)
		}
	}
	rootCtx := common.Address{}
	if root.To != nil {
		rootCtx = *root.To
	}
	for i := range root.Calls {
		c := &root.Calls[i]
		f := &Frame{Type: c.Type, Selector: selector(c.Input), Value: nonZero(c.Value), Error: c.Error, Opcodes: map[string]uint{}}
		if c.To != nil {
			f.To = *c.To
		}
		reads, writes := map[common.Address]map[common.Hash]bool{}, map[common.Address]map[common.Hash]bool{}
		if err := addGeth(f, c, storageContext(c, rootCtx), reads, writes, true); err != nil {
			return nil, err
		}
		fs := &frameState{Frame: f, reads: reads, writes: writes}
		(&collector{}).finishSlots(fs)
		res.Frames = append(res.Frames, f)
	}
	return res, nil
}

func nonZero(v *hexutil.Big) *hexutil.Big {
	if v == nil || v.ToInt().Sign() == 0 {
		return nil
	}
	return v
}

// storageContext is the contract whose storage frame c uses.
func storageContext(c *gethFrame, parent common.Address) common.Address {
	if c.Type == "DELEGATECALL" || c.Type == "CALLCODE" || c.To == nil {
		return parent
	}
	return *c.To
}

// addGeth folds frame c (running with storage ctx) and its subtree into f;
// top marks the phase's own frame (its calls are not calls made under it).
func addGeth(f *Frame, c *gethFrame, ctx common.Address, reads, writes map[common.Address]map[common.Hash]bool, top bool) error {
	for k, n := range c.UsedOpcodes {
		op, err := strconv.ParseUint(k, 0, 8)
		if err != nil {
			return fmt.Errorf("%s: opcode %q: %w", GethName, k, err)
		}
		f.Opcodes[vm.OpCode(op).String()] += uint(n)
	}
	if c.OutOfGas {
		f.OutOfGas = true
	}
	for _, m := range []map[common.Hash]json.RawMessage{c.AccessedSlots.Reads, c.AccessedSlots.TransientReads} {
		for slot := range m {
			mark(reads, ctx, slot)
		}
	}
	for _, m := range []map[common.Hash]json.RawMessage{c.AccessedSlots.Writes, c.AccessedSlots.TransientWrites} {
		for slot := range m {
			mark(writes, ctx, slot)
		}
	}
	for a, u := range c.ContractSize {
		use := codeUse(f, a, u.ContractSize)
		use.add(opcodeName(u.Opcode))
	}
	for _, a := range c.ExtCodeAccess { // EXTCODE* not followed by ISZERO (OP-051)
		codeUse(f, a, -1).add("EXTCODE* without ISZERO")
	}
	if !top {
		f.Calls = append(f.Calls, Call{Type: c.Type, From: c.From, To: deref(c.To), Selector: selector(c.Input), Value: nonZero(c.Value)})
	}
	for i := range c.Calls {
		child := &c.Calls[i]
		if err := addGeth(f, child, storageContext(child, ctx), reads, writes, false); err != nil {
			return err
		}
	}
	return nil
}

func deref(a *common.Address) common.Address {
	if a == nil {
		return common.Address{}
	}
	return *a
}

// codeUse returns f's record of a, creating it with size (size -1 leaves an
// existing size alone and otherwise records a used address with code).
func codeUse(f *Frame, a common.Address, size int) *CodeUse {
	if f.Code == nil {
		f.Code = map[common.Address]*CodeUse{}
	}
	u := f.Code[a]
	if u == nil {
		u = &CodeUse{Size: max(size, 1)}
		if size >= 0 {
			u.Size = size
		}
		f.Code[a] = u
	}
	return u
}

func (u *CodeUse) add(op string) {
	for _, o := range u.Opcodes {
		if o == op {
			return
		}
	}
	u.Opcodes = append(u.Opcodes, op)
}

func opcodeName(raw json.RawMessage) string {
	var n uint8
	if err := json.Unmarshal(raw, &n); err == nil {
		return vm.OpCode(n).String()
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		if v, ok := new(big.Int).SetString(s, 0); ok && v.IsUint64() && v.Uint64() < 256 {
			return vm.OpCode(v.Uint64()).String()
		}
		return s
	}
	return string(raw)
}
