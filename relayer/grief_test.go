package relayer_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/userop"
)

// TestSponsorGriefRevertThrottlesSender: two sponsored operations of one
// sender whose call reverts are mined; the relayer sees them in the
// EntryPoint's logs and refuses the sender any further sponsorship during the
// cool-down, also after a restart on the same data directory.
func TestSponsorGriefRevertThrottlesSender(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	dir := t.TempDir()
	withDir := func(cfg *relayer.Config) { cfg.DataDir = dir }
	r, c := startRelayer(t, env, withDir)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()

	// Two moves in a row whose call reverts (one alone is forgiven as a lost
	// race). Estimation would refuse them, so the gas fields are set by hand
	// (within the caps) before the sponsor signs.
	acct := env.NewAccount(t)
	for nonce := range uint64(2) {
		op := acct.Op(nonce, testenv.Call(env.Target, testenv.RevertingCall()), nonce == 0)
		op.Signature = stubSig
		stub, err := c.StubData(ctx, op)
		require.NoError(t, err, "move %d", nonce)
		stub.Apply(op)
		op.PreVerificationGas.SetUint64(userop.PreVerificationGas(op))
		final, err := c.PaymasterData(ctx, op)
		require.NoError(t, err, "move %d", nonce)
		final.Apply(op)
		acct.Sign(op)
		hash, err := c.Send(ctx, op)
		require.NoError(t, err)
		rc, err := c.WaitReceipt(ctx, hash, 20*time.Millisecond)
		require.NoError(t, err)
		require.False(t, rc.Success, "the call reverted")
		require.Positive(t, rc.ActualGasCost.ToInt().Sign(), "and the sponsor paid for it")
	}

	next := acct.Op(2, testenv.Call(env.Target, testenv.OwnerCall()), false)
	next.Signature = stubSig
	throttled := func(c *bundlerrpc.Client) error {
		_, err := c.StubData(ctx, next)
		return err
	}
	require.Eventually(t, func() bool { return bundlerrpc.Code(throttled(c)) == check.CodeThrottled }, 20*time.Second, 100*time.Millisecond,
		"the sender is throttled once the revert is mined")
	requireCode(t, throttled(c), check.CodeThrottled, "cool-down")
	require.Contains(t, httpGet(t, r.URL()+"metrics"), "relayer_sponsor_reverted 2")

	// Another account is still sponsored.
	other := env.NewAccount(t)
	sponsoredOp(t, ctx, c, other, 0, env.Target, true)

	require.NoError(t, r.Stop())
	_, c = startRelayer(t, env, withDir)
	requireCode(t, throttled(c), check.CodeThrottled, "cool-down")
}

// TestSponsorGriefAttackThroughAnotherBundler reproduces the reviewed attack
// on the devnet with the default caps on chain: the attacker gets the
// relayer's signature for a move whose call reverts, every gas field at its
// cap and the tip at its cap, and submits it through its own handleOps as
// the beneficiary. The sponsor loses less than one move's gas at the base
// fee plus the capped tip. A tip equal to the fee cap is refused outright.
func TestSponsorGriefAttackThroughAnotherBundler(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	caps := sponsor.DefaultGasCaps()
	pm := paymaster.NewSponsorPaymaster()
	_, err := env.Send(ctx, env.Deployer, &env.Paymaster, pm.PackSetGasLimits(paymaster.ISponsorPaymasterGasLimits{
		VerificationGasLimit: uint32(caps.VerificationGasLimit), CallGasLimit: uint32(caps.CallGasLimit),
		PaymasterVerificationGasLimit: uint32(caps.PaymasterVerificationGasLimit), PaymasterPostOpGasLimit: uint32(caps.PaymasterPostOpGasLimit),
		PreVerificationGas: uint32(caps.PreVerificationGas), MaxFeePerGas: &caps.MaxFeePerGas.Int, MaxPriorityFeePerGas: &caps.MaxPriorityFeePerGas.Int,
	}), nil)
	require.NoError(t, err)
	_, c := startRelayer(t, env, func(cfg *relayer.Config) {
		cfg.Policy.GasCaps = sponsor.DefaultGasCaps()
		// At the 1000 gwei fee cap one such operation counts 1.73 ETH, above
		// the default per-sender and per-owner spend: lift them, so that only
		// the caps are tested.
		cfg.Policy.PerSender.Spend.SetUint64(10 * params.Ether)
		cfg.Policy.PerOwner.Spend.SetUint64(10 * params.Ether)
	})

	// The attacker's account, created by a first, honest move.
	acct := env.NewAccount(t)
	first := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
	h, err := c.Send(ctx, first)
	require.NoError(t, err)
	_, err = c.WaitReceipt(ctx, h, 20*time.Millisecond)
	require.NoError(t, err)

	attack := func(tip *big.Int) (*userop.UserOperation, error) {
		op := acct.Op(1, testenv.Call(env.Target, testenv.RevertingCall()), false)
		op.VerificationGasLimit.SetUint64(caps.VerificationGasLimit)
		op.CallGasLimit.SetUint64(caps.CallGasLimit)
		op.PreVerificationGas.SetUint64(caps.PreVerificationGas)
		op.MaxFeePerGas.Set(&caps.MaxFeePerGas.Int)
		op.MaxPriorityFeePerGas.Set(tip)
		op.Signature = stubSig
		pmAddr := env.Paymaster
		op.Paymaster = &pmAddr
		op.PaymasterVerificationGasLimit.SetUint64(caps.PaymasterVerificationGasLimit)
		final, err := c.PaymasterData(ctx, op)
		if err != nil {
			return nil, err
		}
		final.Apply(op)
		acct.Sign(op)
		return op, nil
	}
	_, err = attack(&caps.MaxFeePerGas.Int)
	requireCode(t, err, check.CodeInvalidParams, "maxPriorityFeePerGas")
	op, err := attack(&caps.MaxPriorityFeePerGas.Int)
	require.NoError(t, err)

	ep := bindings.NewEntryPoint()
	deposit := func() *big.Int {
		out, err := env.Client.CallContract(ctx, ethereum.CallMsg{To: &testenv.EntryPoint, Data: ep.PackBalanceOf(env.Paymaster)}, nil)
		require.NoError(t, err)
		v, err := ep.UnpackBalanceOf(out)
		require.NoError(t, err)
		return v
	}
	attacker := env.Keys[len(env.Keys)-1]
	before := deposit()
	receipt, err := env.Send(ctx, attacker, &testenv.EntryPoint,
		ep.PackHandleOps([]bindings.PackedUserOperation{op.Pack()}, crypto.PubkeyToAddress(attacker.PublicKey)), nil)
	require.NoError(t, err)
	var event *bindings.EntryPointUserOperationEvent
	for _, l := range receipt.Logs {
		if ev, err := ep.UnpackUserOperationEventEvent(l); err == nil {
			event = ev
		}
	}
	require.NotNil(t, event)
	require.False(t, event.Success, "the call reverted")
	cost := new(big.Int).Sub(before, deposit())
	require.Equal(t, event.ActualGasCost, cost, "the sponsor paid the operation's cost")
	block, err := env.Client.HeaderByNumber(ctx, receipt.BlockNumber)
	require.NoError(t, err)
	price := new(big.Int).Add(block.BaseFee, &caps.MaxPriorityFeePerGas.Int)
	bound := new(big.Int).Mul(big.NewInt(sponsor.MoveGas), price)
	require.LessOrEqual(t, cost.Cmp(bound), 0, "cost %v wei (%v gas) above one move (%v wei)", cost, event.ActualGasUsed, bound)
	t.Logf("reverting operation at every cap: %v gas, %v wei at base fee %v", event.ActualGasUsed, cost, block.BaseFee)
}
