package relayer_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"wordproof/relayer"
	"wordproof/relayer/check"
	"wordproof/relayer/client"
	"wordproof/relayer/internal/testenv"
	"wordproof/relayer/userop"
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
	throttled := func(c *client.Client) error {
		_, err := c.StubData(ctx, next)
		return err
	}
	require.Eventually(t, func() bool { return client.Code(throttled(c)) == check.CodeThrottled }, 20*time.Second, 100*time.Millisecond,
		"the sender is throttled once the revert is mined")
	requireCode(t, throttled(c), check.CodeThrottled, "cool-down")

	// Another account is still sponsored.
	other := env.NewAccount(t)
	sponsoredOp(t, ctx, c, other, 0, env.Target, true)

	require.NoError(t, r.Stop())
	_, c = startRelayer(t, env, withDir)
	requireCode(t, throttled(c), check.CodeThrottled, "cool-down")
}
