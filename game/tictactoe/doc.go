// Package tictactoe is the pure-Go reference for Wordle-Tac-Toe, a two-player
// match of bouts on a 3x3 grid of Wordle games.
//
// # Grid
//
// Cells are numbered 0 to 8 row by row. Corners hide 4-letter words, edges
// 5-letter words and the centre a 6-letter word ([CellLength]). A cell is open
// while its word is unfound and it has fewer than [MaxGuesses] guesses; the two
// players share each cell's guesses.
//
// # Turns
//
// Players alternate turns; each turn makes one or two guesses on different open
// cells ([Bout.Play]). A guess the dictionary rejects (or of the wrong length)
// is not accepted for its cell and the player's next turn is skipped. The bout
// ends when no cell is open.
//
// # Winning
//
// [CellWinner] decides a cell in the seed's four steps: the player who found
// the word; else the player who first made the guess with the most greens;
// else the one who first made the guess with the most yellows; else nobody.
// [Decide] scores the grid: most three-in-a-rows wins the bout; on a tie (or
// none) most cells; then nobody. [MatchWinner] counts bouts: first to
// [BoutsToWin]; a player out of time (see [ChargeTurn]) loses the match. The
// first player alternates from bout to bout ([FirstPlayer]).
//
// Colours come from [game.Feedback]; dictionary checks are supplied by the
// caller as a [Validator].
package tictactoe
