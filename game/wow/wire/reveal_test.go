package wire

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
)

func TestRevealPackingRoundTrips(t *testing.T) {
	r := &Reveal{SecretIndex: 1, Attackers: []uint8{7, 0, 254}, Colours: []uint16{0x2aa, 0x144, 0}, Points: []uint16{35, 6, 0}}
	// The layout of IWorthOfWords.Revealed, written out by hand.
	want := new(big.Int).SetUint64(1 | 3<<8 | 7<<16 | 0<<24 | 254<<32)
	want.Or(want, new(big.Int).Lsh(big.NewInt(0x2aa|0x144<<16), 40))
	want.Or(want, new(big.Int).Lsh(big.NewInt(35|6<<16), 88))
	require.Equal(t, want, r.Packed())

	ev := &bindings.WorthOfWordsRevealed{GameId: big.NewInt(4), Round: 9, Reveal: r.Packed()}
	back, err := NewReveal(ev)
	require.NoError(t, err)
	require.Equal(t, r.SecretIndex, back.SecretIndex)
	require.Equal(t, r.Attackers, back.Attackers)
	require.Equal(t, r.Colours, back.Colours)
	require.Equal(t, r.Points, back.Points)
	require.Equal(t, uint16(9), back.Round)

	empty, err := NewReveal(&bindings.WorthOfWordsRevealed{Reveal: big.NewInt(0)})
	require.NoError(t, err)
	require.Empty(t, empty.Attackers)
}

func TestNewRevealRejectsBadWords(t *testing.T) {
	for name, w := range map[string]*big.Int{
		"nil":          nil,
		"negative":     big.NewInt(-1),
		"four slots":   big.NewInt(4 << 8),
		"too wide":     new(big.Int).Lsh(big.NewInt(1), 136),
		"all ones 256": new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)),
	} {
		_, err := NewReveal(&bindings.WorthOfWordsRevealed{Reveal: w})
		require.Error(t, err, name)
	}
}
