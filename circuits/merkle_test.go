package circuits

import (
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
)

// TestConventionsMatchMerkle checks this package's reference helpers and
// circuits against package merkle, the other implementation of the shared
// conventions.
func TestConventionsMatchMerkle(t *testing.T) {
	require.Equal(t, merkle.SecretTreeDepth, SecretTreeDepth)
	require.Equal(t, merkle.Poseidon2LeafTag, leafTag)
	r := rand.New(rand.NewPCG(12, 12))
	for i := 0; i < 20; i++ {
		a, b := randFelt(r), randFelt(r)
		require.Equal(t, compress(t, a, b), merkle.Poseidon2Compress(a, b))
	}

	p := Params{Length: 5, Alphabet: game.Letters}
	var dict []uint64
	var words [][]uint8
	for i := 0; i < 40; i++ {
		w := randWord(r, p.Length, p.Alphabet.Size)
		words = append(words, w)
		dict = append(dict, game.PackWord(w))
	}
	tr, err := merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(dict), SecretTreeDepth)
	require.NoError(t, err)
	var cws []CommitWord
	for _, idx := range []int{0, 39} {
		proof, err := tr.Proof(idx)
		require.NoError(t, err)
		salt := randFelt(r)
		cws = append(cws, CommitWord{
			Word: words[idx], Salt: salt, Commitment: merkle.Commitment(dict[idx], salt),
			Path: MerklePath{Index: uint64(proof.Index), Siblings: proof.Siblings},
		})
	}
	a, err := CommitAssignment(p, tr.Root(), fr.Element{}, cws)
	require.NoError(t, err)
	require.NoError(t, test.IsSolved(mustCommit(t, p, 2), a, ecc.BN254.ScalarField()))
}
