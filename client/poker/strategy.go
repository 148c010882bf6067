package poker

import (
	"math/rand/v2"
	"slices"

	"github.com/wordproof/wordproof/game/poker"
	"github.com/wordproof/wordproof/game/poker/wire"
)

// AutoStrategy plays without input (`duel play --auto`, bots): five random
// answers, the lowest betting card for one chip, no raise, no mulligan,
// higher with a pair or better and lower without, and a random answer at
// the first unsolved word.
type AutoStrategy struct {
	answers []string
	r       *rand.Rand
}

// NewAutoStrategy returns an AutoStrategy over the answers list, seeded.
func NewAutoStrategy(answers []string, seed uint64) *AutoStrategy {
	return &AutoStrategy{answers: answers, r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Words implements Strategy.
func (s *AutoStrategy) Words() ([poker.Words]string, error) {
	var out [poker.Words]string
	for i := range out {
		for out[i] == "" || slices.Contains(out[:i], out[i]) {
			out[i] = s.answers[s.r.IntN(len(s.answers))]
		}
	}
	return out, nil
}

// Open implements Strategy.
func (s *AutoStrategy) Open(v View) (int, int, error) { return v.BettingCards[0], 1, nil }

// Raise implements Strategy.
func (s *AutoStrategy) Raise(View) (int, error) { return 0, nil }

// Mulligan implements Strategy.
func (s *AutoStrategy) Mulligan(View) (uint8, error) { return 0, nil }

// Choose implements Strategy.
func (s *AutoStrategy) Choose(v View) (uint8, error) {
	val, err := poker.Evaluate(v.Cards)
	if err != nil {
		return 0, err
	}
	if val.Category() >= poker.OnePair {
		return wire.ChoiceHigher, nil
	}
	return wire.ChoiceLower, nil
}

// Guess implements Strategy.
func (s *AutoStrategy) Guess(v View) (int, string, error) {
	return slices.Index(v.Solved[:], false), s.answers[s.r.IntN(len(s.answers))], nil
}
