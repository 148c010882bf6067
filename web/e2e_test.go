package web_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
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
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// fixedStrategy always guesses the same word.
type fixedStrategy string

func (f fixedStrategy) Guess(context.Context, wowclient.View) (string, error) { return string(f), nil }

// browserTools returns the Chromium binary and the directory holding
// node_modules, failing with what to install when either is missing.
func browserTools(t *testing.T) (chromium, root string) {
	t.Helper()
	chromium = os.Getenv("WORDPROOF_CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("the browser test needs Debian's chromium at %s (scripts/bootstrap installs it from scripts/apt-packages; WORDPROOF_CHROMIUM overrides the path): %v", chromium, err)
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatalf("the browser test needs Node.js (node) on PATH: %v", err)
	}
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	if _, err := os.Stat(filepath.Join(root, "node_modules", "playwright-core", "package.json")); err != nil {
		t.Fatalf("the browser test needs playwright-core in %s/node_modules: run scripts/bootstrap (it installs package-lock.json): %v", root, err)
	}
	return chromium, root
}

// browserGame is a game in which a browser player meets a bot: the devnet
// and relayer, the player's smart account funded with the stake, and a bot
// that opened a 2-player lobby, joined it and plays in the background. The
// bot always guesses a word sharing no letter with the player's words, so
// it scores nothing.
type browserGame struct {
	chain     *testChain
	dicts     *wowclient.Dictionaries
	prover    *prover.Prover
	owner     *ecdsa.PrivateKey // the browser player's, held by the test wallet
	ownerAddr common.Address
	acct      common.Address // the player's smart account
	bot       client.Mover
	gameAddr  common.Address
	gameID    *big.Int
	stake     *big.Int
}

var (
	humanWords = []string{"crane", "slate"}
	botWords   = []string{"ghost", "brick"}
)

const botGuess = "jumpy"

func newBrowserGame(t *testing.T, ctx context.Context) *browserGame {
	t.Helper()
	chain := startChain(t)
	keys := chain.Net.DevKeys()
	g := &browserGame{chain: chain, owner: keys[3], gameAddr: chain.Manifest.Contracts[deploy.ContractWorthOfWords], stake: big.NewInt(1e16)}
	var err error
	g.dicts, err = wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	g.prover, err = prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	g.ownerAddr = crypto.PubkeyToAddress(g.owner.PublicKey)
	f := account.NewWordproofAccountFactory()
	g.acct, err = bind.Call(f.Instance(chain.Client, chain.Manifest.Contracts[deploy.ContractAccountFactory]), &bind.CallOpts{Context: ctx},
		f.PackGetAddress(g.ownerAddr, new(big.Int)), f.UnpackGetAddress)
	require.NoError(t, err)
	funder, err := client.NewEOAMover(ctx, chain.Client, keys[1])
	require.NoError(t, err)
	_, err = funder.Send(ctx, g.acct, nil, g.stake) // gas is sponsored: the stake is enough
	require.NoError(t, err)

	g.bot, err = client.NewEOAMover(ctx, chain.Client, keys[2])
	require.NoError(t, err)
	settings := wowclient.DefaultSettings(2, g.stake)
	settings.RoundCap = 6
	g.gameID, err = wowclient.CreateLobby(ctx, g.bot, g.gameAddr, settings)
	require.NoError(t, err)
	botAgent, err := wowclient.NewAgent(ctx, wowclient.AgentConfig{
		Backend: chain.Client, Game: g.gameAddr, GameID: g.gameID, Mover: g.bot, Prover: g.prover, Dicts: g.dicts,
		Store: mustStore(t, "bot"), Strategy: fixedStrategy(botGuess), Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	require.NoError(t, botAgent.Join(ctx, botWords))
	botCtx, stopBot := context.WithCancel(ctx)
	botDone := make(chan error, 1)
	go func() { botDone <- botAgent.Run(botCtx) }()
	t.Cleanup(func() { stopBot(); <-botDone }) //nolint:errcheck // the bot was stopped: its error is the cancellation
	return g
}

// webConfig is the web server of the browser player; addr "127.0.0.1:0"
// picks a port.
func (g *browserGame) webConfig(addr, store string) web.Config {
	return web.Config{
		Addr: addr, Manifest: g.chain.Manifest, StorePath: store, Passphrase: "browser test",
		Prover: g.prover, Poll: 50 * time.Millisecond,
	}
}

// guess is a word the browser types and the colours the page must show.
type guess struct {
	Word    string `json:"word"`
	Pattern string `json:"pattern"`
}

// guesses computes, with the rules engine, the pattern of each word against
// the bot's secret it aims at.
func (g *browserGame) guesses(t *testing.T, words, targets []string) []guess {
	t.Helper()
	var out []guess
	for i, w := range words {
		require.True(t, g.dicts.Guesses.Contains(w), w)
		s, _ := game.Letters.Encode(targets[i], 5)
		gs, _ := game.Letters.Encode(w, 5)
		colours := make([]game.Color, 5)
		game.Feedback(s, gs, colours)
		out = append(out, guess{w, game.Pattern(colours)})
	}
	return out
}

// browse runs the browser script with the test wallet of owner and
// returns its result line.
func (g *browserGame) browse(t *testing.T, ctx context.Context, script, url string, guesses []guess, extraEnv ...string) []byte {
	t.Helper()
	chromium, _ := browserTools(t)
	wallet := testWallet(t, g.owner, g.chain.Client)
	shots := os.Getenv("WORDPROOF_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	secretsJSON, _ := json.Marshal(humanWords)
	guessesJSON, _ := json.Marshal(guesses)
	cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", script))
	cmd.Env = append(os.Environ(),
		"WORDPROOF_URL="+url, "WALLET_URL="+wallet.URL, "OWNER="+g.ownerAddr.Hex(),
		fmt.Sprintf("CHAIN_ID=%d", g.chain.Manifest.ChainID), "GAME_ID="+g.gameID.String(),
		"SECRETS="+string(secretsJSON), "GUESSES="+string(guessesJSON), "SCREENSHOTS="+shots, "CHROMIUM="+chromium,
	)
	cmd.Env = append(cmd.Env, extraEnv...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	t.Logf("browser script log:\n%s", stderr.String())
	t.Logf("screenshots in %s", shots)
	require.NoError(t, err, "browser script failed:\n%s", stderr.String())
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	return []byte(lines[len(lines)-1])
}

// checkWon checks on chain that the game ended, the player beat the bot,
// nothing is left to withdraw, and the account holds the whole pot: its
// stake is intact and the bot's was won.
func (g *browserGame) checkWon(t *testing.T, ctx context.Context) {
	t.Helper()
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(g.chain.Client, g.gameAddr)
	opts := &bind.CallOpts{Context: ctx}
	info, err := bind.Call(inst, opts, wow.PackGameInfo(g.gameID), wow.UnpackGameInfo)
	require.NoError(t, err)
	require.Equal(t, wowclient.PhaseEnded, info.Phase)
	me, err := bind.Call(inst, opts, wow.PackPlayerInfo(g.gameID, g.acct), wow.UnpackPlayerInfo)
	require.NoError(t, err)
	them, err := bind.Call(inst, opts, wow.PackPlayerInfo(g.gameID, g.bot.Address()), wow.UnpackPlayerInfo)
	require.NoError(t, err)
	require.NotEqual(t, wowclient.StatusForfeited, me.Status, "the player must not forfeit")
	require.Greater(t, me.Score, them.Score)
	require.Equal(t, wowclient.StatusSolved, them.Status)
	left, err := bind.Call(inst, opts, wow.PackBalanceOf(common.Address{}, g.acct), wow.UnpackBalanceOf)
	require.NoError(t, err)
	require.Zero(t, left.Sign(), "the prize was withdrawn")
	bal, err := g.chain.Client.BalanceAt(ctx, g.acct, nil)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Mul(g.stake, big.NewInt(2)).String(), bal.String(), "the account holds the pot: both stakes")
}

// TestBrowserGame plays a whole 2-player game in headless Chromium against
// a bot: a test wallet injected as an EIP-1193 provider signs the session
// grant, the page joins with two secret words and types three guesses; the
// test checks every colour pattern against the rules engine, the result
// against the chain, the withdrawal, and that the page made no request
// outside loopback. Screenshots go to $WORDPROOF_SCREENSHOTS or the test's
// temporary directory.
func TestBrowserGame(t *testing.T) {
	if testing.Short() {
		t.Skip("drives a browser through a whole game with real proofs")
	}
	browserTools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	g := newBrowserGame(t, ctx)
	srv, err := web.New(ctx, g.webConfig("127.0.0.1:0", filepath.Join(t.TempDir(), "player.json")))
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	t.Cleanup(func() { _ = srv.Stop() })

	// The player guesses those (YGGG. against ghost), then the bot's first word, then its second:
	// the bot is out after round 3 and the game ends.
	guesses := g.guesses(t, []string{"those", botWords[0], botWords[1]}, []string{botWords[0], botWords[0], botWords[1]})
	require.Equal(t, "YGGG.", guesses[0].Pattern)
	require.Equal(t, "GGGGG", guesses[1].Pattern)

	var res struct {
		Outcome     string `json:"outcome"`
		Winners     string `json:"winners"`
		Withdrew    string `json:"withdrew"`
		Screenshots int    `json:"screenshots"`
		Seen        []struct {
			Round   uint16 `json:"round"`
			Word    string `json:"word"`
			Pattern string `json:"pattern"`
		} `json:"seen"`
	}
	out := g.browse(t, ctx, "play.mjs", srv.URL(), guesses, "VIEWPORT=390x844")
	require.NoError(t, json.Unmarshal(out, &res), string(out))
	require.Len(t, res.Seen, len(guesses))
	require.Equal(t, "You won!", res.Outcome)
	require.Contains(t, res.Winners, "you")
	require.Contains(t, res.Withdrew, "Withdrew 0.02 ETH")
	require.GreaterOrEqual(t, res.Screenshots, 10)
	g.checkWon(t, ctx)
}

// webProcess runs the real 'wordproof web' binary for the browser player
// (sponsored mode: the wallet grants a session) at addr.
type webProcess struct {
	bin, manifest, password, store, addr string
	cmd                                  *exec.Cmd
	log                                  syncBuffer
}

// syncBuffer is a bytes.Buffer safe to read while a process writes to it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// buildWordproof builds the wordproof binary into a temporary directory.
func buildWordproof(t *testing.T, ctx context.Context) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "wordproof")
	out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/wordproof/wordproof/cmd/wordproof").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// start starts the process and waits until it serves the page.
func (w *webProcess) start(ctx context.Context) error {
	w.cmd = exec.CommandContext(ctx, w.bin, "web", "--manifest", w.manifest, "--password", w.password, "--store", w.store, "--web.addr", w.addr)
	w.cmd.Stdout, w.cmd.Stderr = &w.log, &w.log
	if err := w.cmd.Start(); err != nil {
		return err
	}
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		res, err := http.Get("http://" + w.addr + "/api/status")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
	}
	return fmt.Errorf("wordproof web did not start within a minute: %s", w.log.String())
}

// kill ends the process at once, as a crash would (no graceful shutdown).
func (w *webProcess) kill() {
	if w.cmd != nil && w.cmd.Process != nil {
		_ = w.cmd.Process.Kill()
		_ = w.cmd.Wait()
	}
}

// TestBrowserResume is issue 14's acceptance test of the web client, on the
// real 'wordproof web' binary: mid-game the player reloads the page, then
// the process is killed and started again on the same store; the board, the
// secret words and the guess input come back with no new wallet signature.
// Then the chain's clock moves past the player's guess deadline (through
// the page's half-time and 30-second warnings): the player loses that
// round's guess, the reveal it owes is still sent, and it wins the game
// with its stake intact. The game-over panel names the scores, payouts, the
// reason the game ended and how to collect.
func TestBrowserResume(t *testing.T) {
	if testing.Short() {
		t.Skip("drives a browser and the wordproof binary through a whole game with real proofs")
	}
	browserTools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	g := newBrowserGame(t, ctx)
	dir := t.TempDir()
	w := &webProcess{
		bin: buildWordproof(t, ctx), manifest: filepath.Join(dir, "manifest.json"), password: filepath.Join(dir, "password"),
		store: filepath.Join(dir, "player.json"),
	}
	require.NoError(t, g.chain.Manifest.Write(w.manifest))
	require.NoError(t, os.WriteFile(w.password, []byte("browser test\n"), 0o600))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	w.addr = ln.Addr().String()
	require.NoError(t, ln.Close())
	var mu sync.Mutex // guards w across restarts
	require.NoError(t, w.start(ctx))
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		w.kill()
		t.Logf("wordproof web log:\n%s", w.log.String())
	})
	url := "http://" + w.addr + "/"

	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(g.chain.Client, g.gameAddr)
	restarts := 0
	control := http.NewServeMux()
	control.HandleFunc("POST /restart", func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		w.kill()
		if err := w.start(ctx); err != nil {
			http.Error(rw, err.Error(), http.StatusInternalServerError)
			return
		}
		restarts++
	})
	// advance moves the chain's clock until the phase deadline is {"left"}
	// seconds away (negative: passed).
	control.HandleFunc("POST /advance", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Left int64 `json:"left"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		for try := 0; ; try++ {
			info, err := bind.Call(inst, &bind.CallOpts{Context: r.Context()}, wow.PackGameInfo(g.gameID), wow.UnpackGameInfo)
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			head, err := g.chain.Client.HeaderByNumber(r.Context(), nil)
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			jump := int64(info.Deadline) - int64(head.Time) - req.Left
			if jump <= 0 {
				return
			}
			if _, err = g.chain.Net.AdjustTime(time.Duration(jump) * time.Second); err == nil {
				return
			} else if try == 50 { // the pool must be empty: a move may be in flight
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
	ctl := httptest.NewServer(control)
	defer ctl.Close()

	// Round 1 those (YGGG. against ghost); round 2 is missed; then the
	// bot's two words: it is out after round 4 and the game ends.
	guesses := g.guesses(t, []string{"those", botWords[0], botWords[1]}, []string{botWords[0], botWords[0], botWords[1]})
	out := g.browse(t, ctx, "resume.mjs", url, guesses, "CONTROL_URL="+ctl.URL)
	var res struct {
		Outcome, Winners, Reason, Collect, Payouts, Withdrew, Half, Final, Missed string
		Signed                                                                    int
		Seen                                                                      []struct {
			Round   uint16
			Word    string
			Pattern string
		}
	}
	require.NoError(t, json.Unmarshal(out, &res), string(out))
	require.Equal(t, 1, restarts)
	require.Equal(t, 1, res.Signed, "one wallet signature for the whole game, restart included")
	require.Len(t, res.Seen, 3)
	require.Equal(t, []uint16{1, 3, 4}, []uint16{res.Seen[0].Round, res.Seen[1].Round, res.Seen[2].Round}, "round 2's guess was missed")
	require.Contains(t, res.Half, "Half your time to guess is gone")
	require.Contains(t, res.Final, "left to guess")
	require.Contains(t, res.Missed, "missed the guess deadline of round 2")
	require.Contains(t, res.Missed, "stake is safe")
	require.Equal(t, "You won!", res.Outcome)
	require.Contains(t, res.Winners, "you")
	require.Contains(t, res.Reason, "After round 4 at most one player was left in play")
	require.Contains(t, res.Payouts, "0.02 ETH")
	require.Contains(t, res.Collect, "press Withdraw")
	require.Contains(t, res.Withdrew, "Withdrew 0.02 ETH")
	g.checkWon(t, ctx)
}

func mustStore(t *testing.T, name string) *client.Store {
	t.Helper()
	s, err := client.OpenStore(filepath.Join(t.TempDir(), name+".json"), "test "+name)
	require.NoError(t, err)
	return s
}
