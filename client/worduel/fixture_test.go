package worduel

import (
	"context"
	"encoding/json"
	"flag"
	"math/big"
	"os"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

var updateFixture = flag.Bool("update-fixture", false, "rewrite "+blitzFixture)

// blitzFixture is what contracts/test/worduel replays with the real verifier.
const blitzFixture = "../../contracts/test/testdata/blitz_l5.json"

type fixtureMove struct {
	Guesser  uint8    `json:"guesser"` // 0 a, 1 b
	Word     uint64   `json:"word"`
	Guess    string   `json:"guess"`
	Packed   uint32   `json:"packed"`
	Index    uint64   `json:"index"`
	Siblings []string `json:"siblings"`
	Colours  uint64   `json:"colours"`
	Proof    string   `json:"proof"`
}

type blitzFixtureJSON struct {
	BlockHash    string        `json:"blockHash"`
	MatchID      uint64        `json:"matchId"`
	Randomness   string        `json:"randomness"`
	SeedA        string        `json:"seedA"`
	CommitmentA  string        `json:"commitmentA"`
	SeedB        string        `json:"seedB"`
	CommitmentB  string        `json:"commitmentB"`
	AnswersRoot  string        `json:"answersRoot"`
	AnswersCount int           `json:"answersCount"`
	GuessRoot    string        `json:"guessRoot"`
	GuessDepth   int           `json:"guessDepth"`
	Moves        []fixtureMove `json:"moves"`
}

func felt(v uint64) fr.Element {
	var e fr.Element
	e.SetUint64(v)
	return e
}

// TestBlitzFixture checks (and with -update-fixture remakes) the match the
// forge suite WorduelBlitzProofTest plays with real proofs: b solves word 0 of
// a's stream in two guesses and word 1 in one, a solves word 0 of b's stream
// in one. The randomness is MatchRandomness of the fixed block hash.
func TestBlitzFixture(t *testing.T) {
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	answers := dicts.SecretTree
	bh := common.HexToHash("0x5eed000000000000000000000000000000000000000000000000000000b117c2")
	r := MatchRandomness(bh, big.NewInt(1))
	seeds := [2]fr.Element{felt(0xa11ce), felt(0xb0b)}

	type plan struct {
		guesser uint8
		word    uint64
		guess   string // "" is the target
	}
	plans := []plan{{1, 0, "crane"}, {1, 0, ""}, {0, 0, ""}, {1, 1, ""}}
	want := blitzFixtureJSON{
		BlockHash: bh.Hex(), MatchID: 1, Randomness: r.String(),
		SeedA: seeds[0].String(), SeedB: seeds[1].String(),
		AnswersRoot: dicts.SecretRoot().String(), AnswersCount: answers.Len(),
		GuessRoot: common.Hash(dicts.GuessTree.Root()).Hex(), GuessDepth: dicts.GuessTree.Depth(),
	}
	ca, cb := prover.SeedCommitment(seeds[0]), prover.SeedCommitment(seeds[1])
	want.CommitmentA, want.CommitmentB = ca.String(), cb.String()

	var have blitzFixtureJSON
	if !*updateFixture {
		b, err := os.ReadFile(blitzFixture)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, &have))
	}
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	for k, pl := range plans {
		answerer := seeds[1-pl.guesser] // a guesses b's stream and the reverse
		target, _, err := answers.DeriveWord(answerer, r, pl.word)
		require.NoError(t, err)
		g := pl.guess
		if g == "" || g == target {
			g = target
		}
		packed, index, siblings, err := dicts.GuessProof(g)
		require.NoError(t, err)
		colours, err := game.FeedbackWords(game.Letters, target, g, 5)
		require.NoError(t, err)
		var c uint64
		for i, col := range colours {
			c |= uint64(col) << (2 * i)
		}
		m := fixtureMove{Guesser: pl.guesser, Word: pl.word, Guess: g, Packed: packed, Index: index.Uint64(), Colours: c}
		for _, s := range siblings {
			m.Siblings = append(m.Siblings, common.Hash(s).Hex())
		}
		in := prover.AnswerInput{Dictionary: answers, Seed: answerer, Randomness: r, Index: pl.word, Guess: g}
		if *updateFixture {
			proof, err := p.ProveAnswer(context.Background(), in)
			require.NoError(t, err)
			m.Proof = "0x" + common.Bytes2Hex(proof.Points.Bytes())
		} else {
			require.Greater(t, len(have.Moves), k, "fixture moves")
			m.Proof = have.Moves[k].Proof
			// the stored proof still verifies for this statement
			st, err := in.Statement()
			require.NoError(t, err)
			pub, err := st.PublicInputs()
			require.NoError(t, err)
			sp, err := prover.SolidityProofFromBytes(common.FromHex(m.Proof))
			require.NoError(t, err)
			proof, err := prover.NewProof(prover.AnswerSpec(5, game.Letters).ID(), pub, sp)
			require.NoError(t, err)
			require.NoError(t, p.Verify(context.Background(), proof), "move %d: rerun with -update-fixture", k)
		}
		want.Moves = append(want.Moves, m)
	}
	if *updateFixture {
		b, err := json.MarshalIndent(want, "", "  ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(blitzFixture, append(b, '\n'), 0o644))
		return
	}
	require.Equal(t, want, have, "the fixture is stale: rerun with -update-fixture")
}
