package deploy_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/devnet/anvil"
)

// TestDeployToAnvil runs the default deployment on another client: anvil,
// started by the test, with its first (well-known) account.
func TestDeployToAnvil(t *testing.T) {
	ctx := testContext(t)
	a, err := anvil.Start(ctx, anvil.Config{Hardfork: "prague"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = a.Stop() })
	client, err := ethclient.DialContext(ctx, a.URL())
	require.NoError(t, err)
	t.Cleanup(client.Close)
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 1)
	require.NoError(t, err)

	d, err := deploy.NewDeployer(ctx, client, keys[0], deploy.DefaultConfig)
	require.NoError(t, err)
	m := deploy.NewManifest(0)
	m.RPCURL = a.URL()
	require.NoError(t, deploy.Run(ctx, d, m, deploy.DefaultSteps()))
	require.NoError(t, m.Validate())
	require.Equal(t, anvil.DefaultChainID, m.ChainID)
	require.Greater(t, d.Sent(), len(deploy.DefaultSteps()), "every contract deployed and configured")
	require.Equal(t, deploy.EntryPointAddress, m.Contracts[deploy.ContractEntryPoint])
	for name, addr := range m.Contracts {
		code, err := client.CodeAt(ctx, addr, nil)
		require.NoError(t, err)
		require.NotEmpty(t, code, "%s has code", name)
	}

	code, err := client.CodeAt(ctx, deploy.EntryPointAddress, nil)
	require.NoError(t, err)
	_, runtime := npmArtifact(t, "EntryPoint")
	requireRuntimeCode(t, runtime, code)

	again, err := deploy.NewDeployer(ctx, client, keys[0], deploy.DefaultConfig)
	require.NoError(t, err)
	require.NoError(t, deploy.Run(ctx, again, m, deploy.DefaultSteps()))
	require.Zero(t, again.Sent(), "idempotent")
}
