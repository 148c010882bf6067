package wire

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

func TestDecodeGuessAndColours(t *testing.T) {
	crane, err := game.Letters.Encode("crane", 5)
	require.NoError(t, err)
	packed := uint32(game.PackWord(crane))
	symbols, word, err := DecodeGuess(packed, 5)
	require.NoError(t, err)
	require.Equal(t, "crane", word)
	require.Equal(t, crane, symbols)
	for _, bad := range []uint32{packed | 1<<25, 26, 31 << 20} {
		_, _, err := DecodeGuess(bad, 5)
		require.Error(t, err, "%#x", bad)
	}
	colours, err := DecodeColours(0b10_01_00_10_01, 5)
	require.NoError(t, err)
	require.Equal(t, []game.Color{game.Yellow, game.Green, game.Grey, game.Yellow, game.Green}, colours)
	for _, bad := range []uint16{3, 0b11 << 8, 1 << 10, 0xffff} {
		_, err := DecodeColours(bad, 5)
		require.Error(t, err, "%#x", bad)
	}
}

func TestPackGuessAndColoursRoundTrip(t *testing.T) {
	crane, err := game.Letters.Encode("crane", 5)
	require.NoError(t, err)
	symbols, _, err := DecodeGuess(PackGuess(crane), 5)
	require.NoError(t, err)
	require.Equal(t, crane, symbols)
	c := []game.Color{game.Green, game.Grey, game.Yellow, game.Green, game.Grey}
	require.Equal(t, c, UnpackColours(PackColours(c), 5))
	require.Equal(t, "settling", PhaseName(PhaseSettling))
	require.Equal(t, "forfeited", StatusName(StatusForfeited))
}
