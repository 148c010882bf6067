package poker

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Rank is a card rank, 2 to 14 (Ace). Ace also plays low in the straight
// A-2-3-4-5.
type Rank uint8

// Ranks with names.
const (
	Deuce Rank = 2
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

const rankChars = "23456789TJQKA"

// Suit is a card suit. Suits never break ties.
type Suit uint8

// The four suits.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

const suitChars = "cdhs"

// Card is a playing card of the 52-card poker deck.
type Card struct {
	Rank Rank
	Suit Suit
}

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c.Rank >= Deuce && c.Rank <= Ace && c.Suit <= Spades }

// String returns the two-character form: rank (2-9, T, J, Q, K, A) then suit
// (c, d, h, s), e.g. "Ts".
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Card(%d,%d)", c.Rank, c.Suit)
	}
	return string([]byte{rankChars[c.Rank-Deuce], suitChars[c.Suit]})
}

// index numbers the 52 cards 0-51.
func (c Card) index() int { return int(c.Rank-Deuce)*4 + int(c.Suit) }

// ParseCard parses the two-character form of String; the rank letter may be
// lower case and "10" is accepted for ten.
func ParseCard(s string) (Card, error) {
	t := strings.Replace(s, "10", "T", 1)
	if len(t) != 2 {
		return Card{}, fmt.Errorf("%w: %q", ErrBadCard, s)
	}
	r := strings.IndexByte(rankChars, upper(t[0]))
	u := strings.IndexByte(suitChars, lower(t[1]))
	if r < 0 || u < 0 {
		return Card{}, fmt.Errorf("%w: %q", ErrBadCard, s)
	}
	return Card{Rank: Deuce + Rank(r), Suit: Suit(u)}, nil
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c - 'A' + 'a'
	}
	return c
}

// NewDeck returns the 52 cards in a fixed order.
func NewDeck() []Card {
	d := make([]Card, 0, 52)
	for r := Deuce; r <= Ace; r++ {
		for s := Clubs; s <= Spades; s++ {
			d = append(d, Card{r, s})
		}
	}
	return d
}

// Shuffle shuffles deck in place with r; the dealer chooses the source.
func Shuffle(deck []Card, r *rand.Rand) {
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
}

// checkDistinct reports a card that is invalid or repeated.
func checkDistinct(cards []Card) error {
	var seen [52]bool
	for _, c := range cards {
		if !c.Valid() {
			return fmt.Errorf("%w: %v", ErrBadCard, c)
		}
		if seen[c.index()] {
			return fmt.Errorf("%w: %v", ErrDuplicateCard, c)
		}
		seen[c.index()] = true
	}
	return nil
}

// Index numbers the 52 cards 0-51 in the order of NewDeck: (rank - 2) * 4 +
// suit. The contracts name cards by this number.
func (c Card) Index() int { return c.index() }

// CardAt is the card of index i (0-51), the inverse of Card.Index.
func CardAt(i int) (Card, error) {
	if i < 0 || i >= 52 {
		return Card{}, fmt.Errorf("%w: index %d", ErrBadCard, i)
	}
	return Card{Rank: Deuce + Rank(i/4), Suit: Suit(i % 4)}, nil
}
