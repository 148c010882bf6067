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

// isClient says whether a package is the player client's core or one of
// its game packages (client/<game>).
func isClient(pkg string) bool { return pkg == "client" || strings.HasPrefix(pkg, "client/") }

// TestBoundaries (issue 16): the auditor, the deployer and the relayer never
// depend on the player client (they read the chain through the wire
// package), and the cross-game rating package depends on no game. The
// client's core depends on no game's client package, and no game's client
// package on another's: each game's client sits beside the others over
// the shared core and the house's client.
func TestBoundaries(t *testing.T) {
	for _, pattern := range []string{"audit", "deploy", "relayer/..."} {
		for pkg, ds := range deps(t, pattern) {
			for _, d := range ds {
				require.False(t, isClient(d), "%s depends on the player client (%s)", pkg, d)
			}
		}
	}
	for pkg, ds := range deps(t, "game/rating") {
		for _, d := range ds {
			require.False(t, strings.HasPrefix(d, "game/"), "%s depends on the game package %s", pkg, d)
		}
	}
	clients := deps(t, "client/...")
	require.Contains(t, clients, module+"/client/wow", "the Worth of Words client is in client/wow")
	// The core's own subpackages (client/storefile) are the core's: every
	// game's client reaches them through it.
	core := map[string]bool{}
	for _, d := range clients[module+"/client"] {
		core[d] = true
	}
	// The house's client (its key, the assignments it is drawn for, the
	// service loop) is shared by every game's house service, as the core is.
	core["client/house"] = true
	for pkg, ds := range clients {
		own := strings.TrimPrefix(pkg, module+"/")
		if core[own] {
			continue
		}
		for _, d := range ds {
			if !strings.HasPrefix(d, "client/") || core[d] {
				continue
			}
			require.NotEqual(t, "client", own, "the client core depends on the game client %s", d)
			// A game's client may use its own subpackages, no other game's.
			require.True(t, d == own || strings.HasPrefix(d, own+"/") || strings.HasPrefix(own, d+"/"),
				"%s depends on another game's client %s", own, d)
		}
	}
}

// TestWasmProverDeps (issue 18): the browser's WebAssembly module is the
// player client itself (prover, movers, session key, the local web server
// run in the prover's worker), so secrets never leave the browser; it
// carries no embedded chain and no relayer. That it embeds no key set is
// checked on the built module, by TestBrowserProver in web/dapp.
func TestWasmProverDeps(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", module+"/web/dapp/wasm")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	deps := strings.Fields(string(out))
	require.Contains(t, deps, module+"/prover")
	require.Contains(t, deps, module+"/client")
	for _, server := range []string{"/devnet", "/relayer", "/relayer/bundler", "/relayer/mempool"} {
		require.NotContains(t, deps, module+server, "the browser module must not carry %s", server)
	}
}
