package wire_test

import (
	"context"
	"encoding/binary"
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/match"
	"github.com/wordproof/wordproof/prover"
)

var (
	flagGames    = flag.Int("wow.games", 0, "random games TestDifferential plays (default 50, 8 with -short; env WOW_GAMES)")
	flagParallel = flag.Int("wow.parallel", 4, "games TestDifferential plays at once")
)

// gameCount is how many games TestDifferential plays.
func gameCount(t *testing.T) int {
	if *flagGames > 0 {
		return *flagGames
	}
	if v := os.Getenv("WOW_GAMES"); v != "" {
		n, err := strconv.Atoi(v)
		require.NoError(t, err, "WOW_GAMES")
		return n
	}
	if testing.Short() {
		return 8
	}
	return 50
}

// Every game's phases last this long in chain time: far longer than an
// online bot needs, so only the no-shows time out (the keeper moves the
// chain's clock past a deadline once a game waits on nobody else).
const phaseTimeout = 600

// TestDifferential plays random games of 2 to 4 bots on one devnet with
// real proofs (round cap 2 to 4, random secret words, random or informed
// guesses, random stakes, random no-shows that forfeit or stall by timeout)
// and checks, for every game, that the contract's scores, statuses,
// winners and payouts equal the rules engine's replay of the chain's
// events, and that client.ReadResult reports the same.
func TestDifferential(t *testing.T) {
	games := gameCount(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	c := newChain(t, ctx)
	stopKeeper := c.keep(ctx, t)
	defer stopKeeper()

	start := time.Now()
	var (
		mu    sync.Mutex
		stats = map[string]int{}
		wg    sync.WaitGroup
		slots = make(chan struct{}, max(1, *flagParallel))
	)
	for i := range games {
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-slots }()
			kinds, err := c.playAndCheck(ctx, uint64(i))
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				t.Errorf("game %d: %v", i, err)
				return
			}
			stats["games"]++
			for _, k := range kinds {
				stats[k]++
			}
		}()
	}
	wg.Wait()
	t.Logf("%d games in %v: %v", games, time.Since(start).Round(time.Second), stats)
	require.Equal(t, games, stats["games"], "every game agrees")
	if games >= 30 {
		// The random mix must reach the rules that differ between readers.
		for _, k := range []string{"forfeit", "tie", "cap", "out", "stall"} {
			require.NotZero(t, stats[k], "no game ended with a %s in %d games", k, games)
		}
	}
}

// chain is the devnet every game shares, with the game deployed.
type chain struct {
	net    *devnet.Devnet
	client *ethclient.Client
	game   common.Address
	dicts  *wowclient.Dictionaries
	prover *prover.Prover
	funder *client.EOAMover
	stores string // the bots' secret stores
}

func newChain(t *testing.T, ctx context.Context) *chain {
	tc := testchain.Start(t, testchain.Options{Steps: testchain.GameSteps()})
	net, ec, m := tc.Net, tc.Client, tc.Manifest
	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	require.NoError(t, pv.Warm(ctx, prover.CommitSpec(wowclient.SecretsPerPlayer, 5, game.Letters), prover.RevealSpec(5, game.Letters)))
	funder, err := client.NewEOAMover(ctx, ec, net.DevKeys()[0])
	require.NoError(t, err)
	return &chain{net: net, client: ec, game: m.Contracts[deploy.ContractWorthOfWords], dicts: dicts, prover: pv, funder: funder, stores: t.TempDir()}
}

// keep runs the keeper: a game whose state has not changed for a while waits
// only on players who went away, so the keeper moves the chain's clock past
// its deadline and advances it (bots that stay online advance too; with
// everyone gone, nobody else would).
func (c *chain) keep(ctx context.Context, t *testing.T) func() {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	keeper, err := client.NewEOAMover(ctx, c.client, c.net.DevKeys()[1])
	require.NoError(t, err)
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(c.client, c.game)
	type seen struct {
		key   [4]uint64
		since time.Time
	}
	last := map[uint64]seen{}
	ended := map[uint64]bool{}
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			time.Sleep(250 * time.Millisecond)
			count, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameCount(), wow.UnpackGameCount)
			if err != nil {
				continue
			}
			for id := uint64(1); id <= count.Uint64(); id++ {
				if ended[id] {
					continue
				}
				info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(new(big.Int).SetUint64(id)), wow.UnpackGameInfo)
				if err != nil {
					continue
				}
				if info.Phase == wire.PhaseEnded {
					ended[id] = true
					continue
				}
				if info.Phase != wire.PhaseCommit && info.Phase != wire.PhaseOpen && info.Phase != wire.PhaseReveal {
					continue
				}
				key := [4]uint64{uint64(info.Phase), uint64(info.Round), uint64(info.Pending), uint64(info.ActiveCount)}
				s, ok := last[id]
				if !ok || s.key != key {
					last[id] = seen{key, time.Now()}
					continue
				}
				if time.Since(s.since) < 2*time.Second {
					continue
				}
				head, err := c.client.HeaderByNumber(ctx, nil)
				if err != nil {
					continue
				}
				if head.Time <= info.Deadline {
					if _, err := c.net.AdjustTime(time.Duration(info.Deadline-head.Time+1) * time.Second); err != nil {
						continue // transactions pending: try again next tick
					}
				}
				_, _ = keeper.Send(ctx, c.game, wow.PackAdvance(new(big.Int).SetUint64(id)), nil)
			}
		}
	}()
	return func() { cancel(); <-done }
}

// playAndCheck plays random game number i and compares the chain with the
// engine; it returns the kinds of end the game reached.
func (c *chain) playAndCheck(ctx context.Context, i uint64) ([]string, error) {
	r := rand.New(rand.NewPCG(i, 0x776f77))
	n := 2 + r.IntN(3)
	roundCap := uint16(2 + r.IntN(3))
	bots := make([]match.Bot, n)
	// In some games everyone walks away after the same round, and in some
	// nobody ever guesses: the round nobody commits in stalls (in round 1,
	// everyone ties at zero and the pot's remainder goes to the first).
	everyoneLeaves, nobodyGuesses := r.IntN(6) == 0, r.IntN(10) == 0
	leaveAfter := uint16(1 + r.IntN(int(roundCap)-1))
	for b := range bots {
		var seed [16]byte
		binary.BigEndian.PutUint64(seed[:8], i)
		binary.BigEndian.PutUint64(seed[8:], uint64(b))
		key, err := crypto.ToECDSA(crypto.Keccak256([]byte("wordproof differential bot"), seed[:]))
		if err != nil {
			return nil, err
		}
		mover, err := client.NewEOAMover(ctx, c.client, key)
		if err != nil {
			return nil, err
		}
		if _, err := c.funder.Send(ctx, mover.Address(), nil, big.NewInt(2e18)); err != nil {
			return nil, err
		}
		bots[b] = match.Bot{Name: fmt.Sprintf("g%d-bot%d", i, b+1), Mover: mover, Strategy: []string{"info", "random"}[r.IntN(2)]}
		switch {
		case everyoneLeaves:
			bots[b].StopAfter = leaveAfter
		case r.IntN(3) == 0: // a no-show: gone after some round
			bots[b].StopAfter = uint16(1 + r.IntN(int(roundCap)))
		}
	}
	// Some games have an oracle: a bot that knows every secret and often
	// guesses one, so words get solved, players go out and scores tie.
	if r.IntN(2) == 0 {
		o := &oracle{secrets: map[common.Address][]string{}, dicts: c.dicts, rng: rand.New(rand.NewPCG(i, 7))}
		for b := range bots {
			bots[b].Secrets = []string{c.dicts.Secrets.Random(r), c.dicts.Secrets.Random(r)}
			o.secrets[bots[b].Mover.Address()] = bots[b].Secrets
			if r.IntN(2) == 0 {
				bots[b].Guesser = o
			}
		}
	}
	if nobodyGuesses {
		for b := range bots {
			bots[b].Guesser = mute{}
		}
	}
	// Odd stakes leave a remainder to split; some games are free.
	stake := new(big.Int)
	if r.IntN(5) != 0 {
		stake.SetUint64(1e15 + r.Uint64N(1e6))
	}
	settings := wowclient.DefaultSettings(n, stake)
	settings.RoundCap = roundCap
	settings.CommitTimeout, settings.OpenTimeout, settings.RevealTimeout = phaseTimeout, phaseTimeout, phaseTimeout
	res, err := match.Play(ctx, match.Config{
		Backend: c.client, Game: c.game, Creator: c.funder, Bots: bots, Prover: c.prover, Dicts: c.dicts,
		Settings: settings, Seed: i + 1, StoreDir: c.stores, Poll: 50 * time.Millisecond,
	})
	if err != nil {
		return nil, fmt.Errorf("play: %w", err)
	}
	return c.check(ctx, res.GameID)
}

// oracle is a strategy that knows every secret: it guesses the active
// secret of one of its targets two times in three, else a random word.
type oracle struct {
	secrets map[common.Address][]string
	dicts   *wowclient.Dictionaries
	mu      sync.Mutex
	rng     *rand.Rand
}

func (o *oracle) Guess(_ context.Context, v wowclient.View) (string, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(v.Targets) > 0 && o.rng.IntN(3) != 0 {
		t := v.Targets[o.rng.IntN(len(v.Targets))]
		if words := o.secrets[t.Player]; int(t.Secret) < len(words) {
			return words[t.Secret], nil
		}
	}
	return o.dicts.Guesses.Random(o.rng), nil
}

// mute is a strategy that never picks a guess: its bot commits nothing but
// still reveals what it owes.
type mute struct{}

func (mute) Guess(ctx context.Context, _ wowclient.View) (string, error) {
	<-ctx.Done()
	return "", ctx.Err()
}

// check compares the chain's view of an ended game with the engine's
// replay of its events.
func (c *chain) check(ctx context.Context, id *big.Int) ([]string, error) {
	h, err := wire.Read(ctx, c.client, c.game, id)
	if err != nil {
		return nil, err
	}
	o, err := h.Replay()
	if err != nil {
		return nil, err
	}
	if err := o.Check(h); err != nil {
		return nil, err
	}
	g := o.Game
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(c.client, c.game)
	result, err := wowclient.ReadResult(ctx, c.client, c.game, id)
	if err != nil {
		return nil, fmt.Errorf("ReadResult: %w", err)
	}
	scores := g.Scores()
	for i, p := range h.Players {
		pi, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackPlayerInfo(id, p), wow.UnpackPlayerInfo)
		if err != nil {
			return nil, err
		}
		if int(pi.Score) != scores[i] || game.Status(pi.Status) != g.Status(i) {
			return nil, fmt.Errorf("player %d: the contract has score %d, %s; the engine %d, %s",
				i, pi.Score, game.Status(pi.Status), scores[i], g.Status(i))
		}
		pr := result.Players[i]
		if pr.Player != p || int(pr.Score) != scores[i] || pr.Status != g.Status(i).String() || pr.Payout.Cmp(o.Payouts[i]) != 0 {
			return nil, fmt.Errorf("player %d: ReadResult says %+v, the engine %d, %s, %s wei", i, pr, scores[i], g.Status(i), o.Payouts[i])
		}
	}
	var kinds []string
	last := o.Rounds[len(o.Rounds)-1]
	if last.Stalled {
		kinds = append(kinds, "stall")
	}
	if len(last.Winners) > 1 {
		kinds = append(kinds, "tie")
	}
	if g.Round() == int(h.Settings.RoundCap) && len(g.Remaining()) > 1 {
		kinds = append(kinds, "cap")
	}
	for p := range h.Players {
		switch g.Status(p) {
		case game.StatusForfeited:
			kinds = append(kinds, "forfeit")
		case game.StatusSolved:
			kinds = append(kinds, "out")
		}
	}
	return kinds, nil
}
