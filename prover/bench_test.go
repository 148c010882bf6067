package prover

import (
	"context"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/game"
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
	ctx := context.Background()
	p := shipped()
	in := CommitInput{Dictionary: secretDictionary(b), Words: []string{"crane", "slate"}, Salts: []fr.Element{felt(5), felt(6)}, Context: felt(7)}
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
	reportCircuit(b, p, CommitSpec(2, 5, in.Dictionary.alphabet))
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
