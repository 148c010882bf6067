package circuits

import (
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/bits"
)

// RevealCircuit proves the colours of up to Guesses guesses against one
// committed secret word.
//
// Public inputs, in this order: Commitment, Packed, Context.
//
// It asserts that
//   - every secret symbol is below the alphabet size, and
//     Commitment = C(packed(Secret), Salt);
//   - Packed is the canonical packing of [PackReveal]: fewer than
//     p.PackedBits() bits, every guess symbol below the alphabet size, every
//     colour in {0,1,2}, used slots first and unused slots all zero;
//   - the colours of every used slot are game.Feedback(secret, guess);
//   - Context is bound (see [bindContext]).
type RevealCircuit struct {
	Commitment frontend.Variable `gnark:",public"` // C(packed secret, salt)
	Packed     frontend.Variable `gnark:",public"` // guesses, colours and slot mask, see PackReveal
	Context    frontend.Variable `gnark:",public"` // context binding, see the package doc

	Secret []frontend.Variable // the secret word's symbols (private)
	Salt   frontend.Variable   // the commitment's salt (private)

	params Params
}

// NewReveal returns a reveal circuit shaped for p, ready to compile or to be
// filled as an assignment.
func NewReveal(p Params) (*RevealCircuit, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &RevealCircuit{Secret: make([]frontend.Variable, p.Length), params: p}, nil
}

// Params returns the compile-time parameters of c.
func (c *RevealCircuit) Params() Params { return c.params }

// Define implements frontend.Circuit.
func (c *RevealCircuit) Define(api frontend.API) error {
	p := c.params
	if err := p.Validate(); err != nil {
		return err
	}
	L := p.Length

	// The secret: range-checked symbols, committed with the salt.
	secret := make([]frontend.Variable, L)
	for i := range secret {
		secret[i] = checkSymbol(api, c.Secret[i], p.Alphabet.Size).Value
	}
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	api.AssertIsEqual(h.Compress(packSymbols(api, secret), c.Salt), c.Commitment)

	// The batch: Packed decomposed into exactly PackedBits bits. The width is
	// far below the field's, so the decomposition is unique.
	b := bits.ToBinary(api, c.Packed, bits.WithNbDigits(p.PackedBits()))
	sb := p.SlotBits()
	var prevActive frontend.Variable = 1
	for j := 0; j < Guesses; j++ {
		slot := b[j*sb : (j+1)*sb]
		active := slot[sb-1]
		// Used slots come first.
		api.AssertIsEqual(api.Mul(active, api.Sub(1, prevActive)), 0)
		prevActive = active
		// An unused slot is all zero.
		api.AssertIsEqual(api.Mul(api.Sub(1, active), fromBits(api, slot[:sb-1])), 0)

		guess := make([]frontend.Variable, L)
		yellow := make([]frontend.Variable, L)
		green := make([]frontend.Variable, L)
		for i := 0; i < L; i++ {
			sym := slot[symbolBits*i : symbolBits*(i+1)]
			assertBitsAtMost(api, sym, uint64(p.Alphabet.Size-1))
			// In an unused slot every symbol is 0; it is replaced by
			// maskedSymbol, which matches no secret symbol.
			guess[i] = api.Add(fromBits(api, sym), api.Mul(api.Sub(1, active), maskedSymbol))
			yellow[i] = slot[symbolBits*L+colorBits*i]
			green[i] = slot[symbolBits*L+colorBits*i+1]
			// Colour 3 (both bits) is not a colour.
			api.AssertIsEqual(api.Mul(yellow[i], green[i]), 0)
		}
		assertFeedback(api, secret, guess, green, yellow)
	}

	bindContext(api, c.Context)
	return nil
}

// assertFeedback asserts that green and yellow (boolean) are the colours that
// game.Feedback gives guess against secret.
//
// With g = guess and s = secret, position i is green iff g_i = s_i. The
// unmatched copies of g_i in the secret are u_i = Σ_{k≠i} [g_i = s_k]·(1 −
// green_k). Feedback gives yellows left to right while copies remain, so if
// the earlier positions are right, the yellows already given to the symbol g_i
// are Y_i = Σ_{j<i} [g_j = g_i]·yellow_j = min(e_i, u_i) ≤ u_i, where e_i counts
// the earlier non-green positions holding g_i; position i (not green) is then
// yellow iff e_i < u_i iff Y_i ≠ u_i. By induction on i the assertion
// yellow_i = (1 − green_i)·[Y_i ≠ u_i] pins every yellow.
func assertFeedback(api frontend.API, secret, guess, green, yellow []frontend.Variable) {
	L := len(secret)
	eq := make([][]frontend.Variable, L) // eq[i][k] = [g_i = s_k]
	for i := range eq {
		eq[i] = make([]frontend.Variable, L)
		for k := range eq[i] {
			if k == i {
				continue // the green flag itself, checked below
			}
			eq[i][k] = api.IsZero(api.Sub(guess[i], secret[k]))
		}
		assertIsZeroFlag(api, api.Sub(guess[i], secret[i]), green[i])
	}
	for i := 0; i < L; i++ {
		var u frontend.Variable = 0
		for k := 0; k < L; k++ {
			if k != i {
				u = api.Add(u, api.Mul(eq[i][k], api.Sub(1, green[k])))
			}
		}
		var y frontend.Variable = 0
		for j := 0; j < i; j++ {
			same := api.IsZero(api.Sub(guess[i], guess[j]))
			y = api.Add(y, api.Mul(same, yellow[j]))
		}
		spent := api.IsZero(api.Sub(u, y))
		api.AssertIsEqual(api.Mul(api.Sub(1, green[i]), api.Sub(1, spent)), yellow[i])
	}
}

// assertIsZeroFlag asserts flag = [x = 0] in two constraints, with the
// inverse of x (or 0) from a hint: x·inv = 1 − flag and x·flag = 0. If x ≠ 0
// the second forces flag = 0; if x = 0 the first forces flag = 1.
func assertIsZeroFlag(api frontend.API, x, flag frontend.Variable) {
	inv, err := api.Compiler().NewHint(invZeroHint, 1, x)
	if err != nil {
		panic(err) // the hint is registered in init
	}
	api.AssertIsEqual(api.Mul(x, inv[0]), api.Sub(1, flag))
	api.AssertIsEqual(api.Mul(x, flag), 0)
}
