package merkle

import (
	"fmt"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr/poseidon2"
)

// SecretTreeDepth is the depth of the secret-dictionary Poseidon2 tree that the
// circuits verify: a secret dictionary holds at most 2^13 = 8192 words.
const SecretTreeDepth = 13

// Poseidon2LeafTag is the domain tag of a Poseidon2 leaf: leaf = C(1, packed).
const Poseidon2LeafTag = 1

// permutation is gnark-crypto's default BN254 Poseidon2 instance (width 2,
// 6 full and 50 partial rounds). It holds only read-only round constants.
var permutation = poseidon2.NewDefaultPermutation()

// Poseidon2Compress returns C(a, b), the two-to-one compression of the default
// BN254 Poseidon2 permutation P: C(a, b) = P(a, b)[1] + b. It equals
// gnark-crypto's Permutation.Compress and gnark's std/permutation/poseidon2
// Permutation.Compress gadget.
func Poseidon2Compress(a, b fr.Element) fr.Element {
	x := [2]fr.Element{a, b}
	// The default instance has width 2, so the only error (a buffer of the
	// wrong width) cannot happen.
	_ = permutation.Permutation(x[:])
	x[1].Add(&x[1], &b)
	return x[1]
}

// Poseidon2Leaf returns the secret-tree leaf of a packed word: C(1, packed).
func Poseidon2Leaf(packed uint64) fr.Element {
	var tag, p fr.Element
	tag.SetUint64(Poseidon2LeafTag)
	p.SetUint64(packed)
	return Poseidon2Compress(tag, p)
}

// Poseidon2Leaves maps Poseidon2Leaf over packed words, keeping their order.
func Poseidon2Leaves(packed []uint64) []fr.Element {
	out := make([]fr.Element, len(packed))
	for i, p := range packed {
		out[i] = Poseidon2Leaf(p)
	}
	return out
}

// Commitment returns the commitment to a secret word: C(packed, salt). The
// salt must be a uniformly random field element, fresh for every secret.
func Commitment(packed uint64, salt fr.Element) fr.Element {
	var p fr.Element
	p.SetUint64(packed)
	return Poseidon2Compress(p, salt)
}

func poseidon2Node(l, r *fr.Element) fr.Element { return Poseidon2Compress(*l, *r) }

// Poseidon2Tree is a Poseidon2 Merkle tree of fixed depth over BN254 field
// elements; see the package documentation for its exact shape.
type Poseidon2Tree struct {
	l *layers[fr.Element]
}

// Poseidon2Proof is a Merkle path: the leaf index and the sibling of every
// node on the path, bottom-up. Bit k of Index (LSB first) is 1 when the running
// node is the right child at level k.
type Poseidon2Proof struct {
	Index    int
	Siblings []fr.Element
}

// NewPoseidon2Tree builds a tree of the given depth over leaves (typically
// from Poseidon2Leaf), in the given order at indices 0..n-1, padded with the
// field element 0 up to 2^depth leaves.
func NewPoseidon2Tree(leaves []fr.Element, depth int) (*Poseidon2Tree, error) {
	l, err := buildLayers(leaves, depth, fr.Element{}, poseidon2Node)
	if err != nil {
		return nil, err
	}
	return &Poseidon2Tree{l: l}, nil
}

// Root returns the root of the tree.
func (t *Poseidon2Tree) Root() fr.Element { return t.l.root() }

// Depth returns the depth of the tree: every proof has this many siblings.
func (t *Poseidon2Tree) Depth() int { return t.l.depth }

// Len returns the number of leaves given (padding excluded).
func (t *Poseidon2Tree) Len() int { return len(t.l.nodes[0]) }

// Leaf returns leaf i (0 <= i < Len).
func (t *Poseidon2Tree) Leaf(i int) (fr.Element, error) {
	if i < 0 || i >= t.Len() {
		return fr.Element{}, fmt.Errorf("%w: %d (tree has %d leaves)", ErrIndexOutOfRange, i, t.Len())
	}
	return t.l.nodes[0][i], nil
}

// Proof returns the Merkle path of leaf index.
func (t *Poseidon2Tree) Proof(index int) (Poseidon2Proof, error) {
	sib, err := t.l.siblings(index)
	if err != nil {
		return Poseidon2Proof{}, err
	}
	return Poseidon2Proof{Index: index, Siblings: sib}, nil
}

// Root folds leaf along the proof's path and returns the root it leads to.
func (p Poseidon2Proof) Root(leaf fr.Element) (fr.Element, error) {
	return pathRoot(leaf, p.Index, p.Siblings, poseidon2Node)
}

// PathBits returns the direction bits of the path, bottom-up: bit k is 1 when
// the running node is the right child at level k (the circuit's witness).
func (p Poseidon2Proof) PathBits() []uint8 {
	return pathBits(p.Index, len(p.Siblings))
}

// VerifyPoseidon2 checks that proof leads from leaf to root. It returns nil or
// an error wrapping ErrBadProof.
func VerifyPoseidon2(root, leaf fr.Element, proof Poseidon2Proof) error {
	got, err := proof.Root(leaf)
	if err != nil {
		return err
	}
	if !got.Equal(&root) {
		return fmt.Errorf("%w: leaf %d leads to root %s, want %s", ErrBadProof, proof.Index, got.Text(16), root.Text(16))
	}
	return nil
}

func pathBits(index, depth int) []uint8 {
	out := make([]uint8, depth)
	for k := range out {
		out[k] = uint8(uint(index) >> k & 1)
	}
	return out
}
