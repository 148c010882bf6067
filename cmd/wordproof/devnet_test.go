package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
)

// lockedBuffer is a bytes.Buffer safe for a command writing while the test reads.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitForFile polls until path exists or the deadline passes.
func waitForFile(t *testing.T, path string, exited <-chan int) {
	t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		if _, err := os.Stat(path); err == nil {
			return
		}
		select {
		case code := <-exited:
			t.Fatalf("command exited with %d before writing %s", code, path)
		case <-deadline:
			t.Fatalf("%s not written", path)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func TestDevnetCommand(t *testing.T) {
	manifestPath := filepath.Join(t.TempDir(), "wp", "devnet.json")
	var stdout, stderr lockedBuffer
	exited := make(chan int, 1)
	go func() {
		exited <- run([]string{"wordproof", "devnet",
			"--devnet.http", "127.0.0.1:0", "--devnet.ws", "127.0.0.1:0",
			"--manifest", manifestPath, "--datadir", "", "--json"}, &stdout, &stderr)
	}()
	waitForFile(t, manifestPath, exited)

	m, err := deploy.ReadManifest(manifestPath)
	require.NoError(t, err)
	require.Equal(t, devnet.DefaultChainID, m.ChainID)
	require.Equal(t, deploy.StepNames(deploy.DefaultSteps()), m.Steps)
	require.Equal(t, deploy.EntryPointAddress, m.Contracts[deploy.ContractEntryPoint])

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, rpcURL := range []string{m.RPCURL, m.WSURL} {
		client, err := ethclient.DialContext(ctx, rpcURL)
		require.NoError(t, err, rpcURL)
		chainID, err := client.ChainID(ctx)
		require.NoError(t, err)
		require.Equal(t, m.ChainID, chainID.Uint64())
		code, err := client.CodeAt(ctx, deploy.EntryPointAddress, nil)
		require.NoError(t, err)
		require.NotEmpty(t, code)
		client.Close()
	}

	// The summary is printed once the manifest is written.
	var summary devnetResult
	require.Eventually(t, func() bool { return json.Unmarshal([]byte(stdout.String()), &summary) == nil }, 10*time.Second, 20*time.Millisecond, stdout.String())
	require.Equal(t, m.RPCURL, summary.HTTPURL)
	require.Equal(t, m.Contracts, summary.Contracts)
	require.Len(t, summary.Accounts, devnet.DefaultAccounts)
	require.Equal(t, common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"), summary.Accounts[0].Address)
	require.Equal(t, "1s", summary.Period, "a block a second by default")
	require.Empty(t, summary.DataDir)

	// SIGINT stops it gracefully, with exit code 0 and the ports released.
	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGINT))
	select {
	case code := <-exited:
		require.Equal(t, 0, code, "stderr: %s", stderr.String())
	case <-time.After(30 * time.Second):
		t.Fatal("devnet did not stop after SIGINT")
	}
	require.Contains(t, stdout.String(), "stopping the devnet")
	u, err := url.Parse(m.RPCURL)
	require.NoError(t, err)
	l, err := net.Listen("tcp", u.Host)
	require.NoError(t, err, "port released")
	require.NoError(t, l.Close())
}

func TestDevnetCommandUsage(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{name: "stray argument", args: []string{"devnet", "extra"}, wantStderr: `devnet takes no arguments, got "extra"`},
		{name: "public address", args: []string{"devnet", "--devnet.http", "0.0.0.0:8545"}, wantStderr: "not a loopback address"},
		{name: "bad period", args: []string{"devnet", "--devnet.period", "-1s"}, wantStderr: "negative Period"},
		{name: "bad fork", args: []string{"devnet", "--devnet.fork", "london"}, wantStderr: `Fork "london"`},
		{name: "no endpoint", args: []string{"devnet", "--devnet.http", "", "--devnet.ws", ""}, wantStderr: "no RPC endpoint"},
		{name: "empty manifest", args: []string{"devnet", "--manifest", ""}, wantStderr: "--manifest must not be empty"},
		{name: "bad duration", args: []string{"devnet", "--devnet.period", "soon"}, wantStderr: "invalid value"},
		{name: "faucet without address", args: []string{"devnet", "faucet"}, wantStderr: "faucet takes one ADDRESS, got 0 arguments"},
		{name: "faucet bad address", args: []string{"devnet", "faucet", "0x1234"}, wantStderr: `ADDRESS: "0x1234" is not an address (want 0x and 40 hex digits)`},
		{name: "faucet no 0x", args: []string{"devnet", "faucet", "f39Fd6e51aad88F6F4ce6aB8827279cffFb92266"}, wantStderr: "is not an address"},
		{name: "faucet bad checksum", args: []string{"devnet", "faucet", "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266"}, wantStderr: "bad checksum"},
		{name: "faucet bad amount", args: []string{"devnet", "faucet", "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266", "--amount", "1e3"}, wantStderr: `--amount: "1e3" is not an amount`},
		{name: "faucet zero amount", args: []string{"devnet", "faucet", "--amount", "0.0", "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"}, wantStderr: "more than 0 ETH"},
		{name: "faucet too precise", args: []string{"devnet", "faucet", "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266", "--amount=0.0000000000000000001"}, wantStderr: "is not an amount (write 0.1 for 0.1 ETH"},
		{name: "faucet unknown flag", args: []string{"devnet", "faucet", "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266", "--amout", "1"}, wantStderr: "flag provided but not defined: -amout"},
		{name: "faucet two addresses", args: []string{"devnet", "faucet", "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266", "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"}, wantStderr: "got 2 arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, exitUsage, code, stderr)
			require.Contains(t, stderr, tt.wantStderr)
			require.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
		})
	}
}

// startDevnetCommand runs `wordproof devnet` in this process until stop is
// called (SIGINT, exit code 0 required) and returns its manifest.
func startDevnetCommand(t *testing.T, manifestPath string, args ...string) (m *deploy.Manifest, stdout *lockedBuffer, stop func()) {
	t.Helper()
	require.NoError(t, os.RemoveAll(manifestPath))
	stdout, stderr := new(lockedBuffer), new(lockedBuffer)
	exited := make(chan int, 1)
	go func() {
		exited <- run(append([]string{"wordproof", "devnet", "--devnet.http", "127.0.0.1:0", "--devnet.ws", "127.0.0.1:0",
			"--manifest", manifestPath}, args...), stdout, stderr)
	}()
	waitForFile(t, manifestPath, exited)
	require.Eventually(t, func() bool { return strings.Contains(stdout.String(), "running; press Ctrl-C") }, 10*time.Second, 20*time.Millisecond)
	m, err := deploy.ReadManifest(manifestPath)
	require.NoError(t, err)
	return m, stdout, func() {
		require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGINT))
		select {
		case code := <-exited:
			require.Equal(t, 0, code, "stderr: %s", stderr.String())
		case <-time.After(30 * time.Second):
			t.Fatal("devnet did not stop after SIGINT")
		}
	}
}

// TestDevnetDataDirResumes stops `wordproof devnet` and starts it again on
// the same --datadir: the deployment is reused (the deployer sends nothing),
// and the lobby and the balances made before the restart are still there.
// The faucet pays in between.
func TestDevnetDataDirResumes(t *testing.T) {
	dir := t.TempDir()
	dataDir, manifestPath := filepath.Join(dir, "devnet"), filepath.Join(dir, "devnet.json")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	m1, stdout, stop := startDevnetCommand(t, manifestPath, "--datadir", dataDir)
	require.Contains(t, stdout.String(), "chain      new, kept in "+dataDir)
	backend, err := ethclient.DialContext(ctx, m1.RPCURL)
	require.NoError(t, err)
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 2)
	require.NoError(t, err)
	creator, err := client.NewEOAMover(ctx, backend, keys[1])
	require.NoError(t, err)
	stake := big.NewInt(1e17)
	gameID, err := wowclient.CreateLobby(ctx, creator, m1.Contracts[deploy.ContractWorthOfWords], wowclient.DefaultSettings(3, stake))
	require.NoError(t, err)

	// The faucet pays a fresh address, with flags after the address too.
	payee := common.HexToAddress("0x00000000000000000000000000000000000fa0ce")
	code, out, errOut := runCLI(t, "devnet", "faucet", payee.Hex(), "--amount", "1.5", "--manifest", manifestPath)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "paid 1.5 ETH to "+payee.Hex()+" from developer account "+crypto.PubkeyToAddress(keys[0].PublicKey).Hex())
	require.Contains(t, out, "its balance is now 1.5 ETH")
	code, out, errOut = runCLI(t, "devnet", "faucet", "--manifest", manifestPath, "--json", strings.ToLower(payee.Hex()))
	require.Equal(t, 0, code, errOut)
	var paid faucetResult
	require.NoError(t, json.Unmarshal([]byte(out), &paid))
	require.Equal(t, "10000000000000000000", paid.Amount, "10 ETH by default")
	require.Equal(t, "11500000000000000000", paid.Balance)
	bal, err := backend.BalanceAt(ctx, payee, nil)
	require.NoError(t, err)
	require.Equal(t, paid.Balance, bal.String())
	deployerNonce, err := backend.NonceAt(ctx, m1.Deployer, nil)
	require.NoError(t, err)
	backend.Close()
	stop()

	code, _, errOut = runCLI(t, "devnet", "faucet", payee.Hex(), "--manifest", manifestPath)
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "is 'wordproof devnet' running?")

	m2, stdout, stop := startDevnetCommand(t, manifestPath, "--datadir", dataDir)
	defer stop()
	require.Contains(t, stdout.String(), "chain      resumed from "+dataDir)
	require.Equal(t, m1.Contracts, m2.Contracts)
	require.Equal(t, m1.DeploymentBlock, m2.DeploymentBlock)
	require.NotEqual(t, m1.RPCURL, m2.RPCURL, "new ports, new URLs in the manifest")
	backend, err = ethclient.DialContext(ctx, m2.RPCURL)
	require.NoError(t, err)
	defer backend.Close()
	nonce, err := backend.NonceAt(ctx, m2.Deployer, nil)
	require.NoError(t, err)
	require.Equal(t, deployerNonce, nonce, "nothing redeployed")
	bal, err = backend.BalanceAt(ctx, payee, nil)
	require.NoError(t, err)
	require.Equal(t, paid.Balance, bal.String())
	wow := bindings.NewWorthOfWords()
	info, err := bind.Call(wow.Instance(backend, m2.Contracts[deploy.ContractWorthOfWords]), &bind.CallOpts{Context: ctx}, wow.PackGameInfo(gameID), wow.UnpackGameInfo)
	require.NoError(t, err)
	require.Equal(t, wowclient.PhaseLobby, info.Phase, "the lobby survives the restart")
	require.Equal(t, uint8(3), info.Settings.MaxPlayers)
	require.Equal(t, stake, info.Settings.Stake)
	_, err = os.Stat(filepath.Join(dataDir, devnetRelayerDir))
	require.NoError(t, err, "the relayer's store is kept in the data directory")
}

// TestDevnetDataDirOfAnotherChain: a data directory made for another chain
// is refused with exit code 2 and a reason, before anything starts.
func TestDevnetDataDirOfAnotherChain(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "chain.json"), []byte(`{"chainId":31337,"fork":"prague","genesis":"0x0101010101010101010101010101010101010101010101010101010101010101"}`), 0o600))
	code, _, stderr := runCLI(t, "devnet", "--datadir", dir, "--manifest", filepath.Join(dir, "m.json"), "--devnet.http", "127.0.0.1:0", "--devnet.ws", "")
	require.Equal(t, exitUsage, code, stderr)
	require.Contains(t, stderr, "--datadir: the data directory holds another chain: "+dir+" holds chain 31337")
	require.Equal(t, 1, strings.Count(stderr, "\n"), stderr)
}
