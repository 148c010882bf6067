package rating

import (
	"fmt"
	"math"
)

const (
	// K is the Elo K-factor: the most a rating moves in one match.
	K = 32
	// BaseMMR is the rating of a new player. The seed says only "a base
	// MMR"; 1000 is our choice, the bottom of Silver.
	BaseMMR = 1000
)

// Outcome is the result of a two-player match, seen from player A.
type Outcome int8

const (
	Draw Outcome = iota // no winner: bets returned, ratings unchanged
	WinA                // player A won
	WinB                // player B won
)

// String returns "draw", "A wins" or "B wins".
func (o Outcome) String() string {
	switch o {
	case Draw:
		return "draw"
	case WinA:
		return "A wins"
	case WinB:
		return "B wins"
	default:
		return fmt.Sprintf("Outcome(%d)", int8(o))
	}
}

// Expected is the Elo expected score of a player rated a against one rated b:
// 1/(1+10^((b-a)/400)), between 0 and 1.
func Expected(a, b int) float64 {
	return 1 / (1 + math.Pow(10, float64(b-a)/400))
}

// Delta is the rating points a winner rated winner takes from a loser rated
// loser: round(K*(1-Expected(winner, loser))), between 0 and K. Beating a
// higher-rated opponent gains more than beating a lower-rated one.
func Delta(winner, loser int) int {
	return int(math.Round(K * (1 - Expected(winner, loser))))
}

// Update returns the ratings of A and B after a match. The loser loses what
// the winner gains; a draw changes nothing.
func Update(r [2]int, o Outcome) ([2]int, error) {
	switch o {
	case Draw:
		return r, nil
	case WinA:
		d := Delta(r[0], r[1])
		return [2]int{r[0] + d, r[1] - d}, nil
	case WinB:
		d := Delta(r[1], r[0])
		return [2]int{r[0] - d, r[1] + d}, nil
	default:
		return r, fmt.Errorf("%w: %d", ErrBadOutcome, int8(o))
	}
}
