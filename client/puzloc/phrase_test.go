package puzloc

import (
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/hidden/phrase"
)

// TestPhraseChoiceRoundTrip: the player reads its own moves back from their
// ciphertexts (letters and phrases), as a resumed player does.
func TestPhraseChoiceRoundTrip(t *testing.T) {
	var k fr.Element
	k.SetUint64(12345)
	for n, c := range []PhraseChoice{
		{Kind: phrase.KindLetter, Letter: 'Q'},
		{Kind: phrase.KindPhrase, Guess: "WASHINGTON D.C."},
		{Kind: phrase.KindPhrase, Guess: "DON'T LOOK BACK - NOW"},
		{Kind: phrase.KindHintCategory},
		{Kind: phrase.KindShape},
	} {
		ct, err := encryptChoice(k, 20420, n, c)
		require.NoError(t, err)
		got, err := decryptChoice(k, 20420, n, c.Kind, ct.BigInt(new(big.Int)))
		require.NoError(t, err)
		require.Equal(t, c, got)
		// under another move number the pad differs: not the same move
		if c.Kind <= phrase.KindPhrase {
			other, err := decryptChoice(k, 20420, n+1, c.Kind, ct.BigInt(new(big.Int)))
			require.NoError(t, err)
			require.NotEqual(t, c, other)
		}
	}
	_, err := encryptChoice(k, 1, 0, PhraseChoice{Kind: phrase.KindOpen})
	require.Error(t, err)
}
