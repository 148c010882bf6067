package web_test

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/client/worduel"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// bo3PageResult is what bo3.mjs reports.
type bo3PageResult struct {
	Outcome          string
	Coins, MMRChange int64
	Free, MMR        int64
	Wins, OppWins    int
	OppTries         int
	House            string
	Reason           string
	Signed           int
	Permissions      int
	Tries            []struct {
		Round         int
		Word, Pattern string
	}
}

// TestBrowserBo3 plays a Worduel Best of 3 match between two browser
// contexts at 390×844, each player a wallet that signs one session grant
// and then moves only through sponsored user operations, with a bonded
// house (registered with the registry's minimum bond, its agent running in
// the test) answering every hidden guess with a proof. Both claim coins,
// queue for Best of 3 with the same bet and see Match Found; a types each
// round's word (the test derives it from the house's stored seed) and b a
// word that is not it: a takes two rounds by solves. Each page shows its
// own decrypted grid, the house, the opponent's try count, and the result
// (outcome, coins and MMR change), which must be the chain's and
// game/rating's.
func TestBrowserBo3(t *testing.T) {
	if testing.Short() {
		t.Skip("drives two browsers through a Best of 3 match with real proofs")
	}
	browserTools(t) // fail fast, before the chain
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	chain := testchain.Start(t, testchain.Options{Relayer: true, Period: time.Second})
	keys := chain.Net.DevKeys()
	m := chain.Manifest
	coinsAddr, platformAddr, bo3Addr := m.Contracts[deploy.ContractCoins], m.Contracts[deploy.ContractDuelPlatform], m.Contracts[deploy.ContractWorduelBo3]
	registry := m.Contracts[deploy.ContractHouseRegistry]
	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	const bet = 10
	coins, platform, b3 := duel.NewCoins(), duel.NewDuelPlatform(), bhouse.NewWorduelBo3()
	pi, bi := platform.Instance(chain.Client, platformAddr), b3.Instance(chain.Client, bo3Addr)
	opts := &bind.CallOpts{Context: ctx}

	// The house: registered before the players queue, its agent serving in
	// this process with a store the test reads the seed from.
	houseKey := keys[6]
	hm, err := client.NewEOAMover(ctx, chain.Client, houseKey)
	require.NoError(t, err)
	hk := house.DeriveKey(houseKey)
	x, y := hk.Public()
	reg := bhouse.NewHouseRegistry()
	minBond, err := bind.Call(reg.Instance(chain.Client, registry), opts, reg.PackMINBOND(), reg.UnpackMINBOND)
	require.NoError(t, err)
	_, err = hm.Send(ctx, registry, reg.PackRegister(x, y, "http://house.test"), minBond)
	require.NoError(t, err)
	houseStore, err := client.OpenStore(filepath.Join(t.TempDir(), "house.json"), "house")
	require.NoError(t, err)
	houseAgent, err := house.NewAgent(ctx, house.AgentConfig{
		Mover: hm, Backend: chain.Client, Key: hk, Bo3: bo3Addr, Registry: registry, Platform: platformAddr,
		Store: houseStore, Dicts: dicts, Prover: pv, Log: func(f string, args ...any) { t.Logf("house: "+f, args...) },
	})
	require.NoError(t, err)
	hctx, hcancel := context.WithCancel(ctx)
	hdone := make(chan struct{})
	go func() {
		defer close(hdone)
		_ = houseAgent.Run(hctx)
	}()
	defer func() {
		hcancel()
		<-hdone
	}()

	f := account.NewWordproofAccountFactory()
	players := map[string]*blitzPlayer{}
	for i, role := range []string{"a", "b"} {
		key := keys[3+i]
		p := &blitzPlayer{role: role, owner: crypto.PubkeyToAddress(key.PublicKey), store: filepath.Join(t.TempDir(), role+".json")}
		p.acct, err = bind.Call(f.Instance(chain.Client, m.Contracts[deploy.ContractAccountFactory]), opts, f.PackGetAddress(p.owner, new(big.Int)), f.UnpackGetAddress)
		require.NoError(t, err)
		p.srv, err = web.New(ctx, web.Config{Addr: "127.0.0.1:0", Manifest: m, StorePath: p.store, Passphrase: "bo3 " + role, Prover: pv, Poll: 100 * time.Millisecond})
		require.NoError(t, err)
		require.NoError(t, p.srv.Start(ctx))
		t.Cleanup(func() { _ = p.srv.Stop() })
		p.wallet = testWallet(t, key, chain.Client)
		players[role] = p
	}
	// "?" is the round's word: a misses once, then solves rounds 1 and 2;
	// b guesses once, a word that is never an answer.
	players["a"].guesses = []string{"xylyl", "?", "?"}
	players["b"].guesses = []string{"xylyl"}
	require.True(t, dicts.Guesses.Contains("xylyl"))
	require.False(t, dicts.Secrets.Contains("xylyl"))
	matchOf := func(acct common.Address) (*big.Int, error) {
		rec, err := bind.Call(pi, opts, platform.PackPlayerOf(acct), platform.UnpackPlayerOf)
		if err != nil {
			return nil, err
		}
		return rec.MatchId, nil
	}

	control := http.NewServeMux()
	control.HandleFunc("GET /queued", func(w http.ResponseWriter, r *http.Request) {
		who, err := bind.Call(pi, opts, platform.PackWaiting(deploy.DuelModes["bo3"], big.NewInt(bet)), platform.UnpackWaiting)
		if err != nil || who != players["a"].acct {
			http.Error(w, "not yet", http.StatusConflict)
		}
	})
	// The round's word: the house's seed (from its store) and the match's
	// randomness, drawn at the round's first guess from the commitment's block.
	control.HandleFunc("GET /word", func(w http.ResponseWriter, r *http.Request) {
		round, ok := new(big.Int).SetString(r.URL.Query().Get("round"), 10)
		id, err := matchOf(players["a"].acct)
		if !ok || err != nil || id.Sign() == 0 {
			http.Error(w, fmt.Sprintf("no match (%v)", err), http.StatusConflict)
			return
		}
		g, err := bind.Call(bi, opts, b3.PackGameOf(id), b3.UnpackGameOf)
		if err != nil || g.SeedCommitment.Sign() == 0 {
			http.Error(w, fmt.Sprintf("not committed yet (%v)", err), http.StatusConflict)
			return
		}
		randomness := g.Randomness
		if !g.Drawn {
			h, err := chain.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(g.DrawBlock))
			if err != nil {
				http.Error(w, err.Error(), http.StatusConflict)
				return
			}
			randomness = worduel.MatchRandomness(h.Hash(), id)
		}
		seed, err := houseAgent.Seed(id)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		word, _, err := dicts.SecretTree.DeriveWord(seed, randomness, round.Uint64())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		_, _ = w.Write([]byte(word))
	})
	ctl := httptest.NewServer(control)
	defer ctl.Close()

	results := runDuelPages[bo3PageResult](t, ctx, "bo3", ctl.URL, m.ChainID, bet, players, guessesEnv)

	// What the pages showed is the chain's, and game/rating's.
	matchID, err := bind.Call(pi, opts, platform.PackMatchCount(), platform.UnpackMatchCount)
	require.NoError(t, err)
	match, err := bind.Call(pi, opts, platform.PackGetMatch(matchID), platform.UnpackGetMatch)
	require.NoError(t, err)
	require.False(t, match.Live)
	require.Equal(t, deploy.DuelModes["bo3"], match.Mode)
	require.Equal(t, players["a"].acct, match.A)
	require.Equal(t, players["b"].acct, match.B)
	g, err := bind.Call(bi, opts, b3.PackGameOf(matchID), b3.UnpackGameOf)
	require.NoError(t, err)
	a, b := results["a"], results["b"]
	t.Logf("page a: %+v", *a)
	t.Logf("page b: %+v", *b)
	require.Equal(t, 2, a.Wins, "a solved two rounds")
	require.Equal(t, 0, a.OppWins)
	require.Equal(t, a.Wins, b.OppWins)
	require.Equal(t, a.OppWins, b.Wins)
	require.Equal(t, g.House, common.HexToAddress(a.House), "the page shows the match's house")
	require.Equal(t, crypto.PubkeyToAddress(houseKey.PublicKey), g.House)
	require.Len(t, a.Tries, 3)
	for i, want := range []struct {
		round   int
		pattern string
	}{{1, ""}, {1, "GGGGG"}, {2, "GGGGG"}} {
		require.Equal(t, want.round, a.Tries[i].Round, "a's try %d", i)
		if want.pattern != "" {
			require.Equal(t, want.pattern, a.Tries[i].Pattern, "a's try %d: the round's word, its colours decrypted", i)
		}
	}
	for _, tr := range []struct{ Word, Pattern string }{{a.Tries[0].Word, a.Tries[0].Pattern}, {b.Tries[0].Word, b.Tries[0].Pattern}} {
		require.Equal(t, "xylyl", tr.Word, "the player's own guess, decrypted from the house's answer")
		require.Regexp(t, `^[GY.]{5}$`, tr.Pattern)
		require.NotEqual(t, "GGGGG", tr.Pattern)
	}
	require.Positive(t, b.OppTries, "b sees a's try count")
	outcome := rating.WinA
	ratings, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, outcome)
	require.NoError(t, err)
	balances, err := rating.Settle([2]int64{100, 100}, bet, outcome)
	require.NoError(t, err)
	for seat, role := range []string{"a", "b"} {
		res, p := results[role], players[role]
		require.Equal(t, 1, res.Signed, "%s: one wallet signature for the whole match", role)
		require.Equal(t, grantSize(t, m), res.Permissions, "%s: the grant covers every game", role)
		require.Contains(t, res.Reason, "First to two rounds", role)
		require.Equal(t, []string{"won", "lost"}[seat], res.Outcome, role)
		require.Equal(t, int64(ratings[seat]), res.MMR, role)
		require.Equal(t, int64(ratings[seat]-rating.BaseMMR), res.MMRChange, role)
		require.Equal(t, balances[seat], res.Free, role)
		require.Equal(t, balances[seat]-100, res.Coins, role)
		onChain, err := bind.Call(coins.Instance(chain.Client, coinsAddr), opts, coins.PackBalanceOf(p.acct), coins.UnpackBalanceOf)
		require.NoError(t, err)
		require.Equal(t, uint64(balances[seat]), onChain.Uint64(), role)
	}
}
