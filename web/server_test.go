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

	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/web"
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
			path := web.GamePage
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
				require.Contains(t, rec.Body.String(), `<script src="../wordproof.js">`)
				require.Contains(t, rec.Body.String(), `<script src="app.js">`)
				require.Contains(t, rec.Header().Get("Content-Security-Policy"), "default-src 'self'")
			}
		})
	}
}

// TestPageLayout: the root leads to the game's page, which loads the
// shared script and style beside the game folders and its own script.
func TestPageLayout(t *testing.T) {
	h := (&web.Server{}).Handler()
	get := func(path string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Host = "127.0.0.1:8550"
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	root := get("/")
	require.Equal(t, http.StatusSeeOther, root.Code)
	require.Equal(t, web.GamePage, root.Header().Get("Location"))
	for _, path := range []string{"/wordproof.js", "/style.css", web.GamePage + "app.js"} {
		rec := get(path)
		require.Equal(t, http.StatusOK, rec.Code, path)
		require.NotEmpty(t, rec.Body.String(), path)
	}
	require.Contains(t, get("/wordproof.js").Body.String(), "function connectWallet")
	require.Contains(t, get(web.GamePage+"app.js").Body.String(), "function renderGame")
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
	owner := chain.Net.DevKeys()[4]
	gameAddr := chain.Manifest.Contracts[deploy.ContractWorthOfWords]
	perms, err := wowclient.Permissions(gameAddr)
	require.NoError(t, err)
	g, err := client.NewExternalGrant(ctx, client.SessionConfig{
		Backend: chain.Client, Relayer: chain.Relayer, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Permissions: perms, ValueCap: big.NewInt(1e17), Paymaster: chain.Manifest.Contracts[deploy.ContractSponsorPaymaster],
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
	id, err := wowclient.CreateLobby(ctx, mover, gameAddr, wowclient.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err, "the account accepts the wallet-signed grant")
	require.Positive(t, id.Sign())
	id2, err := wowclient.CreateLobby(ctx, mover, gameAddr, wowclient.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err, "later moves use the installed session")
	require.Equal(t, id.Int64()+1, id2.Int64())
}

// TestServerAPI drives the JSON API without a browser: connect, sign,
// create a lobby, reject a word outside the dictionary, join, see the
// board, refuse a second join; then restart the server on the same store:
// the player and its game come back without a wallet, a reconnect needs no
// signature while the session is live, and a session that never reached
// the chain is granted again for the same stored key.
func TestServerAPI(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	chain := startChain(t)
	store := filepath.Join(t.TempDir(), "secrets.json")
	srv, err := web.New(ctx, web.Config{
		Addr: "127.0.0.1:0", Manifest: chain.Manifest, StorePath: store, Passphrase: "test",
		Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	t.Cleanup(func() { _ = srv.Stop() })
	url := strings.TrimSuffix(srv.URL(), "/")
	call := apiCaller(t, ctx, func() string { return url })
	var status struct {
		ChainID   uint64 `json:"chainId"`
		Connected bool   `json:"connected"`
	}
	require.Equal(t, http.StatusOK, call("GET", "/api/status", nil, &status))
	require.Equal(t, chain.Net.ChainID().Uint64(), status.ChainID)
	require.False(t, status.Connected)

	var errBody struct {
		Error string `json:"error"`
	}
	require.Equal(t, http.StatusUnauthorized, call("POST", "/api/lobbies", map[string]any{"players": 2}, &errBody))
	require.Contains(t, errBody.Error, "connect a wallet")

	owner := chain.Net.DevKeys()[5]
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
	// A lobby the contract would refuse is refused before sending, in the contract's words.
	require.Equal(t, http.StatusBadRequest, call("POST", "/api/lobbies", map[string]any{"players": 1, "stake": "0"}, &errBody))
	require.Equal(t, wowclient.CheckSettings(wowclient.DefaultSettings(1, new(big.Int))).Error(), errBody.Error)
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
	require.Equal(t, http.StatusConflict, call("POST", "/api/games/1/join", map[string]any{"words": []string{"crane", "slate"}}, &errBody))
	require.Contains(t, errBody.Error, "already joined game 1")

	// A second owner signs a grant but never moves: its new account is
	// created and its session installed by the daily coin gift all the same
	// (a small first operation; see installSession).
	other := chain.Net.DevKeys()[6]
	var otherConn struct {
		SessionKey common.Address  `json:"sessionKey"`
		TypedData  json.RawMessage `json:"typedData"`
	}
	require.Equal(t, http.StatusOK, call("POST", "/api/connect", map[string]string{"owner": crypto.PubkeyToAddress(other.PublicKey).Hex()}, &otherConn))
	sig, err = signTypedData(otherConn.TypedData, other)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, call("POST", "/api/grant", map[string]string{"signature": "0x" + common.Bytes2Hex(sig)}, nil))

	// A restarted server resumes the first player (the one with a game and
	// a live session) before anyone connects, and its game with the words.
	require.NoError(t, srv.Stop())
	srv, err = web.New(ctx, web.Config{
		Addr: strings.TrimPrefix(url, "http://"), Manifest: chain.Manifest, StorePath: store, Passphrase: "test", Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	var resumed struct {
		Connected bool            `json:"connected"`
		Account   *common.Address `json:"account"`
		Playing   []uint64        `json:"playing"`
	}
	require.Equal(t, http.StatusOK, call("GET", "/api/status", nil, &resumed))
	require.True(t, resumed.Connected)
	require.Equal(t, conn.Account, *resumed.Account)
	require.Equal(t, []uint64{1}, resumed.Playing)
	var lobbyBoard struct {
		Joined      bool     `json:"joined"`
		MyWords     []string `json:"myWords"`
		PlayerCount int      `json:"playerCount"`
		MaxPlayers  int      `json:"maxPlayers"`
	}
	require.Equal(t, http.StatusOK, call("GET", "/api/games/1", nil, &lobbyBoard))
	require.True(t, lobbyBoard.Joined)
	require.Equal(t, []string{"crane", "slate"}, lobbyBoard.MyWords)
	require.Equal(t, [2]int{1, 2}, [2]int{lobbyBoard.PlayerCount, lobbyBoard.MaxPlayers})

	// Reconnecting the first wallet needs no signature: its session is live.
	var again struct {
		Resumed   bool            `json:"resumed"`
		TypedData json.RawMessage `json:"typedData"`
	}
	require.Equal(t, http.StatusOK, call("POST", "/api/connect", map[string]string{"owner": crypto.PubkeyToAddress(owner.PublicKey).Hex()}, &again))
	require.True(t, again.Resumed)
	require.Empty(t, again.TypedData)
	// The second one's session reached the chain with the gift: it
	// reconnects without a signature, with its 100 coins.
	var otherAgain struct {
		Resumed    bool            `json:"resumed"`
		SessionKey common.Address  `json:"sessionKey"`
		TypedData  json.RawMessage `json:"typedData"`
	}
	require.Equal(t, http.StatusOK, call("POST", "/api/connect", map[string]string{"owner": crypto.PubkeyToAddress(other.PublicKey).Hex()}, &otherAgain))
	require.True(t, otherAgain.Resumed)
	require.Empty(t, otherAgain.TypedData)
	require.Equal(t, otherConn.SessionKey, otherAgain.SessionKey)
	var duelStatus struct {
		Coins       uint64 `json:"coins"`
		NextClaimAt int64  `json:"nextClaimAt"`
	}
	require.Equal(t, http.StatusOK, call("GET", "/api/duel/status", nil, &duelStatus))
	require.Equal(t, uint64(100), duelStatus.Coins)
	require.NotZero(t, duelStatus.NextClaimAt)
}
