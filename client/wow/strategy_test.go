package wow

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// solve plays solo Wordle against secret with s and returns the guesses used
// (limit+1 when it did not solve it within limit).
func solve(t *testing.T, d *Dictionaries, s Strategy, secret string, limit int) int {
	t.Helper()
	sec, err := game.Letters.Encode(secret, d.Length)
	require.NoError(t, err)
	tv := TargetView{}
	for n := 1; n <= limit; n++ {
		g, err := s.Guess(context.Background(), View{Round: uint16(n), Targets: []TargetView{tv}})
		require.NoError(t, err)
		require.True(t, d.Guesses.Contains(g), "guess %q is a dictionary word", g)
		if g == secret {
			return n
		}
		gs, _ := game.Letters.Encode(g, d.Length)
		colours := make([]game.Color, d.Length)
		game.Feedback(sec, gs, colours)
		tv.Observations = append(tv.Observations, Observation{Guess: g, Colours: colours})
	}
	return limit + 1
}

// TestInfoStrategyPlaysWell: the information strategy solves every secret
// within eight guesses, far better than guessing at random.
func TestInfoStrategyPlaysWell(t *testing.T) {
	d, err := LoadDictionaries(5)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(3, 4))
	info, random := NewInfoStrategy(d, 1), NewRandomStrategy(d, 1)
	var infoTotal, randomTotal int
	const games = 8
	for i := 0; i < games; i++ {
		secret := d.Secrets.Random(rng)
		n := solve(t, d, info, secret, 8)
		require.LessOrEqual(t, n, 8, "info strategy solves %q", secret)
		infoTotal += n
		randomTotal += solve(t, d, random, secret, 8)
	}
	t.Logf("mean guesses: info %.2f, random %.2f (9 = unsolved)", float64(infoTotal)/games, float64(randomTotal)/games)
	require.Less(t, infoTotal, randomTotal)
}

func TestInfoStrategyGuessesTheLastCandidate(t *testing.T) {
	d, err := LoadDictionaries(5)
	require.NoError(t, err)
	s := NewInfoStrategy(d, 9)
	all := make([]game.Color, 5)
	for i := range all {
		all[i] = game.Green
	}
	// Only "crane" is consistent with crane being all green.
	g, err := s.Guess(context.Background(), View{Targets: []TargetView{{Observations: []Observation{{Guess: "crane", Colours: all}}}}})
	require.NoError(t, err)
	require.Equal(t, "crane", g)
}
