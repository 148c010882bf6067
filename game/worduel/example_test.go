package worduel_test

import (
	"fmt"

	"github.com/wordproof/wordproof/game/worduel"
)

// A Best of 3 round where nobody solves the word: A reached four greens on
// guess 1, B only on guess 2.
func ExampleRound() {
	out, err := worduel.Round("crane",
		worduel.Attempt{Guesses: []string{"crate", "slate"}},
		worduel.Attempt{Guesses: []string{"slate", "crone"}},
	)
	if err != nil {
		panic(err)
	}
	fmt.Println(out.Winner, out.Reason)
	score, _ := worduel.MatchWinner([]worduel.Side{out.Winner, worduel.Nobody, worduel.PlayerB, worduel.PlayerA})
	fmt.Println(score.Winner, score.Wins)
	// Output:
	// A earlier guess
	// A [2 1]
}
