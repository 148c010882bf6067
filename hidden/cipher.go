package hidden

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
)

// Pad kinds: the two pads of one (word, try) differ in their nonce's low bit.
const (
	PadGuess   = 0 // the guess, player to house
	PadColours = 1 // the colours, house to player
)

const (
	// IndexBits bounds the word index i (the round) of a stream: below 2^16.
	IndexBits = 16
	// TryBits bounds the try number n (0-based) of a word: below 2^4.
	TryBits = 4
	// ColourBits is the width of one colour in a packed colour vector.
	ColourBits = 2
)

// Nonce returns the pad nonce t + 2·(n + 16·i): distinct for every pad kind
// t, try n and word i, so a key k never pads two values with one nonce
// (the contract accepts one guess a try).
func Nonce(t int, i uint64, n int) (uint64, error) {
	if t != PadGuess && t != PadColours {
		return 0, fmt.Errorf("%w: pad kind %d", ErrBadField, t)
	}
	if i>>IndexBits != 0 || n < 0 || n>>TryBits != 0 {
		return 0, fmt.Errorf("%w: word %d, try %d (below 2^%d and 2^%d)", ErrBadField, i, n, IndexBits, TryBits)
	}
	return uint64(t) + 2*(uint64(n)+(1<<TryBits)*i), nil
}

// Pad returns C(k, nonce): a pseudorandom field element used once.
func Pad(k fr.Element, t int, i uint64, n int) (fr.Element, error) {
	nonce, err := Nonce(t, i, n)
	if err != nil {
		return fr.Element{}, err
	}
	var x fr.Element
	x.SetUint64(nonce)
	return merkle.Poseidon2Compress(k, x), nil
}

// Word is the shape of a guess: its length and alphabet.
type Word struct {
	Length   int
	Alphabet game.Alphabet
}

func (w Word) checkGuess(guess []uint8) error {
	if w.Length < 1 || w.Length > game.MaxWordLength || w.Alphabet.Size < 2 || w.Alphabet.Size > game.MaxSymbols {
		return fmt.Errorf("%w: word shape %d/%d", ErrBadField, w.Length, w.Alphabet.Size)
	}
	if len(guess) != w.Length {
		return fmt.Errorf("%w: guess of %d symbols (want %d)", ErrBadField, len(guess), w.Length)
	}
	for k, s := range guess {
		if int(s) >= w.Alphabet.Size {
			return fmt.Errorf("%w: guess symbol %d is %d (alphabet size %d)", ErrBadField, k, s, w.Alphabet.Size)
		}
	}
	return nil
}

func (w Word) checkColours(colours []game.Color) error {
	if len(colours) != w.Length {
		return fmt.Errorf("%w: %d colours (want %d)", ErrBadField, len(colours), w.Length)
	}
	for k, c := range colours {
		if c > game.Green {
			return fmt.Errorf("%w: colour %d is %d", ErrBadField, k, c)
		}
	}
	return nil
}

// PackColours returns Σ colour_k·4^k (0 grey, 1 yellow, 2 green).
func PackColours(colours []game.Color) uint64 {
	var v uint64
	for k := len(colours) - 1; k >= 0; k-- {
		v = v<<ColourBits | uint64(colours[k])
	}
	return v
}

func unpackColours(v uint64, length int) ([]game.Color, error) {
	if v>>(ColourBits*length) != 0 {
		return nil, fmt.Errorf("%w: colours %#x wider than %d positions", ErrBadField, v, length)
	}
	out := make([]game.Color, length)
	for k := range out {
		out[k] = game.Color(v >> (ColourBits * k) & 3)
		if out[k] > game.Green {
			return nil, fmt.Errorf("%w: colour %d is 3", ErrBadField, k)
		}
	}
	return out, nil
}

func unpackGuess(w Word, v uint64) ([]uint8, error) {
	if v>>(game.SymbolBits*w.Length) != 0 {
		return nil, fmt.Errorf("%w: guess %#x wider than %d symbols", ErrBadField, v, w.Length)
	}
	out := make([]uint8, w.Length)
	for k := range out {
		out[k] = uint8(v >> (game.SymbolBits * k) & (game.MaxSymbols - 1))
	}
	return out, w.checkGuess(out)
}

// EncryptGuess returns CT = PackWord(guess) + pad(k, guess, i, n): what a
// player posts for try n of word i. It is the guess's commitment too: with
// k fixed by the key proof, CT opens to one guess only.
func EncryptGuess(w Word, k fr.Element, i uint64, n int, guess []uint8) (fr.Element, error) {
	if err := w.checkGuess(guess); err != nil {
		return fr.Element{}, err
	}
	return encrypt(k, PadGuess, i, n, game.PackWord(guess))
}

// DecryptGuess inverts EncryptGuess. A ciphertext that decrypts to no guess of
// shape w gives ErrBadCiphertext.
func DecryptGuess(w Word, k fr.Element, i uint64, n int, ct fr.Element) ([]uint8, error) {
	v, err := decrypt(k, PadGuess, i, n, ct)
	if err != nil {
		return nil, err
	}
	g, err := unpackGuess(w, v)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadCiphertext, err)
	}
	return g, nil
}

// EncryptColours returns E = PackColours(colours) + pad(k, colours, i, n):
// what the house's answer publishes for try n of word i.
func EncryptColours(w Word, k fr.Element, i uint64, n int, colours []game.Color) (fr.Element, error) {
	if err := w.checkColours(colours); err != nil {
		return fr.Element{}, err
	}
	return encrypt(k, PadColours, i, n, PackColours(colours))
}

// DecryptColours inverts EncryptColours (the guesser's side).
func DecryptColours(w Word, k fr.Element, i uint64, n int, e fr.Element) ([]game.Color, error) {
	v, err := decrypt(k, PadColours, i, n, e)
	if err != nil {
		return nil, err
	}
	c, err := unpackColours(v, w.Length)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadCiphertext, err)
	}
	return c, nil
}

func encrypt(k fr.Element, t int, i uint64, n int, m uint64) (fr.Element, error) {
	pad, err := Pad(k, t, i, n)
	if err != nil {
		return fr.Element{}, err
	}
	var x fr.Element
	x.SetUint64(m)
	return *x.Add(&x, &pad), nil
}

func decrypt(k fr.Element, t int, i uint64, n int, ct fr.Element) (uint64, error) {
	pad, err := Pad(k, t, i, n)
	if err != nil {
		return 0, err
	}
	var x fr.Element
	x.Sub(&ct, &pad)
	b := x.BigInt(new(big.Int))
	if !b.IsUint64() {
		return 0, fmt.Errorf("%w: %d bits", ErrBadCiphertext, b.BitLen())
	}
	return b.Uint64(), nil
}
