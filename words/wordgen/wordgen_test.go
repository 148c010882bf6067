package wordgen

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/require"
)

// TestCommittedListsAreFresh regenerates the lists from /usr/share/dict, as
// scripts/gen-words does, and fails when words/data differs.
func TestCommittedListsAreFresh(t *testing.T) {
	gen, err := Generate(DefaultConfig())
	if errors.Is(err, ErrSourceMissing) {
		t.Fatalf("cannot regenerate the word lists: %v\n(the Debian packages in scripts/apt-packages must be installed: run scripts/bootstrap)", err)
	}
	require.NoError(t, err)
	if err := gen.Check(os.DirFS("../data")); err != nil {
		t.Fatalf("committed word lists in words/data are stale:\n%v", err)
	}
}

func TestFilters(t *testing.T) {
	list := map[string]bool{}
	for _, w := range strings.Fields("cat cats box boxes wish wishes city cities hiss his make makes bus buses new news glass") {
		list[w] = true
	}
	tests := []struct {
		word                  string
		plural, roman, vowels bool
	}{
		{"cats", true, false, true},
		{"boxes", true, false, true},
		{"wishes", true, false, true},
		{"cities", true, false, true},
		{"makes", true, false, true},
		{"buses", true, false, true},
		{"news", true, false, true},
		{"hiss", false, false, true}, // "his" + s, but -ss is never a simple plural
		{"glass", false, false, true},
		{"cat", false, false, true},
		{"axes", false, false, true}, // "ax" is not listed
		{"xxxv", false, true, false},
		{"clxvi", false, true, true},
		{"mix", false, true, true},  // 1009; no 4-6 letter SCOWL word is also a numeral
		{"dim", false, false, true}, // not canonical
		{"civic", false, false, true},
		{"mild", false, false, true},
		{"bldg", false, false, false},
		{"hymn", false, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			require.Equal(t, tt.plural, IsPlural(tt.word, list), "IsPlural")
			require.Equal(t, tt.roman, IsRoman(tt.word), "IsRoman")
			require.Equal(t, tt.vowels, HasVowel(tt.word), "HasVowel")
		})
	}
	require.False(t, IsRoman(""))
}

func TestSecretsAndGuesses(t *testing.T) {
	small := strings.Fields("cats cat dogs dog xxiv bldg lake lakes baby babies fox foxes tree")
	huge := strings.Fields("cats dogs xxiv bldg lake lakes zzzz tree trees hymn")
	secrets := Secrets(small, 4)
	require.Equal(t, []string{"baby", "lake", "tree"}, secrets)
	require.Equal(t, []string{"baby", "cats", "dogs", "hymn", "lake", "tree"}, Guesses(huge, secrets, 4))
	require.Equal(t, []string{"lakes", "trees"}, Guesses(huge, Secrets(small, 5), 5))
}

// fakeSources writes a dictionary directory and a dpkg status file.
func fakeSources(t *testing.T, lists map[string]string, installed ...string) Config {
	t.Helper()
	dir := t.TempDir()
	for name, body := range lists {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	var status strings.Builder
	for _, pkg := range installed {
		fmt.Fprintf(&status, "Package: %s\nStatus: install ok installed\nVersion: 1.0-%s\n\n", pkg, pkg)
	}
	status.WriteString("Package: gone\nStatus: deinstall ok config-files\nVersion: 9\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "status"), []byte(status.String()), 0o644))
	cfg := DefaultConfig()
	cfg.DictDir = dir
	cfg.DpkgStatus = filepath.Join(dir, "status")
	return cfg
}

func TestGenerate(t *testing.T) {
	lists := map[string]string{
		Small.File: "Abby\nabbey\nabbey's\nabout\nbaker\nbakers\ncrane\ncranes\nlake\nlakes\nécrus\nxxxv\nzebra\nzebras\ntrees\ntree\nlovely\npebble\n",
		Huge.File:  "aback\nabbey\nbakers\nlakes\nzebras\ntrees\nzzzz\nmcmxc\nfjord\nnth\nhymns\n",
	}
	cfg := fakeSources(t, lists, Small.Package, Huge.Package)
	out, err := Generate(cfg)
	require.NoError(t, err)
	want := map[string]string{
		"secrets-4.txt": "lake\ntree\n",
		"guesses-4.txt": "lake\ntree\n",
		"secrets-5.txt": "abbey\nabout\nbaker\ncrane\nzebra\n",
		"guesses-5.txt": "aback\nabbey\nabout\nbaker\ncrane\nfjord\nhymns\nlakes\ntrees\nzebra\n",
		"secrets-6.txt": "lovely\npebble\n",
		"guesses-6.txt": "bakers\nlovely\npebble\nzebras\n",
	}
	for name, body := range want {
		require.Equal(t, body, string(out.Files[name]), name)
	}
	src := string(out.Files[SourcesFile])
	require.Contains(t, src, "source wamerican-small 1.0-wamerican-small american-english-small ")
	require.Contains(t, src, "list guesses-5.txt american-english-huge+secrets-5.txt 10\n")

	// Written out, the files verify and show no drift.
	dir := t.TempDir()
	require.NoError(t, out.Write(dir))
	require.NoError(t, VerifySums(os.DirFS(dir)))
	require.NoError(t, out.Check(os.DirFS(dir)))

	// Generation is reproducible.
	again, err := Generate(cfg)
	require.NoError(t, err)
	require.Equal(t, out.Files, again.Files)
}

func TestGenerateErrors(t *testing.T) {
	t.Run("file missing", func(t *testing.T) {
		cfg := fakeSources(t, map[string]string{Small.File: "lake\n"}, Small.Package, Huge.Package)
		_, err := Generate(cfg)
		require.ErrorIs(t, err, ErrSourceMissing)
		require.ErrorContains(t, err, "scripts/bootstrap")
	})
	t.Run("package not installed", func(t *testing.T) {
		cfg := fakeSources(t, map[string]string{Small.File: "lake\n", Huge.File: "lake\n"}, Small.Package)
		_, err := Generate(cfg)
		require.ErrorIs(t, err, ErrSourceMissing)
		require.ErrorContains(t, err, Huge.Package)
	})
	t.Run("no dpkg database", func(t *testing.T) {
		cfg := fakeSources(t, map[string]string{Small.File: "lake\n", Huge.File: "lake\n"}, Small.Package, Huge.Package)
		cfg.DpkgStatus = filepath.Join(t.TempDir(), "none")
		_, err := Generate(cfg)
		require.ErrorIs(t, err, ErrSourceMissing)
	})
	t.Run("too many secrets", func(t *testing.T) {
		var b strings.Builder
		for i := 0; i <= MaxSecrets; i++ { // 8193 four-letter words "a???"
			fmt.Fprintf(&b, "a%c%c%c\n", 'a'+i/676%26, 'a'+i/26%26, 'a'+i%26)
		}
		cfg := fakeSources(t, map[string]string{Small.File: b.String(), Huge.File: "lake\n"}, Small.Package, Huge.Package)
		cfg.Lengths = []int{4}
		_, err := Generate(cfg)
		require.ErrorIs(t, err, ErrTooManySecrets)
	})
	t.Run("no secret source", func(t *testing.T) {
		cfg := fakeSources(t, map[string]string{}, Small.Package, Huge.Package)
		cfg.Lengths = []int{7}
		_, err := Generate(cfg)
		require.ErrorContains(t, err, "no secret source for length 7")
	})
}

func TestCheckReportsDrift(t *testing.T) {
	out := &Output{Files: map[string][]byte{
		"secrets-5.txt": []byte("abbey\ncrane\n"),
		SourcesFile:     []byte("source x 1 f 00\n"),
	}}
	out.Files[SumsFile] = Sums(out.Files)
	base := fstest.MapFS{}
	for name, body := range out.Files {
		base[name] = &fstest.MapFile{Data: body}
	}
	require.NoError(t, out.Check(base))

	tests := []struct {
		name     string
		file     string
		body     string
		fixSums  bool
		contains []string
	}{
		{"word removed", "secrets-5.txt", "abbey\n", true, []string{"secrets-5.txt differs", "only generated (1): crane"}},
		{"word added", "secrets-5.txt", "abbey\ncrane\nzebra\n", true, []string{"only committed (1): zebra"}},
		{"source changed", SourcesFile, "source x 2 f 00\n", true, []string{"SOURCE differs", "installed"}},
		{"checksums stale", "secrets-5.txt", "abbey\ncrane\nzebra\n", false, []string{"checksum mismatch: secrets-5.txt"}},
		{"checksums edited", SumsFile, strings.Repeat("0", 64) + "  secrets-5.txt\n", false, []string{"SHA256SUMS differs", "checksum mismatch"}},
		{"list missing", "secrets-5.txt", "", false, []string{"secrets-5.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			files := map[string][]byte{}
			for name, f := range base {
				fsys[name] = &fstest.MapFile{Data: f.Data}
				files[name] = f.Data
			}
			if tt.body == "" {
				delete(fsys, tt.file)
			} else {
				fsys[tt.file] = &fstest.MapFile{Data: []byte(tt.body)}
				files[tt.file] = []byte(tt.body)
			}
			if tt.fixSums {
				fsys[SumsFile] = &fstest.MapFile{Data: Sums(files)}
			}
			err := out.Check(fsys)
			require.ErrorIs(t, err, ErrDrift)
			for _, s := range tt.contains {
				require.ErrorContains(t, err, s)
			}
		})
	}
}

func TestVerifySumsErrors(t *testing.T) {
	tests := []struct {
		name string
		fsys fstest.MapFS
	}{
		{"no sums file", fstest.MapFS{}},
		{"empty", fstest.MapFS{SumsFile: {Data: []byte("")}}},
		{"malformed", fstest.MapFS{SumsFile: {Data: []byte("abc secrets-5.txt\n")}}},
		{"listed file missing", fstest.MapFS{SumsFile: {Data: []byte(strings.Repeat("a", 64) + "  x.txt\n")}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Error(t, VerifySums(tt.fsys))
		})
	}
}

// FuzzSecrets checks the list properties on arbitrary input: sorted, unique,
// of the length asked, a-z only, a subset of the input, and inside Guesses.
func FuzzSecrets(f *testing.F) {
	f.Add("cats cat boxes box cities city xxiv bldg", 4)
	f.Add("", 5)
	f.Add("a aa aaa aaaa aaaaa", 1)
	f.Fuzz(func(t *testing.T, text string, n int) {
		list := lowercaseEntries([]byte(strings.ReplaceAll(text, " ", "\n")))
		secrets := Secrets(list, n)
		require.True(t, slices.IsSorted(secrets))
		require.Equal(t, len(slices.Compact(slices.Clone(secrets))), len(secrets))
		guesses := Guesses(list, secrets, n)
		for _, w := range secrets {
			require.Len(t, w, n)
			require.True(t, isLower(w))
			require.Contains(t, list, w)
			_, found := slices.BinarySearch(guesses, w)
			require.True(t, found)
		}
	})
}
