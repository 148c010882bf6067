package puzloc

import (
	"errors"
	"fmt"
	"strings"

	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// The PhraseLock moves as a player types them, checked before anything is
// sent; the terminal and the web page share them.

// LetterChoice is a letter guess: one letter a-z in either case.
func LetterChoice(s string) (PhraseChoice, error) {
	if len(s) == 1 {
		if _, ok := phrase.LetterSymbol(s[0]); ok {
			return PhraseChoice{Kind: phrase.KindLetter, Letter: strings.ToUpper(s)[0]}, nil
		}
	}
	return PhraseChoice{}, fmt.Errorf("%q is not a letter: a letter guess is one of A-Z", s)
}

// PhraseGuessChoice is a whole-phrase guess: runs of spaces become one,
// letters upper case; characters a phrase cannot hold are refused.
func PhraseGuessChoice(text string) (PhraseChoice, error) {
	g := strings.Join(strings.Fields(text), " ")
	if g == "" {
		return PhraseChoice{}, errors.New("the phrase guess is empty")
	}
	if _, err := phrase.Encode(g); err != nil {
		return PhraseChoice{}, err
	}
	return PhraseChoice{Kind: phrase.KindPhrase, Guess: strings.ToUpper(g)}, nil
}

// HintCosts are the lives each hint costs (the seed's rules).
var HintCosts = map[phrase.Kind]int{
	phrase.KindHintLetter: gp.HintLetterCost, phrase.KindHintCategory: gp.HintCategoryCost, phrase.KindHintLength: gp.HintLengthCost,
}

// HintAllowed is puzloc's rule for a hint the player cannot take: the
// category and the length are given once, and a hint needs more lives than
// it costs. The contract refuses such a hint the same way.
func HintAllowed(g *PhraseGame, kind phrase.Kind) error {
	cost := HintCosts[kind]
	if cost == 0 {
		return nil
	}
	for _, t := range g.Turns {
		if t.Choice.Kind == kind && kind != phrase.KindHintLetter {
			return errors.New("that hint is given once a day")
		}
	}
	if cost >= g.Lives {
		return fmt.Errorf("that hint costs %d lives and you have %d", cost, g.Lives)
	}
	return nil
}

// TurnText says what one answered move told the player.
func TurnText(t PhraseTurn) string {
	switch t.Choice.Kind {
	case phrase.KindShape:
		return "the spaces and punctuation"
	case phrase.KindLetter:
		switch {
		case t.Refused:
			return fmt.Sprintf("letter %c: already guessed or shown, no cost", t.Choice.Letter)
		case t.Hit:
			return fmt.Sprintf("letter %c: found", t.Choice.Letter)
		}
		return fmt.Sprintf("letter %c: not in the phrase", t.Choice.Letter)
	case phrase.KindPhrase:
		if t.Hit {
			return fmt.Sprintf("%q: right", t.Choice.Guess)
		}
		return fmt.Sprintf("%q: wrong", t.Choice.Guess)
	case phrase.KindHintLetter:
		return fmt.Sprintf("hint: letter %c", t.Reply.Letter)
	case phrase.KindHintCategory:
		return "hint: the category is " + CategoryName(t.Reply.Category)
	case phrase.KindHintLength:
		return fmt.Sprintf("hint: %d characters", t.Reply.Length)
	}
	return "?"
}

// CategoryName is the name of category index c.
func CategoryName(c int) string {
	if cs := gp.Categories(); c >= 0 && c < len(cs) {
		return string(cs[c])
	}
	return fmt.Sprintf("category %d", c)
}
