// Package worduel is the Go client of Worduel Blitz on chain
// (contracts/src/worduel/WorduelBlitz.sol): the match randomness, seeds and
// answer proofs of the answerer, and the guesses of the guesser.
package worduel
