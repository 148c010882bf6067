package game

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// mustEncode encodes a word of letters, failing the test on error.
func mustEncode(t testing.TB, word string) []uint8 {
	t.Helper()
	w, err := Letters.Encode(word, 0)
	require.NoError(t, err)
	return w
}

// learnAll returns the knowledge of secret after the earlier guesses.
func learnAll(t *testing.T, secret string, earlier []string) Knowledge {
	t.Helper()
	var k Knowledge
	s := mustEncode(t, secret)
	for _, e := range earlier {
		g := mustEncode(t, e)
		c := make([]Color, len(g))
		Feedback(s, g, c)
		require.NoError(t, k.Learn(g, c))
	}
	return k
}

// TestScore scores one guess against a secret after some earlier guesses, by
// the rules of issue 3 and the seed's Scoring section. Patterns are shown in
// comments so each expected figure can be checked by hand.
func TestScore(t *testing.T) {
	tests := []struct {
		name    string
		secret  string
		earlier []string
		guess   string
		pattern string
		want    Points
	}{
		{
			name: "first guess: every green and yellow is new", secret: "crane", guess: "caret",
			pattern: "GYYY.", // c green; a, r, e elsewhere in crane
			want:    Points{Greens: 1, Yellows: 3, Total: 5 + 6},
		},
		{
			name: "nothing matches", secret: "crane", guess: "moist",
			pattern: ".....", want: Points{},
		},
		{
			// The seed: "if previous guesses indicated that the letter D appears
			// in the word at least once and the new guess has two D's marked
			// yellow, then points would be awarded for a single new yellow."
			name: "seed example: two yellow D after one known D", secret: "udder", earlier: []string{"dream"}, guess: "dated",
			pattern: "Y..GY", // dream revealed one d (yellow); dated: d, d yellow, e green at a new position
			want:    Points{Greens: 1, Yellows: 1, Total: 5 + 2},
		},
		{
			name: "green at a position already green earns nothing", secret: "crane", earlier: []string{"cloud"}, guess: "chime",
			pattern: "G...G", // c was green at position 1; e green is new
			want:    Points{Greens: 1, Total: 5},
		},
		{
			name: "known yellow turning green earns the green only", secret: "crane", earlier: []string{"ether"}, guess: "those",
			pattern: "....G", // ether revealed e and r as yellows; e now green: new position, no new copy
			want:    Points{Greens: 1, Total: 5},
		},
		{
			name: "same letter yellow again earns nothing", secret: "crane", earlier: []string{"abbot"}, guess: "salty",
			pattern: ".Y...", // one a was known
			want:    Points{},
		},
		{
			name: "only greens at new positions earn", secret: "abbey", earlier: []string{"oboes"}, guess: "ebbed",
			pattern: ".GGG.", // oboes: b and e green at positions 2 and 4; ebbed adds position 3
			want:    Points{Greens: 1, Total: 5},
		},
		{
			// greens count toward the copies a guess reveals: oboes revealed one
			// b (green); bubba reveals two (one green, one yellow).
			name: "second copy as yellow after one green copy", secret: "abbey", earlier: []string{"oboes"}, guess: "bubba",
			pattern: "Y.G.Y", // b green at position 3 (new), b yellow: 2 copies > 1 known; a yellow: new
			want:    Points{Greens: 1, Yellows: 2, Total: 5 + 4},
		},
		{
			name: "fewer copies than already known earn nothing", secret: "abbey", earlier: []string{"babes"}, guess: "bloat",
			pattern: "Y..Y.", // babes revealed two b and one a; bloat shows one b and one a
			want:    Points{},
		},
		{
			name: "the most copies of any one earlier guess, not their sum", secret: "abbey", earlier: []string{"bloke", "tribe"}, guess: "babel",
			// bloke and tribe each revealed one b as a yellow (their sum would
			// be 2); babel reveals two b (yellow + green at position 3): one new
			// yellow b, a new yellow a, and greens b, e at new positions 3, 4
			pattern: "YYGG.",
			want:    Points{Greens: 2, Yellows: 2, Total: 10 + 4},
		},
		{
			name: "yellow with its letter also extra grey", secret: "cream", guess: "eerie",
			pattern: "Y.Y..", // e yellow (one copy), second and third e grey, r yellow
			want:    Points{Yellows: 2, Total: 4},
		},
		{
			name: "solve from nothing", secret: "crane", guess: "crane",
			pattern: "GGGGG", want: Points{Greens: 5, Solved: true, Total: 25 + 10},
		},
		{
			name: "solve with known greens earns the rest and the bonus", secret: "crane", earlier: []string{"crank"}, guess: "crane",
			pattern: "GGGGG", want: Points{Greens: 1, Solved: true, Total: 5 + 10},
		},
		{
			name: "solve with every green known earns the bonus only", secret: "crane", earlier: []string{"crank", "stone"}, guess: "crane",
			pattern: "GGGGG", want: Points{Solved: true, Total: 10},
		},
		{
			name: "six letters", secret: "planet", earlier: []string{"plenty"}, guess: "palate",
			pattern: "GYY.YY", // plenty (GGYGY.) found p, l, n green, e, t; palate: only a is new
			want:    Points{Yellows: 1, Total: 2},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k := learnAll(t, tt.secret, tt.earlier)
			s, g := mustEncode(t, tt.secret), mustEncode(t, tt.guess)
			c := make([]Color, len(g))
			Feedback(s, g, c)
			require.Equal(t, tt.pattern, Pattern(c), "colours")
			before := k
			got, err := k.Score(g, c)
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
			require.Equal(t, before, k, "Score must not change the knowledge")
		})
	}
}

func TestScoreDigits(t *testing.T) {
	s, _ := Digits.Encode("1123", 4)
	var k Knowledge
	for _, tc := range []struct {
		guess string
		want  Points
	}{
		{"1111", Points{Greens: 2, Total: 10}},               // GG..
		{"2311", Points{Yellows: 2, Total: 4}},               // YYYY: 1 known twice already; 2 and 3 new
		{"1123", Points{Greens: 2, Solved: true, Total: 20}}, // positions 3, 4 new
	} {
		g, _ := Digits.Encode(tc.guess, 4)
		c := make([]Color, 4)
		Feedback(s, g, c)
		got, err := k.Score(g, c)
		require.NoError(t, err)
		require.Equal(t, tc.want, got, tc.guess)
		require.NoError(t, k.Learn(g, c))
	}
}

func TestLearn(t *testing.T) {
	k := learnAll(t, "abbey", []string{"babes", "bloke"})
	require.Equal(t, uint32(1<<2|1<<3), k.Greens, "babes: b and e green at positions 3 and 4")
	require.Equal(t, uint8(2), k.Copies[1], "babes revealed two b, bloke one: the most wins")
	require.Equal(t, uint8(1), k.Copies[0], "a")
	require.Equal(t, uint8(1), k.Copies[4], "e")
	require.Zero(t, k.Copies['s'-'a'])
	require.Zero(t, k.Copies['l'-'a'])
}

func TestScoreErrors(t *testing.T) {
	var k Knowledge
	tests := []struct {
		name    string
		guess   []uint8
		colors  []Color
		wantErr error
	}{
		{"fewer colours", []uint8{1, 2, 3}, []Color{Green, Green}, ErrBadColors},
		{"more colours", []uint8{1}, []Color{Green, Green}, ErrBadColors},
		{"colour 3", []uint8{1, 2}, []Color{Green, 3}, ErrBadColors},
		{"symbol too big", []uint8{1, 32}, []Color{Green, Grey}, ErrBadWord},
		{"too long", make([]uint8, MaxWordLength+1), make([]Color, MaxWordLength+1), ErrBadWord},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := k.Score(tt.guess, tt.colors)
			require.ErrorIs(t, err, tt.wantErr)
			require.ErrorIs(t, k.Learn(tt.guess, tt.colors), tt.wantErr)
			require.Equal(t, Knowledge{}, k)
		})
	}
}

// TestScoreProperties checks, over random games against random secrets, that
// a guess repeated right after it was learnt earns no green or yellow, that
// points never exceed what the colours show, that only an exact guess
// solves, and that the total is the sum of its parts.
func TestScoreProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for iter := range 2000 {
		n := 4 + iter%3
		secret := randomWord(r, n, 26, iter%2 == 0)
		var k Knowledge
		for range 6 {
			guess := randomWord(r, n, 26, iter%2 == 0)
			c := make([]Color, n)
			Feedback(secret, guess, c)
			p, err := k.Score(guess, c)
			require.NoError(t, err)
			greens, yellows := 0, 0
			for _, x := range c {
				switch x {
				case Green:
					greens++
				case Yellow:
					yellows++
				}
			}
			require.LessOrEqual(t, p.Greens, greens)
			require.LessOrEqual(t, p.Yellows, yellows)
			require.Equal(t, string(secret) == string(guess), p.Solved)
			want := GreenPoints*p.Greens + YellowPoints*p.Yellows
			if p.Solved {
				want += SolvePoints
			}
			require.Equal(t, want, p.Total)

			require.NoError(t, k.Learn(guess, c))
			again, err := k.Score(guess, c)
			require.NoError(t, err)
			require.Zero(t, again.Greens+again.Yellows, "repeat of %v against %v", guess, secret)
		}
	}
}

// BenchmarkScore measures Knowledge.Score on 5-letter guesses.
func BenchmarkScore(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	secret := randomWord(r, 5, 26, false)
	guess := randomWord(r, 5, 26, false)
	c := make([]Color, 5)
	Feedback(secret, guess, c)
	var k Knowledge
	b.ReportAllocs()
	for b.Loop() {
		if _, err := k.Score(guess, c); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "scores/s")
}

// FuzzKnowledge feeds arbitrary guesses and colours to Score and Learn: they
// must return an error or points, never panic, and Learn must only add.
func FuzzKnowledge(f *testing.F) {
	f.Add([]byte("abbey"), []byte{2, 2, 2, 2, 2}, []byte("babes"), []byte{1, 1, 2, 2, 0})
	f.Add([]byte{31, 0}, []byte{1, 3}, []byte{32}, []byte{0})
	f.Add(make([]byte, 13), make([]byte, 13), []byte{}, []byte{})
	f.Fuzz(func(t *testing.T, g1, c1, g2, c2 []byte) {
		var k Knowledge
		for _, in := range [][2][]byte{{g1, c1}, {g2, c2}} {
			guess := []uint8(in[0])
			colors := make([]Color, len(in[1]))
			for i, b := range in[1] {
				colors[i] = Color(b)
			}
			p, err := k.Score(guess, colors)
			if err != nil {
				require.Equal(t, Points{}, p)
				continue
			}
			require.GreaterOrEqual(t, p.Total, 0)
			before := k
			require.NoError(t, k.Learn(guess, colors))
			require.Equal(t, before.Greens, before.Greens&k.Greens, "greens only grow")
			for s := range MaxSymbols {
				require.GreaterOrEqual(t, k.Copies[s], before.Copies[s])
			}
		}
	})
}
