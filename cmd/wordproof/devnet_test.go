package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"wordproof/deploy"
	"wordproof/devnet"
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
			"--manifest", manifestPath, "--json"}, &stdout, &stderr)
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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, exitUsage, code, stderr)
			require.Contains(t, stderr, tt.wantStderr)
		})
	}
}
