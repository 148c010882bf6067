package indexer

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/rating"
)

// genesisTime is the time of the generated chains' block 0.
var genesisTime = uint64(time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC).Unix())

// gen makes blocks from..to of a chain fork: random Worth of Words games and
// Worduel matches (ratings by game/rating's Elo update) between players,
// coin movements, with hashes that depend on the fork.
type gen struct {
	rng     *rand.Rand
	fork    string
	players []common.Address
	ratings map[common.Address]int
	nextID  uint64
	step    uint64 // seconds between blocks
}

func newGen(seed uint64, fork string, players int, step uint64) *gen {
	g := &gen{rng: rand.New(rand.NewPCG(seed, 7)), fork: fork, ratings: map[common.Address]int{}, step: step, nextID: 1}
	for i := range players {
		g.players = append(g.players, common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprint("player", i)))[:20]))
	}
	return g
}

func (g *gen) hash(n uint64) common.Hash {
	if n == 0 {
		return common.Hash{}
	}
	return crypto.Keccak256Hash([]byte(fmt.Sprint(g.fork, n)))
}

// block makes block n, whose parent is parent's block n-1.
func (g *gen) block(n uint64, parent *gen) *Block {
	b := &Block{Number: n, Hash: g.hash(n), Parent: parent.hash(n - 1), Time: genesisTime + n*g.step}
	idx := uint64(0)
	for range g.rng.IntN(3) {
		k := 2 + g.rng.IntN(2)
		ps := g.pick(k)
		id := g.nextID
		g.nextID++
		ref := itoa(id)
		best := int64(-1)
		scores := make([]int64, k)
		for i := range ps {
			scores[i] = int64(g.rng.IntN(6)) * 5
			best = max(best, scores[i])
		}
		for i, p := range ps {
			b.Sightings = append(b.Sightings, Sighting{Player: p, Block: n, Index: idx})
			att := 1 + g.rng.IntN(4)
			b.Results = append(b.Results, Result{Game: GameWow, Ref: ref, Player: p, Index: idx + 1, Score: scores[i], Won: scores[i] == best, Attempts: att, Payout: "0"})
			for r := range att {
				b.Guesses = append(b.Guesses, Guess{Game: GameWow, Ref: ref, Player: p, Round: r + 1, Word: []string{"crane", "slate", "ghost"}[g.rng.IntN(3)]})
			}
		}
		b.WowGames = append(b.WowGames, WowGame{ID: id, Index: idx + 1, Players: ps, Rounds: 3, Winners: 1, Stake: "1000", Prize: "2000"})
		idx += 2
	}
	for range g.rng.IntN(2) {
		ps := g.pick(2)
		o := rating.Outcome(g.rng.IntN(3))
		before := [2]int{g.rating(ps[0]), g.rating(ps[1])}
		after, err := rating.Update(before, o)
		if err != nil {
			panic(err)
		}
		g.ratings[ps[0]], g.ratings[ps[1]] = after[0], after[1]
		id := g.nextID
		g.nextID++
		bet := int64(10 + g.rng.IntN(3)*10)
		m := Match{ID: id, Index: idx, Mode: 1, A: ps[0], B: ps[1], Bet: bet, Outcome: uint8(o), Points: int64(max(after[0]-before[0], after[1]-before[1])),
			RatingA: int64(after[0]), RatingB: int64(after[1]), Solves: [2]int{g.rng.IntN(4), g.rng.IntN(4)}, Guesses: [2]int{g.rng.IntN(9), g.rng.IntN(9)}}
		b.Matches = append(b.Matches, m)
		for seat, p := range ps {
			w, l, _ := seatRecord(uint8(o), seat)
			b.Results = append(b.Results, Result{Game: GameWorduel, Ref: itoa(id), Player: p, Index: idx, Score: int64(m.Solves[seat]), Won: w == 1,
				Attempts: m.Guesses[seat], Payout: fmt.Sprint(int64(w-l) * bet)})
			b.Coins = append(b.Coins, CoinMove{Account: p, Index: idx, Kind: "daily", Free: 100})
		}
		idx++
	}
	return b
}

func (g *gen) rating(p common.Address) int {
	if r, ok := g.ratings[p]; ok {
		return r
	}
	return rating.BaseMMR
}

func (g *gen) pick(k int) []common.Address {
	perm := g.rng.Perm(len(g.players))[:k]
	out := make([]common.Address, k)
	for i, j := range perm {
		out[i] = g.players[j]
	}
	return out
}

// chainOf makes blocks 1..n of one fork.
func chainOf(seed uint64, fork string, n uint64) []*Block {
	g := newGen(seed, fork, 12, 5*3600)
	var out []*Block
	for i := uint64(1); i <= n; i++ {
		out = append(out, g.block(i, g))
	}
	return out
}

// model is the independent computation: leaderboards through
// rating.Compare and rating.Streak over the blocks' results.
type model struct {
	results []struct {
		Result
		day rating.Day
	}
	seen    map[string][2]uint64
	ratings map[string]int64
	record  map[string][3]int
	coins   map[string][2]int64
	today   rating.Day
}

func modelOf(blocks []*Block) *model {
	m := &model{seen: map[string][2]uint64{}, ratings: map[string]int64{}, record: map[string][3]int{}, coins: map[string][2]int64{}}
	see := func(p common.Address, b, i uint64) {
		k := addr(p)
		if s, ok := m.seen[k]; !ok || b < s[0] || (b == s[0] && i < s[1]) {
			m.seen[k] = [2]uint64{b, i}
		}
	}
	for _, b := range blocks {
		m.today = dayOfBlock(b.Time)
		for _, s := range b.Sightings {
			see(s.Player, s.Block, s.Index)
		}
		for _, r := range b.Results {
			see(r.Player, b.Number, r.Index)
			m.results = append(m.results, struct {
				Result
				day rating.Day
			}{r, dayOfBlock(b.Time)})
		}
		for _, x := range b.Matches {
			for seat, p := range []common.Address{x.A, x.B} {
				w, l, d := seatRecord(x.Outcome, seat)
				rec := m.record[addr(p)]
				m.record[addr(p)] = [3]int{rec[0] + w, rec[1] + l, rec[2] + d}
				m.ratings[addr(p)] = []int64{x.RatingA, x.RatingB}[seat]
			}
		}
		for _, c := range b.Coins {
			v := m.coins[addr(c.Account)]
			m.coins[addr(c.Account)] = [2]int64{v[0] + c.Free, v[1] + c.Locked}
		}
	}
	return m
}

// board is the model's leaderboard of a game and period.
func (m *model) board(game string, p Period, start rating.Day) []rating.Entry {
	byPlayer := map[string]*rating.Entry{}
	for _, r := range m.results {
		if r.Game != game || p.Start(r.day) != start {
			continue
		}
		k := addr(r.Player)
		e := byPlayer[k]
		if e == nil {
			s := m.seen[k]
			e = &rating.Entry{Player: k, Registered: time.Unix(int64(s[0])*1_000_000+int64(s[1]), 0), Streak: m.streak(game, k).Current}
			byPlayer[k] = e
		}
		e.Score += r.Score
		e.Games++
		e.Attempts += r.Attempts
		if r.Won {
			e.Wins++
		}
	}
	var out []rating.Entry
	for _, e := range byPlayer {
		out = append(out, *e)
	}
	if err := rating.Sort(out); err != nil {
		panic(err)
	}
	return out
}

func (m *model) streak(game, player string) rating.Streaks {
	var days []rating.Day
	for _, r := range m.results {
		if r.Game == game && addr(r.Player) == player && r.Won {
			days = append(days, r.day)
		}
	}
	s, err := rating.Streak(days, m.today, true) // the shield: game/puzloc's streak rule

	if err != nil {
		panic(err)
	}
	return s
}

// boards lists every (game, period, start) with results.
func (m *model) boards() [][3]string {
	seen := map[[3]string]bool{}
	for _, r := range m.results {
		for _, p := range Periods {
			seen[[3]string{r.Game, string(p), fmt.Sprint(int64(p.Start(r.day)))}] = true
		}
	}
	var out [][3]string
	for k := range seen {
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b [3]string) int { return strings.Compare(strings.Join(a[:], "/"), strings.Join(b[:], "/")) })
	return out
}

// checkModel compares every board, the ladder, profiles and stats with the model.
func checkModel(t *testing.T, s Store, m *model) {
	t.Helper()
	ctx := context.Background()
	for _, k := range m.boards() {
		var start int64
		_, _ = fmt.Sscan(k[2], &start)
		want := m.board(k[0], Period(k[1]), rating.Day(start))
		got, err := s.Leaderboard(ctx, BoardQuery{Game: k[0], Period: Period(k[1]), Start: rating.Day(start), Today: m.today, Limit: 1000})
		require.NoError(t, err)
		require.Equal(t, len(want), got.Players, "board %v", k)
		require.Len(t, got.Entries, len(want), "board %v", k)
		for i, e := range want {
			g := got.Entries[i]
			require.Equal(t, e.Player, g.Player, "board %v position %d", k, i+1)
			require.Equal(t, []any{e.Score, e.Games, e.Wins, e.Streak}, []any{g.Score, g.Games, g.Wins, g.Streak}, "board %v %s", k, e.Player)
		}
	}
	var ladder []LadderEntry
	for p, r := range m.ratings {
		rec := m.record[p]
		ladder = append(ladder, LadderEntry{Player: p, MMR: r, Rank: rating.RankOf(int(r)).String(), Wins: rec[0], Losses: rec[1], Draws: rec[2]})
	}
	slices.SortFunc(ladder, func(a, b LadderEntry) int {
		if a.MMR != b.MMR {
			return int(b.MMR - a.MMR)
		}
		return strings.Compare(a.Player, b.Player)
	})
	for i := range ladder {
		ladder[i].Position = i + 1
	}
	got, err := s.Ladder(ctx, 0, 1000)
	require.NoError(t, err)
	require.Equal(t, len(ladder), got.Players)
	if len(ladder) > 0 {
		require.Equal(t, ladder, got.Entries)
	}
	for p := range m.seen {
		pr, err := s.Profile(ctx, common.HexToAddress(p), m.today)
		require.NoError(t, err)
		require.Equal(t, m.seen[p][0], pr.Registered, p)
		require.Equal(t, Coins{Free: m.coins[p][0], InPlay: m.coins[p][1]}, pr.Coins, p)
		for _, st := range pr.Stats {
			board := m.board(st.Game, AllTime, 0)
			i := slices.IndexFunc(board, func(e rating.Entry) bool { return e.Player == p })
			if i < 0 {
				require.Zero(t, st.Games)
				continue
			}
			dist := map[int]int{}
			for _, r := range m.results {
				if r.Game == st.Game && addr(r.Player) == p && r.Won {
					dist[r.Attempts]++
				}
			}
			require.Equal(t, dist, st.AttemptsToWin, "%s attempts of %s's wins", st.Game, p)
			e, sk := board[i], m.streak(st.Game, p)
			require.Equal(t, []any{e.Games, e.Wins, e.Score, sk.Current, sk.Longest, i + 1},
				[]any{st.Games, st.Wins, st.TotalScore, st.CurrentStreak, st.MaxStreak, st.Rank}, "%s stats of %s", st.Game, p)
		}
	}
}

// storeSuite is the one suite every Store implementation passes.
func storeSuite(t *testing.T, open func(t *testing.T) Store) {
	ctx := context.Background()
	t.Run("CommitFollowsHead", func(t *testing.T) {
		s := open(t)
		_, _, _, ok, err := s.Head(ctx)
		require.NoError(t, err)
		require.False(t, ok, "empty")
		blocks := chainOf(1, "a", 3)
		require.NoError(t, s.Commit(ctx, blocks[0]))
		require.ErrorIs(t, s.Commit(ctx, blocks[2]), ErrNotNext, "a gap")
		bad := *blocks[1]
		bad.Parent = common.Hash{1}
		require.ErrorIs(t, s.Commit(ctx, &bad), ErrNotNext, "another parent")
		require.NoError(t, s.Commit(ctx, blocks[1]))
		n, h, _, ok, err := s.Head(ctx)
		require.NoError(t, err)
		require.True(t, ok)
		require.Equal(t, uint64(2), n)
		require.Equal(t, blocks[1].Hash, h)
	})
	t.Run("CommitBlocksAllOrNone", func(t *testing.T) {
		s := open(t)
		blocks := chainOf(1, "a", 5)
		require.ErrorIs(t, s.CommitBlocks(ctx, []*Block{blocks[0], blocks[1], blocks[3]}), ErrNotNext)
		_, _, _, ok, err := s.Head(ctx)
		require.NoError(t, err)
		require.False(t, ok, "nothing of a refused batch is stored")
		require.NoError(t, s.CommitBlocks(ctx, blocks[:3]))
		require.NoError(t, s.CommitBlocks(ctx, blocks[3:]))
		checkModel(t, s, modelOf(blocks))
	})
	t.Run("MatchesTheModel", func(t *testing.T) {
		s := open(t)
		blocks := chainOf(2, "a", 60)
		for _, b := range blocks {
			require.NoError(t, s.Commit(ctx, b))
		}
		checkModel(t, s, modelOf(blocks))
	})
	t.Run("RollbackRemovesTheRows", func(t *testing.T) {
		s := open(t)
		a := chainOf(3, "a", 40)
		for _, b := range a {
			require.NoError(t, s.Commit(ctx, b))
		}
		require.NoError(t, s.Rollback(ctx, 25))
		n, _, _, _, err := s.Head(ctx)
		require.NoError(t, err)
		require.Equal(t, uint64(24), n)
		checkModel(t, s, modelOf(a[:24]))
		// Another fork from block 25 on: the store equals the model of it.
		g := newGen(99, "b", 12, 5*3600)
		g.nextID = 10_000
		fork := slices.Clone(a[:24])
		ga := newGen(3, "a", 12, 5*3600)
		for i := uint64(25); i <= 35; i++ {
			parent := g
			if i == 25 {
				parent = ga
			}
			b := g.block(i, parent)
			require.NoError(t, s.Commit(ctx, b))
			fork = append(fork, b)
		}
		checkModel(t, s, modelOf(fork))
		require.NoError(t, s.Rollback(ctx, 1))
		_, _, _, ok, err := s.Head(ctx)
		require.NoError(t, err)
		require.False(t, ok, "everything rolled back")
		l, err := s.Ladder(ctx, 0, 10)
		require.NoError(t, err)
		require.Zero(t, l.Players)
		st, err := s.GameStats(ctx, GameWow)
		require.NoError(t, err)
		require.Zero(t, st.Results)
		require.Empty(t, st.CommonGuesses)
	})
	t.Run("GameStatsAndHistory", func(t *testing.T) {
		s := open(t)
		blocks := chainOf(4, "a", 20)
		var results, wins, games int
		words := map[string]int{}
		for _, b := range blocks {
			require.NoError(t, s.Commit(ctx, b))
			games += len(b.WowGames)
			for _, r := range b.Results {
				if r.Game == GameWow {
					results++
					wins += b2i(r.Won)
				}
			}
			for _, g := range b.Guesses {
				words[g.Word]++
			}
		}
		st, err := s.GameStats(ctx, GameWow)
		require.NoError(t, err)
		require.Equal(t, []any{games, results}, []any{st.Games, st.Results})
		require.InDelta(t, 100*float64(wins)/float64(results), st.WinPercentage, 1e-9)
		require.Equal(t, words[st.CommonGuesses[0].Word], st.CommonGuesses[0].Count)
		all, err := s.WowGames(ctx, nil, 0, 1000)
		require.NoError(t, err)
		require.Len(t, all, games)
		p := blocks[len(blocks)-1].Results[0].Player
		mine, err := s.WowGames(ctx, &p, 0, 1000)
		require.NoError(t, err)
		for _, g := range mine {
			require.True(t, slices.ContainsFunc(g.Players, func(v WowPlayerView) bool { return v.Player == addr(p) }))
		}
		_, err = s.Profile(ctx, common.Address{9}, 0)
		require.ErrorIs(t, err, ErrNotFound)
	})
	t.Run("WorduelGuesses", func(t *testing.T) {
		// Blitz guesses are public: the most common ones are counted per
		// game, apart from Worth of Words'.
		s := open(t)
		blocks := chainOf(5, "a", 3)
		p := common.Address{0xd1}
		for _, w := range []string{"crane", "slate", "crane"} {
			blocks[1].Guesses = append(blocks[1].Guesses, Guess{Game: GameWorduel, Ref: "1", Player: p, Word: w})
		}
		for _, b := range blocks {
			require.NoError(t, s.Commit(ctx, b))
		}
		st, err := s.GameStats(ctx, GameWorduel)
		require.NoError(t, err)
		require.Equal(t, []WordCount{{Word: "crane", Count: 2}, {Word: "slate", Count: 1}}, st.CommonGuesses)
		require.NoError(t, s.Rollback(ctx, 1))
		st, err = s.GameStats(ctx, GameWorduel)
		require.NoError(t, err)
		require.Empty(t, st.CommonGuesses, "rolled back with their block")
	})
	t.Run("RegistrationSurvivesRollbacks", func(t *testing.T) {
		// p plays in block 1 (registered there), again in 2 (no new
		// sighting kept), and block 3 reads a join of block 0 at a game's
		// end: the earlier sighting registers p anew. Rolling back 3
		// restores block 1; rolling back 1 forgets p.
		s := open(t)
		p := common.Address{0xe1}
		res := func(ref string) []Result {
			return []Result{{Game: GameWow, Ref: ref, Player: p, Index: 4, Score: 1, Won: true, Attempts: 1, Payout: "0"}}
		}
		blocks := dayChain(res("1"), res("2"), nil)
		blocks[2].Sightings = []Sighting{{Player: p, Block: 0, Index: 9}}
		reg := func() uint64 {
			pr, err := s.Profile(ctx, p, 0)
			require.NoError(t, err)
			return pr.Registered
		}
		for _, b := range blocks {
			require.NoError(t, s.Commit(ctx, b))
		}
		require.Equal(t, uint64(0), reg())
		require.NoError(t, s.Rollback(ctx, 3))
		require.Equal(t, uint64(1), reg())
		require.NoError(t, s.Rollback(ctx, 2))
		require.Equal(t, uint64(1), reg())
		require.NoError(t, s.Rollback(ctx, 1))
		_, err := s.Profile(ctx, p, 0)
		require.ErrorIs(t, err, ErrNotFound)
	})
	t.Run("Achievements", func(t *testing.T) {
		s := open(t)
		// One player wins a game every day for 30 days: Daily Dedication,
		// and first on every board: Champion and Top 10.
		me, other := common.Address{1}, common.Address{2}
		var parent common.Hash
		for d := uint64(1); d <= 30; d++ {
			h := crypto.Keccak256Hash([]byte(fmt.Sprint(d)))
			b := &Block{Number: d, Hash: h, Parent: parent, Time: genesisTime + d*86400,
				Results: []Result{
					{Game: GameWow, Ref: itoa(d), Player: me, Score: 10, Won: true, Attempts: 2, Payout: "1"},
					{Game: GameWow, Ref: itoa(d), Player: other, Score: 5, Attempts: 3, Payout: "0"},
				}}
			if d == 15 { // a gap for the other player: no dedication
				b.Results = b.Results[:1]
			}
			require.NoError(t, s.Commit(ctx, b))
			parent = h
		}
		today := dayOfBlock(genesisTime + 30*86400)
		a, err := s.Achievements(ctx, me, today)
		require.NoError(t, err)
		require.Equal(t, []string{"Daily Dedication", "Top 10", "Champion"}, a.Unlocked)
		require.Equal(t, 30, a.LongestPlayStreak)
		a, err = s.Achievements(ctx, other, today)
		require.NoError(t, err)
		require.Equal(t, []string{"Top 10"}, a.Unlocked)
		require.Equal(t, 2, a.BestRank)
		require.Equal(t, 15, a.LongestPlayStreak)
	})
}

// dayChain makes one block a day from genesisTime on, each holding the
// results of its day (nil for a day with none).
func dayChain(perDay ...[]Result) []*Block {
	var out []*Block
	var parent common.Hash
	for i, rs := range perDay {
		n := uint64(i + 1)
		h := crypto.Keccak256Hash([]byte(fmt.Sprint("day", n)))
		out = append(out, &Block{Number: n, Hash: h, Parent: parent, Time: genesisTime + n*86400 + 3600, Results: rs})
		parent = h
	}
	return out
}

// puzlocSuite checks the Puzloc parts: streaks with the shield, the streak
// bonus in the scores, and every achievement from the indexed plays.
func puzlocSuite(t *testing.T, open func(t *testing.T) Store) {
	ctx := context.Background()
	me, other := common.Address{0xa1}, common.Address{0xa2}
	solve := func(ref string, p common.Address, score int64) Result {
		return Result{Game: GameNumLock, Ref: ref, Player: p, Score: score, Won: true, Attempts: 3, Payout: "0",
			Puzloc: &PuzlocPlay{Elapsed: 40 * time.Second}}
	}
	t.Run("StreakShieldAndBonus", func(t *testing.T) {
		s := open(t)
		// Genesis is 2026-03-01: blocks are days 2..10 of March. me solves
		// on March 2, 3, 5, 6 and 8: the 4th is forgiven by March's shield,
		// the 7th is not (the shield is spent). The bonus is 10 points per
		// day of the run before the solve's: 0, 10, 20, 30, then 0.
		var perDay [][]Result
		for d, solved := range []bool{true, true, false, true, true, false, true, false, false} {
			var rs []Result
			if solved {
				rs = append(rs, solve(fmt.Sprint("d", d), me, 1000))
			}
			rs = append(rs, Result{Game: GameNumLock, Ref: fmt.Sprint("d", d), Player: other, Score: 0, Attempts: 6, Payout: "0"})
			perDay = append(perDay, rs)
		}
		blocks := dayChain(perDay...)
		for _, b := range blocks[:7] {
			require.NoError(t, s.Commit(ctx, b))
		}
		today := dayOfBlock(blocks[6].Time)
		st, err := s.PlayerStats(ctx, GameNumLock, me, today)
		require.NoError(t, err)
		require.Equal(t, []any{5, 5, int64(5*1000 + 0 + 10 + 20 + 30 + 0), 1, 4}, []any{st.Games, st.Wins, st.TotalScore, st.CurrentStreak, st.MaxStreak})
		// The week of March 2 (Monday) holds every solve; March 9 is the next week.
		b, err := s.Leaderboard(ctx, BoardQuery{Game: GameNumLock, Period: Weekly, Start: Weekly.Start(today), Today: today, Limit: 10})
		require.NoError(t, err)
		require.Equal(t, int64(5060), b.Entries[0].Score)
		require.Equal(t, 1, b.Entries[0].Streak)
		// Before March 8's solve, March 7 (missed) could not be forgiven:
		// the run of 4 ending March 6 is not current on March 8.
		require.NoError(t, s.Rollback(ctx, 7))
		st, err = s.PlayerStats(ctx, GameNumLock, me, today)
		require.NoError(t, err)
		require.Equal(t, []any{4, int64(4060), 0, 4}, []any{st.Games, st.TotalScore, st.CurrentStreak, st.MaxStreak})
		st, err = s.PlayerStats(ctx, GameNumLock, me, today-1)
		require.NoError(t, err)
		require.Equal(t, 4, st.CurrentStreak, "March 7 is today: the run ending yesterday is current")
		for _, b := range blocks[6:] {
			require.NoError(t, s.Commit(ctx, b))
		}
		// On March 10 the run of 1 ending March 8 is over: March 9 was
		// missed and March's shield is spent.
		today = dayOfBlock(blocks[8].Time)
		st, err = s.PlayerStats(ctx, GameNumLock, me, today)
		require.NoError(t, err)
		require.Equal(t, []any{int64(5060), 0, 4}, []any{st.TotalScore, st.CurrentStreak, st.MaxStreak})
		a, err := s.Achievements(ctx, me, today)
		require.NoError(t, err)
		require.Equal(t, 4, a.NumLock.LongestStreak)
		require.Equal(t, []string{"First Steps", "Top 10", "Champion"}, a.Unlocked)
	})
	t.Run("ResultsCountOnTheirDay", func(t *testing.T) {
		s := open(t)
		march := func(d int) rating.Day { return rating.DayOf(time.Date(2026, 3, d, 0, 0, 0, 0, time.UTC)) }
		on := func(d int) Result {
			r := solve(fmt.Sprint("n", d), me, 1000)
			r.Day = march(d)
			return r
		}
		lost := Result{Game: GameNumLock, Ref: "n2", Player: other, Attempts: 6, Payout: "0", Day: march(2)}
		// Block i is mined on March i+1. The house finalises late and out
		// of day order: March 2 on the 4th, March 4 on the 5th (March 3
		// missed so far: the shield), March 3 and 5 on the 6th (March 3
		// fills the gap: the streak is rebuilt), March 7 on the 8th (March
		// 6 missed: the shield again); March 6 is made void on the 9th,
		// and March 9 is won on the 10th (March 8 missed: forgiven only
		// because the void day gave the shield back).
		blocks := dayChain(nil, nil, []Result{on(2), lost}, []Result{on(4)}, []Result{on(5), on(3)}, nil, []Result{on(7)}, nil, []Result{on(9)})
		blocks[7].Voids = []VoidDay{{Game: GameNumLock, Day: march(6)}}
		for _, b := range blocks {
			require.NoError(t, s.Commit(ctx, b))
		}
		today := march(10)
		// Bonuses: 0 (run 1), 10 (run 2), 10 for March 3 (its run is 2)
		// and 30 for March 5 (run 4), 40 (run 5), 50 (run 6).
		st, err := s.PlayerStats(ctx, GameNumLock, me, today)
		require.NoError(t, err)
		require.Equal(t, []any{6, int64(6000 + 0 + 10 + 10 + 30 + 40 + 50), 6, 6}, []any{st.Wins, st.TotalScore, st.CurrentStreak, st.MaxStreak})
		for d, want := range map[int]int64{2: 1000, 3: 1010, 4: 1010, 5: 1030, 6: 0, 7: 1040, 9: 1050, 10: 0} {
			b, err := s.Leaderboard(ctx, BoardQuery{Game: GameNumLock, Period: Daily, Start: march(d), Today: today, Limit: 10})
			require.NoError(t, err)
			var got int64
			for _, e := range b.Entries {
				if e.Player == addr(me) {
					got = e.Score
				}
			}
			require.Equal(t, want, got, "March %d's board", d)
		}
		b, err := s.Leaderboard(ctx, BoardQuery{Game: GameNumLock, Period: Daily, Start: march(2), Today: today, Limit: 10})
		require.NoError(t, err)
		require.Equal(t, 2, b.Players, "the lost play counts on March 2 too")
		// Without the void (rolled back with March 9's win), March 6 is a
		// missed day that spends March's shield: the run of 5 ends March 7.
		require.NoError(t, s.Rollback(ctx, 8))
		st, err = s.PlayerStats(ctx, GameNumLock, me, march(8))
		require.NoError(t, err)
		require.Equal(t, []any{5, 5, 5}, []any{st.Wins, st.CurrentStreak, st.MaxStreak})
		// The same chain without the void: March 9's win follows a missed
		// March 8 with the shield spent: a new run, no bonus.
		blocks[7].Voids = nil
		for _, b := range blocks[7:] {
			require.NoError(t, s.Commit(ctx, b))
		}
		st, err = s.PlayerStats(ctx, GameNumLock, me, today)
		require.NoError(t, err)
		require.Equal(t, []any{6, int64(6000 + 0 + 10 + 10 + 30 + 40 + 0), 1, 5}, []any{st.Wins, st.TotalScore, st.CurrentStreak, st.MaxStreak})
	})
	t.Run("FastSolvesFlagged", func(t *testing.T) {
		s := open(t)
		play := func(ref string, p common.Address, won bool, attempts int, elapsed time.Duration) Result {
			return Result{Game: GameNumLock, Ref: ref, Player: p, Score: 900, Won: won, Attempts: attempts, Payout: "0",
				Puzloc: &PuzlocPlay{Elapsed: elapsed}}
		}
		// Under 2 s an attempt is flagged (strictly): me's 3 attempts in
		// 5 s; other's 3 in 6 s are not, nor is a lost play however fast.
		blocks := dayChain(
			[]Result{play("n1", me, true, 3, 5*time.Second), play("n1", other, true, 3, 6*time.Second)},
			[]Result{play("n2", me, true, 1, time.Second), play("n2", other, false, 6, time.Second)},
		)
		for _, b := range blocks {
			require.NoError(t, s.Commit(ctx, b))
		}
		today := dayOfBlock(blocks[1].Time)
		for p, want := range map[common.Address]int{me: 2, other: 0} {
			st, err := s.PlayerStats(ctx, GameNumLock, p, today)
			require.NoError(t, err)
			require.Equal(t, want, st.FastSolves)
		}
		g, err := s.GameStats(ctx, GameNumLock)
		require.NoError(t, err)
		require.Equal(t, 2, g.FastSolves)
		// flagged, not dropped: both solves and their scores are on the board
		b, err := s.Leaderboard(ctx, BoardQuery{Game: GameNumLock, Period: AllTime, Today: today, Limit: 10})
		require.NoError(t, err)
		require.Equal(t, addr(me), b.Entries[0].Player)
		require.Equal(t, []any{2, int64(900 + 900 + 10)}, []any{b.Entries[0].Wins, b.Entries[0].Score})
		require.NoError(t, s.Rollback(ctx, 2))
		g, err = s.GameStats(ctx, GameNumLock)
		require.NoError(t, err)
		require.Equal(t, 1, g.FastSolves)
	})
	t.Run("EveryAchievementFromPlays", func(t *testing.T) {
		s := open(t)
		phrase := func(ref string, p common.Address, won bool, pp PuzlocPlay) Result {
			return Result{Game: GamePhraseLock, Ref: ref, Player: p, Score: 1500, Won: won, Attempts: 4, Payout: "0", Puzloc: &pp}
		}
		blocks := dayChain(
			[]Result{
				{Game: GameNumLock, Ref: "n1", Player: me, Score: 1500, Won: true, Attempts: 1, Payout: "0", Puzloc: &PuzlocPlay{Elapsed: 29 * time.Second}},
				{Game: GameNumLock, Ref: "n1", Player: other, Score: 0, Won: false, Attempts: 1, Payout: "0", Puzloc: &PuzlocPlay{Elapsed: 5 * time.Second}},
				// A lucky guess: the whole phrase with no letter shown, 10 lives, no hint, 50 s.
				phrase("p1", me, true, PuzlocPlay{Elapsed: 50 * time.Second, Category: "Movies", Lives: 10, WonByPhrase: true}),
				phrase("p1", other, false, PuzlocPlay{Elapsed: 90 * time.Second, Category: "Movies", Lives: 0, Hints: 2, LettersFound: 60}),
			},
			[]Result{
				// A win with hints, slow, by letters: 45 letters found.
				phrase("p2", me, true, PuzlocPlay{Elapsed: 3 * time.Minute, Category: "Science", Lives: 4, Hints: 1, LettersFound: 45, RevealedAtWin: 50}),
				phrase("p2", other, true, PuzlocPlay{Elapsed: 61 * time.Second, Category: "Science", Lives: 9, Hints: 1, LettersFound: 41, RevealedAtWin: 41}),
			},
			[]Result{
				phrase("p3", me, false, PuzlocPlay{Elapsed: 2 * time.Minute, Category: "History", LettersFound: 55}),
				{Game: GameNumLock, Ref: "n3", Player: other, Score: 800, Won: true, Attempts: 4, Payout: "0", Puzloc: &PuzlocPlay{Elapsed: 30 * time.Second}},
			},
		)
		for _, b := range blocks {
			require.NoError(t, s.Commit(ctx, b))
		}
		today := dayOfBlock(blocks[2].Time)
		a, err := s.Achievements(ctx, me, today)
		require.NoError(t, err)
		// me: 100 letters found (45 + 55), a win in 1 attempt in 29 s,
		// a 10-lives lucky phrase guess without hints in 50 s, wins at both
		// games, first on the boards.
		require.Equal(t, []string{"First Steps", "Perfect Code", "Speedster", "Letter Detective", "Perfect Reveal", "Speed Reader",
			"No Hints Needed", "Lucky Guess", "Multi-Talented", "Top 10", "Champion"}, a.Unlocked)
		require.Len(t, a.Locked, len(puzloc.Achievements())-len(a.Unlocked))
		require.Equal(t, PhraseLockFigures{Won: 2, LettersFound: 100, PhrasesGuessed: 1, MostLivesAtWin: 10, FastestWinMs: 50_000,
			WinsByCategory: map[string]int{"Movies": 1, "Science": 1}, WinsWithoutHints: 1, LuckyGuesses: 1}, a.PhraseLock)
		require.Equal(t, NumLockFigures{Played: 1, Won: 1, FewestAttempts: 1, FastestWinMs: 29_000, LongestStreak: 1}, a.NumLock)
		// other: 101 letters, but a NumLock win in 4 attempts and 30 s (not
		// under 30), a PhraseLock win in 61 s with a hint; first on
		// numlock's daily board of March 4, where only they played.
		a, err = s.Achievements(ctx, other, today)
		require.NoError(t, err)
		require.Equal(t, []string{"First Steps", "Letter Detective", "Multi-Talented", "Top 10", "Champion"}, a.Unlocked)
		// Rolled back, the plays leave the achievements.
		require.NoError(t, s.Rollback(ctx, 2))
		a, err = s.Achievements(ctx, me, today)
		require.NoError(t, err)
		require.Equal(t, 0, a.PhraseLock.LettersFound)
		require.NotContains(t, a.Unlocked, "Letter Detective")
	})
}

func TestPuzlocSQLite(t *testing.T)   { puzlocSuite(t, openSQLite) }
func TestPuzlocPostgres(t *testing.T) { puzlocSuite(t, openPostgres) }

func openSQLite(t *testing.T) Store {
	s, err := Open(context.Background(), "sqlite:"+filepath.Join(t.TempDir(), "index.db"))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}

func openPostgres(t *testing.T) Store {
	s, err := Open(context.Background(), postgresDB(t))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}

func TestStoreSQLite(t *testing.T)   { storeSuite(t, openSQLite) }
func TestStorePostgres(t *testing.T) { storeSuite(t, openPostgres) }

// TestMigrationKeepsRows: a store filled at schema version 2 and opened by
// this binary (step 3 rebuilds the totals keyed by player) answers as the
// model, on SQLite and on PostgreSQL.
func TestMigrationKeepsRows(t *testing.T) {
	for name, addr := range map[string]func(t *testing.T) string{
		"sqlite":   func(t *testing.T) string { return "sqlite:" + filepath.Join(t.TempDir(), "index.db") },
		"postgres": func(t *testing.T) string { return postgresDB(t) },
	} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			at := addr(t)
			all := migrations
			migrations = all[:2]
			s, err := Open(ctx, at)
			migrations = all
			require.NoError(t, err)
			blocks := chainOf(11, "a", 30)
			require.NoError(t, s.CommitBlocks(ctx, blocks))
			require.NoError(t, s.Close())
			s, err = Open(ctx, at)
			require.NoError(t, err)
			defer s.Close()
			checkModel(t, s, modelOf(blocks))
		})
	}
}

// TestMigrationsIdempotent: opening a store twice applies nothing twice.
func TestMigrationsIdempotent(t *testing.T) {
	path := "sqlite:" + filepath.Join(t.TempDir(), "index.db")
	for range 2 {
		s, err := Open(context.Background(), path)
		require.NoError(t, err)
		require.NoError(t, s.Close())
	}
	_, err := Open(context.Background(), "sqlite:")
	require.ErrorIs(t, err, ErrBadDB)
}
