package erc7562

import (
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/erc7562/tracer"
	"github.com/wordproof/wordproof/relayer/userop"
)

var (
	entryPoint = common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")
	sender     = common.HexToAddress("0xA000000000000000000000000000000000000001")
	factory    = common.HexToAddress("0xF000000000000000000000000000000000000002")
	paymaster  = common.HexToAddress("0xB000000000000000000000000000000000000003")
	token      = common.HexToAddress("0xC000000000000000000000000000000000000004") // a non-entity contract
	creator    = common.HexToAddress("0xD000000000000000000000000000000000000005") // the SenderCreator
	staked     = Stake{Stake: big.NewInt(1e18), UnstakeDelay: 86400}
	unstaked   = Stake{Stake: new(big.Int)}
)

func frame(to common.Address, sel []byte) *tracer.Frame {
	return &tracer.Frame{Type: "CALL", To: to, Selector: sel, Opcodes: map[string]uint{}}
}

func accountFrame() *tracer.Frame   { return frame(sender, selValidateUserOp) }
func paymasterFrame() *tracer.Frame { return frame(paymaster, selValidatePaymasterOp) }
func factoryFrame() *tracer.Frame   { return frame(creator, selCreateSender) }

func entities(factoryStake, paymasterStake Stake, withFactory bool) Entities {
	e := Entities{EntryPoint: entryPoint, Sender: sender, Paymaster: &paymaster, SenderStake: unstaked, FactoryStake: factoryStake, PaymasterStake: paymasterStake}
	if withFactory {
		e.Factory = &factory
	}
	return e
}

// mappingSlot is keccak(key ‖ slot), Solidity's mapping(address => ...) at slot.
func mappingSlot(key common.Address, slot int64) (common.Hash, hexutil.Bytes) {
	pre := append(common.LeftPadBytes(key.Bytes(), 32), common.LeftPadBytes(big.NewInt(slot).Bytes(), 32)...)
	return crypto.Keccak256Hash(pre), pre
}

func reads(slots ...common.Hash) *tracer.Access  { return &tracer.Access{Reads: slots} }
func writes(slots ...common.Hash) *tracer.Access { return &tracer.Access{Writes: slots} }

func TestRules(t *testing.T) {
	senderSlot, senderPre := mappingSlot(sender, 0)
	pmSlot, pmPre := mappingSlot(paymaster, 3)
	senderSlotPlus := common.BigToHash(new(big.Int).Add(senderSlot.Big(), big.NewInt(128)))
	senderSlotFar := common.BigToHash(new(big.Int).Add(senderSlot.Big(), big.NewInt(129)))
	slot0 := common.Hash{}

	tests := []struct {
		name     string
		frames   []*tracer.Frame
		pre      []hexutil.Bytes
		ents     Entities
		wantRule string     // "" means no violation
		wantKind check.Kind // of the first violation
	}{
		{name: "clean account and paymaster", frames: []*tracer.Frame{accountFrame(), paymasterFrame()}, ents: entities(unstaked, unstaked, false)},
		{name: "OP-011 TIMESTAMP in the account", frames: []*tracer.Frame{withOps(accountFrame(), "TIMESTAMP")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-011", wantKind: check.BannedOpcode},
		{name: "OP-011 NUMBER in the paymaster", frames: []*tracer.Frame{withOps(paymasterFrame(), "NUMBER")}, ents: entities(unstaked, staked, false), wantRule: "OP-011", wantKind: check.BannedOpcode},
		{name: "OP-011 ORIGIN even when staked", frames: []*tracer.Frame{withOps(paymasterFrame(), "ORIGIN")}, ents: entities(unstaked, staked, false), wantRule: "OP-011", wantKind: check.BannedOpcode},
		{name: "OP-011 BLOBBASEFEE", frames: []*tracer.Frame{withOps(accountFrame(), "BLOBBASEFEE")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-011", wantKind: check.BannedOpcode},
		{name: "OP-011 CREATE in the factory", frames: []*tracer.Frame{withOps(factoryFrame(), "CREATE")}, ents: entities(staked, unstaked, true), wantRule: "OP-011", wantKind: check.BannedOpcode},
		{name: "OP-012 GAS not followed by a call", frames: []*tracer.Frame{withOps(accountFrame(), "GAS")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-012", wantKind: check.BannedOpcode},
		{name: "OP-013 unassigned opcode", frames: []*tracer.Frame{withOps(accountFrame(), "opcode 0xc not defined")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-013", wantKind: check.BannedOpcode},
		{name: "OP-020 out of gas", frames: []*tracer.Frame{func() *tracer.Frame { f := accountFrame(); f.OutOfGas = true; return f }()}, ents: entities(unstaked, unstaked, false), wantRule: "OP-020", wantKind: check.BannedOpcode},
		{name: "OP-031 one CREATE2 of the sender in the factory", frames: []*tracer.Frame{withCalls(withOps(factoryFrame(), "CREATE2"), tracer.Call{Type: "CREATE2", From: factory, To: sender})}, ents: entities(unstaked, unstaked, true)},
		{name: "OP-031 CREATE2 twice", frames: []*tracer.Frame{withCalls(withOps(factoryFrame(), "CREATE2", "CREATE2"), tracer.Call{Type: "CREATE2", From: factory, To: sender})}, ents: entities(unstaked, unstaked, true), wantRule: "OP-031", wantKind: check.BannedOpcode},
		{name: "OP-031 CREATE2 in the account", frames: []*tracer.Frame{withOps(accountFrame(), "CREATE2")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-031", wantKind: check.BannedOpcode},
		{name: "OP-031 CREATE2 of another address", frames: []*tracer.Frame{withCalls(withOps(factoryFrame(), "CREATE2"), tracer.Call{Type: "CREATE2", From: factory, To: token})}, ents: entities(unstaked, unstaked, true), wantRule: "OP-031", wantKind: check.BannedOpcode},
		{name: "OP-041 call to an address without code", frames: []*tracer.Frame{withCode(accountFrame(), token, 0, "CALL")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-041", wantKind: check.BannedOpcode},
		{name: "OP-041 EXTCODEHASH of an address without code", frames: []*tracer.Frame{withCode(paymasterFrame(), token, 0, "EXTCODEHASH")}, ents: entities(unstaked, staked, false), wantRule: "OP-041", wantKind: check.BannedOpcode},
		{name: "OP-042 the factory may use the sender before it has code", frames: []*tracer.Frame{withCode(factoryFrame(), sender, 0, "EXTCODESIZE")}, ents: entities(unstaked, unstaked, true)},
		{name: "OP-051 EXTCODESIZE of the EntryPoint", frames: []*tracer.Frame{withCode(accountFrame(), entryPoint, 1000, "EXTCODESIZE")}, ents: entities(unstaked, unstaked, false)},
		{name: "OP-054 EXTCODEHASH of the EntryPoint", frames: []*tracer.Frame{withCode(accountFrame(), entryPoint, 1000, "EXTCODEHASH")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-054", wantKind: check.BannedOpcode},
		{name: "OP-052 depositTo from the account", frames: []*tracer.Frame{withCalls(accountFrame(), tracer.Call{Type: "CALL", From: sender, To: entryPoint, Selector: selDepositTo, Value: (*hexutil.Big)(big.NewInt(5))})}, ents: entities(unstaked, unstaked, false)},
		{name: "OP-053 the account pays the prefund", frames: []*tracer.Frame{withCalls(accountFrame(), tracer.Call{Type: "CALL", From: sender, To: entryPoint, Value: (*hexutil.Big)(big.NewInt(5))})}, ents: entities(unstaked, unstaked, false)},
		{name: "OP-054 paymaster reads the EntryPoint", frames: []*tracer.Frame{withCalls(paymasterFrame(), tracer.Call{Type: "STATICCALL", From: paymaster, To: entryPoint, Selector: hexutil.Bytes{0x70, 0xa0, 0x82, 0x31}})}, ents: entities(unstaked, staked, false), wantRule: "OP-054", wantKind: check.BannedOpcode},
		{name: "OP-054 paymaster depositTo", frames: []*tracer.Frame{withCalls(paymasterFrame(), tracer.Call{Type: "CALL", From: paymaster, To: entryPoint, Selector: selDepositTo})}, ents: entities(unstaked, staked, false), wantRule: "OP-054", wantKind: check.BannedOpcode},
		{name: "OP-061 call with value", frames: []*tracer.Frame{withCalls(accountFrame(), tracer.Call{Type: "CALL", From: sender, To: token, Value: (*hexutil.Big)(big.NewInt(1))})}, ents: entities(unstaked, unstaked, false), wantRule: "OP-061", wantKind: check.BannedOpcode},
		{name: "OP-062 ecrecover allowed", frames: []*tracer.Frame{withCode(accountFrame(), common.BytesToAddress([]byte{1}), 0, "STATICCALL")}, ents: entities(unstaked, unstaked, false)},
		{name: "OP-062 P-256 allowed", frames: []*tracer.Frame{withCode(accountFrame(), common.BytesToAddress([]byte{1, 0}), 0, "STATICCALL")}, ents: entities(unstaked, unstaked, false)},
		{name: "OP-062 point evaluation refused", frames: []*tracer.Frame{withCode(accountFrame(), common.BytesToAddress([]byte{0x0a}), 0, "STATICCALL")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-062", wantKind: check.BannedOpcode},
		{name: "OP-080 SELFBALANCE of an unstaked paymaster", frames: []*tracer.Frame{withOps(paymasterFrame(), "SELFBALANCE")}, ents: entities(unstaked, unstaked, false), wantRule: "OP-080", wantKind: check.StakeTooLow},
		{name: "OP-080 BALANCE of a staked paymaster", frames: []*tracer.Frame{withOps(paymasterFrame(), "BALANCE")}, ents: entities(unstaked, staked, false)},
		{name: "STO-010 account storage", frames: []*tracer.Frame{withStorage(accountFrame(), sender, writes(slot0))}, ents: entities(unstaked, unstaked, false)},
		{name: "STO-021 associated storage of an existing account", frames: []*tracer.Frame{withStorage(accountFrame(), token, writes(senderSlot))}, pre: []hexutil.Bytes{senderPre}, ents: entities(unstaked, unstaked, false)},
		{name: "STO-021 associated up to +128", frames: []*tracer.Frame{withStorage(accountFrame(), token, reads(senderSlotPlus))}, pre: []hexutil.Bytes{senderPre}, ents: entities(unstaked, unstaked, false)},
		{name: "associated ends at +128", frames: []*tracer.Frame{withStorage(accountFrame(), token, writes(senderSlotFar))}, pre: []hexutil.Bytes{senderPre}, ents: entities(unstaked, unstaked, false), wantRule: "STO-032", wantKind: check.BannedOpcode},
		{name: "STO-022 associated storage with an unstaked factory", frames: []*tracer.Frame{withStorage(accountFrame(), token, reads(senderSlot))}, pre: []hexutil.Bytes{senderPre}, ents: entities(unstaked, unstaked, true), wantRule: "STO-022", wantKind: check.StakeTooLow},
		{name: "STO-022 associated storage with a staked factory", frames: []*tracer.Frame{withStorage(accountFrame(), token, reads(senderSlot))}, pre: []hexutil.Bytes{senderPre}, ents: entities(staked, unstaked, true)},
		{name: "STO-031 unstaked paymaster uses its storage", frames: []*tracer.Frame{withStorage(paymasterFrame(), paymaster, reads(slot0))}, ents: entities(unstaked, unstaked, false), wantRule: "STO-031", wantKind: check.StakeTooLow},
		{name: "STO-031 staked paymaster uses its storage", frames: []*tracer.Frame{withStorage(paymasterFrame(), paymaster, writes(slot0))}, ents: entities(unstaked, staked, false)},
		{name: "STO-031 account reads the paymaster's storage", frames: []*tracer.Frame{withStorage(accountFrame(), paymaster, reads(slot0))}, ents: entities(unstaked, staked, false), wantRule: "STO-031", wantKind: check.BannedOpcode},
		{name: "STO-032 staked paymaster writes its associated storage elsewhere", frames: []*tracer.Frame{withStorage(paymasterFrame(), token, writes(pmSlot))}, pre: []hexutil.Bytes{pmPre}, ents: entities(unstaked, staked, false)},
		{name: "STO-032 unstaked paymaster's associated storage", frames: []*tracer.Frame{withStorage(paymasterFrame(), token, writes(pmSlot))}, pre: []hexutil.Bytes{pmPre}, ents: entities(unstaked, unstaked, false), wantRule: "STO-032", wantKind: check.StakeTooLow},
		{name: "STO-033 staked paymaster reads any storage", frames: []*tracer.Frame{withStorage(paymasterFrame(), token, reads(slot0))}, ents: entities(unstaked, staked, false)},
		{name: "STO-033 unstaked paymaster reads other storage", frames: []*tracer.Frame{withStorage(paymasterFrame(), token, reads(slot0))}, ents: entities(unstaked, unstaked, false), wantRule: "STO-033", wantKind: check.StakeTooLow},
		{name: "staked paymaster writes unassociated storage", frames: []*tracer.Frame{withStorage(paymasterFrame(), token, writes(slot0))}, ents: entities(unstaked, staked, false), wantRule: "STO-032", wantKind: check.BannedOpcode},
		{name: "account touches another account's storage", frames: []*tracer.Frame{withStorage(accountFrame(), token, writes(slot0))}, ents: entities(unstaked, unstaked, false), wantRule: "STO-032", wantKind: check.BannedOpcode},
		{name: "frames of other calls are not judged", frames: []*tracer.Frame{withOps(frame(token, nil), "TIMESTAMP")}, ents: entities(unstaked, unstaked, false)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := &tracer.Result{Frames: tt.frames, Preimages: tt.pre}
			vs := DefaultRules.Check(res, tt.ents)
			if tt.wantRule == "" {
				require.Empty(t, vs)
				return
			}
			require.NotEmpty(t, vs, "want %s", tt.wantRule)
			require.Contains(t, vs[0].Reason, "["+tt.wantRule+"]", "got %v", vs)
			require.Equal(t, tt.wantKind, vs[0].Kind)
			require.Equal(t, CheckName, vs[0].Check)
		})
	}
}

func TestRulesStaked(t *testing.T) {
	r := Rules{MinStake: big.NewInt(100), MinUnstakeDelay: 10}
	require.True(t, r.Staked(Stake{Stake: big.NewInt(100), UnstakeDelay: 10}))
	require.False(t, r.Staked(Stake{Stake: big.NewInt(99), UnstakeDelay: 10}), "stake too low")
	require.False(t, r.Staked(Stake{Stake: big.NewInt(100), UnstakeDelay: 9}), "delay too short")
	require.False(t, r.Staked(Stake{}), "no stake")
}

func withOps(f *tracer.Frame, ops ...string) *tracer.Frame {
	for _, op := range ops {
		f.Opcodes[op]++
	}
	return f
}

func withCalls(f *tracer.Frame, calls ...tracer.Call) *tracer.Frame {
	f.Calls = append(f.Calls, calls...)
	return f
}

func withCode(f *tracer.Frame, a common.Address, size int, ops ...string) *tracer.Frame {
	if f.Code == nil {
		f.Code = map[common.Address]*tracer.CodeUse{}
	}
	f.Code[a] = &tracer.CodeUse{Size: size, Opcodes: ops}
	return f
}

func withStorage(f *tracer.Frame, a common.Address, acc *tracer.Access) *tracer.Frame {
	if f.Storage == nil {
		f.Storage = map[common.Address]*tracer.Access{}
	}
	f.Storage[a] = acc
	return f
}

// TestCheckLocal: STO-040 and STO-041 against the senders and entities of
// the operations already waiting.
func TestCheckLocal(t *testing.T) {
	other := common.HexToAddress("0xE000000000000000000000000000000000000006") // sender of a waiting operation
	otherSlot, otherPre := mappingSlot(other, 0)
	senderSlot, senderPre := mappingSlot(sender, 0)
	pool := func(senders, entities []common.Address) PoolView {
		return PoolView{
			IsSender: func(a common.Address) bool { return slices.Contains(senders, a) },
			IsEntity: func(a common.Address) bool { return slices.Contains(entities, a) },
		}
	}
	clean := &tracer.Result{Frames: []*tracer.Frame{accountFrame(), paymasterFrame()}}
	tests := []struct {
		name     string
		res      *tracer.Result
		ents     Entities
		pool     PoolView
		wantRule string
	}{
		{"nothing waiting", clean, entities(unstaked, unstaked, true), pool(nil, nil), ""},
		{"the sender's own waiting operations", clean, entities(unstaked, unstaked, true), pool([]common.Address{sender}, nil), ""},
		{"STO-040 the paymaster is a waiting sender", clean, entities(unstaked, staked, false), pool([]common.Address{paymaster}, nil), "STO-040"},
		{"STO-040 the factory is a waiting sender", clean, entities(staked, unstaked, true), pool([]common.Address{factory}, nil), "STO-040"},
		{"STO-040 the sender is a waiting entity", clean, entities(unstaked, unstaked, false), pool(nil, []common.Address{sender}), "STO-040"},
		{"STO-041 storage associated with a waiting sender",
			&tracer.Result{Frames: []*tracer.Frame{withStorage(accountFrame(), token, reads(otherSlot))}, Preimages: []hexutil.Bytes{otherPre}},
			entities(unstaked, unstaked, false), pool([]common.Address{other}, nil), "STO-041"},
		{"STO-041 a slot that is a waiting sender's address",
			&tracer.Result{Frames: []*tracer.Frame{withStorage(paymasterFrame(), token, reads(common.BytesToHash(other.Bytes())))}},
			entities(unstaked, staked, false), pool([]common.Address{other}, nil), "STO-041"},
		{"STO-041 storage associated with the op's own sender",
			&tracer.Result{Frames: []*tracer.Frame{withStorage(accountFrame(), token, writes(senderSlot))}, Preimages: []hexutil.Bytes{senderPre}},
			entities(unstaked, unstaked, false), pool([]common.Address{sender}, nil), ""},
		{"STO-041 associated storage of an address with nothing waiting",
			&tracer.Result{Frames: []*tracer.Frame{withStorage(accountFrame(), token, reads(otherSlot))}, Preimages: []hexutil.Bytes{otherPre}},
			entities(unstaked, unstaked, false), pool(nil, nil), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vs := CheckLocal(tt.res, tt.ents, tt.pool)
			if tt.wantRule == "" {
				require.Empty(t, vs)
				return
			}
			require.Len(t, vs, 1, "got %v", vs)
			require.Contains(t, vs[0].Reason, "["+tt.wantRule+"]")
			require.Equal(t, check.BannedOpcode, vs[0].Kind)
		})
	}
}

// TestCodeHashesForCOD010: the code hashes kept for COD-010 leave out the
// EntryPoint (simulation code runs at its address) and a sender the
// operation deploys, and addresses without code.
func TestCodeHashesForCOD010(t *testing.T) {
	lib := common.HexToAddress("0x1111")
	use := func(f *tracer.Frame, a common.Address, h common.Hash) *tracer.Frame {
		if f.Code == nil {
			f.Code = map[common.Address]*tracer.CodeUse{}
		}
		f.Code[a] = &tracer.CodeUse{Size: 1, Hash: h}
		return f
	}
	res := &tracer.Result{Frames: []*tracer.Frame{
		use(use(factoryFrame(), sender, common.Hash{1}), entryPoint, common.Hash{2}),
		use(use(accountFrame(), lib, common.Hash{3}), token, common.Hash{}),
	}}
	withFactory := &userop.UserOperation{Sender: sender, Factory: &factory}
	require.Equal(t, map[common.Address]common.Hash{lib: {3}}, codeHashes(res, withFactory, entryPoint))
	existing := &userop.UserOperation{Sender: sender}
	require.Equal(t, map[common.Address]common.Hash{lib: {3}, sender: {1}}, codeHashes(res, existing, entryPoint))
}
