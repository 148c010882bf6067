package circuits

import (
	"math/big"

	"github.com/consensys/gnark/frontend"
)

// RevealCircuit proves the colours of up to Guesses guesses against one
// committed secret word.
//
// Public inputs, in this order: Commitment, Packed. Packed carries the
// context in its high bits (see [WithContext]): every public input costs a
// verifier on chain about 6,200 gas, and the batch leaves room for it.
//
// It asserts that
//   - every secret symbol is below the alphabet size, and
//     Commitment = C(packed(Secret), Salt);
//   - Packed = batch + Context·2^RevealContextShift, where Context has at
//     most RevealContextBits bits and the batch is the canonical packing of
//     [PackReveal]: fewer than p.PackedBits() bits, every guess symbol below
//     the alphabet size, used slots first and unused slots all zero;
//   - the colours of every used slot are game.Feedback(secret, guess)
//     (which also puts every colour in {0,1,2});
//
// The context is thus bound by the public input itself: a proof for one
// context does not verify under another.
type RevealCircuit struct {
	Commitment frontend.Variable `gnark:",public"` // C(packed secret, salt)
	Packed     frontend.Variable `gnark:",public"` // batch and context, see WithContext
	Context    frontend.Variable // the reveal context, RevealContext of the binding's

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

	// The batch. A hint reads the guess symbols' bits and the slot flags
	// out of Packed; every bit is asserted boolean, and Packed is asserted
	// equal to the packing of those bits with the colours computed below.
	// Each field of the packing is within its bit range (a colour is 0, 1 or
	// 2) and the batch is below 2^PackedBits <= 2^RevealContextShift; the
	// context is range-checked to RevealContextBits bits, so the whole is
	// below 2^252, under the field modulus: Packed determines every bit, and
	// the colours are the computed ones.
	sb := p.SlotBits()
	guessBits := symbolBits * L
	hinted, err := api.Compiler().NewHint(unpackHint, Guesses*(guessBits+1), c.Packed, L)
	if err != nil {
		return err
	}
	var recomposed frontend.Variable = 0
	var prevActive frontend.Variable = 1
	for j := 0; j < Guesses; j++ {
		b := hinted[j*(guessBits+1) : (j+1)*(guessBits+1)]
		for _, bit := range b {
			api.AssertIsBoolean(bit)
		}
		active := b[guessBits]
		// Used slots come first.
		api.AssertIsEqual(api.Mul(active, api.Sub(1, prevActive)), 0)
		prevActive = active
		// An unused slot has no guess (and gets no colour, see below).
		word := fromBits(api, b[:guessBits])
		api.AssertIsEqual(api.Mul(api.Sub(1, active), word), 0)

		guess := make([]frontend.Variable, L)
		for i := 0; i < L; i++ {
			sym := b[symbolBits*i : symbolBits*(i+1)]
			assertBitsAtMost(api, sym, uint64(p.Alphabet.Size-1))
			// In an unused slot every symbol is 0; it is replaced by
			// maskedSymbol, which matches no secret symbol, so every colour
			// of the slot is grey (0).
			guess[i] = api.Add(fromBits(api, sym), api.Mul(api.Sub(1, active), maskedSymbol))
		}
		colours := feedbackColours(api, secret, guess)
		slot := api.Add(word, api.Mul(colours, new(big.Int).Lsh(big.NewInt(1), uint(guessBits))),
			api.Mul(active, new(big.Int).Lsh(big.NewInt(1), uint(sb-1))))
		recomposed = api.Add(recomposed, api.Mul(slot, new(big.Int).Lsh(big.NewInt(1), uint(j*sb))))
	}
	api.ToBinary(c.Context, RevealContextBits)
	api.AssertIsEqual(api.Add(recomposed, api.Mul(c.Context, new(big.Int).Lsh(big.NewInt(1), RevealContextShift))), c.Packed)
	return nil
}

// feedbackColours returns the colours that game.Feedback gives guess
// against secret, packed two bits a position (position i times 4^i) as a
// linear expression: 0 grey, 1 yellow, 2 green.
//
// With g = guess and s = secret, position i is green iff g_i = s_i. The
// unmatched copies of g_i in the secret are u_i = Σ_{k≠i} [g_i = s_k]·(1 −
// green_k). Feedback gives yellows left to right while copies remain, so the
// yellows already given to the symbol g_i before position i are
// Y_i = Σ_{j<i} [g_j = g_i]·yellow_j = min(e_i, u_i) ≤ u_i, where e_i counts the
// earlier non-green positions holding g_i; position i (not green) is then
// yellow iff e_i < u_i iff Y_i ≠ u_i. Computing yellow_i = (1 − green_i)·[Y_i ≠
// u_i] from left to right therefore gives exactly the rules' yellows.
func feedbackColours(api frontend.API, secret, guess []frontend.Variable) frontend.Variable {
	L := len(secret)
	green := make([]frontend.Variable, L)
	for i := range green {
		green[i] = api.IsZero(api.Sub(guess[i], secret[i]))
	}
	yellow := make([]frontend.Variable, L)
	var colours frontend.Variable = 0
	for i := 0; i < L; i++ {
		var u frontend.Variable = 0
		for k := 0; k < L; k++ {
			if k != i {
				same := api.IsZero(api.Sub(guess[i], secret[k]))
				u = api.Add(u, api.Mul(same, api.Sub(1, green[k])))
			}
		}
		var y frontend.Variable = 0
		for j := 0; j < i; j++ {
			same := api.IsZero(api.Sub(guess[i], guess[j]))
			y = api.Add(y, api.Mul(same, yellow[j]))
		}
		spent := api.IsZero(api.Sub(u, y))
		yellow[i] = api.Mul(api.Sub(1, green[i]), api.Sub(1, spent))
		colours = api.Add(colours, api.Mul(api.Add(yellow[i], api.Mul(green[i], 2)), 1<<(colorBits*i)))
	}
	return colours
}
