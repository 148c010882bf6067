package wire

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
	"github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/prover"
)

var updateFixture = flag.Bool("update-fixture", false, "rewrite "+proofFixture)

// proofFixture is the match that contracts/test/tictactoe/WordleTacToeProof.t.sol
// plays with the real verifiers, dictionaries and proofs.
const proofFixture = "../../../contracts/test/testdata/ttt_proofs.json"

type fixtureDict struct {
	Length       int    `json:"length"`
	AnswersRoot  string `json:"answersRoot"`
	AnswersCount int    `json:"answersCount"`
	GuessRoot    string `json:"guessRoot"`
	GuessCount   int    `json:"guessCount"`
	GuessDepth   int    `json:"guessDepth"`
}

type fixtureMove struct {
	Cell      int      `json:"cell"`
	Guess     string   `json:"guess"`
	Word      uint64   `json:"word"`
	Valid     bool     `json:"valid"`
	Index     uint32   `json:"index"`
	Below     uint64   `json:"below"`
	Above     uint64   `json:"above"`
	Path      []string `json:"path"`
	AbovePath []string `json:"abovePath"`
	Colours   uint64   `json:"colours"` // valid moves: the house's answer
	Proof     string   `json:"proof"`   // valid moves: its answer proof
}

type fixtureTurn struct {
	Moves []fixtureMove `json:"moves"`
}

type proofFixtureJSON struct {
	BlockHash    string        `json:"blockHash"`
	MatchID      uint64        `json:"matchId"`
	Randomness   string        `json:"randomness"`
	Starter      int           `json:"starter"`
	Seed         string        `json:"seed"`
	Commitment   string        `json:"commitment"`
	Dictionaries []fixtureDict `json:"dictionaries"`
	Turns        []fixtureTurn `json:"turns"`
}

func hexes(hs [][32]byte) []string {
	out := make([]string, 0, len(hs))
	for _, h := range hs {
		out = append(out, common.Hash(h).Hex())
	}
	return out
}

// TestProofFixture checks (and with -update-fixture remakes) the forge
// fixture: bout 0 of match 1 with the draw block hash below, in four turns:
// the starter guesses on a corner (4 letters) and the centre (6); the other
// player guesses an edge (5) and an invalid corner word (a non-membership
// proof), which skips its next turn; the starter solves the centre, and
// (the other's turn skipped) guesses a corner and an edge.
func TestProofFixture(t *testing.T) {
	var dicts [3]*Dictionaries
	for i, l := range Lengths {
		d, err := LoadDictionaries(l)
		require.NoError(t, err)
		dicts[i] = d
	}
	bh := common.HexToHash("0x7707000000000000000000000000000000000000000000000000000000c0ffee")
	r, starter := Draw(bh, big.NewInt(1))
	var seed fr.Element
	seed.SetUint64(0x7e7e5eed)
	commitment := prover.SeedCommitment(seed)
	want := proofFixtureJSON{
		BlockHash: bh.Hex(), MatchID: 1, Randomness: r.String(), Starter: starter,
		Seed: seed.String(), Commitment: commitment.String(),
	}
	for _, d := range dicts {
		want.Dictionaries = append(want.Dictionaries, fixtureDict{
			Length: d.Length, AnswersRoot: d.AnswersRoot().String(), AnswersCount: d.Answers.Len(),
			GuessRoot: common.Hash(d.GuessTree.Root()).Hex(), GuessCount: len(d.Guesses), GuessDepth: d.GuessTree.Depth(),
		})
	}
	target := func(cell int) string {
		w, _, err := dicts[cellDict(cell)].Answers.DeriveWord(seed, r, WordIndex(0, cell))
		require.NoError(t, err)
		return w
	}
	plan := [][]struct {
		cell  int
		guess string
	}{
		{{0, "tale"}, {4, "stream"}},
		{{1, "crane"}, {2, "qzqz"}},
		{{4, target(4)}},
		{{6, "tale"}, {7, "crane"}},
	}
	var have proofFixtureJSON
	if !*updateFixture {
		b, err := os.ReadFile(proofFixture)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, &have))
	}
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	ctx := context.Background()
	for ti, turn := range plan {
		var ft fixtureTurn
		for mi, mv := range turn {
			d := dicts[cellDict(mv.cell)]
			wp, err := d.Prove(mv.guess)
			require.NoError(t, err)
			m := fixtureMove{
				Cell: mv.cell, Guess: mv.guess, Word: wp.Word, Valid: wp.Valid, Index: wp.Index,
				Below: wp.Below, Above: wp.Above, Path: hexes(wp.Path), AbovePath: hexes(wp.AbovePath),
			}
			if wp.Valid {
				colours, err := game.FeedbackWords(game.Letters, target(mv.cell), mv.guess, d.Length)
				require.NoError(t, err)
				for i, c := range colours {
					m.Colours |= uint64(c) << (2 * i)
				}
				in := prover.AnswerInput{Dictionary: d.Answers, Seed: seed, Randomness: r, Index: WordIndex(0, mv.cell), Guess: mv.guess}
				if *updateFixture {
					proof, err := p.ProveAnswer(ctx, in)
					require.NoError(t, err)
					m.Proof = "0x" + common.Bytes2Hex(proof.Points.Bytes())
				} else {
					require.Len(t, have.Turns, len(plan), "fixture turns")
					m.Proof = have.Turns[ti].Moves[mi].Proof
					st, err := in.Statement()
					require.NoError(t, err)
					pub, err := st.PublicInputs()
					require.NoError(t, err)
					sp, err := prover.SolidityProofFromBytes(common.FromHex(m.Proof))
					require.NoError(t, err)
					proof, err := prover.NewProof(prover.AnswerSpec(d.Length, game.Letters).ID(), pub, sp)
					require.NoError(t, err)
					require.NoError(t, p.Verify(ctx, proof), "turn %d move %d: rerun with -update-fixture", ti, mi)
				}
			}
			ft.Moves = append(ft.Moves, m)
		}
		want.Turns = append(want.Turns, ft)
	}
	require.False(t, want.Turns[1].Moves[1].Valid, "the invalid word")
	if *updateFixture {
		b, err := json.MarshalIndent(want, "", "  ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(proofFixture, append(b, '\n'), 0o644))
		return
	}
	require.Equal(t, want, have, "the fixture is stale: rerun with -update-fixture")
}

// cellDict is the index in Lengths of a cell's length.
func cellDict(cell int) int { return tictactoe.CellLength(cell) - Lengths[0] }
