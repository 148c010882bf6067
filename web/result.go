package web

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"wordproof/bindings"
	"wordproof/client"
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

// The topics of the events the game-over panel and the missed rounds read.
var endedEvent, eliminatedEvent, creditedEvent = func() (common.Hash, common.Hash, common.Hash) {
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil { // the generated ABI always parses: the bindings' tests cover it
		return common.Hash{}, common.Hash{}, common.Hash{}
	}
	return parsed.Events["GameEnded"].ID, parsed.Events["PlayerEliminated"].ID, parsed.Events["PrizeCredited"].ID
}()

// gameEnd is what the chain logged when a game ended.
type gameEnd struct {
	ended      *bindings.WorthOfWordsGameEnded
	eliminated []*bindings.WorthOfWordsPlayerEliminated
	// payouts are the winners' prizes: settlement credits them in pages,
	// one PrizeCredited each.
	payouts map[common.Address]*big.Int
}

// readGameEnd reads a game's GameEnded and PlayerEliminated events.
func (s *Server) readGameEnd(ctx context.Context, id *big.Int) (*gameEnd, error) {
	wow := bindings.NewWorthOfWords()
	endedID, elimID := endedEvent, eliminatedEvent
	logs, err := s.backend.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{s.gameAddr},
		Topics:    [][]common.Hash{{endedID, elimID, creditedEvent}, {common.BigToHash(id)}},
	})
	if err != nil {
		return nil, err
	}
	out := &gameEnd{payouts: map[common.Address]*big.Int{}}
	for i := range logs {
		l := &logs[i]
		switch l.Topics[0] {
		case endedID:
			if out.ended, err = wow.UnpackGameEndedEvent(l); err != nil {
				return nil, err
			}
		case elimID:
			ev, err := wow.UnpackPlayerEliminatedEvent(l)
			if err != nil {
				return nil, err
			}
			out.eliminated = append(out.eliminated, ev)
		case creditedEvent:
			ev, err := wow.UnpackPrizeCreditedEvent(l)
			if err != nil {
				return nil, err
			}
			if out.payouts[ev.Player] == nil {
				out.payouts[ev.Player] = new(big.Int)
			}
			out.payouts[ev.Player].Add(out.payouts[ev.Player], ev.Amount)
		}
	}
	if out.ended == nil {
		return nil, fmt.Errorf("game %s ended but its GameEnded event is not in the chain's logs", id)
	}
	return out, nil
}

// result builds the game-over panel of an ended game from its events: the
// payouts are what the contract's settlement credited to each winner.
func (s *Server) result(ctx context.Context, id *big.Int, info bindings.GameInfoOutput, h *client.History,
	players []boardPlayer, labels map[common.Address]string, me common.Address) (*boardResult, error) {
	end, err := s.readGameEnd(ctx, id)
	if err != nil {
		return nil, err
	}
	ev := end.ended
	res := &boardResult{Winners: []string{}, Forfeits: []string{}, Players: []resultPlayer{}, Balance: "0", Rounds: ev.Rounds}
	payout := end.payouts
	for _, p := range h.Players { // in join order
		if payout[p] != nil {
			res.Winners = append(res.Winners, labels[p])
			res.YouWon = res.YouWon || p == me
		}
	}
	for _, bp := range players {
		pay := payout[bp.Address]
		if pay == nil {
			pay = new(big.Int)
		}
		status := bp.Status
		if status == statusNames[client.StatusActive] {
			status = "in play to the end"
		}
		res.Players = append(res.Players, resultPlayer{
			Label: bp.Label, Address: bp.Address, Score: bp.Score, Status: status, Winner: payout[bp.Address] != nil, Payout: pay.String(),
		})
	}
	for _, e := range end.eliminated {
		if e.Status == client.StatusForfeited {
			res.Forfeits = append(res.Forfeits, fmt.Sprintf("%s (%s) forfeited in round %d: it did not prove its reveal before the deadline, so it could not win",
				labels[e.Player], e.Player.Hex(), e.Round))
		}
	}
	res.Reason = endReason(info, h, ev.Rounds, len(res.Forfeits) > 0)
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
		case payout[me] != nil:
			res.Collect = "Your winnings have been withdrawn to your account."
		default:
			res.Collect = "Nothing to collect: only winners are paid."
		}
	}
	return res, nil
}

// missedRounds lists the rounds whose guess phases are over in which
// player was still in play but opened no guess.
func (s *Server) missedRounds(ctx context.Context, id *big.Int, info bindings.GameInfoOutput, h *client.History, player common.Address) ([]uint16, error) {
	last := info.Round
	if info.Phase == client.PhaseCommit || info.Phase == client.PhaseOpen {
		last-- // this round's guess can still come
	}
	// A player eliminated in round e played every round up to e.
	elim, err := s.backend.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{s.gameAddr},
		Topics:    [][]common.Hash{{eliminatedEvent}, {common.BigToHash(id)}, nil, {common.BytesToHash(player.Bytes())}},
	})
	if err != nil {
		return nil, err
	}
	if len(elim) > 0 && len(elim[0].Topics) > 2 {
		last = min(last, uint16(elim[0].Topics[2].Big().Uint64()))
	}
	var out []uint16
	for r := uint16(1); r <= last; r++ {
		if _, ok := h.Guesses[client.GuessKey{Round: r, Player: player}]; !ok {
			out = append(out, r)
		}
	}
	return out, nil
}

// endReason says why the game ended, by the contract's rules.
func endReason(info bindings.GameInfoOutput, h *client.History, rounds uint16, forfeits bool) string {
	opened := false
	for k := range h.Guesses {
		opened = opened || k.Round == rounds
	}
	switch {
	case !opened:
		return fmt.Sprintf("Round %d stalled: nobody opened a guess before the deadline, so the game ended there.", rounds)
	case info.Settings.RoundCap != 0 && rounds >= info.Settings.RoundCap:
		return fmt.Sprintf("The round cap of %d rounds was reached.", info.Settings.RoundCap)
	case forfeits:
		return fmt.Sprintf("After round %d at most one player was left in play (the others had their words guessed or forfeited by timeout).", rounds)
	}
	return fmt.Sprintf("After round %d at most one player was left in play: the others had all their words guessed.", rounds)
}
