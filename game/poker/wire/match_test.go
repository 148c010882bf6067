package wire

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	bp "github.com/wordproof/wordproof/bindings/poker"
)

func ev(v any) Event { return Event{Name: "test", Log: &types.Log{}, Value: v} }

// TestNewMatchGroupsHands: events fall into the hand dealt last, bets and
// masks read back, and out-of-order events are refused.
func TestNewMatchGroupsHands(t *testing.T) {
	id := big.NewInt(7)
	n := big.NewInt
	a, b := common.HexToAddress("0xa"), common.HexToAddress("0xb")
	evs := []Event{
		ev(&bp.WordlePokerMatchStarted{MatchId: id, A: a, B: b}),
		ev(&bp.WordlePokerWordsCommitted{MatchId: id, Seat: n(1)}),
		ev(&bp.WordlePokerSeedCommitted{MatchId: id, Hand: n(1), SeedCommit: [32]byte{1}}),
		ev(&bp.WordlePokerDealt{MatchId: id, Hand: n(1), Starter: n(0)}),
		ev(&bp.WordlePokerOpened{MatchId: id, Seat: n(0), Card: n(2), Bet: n(3)}),
		ev(&bp.WordlePokerRaised{MatchId: id, Seat: n(1), Bet: n(9)}),
		ev(&bp.WordlePokerStopped{MatchId: id, Seat: n(0)}),
		ev(&bp.WordlePokerMulliganCommitted{MatchId: id, Seat: n(1)}),
		ev(&bp.WordlePokerMulliganOpened{MatchId: id, Seat: n(1), Count: n(2), Mask: n(0b101)}),
		ev(&bp.WordlePokerGuessed{MatchId: id, Seat: n(1), Word: n(0), Guess: n(0)}),
		ev(&bp.WordlePokerAnswered{MatchId: id, Seat: n(1), Word: n(0), Guess: n(0), Colours: n(0)}),
		ev(&bp.WordlePokerSeedCommitted{MatchId: id, Hand: n(2), SeedCommit: [32]byte{2}}),
		ev(&bp.WordlePokerDealt{MatchId: id, Hand: n(2), Starter: n(1)}),
	}
	m, err := NewMatch(id, evs)
	require.NoError(t, err)
	require.Equal(t, [2]common.Address{a, b}, m.Players)
	require.Equal(t, 1, m.Seat(b))
	require.NotNil(t, m.Words[1])
	require.Len(t, m.Hands, 2)
	h := m.Hands[0]
	card, bet := h.Bet()
	require.Equal(t, [2]uint64{2, 9}, [2]uint64{card, bet})
	require.Equal(t, [2]uint8{0, 0b101}, h.Masks())
	require.True(t, h.MulliganCommitted[1])
	require.Len(t, h.Tries, 1)
	require.NotNil(t, h.Tries[0].Answer)
	require.Equal(t, [32]byte{1}, h.SeedCommitted.SeedCommit)
	require.Equal(t, [32]byte{2}, m.Current().SeedCommitted.SeedCommit)
	_, _, err = h.Cards()
	require.Error(t, err, "no seed opened yet")

	bad := [][]Event{
		{evs[0], ev(&bp.WordlePokerOpened{MatchId: id, Seat: n(0), Card: n(1), Bet: n(1)})},           // before a deal
		{evs[0], evs[2], evs[3], ev(&bp.WordlePokerAnswered{MatchId: id, Seat: n(0), Colours: n(0)})}, // no guess
		{evs[0], evs[2], ev(&bp.WordlePokerDealt{MatchId: id, Hand: n(2), Starter: n(0)})},            // skips hand 1
		{evs[0], ev(&bp.WordlePokerWordsCommitted{MatchId: id, Seat: n(2)})},                          // no seat 2
		{evs[1]}, // no start
	}
	for i, b := range bad {
		_, err := NewMatch(id, b)
		require.Error(t, err, "case %d", i)
	}
}
