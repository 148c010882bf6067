package dapp_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web/dapp"
)

// benchResult is window.benchResult of static/bench.js.
type benchResult struct {
	Start struct {
		Millis float64 `json:"millis"`
	} `json:"start"`
	Load loadResult `json:"load"`
	Warm struct {
		Millis float64 `json:"millis"`
	} `json:"warm"`
	Reveal  series `json:"reveal"`
	Commit  series `json:"commit"`
	Colours struct {
		Colours []string `json:"colours"`
	} `json:"colours"`
	Reload *struct {
		Load   loadResult `json:"load"`
		Cached []string   `json:"cached"` // paths of the cache's entries after the second visit
	} `json:"reload"`
}

type loadResult struct {
	Fetched []string `json:"fetched"`
	Cached  []string `json:"cached"`
	Millis  float64  `json:"millis"`
}

type series struct {
	Runs []struct {
		Wall  float64 `json:"wall"`
		Prove float64 `json:"prove"`
		Gap   float64 `json:"gap"`
	} `json:"runs"`
	MedianWall  float64           `json:"medianWallMillis"`
	MedianProve float64           `json:"medianProveMillis"`
	MaxPageGap  float64           `json:"maxPageGapMillis"`
	Last        *dapp.ProofResult `json:"last"`
}

// The statements of static/bench.js.
var (
	benchReveal = dapp.RevealRequest{Secret: "crane", Salt: "0x2a", Guesses: []string{"those", "ghost", "crane"}, Context: "0x0102030405"}
	benchCommit = dapp.CommitRequest{Words: []string{"crane", "slate"}, Salts: []string{"0x2a", "0x2b"}, Context: "0x0102030405"}
)

// chromium returns Debian's Chromium (WORDPROOF_CHROMIUM overrides the
// path) and skips the test when it, Node.js or playwright-core is missing:
// scripts/bootstrap installs all three, so they run in CI.
func chromium(tb testing.TB) string {
	tb.Helper()
	path := os.Getenv("WORDPROOF_CHROMIUM")
	if path == "" {
		path = "/usr/bin/chromium"
	}
	if _, err := os.Stat(path); err != nil {
		tb.Skipf("no Chromium at %s (scripts/bootstrap installs it; WORDPROOF_CHROMIUM overrides the path)", path)
	}
	if _, err := exec.LookPath("node"); err != nil {
		tb.Skip("no Node.js on PATH (scripts/bootstrap installs it)")
	}
	if _, err := os.Stat(filepath.Join("..", "..", "node_modules", "playwright-core", "package.json")); err != nil {
		tb.Skip("no playwright-core in node_modules (scripts/bootstrap installs it)")
	}
	return path
}

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
)

// site builds the static site once per test binary with scripts/build-dapp
// and serves it from a plain static file server.
func site(tb testing.TB) *httptest.Server {
	tb.Helper()
	siteOnce.Do(func() {
		siteDir, siteErr = os.MkdirTemp("", "wordproof-dapp-")
		if siteErr != nil {
			return
		}
		cmd := exec.Command(filepath.Join("..", "..", "scripts", "build-dapp"), siteDir)
		out, err := cmd.CombinedOutput()
		if err != nil {
			siteErr = &buildError{err: err, out: string(out)}
		}
	})
	require.NoError(tb, siteErr)
	srv := httptest.NewServer(http.FileServer(http.Dir(siteDir)))
	tb.Cleanup(srv.Close)
	return srv
}

type buildError struct {
	err error
	out string
}

func (e *buildError) Error() string { return "scripts/build-dapp: " + e.err.Error() + "\n" + e.out }

func TestMain(m *testing.M) {
	code := m.Run()
	if siteDir != "" {
		os.RemoveAll(siteDir)
	}
	os.Exit(code)
}

// runBench opens bench.html in headless Chromium and returns its result.
func runBench(tb testing.TB, ctx context.Context, url string, runs int, reload bool) *benchResult {
	tb.Helper()
	cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", "bench.mjs"))
	cmd.Env = append(os.Environ(), "DAPP_URL="+url, "CHROMIUM="+chromium(tb), "RUNS="+strconv.Itoa(runs))
	if reload {
		cmd.Env = append(cmd.Env, "RELOAD=1")
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	require.NoError(tb, err, "bench.mjs:\n%s", stderr.String())
	var res benchResult
	require.NoError(tb, json.Unmarshal(stdout.Bytes(), &res), stdout.String())
	return &res
}

// TestBrowserProver builds the static site, serves it from a plain file
// server (not `wordproof web`), proves a reveal and a commit in headless
// Chromium's Web Worker, and checks in Go that both proofs verify against
// the shipped keys and carry the public inputs the Go prover computes for
// the same statements. It also checks the page never froze while the worker
// proved and that a second visit takes every key from the browser's cache.
func TestBrowserProver(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly prover and proves in a browser")
	}
	chromium(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	srv := site(t)
	res := runBench(t, ctx, srv.URL+"/", 1, true)
	t.Logf("in Chromium: start %.0f ms, keys %.0f ms, warm %.0f ms, reveal %.0f ms, commit %.0f ms",
		res.Start.Millis, res.Load.Millis, res.Warm.Millis, res.Reveal.MedianWall, res.Commit.MedianWall)

	p, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	native := siteEngine(t)
	for _, c := range []struct {
		name string
		got  *dapp.ProofResult
		want func() (*dapp.ProofResult, error)
	}{
		{"reveal", res.Reveal.Last, func() (*dapp.ProofResult, error) { return native.ProveReveal(ctx, benchReveal) }},
		{"commit", res.Commit.Last, func() (*dapp.ProofResult, error) { return native.ProveCommit(ctx, benchCommit) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.NotNil(t, c.got)
			require.NotNil(t, c.got.Proof)
			require.NoError(t, p.Verify(ctx, c.got.Proof), "the browser's proof verifies in Go")
			want, err := c.want()
			require.NoError(t, err)
			require.Equal(t, want.Proof.Circuit, c.got.Proof.Circuit)
			require.Equal(t, want.Proof.Public, c.got.Proof.Public, "public inputs")
			require.Equal(t, want.Colours, c.got.Colours)
			require.Equal(t, want.Commitments, c.got.Commitments)
		})
	}
	colours, err := dapp.Colours(dapp.ColoursRequest{Secret: "crane", Guesses: []string{"those"}})
	require.NoError(t, err)
	require.Equal(t, colours.Colours, res.Colours.Colours)

	// A proof takes at least tens of milliseconds; the page's 10 ms timer
	// must keep ticking meanwhile (a freeze would show as a gap of the
	// whole proving time).
	require.Less(t, res.Commit.MaxPageGap, res.Commit.MedianWall/2+50, "the page froze while the worker proved")

	// The module embeds no proving key: the page fetches them (package
	// prover leaves the shipped key set out of the js build).
	module, err := os.ReadFile(filepath.Join(siteDir, "prover.wasm"))
	require.NoError(t, err)
	for _, f := range []string{"reveal_l5a26.pk", "commit_k2_l5a26.pk"} {
		pk, err := fs.ReadFile(keys.FS(), f)
		require.NoError(t, err)
		require.False(t, bytes.Contains(module, pk[len(pk)/2:len(pk)/2+64]), "prover.wasm embeds %s", f)
	}

	require.NotNil(t, res.Reload)
	require.Empty(t, res.Reload.Load.Fetched, "the second visit fetches no key")
	require.Len(t, res.Reload.Load.Cached, 6) // .pk, .vk and .ccs of both circuits
	require.Len(t, res.Reload.Cached, 6, "the earlier key set's file was dropped: %v", res.Reload.Cached)
	require.NotContains(t, res.Reload.Cached, "/keys/old.pk")
}

// TestBrowserSecretStore: the in-browser secret store (static/store.js)
// asks the wallet to sign its unlock message once, keeps a game's words
// across a reload (append only, as the CLI store), refuses another
// signature, exports a backup that the CLI store opens with its passphrase,
// and imports a CLI store file, refusing a wrong passphrase.
func TestBrowserSecretStore(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module and drives a browser")
	}
	chromium(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	srv := site(t)
	account := "0x00000000000000000000000000000000000000Bb"

	// The CLI's store, to import: another game of the same player.
	dir := t.TempDir()
	cliPath := filepath.Join(dir, "cli.json")
	cli, err := client.OpenStore(cliPath, "cli passphrase")
	require.NoError(t, err)
	_, _, err = cli.Reserve("1337/0xaa/8", account, []string{"ghost", "brick"}, []string{"0x5", "0x6"})
	require.NoError(t, err)

	sig := func(b byte) string { return "0x" + strings.Repeat(fmt.Sprintf("%02x", b), 65) }
	cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", "store.mjs"))
	cmd.Env = append(os.Environ(), "DAPP_URL="+srv.URL+"/", "CHROMIUM="+chromium(t), "ACCOUNT="+account,
		"SIGNATURE="+sig(0x11), "OTHER_SIGNATURE="+sig(0x22), "IMPORT_FILE="+cliPath,
		"IMPORT_PASSPHRASE=cli passphrase", "BACKUP_PASSPHRASE=browser backup")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoError(t, cmd.Run(), "store.mjs:\n%s", stderr.String())
	var res struct {
		First struct {
			Asked []struct {
				Method string   `json:"method"`
				Params []string `json:"params"`
			} `json:"asked"`
			Message string             `json:"message"`
			Before  []string           `json:"before"`
			Again   client.GameSecrets `json:"again"`
		} `json:"first"`
		Second struct {
			Game         client.GameSecrets `json:"game"`
			SessionKey   string             `json:"sessionKey"`
			Locked       string             `json:"locked"`
			Backup       string             `json:"backup"`
			BadImport    string             `json:"badImport"`
			Imported     struct{ Added, Kept []string }
			Games        []string            `json:"games"`
			ImportedGame *client.GameSecrets `json:"importedGame"`
		} `json:"second"`
		UIBackup string `json:"uiBackup"`
		UIStatus string `json:"uiStatus"`
		UIFile   string `json:"uiFile"`
	}
	require.NoError(t, json.Unmarshal(stdout.Bytes(), &res), stdout.String())

	f := res.First
	require.Len(t, f.Asked, 1, "one signature request")
	require.Equal(t, "personal_sign", f.Asked[0].Method)
	require.Equal(t, []string{"0x" + hex.EncodeToString([]byte(f.Message)), account}, f.Asked[0].Params)
	require.Empty(t, f.Before)
	require.Equal(t, []string{"crane", "slate"}, f.Again.Words, "a game keeps its first words")

	s := res.Second
	require.Equal(t, []string{"crane", "slate"}, s.Game.Words, "kept across a reload")
	require.Equal(t, "0x01", s.SessionKey)
	t.Logf("another signature: %s; a wrong backup passphrase: %s", s.Locked, s.BadImport)
	require.Contains(t, s.Locked, "StoreLockedError")
	require.Contains(t, s.BadImport, "wrong passphrase")
	require.Equal(t, []string{"1337/0xaa/8"}, s.Imported.Added)
	require.Equal(t, []string{"1337/0xaa/7", "1337/0xaa/8"}, s.Games)
	require.NotNil(t, s.ImportedGame)
	require.Equal(t, []string{"ghost", "brick"}, s.ImportedGame.Words)

	// The exported backups, from the module and from the page's button,
	// open as CLI stores.
	require.Contains(t, res.UIStatus, "2 games stored")
	require.True(t, strings.HasPrefix(res.UIFile, "wordproof-backup-"), res.UIFile)
	for i, text := range []string{s.Backup, res.UIBackup} {
		backup := filepath.Join(dir, fmt.Sprintf("backup%d.json", i))
		require.NoError(t, os.WriteFile(backup, []byte(text), 0o600))
		st, err := client.OpenStore(backup, "browser backup")
		require.NoError(t, err)
		g, ok := st.Game("1337/0xaa/7")
		require.True(t, ok)
		require.Equal(t, []string{"crane", "slate"}, g.Words)
		require.Equal(t, []string{"0x2a", "0x2b"}, g.Salts)
		require.Equal(t, account, g.Player)
		_, ok = st.Game("1337/0xaa/8")
		require.Equal(t, i == 1, ok, "the page's backup holds the imported game too")
	}
}

// BenchmarkBrowserProver proves RUNS (default 5) reveals and commits in
// headless Chromium's worker and reports their medians (run it once:
// -benchtime 1x; targets: reveal ≤ 150 ms, commit ≤ 1.5 s).
func BenchmarkBrowserProver(b *testing.B) {
	chromium(b)
	runs := 5
	if v, err := strconv.Atoi(os.Getenv("RUNS")); err == nil && v > 0 {
		runs = v
	}
	srv := site(b)
	var res *benchResult
	for b.Loop() {
		res = runBench(b, context.Background(), srv.URL+"/", runs, false)
	}
	b.ReportMetric(res.Reveal.MedianWall, "reveal_ms")
	b.ReportMetric(res.Commit.MedianWall, "commit_ms")
	b.ReportMetric(res.Warm.Millis, "first_use_ms")
	b.ReportMetric(res.Load.Millis, "keys_ms")
}
