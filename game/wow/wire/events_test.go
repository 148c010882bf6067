package wire

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
)

func TestDecodeEvent(t *testing.T) {
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	require.NoError(t, err)
	contract, gameID := common.HexToAddress("0xc0ffee"), big.NewInt(7)
	joined := parsed.Events["PlayerJoined"]
	player := common.HexToAddress("0xabc")
	data, err := joined.Inputs.NonIndexed().Pack(uint8(3), [2]*big.Int{big.NewInt(1), big.NewInt(2)})
	require.NoError(t, err)
	good := types.Log{
		Address: contract, Data: data, BlockNumber: 9, Index: 4,
		Topics: []common.Hash{joined.ID, common.BigToHash(gameID), common.BytesToHash(player.Bytes())},
	}
	ev := decodeEvent(&good, contract, gameID)
	require.NoError(t, ev.Err)
	require.Equal(t, "PlayerJoined", ev.Name)
	j, ok := ev.Value.(*bindings.WorthOfWordsPlayerJoined)
	require.True(t, ok, "%T", ev.Value)
	require.Equal(t, player, j.Player)
	require.Equal(t, uint8(3), j.Index)
	require.Equal(t, uint(4), ev.Log.Index, "the event keeps its location")

	tests := []struct {
		name, want string
		edit       func(*types.Log)
	}{
		{"another contract", "does not match the filter", func(l *types.Log) { l.Address = common.HexToAddress("0x01") }},
		{"another game", "does not match the filter", func(l *types.Log) { l.Topics[1] = common.BigToHash(big.NewInt(8)) }},
		{"unknown topic", "unknown event topic", func(l *types.Log) { l.Topics[0] = common.HexToHash("0x1234") }},
		{"short data", "cannot decode", func(l *types.Log) { l.Data = l.Data[:10] }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := good
			l.Topics = append([]common.Hash(nil), good.Topics...)
			tt.edit(&l)
			ev := decodeEvent(&l, contract, gameID)
			require.True(t, errors.Is(ev.Err, ErrBadLog), "%v", ev.Err)
			require.ErrorContains(t, ev.Err, tt.want)
			require.Nil(t, ev.Value)
			h := &History{Guesses: map[GuessKey]uint32{}, Credited: map[common.Address]*big.Int{}}
			require.ErrorIs(t, h.add(ev), ErrBadLog, "a history refuses a malformed log")
		})
	}
}

func TestDictionaryManifest(t *testing.T) {
	d, err := LoadDictionaries(5)
	require.NoError(t, err)
	m := d.Manifest()
	recorded := map[string]common.Hash{}
	m.Record(recorded)
	require.Equal(t, map[string]common.Hash{"secrets-5": m.SecretRoot, "guesses-5": m.GuessRoot}, recorded)
	require.Equal(t, common.BigToHash(d.SecretRoot()), m.SecretRoot)
	require.Empty(t, CheckManifest(recorded, m))
	require.Empty(t, CheckManifest(map[string]common.Hash{}, m), "roots a manifest does not record are not checked")

	other := m
	other.GuessRoot[0] ^= 1
	errs := CheckManifest(recorded, other)
	require.Len(t, errs, 1)
	require.ErrorIs(t, errs[0], ErrManifestRoot)
	require.ErrorContains(t, errs[0], "guess root")
	other.SecretRoot[31] ^= 1
	require.Len(t, CheckManifest(recorded, other), 2)
	other.Length = 6
	require.Empty(t, CheckManifest(recorded, other), "another length has its own entries")
}
