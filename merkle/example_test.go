package merkle_test

import (
	"fmt"
	"testing"

	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/words"
)

// Build the secret tree of a dictionary and prove one word, as a player does
// before committing to a secret.
func ExampleNewPoseidon2Tree() {
	d, _ := words.New([]string{"crane", "abbey", "zebra"}, 5)
	tree, err := merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(d.Packed()), merkle.SecretTreeDepth)
	if err != nil {
		fmt.Println(err)
		return
	}
	i, _ := d.Index("crane")
	proof, _ := tree.Proof(i)
	leaf := merkle.Poseidon2Leaf(d.Packed()[i])
	fmt.Println("index", proof.Index, "siblings", len(proof.Siblings), "bits", proof.PathBits()[:3]) //nolint:staticcheck // QF1010: the bits print as numbers, not as text
	fmt.Println("valid:", merkle.VerifyPoseidon2(tree.Root(), leaf, proof) == nil)
	// Output:
	// index 1 siblings 13 bits [1 0 0]
	// valid: true
}

// Check a guess against the keccak guess tree, as the contract does.
func ExampleNewKeccakTree() {
	d, _ := words.New([]string{"crane", "abbey", "zebra"}, 5)
	leaves, _ := merkle.KeccakLeaves(5, d.Packed())
	tree, _ := merkle.NewKeccakTree(leaves, merkle.MinDepth(len(leaves)))
	proof, _ := tree.Proof(2)
	fmt.Println("depth", tree.Depth(), "word", d.Word(2))
	fmt.Println("valid:", merkle.VerifyKeccak(tree.Root(), leaves[2], proof) == nil)
	fmt.Println("other leaf valid:", merkle.VerifyKeccak(tree.Root(), leaves[0], proof) == nil)
	// Output:
	// depth 2 word zebra
	// valid: true
	// other leaf valid: false
}

// TestEverySecretProves builds the circuits' tree of every embedded secret
// list and verifies the proof of every word.
func TestEverySecretProves(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the full trees")
	}
	for n := words.MinLength; n <= words.MaxLength; n++ {
		d, err := words.Load(words.Secrets, n)
		if err != nil {
			t.Fatal(err)
		}
		leaves := merkle.Poseidon2Leaves(d.Packed())
		tree, err := merkle.NewPoseidon2Tree(leaves, merkle.SecretTreeDepth)
		if err != nil {
			t.Fatal(err)
		}
		root := tree.Root()
		for i, leaf := range leaves {
			p, err := tree.Proof(i)
			if err != nil {
				t.Fatal(err)
			}
			if err := merkle.VerifyPoseidon2(root, leaf, p); err != nil {
				t.Fatalf("secrets-%d word %q: %v", n, d.Word(i), err)
			}
		}
	}
}
