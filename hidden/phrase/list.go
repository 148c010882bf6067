package phrase

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/phrasegen"
	"github.com/wordproof/wordproof/merkle"
)

const (
	// MaxLength bounds a phrase, in characters: the list's bound, which fixes
	// the circuit's size (5 bits a character: 175 bits, one field element).
	MaxLength = phrasegen.MaxLength
	// Letters is the alphabet of letter guesses, A-Z.
	Letters = 26
	// TreeDepth is the depth of the phrase tree: at most 2^14 = 16384 phrases.
	TreeDepth = 14
)

// Symbols of a packed phrase: 0 ends it (padding), 1-26 are A-Z, then the
// characters the list allows besides letters.
const (
	SymbolEnd    = 0
	SymbolSpace  = Letters + 1
	symbolOthers = " '.-"
)

// The leaf's fields, from bit 0: the packed phrase, its length, its category
// (the index in puzloc.Categories), its difficulty and the set of letters it
// holds (bit l for letter 'A'+l).
const (
	LeafLengthShift     = 176
	LeafCategoryShift   = 184
	LeafDifficultyShift = 188
	LeafLettersShift    = 192
)

// Symbol returns the symbol of character c (either case).
func Symbol(c byte) (uint8, bool) {
	switch {
	case c >= 'A' && c <= 'Z':
		return c - 'A' + 1, true
	case c >= 'a' && c <= 'z':
		return c - 'a' + 1, true
	}
	if i := strings.IndexByte(symbolOthers, c); i >= 0 {
		return uint8(SymbolSpace + i), true
	}
	return 0, false
}

// LetterSymbol returns the symbol of letter c (either case).
func LetterSymbol(c byte) (uint8, bool) {
	s, ok := Symbol(c)
	return s, ok && s >= 1 && s <= Letters
}

// Encode returns the symbols of text, which must fit MaxLength.
func Encode(text string) ([]uint8, error) {
	if len(text) > MaxLength {
		return nil, fmt.Errorf("%w: %d characters, at most %d", ErrBadPhrase, len(text), MaxLength)
	}
	out := make([]uint8, len(text))
	for i := 0; i < len(text); i++ {
		s, ok := Symbol(text[i])
		if !ok {
			return nil, fmt.Errorf("%w: %q at %d", ErrBadPhrase, text[i], i)
		}
		out[i] = s
	}
	return out, nil
}

// PackSymbols returns Σ s_p·32^p.
func PackSymbols(s []uint8) *big.Int {
	v := new(big.Int)
	for p := len(s) - 1; p >= 0; p-- {
		v.Lsh(v, game.SymbolBits).Or(v, big.NewInt(int64(s[p])))
	}
	return v
}

// PackGuess returns the plaintext of a whole-phrase guess: the packed
// symbols of the guess as puzloc compares it (upper case, runs of spaces
// collapsed). A guess that does not fit the packing cannot be the phrase and
// packs to 0, which no phrase packs to.
func PackGuess(guess string) fr.Element {
	s, err := Encode(strings.Join(strings.Fields(guess), " "))
	var v fr.Element
	if err == nil {
		v.SetBigInt(PackSymbols(s))
	}
	return v
}

// Entry is one phrase of the list as the circuit sees it.
type Entry struct {
	Text       string
	Symbols    []uint8 // len(Text) symbols
	Category   int     // index in puzloc.Categories
	Difficulty puzloc.Difficulty
	Letters    uint32 // bit l: letter 'A'+l occurs
}

// NewEntry packs p.
func NewEntry(p puzloc.Phrase) (Entry, error) {
	s, err := Encode(p.Text)
	if err != nil {
		return Entry{}, err
	}
	cat := slices.Index(puzloc.Categories(), p.Category)
	if cat < 0 || p.Difficulty > puzloc.Hard {
		return Entry{}, fmt.Errorf("%w: category %q, difficulty %v", ErrBadPhrase, p.Category, p.Difficulty)
	}
	e := Entry{Text: p.Text, Symbols: s, Category: cat, Difficulty: p.Difficulty}
	for _, x := range s {
		if x >= 1 && x <= Letters {
			e.Letters |= 1 << (x - 1)
		}
	}
	return e, nil
}

// Length is the phrase's length in characters.
func (e Entry) Length() int { return len(e.Symbols) }

// Packed returns the leaf's plaintext: see LeafLengthShift.
func (e Entry) Packed() *big.Int {
	v := PackSymbols(e.Symbols)
	v.Or(v, new(big.Int).Lsh(big.NewInt(int64(e.Length())), LeafLengthShift))
	v.Or(v, new(big.Int).Lsh(big.NewInt(int64(e.Category)), LeafCategoryShift))
	v.Or(v, new(big.Int).Lsh(big.NewInt(int64(e.Difficulty)), LeafDifficultyShift))
	return v.Or(v, new(big.Int).Lsh(big.NewInt(int64(e.Letters)), LeafLettersShift))
}

// Leaf returns the tree leaf C(1, Packed).
func (e Entry) Leaf() fr.Element {
	var tag, x fr.Element
	tag.SetUint64(merkle.Poseidon2LeafTag)
	x.SetBigInt(e.Packed())
	return merkle.Poseidon2Compress(tag, x)
}

// List is the phrase list and its tree.
type List struct {
	Entries []Entry
	Tree    *merkle.Poseidon2Tree
}

// NewList packs phrases, in order, into a tree of depth TreeDepth.
func NewList(phrases []puzloc.Phrase) (*List, error) {
	if len(phrases) == 0 || len(phrases) > 1<<TreeDepth {
		return nil, fmt.Errorf("%w: %d phrases (want 1..%d)", ErrBadField, len(phrases), 1<<TreeDepth)
	}
	l := &List{Entries: make([]Entry, len(phrases))}
	leaves := make([]fr.Element, len(phrases))
	for i, p := range phrases {
		e, err := NewEntry(p)
		if err != nil {
			return nil, fmt.Errorf("phrase %d: %w", i, err)
		}
		l.Entries[i], leaves[i] = e, e.Leaf()
	}
	t, err := merkle.NewPoseidon2Tree(leaves, TreeDepth)
	if err != nil {
		return nil, err
	}
	l.Tree = t
	return l, nil
}

var (
	defaultOnce sync.Once
	defaultList *List
	defaultErr  error
)

// Default returns the list of puzloc.Phrases, in its order: the one the
// daily contract's root commits to.
func Default() (*List, error) {
	defaultOnce.Do(func() {
		ps, err := puzloc.Phrases()
		if err != nil {
			defaultErr = err
			return
		}
		defaultList, defaultErr = NewList(ps)
	})
	return defaultList, defaultErr
}

// Len is the number of phrases N.
func (l *List) Len() int { return len(l.Entries) }

// Root is the tree's root.
func (l *List) Root() fr.Element { return l.Tree.Root() }
