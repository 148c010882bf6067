package web

import (
	"fmt"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
)

// The read side: the leaderboards (static/boards/) and the profiles
// (static/profile/) read the indexer's API (docs/api.md), which this server
// passes on under /indexer/ so that the pages talk to their own origin only.

// IndexerPrefix is where the indexer's API is served: /indexer/v1/... is
// the indexer's /v1/....
const IndexerPrefix = "/indexer"

// Viewer returns a Server with no chain that serves the pages and the
// indexer's read side at indexer (its base URL): the leaderboards and
// profiles need nothing else.
func Viewer(indexer string) (*Server, error) {
	if _, err := indexerURL(indexer); err != nil {
		return nil, err
	}
	return &Server{cfg: Config{Indexer: indexer}}, nil
}

func indexerURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("web: the indexer's address %q is not an http(s) URL", raw)
	}
	return u, nil
}

// indexerProxy passes GET /indexer/v1/... on to the indexer's /v1/...; an
// indexer that does not answer is a 502 with a one-line JSON reason.
func indexerProxy(base *url.URL) http.Handler {
	return &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(base)
			r.Out.URL.Path = strings.TrimRight(base.Path, "/") + strings.TrimPrefix(r.In.URL.Path, IndexerPrefix)
			r.Out.URL.RawPath = ""
			r.Out.Host = base.Host
		},
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, err error) {
			writeError(w, http.StatusBadGateway, fmt.Errorf("the indexer at %s is not answering (start 'wordproof indexer'): %w", base, err))
		},
	}
}
