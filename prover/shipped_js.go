//go:build js

package prover

import "io/fs"

// shippedKeys returns no key set: the WebAssembly prover fetches its keys
// as static files and checks them against the key manifest, so embedding
// the 1.9 MB of proving keys in the module would make the page download
// them twice.
func shippedKeys() fs.FS { return nil }
