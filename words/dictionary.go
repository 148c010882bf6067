package words

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/wordproof/wordproof/game"
)

// MaxSecrets is the largest secret dictionary the circuits accept: the
// Poseidon2 secret tree has depth 13.
const MaxSecrets = 1 << 13

// MaxPackedLength is the longest word a packed uint64 holds.
const MaxPackedLength = 64 / game.SymbolBits

// Word lengths with embedded dictionaries.
const (
	MinLength = 4
	MaxLength = 6
)

// Kind names one of the two dictionaries of a word length.
type Kind string

const (
	Secrets Kind = "secrets" // words that may be hidden
	Guesses Kind = "guesses" // words that may be played
)

// ParseKind converts "secrets" or "guesses" to a Kind.
func ParseKind(s string) (Kind, error) {
	switch k := Kind(s); k {
	case Secrets, Guesses:
		return k, nil
	}
	return "", fmt.Errorf("%w: %q (want %q or %q)", ErrBadKind, s, Secrets, Guesses)
}

// Rand is the randomness Dictionary.Random needs; *math/rand/v2.Rand has it.
type Rand interface {
	IntN(n int) int
}

// Dictionary is an immutable, sorted set of distinct words of one length over
// game.Letters.
type Dictionary struct {
	length int
	words  []string
	index  map[string]int
}

// New builds a dictionary of words of the given length. The words may come in
// any order; they are sorted. A bad word, a word of another length or a
// duplicate is an error.
func New(words []string, length int) (*Dictionary, error) {
	lines := make([]line, len(words))
	for i, w := range words {
		lines[i] = line{no: i + 1, word: w}
	}
	return build(lines, "word", length)
}

// Parse reads a word list, one word a line, from r. Blank lines and lines
// starting with '#' are skipped; surrounding spaces are trimmed. name labels
// the source in errors (for example a file name), which give the line number.
func Parse(r io.Reader, name string, length int) (*Dictionary, error) {
	var lines []line
	sc := bufio.NewScanner(r)
	for no := 1; sc.Scan(); no++ {
		w := strings.TrimSpace(sc.Text())
		if w == "" || strings.HasPrefix(w, "#") {
			continue
		}
		lines = append(lines, line{no: no, word: w})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	return build(lines, name+": line", length)
}

// LoadFile reads a user's word list (see Parse for the format).
func LoadFile(path string, length int) (*Dictionary, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(f, path, length)
}

type line struct {
	no   int
	word string
}

func build(lines []line, where string, length int) (*Dictionary, error) {
	if length < 1 || length > MaxPackedLength {
		return nil, fmt.Errorf("%w: %d (want 1..%d)", ErrBadLength, length, MaxPackedLength)
	}
	if len(lines) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrEmpty, strings.TrimSuffix(where, ": line"))
	}
	d := &Dictionary{length: length, words: make([]string, 0, len(lines)), index: make(map[string]int, len(lines))}
	first := make(map[string]int, len(lines))
	for _, l := range lines {
		if err := checkWord(l.word, length); err != nil {
			return nil, fmt.Errorf("%w (%s %d)", err, where, l.no)
		}
		if prev, ok := first[l.word]; ok {
			return nil, fmt.Errorf("%w: %q (%s %d, first at %d)", ErrDuplicate, l.word, where, l.no, prev)
		}
		first[l.word] = l.no
		d.words = append(d.words, l.word)
	}
	slices.Sort(d.words)
	for i, w := range d.words {
		d.index[w] = i
	}
	return d, nil
}

// checkWord reports whether w is a word of the given length over a-z.
func checkWord(w string, length int) error {
	if len(w) != length {
		return fmt.Errorf("%w: %q has %d characters, want %d", ErrBadLength, w, len(w), length)
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return fmt.Errorf("%w: %q has %q at position %d, want a-z", ErrBadWord, w, c, i+1)
		}
	}
	return nil
}

// Length returns the length of every word of the dictionary.
func (d *Dictionary) Length() int { return d.length }

// Len returns the number of words.
func (d *Dictionary) Len() int { return len(d.words) }

// Contains reports whether word is in the dictionary.
func (d *Dictionary) Contains(word string) bool {
	_, ok := d.index[word]
	return ok
}

// Index returns the position of word in the sorted dictionary, which is its
// leaf index in the dictionary's Merkle trees. A malformed word gives an error
// wrapping ErrBadLength or ErrBadWord, a well-formed one that is not listed
// ErrNotInDictionary.
func (d *Dictionary) Index(word string) (int, error) {
	i, ok := d.index[word]
	if !ok {
		if err := checkWord(word, d.length); err != nil {
			return 0, err
		}
		return 0, fmt.Errorf("%w: %q (%d words of length %d)", ErrNotInDictionary, word, len(d.words), d.length)
	}
	return i, nil
}

// Word returns the word at index i (0 <= i < Len).
func (d *Dictionary) Word(i int) string { return d.words[i] }

// Words returns a copy of the words in ascending order.
func (d *Dictionary) Words() []string { return slices.Clone(d.words) }

// Random returns a word drawn uniformly with rng. For a secret, use a
// cryptographically secure source (for example math/rand/v2.NewChaCha8 seeded
// from crypto/rand).
func (d *Dictionary) Random(rng Rand) string { return d.words[rng.IntN(len(d.words))] }

// Packed returns the words packed with game.PackWord, in dictionary order:
// the values the Merkle leaves of package merkle take.
func (d *Dictionary) Packed() []uint64 {
	out := make([]uint64, len(d.words))
	sym := make([]uint8, d.length)
	for i, w := range d.words {
		for j := 0; j < len(w); j++ {
			sym[j] = w[j] - game.Letters.First // every word was checked by build
		}
		out[i] = game.PackWord(sym)
	}
	return out
}

// Pack checks a word of the given length over a-z and packs it with
// game.PackWord.
func Pack(word string, length int) (uint64, error) {
	if err := checkWord(word, length); err != nil {
		return 0, err
	}
	sym, err := game.Letters.Encode(word, length)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", ErrBadWord, err)
	}
	return game.PackWord(sym), nil
}
