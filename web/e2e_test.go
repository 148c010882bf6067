package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"wordproof/bindings"
	"wordproof/bindings/account"
	"wordproof/client"
	"wordproof/deploy"
	"wordproof/game"
	"wordproof/prover"
	"wordproof/web"
)

// fixedStrategy always guesses the same word.
type fixedStrategy string

func (f fixedStrategy) Guess(context.Context, client.View) (string, error) { return string(f), nil }

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
	chromium, _ := browserTools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	chain := startChain(t)
	keys := chain.net.DevKeys()
	gameAddr := chain.manifest.Contracts[deploy.ContractWorthOfWords]
	dicts, err := client.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)

	// The browser player's owner key is held by the test wallet; its smart
	// account is funded with the stake (gas is sponsored).
	owner := keys[3]
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	f := account.NewWordproofAccountFactory()
	acct, err := bind.Call(f.Instance(chain.client, chain.manifest.Contracts[deploy.ContractAccountFactory]), &bind.CallOpts{Context: ctx},
		f.PackGetAddress(ownerAddr, new(big.Int)), f.UnpackGetAddress)
	require.NoError(t, err)
	stake := big.NewInt(1e16)
	funder, err := client.NewEOAMover(ctx, chain.client, keys[1])
	require.NoError(t, err)
	_, err = funder.Send(ctx, acct, nil, stake)
	require.NoError(t, err)

	// The bot opens a 2-player lobby and joins it. It always guesses a word
	// sharing no letter with the player's words, so it scores nothing.
	humanWords := []string{"crane", "slate"}
	botWords := []string{"ghost", "brick"}
	botGuess := "jumpy"
	bot, err := client.NewEOAMover(ctx, chain.client, keys[2])
	require.NoError(t, err)
	settings := client.DefaultSettings(2, stake)
	settings.RoundCap = 5
	gameID, err := client.CreateLobby(ctx, bot, gameAddr, settings)
	require.NoError(t, err)
	botAgent, err := client.NewAgent(ctx, client.AgentConfig{
		Backend: chain.client, Game: gameAddr, GameID: gameID, Mover: bot, Prover: pv, Dicts: dicts,
		Store: mustStore(t, "bot"), Strategy: fixedStrategy(botGuess), Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	require.NoError(t, botAgent.Join(ctx, botWords))
	botCtx, stopBot := context.WithCancel(ctx)
	botDone := make(chan error, 1)
	go func() { botDone <- botAgent.Run(botCtx) }()
	defer func() { stopBot(); <-botDone }()

	srv, err := web.New(ctx, web.Config{
		Addr: "127.0.0.1:0", Manifest: chain.manifest, StorePath: filepath.Join(t.TempDir(), "player.json"), Passphrase: "browser test",
		Prover: pv, Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	t.Cleanup(func() { _ = srv.Stop() })
	wallet := testWallet(t, owner)

	// The player guesses those (YGGG. against ghost), then the bot's first word, then its second:
	// the bot is out after round 3 and the game ends.
	type guess struct {
		Word    string `json:"word"`
		Pattern string `json:"pattern"`
	}
	var guesses []guess
	for i, w := range []string{"those", botWords[0], botWords[1]} {
		require.True(t, dicts.Guesses.Contains(w), w)
		target := botWords[0]
		if i == 2 {
			target = botWords[1]
		}
		s, _ := game.Letters.Encode(target, 5)
		g, _ := game.Letters.Encode(w, 5)
		out := make([]game.Color, 5)
		game.Feedback(s, g, out)
		guesses = append(guesses, guess{w, game.Pattern(out)})
	}
	require.Equal(t, "YGGG.", guesses[0].Pattern)
	require.Equal(t, "GGGGG", guesses[1].Pattern)

	shots := os.Getenv("WORDPROOF_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	secretsJSON, _ := json.Marshal(humanWords)
	guessesJSON, _ := json.Marshal(guesses)
	cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", "play.mjs"))
	cmd.Env = append(os.Environ(),
		"WORDPROOF_URL="+srv.URL(), "WALLET_URL="+wallet.URL, "OWNER="+ownerAddr.Hex(),
		fmt.Sprintf("CHAIN_ID=%d", chain.manifest.ChainID), "GAME_ID="+gameID.String(),
		"SECRETS="+string(secretsJSON), "GUESSES="+string(guessesJSON), "SCREENSHOTS="+shots, "CHROMIUM="+chromium,
	)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	t.Logf("browser script log:\n%s", stderr.String())
	t.Logf("screenshots in %s", shots)
	require.NoError(t, err, "browser script failed:\n%s", stderr.String())

	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
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
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &res), stdout.String())
	require.Len(t, res.Seen, len(guesses))

	// What the page said agrees with the chain.
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(chain.client, gameAddr)
	info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(gameID), wow.UnpackGameInfo)
	require.NoError(t, err)
	require.Equal(t, client.PhaseEnded, info.Phase)
	me, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackPlayerInfo(gameID, acct), wow.UnpackPlayerInfo)
	require.NoError(t, err)
	them, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackPlayerInfo(gameID, bot.Address()), wow.UnpackPlayerInfo)
	require.NoError(t, err)
	require.Greater(t, me.Score, them.Score)
	require.Equal(t, client.StatusSolved, them.Status)
	require.Equal(t, "You won!", res.Outcome)
	require.Contains(t, res.Winners, "you")
	require.Contains(t, res.Withdrew, "Withdrew 0.02 ETH")
	left, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackBalanceOf(common.Address{}, acct), wow.UnpackBalanceOf)
	require.NoError(t, err)
	require.Zero(t, left.Sign(), "the prize was withdrawn")
	bal, err := chain.client.BalanceAt(ctx, acct, nil)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Mul(stake, big.NewInt(2)).String(), bal.String(), "the account holds the pot: both stakes")
	require.GreaterOrEqual(t, res.Screenshots, 10)
}

func mustStore(t *testing.T, name string) *client.Store {
	t.Helper()
	s, err := client.OpenStore(filepath.Join(t.TempDir(), name+".json"), "test "+name)
	require.NoError(t, err)
	return s
}
