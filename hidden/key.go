package hidden

import (
	"crypto/rand"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"

	"github.com/wordproof/wordproof/merkle"
)

// KeyTag is the domain tag of the key commitment K = C(KeyTag, k) (leaves
// use 1, seed commitments 2).
const KeyTag = 3

// Cofactor is BabyJubJub's cofactor: the shared point is taken from
// Cofactor·peer, which is always in the prime-order subgroup, so a peer key
// with a small-order part learns nothing about the other side's secret.
const Cofactor = 8

// PublicKey returns [sk]·B, B the base point of the prime-order subgroup, in
// the coordinates of gnark's twisted Edwards form (a = -1) that the house
// registry and the circuits use.
func PublicKey(sk *big.Int) (twistededwards.PointAffine, error) {
	var p twistededwards.PointAffine
	if err := checkSecret(sk); err != nil {
		return p, err
	}
	curve := twistededwards.GetEdwardsCurve()
	p.ScalarMultiplication(&curve.Base, sk)
	return p, nil
}

// NewPlayerKey returns a fresh secret scalar in [1, order) and its public
// key: a player makes one per match and keeps the secret until the match ends.
func NewPlayerKey() (*big.Int, twistededwards.PointAffine, error) {
	curve := twistededwards.GetEdwardsCurve()
	max := new(big.Int).Sub(&curve.Order, big.NewInt(1))
	sk, err := rand.Int(rand.Reader, max)
	if err != nil {
		return nil, twistededwards.PointAffine{}, fmt.Errorf("player key: %w", err)
	}
	sk.Add(sk, big.NewInt(1))
	pk, err := PublicKey(sk)
	return sk, pk, err
}

// Shared returns the ECDH value of a secret scalar and the other side's
// public key: the y coordinate of [sk]·(Cofactor·peer). The house computes it
// with its key and the player's, the player with its key and the house's;
// both get the same value. Only y is used: it is the same for a point and
// its negation, so it depends only on the two keys' y coordinates.
func Shared(sk *big.Int, peer twistededwards.PointAffine) (fr.Element, error) {
	if err := checkSecret(sk); err != nil {
		return fr.Element{}, err
	}
	if !peer.IsOnCurve() {
		return fr.Element{}, fmt.Errorf("%w: peer key is not on BabyJubJub", ErrBadKey)
	}
	var p twistededwards.PointAffine
	p.Double(&peer)
	p.Double(&p)
	p.Double(&p)
	p.ScalarMultiplication(&p, sk)
	return p.Y, nil
}

func checkSecret(sk *big.Int) error {
	curve := twistededwards.GetEdwardsCurve()
	if sk == nil || sk.Sign() <= 0 || sk.Cmp(&curve.Order) >= 0 {
		return fmt.Errorf("%w: secret scalar must be in [1, subgroup order)", ErrBadKey)
	}
	return nil
}

// MatchKey returns k = C(shared, ctx), the key of one player's hidden
// guesses in one match; ctx is the game's context for that player (the
// contract's keccak binding, below 2^248), so k never repeats across
// matches even if a player reuses its key.
func MatchKey(shared, ctx fr.Element) fr.Element { return merkle.Poseidon2Compress(shared, ctx) }

// KeyCommitment returns K = C(3, k).
func KeyCommitment(k fr.Element) fr.Element {
	var tag fr.Element
	tag.SetUint64(KeyTag)
	return merkle.Poseidon2Compress(tag, k)
}

// Binding returns M = C(C(S, root), K): what the key proof publishes and the
// contract keeps for a player. It binds the house's seed commitment S, the
// answers list's root and the player's key commitment K, so that one public
// input of each answer stands for all three.
func Binding(seedCommitment, root, keyCommitment fr.Element) fr.Element {
	return merkle.Poseidon2Compress(merkle.Poseidon2Compress(seedCommitment, root), keyCommitment)
}
