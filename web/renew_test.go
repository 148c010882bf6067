package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/web"
)

// TestServerRenewsExpiredGrant (issue 14): when the wallet's grant has
// expired, the next move waits; the status shows why and the new grant's
// typed data, a stranger's signature of it is refused, and the wallet's one
// signature lets the waiting move go through.
func TestServerRenewsExpiredGrant(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	chain := startChain(t)
	srv, err := web.New(ctx, web.Config{
		Addr: "127.0.0.1:0", Manifest: chain.Manifest, StorePath: filepath.Join(t.TempDir(), "secrets.json"), Passphrase: "test",
		Poll: 50 * time.Millisecond, SessionLifetime: 5 * time.Minute,
	})
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	t.Cleanup(func() { _ = srv.Stop() })
	url := strings.TrimSuffix(srv.URL(), "/")
	call := apiCaller(t, ctx, func() string { return url })

	owner := chain.Net.DevKeys()[5]
	var conn struct {
		TypedData json.RawMessage `json:"typedData"`
	}
	require.Equal(t, http.StatusOK, call("POST", "/api/connect", map[string]string{"owner": crypto.PubkeyToAddress(owner.PublicKey).Hex()}, &conn))
	sig, err := signTypedData(conn.TypedData, owner)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, call("POST", "/api/grant", map[string]string{"signature": "0x" + common.Bytes2Hex(sig)}, nil))
	var created struct {
		ID uint64 `json:"id"`
	}
	require.Equal(t, http.StatusOK, call("POST", "/api/lobbies", map[string]any{"players": 2, "stake": "0"}, &created))

	_, err = chain.Net.AdjustTime(6 * time.Minute)
	require.NoError(t, err)
	done := make(chan int, 1)
	var second struct {
		ID    uint64 `json:"id"`
		Error string `json:"error"`
	}
	go func() { done <- call("POST", "/api/lobbies", map[string]any{"players": 2, "stake": "0"}, &second) }()

	var status struct {
		GrantNeeded *struct {
			Reason    string          `json:"reason"`
			TypedData json.RawMessage `json:"typedData"`
		} `json:"grantNeeded"`
	}
	for status.GrantNeeded == nil {
		require.Equal(t, http.StatusOK, call("GET", "/api/status", nil, &status))
		select {
		case code := <-done:
			t.Fatalf("the move finished (%d: %s) without a new grant", code, second.Error)
		case <-ctx.Done():
			t.Fatal("no grant was asked for")
		case <-time.After(50 * time.Millisecond):
		}
	}
	require.Contains(t, status.GrantNeeded.Reason, "the session expires at")

	stranger, err := crypto.GenerateKey()
	require.NoError(t, err)
	bad, err := signTypedData(status.GrantNeeded.TypedData, stranger)
	require.NoError(t, err)
	require.Equal(t, http.StatusForbidden, call("POST", "/api/grant", map[string]string{"signature": "0x" + common.Bytes2Hex(bad)}, nil))
	sig, err = signTypedData(status.GrantNeeded.TypedData, owner)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, call("POST", "/api/grant", map[string]string{"signature": "0x" + common.Bytes2Hex(sig)}, nil))
	require.Equal(t, http.StatusOK, <-done, "the waiting move went through")
	require.Equal(t, uint64(2), second.ID)
}
