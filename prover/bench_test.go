package prover

import (
	"context"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

// reportCircuit reports the constraint count of a circuit.
func reportCircuit(b *testing.B, p *Prover, s Spec) {
	b.Helper()
	ccs, err := p.entry(s).constraintSystem()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(ccs.GetNbConstraints()), "constraints")
}

func reportMs(b *testing.B) {
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/proof")
}

// BenchmarkProveReveal proves 3 guesses for every shipped reveal circuit
// (target for 5 letters: under 40 ms on 2 cores).
func BenchmarkProveReveal(b *testing.B) {
	ctx := context.Background()
	p := shipped()
	for _, s := range ShippedSpecs() {
		if s.Kind != KindReveal {
			continue
		}
		b.Run(s.ID(), func(b *testing.B) {
			in := sampleReveal(s)
			if _, err := p.ProveReveal(ctx, in); err != nil { // load keys outside the timing
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				if _, err := p.ProveReveal(ctx, in); err != nil {
					b.Fatal(err)
				}
			}
			reportMs(b)
			reportCircuit(b, p, s)
		})
	}
}

// BenchmarkProveAnswer proves one Worduel answer: the colours of a guess
// against the word a committed seed derives from the 2,376-word answers list
// (target: 50 ms on 2 cores).
func BenchmarkProveAnswer(b *testing.B) {
	ctx := context.Background()
	p := shipped()
	in := answerInput(b)
	if _, err := p.ProveAnswer(ctx, in); err != nil { // load keys outside the timing
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := p.ProveAnswer(ctx, in); err != nil {
			b.Fatal(err)
		}
	}
	reportMs(b)
	reportCircuit(b, p, AnswerSpec(5, game.Letters))
}

// BenchmarkProveCommit: 2 words of 5 letters (target under 250 ms on 2 cores).
func BenchmarkProveCommit(b *testing.B) {
	benchCommit(b, CommitInput{Dictionary: secretDictionary(b), Words: []string{"crane", "slate"}, Salts: []fr.Element{felt(5), felt(6)}, Context: felt(7)})
}

// BenchmarkProveCommitFive: Wordle Poker's five words (commit_k5_l5a26),
// once a match, within the minute the seed gives to choose them.
func BenchmarkProveCommitFive(b *testing.B) {
	benchCommit(b, CommitInput{Dictionary: secretDictionary(b), Words: fiveWords,
		Salts: []fr.Element{felt(11), felt(12), felt(13), felt(14), felt(15)}, Context: felt(7)})
}

func benchCommit(b *testing.B, in CommitInput) {
	ctx := context.Background()
	p := shipped()
	if _, err := p.ProveCommit(ctx, in); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := p.ProveCommit(ctx, in); err != nil {
			b.Fatal(err)
		}
	}
	reportMs(b)
	reportCircuit(b, p, CommitSpec(len(in.Words), 5, in.Dictionary.alphabet))
}

func BenchmarkVerifyReveal(b *testing.B) {
	ctx := context.Background()
	p := shipped()
	proof, err := p.ProveReveal(ctx, revealInput())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := p.Verify(ctx, proof); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadKeys measures a cold start: compiling and reading the keys.
func BenchmarkLoadKeys(b *testing.B) {
	for _, s := range []Spec{ShippedSpecs()[0], ShippedSpecs()[1]} {
		b.Run(s.ID(), func(b *testing.B) {
			for b.Loop() {
				p, _ := New(DefaultConfig())
				e := p.entry(s)
				if _, err := e.constraintSystem(); err != nil {
					b.Fatal(err)
				}
				if _, err := p.provingKey(e); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// sampleReveal returns a reveal request of 3 guesses for a reveal spec.
func sampleReveal(s Spec) RevealInput {
	word := func(off int) string {
		sym := make([]uint8, s.Params.Length)
		for i := range sym {
			sym[i] = uint8((i*7 + off) % s.Params.Alphabet.Size)
		}
		return s.Params.Alphabet.Decode(sym)
	}
	return RevealInput{Alphabet: s.Params.Alphabet, Secret: word(0), Salt: felt(1), Guesses: []string{word(1), word(2), word(3)}, Context: felt(2)}
}

// hiddenBenchInputs returns the house's key input and the answer to try 1
// of a hidden round (after one answered try).
func hiddenBenchInputs(b *testing.B) (HouseKeyInput, HiddenAnswerInput, fr.Element, hidden.TallyFields) {
	m := newHiddenMatch()
	keyIn := m.keyInput(b)
	st, err := keyIn.Statement()
	if err != nil {
		b.Fatal(err)
	}
	k := m.playerKey(b)
	acc, _ := hidden.NewAcc(st.Binding, k, m.index)
	crane, _ := game.Letters.Encode("crane", 5)
	colours := []game.Color{0, 1, 0, 0, 2}
	acc, _ = acc.Next(five, crane, colours)
	moist, _ := game.Letters.Encode("moist", 5)
	ct, err := hidden.EncryptGuess(five, k, m.index, 1, moist)
	if err != nil {
		b.Fatal(err)
	}
	in := HiddenAnswerInput{Dictionary: answers(b), Seed: m.seed, Randomness: m.r, Index: m.index, Key: k, Acc: acc, Guess: ct}
	var slots []hidden.Slot
	for n := 0; n < hidden.Tries; n++ {
		slots = append(slots, hidden.Slot{Guess: crane, Colors: colours})
	}
	return keyIn, in, st.Binding, hidden.TallyFields{Slots: slots, Index: m.index}
}

// BenchmarkProveHidden proves the hidden-guess statements: the house's key
// proof (once per player and match), its answer to a hidden guess (goal:
// 50 ms on 2 cores), a six-try tally and a refusal.
func BenchmarkProveHidden(b *testing.B) {
	ctx := context.Background()
	p := shipped()
	keyIn, answerIn, binding, tally := hiddenBenchInputs(b)
	params := circuits.Params{Length: 5, Alphabet: game.Letters}
	cases := []struct {
		spec  Spec
		prove func() error
	}{
		{HouseKeySpec(), func() error { _, err := p.ProveHouseKey(ctx, keyIn); return err }},
		{HiddenSpec(5, game.Letters), func() error { _, err := p.ProveHiddenAnswer(ctx, answerIn); return err }},
		{TallySpec(5, game.Letters), func() error { _, err := p.ProveTally(ctx, params, binding, answerIn.Key, tally); return err }},
		{RefuseSpec(5, game.Letters), func() error {
			_, err := p.ProveRefusal(ctx, params, answerIn.Key, keyIn.SeedCommitment, keyIn.Root, answerIn.Guess, answerIn.Index, answerIn.Acc.Tries)
			return err
		}},
	}
	for _, c := range cases {
		b.Run(c.spec.ID(), func(b *testing.B) {
			if err := c.prove(); err != nil { // load keys outside the timing
				b.Fatal(err)
			}
			b.ResetTimer()
			for b.Loop() {
				if err := c.prove(); err != nil {
					b.Fatal(err)
				}
			}
			reportMs(b)
			reportCircuit(b, p, c.spec)
		})
	}
}
