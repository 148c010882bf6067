package circuits

import (
	"fmt"

	"github.com/consensys/gnark/frontend"
)

// MaxWords bounds the number of secret words of a commit circuit.
const MaxWords = 8

// CommitCircuit proves that each of K secret words is a leaf of the
// secret-dictionary Poseidon2 Merkle tree with public root Root, and that
// Commitments[i] = C(packed(word i), salt i).
//
// Public inputs, in this order: Root, Commitments[0..K-1], Context.
//
// It asserts that every symbol is below the alphabet size, every direction
// bit is boolean, every path leads from the leaf C(1, packed word) to Root,
// every commitment opens to its word, and that Context is bound.
type CommitCircuit struct {
	Root        frontend.Variable   `gnark:",public"` // root of the secret dictionary
	Commitments []frontend.Variable `gnark:",public"` // C(packed word i, salt i)
	Context     frontend.Variable   `gnark:",public"` // context binding (round 0)

	Words      [][]frontend.Variable // K words of Length symbols (private)
	Salts      []frontend.Variable   // one salt per word (private)
	Siblings   [][]frontend.Variable // K Merkle paths, siblings bottom-up (private)
	Directions [][]frontend.Variable // K × depth bits, bit i = 1 when the node is a right child at level i (private)

	params Params
	depth  int
}

// NewCommit returns a commit circuit for k words shaped for p, with the tree
// depth SecretTreeDepth.
func NewCommit(p Params, k int) (*CommitCircuit, error) {
	return newCommitDepth(p, k, SecretTreeDepth)
}

func newCommitDepth(p Params, k, depth int) (*CommitCircuit, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if k < 1 || k > MaxWords {
		return nil, fmt.Errorf("%w: %d words (want 1..%d)", ErrBadParams, k, MaxWords)
	}
	if depth < 1 || depth > 32 {
		return nil, fmt.Errorf("%w: tree depth %d", ErrBadParams, depth)
	}
	c := &CommitCircuit{
		Commitments: make([]frontend.Variable, k),
		Words:       make([][]frontend.Variable, k),
		Salts:       make([]frontend.Variable, k),
		Siblings:    make([][]frontend.Variable, k),
		Directions:  make([][]frontend.Variable, k),
		params:      p,
		depth:       depth,
	}
	for i := 0; i < k; i++ {
		c.Words[i] = make([]frontend.Variable, p.Length)
		c.Siblings[i] = make([]frontend.Variable, depth)
		c.Directions[i] = make([]frontend.Variable, depth)
	}
	return c, nil
}

// Params returns the compile-time parameters of c.
func (c *CommitCircuit) Params() Params { return c.params }

// Words returns K, the number of secret words.
func (c *CommitCircuit) K() int { return len(c.Commitments) }

// Depth returns the Merkle tree depth.
func (c *CommitCircuit) Depth() int { return c.depth }

// Define implements frontend.Circuit.
func (c *CommitCircuit) Define(api frontend.API) error {
	p := c.params
	if err := p.Validate(); err != nil {
		return err
	}
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	for w := range c.Commitments {
		symbols := make([]frontend.Variable, p.Length)
		for i := range symbols {
			symbols[i] = checkSymbol(api, c.Words[w][i], p.Alphabet.Size).Value
		}
		packed := packSymbols(api, symbols)
		api.AssertIsEqual(h.Compress(packed, c.Salts[w]), c.Commitments[w])

		node := h.Compress(leafTag, packed)
		for level := 0; level < c.depth; level++ {
			right := c.Directions[w][level]
			api.AssertIsBoolean(right)
			sib := c.Siblings[w][level]
			// right = 1: C(sib, node); right = 0: C(node, sib).
			l := api.Select(right, sib, node)
			r := api.Sub(api.Add(sib, node), l)
			node = h.Compress(l, r)
		}
		api.AssertIsEqual(node, c.Root)
	}
	bindContext(api, c.Context)
	return nil
}

// leafTag is the domain tag of a secret-dictionary leaf: leaf = C(1, packed).
const leafTag = 1
