package web_test

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/stretchr/testify/require"

	"wordproof/client"
	"wordproof/deploy"
	"wordproof/web"
)

func TestNewRefusesNonLoopback(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:8550", "192.168.1.2:80", ":8550", "example.com:80", "nonsense"} {
		t.Run(addr, func(t *testing.T) {
			_, err := web.New(context.Background(), web.Config{Addr: addr})
			require.ErrorIs(t, err, web.ErrNotLoopback)
		})
	}
}

// TestGuard: the page and API answer only loopback host names, and POST
// bodies only as JSON.
func TestGuard(t *testing.T) {
	h := (&web.Server{}).Handler()
	tests := []struct {
		name, method, host, ctype string
		want                      int
	}{
		{"page on 127.0.0.1", http.MethodGet, "127.0.0.1:8550", "", http.StatusOK},
		{"page on localhost", http.MethodGet, "localhost:8550", "", http.StatusOK},
		{"page on [::1]", http.MethodGet, "[::1]:8550", "", http.StatusOK},
		{"rebound host name", http.MethodGet, "evil.example:8550", "", http.StatusForbidden},
		{"form post", http.MethodPost, "127.0.0.1:8550", "application/x-www-form-urlencoded", http.StatusUnsupportedMediaType},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := "/"
			if tt.method == http.MethodPost {
				path = "/api/games/1/guess"
			}
			req := httptest.NewRequest(tt.method, path, strings.NewReader("word=crane"))
			req.Host = tt.host
			if tt.ctype != "" {
				req.Header.Set("Content-Type", tt.ctype)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			require.Equal(t, tt.want, rec.Code, rec.Body.String())
			if tt.want == http.StatusOK {
				require.Contains(t, rec.Body.String(), `<script src="app.js">`)
				require.Contains(t, rec.Header().Get("Content-Security-Policy"), "default-src 'self'")
			}
		})
	}
}

// TestExternalGrant: the typed data the page hands to the wallet hashes,
// by go-ethereum's own EIP-712 encoder, to exactly client.GrantDigest; a
// wallet's signature of it is accepted by Complete and then by the account
// on chain (the first user operation creates the account and installs the
// session); a signature by anyone else is refused.
func TestExternalGrant(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := startChain(t)
	owner := chain.net.DevKeys()[4]
	gameAddr := chain.manifest.Contracts[deploy.ContractWorthOfWords]
	g, err := client.NewExternalGrant(ctx, client.SessionConfig{
		Backend: chain.client, Relayer: chain.relayer, Factory: chain.manifest.Contracts[deploy.ContractAccountFactory],
		Targets: []common.Address{gameAddr}, ValueCap: big.NewInt(1e17), Paymaster: chain.manifest.Contracts[deploy.ContractSponsorPaymaster],
	}, crypto.PubkeyToAddress(owner.PublicKey))
	require.NoError(t, err)
	raw, err := json.Marshal(g.TypedData())
	require.NoError(t, err)

	stranger, err := crypto.GenerateKey()
	require.NoError(t, err)
	bad, err := signTypedData(raw, stranger)
	require.NoError(t, err)
	_, err = g.Complete(ctx, bad)
	require.ErrorIs(t, err, client.ErrBadGrantSignature)
	_, err = g.Complete(ctx, bad[:64])
	require.ErrorIs(t, err, client.ErrBadGrantSignature)

	sig, err := signTypedData(raw, owner)
	require.NoError(t, err)
	var td apitypes.TypedData
	require.NoError(t, json.Unmarshal(raw, &td))
	digest, _, err := apitypes.TypedDataAndHash(td)
	require.NoError(t, err)
	require.Equal(t, g.Digest(), common.BytesToHash(digest), "EIP-712 encoding of the typed data is the grant digest")
	mover, err := g.Complete(ctx, sig)
	require.NoError(t, err)
	require.Equal(t, g.Account(), mover.Address())
	id, err := client.CreateLobby(ctx, mover, gameAddr, client.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err, "the account accepts the wallet-signed grant")
	require.Positive(t, id.Sign())
	id2, err := client.CreateLobby(ctx, mover, gameAddr, client.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err, "later moves use the installed session")
	require.Equal(t, id.Int64()+1, id2.Int64())
}

// TestServerAPI drives the JSON API without a browser: connect, sign,
// create a lobby, reject a word outside the dictionary, join, and see the
// board.
func TestServerAPI(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	chain := startChain(t)
	srv, err := web.New(ctx, web.Config{
		Addr: "127.0.0.1:0", Manifest: chain.manifest, StorePath: filepath.Join(t.TempDir(), "secrets.json"), Passphrase: "test",
		Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	t.Cleanup(func() { _ = srv.Stop() })
	url := strings.TrimSuffix(srv.URL(), "/")
	call := apiCaller(t, ctx, url)
	var status struct {
		ChainID   uint64 `json:"chainId"`
		Connected bool   `json:"connected"`
	}
	require.Equal(t, http.StatusOK, call("GET", "/api/status", nil, &status))
	require.Equal(t, chain.net.ChainID().Uint64(), status.ChainID)
	require.False(t, status.Connected)

	var errBody struct {
		Error string `json:"error"`
	}
	require.Equal(t, http.StatusUnauthorized, call("POST", "/api/lobbies", map[string]any{"players": 2}, &errBody))
	require.Contains(t, errBody.Error, "connect a wallet")

	owner := chain.net.DevKeys()[5]
	var conn struct {
		Account   common.Address  `json:"account"`
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
	require.Equal(t, http.StatusBadRequest, call("POST", "/api/games/1/join", map[string]any{"words": []string{"crane", "qqqqq"}}, &errBody))
	require.Contains(t, errBody.Error, `"qqqqq" is not an allowed secret word`)
	require.Equal(t, http.StatusOK, call("POST", "/api/games/1/join", map[string]any{"words": []string{"crane", "slate"}}, nil))
	var board struct {
		Phase   string   `json:"phase"`
		Joined  bool     `json:"joined"`
		MyWords []string `json:"myWords"`
		Players []struct {
			You bool `json:"you"`
		} `json:"players"`
	}
	require.Equal(t, http.StatusOK, call("GET", "/api/games/1", nil, &board))
	require.Equal(t, "lobby", board.Phase)
	require.True(t, board.Joined)
	require.Equal(t, []string{"crane", "slate"}, board.MyWords)
	require.Len(t, board.Players, 1)
	require.True(t, board.Players[0].You)
	require.Equal(t, http.StatusConflict, call("POST", "/api/games/1/guess", map[string]string{"word": "crane"}, &errBody))
	require.Contains(t, errBody.Error, web.ErrNotAwaitingGuess.Error())
}
