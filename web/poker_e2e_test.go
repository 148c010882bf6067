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

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/pokerscript"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// pokerPageResult is what poker.mjs reports.
type pokerPageResult struct {
	Asked     []string
	Cards     []string
	Mulligans [2]int
	Hand      int // the hand of the showdown shown
	Showdown  struct{ Winner, You, Opp string }
	Guess     struct {
		By, Guess, Pattern string
		Word               int
	}
}

// TestBrowserPoker plays a hand of Wordle Poker between two browser
// contexts at 390×844, each over a server moving with its own key, with a
// bonded house dealing in the test: both claim coins, queue in mode poker,
// see Match Found, commit the five words offered, and make each decision
// the page asks (open, stop, mulligan, higher, a guess) until a guess has
// its proven colours. Both pages show five cards, the same mulligan counts
// (a changed one card, b none), the same showdown from their two sides,
// and the same guess and colours.
func TestBrowserPoker(t *testing.T) {
	if testing.Short() {
		t.Skip("drives two browsers through a hand of Wordle Poker with real proofs")
	}
	chromium, _ := browserTools(t)
	chain := testchain.Start(t, testchain.Options{Steps: pokerscript.Steps(), Period: time.Second, Relayer: true})
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
	defer cancel()
	keys := chain.Net.DevKeys()
	m := chain.Manifest
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	go func() { _ = pokerscript.Dealer(t, ctx, chain, keys[3], nil).Run(ctx) }()
	const bet = 5
	platform := duel.NewDuelPlatform()
	pi := platform.Instance(chain.Client, m.Contracts[deploy.ContractDuelPlatform])
	opts := &bind.CallOpts{Context: ctx}

	type player struct {
		srv   *web.Server
		owner string
	}
	players := map[string]player{}
	for i, role := range []string{"a", "b"} {
		srv, err := web.New(ctx, web.Config{Addr: "127.0.0.1:0", Manifest: m, StorePath: filepath.Join(t.TempDir(), role+".json"),
			Passphrase: "poker " + role, Key: keys[4+i], Prover: pv, Poll: 100 * time.Millisecond})
		require.NoError(t, err)
		require.NoError(t, srv.Start(ctx))
		t.Cleanup(func() { _ = srv.Stop() })
		players[role] = player{srv: srv, owner: crypto.PubkeyToAddress(keys[4+i].PublicKey).Hex()}
	}
	aAddr := crypto.PubkeyToAddress(keys[4].PublicKey)
	control := http.NewServeMux()
	control.HandleFunc("GET /queued", func(w http.ResponseWriter, r *http.Request) {
		who, err := bind.Call(pi, opts, platform.PackWaiting(deploy.DuelModes["poker"], big.NewInt(bet)), platform.UnpackWaiting)
		if err != nil || who != aAddr {
			http.Error(w, "not yet", http.StatusConflict)
		}
	})
	ctl := httptest.NewServer(control)
	defer ctl.Close()
	wallet := testWallet(t, keys[6], chain.Client) // the harness's; the key-mode pages never call it

	shots := os.Getenv("WORDPROOF_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	results := map[string]*pokerPageResult{}
	errs := map[string]error{}
	var wg sync.WaitGroup
	var mu sync.Mutex
	for role, p := range players {
		dir := filepath.Join(shots, "poker-"+role)
		require.NoError(t, os.MkdirAll(dir, 0o755))
		cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", "poker.mjs"))
		cmd.Env = append(os.Environ(), "WORDPROOF_URL="+p.srv.URL(), "CONTROL_URL="+ctl.URL, "ROLE="+role, fmt.Sprintf("BET=%d", bet),
			"VIEWPORT=390x844", "SCREENSHOTS="+dir, "CHROMIUM="+chromium, "WALLET_URL="+wallet.URL, "OWNER="+p.owner, fmt.Sprintf("CHAIN_ID=%d", m.ChainID))
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := cmd.Run()
			t.Logf("browser %s log:\n%s", role, stderr.String())
			var res pokerPageResult
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
	require.NoError(t, errs["a"], "browser a failed")
	require.NoError(t, errs["b"], "browser b failed")
	a, b := results["a"], results["b"]
	t.Logf("page a: %+v", *a)
	t.Logf("page b: %+v", *b)
	for _, r := range []*pokerPageResult{a, b} {
		require.Equal(t, "words", r.Asked[0])
		require.NotContains(t, r.Asked[1:], "words", "the words are asked once")
		require.Contains(t, r.Asked, "mulligan")
		require.Len(t, r.Cards, 5, "the player's own cards, opened from the house's sealing")
		require.Equal(t, "crane", r.Guess.Guess)
		require.Regexp(t, `^[GY.]{5}$`, r.Guess.Pattern)
	}
	require.Contains(t, append(a.Asked, b.Asked...), "open")
	require.Contains(t, append(a.Asked, b.Asked...), "raise")
	require.Contains(t, append(a.Asked, b.Asked...), "choose")
	require.Contains(t, append(a.Asked, b.Asked...), "guess")
	require.Equal(t, [2]int{1, 0}, a.Mulligans, "a changed one card, b none")
	require.Equal(t, [2]int{0, 1}, b.Mulligans)
	require.Equal(t, 1, a.Hand, "the showdown read is the first hand's")
	require.Equal(t, 1, b.Hand)
	require.Equal(t, a.Showdown.You, b.Showdown.Opp, "both pages show the same hands")
	require.Equal(t, a.Showdown.Opp, b.Showdown.You)
	require.NotEqual(t, a.Showdown.Winner, b.Showdown.Winner)
	require.Equal(t, a.Guess.Pattern, b.Guess.Pattern)
	require.NotEqual(t, a.Guess.By, b.Guess.By, "each page names the guesser from its side")
}
