package wire

import (
	"errors"
	"fmt"

	"github.com/wordproof/wordproof/game/poker"
)

// SealedLength is the length of one seat's sealed cards: the five card
// indices, one byte each, then the 32-byte salt (WordlePoker.SEALED_LENGTH).
const SealedLength = poker.HandSize + 32

// ErrBadSealed is the error of sealed cards that do not open to five distinct
// cards, or that open to cards other than the house's commitment.
var ErrBadSealed = errors.New("sealed cards do not open")

// pad is the keystream of one seat's cards in one hand: keccak256 of the
// ECDH secret, the match, the hand, the seat and the block number, two
// blocks. Each (match, hand, seat) is sealed once under one secret, so the
// stream is never reused.
func pad(shared [32]byte, matchID, hand uint64, seat int) []byte {
	var out []byte
	for i := uint64(0); len(out) < SealedLength; i++ {
		b := keccak(shared, uintWord(matchID), uintWord(hand), uintWord(uint64(seat)), uintWord(i))
		out = append(out, b[:]...)
	}
	return out[:SealedLength]
}

// SealCards seals the cards dealt to seat in hand hand and their salt under
// the ECDH secret of the house and the seat's key (the deal's sealedA or
// sealedB). Integrity needs no tag: the cards and salt must open the dealt
// commitment on chain (CheckDealt).
func SealCards(shared [32]byte, matchID, hand uint64, seat int, cards poker.Hand, salt [32]byte) []byte {
	plain := make([]byte, 0, SealedLength)
	for _, c := range cards {
		plain = append(plain, byte(c.Index()))
	}
	plain = append(plain, salt[:]...)
	p := pad(shared, matchID, hand, seat)
	for i := range plain {
		plain[i] ^= p[i]
	}
	return plain
}

// OpenSealed opens what SealCards sealed: the cards and their salt.
func OpenSealed(shared [32]byte, matchID, hand uint64, seat int, sealed []byte) (poker.Hand, [32]byte, error) {
	var h poker.Hand
	var salt [32]byte
	if len(sealed) != SealedLength {
		return h, salt, fmt.Errorf("%w: %d bytes, want %d", ErrBadSealed, len(sealed), SealedLength)
	}
	p := pad(shared, matchID, hand, seat)
	seen := map[int]bool{}
	for i := range h {
		idx := int(sealed[i] ^ p[i])
		c, err := poker.CardAt(idx)
		if err != nil || seen[idx] {
			return h, salt, fmt.Errorf("%w: card %d is %d", ErrBadSealed, i, idx)
		}
		seen[idx] = true
		h[i] = c
	}
	for i := range salt {
		salt[i] = sealed[poker.HandSize+i] ^ p[poker.HandSize+i]
	}
	return h, salt, nil
}

// CheckDealt reports whether cards and salt open the house's commitment to
// seat's dealt hand.
func CheckDealt(dealt [32]byte, matchID, hand uint64, seat int, cards poker.Hand, salt [32]byte) error {
	if DealtCommitment(matchID, hand, seat, cards, salt) != dealt {
		return fmt.Errorf("%w: the cards of seat %d in hand %d do not open the dealt commitment", ErrBadSealed, seat, hand)
	}
	return nil
}
