package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/words"
)

func TestWordsRoot(t *testing.T) {
	for _, kind := range []words.Kind{words.Secrets, words.Guesses} {
		t.Run(string(kind), func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "words", "root", "--kind", string(kind), "--length", "4", "--json")
			require.Equal(t, 0, code, stderr)
			var got wordsRootResult
			require.NoError(t, json.Unmarshal([]byte(stdout), &got))

			d, err := words.Load(kind, 4)
			require.NoError(t, err)
			require.Equal(t, d.Len(), got.Words)
			require.Equal(t, 4, got.Length)
			require.Equal(t, string(kind), got.Kind)

			// The roots are those of the library trees over the same words.
			leaves, err := merkle.KeccakLeaves(4, d.Packed())
			require.NoError(t, err)
			kt, err := merkle.NewKeccakTree(leaves, merkle.MinDepth(d.Len()))
			require.NoError(t, err)
			require.Equal(t, fmt.Sprintf("0x%x", kt.Root()), got.KeccakRoot)
			require.Equal(t, kt.Depth(), got.KeccakDepth)
			pt, err := merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(d.Packed()), got.Poseidon2Depth)
			require.NoError(t, err)
			proot := pt.Root()
			require.Equal(t, fmt.Sprintf("0x%x", proot.Bytes()), got.Poseidon2Root)
			require.Equal(t, merkle.SecretTreeDepth, got.Poseidon2Depth)

			// Text output carries the same values.
			code, text, _ := runCLI(t, "words", "root", "--kind", string(kind), "--length", "4")
			require.Equal(t, 0, code)
			require.Contains(t, text, fmt.Sprintf("words      %d\n", d.Len()))
			require.Contains(t, text, "keccak256  "+got.KeccakRoot)
			require.Contains(t, text, "poseidon2  "+got.Poseidon2Root)
		})
	}
}

func TestWordsRootFile(t *testing.T) {
	d, err := words.Load(words.Secrets, 5)
	require.NoError(t, err)
	dir := t.TempDir()
	same := filepath.Join(dir, "same.txt")
	// Reversed and commented: the file's order does not matter.
	ws := d.Words()
	var b strings.Builder
	b.WriteString("# my copy\n")
	for i := len(ws) - 1; i >= 0; i-- {
		b.WriteString(ws[i] + "\n")
	}
	require.NoError(t, os.WriteFile(same, []byte(b.String()), 0o644))

	_, embedded, _ := runCLI(t, "words", "root", "--kind", "secrets", "--length", "5", "--json")
	code, fromFile, stderr := runCLI(t, "words", "root", "--kind", "secrets", "--length", "5", "--file", same, "--json")
	require.Equal(t, 0, code, stderr)
	var a, f wordsRootResult
	require.NoError(t, json.Unmarshal([]byte(embedded), &a))
	require.NoError(t, json.Unmarshal([]byte(fromFile), &f))
	require.Equal(t, same, f.Source)
	f.Source = a.Source
	require.Equal(t, a, f)

	// One word fewer changes both roots.
	fewer := filepath.Join(dir, "fewer.txt")
	require.NoError(t, os.WriteFile(fewer, []byte(strings.Join(ws[1:], "\n")), 0o644))
	code, out, stderr := runCLI(t, "words", "root", "--length", "5", "--file", fewer, "--json")
	require.Equal(t, 0, code, stderr)
	require.NoError(t, json.Unmarshal([]byte(out), &f))
	require.Equal(t, a.Words-1, f.Words)
	require.NotEqual(t, a.KeccakRoot, f.KeccakRoot)
	require.NotEqual(t, a.Poseidon2Root, f.Poseidon2Root)
}

func TestWordsCheck(t *testing.T) {
	tests := []struct {
		word          string
		secret, guess bool
	}{
		{"crane", true, true},
		{"cranes", false, true},
		{"lake", true, true},
		{"xxxv", false, false},
		{"zzzzzz", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "words", "check", "--json", tt.word)
			require.Equal(t, 0, code, stderr)
			var got wordsCheckResult
			require.NoError(t, json.Unmarshal([]byte(stdout), &got))
			require.Equal(t, wordsCheckResult{Word: tt.word, Length: len(tt.word), Secret: tt.secret, Guess: tt.guess}, got)
		})
	}
	_, stdout, _ := runCLI(t, "words", "check", "cranes")
	require.Equal(t, "cranes: secret no, guess yes\n", stdout)
}

func TestWordsUsageErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("crane\nCrane\n"), 0o644))
	dup := filepath.Join(dir, "dup.txt")
	require.NoError(t, os.WriteFile(dup, []byte("crane\nabbey\ncrane\n"), 0o644))
	var many strings.Builder
	for i := 0; i <= words.MaxSecrets; i++ {
		fmt.Fprintf(&many, "a%c%c%c\n", 'a'+i/676%26, 'a'+i/26%26, 'a'+i%26)
	}
	big := filepath.Join(dir, "big.txt")
	require.NoError(t, os.WriteFile(big, []byte(many.String()), 0o644))

	tests := []struct {
		name string
		args []string
		want string
	}{
		{"bad kind", []string{"words", "root", "--kind", "answers"}, `bad dictionary kind: "answers"`},
		{"bad length", []string{"words", "root", "--length", "7"}, "no embedded dictionary of length 7"},
		{"length not a number", []string{"words", "root", "--length", "five"}, "invalid value"},
		{"stray argument", []string{"words", "root", "extra"}, `takes no arguments, got "extra"`},
		{"file bad word", []string{"words", "root", "--file", bad}, "bad.txt: line 2"},
		{"file duplicate", []string{"words", "root", "--file", dup}, "duplicate word"},
		{"file wrong length", []string{"words", "root", "--file", dup, "--length", "4"}, "want 4"},
		{"file missing", []string{"words", "root", "--file", filepath.Join(dir, "none.txt")}, "no such file"},
		{"too many secrets", []string{"words", "root", "--file", big, "--length", "4"}, "8193 secrets do not fit"},
		{"check no word", []string{"words", "check"}, "takes one WORD"},
		{"check two words", []string{"words", "check", "a", "b"}, "takes one WORD"},
		{"check flag after word", []string{"words", "check", "crane", "--json"}, "put flags before WORD"},
		{"check uppercase", []string{"words", "check", "Crane"}, "want a-z"},
		{"check length", []string{"words", "check", "abc"}, "no embedded dictionary of length 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, exitUsage, code, stderr)
			require.Contains(t, stderr, tt.want)
			require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one-line reason, got %q", stderr)
		})
	}
	// The same oversized list is fine as guesses (a deeper Poseidon2 tree).
	code, stdout, stderr := runCLI(t, "words", "root", "--kind", "guesses", "--file", big, "--length", "4", "--json")
	require.Equal(t, 0, code, stderr)
	var got wordsRootResult
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	require.Equal(t, 14, got.Poseidon2Depth)
}

func parseHash(t *testing.T, s string) merkle.Hash {
	t.Helper()
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	require.NoError(t, err)
	require.Len(t, b, 32)
	return merkle.Hash(b)
}

func parseFr(t *testing.T, s string) fr.Element {
	t.Helper()
	var e fr.Element
	h := parseHash(t, s)
	require.NoError(t, e.SetBytesCanonical(h[:]))
	return e
}

// TestWordsProof verifies the printed proofs against the printed roots, and
// the roots against words root.
func TestWordsProof(t *testing.T) {
	for _, tt := range []struct {
		kind words.Kind
		word string
	}{{words.Guesses, "crane"}, {words.Secrets, "lake"}, {words.Secrets, "pebble"}} {
		t.Run(tt.word, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "words", "proof", "--json", "--kind", string(tt.kind), tt.word)
			require.Equal(t, 0, code, stderr)
			var got wordsProofResult
			require.NoError(t, json.Unmarshal([]byte(stdout), &got))
			d, err := words.Load(tt.kind, len(tt.word))
			require.NoError(t, err)
			i, err := d.Index(tt.word)
			require.NoError(t, err)
			require.Equal(t, i, got.Index)
			p, err := words.Pack(tt.word, len(tt.word))
			require.NoError(t, err)
			require.Equal(t, p, got.Packed)

			kleaf, err := merkle.KeccakLeaf(len(tt.word), p)
			require.NoError(t, err)
			require.Equal(t, kleaf, parseHash(t, got.Keccak.Leaf))
			kp := merkle.KeccakProof{Index: got.Index}
			for _, s := range got.Keccak.Siblings {
				kp.Siblings = append(kp.Siblings, parseHash(t, s))
			}
			require.Len(t, kp.Siblings, got.Keccak.Depth)
			require.NoError(t, merkle.VerifyKeccak(parseHash(t, got.Keccak.Root), kleaf, kp))

			pleaf := merkle.Poseidon2Leaf(p)
			require.Equal(t, frHex(pleaf), got.Poseidon2.Leaf)
			pp := merkle.Poseidon2Proof{Index: got.Index}
			for _, s := range got.Poseidon2.Siblings {
				pp.Siblings = append(pp.Siblings, parseFr(t, s))
			}
			require.Len(t, pp.Siblings, got.Poseidon2.Depth)
			require.NoError(t, merkle.VerifyPoseidon2(parseFr(t, got.Poseidon2.Root), pleaf, pp))

			_, rootOut, _ := runCLI(t, "words", "root", "--json", "--kind", string(tt.kind), "--length", fmt.Sprint(len(tt.word)))
			var roots wordsRootResult
			require.NoError(t, json.Unmarshal([]byte(rootOut), &roots))
			require.Equal(t, roots.KeccakRoot, got.Keccak.Root)
			require.Equal(t, roots.Poseidon2Root, got.Poseidon2.Root)
		})
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"not a secret", []string{"words", "proof", "cranes"}, "word not in dictionary"},
		{"not a word", []string{"words", "proof", "--kind", "guesses", "qqqqq"}, "word not in dictionary"},
		{"no word", []string{"words", "proof"}, "takes one WORD"},
		{"flag after word", []string{"words", "proof", "crane", "--json"}, "put flags before WORD"},
		{"bad length", []string{"words", "proof", "ab"}, "no embedded dictionary of length 2"},
		{"bad kind", []string{"words", "proof", "--kind", "x", "crane"}, "bad dictionary kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, exitUsage, code, stderr)
			require.Contains(t, stderr, tt.want)
		})
	}
}
