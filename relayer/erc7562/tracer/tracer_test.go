package tracer_test

import (
	"encoding/hex"
	"encoding/json"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/ethereum/go-ethereum/triedb"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/erc7562/tracer"
)

var (
	top    = common.HexToAddress("0x1000") // stands for the EntryPoint
	entity = common.HexToAddress("0x2000")
	callee = common.HexToAddress("0x3000")
	looper = common.HexToAddress("0x4000")
	empty  = common.HexToAddress("0x5000")
	key    = common.HexToAddress("0xabcdef")
)

func addr(a common.Address) string { return "73" + hex.EncodeToString(a.Bytes()) }

// call is CALL(gas, to, 0, 0, 0, 0, 0) with gas from GAS or a PUSH2.
func call(to common.Address, gas string) string {
	return "60006000600060006000" + addr(to) + gas + "f150"
}

// TestTracerRecordsPhases runs the tracer on a bare EVM: a top contract
// calls an entity (which uses banned and recorded opcodes) and a contract
// that runs out of gas.
func TestTracerRecordsPhases(t *testing.T) {
	code := map[common.Address]string{
		top: call(entity, "5a") + call(looper, "612710") + "00",
		entity: "4250" + // TIMESTAMP POP
			call(callee, "5a") + // GAS right before CALL: allowed
			"5a50" + // a lone GAS
			"60055450" + // SLOAD 5
			"6001600755" + // SSTORE 7
			addr(key) + "600052" + "6003602052" + "6040600020" + "50" + // KECCAK256(key ‖ 3)
			addr(empty) + "3b50" + // EXTCODESIZE of an address without code
			"00",
		callee: "6000545000", // SLOAD 0
		looper: "5b60005600", // loops until out of gas
	}
	sdb, err := state.New(types.EmptyRootHash, state.NewDatabase(triedb.NewDatabase(rawdb.NewMemoryDatabase(), nil), nil))
	require.NoError(t, err)
	for a, c := range code {
		sdb.SetCode(a, common.FromHex(c), tracing.CodeChangeUnspecified)
	}
	tr, err := tracers.DefaultDirectory.New(tracer.Name, &tracers.Context{}, nil, nil)
	require.NoError(t, err)
	cfg := &runtime.Config{State: sdb, GasLimit: 1_000_000}
	cfg.EVMConfig.Tracer = tr.Hooks
	_, _, err = runtime.Call(top, nil, cfg)
	require.NoError(t, err)
	raw, err := tr.GetResult()
	require.NoError(t, err)
	var res tracer.Result
	require.NoError(t, json.Unmarshal(raw, &res))

	require.Empty(t, res.Error)
	require.Len(t, res.Frames, 2, "one frame per call of the top contract")
	f := res.Frames[0]
	require.Equal(t, entity, f.To)
	require.Equal(t, uint(1), f.Opcodes["TIMESTAMP"])
	require.Equal(t, uint(1), f.Opcodes["GAS"], "only the GAS not followed by CALL")
	require.Equal(t, uint(2), f.Opcodes["SLOAD"], "the entity's and the callee's")
	require.Equal(t, []common.Hash{common.BytesToHash([]byte{5})}, f.Storage[entity].Reads)
	require.Equal(t, []common.Hash{common.BytesToHash([]byte{7})}, f.Storage[entity].Writes)
	require.Equal(t, []common.Hash{{}}, f.Storage[callee].Reads)
	require.Equal(t, 0, f.Code[empty].Size)
	require.Equal(t, []string{"EXTCODESIZE"}, f.Code[empty].Opcodes)
	require.Positive(t, f.Code[callee].Size)
	require.Equal(t, crypto.Keccak256Hash(common.FromHex(code[callee])), f.Code[callee].Hash, "code hash for COD-010")
	require.Equal(t, common.Hash{}, f.Code[empty].Hash)
	require.Len(t, f.Calls, 1)
	require.Equal(t, tracer.Call{Type: "CALL", From: entity, To: callee}, f.Calls[0])
	require.False(t, f.OutOfGas)
	want := append(common.LeftPadBytes(key.Bytes(), 32), common.LeftPadBytes([]byte{3}, 32)...)
	require.Len(t, res.Preimages, 1)
	require.Equal(t, want, []byte(res.Preimages[0]))

	require.Equal(t, looper, res.Frames[1].To)
	require.True(t, res.Frames[1].OutOfGas)
	require.NotEmpty(t, res.Frames[1].Error)
	require.Empty(t, res.Frames[1].Opcodes["GAS"], "the top contract's own opcodes are not recorded")
}
