package wire_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// logOf is a log of event name of the contract at addr, with the game id
// as its first topic and data as its payload.
func logOf(t *testing.T, addr common.Address, name string, data []byte) *types.Log {
	t.Helper()
	ev, ok := bindings.NewWorthOfWords().GetABI().Events[name]
	require.True(t, ok, name)
	return &types.Log{Address: addr, Topics: []common.Hash{ev.ID, common.BigToHash(big.NewInt(7))}, Data: data}
}

func TestReadMoveEffects(t *testing.T) {
	game, other := common.HexToAddress("0x9a"), common.HexToAddress("0x9b")
	for _, tt := range []struct {
		name string
		logs []*types.Log
		want wire.MoveEffects
	}{
		{"plain move", []*types.Log{logOf(t, game, "GuessCommitted", nil)}, wire.MoveEffects{}},
		{"phase change", []*types.Log{logOf(t, game, "GuessCommitted", nil), logOf(t, game, "PhaseChanged", nil)}, wire.MoveEffects{Transition: true}},
		{"new round", []*types.Log{logOf(t, game, "RoundStarted", nil)}, wire.MoveEffects{Transition: true}},
		{"start", []*types.Log{logOf(t, game, "GameStarted", nil)}, wire.MoveEffects{Transition: true}},
		{"draw re-armed", []*types.Log{logOf(t, game, "TargetsRearmed", nil)}, wire.MoveEffects{Transition: true}},
		{"game over", []*types.Log{logOf(t, game, "GameEnded", nil)}, wire.MoveEffects{Transition: true}},
		{"draw", []*types.Log{logOf(t, game, "TargetsDrawn", nil)}, wire.MoveEffects{Drew: true}},
		{"another contract's logs", []*types.Log{logOf(t, other, "TargetsDrawn", nil), logOf(t, other, "GameStarted", nil)}, wire.MoveEffects{}},
		{"no topics", []*types.Log{{Address: game}}, wire.MoveEffects{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, tt.want, wire.ReadMoveEffects(game, tt.logs))
		})
	}
}

func TestCreatedLobby(t *testing.T) {
	game, other := common.HexToAddress("0x9a"), common.HexToAddress("0x9b")
	ev := bindings.NewWorthOfWords().GetABI().Events["LobbyCreated"]
	settings := bindings.IWorthOfWordsSettings{Stake: big.NewInt(1), MinPlayers: 2, MaxPlayers: 4, WordLength: 5, RoundCap: 6}
	data, err := ev.Inputs.NonIndexed().Pack(settings, big.NewInt(3), [32]byte{4})
	require.NoError(t, err)
	created := logOf(t, game, "LobbyCreated", data)
	created.Topics = append(created.Topics, common.BytesToHash(other.Bytes())) // the creator

	id, ok := wire.CreatedLobby(game, []*types.Log{logOf(t, game, "GuessCommitted", nil), created})
	require.True(t, ok)
	require.Equal(t, int64(7), id.Int64())

	moved := *created
	moved.Address = other
	_, ok = wire.CreatedLobby(game, []*types.Log{&moved})
	require.False(t, ok, "a lobby of another contract")
	_, ok = wire.CreatedLobby(game, nil)
	require.False(t, ok)
}
