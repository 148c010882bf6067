package tictactoe

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// rec builds a guess record from a pattern over G, Y and '.'.
func rec(p Player, pattern string) Guess {
	c := make([]game.Color, len(pattern))
	for i := range pattern {
		switch pattern[i] {
		case 'G':
			c[i] = game.Green
		case 'Y':
			c[i] = game.Yellow
		}
	}
	return Guess{Player: p, Colors: c}
}

// TestCellWinnerSteps covers the seed's four steps for winning a cell
// ("Each cell is then won by a player as follows").
func TestCellWinnerSteps(t *testing.T) {
	tests := []struct {
		name     string
		guesses  []Guess
		want     Player
		wantStep Step
	}{
		{
			name:    "1. First, if a player successfully guessed the answer, they win that cell",
			guesses: []Guess{rec(One, "GGGG."), rec(Two, "GGG.."), rec(Two, "GGGGG")},
			want:    Two, wantStep: StepSolved,
		},
		{
			name:    "2. If nobody was able to successfully guess the answer, the player who made the guess with the most green tiles first wins that cell",
			guesses: []Guess{rec(One, "Y...."), rec(Two, ".GG.."), rec(One, "..GGY"), rec(Two, "GY.Y.")},
			want:    Two, wantStep: StepMostGreen,
		},
		{
			name:    "2. (most green tiles: a later guess with more greens beats an earlier one)",
			guesses: []Guess{rec(One, "GG..."), rec(Two, "GGG.."), rec(One, "YYYYG")},
			want:    Two, wantStep: StepMostGreen,
		},
		{
			name:    "2. (greens count before yellows)",
			guesses: []Guess{rec(One, "YYYYG"), rec(Two, "YYYY.")},
			want:    One, wantStep: StepMostGreen,
		},
		{
			name:    "3. If neither player got any green tiles, the player who made the guess with the most yellow tiles first wins that cell",
			guesses: []Guess{rec(Two, "...Y"), rec(One, "YY.."), rec(Two, ".YY."), rec(One, "Y...")},
			want:    One, wantStep: StepMostYellow,
		},
		{
			name:    "4. If neither player got any yellow tiles, the cell is won by neither player",
			guesses: []Guess{rec(One, "......"), rec(Two, "......"), rec(One, "......")},
			want:    Nobody, wantStep: StepNone,
		},
		{
			name: "4. (a cell nobody guessed)", guesses: nil,
			want: Nobody, wantStep: StepNone,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, step, err := CellWinner(tt.guesses)
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
			require.Equal(t, tt.wantStep, step)
		})
	}
}

func TestCellWinnerErrors(t *testing.T) {
	for name, g := range map[string][]Guess{
		"bad player":      {{Player: Nobody, Colors: []game.Color{0}}},
		"no colours":      {{Player: One}},
		"mixed lengths":   {rec(One, "...."), rec(Two, ".....")},
		"colour too high": {{Player: One, Colors: []game.Color{3}}},
	} {
		_, _, err := CellWinner(g)
		require.ErrorIs(t, err, ErrBadGuessRecord, name)
	}
}

// grid builds owners from a 9-character string over '1', '2' and '.'.
func grid(s string) [Cells]Player {
	var o [Cells]Player
	for i := range o {
		switch s[i] {
		case '1':
			o[i] = One
		case '2':
			o[i] = Two
		}
	}
	return o
}

// TestDecide covers the seed's bout rules ("After assessing who won each
// tile, the grid is evaluated").
func TestDecide(t *testing.T) {
	tests := []struct {
		name       string
		owners     string // rows top to bottom
		wantLines  [2]int
		wantCells  [2]int
		want       Player
		wantReason Reason
	}{
		{
			name:      "The player who owns the most 3-in-a-rows wins the bout",
			owners:    "122" + "212" + "2.1",
			wantLines: [2]int{1, 0}, wantCells: [2]int{3, 5}, want: One, wantReason: ReasonLines,
		},
		{
			name:      "If this number is a tie, the player who won the most cells wins the bout",
			owners:    "111" + "1.." + "222",
			wantLines: [2]int{1, 1}, wantCells: [2]int{4, 3}, want: One, wantReason: ReasonCells,
		},
		{
			name:      "If neither player successfully made a 3-in-a-row, the player who won the most cells wins the bout",
			owners:    "112" + "2.1" + "...",
			wantLines: [2]int{0, 0}, wantCells: [2]int{3, 2}, want: One, wantReason: ReasonCells,
		},
		{
			name:      "If this number is also a tie, neither player wins the bout",
			owners:    "11." + "..." + ".22",
			wantLines: [2]int{0, 0}, wantCells: [2]int{2, 2}, want: Nobody, wantReason: ReasonTie,
		},
		{
			name:      "no cell won by anyone",
			owners:    "........." + "",
			wantLines: [2]int{0, 0}, wantCells: [2]int{0, 0}, want: Nobody, wantReason: ReasonTie,
		},
		{
			name:      "three-in-a-rows: column",
			owners:    ".2." + ".2." + ".21",
			wantLines: [2]int{0, 1}, wantCells: [2]int{1, 3}, want: Two, wantReason: ReasonLines,
		},
		{
			name:      "three-in-a-rows: anti-diagonal",
			owners:    "..2" + "12." + "211",
			wantLines: [2]int{0, 1}, wantCells: [2]int{3, 3}, want: Two, wantReason: ReasonLines,
		},
		{
			name:      "three-in-a-rows: a full grid has all eight",
			owners:    "111111111",
			wantLines: [2]int{8, 0}, wantCells: [2]int{9, 0}, want: One, wantReason: ReasonLines,
		},
		{
			name:      "three-in-a-rows: lines may share cells",
			owners:    "222" + "2.1" + "2.1",
			wantLines: [2]int{0, 2}, wantCells: [2]int{2, 5}, want: Two, wantReason: ReasonLines,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Decide(grid(tt.owners))
			require.NoError(t, err)
			require.Equal(t, tt.wantLines, g.Lines, "lines")
			require.Equal(t, tt.wantCells, g.Cells, "cells")
			require.Equal(t, tt.want, g.Winner)
			require.Equal(t, tt.wantReason, g.Reason)
		})
	}
	_, err := Decide([Cells]Player{Player(3)})
	require.ErrorIs(t, err, ErrBadPlayer)
}

// FuzzDecide checks that swapping the players swaps the bout winner and that
// the line count matches a brute-force count over all triples of cells that
// form a straight line.
func FuzzDecide(f *testing.F) {
	f.Add(uint16(0), uint16(0))
	f.Add(uint16(0x1ff), uint16(0))
	f.Add(uint16(0x0aa), uint16(0x155))
	f.Fuzz(func(t *testing.T, ones, twos uint16) {
		var o, swapped [Cells]Player
		for i := range o {
			switch {
			case ones>>i&1 == 1:
				o[i], swapped[i] = One, Two
			case twos>>i&1 == 1:
				o[i], swapped[i] = Two, One
			}
		}
		g, err := Decide(o)
		require.NoError(t, err)
		s, err := Decide(swapped)
		require.NoError(t, err)
		require.Equal(t, g.Winner.Other(), s.Winner)
		require.Equal(t, [2]int{g.Lines[1], g.Lines[0]}, s.Lines)
		// Brute force: cells (r,c); three distinct cells a<b<c are a line
		// when b is the midpoint of a and c.
		var lines [2]int
		for a := range Cells {
			for b := a + 1; b < Cells; b++ {
				for c := b + 1; c < Cells; c++ {
					ra, ca, rb, cb, rc, cc := a/3, a%3, b/3, b%3, c/3, c%3
					if ra+rc != 2*rb || ca+cc != 2*cb {
						continue
					}
					if p := o[a]; p != Nobody && o[b] == p && o[c] == p {
						lines[p-1]++
					}
				}
			}
		}
		require.Equal(t, lines, g.Lines)
	})
}

// TestMatch covers the seed's "RESULTS" and "TIMING" sections and the rule
// that bouts alternate who goes first.
func TestMatch(t *testing.T) {
	tests := []struct {
		name    string
		bouts   []Player
		want    Score
		wantErr error
	}{
		{name: "You win Wordle-Tac-Toe by winning 2 bouts before your opponent", bouts: []Player{One, Nobody, Two, One}, want: Score{Wins: [2]int{2, 1}, Bouts: 4, Winner: One}},
		{name: "opponent wins 2 bouts first", bouts: []Player{Two, Two}, want: Score{Wins: [2]int{0, 2}, Bouts: 2, Winner: Two}},
		{name: "tied bouts do not count", bouts: []Player{Nobody, Nobody, One}, want: Score{Wins: [2]int{1, 0}, Bouts: 3}},
		{name: "no bout after the match is decided", bouts: []Player{One, One, Two}, wantErr: ErrMatchOver},
		{name: "bad bout winner", bouts: []Player{Player(-1)}, wantErr: ErrBadPlayer},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MatchWinner(tt.bouts)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
	t.Run("each subsequent bout will alternate who goes first", func(t *testing.T) {
		require.Equal(t, []Player{Two, One, Two, One}, []Player{FirstPlayer(0, Two), FirstPlayer(1, Two), FirstPlayer(2, Two), FirstPlayer(3, Two)})
	})
}

func TestChargeTurn(t *testing.T) {
	tests := []struct {
		name     string
		turns    []time.Duration
		wantLeft time.Duration
		wantOut  bool
	}{
		{name: "Each player will have 2 minutes per turn", turns: []time.Duration{TurnTime, time.Second}, wantLeft: TimeBank},
		{name: "with an additional 10 minute time bank", turns: []time.Duration{TurnTime + 3*time.Minute}, wantLeft: 7 * time.Minute},
		{
			name:     "The time bank does not reset across bouts",
			turns:    []time.Duration{TurnTime + 4*time.Minute /* bout 1 */, TurnTime + 5*time.Minute /* bout 2 */},
			wantLeft: time.Minute,
		},
		{name: "using the whole bank exactly is allowed", turns: []time.Duration{TurnTime + TimeBank}, wantLeft: 0},
		{name: "if your opponent runs out of time", turns: []time.Duration{TurnTime + TimeBank + time.Millisecond}, wantOut: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bank, out := TimeBank, false
			for _, used := range tt.turns {
				require.False(t, out, "a turn after running out")
				bank, out = ChargeTurn(bank, used)
			}
			require.Equal(t, tt.wantOut, out)
			require.Equal(t, tt.wantLeft, bank)
		})
	}
}

// TestChargeTurnWith: a deployment's shorter free time is charged as the
// seed's: only the overrun comes out of the bank, and past the bank the
// player is out.
func TestChargeTurnWith(t *testing.T) {
	left, out := ChargeTurnWith(20*time.Second, 20*time.Second, 15*time.Second)
	require.False(t, out)
	require.Equal(t, 20*time.Second, left, "within the free time")
	left, out = ChargeTurnWith(20*time.Second, 20*time.Second, 32*time.Second)
	require.False(t, out)
	require.Equal(t, 8*time.Second, left)
	left, out = ChargeTurnWith(20*time.Second, 20*time.Second, 40*time.Second)
	require.False(t, out, "exactly at the deadline is in time")
	require.Zero(t, left)
	_, out = ChargeTurnWith(20*time.Second, 20*time.Second, 41*time.Second)
	require.True(t, out)
}

func TestCellLength(t *testing.T) {
	// "The corners will have 4-word Wordles, the edges will have 5-word
	// Wordles, and the center will have a 6-word Wordle": word lengths.
	got := make([]int, Cells)
	for i := range got {
		got[i] = CellLength(i)
	}
	require.Equal(t, []int{4, 5, 4, 5, 6, 5, 4, 5, 4}, got)
	require.Zero(t, CellLength(9))
	require.Zero(t, CellLength(-1))
}

func BenchmarkCellWinner(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	cells := make([][]Guess, 64)
	for i := range cells {
		for j := range MaxGuesses {
			c := make([]game.Color, 5)
			for k := range c {
				c[k] = game.Color(r.IntN(2)) // no solve, so all steps run
			}
			cells[i] = append(cells[i], Guess{Player: Player(1 + j%2), Colors: c})
		}
	}
	i := 0
	for b.Loop() {
		if _, _, err := CellWinner(cells[i%len(cells)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "cells/s")
}
