package web

import (
	"context"
	"math/big"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/duel"
	bpoker "github.com/wordproof/wordproof/bindings/poker"
	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/client"
)

// Operation states the page shows in a move's toast.
const (
	OpPending  = "pending"  // being proven, priced and signed
	OpSent     = "sent"     // left for the bundler (or the chain): Hash is set
	OpIncluded = "included" // mined and succeeded: Tx is set
	OpFailed   = "failed"   // refused or reverted: Reason says why
)

// opsKept bounds the operations the server remembers for the page.
const opsKept = 64

// Op is one move the player's mover sent, for the page's toasts: every
// move, whether the page asked for it (join, withdraw) or an agent made it
// in the background (commit, open, reveal, advance).
type Op struct {
	ID     uint64 `json:"id"`
	Action string `json:"action"`         // "commit", "reveal", "join", …
	Game   uint64 `json:"game,omitempty"` // the game or match it moves in
	Hash   string `json:"hash,omitempty"` // the user operation's (or transaction's) hash
	Tx     string `json:"tx,omitempty"`   // the transaction that included it
	State  string `json:"state"`
	Reason string `json:"reason,omitempty"` // the decoded reason of a failure
	At     int64  `json:"at"`               // unix milliseconds of the last change
	Rev    uint64 `json:"rev"`              // the log's change counter at the last change
}

// opLog keeps the last operations, newest last.
type opLog struct {
	mu  sync.Mutex
	seq uint64 // operations started
	rev uint64 // changes made
	ops []Op
}

func (l *opLog) start(action string, game uint64) uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.seq++
	l.rev++
	l.ops = append(l.ops, Op{ID: l.seq, Action: action, Game: game, State: OpPending, At: time.Now().UnixMilli(), Rev: l.rev})
	if len(l.ops) > opsKept {
		l.ops = append([]Op(nil), l.ops[len(l.ops)-opsKept:]...)
	}
	return l.seq
}

func (l *opLog) update(id uint64, fn func(*Op)) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := range l.ops {
		if l.ops[i].ID == id {
			fn(&l.ops[i])
			l.rev++
			l.ops[i].At, l.ops[i].Rev = time.Now().UnixMilli(), l.rev
			return
		}
	}
}

// since returns the operations changed after change rev, and the log's
// change counter.
func (l *opLog) since(rev uint64) ([]Op, uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := []Op{}
	for _, o := range l.ops {
		if o.Rev > rev {
			out = append(out, o)
		}
	}
	return out, l.rev
}

// moveABIs name the moves of every contract the page plays, by selector.
var moveABIs = func() []*abi.ABI {
	var out []*abi.ABI
	for _, md := range []*bind.MetaData{&bindings.WorthOfWordsMetaData, &duel.DuelPlatformMetaData, &duel.WorduelBlitzMetaData, &duel.CoinsMetaData,
		&tictactoe.WordleTacToeMetaData, &bpoker.WordlePokerMetaData, &bpuzloc.PuzlocDailyMetaData} {
		if a, err := md.ParseABI(); err == nil {
			out = append(out, a)
		}
	}
	return out
}()

// actionNames are the page's names of contract functions.
var actionNames = map[string]string{
	"commitGuess": "commit", "openGuess": "open", "createLobby": "create lobby", "advance": "advance",
	"claimDaily": "claim daily coins", "enqueue": "queue", "commitSeed": "seed commit",
	"claimTimeout": "claim timeout", "revealSeed": "seed reveal", "drawHouse": "draw house", "claimHouseTimeout": "claim house timeout",
	// Wordle Poker's (its open, raise, stop, choose, guess, answer and nudge keep their names)
	"commitWords": "commit words", "assignHouse": "draw the house", "commitMulligan": "mulligan commit",
	"openMulligan": "mulligan open", "slashHouse": "slash the house",
	// the daily challenges'
	"phraseMove": "phrase move", "finalise": "record the score",
}

// describeMove names the function data calls and the game (or match) id
// it moves in: its first argument when that is a uint256 named like one.
func describeMove(data []byte) (string, uint64) {
	if len(data) < 4 {
		return "transfer", 0
	}
	for _, a := range moveABIs {
		m, err := a.MethodById(data[:4])
		if err != nil {
			continue
		}
		name := m.Name
		if n, ok := actionNames[name]; ok {
			name = n
		}
		if m.Name == "leave" { // a lobby's (leave(gameId)) or the duel queue's (leave())
			name = map[bool]string{true: "leave lobby", false: "leave queue"}[len(m.Inputs) > 0]
		}
		var id uint64
		if len(m.Inputs) > 0 && m.Inputs[0].Type.T == abi.UintTy && (m.Inputs[0].Name == "gameId" || m.Inputs[0].Name == "matchId") {
			if args, err := m.Inputs[:1].UnpackValues(data[4:]); err == nil && len(args) == 1 {
				if v, ok := args[0].(*big.Int); ok && v.IsUint64() {
					id = v.Uint64()
				}
			}
		}
		return name, id
	}
	return "call", 0
}

// trackedMover records every move of the mover it wraps in the server's
// operation log: pending, sent (with the hash), included or failed.
type trackedMover struct {
	client.Mover
	log *opLog
}

// Send implements client.Mover.
func (m *trackedMover) Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	action, game := describeMove(data)
	id := m.log.start(action, game)
	ctx = client.WithSent(ctx, func(h common.Hash) {
		m.log.update(id, func(o *Op) { o.Hash, o.State = h.Hex(), OpSent })
	})
	r, err := m.Mover.Send(ctx, to, data, value)
	m.log.update(id, func(o *Op) {
		if r != nil && r.TxHash != (common.Hash{}) {
			o.Tx = r.TxHash.Hex()
		}
		if err != nil {
			o.State, o.Reason = OpFailed, explain(err)
			return
		}
		o.State = OpIncluded
	})
	return r, err
}

// track wraps mover so that its moves show as toasts (nil stays nil).
func (s *Server) track(mover client.Mover) client.Mover {
	if mover == nil {
		return nil
	}
	if _, ok := mover.(*trackedMover); ok {
		return mover
	}
	return &trackedMover{Mover: mover, log: &s.ops}
}

// handleOps is GET /api/ops?since=REV: the operations changed after the
// log's change REV (all kept ones without it), the current change counter
// (rev) and the time (now, unix ms).
func (s *Server) handleOps(w http.ResponseWriter, r *http.Request) {
	var since uint64
	if v := r.URL.Query().Get("since"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
		since = n
	}
	ops, rev := s.ops.since(since)
	writeJSON(w, http.StatusOK, map[string]any{"ops": ops, "rev": rev, "now": time.Now().UnixMilli()})
}
