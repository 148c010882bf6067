package wow_test

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client/wow"
)

// TestGuessCommitmentMatchesTheContract: the commitment the agent computes
// in Go is the contract's guessCommitment for random games, rounds, players,
// guesses and salts, extremes included.
func TestGuessCommitmentMatchesTheContract(t *testing.T) {
	ctx := context.Background()
	chain := startChain(t)
	contract := bindings.NewWorthOfWords()
	inst := contract.Instance(chain.Client, chain.game)
	rng := rand.New(rand.NewPCG(1, 2))
	maxID := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	for i := range 40 {
		id := new(big.Int).SetUint64(rng.Uint64())
		round := uint16(rng.UintN(1 << 16))
		var player common.Address
		var salt [32]byte
		for j := range player {
			player[j] = byte(rng.UintN(256))
		}
		for j := range salt {
			salt[j] = byte(rng.UintN(256))
		}
		guess := rng.Uint32()
		if i == 0 { // the largest values of every field
			id, round, guess = maxID, 0xffff, 0xffffffff
		}
		want, err := bind.Call(inst, &bind.CallOpts{Context: ctx},
			contract.PackGuessCommitment(id, big.NewInt(int64(round)), player, guess, salt), contract.UnpackGuessCommitment)
		require.NoError(t, err)
		require.Equal(t, want, wow.GuessCommitment(id, round, player, guess, salt), "case %d", i)
	}
}
