package phrase

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/merkle"
)

// Day is what the house knows of one player's day: the list, the seed, the
// day's randomness and the player's match key. It answers moves as the
// circuit proves them.
type Day struct {
	List       *List
	Seed       fr.Element
	Randomness *big.Int
	Day        uint64
	Key        fr.Element // k
}

// Index returns the day's phrase's index in the list.
func (d *Day) Index() (int, error) {
	return DeriveIndex(d.Seed, d.Randomness, d.Day, d.List.Len())
}

// Entry returns the day's phrase.
func (d *Day) Entry() (Entry, error) {
	j, err := d.Index()
	if err != nil {
		return Entry{}, err
	}
	return d.List.Entries[j], nil
}

// Binding returns the player's M = C(C(C(2, seed), root), C(3, k)), as the
// house key proof publishes it.
func (d *Day) Binding() fr.Element {
	return hidden.Binding(SeedCommitment(d.Seed), d.List.Root(), hidden.KeyCommitment(d.Key))
}

// SeedCommitment is C(2, seed), circuits.SeedCommitment (which this package
// cannot import: the circuits import it; TestPhraseSeedCommitment compares).
func SeedCommitment(seed fr.Element) fr.Element {
	var tag fr.Element
	tag.SetUint64(2)
	return merkle.Poseidon2Compress(tag, seed)
}

// Answer is the house's answer to one move, with everything its proof
// shows.
type Answer struct {
	Fields         Fields
	AccOld, AccNew fr.Element
	Move           fr.Element // the ciphertext answered (0 for hints and Open)
	Ciphertext     fr.Element // the encrypted Reply (0 for Open)
	Reply          Reply
	Next           State
}

// Answer answers move n = s.Tries of the given kind (move: the player's
// ciphertext for KindLetter and KindPhrase, else 0).
func (d *Day) Answer(s State, kind Kind, move fr.Element) (*Answer, error) {
	e, err := d.Entry()
	if err != nil {
		return nil, err
	}
	return d.AnswerAs(e, s, kind, move)
}

// AnswerAs answers as if e were the day's phrase: what a house that lies
// about the phrase would claim (the circuit's tests build such answers).
func (d *Day) AnswerAs(e Entry, s State, kind Kind, move fr.Element) (*Answer, error) {
	if s.Shown == e.Letters && kind != KindOpen {
		return nil, fmt.Errorf("%w: the phrase is solved", ErrBadMove)
	}
	if kind >= kinds {
		return nil, fmt.Errorf("%w: kind %d", ErrBadField, kind)
	}
	if s.Tries>>TryBits != 0 {
		return nil, fmt.Errorf("%w: move %d", ErrBadField, s.Tries)
	}
	m := d.Binding()
	a := &Answer{
		Fields: Fields{Day: d.Day, Try: s.Tries, Kind: kind, Count: d.List.Len(), Randomness: d.Randomness},
		AccOld: Acc(m, d.Key, d.Day, s), Next: s,
	}
	var v fr.Element
	if kind == KindLetter || kind == KindPhrase {
		pad, err := Pad(d.Key, hidden.PadGuess, d.Day, s.Tries)
		if err != nil {
			return nil, err
		}
		a.Move = move
		v.Sub(&move, &pad)
	} else if !move.IsZero() {
		return nil, fmt.Errorf("%w: a %d move carries no ciphertext", ErrBadMove, kind)
	}
	switch kind {
	case KindLetter:
		a.letter(e, s, v)
	case KindPhrase:
		var p fr.Element
		p.SetBigInt(PackSymbols(e.Symbols))
		a.Fields.Hit = v.Equal(&p)
		a.Fields.Solved = a.Fields.Hit
	case KindHintLetter:
		c, err := HintLetter(e.Letters, s.Shown, Pick(d.Seed, a.AccOld))
		if err != nil {
			return nil, err
		}
		a.Reply = Reply{Letter: c, Mask: e.mask(c)}
		a.Next.Shown |= 1 << (c - 'A')
		a.Fields.Solved = a.Next.Shown == e.Letters
	case KindHintCategory:
		a.Reply.Category = e.Category
	case KindHintLength:
		a.Reply.Length = e.Length()
	case KindShape:
		a.Reply.Shape, _ = unpackShape(PackShape(e.Symbols))
	case KindOpen:
		a.Fields.Length, a.Fields.Category, a.Fields.Difficulty = e.Length(), e.Category, int(e.Difficulty)
		a.AccNew = a.AccOld
		return a, nil
	}
	a.Next.Tries++
	a.AccNew = Acc(m, d.Key, d.Day, a.Next)
	pad, err := Pad(d.Key, hidden.PadColours, d.Day, s.Tries)
	if err != nil {
		return nil, err
	}
	a.Ciphertext.SetBigInt(a.Reply.value(kind))
	a.Ciphertext.Add(&a.Ciphertext, &pad)
	return a, nil
}

// letter answers a letter guess whose plaintext is v: refused (no cost) when
// v is no letter or the letter was guessed or is shown; else found or not.
func (a *Answer) letter(e Entry, s State, v fr.Element) {
	if !v.IsUint64() || v.Uint64() < 1 || v.Uint64() > Letters {
		a.Fields.Refused = true
		return
	}
	bit := uint32(1) << (v.Uint64() - 1)
	if s.Guessed&bit != 0 || s.Shown&bit != 0 {
		a.Fields.Refused = true
		return
	}
	a.Next.Guessed |= bit
	if e.Letters&bit == 0 {
		return
	}
	c := byte('A' + v.Uint64() - 1)
	a.Fields.Hit = true
	a.Reply = Reply{Letter: c, Mask: e.mask(c)}
	a.Next.Shown |= bit
	a.Fields.Solved = a.Next.Shown == e.Letters
}

// mask returns the positions of letter c.
func (e Entry) mask(c byte) uint64 {
	s, _ := LetterSymbol(c)
	var m uint64
	for p, x := range e.Symbols {
		if x == s {
			m |= 1 << p
		}
	}
	return m
}
