package hidden

import (
	"fmt"
	"math/big"

	"github.com/wordproof/wordproof/game"
)

// The answer's public input Packed, from bit 0:
//
//	bits [0, 16)    i, the word index (the round)
//	bits [16, 20)   n, the try (0-based)
//	bit  20         1 when the guess solved the word (all green)
//	bits [32, 48)   N, the answers list's size, 1..MaxCount
//	bits [64, 192)  R, the match randomness
//
// In Solidity:
//
//	packed = i | n << 16 | solved << 20 | N << 32 | R << 64;
const (
	AnswerTryShift        = 16
	AnswerSolvedShift     = 20
	AnswerCountShift      = 32
	AnswerRandomnessShift = 64

	// RandomnessBits is the width of the match randomness R.
	RandomnessBits = 128
	// MaxCount is the largest answers list: the secret tree's 2^13 leaves.
	MaxCount = 1 << 13
)

// AnswerFields are the fields of an answer's public input Packed.
type AnswerFields struct {
	Index      uint64   // i, the word index
	Try        int      // n, 0-based
	Solved     bool     // all green
	Count      int      // N
	Randomness *big.Int // R, below 2^128
}

func (f AnswerFields) check() error {
	if f.Index>>IndexBits != 0 || f.Try < 0 || f.Try>>TryBits != 0 {
		return fmt.Errorf("%w: word %d, try %d", ErrBadField, f.Index, f.Try)
	}
	if f.Count < 1 || f.Count > MaxCount {
		return fmt.Errorf("%w: answers list of %d words (want 1..%d)", ErrBadField, f.Count, MaxCount)
	}
	if f.Randomness == nil || f.Randomness.Sign() < 0 || f.Randomness.BitLen() > RandomnessBits {
		return fmt.Errorf("%w: randomness must be below 2^%d", ErrBadField, RandomnessBits)
	}
	return nil
}

// PackAnswer returns the answer's public input Packed (layout above).
func PackAnswer(f AnswerFields) (*big.Int, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	var solved uint64
	if f.Solved {
		solved = 1
	}
	low := f.Index | uint64(f.Try)<<AnswerTryShift | solved<<AnswerSolvedShift | uint64(f.Count)<<AnswerCountShift
	v := new(big.Int).Lsh(f.Randomness, AnswerRandomnessShift)
	return v.Or(v, new(big.Int).SetUint64(low)), nil
}

// UnpackAnswer inverts PackAnswer; any other value gives ErrBadPacked.
func UnpackAnswer(packed *big.Int) (AnswerFields, error) {
	var f AnswerFields
	if packed == nil || packed.Sign() < 0 || packed.BitLen() > AnswerRandomnessShift+RandomnessBits {
		return f, fmt.Errorf("%w: answer", ErrBadPacked)
	}
	low := new(big.Int).And(packed, new(big.Int).SetUint64(1<<AnswerRandomnessShift-1)).Uint64()
	f.Index = low & (1<<IndexBits - 1)
	f.Try = int(low >> AnswerTryShift & (1<<TryBits - 1))
	f.Solved = low>>AnswerSolvedShift&1 == 1
	f.Count = int(low >> AnswerCountShift & (1<<16 - 1))
	f.Randomness = new(big.Int).Rsh(packed, AnswerRandomnessShift)
	if err := f.check(); err != nil {
		return f, fmt.Errorf("%w: %w", ErrBadPacked, err)
	}
	again, _ := PackAnswer(f)
	if again.Cmp(packed) != 0 {
		return f, fmt.Errorf("%w: bits set outside the answer's fields", ErrBadPacked)
	}
	return f, nil
}

// Tries is the number of slots of a tally: Best of 3's six guesses a word.
const Tries = 6

// TallySlotBits is the width of one tally slot: the guess (5 bits a symbol)
// then its colours (2 bits a position).
func TallySlotBits(length int) int { return (game.SymbolBits + ColourBits) * length }

// TallyCountShift is where the tally's try count sits in Packed; the word
// index i follows at TallyCountShift + TryBits.
func TallyCountShift(length int) int { return Tries * TallySlotBits(length) }

// TallyMaxLength is the longest word a tally packs below 2^253.
const TallyMaxLength = (253 - TryBits - IndexBits) / (Tries * (game.SymbolBits + ColourBits))

// Slot is one answered try: the guess and its colours.
type Slot struct {
	Guess  []uint8
	Colors []game.Color
}

// TallyFields are the fields of a tally's public input Packed: the answered
// tries of word Index in order (their count is len(Slots)).
type TallyFields struct {
	Slots []Slot
	Index uint64
}

// PackTally returns the tally's public input Packed. With S = 7L (35 for five
// letters) slot s (0-based, s < count) holds PackWord(guess) | colours << 5L
// at bits [s·S, (s+1)·S); unused slots are zero; the count sits at
// Tries·S (4 bits) and the word index after it (16 bits). In Solidity, for
// five letters:
//
//	packed |= (guess | colours << 25) << (35 * s);   // each answered try s
//	packed |= count << 210 | i << 214;
func PackTally(w Word, f TallyFields) (*big.Int, error) {
	if w.Length < 1 || w.Length > TallyMaxLength {
		return nil, fmt.Errorf("%w: a tally packs words of 1..%d symbols", ErrBadField, TallyMaxLength)
	}
	if len(f.Slots) > Tries || f.Index>>IndexBits != 0 {
		return nil, fmt.Errorf("%w: %d tries of word %d", ErrBadField, len(f.Slots), f.Index)
	}
	sb := TallySlotBits(w.Length)
	v := new(big.Int)
	for s, slot := range f.Slots {
		if err := w.checkGuess(slot.Guess); err != nil {
			return nil, err
		}
		if err := w.checkColours(slot.Colors); err != nil {
			return nil, err
		}
		x := game.PackWord(slot.Guess) | PackColours(slot.Colors)<<(game.SymbolBits*w.Length)
		v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(x), uint(s*sb)))
	}
	tail := uint64(len(f.Slots)) | f.Index<<TryBits
	return v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(tail), uint(TallyCountShift(w.Length)))), nil
}

// UnpackTally inverts PackTally; any other value gives ErrBadPacked.
func UnpackTally(w Word, packed *big.Int) (TallyFields, error) {
	var f TallyFields
	if w.Length < 1 || w.Length > TallyMaxLength || packed == nil || packed.Sign() < 0 {
		return f, fmt.Errorf("%w: tally", ErrBadPacked)
	}
	sb := TallySlotBits(w.Length)
	field := func(shift, width int) uint64 {
		x := new(big.Int).Rsh(packed, uint(shift))
		return x.And(x, new(big.Int).SetUint64(1<<width-1)).Uint64()
	}
	count := int(field(TallyCountShift(w.Length), TryBits))
	f.Index = field(TallyCountShift(w.Length)+TryBits, IndexBits)
	if count > Tries {
		return f, fmt.Errorf("%w: %d tries", ErrBadPacked, count)
	}
	for s := 0; s < count; s++ {
		x := field(s*sb, sb)
		g, err := unpackGuess(w, x&(1<<(game.SymbolBits*w.Length)-1))
		if err != nil {
			return f, fmt.Errorf("%w: slot %d: %w", ErrBadPacked, s, err)
		}
		c, err := unpackColours(x>>(game.SymbolBits*w.Length), w.Length)
		if err != nil {
			return f, fmt.Errorf("%w: slot %d: %w", ErrBadPacked, s, err)
		}
		f.Slots = append(f.Slots, Slot{Guess: g, Colors: c})
	}
	again, err := PackTally(w, f)
	if err != nil || again.Cmp(packed) != 0 {
		return f, fmt.Errorf("%w: bits set outside the tally's fields", ErrBadPacked)
	}
	return f, nil
}

// Best returns what Best of 3's tiebreaker reads from a player's tries of a
// word: the most greens in a single guess and the earliest try (1-based)
// that reached it; (0, 0) when no guess has a green.
func Best(slots []Slot) (greens, try int) {
	for s, slot := range slots {
		g := 0
		for _, c := range slot.Colors {
			if c == game.Green {
				g++
			}
		}
		if g > greens {
			greens, try = g, s+1
		}
	}
	return greens, try
}

// A refusal's public input Packed, from bit 0: i (16 bits), n at bit 16 (4
// bits), valid at bit 20, the packed word at bit 32 (0 when not valid). In
// Solidity:
//
//	packed = i | n << 16 | valid << 20 | word << 32;
const (
	RefuseValidShift = 20
	RefuseWordShift  = 32
)

// RefusalFields are the fields of a refusal: what ciphertext of try Try of
// word Index opens to: the well-formed word Word (Valid), or no word.
type RefusalFields struct {
	Index uint64
	Try   int
	Valid bool
	Word  uint64 // game.PackWord of the word when Valid, else 0
}

// PackRefusal returns a refusal's public input Packed.
func PackRefusal(f RefusalFields) (*big.Int, error) {
	if f.Index>>IndexBits != 0 || f.Try < 0 || f.Try>>TryBits != 0 || f.Word>>(64-RefuseWordShift) != 0 || (!f.Valid && f.Word != 0) {
		return nil, fmt.Errorf("%w: refusal of word %d, try %d", ErrBadField, f.Index, f.Try)
	}
	var valid uint64
	if f.Valid {
		valid = 1
	}
	return new(big.Int).SetUint64(f.Index | uint64(f.Try)<<AnswerTryShift | valid<<RefuseValidShift | f.Word<<RefuseWordShift), nil
}

// UnpackRefusal inverts PackRefusal; any other value gives ErrBadPacked.
func UnpackRefusal(packed *big.Int) (RefusalFields, error) {
	var f RefusalFields
	if packed == nil || packed.Sign() < 0 || !packed.IsUint64() {
		return f, fmt.Errorf("%w: refusal", ErrBadPacked)
	}
	v := packed.Uint64()
	f.Index = v & (1<<IndexBits - 1)
	f.Try = int(v >> AnswerTryShift & (1<<TryBits - 1))
	f.Valid = v>>RefuseValidShift&1 == 1
	f.Word = v >> RefuseWordShift
	again, err := PackRefusal(f)
	if err != nil || again.Cmp(packed) != 0 {
		return f, fmt.Errorf("%w: bits set outside the refusal's fields", ErrBadPacked)
	}
	return f, nil
}
