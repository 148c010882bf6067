package indexer

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Client reads the API (the CLI's readers).
type Client struct {
	URL  string // the indexer's base address, e.g. http://127.0.0.1:8560
	HTTP *http.Client
}

// Get fetches path (with query) into v; an error answer comes back as an
// error carrying the API's one-line reason.
func (c *Client) Get(ctx context.Context, path string, query url.Values, v any) error {
	u := strings.TrimRight(c.URL, "/") + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		var e Error
		if json.Unmarshal(body, &e) == nil && e.Error != "" {
			return fmt.Errorf("indexer: %s (HTTP %d)", e.Error, resp.StatusCode)
		}
		return fmt.Errorf("indexer: HTTP %d", resp.StatusCode)
	}
	return json.Unmarshal(body, v)
}
