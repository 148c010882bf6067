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
//     player's machine only, encrypted at rest and written atomically, so an
//     agent restarted mid-game carries on.
//   - [Strategy] picks guesses: [InfoStrategy] maximises the expected
//     information over its targets' remaining candidates; [RandomStrategy]
//     plays any dictionary word.
//   - [Agent] ties them together for one player in one game; [Agent.Step]
//     does whatever is due now and [Agent.Run] steps until the game ends.
package client
