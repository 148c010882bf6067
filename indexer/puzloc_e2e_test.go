package indexer

import (
	"context"
	"errors"
	"math/big"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/audit"
	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
	cpuzloc "github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/internal/dailyscript"
)

// puzlocPlay is one player's daily challenge as the player saw it: the
// test's own record, from which it computes what the indexer must serve.
type puzlocPlay struct {
	game     string
	day      rating.Day
	player   common.Address
	won      bool
	attempts int
	thinking time.Duration
	score    int64 // the day's formula, before the streak bonus
	guesses  []string
	summary  puzloc.Summary // PhraseLock: the rules engine's on the same moves
}

// TestPuzlocDailyIndexedE2E is issue 22's acceptance on the devnet with real
// proofs: the house commits the coming days; on day D three players play
// NumLock and PhraseLock (hints, a wrong phrase), a second join is refused;
// the house opens the day and records every result; D+1 is made void (the
// house down, a player's binding late, the timeout claimed; the house then
// restarts), player 0 misses D+2 and solves D+3 (the streak shield, over
// the void day). Then two indexers (SQLite, PostgreSQL)
// follow the chain: they answer the same bytes, and their leaderboards,
// streaks, achievements and statistics equal the test's own computation
// from the players' outcomes with game/puzloc.
func TestPuzlocDailyIndexedE2E(t *testing.T) {
	if testing.Short() {
		t.Skip("plays daily challenges on the devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
	defer cancel()
	env := dailyscript.Start(t, ctx, 2*time.Minute) // the house serves both game types
	c, daily, codes, phrases := env.Chain, env.Daily, env.Codes, env.Phrases
	x, y := env.HouseKey.Public()
	b := bpuzloc.NewPuzlocDaily()
	inst := b.Instance(c.Client, daily)
	dayOf, moveTo := env.DayOf, env.MoveTo
	d0 := env.NextDay() // day D
	env.WaitDrawn(d0, wire.NumLock, wire.PhraseLock)

	// the players, each with its own key store
	players := make([]*cpuzloc.Player, 3)
	movers := make([]client.Mover, 3)
	for i := range players {
		players[i], movers[i] = env.Player(i)
	}
	// the test knows each day's code and phrase from the house's store
	code := func(day uint64) string {
		seed, err := env.House.Seed(wire.DayID(wire.NumLock, day))
		require.NoError(t, err)
		w, _, err := codes.DeriveWord(seed, dayOf(wire.NumLock, day).Randomness, 0)
		require.NoError(t, err)
		return w
	}
	seed, err := env.House.Seed(wire.DayID(wire.PhraseLock, d0))
	require.NoError(t, err)
	entry, err := (&phrase.Day{List: phrases, Seed: seed, Randomness: dayOf(wire.PhraseLock, d0).Randomness, Day: d0}).Entry()
	require.NoError(t, err)
	var in, out []byte // letters of the phrase, and not
	for ch := byte('A'); ch <= 'Z'; ch++ {
		if entry.Letters>>(ch-'A')&1 == 1 {
			in = append(in, ch)
		} else {
			out = append(out, ch)
		}
	}
	// a code guesser that misses n times first (a code that is not the day's), then finds it
	scripted := func(secret string, misses int) cpuzloc.Guesser {
		return func(tries []cpuzloc.Try) (string, error) {
			if len(tries) < misses {
				return map[bool]string{true: "1357", false: "2468"}[secret != "1357"], nil
			}
			return secret, nil
		}
	}
	plans := [][]cpuzloc.PhraseChoice{
		// a lucky guess: the category hint and a wrong phrase, then the phrase with no letter shown
		{{Kind: phrase.KindHintCategory}, {Kind: phrase.KindPhrase, Guess: "NOT THE PHRASE"}, {Kind: phrase.KindPhrase, Guess: entry.Text}},
		// a letter found, a letter hint, the length hint, then the phrase
		{{Kind: phrase.KindLetter, Letter: in[0]}, {Kind: phrase.KindHintLetter}, {Kind: phrase.KindHintLength}, {Kind: phrase.KindPhrase, Guess: strings.ToLower(entry.Text)}},
		// a letter missed, then the phrase: no hint
		{{Kind: phrase.KindLetter, Letter: out[0]}, {Kind: phrase.KindPhrase, Guess: entry.Text}},
	}

	// Day D: everyone plays both games at once.
	moveTo(d0*86400 + 5)
	var plays []puzlocPlay
	var mu sync.Mutex
	var wg sync.WaitGroup
	errs := make([]error, 2*len(players))
	dayCode := code(d0)
	for i, pl := range players {
		wg.Add(2)
		go func() {
			defer wg.Done()
			// player 0 must solve (for the streak): it knows the code
			o, err := pl.Play(ctx, d0, []cpuzloc.Guesser{scripted(dayCode, 1), cpuzloc.Consistent(37), scripted(dayCode, 0)}[i])
			if errs[2*i] = err; err == nil {
				mu.Lock()
				plays = append(plays, numLockPlay(t, movers[i].Address(), rating.Day(d0), dayCode, o))
				mu.Unlock()
			}
		}()
		go func() {
			defer wg.Done()
			o, err := pl.PlayPhrase(ctx, d0, func(g *cpuzloc.PhraseGame) (cpuzloc.PhraseChoice, error) { return plans[i][len(g.Turns)-1], nil })
			if errs[2*i+1] = err; err == nil {
				mu.Lock()
				plays = append(plays, phraseLockPlay(t, movers[i].Address(), rating.Day(d0), entry, o))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))

	// a second attempt the same day is refused, decoded
	_, err = movers[0].Send(ctx, daily, b.PackJoin(big.NewInt(wire.NumLock), new(big.Int).SetUint64(d0), x, y), nil)
	var rv *client.RevertError
	require.True(t, errors.As(client.DecodeRevert(err), &rv), "decoded: %v", err)
	require.Equal(t, "DailyAlreadyPlayed", rv.Name)

	// The day closes; the house opens it and records the six results.
	playEnd := func(day uint64) uint64 {
		v, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, b.PackPlayEnd(new(big.Int).SetUint64(day)), b.UnpackPlayEnd)
		require.NoError(t, err)
		return v.Uint64()
	}
	moveTo(playEnd(d0) + 121)
	env.Results(wire.NumLock, d0, 3)
	env.Results(wire.PhraseLock, d0, 3)

	// D+1 is void: the house is down when player 1 joins its NumLock, and
	// anyone claims the timeout once the binding is late. The house comes
	// back (a new service on the same store).
	env.StopHouse()
	_, err = movers[1].Send(ctx, daily, b.PackJoin(big.NewInt(wire.NumLock), new(big.Int).SetUint64(d0+1), x, y), nil)
	require.NoError(t, err)
	moveTo(env.Now() + 125)
	_, err = movers[2].Send(ctx, daily, b.PackClaimHouseTimeout(big.NewInt(wire.NumLock), new(big.Int).SetUint64(d0+1), []common.Address{movers[1].Address()}), nil)
	require.NoError(t, err, "claim: %v", client.DecodeRevert(err))
	require.True(t, dayOf(wire.NumLock, d0+1).Void)
	env.RestartHouse()

	// Player 0 misses D+2 and solves D+3 in two attempts: with D+1 void,
	// one missed day, which the shield forgives (without the void, two
	// missed days would reset the streak).
	require.Eventually(t, func() bool { return dayOf(wire.NumLock, d0+3).Drawn }, 2*time.Minute, 250*time.Millisecond)
	moveTo((d0+3)*86400 + 5)
	o, err := players[0].Play(ctx, d0+3, scripted(code(d0+3), 1))
	require.NoError(t, err)
	plays = append(plays, numLockPlay(t, movers[0].Address(), rating.Day(d0+3), code(d0+3), o))
	moveTo(playEnd(d0+3) + 121)
	env.Results(wire.NumLock, d0+3, 1)

	// The auditor verifies day D of both games from the chain alone, and
	// reports D+1 void.
	for _, gt := range []uint64{wire.NumLock, wire.PhraseLock} {
		rep, err := audit.AuditDaily(ctx, audit.DailyConfig{Backend: c.Client, Contract: daily, GameType: gt, Day: d0})
		require.NoError(t, err, "the audit of game type %d", gt)
		require.Len(t, rep.Players, len(players))
	}
	rep, err := audit.AuditDaily(ctx, audit.DailyConfig{Backend: c.Client, Contract: daily, GameType: wire.NumLock, Day: d0 + 1})
	require.NoError(t, err)
	require.True(t, rep.Void, "day D+1 is void")

	// Two indexers follow the chain; both answer the same bytes.
	apis := map[string]string{}
	for name, store := range map[string]Store{"sqlite": openSQLite(t), "postgres": openPostgres(t)} {
		f := &Follower{Headers: c.Client, Reader: &ChainReader{Chain: c.Client, Contracts: ContractsOf(c.Manifest)}, Store: store, From: c.Manifest.DeploymentBlock}
		require.NoError(t, f.CatchUp(ctx))
		srv := httptest.NewServer((&API{Store: store}).Handler())
		t.Cleanup(srv.Close)
		apis[name] = srv.URL
	}
	cl := &Client{URL: apis["sqlite"]}
	var st Status
	require.NoError(t, cl.Get(ctx, "/v1/status", nil, &st))
	today := dayOfBlock(st.Time)
	var paths []string
	for _, g := range []string{GameNumLock, GamePhraseLock} {
		paths = append(paths, "/v1/stats/"+g)
		for _, p := range Periods {
			for _, d := range []uint64{d0, d0 + 3} {
				paths = append(paths, "/v1/leaderboard/"+g+"?period="+string(p)+"&date="+rating.Day(d).Time().Format("2006-01-02"))
			}
		}
		for _, m := range movers {
			paths = append(paths, "/v1/players/"+m.Address().Hex()+"/stats/"+g)
		}
	}
	for _, m := range movers {
		paths = append(paths, "/v1/players/"+m.Address().Hex(), "/v1/players/"+m.Address().Hex()+"/achievements")
	}
	for _, p := range paths {
		var a, b any
		require.NoError(t, cl.Get(ctx, p, nil, &a))
		require.NoError(t, (&Client{URL: apis["postgres"]}).Get(ctx, p, nil, &b))
		require.Equal(t, a, b, "%s differs between the indexers", p)
	}

	// The independent computation, from the plays.
	registered := map[common.Address]time.Time{}
	for _, m := range movers {
		var pr Profile
		require.NoError(t, cl.Get(ctx, "/v1/players/"+m.Address().Hex(), nil, &pr))
		registered[m.Address()] = time.Unix(int64(pr.Registered), 0) // the last tiebreak: first seen
	}
	want := expectPuzloc(t, plays, today, registered, map[string]puzloc.Void{GameNumLock: {rating.Day(d0 + 1): true}})
	for key, entries := range want.boards {
		var got Board
		require.NoError(t, cl.Get(ctx, "/v1/leaderboard/"+key.game+"?period="+string(key.period)+"&date="+key.start.Time().Format("2006-01-02"), nil, &got))
		require.Len(t, got.Entries, len(entries), "%v", key)
		for i, e := range entries {
			g := got.Entries[i]
			require.Equal(t, []any{e.Player, e.Score, e.Games, e.Wins, e.Streak}, []any{g.Player, g.Score, g.Games, g.Wins, g.Streak}, "%v, position %d", key, i+1)
			require.InDelta(t, float64(e.Attempts)/float64(e.Games), g.AverageAttempts, 1e-12)
		}
	}
	for gp, w := range want.stats {
		var got PlayerStats
		require.NoError(t, cl.Get(ctx, "/v1/players/"+gp.player+"/stats/"+gp.game, nil, &got))
		require.Equal(t, w, got, "%v", gp)
	}
	for g, w := range want.games {
		var got GameStats
		require.NoError(t, cl.Get(ctx, "/v1/stats/"+g, nil, &got))
		require.Equal(t, w, got, g)
	}
	for p, w := range want.achievements {
		var got Achievements
		require.NoError(t, cl.Get(ctx, "/v1/players/"+p.Hex()+"/achievements", nil, &got))
		require.Equal(t, w, got.Unlocked, "achievements of %s", p)
	}
	// what the computation covers: the shield's streak over a void day
	// (D, D+3: current 2, and D+3's bonus of 10), a lucky guess, the
	// opened NumLock guesses
	p0 := gamePlayer{GameNumLock, addr(movers[0].Address())}
	require.Equal(t, []int{2, 2}, []int{want.stats[p0].CurrentStreak, want.stats[p0].MaxStreak})
	require.Contains(t, want.achievements[movers[0].Address()], string(puzloc.LuckyGuess))
	require.NotEmpty(t, want.games[GameNumLock].CommonGuesses)
	require.GreaterOrEqual(t, len(want.boards), 9, "every period's boards of both games (numlock's D and D+3 may share a week or month)")
	require.Equal(t, 1, puzloc.FoldStreak([]rating.Day{rating.Day(d0), rating.Day(d0 + 3)}, nil).Run, "without the void the run would be 1")
	var board Board
	require.NoError(t, cl.Get(ctx, "/v1/leaderboard/numlock?period=all-time", nil, &board))
	t.Logf("numlock all-time: %+v", board.Entries)
}

// numLockPlay is a NumLock outcome as the player saw it, scored by
// game/puzloc on the day's code.
func numLockPlay(t *testing.T, p common.Address, day rating.Day, code string, o *cpuzloc.Outcome) puzlocPlay {
	t.Helper()
	pp := puzlocPlay{game: GameNumLock, day: day, player: p, won: o.Solved, attempts: len(o.Tries), thinking: o.Thinking}
	for _, tr := range o.Tries {
		pp.guesses = append(pp.guesses, tr.Guess)
	}
	if o.Solved {
		diff, err := puzloc.CodeDifficulty(code)
		require.NoError(t, err)
		s, err := puzloc.NumLockScore(pp.attempts, o.Thinking, diff)
		require.NoError(t, err)
		pp.score = int64(s)
	}
	return pp
}

// phraseLockPlay replays a PhraseLock outcome's moves through the rules
// engine (the hint letter is the house's, which the engine gives for some
// pick) and scores it.
func phraseLockPlay(t *testing.T, p common.Address, day rating.Day, e phrase.Entry, o *cpuzloc.PhraseOutcome) puzlocPlay {
	t.Helper()
	eng, err := puzloc.NewPhraseLock(e.Text, puzloc.Categories()[e.Category])
	require.NoError(t, err)
	var shown uint32
	for _, tr := range o.Game.Turns[1:] { // the first is the free shape
		switch tr.Choice.Kind {
		case phrase.KindLetter:
			if _, err = eng.GuessLetter(tr.Choice.Letter); tr.Hit {
				shown |= 1 << (tr.Choice.Letter - 'A')
			}
		case phrase.KindPhrase:
			_, err = eng.GuessPhrase(tr.Choice.Guess)
		case phrase.KindHintLetter:
			pick := -1
			for k := range uint64(26) {
				if c, _ := phrase.HintLetter(e.Letters, shown, k); c == tr.Reply.Letter {
					pick = int(k)
					break
				}
			}
			require.GreaterOrEqual(t, pick, 0)
			var ch byte
			ch, err = eng.HintLetter(uint64(pick))
			require.Equal(t, tr.Reply.Letter, ch)
			shown |= 1 << (ch - 'A')
		case phrase.KindHintCategory:
			_, err = eng.HintCategory()
		case phrase.KindHintLength:
			_, err = eng.HintLength()
		}
		require.NoError(t, err)
		require.Equal(t, eng.Lives(), tr.Lives)
	}
	sum := eng.Summary()
	require.Equal(t, o.Won, sum.Status == puzloc.Won)
	pp := puzlocPlay{game: GamePhraseLock, day: day, player: p, won: o.Won, attempts: len(o.Game.Turns), thinking: o.Thinking, summary: sum}
	if o.Won {
		s, err := puzloc.PhraseLockScore(sum.Lives, o.Thinking, len(e.Text), puzloc.Difficulty(e.Difficulty))
		require.NoError(t, err)
		pp.score = int64(s)
	}
	return pp
}

type boardKey struct {
	game   string
	period Period
	start  rating.Day
}

type puzlocWant struct {
	boards       map[boardKey][]rating.Entry
	stats        map[gamePlayer]PlayerStats
	games        map[string]GameStats
	achievements map[common.Address][]string
}

// expectPuzloc computes what the indexer must serve from the plays alone:
// each solve's score plus game/puzloc's streak bonus of its run, the
// boards ranked by rating.Sort, the streaks folded by game/puzloc, the
// statistics and the achievements (game/puzloc.Unlocked).
func expectPuzloc(t *testing.T, plays []puzlocPlay, today rating.Day, registered map[common.Address]time.Time, void map[string]puzloc.Void) puzlocWant {
	t.Helper()
	slices.SortFunc(plays, func(a, b puzlocPlay) int { return int(a.day) - int(b.day) })
	w := puzlocWant{boards: map[boardKey][]rating.Entry{}, stats: map[gamePlayer]PlayerStats{}, games: map[string]GameStats{},
		achievements: map[common.Address][]string{}}
	won := map[gamePlayer][]rating.Day{}
	totals := map[boardKey]map[string]*rating.Entry{}
	guesses := map[string]map[string]int{}
	stats := map[common.Address]*puzloc.Stats{}
	playDays := map[common.Address][]rating.Day{}
	for _, p := range plays {
		gp := gamePlayer{p.game, addr(p.player)}
		score := p.score
		if p.won {
			won[gp] = append(won[gp], p.day)
			score += int64(puzloc.StreakBonus(puzloc.FoldStreak(won[gp], void[p.game]).Run))
		}
		for _, per := range Periods {
			k := boardKey{p.game, per, per.Start(p.day)}
			if totals[k] == nil {
				totals[k] = map[string]*rating.Entry{}
			}
			e := totals[k][gp.player]
			if e == nil {
				e = &rating.Entry{Player: gp.player, Registered: registered[p.player]}
				totals[k][gp.player] = e
			}
			e.Score += score
			e.Games++
			e.Attempts += p.attempts
			if p.won {
				e.Wins++
			}
		}
		ps := w.stats[gp]
		ps.Game = p.game
		ps.Games++
		ps.TotalScore += score
		if ps.AttemptsToWin == nil {
			ps.AttemptsToWin = map[int]int{}
		}
		gs := w.games[p.game]
		gs.Game, gs.Results = p.game, gs.Results+1
		if gs.AttemptsToWin == nil {
			gs.AttemptsToWin = map[int]int{}
		}
		if p.won {
			ps.Wins++
			ps.AttemptsToWin[p.attempts]++
			gs.AttemptsToWin[p.attempts]++
			if puzloc.SuspiciousSolve(p.attempts, p.thinking) {
				ps.FastSolves++
				gs.FastSolves++
			}
		}
		w.stats[gp] = ps
		w.games[p.game] = gs
		if guesses[p.game] == nil {
			guesses[p.game] = map[string]int{}
		}
		for _, g := range p.guesses {
			guesses[p.game][g]++
		}
		if stats[p.player] == nil {
			stats[p.player] = &puzloc.Stats{}
		}
		if p.game == GameNumLock {
			stats[p.player].NumLock.Record(p.won, p.attempts, p.thinking)
		} else {
			stats[p.player].PhraseLock.Record(p.summary, p.thinking)
		}
		playDays[p.player] = append(playDays[p.player], p.day)
	}
	for gp, ps := range w.stats {
		s := puzloc.FoldStreak(won[gp], void[gp.game])
		ps.CurrentStreak, ps.MaxStreak = s.Current(today, void[gp.game]), s.Longest
		e := totals[boardKey{gp.game, AllTime, 0}][gp.player]
		ps.WinRate, ps.AverageScore = float64(ps.Wins)/float64(ps.Games), float64(ps.TotalScore)/float64(ps.Games)
		ps.AverageAttempts = float64(e.Attempts) / float64(ps.Games)
		w.stats[gp] = ps
	}
	best := map[string]int{}
	for k, m := range totals {
		var entries []rating.Entry
		for _, e := range m {
			e.Streak = w.stats[gamePlayer{k.game, e.Player}].CurrentStreak
			entries = append(entries, *e)
		}
		require.NoError(t, rating.Sort(entries))
		w.boards[k] = entries
		for i, e := range entries {
			if best[e.Player] == 0 || i+1 < best[e.Player] {
				best[e.Player] = i + 1
			}
			if k.period == AllTime {
				ps := w.stats[gamePlayer{k.game, e.Player}]
				ps.Rank = i + 1
				w.stats[gamePlayer{k.game, e.Player}] = ps
			}
		}
	}
	for g, gs := range w.games {
		refs, players := map[rating.Day]bool{}, map[common.Address]bool{}
		for _, p := range plays {
			if p.game == g {
				refs[p.day], players[p.player] = true, true
			}
		}
		gs.Games, gs.Players, gs.CommonGuesses = len(refs), len(players), []WordCount{}
		var wins, attempts, score int
		for gp := range w.stats {
			if gp.game == g {
				e := totals[boardKey{g, AllTime, 0}][gp.player]
				wins, score, attempts = wins+e.Wins, score+int(e.Score), attempts+e.Attempts
			}
		}
		gs.WinPercentage = 100 * float64(wins) / float64(gs.Results)
		gs.AverageAttempts, gs.AverageScore = float64(attempts)/float64(gs.Results), float64(score)/float64(gs.Results)
		for word, n := range guesses[g] {
			gs.CommonGuesses = append(gs.CommonGuesses, WordCount{Word: word, Count: n})
		}
		slices.SortFunc(gs.CommonGuesses, func(a, b WordCount) int {
			if a.Count != b.Count {
				return b.Count - a.Count
			}
			return strings.Compare(a.Word, b.Word)
		})
		gs.CommonGuesses = gs.CommonGuesses[:min(10, len(gs.CommonGuesses))]
		w.games[g] = gs
	}
	for p, s := range stats {
		s.NumLock.LongestStreak = puzloc.FoldStreak(won[gamePlayer{GameNumLock, addr(p)}], void[GameNumLock]).Longest
		st, err := rating.Streak(playDays[p], today, false)
		require.NoError(t, err)
		s.LongestPlayStreak, s.BestRank = st.Longest, best[addr(p)]
		w.achievements[p] = []string{}
		for _, a := range puzloc.Unlocked(*s) {
			w.achievements[p] = append(w.achievements[p], string(a))
		}
	}
	return w
}
