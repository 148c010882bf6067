package worduel

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/circuits"
)

// MatchRandomness is the R of a Blitz match as WorduelBlitz._draw fixes it:
// uint128(keccak256(abi.encode(blockhash(drawBlock), matchId))).
func MatchRandomness(blockHash common.Hash, matchID *big.Int) *big.Int {
	h := crypto.Keccak256Hash(blockHash[:], common.BigToHash(matchID).Bytes())
	return circuits.AnswerRandomness(h)
}
