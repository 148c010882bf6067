package tictactoe

import (
	"fmt"
	"time"

	"github.com/wordproof/wordproof/game"
)

const (
	// Cells is the number of cells of the grid.
	Cells = 9
	// MaxGuesses is the number of guesses a cell takes before it closes.
	MaxGuesses = 6
	// BoutsToWin is the number of bout wins that takes the match.
	BoutsToWin = 2
	// TurnTime is the time allowed per turn before the time bank is drawn on.
	TurnTime = 2 * time.Minute
	// TimeBank is each player's extra time for the whole match; it does not
	// reset across bouts.
	TimeBank = 10 * time.Minute
)

// Player is one of the two players, or Nobody.
type Player = game.Side

// The players.
const (
	Nobody = game.Nobody
	One    = game.One
	Two    = game.Two
)

// CellLength returns the word length of a cell: 4 in the corners, 5 on the
// edges, 6 in the centre; 0 for an index outside 0-8.
func CellLength(cell int) int {
	switch cell {
	case 0, 2, 6, 8:
		return 4
	case 1, 3, 5, 7:
		return 5
	case 4:
		return 6
	default:
		return 0
	}
}

// Lines returns the eight three-in-a-rows of the grid: three rows, three
// columns, two diagonals.
func Lines() [8][3]int {
	return [8][3]int{
		{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
		{0, 3, 6}, {1, 4, 7}, {2, 5, 8},
		{0, 4, 8}, {2, 4, 6},
	}
}

// Guess is one accepted guess in a cell, in the order guesses were made.
type Guess struct {
	Player Player
	Word   string
	Colors []game.Color
}

func (g Guess) count(c game.Color) int {
	n := 0
	for _, x := range g.Colors {
		if x == c {
			n++
		}
	}
	return n
}

// Step says which of the seed's four steps decided a cell.
type Step uint8

const (
	StepSolved     Step = 1 // 1: a player found the answer
	StepMostGreen  Step = 2 // 2: first guess with the most greens
	StepMostYellow Step = 3 // 3: no green at all; first guess with the most yellows
	StepNone       Step = 4 // 4: no green and no yellow; nobody wins the cell
)

// String returns a short lowercase name of the step.
func (s Step) String() string {
	switch s {
	case StepSolved:
		return "solved"
	case StepMostGreen:
		return "most greens"
	case StepMostYellow:
		return "most yellows"
	case StepNone:
		return "none"
	default:
		return fmt.Sprintf("Step(%d)", uint8(s))
	}
}

// CellWinner decides a finished cell from its guesses in the order they were
// made, in the seed's four steps:
//
//  1. a player who guessed the answer wins the cell;
//  2. otherwise the player who made the guess with the most green tiles first
//     (the earliest of the guesses sharing the highest green count) wins;
//  3. if no guess had a green, the same with yellow tiles;
//  4. if no guess had a yellow either, nobody wins the cell.
//
// Every guess must have the same number of colours.
func CellWinner(guesses []Guess) (Player, Step, error) {
	for i, g := range guesses {
		if err := g.Player.Check(); err != nil {
			return Nobody, 0, fmt.Errorf("%w: guess %d: %w", ErrBadGuessRecord, i+1, err)
		}
		if len(g.Colors) == 0 || len(g.Colors) != len(guesses[0].Colors) {
			return Nobody, 0, fmt.Errorf("%w: guess %d has %d colours", ErrBadGuessRecord, i+1, len(g.Colors))
		}
		for _, c := range g.Colors {
			if c > game.Green {
				return Nobody, 0, fmt.Errorf("%w: guess %d has colour %d", ErrBadGuessRecord, i+1, c)
			}
		}
	}
	for _, g := range guesses {
		if g.count(game.Green) == len(g.Colors) {
			return g.Player, StepSolved, nil
		}
	}
	for _, step := range []struct {
		color game.Color
		step  Step
	}{{game.Green, StepMostGreen}, {game.Yellow, StepMostYellow}} {
		best, who := 0, Nobody
		for _, g := range guesses {
			if n := g.count(step.color); n > best {
				best, who = n, g.Player
			}
		}
		if who != Nobody {
			return who, step.step, nil
		}
	}
	return Nobody, StepNone, nil
}

// Reason says which rule decided a bout.
type Reason uint8

const (
	ReasonLines Reason = iota // most three-in-a-rows
	ReasonCells               // lines tied (or none): most cells
	ReasonTie                 // cells tied too: nobody wins the bout
)

// String returns a short lowercase name of the reason.
func (r Reason) String() string {
	switch r {
	case ReasonLines:
		return "most three-in-a-rows"
	case ReasonCells:
		return "most cells"
	case ReasonTie:
		return "tie"
	default:
		return fmt.Sprintf("Reason(%d)", uint8(r))
	}
}

// Grid is the outcome of a scored bout.
type Grid struct {
	Owners [Cells]Player // who won each cell
	Lines  [2]int        // three-in-a-rows owned by One and Two
	Cells  [2]int        // cells owned by One and Two
	Winner Player        // the bout winner, or Nobody
	Reason Reason
}

// Decide scores a grid of cell owners: the player who owns the most
// three-in-a-rows wins the bout; if that is a tie or nobody has one, the
// player with the most cells wins; if that is also a tie, nobody wins.
func Decide(owners [Cells]Player) (Grid, error) {
	g := Grid{Owners: owners}
	for i, o := range owners {
		switch o {
		case Nobody:
		case One, Two:
			g.Cells[o-1]++
		default:
			return Grid{}, fmt.Errorf("%w: cell %d owned by %v", ErrBadPlayer, i, o)
		}
	}
	for _, l := range Lines() {
		if o := owners[l[0]]; o != Nobody && owners[l[1]] == o && owners[l[2]] == o {
			g.Lines[o-1]++
		}
	}
	switch {
	case g.Lines[0] != g.Lines[1]:
		g.Reason, g.Winner = ReasonLines, leader(g.Lines)
	case g.Cells[0] != g.Cells[1]:
		g.Reason, g.Winner = ReasonCells, leader(g.Cells)
	default:
		g.Reason, g.Winner = ReasonTie, Nobody
	}
	return g, nil
}

func leader(n [2]int) Player {
	if n[0] > n[1] {
		return One
	}
	return Two
}

// FirstPlayer returns who starts bout number bout (0 for the first bout):
// starter, chosen by the host, begins the first bout, and each later bout
// alternates.
func FirstPlayer(bout int, starter Player) Player {
	if bout%2 == 0 {
		return starter
	}
	return starter.Other()
}

// Score is the state of a match.
type Score struct {
	Wins   [2]int // bouts won by One and Two
	Bouts  int    // bouts played, tied bouts included
	Winner Player // the match winner once decided, else Nobody
}

// MatchWinner replays the winners of the bouts played so far (Nobody for a
// tied bout). The first player to BoutsToWin bouts wins; a bout after that is
// an error.
func MatchWinner(bouts []Player) (Score, error) {
	var s Score
	for i, w := range bouts {
		if s.Winner != Nobody {
			return Score{}, fmt.Errorf("%w: bout %d after %v won", ErrMatchOver, i+1, s.Winner)
		}
		switch w {
		case Nobody:
		case One, Two:
			s.Wins[w-1]++
			if s.Wins[w-1] == BoutsToWin {
				s.Winner = w
			}
		default:
			return Score{}, fmt.Errorf("%w: bout %d won by %v", ErrBadPlayer, i+1, w)
		}
		s.Bouts++
	}
	return s, nil
}

// ChargeTurn charges a turn that took used against a player's time bank: time
// beyond TurnTime comes out of the bank. out reports that the bank ran dry, in
// which case the player has run out of time and loses the match.
func ChargeTurn(bank, used time.Duration) (left time.Duration, out bool) {
	return ChargeTurnWith(TurnTime, bank, used)
}

// ChargeTurnWith is ChargeTurn with another free time per turn than the
// seed's TurnTime: a deployment's (tests run short clocks).
func ChargeTurnWith(turnTime, bank, used time.Duration) (left time.Duration, out bool) {
	over := max(0, used-turnTime)
	if over > bank {
		return 0, true
	}
	return bank - over, false
}
