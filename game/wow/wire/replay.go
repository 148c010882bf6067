package wire

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/wordproof/wordproof/game"
)

// ErrDisagree is returned by Outcome.Check when the chain's events and the
// rules engine disagree about a game.
var ErrDisagree = errors.New("the chain and the rules engine disagree")

// Outcome is a history played through the rules engine.
type Outcome struct {
	Game    *game.Game
	Rounds  []game.RoundResult
	Pot     *big.Int   // every stake
	Payouts []*big.Int // by join index, as Game.Payouts splits Pot
}

// Replay plays the history's rounds through game.Game: targets from each
// round's seed, the opened guesses, the colours of the Revealed events (a
// target with guesses aimed at it and no Revealed event forfeits). It stops
// where the history stops; Outcome.Game.Over tells whether the game ended.
func (h *History) Replay() (*Outcome, error) {
	n := len(h.Players)
	if !h.Created || !h.Started {
		return nil, fmt.Errorf("game %s: no LobbyCreated or GameStarted event in the blocks read", h.GameID)
	}
	g, err := game.NewGame(n, SecretsPerPlayer, int(h.Settings.RoundCap))
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", h.GameID, err)
	}
	length := int(h.Settings.WordLength)
	o := &Outcome{Game: g, Pot: new(big.Int).Mul(h.Settings.Stake, big.NewInt(int64(n)))}
	for _, r := range h.Rounds {
		if g.Over() {
			return nil, fmt.Errorf("%w: game %s has events of round %d after its end in round %d", ErrDisagree, h.GameID, r.Number, g.Round())
		}
		res, err := h.playRound(g, r, length)
		if err != nil {
			return nil, fmt.Errorf("game %s, round %d: %w", h.GameID, r.Number, err)
		}
		o.Rounds = append(o.Rounds, res)
	}
	o.Payouts = g.Payouts(o.Pot)
	return o, nil
}

func (h *History) playRound(g *game.Game, r *Round, length int) (game.RoundResult, error) {
	guesses := make([][]uint8, len(h.Players))
	for p, packed := range r.Opened {
		i := h.Index(p)
		if i < 0 {
			return game.RoundResult{}, fmt.Errorf("guess opened by %s, who is not a player", p)
		}
		symbols, _, err := DecodeGuess(packed, length)
		if err != nil {
			return game.RoundResult{}, fmt.Errorf("guess of %s: %w", p, err)
		}
		guesses[i] = symbols
	}
	// Without a draw nobody committed, the round stalls and its targets do
	// not matter (any valid assignment will do).
	if !r.Drawn && len(r.Opened) > 0 {
		return game.RoundResult{}, fmt.Errorf("%w: guesses opened in a round whose targets were never drawn", ErrDisagree)
	}
	targets, err := g.Targets(r.Seed)
	if err != nil {
		return game.RoundResult{}, err
	}
	return g.PlayRound(targets, guesses, h.revealer(r, length))
}

// revealer answers attacks from the round's Revealed events.
func (h *History) revealer(r *Round, length int) game.Revealer {
	return func(attacker, target, secret int, _ []uint8) ([]game.Color, error) {
		rv := r.Reveals[h.Players[target]]
		if rv == nil {
			return nil, game.ErrNoReveal
		}
		if int(rv.SecretIndex) != secret {
			return nil, fmt.Errorf("%w: %s revealed secret %d, the engine's active secret is %d", ErrDisagree, rv.Target, rv.SecretIndex, secret)
		}
		for s, a := range rv.Attackers {
			if int(a) == attacker {
				return DecodeColours(rv.Colours[s], length)
			}
		}
		return nil, fmt.Errorf("%w: %s's reveal has no slot for attacker %d", ErrDisagree, rv.Target, attacker)
	}
}

// Check compares the outcome with what the chain's events say: who left in
// which round with which status, the points of every revealed slot, the end
// (rounds, winner count, prize) and every PrizeCredited amount.
func (o *Outcome) Check(h *History) error {
	fail := func(format string, a ...any) error {
		return fmt.Errorf("%w: game %s: %s", ErrDisagree, h.GameID, fmt.Sprintf(format, a...))
	}
	g := o.Game
	for i, res := range o.Rounds {
		r := h.Rounds[i]
		out := map[int]game.Status{}
		for _, p := range res.Eliminated {
			out[p] = game.StatusSolved
		}
		for _, p := range res.Forfeited {
			out[p] = game.StatusForfeited
		}
		if len(out) != len(r.Out) {
			return fail("round %d: the engine has %d players out, the chain %d", r.Number, len(out), len(r.Out))
		}
		for p, st := range out {
			if got, ok := r.Out[h.Players[p]]; !ok || game.Status(got) != st {
				return fail("round %d: player %s is out %s for the engine, %s on chain", r.Number, h.Players[p], st, game.Status(got))
			}
		}
		for _, at := range res.Attacks {
			rv := r.Reveals[h.Players[at.Target]]
			for s, a := range rv.Attackers {
				if int(a) == at.Attacker && int(rv.Points[s]) != at.Points.Total {
					return fail("round %d: %s's guess at %s scores %d for the engine, %d on chain", r.Number, h.Players[at.Attacker], rv.Target, at.Points.Total, rv.Points[s])
				}
			}
		}
	}
	if h.Ended == nil {
		if g.Over() {
			return fail("the engine ended the game in round %d, the chain has no GameEnded", g.Round())
		}
		return nil
	}
	winners := g.Winners()
	switch {
	case !g.Over():
		return fail("the chain ended the game after round %d, the engine plays on", h.Ended.Rounds)
	case int(h.Ended.Rounds) != g.Round():
		return fail("the chain ended after round %d, the engine after round %d", h.Ended.Rounds, g.Round())
	case int(h.Ended.Winners) != len(winners):
		return fail("the chain has %d winners, the engine %d", h.Ended.Winners, len(winners))
	case h.Ended.Prize.Cmp(new(big.Int).Quo(o.Pot, big.NewInt(int64(len(winners))))) != 0:
		return fail("the chain's prize is %s wei, the engine's %s / %d", h.Ended.Prize, o.Pot, len(winners))
	}
	for i, p := range h.Players {
		got, credited := h.Credited[p]
		if winner := slices.Contains(winners, i); credited != winner {
			return fail("player %s: credited on chain %t, a winner for the engine %t", p, credited, winner)
		}
		if !credited {
			got = new(big.Int)
		}
		if got.Cmp(o.Payouts[i]) != 0 {
			return fail("player %s was credited %s wei on chain, %s by the engine", p, got, o.Payouts[i])
		}
	}
	if len(h.Credited) != len(winners) {
		return fail("prizes credited to %d accounts, %d winners", len(h.Credited), len(winners))
	}
	return nil
}
