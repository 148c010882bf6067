// Package phrase is the native definition of PhraseLock's hidden moves on
// chain (docs/puzloc.md "PhraseLock on chain", docs/circuits.md "PhraseLock"):
// the packing of the phrase list into a Poseidon2 tree, the derivation of the
// day's phrase from the house's seed, the encryption of moves and answers
// under the player's match key (package hidden), the player's hidden state
// and the public input of an answer. circuits.PhraseCircuit proves exactly
// what Game.Answer computes.
package phrase
