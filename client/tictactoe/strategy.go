package tictactoe

import (
	"context"
	"slices"

	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
)

// Solver is a Strategy that plays two open cells a turn (one when only one
// is open), the centre and corners first, each with a word of the cell's
// answers list that agrees with every colour seen on the cell: the first
// from a start that Seed, the cell and its guess count pick (two Solvers of
// different seeds play different words).
type Solver struct {
	Dicts wire.Set
	Seed  uint64
}

// cellOrder is the order Solver tries cells: the centre (in four lines),
// the corners (three each), the edges.
var cellOrder = []int{4, 0, 2, 6, 8, 1, 3, 5, 7}

// Turn implements Strategy.
func (s Solver) Turn(_ context.Context, m *wire.Match, _ int) ([]ttt.Move, error) {
	b := m.Current()
	var out []ttt.Move
	for _, cell := range cellOrder {
		if len(out) == 2 {
			break
		}
		if !m.CellOpen(cell) {
			continue
		}
		var seen []wire.CellGuess
		if b != nil {
			seen = b.Cells[cell]
		}
		if w := s.candidate(cell, seen); w != "" {
			out = append(out, ttt.Move{Cell: cell, Word: w})
		}
	}
	if len(out) == 0 {
		return nil, ErrNoMoveYet
	}
	return out, nil
}

// candidate returns the first answer of the cell's length that every
// answered guess's colours allow and nobody guessed yet ("" if none).
func (s Solver) candidate(cell int, seen []wire.CellGuess) string {
	d := s.Dicts.Cell(cell)
	colours := make([]game.Color, d.Length)
	n := d.Answers.Len()
	start := int((s.Seed*0x9E3779B97F4A7C15 + uint64(cell)*40503 + uint64(len(seen))*977) % uint64(n)) //nolint:gosec // n > 0 is small
	for k := range n {
		w := d.Answers.Word((start + k) % n)
		if !d.Valid(w) || slices.ContainsFunc(seen, func(g wire.CellGuess) bool { return g.Word == w }) {
			continue
		}
		fits := true
		for _, g := range seen {
			if !g.Answered() {
				continue
			}
			secret, _ := game.Letters.Encode(w, d.Length)
			guess, _ := game.Letters.Encode(g.Word, d.Length)
			game.Feedback(secret, guess, colours)
			if !slices.Equal(colours, g.Colours) {
				fits = false
				break
			}
		}
		if fits {
			return w
		}
	}
	return ""
}
