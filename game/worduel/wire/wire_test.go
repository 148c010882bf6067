package wire

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/game/worduel"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
)

var testContracts = Contracts{Coins: common.Address{1}, Platform: common.Address{2}, Blitz: common.Address{3}}

// settledLog is a MatchSettled log packed with the platform's ABI.
func settledLog(t *testing.T, id int64, o rating.Outcome, points, ra, rb int64) *types.Log {
	t.Helper()
	ev := platformABI.Events["MatchSettled"]
	data, err := ev.Inputs.NonIndexed().Pack(uint8(o), uint8(EndingResult), big.NewInt(points), big.NewInt(ra), big.NewInt(rb))
	require.NoError(t, err)
	return &types.Log{Address: testContracts.Platform, Topics: []common.Hash{ev.ID, common.BigToHash(big.NewInt(id))}, Data: data}
}

func TestDecode(t *testing.T) {
	ev := Decode(settledLog(t, 7, rating.WinB, 16, 984, 1016), testContracts)
	require.NoError(t, ev.Err)
	require.Equal(t, "MatchSettled", ev.Name)
	v := ev.Value.(*duel.DuelPlatformMatchSettled)
	require.EqualValues(t, 7, v.MatchId.Int64())
	require.EqualValues(t, 1016, v.RatingB.Int64())

	other := settledLog(t, 7, rating.WinB, 16, 984, 1016)
	other.Address = common.Address{9}
	require.ErrorIs(t, Decode(other, testContracts).Err, ErrBadLog, "another contract")
	unknown := settledLog(t, 7, rating.WinB, 16, 984, 1016)
	unknown.Topics[0] = common.Hash{1}
	require.ErrorIs(t, Decode(unknown, testContracts).Err, ErrBadLog, "unknown topic")
	short := settledLog(t, 7, rating.WinB, 16, 984, 1016)
	short.Data = short.Data[:40]
	require.ErrorIs(t, Decode(short, testContracts).Err, ErrBadLog, "data that does not unpack")
	require.ErrorIs(t, Decode(&types.Log{Address: testContracts.Coins}, testContracts).Err, ErrBadLog, "no topics")
}

func TestMatchCheck(t *testing.T) {
	settled := func(o rating.Outcome, points, ra, rb int64) *duel.DuelPlatformMatchSettled {
		return &duel.DuelPlatformMatchSettled{Outcome: uint8(o), Points: big.NewInt(points), RatingA: big.NewInt(ra), RatingB: big.NewInt(rb)}
	}
	ended := func(a, b int64, o rating.Outcome) *duel.WorduelBlitzEnded {
		return &duel.WorduelBlitzEnded{SolvesA: big.NewInt(a), SolvesB: big.NewInt(b), Outcome: uint8(o)}
	}
	tests := []struct {
		name    string
		m       Match
		before  [2]int
		wantErr error
	}{
		{name: "A beats an equal B: 16 points", m: Match{Settled: settled(rating.WinA, 16, 1016, 984)}, before: [2]int{1000, 1000}},
		{name: "a draw moves nothing", m: Match{Settled: settled(rating.Draw, 0, 1200, 900)}, before: [2]int{1200, 900}},
		{name: "upset: the lower-rated B gains more", m: Match{Settled: settled(rating.WinB, int64(rating.Delta(900, 1200)), 1200-int64(rating.Delta(900, 1200)), 900+int64(rating.Delta(900, 1200)))}, before: [2]int{1200, 900}},
		{name: "ratings that are not the Elo update", m: Match{Settled: settled(rating.WinA, 16, 1020, 980)}, before: [2]int{1000, 1000}, wantErr: ErrDisagree},
		{name: "points that are not the delta", m: Match{Settled: settled(rating.WinA, 15, 1016, 984)}, before: [2]int{1000, 1000}, wantErr: ErrDisagree},
		{name: "clocks ended by solves", m: Match{Solves: [2]int{3, 1}, Ended: ended(3, 1, rating.WinA), Settled: settled(rating.WinA, 16, 1016, 984)}, before: [2]int{1000, 1000}},
		{name: "solves that are not the Solved events", m: Match{Solves: [2]int{2, 1}, Ended: ended(3, 1, rating.WinA), Settled: settled(rating.WinA, 16, 1016, 984)}, before: [2]int{1000, 1000}, wantErr: ErrDisagree},
		{name: "settled against the solves", m: Match{Solves: [2]int{1, 3}, Ended: ended(1, 3, rating.WinB), Settled: settled(rating.WinA, 16, 1016, 984)}, before: [2]int{1000, 1000}, wantErr: ErrDisagree},
		{name: "live: nothing to check", m: Match{}, before: [2]int{1000, 1000}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.m.ID = big.NewInt(1)
			err := tt.m.Check(tt.before)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
		})
	}
}

// TestMatchWords: each Blitz Guess event adds its decoded word to the
// guesser's list, in order; a guess that is no packed word is a bad log.
func TestMatchWords(t *testing.T) {
	a, b := common.Address{0xa}, common.Address{0xb}
	pack := func(word string) *big.Int {
		symbols, err := game.Letters.Encode(word, worduel.WordLength)
		require.NoError(t, err)
		return new(big.Int).SetUint64(uint64(wowwire.PackGuess(symbols)))
	}
	m := &Match{ID: big.NewInt(1), Players: [2]common.Address{a, b}}
	for _, g := range []struct {
		who  common.Address
		word string
	}{{a, "crane"}, {b, "slate"}, {a, "moist"}} {
		require.NoError(t, m.add(Event{Name: "Guess", Value: &duel.WorduelBlitzGuess{MatchId: m.ID, Guesser: g.who, Guess: pack(g.word)}}))
	}
	require.Equal(t, [2][]string{{"crane", "moist"}, {"slate"}}, m.Words)
	require.Equal(t, [2]int{2, 1}, m.Guesses)

	for name, bad := range map[string]*big.Int{
		"bits beyond five letters":   new(big.Int).Lsh(big.NewInt(1), 30),
		"wider than 32 bits":         new(big.Int).Lsh(big.NewInt(1), 40),
		"a symbol that is no letter": big.NewInt(31),
	} {
		err := m.add(Event{Name: "Guess", Value: &duel.WorduelBlitzGuess{MatchId: m.ID, Guesser: a, Guess: bad}})
		require.ErrorIs(t, err, ErrBadLog, name)
	}
	require.Len(t, m.Words[0], 2, "a bad guess adds nothing")
}
