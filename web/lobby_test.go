package web_test

import (
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// TestLobbyInviteLeaveAfford: a lobby its creator cannot afford is refused
// with a sentence; an invite-only lobby admits only the holders of its link
// (the creator too), never a player without it or with another lobby's;
// a player who leaves an unfilled lobby gets the stake back at once; and
// every move shows in the operation log with its hash and state (a refused
// one failed, with the contract's reason in words).
func TestLobbyInviteLeaveAfford(t *testing.T) {
	if testing.Short() {
		t.Skip("joins with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	chain := startChain(t)
	keys := chain.Net.DevKeys()
	gameAddr := chain.Manifest.Contracts[deploy.ContractWorthOfWords]
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	server := func(i int) (func(method, path string, body, out any) int, common.Address) {
		srv, err := web.New(ctx, web.Config{
			Addr: "127.0.0.1:0", Manifest: chain.Manifest, StorePath: filepath.Join(t.TempDir(), "p.json"), Passphrase: "lobby test",
			Key: keys[i], Prover: pv, Poll: 50 * time.Millisecond,
		})
		require.NoError(t, err)
		require.NoError(t, srv.Start(ctx))
		t.Cleanup(func() { _ = srv.Stop() })
		return apiCaller(t, ctx, func() string { return srv.URL() }), crypto.PubkeyToAddress(keys[i].PublicKey)
	}
	alice, aliceAddr := server(4)
	bob, _ := server(5)
	var e struct {
		Error string `json:"error"`
	}

	// A stake above the creator's balance: refused before anything is sent.
	bal, err := chain.Client.BalanceAt(ctx, aliceAddr, nil)
	require.NoError(t, err)
	tooMuch := new(big.Int).Add(bal, big.NewInt(1))
	require.Equal(t, 409, alice("POST", "/api/lobbies", map[string]any{"players": 2, "stake": tooMuch.String()}, &e))
	require.Contains(t, e.Error, "you cannot afford this lobby")
	require.Contains(t, e.Error, "Fund the account with at least")

	stake := big.NewInt(1e16)
	var created struct {
		ID     uint64 `json:"id"`
		Invite string `json:"invite"`
	}
	require.Equal(t, 200, alice("POST", "/api/lobbies", map[string]any{"players": 3, "stake": stake.String(), "invite": true}, &created))
	require.NotEmpty(t, created.Invite)
	game := fmt.Sprintf("/api/games/%d", created.ID)
	var lobbies []struct {
		ID         uint64 `json:"id"`
		InviteOnly bool   `json:"inviteOnly"`
	}
	require.Equal(t, 200, bob("GET", "/api/lobbies", nil, &lobbies))
	require.Equal(t, created.ID, lobbies[0].ID)
	require.True(t, lobbies[0].InviteOnly)

	// Without the link, or with another key, no join (nothing is sent).
	require.Equal(t, 403, bob("POST", game+"/join", map[string]any{"words": botWords}, &e))
	require.Contains(t, e.Error, "invite-only")
	other, err := crypto.GenerateKey()
	require.NoError(t, err)
	require.Equal(t, 403, bob("POST", game+"/join", map[string]any{"words": botWords, "invite": hexutil.Encode(crypto.FromECDSA(other))}, &e))
	require.Contains(t, e.Error, "another lobby")

	// The creator joins through its own link; its board shows the link's code.
	require.Equal(t, 200, alice("POST", game+"/join", map[string]any{"words": humanWords, "invite": created.Invite}, nil))
	var b struct {
		Phase       string `json:"phase"`
		PlayerCount int    `json:"playerCount"`
		InviteOnly  bool   `json:"inviteOnly"`
		Invite      string `json:"invite"`
	}
	require.Equal(t, 200, alice("GET", game, nil, &b))
	require.True(t, b.InviteOnly)
	require.Equal(t, created.Invite, b.Invite)
	b.Invite = ""
	require.Equal(t, 200, bob("GET", game, nil, &b))
	require.Empty(t, b.Invite, "only the creator sees the link")
	require.Equal(t, 200, bob("POST", game+"/join", map[string]any{"words": botWords, "invite": created.Invite}, nil))

	// Alice leaves the unfilled lobby: the stake is hers again, and her
	// agent no longer plays the game.
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(chain.Client, gameAddr)
	var left struct {
		Stake string `json:"stake"`
		Text  string `json:"text"`
	}
	require.Equal(t, 200, alice("POST", game+"/leave", map[string]any{}, &left))
	require.Equal(t, stake.String(), left.Stake)
	require.Contains(t, left.Text, "stake of 0.01 ETH is back")
	credit, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackBalanceOf(common.Address{}, aliceAddr), wow.UnpackBalanceOf)
	require.NoError(t, err)
	require.Equal(t, stake.String(), credit.String())
	players, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackPlayersOf(big.NewInt(int64(created.ID))), wow.UnpackPlayersOf)
	require.NoError(t, err)
	require.Len(t, players, 1)
	var st struct {
		Playing  []uint64 `json:"playing"`
		Winnings string   `json:"winnings"`
	}
	require.Equal(t, 200, alice("GET", "/api/status", nil, &st))
	require.NotContains(t, st.Playing, created.ID)
	require.Equal(t, stake.String(), st.Winnings)
	require.Equal(t, 409, alice("POST", game+"/leave", map[string]any{}, &e), "she is no longer in it")

	// A refused move: a lobby has no deadline to claim.
	require.NotEqual(t, 200, alice("POST", game+"/advance", map[string]any{}, &e))
	require.NotContains(t, e.Error, "execution reverted")

	var ops struct {
		Ops []struct {
			Action, Hash, Tx, State, Reason string
			Game                            uint64
		} `json:"ops"`
	}
	require.Equal(t, 200, alice("GET", "/api/ops", nil, &ops))
	got := map[string][]string{}
	for _, o := range ops.Ops {
		got[o.Action] = append(got[o.Action], o.State)
		if o.State == web.OpIncluded {
			require.Len(t, o.Hash, 66, o.Action)
			require.NotEmpty(t, o.Tx, o.Action)
		}
		if o.Action != "create lobby" {
			require.Equal(t, created.ID, o.Game, o.Action)
		}
		if o.State == web.OpFailed {
			require.NotEmpty(t, o.Reason)
			require.NotContains(t, o.Reason, "execution reverted")
		}
	}
	require.Equal(t, map[string][]string{"create lobby": {web.OpIncluded}, "join": {web.OpIncluded},
		"leave lobby": {web.OpIncluded, web.OpFailed}, "advance": {web.OpFailed}}, got)
}
