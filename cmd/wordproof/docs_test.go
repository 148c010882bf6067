package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCliDocs fails when docs/cli.md differs from what the command
// definitions generate: run scripts/gen-cli-docs after changing a command.
func TestCliDocs(t *testing.T) {
	var got bytes.Buffer
	writeCLIDocs(&got, newApp(io.Discard, io.Discard))
	want, err := os.ReadFile(filepath.Join("..", "..", "docs", "cli.md"))
	require.NoError(t, err, "run scripts/gen-cli-docs")
	require.Equal(t, string(want), got.String(), "docs/cli.md is stale: run scripts/gen-cli-docs")

	code, out, _ := runCLI(t, "docs")
	require.Equal(t, 0, code)
	require.Equal(t, got.String(), out, "the hidden docs command prints the same")
	require.Contains(t, out, "## wordproof play withdraw")
	require.Contains(t, out, "## wordproof play fund")
	require.NotContains(t, out, "## wordproof docs", "the generator itself stays hidden")
}
