// Package match plays whole Worth of Words games between bots through the
// same client code a human uses: it opens a lobby, has every bot join with
// proven secret words, runs their agents until the game ends, reports each
// round as it completes, and collects the payout. The demo and the game
// benchmark are built on it.
package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// Bot is one player: how it moves and how it picks guesses.
type Bot struct {
	Name     string
	Mover    client.Mover
	Strategy string // "info" or "random"
	// StopAfter, when non-zero, takes the bot offline once it has played
	// round StopAfter (its reveal of that round sent, or the next round
	// begun): it makes no move after that, like a player who walked away.
	// The others then wait for the deadlines and advance the game.
	StopAfter uint16
	// Secrets, when set, are the bot's two secret words (else drawn from
	// Config.Seed); Guesser, when set, picks its guesses instead of Strategy.
	// Tests use them to force solves, eliminations and ties.
	Secrets []string
	Guesser wowclient.Strategy
}

// Config is one game to play.
type Config struct {
	Backend client.Backend
	Game    common.Address // the WorthOfWords contract
	Creator client.Mover   // opens the lobby
	Bots    []Bot
	Prover  *prover.Prover
	Dicts   *wowclient.Dictionaries
	// Settings of the lobby; MaxPlayers is set to len(Bots).
	Settings bindings.IWorthOfWordsSettings
	// Seed picks the bots' secret words and seeds their strategies.
	Seed uint64
	// StoreDir holds each bot's encrypted secret store.
	StoreDir string
	// Out receives progress and the round reports; nil discards.
	Out io.Writer
	// Poll is how often agents re-read the chain.
	Poll time.Duration
}

// Result is what happened in one game.
type Result struct {
	GameID  *big.Int
	Rounds  uint16
	Winners []common.Address // in join order
	Prize   *big.Int         // each winner's share (the first winner also gets the remainder)
	Scores  map[common.Address]uint32
	Moves   []wowclient.Move
	Wall    time.Duration // from the first join to the end
}

// Proofs counts the proofs made (joins and reveals).
func (r *Result) Proofs() int {
	n := 0
	for _, m := range r.Moves {
		if m.Action == "join" || m.Action == "reveal" {
			n++
		}
	}
	return n
}

// Play plays one game to the end.
func Play(ctx context.Context, cfg Config) (*Result, error) {
	if len(cfg.Bots) < 2 {
		return nil, errors.New("match: at least two bots are needed")
	}
	m := &match{cfg: cfg, out: cfg.Out, names: map[common.Address]string{}}
	if m.out == nil {
		m.out = io.Discard
	}
	for _, b := range cfg.Bots {
		m.names[b.Mover.Address()] = b.Name
	}
	gameID, err := m.openLobby(ctx)
	if err != nil {
		return nil, err
	}
	m.res = &Result{GameID: gameID}
	start := time.Now()
	if err := m.joinBots(ctx, gameID); err != nil {
		return nil, err
	}
	runCtx, cancel := context.WithCancel(ctx)
	wait := m.runBots(runCtx)
	err = m.followRounds(ctx, gameID)
	cancel()
	wait()
	if err != nil {
		return nil, err
	}
	m.res.Wall = time.Since(start)
	if err := settle(ctx, m.out, cfg, m.res, m.agents, m.names); err != nil {
		return nil, err
	}
	return m.res, nil
}

// match is one game being played.
type match struct {
	cfg    Config
	out    io.Writer
	names  map[common.Address]string
	res    *Result
	agents []*wowclient.Agent

	mu      sync.Mutex
	offline []func() // offline[i] takes bot i offline (a no-op for bots that stay); nil until they run
}

// openLobby creates the lobby for the bots and sets up every seat (by the
// creator, so that each bot's join costs the same).
func (m *match) openLobby(ctx context.Context) (*big.Int, error) {
	settings := m.cfg.Settings
	settings.MaxPlayers = uint8(len(m.cfg.Bots))
	gameID, err := wowclient.CreateLobby(ctx, m.cfg.Creator, m.cfg.Game, settings)
	if err != nil {
		return nil, err
	}
	if _, err := wowclient.PrepareSeats(ctx, m.cfg.Creator, m.cfg.Game, gameID, len(m.cfg.Bots)); err != nil {
		return nil, err
	}
	fmt.Fprintf(m.out, "lobby %s open: %d players, stake %s each, %d-letter words\n", gameID, len(m.cfg.Bots), client.FormatETH(settings.Stake), settings.WordLength)
	return gameID, nil
}

// joinBots makes each bot's agent (store, strategy) and joins it with its
// secret words.
func (m *match) joinBots(ctx context.Context, gameID *big.Int) error {
	cfg := m.cfg
	rng := rand.New(rand.NewPCG(cfg.Seed, cfg.Seed+1))
	m.agents = make([]*wowclient.Agent, len(cfg.Bots))
	for i, b := range cfg.Bots {
		store, err := client.OpenStore(filepath.Join(cfg.StoreDir, fmt.Sprintf("%s-%s.json", gameID, b.Name)), "demo bot "+b.Name)
		if err != nil {
			return err
		}
		var strategy wowclient.Strategy = wowclient.NewInfoStrategy(cfg.Dicts, cfg.Seed+uint64(i))
		if b.Strategy == "random" {
			strategy = wowclient.NewRandomStrategy(cfg.Dicts, cfg.Seed+uint64(i))
		}
		if b.Guesser != nil {
			strategy = b.Guesser
		}
		m.agents[i], err = wowclient.NewAgent(ctx, wowclient.AgentConfig{
			Backend: cfg.Backend, Game: cfg.Game, GameID: gameID, Mover: b.Mover, Prover: cfg.Prover, Dicts: cfg.Dicts,
			Store: store, Strategy: strategy, Poll: cfg.Poll, OnMove: m.onMove,
		})
		if err != nil {
			return err
		}
		secrets := []string{cfg.Dicts.Secrets.Random(rng), cfg.Dicts.Secrets.Random(rng)}
		if b.Secrets != nil {
			secrets = b.Secrets
		}
		t0 := time.Now()
		if err := m.agents[i].Join(ctx, secrets); err != nil {
			return fmt.Errorf("%s: %w", b.Name, err)
		}
		fmt.Fprintf(m.out, "  %-7s %s joined with 2 secret words (commit proof and join in %v)\n", b.Name, short(b.Mover.Address()), time.Since(t0).Round(time.Millisecond))
	}
	return nil
}

// onMove records a move, and takes its bot offline once it has played the
// round it stops after.
func (m *match) onMove(mv wowclient.Move) {
	m.mu.Lock()
	m.res.Moves = append(m.res.Moves, mv)
	offline := m.offline
	m.mu.Unlock()
	for i, b := range m.cfg.Bots {
		if offline != nil && b.StopAfter != 0 && mv.Player == b.Mover.Address() && mv.Action == "reveal" && mv.Round >= b.StopAfter {
			offline[i]()
		}
	}
}

// runBots runs every agent until ctx ends or its bot goes offline, and
// returns a function that waits for them all.
func (m *match) runBots(ctx context.Context) (wait func()) {
	offline := make([]func(), len(m.agents))
	stops := make([]context.CancelFunc, len(m.agents))
	var wg sync.WaitGroup
	for i, a := range m.agents {
		botCtx, stop := context.WithCancel(ctx)
		stops[i] = stop
		bot := m.cfg.Bots[i]
		var once sync.Once
		offline[i] = func() {
			if bot.StopAfter == 0 {
				return
			}
			once.Do(func() {
				stop()
				fmt.Fprintf(m.out, "  %-7s goes offline after round %d\n", bot.Name, bot.StopAfter)
			})
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = a.Run(botCtx)
		}()
	}
	m.mu.Lock()
	m.offline = offline
	m.mu.Unlock()
	return func() {
		wg.Wait()
		for _, stop := range stops {
			stop()
		}
	}
}

// followRounds prints each round once it is over, takes bots offline when
// the game passes their last round, and returns when the game ends.
func (m *match) followRounds(ctx context.Context, gameID *big.Int) error {
	printed := uint16(0)
	for {
		info, err := m.agents[0].Info(ctx)
		if err != nil {
			return err
		}
		done := info.Phase == wowclient.PhaseEnded
		m.mu.Lock()
		offline := m.offline
		m.mu.Unlock()
		for i, b := range m.cfg.Bots {
			if b.StopAfter != 0 && info.Round > b.StopAfter {
				offline[i]()
			}
		}
		// A round is over once the next one started, or the game ended.
		last := info.Round - 1
		if done {
			last = info.Round
		}
		for printed < last {
			printed++
			if err := printRound(ctx, m.out, m.cfg, m.agents[0], gameID, printed, m.names); err != nil {
				return err
			}
		}
		if done {
			m.res.Rounds = info.Round
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func printRound(ctx context.Context, out io.Writer, cfg Config, a *wowclient.Agent, gameID *big.Int, round uint16, names map[common.Address]string) error {
	h, err := wire.Read(ctx, cfg.Backend, cfg.Game, gameID)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "round %d\n", round)
	var lines []string
	for _, r := range h.Reveals {
		if r.Round != round {
			continue
		}
		for i, att := range h.Attackers(r) {
			guess := cfg.Dicts.Unpack(h.Guesses[wire.GuessKey{Round: round, Player: att}])
			pattern := game.Pattern(wire.UnpackColours(r.Colours[i], cfg.Dicts.Length))
			lines = append(lines, fmt.Sprintf("  %-7s -> %-7s word %d  %s  %s  +%d", names[att], names[r.Target], r.SecretIndex+1, guess, pattern, r.Points[i]))
		}
	}
	sort.Strings(lines)
	if len(lines) == 0 {
		lines = append(lines, "  (no guess was opened)")
	}
	for _, l := range lines {
		fmt.Fprintln(out, l)
	}
	var scores []string
	for _, p := range sortedNames(names) {
		info, err := a.PlayerInfo(ctx, p)
		if err != nil {
			return err
		}
		mark := ""
		switch info.Status {
		case wowclient.StatusSolved:
			mark = " (out: both words solved)"
		case wowclient.StatusForfeited:
			mark = " (out: missed a reveal)"
		}
		scores = append(scores, fmt.Sprintf("%s %d%s", names[p], info.Score, mark))
	}
	fmt.Fprintf(out, "  scores: %s\n", strings.Join(scores, ", "))
	return nil
}

// settle reads the result (the rules engine's replay of the game's events,
// checked against the chain's credits) and has every winner withdraw its
// prize.
func settle(ctx context.Context, out io.Writer, cfg Config, res *Result, agents []*wowclient.Agent, names map[common.Address]string) error {
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(cfg.Backend, cfg.Game)
	result, err := wowclient.ReadResult(ctx, cfg.Backend, cfg.Game, res.GameID)
	if err != nil {
		return err
	}
	res.Prize = result.Prize
	res.Scores = map[common.Address]uint32{}
	for _, a := range agents {
		p, err := a.PlayerInfo(ctx, a.Address())
		if err != nil {
			return err
		}
		res.Scores[a.Address()] = p.Score
	}
	movers := map[common.Address]client.Mover{}
	for _, b := range cfg.Bots {
		movers[b.Mover.Address()] = b.Mover
	}
	for _, pr := range result.Players {
		if !pr.Winner {
			continue
		}
		res.Winners = append(res.Winners, pr.Player)
		m := movers[pr.Player]
		bal, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackBalanceOf(common.Address{}, pr.Player), wow.UnpackBalanceOf)
		if err != nil {
			return err
		}
		if m == nil || bal.Sign() == 0 {
			continue
		}
		if _, err := m.Send(ctx, cfg.Game, wow.PackWithdraw(common.Address{}), nil); err != nil {
			return fmt.Errorf("%s withdraws: %w", names[pr.Player], err)
		}
		fmt.Fprintf(out, "winner: %s (%d points) withdrew %s\n", names[pr.Player], pr.Score, client.FormatETH(bal))
	}
	fmt.Fprintf(out, "game %s over after %d rounds in %v\n", res.GameID, res.Rounds, res.Wall.Round(time.Millisecond))
	return nil
}

func sortedNames(names map[common.Address]string) []common.Address {
	out := make([]common.Address, 0, len(names))
	for a := range names {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return names[out[i]] < names[out[j]] })
	return out
}

func short(a common.Address) string { return a.Hex()[:10] }
