package wow

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// GuessCommitment is the commitment of a hidden guess, as the contract's
// guessCommitment view computes it: keccak256(abi.encode(gameId, round,
// player, guess, salt)). Computed here, it costs a move no RPC round trip;
// TestGuessCommitmentMatchesTheContract holds the two equal.
func GuessCommitment(gameID *big.Int, round uint16, player common.Address, guess uint32, salt [32]byte) [32]byte {
	var enc [5 * 32]byte
	gameID.FillBytes(enc[0:32])
	new(big.Int).SetUint64(uint64(round)).FillBytes(enc[32:64])
	copy(enc[64+12:96], player[:])
	new(big.Int).SetUint64(uint64(guess)).FillBytes(enc[96:128])
	copy(enc[128:160], salt[:])
	return crypto.Keccak256Hash(enc[:])
}
