//go:build !js

package prover

import (
	"io/fs"

	"github.com/wordproof/wordproof/keys"
)

// shippedKeys returns the key set embedded in the binary (package keys).
func shippedKeys() fs.FS { return keys.FS() }
