package circuits

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

func mustRefuse(t testing.TB, p Params) *RefuseCircuit {
	t.Helper()
	c, err := NewRefuse(p)
	require.NoError(t, err)
	return c
}

// junkCiphertext returns a ciphertext of try n of word i that opens to v.
func junkCiphertext(t testing.TB, k fr.Element, i uint64, n int, v *big.Int) fr.Element {
	t.Helper()
	pad, err := hidden.Pad(k, hidden.PadGuess, i, n)
	require.NoError(t, err)
	var x fr.Element
	x.SetBigInt(v)
	return *x.Add(&x, &pad)
}

func (hc *hiddenCase) refusal(t testing.TB, ct fr.Element) *RefuseCircuit {
	t.Helper()
	a, err := RefuseAssignment(hc.ac.p, hc.k, SeedCommitment(hc.ac.seed), hc.ac.tr.root(), ct, hc.fields.Index, hc.acc.Tries)
	require.NoError(t, err)
	require.Equal(t, hc.m, a.Binding)
	return a
}

// TestRefuseValid: a ciphertext that opens to no word (a symbol outside the
// alphabet, bits above the word, a field element far above) is refused
// with Valid = 0; one that opens to a word is refused only by naming it.
func TestRefuseValid(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 1))
	for _, p := range allParams {
		hc := newHiddenCase(t, r, p, 2)
		a := hc.refusal(t, hc.ct)
		want, err := hidden.PackRefusal(hidden.RefusalFields{Index: hc.fields.Index, Try: 2, Valid: true, Word: game.PackWord(hc.guess)})
		require.NoError(t, err)
		require.Equal(t, want, a.Packed)
		require.NoError(t, test.IsSolved(mustRefuse(t, p), a, field), "%s well-formed", p)
		top := uint(symbolBits*p.Length - 1)
		for name, v := range map[string]*big.Int{
			"symbol outside the alphabet": big.NewInt(int64(p.Alphabet.Size)),
			"last symbol 31":              new(big.Int).Lsh(big.NewInt(31), top-4),
			"one bit above the word":      new(big.Int).Lsh(big.NewInt(1), top+1),
			"a large field element":       new(big.Int).Sub(field, big.NewInt(1)),
		} {
			a := hc.refusal(t, junkCiphertext(t, hc.k, hc.fields.Index, 2, v))
			want, err := hidden.PackRefusal(hidden.RefusalFields{Index: hc.fields.Index, Try: 2})
			require.NoError(t, err)
			require.Equal(t, want, a.Packed, name)
			require.NoError(t, test.IsSolved(mustRefuse(t, p), a, field), "%s %s", p, name)
		}
	}
}

// TestRefuseRejects: a refusal that lies fails to prove.
func TestRefuseRejects(t *testing.T) {
	for _, p := range hiddenParams {
		t.Run(p.String(), func(t *testing.T) { testRefuseRejects(t, p) })
	}
}

func testRefuseRejects(t *testing.T, p Params) {
	r := rand.New(rand.NewPCG(21, 2))
	none := new(big.Int).SetUint64(game.PackWord(noWord(p)))
	pack := func(f hidden.RefusalFields) *big.Int {
		v, err := hidden.PackRefusal(f)
		require.NoError(t, err)
		return v
	}
	rows := map[string]func(hc *hiddenCase) *RefuseCircuit{
		"a word called no word": func(hc *hiddenCase) *RefuseCircuit {
			a := hc.refusal(t, hc.ct)
			a.Packed = pack(hidden.RefusalFields{Index: hc.fields.Index, Try: 2})
			return a
		},
		"another word named": func(hc *hiddenCase) *RefuseCircuit {
			a := hc.refusal(t, hc.ct)
			a.Packed = pack(hidden.RefusalFields{Index: hc.fields.Index, Try: 2, Valid: true, Word: game.PackWord(hc.guess) ^ 1})
			return a
		},
		"no word called a word": func(hc *hiddenCase) *RefuseCircuit {
			a := hc.refusal(t, junkCiphertext(t, hc.k, hc.fields.Index, 2, none))
			a.Packed = pack(hidden.RefusalFields{Index: hc.fields.Index, Try: 2, Valid: true, Word: none.Uint64()})
			return a
		},
		"opened under another key": func(hc *hiddenCase) *RefuseCircuit {
			a := hc.refusal(t, hc.ct)
			a.Key = randFelt(r)
			return a
		},
		"another player's binding": func(hc *hiddenCase) *RefuseCircuit {
			a := hc.refusal(t, junkCiphertext(t, hc.k, hc.fields.Index, 2, none))
			a.Binding = randFelt(r)
			return a
		},
		"the word of another try": func(hc *hiddenCase) *RefuseCircuit {
			// (under try 3's pad the ciphertext opens to no word, which is
			// true: the contract supplies the try with the ciphertext)
			a := hc.refusal(t, hc.ct)
			a.Packed = pack(hidden.RefusalFields{Index: hc.fields.Index, Try: 3, Valid: true, Word: game.PackWord(hc.guess)})
			return a
		},
	}
	for name, make := range rows {
		t.Run(name, func(t *testing.T) {
			hc := newHiddenCase(t, r, p, 2)
			require.Error(t, test.IsSolved(mustRefuse(t, p), make(hc), field))
		})
	}
}
