// Command gencodes regenerates NumLock's daily code list
// (game/puzloc/data/codes.txt) with package wordproof/game/puzloc/codegen.
// Run it as scripts/gen-codes from anywhere in the repository.
//
//	scripts/gen-codes           write the list
//	scripts/gen-codes -check    exit 1 when the committed list differs from a fresh generation
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/wordproof/wordproof/game/puzloc/codegen"
)

func main() {
	out := flag.String("out", "game/puzloc/data/codes.txt", "the list file")
	check := flag.Bool("check", false, "compare with -out instead of writing it")
	flag.Parse()
	if flag.NArg() != 0 {
		fmt.Fprintf(os.Stderr, "gen-codes: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	fresh := codegen.Generate()
	if *check {
		committed, err := os.ReadFile(*out)
		if err == nil {
			err = codegen.Check(committed, fresh)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "gen-codes: %v\n", err)
			os.Exit(1)
		}
		fmt.Printf("gen-codes: %s is up to date\n", *out)
		return
	}
	if err := os.WriteFile(*out, fresh, 0o644); err != nil {
		fmt.Fprintf(os.Stderr, "gen-codes: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("gen-codes: wrote %s\n", *out)
}
