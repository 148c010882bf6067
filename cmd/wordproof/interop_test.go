package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	gethcommon "github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/devnet/alto"
)

// requireAltoEnv, when set (scripts/test sets it after the bootstrap), turns
// the Alto interop test's skip for a missing Alto into a failure.
const requireAltoEnv = "WORDPROOF_REQUIRE_ALTO"

// standardBundlerMethods are the ERC-4337 methods a player's client may ask
// of a bundler that is not the Wordproof relayer.
var standardBundlerMethods = map[string]bool{
	"eth_chainId": true, "eth_supportedEntryPoints": true, "eth_estimateUserOperationGas": true,
	"eth_sendUserOperation": true, "eth_getUserOperationReceipt": true, "eth_getUserOperationByHash": true,
}

// methodRecorder is a JSON-RPC proxy that records the methods it forwards
// and the errors answered.
type methodRecorder struct {
	mu      sync.Mutex
	methods map[string]int
	errors  []string
}

func (m *methodRecorder) errorsSeen() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.errors...)
}

func (m *methodRecorder) seen() map[string]int {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make(map[string]int, len(m.methods))
	for k, v := range m.methods {
		out[k] = v
	}
	return out
}

// recordingProxy forwards JSON-RPC requests to target and records each
// method called.
func recordingProxy(t *testing.T, target string) (string, *methodRecorder) {
	t.Helper()
	rec := &methodRecorder{methods: map[string]int{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var calls []struct{ Method string }
		if err := json.Unmarshal(body, &calls); err != nil {
			var one struct{ Method string }
			if err := json.Unmarshal(body, &one); err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			calls = append(calls, one)
		}
		rec.mu.Lock()
		for _, c := range calls {
			rec.methods[c.Method]++
		}
		rec.mu.Unlock()
		resp, err := http.Post(target, "application/json", bytes.NewReader(body))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		out, err := io.ReadAll(resp.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		var reply struct{ Error json.RawMessage }
		if json.Unmarshal(out, &reply) == nil && len(reply.Error) > 0 {
			rec.mu.Lock()
			rec.errors = append(rec.errors, calls[0].Method+": "+string(reply.Error))
			rec.mu.Unlock()
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(resp.StatusCode)
		_, _ = w.Write(out)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, rec
}

// sponsorCapFlags make Alto simulate within the SponsorPaymaster's caps on
// each gas field, which the paymaster enforces in validation (Alto's
// defaults, 10M gas and more, would be refused).
func sponsorCapFlags(c paymaster.ISponsorPaymasterGasLimits) []string {
	itoa := func(v uint32) string { return strconv.FormatUint(uint64(v), 10) }
	return []string{
		"--simulation-verification-gas-limit", itoa(c.VerificationGasLimit),
		"--simulation-call-gas-limit", itoa(c.CallGasLimit),
		"--simulation-paymaster-verification-gas-limit", itoa(c.PaymasterVerificationGasLimit),
		"--simulation-paymaster-post-op-gas-limit", itoa(c.PaymasterPostOpGasLimit),
	}
}

// TestGameThroughAlto proves that players are not tied to the Wordproof
// relayer: two players play a whole game of Worth of Words with real proofs
// on anvil, every move a user operation sent with 'play --bundler' to
// Pimlico's Alto, a standard TypeScript bundler, while the relayer only
// sponsors (ERC-7677 paymaster data). A proxy in front of Alto checks that
// the client asked it nothing but standard ERC-4337 methods; the chain shows
// that Alto's executor sent every bundle and the relayer's signer none.
func TestGameThroughAlto(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs through Alto")
	}
	if _, err := alto.Binary(); err != nil {
		if os.Getenv(requireAltoEnv) != "" {
			t.Fatalf("%s is set (scripts/test) but Alto is missing: %v", requireAltoEnv, err)
		}
		t.Skipf("skipping the Alto interop test: %v (it needs node and npm @pimlico/alto, which scripts/bootstrap installs)", err)
	}
	a := startAnvil(t)
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 10)
	require.NoError(t, err)
	manifestPath := filepath.Join(t.TempDir(), "anvil.json")
	code, _, stderr := runCLI(t, "deploy", "--rpc", a.URL(), "--key", hex.EncodeToString(crypto.FromECDSA(keys[0])), "--manifest", manifestPath, "--dev-keys")
	require.Equal(t, 0, code, stderr)
	m, err := deploy.ReadManifest(manifestPath)
	require.NoError(t, err)

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	// The relayer (sponsor key: the deployer, the paymaster's signer) runs
	// as the sponsor; its bundler key must send nothing.
	rel, err := startEmbeddedRelayer(ctx, m, keys[9], keys[0], slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(func() { _ = rel.Stop() })
	require.NoError(t, m.Write(manifestPath))

	var altoLog lockedBuffer
	bundler, err := alto.Start(ctx, alto.Config{
		RPCURL: a.URL(), EntryPoint: m.Contracts[deploy.ContractEntryPoint], Executor: keys[8], Utility: keys[7],
		Args: sponsorCapFlags(deploy.DefaultSponsorLimits), Output: &altoLog,
	})
	require.NoError(t, err, "alto is installed but did not start; its output:\n%s", altoLog.String())
	t.Cleanup(func() { _ = bundler.Stop() })
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("alto output:\n%s", altoLog.String())
		}
	})
	proxyURL, rec := recordingProxy(t, bundler.URL())

	dir := t.TempDir()
	password := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	args := func(i int, cmd ...string) []string {
		k := hex.EncodeToString(crypto.FromECDSA(keys[1+i]))
		return append(append([]string{"play"}, cmd...), "--manifest", manifestPath, "--bundler", proxyURL,
			"--key", k, "--password", password, "--store", filepath.Join(dir, k[:8]+".json"))
	}
	accounts := make([]gethcommon.Address, 2)
	for i := range accounts {
		code, _, errOut := runCLI(t, args(i, "fund", "--amount", "0.01")...)
		require.Equal(t, 0, code, errOut)
		code, out, errOut := runCLI(t, args(i, "account", "--json")...)
		require.Equal(t, 0, code, errOut)
		var acc struct{ Player string }
		require.NoError(t, json.Unmarshal([]byte(out), &acc), out)
		accounts[i] = gethcommon.HexToAddress(acc.Player)
	}
	code, out, errOut := runCLI(t, args(0, "create", "--players", "2", "--stake", "0.001", "--rounds", "2")...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "lobby 1 created")
	for i, words := range []string{"crane,slate", "ghost,plumb"} {
		code, out, errOut := runCLI(t, args(i, "join", "--game", "1", "--words", words)...)
		require.Equal(t, 0, code, errOut)
		require.Contains(t, out, "joined game 1")
	}
	var wg sync.WaitGroup
	outs, errs, codes := make([]string, 2), make([]string, 2), make([]int, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], outs[i], errs[i] = runCLI(t, args(i, "run", "--game", "1", "--auto", "info")...)
		}()
	}
	wg.Wait()
	for i := range codes {
		require.Equal(t, 0, codes[i], "player %d:\n%s\n%s", i, outs[i], errs[i])
		require.Contains(t, outs[i], "game 1 is over")
	}

	// Paid out: the result shares both stakes, and the winnings were
	// withdrawn (through Alto too), so the game contract holds nothing.
	code, out, _ = runCLI(t, "play", "board", "--manifest", manifestPath, "--game", "1", "--json")
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var result struct {
		Event   string
		Players []struct{ Payout string }
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &result))
	require.Equal(t, "game-over", result.Event)
	paid := new(big.Int)
	for _, p := range result.Players {
		v, ok := new(big.Int).SetString(p.Payout, 10)
		require.True(t, ok, p.Payout)
		paid.Add(paid, v)
	}
	require.Equal(t, "2000000000000000", paid.String(), "both stakes paid out")
	ec, err := ethclient.DialContext(ctx, a.URL())
	require.NoError(t, err)
	defer ec.Close()
	left, err := ec.BalanceAt(ctx, m.Contracts[deploy.ContractWorthOfWords], nil)
	require.NoError(t, err)
	require.Zero(t, left.Sign(), "the winnings were withdrawn")

	// Every move was bundled by Alto's executor and sponsored by our paymaster.
	ops := userOpBundlers(t, ctx, ec, m, accounts)
	require.GreaterOrEqual(t, len(ops), 8, "create, two joins, and each player's guesses, reveals and withdrawal")
	bundles := map[gethcommon.Hash]bool{}
	for hash, b := range ops {
		require.Equal(t, bundler.Executor(), b.from, "user operation %s was bundled by %s, not Alto", hash, b.from)
		bundles[b.tx] = true
	}
	relayerNonce, err := ec.NonceAt(ctx, crypto.PubkeyToAddress(keys[9].PublicKey), nil)
	require.NoError(t, err)
	require.Zero(t, relayerNonce, "the relayer's bundler key sent no transaction")

	seen := rec.seen()
	require.Positive(t, seen["eth_sendUserOperation"])
	require.Empty(t, rec.errorsSeen(), "Alto accepted every operation at the first send")
	require.Equal(t, len(ops), seen["eth_sendUserOperation"], "every operation sent was mined, once")
	var other []string
	for method := range seen {
		if !standardBundlerMethods[method] {
			other = append(other, method)
		}
	}
	sort.Strings(other)
	require.Empty(t, other, "the client asked the bundler only standard ERC-4337 methods")
	t.Logf("%d user operations in %d bundles, all sent by Alto's executor %s; methods asked of Alto: %v; errors answered: %q",
		len(ops), len(bundles), bundler.Executor(), seen, rec.errorsSeen())
}

// bundleOf is the bundle transaction that carried a user operation.
type bundleOf struct {
	tx   gethcommon.Hash
	from gethcommon.Address
}

// userOpBundlers returns the bundle of every user operation of the given
// senders, after checking that each succeeded and was sponsored by the
// manifest's SponsorPaymaster.
func userOpBundlers(t *testing.T, ctx context.Context, ec *ethclient.Client, m *deploy.Manifest, senders []gethcommon.Address) map[gethcommon.Hash]bundleOf {
	t.Helper()
	ep := bindings.NewEntryPoint()
	abi, err := bindings.EntryPointMetaData.ParseABI()
	require.NoError(t, err)
	var senderTopics []gethcommon.Hash
	for _, s := range senders {
		senderTopics = append(senderTopics, gethcommon.BytesToHash(s.Bytes()))
	}
	logs, err := ec.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(m.DeploymentBlock),
		Addresses: []gethcommon.Address{m.Contracts[deploy.ContractEntryPoint]},
		Topics:    [][]gethcommon.Hash{{abi.Events[bindings.EntryPointUserOperationEventEventName].ID}, nil, senderTopics},
	})
	require.NoError(t, err)
	chainID, err := ec.ChainID(ctx)
	require.NoError(t, err)
	out := map[gethcommon.Hash]bundleOf{}
	for _, l := range logs {
		ev, err := ep.UnpackUserOperationEventEvent(&l)
		require.NoError(t, err)
		require.True(t, ev.Success, "user operation %x reverted", ev.UserOpHash)
		require.Equal(t, m.Contracts[deploy.ContractSponsorPaymaster], ev.Paymaster, "user operation %x was not sponsored", ev.UserOpHash)
		tx, _, err := ec.TransactionByHash(ctx, l.TxHash)
		require.NoError(t, err)
		from, err := types.Sender(types.LatestSignerForChainID(chainID), tx)
		require.NoError(t, err)
		out[ev.UserOpHash] = bundleOf{tx: l.TxHash, from: from}
	}
	if len(out) == 0 {
		require.NoError(t, errors.New("no user operation of the players on chain"))
	}
	return out
}

// fakeBundler answers eth_chainId and eth_supportedEntryPoints only.
func fakeBundler(t *testing.T, chainID uint64, ep gethcommon.Address) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ID     json.RawMessage
			Method string
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var result any
		switch req.Method {
		case "eth_chainId":
			result = hexutil.Uint64(chainID)
		case "eth_supportedEntryPoints":
			result = []gethcommon.Address{ep}
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result})
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestPlayBundlerFlag checks 'play --bundler': a bundler that cannot carry
// the moves is refused with one line, and a move sent to the relayer named
// as a plain bundler uses only the standard ERC-4337 methods.
func TestPlayBundlerFlag(t *testing.T) {
	manifest, keys, _, _ := playChain(t)
	m, err := deploy.ReadManifest(manifest)
	require.NoError(t, err)
	dir := t.TempDir()
	password := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	args := func(bundler string, cmd ...string) []string {
		return append(append([]string{"play"}, cmd...), "--manifest", manifest, "--bundler", bundler,
			"--key", keys[0], "--password", password, "--store", filepath.Join(dir, "store.json"))
	}
	ep := m.Contracts[deploy.ContractEntryPoint]
	for _, tc := range []struct {
		name, bundler string
		code          int
		want          string
	}{
		{"not a URL", "127.0.0.1:4337", exitUsage, `--bundler: "127.0.0.1:4337" is not an http(s) or ws(s) URL`},
		{"nothing listens", closedPortURL(t), exitFailure, "is not answering"},
		{"another chain", fakeBundler(t, 1, ep), exitUsage, "serves chain 1, not the manifest's chain 1337"},
		{"another EntryPoint", fakeBundler(t, 1337, gethcommon.HexToAddress("0x0000000071727De22E5E9d8BAf0edAc6f37da032")), exitUsage,
			"not the relayer's " + ep.Hex()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, args(tc.bundler, "account")...)
			require.Equal(t, tc.code, code, stderr)
			require.Contains(t, stderr, tc.want)
			require.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
		})
	}

	proxyURL, rec := recordingProxy(t, m.RelayerURL)
	code, out, stderr := runCLI(t, args(proxyURL, "create", "--players", "2")...)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, out, "lobby 1 created")
	seen := rec.seen()
	require.Equal(t, 1, seen["eth_sendUserOperation"], "%v", seen)
	for method := range seen {
		require.True(t, standardBundlerMethods[method], "asked the bundler %s (all: %v)", method, seen)
	}
}
