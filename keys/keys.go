// Package keys embeds the Groth16 key set that the repository ships: for each
// circuit id (see prover.Spec.ID) a proving key <id>.pk and a verifying key
// <id>.vk in gnark's compressed encoding (about 9.1 MB of proving keys: 2.7 MB
// commit_k5_l5a26, 1.1 MB commit_k2_l5a26, 1.1 MB hidden_l5a26, 0.9 MB
// housekey, 0.7 MB each of answer_l4a26, answer_l5a26 and answer_l6a26).
//
// The keys were made by gnark's multi-party ceremony, whose transcript is in
// ceremony/ (about 6.7 MB: one phase-1 contribution at domain 2^14, for
// commit_k5_l5a26's 14,366 constraints, and one phase-2 contribution per
// circuit). Anyone can replay it and compare the keys with `wordproof keys
// verify-ceremony`. The two beacons recorded in
// ceremony/ceremony.json are
//
//	sha256("wordproof ceremony phase 1 beacon after commit <C>")
//	sha256("wordproof ceremony phase 2 beacon after commit <C>")
//
// with C = 6821f3d6bf2887cf1a523ef83b29ca268fc0881b, the repository head when
// the ceremony ran. This single-party run makes development keys: whoever ran
// it could have kept the randomness, so a deployment holding real value needs
// a new ceremony with independent contributors (the same commands).
//
// scripts/gen-keys finalises a ceremony into this directory and regenerates
// the Solidity verifiers in contracts/src/verifiers from the verifying keys;
// a test in package prover fails when they drift.
package keys

import (
	"embed"
	"io/fs"
)

//go:embed *.pk *.vk
var files embed.FS

//go:embed ceremony/ceremony.json
var transcript []byte

// FS returns the shipped key files.
func FS() fs.FS { return files }

// Transcript returns the manifest of the ceremony that made the shipped keys
// (ceremony/ceremony.json), which labels them (prover.ShippedProvenance).
func Transcript() []byte { return transcript }
