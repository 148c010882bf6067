package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/devnet/anvil"
)

// startAnvil runs the pinned anvil for the test.
func startAnvil(t *testing.T) *anvil.Anvil {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a, err := anvil.Start(ctx, anvil.Config{Hardfork: "prague"})
	require.NoError(t, err, "anvil is installed by scripts/bootstrap")
	t.Cleanup(func() { _ = a.Stop() })
	return a
}

// closedPortURL returns an HTTP URL on which nothing listens.
func closedPortURL(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := l.Addr().String()
	require.NoError(t, l.Close())
	return "http://" + addr
}

func TestDeployCommandOnAnvil(t *testing.T) {
	a := startAnvil(t)
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 1)
	require.NoError(t, err)
	hexKey := hex.EncodeToString(crypto.FromECDSA(keys[0]))
	manifestPath := filepath.Join(t.TempDir(), "anvil.json")

	// The shipped keys are development keys: refused on a chain that is not
	// the devnet, before any transaction, unless --dev-keys is given.
	code, _, stderr := runCLI(t, "deploy", "--rpc", a.URL(), "--key", "0x"+hexKey, "--manifest", manifestPath,
		"--ceremony.dir", "../../keys/ceremony")
	require.Equal(t, exitUsage, code, "stderr: %s", stderr)
	require.Contains(t, stderr, "refusing to deploy development keys to chain 31337")
	require.Contains(t, stderr, "phase 2 has 1 contribution (at least 3 required)")
	require.Contains(t, stderr, "the phase-2 beacon has no recorded public source")
	_, err = os.Stat(manifestPath)
	require.ErrorIs(t, err, os.ErrNotExist, "nothing deployed")

	code, stdout, stderr := runCLI(t, "deploy", "--rpc", a.URL(), "--ws", a.WSURL(), "--relayer.url", "http://127.0.0.1:4337",
		"--key", "0x"+hexKey, "--manifest", manifestPath, "--json", "--dev-keys")
	require.Equal(t, 0, code, "stderr: %s", stderr)
	var first deployResult
	require.NoError(t, json.Unmarshal([]byte(stdout), &first), stdout)
	require.Greater(t, first.Transactions, len(deploy.DefaultSteps()), "every contract deployed and configured")
	require.Empty(t, first.Note)

	m, err := deploy.ReadManifest(manifestPath)
	require.NoError(t, err)
	require.Equal(t, anvil.DefaultChainID, m.ChainID)
	require.Equal(t, a.URL(), m.RPCURL)
	require.Equal(t, a.WSURL(), m.WSURL)
	require.Equal(t, "http://127.0.0.1:4337", m.RelayerURL)
	require.Equal(t, crypto.PubkeyToAddress(keys[0].PublicKey), m.Deployer)
	require.Equal(t, deploy.EntryPointAddress, m.Contracts[deploy.ContractEntryPoint])
	require.Equal(t, first.DeploymentBlock, m.DeploymentBlock)
	require.NotNil(t, m.KeySet)
	require.True(t, m.KeySet.Development, "the manifest labels the shipped keys")
	require.Equal(t, 1, m.KeySet.Phase2)
	require.Equal(t, m.KeySet, first.Keys)

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client, err := ethclient.DialContext(ctx, a.URL())
	require.NoError(t, err)
	defer client.Close()
	onChain, err := client.CodeAt(ctx, deploy.EntryPointAddress, nil)
	require.NoError(t, err)
	require.NotEmpty(t, onChain)
	before, err := client.CodeAt(ctx, deploy.EntryPointAddress, new(big.Int).SetUint64(m.DeploymentBlock-1))
	require.NoError(t, err)
	require.Empty(t, before, "deployment block is the EntryPoint's")

	// A re-run with a keystore sends nothing and keeps the manifest's records.
	dir := t.TempDir()
	ks := keystore.NewKeyStore(filepath.Join(dir, "keystore"), keystore.LightScryptN, keystore.LightScryptP)
	account, err := ks.ImportECDSA(keys[0], "correct horse")
	require.NoError(t, err)
	keystorePath, passwordPath := account.URL.Path, filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(passwordPath, []byte("correct horse\n"), 0o600))
	code, stdout, stderr = runCLI(t, "deploy", "--rpc", a.URL(), "--keystore", keystorePath, "--password", passwordPath, "--manifest", manifestPath, "--dev-keys")
	require.Equal(t, 0, code, "stderr: %s", stderr)
	require.Contains(t, stdout, "(0 transactions)")
	require.Contains(t, stdout, "updated the existing manifest")
	again, err := deploy.ReadManifest(manifestPath)
	require.NoError(t, err)
	require.Equal(t, m.DeploymentBlock, again.DeploymentBlock)
	require.Equal(t, m.RelayerURL, again.RelayerURL, "kept from the existing manifest")

	// Failures that are not usage errors exit 1.
	wrongPassword := filepath.Join(dir, "wrong")
	require.NoError(t, os.WriteFile(wrongPassword, []byte("battery staple"), 0o600))
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{name: "wrong password", args: []string{"--rpc", a.URL(), "--keystore", keystorePath, "--password", wrongPassword}, wantStderr: "could not decrypt key"},
		{name: "missing keystore", args: []string{"--rpc", a.URL(), "--keystore", filepath.Join(dir, "none.json"), "--password", passwordPath}, wantStderr: "no such file"},
		{name: "nothing listening", args: []string{"--rpc", closedPortURL(t), "--key", hexKey}, wantStderr: "connection refused"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"deploy", "--dev-keys", "--manifest", filepath.Join(t.TempDir(), "m.json")}, tt.args...)
			code, _, stderr := runCLI(t, args...)
			require.Equal(t, exitFailure, code, stderr)
			require.Contains(t, stderr, tt.wantStderr)
			require.NotContains(t, stderr, hexKey, "the key is never printed")
		})
	}
}

func TestDeployCommandOnDevnet(t *testing.T) {
	// The same command against the embedded devnet, through its HTTP URL.
	dn, err := devnet.New(devnet.DefaultConfig)
	require.NoError(t, err)
	require.NoError(t, dn.Start(context.Background()))
	t.Cleanup(func() { _ = dn.Stop() })
	manifestPath := filepath.Join(t.TempDir(), "devnet.json")
	hexKey := hex.EncodeToString(crypto.FromECDSA(dn.DevKeys()[3]))
	code, stdout, stderr := runCLI(t, "deploy", "--rpc", dn.HTTPURL(), "--key", hexKey, "--manifest", manifestPath)
	require.Equal(t, 0, code, "stderr: %s", stderr)
	require.Contains(t, stdout, deploy.EntryPointAddress.Hex())
	m, err := deploy.ReadManifest(manifestPath)
	require.NoError(t, err)
	require.Equal(t, devnet.DefaultChainID, m.ChainID)
	require.Equal(t, dn.DevAccounts()[3], m.Deployer)
	require.True(t, m.KeySet != nil && m.KeySet.Development, "the devnet takes the development keys without --dev-keys")
	require.Contains(t, stdout, "key set: development keys, not for real value")

	// A manifest of another chain is replaced, not reused.
	other := deploy.NewManifest(5)
	other.RPCURL = "http://127.0.0.1:1"
	other.SetContract(deploy.ContractEntryPoint, deploy.EntryPointAddress)
	require.NoError(t, other.Write(manifestPath))
	code, stdout, stderr = runCLI(t, "deploy", "--rpc", dn.HTTPURL(), "--key", hexKey, "--manifest", manifestPath)
	require.Equal(t, 0, code, "stderr: %s", stderr)
	require.Contains(t, stdout, "replaced a manifest of chain 5")
	m, err = deploy.ReadManifest(manifestPath)
	require.NoError(t, err)
	require.Equal(t, devnet.DefaultChainID, m.ChainID)
}

func TestDeployCommandUsage(t *testing.T) {
	const key = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
	manifest := filepath.Join(t.TempDir(), "m.json")
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{name: "stray argument", args: []string{"extra"}, wantStderr: `deploy takes no arguments, got "extra"`},
		{name: "no rpc", args: []string{"--key", key, "--manifest", manifest}, wantStderr: "--rpc is required"},
		{name: "no manifest", args: []string{"--rpc", "http://127.0.0.1:1", "--key", key}, wantStderr: "--manifest is required"},
		{name: "no key", args: []string{"--rpc", "http://127.0.0.1:1", "--manifest", manifest}, wantStderr: "a deployer key is required"},
		{name: "both keys", args: []string{"--rpc", "http://127.0.0.1:1", "--manifest", manifest, "--key", key, "--keystore", "k.json"}, wantStderr: "not both"},
		{name: "bad key", args: []string{"--rpc", "http://127.0.0.1:1", "--manifest", manifest, "--key", "0x1234"}, wantStderr: "--key is not a valid"},
		{name: "keystore without password", args: []string{"--rpc", "http://127.0.0.1:1", "--manifest", manifest, "--keystore", "k.json"}, wantStderr: "--keystore needs --password"},
		{name: "bad rpc url", args: []string{"--rpc", "127.0.0.1:8545", "--manifest", manifest, "--key", key}, wantStderr: "rpcUrl"},
		{name: "bad ws url", args: []string{"--rpc", "http://127.0.0.1:1", "--ws", "http://127.0.0.1:1", "--manifest", manifest, "--key", key}, wantStderr: "wsUrl"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, append([]string{"deploy"}, tt.args...)...)
			require.Equal(t, exitUsage, code, stderr)
			require.Contains(t, stderr, tt.wantStderr)
			require.NotContains(t, stderr, key, "the key is never printed")
		})
	}
}
