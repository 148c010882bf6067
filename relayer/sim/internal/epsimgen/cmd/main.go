// Command cmd writes relayer/sim/epsim_gen.go: go run ./internal/epsimgen/cmd ARTIFACT OUT.
package main

import (
	"fmt"
	"os"

	"github.com/wordproof/wordproof/relayer/sim/internal/epsimgen"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: cmd ARTIFACT OUT")
		os.Exit(2)
	}
	artifact, err := os.ReadFile(os.Args[1])
	if err == nil {
		var src []byte
		if src, err = epsimgen.Generate(artifact); err == nil {
			err = os.WriteFile(os.Args[2], src, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "epsimgen:", err)
		os.Exit(1)
	}
}
