package web

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
)

// TestServeDapp: with Config.Dapp the built static client is served under
// /dapp/ with a policy that lets it run WebAssembly and a worker; without
// it, /dapp/ is not found and the game page keeps its stricter policy.
func TestServeDapp(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<p>static client</p>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "prover.wasm"), []byte("\x00asm"), 0o644))

	get := func(h http.Handler, path string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Host = "127.0.0.1:8550"
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	h := (&Server{cfg: Config{Dapp: dir}}).Handler()
	rec := get(h, "/dapp/")
	require.Equal(t, http.StatusOK, rec.Code)
	require.Contains(t, rec.Body.String(), "static client")
	require.Contains(t, rec.Header().Get("Content-Security-Policy"), "'wasm-unsafe-eval'")
	require.Equal(t, "no-cache", rec.Header().Get("Cache-Control"))
	rec = get(h, "/dapp/prover.wasm")
	require.Equal(t, http.StatusOK, rec.Code)
	require.Equal(t, "application/wasm", rec.Header().Get("Content-Type"))
	rec = get(h, GamePage) // "/" redirects there
	require.Equal(t, http.StatusOK, rec.Code)
	require.NotContains(t, rec.Header().Get("Content-Security-Policy"), "wasm")

	rec = get((&Server{}).Handler(), "/dapp/")
	require.Equal(t, http.StatusNotFound, rec.Code)

	// With a deployment, the page's deployment.json is this server's
	// manifest, and its policy lets it reach that chain and relayer.
	m := deploy.NewManifest(1337)
	m.RPCURL, m.RelayerURL = "http://127.0.0.1:8545", "http://127.0.0.1:4337/rpc"
	h = (&Server{cfg: Config{Dapp: dir, Manifest: m}}).Handler()
	rec = get(h, "/dapp/deployment.json")
	require.Equal(t, http.StatusOK, rec.Code)
	var got deploy.Manifest
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &got))
	require.Equal(t, m.RPCURL, got.RPCURL)
	rec = get(h, "/dapp/")
	require.Contains(t, rec.Header().Get("Content-Security-Policy"), "connect-src 'self' http://127.0.0.1:8545 http://127.0.0.1:4337")
}

// TestServeDappInBrowser: the built static client runs under `wordproof
// web`'s policy (WebAssembly, a worker, the Cache API): headless Chromium
// loads it from /dapp/ and proves a reveal and a commit. Skipped without
// Chromium; scripts/bootstrap installs it.
func TestServeDappInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module and proves in a browser")
	}
	chromium := os.Getenv("WORDPROOF_CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("no Chromium at %s: %v", chromium, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	dir := t.TempDir()
	out, err := exec.CommandContext(ctx, filepath.Join("..", "scripts", "build-dapp"), dir).CombinedOutput()
	require.NoError(t, err, string(out))
	srv := httptest.NewServer((&Server{cfg: Config{Dapp: dir}}).Handler())
	defer srv.Close()

	cmd := exec.CommandContext(ctx, "node", filepath.Join("dapp", "e2e", "bench.mjs"))
	cmd.Env = append(os.Environ(), "DAPP_URL="+srv.URL+"/dapp/", "RUNS=1", "CHROMIUM="+chromium)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoError(t, cmd.Run(), "bench.mjs (console errors include policy violations):\n%s", stderr.String())
	var res struct {
		Reveal struct {
			Last struct {
				Colours []string `json:"colours"`
			} `json:"last"`
		} `json:"reveal"`
	}
	require.NoError(t, json.Unmarshal(stdout.Bytes(), &res), stdout.String())
	require.Len(t, res.Reveal.Last.Colours, 3)
}
