package web_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/internal/pokerscript"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/web"
)

// pokerBoardView is the part of GET /api/duel/match/{id} the test reads.
type pokerBoardView struct {
	Phase        string   `json:"phase"`
	Hand         uint64   `json:"hand"`
	Cards        []string `json:"cards"`
	Chips        [2]int   `json:"chips"`
	BettingCards []int    `json:"bettingCards"`
	Mulligans    [2]int   `json:"mulligans"`
	Asking       string   `json:"asking"`
	ToAct        string   `json:"toAct"`
	Deadline     uint64   `json:"deadline"`
	Error        string   `json:"error"`
	Showdown     *struct {
		Hand   uint64    `json:"hand"`
		Cards  [2]string `json:"cards"`
		Winner string    `json:"winner"`
		Loss   int       `json:"loss"`
	} `json:"showdown"`
	Guesses []struct {
		By, Guess, Pattern string
		Word               int
	} `json:"guesses"`
}

// TestPokerAPI plays one hand of Wordle Poker through the web API of two
// servers (each moving with its own key), with a bonded house dealing in
// the test: both queue in mode poker and commit five offered words; a opens
// (the first betting card left, one chip), b stops; a changes one card and
// b none, each board showing the counts of both; the stopper's opponent
// chooses higher; the showdown shows both hands; the hand's winner guesses
// and both boards show the guess and its proven colours. Bad decisions are
// refused with a 4xx and a reason.
func TestPokerAPI(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a hand of Wordle Poker with real proofs")
	}
	chain := testchain.Start(t, testchain.Options{Steps: pokerscript.Steps(), Period: time.Second, Relayer: true})
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
	defer cancel()
	keys := chain.Net.DevKeys()
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	go func() { _ = pokerscript.Dealer(t, ctx, chain, keys[3], nil).Run(ctx) }()

	server := func(i int) func(method, path string, body, out any) int {
		srv, err := web.New(ctx, web.Config{
			Addr: "127.0.0.1:0", Manifest: chain.Manifest, StorePath: filepath.Join(t.TempDir(), "p.json"), Passphrase: "poker test",
			Key: keys[i], Prover: pv, Poll: 100 * time.Millisecond,
		})
		require.NoError(t, err)
		require.NoError(t, srv.Start(ctx))
		t.Cleanup(func() { _ = srv.Stop() })
		return apiCaller(t, ctx, func() string { return srv.URL() })
	}
	players := []func(method, path string, body, out any) int{server(4), server(5)}
	var e struct {
		Error string `json:"error"`
	}
	var status struct {
		MatchID   uint64   `json:"matchId"`
		MatchMode string   `json:"matchMode"`
		Modes     []string `json:"modes"`
	}
	for _, p := range players {
		require.Equal(t, 200, p("POST", "/api/duel/daily", map[string]any{}, &status))
		require.Contains(t, status.Modes, "poker")
		require.Equal(t, 200, p("POST", "/api/duel/queue", map[string]any{"mode": "poker", "bet": 5}, &status))
	}
	for _, p := range players {
		require.Equal(t, 200, p("GET", "/api/duel/status", nil, &status))
		require.Equal(t, "poker", status.MatchMode)
	}
	match := fmt.Sprintf("/api/duel/match/%d", status.MatchID)

	// Not asked yet, or not the decision asked: 409; bad input: 400.
	boardOf := func(k int) pokerBoardView {
		var b pokerBoardView
		require.Equal(t, 200, players[k]("GET", match, nil, &b))
		return b
	}
	var offered struct{ Words []string }
	require.Equal(t, 200, players[0]("GET", "/api/duel/poker/words", nil, &offered))
	require.Len(t, offered.Words, 5)
	require.Eventually(t, func() bool { return boardOf(0).Asking == "words" }, time.Minute, 100*time.Millisecond)
	require.Equal(t, 409, players[0]("POST", match+"/poker", map[string]any{"action": "stop"}, &e))
	require.Contains(t, e.Error, "waits for your words")
	require.Equal(t, 400, players[0]("POST", match+"/poker", map[string]any{"action": "words", "words": offered.Words[:4]}, &e))
	require.Contains(t, e.Error, "exactly five")
	dup := append([]string{offered.Words[0]}, offered.Words[:4]...)
	require.Equal(t, 400, players[0]("POST", match+"/poker", map[string]any{"action": "words", "words": dup}, &e))
	require.Contains(t, e.Error, "twice")
	require.Equal(t, 400, players[0]("POST", match+"/poker", map[string]any{"action": "fold"}, &e))
	require.Contains(t, e.Error, "unknown action")

	// Each side decides what it is asked, once per hand and kind.
	var opened, stopped, chosen, guessed bool
	var mulled [2]bool
	var wordsAsked [2]int
	decide := func(k int, b pokerBoardView) {
		p, d := players[k], map[string]any{"action": b.Asking}
		switch b.Asking {
		case "words":
			wordsAsked[k]++
			require.Equal(t, 1, wordsAsked[k], "the words are asked once, not again at each answer")
			require.Equal(t, 200, p("GET", "/api/duel/poker/words", nil, &offered))
			d["words"] = offered.Words
		case "open":
			require.Equal(t, 400, p("POST", match+"/poker", map[string]any{"action": "open", "card": 99, "bet": 1}, &e))
			require.Contains(t, e.Error, "is not left")
			d["card"], d["bet"], opened = b.BettingCards[0], 1, true
		case "raise":
			d["action"], stopped = "stop", true
		case "mulligan":
			require.Len(t, b.Cards, 5, "the player's own cards, opened from the house's sealing")
			if k == 0 {
				d["positions"] = []int{1}
			}
			mulled[k] = true
		case "choose":
			d["choice"], chosen = "higher", true
		case "guess":
			require.Equal(t, 400, p("POST", match+"/poker", map[string]any{"action": "guess", "word": 1, "guess": "qqqqq"}, &e))
			d["word"], d["guess"], guessed = 1, "crane", true
		default:
			return
		}
		require.Equal(t, 200, p("POST", match+"/poker", d, &e), "%s: %s", b.Asking, e.Error)
	}
	var boards [2]pokerBoardView
	deadline := time.Now().Add(10 * time.Minute)
	for {
		require.True(t, time.Now().Before(deadline), "the hand did not reach a proven guess: a %+v b %+v", boards[0], boards[1])
		for k := range players {
			boards[k] = boardOf(k)
			decide(k, boards[k])
		}
		if len(boards[0].Guesses) > 0 && boards[0].Guesses[0].Pattern != "" && len(boards[1].Guesses) > 0 && boards[1].Guesses[0].Pattern != "" {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	require.True(t, opened && stopped && chosen && guessed && mulled[0] && mulled[1])
	require.Equal(t, [2]int{1, 0}, boards[0].Mulligans, "a sees its one change and b's none")
	require.Equal(t, [2]int{0, 1}, boards[1].Mulligans)
	for k, b := range boards {
		require.NotNil(t, b.Showdown, "board %d shows the showdown", k)
		require.Equal(t, uint64(1), b.Showdown.Hand)
		require.Equal(t, b.Showdown.Cards[0], boards[1-k].Showdown.Cards[1], "both boards show the same hands")
		g := b.Guesses[0]
		require.Equal(t, "crane", g.Guess)
		require.Equal(t, 1, g.Word)
		require.Regexp(t, `^[GY.]{5}$`, g.Pattern)
		require.Equal(t, b.Showdown.Winner, g.By, "the hand's winner guesses")
	}
	require.Equal(t, boards[0].Guesses[0].Pattern, boards[1].Guesses[0].Pattern)
}
