package prover

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"flag"
	"math/big"
	"os"
	"sync"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
)

var updateFixture = flag.Bool("update-fixture", false, "rewrite "+answerFixture+" and the cell answer fixtures")

// answerFixture is a real answer proof under the shipped keys, read by the
// forge test contracts/test/verifiers/AnswerVerifier.t.sol.
const answerFixture = "../contracts/test/testdata/answer_l5a26.json"

// cellAnswerFixtures are real answer proofs of Wordle-Tac-Toe's corner and
// centre lengths (word i = 9·bout + cell), read by the forge test
// contracts/test/tictactoe/WordleTacToeProof.t.sol.
var cellAnswerFixtures = map[int]string{
	4: "../contracts/test/testdata/answer_l4a26.json",
	6: "../contracts/test/testdata/answer_l6a26.json",
}

var worduelAnswers = sync.OnceValues(func() (*Dictionary, error) { return LoadAnswers(5) })

func answers(t testing.TB) *Dictionary {
	t.Helper()
	d, err := worduelAnswers()
	require.NoError(t, err)
	return d
}

func answerInput(t testing.TB) AnswerInput {
	r, _ := new(big.Int).SetString("b7e151628aed2a6abf7158809cf4f3c7", 16) // 128 bits
	return AnswerInput{Dictionary: answers(t), Seed: felt(0x5eed), Randomness: r, Index: 3, Guess: "eerie"}
}

// TestProveAnswer: a Groth16 round trip with the shipped keys; the decoded
// statement is the native one (derived word, game.Feedback colours), the
// public inputs are Answer.PublicInputs, and an altered public input fails.
func TestProveAnswer(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	in := answerInput(t)
	proof, err := p.ProveAnswer(ctx, in)
	require.NoError(t, err)
	require.Equal(t, "answer_l5a26", proof.Circuit)
	require.NoError(t, p.Verify(ctx, proof))

	want, err := in.Statement()
	require.NoError(t, err)
	got, err := DecodeAnswer(proof)
	require.NoError(t, err)
	require.Equal(t, want, got)
	public, err := got.PublicInputs()
	require.NoError(t, err)
	require.Equal(t, proof.PublicBig(), public)

	word, j, err := in.Dictionary.DeriveWord(in.Seed, in.Randomness, in.Index)
	require.NoError(t, err)
	require.Equal(t, word, in.Dictionary.Word(j))
	colours, err := game.FeedbackWords(game.Letters, word, in.Guess, 5)
	require.NoError(t, err)
	require.Equal(t, colours, got.Colors)
	require.Equal(t, SeedCommitment(in.Seed), got.Commitment)
	require.Equal(t, 2376, got.Count)

	// other colours, another word index, another seed's commitment
	for k, edit := range []func(a *Answer){
		func(a *Answer) { a.Colors[0] = (a.Colors[0] + 1) % 3 },
		func(a *Answer) { a.Index++ },
		func(a *Answer) { a.Commitment = SeedCommitment(felt(1)) },
		func(a *Answer) { a.Randomness = new(big.Int).Add(a.Randomness, big.NewInt(1)) },
	} {
		bad, err := DecodeAnswer(proof)
		require.NoError(t, err)
		edit(bad)
		pub, err := bad.PublicInputs()
		require.NoError(t, err)
		tampered, err := NewProof(proof.Circuit, pub, proof.Points)
		require.NoError(t, err)
		require.ErrorIs(t, p.Verify(ctx, tampered), ErrBadProof, "edit %d", k)
	}
}

// TestDeriveWordStream: a seed's stream is fixed by (seed, R), differs
// between seeds and randomness, and stays in the list.
func TestDeriveWordStream(t *testing.T) {
	d := answers(t)
	stream := func(seed fr.Element, r int64) []string {
		var out []string
		for i := uint64(0); i < 20; i++ {
			w, j, err := d.DeriveWord(seed, big.NewInt(r), i)
			require.NoError(t, err)
			require.Equal(t, d.Word(j), w)
			out = append(out, w)
		}
		return out
	}
	a := stream(felt(1), 7)
	require.Equal(t, a, stream(felt(1), 7))
	require.NotEqual(t, a, stream(felt(2), 7))
	require.NotEqual(t, a, stream(felt(1), 8))
}

func TestProveAnswerRejects(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	for name, edit := range map[string]func(in *AnswerInput){
		"no list":             func(in *AnswerInput) { in.Dictionary = nil },
		"guess too short":     func(in *AnswerInput) { in.Guess = "eeri" },
		"guess not letters":   func(in *AnswerInput) { in.Guess = "eer1e" },
		"randomness too wide": func(in *AnswerInput) { in.Randomness = new(big.Int).Lsh(big.NewInt(1), 128) },
		"no randomness":       func(in *AnswerInput) { in.Randomness = nil },
		"index too large":     func(in *AnswerInput) { in.Index = 1 << 16 },
	} {
		in := answerInput(t)
		edit(&in)
		_, err := p.ProveAnswer(ctx, in)
		require.ErrorIs(t, err, ErrBadInput, name)
	}
	reveal, err := p.ProveReveal(ctx, revealInput())
	require.NoError(t, err)
	_, err = DecodeAnswer(reveal)
	require.ErrorIs(t, err, ErrBadProof)
}

// answerFixtureJSON is the fixture's format: the proof, its public inputs,
// and the fields a contract packs into the third one.
type answerFixtureJSON struct {
	Circuit    string   `json:"circuit"`
	Proof      string   `json:"proof"`  // 256-byte verifyProof argument, hex
	Public     []string `json:"public"` // decimal
	Commitment string   `json:"commitment"`
	Root       string   `json:"root"`
	Guess      uint64   `json:"guess"`   // game.PackWord
	Colours    uint64   `json:"colours"` // 2 bits a position
	Index      uint64   `json:"index"`
	Count      int      `json:"count"`
	Randomness string   `json:"randomness"`
	Seed       string   `json:"seed"` // opened at the end of a match
	Word       string   `json:"word"`
}

// TestAnswerFixture checks that the forge fixture is a valid proof under
// the shipped keys (rerun with -update-fixture after new keys).
func TestAnswerFixture(t *testing.T) {
	checkAnswerFixture(t, answerFixture, answerInput(t))
}

// TestCellAnswerFixtures is TestAnswerFixture for the 4- and 6-letter
// answer circuits: a guess on corner 0 of bout 1 (i = 9) and on the centre of
// bout 0 (i = 4).
func TestCellAnswerFixtures(t *testing.T) {
	r, _ := new(big.Int).SetString("243f6a8885a308d313198a2e03707344", 16) // 128 bits
	for length, guess := range map[int]string{4: "tale", 6: "stream"} {
		d, err := LoadAnswers(length)
		require.NoError(t, err)
		index := uint64(9)
		if length == 6 {
			index = 4
		}
		in := AnswerInput{Dictionary: d, Seed: felt(0x7e7e), Randomness: r, Index: index, Guess: guess}
		checkAnswerFixture(t, cellAnswerFixtures[length], in)
	}
}

// checkAnswerFixture checks (and with -update-fixture remakes) the answer
// fixture at path: a valid proof of in's statement under the shipped keys.
func checkAnswerFixture(t *testing.T, path string, in AnswerInput) {
	t.Helper()
	ctx := context.Background()
	p := shipped()
	if *updateFixture {
		proof, err := p.ProveAnswer(ctx, in)
		require.NoError(t, err)
		a, err := DecodeAnswer(proof)
		require.NoError(t, err)
		word, _, err := in.Dictionary.DeriveWord(in.Seed, in.Randomness, in.Index)
		require.NoError(t, err)
		var colours uint64
		for k, c := range a.Colors {
			colours |= uint64(c) << (2 * k)
		}
		f := answerFixtureJSON{
			Circuit: proof.Circuit, Proof: "0x" + hex.EncodeToString(proof.Points.Bytes()),
			Commitment: a.Commitment.String(), Root: a.Root.String(),
			Guess: game.PackWord(a.Guess), Colours: colours, Index: a.Index, Count: a.Count,
			Randomness: a.Randomness.String(), Seed: in.Seed.String(), Word: word,
		}
		for _, v := range proof.PublicBig() {
			f.Public = append(f.Public, v.String())
		}
		b, err := json.MarshalIndent(f, "", "  ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(path, append(b, '\n'), 0o644))
	}
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	var f answerFixtureJSON
	require.NoError(t, json.Unmarshal(b, &f))
	points, err := hex.DecodeString(f.Proof[2:])
	require.NoError(t, err)
	sp, err := SolidityProofFromBytes(points)
	require.NoError(t, err)
	var public []*big.Int
	for _, s := range f.Public {
		v, ok := new(big.Int).SetString(s, 10)
		require.True(t, ok)
		public = append(public, v)
	}
	proof, err := NewProof(f.Circuit, public, sp)
	require.NoError(t, err)
	require.NoError(t, p.Verify(ctx, proof), "the fixture no longer verifies: rerun with -update-fixture")
	want, err := in.Statement()
	require.NoError(t, err)
	got, err := DecodeAnswer(proof)
	require.NoError(t, err)
	require.Equal(t, want, got, "the fixture is not answerInput's statement")
	packed, err := circuits.PackAnswer(got.Params, got.AnswerFields)
	require.NoError(t, err)
	require.Equal(t, packed, public[2])
	root := in.Dictionary.Root()
	require.Equal(t, root.String(), f.Root)
}
