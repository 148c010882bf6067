// Package worduel is the player's client of Worduel. This file holds Training
// mode, which runs offline: no chain, no coins, no rating.
package worduel

import (
	"context"
	"math/rand/v2"
	"sync"

	wowclient "github.com/wordproof/wordproof/client/wow"
	rules "github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/words"
)

// TrainWords are the lists of Training mode: the words a round may hide
// (the Worduel answer list, the embedded 5-letter secrets) and the words a
// player may guess.
type TrainWords struct {
	Answers *words.Dictionary
	Guesses *words.Dictionary
}

// LoadTrainWords returns the embedded lists, parsed once per process.
var LoadTrainWords = sync.OnceValues(func() (*TrainWords, error) {
	answers, err := words.Load(words.Secrets, rules.WordLength)
	if err != nil {
		return nil, err
	}
	guesses, err := words.Load(words.Guesses, rules.WordLength)
	if err != nil {
		return nil, err
	}
	return &TrainWords{Answers: answers, Guesses: guesses}, nil
})

// TrainWord is the answer a seed picks: the same seed always gives the same
// word, so a round can be replayed.
func (w *TrainWords) TrainWord(seed uint64) string {
	return w.Answers.Random(newRand(seed))
}

// NewTraining starts a round on the word seed picks.
func (w *TrainWords) NewTraining(seed uint64) (*rules.Training, error) {
	return rules.NewTraining(w.TrainWord(seed), w.Guesses)
}

// TrainBot plays training rounds with the Worth of Words information
// strategy, given the round's guesses as the only observations of one
// target.
type TrainBot struct {
	strategy *wowclient.InfoStrategy
}

// NewTrainBot returns a bot over w whose random choices follow seed.
func (w *TrainWords) NewTrainBot(seed uint64) *TrainBot {
	// The strategy reads only the lists, not the proof trees, which take
	// seconds to build and which training does not need.
	d := &wowclient.Dictionaries{Length: rules.WordLength, Secrets: w.Answers, Guesses: w.Guesses}
	return &TrainBot{strategy: wowclient.NewInfoStrategy(d, seed)}
}

// Guess picks the bot's next guess in t.
func (b *TrainBot) Guess(ctx context.Context, t *rules.Training) (string, error) {
	var target wowclient.TargetView
	for _, g := range t.Guesses() {
		target.Observations = append(target.Observations, wowclient.Observation{Guess: g.Word, Colours: g.Colours})
	}
	return b.strategy.Guess(ctx, wowclient.View{Round: uint16(len(target.Observations) + 1), Targets: []wowclient.TargetView{target}})
}

func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x5eed7a11))
}
