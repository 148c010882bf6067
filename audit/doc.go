// Package audit verifies a Worth of Words game from the chain alone.
//
// [Audit] trusts nothing but the local verifying keys, the local dictionaries
// and the rules engine (package game). It reads the game's events and the
// transactions that carried its joins, and checks:
//
//   - the keys: the manifest's verifying-key fingerprints equal the local
//     keys', and the verifier contracts the game snapshotted at its creation
//     run exactly the code the generated bindings deploy and embed every
//     constant of the local verifying keys;
//   - the contract: the game contract runs the WorthOfWords code of the
//     bindings, and the dictionary roots it uses are the local ones;
//   - every proof, verified locally with the verifying keys: the join (commit)
//     and reveal proofs from their calldata (a plain transaction, or a user
//     operation inside an ERC-4337 handleOps bundle; a reveal call's colours
//     must be its Revealed event's), each against the public inputs rebuilt
//     from the events;
//   - every opened guess is in the guess dictionary;
//   - the replay, through the rules engine ([game.Game], fed the events
//     that [wire.ReadEvents] decodes): targets from each round's seed must
//     give the attackers of every reveal; the points, solved words,
//     eliminations (solved and forfeited), the end of the game, the winners
//     and the prize split are the engine's;
//   - the chain's own account of the result: every Revealed event's points,
//     WordSolved, PlayerEliminated, PrizeCredited and GameEnded event, and the playerInfo,
//     playersOf and gameInfo views equal the replay, and each winner's
//     balance grew by its share in the block that settled the game.
//
// # Report
//
// A [Report] lists each round (guesses, colours, points, scores after the
// round), every [Finding] (naming the event by block, transaction and log
// index, or the proof, contract or view that failed, and why) and a verdict:
// [VerdictClean] when nothing failed, [VerdictMismatch] when anything did not
// match, [VerdictUnverifiable] when nothing failed but something could not be
// checked (a join transaction that could not be decoded, for instance).
// [Report.WriteText] prints it for people; it marshals to JSON for machines.
//
// Errors returned by Audit are reserved for audits that could not run at all
// (no such game, the node unreachable, a wrong chain): whatever the chain
// says that disagrees with the replay is a finding, never an error.
package audit
