package main

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/rating"
)

var (
	duelBetFlag  = &cli.Uint64Flag{Name: "bet", Usage: "coins to bet (both players bet the same)", Required: true, Category: "GAME"}
	duelWaitFlag = &cli.BoolFlag{Name: "wait", Usage: "when nobody waits yet, wait for the match (Ctrl-C stops waiting; the player stays queued)", Category: "GAME"}
)

var duelCommand = &cli.Command{
	Name:  "duel",
	Usage: "Worduel: daily coins, matchmaking by bet and mode, and your duel profile",
	Description: `Talks to the duel platform of the manifest's deployment (the Coins and
DuelPlatform contracts) as the player, with the same player flags as 'play':
by default through the smart account's session key and the relayer (one
session grant covers Worth of Words and the duel contracts), or with
--direct from the key itself.

Coins cannot be transferred: they come from the daily gift (+100 once per 24
hours) and move only through matches. A bet is locked ("in play") when the
player queues and settled when the match ends: the winner takes the pot, a
draw returns both bets. MMR starts at 1000 and moves by Elo (K = 32).

  wordproof duel daily                     # claim the daily 100 coins
  wordproof duel queue --bet 50 --mode blitz --wait
  wordproof duel queue --bet 50 --mode bo3 --wait   # Best of 3, a bonded house answers
  wordproof duel play                      # play the match found (Blitz or Best of 3)
  wordproof duel leave                     # leave the queue, bet returned
  wordproof duel status                    # coins, in play, MMR, rank, record
  wordproof duel forfeit --match 3         # resign: the opponent takes the pot
  wordproof duel timeout --match 3         # settle when a player missed a deadline`,
	Subcommands: []*cli.Command{
		{
			Name: "daily", Usage: "claim the daily coins (+100, once per 24 hours)", Flags: playFlags,
			Action: func(c *cli.Context) error { return withSession(c, true, duelDaily) },
		},
		{
			Name: "queue", Usage: "enter the queue of a mode with a bet (locks the bet)",
			Description: `Locks --bet coins and enters the queue of --mode. If a player already waits
with the same mode and bet, the match starts at once ("match found");
otherwise the player waits until someone else queues the same way
('duel leave' gives the bet back).`,
			Flags: append([]cli.Flag{
				duelBetFlag,
				&cli.StringFlag{Name: "mode", Value: "blitz", Usage: "game mode: " + strings.Join(duelModeNames(), " or "), Category: "GAME"},
				duelWaitFlag,
			}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, duelQueue) },
		},
		{
			Name: "forfeit", Usage: "resign a match: the opponent wins the pot",
			Flags:  append([]cli.Flag{duelMatchFlag}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, duelForfeit) },
		},
		{
			Name: "timeout", Usage: "settle a match whose opponent missed a deadline (anyone may)",
			Description: `Settles --match when its mode says a player missed a deadline (that player
loses), or as a draw when it has had no result for a day.`,
			Flags:  append([]cli.Flag{duelMatchFlag}, playFlags...),
			Action: func(c *cli.Context) error { return withSession(c, true, duelTimeout) },
		},
		{
			Name: "leave", Usage: "leave the queue and unlock the bet", Flags: playFlags,
			Action: func(c *cli.Context) error { return withSession(c, true, duelLeave) },
		},
		{
			Name: "status", Aliases: []string{"profile"}, Usage: "show coins (free and in play), MMR, rank, record and current queue or match",
			Flags:  playFlags,
			Action: func(c *cli.Context) error { return withSession(c, true, duelStatus) },
		},
	},
}

var duelMatchFlag = &cli.Uint64Flag{Name: "match", Usage: "match id", Required: true, Category: "GAME"}

// duelWaitPoll is how often 'duel queue --wait' looks for its match.
const duelWaitPoll = 500 * time.Millisecond

func duelModeNames() []string {
	names := make([]string, 0, len(deploy.DuelModes))
	for n := range deploy.DuelModes {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func duelModeName(id uint32) string {
	for n, m := range deploy.DuelModes {
		if m == id {
			return n
		}
	}
	return fmt.Sprintf("mode %d", id)
}

// duelContracts reads the duel platform's addresses from the manifest.
func duelContracts(s *session) (coins, platform common.Address, err error) {
	if coins, err = s.manifest.Address(deploy.ContractCoins); err != nil {
		return coins, platform, usageError("%v: the deployment has no duel platform (redeploy with 'wordproof deploy')", err)
	}
	if platform, err = s.manifest.Address(deploy.ContractDuelPlatform); err != nil {
		return coins, platform, usageError("%v: the deployment has no duel platform (redeploy with 'wordproof deploy')", err)
	}
	return coins, platform, nil
}

// duelProfile is what 'duel status' prints, and the state the other duel
// commands print after they move.
type duelProfile struct {
	Player      common.Address `json:"player"`
	Coins       uint64         `json:"coins"`  // free and in play
	InPlay      uint64         `json:"inPlay"` // locked in a queue or match
	Available   uint64         `json:"available"`
	NextClaimAt int64          `json:"nextClaimAt"` // unix seconds; 0: never claimed
	MMR         int64          `json:"mmr"`
	Rank        string         `json:"rank"`
	Wins        uint32         `json:"wins"`
	Losses      uint32         `json:"losses"`
	Draws       uint32         `json:"draws"`
	QueuedMode  string         `json:"queuedMode,omitempty"`
	QueuedBet   uint64         `json:"queuedBet,omitempty"`
	MatchID     uint64         `json:"matchId,omitempty"`
}

func readDuelProfile(s *session, player common.Address) (duelProfile, error) {
	p := duelProfile{Player: player}
	coinsAddr, platformAddr, err := duelContracts(s)
	if err != nil {
		return p, err
	}
	coins, platform := duel.NewCoins(), duel.NewDuelPlatform()
	ci, pi := coins.Instance(s.backend, coinsAddr), platform.Instance(s.backend, platformAddr)
	opts := &bind.CallOpts{Context: s.ctx}
	var balance, locked, next, mmr *big.Int
	for _, read := range []func() error{
		func() (err error) {
			balance, err = bind.Call(ci, opts, coins.PackBalanceOf(player), coins.UnpackBalanceOf)
			return
		},
		func() (err error) {
			locked, err = bind.Call(ci, opts, coins.PackLockedOf(player), coins.UnpackLockedOf)
			return
		},
		func() (err error) {
			next, err = bind.Call(ci, opts, coins.PackNextClaimAt(player), coins.UnpackNextClaimAt)
			return
		},
		func() (err error) {
			mmr, err = bind.Call(pi, opts, platform.PackRatingOf(player), platform.UnpackRatingOf)
			return
		},
	} {
		if err := read(); err != nil {
			return p, fmt.Errorf("read duel state of %s: %w", player, err)
		}
	}
	rec, err := bind.Call(pi, opts, platform.PackPlayerOf(player), platform.UnpackPlayerOf)
	if err != nil {
		return p, fmt.Errorf("read duel record of %s: %w", player, err)
	}
	p.Coins, p.InPlay, p.NextClaimAt, p.MMR = balance.Uint64(), locked.Uint64(), next.Int64(), mmr.Int64()
	p.Available = p.Coins - p.InPlay
	p.Rank = rating.RankOf(int(p.MMR)).String()
	p.Wins, p.Losses, p.Draws = rec.Wins, rec.Losses, rec.Draws
	p.MatchID = rec.MatchId.Uint64()
	if rec.QueuedMode != 0 {
		p.QueuedMode, p.QueuedBet = duelModeName(rec.QueuedMode), rec.QueuedBet.Uint64()
	}
	return p, nil
}

func (s *session) printProfile(p duelProfile, extra map[string]any) error {
	if s.out.json {
		v := map[string]any{"profile": p}
		for k, x := range extra {
			v[k] = x
		}
		return s.out.emit(v)
	}
	s.out.line("player    %s  (%s)", p.Player.Hex(), s.playerKind())
	s.out.line("coins     %d  (%d in play, %d free)", p.Coins, p.InPlay, p.Available)
	switch next := time.Unix(p.NextClaimAt, 0); {
	case p.NextClaimAt == 0 || !time.Now().Before(next):
		s.out.line("daily     ready: 'wordproof duel daily'")
	default:
		s.out.line("daily     next at %s (in %s)", next.UTC().Format(time.RFC3339), time.Until(next).Round(time.Second))
	}
	s.out.line("MMR       %d  (%s)", p.MMR, p.Rank)
	s.out.line("record    %d wins, %d losses, %d draws", p.Wins, p.Losses, p.Draws)
	switch {
	case p.MatchID != 0:
		s.out.line("playing   match %d", p.MatchID)
	case p.QueuedMode != "":
		s.out.line("queued    %s, bet %d (waiting for an opponent; 'wordproof duel leave' leaves)", p.QueuedMode, p.QueuedBet)
	}
	return nil
}

func duelStatus(s *session) error {
	p, err := readDuelProfile(s, s.mover.Address())
	if err != nil {
		return err
	}
	return s.printProfile(p, nil)
}

func duelDaily(s *session) error {
	coins, _, err := duelContracts(s)
	if err != nil {
		return err
	}
	if _, err := s.mover.Send(s.ctx, coins, duel.NewCoins().PackClaimDaily(), nil); err != nil {
		return fmt.Errorf("claim daily coins: %w", err)
	}
	p, err := readDuelProfile(s, s.mover.Address())
	if err != nil {
		return err
	}
	if !s.out.json {
		s.out.line("claimed %d coins", rating.DailyReward)
	}
	return s.printProfile(p, map[string]any{"claimed": rating.DailyReward})
}

func duelQueue(s *session) error {
	name := strings.ToLower(s.c.String("mode"))
	mode, ok := deploy.DuelModes[name]
	if !ok {
		return usageError("--mode: %q is not a mode (%s)", s.c.String("mode"), strings.Join(duelModeNames(), ", "))
	}
	bet := s.c.Uint64("bet")
	if bet == 0 || bet >= 1<<48 {
		return usageError("--bet: %d is not a bet (at least 1 coin, below 2^48)", bet)
	}
	_, platformAddr, err := duelContracts(s)
	if err != nil {
		return err
	}
	platform := duel.NewDuelPlatform()
	receipt, err := s.mover.Send(s.ctx, platformAddr, platform.PackEnqueue(mode, new(big.Int).SetUint64(bet)), nil)
	if err != nil {
		return fmt.Errorf("queue for %s with %d coins: %w", name, bet, err)
	}
	extra := map[string]any{"mode": name, "bet": bet}
	found := s.matchFound(platformAddr, receipt.Logs, extra)
	if !found && !s.out.json {
		s.out.line("queued for %s with a bet of %d: waiting for an opponent with the same bet", name, bet)
	}
	if !found && s.c.Bool("wait") {
		from := receipt.BlockNumber
		if from == nil { // not reported by the relayer: from the head, which is after the queueing
			head, err := s.backend.BlockNumber(s.ctx)
			if err != nil {
				return err
			}
			from = new(big.Int).SetUint64(head)
		}
		if err := s.waitForMatch(platformAddr, from, extra); err != nil {
			return err
		}
	}
	p, err := readDuelProfile(s, s.mover.Address())
	if err != nil {
		return err
	}
	return s.printProfile(p, extra)
}

func duelLeave(s *session) error {
	_, platformAddr, err := duelContracts(s)
	if err != nil {
		return err
	}
	before, err := readDuelProfile(s, s.mover.Address())
	if err != nil {
		return err
	}
	if before.QueuedMode == "" {
		return usageError("%s waits in no queue", s.mover.Address().Hex())
	}
	if _, err := s.mover.Send(s.ctx, platformAddr, duel.NewDuelPlatform().PackLeave(), nil); err != nil {
		return fmt.Errorf("leave the queue: %w", err)
	}
	if !s.out.json {
		s.out.line("left the %s queue: %d coins unlocked", before.QueuedMode, before.QueuedBet)
	}
	p, err := readDuelProfile(s, s.mover.Address())
	if err != nil {
		return err
	}
	return s.printProfile(p, map[string]any{"left": map[string]any{"mode": before.QueuedMode, "bet": before.QueuedBet}})
}

// matchFound reports the MatchFound event among logs that involves the
// player, recording it in extra.
func (s *session) matchFound(platformAddr common.Address, logs []*types.Log, extra map[string]any) bool {
	platform := duel.NewDuelPlatform()
	me := s.mover.Address()
	for _, l := range logs {
		if l.Address != platformAddr {
			continue
		}
		ev, err := platform.UnpackMatchFoundEvent(l)
		if err != nil || (ev.A != me && ev.B != me) {
			continue
		}
		opponent := ev.A
		if opponent == me {
			opponent = ev.B
		}
		extra["matchFound"] = map[string]any{"matchId": ev.MatchId.Uint64(), "opponent": opponent}
		if !s.out.json {
			s.out.line("Match Found: match %d, %s against %s, bet %s each", ev.MatchId, duelModeName(ev.Mode), opponent.Hex(), ev.Bet)
		}
		return true
	}
	return false
}

// waitForMatch polls the platform's MatchFound events naming the player as
// the one who waited, from block from on, until one comes or the command is
// interrupted (the player then stays queued).
func (s *session) waitForMatch(platformAddr common.Address, from *big.Int, extra map[string]any) error {
	platform := duel.NewDuelPlatform()
	ev := platform.GetABI().Events["MatchFound"]
	q := ethereum.FilterQuery{
		FromBlock: from, Addresses: []common.Address{platformAddr},
		Topics: [][]common.Hash{{ev.ID}, nil, nil, {common.BytesToHash(s.mover.Address().Bytes())}},
	}
	t := time.NewTicker(duelWaitPoll)
	defer t.Stop()
	for {
		logs, err := s.backend.FilterLogs(s.ctx, q)
		if err != nil && s.ctx.Err() == nil {
			return fmt.Errorf("wait for a match: %w", err)
		}
		ptrs := make([]*types.Log, len(logs))
		for i := range logs {
			ptrs[i] = &logs[i]
		}
		if s.matchFound(platformAddr, ptrs, extra) {
			return nil
		}
		select {
		case <-s.ctx.Done():
			return cli.Exit("interrupted; still queued: 'wordproof duel leave' gives the bet back", exitInterrupted)
		case <-t.C:
		}
	}
}

func duelForfeit(s *session) error {
	return s.settleMatch("forfeit", func(p *duel.DuelPlatform, id *big.Int) []byte { return p.PackForfeit(id) })
}

func duelTimeout(s *session) error {
	return s.settleMatch("claim the timeout of", func(p *duel.DuelPlatform, id *big.Int) []byte { return p.PackClaimTimeout(id) })
}

// settleMatch sends one of the platform's settling calls for --match and
// prints the settlement and the player's profile.
func (s *session) settleMatch(what string, pack func(*duel.DuelPlatform, *big.Int) []byte) error {
	_, platformAddr, err := duelContracts(s)
	if err != nil {
		return err
	}
	id := new(big.Int).SetUint64(s.c.Uint64(duelMatchFlag.Name))
	platform := duel.NewDuelPlatform()
	receipt, err := s.mover.Send(s.ctx, platformAddr, pack(platform, id), nil)
	if err != nil {
		return fmt.Errorf("%s match %s: %w", what, id, err)
	}
	extra := map[string]any{}
	for _, l := range receipt.Logs {
		if l.Address != platformAddr {
			continue
		}
		if ev, err := platform.UnpackMatchSettledEvent(l); err == nil {
			outcome := rating.Outcome(ev.Outcome).String()
			extra["settled"] = map[string]any{
				"matchId": ev.MatchId.Uint64(), "outcome": outcome, "ending": duelEndings[ev.Ending], "points": ev.Points.Uint64(),
				"ratingA": ev.RatingA.Int64(), "ratingB": ev.RatingB.Int64(),
			}
			if !s.out.json {
				s.out.line("match %s settled by %s: %s, %s points (ratings now %s and %s)", ev.MatchId, duelEndings[ev.Ending], outcome, ev.Points, ev.RatingA, ev.RatingB)
			}
		}
	}
	p, err := readDuelProfile(s, s.mover.Address())
	if err != nil {
		return err
	}
	return s.printProfile(p, extra)
}

// duelEndings names IDuelPlatform.Ending.
var duelEndings = map[uint8]string{0: "result", 1: "forfeit", 2: "timeout", 3: "stale draw"}
