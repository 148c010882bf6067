package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	tttclient "github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	tttwire "github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/prover"
)

// tttBench is what 'bench duel --mode ttt' measures. Players' gas is each
// turn's actual gas (a sponsored user operation's, or with --direct a plain
// transaction's); the house's is its plain transactions' gas used.
type tttBench struct {
	Matches      int      `json:"matches"`
	TurnSeconds  int      `json:"turnSeconds"` // each turn's free time
	Direct       bool     `json:"direct"`
	Bouts        int      `json:"bouts"`
	Turns        int      `json:"turns"`
	Answers      int      `json:"answers"`
	Turn1Gas     stat     `json:"turn1Gas"` // a turn of one guess
	Turn2Gas     stat     `json:"turn2Gas"` // a turn of two
	AnswerGas    stat     `json:"answerGas"`
	DrawGas      stat     `json:"drawGas"`
	CommitGas    stat     `json:"commitGas"`
	MatchGas     stat     `json:"matchGas"` // every move of both players and the house
	ProvingMs    stat     `json:"provingMs"`
	LatencyMs    stat     `json:"latencyMs"`    // turn sent -> its colours read by the player
	LatencyBlock stat     `json:"latencyBlock"` // answer block - turn block
	Results      []tttRun `json:"results"`
}

type tttRun struct {
	MatchID uint64 `json:"matchId"`
	Wins    [2]int `json:"wins"`
	Bouts   int    `json:"bouts"`
	Gas     uint64 `json:"gas"`
}

type tttBenchRun struct {
	chain *duelBenchChain
	o     duelBenchOptions
	dicts tttwire.Set

	mu                                          sync.Mutex
	turn1, turn2, answer, draw, commit, proving []float64
	matchGas, latMs, latBlocks                  []float64
	houseGas                                    map[string]uint64
	res                                         *tttBench
}

// benchTtt starts the chain, serves it with a house and plays o.matches
// Wordle-Tac-Toe matches between two Solver bots.
func benchTtt(ctx context.Context, o duelBenchOptions) (*tttBench, error) {
	c, err := startDuelBenchChain(ctx, o)
	if err != nil {
		return nil, err
	}
	defer c.close()
	dicts, err := tttwire.LoadSet()
	if err != nil {
		return nil, err
	}
	var specs []prover.Spec
	for _, l := range tttwire.Lengths {
		specs = append(specs, prover.AnswerSpec(l, game.Letters))
	}
	if err := c.pv.Warm(ctx, specs...); err != nil { // the house's keys, before any deadline runs
		return nil, err
	}
	b := &tttBenchRun{chain: c, o: o, dicts: dicts, houseGas: map[string]uint64{},
		res: &tttBench{Matches: o.matches, TurnSeconds: int(o.clock / time.Second), Direct: o.direct}}
	mover, _, err := c.registerHouse(ctx)
	if err != nil {
		return nil, err
	}
	store, err := client.OpenStore(filepath.Join(c.storeDir, "ttt-house.json"), "bench")
	if err != nil {
		return nil, err
	}
	h, err := tttclient.NewHouse(ctx, tttclient.HouseConfig{
		Mover: mover, Backend: c.net.Client(), Ttt: c.m.Contracts[deploy.ContractWordleTacToe], Registry: c.m.Contracts[deploy.ContractHouseRegistry],
		Platform: c.m.Contracts[deploy.ContractDuelPlatform], Store: store, Dicts: dicts, Prover: c.pv, OnAction: b.houseAction,
		Log: func(f string, args ...any) { o.logf("  house: "+f, args...) },
	})
	if err != nil {
		return nil, err
	}
	hctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = h.Run(hctx)
	}()
	defer func() { cancel(); <-done }()
	for i := range o.matches {
		if err := b.match(ctx, i); err != nil {
			return nil, fmt.Errorf("match %d: %w", i+1, err)
		}
	}
	return b.summary(), nil
}

// registerHouse registers the second developer key as a house with the
// registry's minimum bond.
func (c *duelBenchChain) registerHouse(ctx context.Context) (*client.EOAMover, *house.Key, error) {
	key := c.keys[1]
	mover, err := client.NewEOAMover(ctx, c.net.Client(), key)
	if err != nil {
		return nil, nil, err
	}
	hk := house.DeriveKey(key)
	x, y := hk.Public()
	r := bhouse.NewHouseRegistry()
	registry := c.m.Contracts[deploy.ContractHouseRegistry]
	minBond, err := bind.Call(r.Instance(c.net.Client(), registry), &bind.CallOpts{Context: ctx}, r.PackMINBOND(), r.UnpackMINBOND)
	if err != nil {
		return nil, nil, err
	}
	if _, err := mover.Send(ctx, registry, r.PackRegister(x, y, "http://bench.house"), minBond); err != nil {
		return nil, nil, fmt.Errorf("register the house: %w", err)
	}
	return mover, hk, nil
}

func (b *tttBenchRun) houseAction(a tttclient.HouseAction) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch a.Kind {
	case "answer":
		b.answer = append(b.answer, float64(a.Gas))
		b.proving = append(b.proving, float64(a.Proving.Microseconds())/1000)
	case "commitHouse":
		b.commit = append(b.commit, float64(a.Gas))
	}
	if a.Kind != "revealSeed" && a.Kind != "close" { // after the settlement: bookkeeping, not play
		b.houseGas[a.Match.String()] += a.Gas
	}
}

// match plays one match between two fresh Solver bots.
func (b *tttBenchRun) match(ctx context.Context, i int) error {
	c := b.chain
	platform, addr := c.m.Contracts[deploy.ContractDuelPlatform], c.m.Contracts[deploy.ContractWordleTacToe]
	tp, err := tttclient.Permissions(addr)
	if err != nil {
		return err
	}
	movers, id, err := c.pair(ctx, b.o.direct, "ttt", tp, b.o.logf)
	if err != nil {
		return err
	}
	var mu sync.Mutex
	var gas uint64
	results := make(chan error, 2)
	var res [2]tttclient.Result
	for k, mv := range movers {
		agent, err := tttclient.NewAgent(tttclient.Config{
			Mover: mv, Backend: c.net.Client(), Ttt: addr, Platform: platform, Dicts: b.dicts,
			Strategy: tttclient.Solver{Dicts: b.dicts, Seed: uint64(2*i + k + 1)}, //nolint:gosec // small
			OnMove: func(m tttclient.Move) {
				mu.Lock()
				gas += m.Gas
				mu.Unlock()
				b.record(m)
			},
			Log: func(f string, args ...any) { b.o.logf("  seat %d: "+f, append([]any{k + 1}, args...)...) },
		})
		if err != nil {
			return err
		}
		go func() {
			r, err := agent.Play(ctx, id)
			res[k] = r
			results <- err
		}()
	}
	for range 2 {
		if err := <-results; err != nil {
			return err
		}
	}
	if res[0].HouseTimedOut {
		return fmt.Errorf("the house missed a deadline in match %s (a loaded machine: a longer window is needed)", id)
	}
	m, err := tttwire.ReadMatch(ctx, c.net.Client(), addr, id)
	if err != nil {
		return err
	}
	select { // the house's last answer's receipt reaches houseAction a moment later
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Second):
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	mu.Lock()
	run := tttRun{MatchID: id.Uint64(), Wins: m.Wins, Bouts: len(m.Bouts), Gas: gas + b.houseGas[id.String()]}
	mu.Unlock()
	b.matchGas = append(b.matchGas, float64(run.Gas))
	b.res.Bouts += run.Bouts
	b.res.Results = append(b.res.Results, run)
	b.o.logf("match %s: bouts %d-%d in %d bouts, %d gas", id, run.Wins[0], run.Wins[1], run.Bouts, run.Gas)
	return nil
}

func (b *tttBenchRun) record(m tttclient.Move) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch m.Kind {
	case "play":
		if len(m.Turn) == 1 {
			b.turn1 = append(b.turn1, float64(m.Gas))
		} else {
			b.turn2 = append(b.turn2, float64(m.Gas))
		}
	case "drawHouse":
		b.draw = append(b.draw, float64(m.Gas))
	case "colours":
		if !m.Sent.IsZero() {
			b.latMs = append(b.latMs, float64(m.Mined.Sub(m.Sent).Milliseconds()))
		}
		b.latBlocks = append(b.latBlocks, float64(m.Block)-float64(m.GuessBlock))
	}
}

func (b *tttBenchRun) summary() *tttBench {
	b.mu.Lock()
	defer b.mu.Unlock()
	r := b.res
	r.Turns, r.Answers = len(b.turn1)+len(b.turn2), len(b.answer)
	r.Turn1Gas, r.Turn2Gas, r.AnswerGas, r.DrawGas = statOf(b.turn1), statOf(b.turn2), statOf(b.answer), statOf(b.draw)
	r.CommitGas, r.MatchGas, r.ProvingMs = statOf(b.commit), statOf(b.matchGas), statOf(b.proving)
	r.LatencyMs, r.LatencyBlock = statOf(b.latMs), statOf(b.latBlocks)
	return r
}

func printBenchTtt(w io.Writer, r *tttBench) {
	players := "sponsored user operations"
	if r.Direct {
		players = "plain transactions"
	}
	fmt.Fprintf(w, "%d Wordle-Tac-Toe matches (%d s turns): %d bouts, %d turns, %d answers\n", r.Matches, r.TurnSeconds, r.Bouts, r.Turns, r.Answers)
	fmt.Fprintf(w, "gas (players: %s; house: plain transactions)  median      p95      max\n", players)
	row := func(name string, s stat) {
		fmt.Fprintf(w, "  %-45s %9.0f %8.0f %8.0f\n", name, s.P50, s.P95, s.Max)
	}
	row("turn of one guess (player, word proof)", r.Turn1Gas)
	row("turn of two guesses (player, word proofs)", r.Turn2Gas)
	row("answer (house, proven)", r.AnswerGas)
	row("drawHouse (player)", r.DrawGas)
	row("commitHouse (house)", r.CommitGas)
	row("match (every move of both players and the house)", r.MatchGas)
	fmt.Fprintln(w, "time                                                median      p95      max")
	row("house proving an answer (ms)", r.ProvingMs)
	row("turn sent -> its colours read (ms)", r.LatencyMs)
	row("  in blocks after the turn's block", r.LatencyBlock)
}
