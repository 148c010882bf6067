// Package worduel is the player's client of Worduel. This file holds Training
// mode, which runs offline: no chain, no coins, no rating.
package worduel

import (
	"context"
	"math/rand/v2"
	"sync"

	"github.com/wordproof/wordproof/game"
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

// MaxTrainSeed is the largest seed RandomTrainSeed picks: JavaScript numbers
// hold it exactly, so a seed printed by the terminal replays in the browser.
const MaxTrainSeed = 1<<53 - 1

// RandomTrainSeed picks a seed for a round nobody asked to replay.
func RandomTrainSeed() uint64 { return rand.Uint64() & MaxTrainSeed }

// NewTraining starts a round on the word seed picks.
func (w *TrainWords) NewTraining(seed uint64) (*rules.Training, error) {
	return rules.NewTraining(w.TrainWord(seed), w.Guesses)
}

// TrainBot plays training rounds with the Blitz agent's candidate
// strategy, given the round's guesses as the tries on one word.
type TrainBot struct {
	strategy *CandidateStrategy
}

// NewTrainBot returns a bot over w whose random choices follow seed.
func (w *TrainWords) NewTrainBot(seed uint64) *TrainBot {
	return &TrainBot{strategy: NewCandidateStrategy(w.Answers.Words(), rules.WordLength, seed)}
}

// Guess picks the bot's next guess in t.
func (b *TrainBot) Guess(ctx context.Context, t *rules.Training) (string, error) {
	var tries []Try
	for _, g := range t.Guesses() {
		tries = append(tries, Try{Guess: g.Word, Colours: g.Colours})
	}
	return b.strategy.Guess(ctx, tries)
}

func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x5eed7a11))
}

// TrainRecord is a training round as the terminal's --json and the web page
// show it.
type TrainRecord struct {
	Seed       uint64            `json:"seed"`
	Length     int               `json:"length"`
	MaxGuesses int               `json:"maxGuesses"`
	State      string            `json:"state"` // playing, won or lost
	Attempts   int               `json:"attempts"`
	Guesses    []TrainRow        `json:"guesses"`
	Keyboard   map[string]string `json:"keyboard"`       // letter: absent, present or correct; unguessed letters left out
	Word       string            `json:"word,omitempty"` // only once the round is over
}

// TrainRow is one counted guess and its G/Y/. pattern.
type TrainRow struct {
	Word    string `json:"word"`
	Pattern string `json:"pattern"`
}

// Record describes t, a round started from seed.
func Record(t *rules.Training, seed uint64) TrainRecord {
	r := TrainRecord{Seed: seed, Length: rules.WordLength, MaxGuesses: rules.MaxGuesses, State: t.State().String(),
		Guesses: []TrainRow{}, Keyboard: map[string]string{}}
	for _, g := range t.Guesses() {
		r.Guesses = append(r.Guesses, TrainRow{Word: g.Word, Pattern: game.Pattern(g.Colours)})
	}
	r.Attempts = len(r.Guesses)
	for i, k := range t.Keyboard() {
		if k != rules.KeyUnknown {
			r.Keyboard[string(rune('a'+i))] = k.String()
		}
	}
	if t.State() != rules.TrainPlaying {
		r.Word = t.Secret()
	}
	return r
}
