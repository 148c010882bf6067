package puzloc

import (
	"fmt"
	"slices"
	"strings"
)

const (
	// StartLives is the number of lives a PhraseLock player starts with.
	StartLives = 10
	// LetterPenalty is the cost of a wrong letter.
	LetterPenalty = 1
	// PhrasePenalty is the cost of a wrong whole-phrase guess.
	PhrasePenalty = 2
	// HintLetterCost is the cost of revealing a random letter.
	HintLetterCost = 1
	// HintCategoryCost is the cost of revealing the category.
	HintCategoryCost = 2
	// HintLengthCost is the cost of revealing the phrase length.
	HintLengthCost = 3
	// MaxPhraseLength bounds a phrase, in characters.
	MaxPhraseLength = 200
	// Mask is the character shown for a hidden letter.
	Mask = '*'
)

// Category is a PhraseLock phrase category.
type Category string

// The seed's categories.
const (
	Movies     Category = "Movies"
	Proverbs   Category = "Proverbs"
	Geography  Category = "Geography"
	Science    Category = "Science"
	PopCulture Category = "Pop Culture"
	History    Category = "History"
	Literature Category = "Literature"
)

// Categories returns every category, in the seed's order.
func Categories() []Category {
	return []Category{Movies, Proverbs, Geography, Science, PopCulture, History, Literature}
}

// PhraseLock is one PhraseLock game. The zero value is not usable; use
// NewPhraseLock.
type PhraseLock struct {
	phrase   []byte // upper case
	category Category
	shown    []bool // per character: visible (not a letter, or revealed)
	hidden   int    // letter positions still hidden
	guessed  [26]bool
	lives    int
	status   Status

	hints         int  // hints taken
	categoryHint  bool // the category hint was taken
	lengthHint    bool // the length hint was taken
	lettersFound  int  // positions revealed by the player's own letter guesses
	wonByPhrase   bool // won by a whole-phrase guess
	revealedAtWin int  // letter positions shown when the game was won
	wrongGuesses  int  // wrong letters and wrong phrases
}

// NewPhraseLock starts a game on phrase, which must be printable ASCII without
// the Mask character, with at least one letter and at most MaxPhraseLength
// characters. Letters are masked;
// spaces and punctuation are shown from the start. Case is ignored. category
// must be one of Categories.
func NewPhraseLock(phrase string, category Category) (*PhraseLock, error) {
	if !slices.Contains(Categories(), category) {
		return nil, fmt.Errorf("%w: %q", ErrBadCategory, category)
	}
	if err := checkText(phrase); err != nil {
		return nil, err
	}
	if i := strings.IndexByte(phrase, Mask); i >= 0 {
		return nil, fmt.Errorf("%w: the mask character %q at %d", ErrBadPhrase, Mask, i)
	}
	if len(phrase) > MaxPhraseLength {
		return nil, fmt.Errorf("%w: %d characters, at most %d", ErrBadPhrase, len(phrase), MaxPhraseLength)
	}
	p := &PhraseLock{
		phrase:   []byte(strings.ToUpper(phrase)),
		category: category,
		shown:    make([]bool, len(phrase)),
		lives:    StartLives,
	}
	for i, c := range p.phrase {
		if isLetter(c) {
			p.hidden++
		} else {
			p.shown[i] = true
		}
	}
	if p.hidden == 0 {
		return nil, fmt.Errorf("%w: %q has no letter", ErrBadPhrase, phrase)
	}
	return p, nil
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' }

func checkText(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("%w: empty", ErrBadPhrase)
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e {
			return fmt.Errorf("%w: byte %#x at %d is not printable ASCII", ErrBadPhrase, c, i)
		}
	}
	return nil
}

// normalize upper-cases s and collapses runs of spaces.
func normalize(s string) string {
	return strings.Join(strings.Fields(strings.ToUpper(s)), " ")
}

// Display returns the phrase with every hidden letter replaced by Mask.
func (p *PhraseLock) Display() string {
	b := make([]byte, len(p.phrase))
	for i, c := range p.phrase {
		if p.shown[i] {
			b[i] = c
		} else {
			b[i] = Mask
		}
	}
	return string(b)
}

// Lives returns the lives left; it may be below zero after a wrong phrase
// guess made with one life left.
func (p *PhraseLock) Lives() int { return p.lives }

// Status reports whether the game is on, won or lost.
func (p *PhraseLock) Status() Status { return p.status }

// Length is the phrase length in characters, spaces and punctuation
// included: the length used by PhraseLockScore.
func (p *PhraseLock) Length() int { return len(p.phrase) }

// Guessed reports whether letter (either case) was guessed.
func (p *PhraseLock) Guessed(letter byte) bool {
	c, ok := upperLetter(letter)
	return ok && p.guessed[c-'A']
}

func upperLetter(c byte) (byte, bool) {
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	return c, isLetter(c)
}

func (p *PhraseLock) playing() error {
	if p.status != Playing {
		return fmt.Errorf("%w: %v with %d lives", ErrGameOver, p.status, p.lives)
	}
	return nil
}

// reveal shows every position of c and returns how many were hidden.
func (p *PhraseLock) reveal(c byte) int {
	n := 0
	for i, x := range p.phrase {
		if x == c && !p.shown[i] {
			p.shown[i] = true
			n++
		}
	}
	p.hidden -= n
	if p.hidden == 0 {
		p.win()
	}
	return n
}

func (p *PhraseLock) win() {
	p.status = Won
	p.revealedAtWin = 0
	for i, c := range p.phrase {
		if isLetter(c) && p.shown[i] {
			p.revealedAtWin++
		}
	}
}

func (p *PhraseLock) lose(n int) {
	p.lives -= n
	p.wrongGuesses++
	if p.lives <= 0 {
		p.status = Lost
	}
}

// GuessLetter guesses one letter (either case). A letter in the phrase is
// revealed everywhere and found is the number of positions shown; a letter not
// in it costs LetterPenalty lives. A letter already guessed or already shown is
// refused at no cost.
func (p *PhraseLock) GuessLetter(letter byte) (found int, err error) {
	if err := p.playing(); err != nil {
		return 0, err
	}
	c, ok := upperLetter(letter)
	if !ok {
		return 0, fmt.Errorf("%w: %q", ErrBadLetter, letter)
	}
	if p.guessed[c-'A'] {
		return 0, fmt.Errorf("%w: %c", ErrAlreadyGuessed, c)
	}
	present, hidden := false, false
	for i, x := range p.phrase {
		if x == c {
			present = true
			hidden = hidden || !p.shown[i]
		}
	}
	if present && !hidden {
		return 0, fmt.Errorf("%w: %c is already shown", ErrAlreadyGuessed, c)
	}
	p.guessed[c-'A'] = true
	if !present {
		p.lose(LetterPenalty)
		return 0, nil
	}
	found = p.reveal(c)
	p.lettersFound += found
	return found, nil
}

// GuessPhrase guesses the whole phrase. A right guess wins at once; a wrong
// one costs PhrasePenalty lives. Case and runs of spaces are ignored.
func (p *PhraseLock) GuessPhrase(guess string) (bool, error) {
	if err := p.playing(); err != nil {
		return false, err
	}
	if err := checkText(guess); err != nil {
		return false, err
	}
	if normalize(guess) != normalize(string(p.phrase)) {
		p.lose(PhrasePenalty)
		return false, nil
	}
	p.wonByPhrase = true
	p.win()
	for i := range p.shown {
		p.shown[i] = true
	}
	p.hidden = 0
	return true, nil
}

func (p *PhraseLock) pay(cost int) error {
	if err := p.playing(); err != nil {
		return err
	}
	if p.lives <= cost {
		return fmt.Errorf("%w: costs %d, %d left", ErrNotEnoughLives, cost, p.lives)
	}
	p.lives -= cost
	p.hints++
	return nil
}

// HintLetter spends HintLetterCost lives to reveal every position of one
// hidden letter. The caller supplies the randomness: pick selects, modulo
// their number, among the distinct hidden letters in alphabetical order. The
// hint may reveal the last hidden letter, which wins the game.
func (p *PhraseLock) HintLetter(pick uint64) (byte, error) {
	if err := p.playing(); err != nil {
		return 0, err
	}
	var candidates []byte
	var seen [26]bool
	for i, c := range p.phrase {
		if !p.shown[i] && !seen[c-'A'] {
			seen[c-'A'] = true
		}
	}
	for i, s := range seen {
		if s {
			candidates = append(candidates, byte('A'+i))
		}
	}
	if err := p.pay(HintLetterCost); err != nil {
		return 0, err
	}
	c := candidates[pick%uint64(len(candidates))]
	p.reveal(c)
	return c, nil
}

// HintCategory spends HintCategoryCost lives to reveal the category, once.
func (p *PhraseLock) HintCategory() (Category, error) {
	if p.categoryHint {
		return "", fmt.Errorf("%w: category", ErrHintUsed)
	}
	if err := p.pay(HintCategoryCost); err != nil {
		return "", err
	}
	p.categoryHint = true
	return p.category, nil
}

// HintLength spends HintLengthCost lives to reveal the phrase length, once.
func (p *PhraseLock) HintLength() (int, error) {
	if p.lengthHint {
		return 0, fmt.Errorf("%w: length", ErrHintUsed)
	}
	if err := p.pay(HintLengthCost); err != nil {
		return 0, err
	}
	p.lengthHint = true
	return p.Length(), nil
}

// Summary is what a finished (or running) PhraseLock game reports for
// statistics and achievements.
type Summary struct {
	Status        Status
	Lives         int
	Category      Category
	HintsUsed     int
	LettersFound  int  // letter positions revealed by the player's own letter guesses
	WonByPhrase   bool // won by guessing the whole phrase
	RevealedAtWin int  // letter positions shown when the game was won
	WrongGuesses  int  // wrong letters plus wrong phrases
}

// Summary reports the game's figures.
func (p *PhraseLock) Summary() Summary {
	return Summary{
		Status:        p.status,
		Lives:         p.lives,
		Category:      p.category,
		HintsUsed:     p.hints,
		LettersFound:  p.lettersFound,
		WonByPhrase:   p.wonByPhrase,
		RevealedAtWin: p.revealedAtWin,
		WrongGuesses:  p.wrongGuesses,
	}
}
