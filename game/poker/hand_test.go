package poker

import (
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

func hand(t testing.TB, s string) Hand {
	t.Helper()
	h, err := ParseHand(s)
	require.NoError(t, err)
	return h
}

// TestEvaluateCategories has one hand of every standard category ("the
// standard ranking of 5 card poker hands" the seed relies on).
func TestEvaluateCategories(t *testing.T) {
	tests := []struct {
		name string
		hand string
		want Category
	}{
		{"royal flush", "As Ks Qs Js Ts", StraightFlush},
		{"straight flush, ace low", "5d 4d 3d 2d Ad", StraightFlush},
		{"four of a kind", "9c 9d 9h 9s 2c", FourOfAKind},
		{"full house", "Kc Kd Kh 3s 3c", FullHouse},
		{"flush", "Ah Jh 8h 4h 2h", Flush},
		{"straight", "9c Td Jh Qs Kc", Straight},
		{"straight, ace high", "Tc Jd Qh Ks Ac", Straight},
		{"straight, ace low (the wheel)", "Ac 2d 3h 4s 5c", Straight},
		{"no wrap-around straight", "Qc Kd Ah 2s 3c", HighCard},
		{"three of a kind", "7c 7d 7h Ks 2c", ThreeOfAKind},
		{"two pair", "Jc Jd 4h 4s Ac", TwoPair},
		{"one pair", "Tc Td 8h 4s 2c", OnePair},
		{"high card", "Ac Qd 9h 5s 3c", HighCard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := Evaluate(hand(t, tt.hand))
			require.NoError(t, err)
			require.Equal(t, tt.want, v.Category(), "%v", v.Category())
		})
	}
}

// TestCompare covers the standard tie-breaking of equal categories.
func TestCompare(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want int
	}{
		{"a higher category wins", "2c 3c 4c 5c 7c", "Ac Ad Ah Ks Kc", -1},
		{"pair of aces beats pair of kings", "Ac Ad 2h 3s 4c", "Kc Kd Qh Js 9c", 1},
		{"same pair: kickers in order", "8c 8d Ah 5s 3c", "8h 8s Ac 5d 2c", 1},
		{"two pair: higher pair first", "Kc Kd 2h 2s 3c", "Qc Qd Jh Js Ac", 1},
		{"two pair: then the lower pair", "Kc Kd 5h 5s 3c", "Kh Ks 4c 4d Ac", 1},
		{"two pair: then the kicker", "Kc Kd 5h 5s 3c", "Kh Ks 5c 5d 2c", 1},
		{"three of a kind: the triple, not the kickers", "9c 9d 9h 2s 3c", "8c 8d 8h As Kc", 1},
		{"full house: the triple first", "3c 3d 3h 2s 2c", "2h 2d 2s As Ac", 1},
		{"flush: highest card, then the next", "Ah Qh 9h 5h 3h", "As Qs 9s 5s 2s", 1},
		{"straight: the wheel is the lowest straight", "Ac 2d 3h 4s 5c", "2c 3d 4h 5s 6c", -1},
		{"straight: ace-high is the highest", "Tc Jd Qh Ks Ac", "9c Td Jh Qs Kc", 1},
		{"straight flush: wheel below six-high", "Ad 2d 3d 4d 5d", "2s 3s 4s 5s 6s", -1},
		{"four of a kind: the quad first", "3c 3d 3h 3s 2c", "2h 2d 2s 2c Ac", 1},
		{"suits never break ties", "Ac Kd Qh Js 9c", "As Kh Qd Jc 9s", 0},
		{"high card: last kicker", "Ac Kd Qh Js 9c", "As Kh Qd Jc 8s", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := hand(t, tt.a), hand(t, tt.b)
			got, err := Compare(a, b)
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
			back, err := Compare(b, a)
			require.NoError(t, err)
			require.Equal(t, -tt.want, back)
			require.Equal(t, sign(refCompare(a, b)), got, "reference")
		})
	}
}

// TestShowdown covers "the player who didn't stop will choose whether the
// higher or lower hand will win this hand".
func TestShowdown(t *testing.T) {
	strong, weak := hand(t, "Ac Ad Ah Ks Kc"), hand(t, "7c 5d 4h 3s 2c")
	tests := []struct {
		name     string
		one, two Hand
		c        Choice
		want     Player
	}{
		{"higher: the better hand wins", strong, weak, Higher, One},
		{"lower: the worse hand wins", strong, weak, Lower, Two},
		{"higher, seats swapped", weak, strong, Higher, Two},
		{"lower, seats swapped", weak, strong, Lower, One},
		{"equal hands: nobody", hand(t, "Ac Kd Qh Js 9c"), hand(t, "As Kh Qd Jc 9s"), Lower, Nobody},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Showdown(tt.one, tt.two, tt.c)
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
	_, err := Showdown(strong, weak, Choice(0))
	require.ErrorIs(t, err, ErrBadChoice)
}

func TestParseErrors(t *testing.T) {
	for _, s := range []string{"", "A", "Ax", "1s", "As Kd", "As Kd Qh Jc 9s 8s", "As As Kd Qh Jc"} {
		_, err := ParseHand(s)
		require.Error(t, err, s)
	}
	_, err := ParseHand("As As Kd Qh Jc")
	require.ErrorIs(t, err, ErrDuplicateCard)
	_, err = Evaluate(Hand{{Rank: 1}, {Rank: 2}, {Rank: 3}, {Rank: 4}, {Rank: 5}})
	require.ErrorIs(t, err, ErrBadCard)
	c, err := ParseCard("10h")
	require.NoError(t, err)
	require.Equal(t, "Th", c.String())
	c, err = ParseCard("qS")
	require.NoError(t, err)
	require.Equal(t, Card{Queen, Spades}, c)
}

// refCompare is an independent reading of the standard ranking: category by
// rank-multiplicity signature and rank masks, then a list of ranks sorted by
// (count, rank), compared lexicographically. It returns any sign.
func refCompare(a, b Hand) int {
	ka, kb := refKey(a), refKey(b)
	for i := range ka {
		if ka[i] != kb[i] {
			return ka[i] - kb[i]
		}
	}
	return 0
}

func refKey(h Hand) []int {
	counts := map[int]int{}
	suits := map[Suit]bool{}
	mask := 0
	for _, c := range h {
		counts[int(c.Rank)]++
		suits[c.Suit] = true
		mask |= 1 << c.Rank
	}
	if mask&(1<<14) != 0 {
		mask |= 1 << 1 // the ace also counts as one
	}
	high := 0
	for top := 14; top >= 5; top-- {
		run := 0b11111 << (top - 4)
		if mask&run == run {
			high = top
			break
		}
	}
	ranks := make([]int, 0, len(counts))
	for r := range counts {
		ranks = append(ranks, r)
	}
	sort.Slice(ranks, func(i, j int) bool {
		if counts[ranks[i]] != counts[ranks[j]] {
			return counts[ranks[i]] > counts[ranks[j]]
		}
		return ranks[i] > ranks[j]
	})
	sig := make([]int, len(ranks))
	for i, r := range ranks {
		sig[i] = counts[r]
	}
	flush := len(suits) == 1
	var cat int
	switch {
	case high > 0 && flush:
		cat = 8
	case slices.Equal(sig, []int{4, 1}):
		cat = 7
	case slices.Equal(sig, []int{3, 2}):
		cat = 6
	case flush:
		cat = 5
	case high > 0:
		cat = 4
	case slices.Equal(sig, []int{3, 1, 1}):
		cat = 3
	case slices.Equal(sig, []int{2, 2, 1}):
		cat = 2
	case slices.Equal(sig, []int{2, 1, 1, 1}):
		cat = 1
	}
	if high > 0 {
		return []int{cat, high, 0, 0, 0, 0}
	}
	key := []int{cat}
	for _, r := range ranks {
		for range counts[r] {
			key = append(key, r)
		}
	}
	return key
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func randomHand(r *rand.Rand) Hand {
	d := NewDeck()
	Shuffle(d, r)
	return Hand(d[:HandSize])
}

// FuzzCompare checks that Compare agrees with the reference on random pairs,
// including pairs of the same category (the hard cases), and is antisymmetric.
func FuzzCompare(f *testing.F) {
	f.Add(uint64(0))
	f.Add(uint64(1))
	f.Add(uint64(1 << 63))
	f.Fuzz(func(t *testing.T, seed uint64) {
		r := rand.New(rand.NewPCG(seed, seed>>1))
		for range 200 {
			a, b := randomHand(r), randomHand(r)
			// Make a share ranks with b often, so ties and near-ties occur.
			if r.IntN(2) == 0 {
				for i := range a {
					a[i].Rank = b[i].Rank
				}
				if checkDistinct(a[:]) != nil {
					continue
				}
			}
			got, err := Compare(a, b)
			require.NoError(t, err)
			require.Equal(t, sign(refCompare(a, b)), got, "%v vs %v", a, b)
		}
	})
}

// TestAllHands enumerates all C(52,5) hands: the category counts must be the
// standard ones, there must be 7462 distinct values, and sorting the hands by
// Value must agree with the reference order. Skipped with -short.
func TestAllHands(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates 2,598,960 hands")
	}
	deck := NewDeck()
	counts := map[Category]int{}
	distinct := map[Value]Hand{}
	var h Hand
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						h = Hand{deck[a], deck[b], deck[c], deck[d], deck[e]}
						v, err := Evaluate(h)
						require.NoError(t, err)
						counts[v.Category()]++
						if _, ok := distinct[v]; !ok {
							distinct[v] = h
						}
					}
				}
			}
		}
	}
	require.Equal(t, map[Category]int{
		StraightFlush: 40, FourOfAKind: 624, FullHouse: 3744, Flush: 5108, Straight: 10200,
		ThreeOfAKind: 54912, TwoPair: 123552, OnePair: 1098240, HighCard: 1302540,
	}, counts)
	require.Len(t, distinct, 7462)
	// One representative per value, in Value order, must be strictly
	// increasing under the reference: the two orders are the same total order.
	values := make([]Value, 0, len(distinct))
	for v := range distinct {
		values = append(values, v)
	}
	slices.Sort(values)
	for i := 1; i < len(values); i++ {
		require.Positive(t, refCompare(distinct[values[i]], distinct[values[i-1]]), "%v vs %v", distinct[values[i]], distinct[values[i-1]])
	}
}

func BenchmarkEvaluate(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	hands := make([]Hand, 1024)
	for i := range hands {
		hands[i] = randomHand(r)
	}
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Evaluate(hands[i%len(hands)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
}
