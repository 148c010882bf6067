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
	return []solver.Hint{invZeroHint}
}

// invZeroHint returns 1/x mod the field, or 0 when x = 0. Its output is
// constrained by assertIsZeroFlag.
func invZeroHint(field *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 1 {
		return fmt.Errorf("invZeroHint: want 1 input and 1 output, got %d and %d", len(in), len(out))
	}
	if in[0].Sign() == 0 {
		out[0].SetUint64(0)
		return nil
	}
	if out[0].ModInverse(in[0], field) == nil {
		return fmt.Errorf("invZeroHint: no inverse")
	}
	return nil
}
