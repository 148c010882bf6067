package relayer_test

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
	"github.com/wordproof/wordproof/relayer/sponsor"
)

// childEnv names the environment variable that turns the test binary into a
// relayer process (for the crash test).
const childEnv = "WORDPROOF_RELAYER_TEST_CHILD"

type childConfig struct {
	RPC        string          `json:"rpc"`
	Keys       []string        `json:"keys"`
	SponsorKey string          `json:"sponsorKey"`
	Policy     *sponsor.Policy `json:"policy"`
	DataDir    string          `json:"datadir"`
}

func TestMain(m *testing.M) {
	if cfg := os.Getenv(childEnv); cfg != "" {
		os.Exit(runChild(cfg))
	}
	os.Exit(m.Run())
}

// runChild runs a relayer until it is killed, printing its URL.
func runChild(raw string) int {
	var cc childConfig
	if err := json.Unmarshal([]byte(raw), &cc); err != nil {
		fmt.Fprintln(os.Stderr, "child config:", err)
		return 2
	}
	var keys []*ecdsa.PrivateKey
	for _, k := range cc.Keys {
		key, err := crypto.HexToECDSA(k)
		if err != nil {
			fmt.Fprintln(os.Stderr, "child key:", err)
			return 2
		}
		keys = append(keys, key)
	}
	sk, err := crypto.HexToECDSA(cc.SponsorKey)
	if err != nil {
		fmt.Fprintln(os.Stderr, "child sponsor key:", err)
		return 2
	}
	cfg := relayer.DefaultConfig
	cfg.RPCURL, cfg.Keys, cfg.SponsorKey, cfg.Policy, cfg.DataDir, cfg.Addr = cc.RPC, keys, sk, cc.Policy, cc.DataDir, "127.0.0.1:0"
	cfg.Bundler.Interval = 300 * time.Millisecond
	cfg.Bundler.MaxBundleOps = 4
	cfg.Bundler.PollInterval = 50 * time.Millisecond
	cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	r, err := relayer.New(cfg)
	if err == nil {
		err = r.Start(context.Background())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "child relayer:", err)
		return 1
	}
	fmt.Printf("URL %s\n", r.URL())
	select {} // until killed
}

// startChild starts the relayer process and returns it with its client.
func startChild(t *testing.T, cc childConfig) (*exec.Cmd, *bundlerrpc.Client) {
	t.Helper()
	raw, err := json.Marshal(cc)
	require.NoError(t, err)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+string(raw))
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "URL "); ok {
				urls <- u
			}
		}
	}()
	var url string
	select {
	case url = <-urls:
	case <-time.After(60 * time.Second):
		t.Fatal("relayer process did not start")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := bundlerrpc.Dial(ctx, url)
	require.NoError(t, err)
	t.Cleanup(c.Close)
	return cmd, c
}

// TestCrashLosesNothing kills the relayer process (SIGKILL) while operations
// are pending and bundles are in flight, restarts it on the same data
// directory, and checks that every accepted operation is mined exactly once.
func TestCrashLosesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and relayer processes")
	}
	// Blocks every second, so that bundles stay in flight for a while.
	env := testenv.DevnetWith(t, func(c *devnet.Config) { c.Period = time.Second })
	policy := testPolicy(env)
	policy.PerSender.Ops = 1000
	cc := childConfig{
		RPC: env.URL, Keys: []string{hexKey(env.Keys[0])}, SponsorKey: hexKey(env.SponsorKey),
		Policy: policy, DataDir: t.TempDir(),
	}
	cmd, c := startChild(t, cc)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	const accounts = 12
	var accepted []common.Hash
	for i := range accounts {
		acct := env.NewAccount(t)
		op := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
		h, err := c.Send(ctx, op)
		require.NoError(t, err, "op %d", i)
		accepted = append(accepted, h)
		if i == accounts/2 {
			time.Sleep(1500 * time.Millisecond) // let some bundles go out
		}
	}
	// Kill -9 with operations pending and bundles in flight.
	require.NoError(t, cmd.Process.Kill())
	_ = cmd.Wait()

	_, c2 := startChild(t, cc)
	for _, h := range accepted {
		rc, err := c2.WaitReceipt(ctx, h, 100*time.Millisecond)
		require.NoError(t, err, "op %s", h)
		require.True(t, rc.Success)
	}
	// Exactly one UserOperationEvent per accepted operation.
	topic := bindings.NewEntryPoint().GetABI().Events["UserOperationEvent"].ID
	logs, err := env.Client.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{testenv.EntryPoint}, Topics: [][]common.Hash{{topic}}})
	require.NoError(t, err)
	count := map[common.Hash]int{}
	for _, l := range logs {
		count[l.Topics[1]]++
	}
	for _, h := range accepted {
		require.Equal(t, 1, count[h], "op %s mined %d times", h, count[h])
	}
	require.Len(t, count, len(accepted), "no other operation was mined")
}

func hexKey(k *ecdsa.PrivateKey) string { return common.Bytes2Hex(crypto.FromECDSA(k)) }
