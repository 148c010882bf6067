// Command genbindings regenerates bindings/bindings.go from the compiled
// contracts (run scripts/generate, which builds them first).
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"wordproof/internal/bindgen"
	"wordproof/internal/forge"
)

func main() {
	root, err := forge.Root()
	if err == nil {
		var src []byte
		if src, err = bindgen.Generate(root, bindgen.Contracts); err == nil {
			err = os.WriteFile(filepath.Join(root, bindgen.OutputFile), src, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genbindings:", err)
		os.Exit(1)
	}
}
