package client

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"wordproof/bindings"
)

// Reveal is a Revealed event with its packed word split into slots: the
// colours a target proved for the guesses aimed at its active secret. The
// proof itself is in the calldata of the transaction that carried it.
type Reveal struct {
	GameID      *big.Int
	Round       uint16
	Target      common.Address
	SecretIndex uint8
	Attackers   []uint8  // join indexes, in slot order
	Colours     []uint16 // 2 bits a letter, per slot
	Points      []uint16 // per slot
	Raw         *types.Log
}

// Layout of the Revealed event's packed word (IWorthOfWords.Revealed).
const (
	revealCountShift     = 8
	revealAttackersShift = 16
	revealColoursShift   = 40
	revealPointsShift    = 88
	maxRevealSlots       = 3
)

// NewReveal splits a Revealed event's packed word.
func NewReveal(ev *bindings.WorthOfWordsRevealed) (*Reveal, error) {
	w := ev.Reveal
	if w == nil || w.Sign() < 0 || w.BitLen() > revealPointsShift+16*maxRevealSlots {
		return nil, fmt.Errorf("revealed event: packed word %v out of range", w)
	}
	field := func(shift, bits uint) uint64 {
		return new(big.Int).And(new(big.Int).Rsh(w, shift), big.NewInt(1<<bits-1)).Uint64()
	}
	n := int(field(revealCountShift, 8))
	if n > maxRevealSlots {
		return nil, fmt.Errorf("revealed event: %d slots, at most %d", n, maxRevealSlots)
	}
	r := &Reveal{
		GameID: ev.GameId, Round: ev.Round, Target: ev.Target, SecretIndex: uint8(field(0, 8)),
		Attackers: make([]uint8, n), Colours: make([]uint16, n), Points: make([]uint16, n),
		Raw: ev.Raw,
	}
	for s := range n {
		r.Attackers[s] = uint8(field(revealAttackersShift+8*uint(s), 8))
		r.Colours[s] = uint16(field(revealColoursShift+16*uint(s), 16))
		r.Points[s] = uint16(field(revealPointsShift+16*uint(s), 16))
	}
	return r, nil
}

// RevealColours packs per-slot colours (2 bits a letter, PackColours) as the
// contract's reveal takes them and its Revealed event repeats them: 16 bits a
// slot, slot s at bits 16s.
func RevealColours(slots []uint16) *big.Int {
	w := new(big.Int)
	for s, c := range slots {
		w.Or(w, new(big.Int).Lsh(big.NewInt(int64(c)), uint(16*s)))
	}
	return w
}

// Packed is the event's packed word for r (the inverse of NewReveal).
func (r *Reveal) Packed() *big.Int {
	w := new(big.Int).SetUint64(uint64(r.SecretIndex) | uint64(len(r.Attackers))<<revealCountShift)
	put := func(v uint64, shift uint) { w.Or(w, new(big.Int).Lsh(new(big.Int).SetUint64(v), shift)) }
	for s := range r.Attackers {
		put(uint64(r.Attackers[s]), revealAttackersShift+8*uint(s))
		put(uint64(r.Points[s]), revealPointsShift+16*uint(s))
	}
	return w.Or(w, new(big.Int).Lsh(RevealColours(r.Colours), revealColoursShift))
}
