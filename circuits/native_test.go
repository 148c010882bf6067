package circuits

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr/poseidon2"

	"github.com/wordproof/wordproof/game"
)

// Native reference of the shared conventions, kept small and independent of
// package merkle so that the two implementations check each other.

var nativePerm = poseidon2.NewDefaultPermutation()

// compress is C(a, b) through gnark-crypto's byte-level Compress.
func compress(t testing.TB, a, b fr.Element) fr.Element {
	t.Helper()
	ab, bb := a.Bytes(), b.Bytes()
	out, err := nativePerm.Compress(ab[:], bb[:])
	if err != nil {
		t.Fatal(err)
	}
	var r fr.Element
	r.SetBytes(out)
	return r
}

func felt(v uint64) fr.Element {
	var e fr.Element
	e.SetUint64(v)
	return e
}

func packedWord(symbols []uint8) fr.Element { return felt(game.PackWord(symbols)) }

func commitment(t testing.TB, symbols []uint8, salt fr.Element) fr.Element {
	return compress(t, packedWord(symbols), salt)
}

func randFelt(r *rand.Rand) fr.Element {
	var b [32]byte
	for i := 0; i < 32; i += 8 {
		v := r.Uint64()
		for k := 0; k < 8; k++ {
			b[i+k] = byte(v >> (8 * k))
		}
	}
	var e fr.Element
	e.SetBigInt(new(big.Int).Mod(new(big.Int).SetBytes(b[:]), fr.Modulus()))
	return e
}

// tree is a sparse Poseidon2 Merkle tree padded with the leaf value 0.
type tree struct {
	levels [][]fr.Element // levels[0] are the leaves, without padding
	zero   []fr.Element   // zero[l] is the root of an all-padding subtree of height l
}

func newTree(t testing.TB, leaves []fr.Element, depth int) *tree {
	t.Helper()
	tr := &tree{levels: [][]fr.Element{leaves}, zero: make([]fr.Element, depth+1)}
	for l := 1; l <= depth; l++ {
		tr.zero[l] = compress(t, tr.zero[l-1], tr.zero[l-1])
		prev := tr.levels[l-1]
		next := make([]fr.Element, (len(prev)+1)/2)
		for i := range next {
			right := tr.zero[l-1]
			if 2*i+1 < len(prev) {
				right = prev[2*i+1]
			}
			next[i] = compress(t, prev[2*i], right)
		}
		tr.levels = append(tr.levels, next)
	}
	return tr
}

func (tr *tree) root() fr.Element {
	top := tr.levels[len(tr.levels)-1]
	if len(top) == 0 {
		return tr.zero[len(tr.zero)-1]
	}
	return top[0]
}

func (tr *tree) path(index int) MerklePath {
	p := MerklePath{Index: uint64(index)}
	for l := 0; l+1 < len(tr.levels); l++ {
		sib := index>>l ^ 1
		s := tr.zero[l]
		if sib < len(tr.levels[l]) {
			s = tr.levels[l][sib]
		}
		p.Siblings = append(p.Siblings, s)
	}
	return p
}

func leaf(t testing.TB, symbols []uint8) fr.Element {
	return compress(t, felt(leafTag), packedWord(symbols))
}

func randWord(r *rand.Rand, length, size int) []uint8 {
	w := make([]uint8, length)
	for i := range w {
		w[i] = uint8(r.IntN(size))
	}
	return w
}

// randPair draws a secret and a guess, often over a few symbols so that
// repeated symbols (the hard cases of the duplicate rule) are common.
func randPair(r *rand.Rand, length, size int) (secret, guess []uint8) {
	n := size
	if r.IntN(2) == 0 {
		n = 1 + r.IntN(min(size, 3))
	}
	offset := r.IntN(size - n + 1)
	secret, guess = randWord(r, length, n), randWord(r, length, n)
	for i := range secret {
		secret[i] += uint8(offset)
		guess[i] += uint8(offset)
	}
	return secret, guess
}

func feedback(secret, guess []uint8) []game.Color {
	out := make([]game.Color, len(secret))
	game.Feedback(secret, guess, out)
	return out
}
