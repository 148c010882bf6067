package sim_test

import (
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/sim/internal/epsimgen"
	"github.com/wordproof/wordproof/relayer/userop"
)

func TestGeneratedSimulationsFresh(t *testing.T) {
	artifact, err := os.ReadFile(filepath.Join("..", "..", epsimgen.ArtifactPath))
	if errors.Is(err, os.ErrNotExist) {
		t.Skip("npm packages not installed (run scripts/bootstrap)")
	}
	require.NoError(t, err)
	want, err := epsimgen.Generate(artifact)
	require.NoError(t, err)
	got, err := os.ReadFile("epsim_gen.go")
	require.NoError(t, err)
	require.True(t, string(want) == string(got), "epsim_gen.go is stale: run go generate ./relayer/sim")
}

func TestParseValidationData(t *testing.T) {
	// validAfter 7 | validUntil 9 | aggregator 1 (signature failed)
	v := new(big.Int).Lsh(big.NewInt(7), 208)
	v.Or(v, new(big.Int).Lsh(big.NewInt(9), 160))
	v.Or(v, big.NewInt(1))
	vd := sim.ParseValidationData(v)
	require.Equal(t, sim.ValidationData{SigFailed: true, ValidAfter: 7, ValidUntil: 9}, vd)
	agg := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	vd = sim.ParseValidationData(new(big.Int).SetBytes(agg.Bytes()))
	require.Equal(t, agg, vd.Aggregator)
	require.False(t, vd.SigFailed)
}

func TestSimulateOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, err := sim.New(env.RPC, testenv.EntryPoint, 30_000_000)
	require.NoError(t, err)

	acct := env.NewAccount(t)
	// The account pays its own prefund.
	_, err = env.Send(ctx, env.Deployer, &acct.Address, nil, big.NewInt(params.Ether))
	require.NoError(t, err)
	op := acct.Op(0, testenv.Call(env.Target, testenv.OwnerCall()), true)
	acct.Sign(op)

	t.Run("hash matches the EntryPoint", func(t *testing.T) {
		ep := bindings.NewEntryPoint()
		out, err := env.Client.CallContract(ctx, callMsg(testenv.EntryPoint, ep.PackGetUserOpHash(op.Pack())), nil)
		require.NoError(t, err)
		h, err := ep.UnpackGetUserOpHash(out)
		require.NoError(t, err)
		require.Equal(t, common.Hash(h), op.Hash(testenv.EntryPoint, env.ChainID))
	})
	bundler := crypto.PubkeyToAddress(env.Keys[0].PublicKey)
	t.Run("valid operation", func(t *testing.T) {
		v, err := s.SimulateValidation(ctx, op, 0)
		require.NoError(t, err)
		require.False(t, v.Account.SigFailed)
		require.Positive(t, v.PreOpGas.Sign())
		used, err := s.SimulateHandleOps(ctx, []*userop.UserOperation{op}, bundler, 5_000_000)
		require.NoError(t, err)
		require.Greater(t, used, uint64(21_000))
		require.Less(t, used, gasLimitSum(op))
	})
	t.Run("bad signature is reported, not reverted", func(t *testing.T) {
		bad := op.Copy()
		bad.Signature = append([]byte{}, op.Signature...)
		bad.Signature[10] ^= 0xff
		v, err := s.SimulateValidation(ctx, bad, 0)
		require.NoError(t, err)
		require.True(t, v.Account.SigFailed)
		_, err = s.SimulateHandleOps(ctx, []*userop.UserOperation{bad}, bundler, 5_000_000)
		var f *sim.FailedOp
		require.ErrorAs(t, err, &f)
		require.Equal(t, "AA24", f.Code())
	})
	t.Run("bad nonce", func(t *testing.T) {
		bad := op.Copy()
		bad.Nonce = big.NewInt(5)
		acct.Sign(bad)
		_, err := s.SimulateValidation(ctx, bad, 0)
		var f *sim.FailedOp
		require.ErrorAs(t, err, &f)
		require.Equal(t, "AA25", f.Code(), f.Error())
	})
	t.Run("estimate", func(t *testing.T) {
		est, err := s.Estimate(ctx, op, sim.Limits{VerificationGasLimit: 1_000_000, CallGasLimit: 1_000_000}, 0)
		require.NoError(t, err)
		require.Greater(t, est.VerificationGasLimit, uint64(50_000))
		require.Greater(t, est.CallGasLimit, uint64(10_000))
		rev := acct.Op(0, testenv.Call(env.Target, testenv.RevertingCall()), true)
		_, err = s.Estimate(ctx, rev, sim.Limits{VerificationGasLimit: 1_000_000, CallGasLimit: 1_000_000}, 0)
		var ee *sim.ExecutionError
		require.ErrorAs(t, err, &ee)
		require.Contains(t, ee.Detail, "DictionaryRegistryUnknownLength", ee.Error())
	})
	t.Run("nonce slot", func(t *testing.T) {
		// Mine the op, then the slot must hold sequence 1.
		_, err := env.Send(ctx, env.Keys[0], ptr(testenv.EntryPoint), bindings.NewEntryPoint().PackHandleOps([]bindings.PackedUserOperation{op.Pack()}, bundler), nil)
		require.NoError(t, err)
		got, err := env.Client.StorageAt(ctx, testenv.EntryPoint, sim.NonceSlot(acct.Address, new(big.Int)), nil)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(1), new(big.Int).SetBytes(got))
		n, err := s.Nonce(ctx, acct.Address, new(big.Int))
		require.NoError(t, err)
		require.Equal(t, big.NewInt(1), n)
		// Queued behind one pending op: nonce 2 validates with the override.
		next := acct.Op(2, testenv.Call(env.Target, testenv.OwnerCall()), false)
		acct.Sign(next)
		_, err = s.SimulateValidation(ctx, next, 1)
		require.NoError(t, err)
	})
}

func ptr[T any](v T) *T { return &v }

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}

// gasLimitSum is what a bundle of op would reserve without an estimate.
func gasLimitSum(op *userop.UserOperation) uint64 {
	return op.GasLimitSum().Uint64() + 21_000
}

// TestCodeHashes reads code hashes in one eth_call: a contract's is the hash
// of its runtime code, an empty address's is zero.
func TestCodeHashes(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	s, err := sim.New(env.RPC, testenv.EntryPoint, 30_000_000)
	require.NoError(t, err)
	runtime := common.FromHex("6000545000")
	a := env.DeployRuntime(t, runtime)
	b := env.DeployRuntime(t, common.FromHex("00"))
	empty := common.HexToAddress("0x00000000000000000000000000000000000bad01")
	got, err := s.CodeHashes(context.Background(), []common.Address{a, empty, b, testenv.EntryPoint})
	require.NoError(t, err)
	code, err := env.Client.CodeAt(context.Background(), testenv.EntryPoint, nil)
	require.NoError(t, err)
	require.Equal(t, []common.Hash{crypto.Keccak256Hash(runtime), {}, crypto.Keccak256Hash([]byte{0}), crypto.Keccak256Hash(code)}, got)
}
