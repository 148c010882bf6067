package tracer_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/erc7562/tracer"
)

// TestFromGeth converts a go-ethereum erc7562Tracer result: the phase folds
// its subtree, a DELEGATECALL's storage is its caller's, preimages other
// than 64 bytes are dropped.
func TestFromGeth(t *testing.T) {
	raw := `{
	  "type": "CALL", "from": "0x00000000000000000000000000000000000000aa", "to": "0x0000000000000000000000000000000000001000",
	  "input": "0x", "output": "0x1234", "usedOpcodes": {"0x43": 1},
	  "keccak": ["0x01", "0x000000000000000000000000000000000000000000000000000000000000abcd0000000000000000000000000000000000000000000000000000000000000003"],
	  "calls": [{
	    "type": "CALL", "from": "0x0000000000000000000000000000000000001000", "to": "0x0000000000000000000000000000000000002000",
	    "input": "0x19822f7c00", "usedOpcodes": {"0x42": 1, "0x5a": 2},
	    "accessedSlots": {"reads": {"0x0000000000000000000000000000000000000000000000000000000000000005": ["0x00"]}, "writes": {}, "transientReads": {}, "transientWrites": {}},
	    "contractSize": {"0x0000000000000000000000000000000000005000": {"contractSize": 0, "opcode": 59}},
	    "calls": [{
	      "type": "DELEGATECALL", "from": "0x0000000000000000000000000000000000002000", "to": "0x0000000000000000000000000000000000003000",
	      "input": "0xabcdef01", "usedOpcodes": {"0x54": 1},
	      "accessedSlots": {"reads": {}, "writes": {"0x0000000000000000000000000000000000000000000000000000000000000007": 1}, "transientReads": {}, "transientWrites": {}},
	      "outOfGas": true
	    }]
	  }]
	}`
	res, err := tracer.FromGeth([]byte(raw))
	require.NoError(t, err)
	require.Equal(t, []byte{0x12, 0x34}, []byte(res.Output))
	require.Len(t, res.Preimages, 1)
	require.Len(t, res.Frames, 1, "one frame per call of the top frame")
	f := res.Frames[0]
	entity := common.HexToAddress("0x2000")
	require.Equal(t, entity, f.To)
	require.Equal(t, []byte{0x19, 0x82, 0x2f, 0x7c}, []byte(f.Selector))
	require.Equal(t, map[string]uint{"TIMESTAMP": 1, "GAS": 2, "SLOAD": 1}, f.Opcodes, "the subtree's opcodes, not the top frame's NUMBER")
	require.Equal(t, []common.Hash{common.BytesToHash([]byte{5})}, f.Storage[entity].Reads)
	require.Equal(t, []common.Hash{common.BytesToHash([]byte{7})}, f.Storage[entity].Writes, "a DELEGATECALL writes its caller's storage")
	require.Nil(t, f.Storage[common.HexToAddress("0x3000")])
	require.Equal(t, &tracer.CodeUse{Size: 0, Opcodes: []string{"EXTCODESIZE"}}, f.Code[common.HexToAddress("0x5000")])
	require.Equal(t, []tracer.Call{{Type: "DELEGATECALL", From: entity, To: common.HexToAddress("0x3000"), Selector: []byte{0xab, 0xcd, 0xef, 0x01}}}, f.Calls)
	require.True(t, f.OutOfGas)

	_, err = tracer.FromGeth([]byte(`{"calls":[{"usedOpcodes":{"zz":1}}]}`))
	require.Error(t, err)
}
