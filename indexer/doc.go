// Package indexer is the read side of the platform: it follows the chain,
// turns the games' events into rows of a relational store, and serves
// leaderboards, Worduel's MMR ladder and match history, Worth of Words'
// game history, per-player and per-game statistics and the achievements
// that on-chain data already decides, over an HTTP JSON API (docs/api.md).
//
// # One job per file
//
//   - source.go reads one block from the chain into a [Block] through the
//     games' wire packages (game/wow/wire, game/worduel/wire,
//     game/puzloc/wire): nothing here decodes a log.
//   - follow.go is the [Follower]: it polls the head, commits block after
//     block, and on a reorg (a block whose parent hash is not the stored
//     hash) rolls the store back to the fork point before going on.
//   - store.go is the [Store] interface; sql.go, schema.go, commit.go and
//     query.go are its one implementation over database/sql with two
//     dialects: embedded SQLite (modernc.org/sqlite, pure Go, the default)
//     and PostgreSQL (pgx). A block's rows and the cursor (the blocks table)
//     commit in one transaction, so a crash loses nothing and repeats
//     nothing; every row carries its block, so a rollback deletes it, and
//     the derived tables (totals per period, streaks, registrations, the
//     ladder) are repaired for the players it touched.
//   - period.go has the leaderboards' periods (UTC day, ISO week, month,
//     all time); api.go the HTTP API; client.go its Go client (the CLI's).
//
// # Derived from the chain alone
//
// Everything served is a function of the chain: times are block times,
// "today" is the day of the last indexed block, and a player registers when
// first seen in an indexed event, so two indexers on the same chain answer
// the same (TestTwoIndexersAgree).
//
// # Puzloc
//
// source.go reads PuzlocDaily through game/puzloc/wire.Follow: each
// Finalised event is a [Result] of game "numlock" or "phraselock" (Ref the
// dayId, score, solved, attempts) that counts on its challenge's day (the
// day of dayId = day << 8 | gameType, [Result].Day), however late finalise
// is mined; the house's service finalises every player once it opens the
// day. Its [PuzlocPlay] has the thinking time and, for PhraseLock, the
// category (PhraseOpened), the last answer's lives, the hints (moves of
// kinds 2, 3, 4) and whether the winning move was a phrase. Once the house
// published the player's match key (KeyOpened, read up to the block of the
// result, so every indexer reads the same), the replies are decrypted as the
// player's client does (hidden/phrase.View): the letters the player's own
// letters revealed and the letters shown at the win; NumLock's guesses are
// decrypted into the guesses table. Without a key, LettersFound counts the
// letter moves that hit (a lower bound) and RevealedAtWin is -1, unknown,
// which never makes a Lucky Guess. Joined events are sightings
// (registration); HouseTimedOut makes the day void ([VoidDay]).
//
// The store adds to a solve's score the streak bonus
// (game/puzloc.StreakBonus) of the run its day makes, and awards every seed
// achievement with game/puzloc.Unlocked on the stored plays. Every game's
// streak of daily wins is game/puzloc.StreakState, with the streak shield
// (one missed day a month forgiven), folded result by result in day order;
// a day won out of order rebuilds the streak from every won day (its own
// bonus is the run up to it; later days keep theirs). A void day is
// neither played nor missed: the game's streaks step over it
// (game/puzloc.Void), and one voided after later days were won rebuilds the
// streaks that passed it. A solve under 2 seconds of thinking per attempt
// (game/puzloc.SuspiciousSolve) is flagged (puzloc_plays.fast) and counted
// in the statistics (fastSolves), never dropped.
package indexer
