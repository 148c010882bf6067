// Command genwords regenerates Wordproof's embedded word lists (words/data)
// from Debian's SCOWL word lists with package wordproof/words/wordgen. Run it
// as scripts/gen-words from anywhere in the repository.
//
//	scripts/gen-words           write words/data
//	scripts/gen-words -check    exit 1 when words/data differs from a fresh generation
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/wordproof/wordproof/words/wordgen"
)

func main() {
	cfg := wordgen.DefaultConfig()
	out := flag.String("out", "words/data", "directory to write the lists to")
	check := flag.Bool("check", false, "compare with the lists in -out instead of writing them")
	flag.StringVar(&cfg.DictDir, "dict", cfg.DictDir, "directory of the SCOWL word lists")
	flag.StringVar(&cfg.DpkgStatus, "dpkg-status", cfg.DpkgStatus, "dpkg status database, read for the package versions")
	flag.Parse()
	if flag.NArg() != 0 {
		fmt.Fprintf(os.Stderr, "gen-words: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	gen, err := wordgen.Generate(cfg)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gen-words: %v\n", err)
		os.Exit(1)
	}
	if *check {
		if err := gen.Check(os.DirFS(*out)); err != nil {
			fmt.Fprintf(os.Stderr, "gen-words: %v\n", err)
			os.Exit(1)
		}
		fmt.Printf("gen-words: %s is up to date\n", *out)
		return
	}
	if err := gen.Write(*out); err != nil {
		fmt.Fprintf(os.Stderr, "gen-words: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("gen-words: wrote %d files to %s\n", len(gen.Files), *out)
}
