// Package puzloc is the pure-Go reference for the two Puzloc daily puzzles.
//
// # NumLock
//
// A secret 4-digit code (0000-9999, digits may repeat) is guessed in at most
// [NumLockAttempts] tries; each guess gets Wordle colours from [game.Feedback]
// over [game.Digits]. [NumLock] holds one game; [CodeDifficulty] classifies a
// code by its repeated digits; [NumLockScore] is the seed's score formula.
//
// # PhraseLock
//
// A hidden phrase is shown masked, with spaces and punctuation revealed. A
// wrong letter costs one life, a wrong whole-phrase guess costs two
// ([PhrasePenalty]); the player starts with [StartLives] lives and loses when
// none remain (a phrase guess may take the count below zero, as in the seed's
// third example). Optional hints cost one life (a random letter), two (the
// category) or three (the phrase length). [PhraseLock] holds one game and
// [PhraseLockScore] is the seed's score formula.
//
// # Phrases, streaks, achievements
//
// [Phrases] is the curated list embedded from data/phrases.tsv (generated
// from WordNet by scripts/gen-phrases, package phrasegen; docs/puzloc.md
// has the curation and the licence), and [DrawPhrase] picks a day's phrase.
// [StreakState] is a daily-challenge streak with the streak shield (one
// missed day per calendar month forgiven), [StreakBonus] the points a solve
// adds for it, and [Unlocked] awards the seed's achievements on [Stats].
//
// # Where the seed contradicts itself
//
// The rules win over worked examples. NumLock's "Example 3" shows greens for
// guesses 2143 and 3142 against 1234 where no digit is in place, so the rules
// give all yellow; PhraseLock's "THE QUICK BROWN FOX" example finds two E's and
// shows one in BROWN, but the phrase has a single E; "BREAK A LEG" promises a
// +200 early-guess bonus that the score formula does not contain, so no bonus
// is paid. The tests name each case.
//
// # Choices the seed leaves open
//
// A lost NumLock game scores 0 (the formula is for solved codes). Repeating a
// letter already shown, or a hint already taken, is refused without cost. A
// hint needs more lives than it costs, so a hint never ends a game. A phrase
// guess matches when it equals the phrase after upper-casing and collapsing
// runs of spaces. PhraseLock's length for scoring counts every character,
// spaces and punctuation included.
package puzloc
