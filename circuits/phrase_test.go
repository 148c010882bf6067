package circuits

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/hidden/phrase"
)

func phraseDay(t testing.TB, r *rand.Rand) *phrase.Day {
	t.Helper()
	l, err := phrase.Default()
	require.NoError(t, err)
	return &phrase.Day{List: l, Seed: randFelt(r), Randomness: new(big.Int).SetUint64(r.Uint64()), Day: 20000 + r.Uint64N(500), Key: randFelt(r)}
}

// phraseCase is a day, a state reached by real moves and the next move.
type phraseCase struct {
	d     *phrase.Day
	e     phrase.Entry
	s     phrase.State
	kind  phrase.Kind
	move  fr.Element
	guess byte // the letter of a letter move
}

// playLetters plays the phrase's letters in order until n moves are made
// (never solving: the last letter is kept back).
func newPhraseCase(t testing.TB, r *rand.Rand, n int) *phraseCase {
	t.Helper()
	pc := &phraseCase{d: phraseDay(t, r)}
	var err error
	pc.e, err = pc.d.Entry()
	require.NoError(t, err)
	for l := 0; pc.s.Tries < n; l = (l + 1) % phrase.Letters {
		bit := uint32(1) << l
		if pc.s.Shown|bit == pc.e.Letters || pc.s.Guessed&bit != 0 {
			continue
		}
		ct, err := phrase.EncryptLetter(pc.d.Key, pc.d.Day, pc.s.Tries, byte('A'+l))
		require.NoError(t, err)
		a, err := pc.d.Answer(pc.s, phrase.KindLetter, ct)
		require.NoError(t, err)
		pc.s = a.Next
	}
	return pc
}

func (pc *phraseCase) letter(t testing.TB, c byte) *phraseCase {
	t.Helper()
	ct, err := phrase.EncryptLetter(pc.d.Key, pc.d.Day, pc.s.Tries, c)
	require.NoError(t, err)
	pc.kind, pc.move, pc.guess = phrase.KindLetter, ct, c
	return pc
}

func (pc *phraseCase) phraseGuess(t testing.TB, g string) *phraseCase {
	t.Helper()
	ct, err := phrase.EncryptPhrase(pc.d.Key, pc.d.Day, pc.s.Tries, g)
	require.NoError(t, err)
	pc.kind, pc.move = phrase.KindPhrase, ct
	return pc
}

func (pc *phraseCase) hint(k phrase.Kind) *phraseCase {
	pc.kind, pc.move = k, fr.Element{}
	return pc
}

func (pc *phraseCase) assign(t testing.TB) (*PhraseCircuit, *phrase.Answer) {
	t.Helper()
	c, a, err := PhraseAssignment(pc.d, pc.s, pc.kind, pc.move)
	require.NoError(t, err)
	return c, a
}

// hiddenLetter returns a letter of the phrase not shown, and one not in it.
func (pc *phraseCase) letters() (in, out byte) {
	for l := 0; l < phrase.Letters; l++ {
		bit := uint32(1) << l
		if pc.e.Letters&bit != 0 && pc.s.Shown&bit == 0 && in == 0 {
			in = byte('A' + l)
		}
		if pc.e.Letters&bit == 0 && pc.s.Guessed&bit == 0 && out == 0 {
			out = byte('A' + l)
		}
	}
	return in, out
}

func TestPhraseSeedCommitment(t *testing.T) {
	s := randFelt(rand.New(rand.NewPCG(22, 9)))
	require.Equal(t, SeedCommitment(s), phrase.SeedCommitment(s))
}

func TestPhraseValid(t *testing.T) {
	r := rand.New(rand.NewPCG(22, 10))
	for _, n := range []int{0, 1, 4} {
		pc := newPhraseCase(t, r, n)
		in, out := pc.letters()
		cases := map[string]*phraseCase{}
		clone := func() *phraseCase { c := *pc; return &c }
		cases["letter found"] = clone().letter(t, in)
		cases["letter not found"] = clone().letter(t, out)
		cases["right phrase"] = clone().phraseGuess(t, pc.e.Text)
		cases["wrong phrase"] = clone().phraseGuess(t, "not the phrase")
		cases["letter hint"] = clone().hint(phrase.KindHintLetter)
		cases["category hint"] = clone().hint(phrase.KindHintCategory)
		cases["length hint"] = clone().hint(phrase.KindHintLength)
		cases["open"] = clone().hint(phrase.KindOpen)
		cases["shape"] = clone().hint(phrase.KindShape)
		if n > 0 {
			var shown byte
			for l := 0; l < phrase.Letters; l++ {
				if pc.s.Shown>>l&1 == 1 {
					shown = byte('A' + l)
				}
			}
			cases["letter already shown (refused)"] = clone().letter(t, shown)
		}
		for name, c := range cases {
			w, a := c.assign(t)
			require.NoError(t, test.IsSolved(&PhraseCircuit{}, w, field), "%s after %d moves", name, n)
			switch name {
			case "letter found", "right phrase":
				require.True(t, a.Fields.Hit, name)
			case "letter already shown (refused)":
				require.True(t, a.Fields.Refused, name)
			case "open":
				require.Equal(t, pc.e.Length(), a.Fields.Length)
			}
		}
	}
	// the move that reveals the last letter solves
	pc := newPhraseCase(t, r, 0)
	var last byte
	for l := 0; l < phrase.Letters; l++ {
		if pc.e.Letters>>l&1 == 1 {
			last = byte('A' + l)
			if l < phrase.Letters-1 && pc.e.Letters>>(l+1) != 0 {
				ct, err := phrase.EncryptLetter(pc.d.Key, pc.d.Day, pc.s.Tries, last)
				require.NoError(t, err)
				a, err := pc.d.Answer(pc.s, phrase.KindLetter, ct)
				require.NoError(t, err)
				pc.s = a.Next
			}
		}
	}
	w, a := pc.letter(t, last).assign(t)
	require.True(t, a.Fields.Solved)
	require.NoError(t, test.IsSolved(&PhraseCircuit{}, w, field))
}

// TestPhraseRejects breaks one rule per row, for each public output and the
// statement's private parts: each must fail to prove.
func TestPhraseRejects(t *testing.T) {
	r := rand.New(rand.NewPCG(22, 11))
	setPacked := func(t *testing.T, w *PhraseCircuit, a *phrase.Answer, f func(*phrase.Fields)) {
		f(&a.Fields)
		p, err := a.Fields.Pack()
		require.NoError(t, err)
		w.Packed = p
	}
	encReply := func(t *testing.T, pc *phraseCase, v uint64) fr.Element {
		pad, err := phrase.Pad(pc.d.Key, hidden.PadColours, pc.d.Day, pc.s.Tries)
		require.NoError(t, err)
		var x fr.Element
		x.SetUint64(v)
		return *x.Add(&x, &pad)
	}
	other := func(pc *phraseCase) int {
		j, _ := pc.d.Index()
		return (j + 1 + r.IntN(pc.d.List.Len()-1)) % pc.d.List.Len()
	}
	type row struct {
		kind phrase.Kind
		lie  func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer)
	}
	rows := map[string]row{
		"wrong mask": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			s, _ := phrase.LetterSymbol(pc.guess)
			w.Answer = encReply(t, pc, uint64(s)|(a.Reply.Mask^1)<<5)
		}},
		"mask in the clear": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			s, _ := phrase.LetterSymbol(pc.guess)
			w.Answer = uint64(s) | a.Reply.Mask<<5
		}},
		"letter found called not found": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Hit = false })
		}},
		"letter found called refused": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Hit, f.Refused = false, true })
		}},
		"letter found called solved": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Solved = true })
		}},
		"answer to another letter (ciphertext does not open)": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			ct, err := phrase.EncryptLetter(pc.d.Key, pc.d.Day, pc.s.Tries, 'A'+(pc.guess-'A'+1)%26)
			require.NoError(t, err)
			w.Move = ct
		}},
		"letter under another try's pad": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			ct, err := phrase.EncryptLetter(pc.d.Key, pc.d.Day, pc.s.Tries+1, pc.guess)
			require.NoError(t, err)
			w.Move = ct
		}},
		"phrase not derived from the seed (another list phrase)": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			j := other(pc)
			w2, _, err := phraseAssignmentAs(pc.d, j, pc.d.List.Entries[j], pc.s, pc.kind, pc.move)
			require.NoError(t, err)
			w2.AccOld, w2.AccNew = w.AccOld, w.AccNew // the player's accumulator binds the root, not the phrase
			*w = *w2
		}},
		"phrase not in the list": {phrase.KindPhrase, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			j, _ := pc.d.Index()
			e, err := phrase.NewEntry(puzloc.Phrase{Text: "not the phrase", Category: puzloc.Movies})
			require.NoError(t, err)
			w2, _, err := phraseAssignmentAs(pc.d, j, e, pc.s, phrase.KindPhrase, pc.move)
			require.NoError(t, err)
			*w = *w2
		}},
		"another seed": {phrase.KindHintLength, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			d := *pc.d
			d.Seed = randFelt(r)
			w2, _, err := PhraseAssignment(&d, pc.s, pc.kind, pc.move)
			require.NoError(t, err)
			w2.AccOld, w2.AccNew = w.AccOld, w.AccNew
			*w = *w2
		}},
		"right phrase called wrong": {phrase.KindPhrase, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Hit, f.Solved = false, false })
		}},
		"wrong hint letter": {phrase.KindHintLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			for l := 0; l < phrase.Letters; l++ {
				c := byte('A' + l)
				if pc.e.Letters>>l&1 == 1 && pc.s.Shown>>l&1 == 0 && c != a.Reply.Letter {
					s, _ := phrase.LetterSymbol(c)
					var m uint64
					for p, x := range pc.e.Symbols {
						if x == s {
							m |= 1 << p
						}
					}
					w.Answer = encReply(t, pc, uint64(s)|m<<5)
					next := pc.s
					next.Shown |= 1 << l
					next.Tries++
					w.AccNew = phrase.Acc(pc.d.Binding(), pc.d.Key, pc.d.Day, next)
					return
				}
			}
			t.Skip("one letter hidden")
		}},
		"hint letter already shown": {phrase.KindHintLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.Answer = encReply(t, pc, 0)
		}},
		"wrong category": {phrase.KindHintCategory, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.Answer = encReply(t, pc, uint64(pc.e.Category+1)%7)
		}},
		"wrong length": {phrase.KindHintLength, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.Answer = encReply(t, pc, uint64(pc.e.Length()-1))
		}},
		"wrong shape (the last character changed)": {phrase.KindShape, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			shape := phrase.PackShape(pc.e.Symbols)
			i := phrase.ShapeBits * (pc.e.Length() - 1)
			shape.SetBit(shape, i, 1-shape.Bit(i)) // the last character changed
			var x fr.Element
			x.SetBigInt(shape)
			pad, err := phrase.Pad(pc.d.Key, hidden.PadColours, pc.d.Day, pc.s.Tries)
			require.NoError(t, err)
			w.Answer = *x.Add(&x, &pad)
		}},
		"a hint carrying a ciphertext": {phrase.KindHintLength, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.Move = 1
		}},
		"wrong facts when opening": {phrase.KindOpen, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Difficulty = (f.Difficulty + 1) % 3 })
		}},
		"opening moves the accumulator": {phrase.KindOpen, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.AccNew = randFelt(r)
		}},
		"facts on a move": {phrase.KindHintCategory, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			p := new(big.Int).Set(w.Packed.(*big.Int))
			w.Packed = p.Or(p, new(big.Int).Lsh(big.NewInt(int64(pc.e.Length())), phrase.FactsShift))
		}},
		"wrong old accumulator": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.AccOld = randFelt(r)
		}},
		"state that the accumulator does not hold (a letter guessed)": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.Guessed[pc.guess-'A'] = 1
		}},
		"wrong new accumulator": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			w.AccNew = randFelt(r)
		}},
		"new state without the letter shown": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			next := a.Next
			next.Shown = pc.s.Shown
			w.AccNew = phrase.Acc(pc.d.Binding(), pc.d.Key, pc.d.Day, next)
		}},
		"another match key": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			d := *pc.d
			d.Key = randFelt(r)
			ct, err := phrase.EncryptLetter(d.Key, d.Day, pc.s.Tries, pc.guess)
			require.NoError(t, err)
			w2, _, err := PhraseAssignment(&d, pc.s, pc.kind, ct)
			require.NoError(t, err)
			w2.AccOld = w.AccOld
			*w = *w2
		}},
		"public try differs": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Try++ })
		}},
		"public day differs": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Day++ })
		}},
		"public kind differs": {phrase.KindHintCategory, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Kind = phrase.KindHintLength })
		}},
		"public list size differs": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Count-- })
		}},
		"public randomness differs": {phrase.KindLetter, func(t *testing.T, pc *phraseCase, w *PhraseCircuit, a *phrase.Answer) {
			setPacked(t, w, a, func(f *phrase.Fields) { f.Randomness = new(big.Int).Add(f.Randomness, big.NewInt(1)) })
		}},
	}
	for name, row := range rows {
		t.Run(name, func(t *testing.T) {
			pc := newPhraseCase(t, r, 2)
			in, _ := pc.letters()
			switch row.kind {
			case phrase.KindLetter:
				pc.letter(t, in)
			case phrase.KindPhrase:
				pc.phraseGuess(t, pc.e.Text)
			default:
				pc.hint(row.kind)
			}
			w, a := pc.assign(t)
			require.NoError(t, test.IsSolved(&PhraseCircuit{}, w, field), "the honest answer")
			row.lie(t, pc, w, a)
			require.Error(t, test.IsSolved(&PhraseCircuit{}, w, field))
		})
	}
}
