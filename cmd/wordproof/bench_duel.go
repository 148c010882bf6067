package main

import (
	"context"
	"crypto/ecdsa"
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

	"github.com/wordproof/wordproof/bindings/account"
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
	benchMatchesFlag = &cli.IntFlag{Name: "matches", Value: 1, Usage: "matches to play, one after another (1 to 100)"}
	benchClockFlag   = &cli.DurationFlag{Name: "clock", Value: 30 * time.Second, Usage: "each player's clock: Blitz's for the match, Best of 3's per round, Wordle-Tac-Toe's free time per turn (10s to 5m; the seed's are 5m, 3m and 2m)"}
	benchModeFlag    = &cli.StringFlag{Name: "mode", Value: "blitz", Usage: "the duel mode: blitz, bo3 (Best of 3, with a house) or ttt (Wordle-Tac-Toe, with a house)"}
	benchDirectFlag  = &cli.BoolFlag{Name: "direct", Usage: "the players send plain transactions from funded keys instead of sponsored user operations (gas then compares with the contract's own)"}
)

var benchDuelCommand = &cli.Command{
	Name:  "duel",
	Usage: "play Blitz, Best of 3 or Wordle-Tac-Toe matches between bots on the embedded devnet and report gas, proving time and latency",
	Description: `Starts the embedded devnet (a block at least every second) with duel
modes whose clocks are --clock, and the relayer. For each of --matches
matches two fresh bots (smart accounts, every move a sponsored session-key
user operation through the relayer; with --direct, fresh funded keys
sending plain transactions) claim their daily coins, queue with equal bets
in --mode and play to the end with the candidate strategy and real proofs.

Blitz (--mode blitz): prints the gas per guess, per answer and per match
(each user operation's actual gas, which the sponsor pays), the proving
time per answer, and the latency from sending a guess to its colours
being on chain, in seconds and in blocks after the guess's block.

Best of 3 (--mode bo3): a house registers with the minimum bond and its
agent (client/house) serves every match in this process. Prints the gas
per hidden guess, per proven answer (the house's transaction), per key,
draw, commitment and tally, per round and per match (every move of both
players and the house), the house's proving time per answer (reported
apart from the latency), and the latency from sending a guess to its
colours being decrypted by the guesser, in seconds and in blocks after the
guess's block.

Wordle-Tac-Toe (--mode ttt): a house registers with the minimum bond and
its service (client/tictactoe) serves every match; the bots play with the
Solver strategy (two cells a turn, words that agree with the colours seen).
Prints the gas per turn of one and of two guesses (with their word
proofs), per proven answer (the house's transaction), per draw and
commitment and per match, the house's proving time per answer, and the
latency from sending a turn to its colours being read by the player, in
seconds and in blocks after the turn's block.`,
	Flags: []cli.Flag{benchModeFlag, benchMatchesFlag, benchClockFlag, benchDirectFlag, benchVerboseFlag, benchJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("bench duel takes no arguments, got %q", c.Args().First())
		}
		n, clk := c.Int(benchMatchesFlag.Name), c.Duration(benchClockFlag.Name)
		mode := c.String(benchModeFlag.Name)
		switch {
		case mode != "blitz" && mode != "bo3" && mode != "ttt":
			return usageError("--mode must be blitz, bo3 or ttt, got %q", mode)
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
		o := duelBenchOptions{matches: n, clock: clk, direct: c.Bool(benchDirectFlag.Name), logw: logw}
		if mode == "ttt" {
			res, err := benchTtt(ctx, o)
			if err != nil {
				return err
			}
			if c.Bool(benchJSONFlag.Name) {
				return (&printer{w: c.App.Writer}).emit(res)
			}
			printBenchTtt(c.App.Writer, res)
			return nil
		}
		if mode == "bo3" {
			res, err := benchBo3(ctx, o)
			if err != nil {
				return err
			}
			if c.Bool(benchJSONFlag.Name) {
				return (&printer{w: c.App.Writer}).emit(res)
			}
			printBenchBo3(c.App.Writer, res)
			return nil
		}
		res, err := benchDuel(ctx, o)
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

// duelBenchOptions are the settings of 'bench duel'.
type duelBenchOptions struct {
	matches int
	clock   time.Duration
	direct  bool
	logw    io.Writer
}

func (o duelBenchOptions) logf(f string, args ...any) { fmt.Fprintf(o.logw, f+"\n", args...) }

// duelBenchChain is the devnet, the deployment with both duel modes on
// --clock, the relayer, the lists and the prover every duel benchmark runs on.
type duelBenchChain struct {
	net      *devnet.Devnet
	keys     []*ecdsa.PrivateKey
	m        *deploy.Manifest
	rc       *bundlerrpc.Client
	dicts    *wire.Dictionaries
	pv       *prover.Prover
	storeDir string
	stop     []func()
}

func (c *duelBenchChain) close() {
	for i := len(c.stop) - 1; i >= 0; i-- {
		c.stop[i]()
	}
}

// startDuelBenchChain starts the devnet (a block at least every second),
// deploys on it with the clocks of o, and starts the relayer.
func startDuelBenchChain(ctx context.Context, o duelBenchOptions) (c *duelBenchChain, err error) {
	c = &duelBenchChain{}
	defer func() {
		if err != nil {
			c.close()
		}
	}()
	cfg := devnet.DefaultConfig
	cfg.Period = time.Second
	if c.net, err = devnet.New(cfg); err != nil {
		return nil, err
	}
	if err := c.net.Start(ctx); err != nil {
		return nil, err
	}
	c.stop = append(c.stop, func() { _ = c.net.Stop() })
	c.keys = c.net.DevKeys()
	d, err := deploy.NewDeployer(ctx, c.net.Client(), c.keys[0], deploy.DefaultConfig)
	if err != nil {
		return nil, err
	}
	c.m = deploy.NewManifest(c.net.ChainID().Uint64())
	c.m.RPCURL = c.net.HTTPURL()
	game := deploy.DefaultGameConfig()
	game.Blitz = deploy.BlitzConfig{Duration: o.clock, AnswerWindow: 30 * time.Second}
	game.Bo3 = deploy.Bo3Config{RoundTime: o.clock, Window: 30 * time.Second}
	game.Ttt = deploy.TttConfig{TurnTime: o.clock, Window: 30 * time.Second, Open: true}
	o.logf("deploying on the devnet at %s", c.net.HTTPURL())
	if err := deploy.Run(ctx, d, c.m, append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(game)...)); err != nil {
		return nil, err
	}
	r, err := startEmbeddedRelayer(ctx, c.m, c.keys[len(c.keys)-1], c.keys[0], slog.New(slog.DiscardHandler))
	if err != nil {
		return nil, err
	}
	c.stop = append(c.stop, func() { _ = r.Stop() })
	if c.rc, err = bundlerrpc.Dial(ctx, r.URL()); err != nil {
		return nil, err
	}
	c.stop = append(c.stop, c.rc.Close)
	if c.dicts, err = wire.LoadDictionaries(rules.WordLength); err != nil {
		return nil, err
	}
	if c.pv, err = prover.New(prover.DefaultConfig()); err != nil {
		return nil, err
	}
	if c.storeDir, err = os.MkdirTemp("", "wordproof-bench-duel-"); err != nil {
		return nil, err
	}
	c.stop = append(c.stop, func() { _ = os.RemoveAll(c.storeDir) })
	return c, nil
}

// players returns two fresh players for a match, allowed perms: sponsored
// smart accounts with a session key, or with direct fresh keys funded by
// the deployer's.
func (c *duelBenchChain) players(ctx context.Context, direct bool, perms []account.IWordproofAccountPermission) ([2]client.Mover, error) {
	var movers [2]client.Mover
	var funder *client.EOAMover
	if direct {
		var err error
		if funder, err = client.NewEOAMover(ctx, c.net.Client(), c.keys[0]); err != nil {
			return movers, err
		}
	}
	for k := range movers {
		owner, err := crypto.GenerateKey()
		if err != nil {
			return movers, err
		}
		if direct {
			if _, err := funder.Send(ctx, crypto.PubkeyToAddress(owner.PublicKey), nil, big.NewInt(1e18)); err != nil {
				return movers, fmt.Errorf("fund a player: %w", err)
			}
			if movers[k], err = client.NewEOAMover(ctx, c.net.Client(), owner); err != nil {
				return movers, err
			}
			continue
		}
		if movers[k], err = client.NewSessionMover(ctx, client.SessionConfig{
			Backend: c.net.Client(), Relayer: c.rc, Factory: c.m.Contracts[deploy.ContractAccountFactory], Owner: owner,
			Permissions: perms, Poll: 20 * time.Millisecond, Paymaster: c.m.Contracts[deploy.ContractSponsorPaymaster],
		}); err != nil {
			return movers, err
		}
	}
	return movers, nil
}

// pair returns two fresh players, allowed the platform's moves and
// modePerms, queued against each other in mode, and their match id; logf
// names them.
func (c *duelBenchChain) pair(ctx context.Context, direct bool, mode string, modePerms []account.IWordproofAccountPermission, logf func(string, ...any)) ([2]client.Mover, *big.Int, error) {
	perms, err := duelclient.Permissions(c.m.Contracts[deploy.ContractCoins], c.m.Contracts[deploy.ContractDuelPlatform])
	if err != nil {
		return [2]client.Mover{}, nil, err
	}
	movers, err := c.players(ctx, direct, append(perms, modePerms...))
	if err != nil {
		return movers, nil, err
	}
	id, err := c.queue(ctx, movers, mode)
	if err != nil {
		return movers, nil, err
	}
	logf("match %s: %s against %s", id, movers[0].Address().Hex(), movers[1].Address().Hex())
	return movers, id, nil
}

// queue claims both players' daily coins and queues them in mode with
// equal bets (movers[0] waits: seat a) and returns the match id.
func (c *duelBenchChain) queue(ctx context.Context, movers [2]client.Mover, mode string) (*big.Int, error) {
	coins, platform := c.m.Contracts[deploy.ContractCoins], c.m.Contracts[deploy.ContractDuelPlatform]
	p := duel.NewDuelPlatform()
	for _, mv := range movers {
		if _, err := mv.Send(ctx, coins, duel.NewCoins().PackClaimDaily(), nil); err != nil {
			return nil, fmt.Errorf("claim daily coins: %w", err)
		}
		if _, err := mv.Send(ctx, platform, p.PackEnqueue(deploy.DuelModes[mode], big.NewInt(10)), nil); err != nil {
			return nil, fmt.Errorf("queue: %w", err)
		}
	}
	return bind.Call(p.Instance(c.net.Client(), platform), &bind.CallOpts{Context: ctx}, p.PackMatchCount(), p.UnpackMatchCount)
}

// benchDuel starts the chain and plays o.matches Blitz matches.
func benchDuel(ctx context.Context, o duelBenchOptions) (*duelBench, error) {
	c, err := startDuelBenchChain(ctx, o)
	if err != nil {
		return nil, err
	}
	defer c.close()
	dicts, pv := c.dicts, c.pv
	// load the answer keys before any clock runs
	seed, err := prover.NewSeed()
	if err != nil {
		return nil, err
	}
	if _, err := pv.ProveAnswer(ctx, prover.AnswerInput{Dictionary: dicts.SecretTree, Seed: seed, Randomness: big.NewInt(1), Guess: "crane"}); err != nil {
		return nil, err
	}
	b := &duelBenchRun{
		chain: c, backend: c.net.Client(), m: c.m, dicts: dicts, pv: pv, logf: o.logf, direct: o.direct, storeDir: c.storeDir,
		res: &duelBench{Matches: o.matches, ClockSeconds: int(o.clock / time.Second)},
	}
	for i := range o.matches {
		if err := b.match(ctx, i); err != nil {
			return nil, fmt.Errorf("match %d: %w", i+1, err)
		}
	}
	return b.summary(), nil
}

type duelBenchRun struct {
	chain    *duelBenchChain
	direct   bool
	backend  *ethclient.Client
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
	platform, blitz := b.m.Contracts[deploy.ContractDuelPlatform], b.m.Contracts[deploy.ContractWorduelBlitz]
	bp, err := worduelclient.Permissions(blitz)
	if err != nil {
		return err
	}
	movers, id, err := b.chain.pair(ctx, b.direct, "blitz", bp, b.logf)
	if err != nil {
		return err
	}

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
