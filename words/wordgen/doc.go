// Package wordgen generates Wordproof's embedded word lists (package words)
// from Debian's SCOWL word lists, reproducibly: the same installed packages
// always give the same bytes. scripts/gen-words runs it, and its test runs it
// in-process and fails when the committed lists in words/data differ.
//
// # Sources
//
// The Debian packages wamerican-small, wamerican and wamerican-huge install
// /usr/share/dict/american-english-small (SCOWL size 35), american-english
// (size 50) and american-english-huge (size 70). Only entries made entirely
// of the letters a-z are read: capitalised entries (proper nouns and most
// abbreviations), possessives ('s) and words with accents or hyphens are
// dropped at once.
//
// # Secrets
//
// Secrets of length n are the entries of length n of the secret source list
// ([DefaultConfig]: american-english-small for n = 4, 5 and 6; it gives
// 1559, 2376 and 4024 words) that are
//
//   - not a Roman numeral (the SCOWL lists contain "xxxv", "clxvi", ...),
//   - not free of vowels (a, e, i, o, u, y): lowercase abbreviations such as
//     "bldg" or "tbsp",
//   - not a simple plural (or third-person verb form) of another entry of the
//     same list: w is dropped when w ends in "s" but not "ss" and w minus the
//     "s" is listed ("cats", "makes"), when w ends in "es" after s, x, z, ch
//     or sh and w minus the "es" is listed ("boxes", "wishes"), or when w
//     ends in "ies" and w with "y" for "ies" is listed ("cities").
//
// The medium list american-english would also fit the 8192-word limit of the
// circuits at every length (1965, 3186 and 5466 words after filtering), but it
// brings in rare words ("krone", "treas"); the small list gives a common-word
// secret list the size of Wordle's. A length whose secret list exceeds
// [MaxSecrets] fails with ErrTooManySecrets.
//
// # Guesses
//
// Guesses of length n are the entries of length n of american-english-huge
// that are neither Roman numerals nor vowel-free, plus every secret of length
// n (so every secret is a guess). Plurals are kept: they are valid guesses.
//
// # Output
//
// secrets-N.txt and guesses-N.txt (sorted byte-wise, one word a line), SOURCE
// (the exact package versions and the SHA-256 of each source file, then the
// source of each list) and SHA256SUMS (in sha256sum format, over the lists
// and SOURCE).
package wordgen
