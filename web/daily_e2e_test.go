package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/indexer"
	"github.com/wordproof/wordproof/internal/dailyscript"
	"github.com/wordproof/wordproof/web"
)

// dailySeen is what web/e2e/daily.mjs reports, of either phase.
type dailySeen struct {
	// play
	Permissions                              int
	Tries                                    []struct{ Guess, Pattern string }
	Reloaded                                 json.RawMessage
	Shape                                    string
	Display                                  string
	Lives                                    int
	Turns                                    []dailyTurn
	Facts, Refusal, Confirm, ScoreLine, Hash string
	Second                                   struct {
		Status int
		Error  string
	}
	Signed int
	// result
	Score int
	Board []boardRow
	Start string
}

// dailyTurn is one PhraseLock move as the page lists it.
type dailyTurn struct {
	Kind  string
	Hit   bool
	Lives int
	Text  string
}

// TestBrowserDaily plays both daily challenges in Chromium at 390×844 on
// the devnet, each player a wallet that signs one session grant and then
// moves only through sponsored user operations, with a bonded house (its
// client/house.Daily service in the test) answering every move with a
// proof. The house commits the coming days; the clock moves into the next
// one. One page solves NumLock (a guess, then the code the test derives
// from the house's stored seed): every colour it shows is game/puzloc's;
// the other plays PhraseLock with the category hint, a letter found, a
// letter missed, a refused second category hint, a wrong phrase (confirmed
// first) and the phrase: the lives after each move are the rules engine's.
// Both reload (the attempt resumes from the chain) and try a second start
// (the decoded DailyAlreadyPlayed). Then the clock moves past the day, the
// house opens it, the results are recorded, an indexer follows the chain,
// and each page shows the contract's score and the day's leaderboard with
// both players and those scores.
func TestBrowserDaily(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two daily challenges in Chromium with real proofs")
	}
	browserTools(t) // fail fast, before the chain
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	env := dailyscript.Start(t, ctx, 2*time.Minute, dailyscript.WithRelayer)
	chain, daily, codes, phrases, pv, svc := env.Chain, env.Daily, env.Codes, env.Phrases, env.Prover, env.House
	m := chain.Manifest
	keys := chain.Net.DevKeys()
	dayOf, opts := env.DayOf, &bind.CallOpts{Context: ctx}
	b := bpuzloc.NewPuzlocDaily()
	inst := b.Instance(chain.Client, daily)
	day := env.NextDay()
	env.WaitDrawn(day, wire.NumLock, wire.PhraseLock)
	env.StartDay(day)

	// the day's code and phrase, from the house's stored seeds
	seed, err := svc.Seed(wire.DayID(wire.NumLock, day))
	require.NoError(t, err)
	code, _, err := codes.DeriveWord(seed, dayOf(wire.NumLock, day).Randomness, 0)
	require.NoError(t, err)
	first := "0000"
	if code == first {
		first = "1111"
	}
	seed, err = svc.Seed(wire.DayID(wire.PhraseLock, day))
	require.NoError(t, err)
	e, err := (&phrase.Day{List: phrases, Seed: seed, Randomness: dayOf(wire.PhraseLock, day).Randomness, Day: day}).Entry()
	require.NoError(t, err)
	var in, out byte
	for ch := byte('A'); ch <= 'Z'; ch++ {
		if e.Letters>>(ch-'A')&1 == 1 && in == 0 {
			in = ch
		} else if e.Letters>>(ch-'A')&1 == 0 && out == 0 {
			out = ch
		}
	}
	plans := map[string]any{
		"numlock":    map[string]any{"guesses": []string{first, code}},
		"phraselock": map[string]any{"in": string(in), "out": string(out), "wrong": "NOT THE PHRASE", "phrase": strings.ToLower(e.Text)},
	}
	t.Logf("day %d: code %s, phrase %q", day, code, e.Text)

	// the indexer's API, which the pages read through the web client
	istore, err := indexer.Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "index.db"))
	require.NoError(t, err)
	defer istore.Close()
	api := httptest.NewServer((&indexer.API{Store: istore}).Handler())
	defer api.Close()

	f := account.NewWordproofAccountFactory()
	players := map[string]*blitzPlayer{}
	for i, role := range []string{"numlock", "phraselock"} {
		key := keys[dailyscript.FirstPlayer+i]
		p := &blitzPlayer{role: role, owner: crypto.PubkeyToAddress(key.PublicKey), store: filepath.Join(t.TempDir(), role+".json")}
		p.acct, err = bind.Call(f.Instance(chain.Client, m.Contracts[deploy.ContractAccountFactory]), opts, f.PackGetAddress(p.owner, new(big.Int)), f.UnpackGetAddress)
		require.NoError(t, err)
		// the grant outlives the day: the agent records the score after it
		p.srv, err = web.New(ctx, web.Config{Addr: "127.0.0.1:0", Manifest: m, StorePath: p.store, Passphrase: "daily " + role, Prover: pv,
			Poll: 100 * time.Millisecond, Indexer: api.URL, SessionLifetime: 72 * time.Hour})
		require.NoError(t, err)
		require.NoError(t, p.srv.Start(ctx))
		t.Cleanup(func() { _ = p.srv.Stop() })
		p.wallet = testWallet(t, key, chain.Client)
		players[role] = p
	}
	phaseEnv := func(phase string) func(*blitzPlayer) []string {
		return func(p *blitzPlayer) []string {
			plan, _ := json.Marshal(plans[p.role])
			return []string{"PHASE=" + phase, "PLAN=" + string(plan), fmt.Sprintf("DAY=%d", day)}
		}
	}
	seen := runDuelPages[dailySeen](t, ctx, "daily", "", m.ChainID, 0, players, phaseEnv("play"))

	// NumLock: solved in two tries, every colour game/puzloc's against the code
	nl := seen["numlock"]
	t.Logf("numlock page: tries %+v, %q", nl.Tries, nl.ScoreLine)
	engine, err := gp.NewNumLock(code)
	require.NoError(t, err)
	require.Len(t, nl.Tries, 2)
	for i, g := range []string{first, code} {
		want, err := engine.Guess(g)
		require.NoError(t, err)
		require.Equal(t, g, nl.Tries[i].Guess)
		require.Equal(t, game.Pattern(want), nl.Tries[i].Pattern, "the colours of %s", g)
	}
	require.Equal(t, "GGGG", nl.Tries[1].Pattern)
	var reloaded []struct{ Guess, Pattern string }
	require.NoError(t, json.Unmarshal(nl.Reloaded, &reloaded))
	require.Equal(t, nl.Tries, reloaded, "a reload resumes the attempt from the chain")
	require.Contains(t, nl.ScoreLine, "Solved in 2 tries, score known when the house opens the day at")
	seat, err := bind.Call(inst, opts, b.PackSeatOf(big.NewInt(wire.NumLock), new(big.Int).SetUint64(day), players["numlock"].acct), b.UnpackSeatOf)
	require.NoError(t, err)
	require.True(t, seat.Solved)
	require.EqualValues(t, 2, seat.Tries)

	// PhraseLock: the lives after every move are the rules engine's
	pl := seen["phraselock"]
	t.Logf("phraselock page: display %q, %d lives, turns %+v, %q", pl.Display, pl.Lives, pl.Turns, pl.ScoreLine)
	eng, err := gp.NewPhraseLock(e.Text, gp.Categories()[e.Category])
	require.NoError(t, err)
	require.Equal(t, []string{"shape", "hint-category", "letter", "letter", "phrase", "phrase"}, kinds(pl.Turns))
	_, err = eng.HintCategory()
	require.NoError(t, err)
	_, err = eng.GuessLetter(in)
	require.NoError(t, err)
	_, err = eng.GuessLetter(out)
	require.NoError(t, err)
	_, err = eng.GuessPhrase("NOT THE PHRASE")
	require.NoError(t, err)
	lives := eng.Lives()
	_, err = eng.GuessPhrase(e.Text)
	require.NoError(t, err)
	require.Equal(t, []int{gp.StartLives, gp.StartLives - gp.HintCategoryCost, gp.StartLives - gp.HintCategoryCost, gp.StartLives - gp.HintCategoryCost - 1, lives, eng.Lives()}, livesOf(pl.Turns))
	require.Equal(t, eng.Lives(), pl.Lives)
	require.Equal(t, strings.ToUpper(e.Text), pl.Display, "the phrase shows once guessed")
	require.Equal(t, len(pl.Shape), strings.LastIndexAny(e.Text, " '.-")+1, "the shape: up to the last space or punctuation")
	require.Contains(t, pl.Facts, "Category: "+string(gp.Categories()[e.Category]))
	require.Contains(t, pl.Refusal, "that hint is given once a day")
	require.Contains(t, pl.Confirm, "a wrong phrase costs 2 lives")
	var again struct {
		Display string
		Lives   int
		Turns   []dailyTurn
	}
	require.NoError(t, json.Unmarshal(pl.Reloaded, &again))
	require.Equal(t, []any{pl.Display, pl.Lives, pl.Turns}, []any{again.Display, again.Lives, again.Turns}, "a reload resumes the attempt from the chain")
	require.Contains(t, pl.ScoreLine, fmt.Sprintf("Solved with %d of 10 lives left, score known when the house opens the day at", eng.Lives()))

	for role, s := range seen {
		require.Equal(t, 1, s.Signed, "%s: one wallet signature", role)
		require.Equal(t, grantSize(t, m), s.Permissions, "%s: the grant covers every game", role)
		require.Equal(t, fmt.Sprintf("#/day/%d", day), s.Hash, "%s: the address keeps the attempt's day", role)
		require.Equal(t, 409, s.Second.Status, role)
		require.Contains(t, s.Second.Error, "one attempt per account per day", "%s: the decoded DailyAlreadyPlayed", role)
	}

	// after the day: the house opens it, the agents record the scores
	playEnd, err := bind.Call(inst, opts, b.PackPlayEnd(new(big.Int).SetUint64(day)), b.UnpackPlayEnd)
	require.NoError(t, err)
	env.MoveTo(playEnd.Uint64() + 121)
	scores := map[string]int{}
	for role, gt := range map[string]uint64{"numlock": wire.NumLock, "phraselock": wire.PhraseLock} {
		require.Eventually(t, func() bool { return dayOf(gt, day).Opened }, 3*time.Minute, 250*time.Millisecond, role)
		var res []wire.Result
		require.Eventually(t, func() bool {
			res, err = wire.Results(ctx, chain.Client, daily, wire.DayID(gt, day))
			return err == nil && len(res) == 1
		}, 2*time.Minute, 250*time.Millisecond, "%s: the result recorded", role)
		require.Equal(t, players[role].acct, res[0].Player)
		require.True(t, res[0].Solved, role)
		scores[role] = res[0].Score
	}
	d := dayOf(wire.NumLock, day)
	want, err := gp.NumLockScore(2, time.Duration(seat.Thinking)*time.Second, gp.Difficulty(d.Difficulty))
	require.NoError(t, err)
	require.Equal(t, want, scores["numlock"], "NumLock's score is the seed's formula")
	require.Positive(t, scores["phraselock"])

	// the indexer follows the chain; the pages show the scores and the day's board
	fl := &indexer.Follower{Headers: chain.Client, Reader: &indexer.ChainReader{Chain: chain.Client, Contracts: indexer.ContractsOf(m)},
		Store: istore, From: m.DeploymentBlock}
	require.NoError(t, fl.CatchUp(ctx))
	seen = runDuelPages[dailySeen](t, ctx, "daily", "", m.ChainID, 0, players, phaseEnv("result"))
	date := wire.DayStart(day).Format(time.DateOnly)
	for role, s := range seen {
		t.Logf("%s result page: score %d, board %+v (%s)", role, s.Score, s.Board, s.Start)
		require.Equal(t, scores[role], s.Score, "%s: the page shows the contract's score", role)
		require.Contains(t, s.Start, date, "%s: the board of the challenge's day", role)
		require.Len(t, s.Board, 1, "%s: one player on the day's board", role)
		require.Equal(t, strings.ToLower(players[role].acct.Hex()), s.Board[0].Player, role)
		require.EqualValues(t, scores[role], s.Board[0].Score, "%s: the board's score is the contract's (no streak bonus on a first day)", role)
		require.Equal(t, []int{1, 1}, []int{s.Board[0].Games, s.Board[0].Wins}, role)
	}
}

func kinds(turns []dailyTurn) []string {
	var out []string
	for _, t := range turns {
		out = append(out, t.Kind)
	}
	return out
}

func livesOf(turns []dailyTurn) []int {
	var out []int
	for _, t := range turns {
		out = append(out, t.Lives)
	}
	return out
}
