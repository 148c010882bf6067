// Command genphrases regenerates PhraseLock's phrase list
// (game/puzloc/data/phrases.tsv) from WordNet with package
// wordproof/game/puzloc/phrasegen. Run it as scripts/gen-phrases from
// anywhere in the repository.
//
//	scripts/gen-phrases           write the list
//	scripts/gen-phrases -check    exit 1 when the committed list differs from a fresh generation
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/wordproof/wordproof/game/puzloc/phrasegen"
)

func main() {
	out := flag.String("out", "game/puzloc/data/phrases.tsv", "the list file")
	dir := flag.String("wordnet", phrasegen.DefaultDir, "directory of WordNet's data files")
	check := flag.Bool("check", false, "compare with -out instead of writing it")
	flag.Parse()
	if flag.NArg() != 0 {
		fmt.Fprintf(os.Stderr, "gen-phrases: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	fresh, err := phrasegen.Generate(*dir)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gen-phrases: %v\n", err)
		os.Exit(1)
	}
	if *check {
		committed, err := os.ReadFile(*out)
		if err == nil {
			err = phrasegen.Check(committed, fresh)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "gen-phrases: %v\n", err)
			os.Exit(1)
		}
		fmt.Printf("gen-phrases: %s is up to date\n", *out)
		return
	}
	if err := os.WriteFile(*out, fresh, 0o644); err != nil {
		fmt.Fprintf(os.Stderr, "gen-phrases: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("gen-phrases: wrote %s\n", *out)
}
