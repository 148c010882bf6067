package audit

import (
	"context"
	"fmt"
	"math/big"
	"strings"

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
	evGuessOpened      = "GuessOpened"
	evRevealed         = "Revealed"
	evWordSolved       = "WordSolved"
	evPlayerEliminated = "PlayerEliminated"
	evGameEnded        = "GameEnded"
	evPrizeCredited    = "PrizeCredited"
)

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

// events are a game's events as wire.ReadEvents decodes them, grouped for
// the checks. Unlike wire.History they keep every event, duplicates
// included, with its location: a second GameStarted is a finding, not
// something to fold away.
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
// from on, with the wire package's reader, and groups them.
func readEvents(ctx context.Context, b Backend, contract common.Address, gameID *big.Int, from uint64) (*events, error) {
	read, err := wire.ReadEvents(ctx, b, contract, gameID, wire.Range{From: from})
	if err != nil {
		return nil, fmt.Errorf("read the game's events: %w", err)
	}
	e := &events{rounds: map[uint16]*roundEvents{}}
	for _, ev := range read {
		if ev.Err != nil {
			// The finding's check (events) already says the log is malformed.
			e.bad(ev.Name, ev.Log, "%s", strings.TrimPrefix(ev.Err.Error(), wire.ErrBadLog.Error()+": "))
			if ev.Name != "log" {
				e.count++ // a known event that does not decode still counts as read
			}
			continue
		}
		e.count++
		e.add(ev)
	}
	if e.lobby == nil {
		return nil, fmt.Errorf("%w: %s has no LobbyCreated event for game %s from block %d", ErrNoGame, contract.Hex(), gameID, from)
	}
	return e, nil
}

func (e *events) bad(name string, l *types.Log, format string, args ...any) {
	e.malformed = append(e.malformed, Finding{Check: CheckEvents, Where: locate(name, l), Detail: fmt.Sprintf(format, args...)})
}

// add files one decoded event; a second copy of an event that happens once
// is a finding.
func (e *events) add(w wire.Event) {
	switch ev := w.Value.(type) {
	case *bindings.WorthOfWordsLobbyCreated:
		if e.lobby != nil {
			e.bad(w.Name, w.Log, "a second LobbyCreated for the same game")
			return
		}
		e.lobby = ev
	case *bindings.WorthOfWordsPlayerJoined:
		e.members = append(e.members, lobbyEvent{join: ev})
	case *bindings.WorthOfWordsPlayerLeft:
		e.members = append(e.members, lobbyEvent{leave: ev})
	case *bindings.WorthOfWordsGameStarted:
		if e.started != nil {
			e.bad(w.Name, w.Log, "a second GameStarted")
			return
		}
		e.started = ev
	case *bindings.WorthOfWordsRoundStarted:
		re := e.round(ev.Round)
		if re.start != nil {
			e.bad(w.Name, w.Log, "round %d started twice", ev.Round)
			return
		}
		re.start = ev
		e.order = append(e.order, ev.Round)
	case *bindings.WorthOfWordsTargetsRearmed:
		e.round(ev.Round).rearmed = append(e.round(ev.Round).rearmed, ev)
	case *bindings.WorthOfWordsTargetsDrawn:
		re := e.round(ev.Round)
		if re.drawn != nil {
			e.bad(w.Name, w.Log, "round %d drawn twice", ev.Round)
			return
		}
		re.drawn = ev
	case *bindings.WorthOfWordsGuessOpened:
		e.round(ev.Round).opened = append(e.round(ev.Round).opened, ev)
	case *bindings.WorthOfWordsRevealed:
		e.round(ev.Round).reveals = append(e.round(ev.Round).reveals, w.Reveal)
	case *bindings.WorthOfWordsWordSolved:
		e.round(ev.Round).solved = append(e.round(ev.Round).solved, ev)
	case *bindings.WorthOfWordsPlayerEliminated:
		e.round(ev.Round).eliminated = append(e.round(ev.Round).eliminated, ev)
	case *bindings.WorthOfWordsPrizeCredited:
		e.credited = append(e.credited, ev)
	case *bindings.WorthOfWordsGameEnded:
		if e.ended != nil {
			e.bad(w.Name, w.Log, "a second GameEnded")
			return
		}
		e.ended = ev
	}
	// PhaseChanged and GuessCommitted: the replay does not need them, as
	// phases follow from the guesses and reveals, and a commitment reveals
	// nothing until opened.
}
