package circuits

import (
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/bits"

	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// PhraseCircuit proves the house's answer to one PhraseLock move of a daily
// challenge (package phrase, docs/circuits.md "PhraseLock"): move n of day i
// against the phrase that the committed seed derives,
// phrases[H(seed, R, i) mod N], whose leaf carries its length, category,
// difficulty and letter set. The player's state (letters guessed, letters
// shown, n) is hidden in the accumulator, keyed by the match key k:
//
//	M      = C(C(C(2, seed), root), C(3, k))
//	AccOld = M if n = 0 (and the state is empty), else C(M, C(C(k, 2^24+2^23+i), state))
//	v      = Move − C(k, 2^24 + 2·(n + 64·i))          the letter or the packed phrase guess
//	Answer = reply + C(k, 2^24 + 2·(n + 64·i) + 1)     (0 when opening)
//	AccNew = C(M, C(C(k, ...), state')), or AccOld when opening
//
// and the public bits hit, refused and solved, and the facts when opening,
// in Packed (phrase.Fields). A letter hint reveals the letter number
// (low 64 bits of C(seed, AccOld)) mod h among the h letters not shown.
//
// Public inputs, in this order: AccOld, AccNew, Move, Answer, Packed.
type PhraseCircuit struct {
	AccOld frontend.Variable `gnark:",public"`
	AccNew frontend.Variable `gnark:",public"`
	Move   frontend.Variable `gnark:",public"`
	Answer frontend.Variable `gnark:",public"`
	Packed frontend.Variable `gnark:",public"`

	Seed       frontend.Variable
	Phrase     [phrase.MaxLength]frontend.Variable // symbols, 0 after the end
	Length     frontend.Variable
	Category   frontend.Variable
	Difficulty frontend.Variable
	Letters    [phrase.Letters]frontend.Variable // the leaf's letter set
	Siblings   [phrase.TreeDepth]frontend.Variable
	Key        frontend.Variable // k
	Guessed    [phrase.Letters]frontend.Variable
	Shown      [phrase.Letters]frontend.Variable

	// The fields of Packed that the prover chooses (private: Packed binds them).
	Day, Try, Kind, Count, Randomness frontend.Variable
}

// bitsOf returns Σ b_l·2^l, asserting each b_l boolean.
func bitsOf(api frontend.API, b []frontend.Variable) frontend.Variable {
	for _, x := range b {
		api.AssertIsBoolean(x)
	}
	return fromBits(api, b)
}

// Define implements frontend.Circuit.
func (c *PhraseCircuit) Define(api frontend.API) error {
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	// Packed's chosen fields, range-checked; the bits are computed below.
	bits.ToBinary(api, c.Day, bits.WithNbDigits(phrase.IndexBits))
	bits.ToBinary(api, c.Try, bits.WithNbDigits(phrase.TryBits))
	assertBitsAtMost(api, bits.ToBinary(api, c.Kind, bits.WithNbDigits(3)), uint64(phrase.KindOpen))
	bits.ToBinary(api, c.Randomness, bits.WithNbDigits(phrase.RandomnessBits))
	bits.ToBinary(api, api.Sub(c.Count, 1), bits.WithNbDigits(phrase.TreeDepth))
	var sel [phrase.KindOpen + 1]frontend.Variable
	for k := range sel {
		sel[k] = api.IsZero(api.Sub(c.Kind, k))
	}

	// The day's phrase: its leaf on the path that the derived index gives.
	// shape (phrase.PackShape): symbol p − 26 at bits 3p when it is a space
	// or punctuation (27 to 30: bits 4 and 3 set, and bit 2 or bits 1 and 0)
	var shape frontend.Variable = 0
	for p := len(c.Phrase) - 1; p >= 0; p-- {
		b := bits.ToBinary(api, c.Phrase[p], bits.WithNbDigits(symbolBits))
		b10 := api.Mul(b[1], b[0])
		other := api.Mul(api.Mul(b[4], b[3]), api.Sub(api.Add(b[2], b10), api.Mul(b[2], b10)))
		shape = api.Add(api.Mul(shape, 1<<phrase.ShapeBits), api.Mul(other, api.Sub(c.Phrase[p], phrase.Letters)))
	}
	bits.ToBinary(api, c.Length, bits.WithNbDigits(6))
	bits.ToBinary(api, c.Category, bits.WithNbDigits(3))
	bits.ToBinary(api, c.Difficulty, bits.WithNbDigits(2))
	letters := bitsOf(api, c.Letters[:])
	packedPhrase := packSymbols(api, c.Phrase[:])
	leaf := api.Add(packedPhrase,
		api.Mul(c.Length, pow2(phrase.LeafLengthShift)),
		api.Mul(c.Category, pow2(phrase.LeafCategoryShift)),
		api.Mul(c.Difficulty, pow2(phrase.LeafDifficultyShift)),
		api.Mul(letters, pow2(phrase.LeafLettersShift)))
	dir, err := deriveIndexDepth(api, h, c.Seed, c.Randomness, c.Day, c.Count, phrase.TreeDepth)
	if err != nil {
		return err
	}
	root := pathRoot(api, h, h.Compress(leafTag, leaf), dir, c.Siblings[:])
	binding := h.Compress(h.Compress(h.Compress(seedTag, c.Seed), root), h.Compress(hidden.KeyTag, c.Key))

	// The state before the move; empty before the first.
	guessed, shown := bitsOf(api, c.Guessed[:]), bitsOf(api, c.Shown[:])
	chainKey := h.Compress(c.Key, api.Add(c.Day, phrase.ChainNonce))
	stateOf := func(g, s, n frontend.Variable) frontend.Variable {
		return api.Add(g, api.Mul(s, pow2(phrase.Letters)), api.Mul(n, pow2(2*phrase.Letters)))
	}
	first := api.IsZero(c.Try)
	api.AssertIsEqual(api.Mul(first, api.Add(guessed, shown)), 0)
	api.AssertIsEqual(c.AccOld, api.Select(first, binding, h.Compress(binding, h.Compress(chainKey, stateOf(guessed, shown, c.Try)))))

	// The move's plaintext: only letters and phrase guesses carry one.
	api.AssertIsEqual(api.Mul(api.Sub(1, api.Add(sel[phrase.KindLetter], sel[phrase.KindPhrase])), c.Move), 0)
	nonce := api.Add(phrase.NonceBase, api.Mul(2, api.Add(c.Try, api.Mul(c.Day, 1<<phrase.TryBits))))
	v := api.Sub(c.Move, h.Compress(c.Key, nonce))

	// A letter guess: refused when v is no letter or the letter was guessed
	// or is shown; else found when the leaf's set holds it.
	var valid, inG, inS, inP, letterBits frontend.Variable = 0, 0, 0, 0, 0
	for l := 0; l < phrase.Letters; l++ {
		e := api.IsZero(api.Sub(v, l+1))
		valid = api.Add(valid, e)
		inG = api.Add(inG, api.Mul(e, c.Guessed[l]))
		inS = api.Add(inS, api.Mul(e, c.Shown[l]))
		inP = api.Add(inP, api.Mul(e, c.Letters[l]))
		letterBits = api.Add(letterBits, api.Mul(e, 1<<l))
	}
	seen := api.Sub(api.Add(inG, inS), api.Mul(inG, inS))
	refusedLetter := api.Add(api.Sub(1, valid), seen)
	hitLetter := api.Mul(inP, api.Sub(1, seen))

	// A letter hint: the letters not shown (shown ⊆ letters, by induction
	// from the empty state), number r = pick mod their count.
	var count frontend.Variable = 0
	for l := 0; l < phrase.Letters; l++ {
		count = api.Add(count, api.Sub(c.Letters[l], c.Shown[l]))
	}
	rb, err := reduceLow64(api, h.Compress(c.Seed, c.AccOld), api.Select(sel[phrase.KindHintLetter], count, 1), 5)
	if err != nil {
		return err
	}
	r := fromBits(api, rb)
	var before, chosenSum, chosen, chosenBits frontend.Variable = 0, 0, 0, 0
	for l := 0; l < phrase.Letters; l++ {
		hl := api.Sub(c.Letters[l], c.Shown[l])
		s := api.Mul(hl, api.IsZero(api.Sub(before, r)))
		before = api.Add(before, hl)
		chosenSum = api.Add(chosenSum, s)
		chosen = api.Add(chosen, api.Mul(s, l+1))
		chosenBits = api.Add(chosenBits, api.Mul(s, 1<<l))
	}
	api.AssertIsEqual(api.Mul(sel[phrase.KindHintLetter], api.Sub(chosenSum, 1)), 0)

	// The positions of the letter guessed or hinted.
	target := api.Add(api.Mul(sel[phrase.KindLetter], v), api.Mul(sel[phrase.KindHintLetter], chosen))
	var mask frontend.Variable = 0
	for p := len(c.Phrase) - 1; p >= 0; p-- {
		mask = api.Add(api.Mul(mask, 2), api.IsZero(api.Sub(c.Phrase[p], target)))
	}

	// The outcome and the next state.
	hitPhrase := api.IsZero(api.Sub(v, packedPhrase))
	letterHit := api.Mul(sel[phrase.KindLetter], hitLetter)
	hit := api.Add(letterHit, api.Mul(sel[phrase.KindPhrase], hitPhrase))
	refused := api.Mul(sel[phrase.KindLetter], refusedLetter)
	guessedNew := api.Add(guessed, api.Mul(api.Mul(sel[phrase.KindLetter], api.Sub(1, refusedLetter)), letterBits))
	shownNew := api.Add(shown, api.Mul(letterHit, letterBits), api.Mul(sel[phrase.KindHintLetter], chosenBits))
	allShown := api.IsZero(api.Sub(shownNew, letters))
	solved := api.Add(api.Mul(sel[phrase.KindPhrase], hitPhrase),
		api.Mul(api.Add(sel[phrase.KindLetter], sel[phrase.KindHintLetter]), allShown))
	next := h.Compress(binding, h.Compress(chainKey, stateOf(guessedNew, shownNew, api.Add(c.Try, 1))))
	api.AssertIsEqual(c.AccNew, api.Select(sel[phrase.KindOpen], c.AccOld, next))

	// The reply, encrypted; nothing when opening.
	reply := api.Add(
		api.Mul(api.Add(target, api.Mul(mask, 1<<symbolBits)), api.Add(letterHit, sel[phrase.KindHintLetter])),
		api.Mul(sel[phrase.KindHintCategory], c.Category),
		api.Mul(sel[phrase.KindHintLength], c.Length),
		api.Mul(sel[phrase.KindShape], shape))
	pad := h.Compress(c.Key, api.Add(nonce, hidden.PadColours))
	api.AssertIsEqual(c.Answer, api.Mul(api.Sub(1, sel[phrase.KindOpen]), api.Add(reply, pad)))

	facts := api.Add(c.Length, api.Mul(c.Category, 1<<phrase.FactsCategoryShift), api.Mul(c.Difficulty, 1<<phrase.FactsDifficultyShift))
	api.AssertIsEqual(c.Packed, api.Add(
		c.Day,
		api.Mul(c.Try, pow2(phrase.TryShift)),
		api.Mul(c.Kind, pow2(phrase.KindShift)),
		api.Mul(hit, pow2(phrase.HitShift)),
		api.Mul(refused, pow2(phrase.RefusedShift)),
		api.Mul(solved, pow2(phrase.SolvedShift)),
		api.Mul(c.Count, pow2(phrase.CountShift)),
		api.Mul(api.Mul(sel[phrase.KindOpen], facts), pow2(phrase.FactsShift)),
		api.Mul(c.Randomness, pow2(phrase.RandomnessShift)),
	))
	return nil
}

var _ frontend.Circuit = (*PhraseCircuit)(nil)
