package wire

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/game"
)

// Phases of a game, as the contract numbers them (IWorthOfWords.Phase).
const (
	PhaseNone uint8 = iota
	PhaseLobby
	PhaseCommit
	PhaseOpen
	PhaseReveal
	PhaseEnded
	PhaseSettling // a phase change continues in pages: anyone calls advance
)

// Player statuses (IWorthOfWords.Status), numbered as game.Status.
const (
	StatusActive    = uint8(game.StatusActive)
	StatusSolved    = uint8(game.StatusSolved)
	StatusForfeited = uint8(game.StatusForfeited)
)

// SecretsPerPlayer is how many secret words a Worth of Words player holds
// (the commit circuit is compiled for two).
const SecretsPerPlayer = 2

// PhaseName names a game phase as IWorthOfWords.Phase does, in lower case.
func PhaseName(p uint8) string {
	names := []string{"none", "lobby", "commit", "open", "reveal", "ended", "settling"}
	if int(p) < len(names) {
		return names[p]
	}
	return fmt.Sprintf("unknown phase %d", p)
}

// StatusName names a player status (IWorthOfWords.Status).
func StatusName(s uint8) string { return game.Status(s).String() }

// PackColours packs colours 2 bits a letter, letter 0 lowest.
func PackColours(c []game.Color) uint16 {
	var v uint16
	for i := len(c) - 1; i >= 0; i-- {
		v = v<<2 | uint16(c[i])
	}
	return v
}

// UnpackColours is the inverse of PackColours.
func UnpackColours(v uint16, length int) []game.Color {
	out := make([]game.Color, length)
	for i := range out {
		out[i] = game.Color(v >> (2 * i) & 3)
	}
	return out
}

// DecodeColours unpacks colours and checks them: no bits beyond length
// letters, no colour above Green.
func DecodeColours(v uint16, length int) ([]game.Color, error) {
	if uint64(v)>>(2*length) != 0 {
		return nil, fmt.Errorf("colours %#x have bits beyond %d letters", v, length)
	}
	out := UnpackColours(v, length)
	for i, c := range out {
		if c > game.Green {
			return nil, fmt.Errorf("colours %#x: colour %d at position %d", v, c, i+1)
		}
	}
	return out, nil
}

// PackGuess packs a guess as the contract stores it: SymbolBits a letter,
// letter 0 lowest.
func PackGuess(symbols []uint8) uint32 { return uint32(game.PackWord(symbols)) }

// DecodeGuess unpacks a packed guess of length letters and checks that
// every symbol is a letter; it also returns the word.
func DecodeGuess(packed uint32, length int) ([]uint8, string, error) {
	if uint64(packed)>>(game.SymbolBits*length) != 0 {
		return nil, "", fmt.Errorf("guess %#x has bits beyond its %d letters", packed, length)
	}
	symbols := make([]uint8, length)
	for i := range symbols {
		symbols[i] = uint8(packed >> (game.SymbolBits * i) & (game.MaxSymbols - 1))
		if int(symbols[i]) >= game.Letters.Size {
			return nil, "", fmt.Errorf("guess %#x has symbol %d at position %d, not a letter", packed, symbols[i], i+1)
		}
	}
	return symbols, game.Letters.Decode(symbols), nil
}

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
