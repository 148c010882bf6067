package codegen

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/words"
)

// TestCommittedListIsFresh is the drift test: data/codes.txt is what
// scripts/gen-codes writes today.
func TestCommittedListIsFresh(t *testing.T) {
	committed, err := os.ReadFile("../data/codes.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(committed, Generate()); err != nil {
		t.Fatal(err)
	}
}

func TestCheckNamesTheDrift(t *testing.T) {
	fresh := Generate()
	for name, edit := range map[string]func(string) string{
		"missing": func(s string) string { return strings.Replace(s, "3501\n", "", 1) },
		"extra":   func(s string) string { return s + "1234\n" },
		"header":  func(s string) string { return "#x\n" + s },
		"order":   func(s string) string { return strings.Replace(s, "3501\n3502\n", "3502\n3501\n", 1) },
	} {
		got := []byte(edit(string(fresh)))
		if err := Check(got, fresh); !errors.Is(err, ErrDrift) {
			t.Errorf("%s: Check = %v, want ErrDrift", name, err)
		}
	}
}

// TestFitsTheTree: the list is the answers tree of the daily circuits.
func TestFitsTheTree(t *testing.T) {
	if n := len(Codes()); n > words.MaxSecrets || n != 8149 {
		t.Fatalf("%d codes, want 8149 (and at most %d)", n, words.MaxSecrets)
	}
}

func TestPatterns(t *testing.T) {
	for code, want := range map[string]bool{
		"0000": true, "7777": true, "1234": true, "0123": true, "9876": true, "3210": true,
		"1212": true, "1122": true, "1221": true, "1984": true, "2025": true,
		"1225": true, "2512": true, "0229": true, "2902": true, "0790": true, "1299": true,
		"0124": true, "3501": false, "1357": false, "3580": false, "0230": true, "3330": false, "1300": false, "3232": true,
		"1112": true, "5551": false, "5550": false, "0001": false, "1000": true, "3000": false,
	} {
		if got := Common(code) != ""; got != want {
			t.Errorf("Common(%s) = %q, want common %v", code, Common(code), want)
		}
	}
}

// TestEveryClassRemains: each difficulty of the seed is still drawn.
func TestEveryClassRemains(t *testing.T) {
	count := map[puzloc.Difficulty]int{}
	for _, c := range Codes() {
		d, err := puzloc.CodeDifficulty(c)
		if err != nil {
			t.Fatal(err)
		}
		count[d]++
	}
	if count[puzloc.Easy] != 4191 || count[puzloc.Medium] != 3651 || count[puzloc.Hard] != 307 {
		t.Fatalf("classes %v, want easy 4191, medium 3651, hard 307", count)
	}
}
