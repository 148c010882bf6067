package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sync"
	"time"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	worduelclient "github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/prover"
)

// bo3Bench is what 'bench duel --mode bo3' measures. Players' gas is each
// move's actual gas (a sponsored user operation's, or with --direct a plain
// transaction's); the house's is its plain transactions' gas used.
type bo3Bench struct {
	Matches      int           `json:"matches"`
	ClockSeconds int           `json:"clockSeconds"` // each player's clock per round
	Direct       bool          `json:"direct"`
	Rounds       int           `json:"rounds"`
	Guesses      int           `json:"guesses"`
	Answers      int           `json:"answers"`
	GuessGas     stat          `json:"guessGas"`
	AnswerGas    stat          `json:"answerGas"`
	PostKeyGas   stat          `json:"postKeyGas"`
	DrawGas      stat          `json:"drawGas"`
	CommitGas    stat          `json:"commitGas"`
	TallyGas     stat          `json:"tallyGas"`
	RoundGas     stat          `json:"roundGas"` // a match's gas over its rounds
	MatchGas     stat          `json:"matchGas"` // every move of both players and the house
	ProvingMs    stat          `json:"provingMs"`
	LatencyMs    stat          `json:"latencyMs"`    // guess sent -> colours decrypted by the guesser
	LatencyBlock stat          `json:"latencyBlock"` // answer block - guess block
	Results      []bo3MatchRun `json:"results"`
}

type bo3MatchRun struct {
	MatchID uint64 `json:"matchId"`
	Wins    [2]int `json:"wins"`
	Rounds  int    `json:"rounds"`
	Gas     uint64 `json:"gas"`
}

// bo3BenchRun gathers the samples of a Best of 3 benchmark.
type bo3BenchRun struct {
	chain *duelBenchChain
	o     duelBenchOptions

	mu                                            sync.Mutex
	guess, answer, postKey, draw, commit, tally   []float64
	roundGas, matchGas, proving, latMs, latBlocks []float64
	matchActs                                     map[string]uint64 // the house's gas by match id
	res                                           *bo3Bench
}

// benchBo3 starts the chain, registers a house and serves with it, and
// plays o.matches Best of 3 matches.
func benchBo3(ctx context.Context, o duelBenchOptions) (*bo3Bench, error) {
	c, err := startDuelBenchChain(ctx, o)
	if err != nil {
		return nil, err
	}
	defer c.close()
	// load the house's keys before any deadline runs
	w := game.Letters
	if err := c.pv.Warm(ctx, prover.HouseKeySpec(), prover.HiddenSpec(c.dicts.Length, w), prover.TallySpec(c.dicts.Length, w)); err != nil {
		return nil, err
	}
	b := &bo3BenchRun{chain: c, o: o, matchActs: map[string]uint64{},
		res: &bo3Bench{Matches: o.matches, ClockSeconds: int(o.clock / time.Second), Direct: o.direct}}
	stop, err := b.startHouse(ctx)
	if err != nil {
		return nil, err
	}
	defer stop()
	for i := range o.matches {
		if err := b.match(ctx, i); err != nil {
			return nil, fmt.Errorf("match %d: %w", i+1, err)
		}
	}
	return b.summary(), nil
}

// startHouse registers the second developer key as a house with the
// registry's minimum bond and runs its agent until the returned stop.
func (b *bo3BenchRun) startHouse(ctx context.Context) (func(), error) {
	c := b.chain
	mover, hk, err := c.registerHouse(ctx)
	if err != nil {
		return nil, err
	}
	registry := c.m.Contracts[deploy.ContractHouseRegistry]
	store, err := client.OpenStore(filepath.Join(c.storeDir, "house.json"), "bench")
	if err != nil {
		return nil, err
	}
	agent, err := house.NewAgent(ctx, house.AgentConfig{
		Mover: mover, Backend: c.net.Client(), Key: hk, Bo3: c.m.Contracts[deploy.ContractWorduelBo3], Registry: registry,
		Platform: c.m.Contracts[deploy.ContractDuelPlatform], Store: store, Dicts: c.dicts, Prover: c.pv,
		OnAction: b.houseAction,
		Log:      func(f string, args ...any) { b.o.logf("  house: "+f, args...) },
	})
	if err != nil {
		return nil, err
	}
	hctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = agent.Run(hctx)
	}()
	return func() {
		cancel()
		<-done
	}, nil
}

// houseAction files the house's gas by kind and match, and its answers'
// proving time.
func (b *bo3BenchRun) houseAction(a house.Action) {
	b.mu.Lock()
	defer b.mu.Unlock()
	g := float64(a.Gas)
	switch a.Kind {
	case "answer":
		b.answer = append(b.answer, g)
		b.proving = append(b.proving, float64(a.Proving.Microseconds())/1000)
	case "commitHouse":
		b.commit = append(b.commit, g)
	case "tally":
		b.tally = append(b.tally, g)
	}
	// the seed's reveal and a close come after the match is settled: they
	// are the house's bookkeeping, not the match's play
	if a.Kind != "revealSeed" && a.Kind != "close" {
		b.matchActs[a.Match.String()] += a.Gas
	}
}

// match plays one Best of 3 match between two fresh bots.
func (b *bo3BenchRun) match(ctx context.Context, i int) error {
	c := b.chain
	platform, bo3 := c.m.Contracts[deploy.ContractDuelPlatform], c.m.Contracts[deploy.ContractWorduelBo3]
	bp, err := worduelclient.Bo3Permissions(bo3)
	if err != nil {
		return err
	}
	movers, id, err := c.pair(ctx, b.o.direct, "bo3", bp, b.o.logf)
	if err != nil {
		return err
	}
	var (
		mu     sync.Mutex
		gas    uint64
		rounds int
	)
	var agents [2]*worduelclient.Bo3Agent
	for k, mv := range movers {
		store, err := client.OpenStore(filepath.Join(c.storeDir, fmt.Sprintf("bo3-m%d-%d.json", i, k)), "bench")
		if err != nil {
			return err
		}
		seat := k // movers[0] waited in the queue: seat a
		agents[k], err = worduelclient.NewBo3Agent(ctx, worduelclient.Bo3Config{
			Mover: mv, Backend: c.net.Client(), Bo3: bo3, Platform: platform, Registry: c.m.Contracts[deploy.ContractHouseRegistry],
			Store: store, Dicts: c.dicts, Prover: c.pv,
			Strategy: worduelclient.NewCandidateStrategy(c.dicts.Secrets.Words(), c.dicts.Length, uint64(i*2+k+1)),
			OnMove: func(m worduelclient.Move) {
				mu.Lock()
				defer mu.Unlock()
				gas += m.Gas
				rounds = max(rounds, m.Word+1)
				b.record(m)
			},
			Log: func(f string, args ...any) { b.o.logf("  seat %d: "+f, append([]any{seat}, args...)...) },
		})
		if err != nil {
			return err
		}
	}
	type done struct {
		res worduelclient.Bo3Result
		err error
	}
	results := make(chan done, 2)
	for _, a := range agents {
		go func() {
			r, err := a.Play(ctx, id)
			results <- done{r, err}
		}()
	}
	run := bo3MatchRun{MatchID: id.Uint64()}
	for range 2 {
		d := <-results
		if d.err != nil {
			return d.err
		}
		if d.res.HouseTimedOut {
			return fmt.Errorf("the house missed a deadline in match %s (a loaded machine: a longer window is needed)", id)
		}
		run.Wins[d.res.Seat] = d.res.Wins
	}
	// The house's last answer ended the match: its receipt reaches
	// houseAction a moment after the players may have read the settlement.
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Second):
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	mu.Lock()
	run.Gas, run.Rounds = gas+b.matchActs[id.String()], rounds
	mu.Unlock()
	b.matchGas = append(b.matchGas, float64(run.Gas))
	if run.Rounds > 0 {
		b.roundGas = append(b.roundGas, float64(run.Gas)/float64(run.Rounds))
	}
	b.res.Rounds += run.Rounds
	b.res.Results = append(b.res.Results, run)
	b.o.logf("match %s: rounds %d-%d in %d rounds, %d gas", id, run.Wins[0], run.Wins[1], run.Rounds, run.Gas)
	return nil
}

// record files a player's move's gas under its kind.
func (b *bo3BenchRun) record(m worduelclient.Move) {
	b.mu.Lock()
	defer b.mu.Unlock()
	g := float64(m.Gas)
	switch m.Kind {
	case "guess":
		b.guess = append(b.guess, g)
	case "postKey":
		b.postKey = append(b.postKey, g)
	case "drawHouse":
		b.draw = append(b.draw, g)
	case "tally":
		b.tally = append(b.tally, g)
	case "colours":
		// the time from sending the guess to its colours being read and
		// decrypted by the guesser, and the blocks from the guess's to the
		// answer's
		if !m.Sent.IsZero() {
			b.latMs = append(b.latMs, float64(m.Mined.Sub(m.Sent).Milliseconds()))
		}
		if m.GuessBlock != 0 {
			b.latBlocks = append(b.latBlocks, float64(m.Block)-float64(m.GuessBlock))
		}
	}
}

func (b *bo3BenchRun) summary() *bo3Bench {
	b.mu.Lock()
	defer b.mu.Unlock()
	r := b.res
	r.Guesses, r.Answers = len(b.guess), len(b.answer)
	r.GuessGas, r.AnswerGas, r.PostKeyGas, r.DrawGas = statOf(b.guess), statOf(b.answer), statOf(b.postKey), statOf(b.draw)
	r.CommitGas, r.TallyGas, r.RoundGas, r.MatchGas = statOf(b.commit), statOf(b.tally), statOf(b.roundGas), statOf(b.matchGas)
	r.ProvingMs, r.LatencyMs, r.LatencyBlock = statOf(b.proving), statOf(b.latMs), statOf(b.latBlocks)
	return r
}

func printBenchBo3(w io.Writer, r *bo3Bench) {
	players := "sponsored user operations"
	if r.Direct {
		players = "plain transactions"
	}
	fmt.Fprintf(w, "%d Best of 3 matches (%d s round clocks): %d rounds, %d guesses, %d answers\n", r.Matches, r.ClockSeconds, r.Rounds, r.Guesses, r.Answers)
	fmt.Fprintf(w, "gas (players: %s; house: plain transactions)  median      p95      max\n", players)
	row := func(name string, s stat) {
		fmt.Fprintf(w, "  %-45s %9.0f %8.0f %8.0f\n", name, s.P50, s.P95, s.Max)
	}
	row("guess (player, hidden)", r.GuessGas)
	row("answer (house, proven)", r.AnswerGas)
	row("postKey (player)", r.PostKeyGas)
	row("drawHouse (player)", r.DrawGas)
	row("commitHouse (house, two key proofs)", r.CommitGas)
	row("tally (house or player)", r.TallyGas)
	row("round (every move of the match / its rounds)", r.RoundGas)
	row("match (every move of both players and the house)", r.MatchGas)
	fmt.Fprintln(w, "time                                                median      p95      max")
	row("house proving an answer (ms)", r.ProvingMs)
	row("guess sent -> colours decrypted (ms)", r.LatencyMs)
	row("  in blocks after the guess's block", r.LatencyBlock)
}
