package puzloc

import (
	"errors"
	"slices"

	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
)

// ErrNoCandidate is returned by Consistent when no daily code fits the
// colours seen.
var ErrNoCandidate = errors.New("no daily code fits the colours")

// maxProbe bounds the candidates a guess is scored against (and chosen
// from), so that a guess costs at most maxProbe² feedbacks.
const maxProbe = 400

// Consistent is a Guesser over the daily code list: among the codes that
// give every try so far its colours, the one that splits the others into
// the most colour patterns (an even sample of at most maxProbe of them when
// there are more); skip offsets the sample, so that players differ.
func Consistent(skip int) Guesser {
	return func(tries []Try) (string, error) {
		codes, err := gp.DailyCodes()
		if err != nil {
			return "", err
		}
		var cands [][]uint8
		colours := make([]game.Color, gp.CodeLength)
		for _, c := range codes {
			secret, err := game.Digits.Encode(c, gp.CodeLength)
			if err != nil {
				return "", err
			}
			if fits(secret, tries, colours) {
				cands = append(cands, secret)
			}
		}
		if len(cands) == 0 {
			return "", ErrNoCandidate
		}
		probe := cands
		if len(cands) > maxProbe {
			probe = make([][]uint8, 0, maxProbe)
			step := len(cands) / maxProbe
			for i := skip % step; len(probe) < maxProbe; i += step {
				probe = append(probe, cands[i])
			}
		}
		best, bestParts := probe[0], 0
		for _, g := range probe {
			parts := map[uint64]bool{}
			for _, s := range probe {
				game.Feedback(s, g, colours)
				var key uint64
				for _, c := range colours {
					key = key<<2 | uint64(c)
				}
				parts[key] = true
			}
			if len(parts) > bestParts {
				best, bestParts = g, len(parts)
			}
		}
		return game.Digits.Decode(best), nil
	}
}

// fits reports whether secret gives every answered try its colours.
func fits(secret []uint8, tries []Try, colours []game.Color) bool {
	for _, t := range tries {
		if t.Colours == nil {
			continue // a refused try says nothing
		}
		g, err := game.Digits.Encode(t.Guess, gp.CodeLength)
		if err != nil {
			return false
		}
		game.Feedback(secret, g, colours)
		if !slices.Equal(colours, t.Colours) {
			return false
		}
	}
	return true
}
