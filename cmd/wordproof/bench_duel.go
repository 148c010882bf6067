package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	duelclient "github.com/wordproof/wordproof/client/duel"
	worduelclient "github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	rules "github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

// The duel benchmark registers itself beside 'bench game' and 'bench relayer'.
func init() {
	benchCommand.Subcommands = append(benchCommand.Subcommands, benchDuelCommand)
}

var (
	benchMatchesFlag = &cli.IntFlag{Name: "matches", Value: 1, Usage: "Blitz matches to play, one after another (1 to 100)"}
	benchClockFlag   = &cli.DurationFlag{Name: "clock", Value: 30 * time.Second, Usage: "each player's Blitz clock (10s to 5m; the seed's is 5m)"}
)

var benchDuelCommand = &cli.Command{
	Name:  "duel",
	Usage: "play Blitz matches between bots on the embedded devnet and report gas, proving time and latency",
	Description: `Starts the embedded devnet (a block at least every second) with a Blitz
mode whose clocks are --clock, and the relayer. For each of --matches
matches two fresh bots (smart accounts, every move a sponsored session-key
user operation through the relayer) claim their daily coins, queue with
equal bets and play Blitz to the end with the candidate strategy and real
answer proofs. Prints the gas per guess, per answer and per match (each
user operation's actual gas, which the sponsor pays), the proving time per
answer, and the latency from sending a guess to its colours being on chain,
in seconds and in blocks after the guess's block.`,
	Flags: []cli.Flag{benchMatchesFlag, benchClockFlag, benchVerboseFlag, benchJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("bench duel takes no arguments, got %q", c.Args().First())
		}
		n, clk := c.Int(benchMatchesFlag.Name), c.Duration(benchClockFlag.Name)
		switch {
		case n < 1 || n > 100:
			return usageError("--matches must be between 1 and 100, got %d", n)
		case clk < 10*time.Second || clk > 5*time.Minute || clk%time.Second != 0:
			return usageError("--clock must be whole seconds between 10s and 5m, got %v", clk)
		}
		ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
		defer stop()
		logw := io.Discard
		if c.Bool(benchVerboseFlag.Name) {
			logw = c.App.ErrWriter
		}
		res, err := benchDuel(ctx, n, clk, logw)
		if err != nil {
			return err
		}
		if c.Bool(benchJSONFlag.Name) {
			return (&printer{w: c.App.Writer}).emit(res)
		}
		printBenchDuel(c.App.Writer, res)
		return nil
	},
}

// duelBench is what 'bench duel' measures.
type duelBench struct {
	Matches      int          `json:"matches"`
	ClockSeconds int          `json:"clockSeconds"`
	Guesses      int          `json:"guesses"`
	Answers      int          `json:"answers"`
	Solves       int          `json:"solves"`
	GuessGas     stat         `json:"guessGas"`
	AnswerGas    stat         `json:"answerGas"`
	CommitGas    stat         `json:"commitGas"`
	FinishGas    stat         `json:"finishGas"`
	MatchGas     stat         `json:"matchGas"` // every Blitz move of both players
	ProvingMs    stat         `json:"provingMs"`
	LatencyMs    stat         `json:"latencyMs"`    // guess sent -> its answer mined
	LatencyBlock stat         `json:"latencyBlock"` // answer block - guess block
	Results      []matchBrief `json:"results"`
}

type matchBrief struct {
	MatchID uint64 `json:"matchId"`
	Solves  [2]int `json:"solves"`
	Gas     uint64 `json:"gas"`
}

// stat summarises samples: count, median, 95th percentile, max, mean.
type stat struct {
	N    int     `json:"n"`
	P50  float64 `json:"p50"`
	P95  float64 `json:"p95"`
	Max  float64 `json:"max"`
	Mean float64 `json:"mean"`
}

func statOf(xs []float64) stat {
	if len(xs) == 0 {
		return stat{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	var sum float64
	for _, x := range s {
		sum += x
	}
	at := func(q float64) float64 { return s[min(len(s)-1, int(q*float64(len(s))))] }
	return stat{N: len(s), P50: at(0.5), P95: at(0.95), Max: s[len(s)-1], Mean: sum / float64(len(s))}
}

// benchDuel starts the chain and plays n matches.
func benchDuel(ctx context.Context, n int, clk time.Duration, logw io.Writer) (*duelBench, error) {
	logf := func(f string, args ...any) { fmt.Fprintf(logw, f+"\n", args...) }
	cfg := devnet.DefaultConfig
	cfg.Period = time.Second
	net, err := devnet.New(cfg)
	if err != nil {
		return nil, err
	}
	if err := net.Start(ctx); err != nil {
		return nil, err
	}
	defer func() { _ = net.Stop() }()
	keys := net.DevKeys()
	d, err := deploy.NewDeployer(ctx, net.Client(), keys[0], deploy.DefaultConfig)
	if err != nil {
		return nil, err
	}
	m := deploy.NewManifest(net.ChainID().Uint64())
	m.RPCURL = net.HTTPURL()
	game := deploy.DefaultGameConfig()
	game.Blitz = deploy.BlitzConfig{Duration: clk, AnswerWindow: 30 * time.Second}
	logf("deploying on the devnet at %s", net.HTTPURL())
	if err := deploy.Run(ctx, d, m, append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(game)...)); err != nil {
		return nil, err
	}
	r, err := startEmbeddedRelayer(ctx, m, keys[len(keys)-1], keys[0], slog.New(slog.DiscardHandler))
	if err != nil {
		return nil, err
	}
	defer func() { _ = r.Stop() }()
	rc, err := bundlerrpc.Dial(ctx, r.URL())
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	dicts, err := wire.LoadDictionaries(rules.WordLength)
	if err != nil {
		return nil, err
	}
	pv, err := prover.New(prover.DefaultConfig())
	if err != nil {
		return nil, err
	}
	// load the answer keys before any clock runs
	seed, err := prover.NewSeed()
	if err != nil {
		return nil, err
	}
	if _, err := pv.ProveAnswer(ctx, prover.AnswerInput{Dictionary: dicts.SecretTree, Seed: seed, Randomness: big.NewInt(1), Guess: "crane"}); err != nil {
		return nil, err
	}
	b := &duelBenchRun{
		backend: net.Client(), rc: rc, m: m, dicts: dicts, pv: pv, logf: logf,
		res: &duelBench{Matches: n, ClockSeconds: int(clk / time.Second)},
	}
	storeDir, err := os.MkdirTemp("", "wordproof-bench-duel-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(storeDir)
	b.storeDir = storeDir
	for i := range n {
		if err := b.match(ctx, i); err != nil {
			return nil, fmt.Errorf("match %d: %w", i+1, err)
		}
	}
	return b.summary(), nil
}

type duelBenchRun struct {
	backend  *ethclient.Client
	rc       *bundlerrpc.Client
	m        *deploy.Manifest
	dicts    *wire.Dictionaries
	pv       *prover.Prover
	logf     func(string, ...any)
	storeDir string
	res      *duelBench

	mu                                  sync.Mutex
	guessGas, answerGas, commit, finish []float64
	matchGas, proving, latMs, latBlocks []float64
}

// match plays one match between two fresh sponsored bots.
func (b *duelBenchRun) match(ctx context.Context, i int) error {
	coins, platform := b.m.Contracts[deploy.ContractCoins], b.m.Contracts[deploy.ContractDuelPlatform]
	blitz := b.m.Contracts[deploy.ContractWorduelBlitz]
	perms, err := duelclient.Permissions(coins, platform)
	if err != nil {
		return err
	}
	bp, err := worduelclient.Permissions(blitz)
	if err != nil {
		return err
	}
	perms = append(perms, bp...)
	var movers [2]*client.SessionMover
	for k := range movers {
		owner, err := crypto.GenerateKey()
		if err != nil {
			return err
		}
		if movers[k], err = client.NewSessionMover(ctx, client.SessionConfig{
			Backend: b.backend, Relayer: b.rc, Factory: b.m.Contracts[deploy.ContractAccountFactory], Owner: owner,
			Permissions: perms, Poll: 20 * time.Millisecond, Paymaster: b.m.Contracts[deploy.ContractSponsorPaymaster],
		}); err != nil {
			return err
		}
	}
	p := duel.NewDuelPlatform()
	for _, mv := range movers {
		if _, err := mv.Send(ctx, coins, duel.NewCoins().PackClaimDaily(), nil); err != nil {
			return fmt.Errorf("claim daily coins: %w", err)
		}
		if _, err := mv.Send(ctx, platform, p.PackEnqueue(deploy.DuelModes["blitz"], big.NewInt(10)), nil); err != nil {
			return fmt.Errorf("queue: %w", err)
		}
	}
	id, err := bind.Call(p.Instance(b.backend, platform), &bind.CallOpts{Context: ctx}, p.PackMatchCount(), p.UnpackMatchCount)
	if err != nil {
		return err
	}
	b.logf("match %s: %s against %s", id, movers[0].Address().Hex(), movers[1].Address().Hex())

	var (
		mu      sync.Mutex
		pending [2]*worduelclient.Move // each seat's guess waiting for its answer
		gas     uint64
	)
	var agents [2]*worduelclient.Agent
	for k, mv := range movers {
		store, err := client.OpenStore(filepath.Join(b.storeDir, fmt.Sprintf("m%d-%d.json", i, k)), "bench")
		if err != nil {
			return err
		}
		// the seat is the queue order: movers[0] waited (a), movers[1] found the match (b)
		seat := k
		agents[k], err = worduelclient.NewAgent(ctx, worduelclient.AgentConfig{
			Mover: mv, Backend: b.backend, Blitz: blitz, Platform: platform, Store: store, Dicts: b.dicts, Prover: b.pv,
			Strategy: worduelclient.NewCandidateStrategy(b.dicts.Secrets.Words(), b.dicts.Length, uint64(i*2+k+1)),
			OnMove: func(m worduelclient.Move) {
				mu.Lock()
				defer mu.Unlock()
				gas += m.Gas
				b.record(m)
				switch m.Kind {
				case "guess":
					pending[seat] = &m
				case "answer":
					if g := pending[1-seat]; g != nil {
						b.latency(*g, m)
						pending[1-seat] = nil
					}
				}
			},
			Log: func(f string, args ...any) { b.logf("  seat %d: "+f, append([]any{seat}, args...)...) },
		})
		if err != nil {
			return err
		}
	}
	type done struct {
		res worduelclient.Result
		err error
	}
	results := make(chan done, 2)
	for _, a := range agents {
		go func() {
			r, err := a.Play(ctx, id)
			results <- done{r, err}
		}()
	}
	brief := matchBrief{MatchID: id.Uint64()}
	for range 2 {
		d := <-results
		if d.err != nil {
			return d.err
		}
		brief.Solves[d.res.Seat] = d.res.Solves
		b.mu.Lock()
		for _, t := range d.res.ProvingTimes {
			b.proving = append(b.proving, float64(t.Milliseconds()))
		}
		b.mu.Unlock()
	}
	brief.Gas = gas
	b.mu.Lock()
	b.matchGas = append(b.matchGas, float64(gas))
	b.res.Results = append(b.res.Results, brief)
	b.res.Solves += brief.Solves[0] + brief.Solves[1]
	b.mu.Unlock()
	b.logf("match %s: solves %d-%d, %d gas", id, brief.Solves[0], brief.Solves[1], gas)
	return nil
}

// record files a move's gas under its kind.
func (b *duelBenchRun) record(m worduelclient.Move) {
	b.mu.Lock()
	defer b.mu.Unlock()
	g := float64(m.Gas)
	switch m.Kind {
	case "guess":
		b.guessGas = append(b.guessGas, g)
	case "answer":
		b.answerGas = append(b.answerGas, g)
	case "commitSeed":
		b.commit = append(b.commit, g)
	case "finish", "claimTimeout":
		b.finish = append(b.finish, g)
	}
}

// latency files the time from sending guess g to its answer a being mined
// (what the guesser's client then reads), in seconds and in blocks.
func (b *duelBenchRun) latency(g, a worduelclient.Move) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.latMs = append(b.latMs, float64(a.Mined.Sub(g.Sent).Milliseconds()))
	b.latBlocks = append(b.latBlocks, float64(a.Block)-float64(g.Block))
}

func (b *duelBenchRun) summary() *duelBench {
	b.mu.Lock()
	defer b.mu.Unlock()
	r := b.res
	r.Guesses, r.Answers = len(b.guessGas), len(b.answerGas)
	r.GuessGas, r.AnswerGas, r.CommitGas, r.FinishGas = statOf(b.guessGas), statOf(b.answerGas), statOf(b.commit), statOf(b.finish)
	r.MatchGas, r.ProvingMs = statOf(b.matchGas), statOf(b.proving)
	r.LatencyMs, r.LatencyBlock = statOf(b.latMs), statOf(b.latBlocks)
	return r
}

func printBenchDuel(w io.Writer, r *duelBench) {
	fmt.Fprintf(w, "%d Blitz matches (%d s clocks): %d guesses, %d answers, %d words solved\n", r.Matches, r.ClockSeconds, r.Guesses, r.Answers, r.Solves)
	fmt.Fprintln(w, "sponsored user operations, actual gas:      median      p95      max")
	row := func(name string, s stat, unit string) {
		fmt.Fprintf(w, "  %-38s %9.0f %8.0f %8.0f%s\n", name, s.P50, s.P95, s.Max, unit)
	}
	row("guess", r.GuessGas, "")
	row("answer", r.AnswerGas, "")
	row("commitSeed", r.CommitGas, "")
	row("finish", r.FinishGas, "")
	row("match (every Blitz move of both)", r.MatchGas, "")
	row("proving an answer (ms)", r.ProvingMs, "")
	row("guess sent -> colours on chain (ms)", r.LatencyMs, "")
	row("  in blocks after the guess's block", r.LatencyBlock, "")
}
