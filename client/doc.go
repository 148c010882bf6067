// Package client is the Wordproof player agent for Worth of Words: it joins
// lobbies with proven secret words, chooses and commits guesses, opens them
// with their dictionary proofs, answers every guess aimed at its words with a
// reveal proof, and moves stalled games on after their deadlines.
//
// # Parts
//
//   - [Mover] submits a call for a player: [EOAMover] signs plain
//     transactions; a session-key mover sends user operations through a
//     relayer. The agent does not know which.
//   - [Store] keeps a player's secret words, salts and pending guesses on the
//     player's machine only, encrypted at rest and written atomically (temp
//     file, fsync, rename, fsync of the directory) before anything is
//     signed, so an agent restarted mid-game carries on. It is append-only
//     per game: a join's words and salts are never replaced ([Store.Reserve]),
//     so a rerun join sends the same commitments as the first attempt.
//   - [Strategy] picks guesses: [InfoStrategy] maximises the expected
//     information over its targets' remaining candidates; [RandomStrategy]
//     plays any dictionary word.
//   - [Agent] ties them together for one player in one game; [Agent.Step]
//     does whatever is due now and [Agent.Run] steps until the game ends.
//     Step never waits for the player: the strategy's guess is asked for in
//     the background until the commit deadline, while the reveals owed are
//     sent regardless, so a missed guess costs that guess, never the stake.
//     [Event]s tell the player whom the game waits for and when a deadline
//     comes; [ReadResult] reads how a game ended and who is paid what, by
//     replaying the game's events through the rules engine (package
//     game/wow/wire, which also holds the encoding this package forwards:
//     phases, statuses, colours, [History]).
//   - [DecodeRevert] turns every custom error of the contracts (game,
//     registry, account, factory, paymaster, EntryPoint) into a sentence.
package client
