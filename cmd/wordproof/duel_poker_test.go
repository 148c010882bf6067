package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/urfave/cli/v2"

	pokerclient "github.com/wordproof/wordproof/client/poker"
	"github.com/wordproof/wordproof/game/poker"
	"github.com/wordproof/wordproof/game/poker/wire"
)

func pokerView(t *testing.T) pokerclient.View {
	h, err := poker.ParseHand("As Kd 7h 7c 2s")
	require.NoError(t, err)
	return pokerclient.View{Seat: 1, Hand: 3, Cards: h, Chips: [2]int{100, 12}, Card: 2, Bet: 5, BettingCards: []int{1, 2, 3, 4}}
}

// TestPokerLinesRead: each decision's line parsed, the view shown first.
func TestPokerLinesRead(t *testing.T) {
	var out bytes.Buffer
	in := "crane slate moist pudgy lemon\n3 4\nraise 7\n1 4\nlower\n2 crane\nstop\nnone\n"
	l := newPokerLines(strings.NewReader(in), &printer{w: &out}, []string{"crane", "lemon", "moist", "pudgy", "slate"}, true)
	v := pokerView(t)
	w, err := l.Words()
	require.NoError(t, err)
	require.Equal(t, [poker.Words]string{"crane", "slate", "moist", "pudgy", "lemon"}, w)
	card, bet, err := l.Open(v)
	require.NoError(t, err)
	require.Equal(t, [2]int{3, 4}, [2]int{card, bet})
	by, err := l.Raise(v)
	require.NoError(t, err)
	require.Equal(t, 7, by)
	mask, err := l.Mulligan(v)
	require.NoError(t, err)
	require.Equal(t, uint8(0b01001), mask)
	c, err := l.Choose(v)
	require.NoError(t, err)
	require.Equal(t, uint8(wire.ChoiceLower), c)
	word, guess, err := l.Guess(v)
	require.NoError(t, err)
	require.Equal(t, 1, word)
	require.Equal(t, "crane", guess)
	by, err = l.Raise(v)
	require.NoError(t, err)
	require.Zero(t, by, "stop")
	mask, err = l.Mulligan(v)
	require.NoError(t, err)
	require.Zero(t, mask)
	require.Contains(t, out.String(), "your cards As Kd 7h 7c 2s  chips you 12, opponent 100  betting card 2  bet 5")
}

// TestPokerLinesBadInput: piped, a bad line ends with exit 2 and a one-line
// reason; on a terminal it is asked again.
func TestPokerLinesBadInput(t *testing.T) {
	v := pokerView(t)
	for _, tc := range []struct {
		in   string
		call func(*pokerLines) error
		want string
	}{
		{"raise 11\n", func(l *pokerLines) error { _, err := l.Raise(v); return err }, "not 1-10"},
		{"raise 8\n", func(l *pokerLines) error { _, err := l.Raise(v); return err }, "within your 12 chips"},
		{"5 3\n", func(l *pokerLines) error { _, _, err := l.Open(v); return err }, "betting card \"5\" is not left"},
		{"0 3\n", func(l *pokerLines) error { _, err := l.Mulligan(v); return err }, "position \"0\" is not 1-5"},
		{"maybe\n", func(l *pokerLines) error { _, err := l.Choose(v); return err }, "'higher' or 'lower'"},
		{"6 crane\n", func(l *pokerLines) error { _, _, err := l.Guess(v); return err }, "not an unsolved word"},
		{"crane slate\n", func(l *pokerLines) error { _, err := l.Words(); return err }, "give exactly five"},
		{"", func(l *pokerLines) error { _, err := l.Choose(v); return err }, "input ended"},
	} {
		var out bytes.Buffer
		err := tc.call(newPokerLines(strings.NewReader(tc.in), &printer{w: &out}, []string{"crane", "slate"}, true))
		var exit cli.ExitCoder
		require.True(t, errors.As(err, &exit), "%q: %v", tc.in, err)
		require.Equal(t, exitUsage, exit.ExitCode())
		require.Contains(t, err.Error(), tc.want)
		require.NotContains(t, err.Error(), "\n")
	}
	var out bytes.Buffer
	l := newPokerLines(strings.NewReader("sideways\nhigher\n"), &printer{w: &out}, nil, false)
	c, err := l.Choose(v)
	require.NoError(t, err)
	require.Equal(t, uint8(wire.ChoiceHigher), c)
	require.Contains(t, out.String(), "try again")
}
