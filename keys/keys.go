// Package keys embeds the Groth16 key set that the repository ships: for each
// circuit id (see prover.Spec.ID) a proving key <id>.pk and a verifying key
// <id>.vk in gnark's compressed encoding. They were made by the multi-party
// ceremony whose transcript is in ceremony/ (verify it with `wordproof keys
// verify-ceremony`); scripts/gen-keys finalises a ceremony into this
// directory and regenerates the Solidity verifiers from the verifying keys.
package keys

import (
	"embed"
	"io/fs"
)

//go:embed *.pk *.vk
var files embed.FS

// FS returns the shipped key files.
func FS() fs.FS { return files }
