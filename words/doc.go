// Package words holds Wordproof's dictionaries: for each word length 4, 5 and
// 6 a list of secrets (the words a player or host may hide) and a larger list
// of guesses (the words anyone may play). The lists are embedded in the binary
// ([Load]); a user's own list can be loaded from a file ([LoadFile]).
//
// # Lists
//
// The embedded lists live in data/ as secrets-N.txt and guesses-N.txt, sorted
// byte-wise, one lowercase a-z word a line, with a SHA256SUMS file and a SOURCE
// file naming the exact Debian packages (and file checksums) they were made
// from. scripts/gen-words regenerates them from Debian's SCOWL word lists in
// /usr/share/dict with the rules of package wordproof/words/wordgen, and a test
// fails when the committed lists drift from what the generator produces.
//
// Secrets come from wamerican-small (SCOWL size 35, common words) for every
// length; guesses from wamerican-huge (SCOWL size 70) plus every secret, so
// every secret is also a guess. See the wordgen package for the exact filters.
//
// # Words and packing
//
// A word's symbols are those of game.Letters (a=0 .. z=25); game.PackWord
// packs them into the integer the Merkle trees (package merkle), the circuits
// and the contracts use. [Dictionary.Packed] returns the packed words in
// dictionary order, which is the leaf order of both Merkle trees.
//
// # Limits
//
// A secret dictionary holds at most [MaxSecrets] = 8192 words, the capacity of
// the circuits' Poseidon2 tree of depth 13. The 5-letter guess list holds more
// than 10,000 words.
package words
