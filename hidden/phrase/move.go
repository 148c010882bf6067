package phrase

import (
	"fmt"
	"math/big"
	"math/bits"
	"strings"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/merkle"
)

// Kind is what a move asks.
type Kind uint8

// The move kinds. Letter and Phrase carry a ciphertext; the hints, Shape and
// Open do not (their Move input is 0).
const (
	KindLetter       Kind = iota // a hidden letter: found or not, the positions encrypted
	KindPhrase                   // a hidden whole-phrase guess: correct or not
	KindHintLetter               // a letter derived from the seed and the state, encrypted with its positions
	KindHintCategory             // the category, encrypted
	KindHintLength               // the length, encrypted
	KindShape                    // free: the positions of the spaces and punctuation, encrypted
	KindOpen                     // after the day: the phrase's length, category and difficulty, public
	kinds
)

const (
	// IndexBits bounds the day number.
	IndexBits = hidden.IndexBits
	// TryBits bounds the move number n of a player's day: below 64.
	TryBits = 6
	// RandomnessBits is the width of the day's randomness R.
	RandomnessBits = hidden.RandomnessBits
)

// The public input Packed of an answer, from bit 0:
//
//	bits 0..15    the day i
//	bits 16..21   the move n, 0-based
//	bits 24..26   the kind
//	bit 27        hit: the letter is in the phrase, or the phrase guess is right
//	bit 28        refused: a letter already guessed or shown, or no letter (no cost)
//	bit 29        solved: every letter is shown, or the phrase was guessed
//	bits 32..47   N, the list's size
//	bits 48..63   for KindOpen only: length | category << 8 | difficulty << 12
//	bits 64..191  R
//
// In Solidity: packed = day | n << 16 | kind << 24 | hit << 27 | refused << 28
// | solved << 29 | N << 32 | facts << 48 | R << 64.
const (
	TryShift        = 16
	KindShift       = 24
	HitShift        = 27
	RefusedShift    = 28
	SolvedShift     = 29
	CountShift      = 32
	FactsShift      = 48
	RandomnessShift = 64

	FactsCategoryShift   = 8
	FactsDifficultyShift = 12
)

// Fields are the fields of Packed.
type Fields struct {
	Day                  uint64
	Try                  int
	Kind                 Kind
	Hit, Refused, Solved bool
	Count                int
	Length               int // KindOpen only
	Category, Difficulty int // KindOpen only
	Randomness           *big.Int
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Pack returns Packed.
func (f Fields) Pack() (*big.Int, error) {
	if f.Day>>IndexBits != 0 || f.Try < 0 || f.Try>>TryBits != 0 || f.Kind >= kinds ||
		f.Count < 1 || f.Count > 1<<TreeDepth || f.Randomness == nil || f.Randomness.Sign() < 0 ||
		f.Randomness.BitLen() > RandomnessBits || f.Length < 0 || f.Length > MaxLength ||
		f.Category < 0 || f.Category > 7 || f.Difficulty < 0 || f.Difficulty > 3 {
		return nil, fmt.Errorf("%w: %+v", ErrBadField, f)
	}
	facts := uint64(f.Length) | uint64(f.Category)<<FactsCategoryShift | uint64(f.Difficulty)<<FactsDifficultyShift
	if f.Kind != KindOpen && facts != 0 {
		return nil, fmt.Errorf("%w: facts in a move of kind %d", ErrBadField, f.Kind)
	}
	low := f.Day | uint64(f.Try)<<TryShift | uint64(f.Kind)<<KindShift | b2u(f.Hit)<<HitShift |
		b2u(f.Refused)<<RefusedShift | b2u(f.Solved)<<SolvedShift | uint64(f.Count)<<CountShift | facts<<FactsShift
	v := new(big.Int).Lsh(f.Randomness, RandomnessShift)
	return v.Or(v, new(big.Int).SetUint64(low)), nil
}

// Unpack is the inverse of Pack.
func Unpack(packed *big.Int) (Fields, error) {
	if packed.Sign() < 0 || packed.BitLen() > RandomnessShift+RandomnessBits {
		return Fields{}, fmt.Errorf("%w: %d bits", ErrBadField, packed.BitLen())
	}
	low := new(big.Int).And(packed, new(big.Int).SetUint64(^uint64(0))).Uint64()
	f := Fields{
		Day: low & (1<<IndexBits - 1), Try: int(low >> TryShift & (1<<TryBits - 1)), Kind: Kind(low >> KindShift & 7),
		Hit: low>>HitShift&1 == 1, Refused: low>>RefusedShift&1 == 1, Solved: low>>SolvedShift&1 == 1,
		Count: int(low >> CountShift & 0xffff), Length: int(low >> FactsShift & 0xff),
		Category: int(low >> (FactsShift + FactsCategoryShift) & 0xf), Difficulty: int(low >> (FactsShift + FactsDifficultyShift) & 0xf),
		Randomness: new(big.Int).Rsh(packed, RandomnessShift),
	}
	again, err := f.Pack()
	if err != nil || again.Cmp(packed) != 0 {
		return Fields{}, fmt.Errorf("%w: not canonical", ErrBadField)
	}
	return f, nil
}

// Nonces: PhraseLock's pads and chain start lie above every nonce of package
// hidden (below 2^22), so a key shared with a hidden-guess game never pads
// two values with one nonce.
const (
	NonceBase  = 1 << 24
	ChainNonce = NonceBase + 1<<23 // + day: the state commitment's key
)

// PadNonce returns 2^24 + t + 2·(n + 64·day), t = hidden.PadGuess for the
// move, hidden.PadColours for the answer.
func PadNonce(t int, day uint64, n int) (uint64, error) {
	if (t != hidden.PadGuess && t != hidden.PadColours) || day>>IndexBits != 0 || n < 0 || n>>TryBits != 0 {
		return 0, fmt.Errorf("%w: pad %d, day %d, move %d", ErrBadField, t, day, n)
	}
	return NonceBase + uint64(t) + 2*(uint64(n)+day<<TryBits), nil
}

func compressU(k fr.Element, x uint64) fr.Element {
	var e fr.Element
	e.SetUint64(x)
	return merkle.Poseidon2Compress(k, e)
}

// Pad returns C(k, PadNonce(t, day, n)).
func Pad(k fr.Element, t int, day uint64, n int) (fr.Element, error) {
	nonce, err := PadNonce(t, day, n)
	if err != nil {
		return fr.Element{}, err
	}
	return compressU(k, nonce), nil
}

// EncryptLetter returns the ciphertext of a letter guess for move n.
func EncryptLetter(k fr.Element, day uint64, n int, letter byte) (fr.Element, error) {
	s, ok := LetterSymbol(letter)
	if !ok {
		return fr.Element{}, fmt.Errorf("%w: %q is not a letter", ErrBadPhrase, letter)
	}
	var v fr.Element
	v.SetUint64(uint64(s))
	return encrypt(k, day, n, v)
}

// EncryptPhrase returns the ciphertext of a whole-phrase guess (PackGuess).
func EncryptPhrase(k fr.Element, day uint64, n int, guess string) (fr.Element, error) {
	return encrypt(k, day, n, PackGuess(guess))
}

func encrypt(k fr.Element, day uint64, n int, v fr.Element) (fr.Element, error) {
	pad, err := Pad(k, hidden.PadGuess, day, n)
	if err != nil {
		return fr.Element{}, err
	}
	v.Add(&v, &pad)
	return v, nil
}

// Reply is an answer's plaintext: what each kind tells the player.
type Reply struct {
	Letter   byte   // KindLetter (when hit) and KindHintLetter: the letter
	Mask     uint64 // its positions, bit p for character p
	Category int    // KindHintCategory
	Length   int    // KindHintLength
	Shape    string // KindShape: the display up to its last space or punctuation, Mask for letters
}

// ShapeBits is the width of one character of a shape reply: 0 for a letter,
// else the symbol minus Letters (1 space, 2 apostrophe, 3 full stop, 4 hyphen).
const ShapeBits = 3

// PackShape returns Σ (symbol_p − 26)·8^p over the characters that are not
// letters: a shape reply's plaintext.
func PackShape(symbols []uint8) *big.Int {
	v := new(big.Int)
	for p := len(symbols) - 1; p >= 0; p-- {
		v.Lsh(v, ShapeBits)
		if symbols[p] > Letters {
			v.Or(v, big.NewInt(int64(symbols[p]-Letters)))
		}
	}
	return v
}

// unpackShape is the inverse of PackShape, up to the last non-letter.
func unpackShape(v *big.Int) (string, error) {
	var b []byte
	for p := 0; v.Sign() != 0; p++ {
		if p == MaxLength {
			return "", ErrBadAnswer
		}
		c := new(big.Int).And(v, big.NewInt(1<<ShapeBits-1)).Int64()
		v = new(big.Int).Rsh(v, ShapeBits)
		switch {
		case c == 0:
			b = append(b, puzloc.Mask)
		case c <= int64(len(symbolOthers)):
			b = append(b, symbolOthers[c-1])
		default:
			return "", ErrBadAnswer
		}
	}
	return string(b), nil
}

// value is the packed plaintext: letter symbol | mask << 5 for letters,
// the category or the length for those hints, the shape (PackShape), 0 for
// a phrase guess.
func (r Reply) value(kind Kind) *big.Int {
	if kind == KindShape {
		s, err := Encode(strings.ReplaceAll(r.Shape, string(puzloc.Mask), "A"))
		if err != nil {
			return big.NewInt(-1) // no plaintext packs to it
		}
		return PackShape(s)
	}
	return new(big.Int).SetUint64(r.small(kind))
}

func (r Reply) small(kind Kind) uint64 {
	switch kind {
	case KindLetter, KindHintLetter:
		if r.Mask == 0 {
			return 0
		}
		s, _ := LetterSymbol(r.Letter)
		return uint64(s) | r.Mask<<5
	case KindHintCategory:
		return uint64(r.Category)
	case KindHintLength:
		return uint64(r.Length)
	}
	return 0
}

// DecryptReply opens the answer ciphertext e of move n of the given kind.
func DecryptReply(k fr.Element, day uint64, n int, kind Kind, e fr.Element) (Reply, error) {
	pad, err := Pad(k, hidden.PadColours, day, n)
	if err != nil {
		return Reply{}, err
	}
	e.Sub(&e, &pad)
	plain := e.BigInt(new(big.Int))
	var r Reply
	if kind == KindShape {
		if r.Shape, err = unpackShape(plain); err != nil || r.value(kind).Cmp(plain) != 0 {
			return Reply{}, fmt.Errorf("%w: move %d: shape %#x", ErrBadAnswer, n, plain)
		}
		return r, nil
	}
	if !e.IsUint64() {
		return Reply{}, fmt.Errorf("%w: move %d", ErrBadAnswer, n)
	}
	v := e.Uint64()
	switch kind {
	case KindLetter, KindHintLetter:
		if v != 0 {
			s := v & 31
			r.Letter, r.Mask = byte('A'+s-1), v>>5
			if s < 1 || s > Letters || r.Mask>>MaxLength != 0 || r.Mask == 0 {
				return Reply{}, fmt.Errorf("%w: move %d: %#x", ErrBadAnswer, n, v)
			}
		}
	case KindHintCategory:
		r.Category = int(v)
	case KindHintLength:
		r.Length = int(v)
	}
	if r.small(kind) != v {
		return Reply{}, fmt.Errorf("%w: move %d: %#x", ErrBadAnswer, n, v)
	}
	return r, nil
}

// State is a player's hidden state after n moves: the letters guessed and
// the letters shown (bit l for 'A'+l). Shown letters are always in the
// phrase.
type State struct {
	Guessed, Shown uint32
	Tries          int
}

// Packed returns guessed | shown << 26 | n << 52.
func (s State) Packed() fr.Element {
	var v fr.Element
	v.SetUint64(uint64(s.Guessed) | uint64(s.Shown)<<Letters | uint64(s.Tries)<<(2*Letters))
	return v
}

// ChainKey returns C(k, ChainNonce + day): the key of the state commitment.
func ChainKey(k fr.Element, day uint64) fr.Element { return compressU(k, ChainNonce+day) }

// Acc returns the public accumulator of a state under binding m: m before
// the first move, C(m, C(ChainKey, state)) after. Keyed by k, it hides the
// state from everyone but the house and the player.
func Acc(m, k fr.Element, day uint64, s State) fr.Element {
	if s.Tries == 0 {
		return m
	}
	return merkle.Poseidon2Compress(m, merkle.Poseidon2Compress(ChainKey(k, day), s.Packed()))
}

// Pick returns the randomness of a letter hint: the low 64 bits of
// C(seed, AccOld). The seed is secret until the day is opened and AccOld is
// fixed before the hint, so neither the player nor the house chooses it.
func Pick(seed, accOld fr.Element) uint64 {
	d := merkle.Poseidon2Compress(seed, accOld)
	return d.Bits()[0]
}

// HintLetter returns the letter a hint reveals: among the letters of the
// phrase not shown, in alphabetical order, number pick mod their count
// (puzloc.PhraseLock.HintLetter).
func HintLetter(letters, shown uint32, pick uint64) (byte, error) {
	hidden := letters &^ shown
	n := bits.OnesCount32(hidden)
	if n == 0 {
		return 0, fmt.Errorf("%w: no hidden letter", ErrBadMove)
	}
	r := int(pick % uint64(n))
	for l := 0; l < Letters; l++ {
		if hidden>>l&1 == 1 {
			if r == 0 {
				return byte('A' + l), nil
			}
			r--
		}
	}
	return 0, fmt.Errorf("%w: no hidden letter", ErrBadMove) // not reached: r < n
}

// DeriveIndex returns j = H(seed, R, day) mod N: the low 64 bits of
// C(seed, R·2^16 + day), reduced mod N, the index of the day's phrase (as
// circuits.DeriveIndex for a word).
func DeriveIndex(seed fr.Element, r *big.Int, day uint64, n int) (int, error) {
	if r == nil || r.Sign() < 0 || r.BitLen() > RandomnessBits || day>>IndexBits != 0 || n < 1 || n > 1<<TreeDepth {
		return 0, fmt.Errorf("%w: day %d, N %d", ErrBadField, day, n)
	}
	var x fr.Element
	x.SetBigInt(new(big.Int).Or(new(big.Int).Lsh(r, IndexBits), new(big.Int).SetUint64(day)))
	d := merkle.Poseidon2Compress(seed, x)
	return int(d.Bits()[0] % uint64(n)), nil
}
