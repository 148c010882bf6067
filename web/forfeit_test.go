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
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// passDeadline moves the devnet's clock just past the game's phase
// deadline (retrying while a move is still in the pool).
func passDeadline(t *testing.T, ctx context.Context, chain *testChain, gameID *big.Int) {
	t.Helper()
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(chain.Client, chain.Manifest.Contracts[deploy.ContractWorthOfWords])
	require.Eventually(t, func() bool {
		info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(gameID), wow.UnpackGameInfo)
		require.NoError(t, err)
		head, err := chain.Client.HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		jump := int64(info.Deadline) - int64(head.Time) + 1
		if jump <= 0 {
			return true
		}
		_, err = chain.Net.AdjustTime(time.Duration(jump) * time.Second)
		return err == nil
	}, 30*time.Second, 50*time.Millisecond)
}

// TestGameOverForfeit: a player (here a plain key, restarted once after
// joining) plays a bot that goes offline after joining. The player's guess
// goes unanswered, the reveal deadline passes, and the bot forfeits; the
// board says whom it waits for, then the game-over panel names the
// forfeit (who and when), the reason, every payout in ETH, and how to
// collect; the withdrawal pays the whole pot.
func TestGameOverForfeit(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	chain := startChain(t)
	keys := chain.Net.DevKeys()
	gameAddr := chain.Manifest.Contracts[deploy.ContractWorthOfWords]
	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	stake := big.NewInt(1e16)

	bot, err := client.NewEOAMover(ctx, chain.Client, keys[2])
	require.NoError(t, err)
	gameID, err := wowclient.CreateLobby(ctx, bot, gameAddr, wowclient.DefaultSettings(2, stake))
	require.NoError(t, err)
	botAgent, err := wowclient.NewAgent(ctx, wowclient.AgentConfig{
		Backend: chain.Client, Game: gameAddr, GameID: gameID, Mover: bot, Prover: pv, Dicts: dicts,
		Store: mustStore(t, "bot"), Strategy: fixedStrategy(botGuess),
	})
	require.NoError(t, err)
	require.NoError(t, botAgent.Join(ctx, botWords)) // and never moves again

	player := keys[4]
	me := crypto.PubkeyToAddress(player.PublicKey)
	cfg := web.Config{
		Addr: "127.0.0.1:0", Manifest: chain.Manifest, StorePath: filepath.Join(t.TempDir(), "player.json"), Passphrase: "forfeit test",
		Key: player, Prover: pv, Poll: 50 * time.Millisecond,
	}
	srv, err := web.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))
	t.Cleanup(func() { _ = srv.Stop() })
	call := apiCaller(t, ctx, func() string { return srv.URL() })
	game := fmt.Sprintf("/api/games/%s", gameID)
	require.Equal(t, 200, call("POST", game+"/join", map[string]any{"words": humanWords}, nil))

	// A restart with the key resumes the game.
	require.NoError(t, srv.Stop())
	srv, err = web.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, srv.Start(ctx))

	type boardPlayer struct {
		Address common.Address `json:"address"`
		Label   string         `json:"label"`
		Acted   string         `json:"acted"`
	}
	var b struct {
		Phase    string        `json:"phase"`
		Awaiting bool          `json:"awaiting"`
		MyWords  []string      `json:"myWords"`
		Players  []boardPlayer `json:"players"`
		Result   *struct {
			Winners  []string `json:"winners"`
			YouWon   bool     `json:"youWon"`
			Balance  string   `json:"balance"`
			Reason   string   `json:"reason"`
			Forfeits []string `json:"forfeits"`
			Collect  string   `json:"collect"`
			Players  []struct {
				Address common.Address `json:"address"`
				Status  string         `json:"status"`
				Winner  bool           `json:"winner"`
				Payout  string         `json:"payout"`
			} `json:"players"`
		} `json:"result"`
	}
	board := func() {
		t.Helper()
		require.Equal(t, 200, call("GET", game, nil, &b))
	}
	require.Eventually(t, func() bool { board(); return b.Awaiting }, time.Minute, 50*time.Millisecond)
	require.Equal(t, humanWords, b.MyWords)
	require.Equal(t, 200, call("POST", game+"/guess", map[string]string{"word": "those"}, nil))

	require.Eventually(t, func() bool {
		board()
		for _, p := range b.Players {
			if p.Address == me {
				return p.Acted == "done"
			}
		}
		return false
	}, time.Minute, 50*time.Millisecond, "the guess is committed")

	// The bot commits nothing and reveals nothing.
	passDeadline(t, ctx, chain, gameID)
	require.Eventually(t, func() bool { board(); return b.Phase == "reveal" }, time.Minute, 50*time.Millisecond)
	var botLabel string
	for _, p := range b.Players {
		if p.Address == bot.Address() {
			require.Equal(t, "waiting", p.Acted, "the board says the reveal phase waits for the bot")
			botLabel = p.Label
		}
	}
	require.NotEmpty(t, botLabel)
	passDeadline(t, ctx, chain, gameID)
	require.Eventually(t, func() bool { board(); return b.Phase == "ended" }, time.Minute, 50*time.Millisecond)

	r := b.Result
	require.NotNil(t, r)
	require.True(t, r.YouWon)
	require.Equal(t, []string{"you"}, r.Winners)
	require.Len(t, r.Forfeits, 1)
	require.Contains(t, r.Forfeits[0], botLabel+" ("+bot.Address().Hex()+") forfeited in round 1")
	require.Contains(t, r.Reason, "forfeited by timeout")
	pot := new(big.Int).Mul(stake, big.NewInt(2))
	for _, p := range r.Players {
		switch p.Address {
		case me:
			require.True(t, p.Winner)
			require.Equal(t, pot.String(), p.Payout)
		case bot.Address():
			require.Equal(t, "out: forfeited (missed a reveal deadline)", p.Status)
			require.Equal(t, "0", p.Payout)
		}
	}
	require.Equal(t, pot.String(), r.Balance)
	require.Contains(t, r.Collect, "0.02 ETH waits for you in the game contract: press Withdraw")

	var w struct {
		Amount string `json:"amount"`
		Text   string `json:"text"`
	}
	require.Equal(t, 200, call("POST", "/api/withdraw", map[string]any{}, &w))
	require.Equal(t, pot.String(), w.Amount)
	require.Equal(t, "withdrew 0.02 ETH", w.Text)
	board()
	require.Equal(t, "0", b.Result.Balance)
	require.Contains(t, b.Result.Collect, "withdrawn")
	var e struct {
		Error string `json:"error"`
	}
	require.Equal(t, 409, call("POST", "/api/withdraw", map[string]any{}, &e))
	require.Contains(t, e.Error, "nothing to withdraw")
}
