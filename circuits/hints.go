package circuits

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark/constraint/solver"
)

func init() {
	solver.RegisterHint(GetHints()...)
}

// GetHints returns the hints of this package's gadgets, for solvers that
// need them registered explicitly.
func GetHints() []solver.Hint {
	return []solver.Hint{unpackHint, answerModHint, refuseUnpackHint}
}

// unpackHint reads a packed reveal batch (see PackReveal): in = [packed,
// length]; out, for each of the Guesses slots, the 5·length bits of its guess
// (least significant first) and then its used flag. Its outputs are
// constrained by RevealCircuit.Define.
func unpackHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 2 || !in[1].IsInt64() {
		return fmt.Errorf("unpackHint: want 2 inputs, got %d", len(in))
	}
	L := int(in[1].Int64())
	if L < MinLength || L > MaxLength || len(out) != Guesses*(symbolBits*L+1) {
		return fmt.Errorf("unpackHint: length %d with %d outputs", L, len(out))
	}
	sb := (symbolBits+colorBits)*L + 1
	n := 0
	for j := 0; j < Guesses; j++ {
		for k := 0; k < symbolBits*L; k++ {
			out[n].SetUint64(uint64(in[0].Bit(j*sb + k)))
			n++
		}
		out[n].SetUint64(uint64(in[0].Bit(j*sb + sb - 1)))
		n++
	}
	return nil
}
