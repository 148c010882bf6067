package game

import "fmt"

// Points awarded by Worth of Words.
const (
	GreenPoints  = 5  // a green at a position never green before for the secret
	YellowPoints = 2  // a yellow that reveals one more copy of a letter than known
	SolvePoints  = 10 // the guess equals the secret
)

// Knowledge is what the public already knows about one secret word: the
// positions that were ever green and, per symbol, the most copies that any
// single earlier guess revealed (greens plus yellows of that symbol in that
// guess). The zero value is the knowledge of a fresh secret.
type Knowledge struct {
	// Greens has bit i set when position i was green in an earlier guess.
	Greens uint32
	// Copies[s] is the most copies of symbol s revealed by one earlier guess.
	Copies [MaxSymbols]uint8
}

// Points is the score of one guess against one secret.
type Points struct {
	Greens  int  // new greens, GreenPoints each
	Yellows int  // new yellows, YellowPoints each
	Solved  bool // the guess was all green: SolvePoints
	Total   int  // GreenPoints*Greens + YellowPoints*Yellows (+ SolvePoints)
}

// Score returns the points that guess, answered with colors, earns against
// the knowledge k. It does not change k (see Learn), so that every guess of
// a round is scored against the knowledge at the start of the round.
//
// The rules, from the Worth of Words seed made precise:
//   - a green earns GreenPoints when its position was never green before;
//   - for each symbol s, let g and y be the greens and yellows of s in this
//     guess and m = k.Copies[s]; the yellows of s earn YellowPoints each for
//     max(0, min(y, g+y-m)) of them. A green never counts as a yellow;
//   - an all-green guess earns SolvePoints more.
//
// It returns ErrBadColors or ErrBadWord when colors and guess do not fit.
func (k *Knowledge) Score(guess []uint8, colors []Color) (Points, error) {
	if err := checkGuess(guess, colors); err != nil {
		return Points{}, err
	}
	var p Points
	var greens, yellows [MaxSymbols]uint8
	solved := len(guess) > 0
	for i, c := range colors {
		s := guess[i]
		switch c {
		case Green:
			greens[s]++
			if k.Greens&(1<<i) == 0 {
				p.Greens++
			}
		case Yellow:
			yellows[s]++
			solved = false
		default:
			solved = false
		}
	}
	// Only symbols of the guess can have yellows; clearing yellows[s] after
	// its turn visits each symbol once.
	for _, s := range guess {
		if y := int(yellows[s]); y > 0 {
			p.Yellows += max(0, min(y, int(greens[s])+y-int(k.Copies[s])))
			yellows[s] = 0
		}
	}
	p.Solved = solved
	p.Total = GreenPoints*p.Greens + YellowPoints*p.Yellows
	if solved {
		p.Total += SolvePoints
	}
	return p, nil
}

// Learn adds what guess and colors reveal to k: their greens, and for each
// symbol the greens plus yellows of that symbol when they exceed what k held.
func (k *Knowledge) Learn(guess []uint8, colors []Color) error {
	if err := checkGuess(guess, colors); err != nil {
		return err
	}
	var seen [MaxSymbols]uint8
	for i, c := range colors {
		if c == Green {
			k.Greens |= 1 << i
		}
		if c != Grey {
			seen[guess[i]]++
		}
	}
	for _, s := range guess {
		k.Copies[s] = max(k.Copies[s], seen[s])
	}
	return nil
}

// checkGuess validates a guess and its colours before they index arrays.
func checkGuess(guess []uint8, colors []Color) error {
	if len(guess) > MaxWordLength {
		return fmt.Errorf("%w: %d symbols, at most %d", ErrBadWord, len(guess), MaxWordLength)
	}
	for i, s := range guess {
		if int(s) >= MaxSymbols {
			return fmt.Errorf("%w: symbol %d at position %d, at most %d", ErrBadWord, s, i+1, MaxSymbols-1)
		}
	}
	return CheckColors(guess, colors)
}
