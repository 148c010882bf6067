// Command genbindings regenerates the Go bindings under bindings/ from the
// compiled contracts (run scripts/generate, which builds them first).
package main

import (
	"fmt"
	"os"

	"github.com/wordproof/wordproof/internal/bindgen"
	"github.com/wordproof/wordproof/internal/forge"
)

func main() {
	root, err := forge.Root()
	var contracts []bindgen.Contract
	if err == nil {
		contracts, err = bindgen.All(root)
	}
	if err == nil {
		err = bindgen.Write(root, contracts)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genbindings:", err)
		os.Exit(1)
	}
}
