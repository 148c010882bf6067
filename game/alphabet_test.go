package game_test

import (
	"slices"
	"testing"

	"github.com/wordproof/wordproof/game"
)

// TestUnpackWordInvertsPackWord: every word of both alphabets round-trips,
// and bits beyond the asked length are not read.
func TestUnpackWordInvertsPackWord(t *testing.T) {
	for _, c := range []struct {
		a    game.Alphabet
		word string
	}{{game.Letters, "crane"}, {game.Letters, "zzzzzz"}, {game.Letters, "aaaa"}, {game.Digits, "0457"}, {game.Digits, "9999"}} {
		sym, err := c.a.Encode(c.word, len(c.word))
		if err != nil {
			t.Fatal(err)
		}
		packed := game.PackWord(sym)
		if got := game.UnpackWord(packed, len(sym)); !slices.Equal(got, sym) || c.a.Decode(got) != c.word {
			t.Fatalf("%q: unpacked %v, want %v", c.word, got, sym)
		}
		if got := game.UnpackWord(packed, 2); !slices.Equal(got, sym[:2]) {
			t.Fatalf("%q: first two symbols %v, want %v", c.word, got, sym[:2])
		}
	}
}
