package wire

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// TestUnpackAndColours: packed words unpack to their letters ('?' for a
// symbol past z), colours pack two bits a letter, letter k at bits 2k, as
// TttGrid.record reads them.
func TestUnpackAndColours(t *testing.T) {
	for _, w := range []string{"tale", "crane", "stream", "zzzz"} {
		p, err := Pack(w, len(w))
		require.NoError(t, err)
		require.Equal(t, w, Unpack(p, len(w)))
	}
	require.Equal(t, "a?", Unpack(31<<game.SymbolBits, 2))
	cs := []game.Color{game.Green, game.Grey, game.Yellow, game.Green, game.Grey}
	require.Equal(t, uint64(2|1<<4|2<<6), PackColours(cs))
	require.Equal(t, cs, UnpackColours(PackColours(cs), 5))
}

// TestMatchCells: a cell is open while unsolved and under six guesses, read
// from the contract's 24 bits a cell; a bout's guesses give the same answer.
func TestMatchCells(t *testing.T) {
	cells := new(big.Int)
	cells.Or(cells, new(big.Int).Lsh(big.NewInt(1|2<<4), 24*1)) // cell 1 solved by seat 2
	cells.Or(cells, new(big.Int).Lsh(big.NewInt(6), 24*8))      // cell 8: six guesses
	cells.Or(cells, new(big.Int).Lsh(big.NewInt(5), 24*4))      // cell 4: five
	m := &Match{Cells: cells}
	for cell := range 9 {
		require.Equal(t, cell != 1 && cell != 8, m.CellOpen(cell), "cell %d", cell)
	}
	b := &Bout{}
	green := []game.Color{2, 2, 2, 2, 2}
	b.Cells[1] = []CellGuess{{Seat: 1, Word: "qxqxq"}, {Seat: 2, Valid: true, Word: "crane", Colours: green}}
	for range 6 {
		b.Cells[8] = append(b.Cells[8], CellGuess{Seat: 1, Valid: true, Word: "tale", Colours: make([]game.Color, 4)})
	}
	b.Cells[0] = []CellGuess{{Seat: 1, Word: "tale"}, {Seat: 1, Valid: true, Word: "time"}} // invalid, then pending
	require.False(t, b.Open(1))
	require.False(t, b.Open(8))
	require.True(t, b.Open(0))
	require.Len(t, b.Accepted(0), 0, "a pending guess is not yet accepted")
	require.Len(t, b.Accepted(8), 6)
}
