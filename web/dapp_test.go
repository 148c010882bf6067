package web

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
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
	rec = get(h, "/")
	require.Equal(t, http.StatusOK, rec.Code)
	require.NotContains(t, rec.Header().Get("Content-Security-Policy"), "wasm")

	rec = get((&Server{}).Handler(), "/dapp/")
	require.Equal(t, http.StatusNotFound, rec.Code)
}
