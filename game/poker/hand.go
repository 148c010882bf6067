package poker

import (
	"fmt"
	"slices"
	"strings"
)

// HandSize is the number of cards in a hand.
const HandSize = 5

// Hand is five cards.
type Hand [HandSize]Card

// ParseHand parses five cards separated by spaces, e.g. "As Kd 7h 7c 2s".
func ParseHand(s string) (Hand, error) {
	f := strings.Fields(s)
	if len(f) != HandSize {
		return Hand{}, fmt.Errorf("%w: %q has %d cards, want %d", ErrBadCard, s, len(f), HandSize)
	}
	var h Hand
	for i, x := range f {
		c, err := ParseCard(x)
		if err != nil {
			return Hand{}, err
		}
		h[i] = c
	}
	if err := checkDistinct(h[:]); err != nil {
		return Hand{}, err
	}
	return h, nil
}

// String returns the cards separated by spaces.
func (h Hand) String() string {
	s := make([]string, len(h))
	for i, c := range h {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

// Category is the class of a five-card hand, lowest first.
type Category uint8

// The standard five-card categories. A royal flush is the highest straight
// flush.
const (
	HighCard Category = iota
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
)

// String returns the category's name.
func (c Category) String() string {
	names := [...]string{"high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush"}
	if int(c) < len(names) {
		return names[c]
	}
	return fmt.Sprintf("Category(%d)", uint8(c))
}

// Value is the strength of a hand: a higher Value is a better hand, equal
// Values are equal hands. It packs the category above five 4-bit ranks that
// break ties in order (the ranks of the largest groups first, then by rank).
type Value uint32

// Category returns the category of the hand the value was computed from.
func (v Value) Category() Category { return Category(v >> 20) }

// Evaluate returns the value of a hand of five distinct valid cards.
func Evaluate(h Hand) (Value, error) {
	if err := checkDistinct(h[:]); err != nil {
		return 0, err
	}
	var count [Ace + 1]uint8
	flush := true
	for _, c := range h {
		count[c.Rank]++
		flush = flush && c.Suit == h[0].Suit
	}
	// Ranks ordered by (multiplicity, rank), both descending.
	type group struct{ n, r uint8 }
	groups := make([]group, 0, HandSize)
	for r := Ace; r >= Deuce; r-- {
		if count[r] > 0 {
			groups = append(groups, group{count[r], uint8(r)})
		}
	}
	slices.SortStableFunc(groups, func(a, b group) int { return int(b.n) - int(a.n) })
	var kickers []uint8
	for _, g := range groups {
		for range g.n {
			kickers = append(kickers, g.r)
		}
	}
	straightHigh := uint8(0)
	if len(groups) == HandSize {
		switch {
		case kickers[0]-kickers[4] == 4:
			straightHigh = kickers[0]
		case kickers[0] == uint8(Ace) && kickers[1] == 5:
			straightHigh = 5 // the wheel A-2-3-4-5: the ace plays low
		}
	}
	var cat Category
	switch {
	case straightHigh > 0 && flush:
		cat = StraightFlush
	case groups[0].n == 4:
		cat = FourOfAKind
	case groups[0].n == 3 && groups[1].n == 2:
		cat = FullHouse
	case flush:
		cat = Flush
	case straightHigh > 0:
		cat = Straight
	case groups[0].n == 3:
		cat = ThreeOfAKind
	case groups[0].n == 2 && groups[1].n == 2:
		cat = TwoPair
	case groups[0].n == 2:
		cat = OnePair
	default:
		cat = HighCard
	}
	if straightHigh > 0 {
		kickers = []uint8{straightHigh, 0, 0, 0, 0}
	}
	v := Value(cat)
	for _, k := range kickers {
		v = v<<4 | Value(k)
	}
	return v, nil
}

// Compare returns +1 when a is the better hand, -1 when b is, 0 when they are
// equal (same category and ranks; suits never count).
func Compare(a, b Hand) (int, error) {
	va, err := Evaluate(a)
	if err != nil {
		return 0, err
	}
	vb, err := Evaluate(b)
	if err != nil {
		return 0, err
	}
	switch {
	case va > vb:
		return 1, nil
	case va < vb:
		return -1, nil
	default:
		return 0, nil
	}
}
