package web_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/grant"
	"github.com/wordproof/wordproof/internal/testchain"
)

// testChain is a devnet with every contract deployed and a relayer running
// (the same wiring as 'wordproof devnet').
type testChain = testchain.Chain

func startChain(t *testing.T) *testChain {
	t.Helper()
	return testchain.Start(t, testchain.Options{Relayer: true})
}

// signTypedData signs EIP-712 typed data (the JSON of eth_signTypedData_v4)
// the way a wallet does: r ‖ s ‖ v with v in {27, 28}.
func signTypedData(raw []byte, key *ecdsa.PrivateKey) ([]byte, error) {
	var td apitypes.TypedData
	if err := json.Unmarshal(raw, &td); err != nil {
		return nil, err
	}
	digest, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return nil, err
	}
	sig, err := crypto.Sign(digest, key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}

// signMessage signs an EIP-191 personal message (personal_sign) the way a
// wallet does: r ‖ s ‖ v with v in {27, 28}.
func signMessage(msg []byte, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := crypto.Sign(accounts.TextHash(msg), key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}

// testWallet serves POST /sign {"typedData": "..."} or {"message": "0x…"}
// (personal_sign) on loopback: the signing half of the EIP-1193 provider
// the browser test injects. With a backend it also serves POST /send {to,
// value, data} (eth_sendTransaction: sent with key, answered once mined).
func testWallet(t *testing.T, key *ecdsa.PrivateKey, backend ...client.Backend) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	if len(backend) > 0 {
		mover, err := client.NewEOAMover(context.Background(), backend[0], key)
		require.NoError(t, err)
		mux.HandleFunc("POST /send", func(w http.ResponseWriter, r *http.Request) {
			var tx struct {
				To    common.Address `json:"to"`
				Value *hexutil.Big   `json:"value"`
				Data  hexutil.Bytes  `json:"data"`
			}
			if err := json.NewDecoder(r.Body).Decode(&tx); err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			receipt, err := mover.Send(r.Context(), tx.To, tx.Data, tx.Value.ToInt())
			if err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			_ = json.NewEncoder(w).Encode(map[string]string{"hash": receipt.TxHash.Hex()})
		})
	}
	mux.HandleFunc("POST /sign", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			TypedData string `json:"typedData"`
			Message   string `json:"message"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var (
			sig []byte
			err error
		)
		if req.Message != "" {
			var msg []byte
			if msg, err = hexutil.Decode(req.Message); err == nil {
				sig, err = signMessage(msg, key)
			}
		} else {
			sig, err = signTypedData([]byte(req.TypedData), key)
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]string{"signature": hexutil.Encode(sig)})
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// apiCaller returns a function that calls the JSON API at base(), decodes
// the answer into out (when not nil) and returns the HTTP status.
func apiCaller(t *testing.T, ctx context.Context, base func() string) func(method, path string, body, out any) int {
	return func(method, path string, body, out any) int {
		t.Helper()
		var rd io.Reader
		if body != nil {
			b, err := json.Marshal(body)
			require.NoError(t, err)
			rd = bytes.NewReader(b)
		}
		req, err := http.NewRequestWithContext(ctx, method, strings.TrimSuffix(base(), "/")+path, rd)
		require.NoError(t, err)
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer res.Body.Close()
		if out != nil {
			require.NoError(t, json.NewDecoder(res.Body).Decode(out))
		}
		return res.StatusCode
	}
}

// grantSize is the number of permissions of the grant a wallet signs: every
// game of manifest m (internal/grant), as the CLI's.
func grantSize(t *testing.T, m *deploy.Manifest) int {
	t.Helper()
	perms, err := grant.Permissions(m, m.Contracts[deploy.ContractWorthOfWords])
	require.NoError(t, err)
	return len(perms)
}
