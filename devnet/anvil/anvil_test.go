package anvil_test

import (
	"context"
	"net"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/devnet/anvil"
)

func TestAnvil(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a, err := anvil.Start(ctx, anvil.Config{})
	require.NoError(t, err)
	defer func() { _ = a.Stop() }()

	client, err := ethclient.DialContext(ctx, a.URL())
	require.NoError(t, err)
	defer client.Close()
	chainID, err := client.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, anvil.DefaultChainID, chainID.Uint64())

	// anvil's accounts are the devnet's developer accounts: same mnemonic,
	// same derivation.
	var accounts []common.Address
	require.NoError(t, client.Client().CallContext(ctx, &accounts, "eth_accounts"))
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, len(accounts))
	require.NoError(t, err)
	require.NotEmpty(t, accounts)
	for i, k := range keys {
		require.Equal(t, accounts[i], crypto.PubkeyToAddress(k.PublicKey), "account %d", i)
	}

	// Both chains carry the same CREATE2 deployer.
	code, err := client.CodeAt(ctx, devnet.Create2DeployerAddress, nil)
	require.NoError(t, err)
	require.Equal(t, devnet.Create2DeployerCode, code)

	// The WebSocket URL works too.
	ws, err := ethclient.DialContext(ctx, a.WSURL())
	require.NoError(t, err)
	head, err := ws.BlockNumber(ctx)
	require.NoError(t, err)
	require.Zero(t, head)
	ws.Close()

	u, err := url.Parse(a.URL())
	require.NoError(t, err)
	require.NoError(t, a.Stop())
	require.NoError(t, a.Stop(), "second Stop is a no-op")
	// The port is free again. Another test process may grab the same
	// ephemeral port for a moment, so retry briefly before failing.
	var l net.Listener
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if l, err = net.Listen("tcp", u.Host); err == nil || time.Now().After(deadline) {
			break
		}
	}
	require.NoError(t, err, "port released")
	l.Close()
}

func TestAnvilOptions(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a, err := anvil.Start(ctx, anvil.Config{ChainID: 4242, GasLimit: 50_000_000, Hardfork: "prague"})
	require.NoError(t, err)
	defer func() { _ = a.Stop() }()
	client, err := ethclient.DialContext(ctx, a.URL())
	require.NoError(t, err)
	defer client.Close()
	chainID, err := client.ChainID(ctx)
	require.NoError(t, err)
	require.EqualValues(t, 4242, chainID.Uint64())
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.EqualValues(t, 50_000_000, head.GasLimit)
}

func TestAnvilErrors(t *testing.T) {
	ctx := context.Background()
	_, err := anvil.Start(ctx, anvil.Config{Binary: filepath.Join(t.TempDir(), "anvil")})
	require.ErrorIs(t, err, anvil.ErrNotInstalled)

	_, err = anvil.Start(ctx, anvil.Config{Args: []string{"--no-such-flag"}})
	require.ErrorIs(t, err, anvil.ErrNoListenAddress)
}
