package worduel

import (
	"errors"
	"fmt"
	"strings"

	"github.com/wordproof/wordproof/game"
)

// Training mode: one player, one word, MaxGuesses guesses, no opponent, bet
// or rating. The seed rejects invalid words rather than counting them, so a
// refused guess leaves the round unchanged.

var (
	// ErrTrainingOver is returned for a guess after the training word was
	// solved or the guesses ran out.
	ErrTrainingOver = errors.New("the training round is over")

	// ErrNotAWord is returned for a guess outside the guess dictionary; it
	// does not count as an attempt.
	ErrNotAWord = errors.New("not in the 5-letter guess list")

	// ErrBadGuess is returned for a guess that is not five letters a-z; it
	// does not count as an attempt.
	ErrBadGuess = errors.New("a guess is five letters a-z")
)

// Words is the dictionary a training guess must be in (*words.Dictionary has
// it).
type Words interface {
	Contains(word string) bool
}

// TrainState is where a training round stands.
type TrainState uint8

const (
	TrainPlaying TrainState = iota // guesses remain
	TrainWon                       // the last guess was the word
	TrainLost                      // MaxGuesses guesses without the word
)

// String returns "playing", "won" or "lost".
func (s TrainState) String() string {
	switch s {
	case TrainPlaying:
		return "playing"
	case TrainWon:
		return "won"
	case TrainLost:
		return "lost"
	default:
		return fmt.Sprintf("TrainState(%d)", uint8(s))
	}
}

// TrainGuess is one counted guess and its colours.
type TrainGuess struct {
	Word    string
	Colours []game.Color
}

// KeyState is what the guesses so far say about one letter, ordered so that
// a stronger fact replaces a weaker one.
type KeyState uint8

const (
	KeyUnknown KeyState = iota // not guessed yet
	KeyAbsent                  // guessed, never yellow or green: not in the word
	KeyPresent                 // yellow somewhere: in the word, position unknown
	KeyCorrect                 // green somewhere: position known
)

// String returns "unknown", "absent", "present" or "correct".
func (k KeyState) String() string {
	switch k {
	case KeyUnknown:
		return "unknown"
	case KeyAbsent:
		return "absent"
	case KeyPresent:
		return "present"
	case KeyCorrect:
		return "correct"
	default:
		return fmt.Sprintf("KeyState(%d)", uint8(k))
	}
}

// Mark is the one-character form beside the colour (never colour alone):
// G, Y, '.' and ' ' for a letter not yet guessed.
func (k KeyState) Mark() byte {
	return " .YG"[min(int(k), 3)]
}

// Training is one training round. It is not safe for concurrent use.
type Training struct {
	secret  []uint8
	words   Words
	guesses []TrainGuess
	keys    [26]KeyState
}

// NewTraining starts a round on secret (five letters a-z); guesses must be in
// valid.
func NewTraining(secret string, valid Words) (*Training, error) {
	s, err := game.Letters.Encode(secret, WordLength)
	if err != nil {
		return nil, fmt.Errorf("secret: %w", err)
	}
	if valid == nil {
		return nil, errors.New("training needs a guess dictionary")
	}
	return &Training{secret: s, words: valid}, nil
}

// Guess plays word (case and surrounding spaces ignored) and returns its
// colours. A word of the wrong shape or outside the dictionary, or a guess
// after the end, is an error and is not counted. Errors read as one sentence
// a player can be shown.
func (t *Training) Guess(word string) ([]game.Color, error) {
	if t.State() != TrainPlaying {
		return nil, fmt.Errorf("%w: %s", ErrTrainingOver, t.State())
	}
	word = strings.ToLower(strings.TrimSpace(word))
	if len(word) != WordLength {
		return nil, fmt.Errorf("%q has %d letters; %w", word, len(word), ErrBadGuess)
	}
	g, err := game.Letters.Encode(word, WordLength)
	if err != nil {
		return nil, fmt.Errorf("%q has a character outside a-z; %w", word, ErrBadGuess)
	}
	if !t.words.Contains(word) {
		return nil, fmt.Errorf("%q is %w", word, ErrNotAWord)
	}
	colours := make([]game.Color, WordLength)
	game.Feedback(t.secret, g, colours)
	for i, c := range colours {
		t.keys[g[i]] = max(t.keys[g[i]], keyOf(c))
	}
	t.guesses = append(t.guesses, TrainGuess{Word: word, Colours: colours})
	return colours, nil
}

func keyOf(c game.Color) KeyState {
	switch c {
	case game.Green:
		return KeyCorrect
	case game.Yellow:
		return KeyPresent
	default:
		return KeyAbsent
	}
}

// State says whether the round goes on, was won or was lost.
func (t *Training) State() TrainState {
	n := len(t.guesses)
	switch {
	case n > 0 && game.Letters.Decode(t.secret) == t.guesses[n-1].Word:
		return TrainWon
	case n == MaxGuesses:
		return TrainLost
	default:
		return TrainPlaying
	}
}

// Guesses returns the counted guesses in order.
func (t *Training) Guesses() []TrainGuess {
	out := make([]TrainGuess, len(t.guesses))
	copy(out, t.guesses)
	return out
}

// Keyboard returns what is known about each letter, 'a' first.
func (t *Training) Keyboard() [26]KeyState { return t.keys }

// Secret returns the word. Callers show it only when the round is over.
func (t *Training) Secret() string { return game.Letters.Decode(t.secret) }
