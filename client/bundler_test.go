package client_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
	"github.com/wordproof/wordproof/relayer/userop"
)

// skewedBundler forwards to the relayer at target but answers estimates the
// way another bundler may: verification and call limits above the sponsor
// paymaster's caps (its own margin on top of a generous simulation), a
// paymaster verification limit far too low (simulated with the paymaster's
// storage warm) and a postOp limit of 1. It keeps the operations sent.
func skewedBundler(t *testing.T, target string) (string, func() []userop.UserOperation) {
	t.Helper()
	var mu sync.Mutex
	var sent []userop.UserOperation
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		require.NoError(t, err)
		var req struct {
			Method string
			Params []json.RawMessage
		}
		require.NoError(t, json.Unmarshal(body, &req))
		if req.Method == "eth_sendUserOperation" {
			var op userop.UserOperation
			require.NoError(t, json.Unmarshal(req.Params[0], &op))
			mu.Lock()
			sent = append(sent, op)
			mu.Unlock()
		}
		resp, err := http.Post(target, "application/json", bytes.NewReader(body))
		require.NoError(t, err)
		defer resp.Body.Close()
		out, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		if req.Method == "eth_estimateUserOperationGas" {
			var reply map[string]any
			require.NoError(t, json.Unmarshal(out, &reply))
			if est, ok := reply["result"].(map[string]any); ok {
				limits := deploy.DefaultSponsorLimits
				est["verificationGasLimit"] = hexutil.Uint64(2 * uint64(limits.VerificationGasLimit))
				est["callGasLimit"] = hexutil.Uint64(2 * uint64(limits.CallGasLimit))
				est["paymasterVerificationGasLimit"] = hexutil.Uint64(1_000)
				est["paymasterPostOpGasLimit"] = hexutil.Uint64(1)
			}
			out, err = json.Marshal(reply)
			require.NoError(t, err)
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(out)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, func() []userop.UserOperation {
		mu.Lock()
		defer mu.Unlock()
		return append([]userop.UserOperation(nil), sent...)
	}
}

// TestSessionMoverThroughAnotherBundler: moves go to one bundler and ask a
// separate sponsor for paymaster data. The bundler's estimates, which no
// sponsored operation could carry as given, are brought within the sponsor
// paymaster's caps, and the paymaster's own limits from the stub are kept
// (ERC-7677), so each move is mined at the first send.
func TestSessionMoverThroughAnotherBundler(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := testchain.Start(t, testchain.Options{Relayer: true})
	relayerURL := chain.Manifest.RelayerURL
	sponsor, err := bundlerrpc.Dial(ctx, relayerURL)
	require.NoError(t, err)
	defer sponsor.Close()
	bundlerURL, sent := skewedBundler(t, relayerURL)
	bundler, err := bundlerrpc.Dial(ctx, bundlerURL)
	require.NoError(t, err)
	defer bundler.Close()
	bundler.Standard = true

	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	gameAddr := chain.Manifest.Contracts[deploy.ContractWorthOfWords]
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: chain.Client, Relayer: bundler, Sponsor: sponsor, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Owner: owner, Permissions: wowPermissions(t, gameAddr), Poll: 20 * time.Millisecond,
		Paymaster: chain.Manifest.Contracts[deploy.ContractSponsorPaymaster],
	})
	require.NoError(t, err)
	for i := range 2 { // creating the account, then a plain session move
		_, err := wow.CreateLobby(ctx, m, gameAddr, wow.DefaultSettings(2+i, new(big.Int)))
		require.NoError(t, err)
	}
	ops := sent()
	require.Len(t, ops, 2, "one send per move")
	limits := deploy.DefaultSponsorLimits
	for _, op := range ops {
		require.Equal(t, uint64(limits.VerificationGasLimit), op.VerificationGasLimit.Uint64(), "capped")
		require.Equal(t, uint64(limits.CallGasLimit), op.CallGasLimit.Uint64(), "capped")
		require.Equal(t, uint64(limits.PaymasterVerificationGasLimit), op.PaymasterVerificationGasLimit.Uint64(), "the stub's")
		require.Zero(t, op.PaymasterPostOpGasLimit.Sign(), "the stub's")
	}
}
