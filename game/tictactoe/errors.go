package tictactoe

import (
	"errors"

	"github.com/wordproof/wordproof/game"
)

var (
	// ErrBadPlayer is returned for a Player other than One or Two where a
	// player is required.
	ErrBadPlayer = game.ErrBadSide

	// ErrNotYourTurn is returned when a player moves out of turn.
	ErrNotYourTurn = errors.New("not your turn")

	// ErrMoveCount is returned for a turn with no guess or more than two.
	ErrMoveCount = errors.New("a turn makes one or two guesses")

	// ErrBadCell is returned for a cell index outside 0-8.
	ErrBadCell = errors.New("bad cell")

	// ErrSameCell is returned when both guesses of a turn are on one cell.
	ErrSameCell = errors.New("both guesses on the same cell")

	// ErrCellClosed is returned for a guess on a cell that is solved or full.
	ErrCellClosed = errors.New("cell is not open")

	// ErrBoutOver is returned for a move after the bout ended.
	ErrBoutOver = errors.New("bout is over")

	// ErrBoutNotOver is returned when a bout is scored while a cell is open.
	ErrBoutNotOver = errors.New("bout is not over")

	// ErrBadSecret is returned when a cell's secret is not a word of the
	// cell's length over a-z.
	ErrBadSecret = errors.New("bad secret")

	// ErrBadGuessRecord is returned by CellWinner for a guess record with a
	// bad player, a wrong number of colours or a colour outside Grey, Yellow,
	// Green.
	ErrBadGuessRecord = errors.New("bad guess record")

	// ErrMatchOver is returned for a bout after the match was decided.
	ErrMatchOver = errors.New("bout after the match was decided")
)
