// Package wire is Worduel on the wire: the one reader of the events of the
// duel platform (DuelPlatform: queues, matches, settlements and ratings),
// its coins (Coins: daily gifts, locks, settlements) and Worduel Blitz
// (WorduelBlitz: guesses, answers, solves, the clocks' end). ReadEvents
// decodes every event of the three contracts in a block range, in chain
// order, each with its log; ReadMatch rebuilds one match's public record,
// and Match.Check holds it against the rules (game/rating's Elo update and
// game/worduel's Blitz winner). For Best of 3 (WorduelBo3) it reads what
// its agents need: a player's hidden tries of a round (HiddenTries: the
// ciphertexts and encrypted colours, which only the player and the house
// decrypt), the posted player keys, the house's timeout and seed reveal.
//
// Nobody else decodes these contracts' logs: the indexer and tests read
// them here, as Worth of Words' are read in game/wow/wire. The auditor's
// replay of a Blitz match with its revealed seeds (client/worduel.AuditMatch)
// needs the dictionaries and the prover's hash and stays in the client.
package wire
