// Package wow is the Worth of Words player agent, over the client core
// (package client: movers, session keys, the secret store, revert
// sentences): it joins lobbies with proven secret words, chooses and
// commits guesses, opens them with their dictionary proofs, answers every
// guess aimed at its words with a reveal proof, and moves stalled games on
// after their deadlines.
//
// # Parts
//
//   - [Strategy] picks guesses: [InfoStrategy] maximises the expected
//     information over its targets' remaining candidates; [RandomStrategy]
//     plays any dictionary word.
//   - [Agent] ties a mover, a store and a strategy together for one player
//     in one game; [Agent.Step] does whatever is due now and [Agent.Run]
//     steps until the game ends. Step never waits for the player: the
//     strategy's guess is asked for in the background until the commit
//     deadline, while the reveals owed are sent regardless, so a missed
//     guess costs that guess, never the stake. [Event]s tell the player
//     whom the game waits for and when a deadline comes.
//   - [CreateLobby], [DefaultSettings] and [PrepareSeats] open lobbies;
//     [GuessCommitment] hashes a guess as the contract does.
//   - [ReadResult] reads how a game ended and who is paid what, by replaying
//     the game's events through the rules engine (package game/wow/wire,
//     which also holds the encoding this package forwards: phases,
//     statuses, colours, [History], the dictionaries).
package wow
