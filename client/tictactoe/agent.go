package tictactoe

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
)

// Moves are the WordleTacToe functions a player's session key may call: its
// turns (play) and the ones anyone may make that a player needs to drive its
// match on (drawHouse, claimHouseTimeout, close). None moves coins: the
// platform settles through the mode.
var Moves = []string{"play", "drawHouse", "claimHouseTimeout", "close"}

// Permissions are the (target, selector) pairs a session grant needs to play
// Wordle-Tac-Toe at addr. The duel platform's own moves (queue,
// claimTimeout) are client/duel.Permissions'.
func Permissions(addr common.Address) ([]account.IWordproofAccountPermission, error) {
	return client.Permissions(&tictactoe.WordleTacToeMetaData, addr, Moves...)
}

// ErrInvalidWord is returned by Agent.Play before it sends a word the guess
// list of its cell does not hold (the contract would not accept it and the
// player's next turn would be skipped), unless Config.Force.
var ErrInvalidWord = errors.New("tictactoe: not a word of the cell's guess list")

// ErrNoMoveYet is returned by a Strategy that has no turn to play now: the
// agent asks again at the next poll (a test sits idle with it).
var ErrNoMoveYet = errors.New("tictactoe: no move yet")

// Strategy picks a turn: one or two moves on different open cells of the bout
// in play, for the player in seat (1 or 2).
type Strategy interface {
	Turn(ctx context.Context, m *wire.Match, seat int) ([]ttt.Move, error)
}

// Config is what a player agent plays with.
type Config struct {
	Mover    client.Mover   // sends the player's moves
	Backend  client.Backend // reads the chain
	Ttt      common.Address // WordleTacToe
	Platform common.Address // the duel platform (claimTimeout)
	Dicts    wire.Set       // the guess lists the word proofs come from
	Strategy Strategy
	// Force sends words the guess lists do not hold (they skip the player's
	// next turn); without it the agent stops with ErrInvalidWord first.
	Force bool
	Poll  time.Duration // default 250 ms
	Log   func(format string, args ...any)
	// OnStatus receives every read of the match (each poll).
	OnStatus func(*wire.Match)
	// OnMove receives each move the agent made once mined, and a
	// "colours" move for each of its guesses the house answered.
	OnMove func(Move)
}

// Move is a move of the agent, or the colours of one of its guesses.
type Move struct {
	Kind    string // play, drawHouse, claimTimeout, claimHouseTimeout, colours
	Turn    []ttt.Move
	Bout    int // colours: the guess's bout, cell, word and colours
	Cell    int
	Word    string
	Colours []game.Color
	Gas     uint64
	Block   uint64 // the move's block; colours: the answer's
	// GuessBlock is the block of the turn a colours move answers.
	GuessBlock uint64
	// colours: when the turn was handed to the mover (zero if another
	// process sent it) and when the colours were read.
	Sent, Mined time.Time
}

// Result is how a match ended for the agent's player.
type Result struct {
	Seat          int    // 1 (a) or 2 (b)
	Wins          [2]int // bouts won by seats 1 and 2
	Winner        int    // the winner seat by the bouts (MatchEnded), 0 otherwise
	Settled       bool
	HouseTimedOut bool
	Gas           map[string][]uint64 // the agent's moves' gas by kind
}

// Agent plays Wordle-Tac-Toe matches for one player: the house draw, its
// turns from its Strategy with the word proofs, and the claims of the
// house's and the opponent's missed deadlines.
type Agent struct {
	cfg      Config
	ttt      *tictactoe.WordleTacToe
	inst     *bind.BoundContract
	platform *duel.DuelPlatform
}

// NewAgent checks cfg and returns an agent.
func NewAgent(cfg Config) (*Agent, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Dicts[0] == nil || cfg.Strategy == nil {
		return nil, errors.New("tictactoe: agent config lacks a mover, backend, dictionaries or strategy")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	t := tictactoe.NewWordleTacToe()
	return &Agent{cfg: cfg, ttt: t, inst: t.Instance(cfg.Backend, cfg.Ttt), platform: duel.NewDuelPlatform()}, nil
}

func (a *Agent) logf(format string, args ...any) {
	if a.cfg.Log != nil {
		a.cfg.Log(format, args...)
	}
}

// play is what Play keeps between polls of one match.
type play struct {
	id       *big.Int
	seat     int
	res      *Result
	since    map[string]time.Time // when a move anyone may make was first due
	sent     map[[3]int]time.Time // (bout, cell, guesses before) of each sent valid guess
	reported map[[3]int]bool
	lastDraw time.Time
}

// Moves that would revert cost a sponsored player more than gas (the sponsor
// stops sponsoring a sender for a while after reverts): seat 2 leaves the
// moves anyone may make to seat 1 for grace, and draws are spaced.
const (
	grace     = 3 * time.Second
	drawEvery = 2 * time.Second
)

// Play plays match id to its end and returns the result.
func (a *Agent) Play(ctx context.Context, id *big.Int) (Result, error) {
	res := Result{}
	p := &play{id: id, res: &res, since: map[string]time.Time{}, sent: map[[3]int]time.Time{}, reported: map[[3]int]bool{}}
	err := client.Steps(ctx, a.cfg.Poll, a.logf, func(ctx context.Context) (bool, bool, error) {
		m, err := wire.ReadMatch(ctx, a.cfg.Backend, a.cfg.Ttt, id)
		if err != nil {
			return false, false, err
		}
		if p.seat = m.Seat(a.cfg.Mover.Address()); p.seat == 0 {
			return false, false, fmt.Errorf("tictactoe: %s does not play match %s", a.cfg.Mover.Address(), id)
		}
		res.Seat, res.Wins, res.Winner, res.HouseTimedOut = p.seat, m.Wins, m.Winner, m.HouseTimedOut
		a.report(p, m)
		if a.cfg.OnStatus != nil {
			a.cfg.OnStatus(m)
		}
		if !m.Live {
			res.Settled = true
			return true, false, nil
		}
		moved, err := a.step(ctx, p, m)
		return false, moved, err
	})
	return res, err
}

// report hands the colours of the player's answered guesses to OnMove once.
func (a *Agent) report(p *play, m *wire.Match) {
	if a.cfg.OnMove == nil {
		return
	}
	for _, b := range m.Bouts {
		for cell, gs := range b.Cells {
			n := 0
			for _, g := range gs {
				if !g.Valid {
					continue
				}
				key := [3]int{b.Index, cell, n}
				n++
				if g.Seat != p.seat || !g.Answered() || p.reported[key] {
					continue
				}
				p.reported[key] = true
				a.cfg.OnMove(Move{Kind: "colours", Bout: b.Index, Cell: cell, Word: g.Word, Colours: g.Colours, Block: g.Answer,
					GuessBlock: g.Block, Sent: p.sent[key], Mined: time.Now()})
			}
		}
	}
}

// step makes the one move the match waits for from this player, if any.
func (a *Agent) step(ctx context.Context, p *play, m *wire.Match) (bool, error) {
	if due := m.HouseOwes(); due != 0 && m.Now > due && m.House != (common.Address{}) {
		if !a.turn(p, "claimHouseTimeout") {
			return false, nil
		}
		a.logf("claim the house's missed deadline of match %s (due %d)", p.id, due)
		return true, a.send(ctx, p, a.cfg.Ttt, Move{Kind: "claimHouseTimeout"}, a.ttt.PackClaimHouseTimeout(p.id))
	}
	t, err := bind.Call(a.inst, &bind.CallOpts{Context: ctx}, a.ttt.PackTimeoutOutcome(p.id), a.ttt.UnpackTimeoutOutcome)
	if err != nil {
		return false, err
	}
	if t.Due {
		if !a.turn(p, "claimTimeout") {
			return false, nil
		}
		a.logf("claim the timeout of match %s", p.id)
		return true, a.send(ctx, p, a.cfg.Platform, Move{Kind: "claimTimeout"}, a.platform.PackClaimTimeout(p.id))
	}
	if m.House == (common.Address{}) {
		if m.Head <= m.StartBlock || time.Since(p.lastDraw) < drawEvery || !a.turn(p, "drawHouse") {
			return false, nil
		}
		p.lastDraw = time.Now()
		a.logf("draw the house of match %s", p.id)
		return true, a.send(ctx, p, a.cfg.Ttt, Move{Kind: "drawHouse"}, a.ttt.PackDrawHouse(p.id))
	}
	if !m.Committed() || len(m.Pending) > 0 || m.Mover != p.seat {
		return false, nil // the house commits or answers, or the opponent moves
	}
	moves, err := a.cfg.Strategy.Turn(ctx, m, p.seat)
	if errors.Is(err, ErrNoMoveYet) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	data, err := a.PackTurn(m, moves)
	if err != nil {
		return false, err
	}
	now := time.Now()
	if b := m.Current(); b != nil {
		for _, mv := range moves {
			if a.cfg.Dicts.Cell(mv.Cell).Valid(mv.Word) {
				p.sent[[3]int{m.Bout, mv.Cell, len(b.Accepted(mv.Cell)) + pendingOn(m, mv.Cell)}] = now
			}
		}
	}
	a.logf("bout %d: play %v", m.Bout, moves)
	err = a.send(ctx, p, a.cfg.Ttt, Move{Kind: "play", Turn: moves, Bout: m.Bout, Sent: now}, data)
	return true, err
}

func pendingOn(m *wire.Match, cell int) int {
	for _, p := range m.Pending {
		if p.Cell == cell {
			return 1
		}
	}
	return 0
}

// PackTurn checks a turn against the match as read (one or two moves on
// different open cells, words of the cell's length, known to the guess
// lists unless Config.Force) and returns the play call with the word proofs.
func (a *Agent) PackTurn(m *wire.Match, moves []ttt.Move) ([]byte, error) {
	if len(moves) < 1 || len(moves) > 2 {
		return nil, fmt.Errorf("tictactoe: a turn is one or two guesses, not %d", len(moves))
	}
	if len(moves) == 2 && moves[0].Cell == moves[1].Cell {
		return nil, fmt.Errorf("tictactoe: both guesses on cell %d: a turn takes two different cells", moves[0].Cell)
	}
	var out []tictactoe.IWordleTacToeMove
	for _, mv := range moves {
		d := a.cfg.Dicts.Cell(mv.Cell)
		if d == nil {
			return nil, fmt.Errorf("tictactoe: cell %d is not on the grid (0-8)", mv.Cell)
		}
		if !m.CellOpen(mv.Cell) {
			return nil, fmt.Errorf("tictactoe: cell %d is closed (solved or six guesses)", mv.Cell)
		}
		if !d.Valid(mv.Word) && !a.cfg.Force {
			return nil, fmt.Errorf("%w: %q on cell %d (%d letters); it would skip your next turn", ErrInvalidWord, mv.Word, mv.Cell, d.Length)
		}
		wp, err := d.Prove(mv.Word)
		if err != nil {
			return nil, fmt.Errorf("tictactoe: %q on cell %d: %w", mv.Word, mv.Cell, err)
		}
		out = append(out, tictactoe.IWordleTacToeMove{Cell: uint8(mv.Cell), Word: wp.Word, Valid: wp.Valid, Index: wp.Index, //nolint:gosec // cell is 0-8
			Below: wp.Below, Above: wp.Above, Path: wp.Path, AbovePath: wp.AbovePath})
	}
	return a.ttt.PackPlay(m.ID, out), nil
}

// turn says whether this player makes a move either player may make now:
// seat 1 at once, seat 2 once it has been due for grace.
func (a *Agent) turn(p *play, kind string) bool {
	first, ok := p.since[kind]
	if !ok {
		first = time.Now()
		p.since[kind] = first
	}
	return p.seat == wire.SeatA || time.Since(first) >= grace
}

// send sends a move, records its gas and hands it to OnMove once mined.
func (a *Agent) send(ctx context.Context, p *play, to common.Address, m Move, data []byte) error {
	if m.Sent.IsZero() {
		m.Sent = time.Now()
	}
	r, err := a.cfg.Mover.Send(ctx, to, data, nil)
	if err != nil {
		return client.DecodeRevert(err)
	}
	m.Mined = time.Now()
	if p.res.Gas == nil {
		p.res.Gas = map[string][]uint64{}
	}
	p.res.Gas[m.Kind] = append(p.res.Gas[m.Kind], r.GasUsed)
	if a.cfg.OnMove != nil {
		m.Gas = r.GasUsed
		if r.BlockNumber != nil {
			m.Block = r.BlockNumber.Uint64()
		}
		a.cfg.OnMove(m)
	}
	return nil
}
