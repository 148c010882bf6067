package circuits

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

var field = ecc.BN254.ScalarField()

// randScalar draws a BabyJubJub secret scalar in [1, order).
func randScalar(r *rand.Rand) *big.Int {
	curve := twistededwards.GetEdwardsCurve()
	order := &curve.Order
	v := new(big.Int)
	for k := 0; k < 4; k++ {
		v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(r.Uint64()))
	}
	v.Mod(v, new(big.Int).Sub(order, big.NewInt(1)))
	return v.Add(v, big.NewInt(1))
}

// randContext draws a context as the contracts make it: 248 bits.
func randContext(r *rand.Rand) fr.Element {
	var c fr.Element
	c.SetBigInt(new(big.Int).Rsh(randScalar(r), 4))
	return c
}

func mustPublic(t testing.TB, sk *big.Int) twistededwards.PointAffine {
	t.Helper()
	p, err := hidden.PublicKey(sk)
	require.NoError(t, err)
	return p
}

// hiddenCase is a hidden answer over a random answers list: the house's and
// the player's keys, the match key k and the player's accumulator after
// `tries` honest answers, and the next guess's ciphertext.
type hiddenCase struct {
	ac       *answerCase
	house    *big.Int
	playerSK *big.Int
	player   twistededwards.PointAffine
	ctx      fr.Element
	k, m     fr.Element
	acc      hidden.Acc
	guess    []uint8
	ct       fr.Element
	fields   hidden.AnswerFields
}

func newHiddenCase(t testing.TB, r *rand.Rand, p Params, tries int) *hiddenCase {
	t.Helper()
	hc := &hiddenCase{ac: newAnswerCase(t, r, p, 40), house: randScalar(r), playerSK: randScalar(r), ctx: randContext(r)}
	hc.player = mustPublic(t, hc.playerSK)
	shared, err := hidden.Shared(hc.playerSK, mustPublic(t, hc.house)) // the player's side
	require.NoError(t, err)
	hc.k = hidden.MatchKey(shared, hc.ctx)
	hc.m = hidden.Binding(SeedCommitment(hc.ac.seed), hc.ac.tr.root(), hidden.KeyCommitment(hc.k))
	f := hc.ac.fields
	hc.fields = hidden.AnswerFields{Index: f.Index, Count: f.Count, Randomness: f.Randomness}
	hc.acc, err = hidden.NewAcc(hc.m, hc.k, f.Index)
	require.NoError(t, err)
	w := hidden.Word{Length: p.Length, Alphabet: p.Alphabet}
	for n := 0; n < tries; n++ {
		g := randWord(r, p.Length, p.Alphabet.Size)
		hc.acc, err = hc.acc.Next(w, g, feedback(hc.ac.word, g))
		require.NoError(t, err)
	}
	hc.setGuess(t, randWord(r, p.Length, p.Alphabet.Size))
	return hc
}

func (hc *hiddenCase) word() hidden.Word {
	return hidden.Word{Length: hc.ac.p.Length, Alphabet: hc.ac.p.Alphabet}
}

func (hc *hiddenCase) setGuess(t testing.TB, g []uint8) {
	t.Helper()
	hc.guess = g
	ct, err := hidden.EncryptGuess(hc.word(), hc.k, hc.fields.Index, hc.acc.Tries, g)
	require.NoError(t, err)
	hc.ct = ct
}

func (hc *hiddenCase) witness(t testing.TB) *HiddenAnswerWitness {
	t.Helper()
	w, guess, colours, err := NewHiddenAnswerWitness(hc.ac.p, hc.ac.seed, hc.ac.word, hc.ac.tr.path(hc.ac.j), hc.k, hc.acc, hc.ct, hc.fields)
	require.NoError(t, err)
	require.Equal(t, hc.guess, guess)
	require.Equal(t, feedback(hc.ac.word, hc.guess), colours)
	return w
}

func (hc *hiddenCase) assign(t testing.TB, w *HiddenAnswerWitness) *HiddenAnswerCircuit {
	t.Helper()
	a, err := w.Assignment(hc.ac.p)
	require.NoError(t, err)
	return a
}

func mustHidden(t testing.TB, p Params) *HiddenAnswerCircuit {
	t.Helper()
	c, err := NewHiddenAnswer(p)
	require.NoError(t, err)
	return c
}

func mustTally(t testing.TB, p Params) *TallyCircuit {
	t.Helper()
	c, err := NewTally(p)
	require.NoError(t, err)
	return c
}

func TestKeyValid(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 1))
	hc := newHiddenCase(t, r, allParams[1], 0)
	root := hc.ac.tr.root()
	a, err := KeyAssignment(hc.house, hc.player, hc.ctx, SeedCommitment(hc.ac.seed), root)
	require.NoError(t, err)
	// the house's binding is the one the player computes from its own key
	require.Equal(t, hc.m, a.Binding)
	require.NoError(t, test.IsSolved(&KeyCircuit{}, a, field))
	// the player's key with the other sign of x: same y, same k
	var neg twistededwards.PointAffine
	neg.Neg(&hc.player)
	b, err := KeyAssignment(hc.house, neg, hc.ctx, SeedCommitment(hc.ac.seed), root)
	require.NoError(t, err)
	require.Equal(t, hc.m, b.Binding)
	require.NoError(t, test.IsSolved(&KeyCircuit{}, b, field))
}

// TestKeyRejects: a K (binding) from another house key, context, seed or
// root, or an invalid point, fails to prove.
func TestKeyRejects(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 2))
	hc := newHiddenCase(t, r, allParams[1], 0)
	s, root := SeedCommitment(hc.ac.seed), hc.ac.tr.root()
	honest := func() *KeyCircuit {
		a, err := KeyAssignment(hc.house, hc.player, hc.ctx, s, root)
		require.NoError(t, err)
		return a
	}
	require.NoError(t, test.IsSolved(&KeyCircuit{}, honest(), field))
	other := randScalar(r)
	rows := map[string]func(a *KeyCircuit){
		"K from another house key": func(a *KeyCircuit) {
			b, err := KeyAssignment(other, hc.player, hc.ctx, s, root)
			require.NoError(t, err)
			a.Binding, a.Secret = b.Binding, other // the registered key's y stays
		},
		"another house's secret for the registered key": func(a *KeyCircuit) { a.Secret = other },
		"binding of another player key": func(a *KeyCircuit) {
			b, err := KeyAssignment(hc.house, mustPublic(t, randScalar(r)), hc.ctx, s, root)
			require.NoError(t, err)
			a.Binding = b.Binding
		},
		"binding of another context": func(a *KeyCircuit) {
			b, err := KeyAssignment(hc.house, hc.player, randContext(r), s, root)
			require.NoError(t, err)
			a.Binding = b.Binding
		},
		"binding of another seed commitment": func(a *KeyCircuit) { a.SeedCommitment = randFelt(r) },
		"binding of another root":            func(a *KeyCircuit) { a.Root = randFelt(r) },
		"player point off the curve": func(a *KeyCircuit) {
			var x fr.Element
			x.SetOne()
			x.Add(&hc.player.X, &x)
			a.PlayerX = x
		},
		"identity house key": func(a *KeyCircuit) {
			a.Secret = 0
			a.HouseY = 1
			var one fr.Element
			one.SetOne()
			// the shared point is the identity too: y = 1
			a.Binding = hidden.Binding(s, root, hidden.KeyCommitment(hidden.MatchKey(one, hc.ctx)))
		},
	}
	for name, mutate := range rows {
		t.Run(name, func(t *testing.T) {
			a := honest()
			mutate(a)
			require.Error(t, test.IsSolved(&KeyCircuit{}, a, field))
		})
	}
}

func TestHiddenAnswerValid(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 3))
	for _, p := range allParams {
		for _, tries := range []int{0, 1, 5} {
			hc := newHiddenCase(t, r, p, tries)
			require.NoError(t, test.IsSolved(mustHidden(t, p), hc.assign(t, hc.witness(t)), field), "%s try %d", p, tries)
		}
	}
	p := allParams[1]
	hc := newHiddenCase(t, r, p, 2)
	hc.setGuess(t, hc.ac.word)
	w := hc.witness(t)
	require.True(t, w.Fields.Solved)
	require.NoError(t, test.IsSolved(mustHidden(t, p), hc.assign(t, w), field))
	// the guesser decrypts its colours
	got, err := hidden.DecryptColours(hc.word(), hc.k, hc.fields.Index, 2, w.Colours)
	require.NoError(t, err)
	require.Equal(t, feedback(hc.ac.word, hc.ac.word), got)
}

// TestHiddenAnswerRejects breaks one rule per row: each must fail to prove.
func TestHiddenAnswerRejects(t *testing.T) {
	for _, p := range hiddenParams {
		t.Run(p.String(), func(t *testing.T) { testHiddenAnswerRejects(t, p) })
	}
}

// hiddenParams are the shapes of the shipped hidden-guess circuits: Best of
// 3's words and NumLock's daily codes.
var hiddenParams = []Params{{Length: 5, Alphabet: game.Letters}, {Length: 4, Alphabet: game.Digits}}

// noWord returns a word whose first symbol is outside p's alphabet.
func noWord(p Params) []uint8 {
	w := make([]uint8, p.Length)
	w[0] = uint8(p.Alphabet.Size)
	return w
}

func testHiddenAnswerRejects(t *testing.T, p Params) {
	r := rand.New(rand.NewPCG(20, 4))
	w5 := hidden.Word{Length: p.Length, Alphabet: p.Alphabet}
	// reanswer recomputes the colours, their ciphertext and AccNew for the
	// guess against word (a consistent lie about one thing).
	reanswer := func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness, word []uint8) {
		colours := feedback(word, hc.guess)
		e, err := hidden.EncryptColours(w5, hc.k, hc.fields.Index, hc.acc.Tries, colours)
		require.NoError(t, err)
		next, err := hc.acc.Next(w5, hc.guess, colours)
		require.NoError(t, err)
		w.Colours, w.AccNew = e, next.Value()
		w.Fields.Solved = game.PackWord(word) == game.PackWord(hc.guess)
	}
	rows := map[string]func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness){
		"secret not derived from the committed seed (another list word)": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			j := (hc.ac.j + 1) % len(hc.ac.dict)
			w.Word, w.Path = hc.ac.dict[j], hc.ac.tr.path(j)
			reanswer(t, hc, w, w.Word)
		},
		"secret not in the list": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			w.Word = randWord(r, p.Length, p.Alphabet.Size)
			reanswer(t, hc, w, w.Word)
		},
		"seed other than the committed one": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			w.Seed = randFelt(r)
			j, err := DeriveIndex(w.Seed, hc.fields.Randomness, hc.fields.Index, hc.fields.Count)
			require.NoError(t, err)
			w.Word, w.Path = hc.ac.dict[j], hc.ac.tr.path(j)
			reanswer(t, hc, w, w.Word)
		},
		"guess does not open its ciphertext (answer of another guess)": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			other, err := hidden.EncryptGuess(w5, hc.k, hc.fields.Index, hc.acc.Tries, randWord(r, p.Length, p.Alphabet.Size))
			require.NoError(t, err)
			w.Guess = other
		},
		"ciphertext that opens to no word": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			pad, err := hidden.Pad(hc.k, hidden.PadGuess, hc.fields.Index, hc.acc.Tries)
			require.NoError(t, err)
			var v fr.Element
			v.SetUint64(game.PackWord(noWord(p)))
			w.Guess.Add(&v, &pad)
		},
		"colours under another k": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			e, err := hidden.EncryptColours(w5, randFelt(r), hc.fields.Index, hc.acc.Tries, feedback(hc.ac.word, hc.guess))
			require.NoError(t, err)
			w.Colours = e
		},
		"colours under another try's pad": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			e, err := hidden.EncryptColours(w5, hc.k, hc.fields.Index, hc.acc.Tries+1, feedback(hc.ac.word, hc.guess))
			require.NoError(t, err)
			w.Colours = e
		},
		"colours under the guess's pad": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			pad, err := hidden.Pad(hc.k, hidden.PadGuess, hc.fields.Index, hc.acc.Tries)
			require.NoError(t, err)
			var v fr.Element
			v.SetUint64(hidden.PackColours(feedback(hc.ac.word, hc.guess)))
			w.Colours.Add(&v, &pad)
		},
		"plain colours": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			w.Colours.SetUint64(hidden.PackColours(feedback(hc.ac.word, hc.guess)))
		},
		"another match key throughout": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			// a consistent answer under k' (ciphertexts, accumulator): the
			// stored AccOld still binds the key proof's K = C(3, k)
			k2 := randFelt(r)
			ct, err := hidden.EncryptGuess(w5, k2, hc.fields.Index, hc.acc.Tries, hc.guess)
			require.NoError(t, err)
			hc.k, hc.ct = k2, ct
			hc.m = hidden.Binding(SeedCommitment(hc.ac.seed), hc.ac.tr.root(), hidden.KeyCommitment(k2))
			acc := hc.acc
			acc.M = hc.m
			w2, _, _, err := NewHiddenAnswerWitness(p, hc.ac.seed, hc.ac.word, hc.ac.tr.path(hc.ac.j), k2, acc, ct, hc.fields)
			require.NoError(t, err)
			old := w.AccOld
			*w = *w2
			w.AccOld = old
		},
		"wrong old accumulator": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) { w.AccOld = randFelt(r) },
		"wrong new accumulator": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) { w.AccNew = randFelt(r) },
		"wrong chain": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			w.Chain = randFelt(r)
			next := hidden.Acc{M: hc.m, T: w.Chain, Tries: hc.acc.Tries}
			n2, err := next.Next(w5, hc.guess, feedback(hc.ac.word, hc.guess))
			require.NoError(t, err)
			w.AccNew = n2.Value()
		},
		"accumulator skipping a try": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			skip := hc.acc
			skip.Tries++
			n2, err := skip.Next(w5, hc.guess, feedback(hc.ac.word, hc.guess))
			require.NoError(t, err)
			w.AccNew = n2.Value()
		},
		"public try differs": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) { w.Fields.Try++ },
		"public word index differs": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) {
			w.Fields.Index ^= 1
		},
		"solved bit flipped": func(t *testing.T, hc *hiddenCase, w *HiddenAnswerWitness) { w.Fields.Solved = !w.Fields.Solved },
	}
	for name, mutate := range rows {
		t.Run(name, func(t *testing.T) {
			hc := newHiddenCase(t, r, p, 2)
			require.NoError(t, test.IsSolved(mustHidden(t, p), hc.assign(t, hc.witness(t)), field))
			w := hc.witness(t)
			mutate(t, hc, w)
			require.Error(t, test.IsSolved(mustHidden(t, p), hc.assign(t, w), field))
		})
	}
}

// TestHiddenAnswerRejectsChainNotKeyed: the first answer of a word must
// start the chain at C(k, 2^21 + i) (hidden.ChainStart); an answer whose
// chain starts unkeyed (T_0 = i, the leaking scheme), under another key, or
// at a pad of k, and is otherwise consistent, fails to prove.
func TestHiddenAnswerRejectsChainNotKeyed(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(20, 10))
	starts := map[string]func(hc *hiddenCase) fr.Element{
		"unkeyed start i": func(hc *hiddenCase) fr.Element { return felt(hc.fields.Index) },
		"another key": func(hc *hiddenCase) fr.Element {
			s, err := hidden.ChainStart(randFelt(r), hc.fields.Index)
			require.NoError(t, err)
			return s
		},
		"the guess pad of k": func(hc *hiddenCase) fr.Element {
			s, err := hidden.Pad(hc.k, hidden.PadGuess, hc.fields.Index, 0)
			require.NoError(t, err)
			return s
		},
	}
	for name, start := range starts {
		t.Run(name, func(t *testing.T) {
			hc := newHiddenCase(t, r, p, 0)
			require.NoError(t, test.IsSolved(mustHidden(t, p), hc.assign(t, hc.witness(t)), field))
			hc.acc.T = start(hc)
			w := hc.witness(t) // AccOld = M, AccNew from the bad start
			require.Error(t, test.IsSolved(mustHidden(t, p), hc.assign(t, w), field))
		})
	}
}

// TestHiddenAnswerEveryWrongColour: every other value of every position's
// colour, encrypted and accumulated consistently, fails to prove.
func TestHiddenAnswerEveryWrongColour(t *testing.T) {
	for _, p := range hiddenParams {
		t.Run(p.String(), func(t *testing.T) { testHiddenAnswerEveryWrongColour(t, p) })
	}
}

func testHiddenAnswerEveryWrongColour(t *testing.T, p Params) {
	r := rand.New(rand.NewPCG(20, 5))
	hc := newHiddenCase(t, r, p, 1)
	w5 := hc.word()
	right := feedback(hc.ac.word, hc.guess)
	for pos := 0; pos < p.Length; pos++ {
		for c := game.Color(0); c <= game.Green; c++ {
			if c == right[pos] {
				continue
			}
			wrong := append([]game.Color(nil), right...)
			wrong[pos] = c
			w := hc.witness(t)
			e, err := hidden.EncryptColours(w5, hc.k, hc.fields.Index, hc.acc.Tries, wrong)
			require.NoError(t, err)
			next, err := hc.acc.Next(w5, hc.guess, wrong)
			require.NoError(t, err)
			w.Colours, w.AccNew = e, next.Value()
			require.Error(t, test.IsSolved(mustHidden(t, p), hc.assign(t, w), field), "position %d colour %d", pos, c)
		}
	}
}

// tallyCase plays `tries` honest answers and returns the binding, the match
// key and the tally's fields.
func tallyCase(t testing.TB, r *rand.Rand, p Params, tries int) (fr.Element, fr.Element, hidden.TallyFields) {
	t.Helper()
	hc := newHiddenCase(t, r, p, 0)
	f := hidden.TallyFields{Index: hc.fields.Index}
	for n := 0; n < tries; n++ {
		g := randWord(r, p.Length, p.Alphabet.Size)
		f.Slots = append(f.Slots, hidden.Slot{Guess: g, Colors: feedback(hc.ac.word, g)})
	}
	return hc.m, hc.k, f
}

func mustTallyAssignment(t testing.TB, p Params, m, k fr.Element, f hidden.TallyFields) *TallyCircuit {
	t.Helper()
	a, err := TallyAssignment(p, m, k, f)
	require.NoError(t, err)
	return a
}

// TestTallyOpensTheAnswers: the accumulator the answers build is the one the
// tally opens.
func TestTallyOpensTheAnswers(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(20, 6))
	hc := newHiddenCase(t, r, p, 0)
	f := hidden.TallyFields{Index: hc.fields.Index}
	for n := 0; n < hidden.Tries; n++ {
		hc.setGuess(t, randWord(r, p.Length, p.Alphabet.Size))
		w := hc.witness(t)
		require.NoError(t, test.IsSolved(mustHidden(t, p), hc.assign(t, w), field), "try %d", n)
		colours := feedback(hc.ac.word, hc.guess)
		var err error
		hc.acc, err = hc.acc.Next(hc.word(), hc.guess, colours)
		require.NoError(t, err)
		require.Equal(t, w.AccNew, hc.acc.Value())
		f.Slots = append(f.Slots, hidden.Slot{Guess: hc.guess, Colors: colours})
		a := mustTallyAssignment(t, p, hc.m, hc.k, f)
		require.Equal(t, hc.acc.Value(), a.Acc)
		require.NoError(t, test.IsSolved(mustTally(t, p), a, field))
	}
}

func TestTallyValid(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 7))
	for _, p := range allParams {
		if p.Length > hidden.TallyMaxLength {
			_, err := NewTally(p)
			require.ErrorIs(t, err, ErrBadParams)
			continue
		}
		for _, tries := range []int{0, 1, 3, hidden.Tries} {
			m, k, f := tallyCase(t, r, p, tries)
			require.NoError(t, test.IsSolved(mustTally(t, p), mustTallyAssignment(t, p, m, k, f), field), "%s %d tries", p, tries)
		}
	}
}

// TestTallyRejects: a tally that does not open the accumulator, in any
// field, fails to prove.
func TestTallyRejects(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(20, 8))
	w5 := hidden.Word{Length: 5, Alphabet: game.Letters}
	repackTally := func(t *testing.T, a *TallyCircuit, f hidden.TallyFields) {
		v, err := hidden.PackTally(w5, f)
		require.NoError(t, err)
		a.Packed = v
	}
	rows := map[string]func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields){
		"wrong accumulator": func(t *testing.T, a *TallyCircuit, _ fr.Element, _ hidden.TallyFields) { a.Acc = randFelt(r) },
		"wrong binding":     func(t *testing.T, a *TallyCircuit, _ fr.Element, _ hidden.TallyFields) { a.Binding = randFelt(r) },
		// the stored accumulator's chain starts keyed by k: another key
		// cannot open it, even with the true tries
		"another match key": func(t *testing.T, a *TallyCircuit, _ fr.Element, _ hidden.TallyFields) { a.Key = randFelt(r) },
		"a green more": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			c := append([]game.Color(nil), f.Slots[1].Colors...)
			c[0] = (c[0] + 1) % 3
			f.Slots[1].Colors = c
			a.Colours[1] = hidden.PackColours(c)
			repackTally(t, a, f)
		},
		"another guess": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			g := append([]uint8(nil), f.Slots[2].Guess...)
			g[4] = (g[4] + 1) % 26
			f.Slots[2].Guess = g
			a.Guesses[2] = game.PackWord(g)
			repackTally(t, a, f)
		},
		"tries swapped": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			f.Slots[0], f.Slots[1] = f.Slots[1], f.Slots[0]
			a.Guesses[0], a.Guesses[1] = a.Guesses[1], a.Guesses[0]
			a.Colours[0], a.Colours[1] = a.Colours[1], a.Colours[0]
			repackTally(t, a, f)
		},
		"a try dropped": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			f.Slots = f.Slots[:2]
			a.Active[2], a.Guesses[2], a.Colours[2] = 0, 0, 0
			repackTally(t, a, f)
		},
		"public count differs": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			a.Packed = new(big.Int).Add(a.Packed.(*big.Int), pow2(hidden.TallyCountShift(5)))
		},
		"public word index differs": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			f.Index ^= 1
			repackTally(t, a, f)
		},
		"gap in the active tries": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			a.Active[1] = 0
			a.Active[4] = 1
		},
		"inactive slot not zero": func(t *testing.T, a *TallyCircuit, m fr.Element, f hidden.TallyFields) {
			a.Guesses[5] = 1
			a.Packed = new(big.Int).Add(a.Packed.(*big.Int), pow2(5*hidden.TallySlotBits(5)))
		},
	}
	for name, mutate := range rows {
		t.Run(name, func(t *testing.T) {
			m, k, f := tallyCase(t, r, p, 4)
			require.NoError(t, test.IsSolved(mustTally(t, p), mustTallyAssignment(t, p, m, k, f), field))
			a := mustTallyAssignment(t, p, m, k, f)
			mutate(t, a, m, f)
			require.Error(t, test.IsSolved(mustTally(t, p), a, field))
		})
	}
}

// TestHiddenGroth16 proves each new circuit with a throw-away setup and
// checks that a tampered public input does not verify.
func TestHiddenGroth16(t *testing.T) {
	if testing.Short() {
		t.Skip("three setups")
	}
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(20, 9))
	hc := newHiddenCase(t, r, p, 1)
	valid := hc.assign(t, hc.witness(t))
	tampered := hc.assign(t, hc.witness(t))
	tampered.Colours = randFelt(r)
	assertTamperedFails(t, mustHidden(t, p), valid, tampered)

	key, err := KeyAssignment(hc.house, hc.player, hc.ctx, SeedCommitment(hc.ac.seed), hc.ac.tr.root())
	require.NoError(t, err)
	badKey := *key
	badKey.Binding = randFelt(r)
	assertTamperedFails(t, &KeyCircuit{}, key, &badKey)

	m, k, f := tallyCase(t, r, p, 3)
	tally := mustTallyAssignment(t, p, m, k, f)
	badTally := mustTallyAssignment(t, p, m, k, f)
	badTally.Packed = new(big.Int).Xor(badTally.Packed.(*big.Int), big.NewInt(1<<25))
	assertTamperedFails(t, mustTally(t, p), tally, badTally)
}

var _ frontend.Circuit = (*TallyCircuit)(nil)
