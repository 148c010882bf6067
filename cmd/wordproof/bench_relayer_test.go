package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBenchRelayerUsage: bad flags of 'bench relayer' exit 2 with a one-line
// reason before anything starts.
func TestBenchRelayerUsage(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"no accounts", []string{"--accounts", "0"}, "--accounts must be between 1 and 100000, got 0"},
		{"no ops", []string{"--ops", "0"}, "--ops must be between 1 and 1000, got 0"},
		{"unknown chain", []string{"--chain", "mainnet"}, `--chain must be anvil or devnet, got "mainnet"`},
		{"zero block time", []string{"--block-time", "0s"}, "--block-time must be positive, got 0s"},
		{"too many signers", []string{"--signers", "9"}, "--signers must be between 1 and 8, got 9"},
		{"stray argument", []string{"extra"}, `bench relayer takes no arguments, got "extra"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, append([]string{"bench", "relayer"}, tt.args...)...)
			require.Equal(t, exitUsage, code, "stderr: %s", stderr)
			require.Contains(t, stderr, tt.want)
			require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one-line reason, got %q", stderr)
		})
	}
}
