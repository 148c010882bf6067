package tictactoe

import (
	"fmt"

	"github.com/wordproof/wordproof/game"
)

// Validator reports whether a word is a valid guess (in the seed, whatever
// hellowordl.net accepts). It is called only for words of the cell's length
// over a-z.
type Validator func(word string) bool

// Move is one guess of a turn.
type Move struct {
	Cell int
	Word string
}

// MoveResult is the outcome of one move.
type MoveResult struct {
	Accepted bool         // false for an invalid word: the cell is unchanged
	Colors   []game.Color // the public feedback of an accepted guess
	Solved   bool         // the guess found the cell's answer
}

// TurnResult is the outcome of one turn.
type TurnResult struct {
	Moves    []MoveResult
	Skipped  []Player // players whose turn was skipped before Next
	Next     Player   // who moves next; Nobody once the bout is over
	BoutOver bool
}

type cell struct {
	secret  []uint8
	guesses []Guess
	solved  bool
}

func (c *cell) open() bool { return !c.solved && len(c.guesses) < MaxGuesses }

// Bout is one bout on a 3x3 grid. The zero value is not usable; use NewBout.
type Bout struct {
	cells [Cells]cell
	turn  Player
	skip  [2]bool // a pending skipped turn for One and Two
	valid Validator
	over  bool
}

// NewBout starts a bout on the nine secrets (cell i hides secrets[i], of
// CellLength(i) letters a-z), with first to move. valid checks guesses; nil
// accepts every well-formed word.
func NewBout(secrets [Cells]string, first Player, valid Validator) (*Bout, error) {
	if err := first.Check(); err != nil {
		return nil, err
	}
	b := &Bout{turn: first, valid: valid}
	for i, s := range secrets {
		sym, err := game.Letters.Encode(s, CellLength(i))
		if err != nil {
			return nil, fmt.Errorf("%w: cell %d: %w", ErrBadSecret, i, err)
		}
		b.cells[i].secret = sym
	}
	return b, nil
}

// Turn returns who moves next, or Nobody once the bout is over.
func (b *Bout) Turn() Player {
	if b.over {
		return Nobody
	}
	return b.turn
}

// Over reports whether no cell is open.
func (b *Bout) Over() bool { return b.over }

// Open reports whether a cell is open: its answer is not found and it has
// fewer than MaxGuesses guesses.
func (b *Bout) Open(cell int) bool {
	return cell >= 0 && cell < Cells && b.cells[cell].open()
}

// Guesses returns a copy of the accepted guesses of a cell, in order.
func (b *Bout) Guesses(cell int) []Guess {
	if cell < 0 || cell >= Cells {
		return nil
	}
	return append([]Guess(nil), b.cells[cell].guesses...)
}

// Play makes player p's turn: one or two guesses on different open cells. An
// invalid word (rejected by the Validator, wrong length, or not a-z) is not
// accepted for its cell, the other guess of the turn still counts, and p's
// next turn is skipped. Illegal turns (out of turn, no guess or three, the same
// cell twice, a closed cell) are refused with an error and change nothing.
func (b *Bout) Play(p Player, moves ...Move) (TurnResult, error) {
	if b.over {
		return TurnResult{}, ErrBoutOver
	}
	if err := p.Check(); err != nil {
		return TurnResult{}, err
	}
	if p != b.turn {
		return TurnResult{}, fmt.Errorf("%w: player %v moved, player %v is to move", ErrNotYourTurn, p, b.turn)
	}
	if len(moves) < 1 || len(moves) > 2 {
		return TurnResult{}, fmt.Errorf("%w: got %d", ErrMoveCount, len(moves))
	}
	for _, m := range moves {
		if m.Cell < 0 || m.Cell >= Cells {
			return TurnResult{}, fmt.Errorf("%w: %d", ErrBadCell, m.Cell)
		}
		if !b.cells[m.Cell].open() {
			return TurnResult{}, fmt.Errorf("%w: cell %d", ErrCellClosed, m.Cell)
		}
	}
	if len(moves) == 2 && moves[0].Cell == moves[1].Cell {
		return TurnResult{}, fmt.Errorf("%w: cell %d", ErrSameCell, moves[0].Cell)
	}

	var res TurnResult
	invalid := false
	for _, m := range moves {
		c := &b.cells[m.Cell]
		g, err := game.Letters.Encode(m.Word, len(c.secret))
		if err != nil || (b.valid != nil && !b.valid(m.Word)) {
			invalid = true
			res.Moves = append(res.Moves, MoveResult{})
			continue
		}
		colors := make([]game.Color, len(g))
		game.Feedback(c.secret, g, colors)
		guess := Guess{Player: p, Word: m.Word, Colors: colors}
		c.guesses = append(c.guesses, guess)
		c.solved = guess.count(game.Green) == len(colors)
		res.Moves = append(res.Moves, MoveResult{Accepted: true, Colors: colors, Solved: c.solved})
	}
	if invalid {
		b.skip[p-1] = true
	}

	b.over = true
	for i := range b.cells {
		b.over = b.over && !b.cells[i].open()
	}
	if b.over {
		res.BoutOver = true
		return res, nil
	}
	// The opponent moves next unless a skip is pending; if both players
	// have one, each loses one turn and the opponent moves.
	next := p.Other()
	for range 2 {
		if !b.skip[next-1] {
			break
		}
		b.skip[next-1] = false
		res.Skipped = append(res.Skipped, next)
		next = next.Other()
	}
	b.turn = next
	res.Next = next
	return res, nil
}

// Result scores a finished bout: each cell's winner by CellWinner, then the
// grid by Decide.
func (b *Bout) Result() (Grid, [Cells]Step, error) {
	var steps [Cells]Step
	if !b.over {
		return Grid{}, steps, ErrBoutNotOver
	}
	var owners [Cells]Player
	for i := range b.cells {
		w, s, err := CellWinner(b.cells[i].guesses)
		if err != nil {
			return Grid{}, steps, fmt.Errorf("cell %d: %w", i, err)
		}
		owners[i], steps[i] = w, s
	}
	g, err := Decide(owners)
	return g, steps, err
}
