// Package wire is the on-chain side of Wordle Poker (contracts/src/poker):
// the deck order the contract derives from the house's seed and the hand's
// randomness, the commitments the house and the players post, and the card
// numbering. The house, the players' clients and the auditor derive the same
// cards through it; the contract's tests replay its vectors
// (game/testdata/poker_vectors.json).
package wire
