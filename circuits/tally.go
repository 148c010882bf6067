package circuits

import (
	"fmt"

	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/bits"

	"github.com/wordproof/wordproof/hidden"
)

// TallyCircuit opens a player's accumulator at the end of a word (round):
// the guesses and colours of its answered tries, in order, for the
// contract's tiebreaker and the auditor (package hidden).
//
// Public inputs, in this order: Acc (the accumulator the contract holds)
// and Packed (the tries' guesses and colours, their count and the word index
// i: hidden.PackTally). Private: the binding M, the match key k and the
// tries' fields.
//
// It asserts that the Active flags are boolean and non-increasing, count =
// Σ Active, every field fits its width and an inactive slot is zero (so
// Packed is canonical), and Acc = M when no try was answered, else C(M, T)
// with T_0 = C(k, 2^21 + i) (hidden.ChainStart), T_{s+1} = C(T_s, guess_s + colours_s·2^32 + s·2^48) over the
// active slots: the answers' chain, so the opened tries are the answered
// ones (the answers range-checked them).
type TallyCircuit struct {
	Acc    frontend.Variable `gnark:",public"`
	Packed frontend.Variable `gnark:",public"`

	Binding frontend.Variable   // M (private)
	Key     frontend.Variable   // k (private): the chain's start is keyed
	Index   frontend.Variable   // i
	Active  []frontend.Variable // 1 for an answered try
	Guesses []frontend.Variable // packed guesses (5L bits)
	Colours []frontend.Variable // packed colours (2L bits)

	params Params
}

// NewTally returns a tally circuit shaped for p (hidden.Tries slots).
func NewTally(p Params) (*TallyCircuit, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if p.Length > hidden.TallyMaxLength {
		return nil, fmt.Errorf("%w: a tally packs words of at most %d symbols", ErrBadParams, hidden.TallyMaxLength)
	}
	return &TallyCircuit{
		Active:  make([]frontend.Variable, hidden.Tries),
		Guesses: make([]frontend.Variable, hidden.Tries),
		Colours: make([]frontend.Variable, hidden.Tries),
		params:  p,
	}, nil
}

// Params returns the compile-time parameters of c.
func (c *TallyCircuit) Params() Params { return c.params }

// Define implements frontend.Circuit.
func (c *TallyCircuit) Define(api frontend.API) error {
	p := c.params
	if err := p.Validate(); err != nil {
		return err
	}
	L := p.Length
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	bits.ToBinary(api, c.Index, bits.WithNbDigits(hidden.IndexBits))
	slotBits := hidden.TallySlotBits(L)
	chain := chainStart(api, h, c.Key, c.Index)
	var count, packed frontend.Variable = 0, 0
	for s := 0; s < hidden.Tries; s++ {
		active := c.Active[s]
		api.AssertIsBoolean(active)
		if s > 0 {
			api.AssertIsEqual(api.Mul(active, api.Sub(1, c.Active[s-1])), 0)
		}
		count = api.Add(count, active)
		bits.ToBinary(api, c.Guesses[s], bits.WithNbDigits(symbolBits*L))
		bits.ToBinary(api, c.Colours[s], bits.WithNbDigits(colorBits*L))
		api.AssertIsEqual(api.Mul(api.Sub(1, active), c.Guesses[s]), 0)
		api.AssertIsEqual(api.Mul(api.Sub(1, active), c.Colours[s]), 0)
		slot := api.Add(c.Guesses[s], api.Mul(c.Colours[s], pow2(symbolBits*L)))
		packed = api.Add(packed, api.Mul(slot, pow2(s*slotBits)))
		leaf := api.Add(c.Guesses[s], api.Mul(c.Colours[s], pow2(hidden.LeafColoursShift)), s*(1<<hidden.LeafTryShift))
		chain = api.Select(active, h.Compress(chain, leaf), chain)
	}
	shift := hidden.TallyCountShift(L)
	api.AssertIsEqual(api.Add(packed, api.Mul(count, pow2(shift)), api.Mul(c.Index, pow2(shift+hidden.TryBits))), c.Packed)
	api.AssertIsEqual(c.Acc, api.Select(c.Active[0], h.Compress(c.Binding, chain), c.Binding))
	return nil
}

var _ frontend.Circuit = (*TallyCircuit)(nil)

// chainStart returns T_0 = C(k, ChainNonce + i) (hidden.ChainStart); i is
// range-checked by the caller, so the nonce stays above every pad nonce.
func chainStart(api frontend.API, h Hasher, k, i frontend.Variable) frontend.Variable {
	return h.Compress(k, api.Add(i, hidden.ChainNonce))
}
