package indexer

import (
	"context"
	"database/sql"
	"fmt"
)

// migrations are the schema's steps, applied in order once each; the
// version row counts those applied. A new step goes at the end, never in
// between. The SQL is the common subset of SQLite and PostgreSQL.
var migrations = []string{
	// 1: the cursor, the rows of each block, and the tables derived from them.
	`CREATE TABLE blocks (number BIGINT PRIMARY KEY, hash TEXT NOT NULL, parent TEXT NOT NULL, time BIGINT NOT NULL);
CREATE TABLE sightings (player TEXT NOT NULL, seen_block BIGINT NOT NULL, seen_index BIGINT NOT NULL, block BIGINT NOT NULL);
CREATE INDEX sightings_block ON sightings (block);
CREATE INDEX sightings_player ON sightings (player);
CREATE TABLE players (player TEXT PRIMARY KEY, seen_block BIGINT NOT NULL, seen_index BIGINT NOT NULL);
CREATE TABLE results (game TEXT NOT NULL, ref TEXT NOT NULL, player TEXT NOT NULL, block BIGINT NOT NULL, idx BIGINT NOT NULL,
  time BIGINT NOT NULL, day BIGINT NOT NULL, score BIGINT NOT NULL, won INTEGER NOT NULL, attempts INTEGER NOT NULL, payout TEXT NOT NULL,
  PRIMARY KEY (game, ref, player));
CREATE INDEX results_block ON results (block);
CREATE INDEX results_player ON results (player, game, day);
CREATE TABLE totals (game TEXT NOT NULL, period TEXT NOT NULL, start BIGINT NOT NULL, player TEXT NOT NULL,
  score BIGINT NOT NULL, games BIGINT NOT NULL, wins BIGINT NOT NULL, attempts BIGINT NOT NULL,
  win_rate DOUBLE PRECISION NOT NULL, avg_attempts DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (game, period, start, player));
CREATE INDEX totals_board ON totals (game, period, start, score DESC, win_rate DESC, avg_attempts);
CREATE INDEX totals_player ON totals (player);
CREATE TABLE streaks (game TEXT NOT NULL, player TEXT NOT NULL, last_day BIGINT NOT NULL, run BIGINT NOT NULL, longest BIGINT NOT NULL,
  PRIMARY KEY (game, player));
CREATE TABLE wow_games (game_id BIGINT PRIMARY KEY, block BIGINT NOT NULL, idx BIGINT NOT NULL, time BIGINT NOT NULL,
  players INTEGER NOT NULL, rounds INTEGER NOT NULL, winners INTEGER NOT NULL, stake TEXT NOT NULL, prize TEXT NOT NULL);
CREATE INDEX wow_games_block ON wow_games (block);
CREATE TABLE guesses (game TEXT NOT NULL, ref TEXT NOT NULL, player TEXT NOT NULL, round INTEGER NOT NULL, word TEXT NOT NULL, block BIGINT NOT NULL);
CREATE INDEX guesses_block ON guesses (block);
CREATE INDEX guesses_word ON guesses (game, word);
CREATE TABLE matches (match_id BIGINT PRIMARY KEY, block BIGINT NOT NULL, idx BIGINT NOT NULL, time BIGINT NOT NULL, mode BIGINT NOT NULL,
  a TEXT NOT NULL, b TEXT NOT NULL, bet BIGINT NOT NULL, outcome INTEGER NOT NULL, ending INTEGER NOT NULL, points BIGINT NOT NULL,
  rating_a BIGINT NOT NULL, rating_b BIGINT NOT NULL, solves_a INTEGER NOT NULL, solves_b INTEGER NOT NULL,
  guesses_a INTEGER NOT NULL, guesses_b INTEGER NOT NULL);
CREATE INDEX matches_block ON matches (block);
CREATE INDEX matches_a ON matches (a, block);
CREATE INDEX matches_b ON matches (b, block);
CREATE TABLE ladder (player TEXT PRIMARY KEY, rating BIGINT NOT NULL, wins BIGINT NOT NULL, losses BIGINT NOT NULL, draws BIGINT NOT NULL);
CREATE INDEX ladder_rating ON ladder (rating DESC, player);
CREATE TABLE coin_moves (account TEXT NOT NULL, block BIGINT NOT NULL, idx BIGINT NOT NULL, kind TEXT NOT NULL, free BIGINT NOT NULL, locked BIGINT NOT NULL);
CREATE INDEX coin_moves_block ON coin_moves (block);
CREATE INDEX coin_moves_account ON coin_moves (account)`,
	// 2: the streak shield's spent month (game/puzloc.StreakState), and the
	// detail of Puzloc's plays with the streak bonus the indexer added.
	`ALTER TABLE streaks ADD COLUMN shield_month BIGINT NOT NULL DEFAULT 0;
CREATE TABLE puzloc_plays (game TEXT NOT NULL, ref TEXT NOT NULL, player TEXT NOT NULL, block BIGINT NOT NULL,
  elapsed_ms BIGINT NOT NULL, category TEXT NOT NULL, lives INTEGER NOT NULL, hints INTEGER NOT NULL, letters_found INTEGER NOT NULL,
  by_phrase INTEGER NOT NULL, revealed_at_win INTEGER NOT NULL, bonus BIGINT NOT NULL, PRIMARY KEY (game, ref, player));
CREATE INDEX puzloc_plays_block ON puzloc_plays (block);
CREATE INDEX puzloc_plays_player ON puzloc_plays (player, game)`,
	// 3: totals keyed by player first, so that the key serves a player's
	// lines and the separate player index (one more index entry to move on
	// every score change) goes.
	`CREATE TABLE totals_by_player (game TEXT NOT NULL, period TEXT NOT NULL, start BIGINT NOT NULL, player TEXT NOT NULL,
  score BIGINT NOT NULL, games BIGINT NOT NULL, wins BIGINT NOT NULL, attempts BIGINT NOT NULL,
  win_rate DOUBLE PRECISION NOT NULL, avg_attempts DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (player, game, period, start));
INSERT INTO totals_by_player (game, period, start, player, score, games, wins, attempts, win_rate, avg_attempts)
  SELECT game, period, start, player, score, games, wins, attempts, win_rate, avg_attempts FROM totals;
DROP TABLE totals;
ALTER TABLE totals_by_player RENAME TO totals;
CREATE INDEX totals_board ON totals (game, period, start, score DESC, win_rate DESC, avg_attempts)`,
	// 4: Puzloc's void days (a slashed house: neither played nor missed by
	// the streaks), and the fast-solve flag of a play
	// (game/puzloc.SuspiciousSolve), counted in the statistics.
	`CREATE TABLE void_days (game TEXT NOT NULL, day BIGINT NOT NULL, block BIGINT NOT NULL, PRIMARY KEY (game, day));
CREATE INDEX void_days_block ON void_days (block);
ALTER TABLE puzloc_plays ADD COLUMN fast INTEGER NOT NULL DEFAULT 0`,
}

// migrate applies the migrations not yet applied, each in a transaction
// with its version bump.
func (s *SQL) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)`); err != nil {
		return fmt.Errorf("migrating the store: %w", err)
	}
	var v int
	err := s.db.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&v)
	switch {
	case err == sql.ErrNoRows:
		if _, err := s.db.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (0)`); err != nil {
			return fmt.Errorf("migrating the store: %w", err)
		}
	case err != nil:
		return fmt.Errorf("migrating the store: %w", err)
	}
	if v > len(migrations) {
		return fmt.Errorf("migrating the store: schema version %d is newer than this binary's %d", v, len(migrations))
	}
	for i := v; i < len(migrations); i++ {
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			for _, stmt := range splitSQL(migrations[i]) {
				if _, err := tx.ExecContext(ctx, stmt); err != nil {
					return err
				}
			}
			_, err := tx.ExecContext(ctx, s.q(`UPDATE schema_version SET version = ?`), i+1)
			return err
		})
		if err != nil {
			return fmt.Errorf("migrating the store to version %d: %w", i+1, err)
		}
	}
	return nil
}

// splitSQL splits a migration into statements (none contains a ';' of its own).
func splitSQL(m string) []string {
	var out []string
	start := 0
	for i := 0; i < len(m); i++ {
		if m[i] == ';' {
			out = append(out, m[start:i])
			start = i + 1
		}
	}
	if start < len(m) {
		out = append(out, m[start:])
	}
	return out
}
