package prover

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Binding identifies where a proof may be used. Round is 0 for a commit
// (join) proof.
type Binding struct {
	ChainID  *big.Int
	Contract common.Address
	GameID   *big.Int
	Round    uint64
	Player   common.Address
}

// Context returns the context public input of b, as the contracts compute it:
//
//	uint256(keccak256(abi.encode(chainId, contract, gameId, round, player))) >> 8
//
// abi.encode writes each value as one 32-byte big-endian word (addresses
// left-padded), whatever its integer type. The shift keeps the value below
// 2^248, inside the BN254 scalar field.
func (b Binding) Context() (fr.Element, error) {
	var buf [5 * 32]byte
	for i, v := range []*big.Int{b.ChainID, nil, b.GameID} {
		if i == 1 {
			continue
		}
		if v == nil || v.Sign() < 0 || v.BitLen() > 256 {
			return fr.Element{}, fmt.Errorf("%w: binding value %v is not a uint256", ErrBadInput, v)
		}
		v.FillBytes(buf[32*i : 32*(i+1)])
	}
	copy(buf[32+12:64], b.Contract[:])
	new(big.Int).SetUint64(b.Round).FillBytes(buf[96:128])
	copy(buf[128+12:160], b.Player[:])
	h := new(big.Int).SetBytes(crypto.Keccak256(buf[:]))
	h.Rsh(h, 8)
	var e fr.Element
	e.SetBigInt(h)
	return e, nil
}
