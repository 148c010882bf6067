// Package indexer is the read side of the platform: it follows the chain,
// turns the games' events into rows of a relational store, and serves
// leaderboards, Worduel's MMR ladder and match history, Worth of Words'
// game history, per-player and per-game statistics and the achievements
// that on-chain data already decides, over an HTTP JSON API (docs/api.md).
//
// # One job per file
//
//   - source.go reads one block from the chain into a [Block] through the
//     games' wire packages (game/wow/wire, game/worduel/wire): nothing here
//     decodes a log.
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
// Puzloc's daily results will be [Result] rows of games "numlock" and
// "phraselock" (score, won, attempts, and a [PuzlocPlay] with the figures
// the achievements need), read from its wire package in source.go. The
// store already takes them: a solve's score gets the streak bonus
// (game/puzloc.StreakBonus) of the streak the earlier days left, and
// every seed achievement is awarded by game/puzloc.Unlocked on the stored
// plays. Every game's streak of daily wins is game/puzloc.StreakState,
// with the streak shield (one missed day a month forgiven).
package indexer
