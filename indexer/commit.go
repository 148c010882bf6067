package indexer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game/rating"
)

// Head implements Store.
func (s *SQL) Head(ctx context.Context) (uint64, common.Hash, uint64, bool, error) {
	var (
		n, t uint64
		h    string
	)
	err := s.db.QueryRowContext(ctx, `SELECT number, hash, time FROM blocks ORDER BY number DESC LIMIT 1`).Scan(&n, &h, &t)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, common.Hash{}, 0, false, nil
	}
	if err != nil {
		return 0, common.Hash{}, 0, false, err
	}
	return n, common.HexToHash(h), t, true, nil
}

// BlockHash implements Store.
func (s *SQL) BlockHash(ctx context.Context, n uint64) (common.Hash, bool, error) {
	var h string
	err := s.db.QueryRowContext(ctx, s.q(`SELECT hash FROM blocks WHERE number = ?`), n).Scan(&h)
	if errors.Is(err, sql.ErrNoRows) {
		return common.Hash{}, false, nil
	}
	return common.HexToHash(h), err == nil, err
}

// addr is the key of an address: lower-case hex, which every collation orders as bytes.
func addr(a common.Address) string { return strings.ToLower(a.Hex()) }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Commit implements Store: the block row (the cursor) and every row of the
// block in one transaction.
func (s *SQL) Commit(ctx context.Context, b *Block) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var (
			n    uint64
			h    string
			have = true
		)
		err := tx.QueryRowContext(ctx, `SELECT number, hash FROM blocks ORDER BY number DESC LIMIT 1`).Scan(&n, &h)
		if errors.Is(err, sql.ErrNoRows) {
			have = false
		} else if err != nil {
			return err
		}
		if have && (b.Number != n+1 || common.HexToHash(h) != b.Parent) {
			return fmt.Errorf("%w: block %d (parent %s) after %d (%s)", ErrNotNext, b.Number, b.Parent, n, h)
		}
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO blocks (number, hash, parent, time) VALUES (?, ?, ?, ?)`),
			b.Number, b.Hash.Hex(), b.Parent.Hex(), b.Time); err != nil {
			return err
		}
		return s.writeRows(ctx, tx, b)
	})
}

// writeRows writes a block's rows and updates the derived tables.
func (s *SQL) writeRows(ctx context.Context, tx *sql.Tx, b *Block) error {
	sightings := slices.Clone(b.Sightings)
	for _, r := range b.Results { // every ranked player is registered
		sightings = append(sightings, Sighting{Player: r.Player, Block: b.Number, Index: r.Index})
	}
	for _, sg := range sightings {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO sightings (player, seen_block, seen_index, block) VALUES (?, ?, ?, ?)`),
			addr(sg.Player), sg.Block, sg.Index, b.Number); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO players (player, seen_block, seen_index) VALUES (?, ?, ?)
ON CONFLICT (player) DO UPDATE SET seen_block = excluded.seen_block, seen_index = excluded.seen_index
WHERE excluded.seen_block < players.seen_block OR (excluded.seen_block = players.seen_block AND excluded.seen_index < players.seen_index)`),
			addr(sg.Player), sg.Block, sg.Index); err != nil {
			return err
		}
	}
	day := dayOfBlock(b.Time)
	for _, r := range b.Results {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO results (game, ref, player, block, idx, time, day, score, won, attempts, payout)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			r.Game, r.Ref, addr(r.Player), b.Number, r.Index, b.Time, int64(day), r.Score, b2i(r.Won), r.Attempts, r.Payout); err != nil {
			return err
		}
		if err := s.addTotals(ctx, tx, r.Game, addr(r.Player), day, r.Score, 1, int64(b2i(r.Won)), int64(r.Attempts)); err != nil {
			return err
		}
		if r.Won {
			if err := s.extendStreak(ctx, tx, r.Game, addr(r.Player), day); err != nil {
				return err
			}
		}
	}
	for _, g := range b.WowGames {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO wow_games (game_id, block, idx, time, players, rounds, winners, stake, prize)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`), g.ID, b.Number, g.Index, b.Time, len(g.Players), g.Rounds, g.Winners, g.Stake, g.Prize); err != nil {
			return err
		}
	}
	for _, g := range b.Guesses {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO guesses (game, ref, player, round, word, block) VALUES (?, ?, ?, ?, ?, ?)`),
			g.Game, g.Ref, addr(g.Player), g.Round, g.Word, b.Number); err != nil {
			return err
		}
	}
	for _, m := range b.Matches {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO matches (match_id, block, idx, time, mode, a, b, bet, outcome, ending, points,
rating_a, rating_b, solves_a, solves_b, guesses_a, guesses_b) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			m.ID, b.Number, m.Index, b.Time, m.Mode, addr(m.A), addr(m.B), m.Bet, m.Outcome, m.Ending, m.Points,
			m.RatingA, m.RatingB, m.Solves[0], m.Solves[1], m.Guesses[0], m.Guesses[1]); err != nil {
			return err
		}
		for seat, p := range []common.Address{m.A, m.B} {
			w, l, d := seatRecord(m.Outcome, seat)
			r := []int64{m.RatingA, m.RatingB}[seat]
			if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO ladder (player, rating, wins, losses, draws) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (player) DO UPDATE SET rating = excluded.rating, wins = ladder.wins + excluded.wins,
losses = ladder.losses + excluded.losses, draws = ladder.draws + excluded.draws`), addr(p), r, w, l, d); err != nil {
				return err
			}
		}
	}
	for _, c := range b.Coins {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO coin_moves (account, block, idx, kind, free, locked) VALUES (?, ?, ?, ?, ?, ?)`),
			addr(c.Account), b.Number, c.Index, c.Kind, c.Free, c.Locked); err != nil {
			return err
		}
	}
	return nil
}

// seatRecord is the win, loss and draw a seat's record gains.
func seatRecord(outcome uint8, seat int) (w, l, d int) {
	switch {
	case rating.Outcome(outcome) == rating.Draw:
		return 0, 0, 1
	case (rating.Outcome(outcome) == rating.WinA) == (seat == 0):
		return 1, 0, 0
	}
	return 0, 1, 0
}

// addTotals adds one result (or, with negative counts, takes it away) to
// the player's totals of every period holding day.
func (s *SQL) addTotals(ctx context.Context, tx *sql.Tx, game, player string, day rating.Day, score, games, wins, attempts int64) error {
	for _, p := range Periods {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO totals (game, period, start, player, score, games, wins, attempts, win_rate, avg_attempts)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS DOUBLE PRECISION) / CAST(? AS DOUBLE PRECISION), CAST(? AS DOUBLE PRECISION) / CAST(? AS DOUBLE PRECISION))
ON CONFLICT (game, period, start, player) DO UPDATE SET score = totals.score + excluded.score, games = totals.games + excluded.games,
wins = totals.wins + excluded.wins, attempts = totals.attempts + excluded.attempts,
win_rate = CASE WHEN totals.games + excluded.games = 0 THEN 0 ELSE CAST(totals.wins + excluded.wins AS DOUBLE PRECISION) / CAST(totals.games + excluded.games AS DOUBLE PRECISION) END,
avg_attempts = CASE WHEN totals.games + excluded.games = 0 THEN 0 ELSE CAST(totals.attempts + excluded.attempts AS DOUBLE PRECISION) / CAST(totals.games + excluded.games AS DOUBLE PRECISION) END`),
			game, string(p), int64(p.Start(day)), player, score, games, wins, attempts, wins, games, attempts, games); err != nil {
			return err
		}
	}
	return nil
}

// extendStreak adds a won day to the player's streak of daily wins.
func (s *SQL) extendStreak(ctx context.Context, tx *sql.Tx, game, player string, day rating.Day) error {
	var last, run, longest int64
	err := tx.QueryRowContext(ctx, s.q(`SELECT last_day, run, longest FROM streaks WHERE game = ? AND player = ?`), game, player).Scan(&last, &run, &longest)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		last, run, longest = int64(day), 1, 1
	case err != nil:
		return err
	case int64(day) == last:
		return nil
	case int64(day) == last+1:
		last, run = int64(day), run+1
	case int64(day) > last:
		last, run = int64(day), 1
	default: // block times never go back; recompute to be safe
		return s.recomputeStreak(ctx, tx, game, player)
	}
	longest = max(longest, run)
	_, err = tx.ExecContext(ctx, s.q(`INSERT INTO streaks (game, player, last_day, run, longest) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (game, player) DO UPDATE SET last_day = excluded.last_day, run = excluded.run, longest = excluded.longest`),
		game, player, last, run, longest)
	return err
}

// recomputeStreak rebuilds a player's streak row from the won results.
func (s *SQL) recomputeStreak(ctx context.Context, tx *sql.Tx, game, player string) error {
	days, err := s.dayList(ctx, tx, `SELECT DISTINCT day FROM results WHERE game = ? AND player = ? AND won = 1 ORDER BY day`, game, player)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM streaks WHERE game = ? AND player = ?`), game, player); err != nil || len(days) == 0 {
		return err
	}
	last := days[len(days)-1]
	st, err := rating.Streak(days, last, false)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, s.q(`INSERT INTO streaks (game, player, last_day, run, longest) VALUES (?, ?, ?, ?, ?)`),
		game, player, int64(last), st.Current, st.Longest)
	return err
}

func (s *SQL) dayList(ctx context.Context, q querier, query string, args ...any) ([]rating.Day, error) {
	rows, err := q.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var days []rating.Day
	for rows.Next() {
		var d int64
		if err := rows.Scan(&d); err != nil {
			return nil, err
		}
		days = append(days, rating.Day(d))
	}
	return days, rows.Err()
}

// Rollback implements Store.
func (s *SQL) Rollback(ctx context.Context, from uint64) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.rollbackResults(ctx, tx, from); err != nil {
			return err
		}
		if err := s.rollbackPlayers(ctx, tx, from); err != nil {
			return err
		}
		if err := s.rollbackMatches(ctx, tx, from); err != nil {
			return err
		}
		for _, table := range []string{"wow_games", "guesses", "coin_moves"} {
			if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM `+table+` WHERE block >= ?`), from); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, s.q(`DELETE FROM blocks WHERE number >= ?`), from)
		return err
	})
}

type gamePlayer struct{ game, player string }

// rollbackResults takes the rolled-back results out of the totals and
// rebuilds the streaks they touched.
func (s *SQL) rollbackResults(ctx context.Context, tx *sql.Tx, from uint64) error {
	type res struct {
		gamePlayer
		day                  int64
		score, won, attempts int64
	}
	rows, err := tx.QueryContext(ctx, s.q(`SELECT game, player, day, score, won, attempts FROM results WHERE block >= ?`), from)
	if err != nil {
		return err
	}
	var gone []res
	for rows.Next() {
		var r res
		if err := rows.Scan(&r.game, &r.player, &r.day, &r.score, &r.won, &r.attempts); err != nil {
			rows.Close()
			return err
		}
		gone = append(gone, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	touched := map[gamePlayer]bool{}
	for _, r := range gone {
		if err := s.addTotals(ctx, tx, r.game, r.player, rating.Day(r.day), -r.score, -1, -r.won, -r.attempts); err != nil {
			return err
		}
		touched[r.gamePlayer] = true
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM totals WHERE games = 0`); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM results WHERE block >= ?`), from); err != nil {
		return err
	}
	for gp := range touched {
		if err := s.recomputeStreak(ctx, tx, gp.game, gp.player); err != nil {
			return err
		}
	}
	return nil
}

// rollbackPlayers deletes the rolled-back sightings and re-registers the
// players they touched at their earliest remaining sighting.
func (s *SQL) rollbackPlayers(ctx context.Context, tx *sql.Tx, from uint64) error {
	players, err := s.strings(ctx, tx, `SELECT DISTINCT player FROM sightings WHERE block >= ?`, from)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM sightings WHERE block >= ?`), from); err != nil {
		return err
	}
	for _, p := range players {
		if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM players WHERE player = ?`), p); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO players (player, seen_block, seen_index)
SELECT player, seen_block, seen_index FROM sightings WHERE player = ? ORDER BY seen_block, seen_index LIMIT 1`), p); err != nil {
			return err
		}
	}
	return nil
}

// rollbackMatches deletes the rolled-back matches and rebuilds the ladder
// rows of their players from the matches left.
func (s *SQL) rollbackMatches(ctx context.Context, tx *sql.Tx, from uint64) error {
	players, err := s.strings(ctx, tx, `SELECT a FROM matches WHERE block >= ? UNION SELECT b FROM matches WHERE block >= ?`, from, from)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM matches WHERE block >= ?`), from); err != nil {
		return err
	}
	for _, p := range players {
		if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM ladder WHERE player = ?`), p); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, s.q(`SELECT a, outcome, rating_a, rating_b FROM matches WHERE a = ? OR b = ? ORDER BY block, idx`), p, p)
		if err != nil {
			return err
		}
		var (
			n      int
			r      int64
			wl     [3]int
			a      string
			o      uint8
			ra, rb int64
		)
		for rows.Next() {
			if err := rows.Scan(&a, &o, &ra, &rb); err != nil {
				rows.Close()
				return err
			}
			seat := 1
			if a == p {
				seat = 0
			}
			w, l, d := seatRecord(o, seat)
			wl[0], wl[1], wl[2] = wl[0]+w, wl[1]+l, wl[2]+d
			r = []int64{ra, rb}[seat]
			n++
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if n == 0 {
			continue
		}
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO ladder (player, rating, wins, losses, draws) VALUES (?, ?, ?, ?, ?)`),
			p, r, wl[0], wl[1], wl[2]); err != nil {
			return err
		}
	}
	return nil
}

func (s *SQL) strings(ctx context.Context, q querier, query string, args ...any) ([]string, error) {
	rows, err := q.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// itoa writes an id as the text key results and guesses use.
func itoa(v uint64) string { return strconv.FormatUint(v, 10) }
