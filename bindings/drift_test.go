package bindings_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/internal/bindgen"
	"github.com/wordproof/wordproof/internal/forge"
)

// TestBindingsUpToDate rebuilds the contracts and regenerates the bindings in
// process: any difference from the committed file means a contract changed
// without running scripts/generate.
func TestBindingsUpToDate(t *testing.T) {
	root, err := forge.Root()
	require.NoError(t, err)
	require.NoError(t, forge.Build(context.Background(), root))
	contracts, err := bindgen.All(root)
	require.NoError(t, err)
	require.NoError(t, bindgen.Check(root, contracts))
}
