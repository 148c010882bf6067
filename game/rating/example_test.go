package rating_test

import (
	"fmt"

	"github.com/wordproof/wordproof/game/rating"
)

// A Silver player beats a Gold one, and both bet 50 coins.
func ExampleUpdate() {
	mmr, _ := rating.Update([2]int{1450, 1650}, rating.WinA)
	coins, _ := rating.Settle([2]int64{500, 120}, 50, rating.WinA)
	fmt.Println(mmr, rating.RankOf(mmr[0]), rating.RankOf(mmr[1]))
	fmt.Println(coins)
	// Output:
	// [1474 1626] Silver Gold
	// [550 70]
}
