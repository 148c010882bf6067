package wire

import (
	"math/big"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/game/poker"
)

// Drawn is how many cards of a hand's deck can be used: ten dealt and at most
// ten mulligan replacements (PokerDeck.DRAWN).
const Drawn = 20

// word is a 32-byte ABI word.
type word = [32]byte

func uintWord(v uint64) word {
	var w word
	new(big.Int).SetUint64(v).FillBytes(w[:])
	return w
}

func keccak(words ...word) word {
	b := make([]byte, 0, 32*len(words))
	for _, w := range words {
		b = append(b, w[:]...)
	}
	return word(crypto.Keccak256(b))
}

// HandRandomness is the randomness of hand number hand (from 1) of a match:
// keccak256(abi.encode(blockHash, matchId, hand)), where blockHash is the hash
// of the block the deal was armed on (WordlePoker.deal).
func HandRandomness(blockHash [32]byte, matchID, hand uint64) [32]byte {
	return keccak(blockHash, uintWord(matchID), uintWord(hand))
}

// FirstStarter is the player who opens the first hand: the low bit of its
// randomness, 0 for seat a (poker.One).
func FirstStarter(randomness [32]byte) poker.Player {
	return poker.Player(1 + randomness[31]&1)
}

// SeedCommitment is what the house posts before a hand: keccak256(seed).
func SeedCommitment(seed [32]byte) [32]byte { return keccak(seed) }

// DeckOrder returns the first Drawn cards of the deck derived from the house's
// seed and the hand's randomness (PokerDeck.order): a Fisher-Yates shuffle of
// the cards 0-51 swapping position i with i + keccak256(key, i) mod (52 - i),
// key = keccak256(seed, randomness).
func DeckOrder(seed, randomness [32]byte) [Drawn]poker.Card {
	key := keccak(seed, randomness)
	var deck [52]int
	for i := range deck {
		deck[i] = i
	}
	var top [Drawn]poker.Card
	for i := 0; i < Drawn; i++ {
		h := keccak(key, uintWord(uint64(i)))
		j := i + int(new(big.Int).Mod(new(big.Int).SetBytes(h[:]), big.NewInt(int64(52-i))).Int64())
		deck[i], deck[j] = deck[j], deck[i]
		top[i], _ = poker.CardAt(deck[i])
	}
	return top
}

// FullDeck returns the 52 cards with the derived Drawn cards first and the
// others after them in index order: the deck poker.Game.Deal takes, which only
// ever draws from the first Drawn.
func FullDeck(seed, randomness [32]byte) []poker.Card {
	top := DeckOrder(seed, randomness)
	var used [52]bool
	deck := make([]poker.Card, 0, 52)
	for _, c := range top {
		used[c.Index()] = true
		deck = append(deck, c)
	}
	for _, c := range poker.NewDeck() {
		if !used[c.Index()] {
			deck = append(deck, c)
		}
	}
	return deck
}

// DealtCommitment is the house's commitment to the five cards dealt to seat
// (0 for a, 1 for b) in hand hand of a match:
// keccak256(abi.encode(matchId, hand, seat, uint8[5] cards, salt)).
func DealtCommitment(matchID, hand uint64, seat int, cards poker.Hand, salt [32]byte) [32]byte {
	ws := []word{uintWord(matchID), uintWord(hand), uintWord(uint64(seat))}
	for _, c := range cards {
		ws = append(ws, uintWord(uint64(c.Index())))
	}
	return keccak(append(ws, salt)...)
}

// MulliganCommitment is a player's commitment to its discards, a mask of the
// positions 0-4 of its dealt hand:
// keccak256(abi.encode(matchId, hand, seat, mask, salt)).
func MulliganCommitment(matchID, hand uint64, seat int, mask uint8, salt [32]byte) [32]byte {
	return keccak(uintWord(matchID), uintWord(hand), uintWord(uint64(seat)), uintWord(uint64(mask)), salt)
}

// Discards returns the positions of a mulligan mask in increasing order, the
// order poker.Game.Mulligan replaces them in.
func Discards(mask uint8) []int {
	var out []int
	for i := 0; i < poker.HandSize; i++ {
		if mask>>i&1 != 0 {
			out = append(out, i)
		}
	}
	return out
}

// Hands returns both players' final hands of a hand as WordlePoker computes
// them at the showdown: seat a's dealt five are the deck's positions 0-4, seat
// b's 5-9, and each discarded position (bit i of a mask: position i) is
// replaced from position 10 on, the starter's discards first.
func Hands(seed, randomness [32]byte, starter poker.Player, masks [2]uint8) ([2]poker.Hand, error) {
	if err := starter.Check(); err != nil {
		return [2]poker.Hand{}, err
	}
	top := DeckOrder(seed, randomness)
	var h [2]poker.Hand
	copy(h[0][:], top[0:poker.HandSize])
	copy(h[1][:], top[poker.HandSize:2*poker.HandSize])
	next := 2 * poker.HandSize
	for _, p := range []poker.Player{starter, starter.Other()} {
		for _, i := range Discards(masks[p-1]) {
			h[p-1][i] = top[next]
			next++
		}
	}
	return h, nil
}
