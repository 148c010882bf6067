package merkle_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/words"
)

// updateEnv regenerates the golden vectors when set to 1.
const updateEnv = "WORDPROOF_UPDATE_GOLDEN"

// vectors pin both tree encodings for the other implementations (the Solidity
// guess check, the circuits): a small dictionary, its roots and every proof.
type vectors struct {
	Comment   string   `json:"comment"`
	Length    int      `json:"length"`
	Words     []string `json:"words"`
	Keccak    treeVec  `json:"keccak"`
	Poseidon2 treeVec  `json:"poseidon2"`
	// Commitment to Words[0] with salt 42.
	Commitment string `json:"commitment"`
}

type treeVec struct {
	Depth  int        `json:"depth"`
	Root   string     `json:"root"`
	Proofs []proofVec `json:"proofs"`
}

type proofVec struct {
	Word     string   `json:"word"`
	Packed   uint64   `json:"packed"`
	Leaf     string   `json:"leaf"`
	Index    int      `json:"index"`
	Siblings []string `json:"siblings"`
}

func frHex(e fr.Element) string {
	b := e.Bytes()
	return fmt.Sprintf("0x%x", b)
}

func makeVectors(t *testing.T) vectors {
	t.Helper()
	d, err := words.New([]string{"abbey", "crane", "zebra", "aaaaa", "zzzzz"}, 5)
	require.NoError(t, err)
	packed := d.Packed()
	v := vectors{
		Comment: "merkle test vectors: regenerate with " + updateEnv + "=1 go test ./merkle -run TestGoldenVectors",
		Length:  5,
		Words:   d.Words(),
	}
	kl, err := merkle.KeccakLeaves(5, packed)
	require.NoError(t, err)
	kt, err := merkle.NewKeccakTree(kl, merkle.MinDepth(len(kl)))
	require.NoError(t, err)
	v.Keccak = treeVec{Depth: kt.Depth(), Root: fmt.Sprintf("0x%x", kt.Root())}
	pl := merkle.Poseidon2Leaves(packed)
	pt, err := merkle.NewPoseidon2Tree(pl, 4)
	require.NoError(t, err)
	v.Poseidon2 = treeVec{Depth: pt.Depth(), Root: frHex(pt.Root())}
	for i, w := range d.Words() {
		kp, err := kt.Proof(i)
		require.NoError(t, err)
		require.NoError(t, merkle.VerifyKeccak(kt.Root(), kl[i], kp))
		pv := proofVec{Word: w, Packed: packed[i], Leaf: fmt.Sprintf("0x%x", kl[i]), Index: kp.Index}
		for _, s := range kp.Siblings {
			pv.Siblings = append(pv.Siblings, fmt.Sprintf("0x%x", s))
		}
		v.Keccak.Proofs = append(v.Keccak.Proofs, pv)

		pp, err := pt.Proof(i)
		require.NoError(t, err)
		require.NoError(t, merkle.VerifyPoseidon2(pt.Root(), pl[i], pp))
		pv = proofVec{Word: w, Packed: packed[i], Leaf: frHex(pl[i]), Index: pp.Index}
		for _, s := range pp.Siblings {
			pv.Siblings = append(pv.Siblings, frHex(s))
		}
		v.Poseidon2.Proofs = append(v.Poseidon2.Proofs, pv)
	}
	var salt fr.Element
	salt.SetUint64(42)
	v.Commitment = frHex(merkle.Commitment(packed[0], salt))
	return v
}

// TestGoldenVectors fails when either tree encoding changes: the contracts and
// circuits replay testdata/vectors.json.
func TestGoldenVectors(t *testing.T) {
	got, err := json.MarshalIndent(makeVectors(t), "", "  ")
	require.NoError(t, err)
	got = append(got, '\n')
	path := filepath.Join("testdata", "vectors.json")
	if os.Getenv(updateEnv) == "1" {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run %s=1 go test ./merkle -run TestGoldenVectors to create it", updateEnv)
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is stale: a tree encoding changed (if on purpose, rerun with %s=1)", path, updateEnv)
	}
}
