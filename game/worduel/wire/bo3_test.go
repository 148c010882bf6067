package wire

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

// fakeLogs answers FilterLogs with fixed logs (the query is the reader's
// business: the test checks what it makes of the answer).
type fakeLogs []types.Log

func (f fakeLogs) FilterLogs(context.Context, ethereum.FilterQuery) ([]types.Log, error) {
	return f, nil
}

var bo3Addr, player = common.Address{4}, common.Address{5}

func hiddenLog(t *testing.T, name string, block uint64, at, value int64) types.Log {
	t.Helper()
	ev := bo3ABI.Events[name]
	data, err := ev.Inputs.NonIndexed().Pack(big.NewInt(at), big.NewInt(value))
	require.NoError(t, err)
	return types.Log{Address: bo3Addr, BlockNumber: block, Data: data,
		Topics: []common.Hash{ev.ID, common.BigToHash(big.NewInt(1)), common.BytesToHash(player.Bytes())}}
}

// TestHiddenTries: a round's guesses joined with their answers in try
// order, other rounds left out, the solved bit read from `at`; an answer
// without its guess, or a guess out of order, is a malformed log.
func TestHiddenTries(t *testing.T) {
	logs := fakeLogs{
		hiddenLog(t, "HiddenGuess", 10, 0, 100),              // round 0, try 0
		hiddenLog(t, "HiddenAnswer", 11, 0, 200),             // its answer
		hiddenLog(t, "HiddenGuess", 20, 1, 101),              // round 1, try 0
		hiddenLog(t, "HiddenAnswer", 21, 1, 201),             //
		hiddenLog(t, "HiddenGuess", 22, 1|1<<16, 102),        // round 1, try 1
		hiddenLog(t, "HiddenAnswer", 23, 1|1<<16|1<<24, 202), // solved
		hiddenLog(t, "HiddenGuess", 30, 2, 103),              // round 2, try 0, unanswered
	}
	got, err := HiddenTries(context.Background(), logs, bo3Addr, big.NewInt(1), player, 1)
	require.NoError(t, err)
	require.Equal(t, []HiddenTry{
		{Try: 0, Ciphertext: big.NewInt(101), Colours: big.NewInt(201), GuessBlock: 20, AnswerBlock: 21},
		{Try: 1, Ciphertext: big.NewInt(102), Colours: big.NewInt(202), Solved: true, GuessBlock: 22, AnswerBlock: 23},
	}, got)
	pending, err := HiddenTries(context.Background(), logs, bo3Addr, big.NewInt(1), player, 2)
	require.NoError(t, err)
	require.Len(t, pending, 1)
	require.Nil(t, pending[0].Colours, "not answered yet")

	for name, bad := range map[string]fakeLogs{
		"answer first":   {hiddenLog(t, "HiddenAnswer", 1, 0, 200)},
		"answered twice": {hiddenLog(t, "HiddenGuess", 1, 0, 100), hiddenLog(t, "HiddenAnswer", 2, 0, 200), hiddenLog(t, "HiddenAnswer", 3, 0, 200)},
		"try skipped":    {hiddenLog(t, "HiddenGuess", 1, 1<<16, 100)},
	} {
		_, err := HiddenTries(context.Background(), bad, bo3Addr, big.NewInt(1), player, 0)
		require.ErrorIs(t, err, ErrBadLog, name)
	}
}

// TestTallyArgs: the tally call's arrays are the packed guesses and colour
// vectors in try order, the same fields hidden.PackTally puts in the proof's
// public input.
func TestTallyArgs(t *testing.T) {
	crane, err := game.Letters.Encode("crane", 5)
	require.NoError(t, err)
	slate, err := game.Letters.Encode("slate", 5)
	require.NoError(t, err)
	slots := []hidden.Slot{
		{Guess: crane, Colors: []game.Color{game.Grey, game.Green, game.Grey, game.Yellow, game.Green}},
		{Guess: slate, Colors: []game.Color{game.Green, game.Green, game.Green, game.Green, game.Green}},
	}
	guesses, colours := TallyArgs(slots)
	require.Equal(t, []*big.Int{big.NewInt(int64(game.PackWord(crane))), big.NewInt(int64(game.PackWord(slate)))}, guesses)
	require.Equal(t, []*big.Int{big.NewInt(2<<2 | 1<<6 | 2<<8), big.NewInt(0x2aa)}, colours)
	packed, err := hidden.PackTally(hidden.Word{Length: 5, Alphabet: game.Letters}, hidden.TallyFields{Slots: slots})
	require.NoError(t, err)
	for s := range slots {
		slot := new(big.Int).Rsh(packed, uint(35*s))
		slot.And(slot, big.NewInt(1<<35-1))
		require.Zero(t, slot.Cmp(new(big.Int).Or(guesses[s], new(big.Int).Lsh(colours[s], 25))), "slot %d", s)
	}
	g, c := TallyArgs(nil)
	require.Empty(t, g)
	require.Empty(t, c)
}
