package web_test

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/web"
)

// TestIndexerProxy: /indexer/v1/... reaches the indexer's /v1/... with its
// query; a silent indexer is a 502 with a one-line reason; a bad address is
// refused up front.
func TestIndexerProxy(t *testing.T) {
	var got string
	idx := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.URL.RequestURI()
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"block": 7}`)
	}))
	defer idx.Close()
	v, err := web.Viewer(idx.URL)
	require.NoError(t, err)
	site := httptest.NewServer(v.Handler())
	defer site.Close()
	res, err := http.Get(site.URL + "/indexer/v1/leaderboard/wow?period=daily")
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode, string(body))
	require.Equal(t, "/v1/leaderboard/wow?period=daily", got)
	require.JSONEq(t, `{"block": 7}`, string(body))

	for _, page := range []string{"/boards/", "/profile/"} {
		res, err := http.Get(site.URL + page)
		require.NoError(t, err)
		res.Body.Close()
		require.Equal(t, http.StatusOK, res.StatusCode, page)
	}

	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	silent := "http://" + l.Addr().String()
	require.NoError(t, l.Close())
	v, err = web.Viewer(silent)
	require.NoError(t, err)
	site2 := httptest.NewServer(v.Handler())
	defer site2.Close()
	res, err = http.Get(site2.URL + "/indexer/v1/status")
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, http.StatusBadGateway, res.StatusCode)
	var e struct{ Error string }
	require.NoError(t, json.NewDecoder(res.Body).Decode(&e))
	require.Contains(t, e.Error, "is not answering")

	for _, bad := range []string{"", "ftp://x", "127.0.0.1:8560", "http://"} {
		_, err := web.Viewer(bad)
		require.Error(t, err, bad)
	}
}
