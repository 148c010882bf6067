package pokerscript

import (
	"slices"
	"testing"
	"time"

	"github.com/wordproof/wordproof/internal/testchain"
)

// BenchmarkPokerHand plays Wordle Poker hands on the devnet with real
// proofs and plain transactions (1 s blocks), one hand an iteration
// (Script.PlayHand after the deal). It reports the gas of a hand (every
// transaction, house and players), of a
// deal and a showdown, of a guess and an answer, and the proving time of an
// answer and of the five-word commitment (`go test -run XXX -bench
// PokerHand -benchtime 4x ./internal/pokerscript`).
func BenchmarkPokerHand(b *testing.B) {
	chain := testchain.Start(b, testchain.Options{Steps: Steps(), Period: time.Second})
	s := New(b, chain)
	s.Start(DemoWords)
	sum := func() uint64 {
		var n uint64
		for _, gs := range s.Gas {
			for _, g := range gs {
				n += g
			}
		}
		return n
	}
	var handGas []uint64
	first := true
	for b.Loop() {
		if !first {
			s.Deal()
		}
		first = false
		before := sum() - last(s.Gas["deal"])
		s.PlayHand()
		handGas = append(handGas, sum()-before)
	}
	b.ReportMetric(median(handGas), "gas/hand")
	b.ReportMetric(median(s.Gas["deal"]), "gas/deal")
	b.ReportMetric(median(s.Gas["showdown"]), "gas/showdown")
	b.ReportMetric(median(s.Gas["guess"]), "gas/guess")
	b.ReportMetric(median(s.Gas["answer"]), "gas/answer")
	b.ReportMetric(median(s.Gas["commitWords"]), "gas/commitWords")
	b.ReportMetric(medianMs(s.Proving["answer"]), "ms/answer-proof")
	b.ReportMetric(medianMs(s.Proving["commitWords"]), "ms/commit-proof")
}

func last(v []uint64) uint64 {
	if len(v) == 0 {
		return 0
	}
	return v[len(v)-1]
}

func median(v []uint64) float64 {
	if len(v) == 0 {
		return 0
	}
	v = slices.Clone(v)
	slices.Sort(v)
	return float64(v[len(v)/2])
}

func medianMs(v []time.Duration) float64 {
	ms := make([]uint64, len(v))
	for i, d := range v {
		ms[i] = uint64(d.Milliseconds())
	}
	return median(ms)
}
