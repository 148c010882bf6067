// Package layout holds tests of the module's package boundaries.
package layout

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const module = "github.com/wordproof/wordproof"

// deps lists every package of this module that pattern's packages import,
// directly or not (tests excluded), by package.
func deps(t *testing.T, pattern string) map[string][]string {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`, module+"/"+pattern).CombinedOutput()
	require.NoError(t, err, string(out))
	got := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		for _, d := range fields[1:] {
			if strings.HasPrefix(d, module+"/") {
				got[fields[0]] = append(got[fields[0]], strings.TrimPrefix(d, module+"/"))
			}
		}
	}
	return got
}

// TestBoundaries (issue 16): the auditor, the deployer and the relayer never
// depend on the player client (they read the chain through the wire
// package), and the cross-game rating package depends on no game.
func TestBoundaries(t *testing.T) {
	for _, pattern := range []string{"audit", "deploy", "relayer/..."} {
		for pkg, ds := range deps(t, pattern) {
			require.NotContains(t, ds, "client", "%s depends on the player client", pkg)
		}
	}
	for pkg, ds := range deps(t, "game/rating") {
		for _, d := range ds {
			require.False(t, strings.HasPrefix(d, "game/"), "%s depends on the game package %s", pkg, d)
		}
	}
}

// TestWasmProverDeps (issue 18): the browser's WebAssembly prover does not
// depend on the player client (the browser's secret store shares only its
// file format, client/storefile). That it embeds no key set is checked on
// the built module, by TestBrowserProver in web/dapp.
func TestWasmProverDeps(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", module+"/web/dapp/wasm")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	deps := strings.Fields(string(out))
	require.Contains(t, deps, module+"/prover")
	require.NotContains(t, deps, module+"/client")
}
