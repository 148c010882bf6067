package web

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/game"
)

// boardResult is the end of a game: everything the game-over panel says.
type boardResult struct {
	Winners []string `json:"winners"` // labels
	YouWon  bool     `json:"youWon"`
	Balance string   `json:"balance"` // yours to withdraw now, wei
	Rounds  uint16   `json:"rounds"`
	// Reason says why the game ended: every active player but one was out,
	// the round cap, or a stalled round.
	Reason string `json:"reason"`
	// Forfeits names each player who forfeited by missing a reveal
	// deadline, and when.
	Forfeits []string       `json:"forfeits"`
	Players  []resultPlayer `json:"players"`
	// Collect says how to collect winnings.
	Collect string `json:"collect"`
}

// resultPlayer is one player's line of the game-over panel.
type resultPlayer struct {
	Label   string         `json:"label"`
	Address common.Address `json:"address"`
	Score   uint32         `json:"score"`
	Status  string         `json:"status"`
	Winner  bool           `json:"winner"`
	Payout  string         `json:"payout"` // wei credited by the game
}

// result builds the game-over panel of an ended game: winners, scores,
// statuses and payouts are the rules engine's replay of the game's events
// (h), checked against what the contract's settlement credited.
func (s *Server) result(ctx context.Context, id *big.Int, info bindings.GameInfoOutput, h *wowclient.History,
	players []boardPlayer, labels map[common.Address]string, me common.Address) (*boardResult, error) {
	if h.Ended == nil {
		return nil, fmt.Errorf("game %s ended but its GameEnded event is not in the chain's logs", id)
	}
	o, err := h.Replay()
	if err != nil {
		return nil, err
	}
	if err := o.Check(h); err != nil {
		return nil, err
	}
	g := o.Game
	res := &boardResult{Winners: []string{}, Forfeits: []string{}, Players: []resultPlayer{}, Balance: "0", Rounds: uint16(g.Round())}
	won := false
	for _, w := range g.Winners() { // in join order
		res.Winners = append(res.Winners, labels[h.Players[w]])
		won = won || h.Players[w] == me
	}
	res.YouWon = won
	for _, bp := range players {
		i := h.Index(bp.Address)
		if i < 0 {
			return nil, fmt.Errorf("game %s: %s is not among the players of its events", id, bp.Address)
		}
		status := bp.Status
		if status == statusNames[wowclient.StatusActive] {
			status = "in play to the end"
		}
		res.Players = append(res.Players, resultPlayer{
			Label: bp.Label, Address: bp.Address, Score: bp.Score, Status: status,
			Winner: slices.Contains(g.Winners(), i), Payout: o.Payouts[i].String(),
		})
		if g.Status(i) == game.StatusForfeited {
			res.Forfeits = append(res.Forfeits, fmt.Sprintf("%s (%s) forfeited in round %d: it did not prove its reveal before the deadline, so it could not win",
				labels[bp.Address], bp.Address.Hex(), g.EliminatedIn(i)))
		}
	}
	stalled := len(o.Rounds) > 0 && o.Rounds[len(o.Rounds)-1].Stalled
	res.Reason = endReason(info, stalled, res.Rounds, len(res.Forfeits) > 0)
	if me != (common.Address{}) {
		wow, inst := s.wow()
		bal, err := callBalance(ctx, wow, inst, me)
		if err != nil {
			return nil, err
		}
		res.Balance = bal.String()
		switch {
		case bal.Sign() > 0:
			res.Collect = fmt.Sprintf("%s waits for you in the game contract: press Withdraw (or run 'wordproof play withdraw --game %s') to move it to your account %s.",
				client.FormatETH(bal), id, me.Hex())
		case won:
			res.Collect = "Your winnings have been withdrawn to your account."
		default:
			res.Collect = "Nothing to collect: only winners are paid."
		}
	}
	return res, nil
}

// missedRounds lists the rounds whose guess phases are over in which
// player was still in play but opened no guess.
func (s *Server) missedRounds(ctx context.Context, id *big.Int, info bindings.GameInfoOutput, h *wowclient.History, player common.Address) ([]uint16, error) {
	last := info.Round
	if info.Phase == wowclient.PhaseCommit || info.Phase == wowclient.PhaseOpen {
		last-- // this round's guess can still come
	}
	// A player eliminated in round e played every round up to e.
	for _, r := range h.Rounds {
		if _, out := r.Out[player]; out {
			last = min(last, r.Number)
			break
		}
	}
	var out []uint16
	for r := uint16(1); r <= last; r++ {
		if _, ok := h.Guesses[wowclient.GuessKey{Round: r, Player: player}]; !ok {
			out = append(out, r)
		}
	}
	return out, nil
}

// endReason says why the game ended, by the contract's rules.
func endReason(info bindings.GameInfoOutput, stalled bool, rounds uint16, forfeits bool) string {
	switch {
	case stalled:
		return fmt.Sprintf("Round %d stalled: nobody opened a guess before the deadline, so the game ended there.", rounds)
	case info.Settings.RoundCap != 0 && rounds >= info.Settings.RoundCap:
		return fmt.Sprintf("The round cap of %d rounds was reached.", info.Settings.RoundCap)
	case forfeits:
		return fmt.Sprintf("After round %d at most one player was left in play (the others had their words guessed or forfeited by timeout).", rounds)
	}
	return fmt.Sprintf("After round %d at most one player was left in play: the others had all their words guessed.", rounds)
}
