package main

import (
	"context"
	"encoding/hex"
	"log/slog"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
)

// TestGameOnAnvilThroughRelayer plays the same client against anvil, the
// reference Ethereum dev node, started by the test: 'wordproof deploy' puts
// every contract on it, a relayer bundles and sponsors the bots' session-key
// user operations, 'wordproof demo --manifest' plays a full game with real
// proofs, and 'wordproof audit' then verifies that game from the chain alone
// (joins included, decoded from the EntryPoint's bundles).
func TestGameOnAnvilThroughRelayer(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	a := startAnvil(t)
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 10)
	require.NoError(t, err)
	manifestPath := filepath.Join(t.TempDir(), "anvil.json")
	deployer := hex.EncodeToString(crypto.FromECDSA(keys[0]))
	code, _, stderr := runCLI(t, "deploy", "--rpc", a.URL(), "--key", deployer, "--manifest", manifestPath, "--dev-keys")
	require.Equal(t, 0, code, stderr)

	m, err := deploy.ReadManifest(manifestPath)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	// The deployer is the paymaster's signer; another key signs bundles.
	rel, err := startEmbeddedRelayer(ctx, m, keys[9], keys[0], slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(func() { _ = rel.Stop() })
	require.NoError(t, m.Write(manifestPath))

	code, stdout, stderr := runCLI(t, "demo", "--manifest", manifestPath, "--key", deployer, "--players", "3", "--seed", "11")
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	require.Contains(t, stdout, "winner:")
	id := regexp.MustCompile(`done: game (\d+) on chain 31337`).FindStringSubmatch(stdout)
	require.Len(t, id, 2, stdout)

	code, report, stderr := runCLI(t, "audit", "--manifest", manifestPath, "--game", id[1])
	require.Equal(t, 0, code, "audit: %s\n%s", stderr, report)
	require.Contains(t, report, "clean")
}
