package game

import "fmt"

// MaxSymbols bounds the alphabet size: a symbol packs into SymbolBits bits
// (see PackWord), and per-call counters fit on the stack.
const MaxSymbols = 1 << SymbolBits

// SymbolBits is the width of one symbol in a packed word.
const SymbolBits = 5

// MaxWordLength is the longest word the package handles: a packed word (see
// PackWord) fits in 64 bits.
const MaxWordLength = 64 / SymbolBits

// Alphabet maps the characters of a game to symbols 0..Size-1.
type Alphabet struct {
	Name  string // "letters" or "digits"
	First byte   // character of symbol 0
	Size  int    // number of symbols, at most MaxSymbols
}

var (
	// Letters is the lowercase English alphabet a-z.
	Letters = Alphabet{Name: "letters", First: 'a', Size: 26}
	// Digits is 0-9, for NumLock codes.
	Digits = Alphabet{Name: "digits", First: '0', Size: 10}
)

// Encode converts a word to symbols, checking its length when length > 0.
func (a Alphabet) Encode(word string, length int) ([]uint8, error) {
	if length > 0 && len(word) != length {
		return nil, fmt.Errorf("%w: %q has %d characters, want %d", ErrBadWord, word, len(word), length)
	}
	out := make([]uint8, len(word))
	for i := 0; i < len(word); i++ {
		c := word[i]
		if c < a.First || int(c-a.First) >= a.Size {
			return nil, fmt.Errorf("%w: %q has %q at position %d, outside %s", ErrBadWord, word, c, i+1, a.Name)
		}
		out[i] = c - a.First
	}
	return out, nil
}

// Decode converts symbols back to a word.
func (a Alphabet) Decode(symbols []uint8) string {
	b := make([]byte, len(symbols))
	for i, s := range symbols {
		b[i] = a.First + s
	}
	return string(b)
}

// PackWord packs symbols little-endian, SymbolBits bits each: symbol i is
// multiplied by 2^(SymbolBits*i). This is the integer the circuits, the Merkle
// leaves and the commitments use for a word.
func PackWord(symbols []uint8) uint64 {
	var v uint64
	for i := len(symbols) - 1; i >= 0; i-- {
		v = v<<SymbolBits | uint64(symbols[i])
	}
	return v
}

// UnpackWord is PackWord's inverse for n symbols: symbol i is bits
// SymbolBits*i up; bits beyond the n symbols are ignored.
func UnpackWord(v uint64, n int) []uint8 {
	out := make([]uint8, n)
	for i := range out {
		out[i] = uint8(v >> (SymbolBits * i) & (MaxSymbols - 1))
	}
	return out
}

// AlphabetByName returns Letters or Digits by their Name.
func AlphabetByName(name string) (Alphabet, error) {
	switch name {
	case Letters.Name:
		return Letters, nil
	case Digits.Name:
		return Digits, nil
	}
	return Alphabet{}, fmt.Errorf("%w: %q (want %s or %s)", ErrBadAlphabet, name, Letters.Name, Digits.Name)
}
