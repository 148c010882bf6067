package merkle

import (
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"
)

func TestMinDepth(t *testing.T) {
	tests := []struct{ n, want int }{
		{0, 0}, {1, 0}, {2, 1}, {3, 2}, {4, 2}, {5, 3}, {8192, 13}, {8193, 14}, {11406, 14}, {1 << 20, 20},
	}
	for _, tt := range tests {
		require.Equal(t, tt.want, MinDepth(tt.n), "MinDepth(%d)", tt.n)
	}
}

func TestBuildErrors(t *testing.T) {
	leaves := func(n int) []Hash { return make([]Hash, n) }
	tests := []struct {
		name    string
		n       int
		depth   int
		wantErr error
	}{
		{"negative depth", 1, -1, ErrBadDepth},
		{"depth above max", 1, MaxDepth + 1, ErrBadDepth},
		{"no leaves", 0, 3, ErrNoLeaves},
		{"too many", 9, 3, ErrTooManyLeaves},
		{"one leaf depth zero", 1, 0, nil},
		{"two leaves depth zero", 2, 0, ErrTooManyLeaves},
		{"full", 8, 3, nil},
		{"max depth", 3, MaxDepth, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewKeccakTree(leaves(tt.n), tt.depth)
			if tt.wantErr == nil {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, tt.wantErr)
			}
			_, err = NewPoseidon2Tree(make([]fr.Element, tt.n), tt.depth)
			if tt.wantErr == nil {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, tt.wantErr)
			}
		})
	}
}

// naiveRoot builds the full 2^depth level explicitly: an independent
// formulation of the padding rule.
func naiveRoot[T any](leaves []T, depth int, pad T, node func(l, r *T) T) T {
	level := make([]T, 1<<depth)
	for i := range level {
		if i < len(leaves) {
			level[i] = leaves[i]
		} else {
			level[i] = pad
		}
	}
	for len(level) > 1 {
		next := make([]T, len(level)/2)
		for i := range next {
			next[i] = node(&level[2*i], &level[2*i+1])
		}
		level = next
	}
	return level[0]
}

func testHashes(n int) []Hash {
	out := make([]Hash, n)
	for i := range out {
		binary.BigEndian.PutUint64(out[i][24:], uint64(i)+1)
		out[i][0] = 0xaa
	}
	return out
}

func testElements(n int) []fr.Element {
	out := make([]fr.Element, n)
	for i := range out {
		out[i] = Poseidon2Leaf(uint64(i))
	}
	return out
}

func TestKeccakTreeProofs(t *testing.T) {
	for _, n := range []int{1, 2, 3, 5, 8, 13, 17} {
		for _, depth := range []int{MinDepth(n), MinDepth(n) + 2} {
			t.Run(fmt.Sprintf("n=%d/depth=%d", n, depth), func(t *testing.T) {
				leaves := testHashes(n)
				tree, err := NewKeccakTree(leaves, depth)
				require.NoError(t, err)
				require.Equal(t, n, tree.Len())
				require.Equal(t, depth, tree.Depth())
				require.Equal(t, naiveRoot(leaves, depth, Hash{}, func(a, b *Hash) Hash { return KeccakNode(*a, *b) }), tree.Root())
				root := tree.Root()
				for i, leaf := range leaves {
					p, err := tree.Proof(i)
					require.NoError(t, err)
					require.Len(t, p.Siblings, depth)
					require.NoError(t, VerifyKeccak(root, leaf, p))
					// Any other leaf, or a tampered path, fails.
					other := leaves[(i+1)%n]
					if n > 1 {
						require.ErrorIs(t, VerifyKeccak(root, other, p), ErrBadProof)
					}
					if depth > 0 {
						bad := KeccakProof{Index: p.Index, Siblings: append([]Hash(nil), p.Siblings...)}
						bad.Siblings[depth-1][31] ^= 1
						require.ErrorIs(t, VerifyKeccak(root, leaf, bad), ErrBadProof)
						bad = KeccakProof{Index: p.Index ^ 1, Siblings: p.Siblings}
						require.ErrorIs(t, VerifyKeccak(root, leaf, bad), ErrBadProof)
					}
					bad := KeccakProof{Index: p.Index + 1<<depth, Siblings: p.Siblings}
					require.ErrorIs(t, VerifyKeccak(root, leaf, bad), ErrBadProof)
				}
				_, err = tree.Proof(n)
				require.ErrorIs(t, err, ErrIndexOutOfRange)
				_, err = tree.Proof(-1)
				require.ErrorIs(t, err, ErrIndexOutOfRange)
			})
		}
	}
}

func TestPoseidon2TreeProofs(t *testing.T) {
	for _, n := range []int{1, 2, 3, 6, 8, 11} {
		for _, depth := range []int{MinDepth(n), MinDepth(n) + 2} {
			t.Run(fmt.Sprintf("n=%d/depth=%d", n, depth), func(t *testing.T) {
				leaves := testElements(n)
				tree, err := NewPoseidon2Tree(leaves, depth)
				require.NoError(t, err)
				require.Equal(t, n, tree.Len())
				require.Equal(t, depth, tree.Depth())
				want := naiveRoot(leaves, depth, fr.Element{}, func(a, b *fr.Element) fr.Element { return Poseidon2Compress(*a, *b) })
				root := tree.Root()
				require.True(t, want.Equal(&root))
				for i, leaf := range leaves {
					got, err := tree.Leaf(i)
					require.NoError(t, err)
					require.True(t, got.Equal(&leaf))
					p, err := tree.Proof(i)
					require.NoError(t, err)
					require.Len(t, p.Siblings, depth)
					bits := p.PathBits()
					for k, b := range bits {
						require.Equal(t, uint8(i>>k&1), b)
					}
					require.NoError(t, VerifyPoseidon2(root, leaf, p))
					if n > 1 {
						require.ErrorIs(t, VerifyPoseidon2(root, leaves[(i+1)%n], p), ErrBadProof)
					}
					if depth > 0 {
						bad := Poseidon2Proof{Index: p.Index, Siblings: append([]fr.Element(nil), p.Siblings...)}
						var one fr.Element
						one.SetOne()
						bad.Siblings[0].Add(&bad.Siblings[0], &one)
						require.ErrorIs(t, VerifyPoseidon2(root, leaf, bad), ErrBadProof)
					}
					require.ErrorIs(t, VerifyPoseidon2(root, leaf, Poseidon2Proof{Index: -1, Siblings: p.Siblings}), ErrBadProof)
				}
				_, err = tree.Proof(n)
				require.ErrorIs(t, err, ErrIndexOutOfRange)
				_, err = tree.Leaf(n)
				require.ErrorIs(t, err, ErrIndexOutOfRange)
			})
		}
	}
}

// A tree's root changes with the order of its leaves and with the padding
// position: the index bits are bound.
func TestOrderMatters(t *testing.T) {
	a := testHashes(3)
	b := []Hash{a[1], a[0], a[2]}
	ta, err := NewKeccakTree(a, 2)
	require.NoError(t, err)
	tb, err := NewKeccakTree(b, 2)
	require.NoError(t, err)
	require.NotEqual(t, ta.Root(), tb.Root())
	tc, err := NewKeccakTree(a, 3)
	require.NoError(t, err)
	require.NotEqual(t, ta.Root(), tc.Root(), "depth is part of the root")
}

func FuzzKeccakPathRoot(f *testing.F) {
	f.Add(0, []byte{})
	f.Add(1, []byte{1, 2, 3})
	f.Add(-1, make([]byte, 64))
	f.Add(1<<31, make([]byte, 33*32))
	f.Fuzz(func(t *testing.T, index int, sib []byte) {
		p := KeccakProof{Index: index}
		for len(sib) >= 32 {
			var h Hash
			copy(h[:], sib)
			p.Siblings = append(p.Siblings, h)
			sib = sib[32:]
		}
		root, err := p.Root(Hash{1})
		if err != nil {
			require.ErrorIs(t, err, ErrBadProof)
			return
		}
		require.True(t, index >= 0 && uint64(index)>>len(p.Siblings) == 0)
		require.NoError(t, VerifyKeccak(root, Hash{1}, p))
		require.ErrorIs(t, VerifyKeccak(root, Hash{2}, p), ErrBadProof, "a different leaf verified")
	})
}
