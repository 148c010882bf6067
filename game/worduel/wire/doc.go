// Package wire is Worduel on the wire: the one reader of the events of the
// duel platform (DuelPlatform: queues, matches, settlements and ratings),
// its coins (Coins: daily gifts, locks, settlements), Worduel Blitz
// (WorduelBlitz: guesses, answers, solves, the clocks' end) and Worduel Best
// of 3 (WorduelBo3). ReadEvents decodes every event of the first three in a
// block range, in chain order, each with its log; ReadMatch rebuilds one
// match's public record, and Match.Check holds it against the rules
// (game/rating's Elo update and game/worduel's Blitz winner). ReadBo3Events
// and ReadBo3Match do the same for Best of 3 (keys, the house's commitment,
// hidden guesses and answers, tallies, rounds, the revealed seed), which
// audit.AuditBo3 checks with the proofs.
//
// Nobody else decodes these contracts' logs: the indexer and tests read
// them here, as Worth of Words' are read in game/wow/wire. The auditor's
// replay of a Blitz match with its revealed seeds (client/worduel.AuditMatch)
// needs the dictionaries and the prover's hash and stays in the client.
package wire
