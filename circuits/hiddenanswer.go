package circuits

import (
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/bits"

	"github.com/wordproof/wordproof/hidden"
)

// HiddenAnswerCircuit proves the house's answer to a hidden guess (package
// hidden, docs/circuits.md "Hidden guesses"): try n of word i, against the
// word that the committed seed derives, answers[H(seed, R, i) mod N] (the
// derivation and membership gadgets of AnswerCircuit), with the guess and
// the colours encrypted under the player's match key k:
//
//	M      = C(C(C(2, seed), root), C(3, k))    the player's binding
//	guess  = Guess − C(k, 2·(n + 16·i))         a word of the alphabet
//	Colours = feedback(word, guess) + C(k, 2·(n + 16·i) + 1)
//	AccOld = M if n = 0 (and T = C(k, 2^21 + i)), else C(M, T)
//	AccNew = C(M, C(T, guess + colours·2^32 + n·2^48))
//
// Public inputs, in this order: AccOld, AccNew, Guess (the ciphertext the
// player posted), Colours (the ciphertext of the colours) and Packed (i, n,
// solved, N, R: hidden.PackAnswer). Private: the seed, the word and its
// path, k and the chain T.
type HiddenAnswerCircuit struct {
	AccOld  frontend.Variable `gnark:",public"`
	AccNew  frontend.Variable `gnark:",public"`
	Guess   frontend.Variable `gnark:",public"` // CT
	Colours frontend.Variable `gnark:",public"` // E
	Packed  frontend.Variable `gnark:",public"`

	Seed     frontend.Variable
	Word     []frontend.Variable
	Siblings []frontend.Variable
	Key      frontend.Variable // k
	Chain    frontend.Variable // T before this try

	// The fields of Packed (private: Packed binds them).
	Index      frontend.Variable
	Try        frontend.Variable
	Solved     frontend.Variable
	Count      frontend.Variable
	Randomness frontend.Variable

	params Params
}

// NewHiddenAnswer returns a hidden answer circuit shaped for p.
func NewHiddenAnswer(p Params) (*HiddenAnswerCircuit, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &HiddenAnswerCircuit{
		Word:     make([]frontend.Variable, p.Length),
		Siblings: make([]frontend.Variable, SecretTreeDepth),
		params:   p,
	}, nil
}

// Params returns the compile-time parameters of c.
func (c *HiddenAnswerCircuit) Params() Params { return c.params }

// Define implements frontend.Circuit.
func (c *HiddenAnswerCircuit) Define(api frontend.API) error {
	p := c.params
	if err := p.Validate(); err != nil {
		return err
	}
	L := p.Length
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	word := make([]frontend.Variable, L)
	for k := range word {
		word[k] = checkSymbol(api, c.Word[k], p.Alphabet.Size).Value
	}
	// Packed's fields are range-checked and end below bit 192: Packed
	// determines every one of them.
	bits.ToBinary(api, c.Index, bits.WithNbDigits(hidden.IndexBits))
	bits.ToBinary(api, c.Try, bits.WithNbDigits(hidden.TryBits))
	bits.ToBinary(api, c.Randomness, bits.WithNbDigits(hidden.RandomnessBits))
	bits.ToBinary(api, api.Sub(c.Count, 1), bits.WithNbDigits(SecretTreeDepth))
	api.AssertIsEqual(api.Add(
		c.Index,
		api.Mul(c.Try, pow2(hidden.AnswerTryShift)),
		api.Mul(c.Solved, pow2(hidden.AnswerSolvedShift)),
		api.Mul(c.Count, pow2(hidden.AnswerCountShift)),
		api.Mul(c.Randomness, pow2(hidden.AnswerRandomnessShift)),
	), c.Packed)

	dir, err := deriveIndex(api, h, c.Seed, c.Randomness, c.Index, c.Count)
	if err != nil {
		return err
	}
	root := pathRoot(api, h, h.Compress(leafTag, packSymbols(api, word)), dir, c.Siblings)
	binding := h.Compress(h.Compress(h.Compress(seedTag, c.Seed), root), h.Compress(hidden.KeyTag, c.Key))

	// The guess: the ciphertext minus its pad, 5L bits of symbols below the
	// alphabet size (so a ciphertext that opens to no word has no answer).
	nonce := api.Mul(2, api.Add(c.Try, api.Mul(c.Index, 1<<hidden.TryBits)))
	packedGuess := api.Sub(c.Guess, h.Compress(c.Key, nonce))
	gb := bits.ToBinary(api, packedGuess, bits.WithNbDigits(symbolBits*L))
	guess := make([]frontend.Variable, L)
	for k := range guess {
		sym := gb[symbolBits*k : symbolBits*(k+1)]
		assertBitsAtMost(api, sym, uint64(p.Alphabet.Size-1))
		guess[k] = fromBits(api, sym)
	}
	colours := feedbackColours(api, word, guess)
	api.AssertIsEqual(c.Colours, api.Add(colours, h.Compress(c.Key, api.Add(nonce, hidden.PadColours))))
	var allGreen uint64
	for k := 0; k < L; k++ {
		allGreen |= 2 << (colorBits * k)
	}
	api.AssertIsEqual(c.Solved, api.IsZero(api.Sub(colours, allGreen)))

	// The accumulator step.
	// The chain starts keyed by k (hidden.ChainStart), so that nobody
	// without k can rebuild AccNew from candidate guesses and colours.
	first := api.IsZero(c.Try)
	api.AssertIsEqual(api.Mul(first, api.Sub(c.Chain, chainStart(api, h, c.Key, c.Index))), 0)
	api.AssertIsEqual(c.AccOld, api.Select(first, binding, h.Compress(binding, c.Chain)))
	leaf := api.Add(packedGuess, api.Mul(colours, pow2(hidden.LeafColoursShift)), api.Mul(c.Try, pow2(hidden.LeafTryShift)))
	api.AssertIsEqual(c.AccNew, h.Compress(binding, h.Compress(c.Chain, leaf)))
	return nil
}

var _ frontend.Circuit = (*HiddenAnswerCircuit)(nil)
