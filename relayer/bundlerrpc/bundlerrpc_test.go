package bundlerrpc

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

// droppingBundler never mines anything and reports every operation dropped
// through relayer_getUserOperationStatus; it counts the methods asked.
func droppingBundler(t *testing.T) (string, func() map[string]int) {
	t.Helper()
	var mu sync.Mutex
	calls := map[string]int{}
	type request struct {
		ID     json.RawMessage
		Method string
	}
	answer := func(req request) map[string]any {
		mu.Lock()
		calls[req.Method]++
		mu.Unlock()
		var result any
		switch req.Method {
		case "eth_chainId":
			result = "0x539"
		case "eth_supportedEntryPoints":
			result = []string{"0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108"}
		case "relayer_getUserOperationStatus":
			result = map[string]any{"userOpHash": common.Hash{}, "status": "dropped", "reason": "AA25 invalid account nonce"}
		}
		return map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result}
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		require.NoError(t, err)
		w.Header().Set("Content-Type", "application/json")
		if bytes.HasPrefix(bytes.TrimSpace(body), []byte("[")) { // a batch: one answer each
			var reqs []request
			require.NoError(t, json.Unmarshal(body, &reqs))
			out := make([]map[string]any, len(reqs))
			for i, req := range reqs {
				out[i] = answer(req)
			}
			_ = json.NewEncoder(w).Encode(out)
			return
		}
		var req request
		require.NoError(t, json.Unmarshal(body, &req))
		_ = json.NewEncoder(w).Encode(answer(req))
	}))
	t.Cleanup(srv.Close)
	return srv.URL, func() map[string]int {
		mu.Lock()
		defer mu.Unlock()
		out := map[string]int{}
		for k, v := range calls {
			out[k] = v
		}
		return out
	}
}

func TestWaitReceiptDropped(t *testing.T) {
	url, calls := droppingBundler(t)
	c, err := Dial(context.Background(), url)
	require.NoError(t, err)
	defer c.Close()
	require.Equal(t, int64(1337), c.ChainID.Int64())

	// The Wordproof relayer says at once that the operation was dropped.
	_, err = c.WaitReceipt(context.Background(), common.Hash{1}, time.Millisecond)
	require.ErrorContains(t, err, "dropped: AA25 invalid account nonce")

	// A standard bundler is asked the receipt only, until the wait runs out.
	c.Standard = true
	before := calls()["relayer_getUserOperationStatus"]
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err = c.WaitReceipt(ctx, common.Hash{1}, time.Millisecond)
	require.True(t, errors.Is(err, context.DeadlineExceeded), "%v", err)
	after := calls()
	require.Equal(t, before, after["relayer_getUserOperationStatus"], "a Standard client asks no extension")
	require.Positive(t, after["eth_getUserOperationReceipt"])
}
