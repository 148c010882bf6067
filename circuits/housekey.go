package circuits

import (
	"math/big"

	tedwardsbn254 "github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	tedwards "github.com/consensys/gnark-crypto/ecc/twistededwards"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/algebra/native/twistededwards"
	"github.com/consensys/gnark/std/math/bits"

	"github.com/wordproof/wordproof/hidden"
)

// KeyCircuit proves a house's per-match key for one player (package hidden):
//
//	shared = y([sk]·(8·PK_g)),  [sk]·B has y = HouseY (B the base point)
//	k      = C(shared, Context)
//	Binding = C(C(SeedCommitment, Root), C(3, k))
//
// Public inputs, in this order: HouseY (the y coordinate of the house's
// registered key), PlayerY (the player's key's), Context, SeedCommitment,
// Root, Binding. Private: the house's secret scalar and the player key's x.
//
// Only y coordinates are public: a y fixes a point up to its sign, and the
// shared y is the same for either sign of either key, so k depends only on
// the public values. The house key must not be the identity (its x is
// asserted non-zero). The player's point is asserted on the curve and its
// cofactor cleared, so the scalar multiplications run in the prime-order
// subgroup, as gnark's gadget requires, and a player key with a small-order
// part learns nothing about sk.
type KeyCircuit struct {
	HouseY         frontend.Variable `gnark:",public"`
	PlayerY        frontend.Variable `gnark:",public"`
	Context        frontend.Variable `gnark:",public"`
	SeedCommitment frontend.Variable `gnark:",public"`
	Root           frontend.Variable `gnark:",public"`
	Binding        frontend.Variable `gnark:",public"`

	Secret  frontend.Variable // the house's secret scalar (private)
	PlayerX frontend.Variable // the player key's x (private)
}

// Define implements frontend.Circuit.
func (c *KeyCircuit) Define(api frontend.API) error {
	curve, err := twistededwards.NewEdCurve(api, tedwards.BN254)
	if err != nil {
		return err
	}
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	// gnark's ScalarMul checks its hinted result with emulated arithmetic,
	// whose range checks add a Groth16 commitment (api.Commit) that our
	// verifiers and proof encoding do not carry: a plain double-and-add over
	// the secret's bits, shared by both products, costs about as much.
	order := curve.Params().Order
	sk := bits.ToBinary(api, c.Secret, bits.WithNbDigits(order.BitLen()))
	house := fixedBaseMul(api, curve, sk)
	api.AssertIsDifferent(house.X, 0)
	api.AssertIsEqual(house.Y, c.HouseY)

	player := twistededwards.Point{X: c.PlayerX, Y: c.PlayerY}
	curve.AssertIsOnCurve(player)
	for m := hidden.Cofactor; m > 1; m /= 2 {
		player = curve.Double(player)
	}
	shared := variableBaseMul(api, curve, player, sk)
	k := h.Compress(shared.Y, c.Context)
	key := h.Compress(hidden.KeyTag, k)
	api.AssertIsEqual(h.Compress(h.Compress(c.SeedCommitment, c.Root), key), c.Binding)
	return nil
}

// fixedBaseMul returns [Σ b_i 2^i]·B for the base point B: the sum of the
// constant points [2^i]·B whose bit is set (the identity (0, 1) otherwise,
// a linear choice).
func fixedBaseMul(api frontend.API, curve twistededwards.Curve, b []frontend.Variable) twistededwards.Point {
	var step tedwardsbn254.PointAffine
	base := tedwardsbn254.GetEdwardsCurve().Base
	step.Set(&base)
	res := twistededwards.Point{X: 0, Y: 1}
	for _, bit := range b {
		x, y := step.X.BigInt(new(big.Int)), step.Y.BigInt(new(big.Int))
		term := twistededwards.Point{X: api.Mul(bit, x), Y: api.Add(1, api.Mul(bit, new(big.Int).Sub(y, big.NewInt(1))))}
		res = curve.Add(res, term)
		step.Double(&step)
	}
	return res
}

// variableBaseMul returns [Σ b_i 2^i]·p by double-and-add from the top bit
// (twisted Edwards addition is complete, the identity included).
func variableBaseMul(api frontend.API, curve twistededwards.Curve, p twistededwards.Point, b []frontend.Variable) twistededwards.Point {
	res := twistededwards.Point{X: 0, Y: 1}
	for i := len(b) - 1; i >= 0; i-- {
		res = curve.Double(res)
		term := twistededwards.Point{X: api.Select(b[i], p.X, 0), Y: api.Select(b[i], p.Y, 1)}
		res = curve.Add(res, term)
	}
	return res
}

var _ frontend.Circuit = (*KeyCircuit)(nil)
