package wire

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
)

// LogFilterer is the part of an Ethereum client Read needs.
type LogFilterer interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// GuessKey identifies one opened guess.
type GuessKey struct {
	Round  uint16
	Player common.Address
}

// Round is what the events say of one round.
type Round struct {
	Number    uint16
	DrawBlock uint64   // the block whose hash seeds the targets (the last one, after a rearm)
	Seed      [32]byte // from TargetsDrawn
	Drawn     bool     // false when nobody committed (no draw): the round stalled
	Committed []common.Address
	Opened    map[common.Address]uint32 // packed guesses
	Reveals   map[common.Address]*Reveal
	Solved    map[common.Address][]uint8 // secret indexes solved, by owner
	Out       map[common.Address]uint8   // PlayerEliminated: the status it left with
}

// End is the GameEnded event.
type End struct {
	Rounds  uint16
	Winners uint8
	Prize   *big.Int
}

// History is the public record of one game, rebuilt from its events.
type History struct {
	GameID   *big.Int
	Settings bindings.IWorthOfWordsSettings
	Created  bool                // LobbyCreated was in the range read
	Players  []common.Address    // in join order: the indexes events use
	Guesses  map[GuessKey]uint32 // every opened guess, packed
	Reveals  []*Reveal           // in chain order
	Rounds   []*Round            // Rounds[i] is round i+1
	Started  bool
	Credited map[common.Address]*big.Int // PrizeCredited, summed per player
	Ended    *End                        // nil while the game runs
}

// Attackers returns the addresses of a reveal's attackers, in slot order.
func (h *History) Attackers(r *Reveal) []common.Address {
	out := make([]common.Address, len(r.Attackers))
	for i, idx := range r.Attackers {
		if int(idx) < len(h.Players) {
			out[i] = h.Players[idx]
		}
	}
	return out
}

// Index returns a player's join index, or -1.
func (h *History) Index(p common.Address) int { return slices.Index(h.Players, p) }

// Range is a block range; To nil means the latest block (Read pins it to
// the head it reads first: a filter up to "latest" can race a block being
// sealed and fail on its missing logs).
type Range struct {
	From uint64
	To   *big.Int
}

var contractABI = func() *eventIDs {
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		panic(err) // generated ABI: a test would fail first
	}
	ids := &eventIDs{byID: map[common.Hash]string{}}
	for name, ev := range parsed.Events {
		if len(ev.Inputs) > 0 && ev.Inputs[0].Name == "gameId" && ev.Inputs[0].Indexed {
			ids.byID[ev.ID] = name
			ids.all = append(ids.all, ev.ID)
		}
	}
	slices.SortFunc(ids.all, func(a, b common.Hash) int { return a.Cmp(b) })
	return ids
}()

type eventIDs struct {
	byID map[common.Hash]string
	all  []common.Hash
}

// Read rebuilds the history of game gameID on the contract at addr from
// its events in the given block ranges (none: the whole chain), with one
// FilterLogs per range (ReadEvents). Ranges must be in increasing block
// order. A log that does not decode fails the read.
func Read(ctx context.Context, f LogFilterer, addr common.Address, gameID *big.Int, ranges ...Range) (*History, error) {
	events, err := ReadEvents(ctx, f, addr, gameID, ranges...)
	if err != nil {
		return nil, err
	}
	return FromEvents(gameID, events)
}

// FromEvents rebuilds the history of game gameID from its events as
// ReadEvents returns them (a reader that also needs the events' locations
// reads once and calls this). An event that did not decode fails it.
func FromEvents(gameID *big.Int, events []Event) (*History, error) {
	h := &History{GameID: gameID, Guesses: map[GuessKey]uint32{}, Credited: map[common.Address]*big.Int{}}
	for _, ev := range events {
		if err := h.add(ev); err != nil {
			return nil, fmt.Errorf("game %s, block %d, log %d: %w", gameID, ev.Log.BlockNumber, ev.Log.Index, err)
		}
	}
	return h, nil
}

// round returns round n, adding the rounds up to it.
func (h *History) round(n uint16) (*Round, error) {
	if n == 0 {
		return nil, fmt.Errorf("event of round 0")
	}
	for len(h.Rounds) < int(n) {
		h.Rounds = append(h.Rounds, &Round{
			Number: uint16(len(h.Rounds) + 1), Opened: map[common.Address]uint32{},
			Reveals: map[common.Address]*Reveal{}, Solved: map[common.Address][]uint8{}, Out: map[common.Address]uint8{},
		})
	}
	return h.Rounds[n-1], nil
}

// add applies one event.
func (h *History) add(e Event) error {
	if e.Err != nil {
		return e.Err
	}
	switch ev := e.Value.(type) {
	case *bindings.WorthOfWordsLobbyCreated:
		h.Settings, h.Created = ev.Settings, true
	case *bindings.WorthOfWordsPlayerJoined:
		if int(ev.Index) != len(h.Players) {
			return fmt.Errorf("player %s joined at index %d, after %d players", ev.Player, ev.Index, len(h.Players))
		}
		h.Players = append(h.Players, ev.Player)
	case *bindings.WorthOfWordsPlayerLeft:
		// The contract moves the last player into the leaver's index.
		i := h.Index(ev.Player)
		if i < 0 {
			return fmt.Errorf("unknown player %s left", ev.Player)
		}
		last := len(h.Players) - 1
		h.Players[i] = h.Players[last]
		h.Players = h.Players[:last]
	case *bindings.WorthOfWordsGameStarted:
		h.Started = true
	case *bindings.WorthOfWordsRoundStarted:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.DrawBlock = ev.DrawBlock
	case *bindings.WorthOfWordsTargetsRearmed:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.DrawBlock = ev.DrawBlock
	case *bindings.WorthOfWordsTargetsDrawn:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.Seed, r.Drawn = ev.Seed, true
	case *bindings.WorthOfWordsGuessCommitted:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.Committed = append(r.Committed, ev.Player)
	case *bindings.WorthOfWordsGuessOpened:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.Opened[ev.Player] = ev.Guess
		h.Guesses[GuessKey{ev.Round, ev.Player}] = ev.Guess
	case *bindings.WorthOfWordsRevealed:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.Reveals[ev.Target] = e.Reveal
		h.Reveals = append(h.Reveals, e.Reveal)
	case *bindings.WorthOfWordsWordSolved:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.Solved[ev.Target] = append(r.Solved[ev.Target], ev.SecretIndex)
	case *bindings.WorthOfWordsPlayerEliminated:
		r, err := h.round(ev.Round)
		if err != nil {
			return err
		}
		r.Out[ev.Player] = ev.Status
	case *bindings.WorthOfWordsPrizeCredited:
		if h.Credited[ev.Player] == nil {
			h.Credited[ev.Player] = new(big.Int)
		}
		h.Credited[ev.Player].Add(h.Credited[ev.Player], ev.Amount)
	case *bindings.WorthOfWordsGameEnded:
		h.Ended = &End{Rounds: ev.Rounds, Winners: ev.Winners, Prize: ev.Prize}
	}
	return nil
}
