package deploy_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
)

// TestUpdateDevnetReusesTheDeployment restarts a devnet on its data
// directory and runs the deployment again from the saved manifest: nothing
// is sent (no new block in instant mode), the addresses and the deployment
// block are kept, and the URLs are the new run's.
func TestUpdateDevnetReusesTheDeployment(t *testing.T) {
	ctx := testContext(t)
	dir := t.TempDir()
	dn := startDevnet(t, func(c *devnet.Config) { c.DataDir = dir })
	first, err := deploy.ToDevnet(ctx, dn, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	first.RelayerURL = "http://127.0.0.1:1" // a relayer of the first run
	saved, err := first.Marshal()
	require.NoError(t, err)
	require.NoError(t, dn.Stop())

	require.NoError(t, dn.Start(context.Background()))
	head, err := dn.Client().BlockNumber(ctx)
	require.NoError(t, err)
	m, err := deploy.ParseManifest(saved)
	require.NoError(t, err)
	again, err := deploy.UpdateDevnet(ctx, dn, m, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	after, err := dn.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Equal(t, head, after, "nothing sent")
	require.Equal(t, first.Contracts, again.Contracts)
	require.Equal(t, first.DeploymentBlock, again.DeploymentBlock)
	require.Equal(t, dn.HTTPURL(), again.RPCURL)
	require.Empty(t, again.RelayerURL, "the old relayer URL is dropped")
}
