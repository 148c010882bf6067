package wow

import (
	"context"
	"fmt"
	"math/big"

	"slices"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// PlayerResult is one player's end of a game.
type PlayerResult struct {
	Player common.Address `json:"player"`
	Score  uint32         `json:"score"`
	Status string         `json:"status"` // active, solved or forfeited
	// Eliminated is the round the player went out in (0: played to the end).
	Eliminated uint16 `json:"eliminated,omitempty"`
	Winner     bool   `json:"winner"`
	// Payout is what the game credited the player, in wei: it waits in the
	// game contract until the player withdraws it.
	Payout *big.Int `json:"payout"`
	// Why explains a forfeit or an elimination in a sentence.
	Why string `json:"why,omitempty"`
}

// Result is how a game ended, read from the chain.
type Result struct {
	Game    *big.Int       `json:"game"`
	Rounds  uint16         `json:"rounds"`
	Stake   *big.Int       `json:"stake"` // per player, wei
	Pot     *big.Int       `json:"pot"`   // every stake, wei
	Prize   *big.Int       `json:"prize"` // to each winner, wei (the first winner also gets the remainder)
	Players []PlayerResult `json:"players"`
	// Why says why the game ended.
	Why string `json:"why"`
}

// ReadResult reads how game gameID on the contract at gameAddr ended. It
// fails with ErrUnknownGame for a game that does not exist and with
// ErrNotOver for one still running.
func ReadResult(ctx context.Context, b client.Backend, gameAddr common.Address, gameID *big.Int) (*Result, error) {
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(b, gameAddr)
	info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(gameID), wow.UnpackGameInfo)
	if err != nil {
		return nil, client.DecodeRevert(err)
	}
	switch info.Phase {
	case PhaseNone:
		return nil, UnknownGame(gameID)
	case PhaseEnded:
	default:
		return nil, &sentinelError{msg: fmt.Sprintf("game %s is still in its %s phase", gameID, PhaseName(info.Phase)), sentinel: ErrNotOver}
	}
	// The outcome is the rules engine's replay of the game's events, checked
	// against what the chain credited (wire.Outcome.Check).
	h, err := wire.Read(ctx, b, gameAddr, gameID)
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
	return newResult(h, o), nil
}

// newResult describes a replayed game.
func newResult(h *History, o *wire.Outcome) *Result {
	g := o.Game
	winners := g.Winners()
	r := &Result{
		Game: h.GameID, Rounds: uint16(g.Round()), Stake: new(big.Int).Set(h.Settings.Stake), Pot: o.Pot,
		Prize: new(big.Int).Quo(o.Pot, big.NewInt(int64(max(1, len(winners))))),
	}
	scores := g.Scores()
	forfeits, active := 0, 0
	for i, p := range h.Players {
		st := g.Status(i)
		pr := PlayerResult{
			Player: p, Score: uint32(scores[i]), Status: st.String(), Eliminated: uint16(g.EliminatedIn(i)),
			Winner: slices.Contains(winners, i), Payout: o.Payouts[i],
		}
		switch st {
		case game.StatusForfeited:
			forfeits++
			pr.Why = fmt.Sprintf("forfeited in round %d: sent no reveal before the deadline, so its stake went to the pot and it cannot win", pr.Eliminated)
		case game.StatusSolved:
			pr.Why = fmt.Sprintf("out in round %d: both its words were solved (it keeps its score)", pr.Eliminated)
		default:
			active++
		}
		r.Players = append(r.Players, pr)
	}
	stalled := len(o.Rounds) > 0 && o.Rounds[len(o.Rounds)-1].Stalled
	roundCap := h.Settings.RoundCap
	switch {
	case stalled:
		r.Why = fmt.Sprintf("nobody guessed in round %d, so the game stalled and ended", r.Rounds)
	case roundCap != 0 && r.Rounds >= roundCap && active > 1:
		r.Why = fmt.Sprintf("the round cap of %d rounds was reached", roundCap)
	case forfeits > 0:
		r.Why = fmt.Sprintf("%d player(s) forfeited by missing a reveal deadline, and at most one player was left in play", forfeits)
	default:
		r.Why = "at most one player was left in play"
	}
	return r
}
