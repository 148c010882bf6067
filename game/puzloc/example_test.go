package puzloc_test

import (
	"fmt"
	"time"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/puzloc"
)

func ExampleNumLock() {
	n, _ := puzloc.NewNumLock("1123")
	for _, g := range []string{"1111", "1124", "1123"} {
		c, _ := n.Guess(g)
		fmt.Println(g, game.Pattern(c))
	}
	d, _ := puzloc.CodeDifficulty("1123")
	score, _ := puzloc.NumLockScore(n.Attempts(), 42*time.Second, d)
	fmt.Println(n.Status(), d, score)
	// Output:
	// 1111 GG..
	// 1124 GGG.
	// 1123 GGGG
	// won medium 1090
}

func ExamplePhraseLock() {
	p, _ := puzloc.NewPhraseLock("BREAK A LEG", puzloc.Proverbs)
	_, _ = p.GuessLetter('e')
	_, _ = p.GuessLetter('z')
	fmt.Println(p.Display(), p.Lives())
	_, _ = p.GuessPhrase("break a leg")
	fmt.Println(p.Status(), p.Lives())
	// Output:
	// **E** * *E* 9
	// won 9
}
