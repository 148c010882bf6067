package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http/httptest"
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

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/indexer"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/web"
)

// boardRow is a leaderboard line as the page shows it (its data-*).
type boardRow struct {
	Player   string `json:"player"`
	Position int    `json:"position"`
	Score    int64  `json:"score"`
	Games    int    `json:"games"`
	Wins     int    `json:"wins"`
	Streak   int    `json:"streak"`
}

// pageSeen is what web/e2e/boards.mjs read off the two pages.
type pageSeen struct {
	Boards  map[string][]boardRow `json:"boards"` // by period
	Profile struct {
		Player string `json:"player"`
		Games  []struct {
			Game      string      `json:"game"`
			Games     int         `json:"games"`
			Wins      int         `json:"wins"`
			Score     int64       `json:"score"`
			Streak    int         `json:"streak"`
			MaxStreak int         `json:"maxStreak"`
			Rank      int         `json:"rank"`
			Bars      map[int]int `json:"bars"` // attempts -> wins, as drawn
		} `json:"games"`
		Unlocked []string `json:"unlocked"`
		Locked   int      `json:"locked"`
	} `json:"profile"`
}

// TestBrowserBoardsAndProfile: three players settle three Worduel duels by
// forfeit on the devnet; an indexer follows the chain; the web client
// serves the read side from it (web.Viewer). In Chromium
// (web/e2e/boards.mjs) the leaderboard's four period tabs and a player's
// profile (statistics, streak, achievements, the SVG chart of attempts)
// show the numbers the API answers, and those equal an independent count
// of the duels.
func TestBrowserBoardsAndProfile(t *testing.T) {
	chromium, _ := browserTools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	c := testchain.Start(t, testchain.Options{Steps: testchain.GameSteps()})
	funder, err := client.NewEOAMover(ctx, c.Client, c.Net.DevKeys()[0])
	require.NoError(t, err)
	players := make([]*client.EOAMover, 3)
	for i := range players {
		key, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprint("wordproof boards test player", i))))
		require.NoError(t, err)
		players[i], err = client.NewEOAMover(ctx, c.Client, key)
		require.NoError(t, err)
		_, err = funder.Send(ctx, players[i].Address(), nil, big.NewInt(1e18))
		require.NoError(t, err)
	}
	coinsAddr, platformAddr := c.Manifest.Contracts[deploy.ContractCoins], c.Manifest.Contracts[deploy.ContractDuelPlatform]
	pl := duel.NewDuelPlatform()
	for _, p := range players {
		_, err := p.Send(ctx, coinsAddr, duel.NewCoins().PackClaimDaily(), nil)
		require.NoError(t, err)
	}
	// Player 0 wins twice, player 2 once; the loser resigns each duel.
	wins := map[common.Address]int{}
	played := map[common.Address]int{}
	for _, d := range []struct{ a, b, loser int }{{0, 1, 1}, {2, 0, 2}, {1, 2, 1}} {
		for _, s := range []int{d.a, d.b} {
			_, err := players[s].Send(ctx, platformAddr, pl.PackEnqueue(deploy.DuelModes["blitz"], big.NewInt(10)), nil)
			require.NoError(t, err)
			played[players[s].Address()]++
		}
		id, err := bind.Call(pl.Instance(c.Client, platformAddr), &bind.CallOpts{Context: ctx}, pl.PackMatchCount(), pl.UnpackMatchCount)
		require.NoError(t, err)
		_, err = players[d.loser].Send(ctx, platformAddr, pl.PackForfeit(id), nil)
		require.NoError(t, err)
		winner := d.a + d.b - d.loser
		wins[players[winner].Address()]++
	}

	store, err := indexer.Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "index.db"))
	require.NoError(t, err)
	defer store.Close()
	f := &indexer.Follower{Headers: c.Client, Reader: &indexer.ChainReader{Chain: c.Client, Contracts: indexer.ContractsOf(c.Manifest)},
		Store: store, From: c.Manifest.DeploymentBlock}
	require.NoError(t, f.CatchUp(ctx))
	api := httptest.NewServer((&indexer.API{Store: store}).Handler())
	defer api.Close()
	viewer, err := web.Viewer(api.URL)
	require.NoError(t, err)
	site := httptest.NewServer(viewer.Handler())
	defer site.Close()

	me := players[0].Address()
	shots := os.Getenv("WORDPROOF_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	cmd := exec.CommandContext(ctx, "node", filepath.Join("e2e", "boards.mjs"))
	cmd.Env = append(os.Environ(),
		"WORDPROOF_URL="+site.URL+"/boards/?game=worduel", "PLAYER="+strings.ToLower(me.Hex()), "SCREENSHOTS="+shots, "CHROMIUM="+chromium,
		// The harness injects a test wallet; the read side never calls it.
		"WALLET_URL=http://127.0.0.1:1", "OWNER=0x0000000000000000000000000000000000000000", "CHAIN_ID=1",
	)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	t.Logf("browser script log:\n%s", stderr.String())
	t.Logf("screenshots in %s", shots)
	require.NoError(t, err, "browser script failed:\n%s", stderr.String())
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	var seen pageSeen
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &seen))

	// The pages show what the API answers.
	cl := &indexer.Client{URL: api.URL}
	for _, p := range indexer.Periods {
		var b indexer.Board
		require.NoError(t, cl.Get(ctx, "/v1/leaderboard/worduel", map[string][]string{"period": {string(p)}}, &b))
		var want []boardRow
		for _, e := range b.Entries {
			want = append(want, boardRow{e.Player, e.Position, e.Score, e.Games, e.Wins, e.Streak})
		}
		require.Equal(t, want, seen.Boards[string(p)], "the %s board", p)
	}
	var st indexer.PlayerStats
	require.NoError(t, cl.Get(ctx, "/v1/players/"+me.Hex()+"/stats/worduel", nil, &st))
	var ach indexer.Achievements
	require.NoError(t, cl.Get(ctx, "/v1/players/"+me.Hex()+"/achievements", nil, &ach))
	require.Equal(t, strings.ToLower(me.Hex()), seen.Profile.Player)
	require.Len(t, seen.Profile.Games, 1, "one game played")
	g := seen.Profile.Games[0]
	require.Equal(t, []any{"worduel", st.Games, st.Wins, st.TotalScore, st.CurrentStreak, st.MaxStreak, st.Rank},
		[]any{g.Game, g.Games, g.Wins, g.Score, g.Streak, g.MaxStreak, g.Rank})
	for a, n := range g.Bars {
		require.Equal(t, st.AttemptsToWin[a], n, "the chart's bar of %d attempts", a)
	}
	for a, n := range st.AttemptsToWin {
		require.Equal(t, n, g.Bars[a], "a bar for %d attempts", a)
	}
	require.Equal(t, ach.Unlocked, seen.Profile.Unlocked)
	require.Equal(t, len(ach.Locked), seen.Profile.Locked)

	// And the API equals the duels: every game on today's boards, the
	// wins counted, player 0 first with two wins on a one-day streak.
	all := seen.Boards[string(indexer.AllTime)]
	require.Len(t, all, 3)
	for _, r := range all {
		a := common.HexToAddress(r.Player)
		require.Equal(t, []int{played[a], wins[a]}, []int{r.Games, r.Wins}, r.Player)
		require.Equal(t, min(wins[a], 1), r.Streak, "a win today is a streak of one")
	}
	require.Equal(t, []any{strings.ToLower(me.Hex()), 2, 2}, []any{all[0].Player, all[0].Wins, g.Wins})
	require.Equal(t, seen.Boards[string(indexer.AllTime)], seen.Boards[string(indexer.Daily)], "every duel was today")
	require.Contains(t, seen.Profile.Unlocked, "Champion")
	require.Equal(t, 2, g.Bars[0], "both wins were forfeits: no guess")
}
