package wire

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/prover"
)

func smallDicts(t *testing.T) *Dictionaries {
	t.Helper()
	answers, err := prover.LoadAnswers(4)
	require.NoError(t, err)
	var packed []uint64
	for _, w := range []string{"word", "play", "game", "tile", "card", "play"} { // a duplicate
		p, err := Pack(w, 4)
		require.NoError(t, err)
		packed = append(packed, p)
	}
	d, err := NewDictionaries(answers, 4, packed)
	require.NoError(t, err)
	return d
}

// checkLeaf requires that a proof leads from leaf index i with word w to the
// root.
func checkLeaf(t *testing.T, d *Dictionaries, w uint64, i int, path [][32]byte) {
	t.Helper()
	leaf, err := merkle.KeccakLeaf(d.Length, w)
	require.NoError(t, err)
	require.NoError(t, merkle.VerifyKeccak(d.GuessTree.Root(), leaf, merkle.KeccakProof{Index: i, Siblings: path}))
}

// TestProve: a guess gets its membership proof; any other word the two
// adjacent leaves around it (one at either end of the sorted list), which
// the contract's SortedGuessTree checks.
func TestProve(t *testing.T) {
	d := smallDicts(t)
	require.Len(t, d.Guesses, 5, "duplicates dropped")
	for i := 1; i < len(d.Guesses); i++ {
		require.Less(t, d.Guesses[i-1], d.Guesses[i], "strictly increasing")
	}
	require.True(t, d.Valid("tile"))
	require.False(t, d.Valid("tilt"))
	require.False(t, d.Valid("tiles"), "wrong length")

	p, err := d.Prove("tile")
	require.NoError(t, err)
	require.True(t, p.Valid)
	checkLeaf(t, d, p.Word, int(p.Index), p.Path)

	for _, w := range []string{"aaaa", "zzzz", "tilt", "golf"} {
		p, err := d.Prove(w)
		require.NoError(t, err, w)
		require.False(t, p.Valid, w)
		k := int(p.Index)
		if k > 0 {
			require.Less(t, p.Below, p.Word, w)
			checkLeaf(t, d, p.Below, k-1, p.Path)
		}
		if k < len(d.Guesses) {
			require.Greater(t, p.Above, p.Word, w)
			checkLeaf(t, d, p.Above, k, p.AbovePath)
		}
	}
	first, err := d.Prove("aaaa")
	require.NoError(t, err)
	require.Zero(t, first.Index, "below every guess")
	last, err := d.Prove("zzzz")
	require.NoError(t, err)
	require.EqualValues(t, len(d.Guesses), last.Index, "above every guess")

	_, err = d.Prove("tiles")
	require.ErrorIs(t, err, ErrBadWord)
	_, err = d.ProvePacked(1 << 20)
	require.ErrorIs(t, err, ErrBadWord)
}

// TestLoadDictionaries: the three cell lengths load, and every answer is a
// valid guess (else a cell could hide a word nobody may guess).
func TestLoadDictionaries(t *testing.T) {
	for _, l := range Lengths {
		d, err := LoadDictionaries(l)
		require.NoError(t, err)
		require.Equal(t, l, d.Length)
		require.Equal(t, merkle.MinDepth(len(d.Guesses)), d.GuessTree.Depth())
		for i := 0; i < d.Answers.Len(); i++ {
			require.True(t, d.Valid(d.Answers.Word(i)), "answer %q is a valid guess", d.Answers.Word(i))
		}
	}
}

func TestWordIndex(t *testing.T) {
	require.EqualValues(t, 4, WordIndex(0, 4))
	require.EqualValues(t, 9*3+8, WordIndex(3, 8))
}
