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
// # On chain
//
// The duel contracts (contracts/src/duel/Elo.sol) compute the same update
// with no floats: [Delta] depends only on the difference loser-winner
// ([DeltaOfDiff]) and never decreases as it grows, so the contract stores the
// 32 differences at which it steps ([DeltaThresholds], written by
// scripts/genelo) and counts those at or below the difference. That is this
// package's formula exactly, not an approximation of it; TestEloVectors keeps
// the 10,000 vectors the contract's tests replay. [BaseMMR], the ranks'
// bounds, [DailyReward] and [DailyRewardInterval] are the contracts' too.
//
// # Coins
//
// Both players bet the same amount; nothing is deducted before the end.
// [Settle] moves the loser's bet to the winner and returns both bets on a draw.
// [ClaimDaily] adds the free daily reward once per 24 hours. On chain the
// bets are locked when a player queues (a trustless match cannot collect the
// loser's bet afterwards), shown as coins "in play" until the match settles.
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
