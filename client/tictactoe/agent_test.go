package tictactoe_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
)

// noMover satisfies client.Mover for PackTurn, which sends nothing.
type noMover struct{ client.Mover }

// TestPackTurnWarnsOfInvalidWords: the agent refuses, before sending, a
// word its cell's guess list does not hold (it would skip the next turn)
// unless forced, and turns the contract would refuse; a forced invalid word
// goes with its non-membership proof.
func TestPackTurnWarnsOfInvalidWords(t *testing.T) {
	dicts, err := wire.LoadSet()
	require.NoError(t, err)
	agent := func(force bool) *tictactoe.Agent {
		a, err := tictactoe.NewAgent(tictactoe.Config{Mover: noMover{}, Backend: &struct{ client.Backend }{}, Dicts: dicts,
			Strategy: tictactoe.Solver{Dicts: dicts}, Force: force})
		require.NoError(t, err)
		return a
	}
	// cell 2 solved by seat 1 (TttGrid: one guess, solver at bit 4)
	m := &wire.Match{ID: big.NewInt(1), Cells: new(big.Int).Lsh(big.NewInt(1|1<<4), 24*2)}
	_, err = agent(false).PackTurn(m, []ttt.Move{{Cell: 0, Word: "tale"}, {Cell: 1, Word: "qxqxq"}})
	require.ErrorIs(t, err, tictactoe.ErrInvalidWord)
	require.ErrorContains(t, err, `"qxqxq" on cell 1`)
	data, err := agent(true).PackTurn(m, []ttt.Move{{Cell: 0, Word: "tale"}, {Cell: 1, Word: "qxqxq"}})
	require.NoError(t, err)
	require.NotEmpty(t, data)
	for _, bad := range [][]ttt.Move{
		{}, {{Cell: 0, Word: "tale"}, {Cell: 0, Word: "time"}}, {{Cell: 9, Word: "tale"}}, {{Cell: 2, Word: "tale"}},
		{{Cell: 0, Word: "crane"}}, {{Cell: 0, Word: "tale"}, {Cell: 1, Word: "crane"}, {Cell: 3, Word: "crane"}},
	} {
		_, err := agent(true).PackTurn(m, bad)
		require.Error(t, err, "%v", bad)
	}
}

// TestSolverPlaysConsistentWords: the Solver plays two open cells, centre
// first, with list words that agree with every colour seen on the cell.
func TestSolverPlaysConsistentWords(t *testing.T) {
	dicts, err := wire.LoadSet()
	require.NoError(t, err)
	secret := dicts.Cell(4).Answers.Word(100)
	guess := dicts.Cell(4).Answers.Word(0)
	colours, err := game.FeedbackWords(game.Letters, secret, guess, 6)
	require.NoError(t, err)
	m := &wire.Match{Cells: big.NewInt(0), Bouts: []wire.Bout{{}}}
	m.Bouts[0].Cells[4] = []wire.CellGuess{{Seat: 1, Word: guess, Valid: true, Colours: colours}}
	moves, err := tictactoe.Solver{Dicts: dicts}.Turn(context.Background(), m, 2)
	require.NoError(t, err)
	require.Len(t, moves, 2)
	require.Equal(t, []int{4, 0}, []int{moves[0].Cell, moves[1].Cell})
	require.NotEqual(t, guess, moves[0].Word)
	got, err := game.FeedbackWords(game.Letters, moves[0].Word, guess, 6)
	require.NoError(t, err)
	require.Equal(t, colours, got, "the next centre word agrees with the colours seen")
	for _, mv := range moves {
		require.True(t, dicts.Cell(mv.Cell).Valid(mv.Word))
	}
}
