package game

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// referenceFeedback is a second, independent formulation of the feedback,
// used to cross-check Feedback: for each symbol s, the secret and the guess
// share m = min(count in secret, count in guess) copies of s; the positions
// where both hold s are green, and the remaining m - greens copies go to the
// leftmost other positions of s in the guess as yellows. It allocates and is
// slow on purpose: it is written for clarity.
func referenceFeedback(secret, guess []uint8) []Color {
	out := make([]Color, len(guess))
	symbols := map[uint8]bool{}
	for _, s := range guess {
		symbols[s] = true
	}
	for s := range symbols {
		inSecret, inGuess, greens := 0, 0, 0
		for i := range secret {
			if secret[i] == s {
				inSecret++
			}
			if guess[i] == s {
				inGuess++
				if secret[i] == s {
					greens++
					out[i] = Green
				}
			}
		}
		budget := min(inSecret, inGuess) - greens
		for i := 0; i < len(guess) && budget > 0; i++ {
			if guess[i] == s && secret[i] != s {
				out[i] = Yellow
				budget--
			}
		}
	}
	return out
}

// TestFeedbackExamples covers the classic duplicate-letter cases for every
// length the games use (4, 5 and 6 letters; 4-digit codes). Each expected
// pattern was worked out by hand from the rule: greens first, then yellows
// left to right while unmatched copies remain.
func TestFeedbackExamples(t *testing.T) {
	tests := []struct {
		name     string
		alphabet Alphabet
		secret   string
		guess    string
		want     string
	}{
		{"issue example: abbey babes", Letters, "abbey", "babes", "YYGG."},
		{"solved", Letters, "crane", "crane", "GGGGG"},
		{"nothing in common", Letters, "crane", "moist", "....."},
		{"anagram", Letters, "crane", "nacre", "YYYYG"},
		{"extra copy in guess is grey", Letters, "abcde", "aaaaa", "G...."},
		{"green takes the copy before a yellow can", Letters, "those", "geese", "...GG"},
		{"yellows left to right", Letters, "apple", "paper", "YYGY."},
		{"late green limits yellows", Letters, "abbey", "kebab", ".YGYY"},
		{"one unmatched copy, two guessed", Letters, "abbey", "bobby", "Y.G.G"},
		{"repeated yellow letter turns grey", Letters, "cream", "eerie", "Y.Y.."},
		{"three copies against two", Letters, "aabbb", "bbbaa", "YYGYY"},
		{"four letters", Letters, "book", "oboe", "YYG."},
		{"six letters", Letters, "banana", "ananas", "YYYYY."},
		{"six letters solved", Letters, "planet", "planet", "GGGGGG"},
		{"digits repeated", Digits, "1123", "1111", "GG.."},
		{"digits all wrong places", Digits, "1234", "4321", "YYYY"},
		{"digits zero", Digits, "0000", "0900", "G.GG"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			colors, err := FeedbackWords(tt.alphabet, tt.secret, tt.guess, 0)
			require.NoError(t, err)
			require.Equal(t, tt.want, Pattern(colors))
			s, _ := tt.alphabet.Encode(tt.secret, 0)
			g, _ := tt.alphabet.Encode(tt.guess, 0)
			require.Equal(t, tt.want, Pattern(referenceFeedback(s, g)), "reference formulation")
		})
	}
}

func TestFeedbackWordsErrors(t *testing.T) {
	tests := []struct {
		name           string
		alphabet       Alphabet
		secret, guess  string
		length         int
		wantErrContain string
	}{
		{"guess too short", Letters, "crane", "cran", 0, `"cran" has 4 characters, want 5`},
		{"guess too long", Letters, "crane", "cranes", 0, `"cranes" has 6 characters, want 5`},
		{"length flag", Letters, "crane", "crane", 6, `"crane" has 5 characters, want 6`},
		{"capital letter", Letters, "crane", "Crane", 0, `'C' at position 1`},
		{"digit in letters", Letters, "cr4ne", "crane", 0, `'4' at position 3`},
		{"letter in digits", Digits, "1234", "12a4", 0, `'a' at position 3`},
		{"empty", Letters, "", "", 0, "length 0"},
		{"too long", Letters, strings.Repeat("a", 13), strings.Repeat("a", 13), 0, "length 13"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := FeedbackWords(tt.alphabet, tt.secret, tt.guess, tt.length)
			require.ErrorIs(t, err, ErrBadWord)
			require.ErrorContains(t, err, tt.wantErrContain)
		})
	}
}

// randomWord draws a word of n symbols below size, with few distinct symbols
// when small is set so that duplicates are common.
func randomWord(r *rand.Rand, n, size int, small bool) []uint8 {
	if small {
		size = min(size, 3)
	}
	w := make([]uint8, n)
	for i := range w {
		w[i] = uint8(r.IntN(size))
	}
	return w
}

// TestFeedbackProperties checks, over random words of lengths 4-6 in both
// alphabets: all green exactly when the guess equals the secret; greens
// exactly where the symbols agree; for every symbol the greens plus yellows
// never exceed its count in the secret nor in the guess (and equal the
// smaller of the two); and agreement with the reference formulation.
func TestFeedbackProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	out := make([]Color, MaxWordLength)
	for _, a := range []Alphabet{Letters, Digits} {
		for n := 4; n <= 6; n++ {
			for iter := range 3000 {
				small := iter%2 == 0
				secret := randomWord(r, n, a.Size, small)
				guess := randomWord(r, n, a.Size, small)
				if iter%10 == 0 {
					guess = append([]uint8(nil), secret...)
				}
				c := out[:n]
				Feedback(secret, guess, c)

				allGreen := true
				var inSecret, inGuess, marked [MaxSymbols]int
				for i := range n {
					require.Equal(t, secret[i] == guess[i], c[i] == Green, "green exactly where equal: %v %v", secret, guess)
					allGreen = allGreen && c[i] == Green
					inSecret[secret[i]]++
					inGuess[guess[i]]++
					if c[i] != Grey {
						marked[guess[i]]++
					}
				}
				require.Equal(t, string(secret) == string(guess), allGreen, "%v %v", secret, guess)
				for _, s := range guess {
					if marked[s] > inSecret[s] || marked[s] > inGuess[s] || marked[s] != min(inSecret[s], inGuess[s]) {
						require.Failf(t, "marks of a symbol", "symbol %d: %d marked, %d in secret %v, %d in guess %v",
							s, marked[s], inSecret[s], secret, inGuess[s], guess)
					}
				}
				require.Equal(t, referenceFeedback(secret, guess), c, "%s %v %v", a.Name, secret, guess)
			}
		}
	}
}

// FuzzFeedback compares Feedback with the reference formulation on words of
// 4 to 6 symbols in either alphabet, built from the fuzzer's bytes.
func FuzzFeedback(f *testing.F) {
	f.Add([]byte("abbey"), []byte("babes"), uint8(5), false)
	f.Add([]byte("aaaa"), []byte("aaaa"), uint8(4), false)
	f.Add([]byte("zzzzzz"), []byte("azazaz"), uint8(6), false)
	f.Add([]byte{0, 0, 0, 0}, []byte{255, 255, 255, 255}, uint8(4), true)
	f.Add([]byte("1123"), []byte("1111"), uint8(4), true)
	f.Add([]byte{}, []byte{1}, uint8(0), false)
	f.Fuzz(func(t *testing.T, secretBytes, guessBytes []byte, length uint8, digits bool) {
		a := Letters
		if digits {
			a = Digits
		}
		n := 4 + int(length%3)
		word := func(b []byte) []uint8 {
			w := make([]uint8, n)
			for i := range w {
				if i < len(b) {
					w[i] = b[i] % uint8(a.Size)
				}
			}
			return w
		}
		secret, guess := word(secretBytes), word(guessBytes)
		got := make([]Color, n)
		Feedback(secret, guess, got)
		require.Equal(t, referenceFeedback(secret, guess), got, "%s %q %q", a.Name, a.Decode(secret), a.Decode(guess))
	})
}

func TestPattern(t *testing.T) {
	require.Equal(t, "G.Y", Pattern([]Color{Green, Grey, Yellow}))
	require.Equal(t, "", Pattern(nil))
}

func TestCheckColors(t *testing.T) {
	require.NoError(t, CheckColors([]uint8{1, 2}, []Color{Green, Yellow}))
	require.ErrorIs(t, CheckColors([]uint8{1, 2}, []Color{Green}), ErrBadColors)
	require.ErrorIs(t, CheckColors([]uint8{1}, []Color{3}), ErrBadColors)
}

func TestAlphabetByName(t *testing.T) {
	a, err := AlphabetByName("digits")
	require.NoError(t, err)
	require.Equal(t, Digits, a)
	a, err = AlphabetByName("letters")
	require.NoError(t, err)
	require.Equal(t, Letters, a)
	_, err = AlphabetByName("greek")
	require.ErrorIs(t, err, ErrBadAlphabet)
}

// BenchmarkFeedback measures Feedback on pre-encoded 5-letter words with
// duplicates; it must not allocate.
func BenchmarkFeedback(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	const words = 1024
	secrets := make([][]uint8, words)
	guesses := make([][]uint8, words)
	for i := range secrets {
		secrets[i] = randomWord(r, 5, 26, i%4 == 0)
		guesses[i] = randomWord(r, 5, 26, i%4 == 0)
	}
	out := make([]Color, 5)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Feedback(secrets[i%words], guesses[(i*7)%words], out)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "feedbacks/s")
}

func TestFeedbackDoesNotAllocate(t *testing.T) {
	secret, guess := []uint8{0, 1, 1, 4, 24}, []uint8{1, 0, 1, 4, 18}
	out := make([]Color, 5)
	allocs := testing.AllocsPerRun(100, func() { Feedback(secret, guess, out) })
	require.Zero(t, allocs)
}
