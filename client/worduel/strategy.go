package worduel

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/wordproof/wordproof/game"
)

// Try is one answered guess on the current word: the guess and the colours
// the opponent proved.
type Try struct {
	Guess   string
	Colours []game.Color
}

// Strategy picks the next guess on the current word from the tries so far
// (none on a fresh word).
type Strategy interface {
	Guess(ctx context.Context, tries []Try) (string, error)
}

// CandidateStrategy guesses a random answer still consistent with every try
// on the word (hard mode): quick, and it solves most words in 4 to 5 tries.
// The first guess of a word is Opener when set.
type CandidateStrategy struct {
	Answers []string // the answers list (the words a stream derives)
	Length  int
	Opener  string
	mu      sync.Mutex
	rng     *rand.Rand
}

// NewCandidateStrategy returns a candidate strategy over answers, seeded.
func NewCandidateStrategy(answers []string, length int, seed uint64) *CandidateStrategy {
	return &CandidateStrategy{Answers: answers, Length: length, Opener: "slate", rng: rand.New(rand.NewPCG(seed, seed^0x5bd1e995))}
}

// ErrNoCandidate is returned when no answer fits the colours seen: the
// answers list differs from the one the opponent proves against.
var ErrNoCandidate = errors.New("worduel: no answer fits the colours seen")

// Guess implements Strategy.
func (s *CandidateStrategy) Guess(ctx context.Context, tries []Try) (string, error) {
	if len(tries) == 0 && s.Opener != "" {
		return s.Opener, nil
	}
	var fits []string
	colours := make([]game.Color, s.Length)
	for _, w := range s.Answers {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		if consistent(w, tries, colours, s.Length) {
			fits = append(fits, w)
		}
	}
	if len(fits) == 0 {
		return "", ErrNoCandidate
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return fits[s.rng.IntN(len(fits))], nil
}

// consistent reports whether secret w gives every try its colours.
func consistent(w string, tries []Try, buf []game.Color, length int) bool {
	secret, err := game.Letters.Encode(w, length)
	if err != nil {
		return false
	}
	for _, t := range tries {
		g, err := game.Letters.Encode(t.Guess, length)
		if err != nil {
			return false
		}
		game.Feedback(secret, g, buf)
		if !slices.Equal(buf, t.Colours) {
			return false
		}
	}
	return true
}
