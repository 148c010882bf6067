package indexer

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/rating"
)

// Benchmark scale (INDEXER_BENCH_RESULTS overrides the result count,
// INDEXER_BENCH_BATCH the blocks committed per transaction, DefaultBatch
// by default as the follower catching up; 1 is a block at a time).
const (
	benchPlayers         = 10_000
	benchResultsPerBlock = 1_000
	benchDays            = 365
)

func benchResults() int {
	if v, err := strconv.Atoi(os.Getenv("INDEXER_BENCH_RESULTS")); err == nil && v > 0 {
		return v
	}
	return 1_000_000
}

// benchGen makes blocks of results of both games spread over a year.
type benchGen struct {
	rng     *rand.Rand
	players []common.Address
	n       uint64
	parent  common.Hash
	step    uint64
	ref     int
}

func newBenchGen(blocks int) *benchGen {
	g := &benchGen{rng: rand.New(rand.NewPCG(1, 2)), step: max(1, benchDays*86400/uint64(max(blocks, 1)))}
	for i := range benchPlayers {
		g.players = append(g.players, common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprint("bench", i)))[:20]))
	}
	return g
}

func (g *benchGen) next() *Block {
	g.n++
	h := crypto.Keccak256Hash([]byte(fmt.Sprint("bench block", g.n)))
	b := &Block{Number: g.n, Hash: h, Parent: g.parent, Time: genesisTime + g.n*g.step}
	g.parent = h
	for i := 0; i < benchResultsPerBlock; i += 2 {
		g.ref++
		game := Games[g.ref%2]
		a, c := g.players[g.rng.IntN(len(g.players))], g.players[g.rng.IntN(len(g.players))]
		if a == c {
			c = g.players[(g.rng.IntN(len(g.players)-1)+1+i)%len(g.players)]
		}
		win := g.rng.IntN(2) == 0
		for k, p := range []common.Address{a, c} {
			b.Results = append(b.Results, Result{Game: game, Ref: strconv.Itoa(g.ref), Player: p, Index: uint64(i + k),
				Score: int64(g.rng.IntN(40)), Won: win == (k == 0), Attempts: 1 + g.rng.IntN(6), Payout: "0"})
		}
	}
	return b
}

var (
	benchMu     sync.Mutex
	benchStores = map[string]Store{}
	benchRates  = map[string]float64{}
	benchDirs   []string // removed by TestMain
)

// benchStore fills a store of the kind with benchResults() results once
// and records the indexing rate.
func benchStore(b *testing.B, kind string) (Store, *benchGen) {
	b.Helper()
	benchMu.Lock()
	defer benchMu.Unlock()
	ctx := context.Background()
	blocks := benchResults() / benchResultsPerBlock
	g := newBenchGen(blocks)
	if s, ok := benchStores[kind]; ok {
		g.n = uint64(blocks)
		return s, g
	}
	var (
		s   Store
		err error
	)
	if kind == "sqlite" {
		dir, derr := os.MkdirTemp("", "wordproof-bench-")
		require.NoError(b, derr)
		benchDirs = append(benchDirs, dir)
		s, err = Open(ctx, "sqlite:"+filepath.Join(dir, "index.db"))
	} else {
		s, err = Open(ctx, postgresDB(b))
	}
	require.NoError(b, err)
	start := time.Now()
	batch := DefaultBatch // as the follower commits while catching up
	if v, err := strconv.Atoi(os.Getenv("INDEXER_BENCH_BATCH")); err == nil && v > 0 {
		batch = v
	}
	for i := 0; i < blocks; i += batch {
		var bs []*Block
		for range min(batch, blocks-i) {
			bs = append(bs, g.next())
		}
		require.NoError(b, s.(*SQL).CommitBlocks(ctx, bs))
	}
	benchRates[kind] = float64(blocks*benchResultsPerBlock) / time.Since(start).Seconds()
	b.Logf("%s: indexed %d results in %v: %.0f results/s", kind, blocks*benchResultsPerBlock, time.Since(start).Round(time.Millisecond), benchRates[kind])
	benchStores[kind] = s
	return s, g
}

// BenchmarkStore measures, on a store holding a million results (10,000
// players, both games, a year of days) on SQLite and on PostgreSQL: the
// indexing rate (results/s while filling it, DefaultBatch blocks of 1,000
// results per transaction), a leaderboard page (50 lines
// of the all-time and of a weekly board), and a player's statistics.
// Goals: a page ≤ 50 ms, a player's statistics ≤ 20 ms, ≥ 5,000 results/s.
func BenchmarkStore(b *testing.B) {
	for _, kind := range []string{"sqlite", "postgres"} {
		b.Run(kind, func(b *testing.B) {
			ctx := context.Background()
			b.Run("Index", func(b *testing.B) {
				s, _ := benchStore(b, kind)
				_ = s
				b.ReportMetric(benchRates[kind], "results/s")
				b.ReportMetric(0, "ns/op")
			})
			s, g := benchStore(b, kind)
			_, _, t, _, err := s.Head(ctx)
			require.NoError(b, err)
			today := dayOfBlock(t)
			for _, p := range []Period{AllTime, Weekly} {
				b.Run("Leaderboard/"+string(p), func(b *testing.B) {
					q := BoardQuery{Game: GameWow, Period: p, Start: p.Start(today - rating.Day(b.N%30)), Today: today, Limit: 50}
					start := time.Now()
					for i := 0; i < b.N; i++ {
						q.Offset = (i % 5) * 50
						page, err := s.Leaderboard(ctx, q)
						require.NoError(b, err)
						require.NotEmpty(b, page.Entries)
					}
					b.ReportMetric(float64(time.Since(start).Microseconds())/1000/float64(b.N), "ms/page")
				})
			}
			b.Run("PlayerStats", func(b *testing.B) {
				start := time.Now()
				for i := 0; i < b.N; i++ {
					st, err := s.PlayerStats(ctx, GameWow, g.players[(i*7919)%len(g.players)], today)
					require.NoError(b, err)
					require.Positive(b, st.Games)
				}
				b.ReportMetric(float64(time.Since(start).Microseconds())/1000/float64(b.N), "ms/player")
			})
		})
	}
}
