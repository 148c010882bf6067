package circuits

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/bits"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

// RefuseCircuit proves what a guess ciphertext the house will not answer
// opens to (package hidden): v = Guess − C(k, 2·(n + 16·i)) under the k that
// the player's binding M = C(C(S, Root), C(3, k)) holds. Either v is no
// word (more than 5L bits, or a symbol outside the alphabet: Valid = 0,
// Word = 0), and the guesser loses the try; or v is the word Word
// (Valid = 1), which the contract then shows is not in its guess dictionary.
//
// Public inputs, in this order: Binding (M), Guess (CT) and Packed
// (hidden.PackRefusal: i, n, Valid, Word). Private: k, S and Root.
type RefuseCircuit struct {
	Binding frontend.Variable `gnark:",public"`
	Guess   frontend.Variable `gnark:",public"`
	Packed  frontend.Variable `gnark:",public"`

	Key            frontend.Variable
	SeedCommitment frontend.Variable
	Root           frontend.Variable

	params Params
}

// NewRefuse returns a refusal circuit shaped for p.
func NewRefuse(p Params) (*RefuseCircuit, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &RefuseCircuit{params: p}, nil
}

// Params returns the compile-time parameters of c.
func (c *RefuseCircuit) Params() Params { return c.params }

// Define implements frontend.Circuit.
func (c *RefuseCircuit) Define(api frontend.API) error {
	p := c.params
	if err := p.Validate(); err != nil {
		return err
	}
	L := p.Length
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	api.AssertIsEqual(h.Compress(h.Compress(c.SeedCommitment, c.Root), h.Compress(hidden.KeyTag, c.Key)), c.Binding)

	// Packed = i | n << 16 | valid << 20 | word << 32, read with a hint and
	// pinned by range checks and the recomposition below.
	f, err := api.Compiler().NewHint(refuseUnpackHint, 4, c.Packed)
	if err != nil {
		return err
	}
	index, try, valid, word := f[0], f[1], f[2], f[3]
	bits.ToBinary(api, index, bits.WithNbDigits(hidden.IndexBits))
	bits.ToBinary(api, try, bits.WithNbDigits(hidden.TryBits))
	api.AssertIsBoolean(valid)
	bits.ToBinary(api, word, bits.WithNbDigits(symbolBits*L))
	api.AssertIsEqual(api.Add(index, api.Mul(try, pow2(hidden.AnswerTryShift)), api.Mul(valid, pow2(hidden.RefuseValidShift)),
		api.Mul(word, pow2(hidden.RefuseWordShift))), c.Packed)

	// v's canonical bits: v is a word iff no bit at or above 5L is set and
	// no symbol exceeds the alphabet.
	nonce := api.Mul(2, api.Add(try, api.Mul(index, 1<<hidden.TryBits)))
	v := api.Sub(c.Guess, h.Compress(c.Key, nonce))
	vb := bits.ToBinary(api, v)
	var high, over frontend.Variable = 0, 0
	for _, b := range vb[symbolBits*L:] {
		high = api.Add(high, b)
	}
	for k := 0; k < L; k++ {
		over = api.Add(over, bitsAbove(api, vb[symbolBits*k:symbolBits*(k+1)], uint64(p.Alphabet.Size-1)))
	}
	isWord := api.Mul(api.IsZero(high), api.IsZero(over))
	api.AssertIsEqual(valid, isWord)
	api.AssertIsEqual(word, api.Mul(isWord, fromBits(api, vb[:symbolBits*L])))
	return nil
}

// bitsAbove returns 1 when the number with boolean bits b (least significant
// first) is above bound, else 0: from the top bit, gt turns 1 at the first
// bit set where bound's is clear while the prefix still equals bound's.
func bitsAbove(api frontend.API, b []frontend.Variable, bound uint64) frontend.Variable {
	var gt, eq frontend.Variable = 0, 1
	for i := len(b) - 1; i >= 0; i-- {
		if bound>>i&1 == 1 {
			eq = api.Mul(eq, b[i])
		} else {
			gt = api.Add(gt, api.Mul(eq, b[i]))
			eq = api.Mul(eq, api.Sub(1, b[i]))
		}
	}
	return gt
}

// refuseUnpackHint splits a refusal's Packed: [i, n, valid, word].
func refuseUnpackHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 4 {
		return fmt.Errorf("refuseUnpackHint: want 1 input and 4 outputs")
	}
	v := in[0]
	field := func(shift, width int) *big.Int {
		x := new(big.Int).Rsh(v, uint(shift))
		return x.And(x, new(big.Int).Sub(pow2(width), big.NewInt(1)))
	}
	out[0].Set(field(0, hidden.IndexBits))
	out[1].Set(field(hidden.AnswerTryShift, hidden.TryBits))
	out[2].Set(field(hidden.RefuseValidShift, 1))
	out[3].Rsh(v, hidden.RefuseWordShift)
	return nil
}

// RefuseAssignment returns a full witness of the refusal circuit for the
// player's ciphertext ct of try n of word i, opened with k.
func RefuseAssignment(p Params, k, seedCommitment, root, ct fr.Element, i uint64, n int) (*RefuseCircuit, error) {
	c, err := NewRefuse(p)
	if err != nil {
		return nil, err
	}
	f := hidden.RefusalFields{Index: i, Try: n}
	w := hidden.Word{Length: p.Length, Alphabet: p.Alphabet}
	if g, err := hidden.DecryptGuess(w, k, i, n, ct); err == nil {
		f.Valid, f.Word = true, game.PackWord(g)
	}
	packed, err := hidden.PackRefusal(f)
	if err != nil {
		return nil, err
	}
	c.Binding = hidden.Binding(seedCommitment, root, hidden.KeyCommitment(k))
	c.Guess, c.Packed = ct, packed
	c.Key, c.SeedCommitment, c.Root = k, seedCommitment, root
	return c, nil
}

var _ frontend.Circuit = (*RefuseCircuit)(nil)
