package wire

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
)

// MoveEffects is what a move's own receipt says about the game beyond the
// move itself: whether it changed the game's phase (the move carried the
// game on: a start, a new round, an end) and whether it drew the round's
// targets.
type MoveEffects struct {
	Transition bool
	Drew       bool
}

// transitionEvents are the events of a change of phase; targetsDrawn is
// the event of the round's draw.
var (
	transitionEvents = map[string]bool{"GameStarted": true, "PhaseChanged": true, "RoundStarted": true, "TargetsRearmed": true, "GameEnded": true}
	targetsDrawn     = "TargetsDrawn"
)

// eventNames are every event of the contract, by topic.
var eventNames = func() map[common.Hash]string {
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		panic(err) // generated ABI: a test would fail first
	}
	out := map[common.Hash]string{}
	for name, ev := range parsed.Events {
		out[ev.ID] = name
	}
	return out
}()

// ReadMoveEffects reads the effects of a move from the logs of its receipt;
// only logs of the game contract at game count.
func ReadMoveEffects(game common.Address, logs []*types.Log) MoveEffects {
	var e MoveEffects
	for _, l := range logs {
		if l.Address != game || len(l.Topics) == 0 {
			continue
		}
		name := eventNames[l.Topics[0]]
		e.Transition = e.Transition || transitionEvents[name]
		e.Drew = e.Drew || name == targetsDrawn
	}
	return e
}

// CreatedLobby returns the id of the lobby a createLobby receipt's logs
// open on the game contract at game, and false when they open none.
func CreatedLobby(game common.Address, logs []*types.Log) (*big.Int, bool) {
	wow := bindings.NewWorthOfWords()
	for _, l := range logs {
		if l.Address != game {
			continue
		}
		if ev, err := wow.UnpackLobbyCreatedEvent(l); err == nil {
			return ev.GameId, true
		}
	}
	return nil, false
}
