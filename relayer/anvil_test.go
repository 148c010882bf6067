package relayer_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
)

// TestRelayerOnAnvil runs the sponsored flow against anvil: simulation by
// state override, estimation by debug_traceCall, bundling and receipts.
func TestRelayerOnAnvil(t *testing.T) {
	if testing.Short() {
		t.Skip("starts anvil")
	}
	env := testenv.Anvil(t)
	_, c := startRelayer(t, env, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	acct := env.NewAccount(t)
	op := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
	hash, err := c.Send(ctx, op)
	require.NoError(t, err)
	rc, err := c.WaitReceipt(ctx, hash, 20*time.Millisecond)
	require.NoError(t, err)
	require.True(t, rc.Success)

	bad := sponsoredOp(t, ctx, c, env.NewAccount(t), 0, env.Target, true)
	bad.Signature[3] ^= 1
	_, err = c.Send(ctx, bad)
	requireCode(t, err, check.CodeInvalidSignature, "AA24")
}
