package load_test

import (
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/load"
)

// TestStandardLoad drives 10 standard SimpleAccounts × 5 operations through
// the relayer on anvil with one second blocks (the devnet when anvil is not
// installed) and requires every accepted operation to be included.
func TestStandardLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a chain and the relayer")
	}
	root, err := load.FindRoot(".")
	if err != nil {
		t.Skip(err)
	}
	cfg := load.Config{Accounts: 10, Ops: 5, Root: root, Signers: 2}
	if _, err := os.Stat(root + "/node_modules/.bin/anvil"); err != nil {
		cfg.Chain = "devnet"
	}
	if os.Getenv("WORDPROOF_TEST_LOG") != "" {
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, nil))
		cfg.RelayerLogger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	res, err := load.Run(ctx, cfg)
	require.NoError(t, err)
	var out strings.Builder
	res.Print(&out)
	t.Log("\n" + out.String())
	require.Equal(t, 50, res.Accepted, "refused: %v", res.Rejected)
	require.Zero(t, res.Dropped, "never included: %v", res.DropReasons)
	require.Equal(t, 50, res.Included)
	require.Zero(t, res.ReceiptMismatches)
	require.Positive(t, res.GeneratorOpsPerSec)
	require.LessOrEqual(t, res.OpsPerBundle, float64(res.MaxOpsPerBundle))
}

func TestConfigErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		cfg  load.Config
		want string
	}{
		{"unknown chain", load.Config{Chain: "mainnet", Root: "."}, "chain must be anvil or devnet"},
		{"too many signers", load.Config{Signers: load.MaxSigners + 1, Root: "."}, "at most 8 signers"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load.Run(context.Background(), tt.cfg)
			require.ErrorContains(t, err, tt.want)
		})
	}
}
