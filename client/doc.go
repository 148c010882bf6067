// Package client is the game-independent core of the Wordproof player
// client; each game's player logic lives in a package of its own beside it
// (client/wow for Worth of Words), which imports this one and never the
// other way round.
//
// # Parts
//
//   - [Mover] submits a call for a player: [EOAMover] signs plain
//     transactions; [SessionMover] sends user operations signed by a
//     short-lived session key through a relayer, under a grant the owner
//     signed ([ExternalGrant] when a browser wallet signs it). A game's
//     agent does not know which. [ResumeSession] picks up a session the
//     account already holds after a restart.
//   - [Store] keeps a player's secret words, salts and pending guesses on the
//     player's machine only, encrypted at rest and written atomically (temp
//     file, fsync, rename, fsync of the directory) before anything is
//     signed, so an agent restarted mid-game carries on. It is append-only
//     per game: a join's words and salts are never replaced ([Store.Reserve]),
//     so a rerun join sends the same commitments as the first attempt.
//   - [DecodeRevert] turns every custom error of the contracts (games,
//     registry, account, factory, paymaster, EntryPoint) into a sentence.
//   - [CheckFunds], [FormatETH] and [ParseETH]: balances and amounts as
//     players read them.
package client
