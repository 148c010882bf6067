// Package game is the pure-Go reference for the rules of every Wordproof game:
// Wordle feedback for any word length and alphabet, and the scoring of Worth of
// Words. It imports no chain or cryptography code; the circuits, the contracts,
// the clients and the auditor are all tested against it.
package game
