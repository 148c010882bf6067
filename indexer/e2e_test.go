package indexer

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/match"
	"github.com/wordproof/wordproof/prover"
)

// TestTwoIndexersAgree plays on the devnet two Worth of Words games with
// real proofs (bots through match/) and three Worduel duels settled by
// forfeit (coins locked, paid, ratings moved), then runs two indexers on the
// chain, one on SQLite and one on PostgreSQL: every API answer is the same
// bytes from both, and equals an independent computation: the games'
// scores and winners as the bots saw them, ranked by rating.Sort, the
// ratings by rating.Update, the coins by rating.Settle.
func TestTwoIndexersAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games with real proofs on the devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	c := testchain.Start(t, testchain.Options{Steps: testchain.GameSteps()})
	funder, err := client.NewEOAMover(ctx, c.Client, c.Net.DevKeys()[0])
	require.NoError(t, err)
	players := make([]*client.EOAMover, 3)
	for i := range players {
		key, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprint("wordproof indexer test player", i))))
		require.NoError(t, err)
		players[i], err = client.NewEOAMover(ctx, c.Client, key)
		require.NoError(t, err)
		_, err = funder.Send(ctx, players[i].Address(), nil, big.NewInt(2e18))
		require.NoError(t, err)
	}
	addrOf := func(i int) common.Address { return players[i].Address() }

	// Worth of Words: players 0 and 1, then 1 and 2.
	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	require.NoError(t, pv.Warm(ctx, prover.CommitSpec(wowclient.SecretsPerPlayer, 5, game.Letters), prover.RevealSpec(5, game.Letters)))
	type wowResult struct {
		scores   map[common.Address]int64
		winners  []common.Address
		attempts map[common.Address]int
	}
	var wow []wowResult
	for g, seats := range [][]int{{0, 1}, {1, 2}} {
		bots := make([]match.Bot, len(seats))
		for i, s := range seats {
			bots[i] = match.Bot{Name: fmt.Sprint("p", s), Mover: players[s], Strategy: "info"}
		}
		res, err := match.Play(ctx, match.Config{
			Backend: c.Client, Game: c.Manifest.Contracts[deploy.ContractWorthOfWords], Creator: funder, Bots: bots,
			Prover: pv, Dicts: dicts, Settings: wowclient.DefaultSettings(len(bots), big.NewInt(1e16)), Seed: uint64(11 + g),
			StoreDir: t.TempDir(), Poll: 50 * time.Millisecond,
		})
		require.NoError(t, err)
		r := wowResult{scores: map[common.Address]int64{}, winners: res.Winners, attempts: map[common.Address]int{}}
		for p, s := range res.Scores {
			r.scores[p] = int64(s)
		}
		for _, mv := range res.Moves {
			if mv.Action == "open" {
				r.attempts[mv.Player]++
			}
		}
		wow = append(wow, r)
	}

	// Worduel: each claims the daily coins; three matches settled by a
	// forfeit (the loser resigns).
	coinsAddr, platformAddr := c.Manifest.Contracts[deploy.ContractCoins], c.Manifest.Contracts[deploy.ContractDuelPlatform]
	pl := duel.NewDuelPlatform()
	for _, p := range players {
		_, err := p.Send(ctx, coinsAddr, duel.NewCoins().PackClaimDaily(), nil)
		require.NoError(t, err)
	}
	const bet = 10
	duels := []struct{ a, b, loser int }{{0, 1, 1}, {0, 2, 0}, {2, 1, 2}}
	mmr := map[common.Address]int{}
	coins := map[common.Address]int64{}
	for i := range players {
		mmr[addrOf(i)], coins[addrOf(i)] = rating.BaseMMR, rating.DailyReward
	}
	for _, d := range duels {
		for _, s := range []int{d.a, d.b} {
			_, err := players[s].Send(ctx, platformAddr, pl.PackEnqueue(deploy.DuelModes["blitz"], big.NewInt(bet)), nil)
			require.NoError(t, err)
		}
		id, err := bind.Call(pl.Instance(c.Client, platformAddr), &bind.CallOpts{Context: ctx}, pl.PackMatchCount(), pl.UnpackMatchCount)
		require.NoError(t, err)
		_, err = players[d.loser].Send(ctx, platformAddr, pl.PackForfeit(id), nil)
		require.NoError(t, err)
		o := rating.WinA
		if d.loser == d.a {
			o = rating.WinB
		}
		a, b := addrOf(d.a), addrOf(d.b)
		r, err := rating.Update([2]int{mmr[a], mmr[b]}, o)
		require.NoError(t, err)
		mmr[a], mmr[b] = r[0], r[1]
		cs, err := rating.Settle([2]int64{coins[a], coins[b]}, bet, o)
		require.NoError(t, err)
		coins[a], coins[b] = cs[0], cs[1]
	}

	// Two indexers on the same chain.
	apis := map[string]string{}
	for name, store := range map[string]Store{"sqlite": openSQLite(t), "postgres": openPostgres(t)} {
		f := &Follower{Headers: c.Client, Reader: &ChainReader{Chain: c.Client, Contracts: ContractsOf(c.Manifest)}, Store: store, From: c.Manifest.DeploymentBlock}
		require.NoError(t, f.CatchUp(ctx))
		srv := httptest.NewServer((&API{Store: store}).Handler())
		t.Cleanup(srv.Close)
		apis[name] = srv.URL
	}
	get := func(base, path string) string {
		resp, err := http.Get(base + path)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, resp.StatusCode, "%s: %s", path, body)
		return string(body)
	}
	paths := []string{"/v1/status", "/v1/worduel/ladder", "/v1/wow/games", "/v1/stats/wow", "/v1/stats/worduel"}
	for _, g := range Games {
		for _, p := range Periods {
			paths = append(paths, "/v1/leaderboard/"+g+"?period="+string(p))
		}
	}
	for i := range players {
		a := addrOf(i).Hex()
		paths = append(paths, "/v1/players/"+a, "/v1/players/"+a+"/matches", "/v1/players/"+a+"/achievements",
			"/v1/players/"+a+"/stats/wow", "/v1/players/"+a+"/stats/worduel", "/v1/wow/games?player="+a)
	}
	for _, p := range paths {
		require.Equal(t, get(apis["sqlite"], p), get(apis["postgres"], p), "%s differs between the indexers", p)
	}

	// The independent computation.
	cl := &Client{URL: apis["postgres"]}
	var ladder Ladder
	require.NoError(t, cl.Get(ctx, "/v1/worduel/ladder", nil, &ladder))
	require.Equal(t, 3, ladder.Players)
	for i, e := range ladder.Entries {
		a := common.HexToAddress(e.Player)
		require.EqualValues(t, mmr[a], e.MMR, "MMR of %s", e.Player)
		require.Equal(t, rating.RankOf(mmr[a]).String(), e.Rank)
		if i > 0 {
			require.GreaterOrEqual(t, ladder.Entries[i-1].MMR, e.MMR)
		}
	}
	entries := map[common.Address]*rating.Entry{}
	for _, r := range wow {
		for p, s := range r.scores {
			e := entries[p]
			if e == nil {
				e = &rating.Entry{Player: addr(p)}
				entries[p] = e
			}
			e.Score += s
			e.Games++
			e.Attempts += r.attempts[p]
			if slices.Contains(r.winners, p) {
				e.Wins++
				e.Streak = 1 // every game is played on the devnet's first day
			}
		}
	}
	var board Board
	require.NoError(t, cl.Get(ctx, "/v1/leaderboard/wow?period=all-time", nil, &board))
	var want []rating.Entry
	for p, e := range entries {
		var pr Profile
		require.NoError(t, cl.Get(ctx, "/v1/players/"+p.Hex(), nil, &pr))
		e.Registered = time.Unix(int64(pr.Registered), 0) // the last tiebreak: first seen
		want = append(want, *e)
		require.Equal(t, Coins{Free: coins[p]}, pr.Coins, "coins of %s", p)
		require.EqualValues(t, mmr[p], pr.Worduel.MMR)
	}
	require.NoError(t, rating.Sort(want))
	require.Len(t, board.Entries, len(want))
	for i, e := range want {
		g := board.Entries[i]
		require.Equal(t, []any{e.Player, e.Score, e.Games, e.Wins, e.Streak}, []any{g.Player, g.Score, g.Games, g.Wins, g.Streak}, "position %d", i+1)
		require.InDelta(t, float64(e.Attempts)/float64(e.Games), g.AverageAttempts, 1e-12)
	}
	var matches []MatchView
	require.NoError(t, cl.Get(ctx, "/v1/players/"+addrOf(0).Hex()+"/matches", nil, &matches))
	require.Len(t, matches, 2)
	require.Equal(t, "forfeit", matches[0].Ending)
	require.Equal(t, "B wins", matches[0].Outcome, "the newest first: player 0 resigned the second duel")
	t.Logf("board %s", get(apis["sqlite"], "/v1/leaderboard/wow?period=all-time"))
}
