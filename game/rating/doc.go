// Package rating is the pure-Go reference for everything around a game's
// result: skill ratings, ranks, coins, leaderboards and streaks.
//
// # Ratings and ranks
//
// Worduel's MMR changes after every decided match by the Elo formula with
// [K] = 32: the winner gains round(K*(1-E)), where E is the winner's expected
// score 1/(1+10^((loser-winner)/400)), and the loser loses the same amount, so
// an update is zero-sum. A draw changes nothing (the seed says so, unlike
// textbook Elo). Ratings are integers and may in principle fall below zero;
// [RankOf] maps any rating to the seed's rank table (below 0 is still Bronze).
//
// # Coins
//
// Both players bet the same amount; nothing is deducted before the end.
// [Settle] moves the loser's bet to the winner and returns both bets on a draw.
// [ClaimDaily] adds the free daily reward once per 24 hours.
//
// # Leaderboards and streaks
//
// [Compare] orders Puzloc leaderboard entries by total score, then win rate,
// lower average attempts, longer current streak and earlier registration (the
// seed's tiebreakers), then by player name so the order is total. [Streak]
// counts consecutive days with a solved daily challenge, optionally with the
// seed's streak shield. Puzloc's achievements are Puzloc's own rules, in
// package puzloc: this package imports no game.
//
// The package reads no clock: times and days are passed in.
package rating
