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
	"sync"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// blitzPlayer is one browser player of TestBrowserBlitz: a wallet's owner
// key, its smart account, and the web server that plays for it.
type blitzPlayer struct {
	role    string
	owner   common.Address
	acct    common.Address
	store   string
	srv     *web.Server
	wallet  *httptest.Server
	guesses []string
}

// blitzResult is what blitz.mjs reports.
type blitzResult struct {
	Outcome           string
	Coins, MMRChange  int64
	Free, MMR         int64
	Solves, OppSolves int
	Reason            string
	Signed            int
	Permissions       int
	Tries             []struct{ Word, Pattern string }
}

// TestBrowserBlitz plays a Worduel Blitz match between two browser contexts
// at 390×844, each player a wallet that signs one session grant (Worth of
// Words, the duel platform and Blitz) and then moves only through sponsored
// user operations: both claim the daily coins, queue with the same bet, see
// Match Found, and type guesses that the other side's Go client
// (client/worduel.Agent behind the page's API) answers with proofs; each
// solves words its opponent's seed derives (a one, b two). Then the test moves the
// chain's clock past both chess clocks: a client ends the match, and the
// result each page shows (outcome, coins and MMR change) must be the
// chain's and what game/rating computes from the solve counts.
func TestBrowserBlitz(t *testing.T) {
	if testing.Short() {
		t.Skip("drives two browsers through a Blitz match with real proofs")
	}
	browserTools(t) // fail fast, before the chain
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
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
	pi, bi := platform.Instance(chain.Client, platformAddr), blitz.Instance(chain.Client, blitzAddr)
	opts := &bind.CallOpts{Context: ctx}
	f := account.NewWordproofAccountFactory()

	players := map[string]*blitzPlayer{}
	for i, role := range []string{"a", "b"} {
		key := keys[3+i]
		p := &blitzPlayer{role: role, owner: crypto.PubkeyToAddress(key.PublicKey), store: filepath.Join(t.TempDir(), role+".json")}
		p.acct, err = bind.Call(f.Instance(chain.Client, m.Contracts[deploy.ContractAccountFactory]), opts, f.PackGetAddress(p.owner, new(big.Int)), f.UnpackGetAddress)
		require.NoError(t, err)
		p.srv, err = web.New(ctx, web.Config{Addr: "127.0.0.1:0", Manifest: m, StorePath: p.store, Passphrase: "blitz " + role, Prover: pv, Poll: 100 * time.Millisecond})
		require.NoError(t, err)
		require.NoError(t, p.srv.Start(ctx))
		t.Cleanup(func() { _ = p.srv.Stop() })
		p.wallet = testWallet(t, key, chain.Client)
		players[role] = p
	}
	// "?" is the current word's answer: a solves one word, b two, so b wins.
	players["a"].guesses = []string{"slate", "?", "crony"}
	players["b"].guesses = []string{"crane", "?", "?"}
	opponent := map[string]string{"a": "b", "b": "a"}
	matchOf := func(acct common.Address) (*big.Int, error) {
		rec, err := bind.Call(pi, opts, platform.PackPlayerOf(acct), platform.UnpackPlayerOf)
		if err != nil {
			return nil, err
		}
		return rec.MatchId, nil
	}
	var matchID *big.Int

	control := http.NewServeMux()
	// b queues once a waits, so that a is the match's seat a.
	control.HandleFunc("GET /queued", func(w http.ResponseWriter, r *http.Request) {
		who, err := bind.Call(pi, opts, platform.PackWaiting(deploy.DuelModes["blitz"], big.NewInt(bet)), platform.UnpackWaiting)
		if err != nil || who != players["a"].acct {
			http.Error(w, "not yet", http.StatusConflict)
		}
	})
	// A player's words come from the opponent's seed: the test reads it
	// from the opponent's store (written before its commitment was sent).
	control.HandleFunc("GET /word", func(w http.ResponseWriter, r *http.Request) {
		role := r.URL.Query().Get("role")
		i, _ := new(big.Int).SetString(r.URL.Query().Get("i"), 10)
		id, err := matchOf(players[role].acct)
		if err != nil || id.Sign() == 0 || i == nil {
			http.Error(w, fmt.Sprintf("no match (%v)", err), http.StatusConflict)
			return
		}
		g, err := bind.Call(bi, opts, blitz.PackGameOf(id), blitz.UnpackGameOf)
		if err != nil || !g.Drawn {
			http.Error(w, fmt.Sprintf("not drawn yet (%v)", err), http.StatusConflict)
			return
		}
		other := players[opponent[role]]
		st, err := client.OpenStore(other.store, "blitz "+other.role)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		held, ok := st.Game(client.GameKey(chain.Net.ChainID(), blitzAddr, id))
		var seed fr.Element
		if !ok || len(held.Salts) == 0 {
			http.Error(w, "no seed stored", http.StatusInternalServerError)
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
	// Once both players are done guessing and neither owes an answer, both
	// clocks run out on the chain's clock.
	var finishOnce sync.Once
	var finishErr error
	arrived := make(chan struct{}, 2)
	control.HandleFunc("POST /finish", func(w http.ResponseWriter, r *http.Request) {
		arrived <- struct{}{}
		finishOnce.Do(func() {
			<-arrived
			<-arrived
			if matchID, finishErr = matchOf(players["a"].acct); finishErr != nil {
				return
			}
			for try := 0; ; try++ {
				owed := false
				for seat := range 2 {
					side, err := bind.Call(bi, opts, blitz.PackSideOf(matchID, big.NewInt(int64(seat))), blitz.UnpackSideOf)
					if err != nil {
						finishErr = err
						return
					}
					owed = owed || side.AnswerDue.Sign() != 0
				}
				if !owed {
					if _, err := chain.Net.AdjustTime(301 * time.Second); err == nil {
						return
					}
				}
				if try == 300 {
					finishErr = fmt.Errorf("an answer is still owed")
					return
				}
				time.Sleep(100 * time.Millisecond)
			}
		})
		if finishErr != nil {
			http.Error(w, finishErr.Error(), http.StatusInternalServerError)
		}
	})
	ctl := httptest.NewServer(control)
	defer ctl.Close()

	results := runDuelPages[blitzResult](t, ctx, "blitz", ctl.URL, m.ChainID, bet, players, guessesEnv)

	// What the pages showed is the chain's, and game/rating's.
	match, err := bind.Call(pi, opts, platform.PackGetMatch(matchID), platform.UnpackGetMatch)
	require.NoError(t, err)
	require.False(t, match.Live)
	require.Equal(t, players["a"].acct, match.A)
	require.Equal(t, players["b"].acct, match.B)
	a, b := results["a"], results["b"]
	t.Logf("page a: %+v", *a)
	t.Logf("page b: %+v", *b)
	require.Equal(t, a.Solves, b.OppSolves)
	require.Equal(t, b.Solves, a.OppSolves)
	outcome := rating.Draw
	switch {
	case a.Solves > b.Solves:
		outcome = rating.WinA
	case a.Solves < b.Solves:
		outcome = rating.WinB
	}
	ratings, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, outcome)
	require.NoError(t, err)
	balances, err := rating.Settle([2]int64{100, 100}, bet, outcome)
	require.NoError(t, err)
	require.Equal(t, rating.WinB, outcome, "b solved more words")
	for seat, role := range []string{"a", "b"} {
		res, p := results[role], players[role]
		require.Equal(t, 1, res.Signed, "%s: one wallet signature for the whole match", role)
		require.Equal(t, grantSize(t, m), res.Permissions, "%s: the grant covers every game", role)
		require.Len(t, res.Tries, len(p.guesses), role)
		require.Equal(t, "GGGGG", res.Tries[1].Pattern, "%s solved the word its opponent's seed derives", role)
		require.GreaterOrEqual(t, res.Solves, 1, role)
		require.Contains(t, res.Reason, "Both clocks ran out", role)
		require.Equal(t, int64(ratings[seat]), res.MMR, role)
		require.Equal(t, int64(ratings[seat]-rating.BaseMMR), res.MMRChange, role)
		require.Equal(t, balances[seat], res.Free, role)
		require.Equal(t, balances[seat]-100, res.Coins, role)
		onChain, err := bind.Call(coins.Instance(chain.Client, coinsAddr), opts, coins.PackBalanceOf(p.acct), coins.UnpackBalanceOf)
		require.NoError(t, err)
		require.Equal(t, uint64(balances[seat]), onChain.Uint64(), role)
		t.Logf("blitz %s: %d solves: %s, coins %+d, MMR %+d", role, res.Solves, res.Outcome, res.Coins, res.MMRChange)
	}
}

// runDuelPages runs e2e/SCRIPT.mjs for every player at once, each in its
// own browser at 390×844 with the player's wallet (screenshots under
// WORDPROOF_SCREENSHOTS/SCRIPT-ROLE), with the common environment and
// env(p)'s, and decodes each one's last stdout line.
func runDuelPages[R any](t *testing.T, ctx context.Context, script, control string, chainID uint64, bet int, players map[string]*blitzPlayer, env func(*blitzPlayer) []string) map[string]*R {
	t.Helper()
	chromium, _ := browserTools(t)
	shots := os.Getenv("WORDPROOF_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	results := map[string]*R{}
	var wg sync.WaitGroup
	var mu sync.Mutex
	errs := map[string]error{}
	for role, p := range players {
		dir := filepath.Join(shots, script+"-"+role)
		require.NoError(t, os.MkdirAll(dir, 0o755))
		cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", script+".mjs"))
		cmd.Env = append(os.Environ(), "WORDPROOF_URL="+p.srv.URL(), "CONTROL_URL="+control, "ROLE="+role, fmt.Sprintf("BET=%d", bet),
			"VIEWPORT=390x844", "SCREENSHOTS="+dir, "CHROMIUM="+chromium, "WALLET_URL="+p.wallet.URL,
			"OWNER="+p.owner.Hex(), fmt.Sprintf("CHAIN_ID=%d", chainID))
		cmd.Env = append(cmd.Env, env(p)...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := cmd.Run()
			t.Logf("browser %s log:\n%s", role, stderr.String())
			var res R
			if err == nil {
				lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
				err = json.Unmarshal([]byte(lines[len(lines)-1]), &res)
			}
			mu.Lock()
			defer mu.Unlock()
			errs[role], results[role] = err, &res
		}()
	}
	wg.Wait()
	for role := range players {
		require.NoError(t, errs[role], "browser %s failed", role)
	}
	return results
}

// guessesEnv is the GUESSES of blitz.mjs and bo3.mjs.
func guessesEnv(p *blitzPlayer) []string {
	g, _ := json.Marshal(p.guesses)
	return []string{"GUESSES=" + string(g)}
}
