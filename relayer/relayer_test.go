package relayer_test

import (
	"context"
	"log/slog"
	"math/big"
	"os"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/userop"
)

// stubSig is a 65-byte signature that recovers to no one.
var stubSig = append(append(common.FromHex("0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"),
	common.FromHex("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")...), 0x1c)

func testPolicy(env *testenv.Env) *sponsor.Policy {
	p := &sponsor.Policy{
		Paymaster: env.Paymaster.Hex(),
		Targets:   []string{env.Target.Hex()},
		Factories: []string{env.Factory.Hex()},
		GasCaps: sponsor.GasCaps{
			VerificationGasLimit:          uint64(testenv.Caps.VerificationGasLimit),
			CallGasLimit:                  uint64(testenv.Caps.CallGasLimit),
			PaymasterVerificationGasLimit: uint64(testenv.Caps.PaymasterVerificationGasLimit),
			PaymasterPostOpGasLimit:       uint64(testenv.Caps.PaymasterPostOpGasLimit),
			PreVerificationGas:            uint64(testenv.Caps.PreVerificationGas),
		},
		PerSender: sponsor.SenderLimits{Ops: 3},
	}
	p.GasCaps.MaxFeePerGas.Set(testenv.Caps.MaxFeePerGas)
	p.GasCaps.MaxPriorityFeePerGas.Set(testenv.Caps.MaxPriorityFeePerGas)
	return p
}

func startRelayer(t testing.TB, env *testenv.Env, mutate func(*relayer.Config)) (*relayer.Relayer, *bundlerrpc.Client) {
	t.Helper()
	cfg := relayer.Config{
		RPCURL: env.URL, Keys: env.Keys[:1], SponsorKey: env.SponsorKey, Policy: testPolicy(env),
		Addr: "127.0.0.1:0",
	}
	cfg.Mempool = relayer.DefaultConfig.Mempool
	cfg.Bundler = relayer.DefaultConfig.Bundler
	cfg.Bundler.Interval = 200 * time.Millisecond
	cfg.Bundler.PollInterval = 50 * time.Millisecond
	if os.Getenv("WORDPROOF_TEST_LOG") != "" {
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	if mutate != nil {
		mutate(&cfg)
	}
	r, err := relayer.New(cfg)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	require.NoError(t, r.Start(ctx))
	t.Cleanup(func() { _ = r.Stop() })
	c, err := bundlerrpc.Dial(ctx, r.URL())
	require.NoError(t, err)
	t.Cleanup(c.Close)
	return r, c
}

// sponsoredOp builds, sponsors (ERC-7677 flow) and signs an operation of acct.
func sponsoredOp(t testing.TB, ctx context.Context, c *bundlerrpc.Client, acct *testenv.Account, nonce uint64, target common.Address, deploy bool) *userop.UserOperation {
	t.Helper()
	op := acct.Op(nonce, testenv.Call(target, testenv.OwnerCall()), deploy)
	require.NoError(t, c.Sponsor(ctx, op, func(op *userop.UserOperation) { op.Signature = stubSig }))
	acct.Sign(op)
	return op
}

func requireCode(t *testing.T, err error, code int, contains string) {
	t.Helper()
	require.Error(t, err)
	require.Equal(t, code, bundlerrpc.Code(err), "error: %v", err)
	require.Contains(t, err.Error(), contains)
}

func TestRelayerOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	r, c := startRelayer(t, env, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()

	t.Run("chain id and entry points", func(t *testing.T) {
		require.Equal(t, env.ChainID, c.ChainID)
		require.Equal(t, testenv.EntryPoint, c.EntryPoint)
	})

	t.Run("sponsored operation with account deployment is mined", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
		hash, err := c.Send(ctx, op)
		require.NoError(t, err)
		require.Equal(t, op.Hash(testenv.EntryPoint, env.ChainID), hash)
		rc, err := c.WaitReceipt(ctx, hash, 20*time.Millisecond)
		require.NoError(t, err)
		require.True(t, rc.Success)
		require.Equal(t, env.Paymaster, rc.Paymaster)
		require.Equal(t, acct.Address, rc.Sender)
		require.Positive(t, rc.ActualGasCost.ToInt().Sign())
		require.NotNil(t, rc.Receipt)
		require.True(t, acct.Deployed(ctx))
		var byHash map[string]any
		require.NoError(t, c.Call(ctx, &byHash, "eth_getUserOperationByHash", hash))
		require.Equal(t, rc.Receipt.TxHash.Hex(), byHash["transactionHash"])

		// The next move of the same account, without initCode.
		op2 := sponsoredOp(t, ctx, c, acct, 1, env.Target, false)
		h2, err := c.Send(ctx, op2)
		require.NoError(t, err)
		rc2, err := c.WaitReceipt(ctx, h2, 20*time.Millisecond)
		require.NoError(t, err)
		require.True(t, rc2.Success)
	})

	t.Run("unsponsored operation paying for itself is mined", func(t *testing.T) {
		acct := env.NewAccount(t)
		_, err := env.Send(ctx, env.Deployer, &acct.Address, nil, big.NewInt(params.Ether))
		require.NoError(t, err)
		op := acct.Op(0, testenv.Call(env.Other, testenv.OwnerCall()), true)
		op.Signature = stubSig
		op.PreVerificationGas = new(big.Int).SetUint64(userop.PreVerificationGas(op))
		acct.Sign(op)
		hash, err := c.Send(ctx, op)
		require.NoError(t, err)
		rc, err := c.WaitReceipt(ctx, hash, 20*time.Millisecond)
		require.NoError(t, err)
		require.True(t, rc.Success)
		require.Equal(t, common.Address{}, rc.Paymaster)
	})

	t.Run("bad signature", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
		op.Signature[5] ^= 0x55
		_, err := c.Send(ctx, op)
		requireCode(t, err, check.CodeInvalidSignature, "AA24")
	})

	t.Run("bad paymaster signature", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
		op.PaymasterData[20] ^= 0x55
		acct.Sign(op)
		_, err := c.Send(ctx, op)
		requireCode(t, err, check.CodeInvalidSignature, "AA34")
	})

	t.Run("bad nonce", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := acct.Op(7, testenv.Call(env.Target, testenv.OwnerCall()), true)
		op.Signature = stubSig
		stub, err := c.StubData(ctx, op)
		require.NoError(t, err)
		stub.Apply(op)
		op.PreVerificationGas = new(big.Int).SetUint64(userop.PreVerificationGas(op))
		final, err := c.PaymasterData(ctx, op)
		require.NoError(t, err)
		final.Apply(op)
		acct.Sign(op)
		_, err = c.Send(ctx, op)
		requireCode(t, err, check.CodeSimulationRejected, "AA25 invalid account nonce")
	})

	t.Run("call outside the policy", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := acct.Op(0, testenv.Call(env.Other, testenv.OwnerCall()), true)
		op.Signature = stubSig
		_, err := c.StubData(ctx, op)
		requireCode(t, err, check.CodePaymasterRejected, "not a sponsored game contract")
		// A sponsorship forged for another target is refused on submission too.
		pm := env.Paymaster
		op.Paymaster, op.PaymasterVerificationGasLimit = &pm, big.NewInt(60_000)
		op.PaymasterData = make([]byte, sponsor.DataLength)
		op.PaymasterData[5] = 0xff
		op.PreVerificationGas = new(big.Int).SetUint64(userop.PreVerificationGas(op))
		acct.Sign(op)
		_, err = c.Send(ctx, op)
		requireCode(t, err, check.CodePaymasterRejected, env.Other.Hex())
	})

	t.Run("gas fields over the caps", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
		op.CallGasLimit = big.NewInt(int64(testenv.Caps.CallGasLimit) + 1)
		_, err := c.PaymasterData(ctx, op)
		requireCode(t, err, check.CodeInvalidParams, "callGasLimit")
		var e *bundlerrpc.Error
		require.ErrorAs(t, err, &e)
		require.Contains(t, e.Message, "500001")
		require.Contains(t, e.Message, "limit 500000")

		op.VerificationGasLimit = big.NewInt(50_000_000)
		acct.Sign(op)
		_, err = c.Send(ctx, op)
		requireCode(t, err, check.CodeInvalidParams, "verificationGasLimit 50000000, limit 2000000")
	})

	t.Run("sponsor rate limit", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := acct.Op(0, testenv.Call(env.Target, testenv.OwnerCall()), true)
		require.NoError(t, c.Sponsor(ctx, op, func(op *userop.UserOperation) { op.Signature = stubSig }))
		for range 2 { // three sponsorships in all are allowed
			_, err := c.PaymasterData(ctx, op)
			require.NoError(t, err)
		}
		_, err := c.PaymasterData(ctx, op)
		requireCode(t, err, check.CodeThrottled, "rate limit")
	})

	t.Run("execution revert in estimation", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := acct.Op(0, testenv.Call(env.Target, testenv.RevertingCall()), true)
		op.Signature = stubSig
		stub, err := c.StubData(ctx, op)
		require.NoError(t, err)
		stub.Apply(op)
		_, err = c.Estimate(ctx, op)
		requireCode(t, err, check.CodeExecutionReverted, "DictionaryRegistryUnknownLength")
	})

	t.Run("JSON-RPC level errors", func(t *testing.T) {
		var out any
		requireCode(t, c.Call(ctx, &out, "eth_noSuchMethod"), check.CodeMethodNotFound, "does not exist")
		acct := env.NewAccount(t)
		op := acct.Op(0, nil, true)
		op.Signature = stubSig
		requireCode(t, c.Call(ctx, &out, "eth_sendUserOperation", op, common.HexToAddress("0x1234")), check.CodeInvalidParams, "unsupported entry point")
		requireCode(t, c.Call(ctx, &out, "eth_sendUserOperation", map[string]any{"sender": "0x12"}, testenv.EntryPoint), check.CodeInvalidParams, "")
	})

	t.Run("metrics and health", func(t *testing.T) {
		got := r.Metrics()
		require.NotNil(t, got)
		body := httpGet(t, r.URL()+"metrics")
		require.Contains(t, body, "relayer_mempool_accepted")
		require.Contains(t, body, `relayer_mempool_rejected{reason="invalid_signature"}`)
		require.Contains(t, body, "relayer_sponsor_deposit_wei")
		require.Contains(t, httpGet(t, r.URL()+"health"), `"status":"ok"`)
	})
}

// TestDroppedOpVisible: an operation that leaves the pool without being
// included (here: replaced by a fee bump before it was bundled) still
// answers eth_getUserOperationByHash, with status dropped and the reason.
func TestDroppedOpVisible(t *testing.T) {
	env := testenv.Devnet(t)
	_, c := startRelayer(t, env, func(cfg *relayer.Config) {
		cfg.Bundler.Interval = time.Hour // nothing is bundled during the test
	})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	acct := env.NewAccount(t)
	_, err := env.Send(ctx, env.Deployer, &acct.Address, nil, big.NewInt(params.Ether))
	require.NoError(t, err)
	op := acct.Op(0, testenv.Call(env.Other, testenv.OwnerCall()), true)
	op.Signature = stubSig
	op.PreVerificationGas = new(big.Int).SetUint64(userop.PreVerificationGas(op))
	acct.Sign(op)
	first, err := c.Send(ctx, op)
	require.NoError(t, err)

	bump := op.Copy()
	bump.MaxFeePerGas = new(big.Int).Mul(op.MaxFeePerGas, big.NewInt(2))
	bump.MaxPriorityFeePerGas = new(big.Int).Mul(op.MaxPriorityFeePerGas, big.NewInt(2))
	acct.Sign(bump)
	second, err := c.Send(ctx, bump)
	require.NoError(t, err)

	var byHash struct {
		Status          string       `json:"status"`
		Reason          string       `json:"reason"`
		TransactionHash *common.Hash `json:"transactionHash"`
	}
	require.NoError(t, c.Call(ctx, &byHash, "eth_getUserOperationByHash", first))
	require.Equal(t, "dropped", byHash.Status)
	require.Equal(t, "replaced by "+second.Hex(), byHash.Reason)
	require.Nil(t, byHash.TransactionHash)
	require.NoError(t, c.Call(ctx, &byHash, "eth_getUserOperationByHash", second))
	require.Equal(t, "pending", byHash.Status)
}
