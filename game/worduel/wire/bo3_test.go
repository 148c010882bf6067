package wire

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

var (
	bo3A = common.Address{0xa}
	bo3B = common.Address{0xb}
)

// bo3Log packs a WorduelBo3 event of match 1 with the contract's ABI.
func bo3Log(t *testing.T, name string, indexed []common.Hash, args ...any) *types.Log {
	t.Helper()
	ev := bo3ABI.Events[name]
	data, err := ev.Inputs.NonIndexed().Pack(args...)
	require.NoError(t, err)
	return &types.Log{Topics: append([]common.Hash{ev.ID, common.BigToHash(big.NewInt(1))}, indexed...), Data: data}
}

func addrTopic(a common.Address) common.Hash { return common.BytesToHash(a.Bytes()) }

// TestBo3MatchRecord decodes a match's events into its record: the packed
// `at` words put each guess and answer at its round and try, the solved bit
// is read, tallies and the seed land where they belong; events out of order
// for the contract are errors.
func TestBo3MatchRecord(t *testing.T) {
	at := func(round, try int64, solved bool) *big.Int {
		v := big.NewInt(round | try<<16)
		if solved {
			v.SetBit(v, 24, 1)
		}
		return v
	}
	m := &Bo3Match{ID: big.NewInt(1)}
	add := func(l *types.Log) error { return m.add(DecodeBo3(l)) }
	require.NoError(t, add(bo3Log(t, "MatchStarted", nil, bo3A, bo3B, big.NewInt(100))))
	require.NoError(t, add(bo3Log(t, "HiddenGuess", []common.Hash{addrTopic(bo3B)}, at(0, 0, false), big.NewInt(77))))
	require.NoError(t, add(bo3Log(t, "HiddenAnswer", []common.Hash{addrTopic(bo3B)}, at(0, 0, true), big.NewInt(5))))
	require.NoError(t, add(bo3Log(t, "Tallied", []common.Hash{addrTopic(bo3B)}, big.NewInt(0), []*big.Int{big.NewInt(9)}, []*big.Int{big.NewInt(0x2aa)})))
	require.NoError(t, add(bo3Log(t, "HiddenGuess", []common.Hash{addrTopic(bo3A)}, at(1, 0, false), big.NewInt(78))))
	require.NoError(t, add(bo3Log(t, "SeedRevealed", nil, big.NewInt(42))))
	require.Equal(t, [2]common.Address{bo3A, bo3B}, m.Players)
	require.Len(t, m.Rounds, 2)
	r0 := m.Rounds[0]
	require.Len(t, r0.Tries[1], 1)
	require.True(t, r0.Tries[1][0].Solved())
	require.Equal(t, big.NewInt(77), r0.Tries[1][0].Guess.Ciphertext)
	require.Equal(t, big.NewInt(5), r0.Tries[1][0].Answer.Colours)
	require.NotNil(t, r0.Tallies[1])
	require.Nil(t, r0.Tallies[0])
	require.Len(t, m.Rounds[1].Tries[0], 1)
	require.False(t, m.Rounds[1].Tries[0][0].Solved(), "no answer yet")
	require.Equal(t, big.NewInt(42), m.Seed.Seed)

	for name, l := range map[string]*types.Log{
		"a skipped try":           bo3Log(t, "HiddenGuess", []common.Hash{addrTopic(bo3A)}, at(1, 2, false), big.NewInt(1)),
		"an answer with no guess": bo3Log(t, "HiddenAnswer", []common.Hash{addrTopic(bo3B)}, at(1, 0, false), big.NewInt(1)),
		"a second answer":         bo3Log(t, "HiddenAnswer", []common.Hash{addrTopic(bo3B)}, at(0, 0, false), big.NewInt(1)),
		"a second tally":          bo3Log(t, "Tallied", []common.Hash{addrTopic(bo3B)}, big.NewInt(0), []*big.Int{}, []*big.Int{}),
		"an outsider":             bo3Log(t, "HiddenGuess", []common.Hash{addrTopic(common.Address{0xc})}, at(1, 0, false), big.NewInt(1)),
		"a second seed":           bo3Log(t, "SeedRevealed", nil, big.NewInt(43)),
	} {
		require.Error(t, add(l), name)
	}
	bad := DecodeBo3(&types.Log{Topics: []common.Hash{{1}}})
	require.ErrorIs(t, bad.Err, ErrBadLog, "an unknown topic")
}
