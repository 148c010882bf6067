package main

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/internal/forge"
)

// TestEloTableFresh is the drift test of the generated Elo table.
func TestEloTableFresh(t *testing.T) {
	root, err := forge.Root()
	require.NoError(t, err)
	require.NoError(t, check(root))
}
