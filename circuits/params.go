package circuits

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/game"
)

const (
	// Guesses is the number of guess slots in one reveal proof.
	Guesses = 3

	// SecretTreeDepth is the depth of the secret-dictionary Merkle tree: a
	// secret dictionary holds at most 2^13 = 8192 words.
	SecretTreeDepth = 13

	// MinLength and MaxLength bound the word length of a circuit. MaxLength
	// follows from the reveal layout: the longest word whose packed batch
	// (Guesses slots of (symbolBits+colorBits)·L+1 bits) stays below the
	// context at RevealContextShift, 6 today. A longer word's high colour
	// bits would share bits with the context, which the prover chooses, so a
	// prover could make any colours read as any others.
	MinLength = 2
	MaxLength = (RevealContextShift/Guesses - 1) / (symbolBits + colorBits)

	// symbolBits is the width of one symbol in a packed word.
	symbolBits = game.SymbolBits

	// colorBits is the width of one colour in a packed reveal.
	colorBits = 2

	// maskedSymbol replaces every guess symbol of a masked slot inside the
	// feedback check: it is above every alphabet, so it matches no secret
	// symbol and the slot's (all-grey) colours hold.
	maskedSymbol = game.MaxSymbols - 1
)

// Params are the compile-time parameters of a circuit.
type Params struct {
	Length   int           // symbols in a word, MinLength..MaxLength
	Alphabet game.Alphabet // game.Letters or game.Digits (any size 2..31)
}

// Validate reports whether the circuits support p.
func (p Params) Validate() error {
	if p.Length < MinLength || p.Length > MaxLength {
		return fmt.Errorf("%w: word length %d (want %d..%d)", ErrBadParams, p.Length, MinLength, MaxLength)
	}
	// maskedSymbol must stay outside the alphabet.
	if p.Alphabet.Size < 2 || p.Alphabet.Size > maskedSymbol {
		return fmt.Errorf("%w: alphabet %q of size %d (want 2..%d)", ErrBadParams, p.Alphabet.Name, p.Alphabet.Size, maskedSymbol)
	}
	return nil
}

// String names the parameters as in key file names: "l5a26".
func (p Params) String() string {
	return fmt.Sprintf("l%da%d", p.Length, p.Alphabet.Size)
}

// SlotBits is the width of one guess slot in a packed reveal: the packed guess
// (5 bits a symbol), its colours (2 bits each) and the active flag.
func (p Params) SlotBits() int { return (symbolBits+colorBits)*p.Length + 1 }

// PackedBits is the width of a packed reveal batch.
func (p Params) PackedBits() int { return Guesses * p.SlotBits() }

// A reveal proof's context shares the public input Packed with the batch.
const (
	// RevealContextBits is how much of the context a reveal binds: its low
	// bits, a 120-bit second-preimage bound on replaying a proof elsewhere.
	RevealContextBits = 120
	// RevealContextShift is where the context sits in Packed, with the whole
	// below 2^252. It is fixed by the deployed circuits and bounds MaxLength.
	RevealContextShift = 132
)

// RevealContext returns the part of a binding context that a reveal proof
// carries: its low RevealContextBits bits.
func RevealContext(context fr.Element) *big.Int {
	c := context.BigInt(new(big.Int))
	return c.And(c, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), RevealContextBits), big.NewInt(1)))
}

// WithContext returns the public input Packed of a reveal: the batch (from
// PackReveal) plus RevealContext(context)·2^RevealContextShift. In Solidity:
//
//	packed = batch | (contextOf(...) & (2**120 - 1)) << 132;
func WithContext(batch *big.Int, context fr.Element) *big.Int {
	return new(big.Int).Or(batch, new(big.Int).Lsh(RevealContext(context), RevealContextShift))
}

// SplitContext is the inverse of WithContext: the batch and the reveal
// context of a public input Packed.
func SplitContext(packed *big.Int) (batch, context *big.Int) {
	batch = new(big.Int).And(packed, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), RevealContextShift), big.NewInt(1)))
	return batch, new(big.Int).Rsh(packed, RevealContextShift)
}

// Slot is one guess of a reveal batch with its colours.
type Slot struct {
	Guess  []uint8      // symbols of the guess
	Colors []game.Color // colours of the guess against the secret
}

// PackReveal packs up to Guesses slots into the public input Packed of
// [RevealCircuit]. Slot j (0-based) occupies bits [j*S, (j+1)*S) with
// S = p.SlotBits() = 7L+1, and inside a slot, from bit 0:
//
//	bits [0, 5L)    the guess, as game.PackWord (symbol i at bits 5i..5i+4)
//	bits [5L, 7L)   the colours, colour i at bits 5L+2i..5L+2i+1 (0 grey, 1 yellow, 2 green)
//	bit  7L         1 when the slot is used
//
// Unused slots (j >= len(slots)) are all zero. In Solidity:
//
//	packed |= (uint256(guess) | uint256(colours) << (5*L) | 1 << (7*L)) << (j * (7*L + 1));
func PackReveal(p Params, slots []Slot) (*big.Int, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if len(slots) > Guesses {
		return nil, fmt.Errorf("%w: %d slots (at most %d)", ErrBadSlot, len(slots), Guesses)
	}
	packed := new(big.Int)
	for j, s := range slots {
		if len(s.Guess) != p.Length || len(s.Colors) != p.Length {
			return nil, fmt.Errorf("%w: slot %d has %d symbols and %d colours (want %d)", ErrBadSlot, j, len(s.Guess), len(s.Colors), p.Length)
		}
		var colours uint64
		for i := range s.Guess {
			if int(s.Guess[i]) >= p.Alphabet.Size {
				return nil, fmt.Errorf("%w: slot %d symbol %d is %d (alphabet size %d)", ErrBadSlot, j, i, s.Guess[i], p.Alphabet.Size)
			}
			if s.Colors[i] > game.Green {
				return nil, fmt.Errorf("%w: slot %d colour %d is %d", ErrBadSlot, j, i, s.Colors[i])
			}
			colours |= uint64(s.Colors[i]) << (colorBits * i)
		}
		slot := new(big.Int).SetUint64(game.PackWord(s.Guess))
		slot.Or(slot, new(big.Int).Lsh(new(big.Int).SetUint64(colours), uint(symbolBits*p.Length)))
		slot.SetBit(slot, (symbolBits+colorBits)*p.Length, 1)
		packed.Or(packed, slot.Lsh(slot, uint(j*p.SlotBits())))
	}
	return packed, nil
}

// UnpackReveal is the inverse of PackReveal: it returns the used slots in
// order. A packed value with an unused slot before a used one, a non-zero
// unused slot, a symbol outside the alphabet or the colour 3 is not canonical
// and gives ErrBadPacked.
func UnpackReveal(p Params, packed *big.Int) ([]Slot, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if packed.Sign() < 0 || packed.BitLen() > p.PackedBits() {
		return nil, fmt.Errorf("%w: %d bits (at most %d)", ErrBadPacked, packed.BitLen(), p.PackedBits())
	}
	sb := p.SlotBits()
	var slots []Slot
	for j := 0; j < Guesses; j++ {
		slot := new(big.Int).Rsh(packed, uint(j*sb))
		slot.And(slot, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(sb)), big.NewInt(1)))
		if slot.Bit(sb-1) == 0 {
			if slot.Sign() != 0 {
				return nil, fmt.Errorf("%w: unused slot %d is not zero", ErrBadPacked, j)
			}
			continue
		}
		if len(slots) != j {
			return nil, fmt.Errorf("%w: slot %d used after an unused slot", ErrBadPacked, j)
		}
		v := slot.Uint64() // sb <= 57 bits
		s := Slot{Guess: make([]uint8, p.Length), Colors: make([]game.Color, p.Length)}
		for i := 0; i < p.Length; i++ {
			s.Guess[i] = uint8(v >> (symbolBits * i) & (1<<symbolBits - 1))
			s.Colors[i] = game.Color(v >> (symbolBits*p.Length + colorBits*i) & (1<<colorBits - 1))
			if int(s.Guess[i]) >= p.Alphabet.Size {
				return nil, fmt.Errorf("%w: slot %d symbol %d is %d (alphabet size %d)", ErrBadPacked, j, i, s.Guess[i], p.Alphabet.Size)
			}
			if s.Colors[i] > game.Green {
				return nil, fmt.Errorf("%w: slot %d colour %d is %d", ErrBadPacked, j, i, s.Colors[i])
			}
		}
		slots = append(slots, s)
	}
	return slots, nil
}
