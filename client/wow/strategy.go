package wow

import (
	"context"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game"
)

// Observation is one public reveal: a guess against a target's secret and
// the colours the target proved.
type Observation struct {
	Guess   string
	Colours []game.Color
}

// TargetView is what is public about one target's active secret.
type TargetView struct {
	Player       common.Address
	Secret       uint8         // index of the target's active secret
	Observations []Observation // every reveal against that secret so far
}

// View is what a strategy sees when it picks a guess.
type View struct {
	Round   uint16
	Targets []TargetView
}

// Strategy picks a player's guess for a round.
type Strategy interface {
	Guess(ctx context.Context, v View) (string, error)
}

// RandomStrategy guesses any word of the guess dictionary.
type RandomStrategy struct {
	Dicts *Dictionaries
	mu    sync.Mutex
	rng   *rand.Rand
}

// NewRandomStrategy returns a random strategy seeded with seed.
func NewRandomStrategy(d *Dictionaries, seed uint64) *RandomStrategy {
	return &RandomStrategy{Dicts: d, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Guess implements Strategy.
func (s *RandomStrategy) Guess(context.Context, View) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.Dicts.Guesses.Random(s.rng), nil
}

// InfoStrategy picks the guess with the most expected information over its
// targets: for each target it keeps the secret words still consistent with
// every public reveal against the target's active secret, and scores a guess
// by the sum over targets of the entropy of the colour patterns it would
// split those candidates into. A target down to one candidate is guessed
// outright (that earns the solve bonus).
type InfoStrategy struct {
	Dicts *Dictionaries
	// Pool is how many random guess words are scored besides the candidates
	// themselves; more is stronger and slower.
	Pool int
	mu   sync.Mutex
	rng  *rand.Rand
}

// NewInfoStrategy returns an information-maximising strategy seeded with seed.
func NewInfoStrategy(d *Dictionaries, seed uint64) *InfoStrategy {
	return &InfoStrategy{Dicts: d, Pool: 300, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// maxCandidatePool bounds how many candidates are also scored as guesses.
const maxCandidatePool = 200

// Guess implements Strategy.
func (s *InfoStrategy) Guess(ctx context.Context, v View) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sets := make([][][]uint8, len(v.Targets))
	for i, t := range v.Targets {
		sets[i] = s.candidates(t)
		if len(sets[i]) == 1 {
			return game.Letters.Decode(sets[i][0]), nil
		}
	}
	pool := make([][]uint8, 0, s.Pool+maxCandidatePool)
	for _, set := range sets {
		pool = append(pool, s.sample(set, maxCandidatePool/max(1, len(sets)))...)
	}
	for i := 0; i < s.Pool; i++ {
		w, _ := game.Letters.Encode(s.Dicts.Guesses.Random(s.rng), s.Dicts.Length)
		pool = append(pool, w)
	}
	best, bestScore := pool[0], -1.0
	colours := make([]game.Color, s.Dicts.Length)
	counts := map[int]int{}
	for _, g := range pool {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		score := 0.0
		for _, set := range sets {
			clear(counts)
			for _, cand := range set {
				game.Feedback(cand, g, colours)
				counts[patternKey(colours)]++
			}
			score += entropy(counts, len(set))
		}
		if score > bestScore {
			best, bestScore = g, score
		}
	}
	return game.Letters.Decode(best), nil
}

// candidates returns the secret words consistent with every observation.
func (s *InfoStrategy) candidates(t TargetView) [][]uint8 {
	all := s.Dicts.Secrets.Words()
	obs := make([][]uint8, len(t.Observations))
	for i, o := range t.Observations {
		obs[i], _ = game.Letters.Encode(o.Guess, s.Dicts.Length)
	}
	colours := make([]game.Color, s.Dicts.Length)
	var out [][]uint8
	for _, w := range all {
		cand, _ := game.Letters.Encode(w, s.Dicts.Length)
		ok := true
		for i, o := range t.Observations {
			game.Feedback(cand, obs[i], colours)
			if !equalColours(colours, o.Colours) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, cand)
		}
	}
	return out
}

func (s *InfoStrategy) sample(set [][]uint8, n int) [][]uint8 {
	if len(set) <= n {
		return set
	}
	out := make([][]uint8, n)
	for i := range out {
		out[i] = set[s.rng.IntN(len(set))]
	}
	return out
}

func patternKey(c []game.Color) int {
	k := 0
	for _, x := range c {
		k = k*3 + int(x)
	}
	return k
}

func entropy(counts map[int]int, total int) float64 {
	if total == 0 {
		return 0
	}
	h := 0.0
	for _, n := range counts {
		p := float64(n) / float64(total)
		h -= p * math.Log2(p)
	}
	return h
}

func equalColours(a, b []game.Color) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
