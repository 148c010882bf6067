// Package worduel is the pure-Go reference for the rules of Worduel, a two-player
// race on 5-letter words, in its two modes.
//
// # Best of 3
//
// Both players guess the same secret, at most [MaxGuesses] times each, within a
// round timer. [Round] decides one round: the first player to solve it wins; when
// nobody solves it, the tiebreaker looks at the most green letters in any single
// guess, then at which player reached that count on an earlier guess number; a
// true tie (or no green at all) awards no point and a new word is dealt.
// [MatchWinner] counts round wins: the first player to [RoundsToWin] wins the
// match, and the match ends at once.
//
// # Blitz
//
// Each player works through their own words for five minutes. A word is solved
// (one point), failed after [MaxGuesses] wrong guesses (no point), or still open
// when the timer stops. [Solves] counts a player's solves and [BlitzWinner]
// compares two counts; equal counts are a draw, which returns the bets and leaves
// ratings unchanged (see package wordproof/game/rating).
//
// Colours come from [game.Feedback]. Guesses must be five lowercase letters a-z;
// whether a word is in the dictionary is checked elsewhere. Timing is given by
// the caller (the host or the chain orders events); the package reads no clock.
package worduel
