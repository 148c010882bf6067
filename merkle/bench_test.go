package merkle_test

import (
	"testing"

	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/words"
)

func loadPacked(b *testing.B, kind words.Kind, length int) []uint64 {
	b.Helper()
	d, err := words.Load(kind, length)
	if err != nil {
		b.Fatal(err)
	}
	return d.Packed()
}

// BenchmarkKeccakTreeGuesses5 builds the keccak tree of the 5-letter guess
// list, leaves included.
func BenchmarkKeccakTreeGuesses5(b *testing.B) {
	packed := loadPacked(b, words.Guesses, 5)
	depth := merkle.MinDepth(len(packed))
	for b.Loop() {
		leaves, err := merkle.KeccakLeaves(5, packed)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := merkle.NewKeccakTree(leaves, depth); err != nil {
			b.Fatal(err)
		}
	}
	perOp := float64(b.Elapsed().Microseconds()) / float64(b.N)
	b.ReportMetric(perOp/1000, "ms/tree")
	b.ReportMetric(float64(len(packed)), "words")
	b.ReportMetric(float64(len(packed))/perOp*1e6, "words/s")
}

// BenchmarkPoseidon2TreeSecrets5 builds the Poseidon2 tree of the 5-letter
// secret list at the circuits' depth, leaves included.
func BenchmarkPoseidon2TreeSecrets5(b *testing.B) {
	packed := loadPacked(b, words.Secrets, 5)
	for b.Loop() {
		if _, err := merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(packed), merkle.SecretTreeDepth); err != nil {
			b.Fatal(err)
		}
	}
	perOp := float64(b.Elapsed().Microseconds()) / float64(b.N)
	b.ReportMetric(perOp/1000, "ms/tree")
	b.ReportMetric(float64(len(packed)), "words")
	b.ReportMetric(float64(len(packed))/perOp*1e6, "words/s")
}

func BenchmarkPoseidon2Compress(b *testing.B) {
	l := merkle.Poseidon2Leaf(1)
	r := merkle.Poseidon2Leaf(2)
	for b.Loop() {
		l = merkle.Poseidon2Compress(l, r)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "compressions/s")
}

// BenchmarkPoseidon2Verify verifies a proof of the circuits' depth.
func BenchmarkPoseidon2Verify(b *testing.B) {
	packed := loadPacked(b, words.Secrets, 5)
	tree, err := merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(packed), merkle.SecretTreeDepth)
	if err != nil {
		b.Fatal(err)
	}
	p, err := tree.Proof(1234)
	if err != nil {
		b.Fatal(err)
	}
	leaf := merkle.Poseidon2Leaf(packed[1234])
	root := tree.Root()
	for b.Loop() {
		if err := merkle.VerifyPoseidon2(root, leaf, p); err != nil {
			b.Fatal(err)
		}
	}
}
