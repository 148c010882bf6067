package puzloc

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// step is one move of a PhraseLock replay: a letter (one character), a whole
// phrase, or a hint ("?letter", "?category", "?length").
type step struct {
	move        string
	wantFound   int    // letters revealed (letter moves)
	wantRight   bool   // phrase moves: the guess was right
	wantDisplay string // "" to skip
	wantLives   int
}

func play(t *testing.T, p *PhraseLock, s step) {
	t.Helper()
	switch {
	case s.move == "?letter":
		_, err := p.HintLetter(0)
		require.NoError(t, err)
	case s.move == "?category":
		_, err := p.HintCategory()
		require.NoError(t, err)
	case s.move == "?length":
		_, err := p.HintLength()
		require.NoError(t, err)
	case len(s.move) == 1:
		found, err := p.GuessLetter(s.move[0])
		require.NoError(t, err, s.move)
		require.Equal(t, s.wantFound, found, "found for %s", s.move)
	default:
		right, err := p.GuessPhrase(s.move)
		require.NoError(t, err, s.move)
		require.Equal(t, s.wantRight, right, s.move)
	}
	if s.wantDisplay != "" {
		require.Equal(t, s.wantDisplay, p.Display(), "display after %s", s.move)
	}
	require.Equal(t, s.wantLives, p.Lives(), "lives after %s", s.move)
}

// TestPhraseLockExamples replays the seed's three PhraseLock examples
// (puzloc-rules.md, PhraseLock "Examples").
func TestPhraseLockExamples(t *testing.T) {
	tests := []struct {
		name        string
		phrase      string
		initial     string
		steps       []step
		wantStatus  Status
		wantSummary Summary
	}{
		{
			// CONTRADICTION: the seed's "Guess: E" finds "2" and displays
			// "**E ***** ***E* ***", putting an E in BROWN; the phrase has a
			// single E (in THE), so by the rules E reveals 1 letter and BROWN
			// stays hidden in every later display. The rules win.
			name:    "Example 1: Letter by Letter",
			phrase:  "THE QUICK BROWN FOX",
			initial: "*** ***** ***** ***",
			steps: []step{
				{move: "E", wantFound: 1, wantDisplay: "**E ***** ***** ***", wantLives: 10},
				{move: "T", wantFound: 1, wantDisplay: "T*E ***** ***** ***", wantLives: 10},
				{move: "A", wantFound: 0, wantDisplay: "T*E ***** ***** ***", wantLives: 9},
				{move: "H", wantFound: 1, wantDisplay: "THE ***** ***** ***", wantLives: 9},
				{move: "Q", wantFound: 1, wantDisplay: "THE Q**** ***** ***", wantLives: 9},
				// "... continue guessing ..."
				{move: "U", wantFound: 1, wantLives: 9},
				{move: "I", wantFound: 1, wantLives: 9},
				{move: "C", wantFound: 1, wantLives: 9},
				{move: "K", wantFound: 1, wantDisplay: "THE QUICK ***** ***", wantLives: 9},
				{move: "O", wantFound: 2, wantDisplay: "THE QUICK **O** *O*", wantLives: 9},
				{move: "B", wantFound: 1, wantLives: 9},
				{move: "R", wantFound: 1, wantLives: 9},
				{move: "W", wantFound: 1, wantLives: 9},
				{move: "N", wantFound: 1, wantLives: 9},
				{move: "F", wantFound: 1, wantLives: 9},
				{move: "X", wantFound: 1, wantDisplay: "THE QUICK BROWN FOX", wantLives: 9},
			},
			wantStatus:  Won,
			wantSummary: Summary{Status: Won, Lives: 9, Category: Literature, LettersFound: 16, RevealedAtWin: 16, WrongGuesses: 1},
		},
		{
			name:    "Example 2: Early Phrase Guess",
			phrase:  "BREAK A LEG",
			initial: "***** * ***",
			steps: []step{
				{move: "E", wantFound: 2, wantDisplay: "**E** * *E*", wantLives: 10},
				{move: "A", wantFound: 2, wantDisplay: "**EA* A *E*", wantLives: 10},
				{move: "BREAK A LEG", wantRight: true, wantDisplay: "BREAK A LEG", wantLives: 10},
			},
			wantStatus:  Won,
			wantSummary: Summary{Status: Won, Lives: 10, Category: Literature, LettersFound: 4, WonByPhrase: true, RevealedAtWin: 4},
		},
		{
			name:    "Example 3: Running Out of Lives",
			phrase:  "ACTIONS SPEAK LOUDER",
			initial: "******* ***** ******",
			steps: []step{
				{move: "Z", wantLives: 9},
				{move: "X", wantLives: 8},
				{move: "Q", wantLives: 7},
				{move: "J", wantLives: 6},
				{move: "F", wantLives: 5},
				{move: "WORDS SPEAK LOUDER", wantLives: 3},
				{move: "B", wantLives: 2},
				{move: "M", wantLives: 1},
				{move: "ACTIONS SPEAK LOADER", wantDisplay: "******* ***** ******", wantLives: -1},
			},
			wantStatus:  Lost,
			wantSummary: Summary{Status: Lost, Lives: -1, Category: Literature, WrongGuesses: 9},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := NewPhraseLock(tt.phrase, Literature)
			require.NoError(t, err)
			require.Equal(t, tt.initial, p.Display())
			require.Equal(t, StartLives, p.Lives())
			for _, s := range tt.steps {
				require.Equal(t, Playing, p.Status(), "before %s", s.move)
				play(t, p, s)
			}
			require.Equal(t, tt.wantStatus, p.Status())
			require.Equal(t, tt.wantSummary, p.Summary())
			_, err = p.GuessLetter('E')
			require.ErrorIs(t, err, ErrGameOver)
			_, err = p.GuessPhrase(tt.phrase)
			require.ErrorIs(t, err, ErrGameOver)
		})
	}
}

// TestPhraseLockEarlyGuessBonus pins the seed's Example 2 score.
//
// CONTRADICTION: Example 2 ends "Bonus: +200 points for early guess!", but the
// seed's PhraseLock score formula has no such term. The formula wins, so
// winning by an early phrase guess scores exactly what the formula gives.
func TestPhraseLockEarlyGuessBonus(t *testing.T) {
	p, err := NewPhraseLock("BREAK A LEG", Proverbs)
	require.NoError(t, err)
	for _, c := range []byte("EA") {
		_, err := p.GuessLetter(c)
		require.NoError(t, err)
	}
	right, err := p.GuessPhrase("break a  leg")
	require.NoError(t, err)
	require.True(t, right)
	got, err := PhraseLockScore(p.Lives(), 30*time.Second, p.Length(), Easy)
	require.NoError(t, err)
	// 1000 + 10*50 + 11*10 - 30*3, with no +200.
	require.Equal(t, 1520, got)
}

// TestPhraseLockScore covers the seed's PhraseLock scoring examples.
func TestPhraseLockScore(t *testing.T) {
	tests := []struct {
		name    string
		lives   int
		elapsed time.Duration
		length  int
		d       Difficulty
		want    int
		wantErr error
	}{
		{name: "20 char phrase, 8 lives left, 45 seconds, medium", lives: 8, elapsed: 45 * time.Second, length: 20, d: Medium, want: 1965},
		{name: "15 char phrase, 3 lives left, 120 seconds, hard", lives: 3, elapsed: 120 * time.Second, length: 15, d: Hard, want: 1940},
		{name: "partial seconds are floored", lives: 10, elapsed: 1999 * time.Millisecond, length: 10, d: Easy, want: 1597},
		{name: "never below zero", lives: 1, elapsed: 24 * time.Hour, length: 10, d: Hard, want: 0},
		{name: "negative lives", lives: -1, d: Easy, wantErr: ErrBadScoreInput},
		{name: "more lives than the start", lives: StartLives + 1, d: Easy, wantErr: ErrBadScoreInput},
		{name: "negative time", lives: 1, elapsed: -1, d: Easy, wantErr: ErrBadScoreInput},
		{name: "overlong phrase", lives: 1, length: MaxPhraseLength + 1, d: Easy, wantErr: ErrBadScoreInput},
		{name: "unknown difficulty", lives: 1, d: Difficulty(9), wantErr: ErrBadDifficulty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := PhraseLockScore(tt.lives, tt.elapsed, tt.length, tt.d)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
}

// TestPhraseLockRules covers the "How to Play", "Game Setup" and "Hint
// System" rules one at a time.
func TestPhraseLockRules(t *testing.T) {
	newGame := func(t *testing.T, phrase string) *PhraseLock {
		t.Helper()
		p, err := NewPhraseLock(phrase, Movies)
		require.NoError(t, err)
		return p
	}
	t.Run("Punctuation and spaces are revealed from the start", func(t *testing.T) {
		p := newGame(t, "Don't panic!")
		require.Equal(t, "***'* *****!", p.Display())
		require.Equal(t, 12, p.Length())
	})
	t.Run("Correct letter is revealed in all positions where it appears", func(t *testing.T) {
		p := newGame(t, "banana bread")
		found, err := p.GuessLetter('a')
		require.NoError(t, err)
		require.Equal(t, 4, found)
		require.Equal(t, "*A*A*A ***A*", p.Display())
		require.True(t, p.Guessed('A'))
	})
	t.Run("Incorrect letter loses one life", func(t *testing.T) {
		p := newGame(t, "banana")
		found, err := p.GuessLetter('z')
		require.NoError(t, err)
		require.Zero(t, found)
		require.Equal(t, StartLives-LetterPenalty, p.Lives())
	})
	t.Run("Incorrect phrase loses 2 lives", func(t *testing.T) {
		p := newGame(t, "banana")
		right, err := p.GuessPhrase("bandana")
		require.NoError(t, err)
		require.False(t, right)
		require.Equal(t, StartLives-PhrasePenalty, p.Lives())
	})
	t.Run("Reveal all letters wins", func(t *testing.T) {
		p := newGame(t, "a b")
		_, err := p.GuessLetter('a')
		require.NoError(t, err)
		require.Equal(t, Playing, p.Status())
		_, err = p.GuessLetter('b')
		require.NoError(t, err)
		require.Equal(t, Won, p.Status())
	})
	t.Run("Run out of lives loses", func(t *testing.T) {
		p := newGame(t, "a")
		for _, c := range []byte("bcdefghij") {
			_, err := p.GuessLetter(c)
			require.NoError(t, err)
		}
		require.Equal(t, Playing, p.Status())
		require.Equal(t, 1, p.Lives())
		_, err := p.GuessLetter('k')
		require.NoError(t, err)
		require.Equal(t, Lost, p.Status())
		require.Zero(t, p.Lives())
	})
	t.Run("Repeated letter is refused at no cost", func(t *testing.T) {
		p := newGame(t, "banana")
		_, err := p.GuessLetter('z')
		require.NoError(t, err)
		_, err = p.GuessLetter('Z')
		require.ErrorIs(t, err, ErrAlreadyGuessed)
		_, err = p.GuessLetter('n')
		require.NoError(t, err)
		_, err = p.GuessLetter('n')
		require.ErrorIs(t, err, ErrAlreadyGuessed)
		require.Equal(t, StartLives-1, p.Lives())
	})
	t.Run("Hint: use a life to reveal a random letter", func(t *testing.T) {
		p := newGame(t, "banana")
		// Hidden letters in order: A, B, N; pick 4 selects 4 mod 3 = 1, B.
		c, err := p.HintLetter(4)
		require.NoError(t, err)
		require.Equal(t, byte('B'), c)
		require.Equal(t, "B*****", p.Display())
		require.Equal(t, StartLives-HintLetterCost, p.Lives())
		_, err = p.GuessLetter('b')
		require.ErrorIs(t, err, ErrAlreadyGuessed, "a hinted letter is already shown")
		require.Equal(t, 1, p.Summary().HintsUsed)
		require.Zero(t, p.Summary().LettersFound, "hinted letters are not found by the player")
	})
	t.Run("Hint: use 2 lives to reveal the category", func(t *testing.T) {
		p := newGame(t, "jaws")
		c, err := p.HintCategory()
		require.NoError(t, err)
		require.Equal(t, Movies, c)
		require.Equal(t, StartLives-HintCategoryCost, p.Lives())
		_, err = p.HintCategory()
		require.ErrorIs(t, err, ErrHintUsed)
		require.Equal(t, StartLives-HintCategoryCost, p.Lives())
	})
	t.Run("Hint: use 3 lives to reveal phrase length", func(t *testing.T) {
		p := newGame(t, "the matrix")
		n, err := p.HintLength()
		require.NoError(t, err)
		require.Equal(t, 10, n)
		require.Equal(t, StartLives-HintLengthCost, p.Lives())
		_, err = p.HintLength()
		require.ErrorIs(t, err, ErrHintUsed)
	})
	t.Run("A hint never ends the game", func(t *testing.T) {
		p := newGame(t, "jaws")
		for _, c := range []byte("bcdefgh") {
			_, err := p.GuessLetter(c)
			require.NoError(t, err)
		}
		require.Equal(t, 3, p.Lives())
		_, err := p.HintLength()
		require.ErrorIs(t, err, ErrNotEnoughLives)
		_, err = p.HintCategory()
		require.NoError(t, err)
		_, err = p.HintLetter(0)
		require.ErrorIs(t, err, ErrNotEnoughLives)
		require.Equal(t, 1, p.Lives())
	})
	t.Run("A hint that reveals the last letter wins", func(t *testing.T) {
		p := newGame(t, "aa")
		c, err := p.HintLetter(99)
		require.NoError(t, err)
		require.Equal(t, byte('A'), c)
		require.Equal(t, Won, p.Status())
	})
	t.Run("Lucky guess: the phrase with no letter revealed", func(t *testing.T) {
		p := newGame(t, "jaws")
		right, err := p.GuessPhrase("JAWS")
		require.NoError(t, err)
		require.True(t, right)
		s := p.Summary()
		require.True(t, s.WonByPhrase)
		require.Zero(t, s.RevealedAtWin)
		require.Equal(t, StartLives, s.Lives)
	})
}

func TestPhraseLockErrors(t *testing.T) {
	tests := []struct {
		name     string
		phrase   string
		category Category
		wantErr  error
	}{
		{"empty phrase", "", Movies, ErrBadPhrase},
		{"only punctuation", "... !", Movies, ErrBadPhrase},
		{"non-ASCII", "café", Movies, ErrBadPhrase},
		{"control character", "a\tb", Movies, ErrBadPhrase},
		{"mask character", "*a", Movies, ErrBadPhrase},
		{"too long", strings.Repeat("a", MaxPhraseLength+1), Movies, ErrBadPhrase},
		{"unknown category", "jaws", Category("Sports"), ErrBadCategory},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewPhraseLock(tt.phrase, tt.category)
			require.ErrorIs(t, err, tt.wantErr)
		})
	}
	p, err := NewPhraseLock("jaws", Movies)
	require.NoError(t, err)
	_, err = p.GuessLetter('1')
	require.ErrorIs(t, err, ErrBadLetter)
	_, err = p.GuessPhrase("   ")
	require.ErrorIs(t, err, ErrBadPhrase)
	require.Equal(t, StartLives, p.Lives(), "refused moves cost nothing")
}

// FuzzPhraseLock plays random moves on a random phrase and checks the
// invariants: no panic, lives never rise, the display keeps the phrase's shape,
// a won game shows every letter, and a lost game has no life left.
func FuzzPhraseLock(f *testing.F) {
	f.Add("THE QUICK BROWN FOX", []byte("ETAHQ"))
	f.Add("a", []byte{0, 1, 2, 3, 255})
	f.Add("Don't panic!", []byte("zzzzzzzzzzzzz"))
	f.Fuzz(func(t *testing.T, phrase string, moves []byte) {
		p, err := NewPhraseLock(phrase, History)
		if err != nil {
			return
		}
		shape := p.Display()
		for _, m := range moves {
			before := p.Lives()
			switch m % 8 {
			case 0:
				_, _ = p.HintLetter(uint64(m))
			case 1:
				_, _ = p.HintCategory()
			case 2:
				_, _ = p.HintLength()
			case 3:
				_, _ = p.GuessPhrase(phrase[:len(phrase)*int(m)/256])
			default:
				_, _ = p.GuessLetter('A' + m%26)
			}
			require.LessOrEqual(t, p.Lives(), before)
			d := p.Display()
			require.Len(t, d, len(shape))
			for i := range d {
				if shape[i] != Mask {
					require.Equal(t, shape[i], d[i])
				}
			}
			switch p.Status() {
			case Won:
				require.NotContains(t, d, string(Mask))
				require.Equal(t, normalize(phrase), normalize(d))
			case Lost:
				require.LessOrEqual(t, p.Lives(), 0)
			default:
				require.Positive(t, p.Lives())
			}
		}
	})
}

func BenchmarkPhraseLock(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		p, err := NewPhraseLock("ACTIONS SPEAK LOUDER THAN WORDS", Proverbs)
		if err != nil {
			b.Fatal(err)
		}
		for _, c := range []byte("ETAOINSRHLDCUPKW") {
			if _, err := p.GuessLetter(c); err != nil {
				b.Fatal(err)
			}
		}
		if p.Status() != Won {
			b.Fatal("not won")
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
