package wire

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
)

// ErrBadLog is returned for a WordleTacToe log that does not decode or does
// not fit the match as read so far (an answer with no guess before it).
var ErrBadLog = errors.New("malformed Wordle-Tac-Toe log")

// Backend is what ReadMatch needs of a node: contract calls at a block, the
// block's header and the logs.
type Backend interface {
	bind.ContractBackend
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// Seats: the contract's seat numbers. Seat 1 is a (who waited in the queue),
// 2 is b, 0 is nobody; index arrays of two by seat-1.
const (
	SeatA = 1
	SeatB = 2
)

// CellGuess is one guess made on a cell, valid or not, in the order made.
type CellGuess struct {
	Seat    int    // 1 or 2
	Turn    int    // index in Match.Turns
	Packed  uint64 // the word as packed on chain
	Word    string // its letters; "?" for a symbol past z
	Valid   bool
	Colours []game.Color // the house's answer; nil while it owes it (or for an invalid word)
	Block   uint64       // the guess's block
	Answer  uint64       // the answer's block; 0 while unanswered
}

// Answered reports whether the house has answered the guess.
func (g CellGuess) Answered() bool { return g.Colours != nil }

// Solved reports whether the guess found the cell's word.
func (g CellGuess) Solved() bool {
	if g.Colours == nil {
		return false
	}
	for _, c := range g.Colours {
		if c != game.Green {
			return false
		}
	}
	return true
}

// BoutResult is a finished bout as BoutEnded reports it.
type BoutResult struct {
	Owners [ttt.Cells]int // owner seat of each cell (0: nobody)
	Lines  [2]int         // three-in-a-rows of seats 1 and 2
	Cells  [2]int
	Winner int // seat, 0 for a tied bout
	Block  uint64
}

// Bout is one bout of a match: every guess of each cell, and its result once
// ended.
type Bout struct {
	Index int
	First int                    // the seat that moved first in it
	Cells [ttt.Cells][]CellGuess // every guess, valid or not, in order
	Ended *BoutResult            // nil while in play
}

// Accepted returns the valid guesses of a cell, as game/tictactoe records
// them (answered ones only).
func (b *Bout) Accepted(cell int) []ttt.Guess {
	var out []ttt.Guess
	for _, g := range b.Cells[cell] {
		if g.Valid && g.Answered() {
			out = append(out, ttt.Guess{Player: ttt.Player(g.Seat), Word: g.Word, Colors: g.Colours})
		}
	}
	return out
}

// Open reports whether a cell is open by the guesses read: unsolved and with
// fewer than six accepted guesses (pending guesses count as accepted).
func (b *Bout) Open(cell int) bool {
	n := 0
	for _, g := range b.Cells[cell] {
		if !g.Valid {
			continue
		}
		if g.Solved() {
			return false
		}
		n++
	}
	return n < ttt.MaxGuesses
}

// TurnMove is one guess of a turn.
type TurnMove struct {
	Cell  int
	Word  string
	Valid bool
}

// Turn is one play() of the match.
type Turn struct {
	Seat  int
	Bout  int
	Moves []TurnMove
	Block uint64
	Tx    common.Hash
}

// Pending is a valid guess awaiting the house's answer: slot is the argument
// of the contract's answer().
type Pending struct {
	Slot   int
	Cell   int
	Packed uint64
	Word   string
}

// Match is one read of a Wordle-Tac-Toe match: the contract's state at one
// block and the match's logs up to it. Seats are 1 (a) and 2 (b); arrays of
// two are indexed by seat-1.
type Match struct {
	ID       *big.Int
	Contract common.Address
	Head     uint64 // the block read
	Now      uint64 // its timestamp

	Players  [2]common.Address
	House    common.Address // zero until drawn
	HouseDue uint64         // the draw and commitment deadline
	// SeedCommitment is C(2, seed); nil until the house commits.
	SeedCommitment *big.Int
	DrawBlock      uint64   // R and the starter come from this block's hash
	Drawn          bool     // R and the starter are fixed (the first move)
	Randomness     *big.Int // R once drawn
	Starter        int      // seat first in bout 0: fixed, or starterOf's preview; 0 while unknown

	Bout      int    // the bout in play (the last one once over)
	Wins      [2]int // bouts won
	Mover     int    // seat to move: 0 before the commitment
	TurnStart uint64 // the mover's clock runs from then
	Deadline  uint64 // the mover's turn time and bank end (0 before the commitment)
	AnswerDue uint64 // the house answers Pending by then; 0 when it owes nothing
	Skips     [2]bool
	Banks     [2]uint64 // seconds left in each bank
	Pending   []Pending
	Cells     *big.Int // the bout's cells as the contract keeps them (TttGrid)
	Closed    bool     // the house was released or slashed

	TurnTime, Bank, Window uint64 // the contract's clocks, seconds

	Live          bool // the platform has not settled the match
	Bouts         []Bout
	Turns         []Turn
	Skipped       []int // seats whose turn was skipped, in order
	Ended         bool  // MatchEnded: decided by the bouts (or the bout cap)
	Winner        int   // MatchEnded's winner seat (0: a draw by the bout cap)
	HouseTimedOut bool
	Seed          *big.Int // the revealed seed; nil until revealed
	StartBlock    uint64   // MatchStarted's block
}

// Committed reports whether the house committed its seed.
func (m *Match) Committed() bool { return m.SeedCommitment != nil }

// Seat returns the seat (1 or 2) of a player, 0 for anyone else.
func (m *Match) Seat(p common.Address) int {
	switch p {
	case m.Players[0]:
		return SeatA
	case m.Players[1]:
		return SeatB
	}
	return 0
}

// Current returns the bout in play (or the last one), nil before the first
// move.
func (m *Match) Current() *Bout {
	if m.Bout < len(m.Bouts) {
		return &m.Bouts[m.Bout]
	}
	return nil
}

// CellOpen reports whether cell of the bout in play is open, from the
// contract's own cells.
func (m *Match) CellOpen(cell int) bool {
	c := new(big.Int).Rsh(m.Cells, uint(24*cell)).Uint64() //nolint:gosec // cell is 0-8
	return (c>>4)&3 == 0 && c&0xF < ttt.MaxGuesses
}

// HouseOwes returns the house's open deadline: the commitment's, or the
// pending answers' (0: it owes nothing).
func (m *Match) HouseOwes() uint64 {
	if m.House == (common.Address{}) || m.Closed || !m.Live {
		return 0
	}
	if !m.Committed() {
		return m.HouseDue
	}
	return m.AnswerDue
}

// ReadMatch reads Wordle-Tac-Toe match id of the contract at addr: its state
// at the head block and its logs up to that block.
func ReadMatch(ctx context.Context, b Backend, addr common.Address, id *big.Int) (*Match, error) {
	h, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	c := tictactoe.NewWordleTacToe()
	inst := c.Instance(b, addr)
	opts := &bind.CallOpts{Context: ctx, BlockNumber: h.Number}
	g, err := bind.Call(inst, opts, c.PackGameOf(id), c.UnpackGameOf)
	if err != nil {
		return nil, fmt.Errorf("ttt: gameOf(%s): %w", id, err)
	}
	if g.A == (common.Address{}) {
		return nil, fmt.Errorf("ttt: no match %s at %s", id, addr)
	}
	m := &Match{
		ID: id, Contract: addr, Head: h.Number.Uint64(), Now: h.Time,
		Players: [2]common.Address{g.A, g.B}, House: g.House, HouseDue: g.HouseDue.Uint64(), DrawBlock: g.DrawBlock,
		Drawn: g.Starter != 0, Starter: int(g.Starter), Bout: int(g.Bout), Wins: [2]int{int(g.WinsA), int(g.WinsB)},
		Mover: int(g.Mover), TurnStart: g.TurnStart.Uint64(), AnswerDue: g.AnswerDue.Uint64(),
		Skips: [2]bool{g.Skips&1 != 0, g.Skips&2 != 0}, Banks: [2]uint64{uint64(g.BankA), uint64(g.BankB)},
		Cells: g.Cells, Closed: g.Closed,
	}
	if g.SeedCommitment.Sign() != 0 {
		m.SeedCommitment = g.SeedCommitment
	}
	if m.Drawn {
		m.Randomness = g.Randomness
	}
	for _, v := range []struct {
		pack   []byte
		unpack func([]byte) (*big.Int, error)
		into   *uint64
	}{{c.PackTURNTIME(), c.UnpackTURNTIME, &m.TurnTime}, {c.PackBANK(), c.UnpackBANK, &m.Bank}, {c.PackWINDOW(), c.UnpackWINDOW, &m.Window}} {
		x, err := bind.Call(inst, opts, v.pack, v.unpack)
		if err != nil {
			return nil, err
		}
		*v.into = x.Uint64()
	}
	if !m.Drawn && m.Committed() {
		s, err := bind.Call(inst, opts, c.PackStarterOf(id), c.UnpackStarterOf)
		if err != nil {
			return nil, err
		}
		m.Starter = int(s.Int64())
		m.Mover = m.Starter // the first move is the starter's
	}
	if m.Mover != 0 && m.Committed() {
		m.Deadline = m.TurnStart + m.TurnTime + m.Banks[m.Mover-1]
	}
	platform, err := bind.Call(inst, opts, c.PackPLATFORM(), c.UnpackPLATFORM)
	if err != nil {
		return nil, err
	}
	p := duel.NewDuelPlatform()
	if m.Live, err = bind.Call(p.Instance(b, platform), opts, p.PackIsLive(id), p.UnpackIsLive); err != nil {
		return nil, err
	}
	for slot := range 2 {
		v := new(big.Int).Rsh(g.Pending, uint(48*slot)).Uint64() & (1<<48 - 1) //nolint:gosec // slot is 0-1
		if v == 0 {
			continue
		}
		cell := int(v >> 32 & 0xF)
		packed := v & 0xFFFFFFFF
		m.Pending = append(m.Pending, Pending{Slot: slot, Cell: cell, Packed: packed, Word: Unpack(packed, ttt.CellLength(cell))})
	}
	logs, err := wowwire.FilterLogs(ctx, b, ethereum.FilterQuery{ // retried while the node indexes the head's logs
		FromBlock: big.NewInt(0), ToBlock: h.Number,
		Addresses: []common.Address{addr},
		Topics:    [][]common.Hash{nil, {common.BigToHash(id)}},
	})
	if err != nil {
		return nil, err
	}
	for i := range logs {
		if err := m.add(c, &logs[i]); err != nil {
			return nil, err
		}
	}
	if len(m.Bouts) == 0 && m.Starter != 0 {
		m.Bouts = append(m.Bouts, Bout{First: m.Starter}) // bout 0 before its first move
	}
	return m, nil
}

// add folds one log of the match into m.
func (m *Match) add(c *tictactoe.WordleTacToe, l *types.Log) error {
	parsed := c.GetABI()
	ev, err := parsed.EventByID(l.Topics[0])
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadLog, err)
	}
	bad := func(err error) error {
		return fmt.Errorf("%w: %s at block %d: %w", ErrBadLog, ev.Name, l.BlockNumber, err)
	}
	switch ev.Name {
	case "MatchStarted":
		m.StartBlock = l.BlockNumber
	case "RandomnessDrawn":
		v, err := c.UnpackRandomnessDrawnEvent(l)
		if err != nil {
			return bad(err)
		}
		m.Bouts = append(m.Bouts, Bout{Index: 0, First: m.Seat(v.Starter)})
	case "Guessed":
		v, err := c.UnpackGuessedEvent(l)
		if err != nil {
			return bad(err)
		}
		bout, cell := int(v.Bout.Int64()), int(v.Cell.Int64())
		if bout >= len(m.Bouts) || cell < 0 || cell >= ttt.Cells {
			return bad(fmt.Errorf("bout %d cell %d", bout, cell))
		}
		seat := m.Seat(v.Player)
		n := len(m.Turns)
		if n == 0 || m.Turns[n-1].Tx != l.TxHash {
			m.Turns = append(m.Turns, Turn{Seat: seat, Bout: bout, Block: l.BlockNumber, Tx: l.TxHash})
			n++
		}
		packed := v.Word.Uint64()
		word := Unpack(packed, ttt.CellLength(cell))
		m.Turns[n-1].Moves = append(m.Turns[n-1].Moves, TurnMove{Cell: cell, Word: word, Valid: v.Valid})
		b := &m.Bouts[bout]
		b.Cells[cell] = append(b.Cells[cell], CellGuess{Seat: seat, Turn: n - 1, Packed: packed, Word: word, Valid: v.Valid, Block: l.BlockNumber})
	case "Answered":
		v, err := c.UnpackAnsweredEvent(l)
		if err != nil {
			return bad(err)
		}
		bout, cell := int(v.Bout.Int64()), int(v.Cell.Int64())
		if bout >= len(m.Bouts) || cell < 0 || cell >= ttt.Cells {
			return bad(fmt.Errorf("bout %d cell %d", bout, cell))
		}
		gs := m.Bouts[bout].Cells[cell]
		k := len(gs) - 1
		for k >= 0 && !gs[k].Valid {
			k--
		}
		if k < 0 || gs[k].Answered() || gs[k].Packed != v.Word.Uint64() {
			return bad(fmt.Errorf("no guess of %d awaits an answer in bout %d cell %d", v.Word, bout, cell))
		}
		gs[k].Colours = UnpackColours(v.Colours.Uint64(), ttt.CellLength(cell))
		gs[k].Answer = l.BlockNumber
	case "TurnSkipped":
		v, err := c.UnpackTurnSkippedEvent(l)
		if err != nil {
			return bad(err)
		}
		m.Skipped = append(m.Skipped, m.Seat(v.Player))
	case "BoutEnded":
		v, err := c.UnpackBoutEndedEvent(l)
		if err != nil {
			return bad(err)
		}
		bout := int(v.Bout.Int64())
		if bout >= len(m.Bouts) {
			return bad(fmt.Errorf("bout %d", bout))
		}
		r := &BoutResult{Lines: [2]int{int(v.LinesA.Int64()), int(v.LinesB.Int64())}, Cells: [2]int{int(v.CellsA.Int64()), int(v.CellsB.Int64())},
			Winner: m.Seat(v.Winner), Block: l.BlockNumber}
		for k := range ttt.Cells {
			r.Owners[k] = int(new(big.Int).Rsh(v.Owners, uint(2*k)).Uint64() & 3) //nolint:gosec // k is 0-8
		}
		m.Bouts[bout].Ended = r
	case "TurnStarted":
		v, err := c.UnpackTurnStartedEvent(l)
		if err != nil {
			return bad(err)
		}
		// a new bout's first turn
		if bout := int(v.Bout.Int64()); bout == len(m.Bouts) {
			m.Bouts = append(m.Bouts, Bout{Index: bout, First: m.Seat(v.Player)})
		}
	case "MatchEnded":
		v, err := c.UnpackMatchEndedEvent(l)
		if err != nil {
			return bad(err)
		}
		m.Ended, m.Winner = true, m.Seat(v.Winner)
	case "HouseTimedOut":
		m.HouseTimedOut = true
	case "SeedRevealed":
		v, err := c.UnpackSeedRevealedEvent(l)
		if err != nil {
			return bad(err)
		}
		m.Seed = v.Seed
	}
	return nil
}

// Unpack returns the letters of a packed word of length letters; a symbol
// past z (never a guess) shows as '?'.
func Unpack(packed uint64, length int) string {
	var b strings.Builder
	for i := range length {
		s := packed >> (game.SymbolBits * i) & (1<<game.SymbolBits - 1)
		if int(s) >= game.Letters.Size {
			b.WriteByte('?')
			continue
		}
		b.WriteByte(game.Letters.First + byte(s))
	}
	return b.String()
}

// PackColours packs colours as the contract takes them: two bits a letter,
// letter k at bits 2k.
func PackColours(colours []game.Color) uint64 {
	var v uint64
	for k, c := range colours {
		v |= uint64(c) << (2 * k)
	}
	return v
}

// UnpackColours is PackColours' inverse for length letters.
func UnpackColours(v uint64, length int) []game.Color {
	out := make([]game.Color, length)
	for k := range out {
		out[k] = game.Color(v >> (2 * k) & 3)
	}
	return out
}
