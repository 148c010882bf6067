package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// tttPageResult is what ttt.mjs reports.
type tttPageResult struct {
	Outcome, Ending     string
	Coins, MMRChange    int64
	Free                int64
	Wins, OppWins       int
	Skipped, OppSkipped int
	Reason              string
	Signed, Permissions int
	Turns               [][]struct {
		Cell       int
		Word, Sent string
	}
	Bout1 struct {
		Winner       string
		Lines, Cells []int
		Owners       []string
		Guesses      [][]struct {
			Word, Pattern string
			Mine, Valid   bool
		}
	}
}

// TestBrowserTtt plays a Wordle-Tac-Toe match between two browser contexts
// at 390×844, each player a wallet that signs one session grant and then
// moves only through sponsored user operations, with a bonded house (its
// service running in the test) answering every valid guess with a proof;
// short clocks (turn time 20 s, bank 20 s). Both claim coins, queue for
// Wordle-Tac-Toe with the same bet and see Match Found. In bout 1 each
// player, on its turns, picks the first two open cells and types their
// words (the test derives them from the house's stored seed); b's first
// word is not in the guess list: the page warns, b cancels, then sends it
// anyway (not accepted, its next turn skipped). Bout 1 ends; the pages show
// its owners, lines, cells and winner, which must be the chain's BoutEnded,
// and every guess with the chain's colours. Then both sit idle: the player
// to move in bout 2 loses on time, and each page's result (outcome, coins,
// MMR change) must be the chain's settlement and game/rating's.
func TestBrowserTtt(t *testing.T) {
	if testing.Short() {
		t.Skip("drives two browsers through a Wordle-Tac-Toe bout with real proofs")
	}
	browserTools(t) // fail fast, before the chain
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cfg := deploy.DefaultGameConfig()
	cfg.Ttt = deploy.TttConfig{TurnTime: 20 * time.Second, Bank: 20 * time.Second, Window: 30 * time.Second, Open: true}
	chain := testchain.Start(t, testchain.Options{
		Steps:   append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...),
		Relayer: true, Period: time.Second,
	})
	keys := chain.Net.DevKeys()
	m := chain.Manifest
	coinsAddr, platformAddr, tttAddr := m.Contracts[deploy.ContractCoins], m.Contracts[deploy.ContractDuelPlatform], m.Contracts[deploy.ContractWordleTacToe]
	registry := m.Contracts[deploy.ContractHouseRegistry]
	dicts, err := wire.LoadSet()
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	// every answer circuit loaded before the clocks run
	seed, err := prover.NewSeed()
	require.NoError(t, err)
	for _, d := range dicts {
		_, err = pv.ProveAnswer(ctx, prover.AnswerInput{Dictionary: d.Answers, Seed: seed, Randomness: big.NewInt(1), Guess: d.Answers.Word(0)})
		require.NoError(t, err)
	}
	const bet = 10
	coins, platform := duel.NewCoins(), duel.NewDuelPlatform()
	pi := platform.Instance(chain.Client, platformAddr)
	opts := &bind.CallOpts{Context: ctx}

	// The house: registered before the players queue, its service in this
	// process with a store the test reads the seed from.
	houseKey := keys[6]
	hm, err := client.NewEOAMover(ctx, chain.Client, houseKey)
	require.NoError(t, err)
	x, y := house.DeriveKey(houseKey).Public()
	reg := bhouse.NewHouseRegistry()
	minBond, err := bind.Call(reg.Instance(chain.Client, registry), opts, reg.PackMINBOND(), reg.UnpackMINBOND)
	require.NoError(t, err)
	_, err = hm.Send(ctx, registry, reg.PackRegister(x, y, "http://house.test"), minBond)
	require.NoError(t, err)
	houseStore, err := client.OpenStore(filepath.Join(t.TempDir(), "house.json"), "house")
	require.NoError(t, err)
	houseSvc, err := tictactoe.NewHouse(ctx, tictactoe.HouseConfig{
		Mover: hm, Backend: chain.Client, Ttt: tttAddr, Registry: registry, Platform: platformAddr,
		Store: houseStore, Dicts: dicts, Prover: pv, Log: func(f string, args ...any) { t.Logf("house: "+f, args...) },
	})
	require.NoError(t, err)
	hctx, hcancel := context.WithCancel(ctx)
	hdone := make(chan struct{})
	go func() {
		defer close(hdone)
		_ = houseSvc.Run(hctx)
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
		p.srv, err = web.New(ctx, web.Config{Addr: "127.0.0.1:0", Manifest: m, StorePath: p.store, Passphrase: "ttt " + role, Prover: pv, Poll: 100 * time.Millisecond})
		require.NoError(t, err)
		require.NoError(t, p.srv.Start(ctx))
		t.Cleanup(func() { _ = p.srv.Stop() })
		p.wallet = testWallet(t, key, chain.Client)
		players[role] = p
	}
	// b's first word: of the cell's length, not in its guess list
	invalid := map[string]string{}
	for _, l := range wire.Lengths {
		w := strings.Repeat("q", l)
		require.False(t, dicts[l-4].Valid(w), "%s is not a word", w)
		invalid[fmt.Sprint(l)] = w
	}
	matchOf := func(acct common.Address) (*big.Int, error) {
		rec, err := bind.Call(pi, opts, platform.PackPlayerOf(acct), platform.UnpackPlayerOf)
		if err != nil {
			return nil, err
		}
		return rec.MatchId, nil
	}

	control := http.NewServeMux()
	control.HandleFunc("GET /queued", func(w http.ResponseWriter, r *http.Request) {
		who, err := bind.Call(pi, opts, platform.PackWaiting(deploy.DuelModes["ttt"], big.NewInt(bet)), platform.UnpackWaiting)
		if err != nil || who != players["a"].acct {
			http.Error(w, "not yet", http.StatusConflict)
		}
	})
	// The bout's nine words: the house's seed (from its store) and the
	// match's randomness (from the commitment's block before the first move).
	control.HandleFunc("GET /words", func(w http.ResponseWriter, r *http.Request) {
		id, err := matchOf(players["a"].acct)
		if err != nil || id.Sign() == 0 {
			http.Error(w, fmt.Sprintf("no match (%v)", err), http.StatusConflict)
			return
		}
		mt, err := wire.ReadMatch(r.Context(), chain.Client, tttAddr, id)
		if err != nil || !mt.Committed() {
			http.Error(w, fmt.Sprintf("not committed yet (%v)", err), http.StatusConflict)
			return
		}
		rnd := mt.Randomness
		if !mt.Drawn {
			h, err := chain.Client.HeaderByNumber(r.Context(), new(big.Int).SetUint64(mt.DrawBlock))
			if err != nil {
				http.Error(w, err.Error(), http.StatusConflict)
				return
			}
			rnd, _ = wire.Draw(h.Hash(), id)
		}
		seed, err := houseSvc.Seed(id)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		var words [ttt.Cells]string
		for cell := range words {
			if words[cell], _, err = dicts.Cell(cell).Answers.DeriveWord(seed, rnd, wire.WordIndex(mt.Bout, cell)); err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
		}
		_ = json.NewEncoder(w).Encode(words)
	})
	ctl := httptest.NewServer(control)
	defer ctl.Close()

	invalidJSON, _ := json.Marshal(invalid)
	invalidEnv := func(*blitzPlayer) []string { return []string{"INVALID=" + string(invalidJSON)} }
	results := runDuelPages[tttPageResult](t, ctx, "ttt", ctl.URL, m.ChainID, bet, players, invalidEnv)

	// What the pages showed is the chain's, and game/rating's.
	matchID, err := bind.Call(pi, opts, platform.PackMatchCount(), platform.UnpackMatchCount)
	require.NoError(t, err)
	pm, err := bind.Call(pi, opts, platform.PackGetMatch(matchID), platform.UnpackGetMatch)
	require.NoError(t, err)
	require.False(t, pm.Live)
	require.Equal(t, deploy.DuelModes["ttt"], pm.Mode)
	require.Equal(t, players["a"].acct, pm.A)
	require.Equal(t, players["b"].acct, pm.B)
	mt, err := wire.ReadMatch(ctx, chain.Client, tttAddr, matchID)
	require.NoError(t, err)
	require.NotEmpty(t, mt.Bouts)
	b0 := mt.Bouts[0].Ended
	require.NotNil(t, b0, "bout 1 ended on chain")
	a, b := results["a"], results["b"]
	t.Logf("page a: %+v", *a)
	t.Logf("page b: %+v", *b)
	require.NotEmpty(t, a.Turns, "a played bout 1")
	require.NotEmpty(t, b.Turns, "b played bout 1")
	first := b.Turns[0][0]
	require.Equal(t, invalid[fmt.Sprint(ttt.CellLength(first.Cell))], first.Sent, "b's first word was the invalid one, sent once confirmed")
	require.Equal(t, 1, b.Skipped, "b's turn after its invalid word was skipped")
	require.Equal(t, b.Skipped, a.OppSkipped)

	// bout 1 as each page showed it is BoutEnded's, and each guess the chain's
	for seat, role := range []string{"a", "b"} {
		res, me := results[role], seat+1
		who := func(s int) string {
			switch s {
			case 0:
				return ""
			case me:
				return "you"
			}
			return "opponent"
		}
		require.Equal(t, who(b0.Winner), res.Bout1.Winner, role)
		require.Equal(t, []int{b0.Lines[seat], b0.Lines[1-seat]}, res.Bout1.Lines, role)
		require.Equal(t, []int{b0.Cells[seat], b0.Cells[1-seat]}, res.Bout1.Cells, role)
		require.Len(t, res.Bout1.Owners, ttt.Cells, role)
		require.Len(t, res.Bout1.Guesses, ttt.Cells, role)
		for cell := range ttt.Cells {
			require.Equal(t, who(b0.Owners[cell]), res.Bout1.Owners[cell], "%s: cell %d's owner", role, cell)
			gs := mt.Bouts[0].Cells[cell]
			require.Len(t, res.Bout1.Guesses[cell], len(gs), "%s: cell %d's guesses", role, cell)
			for k, g := range gs {
				shown := res.Bout1.Guesses[cell][k]
				pattern := ""
				if g.Answered() {
					pattern = game.Pattern(g.Colours)
				}
				require.Equal(t, g.Word, shown.Word, "%s: cell %d guess %d", role, cell, k)
				require.Equal(t, pattern, shown.Pattern, "%s: cell %d guess %d: the proven colours", role, cell, k)
				require.Equal(t, g.Valid, shown.Valid, "%s: cell %d guess %d", role, cell, k)
				require.Equal(t, g.Seat == me, shown.Mine, "%s: cell %d guess %d", role, cell, k)
			}
		}
	}
	// every cell of bout 1 was solved by the words typed, save the invalid one's
	solved := 0
	for cell := range ttt.Cells {
		for _, g := range mt.Bouts[0].Cells[cell] {
			if g.Solved() {
				solved++
			}
		}
	}
	require.Equal(t, ttt.Cells, solved, "every cell solved by a typed word")

	// the match: bout 2's mover lost on time, the pages show the settlement
	settled, err := platform.UnpackMatchSettledEvent(settledLog(t, ctx, chain, platformAddr, matchID))
	require.NoError(t, err)
	require.EqualValues(t, 2, settled.Ending, "a timeout")
	require.NotEqual(t, 0, int(settled.Outcome))
	outcome := rating.WinA
	if settled.Outcome == 2 {
		outcome = rating.WinB
	}
	ratings, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, outcome)
	require.NoError(t, err)
	balances, err := rating.Settle([2]int64{100, 100}, bet, outcome)
	require.NoError(t, err)
	for seat, role := range []string{"a", "b"} {
		res, p := results[role], players[role]
		won := (seat == 0) == (outcome == rating.WinA)
		require.Equal(t, map[bool]string{true: "won", false: "lost"}[won], res.Outcome, role)
		require.Equal(t, "timeout", res.Ending, role)
		require.Contains(t, res.Reason, "ran out", role)
		require.Equal(t, 1, res.Signed, "%s: one wallet signature for the whole match", role)
		require.Equal(t, grantSize(t, m), res.Permissions, "%s: the grant covers every game", role)
		require.Equal(t, int64(ratings[seat]-rating.BaseMMR), res.MMRChange, role)
		require.Equal(t, balances[seat], res.Free, role)
		require.Equal(t, balances[seat]-100, res.Coins, role)
		require.Equal(t, mt.Wins[seat], res.Wins, role)
		require.Equal(t, mt.Wins[1-seat], res.OppWins, role)
		onChain, err := bind.Call(coins.Instance(chain.Client, coinsAddr), opts, coins.PackBalanceOf(p.acct), coins.UnpackBalanceOf)
		require.NoError(t, err)
		require.Equal(t, uint64(balances[seat]), onChain.Uint64(), role)
	}
	// the API with the chain: no turn and no claim once the match is over
	post := func(path, body string) (int, string) {
		resp, err := http.Post(players["a"].srv.URL()+path, "application/json", strings.NewReader(body))
		require.NoError(t, err)
		defer resp.Body.Close()
		var out struct{ Error string }
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
		return resp.StatusCode, out.Error
	}
	code, msg := post(fmt.Sprintf("api/duel/match/%s/turn", matchID), `{"moves":[{"cell":4,"word":"stream"}]}`)
	require.Equal(t, http.StatusConflict, code, msg)
	require.Equal(t, web.ErrNotYourTurn.Error(), msg)
	code, msg = post(fmt.Sprintf("api/duel/match/%s/claim", matchID), `{}`)
	require.Equal(t, http.StatusConflict, code, msg)
	require.Equal(t, fmt.Sprintf("match %s is over: there is no timeout to claim", matchID), msg)
	code, msg = post("api/duel/match/99/turn", `{"moves":[{"cell":4,"word":"stream"}]}`)
	require.Equal(t, http.StatusNotFound, code, msg)
	require.Equal(t, web.ErrUnknownGame.Error(), msg)

	// the loser is the player to move in bout 2 (its first player)
	require.GreaterOrEqual(t, len(mt.Bouts), 2)
	loser := map[bool]int{true: 2, false: 1}[outcome == rating.WinA]
	require.Equal(t, loser, mt.Mover, "the player to move ran out of time")
}

// settledLog is the MatchSettled log of match id.
func settledLog(t *testing.T, ctx context.Context, chain *testchain.Chain, platformAddr common.Address, id *big.Int) *types.Log {
	t.Helper()
	ev := duel.NewDuelPlatform().GetABI().Events["MatchSettled"]
	logs, err := chain.Client.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{platformAddr},
		Topics: [][]common.Hash{{ev.ID}, {common.BigToHash(id)}}})
	require.NoError(t, err)
	require.NotEmpty(t, logs)
	return &logs[len(logs)-1]
}
