package audit

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
)

var (
	testGame   = common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	testPlayer = common.HexToAddress("0x0000000000000000000000000000000000000b0b")
	testOther  = common.HexToAddress("0x0000000000000000000000000000000000000c0c")
)

func testJoin(gameID int64, c0, c1 int64) ([]byte, [2]*big.Int, [8]*big.Int) {
	commitments := [2]*big.Int{big.NewInt(c0), big.NewInt(c1)}
	var proof bindings.IWorthOfWordsProof
	for i := range proof.Words {
		proof.Words[i] = big.NewInt(int64(100 + i))
	}
	return bindings.NewWorthOfWords().PackJoin(big.NewInt(gameID), commitments, proof, nil), commitments, proof.Words
}

func bundle(ops ...bindings.PackedUserOperation) *types.Transaction {
	data := bindings.NewEntryPoint().PackHandleOps(ops, testOther)
	ep := common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")
	return types.NewTx(&types.DynamicFeeTx{To: &ep, Data: data, Gas: 1})
}

func userOp(sender common.Address, callData []byte) bindings.PackedUserOperation {
	return bindings.PackedUserOperation{Sender: sender, Nonce: big.NewInt(0), CallData: callData, PreVerificationGas: big.NewInt(0)}
}

func TestFindJoin(t *testing.T) {
	x, err := loadABIs()
	require.NoError(t, err)
	acc := account.NewWordproofAccount()
	join, commitments, proof := testJoin(3, 11, 12)
	otherGame, _, _ := testJoin(4, 11, 12)
	otherCommitments, _, _ := testJoin(3, 11, 13)

	tests := []struct {
		name   string
		sender common.Address
		tx     *types.Transaction
		found  bool
	}{
		{"direct call", testPlayer, types.NewTx(&types.DynamicFeeTx{To: &testGame, Data: join}), true},
		{"direct call by someone else", testOther, types.NewTx(&types.DynamicFeeTx{To: &testGame, Data: join}), false},
		{"direct call to another contract", testPlayer, types.NewTx(&types.DynamicFeeTx{To: &testOther, Data: join}), false},
		{"contract creation", testPlayer, types.NewTx(&types.DynamicFeeTx{Data: join}), false},
		{"another game", testPlayer, types.NewTx(&types.DynamicFeeTx{To: &testGame, Data: otherGame}), false},
		{"other commitments", testPlayer, types.NewTx(&types.DynamicFeeTx{To: &testGame, Data: otherCommitments}), false},
		{"handleOps execute", testOther, bundle(
			userOp(testOther, acc.PackExecute(testGame, big.NewInt(1), otherGame)),
			userOp(testPlayer, acc.PackExecute(testGame, big.NewInt(1), join)),
		), true},
		{"handleOps executeBatch", testOther, bundle(
			userOp(testPlayer, acc.PackExecuteBatch([]account.BaseAccountCall{
				{Target: testOther, Value: big.NewInt(0), Data: []byte{1, 2, 3}},
				{Target: testGame, Value: big.NewInt(1), Data: join},
			})),
		), true},
		{"handleOps by another account", testOther, bundle(userOp(testOther, acc.PackExecute(testGame, big.NewInt(1), join))), false},
		{"handleOps to another contract", testOther, bundle(userOp(testPlayer, acc.PackExecute(testOther, big.NewInt(1), join))), false},
		{"truncated bundle", testOther, types.NewTx(&types.DynamicFeeTx{To: &testOther, Data: bundle(userOp(testPlayer, acc.PackExecute(testGame, big.NewInt(1), join))).Data()[:100]}), false},
		{"empty calldata", testPlayer, types.NewTx(&types.DynamicFeeTx{To: &testGame}), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, ok := x.findJoin(tt.sender, tt.tx, testGame, testPlayer, big.NewInt(3), commitments)
			require.Equal(t, tt.found, ok)
			if ok {
				require.Equal(t, proof, j.proof)
				require.Equal(t, int64(3), j.gameID.Int64())
			}
		})
	}
}

// FuzzFindJoin feeds arbitrary calldata to the join locator, directly and
// inside a user operation: it must never panic.
func FuzzFindJoin(f *testing.F) {
	join, _, _ := testJoin(1, 2, 3)
	acc := account.NewWordproofAccount()
	f.Add(join)
	f.Add(acc.PackExecute(testGame, big.NewInt(0), join))
	f.Add(bundle(userOp(testPlayer, acc.PackExecute(testGame, big.NewInt(0), join))).Data())
	f.Add([]byte{})
	f.Add(join[:40])
	x, err := loadABIs()
	require.NoError(f, err)
	commitments := [2]*big.Int{big.NewInt(2), big.NewInt(3)}
	f.Fuzz(func(t *testing.T, data []byte) {
		x.findJoin(testPlayer, types.NewTx(&types.DynamicFeeTx{To: &testGame, Data: data}), testGame, testPlayer, big.NewInt(1), commitments)
		x.findJoin(testOther, bundle(userOp(testPlayer, data)), testGame, testPlayer, big.NewInt(1), commitments)
	})
}

func TestPushImmediates(t *testing.T) {
	// PUSH1 0x2a, PUSH2 0x00ff, JUMPDEST, PUSH32 of 0x01..0x20, a PUSH2 cut short.
	code := []byte{0x60, 0x2a, 0x61, 0x00, 0xff, 0x5b, 0x7f}
	var word [32]byte
	for i := range word {
		word[i] = byte(i + 1)
	}
	code = append(code, word[:]...)
	code = append(code, 0x61, 0x07)
	got := pushImmediates(code)
	require.True(t, got["2a"])
	require.True(t, got["ff"])
	require.True(t, got[new(big.Int).SetBytes(word[:]).Text(16)])
	require.True(t, got["7"])
	require.False(t, got["5b"], "a JUMPDEST is not an immediate")
	require.Len(t, got, 4)
}
