package main

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	tttwire "github.com/wordproof/wordproof/game/tictactoe/wire"
)

// TestParseTttTurn: cells by name or number, one or two guesses, the word's
// length checked against the cell, and a clear reason for each bad line.
func TestParseTttTurn(t *testing.T) {
	moves, force, err := parseTurn("b2 STREAM c1 tale!")
	require.NoError(t, err)
	require.Equal(t, []ttt.Move{{Cell: 4, Word: "stream"}, {Cell: 2, Word: "tale"}}, moves)
	require.Equal(t, []bool{false, true}, force)
	moves, _, err = parseTurn("8 crane")
	require.NoError(t, err)
	require.Equal(t, []ttt.Move{{Cell: 7, Word: "crane"}}, moves)
	for line, reason := range map[string]string{
		"":                    `a turn is "cell word"`,
		"a1":                  `a turn is "cell word"`,
		"a1 tale b1 crane c1": `a turn is "cell word"`,
		"d1 tale":             `"d1" is not a cell`,
		"0 tale":              `"0" is not a cell`,
		"a1 crane":            `"crane" has 5 letters: cell a1 takes 4`,
		"a1 ta1e":             `"ta1e": letters a-z only`,
		"a1 tale a1 time":     "both guesses on a1",
	} {
		_, _, err := parseTurn(line)
		require.ErrorContains(t, err, reason, "line %q", line)
	}
}

// TestDrawTtt: the grid shows each cell's name, length and state, the
// guesses with their colours and whose they are, and whose turn it is.
func TestDrawTtt(t *testing.T) {
	a, b := common.Address{1}, common.Address{2}
	m := &tttwire.Match{
		Players: [2]common.Address{a, b}, House: common.Address{3}, SeedCommitment: big.NewInt(7), Live: true,
		Mover: 2, Deadline: 100, Now: 10, Banks: [2]uint64{600, 540}, Cells: big.NewInt(0),
		Bouts: []tttwire.Bout{{}},
	}
	m.Bouts[0].Cells[0] = []tttwire.CellGuess{{Seat: 1, Word: "tale", Valid: true, Colours: []game.Color{2, 2, 2, 2}}}
	m.Bouts[0].Cells[4] = []tttwire.CellGuess{{Seat: 2, Word: "qxqxqx", Valid: false}, {Seat: 2, Word: "stream", Valid: true}}
	out := drawTtt(m, 2)
	for _, want := range []string{"bout 1", "to move: you (1:30 left)", "banks you 9:00, opponent 10:00", "a1·4 solved by opponent",
		"< tale GGGG", "> qxqxqx invalid", "> stream ?", "c3·4 open", "your turn"} {
		require.Contains(t, out, want)
	}
	require.Equal(t, 3, strings.Count(out, strings.Repeat("-", 66))+1, "three rows")
}
