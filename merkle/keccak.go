package merkle

import (
	"encoding/binary"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"
)

// Domain tags: the first byte of every keccak256 preimage in a KeccakTree.
const (
	KeccakLeafTag = 0x00 // leaf = keccak256(0x00 || uint8 length || uint64 packed)
	KeccakNodeTag = 0x01 // node = keccak256(0x01 || left || right)
)

// MaxWordLength is the longest word a packed uint64 holds (5 bits a symbol).
const MaxWordLength = 12

// Hash is a keccak256 digest.
type Hash = [32]byte

// KeccakLeaf returns the guess-tree leaf of a word of the given length packed
// as with game.PackWord: keccak256(0x00 || uint8(length) || uint64(packed)),
// the integers big-endian, which is Solidity's
// keccak256(abi.encodePacked(bytes1(0x00), uint8(length), uint64(packed))).
func KeccakLeaf(length int, packed uint64) (Hash, error) {
	if length < 1 || length > MaxWordLength {
		return Hash{}, fmt.Errorf("%w: %d (want 1..%d)", ErrBadLength, length, MaxWordLength)
	}
	if packed>>(5*length) != 0 {
		return Hash{}, fmt.Errorf("%w: packed word %#x has more than %d symbols", ErrBadLength, packed, length)
	}
	var buf [10]byte
	buf[0] = KeccakLeafTag
	buf[1] = byte(length)
	binary.BigEndian.PutUint64(buf[2:], packed)
	return Hash(crypto.Keccak256Hash(buf[:])), nil
}

// KeccakLeaves maps KeccakLeaf over packed words of one length.
func KeccakLeaves(length int, packed []uint64) ([]Hash, error) {
	out := make([]Hash, len(packed))
	for i, p := range packed {
		h, err := KeccakLeaf(length, p)
		if err != nil {
			return nil, fmt.Errorf("word %d: %w", i, err)
		}
		out[i] = h
	}
	return out, nil
}

// KeccakNode returns keccak256(0x01 || left || right), Solidity's
// keccak256(abi.encodePacked(bytes1(0x01), left, right)).
func KeccakNode(left, right Hash) Hash {
	return keccakNode(crypto.NewKeccakState(), &left, &right)
}

func keccakNode(st crypto.KeccakState, l, r *Hash) Hash {
	var buf [65]byte
	buf[0] = KeccakNodeTag
	copy(buf[1:33], l[:])
	copy(buf[33:], r[:])
	st.Reset()
	return Hash(crypto.HashData(st, buf[:]))
}

// KeccakTree is a keccak256 Merkle tree of fixed depth, padded with the zero
// hash; see the package documentation for its exact shape.
type KeccakTree struct {
	l *layers[Hash]
}

// KeccakProof is a Merkle path: the leaf index and the sibling of every node
// on the path, bottom-up. Bit k of Index (LSB first) is 1 when the running node
// is the right child at level k.
type KeccakProof struct {
	Index    int
	Siblings []Hash
}

// NewKeccakTree builds a tree of the given depth over leaves (typically from
// KeccakLeaf), in the given order at indices 0..n-1, padded with the zero
// hash up to 2^depth leaves. MinDepth(len(leaves)) gives the smallest depth.
func NewKeccakTree(leaves []Hash, depth int) (*KeccakTree, error) {
	st := crypto.NewKeccakState()
	l, err := buildLayers(leaves, depth, Hash{}, func(a, b *Hash) Hash { return keccakNode(st, a, b) })
	if err != nil {
		return nil, err
	}
	return &KeccakTree{l: l}, nil
}

// Root returns the root of the tree.
func (t *KeccakTree) Root() Hash { return t.l.root() }

// Depth returns the depth of the tree: every proof has this many siblings.
func (t *KeccakTree) Depth() int { return t.l.depth }

// Len returns the number of leaves given (padding excluded).
func (t *KeccakTree) Len() int { return len(t.l.nodes[0]) }

// Proof returns the Merkle path of leaf index.
func (t *KeccakTree) Proof(index int) (KeccakProof, error) {
	sib, err := t.l.siblings(index)
	if err != nil {
		return KeccakProof{}, err
	}
	return KeccakProof{Index: index, Siblings: sib}, nil
}

// Root folds leaf along the proof's path and returns the root it leads to.
func (p KeccakProof) Root(leaf Hash) (Hash, error) {
	st := crypto.NewKeccakState()
	return pathRoot(leaf, p.Index, p.Siblings, func(a, b *Hash) Hash { return keccakNode(st, a, b) })
}

// VerifyKeccak checks that proof leads from leaf to root. It returns nil or an
// error wrapping ErrBadProof. A caller that knows the tree depth must also
// check len(proof.Siblings), as the contract does.
func VerifyKeccak(root, leaf Hash, proof KeccakProof) error {
	got, err := proof.Root(leaf)
	if err != nil {
		return err
	}
	if got != root {
		return fmt.Errorf("%w: leaf %d leads to root %x, want %x", ErrBadProof, proof.Index, got, root)
	}
	return nil
}
