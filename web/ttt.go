package web

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/client"
	tttclient "github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
)

// Wordle-Tac-Toe in the browser: the duel platform's screen, and a match
// screen over client/tictactoe.Agent, which draws the house, builds the
// word proofs, sends the page's turns and claims the house's and the
// opponent's missed deadlines; the page picks cells, types words and
// shows the grid as wire.ReadMatch reads it.

// ErrNotYourTurn is returned for a turn posted while the match does not
// wait for this player's move.
var ErrNotYourTurn = errors.New("it is not your turn in this match now")

// tttPlay is a Wordle-Tac-Toe match this server plays for the player.
type tttPlay struct {
	id    *big.Int
	agent *tttclient.Agent
	check *tttclient.Agent // the same agent without Force: its checks warn of an invalid word
	turns *pageTurns

	mu      sync.Mutex
	lastErr string
}

// pageTurns is a tictactoe.Strategy whose turns come from the page. Turn
// never waits long (the agent keeps claiming the house's deadlines):
// without a typed turn it returns tictactoe.ErrNoMoveYet.
type pageTurns struct {
	ch chan []ttt.Move

	mu      sync.Mutex
	asking  bool       // the agent asked for the turn
	pending []ttt.Move // posted, not yet taken by the agent
}

// Turn implements tictactoe.Strategy.
func (p *pageTurns) Turn(ctx context.Context, _ *wire.Match, _ int) ([]ttt.Move, error) {
	p.mu.Lock()
	p.asking = true
	p.mu.Unlock()
	select {
	case moves := <-p.ch:
		p.mu.Lock()
		p.asking, p.pending = false, nil
		p.mu.Unlock()
		return moves, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-time.After(150 * time.Millisecond):
		return nil, tttclient.ErrNoMoveYet
	}
}

func (p *pageTurns) submit(moves []ttt.Move) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.pending != nil {
		return fmt.Errorf("%w: your last turn is still on its way", ErrNotAwaitingGuess)
	}
	select {
	case p.ch <- moves:
		p.pending = moves
		return nil
	default:
		return ErrNotAwaitingGuess
	}
}

// tttDicts loads the guess lists of the three cell lengths once.
func (s *Server) tttDicts() (wire.Set, error) {
	s.tttOnce.Do(func() { s.tttSet, s.tttErr = wire.LoadSet() })
	return s.tttSet, s.tttErr
}

// playTtt starts the agent of Wordle-Tac-Toe match id unless it runs already.
func (s *Server) playTtt(d duelAddrs, mover client.Mover, id *big.Int) error {
	s.mu.Lock()
	if s.tttGames == nil {
		s.tttGames = map[string]*tttPlay{}
	}
	if _, ok := s.tttGames[id.String()]; ok || s.ctx == nil || s.ctx.Err() != nil {
		s.mu.Unlock()
		return nil
	}
	s.mu.Unlock()
	dicts, err := s.tttDicts()
	if err != nil {
		return err
	}
	tp := &tttPlay{id: id, turns: &pageTurns{ch: make(chan []ttt.Move, 1)}}
	cfg := tttclient.Config{
		Mover: mover, Backend: s.backend, Ttt: d.ttt, Platform: d.platform, Dicts: dicts, Strategy: tp.turns, Poll: s.cfg.Poll,
		Force: true, // the page warns before an invalid word and sends it only when confirmed
		Log:   func(format string, args ...any) { s.log.Info("ttt: " + fmt.Sprintf(format, args...)) },
	}
	if tp.agent, err = tttclient.NewAgent(cfg); err != nil {
		return err
	}
	cfg.Force = false
	if tp.check, err = tttclient.NewAgent(cfg); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.tttGames[id.String()]; ok {
		return nil
	}
	s.tttGames[id.String()] = tp
	s.wg.Add(1)
	go s.runTtt(tp)
	return nil
}

// runTtt plays the match to its end (agentLoop).
func (s *Server) runTtt(tp *tttPlay) {
	s.agentLoop(func(ctx context.Context) (bool, error) {
		res, err := tp.agent.Play(ctx, tp.id)
		return res.Settled, err
	}, func(_ bool, lastErr string) {
		tp.mu.Lock()
		tp.lastErr = lastErr
		tp.mu.Unlock()
	})
}

func (s *Server) tttPlay(id *big.Int) *tttPlay {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tttGames[id.String()]
}

// tttGuess is one guess on a cell as the page shows it.
type tttGuess struct {
	Word    string `json:"word"`
	Pattern string `json:"pattern"` // G, Y, . per letter; empty while the house owes it or for an invalid word
	Mine    bool   `json:"mine"`
	Valid   bool   `json:"valid"`
}

// tttCell is one cell of a bout's grid.
type tttCell struct {
	Name    string     `json:"name"` // a1-c3: column, row
	Length  int        `json:"length"`
	Open    bool       `json:"open"`
	Owner   string     `json:"owner"` // "you", "opponent" or "" (the bout's end, or a solve)
	Guesses []tttGuess `json:"guesses"`
}

// tttBout is a finished bout, [you, opponent] pairs.
type tttBout struct {
	Winner string     `json:"winner"` // "you", "opponent", "" (tied)
	Lines  [2]int     `json:"lines"`
	Cells  [2]int     `json:"cells"`
	Grid   [9]tttCell `json:"grid"`
}

// tttBoard is GET /api/duel/match/{id} for a Wordle-Tac-Toe match; pairs
// are [you, opponent].
type tttBoard struct {
	ID        uint64         `json:"id"`
	Mode      string         `json:"mode"` // "ttt"
	Live      bool           `json:"live"`
	Seat      int            `json:"seat"` // 1 (waited in the queue) or 2
	Opponent  common.Address `json:"opponent"`
	Bet       uint64         `json:"bet"`
	House     common.Address `json:"house"` // zero until drawn
	Started   bool           `json:"started"`
	Bout      int            `json:"bout"` // 1-based
	Wins      [2]int         `json:"wins"`
	Mover     string         `json:"mover"`    // "you", "opponent", "" (the house commits or answers)
	TurnLeft  uint64         `json:"turnLeft"` // seconds to the mover's deadline (turn time and bank)
	TurnTime  uint64         `json:"turnTime"`
	Banks     [2]uint64      `json:"banks"`
	Skips     [2]bool        `json:"skips"` // a pending skipped turn
	Skipped   [2]int         `json:"skipped"`
	Answering bool           `json:"answering"` // the house owes answers
	HouseDue  uint64         `json:"houseDue"`  // seconds to the house's deadline
	Grid      [9]tttCell     `json:"grid"`
	Bouts     []tttBout      `json:"bouts"` // finished bouts
	CanPlay   bool           `json:"canPlay"`
	Sending   bool           `json:"sending"` // a turn from the page on its way
	Error     string         `json:"error,omitempty"`
	Result    *blitzResult   `json:"result,omitempty"`

	HouseTimedOut bool `json:"houseTimedOut,omitempty"`
}

// whoIs names a seat for the player in seat me.
func whoIs(seat, me int) string {
	switch seat {
	case 0:
		return ""
	case me:
		return "you"
	}
	return "opponent"
}

// tttGrid is bout b's grid for the player in seat me (open from m while in play).
func tttGrid(m *wire.Match, b *wire.Bout, me int) [9]tttCell {
	var g [9]tttCell
	for cell := range g {
		c := tttCell{Name: fmt.Sprintf("%c%d", 'a'+cell%3, cell/3+1), Length: ttt.CellLength(cell), Guesses: []tttGuess{}}
		if b == nil {
			c.Open = m.Committed() && m.Live
			g[cell] = c
			continue
		}
		c.Open = b.Ended == nil && b.Index == m.Bout && m.Live && m.CellOpen(cell)
		for _, gs := range b.Cells[cell] {
			t := tttGuess{Word: gs.Word, Mine: gs.Seat == me, Valid: gs.Valid}
			if gs.Answered() {
				t.Pattern = game.Pattern(gs.Colours)
			}
			if gs.Solved() {
				c.Owner = whoIs(gs.Seat, me)
			}
			c.Guesses = append(c.Guesses, t)
		}
		if b.Ended != nil {
			c.Owner = whoIs(b.Ended.Owners[cell], me)
		}
		g[cell] = c
	}
	return g
}

// tttBoardOf reads match id for the player me.
func (s *Server) tttBoardOf(ctx context.Context, d duelAddrs, me common.Address, id *big.Int, pm duel.IDuelPlatformMatch) (*tttBoard, error) {
	m, err := wire.ReadMatch(ctx, s.backend, d.ttt, id)
	if err != nil {
		return nil, err
	}
	seat := m.Seat(me)
	if seat == 0 {
		return nil, fmt.Errorf("you do not play match %s", id)
	}
	you, opp := seat-1, 2-seat
	b := &tttBoard{ID: id.Uint64(), Mode: "ttt", Live: m.Live, Seat: seat, Opponent: m.Players[opp], Bet: pm.Bet.Uint64(),
		House: m.House, Started: m.Committed(), Bout: m.Bout + 1, Wins: [2]int{m.Wins[you], m.Wins[opp]},
		TurnTime: m.TurnTime, Banks: [2]uint64{m.Banks[you], m.Banks[opp]}, Skips: [2]bool{m.Skips[you], m.Skips[opp]},
		Answering: len(m.Pending) > 0, Bouts: []tttBout{}, HouseTimedOut: m.HouseTimedOut}
	for _, sk := range m.Skipped {
		b.Skipped[map[bool]int{true: 0, false: 1}[sk == seat]]++
	}
	now := s.clock.now(m.Now)
	if m.Live && m.Committed() && len(m.Pending) == 0 {
		b.Mover = whoIs(m.Mover, seat)
		if m.Deadline > now {
			b.TurnLeft = m.Deadline - now
		}
	}
	if due := m.HouseOwes(); due > now {
		b.HouseDue = due - now
	}
	b.Grid = tttGrid(m, m.Current(), seat)
	for i := range m.Bouts {
		bt := &m.Bouts[i]
		if bt.Ended == nil {
			continue
		}
		e := bt.Ended
		b.Bouts = append(b.Bouts, tttBout{Winner: whoIs(e.Winner, seat), Lines: [2]int{e.Lines[you], e.Lines[opp]},
			Cells: [2]int{e.Cells[you], e.Cells[opp]}, Grid: tttGrid(m, bt, seat)})
	}
	if tp := s.tttPlay(id); tp != nil {
		tp.turns.mu.Lock()
		asking, pending := tp.turns.asking, tp.turns.pending != nil
		tp.turns.mu.Unlock()
		tp.mu.Lock()
		b.Error = tp.lastErr
		tp.mu.Unlock()
		b.Sending = pending
		b.CanPlay = b.Mover == "you" && asking && !pending
	}
	if !m.Live {
		if b.Result, err = s.blitzResult(ctx, d, me, id, you, b.Bet); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// tttMove is one guess of a posted turn: a cell (0-8, row by row) and a word.
type tttMove struct {
	Cell int    `json:"cell"`
	Word string `json:"word"`
}

// tttTurnRequest is POST /api/duel/match/{id}/turn.
type tttTurnRequest struct {
	Moves []tttMove `json:"moves"`
	// Confirm sends words the guess lists do not hold (the turn after is
	// skipped); without it such a turn is refused with a warning.
	Confirm bool `json:"confirm"`
}

// moves checks the shape of a posted turn (the match's state is the agent's check).
func (r tttTurnRequest) moves() ([]ttt.Move, error) {
	if len(r.Moves) < 1 || len(r.Moves) > 2 {
		return nil, fmt.Errorf("a turn is one or two guesses, not %d", len(r.Moves))
	}
	out := make([]ttt.Move, 0, len(r.Moves))
	for _, mv := range r.Moves {
		l := ttt.CellLength(mv.Cell)
		if l == 0 {
			return nil, fmt.Errorf("cell %d is not on the grid: cells are 0-8, row by row", mv.Cell)
		}
		w, err := normalizeWord(mv.Word, l)
		if err != nil {
			return nil, fmt.Errorf("cell %c%d takes %d letters: %w", 'a'+mv.Cell%3, mv.Cell/3+1, l, err)
		}
		out = append(out, ttt.Move{Cell: mv.Cell, Word: w})
	}
	if len(out) == 2 && out[0].Cell == out[1].Cell {
		return nil, errors.New("both guesses on one cell: a turn takes two different cells")
	}
	return out, nil
}

// normalizeWord lower-cases a word of n letters a-z.
func normalizeWord(word string, n int) (string, error) {
	if len(word) != n {
		return "", fmt.Errorf("%q has %d letters", word, len(word))
	}
	b := []byte(word)
	for i, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c - 'A' + 'a'
		case c < 'a' || c > 'z':
			return "", fmt.Errorf("%q: letters a-z only", word)
		}
	}
	return string(b), nil
}

// tttWarning is the 409 of a turn with a word the guess lists lack.
type tttWarning struct {
	Error   string `json:"error"`
	Confirm bool   `json:"confirm"` // post the turn again with confirm to send it anyway
}

func (s *Server) handleTttTurn(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	var req tttTurnRequest
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	moves, err := req.moves()
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	d, mover, ok := s.duelCall(w)
	if !ok {
		return
	}
	tp := s.tttPlay(id)
	if tp == nil {
		writeError(w, http.StatusNotFound, ErrUnknownGame)
		return
	}
	m, err := wire.ReadMatch(r.Context(), s.backend, d.ttt, id)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if !m.Live || !m.Committed() || len(m.Pending) > 0 || m.Mover != m.Seat(mover.Address()) {
		writeError(w, http.StatusConflict, ErrNotYourTurn)
		return
	}
	// the agent's own checks: open cells, and the guess lists
	if _, err := tp.check.PackTurn(m, moves); err != nil {
		if errors.Is(err, tttclient.ErrInvalidWord) {
			if !req.Confirm {
				writeJSON(w, http.StatusConflict, tttWarning{Error: s.invalidWarning(moves), Confirm: true})
				return
			}
		} else {
			writeError(w, http.StatusBadRequest, err)
			return
		}
	}
	if err := tp.turns.submit(moves); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"moves": req.Moves})
}

// invalidWarning names the words of a turn the guess lists lack, for the
// page's confirmation (the agent's check decided that some are).
func (s *Server) invalidWarning(moves []ttt.Move) string {
	dicts, err := s.tttDicts()
	if err != nil {
		return err.Error()
	}
	var bad []string
	for _, mv := range moves {
		if !dicts.Cell(mv.Cell).Valid(mv.Word) {
			bad = append(bad, fmt.Sprintf("%s on %c%d", strings.ToUpper(mv.Word), 'a'+mv.Cell%3, mv.Cell/3+1))
		}
	}
	return strings.Join(bad, " and ") + ": not in the guess list. It will not be accepted, and your next turn is skipped"
}

// handleTttClaim is POST /api/duel/match/{id}/claim: the platform's
// claimTimeout once the opponent's turn time and bank ran out (the agent
// claims too; the page's button claims at once).
func (s *Server) handleTttClaim(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	d, mover, ok := s.duelCall(w)
	if !ok {
		return
	}
	if d.ttt == (common.Address{}) {
		writeError(w, http.StatusNotFound, errors.New("this deployment has no Wordle-Tac-Toe mode"))
		return
	}
	pm, err := s.matchMode(r.Context(), d, id)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if pm.Mode != deploy.DuelModes["ttt"] {
		writeError(w, http.StatusNotFound, fmt.Errorf("match %s is not a Wordle-Tac-Toe match", id))
		return
	}
	if !pm.Live {
		writeError(w, http.StatusConflict, fmt.Errorf("match %s is over: there is no timeout to claim", id))
		return
	}
	t := tictactoe.NewWordleTacToe()
	out, err := bind.Call(t.Instance(s.backend, d.ttt), &bind.CallOpts{Context: r.Context()}, t.PackTimeoutOutcome(id), t.UnpackTimeoutOutcome)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if !out.Due {
		writeError(w, http.StatusConflict, errors.New("no timeout to claim: the player to move is still within its turn time and bank"))
		return
	}
	if _, err := mover.Send(context.WithoutCancel(r.Context()), d.platform, duel.NewDuelPlatform().PackClaimTimeout(id), nil); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"claimed": true})
}
