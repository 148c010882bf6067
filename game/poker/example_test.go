package poker_test

import (
	"fmt"

	"github.com/wordproof/wordproof/game/poker"
)

// The wheel is the lowest straight; with Lower chosen, it wins.
func ExampleShowdown() {
	one, _ := poker.ParseHand("Ac 2d 3h 4s 5c")
	two, _ := poker.ParseHand("2c 3d 4h 5s 6c")
	v, _ := poker.Evaluate(one)
	w, _ := poker.Showdown(one, two, poker.Lower)
	fmt.Println(v.Category(), "-", w, "wins")
	// Output: straight - 1 wins
}
