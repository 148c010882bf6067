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
	out := cfg.Out
	if out == nil {
		out = io.Discard
	}
	names := map[common.Address]string{}
	for _, b := range cfg.Bots {
		names[b.Mover.Address()] = b.Name
	}
	settings := cfg.Settings
	settings.MaxPlayers = uint8(len(cfg.Bots))
	gameID, err := wowclient.CreateLobby(ctx, cfg.Creator, cfg.Game, settings)
	if err != nil {
		return nil, err
	}
	// The creator sets up every seat, so that each bot's join costs the same.
	if _, err := wowclient.PrepareSeats(ctx, cfg.Creator, cfg.Game, gameID, len(cfg.Bots)); err != nil {
		return nil, err
	}
	fmt.Fprintf(out, "lobby %s open: %d players, stake %s each, %d-letter words\n", gameID, len(cfg.Bots), client.FormatETH(settings.Stake), settings.WordLength)

	res := &Result{GameID: gameID}
	var movesMu sync.Mutex
	offlineAfter := func(wowclient.Move) {} // set once the agents run
	onMove := func(m wowclient.Move) {
		movesMu.Lock()
		res.Moves = append(res.Moves, m)
		check := offlineAfter
		movesMu.Unlock()
		check(m)
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, cfg.Seed+1))
	agents := make([]*wowclient.Agent, len(cfg.Bots))
	start := time.Now()
	for i, b := range cfg.Bots {
		store, err := client.OpenStore(filepath.Join(cfg.StoreDir, fmt.Sprintf("%s-%s.json", gameID, b.Name)), "demo bot "+b.Name)
		if err != nil {
			return nil, err
		}
		var strategy wowclient.Strategy = wowclient.NewInfoStrategy(cfg.Dicts, cfg.Seed+uint64(i))
		if b.Strategy == "random" {
			strategy = wowclient.NewRandomStrategy(cfg.Dicts, cfg.Seed+uint64(i))
		}
		if b.Guesser != nil {
			strategy = b.Guesser
		}
		agents[i], err = wowclient.NewAgent(ctx, wowclient.AgentConfig{
			Backend: cfg.Backend, Game: cfg.Game, GameID: gameID, Mover: b.Mover, Prover: cfg.Prover, Dicts: cfg.Dicts,
			Store: store, Strategy: strategy, Poll: cfg.Poll, OnMove: onMove,
		})
		if err != nil {
			return nil, err
		}
		secrets := []string{cfg.Dicts.Secrets.Random(rng), cfg.Dicts.Secrets.Random(rng)}
		if b.Secrets != nil {
			secrets = b.Secrets
		}
		t0 := time.Now()
		if err := agents[i].Join(ctx, secrets); err != nil {
			return nil, fmt.Errorf("%s: %w", b.Name, err)
		}
		fmt.Fprintf(out, "  %-7s %s joined with 2 secret words (commit proof and join in %v)\n", b.Name, short(b.Mover.Address()), time.Since(t0).Round(time.Millisecond))
	}

	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	// offline[i] takes bot i offline (a no-op for bots that stay).
	offline := make([]func(), len(agents))
	var wg sync.WaitGroup
	for i, a := range agents {
		botCtx, stop := context.WithCancel(runCtx)
		defer stop()
		var once sync.Once
		offline[i] = func() {
			if cfg.Bots[i].StopAfter == 0 {
				return
			}
			once.Do(func() {
				stop()
				fmt.Fprintf(out, "  %-7s goes offline after round %d\n", cfg.Bots[i].Name, cfg.Bots[i].StopAfter)
			})
		}
		wg.Add(1)
		go func(a *wowclient.Agent) {
			defer wg.Done()
			_ = a.Run(botCtx)
		}(a)
	}
	movesMu.Lock()
	offlineAfter = func(m wowclient.Move) {
		for i, b := range cfg.Bots {
			if b.StopAfter != 0 && m.Player == b.Mover.Address() && m.Action == "reveal" && m.Round >= b.StopAfter {
				offline[i]()
			}
		}
	}
	movesMu.Unlock()
	printed := uint16(0)
	for {
		info, err := agents[0].Info(ctx)
		if err != nil {
			return nil, err
		}
		done := info.Phase == wowclient.PhaseEnded
		for i, b := range cfg.Bots {
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
			if err := printRound(ctx, out, cfg, agents[0], gameID, printed, names); err != nil {
				return nil, err
			}
		}
		if done {
			res.Rounds = info.Round
			break
		}
		select {
		case <-ctx.Done():
			cancel()
			wg.Wait()
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	cancel()
	wg.Wait()
	res.Wall = time.Since(start)
	if err := settle(ctx, out, cfg, res, agents, names); err != nil {
		return nil, err
	}
	return res, nil
}

func printRound(ctx context.Context, out io.Writer, cfg Config, a *wowclient.Agent, gameID *big.Int, round uint16, names map[common.Address]string) error {
	h, err := wowclient.ReadHistory(ctx, cfg.Backend, cfg.Game, gameID)
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
			guess := cfg.Dicts.Unpack(h.Guesses[wowclient.GuessKey{Round: round, Player: att}])
			pattern := game.Pattern(wowclient.UnpackColours(r.Colours[i], cfg.Dicts.Length))
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
