package house

import (
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// TestDeriveKey: the key is deterministic per operator, differs between
// operators, lies on the curve in the prime subgroup, and has coordinates the
// registry accepts (non-zero, below the field).
func TestDeriveKey(t *testing.T) {
	a, err := crypto.HexToECDSA("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
	require.NoError(t, err)
	b, err := crypto.HexToECDSA("5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")
	require.NoError(t, err)
	ka, kb := DeriveKey(a), DeriveKey(b)
	ax, ay := ka.Public()
	ax2, ay2 := DeriveKey(a).Public()
	require.Equal(t, ax, ax2)
	require.Equal(t, ay, ay2)
	bx, _ := kb.Public()
	require.NotEqual(t, ax, bx, "another operator, another key")

	require.True(t, ka.public.IsOnCurve())
	curve := twistededwards.GetEdwardsCurve()
	var inSubgroup twistededwards.PointAffine
	inSubgroup.ScalarMultiplication(&ka.public, &curve.Order)
	require.True(t, inSubgroup.X.IsZero() && inSubgroup.Y.IsOne(), "order divides the subgroup's")
	for _, c := range []*big.Int{ax, ay} {
		require.Positive(t, c.Sign())
		require.Negative(t, c.Cmp(fr.Modulus()))
	}
	require.Positive(t, ka.Secret().Sign())
}
