package circuits

import (
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/bits"
	"github.com/consensys/gnark/std/permutation/poseidon2"
)

// Hasher is the two-to-one compression C of the shared conventions.
type Hasher interface {
	Compress(left, right frontend.Variable) frontend.Variable
}

// NewHasher returns the in-circuit C: gnark's default BN254 Poseidon2
// permutation (width 2) in compression mode.
func NewHasher(api frontend.API) (Hasher, error) {
	return poseidon2.NewPoseidon2(api)
}

// Symbol is one range-checked symbol: its value and its SymbolBits bits,
// least significant first.
type Symbol struct {
	Value frontend.Variable
	Bits  []frontend.Variable
}

// checkSymbol decomposes v into symbolBits bits (each asserted boolean, the
// recomposition asserted equal to v) and asserts v < size.
func checkSymbol(api frontend.API, v frontend.Variable, size int) Symbol {
	b := bits.ToBinary(api, v, bits.WithNbDigits(symbolBits))
	assertBitsAtMost(api, b, uint64(size-1))
	return Symbol{Value: v, Bits: b}
}

// assertBitsAtMost asserts that the number with the given boolean bits (least
// significant first) is at most bound. It walks from the most significant bit
// keeping eq, the product of the bits equal to bound's ones so far (the prefix
// equals bound's prefix): where bound has a 0 the bit must be 0 while eq
// holds. It costs one constraint per bit of bound below its top one, about
// len(b) in all, and nothing when bound >= 2^len(b)-1.
func assertBitsAtMost(api frontend.API, b []frontend.Variable, bound uint64) {
	if bound>>len(b) != 0 {
		return // every len(b)-bit number is at most bound
	}
	var eq frontend.Variable = 1
	// lowest index where bound's bits below are all ones: below it any value passes
	low := 0
	for low < len(b) && bound>>low&1 == 1 {
		low++
	}
	for i := len(b) - 1; i >= low; i-- {
		if bound>>i&1 == 1 {
			eq = api.Mul(eq, b[i])
		} else {
			api.AssertIsEqual(api.Mul(eq, b[i]), 0)
		}
	}
}

// fromBits recomposes boolean bits (least significant first) into a linear
// expression, with no constraint.
func fromBits(api frontend.API, b []frontend.Variable) frontend.Variable {
	var v frontend.Variable = 0
	for i := len(b) - 1; i >= 0; i-- {
		v = api.Add(api.Mul(v, 2), b[i])
	}
	return v
}

// packSymbols returns Σ s_i·32^i, the in-circuit game.PackWord.
func packSymbols(api frontend.API, s []frontend.Variable) frontend.Variable {
	var v frontend.Variable = 0
	for i := len(s) - 1; i >= 0; i-- {
		v = api.Add(api.Mul(v, 1<<symbolBits), s[i])
	}
	return v
}

// bindContext puts the public context in a constraint (context² = w), as
// Groth16 gives a public input that appears in no constraint a zero term in
// the verifying key, and then a proof would verify under any context.
func bindContext(api frontend.API, context frontend.Variable) {
	api.Mul(context, context)
}
