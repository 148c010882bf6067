package poker_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"slices"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

// commitFixture holds real K = 5 commit proofs (shipped keys) of five answers
// for each player, bound to the context WordlePoker computes at
// fixtureContract for round 0 of match 1 on forge's chain, and one proof of
// five words over a list with a word that is not an answer:
// contracts/test/poker/PokerCommitProof.t.sol commits with them through the
// real CommitK5L5A26Verifier.
const commitFixture = "../../contracts/test/testdata/poker_commit_k5.json"

var (
	commitWords = []string{"crane", "slate", "moist", "pudgy", "lemon"}
	// outsider is not a Wordle answer: the off-list proof commits it.
	outsider = "zzzzz"
)

type commitFixtureJSON struct {
	Root        string     `json:"root"`        // the answers list's root: SECRET_ROOT
	OffRoot     string     `json:"offRoot"`     // the root of the list with the outsider
	Commitments [][]string `json:"commitments"` // by seat, then the off-list proof's (seat a)
	Proofs      []string   `json:"proofs"`      // seat a, seat b, then the off-list proof
	Words       []string   `json:"words"`
}

func commitSalts(seat int) []fr.Element {
	s := make([]fr.Element, len(commitWords))
	for i := range s {
		s[i].SetUint64(uint64(0xc0 + 10*seat + i))
	}
	return s
}

// TestCommitFixture checks that the fixture's proofs verify under the shipped
// keys with the public inputs WordlePoker.commitWords builds, and makes it
// with -update-fixture. The prover itself refuses a word off the answers list;
// the off-list proof is made over a list with the outsider in it, so only its
// root tells it apart (the contract holds the answers' root).
func TestCommitFixture(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the shipped commit key")
	}
	ctx := context.Background()
	p, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	answers, err := words.Load(words.Secrets, 5)
	require.NoError(t, err)
	dict, err := prover.NewDictionary(game.Letters, 5, answers.Words())
	require.NoError(t, err)
	require.False(t, slices.Contains(answers.Words(), outsider))
	offList := append(slices.Clone(answers.Words()[1:]), outsider)
	off, err := prover.NewDictionary(game.Letters, 5, offList)
	require.NoError(t, err)
	offWords := append(slices.Clone(commitWords[:4]), outsider)

	_, err = p.ProveCommit(ctx, prover.CommitInput{Dictionary: dict, Words: offWords, Salts: commitSalts(0)})
	require.ErrorIs(t, err, prover.ErrBadInput, "the prover refuses a word off the answers list")

	contexts := make([]fr.Element, 2)
	for seat, player := range fixturePlayers {
		b := prover.Binding{ChainID: big.NewInt(fixtureChain), Contract: fixtureContract, GameID: big.NewInt(fixtureMatch), Round: 0, Player: player}
		contexts[seat], err = b.Context()
		require.NoError(t, err)
	}
	inputs := []prover.CommitInput{
		{Dictionary: dict, Words: commitWords, Salts: commitSalts(0), Context: contexts[0]},
		{Dictionary: dict, Words: commitWords, Salts: commitSalts(1), Context: contexts[1]},
		{Dictionary: off, Words: offWords, Salts: commitSalts(0), Context: contexts[0]},
	}
	if *updateFixture {
		root, offRoot := dict.Root(), off.Root()
		f := commitFixtureJSON{Root: root.String(), OffRoot: offRoot.String(), Words: commitWords}
		for _, in := range inputs {
			proof, err := p.ProveCommit(ctx, in)
			require.NoError(t, err)
			f.Proofs = append(f.Proofs, "0x"+hex.EncodeToString(proof.Points.Bytes()))
			var cs []string
			for _, c := range proof.Public[1:6] {
				cs = append(cs, c.String())
			}
			f.Commitments = append(f.Commitments, cs)
		}
		b, err := json.MarshalIndent(f, "", "  ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(commitFixture, append(b, '\n'), 0o644))
	}
	b, err := os.ReadFile(commitFixture)
	require.NoError(t, err)
	var f commitFixtureJSON
	require.NoError(t, json.Unmarshal(b, &f))
	root := dict.Root()
	require.Equal(t, root.String(), f.Root, "the answers list changed: rerun with -update-fixture")
	for k, in := range inputs {
		cs, err := in.Commitments()
		require.NoError(t, err)
		inRoot := in.Dictionary.Root()
		public := []*big.Int{inRoot.BigInt(new(big.Int))}
		for i, c := range cs {
			require.Equal(t, c.String(), f.Commitments[k][i])
			public = append(public, c.BigInt(new(big.Int)))
		}
		public = append(public, inputs[k].Context.BigInt(new(big.Int)))
		points, err := hex.DecodeString(f.Proofs[k][2:])
		require.NoError(t, err)
		sp, err := prover.SolidityProofFromBytes(points)
		require.NoError(t, err)
		proof, err := prover.NewProof(prover.CommitSpec(5, 5, game.Letters).ID(), public, sp)
		require.NoError(t, err)
		require.NoError(t, p.Verify(ctx, proof), "proof %d no longer verifies: rerun with -update-fixture", k)
		// under the answers' root the off-list proof fails, as on chain
		public[0] = root.BigInt(new(big.Int))
		bad, err := prover.NewProof(proof.Circuit, public, sp)
		require.NoError(t, err)
		if k == 2 {
			require.Error(t, p.Verify(ctx, bad), "the off-list proof under the answers' root")
		}
	}
}
