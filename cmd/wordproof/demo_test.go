package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDemoPlaysAGame runs the README's main command in process: a complete
// game between bots on the embedded devnet, with real proofs.
func TestDemoPlaysAGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	code, stdout, stderr := runCLI(t, "demo", "--players", "3", "--seed", "7")
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	for _, want := range []string{"lobby 1 open: 3 players", "round 1\n", "scores:", "winner:", "withdrew", "proofs verified on chain"} {
		require.Contains(t, stdout, want)
	}
	require.NotContains(t, stderr+stdout, "DBG", "no debug noise")
	require.Greater(t, strings.Count(stdout, " -> "), 3, "guesses are reported")
}

func TestDemoRejectsBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"demo", "--players", "1"},
		{"demo", "--players", "300"},
		{"demo", "--strategy", "psychic"},
		{"demo", "--stake", "-5"},
		{"demo", "--key", "zz"},
	} {
		code, _, stderr := runCLI(t, args...)
		require.Equal(t, exitUsage, code, "%v: %s", args, stderr)
	}
}
