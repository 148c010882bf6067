package main

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
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
