package wire

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
)

// ErrBadLog is the error of an Event that could not be decoded: a log of
// another contract or game, an unknown topic, or data that does not unpack.
var ErrBadLog = errors.New("malformed game log")

// Event is one log of a game, decoded. Value is the binding's event struct
// (*bindings.WorthOfWordsRevealed and so on; a Revealed log is also
// decoded into Reveal); Err is set instead when the log could not be
// decoded. Log says where the event is: block, transaction, log index.
type Event struct {
	Name   string
	Log    *types.Log
	Value  any
	Reveal *Reveal // for Revealed
	Err    error
}

// ReadEvents reads every event of game gameID on the contract at addr in
// the given block ranges (none: the whole chain), one FilterLogs per range,
// and decodes each in chain order. A log it cannot decode is returned as an
// Event with Err set, so that a reader who reports on a game (the auditor)
// can name it; Read refuses such a history. Removed logs are left out.
func ReadEvents(ctx context.Context, f LogFilterer, addr common.Address, gameID *big.Int, ranges ...Range) ([]Event, error) {
	if len(ranges) == 0 {
		ranges = []Range{{}}
	}
	var out []Event
	for _, r := range ranges {
		if r.To == nil {
			head, err := f.HeaderByNumber(ctx, nil)
			if err != nil {
				return nil, fmt.Errorf("reading the events of game %s: %w", gameID, err)
			}
			r.To = head.Number
		}
		logs, err := FilterLogs(ctx, f, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(r.From), ToBlock: r.To,
			Addresses: []common.Address{addr},
			Topics:    [][]common.Hash{contractABI.all, {common.BigToHash(gameID)}},
		})
		if err != nil {
			return nil, fmt.Errorf("reading the events of game %s: %w", gameID, err)
		}
		for i := range logs {
			l := &logs[i]
			if l.Removed {
				continue
			}
			out = append(out, decodeEvent(l, addr, gameID))
		}
	}
	return out, nil
}

// decodeEvent decodes one log of game gameID on the contract at addr.
func decodeEvent(l *types.Log, addr common.Address, gameID *big.Int) Event {
	ev := Event{Name: "log", Log: l}
	if l.Address != addr || len(l.Topics) < 2 || l.Topics[1] != common.BigToHash(gameID) {
		ev.Err = fmt.Errorf("%w: the node returned a log that does not match the filter", ErrBadLog)
		return ev
	}
	name, ok := contractABI.byID[l.Topics[0]]
	if !ok {
		ev.Err = fmt.Errorf("%w: unknown event topic %s", ErrBadLog, l.Topics[0].Hex())
		return ev
	}
	ev.Name = name
	v, err := unpackEvent(name, l)
	if err == nil && name == "Revealed" {
		ev.Reveal, err = NewReveal(v.(*bindings.WorthOfWordsRevealed))
	}
	if err != nil {
		ev.Err = fmt.Errorf("%w: cannot decode: %w", ErrBadLog, err)
		return ev
	}
	ev.Value = v
	return ev
}

// unpackEvent unpacks a log of the named event into its binding struct.
func unpackEvent(name string, l *types.Log) (any, error) {
	wow := bindings.NewWorthOfWords()
	switch name {
	case "LobbyCreated":
		return wow.UnpackLobbyCreatedEvent(l)
	case "PlayerJoined":
		return wow.UnpackPlayerJoinedEvent(l)
	case "PlayerLeft":
		return wow.UnpackPlayerLeftEvent(l)
	case "GameStarted":
		return wow.UnpackGameStartedEvent(l)
	case "RoundStarted":
		return wow.UnpackRoundStartedEvent(l)
	case "TargetsRearmed":
		return wow.UnpackTargetsRearmedEvent(l)
	case "TargetsDrawn":
		return wow.UnpackTargetsDrawnEvent(l)
	case "PhaseChanged":
		return wow.UnpackPhaseChangedEvent(l)
	case "GuessCommitted":
		return wow.UnpackGuessCommittedEvent(l)
	case "GuessOpened":
		return wow.UnpackGuessOpenedEvent(l)
	case "Revealed":
		return wow.UnpackRevealedEvent(l)
	case "WordSolved":
		return wow.UnpackWordSolvedEvent(l)
	case "PlayerEliminated":
		return wow.UnpackPlayerEliminatedEvent(l)
	case "PrizeCredited":
		return wow.UnpackPrizeCreditedEvent(l)
	case "GameEnded":
		return wow.UnpackGameEndedEvent(l)
	}
	return nil, fmt.Errorf("no decoder for event %s", name)
}
