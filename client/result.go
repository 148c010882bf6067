package client

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"wordproof/bindings"
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
func ReadResult(ctx context.Context, b Backend, gameAddr common.Address, gameID *big.Int) (*Result, error) {
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(b, gameAddr)
	info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(gameID), wow.UnpackGameInfo)
	if err != nil {
		return nil, DecodeRevert(err)
	}
	switch info.Phase {
	case PhaseNone:
		return nil, UnknownGame(gameID)
	case PhaseEnded:
	default:
		return nil, &sentinelError{msg: fmt.Sprintf("game %s is still in its %s phase", gameID, PhaseName(info.Phase)), sentinel: ErrNotOver}
	}
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	ended, eliminated, credited := parsed.Events["GameEnded"].ID, parsed.Events["PlayerEliminated"].ID, parsed.Events["PrizeCredited"].ID
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{gameAddr},
		Topics:    [][]common.Hash{{ended, eliminated, credited}, {common.BigToHash(gameID)}},
	})
	if err != nil {
		return nil, err
	}
	players, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackPlayersOf(gameID), wow.UnpackPlayersOf)
	if err != nil {
		return nil, err
	}
	stake := new(big.Int).Set(info.Settings.Stake)
	r := &Result{Game: gameID, Stake: stake, Pot: new(big.Int).Mul(stake, big.NewInt(int64(len(players)))), Prize: new(big.Int)}
	out := map[common.Address]uint16{}
	// Settlement may credit the winners over several transactions (pages):
	// each PrizeCredited names one winner and what it was paid.
	payouts := map[common.Address]*big.Int{}
	for i := range logs {
		switch logs[i].Topics[0] {
		case ended:
			ev, err := wow.UnpackGameEndedEvent(&logs[i])
			if err != nil {
				return nil, err
			}
			r.Rounds, r.Prize = ev.Rounds, ev.Prize
		case credited:
			ev, err := wow.UnpackPrizeCreditedEvent(&logs[i])
			if err != nil {
				return nil, err
			}
			if payouts[ev.Player] == nil {
				payouts[ev.Player] = new(big.Int)
			}
			payouts[ev.Player].Add(payouts[ev.Player], ev.Amount)
		case eliminated:
			ev, err := wow.UnpackPlayerEliminatedEvent(&logs[i])
			if err != nil {
				return nil, err
			}
			out[ev.Player] = ev.Round
		}
	}
	forfeits, active := 0, 0
	for _, p := range players {
		pi, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackPlayerInfo(gameID, p), wow.UnpackPlayerInfo)
		if err != nil {
			return nil, err
		}
		pr := PlayerResult{Player: p, Score: pi.Score, Status: StatusName(pi.Status), Eliminated: out[p], Payout: new(big.Int)}
		switch pi.Status {
		case StatusForfeited:
			forfeits++
			pr.Why = fmt.Sprintf("forfeited in round %d: sent no reveal before the deadline, so its stake went to the pot and it cannot win", pr.Eliminated)
		case StatusSolved:
			pr.Why = fmt.Sprintf("out in round %d: both its words were solved (it keeps its score)", pr.Eliminated)
		default:
			active++
		}
		if paid, ok := payouts[p]; ok {
			pr.Winner = true
			pr.Payout.Set(paid)
		}
		r.Players = append(r.Players, pr)
	}
	roundCap := info.Settings.RoundCap
	switch {
	case roundCap != 0 && r.Rounds >= roundCap && active > 1:
		r.Why = fmt.Sprintf("the round cap of %d rounds was reached", roundCap)
	case forfeits > 0:
		r.Why = fmt.Sprintf("%d player(s) forfeited by missing a reveal deadline, and at most one player was left in play", forfeits)
	default:
		r.Why = "at most one player was left in play"
	}
	return r, nil
}
