package tictactoe_test

import (
	"fmt"

	"github.com/wordproof/wordproof/game/tictactoe"
)

// One owns a diagonal, Two more cells but no line: One wins the bout.
func ExampleDecide() {
	g, _ := tictactoe.Decide([tictactoe.Cells]tictactoe.Player{
		1, 2, 2,
		2, 1, 2,
		2, 0, 1,
	})
	fmt.Println(g.Winner, g.Reason, g.Lines, g.Cells)
	// Output: 1 most three-in-a-rows [1 0] [3 5]
}
