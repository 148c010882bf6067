package game_test

import (
	"fmt"

	"github.com/wordproof/wordproof/game"
)

func ExampleFeedbackWords() {
	colors, err := game.FeedbackWords(game.Letters, "abbey", "babes", 5)
	if err != nil {
		panic(err)
	}
	fmt.Println(game.Pattern(colors))
	// Output: YYGG.
}

// The seed's example: earlier guesses showed one D; a guess with two yellow
// D earns one new yellow.
func ExampleKnowledge_Score() {
	secret, _ := game.Letters.Encode("udder", 5)
	var k game.Knowledge
	for _, w := range []string{"dream", "dated"} {
		guess, _ := game.Letters.Encode(w, 5)
		colors := make([]game.Color, 5)
		game.Feedback(secret, guess, colors)
		p, _ := k.Score(guess, colors)
		fmt.Printf("%s %s %+v\n", w, game.Pattern(colors), p)
		_ = k.Learn(guess, colors)
	}
	// Output:
	// dream YYY.. {Greens:0 Yellows:3 Solved:false Total:6}
	// dated Y..GY {Greens:1 Yellows:1 Solved:false Total:7}
}

// Two players, one secret each; both solve in round 2, so both are
// eliminated together and the higher score wins.
func ExampleGame() {
	enc := func(w string) []uint8 { s, _ := game.Letters.Encode(w, 5); return s }
	g, _ := game.NewGame(2, 1, 0)
	reveal := game.SecretRevealer([][][]uint8{{enc("ghost")}, {enc("crane")}})
	targets := [][]int{{1}, {0}}
	for _, guesses := range [][2]string{{"nacre", "ghoul"}, {"crane", "ghost"}} {
		res, _ := g.PlayRound(targets, [][]uint8{enc(guesses[0]), enc(guesses[1])}, reveal)
		fmt.Println("round", res.Round, "gained", res.Gained, "eliminated", res.Eliminated, "over", res.Over)
	}
	fmt.Println("scores", g.Scores(), "winners", g.Winners())
	// Output:
	// round 1 gained [13 15] eliminated [] over false
	// round 2 gained [30 20] eliminated [0 1] over true
	// scores [43 35] winners [0]
}
