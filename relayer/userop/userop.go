// Package userop defines the ERC-4337 v0.8 user operation as it travels over
// JSON-RPC (the unpacked form with separate factory and paymaster fields), its
// packed on-chain form, its hash, and the gas arithmetic that bundlers and
// paymasters share (the most it can cost, the preVerificationGas it owes).
package userop

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings"
)

// Offsets in paymasterAndData (EntryPoint v0.8 UserOperationLib).
const (
	PaymasterValidationGasOffset = 20
	PaymasterPostOpGasOffset     = 36
	PaymasterDataOffset          = 52
)

// maxUint128 bounds the gas fields that the EntryPoint packs into 128 bits.
var maxUint128 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))

// maxUint256 bounds the nonce.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// ErrInvalidField is returned (wrapped, with the field name) when a JSON user
// operation has a missing or malformed field.
var ErrInvalidField = errors.New("invalid user operation field")

// UserOperation is an ERC-4337 v0.8 user operation in its JSON-RPC form. Gas
// values are never nil after Decode or UnmarshalJSON.
type UserOperation struct {
	Sender                        common.Address
	Nonce                         *big.Int
	Factory                       *common.Address // nil: no initCode
	FactoryData                   []byte
	CallData                      []byte
	CallGasLimit                  *big.Int
	VerificationGasLimit          *big.Int
	PreVerificationGas            *big.Int
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
	Paymaster                     *common.Address // nil: the sender pays
	PaymasterVerificationGasLimit *big.Int
	PaymasterPostOpGasLimit       *big.Int
	PaymasterData                 []byte
	Signature                     []byte
}

// jsonOp is the wire shape (ERC-7769 field names, hex quantities and bytes).
type jsonOp struct {
	Sender                        *common.Address `json:"sender"`
	Nonce                         *hexutil.Big    `json:"nonce"`
	Factory                       *common.Address `json:"factory,omitempty"`
	FactoryData                   *hexutil.Bytes  `json:"factoryData,omitempty"`
	CallData                      *hexutil.Bytes  `json:"callData"`
	CallGasLimit                  *hexutil.Big    `json:"callGasLimit"`
	VerificationGasLimit          *hexutil.Big    `json:"verificationGasLimit"`
	PreVerificationGas            *hexutil.Big    `json:"preVerificationGas"`
	MaxFeePerGas                  *hexutil.Big    `json:"maxFeePerGas"`
	MaxPriorityFeePerGas          *hexutil.Big    `json:"maxPriorityFeePerGas"`
	Paymaster                     *common.Address `json:"paymaster,omitempty"`
	PaymasterVerificationGasLimit *hexutil.Big    `json:"paymasterVerificationGasLimit,omitempty"`
	PaymasterPostOpGasLimit       *hexutil.Big    `json:"paymasterPostOpGasLimit,omitempty"`
	PaymasterData                 *hexutil.Bytes  `json:"paymasterData,omitempty"`
	Signature                     *hexutil.Bytes  `json:"signature"`
	EIP7702Auth                   json.RawMessage `json:"eip7702Auth,omitempty"`
}

// MarshalJSON writes the ERC-7769 JSON form.
func (op *UserOperation) MarshalJSON() ([]byte, error) {
	j := jsonOp{
		Sender:               &op.Sender,
		Nonce:                (*hexutil.Big)(orZero(op.Nonce)),
		CallData:             (*hexutil.Bytes)(&op.CallData),
		CallGasLimit:         (*hexutil.Big)(orZero(op.CallGasLimit)),
		VerificationGasLimit: (*hexutil.Big)(orZero(op.VerificationGasLimit)),
		PreVerificationGas:   (*hexutil.Big)(orZero(op.PreVerificationGas)),
		MaxFeePerGas:         (*hexutil.Big)(orZero(op.MaxFeePerGas)),
		MaxPriorityFeePerGas: (*hexutil.Big)(orZero(op.MaxPriorityFeePerGas)),
		Signature:            (*hexutil.Bytes)(&op.Signature),
	}
	if j.CallData == nil || *j.CallData == nil {
		j.CallData = &hexutil.Bytes{}
	}
	if *j.Signature == nil {
		j.Signature = &hexutil.Bytes{}
	}
	if op.Factory != nil {
		j.Factory = op.Factory
		fd := hexutil.Bytes(op.FactoryData)
		if fd == nil {
			fd = hexutil.Bytes{}
		}
		j.FactoryData = &fd
	}
	if op.Paymaster != nil {
		j.Paymaster = op.Paymaster
		j.PaymasterVerificationGasLimit = (*hexutil.Big)(orZero(op.PaymasterVerificationGasLimit))
		j.PaymasterPostOpGasLimit = (*hexutil.Big)(orZero(op.PaymasterPostOpGasLimit))
		pd := hexutil.Bytes(op.PaymasterData)
		if pd == nil {
			pd = hexutil.Bytes{}
		}
		j.PaymasterData = &pd
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads the ERC-7769 JSON form. Required fields: sender, nonce,
// callData, the five gas fields and signature. A zero factory or paymaster
// address counts as absent; eip7702Auth is rejected.
func (op *UserOperation) UnmarshalJSON(data []byte) error {
	var j jsonOp
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidField, err)
	}
	missing := func(name string) error { return fmt.Errorf("%w: %s is required", ErrInvalidField, name) }
	switch {
	case j.Sender == nil:
		return missing("sender")
	case j.Nonce == nil:
		return missing("nonce")
	case j.CallData == nil:
		return missing("callData")
	case j.CallGasLimit == nil:
		return missing("callGasLimit")
	case j.VerificationGasLimit == nil:
		return missing("verificationGasLimit")
	case j.PreVerificationGas == nil:
		return missing("preVerificationGas")
	case j.MaxFeePerGas == nil:
		return missing("maxFeePerGas")
	case j.MaxPriorityFeePerGas == nil:
		return missing("maxPriorityFeePerGas")
	case j.Signature == nil:
		return missing("signature")
	}
	if len(j.EIP7702Auth) > 0 && string(j.EIP7702Auth) != "null" {
		return fmt.Errorf("%w: eip7702Auth is not supported", ErrInvalidField)
	}
	*op = UserOperation{
		Sender:                        *j.Sender,
		Nonce:                         j.Nonce.ToInt(),
		CallData:                      *j.CallData,
		CallGasLimit:                  j.CallGasLimit.ToInt(),
		VerificationGasLimit:          j.VerificationGasLimit.ToInt(),
		PreVerificationGas:            j.PreVerificationGas.ToInt(),
		MaxFeePerGas:                  j.MaxFeePerGas.ToInt(),
		MaxPriorityFeePerGas:          j.MaxPriorityFeePerGas.ToInt(),
		Signature:                     *j.Signature,
		PaymasterVerificationGasLimit: new(big.Int),
		PaymasterPostOpGasLimit:       new(big.Int),
	}
	if j.Factory != nil && *j.Factory != (common.Address{}) {
		f := *j.Factory
		op.Factory = &f
		if j.FactoryData != nil {
			op.FactoryData = *j.FactoryData
		}
	} else if j.FactoryData != nil && len(*j.FactoryData) > 0 {
		return fmt.Errorf("%w: factoryData without factory", ErrInvalidField)
	}
	if j.Paymaster != nil && *j.Paymaster != (common.Address{}) {
		p := *j.Paymaster
		op.Paymaster = &p
		if j.PaymasterVerificationGasLimit != nil {
			op.PaymasterVerificationGasLimit = j.PaymasterVerificationGasLimit.ToInt()
		}
		if j.PaymasterPostOpGasLimit != nil {
			op.PaymasterPostOpGasLimit = j.PaymasterPostOpGasLimit.ToInt()
		}
		if j.PaymasterData != nil {
			op.PaymasterData = *j.PaymasterData
		}
	} else if j.PaymasterData != nil && len(*j.PaymasterData) > 0 {
		return fmt.Errorf("%w: paymasterData without paymaster", ErrInvalidField)
	}
	return op.checkRanges()
}

// checkRanges rejects values the packed form cannot hold.
func (op *UserOperation) checkRanges() error {
	if op.Nonce.Sign() < 0 || op.Nonce.Cmp(maxUint256) > 0 {
		return fmt.Errorf("%w: nonce out of range", ErrInvalidField)
	}
	for _, f := range op.gasFields() {
		if f.v.Sign() < 0 || f.v.Cmp(maxUint128) > 0 {
			return fmt.Errorf("%w: %s %v exceeds 128 bits", ErrInvalidField, f.name, f.v)
		}
	}
	if op.PreVerificationGas.Sign() < 0 || op.PreVerificationGas.Cmp(maxUint256) > 0 {
		return fmt.Errorf("%w: preVerificationGas out of range", ErrInvalidField)
	}
	return nil
}

type namedValue struct {
	name string
	v    *big.Int
}

func (op *UserOperation) gasFields() []namedValue {
	return []namedValue{
		{"callGasLimit", op.CallGasLimit},
		{"verificationGasLimit", op.VerificationGasLimit},
		{"maxFeePerGas", op.MaxFeePerGas},
		{"maxPriorityFeePerGas", op.MaxPriorityFeePerGas},
		{"paymasterVerificationGasLimit", op.PaymasterVerificationGasLimit},
		{"paymasterPostOpGasLimit", op.PaymasterPostOpGasLimit},
	}
}

// Copy returns a deep copy.
func (op *UserOperation) Copy() *UserOperation {
	c := *op
	c.Nonce = cp(op.Nonce)
	c.CallGasLimit = cp(op.CallGasLimit)
	c.VerificationGasLimit = cp(op.VerificationGasLimit)
	c.PreVerificationGas = cp(op.PreVerificationGas)
	c.MaxFeePerGas = cp(op.MaxFeePerGas)
	c.MaxPriorityFeePerGas = cp(op.MaxPriorityFeePerGas)
	c.PaymasterVerificationGasLimit = cp(op.PaymasterVerificationGasLimit)
	c.PaymasterPostOpGasLimit = cp(op.PaymasterPostOpGasLimit)
	c.CallData = common.CopyBytes(op.CallData)
	c.FactoryData = common.CopyBytes(op.FactoryData)
	c.PaymasterData = common.CopyBytes(op.PaymasterData)
	c.Signature = common.CopyBytes(op.Signature)
	if op.Factory != nil {
		f := *op.Factory
		c.Factory = &f
	}
	if op.Paymaster != nil {
		p := *op.Paymaster
		c.Paymaster = &p
	}
	return &c
}

// InitCode is factory ‖ factoryData, or empty.
func (op *UserOperation) InitCode() []byte {
	if op.Factory == nil {
		return []byte{}
	}
	return append(op.Factory.Bytes(), op.FactoryData...)
}

// PaymasterAndData is paymaster ‖ verificationGasLimit (16) ‖ postOpGasLimit
// (16) ‖ paymasterData, or empty.
func (op *UserOperation) PaymasterAndData() []byte {
	if op.Paymaster == nil {
		return []byte{}
	}
	out := make([]byte, 0, PaymasterDataOffset+len(op.PaymasterData))
	out = append(out, op.Paymaster.Bytes()...)
	out = append(out, pad16(op.PaymasterVerificationGasLimit)...)
	out = append(out, pad16(op.PaymasterPostOpGasLimit)...)
	return append(out, op.PaymasterData...)
}

// Pack returns the on-chain PackedUserOperation.
func (op *UserOperation) Pack() bindings.PackedUserOperation {
	return bindings.PackedUserOperation{
		Sender:             op.Sender,
		Nonce:              cp(orZero(op.Nonce)),
		InitCode:           op.InitCode(),
		CallData:           nonNil(op.CallData),
		AccountGasLimits:   pack128(op.VerificationGasLimit, op.CallGasLimit),
		PreVerificationGas: cp(orZero(op.PreVerificationGas)),
		GasFees:            pack128(op.MaxPriorityFeePerGas, op.MaxFeePerGas),
		PaymasterAndData:   op.PaymasterAndData(),
		Signature:          nonNil(op.Signature),
	}
}

var (
	packedTypeHash = crypto.Keccak256Hash([]byte("PackedUserOperation(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 preVerificationGas,bytes32 gasFees,bytes paymasterAndData)"))
	domainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	domainName     = crypto.Keccak256Hash([]byte("ERC4337"))
	domainVersion  = crypto.Keccak256Hash([]byte("1"))
)

// Hash is the EntryPoint v0.8 user operation hash: the EIP-712 digest of the
// packed operation (signature excluded) in the domain "ERC4337" version "1"
// of entryPoint on chainID. EIP-7702 initCode is not supported.
func (op *UserOperation) Hash(entryPoint common.Address, chainID *big.Int) common.Hash {
	p := op.Pack()
	structHash := crypto.Keccak256(
		packedTypeHash[:],
		common.LeftPadBytes(p.Sender.Bytes(), 32),
		common.LeftPadBytes(p.Nonce.Bytes(), 32),
		crypto.Keccak256(p.InitCode),
		crypto.Keccak256(p.CallData),
		p.AccountGasLimits[:],
		common.LeftPadBytes(p.PreVerificationGas.Bytes(), 32),
		p.GasFees[:],
		crypto.Keccak256(p.PaymasterAndData),
	)
	domain := crypto.Keccak256(
		domainTypeHash[:], domainName[:], domainVersion[:],
		common.LeftPadBytes(chainID.Bytes(), 32),
		common.LeftPadBytes(entryPoint.Bytes(), 32),
	)
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domain, structHash)
}

// GasLimitSum is verificationGasLimit + callGasLimit + paymaster gas limits +
// preVerificationGas: the most gas the EntryPoint can charge for the operation.
func (op *UserOperation) GasLimitSum() *big.Int {
	s := new(big.Int)
	for _, v := range []*big.Int{op.VerificationGasLimit, op.CallGasLimit, op.PaymasterVerificationGasLimit, op.PaymasterPostOpGasLimit, op.PreVerificationGas} {
		s.Add(s, orZero(v))
	}
	return s
}

// MaxCost is GasLimitSum × maxFeePerGas in wei: the prefund the EntryPoint
// requires and the most the payer can be charged.
func (op *UserOperation) MaxCost() *big.Int {
	return new(big.Int).Mul(op.GasLimitSum(), orZero(op.MaxFeePerGas))
}

// NonceKey is the upper 192 bits of the nonce; NonceSeq the lower 64.
func (op *UserOperation) NonceKey() *big.Int { return new(big.Int).Rsh(op.Nonce, 64) }

// NonceSeq is the sequence number part of the nonce.
func (op *UserOperation) NonceSeq() uint64 {
	return new(big.Int).And(op.Nonce, new(big.Int).SetUint64(^uint64(0))).Uint64()
}

// Per-operation overheads of the preVerificationGas formula.
const (
	pvgPerOp        = 18_300 // EntryPoint bookkeeping per operation outside the gas limits
	pvgTxShare      = 2_100  // the transaction's 21000 base, shared by 10 operations
	pvgPerZeroByte  = 4
	pvgPerOtherByte = 16
	pvgFloorPerTok  = 10 // EIP-7623 calldata floor per token (zero byte 1, other 4)
)

// PreVerificationGas returns the gas the bundler spends on op outside its gas
// limits: the calldata of its packed form inside handleOps (whichever of the
// standard and the EIP-7623 floor price is higher) plus a fixed per-operation
// overhead. Bytes that are not final yet (gas fields, signature, paymasterData)
// are counted as non-zero, so an estimate made with a stub signature of the
// final length never falls short.
func PreVerificationGas(op *UserOperation) uint64 {
	c := op.Copy()
	ff := new(big.Int).SetUint64(1<<63 - 1)
	for _, p := range []**big.Int{&c.CallGasLimit, &c.VerificationGasLimit, &c.PreVerificationGas, &c.MaxFeePerGas, &c.MaxPriorityFeePerGas} {
		*p = ff
	}
	if c.Paymaster != nil {
		c.PaymasterVerificationGasLimit, c.PaymasterPostOpGasLimit = ff, ff
	}
	for i := range c.Signature {
		c.Signature[i] |= 1
	}
	for i := range c.PaymasterData {
		c.PaymasterData[i] |= 1
	}
	enc, err := packedABIEncoding(c)
	if err != nil {
		return 0
	}
	var zeros, others uint64
	for _, b := range enc {
		if b == 0 {
			zeros++
		} else {
			others++
		}
	}
	standard := zeros*pvgPerZeroByte + others*pvgPerOtherByte
	floor := (zeros + 4*others) * pvgFloorPerTok
	return max(standard, floor) + pvgPerOp + pvgTxShare
}

// packedABIEncoding is the ABI encoding of the operation as one element of
// handleOps' array (its tuple encoding plus the array offset word).
func packedABIEncoding(op *UserOperation) ([]byte, error) {
	data, err := entryPointABI().TryPackHandleOps([]bindings.PackedUserOperation{op.Pack()}, common.Address{})
	if err != nil {
		return nil, err
	}
	// selector (4) + beneficiary (32) + array offset (32) + length (32) belong to the bundle.
	return data[4+32+32+32:], nil
}

// entryPointABI parses the EntryPoint ABI once.
var entryPointABI = sync.OnceValue(bindings.NewEntryPoint)

func pack128(high, low *big.Int) [32]byte {
	var out [32]byte
	copy(out[:16], pad16(high))
	copy(out[16:], pad16(low))
	return out
}

func pad16(v *big.Int) []byte {
	b := orZero(v).Bytes()
	if len(b) > 16 {
		b = b[len(b)-16:]
	}
	return common.LeftPadBytes(b, 16)
}

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

func cp(v *big.Int) *big.Int {
	if v == nil {
		return nil
	}
	return new(big.Int).Set(v)
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// UnmarshalPartial reads a JSON user operation that may lack gas fields, fees
// and the signature (as sent for gas estimation or sponsorship): missing ones
// are zero, a missing signature is empty.
func UnmarshalPartial(data []byte) (*UserOperation, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%w: user operation must be a JSON object: %v", ErrInvalidField, err)
	}
	if m == nil {
		return nil, fmt.Errorf("%w: user operation is null", ErrInvalidField)
	}
	for _, f := range []string{"callGasLimit", "verificationGasLimit", "preVerificationGas", "maxFeePerGas", "maxPriorityFeePerGas"} {
		if v, ok := m[f]; !ok || string(v) == "null" {
			m[f] = json.RawMessage(`"0x0"`)
		}
	}
	if v, ok := m["signature"]; !ok || string(v) == "null" {
		m["signature"] = json.RawMessage(`"0x"`)
	}
	if v, ok := m["callData"]; !ok || string(v) == "null" {
		m["callData"] = json.RawMessage(`"0x"`)
	}
	enc, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidField, err)
	}
	var op UserOperation
	if err := op.UnmarshalJSON(enc); err != nil {
		return nil, err
	}
	return &op, nil
}

// EncodedSize is the number of bytes the operation adds to handleOps
// calldata: its offset word, its tuple head and its four byte fields, each
// padded to 32 bytes.
func (op *UserOperation) EncodedSize() int {
	pad := func(n int) int { return 32 + (n+31)/32*32 }
	initCode := 0
	if op.Factory != nil {
		initCode = 20 + len(op.FactoryData)
	}
	pm := 0
	if op.Paymaster != nil {
		pm = PaymasterDataOffset + len(op.PaymasterData)
	}
	return 32 + 9*32 + pad(initCode) + pad(len(op.CallData)) + pad(pm) + pad(len(op.Signature))
}
