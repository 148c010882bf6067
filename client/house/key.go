// Package house is the client side of the bonded houses (docs/house.md): the
// house's BabyJubJub key and the registry's state as a house operator reads
// it. The registry contract is contracts/src/house/HouseRegistry.sol.
package house

import (
	"crypto/ecdsa"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/crypto"
)

// keyDomain separates the house key's derivation from every other use of the
// operator key.
const keyDomain = "wordproof/house-key/v1"

// Key is a house's BabyJubJub key pair, in the coordinates of gnark's
// twisted Edwards form (a = -1) that the registry checks and the circuits use.
type Key struct {
	secret *big.Int
	public twistededwards.PointAffine
}

// DeriveKey derives the house key from the operator's Ethereum key, so that
// the operator keeps one secret: keccak256(domain, operator key) reduced
// modulo the prime subgroup's order (never zero), times the base point.
func DeriveKey(operator *ecdsa.PrivateKey) *Key {
	curve := twistededwards.GetEdwardsCurve()
	h := crypto.Keccak256([]byte(keyDomain), crypto.FromECDSA(operator))
	s := new(big.Int).SetBytes(h)
	s.Mod(s, new(big.Int).Sub(&curve.Order, big.NewInt(1)))
	s.Add(s, big.NewInt(1))
	k := &Key{secret: s}
	k.public.ScalarMultiplication(&curve.Base, s)
	return k
}

// Public returns the public key's coordinates, as the registry takes them.
func (k *Key) Public() (x, y *big.Int) {
	return k.public.X.BigInt(new(big.Int)), k.public.Y.BigInt(new(big.Int))
}

// Secret returns the secret scalar (for the house agent's ECDH).
func (k *Key) Secret() *big.Int { return new(big.Int).Set(k.secret) }
