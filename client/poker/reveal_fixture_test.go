package poker_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"flag"
	"math/big"
	"os"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/prover"
)

var updateFixture = flag.Bool("update-fixture", false, "rewrite "+revealFixture)

// revealFixture holds real reveal proofs (shipped keys) of one guess at a
// committed word, one for each player as the prover, bound to the context
// WordlePoker computes at fixtureContract for hand 1 of match 1 on forge's
// chain: contracts/test/poker/PokerRevealProof.t.sol answers with them through
// the real RevealL5A26Verifier.
const revealFixture = "../../contracts/test/testdata/poker_reveal_l5a26.json"

var (
	fixtureContract = common.HexToAddress("0x00000000000000000000000000000000000b0c4e")
	fixturePlayers  = []common.Address{common.HexToAddress("0xA11CE"), common.HexToAddress("0xB0B")}
)

const (
	fixtureChain  = 31337 // forge's default chain id
	fixtureMatch  = 1
	fixtureRound  = 1 // the hand
	fixtureSecret = "crane"
	fixtureGuess  = "trace"
)

type revealFixtureJSON struct {
	Commitment string   `json:"commitment"`
	Colours    uint64   `json:"colours"`
	Contract   string   `json:"contract"`
	Guess      uint64   `json:"guess"`
	Proofs     []string `json:"proofs"` // by the prover's seat: a, b
	Public     []string `json:"public"` // the second public input, by seat
	Salt       string   `json:"salt"`
	Secret     string   `json:"secret"`
}

func fixtureSalt() fr.Element {
	var s fr.Element
	s.SetUint64(0x5a17)
	return s
}

// contractInput is the reveal proof's second public input as WordlePoker.answer
// builds it: the guess, its colours above it, the used flag at bit 35, and the
// low 120 bits of the context at bit 132.
func contractInput(guess, colours uint64, ctx fr.Element) *big.Int {
	c := ctx.BigInt(new(big.Int))
	c.And(c, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 120), big.NewInt(1)))
	v := new(big.Int).SetUint64(guess | colours<<25 | 1<<35)
	return v.Or(v, c.Lsh(c, 132))
}

// TestRevealFixture checks that the fixture's proofs verify under the shipped
// keys with exactly the public inputs the contract computes (rerun with
// -update-fixture after new keys).
func TestRevealFixture(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the shipped reveal key")
	}
	ctx := context.Background()
	p, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	secret, err := game.Letters.Encode(fixtureSecret, 5)
	require.NoError(t, err)
	guess, err := game.Letters.Encode(fixtureGuess, 5)
	require.NoError(t, err)
	colors := make([]game.Color, 5)
	game.Feedback(secret, guess, colors)
	var colours uint64
	for i, c := range colors {
		colours |= uint64(c) << (2 * i)
	}
	commitment := merkle.Commitment(game.PackWord(secret), fixtureSalt())
	contexts := make([]fr.Element, 2)
	for seat, player := range fixturePlayers {
		b := prover.Binding{ChainID: big.NewInt(fixtureChain), Contract: fixtureContract, GameID: big.NewInt(fixtureMatch), Round: fixtureRound, Player: player}
		contexts[seat], err = b.Context()
		require.NoError(t, err)
	}
	if *updateFixture {
		salt := fixtureSalt()
		f := revealFixtureJSON{
			Commitment: commitment.String(), Colours: colours, Contract: fixtureContract.Hex(),
			Guess: game.PackWord(guess), Salt: salt.String(), Secret: fixtureSecret,
		}
		for seat := range fixturePlayers {
			proof, err := p.ProveReveal(ctx, prover.RevealInput{
				Alphabet: game.Letters, Secret: fixtureSecret, Salt: fixtureSalt(), Guesses: []string{fixtureGuess}, Context: contexts[seat],
			})
			require.NoError(t, err)
			f.Proofs = append(f.Proofs, "0x"+hex.EncodeToString(proof.Points.Bytes()))
			f.Public = append(f.Public, proof.PublicBig()[1].String())
		}
		b, err := json.MarshalIndent(f, "", "  ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(revealFixture, append(b, '\n'), 0o644))
	}
	b, err := os.ReadFile(revealFixture)
	require.NoError(t, err)
	var f revealFixtureJSON
	require.NoError(t, json.Unmarshal(b, &f))
	require.Equal(t, commitment.String(), f.Commitment)
	require.Equal(t, colours, f.Colours)
	for seat := range fixturePlayers {
		public := []*big.Int{commitment.BigInt(new(big.Int)), contractInput(game.PackWord(guess), colours, contexts[seat])}
		require.Equal(t, public[1].String(), f.Public[seat], "the contract's packing is the circuit's")
		points, err := hex.DecodeString(f.Proofs[seat][2:])
		require.NoError(t, err)
		sp, err := prover.SolidityProofFromBytes(points)
		require.NoError(t, err)
		proof, err := prover.NewProof(prover.RevealSpec(5, game.Letters).ID(), public, sp)
		require.NoError(t, err)
		require.NoError(t, p.Verify(ctx, proof), "seat %d: the fixture no longer verifies: rerun with -update-fixture", seat)
		// bound to the seat: the other seat's context does not verify
		other := []*big.Int{public[0], contractInput(game.PackWord(guess), colours, contexts[1-seat])}
		bad, err := prover.NewProof(proof.Circuit, other, sp)
		require.NoError(t, err)
		require.Error(t, p.Verify(ctx, bad), "seat %d's proof under the other context", seat)
	}
}
