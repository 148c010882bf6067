package userop_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/relayer/userop"
)

func sample() *userop.UserOperation {
	f, pm := common.HexToAddress("0xf0"), common.HexToAddress("0xba")
	return &userop.UserOperation{
		Sender: common.HexToAddress("0x1234"), Nonce: new(big.Int).Lsh(big.NewInt(3), 64),
		Factory: &f, FactoryData: []byte{1, 2, 3}, CallData: []byte{0xb6, 0x1d, 0x27, 0xf6},
		CallGasLimit: big.NewInt(100_000), VerificationGasLimit: big.NewInt(200_000), PreVerificationGas: big.NewInt(50_000),
		MaxFeePerGas: big.NewInt(2e9), MaxPriorityFeePerGas: big.NewInt(1e9),
		Paymaster: &pm, PaymasterVerificationGasLimit: big.NewInt(60_000), PaymasterPostOpGasLimit: big.NewInt(0),
		PaymasterData: []byte{9, 9}, Signature: make([]byte, 65),
	}
}

func TestJSONRoundTrip(t *testing.T) {
	op := sample()
	enc, err := json.Marshal(op)
	require.NoError(t, err)
	var back userop.UserOperation
	require.NoError(t, json.Unmarshal(enc, &back))
	require.Equal(t, op.Hash(common.Address{1}, big.NewInt(1)), back.Hash(common.Address{1}, big.NewInt(1)))
	require.Equal(t, uint64(3), back.NonceKey().Uint64())
	require.Equal(t, uint64(0), back.NonceSeq())
}

func TestUnmarshalErrors(t *testing.T) {
	tests := []struct{ name, json string }{
		{"missing sender", `{"nonce":"0x0"}`},
		{"bad hex", `{"sender":"0x12","nonce":"0x0"}`},
		{"gas above 128 bits", `{"sender":"0x0000000000000000000000000000000000000001","nonce":"0x0","callData":"0x","callGasLimit":"0x100000000000000000000000000000000","verificationGasLimit":"0x1","preVerificationGas":"0x1","maxFeePerGas":"0x1","maxPriorityFeePerGas":"0x1","signature":"0x"}`},
		{"factoryData without factory", `{"sender":"0x0000000000000000000000000000000000000001","nonce":"0x0","callData":"0x","callGasLimit":"0x1","verificationGasLimit":"0x1","preVerificationGas":"0x1","maxFeePerGas":"0x1","maxPriorityFeePerGas":"0x1","signature":"0x","factoryData":"0x01"}`},
		{"eip7702", `{"sender":"0x0000000000000000000000000000000000000001","nonce":"0x0","callData":"0x","callGasLimit":"0x1","verificationGasLimit":"0x1","preVerificationGas":"0x1","maxFeePerGas":"0x1","maxPriorityFeePerGas":"0x1","signature":"0x","eip7702Auth":{}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var op userop.UserOperation
			err := json.Unmarshal([]byte(tt.json), &op)
			require.Error(t, err)
			require.True(t, errors.Is(err, userop.ErrInvalidField), "got %v", err)
		})
	}
}

func TestEncodedSizeMatchesABI(t *testing.T) {
	for _, op := range []*userop.UserOperation{sample(), {Sender: common.Address{1}, Nonce: big.NewInt(0), CallGasLimit: big.NewInt(0), VerificationGasLimit: big.NewInt(0), PreVerificationGas: big.NewInt(0), MaxFeePerGas: big.NewInt(0), MaxPriorityFeePerGas: big.NewInt(0)}} {
		one, err := bindings.NewEntryPoint().TryPackHandleOps([]bindings.PackedUserOperation{op.Pack()}, common.Address{})
		require.NoError(t, err)
		two, err := bindings.NewEntryPoint().TryPackHandleOps([]bindings.PackedUserOperation{op.Pack(), op.Pack()}, common.Address{})
		require.NoError(t, err)
		require.Equal(t, len(two)-len(one), op.EncodedSize())
	}
}

func TestPreVerificationGasCoversFinalBytes(t *testing.T) {
	stub := sample()
	for i := range stub.Signature {
		stub.Signature[i] = 0xff
	}
	final := sample() // zero signature bytes: cheaper calldata
	require.Equal(t, userop.PreVerificationGas(stub), userop.PreVerificationGas(final), "signature bytes count as final")
	longer := sample()
	longer.CallData = append(longer.CallData, make([]byte, 100)...)
	require.Greater(t, userop.PreVerificationGas(longer), userop.PreVerificationGas(stub))
}

// FuzzUnmarshal: arbitrary JSON never panics, and what decodes re-encodes to
// an operation with the same hash.
func FuzzUnmarshal(f *testing.F) {
	enc, _ := json.Marshal(sample())
	f.Add(enc)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"sender":"0x0000000000000000000000000000000000000001","nonce":"0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, partial := range []bool{false, true} {
			var op *userop.UserOperation
			if partial {
				var err error
				if op, err = userop.UnmarshalPartial(data); err != nil {
					continue
				}
			} else {
				op = new(userop.UserOperation)
				if json.Unmarshal(data, op) != nil {
					continue
				}
			}
			enc, err := json.Marshal(op)
			if err != nil {
				t.Fatalf("re-encode: %v", err)
			}
			var back userop.UserOperation
			if err := json.Unmarshal(enc, &back); err != nil {
				t.Fatalf("decode re-encoded %s: %v", enc, err)
			}
			if back.Hash(common.Address{}, big.NewInt(1)) != op.Hash(common.Address{}, big.NewInt(1)) {
				t.Fatalf("hash changed through JSON: %s", enc)
			}
			_ = userop.PreVerificationGas(op)
			_ = op.EncodedSize()
		}
	})
}
