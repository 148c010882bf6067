package audit

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// Event names, as in IWorthOfWords.
const (
	evLobbyCreated     = "LobbyCreated"
	evPlayerJoined     = "PlayerJoined"
	evPlayerLeft       = "PlayerLeft"
	evGameStarted      = "GameStarted"
	evRoundStarted     = "RoundStarted"
	evTargetsDrawn     = "TargetsDrawn"
	evTargetsRearmed   = "TargetsRearmed"
	evPhaseChanged     = "PhaseChanged"
	evGuessCommitted   = "GuessCommitted"
	evGuessOpened      = "GuessOpened"
	evRevealed         = "Revealed"
	evWordSolved       = "WordSolved"
	evPlayerEliminated = "PlayerEliminated"
	evGameEnded        = "GameEnded"
	evPrizeCredited    = "PrizeCredited"
)

// gameEvents are the events whose second topic is the game id.
var gameEvents = []string{
	evLobbyCreated, evPlayerJoined, evPlayerLeft, evGameStarted, evRoundStarted, evTargetsDrawn, evTargetsRearmed, evPhaseChanged,
	evGuessCommitted, evGuessOpened, evRevealed, evWordSolved, evPlayerEliminated, evPrizeCredited, evGameEnded,
}

// lobbyEvent is a join or a leave, in chain order.
type lobbyEvent struct {
	join  *bindings.WorthOfWordsPlayerJoined
	leave *bindings.WorthOfWordsPlayerLeft
}

// roundEvents are the events of one round, each kind in chain order.
type roundEvents struct {
	start      *bindings.WorthOfWordsRoundStarted
	rearmed    []*bindings.WorthOfWordsTargetsRearmed
	drawn      *bindings.WorthOfWordsTargetsDrawn
	opened     []*bindings.WorthOfWordsGuessOpened
	reveals    []*wire.Reveal
	solved     []*bindings.WorthOfWordsWordSolved
	eliminated []*bindings.WorthOfWordsPlayerEliminated
}

// events are a game's events, decoded and grouped.
type events struct {
	count     int
	lobby     *bindings.WorthOfWordsLobbyCreated
	members   []lobbyEvent
	started   *bindings.WorthOfWordsGameStarted
	rounds    map[uint16]*roundEvents
	order     []uint16 // rounds in the order they started
	ended     *bindings.WorthOfWordsGameEnded
	credited  []*bindings.WorthOfWordsPrizeCredited // in chain order
	malformed []Finding
}

func (e *events) round(r uint16) *roundEvents {
	re, ok := e.rounds[r]
	if !ok {
		re = &roundEvents{}
		e.rounds[r] = re
	}
	return re
}

// readEvents reads every event of one game from the contract, from block
// from on, and groups them.
func readEvents(ctx context.Context, b Backend, contract common.Address, gameID *big.Int, from uint64) (*events, error) {
	wow := bindings.NewWorthOfWords()
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	ids := make([]common.Hash, len(gameEvents))
	names := map[common.Hash]string{}
	for i, name := range gameEvents {
		ev, ok := parsed.Events[name]
		if !ok {
			return nil, fmt.Errorf("the WorthOfWords ABI has no event %s", name)
		}
		ids[i] = ev.ID
		names[ev.ID] = name
	}
	logs, err := wire.FilterLogs(ctx, b, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		Addresses: []common.Address{contract},
		Topics:    [][]common.Hash{ids, {common.BigToHash(gameID)}},
	})
	if err != nil {
		return nil, fmt.Errorf("read the game's events: %w", err)
	}
	e := &events{rounds: map[uint16]*roundEvents{}}
	bad := func(name string, l *types.Log, format string, args ...any) {
		e.malformed = append(e.malformed, Finding{Check: CheckEvents, Where: locate(name, l), Detail: fmt.Sprintf(format, args...)})
	}
	for i := range logs {
		l := &logs[i]
		if l.Address != contract || len(l.Topics) < 2 || l.Topics[1] != common.BigToHash(gameID) {
			bad("log", l, "the node returned a log that does not match the filter")
			continue
		}
		if l.Removed {
			continue
		}
		name := names[l.Topics[0]]
		e.count++
		var err error
		switch name {
		case evLobbyCreated:
			var ev *bindings.WorthOfWordsLobbyCreated
			if ev, err = wow.UnpackLobbyCreatedEvent(l); err == nil {
				if e.lobby != nil {
					bad(name, l, "a second LobbyCreated for the same game")
				} else {
					e.lobby = ev
				}
			}
		case evPlayerJoined:
			var ev *bindings.WorthOfWordsPlayerJoined
			if ev, err = wow.UnpackPlayerJoinedEvent(l); err == nil {
				e.members = append(e.members, lobbyEvent{join: ev})
			}
		case evPlayerLeft:
			var ev *bindings.WorthOfWordsPlayerLeft
			if ev, err = wow.UnpackPlayerLeftEvent(l); err == nil {
				e.members = append(e.members, lobbyEvent{leave: ev})
			}
		case evGameStarted:
			var ev *bindings.WorthOfWordsGameStarted
			if ev, err = wow.UnpackGameStartedEvent(l); err == nil {
				if e.started != nil {
					bad(name, l, "a second GameStarted")
				} else {
					e.started = ev
				}
			}
		case evRoundStarted:
			var ev *bindings.WorthOfWordsRoundStarted
			if ev, err = wow.UnpackRoundStartedEvent(l); err == nil {
				re := e.round(ev.Round)
				if re.start != nil {
					bad(name, l, "round %d started twice", ev.Round)
				} else {
					re.start = ev
					e.order = append(e.order, ev.Round)
				}
			}
		case evTargetsRearmed:
			var ev *bindings.WorthOfWordsTargetsRearmed
			if ev, err = wow.UnpackTargetsRearmedEvent(l); err == nil {
				e.round(ev.Round).rearmed = append(e.round(ev.Round).rearmed, ev)
			}
		case evTargetsDrawn:
			var ev *bindings.WorthOfWordsTargetsDrawn
			if ev, err = wow.UnpackTargetsDrawnEvent(l); err == nil {
				re := e.round(ev.Round)
				if re.drawn != nil {
					bad(name, l, "round %d drawn twice", ev.Round)
				} else {
					re.drawn = ev
				}
			}
		case evGuessOpened:
			var ev *bindings.WorthOfWordsGuessOpened
			if ev, err = wow.UnpackGuessOpenedEvent(l); err == nil {
				e.round(ev.Round).opened = append(e.round(ev.Round).opened, ev)
			}
		case evRevealed:
			var ev *bindings.WorthOfWordsRevealed
			if ev, err = wow.UnpackRevealedEvent(l); err == nil {
				var r *wire.Reveal
				if r, err = wire.NewReveal(ev); err == nil {
					e.round(ev.Round).reveals = append(e.round(ev.Round).reveals, r)
				}
			}
		case evWordSolved:
			var ev *bindings.WorthOfWordsWordSolved
			if ev, err = wow.UnpackWordSolvedEvent(l); err == nil {
				e.round(ev.Round).solved = append(e.round(ev.Round).solved, ev)
			}
		case evPlayerEliminated:
			var ev *bindings.WorthOfWordsPlayerEliminated
			if ev, err = wow.UnpackPlayerEliminatedEvent(l); err == nil {
				e.round(ev.Round).eliminated = append(e.round(ev.Round).eliminated, ev)
			}
		case evPrizeCredited:
			var ev *bindings.WorthOfWordsPrizeCredited
			if ev, err = wow.UnpackPrizeCreditedEvent(l); err == nil {
				e.credited = append(e.credited, ev)
			}
		case evGameEnded:
			var ev *bindings.WorthOfWordsGameEnded
			if ev, err = wow.UnpackGameEndedEvent(l); err == nil {
				if e.ended != nil {
					bad(name, l, "a second GameEnded")
				} else {
					e.ended = ev
				}
			}
		case evPhaseChanged, evGuessCommitted:
			// The replay does not need them: phases follow from the guesses
			// and reveals, and a commitment reveals nothing until opened.
		default:
			bad("log", l, "unknown event topic %s", l.Topics[0].Hex())
			continue
		}
		if err != nil {
			bad(name, l, "cannot decode: %v", err)
		}
	}
	if e.lobby == nil {
		return nil, fmt.Errorf("%w: %s has no LobbyCreated event for game %s from block %d", ErrNoGame, contract.Hex(), gameID, from)
	}
	return e, nil
}
