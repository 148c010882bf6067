package merkle

import (
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr/poseidon2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

func packed(t testing.TB, word string) uint64 {
	t.Helper()
	sym, err := game.Letters.Encode(word, 0)
	require.NoError(t, err)
	return game.PackWord(sym)
}

func TestKeccakLeafEncoding(t *testing.T) {
	// "abbey": a=0 b=1 b=1 e=4 y=24 -> 0 + 1*32 + 1*32^2 + 4*32^3 + 24*32^4.
	p := packed(t, "abbey")
	require.Equal(t, uint64(32+1024+4*32768+24*1048576), p)
	pre := []byte{0x00, 5, 0, 0, 0, 0, 0, 0, 0, 0}
	big.NewInt(0).SetUint64(p).FillBytes(pre[2:])
	got, err := KeccakLeaf(5, p)
	require.NoError(t, err)
	require.Equal(t, Hash(crypto.Keccak256Hash(pre)), got)

	// The same packed value at another length is another leaf.
	got4, err := KeccakLeaf(6, p)
	require.NoError(t, err)
	require.NotEqual(t, got, got4)

	l, r := Hash{1}, Hash{2}
	want := crypto.Keccak256Hash([]byte{0x01}, l[:], r[:])
	require.Equal(t, Hash(want), KeccakNode(l, r))
}

func TestKeccakLeafErrors(t *testing.T) {
	tests := []struct {
		name    string
		length  int
		packed  uint64
		wantErr error
	}{
		{"zero length", 0, 0, ErrBadLength},
		{"too long", MaxWordLength + 1, 0, ErrBadLength},
		{"packed too big", 4, 1 << 20, ErrBadLength},
		{"largest 4", 4, 1<<20 - 1, nil},
		{"largest 12", 12, 1<<60 - 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := KeccakLeaf(tt.length, tt.packed)
			if tt.wantErr == nil {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, tt.wantErr)
			}
		})
	}
	_, err := KeccakLeaves(4, []uint64{1, 1 << 20})
	require.ErrorIs(t, err, ErrBadLength)
}

// Poseidon2Compress must equal gnark-crypto's own Compress on bytes.
func TestPoseidon2CompressMatchesGnarkCrypto(t *testing.T) {
	perm := poseidon2.NewDefaultPermutation()
	var minusOne fr.Element
	minusOne.SetInt64(-1)
	vals := []fr.Element{{}, minusOne}
	var x fr.Element
	for _, v := range []uint64{1, 2, 25, 1 << 25, 1<<60 - 1} {
		x.SetUint64(v)
		vals = append(vals, x)
	}
	for i := 0; i < 4; i++ {
		_, err := x.SetRandom()
		require.NoError(t, err)
		vals = append(vals, x)
	}
	for _, a := range vals {
		for _, b := range vals {
			want, err := perm.Compress(a.Marshal(), b.Marshal())
			require.NoError(t, err)
			got := Poseidon2Compress(a, b)
			require.Equal(t, want, got.Marshal(), "C(%s, %s)", a.String(), b.String())
		}
	}
}

func TestPoseidon2LeafAndCommitment(t *testing.T) {
	p := packed(t, "crane")
	var one, pe, salt fr.Element
	one.SetOne()
	pe.SetUint64(p)
	salt.SetUint64(12345)
	leaf := Poseidon2Leaf(p)
	want := Poseidon2Compress(one, pe)
	require.True(t, leaf.Equal(&want))
	c := Commitment(p, salt)
	want = Poseidon2Compress(pe, salt)
	require.True(t, c.Equal(&want))
	require.False(t, c.Equal(&leaf))
	leaves := Poseidon2Leaves([]uint64{p, 0})
	require.True(t, leaves[0].Equal(&leaf))
	zeroLeaf := Poseidon2Leaf(0)
	require.True(t, leaves[1].Equal(&zeroLeaf))
	require.False(t, zeroLeaf.IsZero(), "the leaf of word 0 differs from the padding")
}

func FuzzPoseidon2Compress(f *testing.F) {
	f.Add([]byte{0}, []byte{1})
	f.Add([]byte{0xff, 0xff}, []byte{})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		var x, y fr.Element
		x.SetBytes(a)
		y.SetBytes(b)
		want, err := poseidon2.NewDefaultPermutation().Compress(x.Marshal(), y.Marshal())
		require.NoError(t, err)
		got := Poseidon2Compress(x, y)
		require.Equal(t, want, got.Marshal())
	})
}
