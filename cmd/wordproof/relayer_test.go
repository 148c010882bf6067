package main

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/testchain"
)

const testPolicy = `{
  "paymaster": "SponsorPaymaster",
  "targets": ["WorthOfWords"],
  "factories": ["WordproofAccountFactory"],
  "gasCaps": {"verificationGasLimit": 750000, "callGasLimit": 800000, "paymasterVerificationGasLimit": 60000,
              "paymasterPostOpGasLimit": 0, "preVerificationGas": 120000, "maxFeePerGas": "200000000000",
              "maxPriorityFeePerGas": "2000000000"},
  "validity": "2m",
  "perSender": {"ops": 120, "spend": "100000000000000000", "window": "1h"},
  "perOwner": {"ops": 240, "spend": "200000000000000000", "window": "1h"},
  "budget": {"spend": "5000000000000000000", "window": "24h"},
  "throttle": {"reverts": 2, "cooldown": "1m", "maxCooldown": "1h", "forgetAfter": "24h"}
}`

func writeRelayerFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(content), 0o600))
	return p
}

func TestRelayerUsage(t *testing.T) {
	policy := writeRelayerFile(t, "policy.json", `{"paymaster":"0x0000000000000000000000000000000000000001","targets":["0x0000000000000000000000000000000000000002"],
		"gasCaps":{"verificationGasLimit":1,"callGasLimit":1,"paymasterVerificationGasLimit":1,"preVerificationGas":1,"maxFeePerGas":1,"maxPriorityFeePerGas":1}}`)
	key := "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"stray argument", []string{"relayer", "extra"}, `relayer takes no arguments, got "extra"`},
		{"no rpc", []string{"relayer", "--key", key, "--policy", policy}, "--rpc is required"},
		{"no key", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--policy", policy}, "a bundler key is required"},
		{"bad key", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", "0x12", "--policy", policy}, "--key"},
		{"no policy", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key}, "--policy is required"},
		{"missing policy file", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", "/nonexistent/p.json"}, "--policy"},
		{"unknown policy field", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", writeRelayerFile(t, "p.json", `{"paymster":"x"}`)}, "unknown field"},
		{"names without manifest", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", writeRelayerFile(t, "p.json", testPolicy)}, "names need --manifest"},
		{"bad log level", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", policy, "--log.level", "loud"}, "--log.level"},
		{"keystore without password", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--keystore", "k.json", "--policy", policy}, "--keystore needs --password"},
		{"unknown erc7562 fallback", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", policy, "--erc7562.fallback", "trust"}, "--erc7562.fallback"},
		{"bad erc7562 allow", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", policy, "--erc7562.allow", "0x12"}, "--erc7562.allow"},
		{"bad erc7562 stake", []string{"relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", policy, "--erc7562.minstake", "-1"}, "--erc7562.minstake"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, exitUsage, code, stderr)
			require.Contains(t, stderr, tt.want)
			require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line: %q", stderr)
		})
	}
	t.Run("unreachable chain is a failure, not a usage error", func(t *testing.T) {
		code, _, stderr := runCLI(t, "relayer", "--rpc", "http://127.0.0.1:1", "--key", key, "--policy", policy,
			"--relayer.datadir", t.TempDir(), "--relayer.addr", "127.0.0.1:0")
		require.Equal(t, exitFailure, code, stderr)
		require.Contains(t, stderr, "start relayer")
	})
}

// TestRelayerCommand runs the relayer command against a devnet with the full
// deployment, checks it serves, then interrupts it.
func TestRelayerCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	tc := testchain.Start(t, testchain.Options{})
	dn, m := tc.Net, tc.Manifest
	manifest := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, m.Write(manifest))
	policy := writeRelayerFile(t, "policy.json", testPolicy)

	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := l.Addr().String()
	require.NoError(t, l.Close())
	keys := dn.DevKeys()
	done := make(chan int, 1)
	var stdout, stderr strings.Builder
	stdoutW, stderrW := &lockedWriter{w: &stdout}, &lockedWriter{w: &stderr}
	go func() {
		done <- run([]string{"wordproof", "relayer", "--manifest", manifest, "--policy", policy,
			"--key", common.Bytes2Hex(crypto.FromECDSA(keys[5])), "--sponsor.key", common.Bytes2Hex(crypto.FromECDSA(keys[0])),
			"--relayer.addr", addr, "--relayer.datadir", t.TempDir(), "--log.level", "warn"}, stdoutW, stderrW)
	}()
	url := "http://" + addr + "/"
	require.Eventually(t, func() bool {
		resp, err := http.Get(url + "health")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}, time.Minute, 50*time.Millisecond, "relayer did not become healthy: %s", stderrW.String())

	resp, err := http.Post(url, "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_supportedEntryPoints","params":[]}`))
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var out struct{ Result []common.Address }
	require.NoError(t, json.Unmarshal(body, &out))
	require.Equal(t, []common.Address{deploy.EntryPointAddress}, out.Result)

	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGINT))
	select {
	case code := <-done:
		require.Equal(t, 0, code, "stderr: %s", stderrW.String())
	case <-time.After(30 * time.Second):
		t.Fatal("relayer did not stop on SIGINT")
	}
	require.Contains(t, stdoutW.String(), "relayer: stopping")
}

// lockedWriter makes a strings.Builder safe to write from the command and
// read from the test.
type lockedWriter struct {
	mu sync.Mutex
	w  *strings.Builder
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (l *lockedWriter) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.String()
}
