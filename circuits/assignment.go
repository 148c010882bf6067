package circuits

import (
	"fmt"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/frontend"
)

// RevealAssignment returns a full witness assignment of the reveal circuit
// for p. The colours in slots are taken as given (the prover computes them
// with game.Feedback); the commitment must be C(packed secret, salt).
func RevealAssignment(p Params, secret []uint8, salt, commitment, context fr.Element, slots []Slot) (*RevealCircuit, error) {
	c, err := NewReveal(p)
	if err != nil {
		return nil, err
	}
	if len(secret) != p.Length {
		return nil, fmt.Errorf("%w: secret has %d symbols (want %d)", ErrBadSlot, len(secret), p.Length)
	}
	packed, err := PackReveal(p, slots)
	if err != nil {
		return nil, err
	}
	for i, s := range secret {
		c.Secret[i] = uint64(s)
	}
	c.Salt = salt
	c.Commitment = commitment
	c.Packed = WithContext(packed, context)
	c.Context = RevealContext(context)
	return c, nil
}

// MerklePath is a Merkle path in the secret-dictionary tree: the siblings
// bottom-up and the leaf index (bit i set when the running node is the right
// child at level i).
type MerklePath struct {
	Index    uint64
	Siblings []fr.Element
}

// CommitWord is one secret word of a commit proof with its salt and path.
type CommitWord struct {
	Word       []uint8    // symbols
	Salt       fr.Element // the commitment's salt
	Commitment fr.Element // C(packed word, salt)
	Path       MerklePath // path of the leaf C(1, packed word)
}

// CommitAssignment returns a full witness assignment of the commit circuit
// for p and len(words) words.
func CommitAssignment(p Params, root, context fr.Element, words []CommitWord) (*CommitCircuit, error) {
	c, err := NewCommit(p, len(words))
	if err != nil {
		return nil, err
	}
	c.Root = root
	c.Context = context
	for w, cw := range words {
		if len(cw.Word) != p.Length {
			return nil, fmt.Errorf("%w: word %d has %d symbols (want %d)", ErrBadSlot, w, len(cw.Word), p.Length)
		}
		if len(cw.Path.Siblings) != c.depth || cw.Path.Index>>c.depth != 0 {
			return nil, fmt.Errorf("%w: word %d path has %d siblings and index %d (want depth %d)", ErrBadParams, w, len(cw.Path.Siblings), cw.Path.Index, c.depth)
		}
		for i, s := range cw.Word {
			c.Words[w][i] = uint64(s)
		}
		c.Salts[w] = cw.Salt
		c.Commitments[w] = cw.Commitment
		for l := 0; l < c.depth; l++ {
			c.Siblings[w][l] = cw.Path.Siblings[l]
			c.Directions[w][l] = (cw.Path.Index >> l) & 1
		}
	}
	return c, nil
}

var (
	_ frontend.Circuit = (*RevealCircuit)(nil)
	_ frontend.Circuit = (*CommitCircuit)(nil)
)
