package merkle_test

import (
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/frontend"
	gadget "github.com/consensys/gnark/std/permutation/poseidon2"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/merkle"
)

// compressCircuit asserts that gnark's default Poseidon2 Compress gadget maps
// (A, B) to C.
type compressCircuit struct {
	A, B, C frontend.Variable
}

func (c *compressCircuit) Define(api frontend.API) error {
	p, err := gadget.NewPoseidon2(api)
	if err != nil {
		return err
	}
	api.AssertIsEqual(p.Compress(c.A, c.B), c.C)
	return nil
}

// TestPoseidon2CompressMatchesGadget shows that the native compression is the
// one the circuits compute: a leaf, an inner node and a commitment.
func TestPoseidon2CompressMatchesGadget(t *testing.T) {
	var one, p, salt, wrong fr.Element
	one.SetOne()
	p.SetUint64(0x1234567)
	_, err := salt.SetRandom()
	require.NoError(t, err)
	leaf := merkle.Poseidon2Leaf(0x1234567)
	node := merkle.Poseidon2Compress(leaf, salt)
	commit := merkle.Commitment(0x1234567, salt)
	cases := []struct{ a, b, c fr.Element }{
		{one, p, leaf},
		{leaf, salt, node},
		{p, salt, commit},
	}
	for _, c := range cases {
		w := &compressCircuit{A: c.a, B: c.b, C: c.c}
		require.NoError(t, test.IsSolved(&compressCircuit{}, w, ecc.BN254.ScalarField()))
		wrong.Add(&c.c, &one)
		w = &compressCircuit{A: c.a, B: c.b, C: wrong}
		require.Error(t, test.IsSolved(&compressCircuit{}, w, ecc.BN254.ScalarField()))
	}
}
