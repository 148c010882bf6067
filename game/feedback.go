package game

import "fmt"

// Color is the colour of one position of Wordle feedback.
type Color uint8

const (
	Grey   Color = 0 // the symbol is not in the secret (beyond the copies already matched)
	Yellow Color = 1 // the symbol is in the secret at another position
	Green  Color = 2 // the symbol is in the secret at this position
)

// String returns the one-character form used by the CLI: G, Y or '.'.
func (c Color) String() string {
	switch c {
	case Green:
		return "G"
	case Yellow:
		return "Y"
	default:
		return "."
	}
}

// Feedback writes into out the colours of guess against secret, with the
// standard duplicate rule: greens first, then yellows left to right while
// unmatched copies of the symbol remain in the secret. secret, guess and out
// must have the same length, and symbols must be below MaxSymbols. It does not
// allocate.
func Feedback(secret, guess []uint8, out []Color) {
	var unmatched [MaxSymbols]uint8
	for i := range secret {
		if guess[i] == secret[i] {
			out[i] = Green
		} else {
			out[i] = Grey
			unmatched[secret[i]]++
		}
	}
	for i := range guess {
		if out[i] == Green {
			continue
		}
		if s := guess[i]; unmatched[s] > 0 {
			unmatched[s]--
			out[i] = Yellow
		}
	}
}

// Pattern formats colours as a string over G, Y and '.'.
func Pattern(colors []Color) string {
	b := make([]byte, len(colors))
	for i, c := range colors {
		b[i] = c.String()[0]
	}
	return string(b)
}

// FeedbackWords checks and encodes secret and guess in alphabet a and returns
// the colours of guess against secret. Both words must have the same length,
// from 1 to MaxWordLength; when length > 0 it must be exactly length.
func FeedbackWords(a Alphabet, secret, guess string, length int) ([]Color, error) {
	if length == 0 {
		length = len(secret)
	}
	if length < 1 || length > MaxWordLength {
		return nil, fmt.Errorf("%w: length %d outside 1..%d", ErrBadWord, length, MaxWordLength)
	}
	s, err := a.Encode(secret, length)
	if err != nil {
		return nil, err
	}
	g, err := a.Encode(guess, length)
	if err != nil {
		return nil, err
	}
	out := make([]Color, length)
	Feedback(s, g, out)
	return out, nil
}

// CheckColors reports whether colors can be the feedback of guess: the same
// length, and every colour Grey, Yellow or Green.
func CheckColors(guess []uint8, colors []Color) error {
	if len(colors) != len(guess) {
		return fmt.Errorf("%w: %d colours for a %d-symbol guess", ErrBadColors, len(colors), len(guess))
	}
	for i, c := range colors {
		if c > Green {
			return fmt.Errorf("%w: colour %d at position %d", ErrBadColors, c, i+1)
		}
	}
	return nil
}
