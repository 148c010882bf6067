package hidden

import (
	"fmt"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
)

// The leaf of one answered try: PackWord(guess) + colours·2^32 + n·2^48, the
// fields far enough apart to be read back from the leaf.
const (
	LeafColoursShift = 32
	LeafTryShift     = 48
)

// Leaf returns the accumulator leaf of try n: its guess and colours.
func Leaf(w Word, guess []uint8, colours []game.Color, n int) (fr.Element, error) {
	if err := w.checkGuess(guess); err != nil {
		return fr.Element{}, err
	}
	if err := w.checkColours(colours); err != nil {
		return fr.Element{}, err
	}
	if n < 0 || n>>TryBits != 0 {
		return fr.Element{}, fmt.Errorf("%w: try %d", ErrBadField, n)
	}
	var x fr.Element
	x.SetUint64(game.PackWord(guess) | PackColours(colours)<<LeafColoursShift | uint64(n)<<LeafTryShift)
	return x, nil
}

// Acc is a player's accumulator for one word (round): the binding M, the
// chain T over the answered tries and the public value A that the contract
// stores. A = M before the first answer (the contract copies its stored M at
// the round's start), then C(M, T).
type Acc struct {
	M     fr.Element // the player's binding (Binding)
	T     fr.Element // T_0 = ChainStart(k, i), T_{n+1} = C(T_n, leaf_n)
	Tries int        // answered tries n
}

// ChainNonce is added to the word index i to key the chain's start: every
// pad nonce (Nonce) is below 2^(1+TryBits+IndexBits) = ChainNonce, so the
// start C(k, ChainNonce + i) is never a pad of a published ciphertext.
const ChainNonce = 1 << (1 + TryBits + IndexBits)

// ChainStart returns T_0 = C(k, ChainNonce + i), the start of word i's chain
// under the match key k. Keying the start hides the chain from anyone
// without k: with an unkeyed start (T_0 = i), M and i public, a guess and its
// colours are one of 11,388 × 243 candidates that rebuild the published
// accumulator (docs/circuits.md "Hidden guesses").
func ChainStart(k fr.Element, i uint64) (fr.Element, error) {
	if i>>IndexBits != 0 {
		return fr.Element{}, fmt.Errorf("%w: word %d", ErrBadField, i)
	}
	var x fr.Element
	x.SetUint64(ChainNonce + i)
	return merkle.Poseidon2Compress(k, x), nil
}

// NewAcc returns the accumulator of word i before any answer, for the
// player whose binding is m and match key k.
func NewAcc(m, k fr.Element, i uint64) (Acc, error) {
	t, err := ChainStart(k, i)
	if err != nil {
		return Acc{}, err
	}
	return Acc{M: m, T: t}, nil
}

// Value returns A, the accumulator's public value.
func (a Acc) Value() fr.Element {
	if a.Tries == 0 {
		return a.M
	}
	return merkle.Poseidon2Compress(a.M, a.T)
}

// Next returns the accumulator after try a.Tries is answered with colours.
func (a Acc) Next(w Word, guess []uint8, colours []game.Color) (Acc, error) {
	leaf, err := Leaf(w, guess, colours, a.Tries)
	if err != nil {
		return a, err
	}
	return Acc{M: a.M, T: merkle.Poseidon2Compress(a.T, leaf), Tries: a.Tries + 1}, nil
}
