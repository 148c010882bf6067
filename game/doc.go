// Package game is the pure-Go reference for the rules of every Wordproof game:
// Wordle feedback for any word length and alphabet, and the scoring of Worth of
// Words. It imports no chain or cryptography code; the circuits, the contracts,
// the clients and the auditor are all tested against it. The other games live
// in subpackages (worduel, puzloc, rating, ...) and build on this one.
//
// # Words and feedback
//
// An [Alphabet] maps characters to symbols ([Letters] a-z are 0..25, [Digits]
// 0-9 are 0..9); [Alphabet.Encode] checks a word and [PackWord] packs it into
// the integer the circuits and Merkle leaves use. [Feedback] colours a guess
// against a secret with the standard duplicate rule (greens first, then
// yellows left to right while unmatched copies remain) without allocating;
// [FeedbackWords] does the same for strings with checks, and [Pattern] prints
// colours over G, Y and '.'.
//
// # Worth of Words
//
// [Knowledge] is the public knowledge of one secret word and
// [Knowledge.Score] the points of one guess against it ([GreenPoints],
// [YellowPoints], [SolvePoints]). [AssignTargets] draws each round's targets
// from a 32-byte seed with a [SplitMix64] stream and a Fisher-Yates shuffle,
// specified step by step for the Solidity contract. [Game] replays a whole
// game round by round from the revealed colours ([Revealer]; with known
// secrets, [SecretRevealer]) and reports points, solved words, eliminations,
// final scores and winners; its doc comment states the rules, including the
// cases the seed leaves open (several solvers of one word in a round, every
// player eliminated at once). It is the one implementation of the rules the
// contract enforces: forfeits (a [Revealer] returning [ErrNoReveal]), stalls
// (a round nobody guesses in), the round cap, and the winners and pot split
// ([Game.Winners], [Game.Payouts]; [WinnersOf] and [SplitPot] for readers
// that keep their own state). Package game/wow/wire replays the chain's
// events through it.
package game
