package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/worduel"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// TestBrowserBlitz plays a Worduel Blitz match in headless Chromium at
// 390×844 against a terminal bot (client/worduel.Agent with the candidate
// strategy): the page claims the daily coins, queues with a bet, sees Match
// Found, and types guesses that the bot's agent answers with proofs while
// the player's own agent (the Go client behind the page's API) answers the
// bot's. Then the test stops the bot once no answer is owed and moves the
// chain's clock past both chess clocks: the player's agent ends the match,
// and the result the page shows (outcome, coins and MMR change) must be
// the chain's and what game/rating computes from the solve counts.
func TestBrowserBlitz(t *testing.T) {
	if testing.Short() {
		t.Skip("drives a browser through a Blitz match with real proofs")
	}
	chromium, _ := browserTools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	// Blocks every second, as on the devnet: a match's randomness comes
	// from a block after both seeds, and the clocks follow block time.
	chain := testchain.Start(t, testchain.Options{Relayer: true, Period: time.Second})
	keys := chain.Net.DevKeys()
	m := chain.Manifest
	coinsAddr, platformAddr, blitzAddr := m.Contracts[deploy.ContractCoins], m.Contracts[deploy.ContractDuelPlatform], m.Contracts[deploy.ContractWorduelBlitz]
	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	const bet = 10
	coins, platform, blitz := duel.NewCoins(), duel.NewDuelPlatform(), duel.NewWorduelBlitz()

	// The bot waits in the Blitz queue first.
	bot, err := client.NewEOAMover(ctx, chain.Client, keys[2])
	require.NoError(t, err)
	_, err = bot.Send(ctx, coinsAddr, coins.PackClaimDaily(), nil)
	require.NoError(t, err)
	_, err = bot.Send(ctx, platformAddr, platform.PackEnqueue(deploy.DuelModes["blitz"], big.NewInt(bet)), nil)
	require.NoError(t, err)
	botStore := mustStore(t, "bot")
	botAgent, err := worduel.NewAgent(ctx, worduel.AgentConfig{
		Mover: bot, Backend: chain.Client, Blitz: blitzAddr, Platform: platformAddr, Store: botStore, Dicts: dicts,
		Prover: pv, Strategy: worduel.NewCandidateStrategy(dicts.Secrets.Words(), 5, 7), Poll: 100 * time.Millisecond,
		Log: func(format string, args ...any) { t.Logf("bot: "+format, args...) },
	})
	require.NoError(t, err)

	player := keys[4]
	me := crypto.PubkeyToAddress(player.PublicKey)
	srv, err := web.New(ctx, web.Config{
		Addr: "127.0.0.1:0", Manifest: m, StorePath: filepath.Join(t.TempDir(), "player.json"), Passphrase: "blitz test",
		Key: player, Prover: pv, Poll: 100 * time.Millisecond,
	})
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	t.Cleanup(func() { _ = srv.Stop() })

	pi, bi := platform.Instance(chain.Client, platformAddr), blitz.Instance(chain.Client, blitzAddr)
	opts := &bind.CallOpts{Context: ctx}
	// The bot plays the match it is found in, until /finish stops it.
	botCtx, stopBot := context.WithCancel(ctx)
	botDone := make(chan struct{})
	var matchID *big.Int
	go func() {
		defer close(botDone)
		for botCtx.Err() == nil {
			rec, err := bind.Call(pi, &bind.CallOpts{Context: botCtx}, platform.PackPlayerOf(bot.Address()), platform.UnpackPlayerOf)
			if err == nil && rec.MatchId.Sign() != 0 {
				matchID = rec.MatchId
				_, err := botAgent.Play(botCtx, matchID)
				t.Logf("bot stopped: %v", err)
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}()
	t.Cleanup(func() { stopBot(); <-botDone })

	control := http.NewServeMux()
	control.HandleFunc("POST /finish", func(w http.ResponseWriter, r *http.Request) {
		stopBot()
		<-botDone
		// Once neither side owes an answer (the player's agent answers the
		// bot's last guess; the bot answered every guess of the page's),
		// both clocks run out on the chain's clock.
		for try := 0; ; try++ {
			owed := false
			for seat := range 2 {
				side, err := bind.Call(bi, opts, blitz.PackSideOf(matchID, big.NewInt(int64(seat))), blitz.UnpackSideOf)
				if err != nil {
					http.Error(w, err.Error(), http.StatusInternalServerError)
					return
				}
				owed = owed || side.AnswerDue.Sign() != 0
			}
			if !owed {
				if _, err := chain.Net.AdjustTime(301 * time.Second); err == nil {
					return
				}
			}
			if try == 200 {
				http.Error(w, "an answer is still owed", http.StatusInternalServerError)
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
	// The player's words come from the bot's seed: the test reads it from
	// the bot's store to tell the page word i of its stream (once the
	// match's randomness is drawn), so that the page solves one.
	control.HandleFunc("GET /word", func(w http.ResponseWriter, r *http.Request) {
		i, _ := new(big.Int).SetString(r.URL.Query().Get("i"), 10)
		g, err := bind.Call(bi, opts, blitz.PackGameOf(matchID), blitz.UnpackGameOf)
		if err != nil || !g.Drawn || i == nil {
			http.Error(w, fmt.Sprintf("not drawn yet (%v)", err), http.StatusConflict)
			return
		}
		held, ok := botStore.Game(client.GameKey(chain.Net.ChainID(), blitzAddr, matchID))
		var seed fr.Element
		if !ok || len(held.Salts) == 0 {
			http.Error(w, "no bot seed", http.StatusInternalServerError)
			return
		}
		if _, err := seed.SetString(held.Salts[0]); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		word, _, err := dicts.SecretTree.DeriveWord(seed, g.Randomness, i.Uint64())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		_, _ = w.Write([]byte(word))
	})
	ctl := httptest.NewServer(control)
	defer ctl.Close()

	shots := os.Getenv("WORDPROOF_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	guesses, _ := json.Marshal([]string{"slate", "?", "crony"}) // "?": word 1's answer
	cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", "blitz.mjs"))
	cmd.Env = append(os.Environ(), "WORDPROOF_URL="+srv.URL(), "CONTROL_URL="+ctl.URL, "BET=10", "GUESSES="+string(guesses),
		"VIEWPORT=390x844", "SCREENSHOTS="+shots, "CHROMIUM="+chromium, "WALLET_URL=http://127.0.0.1:1", "OWNER="+me.Hex(),
		fmt.Sprintf("CHAIN_ID=%d", m.ChainID))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	t.Logf("browser script log:\n%s", stderr.String())
	require.NoError(t, err, "browser script failed")
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	var res struct {
		Outcome           string
		Coins, MMRChange  int64
		Free              int64
		MMR               int64
		Solves, OppSolves int
		Reason            string
		Tries             []struct{ Word, Pattern string }
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &res), lines[len(lines)-1])
	require.Len(t, res.Tries, 3)
	require.Equal(t, "GGGGG", res.Tries[1].Pattern, "the page solved the word the bot's seed derives")
	require.GreaterOrEqual(t, res.Solves, 1)
	require.Contains(t, res.Reason, "Both clocks ran out")

	// What the page showed is the chain's, and game/rating's.
	match, err := bind.Call(pi, opts, platform.PackGetMatch(matchID), platform.UnpackGetMatch)
	require.NoError(t, err)
	require.False(t, match.Live)
	require.Equal(t, me, match.B, "the page's player joined the bot's queue")
	outcome := rating.Draw
	switch {
	case res.Solves > res.OppSolves:
		outcome = rating.WinB
	case res.Solves < res.OppSolves:
		outcome = rating.WinA
	}
	want, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, outcome)
	require.NoError(t, err)
	require.Equal(t, int64(want[1]), res.MMR)
	require.Equal(t, int64(want[1]-rating.BaseMMR), res.MMRChange)
	balances, err := rating.Settle([2]int64{100, 100}, bet, outcome)
	require.NoError(t, err)
	require.Equal(t, balances[1], res.Free)
	require.Equal(t, balances[1]-100, res.Coins)
	onChain, err := bind.Call(coins.Instance(chain.Client, coinsAddr), opts, coins.PackBalanceOf(me), coins.UnpackBalanceOf)
	require.NoError(t, err)
	require.Equal(t, uint64(balances[1]), onChain.Uint64())
	t.Logf("blitz: you %d solves, bot %d: %s, coins %+d, MMR %+d", res.Solves, res.OppSolves, res.Outcome, res.Coins, res.MMRChange)
}
