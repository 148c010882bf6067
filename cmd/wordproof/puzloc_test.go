package main

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	puzlocclient "github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// TestPuzlocLineGuesser: a malformed guess is explained and asked again
// (no try is spent); the input's end is a usage error.
func TestPuzlocLineGuesser(t *testing.T) {
	var out bytes.Buffer
	s := &session{out: &printer{w: &out}}
	next := lineGuesser(s, bufio.NewReader(strings.NewReader("12a4\n123\n\n0457\n")))
	g, err := next(nil)
	require.NoError(t, err)
	require.Equal(t, "0457", g)
	require.Equal(t, 2, strings.Count(out.String(), "type 4 digits"), out.String())
	_, err = next(nil)
	require.ErrorContains(t, err, "no guess on the input")
}

func TestPuzlocColourNames(t *testing.T) {
	require.Equal(t, "GY..", colourNames([]game.Color{game.Green, game.Yellow, game.Grey, game.Grey}))
	require.Equal(t, "refused", colourNames(nil))
}

// TestParsePhraseInput: letters in either case, a phrase after '=', the
// three hints; anything else is refused with a reason.
func TestParsePhraseInput(t *testing.T) {
	c, err := parsePhraseInput(" e\n")
	require.NoError(t, err)
	require.Equal(t, puzlocclient.PhraseChoice{Kind: phrase.KindLetter, Letter: 'E'}, c)
	c, err = parsePhraseInput("=  break a   leg")
	require.NoError(t, err)
	require.Equal(t, puzlocclient.PhraseChoice{Kind: phrase.KindPhrase, Guess: "BREAK A LEG"}, c)
	for in, kind := range map[string]phrase.Kind{"hint 1": phrase.KindHintLetter, "HINT 2": phrase.KindHintCategory, "hint3": phrase.KindHintLength} {
		c, err = parsePhraseInput(in)
		require.NoError(t, err, in)
		require.Equal(t, kind, c.Kind, in)
	}
	for _, bad := range []string{"1", "ab", "hint 4", "=", "= a\tb#c", "?"} {
		_, err = parsePhraseInput(bad)
		require.Error(t, err, bad)
	}
}

// TestPhraseLineChooser: bad input and a hint the player cannot take are
// explained and asked again; the input's end is a usage error.
func TestPhraseLineChooser(t *testing.T) {
	var out bytes.Buffer
	s := &session{out: &printer{w: &out}}
	next := phraseLineChooser(s, bufio.NewReader(strings.NewReader("ab\nhint 3\nhint 2\n")))
	g := &puzlocclient.PhraseGame{Lives: 3, Turns: []puzlocclient.PhraseTurn{{Choice: puzlocclient.PhraseChoice{Kind: phrase.KindShape}}}}
	c, err := next(g)
	require.NoError(t, err)
	require.Equal(t, phrase.KindHintCategory, c.Kind)
	require.Contains(t, out.String(), `"ab" is no move`)
	require.Contains(t, out.String(), "that hint costs 3 lives and you have 3")
	g.Turns = append(g.Turns, puzlocclient.PhraseTurn{Choice: c})
	next = phraseLineChooser(s, bufio.NewReader(strings.NewReader("hint 2\n")))
	_, err = next(g)
	require.ErrorContains(t, err, "no move on the input")
	require.Contains(t, out.String(), "given once a day")
}
