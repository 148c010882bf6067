package words_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/words"
	"github.com/wordproof/wordproof/words/wordgen"
)

func TestEmbeddedChecksums(t *testing.T) {
	require.NoError(t, wordgen.VerifySums(words.Data()))
}

func TestEmbeddedMatchesDisk(t *testing.T) {
	// The embedded files are words/data as committed: go:embed of this tree.
	for _, kind := range []words.Kind{words.Secrets, words.Guesses} {
		for n := words.MinLength; n <= words.MaxLength; n++ {
			disk, err := os.ReadFile(filepath.Join("data", words.FileName(kind, n)))
			require.NoError(t, err)
			d, err := words.Load(kind, n)
			require.NoError(t, err)
			require.Equal(t, strings.Fields(string(disk)), d.Words())
		}
	}
	require.Equal(t, wordgen.MaxSecrets, words.MaxSecrets)
}

func TestEmbeddedLists(t *testing.T) {
	for n := words.MinLength; n <= words.MaxLength; n++ {
		secrets, err := words.Load(words.Secrets, n)
		require.NoError(t, err)
		guesses, err := words.Load(words.Guesses, n)
		require.NoError(t, err)
		require.Equal(t, n, secrets.Length())
		require.LessOrEqual(t, secrets.Len(), words.MaxSecrets, "secrets-%d", n)
		require.Greater(t, secrets.Len(), 1000, "secrets-%d", n)
		require.Greater(t, guesses.Len(), 2*secrets.Len(), "guesses-%d", n)
		for _, d := range []*words.Dictionary{secrets, guesses} {
			ws := d.Words()
			require.True(t, slices.IsSorted(ws))
			for i, w := range ws {
				_, err := game.Letters.Encode(w, n)
				require.NoError(t, err, "word %d %q", i, w)
				if i > 0 {
					require.NotEqual(t, ws[i-1], w)
				}
			}
		}
		for _, w := range secrets.Words() {
			require.True(t, guesses.Contains(w), "secret %q is not a guess", w)
		}
		// No simple plural of a shorter secret: "lake" is a secret, so "lakes" is not.
		if n > words.MinLength {
			shorter, err := words.Load(words.Secrets, n-1)
			require.NoError(t, err)
			for _, w := range secrets.Words() {
				stem, ok := strings.CutSuffix(w, "s")
				require.False(t, ok && !strings.HasSuffix(stem, "s") && shorter.Contains(stem), "secret %q is the plural of secret %q", w, stem)
			}
		}
	}
	g5, err := words.Load(words.Guesses, 5)
	require.NoError(t, err)
	require.Greater(t, g5.Len(), 10000)
	s5, err := words.Load(words.Secrets, 5)
	require.NoError(t, err)
	for _, w := range []string{"crane", "abbey", "house", "water"} {
		require.True(t, s5.Contains(w), w)
	}
	for _, w := range []string{"cranes", "xxxv", "Texas", "roses"} {
		require.False(t, s5.Contains(w), w)
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name    string
		kind    words.Kind
		length  int
		wantErr error
	}{
		{"bad kind", "answers", 5, words.ErrBadKind},
		{"empty kind", "", 5, words.ErrBadKind},
		{"too short", words.Secrets, 3, words.ErrBadLength},
		{"too long", words.Guesses, 7, words.ErrBadLength},
		{"ok", words.Guesses, 4, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := words.Load(tt.kind, tt.length)
			if tt.wantErr == nil {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, tt.wantErr)
			}
		})
	}
	k, err := words.ParseKind("secrets")
	require.NoError(t, err)
	require.Equal(t, words.Secrets, k)
	_, err = words.ParseKind("Secrets")
	require.ErrorIs(t, err, words.ErrBadKind)
}

func TestParse(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		length   int
		want     []string
		wantErr  error
		contains string
	}{
		{"sorted with comments", "# mine\nzebra\n\n  crane \r\nabbey\n", 5, []string{"abbey", "crane", "zebra"}, nil, ""},
		{"wrong length", "crane\nabbeys\n", 5, nil, words.ErrBadLength, "list.txt: line 2"},
		{"uppercase", "crane\nAbbey\n", 5, nil, words.ErrBadWord, "list.txt: line 2"},
		{"digit", "cr4ne\n", 5, nil, words.ErrBadWord, "line 1"},
		{"non-ascii", "café\n", 4, nil, words.ErrBadLength, "line 1"},
		{"non-ascii same bytes", "cafés\n", 6, nil, words.ErrBadWord, "line 1"},
		{"possessive", "cat's\n", 5, nil, words.ErrBadWord, "line 1"},
		{"duplicate", "crane\nabbey\ncrane\n", 5, nil, words.ErrDuplicate, "line 3, first at 1"},
		{"empty", "# nothing\n\n", 5, nil, words.ErrEmpty, "list.txt"},
		{"bad length param", "crane\n", 0, nil, words.ErrBadLength, ""},
		{"length above packing", "crane\n", 13, nil, words.ErrBadLength, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := words.Parse(strings.NewReader(tt.text), "list.txt", tt.length)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				require.ErrorContains(t, err, tt.contains)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, d.Words())
		})
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.txt")
	require.NoError(t, os.WriteFile(path, []byte("lake\ntree\n"), 0o644))
	d, err := words.LoadFile(path, 4)
	require.NoError(t, err)
	require.Equal(t, 2, d.Len())
	_, err = words.LoadFile(path, 5)
	require.ErrorIs(t, err, words.ErrBadLength)
	require.ErrorContains(t, err, path+": line 1")
	_, err = words.LoadFile(filepath.Join(dir, "none.txt"), 4)
	require.ErrorIs(t, err, os.ErrNotExist)
}

func TestDictionary(t *testing.T) {
	d, err := words.New([]string{"tree", "lake", "abba"}, 4)
	require.NoError(t, err)
	require.Equal(t, []string{"abba", "lake", "tree"}, d.Words())
	ws := d.Words()
	ws[0] = "zzzz"
	require.Equal(t, "abba", d.Word(0), "Words returns a copy")

	tests := []struct {
		word    string
		index   int
		wantErr error
	}{
		{"abba", 0, nil},
		{"tree", 2, nil},
		{"pond", 0, words.ErrNotInDictionary},
		{"trees", 0, words.ErrBadLength},
		{"Tree", 0, words.ErrBadWord},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			i, err := d.Index(tt.word)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				require.False(t, d.Contains(tt.word))
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.index, i)
			require.True(t, d.Contains(tt.word))
		})
	}

	packed := d.Packed()
	for i, w := range d.Words() {
		sym, err := game.Letters.Encode(w, 4)
		require.NoError(t, err)
		require.Equal(t, game.PackWord(sym), packed[i])
		p, err := words.Pack(w, 4)
		require.NoError(t, err)
		require.Equal(t, packed[i], p)
	}
	_, err = words.Pack("tr3e", 4)
	require.ErrorIs(t, err, words.ErrBadWord)
	_, err = words.Pack("tree", 5)
	require.ErrorIs(t, err, words.ErrBadLength)

	// Random is uniform enough to reach every word, and deterministic per seed.
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]int{}
	for i := 0; i < 300; i++ {
		w := d.Random(rng)
		require.True(t, d.Contains(w))
		seen[w]++
	}
	require.Len(t, seen, 3)
	for w, c := range seen {
		require.Greater(t, c, 50, w)
	}
	a, b := rand.New(rand.NewPCG(7, 7)), rand.New(rand.NewPCG(7, 7))
	require.Equal(t, d.Random(a), d.Random(b))

	_, err = words.New(nil, 4)
	require.ErrorIs(t, err, words.ErrEmpty)
	_, err = words.New([]string{"lake", "lake"}, 4)
	require.ErrorIs(t, err, words.ErrDuplicate)
}

// FuzzParse: Parse never panics, and what it accepts is a valid dictionary
// that survives a round trip through its own output.
func FuzzParse(f *testing.F) {
	f.Add("crane\nabbey\n", 5)
	f.Add("", 0)
	f.Add("#\n\n\xff\xfe", 2)
	f.Add("a\na\n", 1)
	f.Add("zzzzzzzzzzzz\n", 12)
	f.Fuzz(func(t *testing.T, text string, n int) {
		d, err := words.Parse(strings.NewReader(text), "fuzz", n)
		if err != nil {
			return
		}
		ws := d.Words()
		require.True(t, slices.IsSorted(ws))
		for i, w := range ws {
			_, err := game.Letters.Encode(w, n)
			require.NoError(t, err)
			j, err := d.Index(w)
			require.NoError(t, err)
			require.Equal(t, i, j)
		}
		again, err := words.Parse(strings.NewReader(strings.Join(ws, "\n")), "again", n)
		require.NoError(t, err)
		require.Equal(t, ws, again.Words())
	})
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		d, err := words.Load(words.Guesses, 5)
		if err != nil {
			b.Fatal(err)
		}
		if d.Len() < 10000 {
			b.Fatal("short list")
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/load")
}
