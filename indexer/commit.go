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

	"github.com/wordproof/wordproof/game/puzloc"
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
func (s *SQL) Commit(ctx context.Context, b *Block) error { return s.CommitBlocks(ctx, []*Block{b}) }

// CommitBlocks implements Store: consecutive blocks, each following the
// one before (the first the head), in one transaction. Catching up, a
// page of the store that several blocks touch is written once, not once
// per block, and a board line that several blocks change is summed first
// and written once (nothing in a block reads the totals).
func (s *SQL) CommitBlocks(ctx context.Context, blocks []*Block) error {
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
		tot := newTotals()
		for _, b := range blocks {
			if have && (b.Number != n+1 || common.HexToHash(h) != b.Parent) {
				return fmt.Errorf("%w: block %d (parent %s) after %d (%s)", ErrNotNext, b.Number, b.Parent, n, h)
			}
			if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO blocks (number, hash, parent, time) VALUES (?, ?, ?, ?)`),
				b.Number, b.Hash.Hex(), b.Parent.Hex(), b.Time); err != nil {
				return err
			}
			if err := s.writeRows(ctx, tx, b, tot); err != nil {
				return err
			}
			n, h, have = b.Number, b.Hash.Hex(), true
		}
		return s.writeTotals(ctx, tx, tot)
	})
}

// writeRows writes a block's rows and updates the derived tables, with
// multi-row statements: a block of a thousand results is a handful of
// round trips, not thousands. The boards' deltas are added to tot, which
// the caller writes.
func (s *SQL) writeRows(ctx context.Context, tx *sql.Tx, b *Block, tot *totals) error {
	sightings := slices.Clone(b.Sightings)
	for _, r := range b.Results { // every ranked player is registered
		sightings = append(sightings, Sighting{Player: r.Player, Block: b.Number, Index: r.Index})
	}
	rows := make([][]any, 0, len(sightings))
	first := map[string][2]uint64{}
	var order []string
	for _, sg := range sightings {
		k := addr(sg.Player)
		if f, ok := first[k]; !ok || sg.Block < f[0] || (sg.Block == f[0] && sg.Index < f[1]) {
			if !ok {
				order = append(order, k)
			}
			first[k] = [2]uint64{sg.Block, sg.Index}
		}
	}
	// Only a sighting that registers its player (first, or earlier than
	// the stored registration) is kept: a later one changes nothing, and
	// after a rollback neither, since the sighting that registered the
	// player was recorded in the same block or before, so a rollback that
	// removes it removes the later one too. Most results are of players
	// already registered: this saves a row and two index entries each.
	stored, err := s.registrations(ctx, tx, order)
	if err != nil {
		return err
	}
	rows = rows[:0]
	var regs [][]any
	for _, k := range order {
		f := first[k]
		if st, ok := stored[k]; ok && (st[0] < f[0] || (st[0] == f[0] && st[1] <= f[1])) {
			continue
		}
		rows = append(rows, []any{k, f[0], f[1], b.Number})
		regs = append(regs, []any{k, f[0], f[1]})
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO sightings (player, seen_block, seen_index, block) VALUES `, rows, ``); err != nil {
		return err
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO players (player, seen_block, seen_index) VALUES `, regs, `
ON CONFLICT (player) DO UPDATE SET seen_block = excluded.seen_block, seen_index = excluded.seen_index
WHERE excluded.seen_block < players.seen_block OR (excluded.seen_block = players.seen_block AND excluded.seen_index < players.seen_index)`); err != nil {
		return err
	}
	if err := s.writeVoids(ctx, tx, b); err != nil {
		return err
	}
	// Streaks first: a Puzloc solve's score includes the streak bonus of
	// the run it extends. Each result counts on its own day.
	var wins []win
	seen := map[win]bool{}
	for i := range b.Results {
		r := &b.Results[i]
		if w := (win{gamePlayer{r.Game, addr(r.Player)}, r.dayIn(b.Time)}); r.Won && !seen[w] {
			seen[w] = true
			wins = append(wins, w)
		}
	}
	bonus, err := s.extendStreaks(ctx, tx, wins)
	if err != nil {
		return err
	}
	rows = rows[:0]
	var plays [][]any
	for i := range b.Results {
		r := &b.Results[i]
		day := r.dayIn(b.Time)
		gp := gamePlayer{r.Game, addr(r.Player)}
		score := r.Score
		if isPuzloc(r.Game) {
			var extra int64
			if w := (win{gp, day}); r.Won {
				extra, bonus[w] = bonus[w], 0 // one solve a day earns it
			}
			score += extra
			pp := PuzlocPlay{}
			if r.Puzloc != nil {
				pp = *r.Puzloc
			}
			fast := r.Won && puzloc.SuspiciousSolve(r.Attempts, pp.Elapsed)
			plays = append(plays, []any{r.Game, r.Ref, gp.player, b.Number, pp.Elapsed.Milliseconds(), pp.Category, pp.Lives, pp.Hints,
				pp.LettersFound, b2i(pp.WonByPhrase), pp.RevealedAtWin, extra, b2i(fast)})
		}
		rows = append(rows, []any{r.Game, r.Ref, gp.player, b.Number, r.Index, b.Time, int64(day), score, b2i(r.Won), r.Attempts, r.Payout})
		tot.add(r.Game, gp.player, day, score, 1, int64(b2i(r.Won)), int64(r.Attempts))
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO results (game, ref, player, block, idx, time, day, score, won, attempts, payout) VALUES `, rows, ``); err != nil {
		return err
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO puzloc_plays (game, ref, player, block, elapsed_ms, category, lives, hints, letters_found,
by_phrase, revealed_at_win, bonus, fast) VALUES `, plays, ``); err != nil {
		return err
	}
	rows = rows[:0]
	for _, g := range b.WowGames {
		rows = append(rows, []any{g.ID, b.Number, g.Index, b.Time, len(g.Players), g.Rounds, g.Winners, g.Stake, g.Prize})
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO wow_games (game_id, block, idx, time, players, rounds, winners, stake, prize) VALUES `, rows, ``); err != nil {
		return err
	}
	rows = rows[:0]
	for _, g := range b.Guesses {
		rows = append(rows, []any{g.Game, g.Ref, addr(g.Player), g.Round, g.Word, b.Number})
	}
	if err := s.insertMany(ctx, tx, `INSERT INTO guesses (game, ref, player, round, word, block) VALUES `, rows, ``); err != nil {
		return err
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
	rows = rows[:0]
	for _, c := range b.Coins {
		rows = append(rows, []any{addr(c.Account), b.Number, c.Index, c.Kind, c.Free, c.Locked})
	}
	return s.insertMany(ctx, tx, `INSERT INTO coin_moves (account, block, idx, kind, free, locked) VALUES `, rows, ``)
}

// registrations reads the stored registrations (block, log index) of
// players, in chunks of maxParams.
func (s *SQL) registrations(ctx context.Context, tx *sql.Tx, players []string) (map[string][2]uint64, error) {
	out := make(map[string][2]uint64, len(players))
	for start := 0; start < len(players); start += maxParams {
		chunk := players[start:min(len(players), start+maxParams)]
		args := make([]any, len(chunk))
		for i, p := range chunk {
			args[i] = p
		}
		rows, err := tx.QueryContext(ctx, s.q(`SELECT player, seen_block, seen_index FROM players WHERE player IN (`+
			strings.TrimSuffix(strings.Repeat("?, ", len(chunk)), ", ")+`)`), args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var (
				p    string
				b, i uint64
			)
			if err := rows.Scan(&p, &b, &i); err != nil {
				rows.Close()
				return nil, err
			}
			out[p] = [2]uint64{b, i}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// maxParams bounds a statement's parameters (SQLite allows 32766,
// PostgreSQL 65535).
const maxParams = 30000

// insertMany runs prefix + "(?, ...), (?, ...)" + suffix over rows, in as
// few statements as the parameter limit allows.
func (s *SQL) insertMany(ctx context.Context, tx *sql.Tx, prefix string, rows [][]any, suffix string) error {
	if len(rows) == 0 {
		return nil
	}
	cols := len(rows[0])
	tuple := "(" + strings.TrimSuffix(strings.Repeat("?, ", cols), ", ") + ")"
	per := max(1, maxParams/cols)
	for start := 0; start < len(rows); start += per {
		chunk := rows[start:min(len(rows), start+per)]
		var q strings.Builder
		q.WriteString(prefix)
		args := make([]any, 0, len(chunk)*cols)
		for i, r := range chunk {
			if i > 0 {
				q.WriteString(", ")
			}
			q.WriteString(tuple)
			args = append(args, r...)
		}
		q.WriteString(suffix)
		if _, err := tx.ExecContext(ctx, s.q(q.String()), args...); err != nil {
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

// totalKey is one player's line on one board.
type totalKey struct {
	game, period string
	start        int64
	player       string
}

// totals are deltas of board lines, summed before they are written.
type totals struct {
	keys []totalKey
	sums map[totalKey]*[4]int64 // score, games, wins, attempts
}

func newTotals() *totals { return &totals{sums: map[totalKey]*[4]int64{}} }

// add adds one result (or, with negative counts, takes it away) to the
// player's line on every period's board holding day.
func (t *totals) add(game, player string, day rating.Day, score, games, wins, attempts int64) {
	for _, p := range Periods {
		k := totalKey{game, string(p), int64(p.Start(day)), player}
		v := t.sums[k]
		if v == nil {
			v = new([4]int64)
			t.sums[k] = v
			t.keys = append(t.keys, k)
		}
		v[0], v[1], v[2], v[3] = v[0]+score, v[1]+games, v[2]+wins, v[3]+attempts
	}
}

// writeTotals adds the deltas to the totals table; the ratios are
// recomputed from the sums (IEEE division of the same integers in Go,
// SQLite and PostgreSQL, so equal rates are equal).
func (s *SQL) writeTotals(ctx context.Context, tx *sql.Tx, t *totals) error {
	rows := make([][]any, 0, len(t.keys))
	for _, k := range t.keys {
		v := t.sums[k]
		rows = append(rows, []any{k.game, k.period, k.start, k.player, v[0], v[1], v[2], v[3], ratio(v[2], v[1]), ratio(v[3], v[1])})
	}
	return s.insertMany(ctx, tx, `INSERT INTO totals (game, period, start, player, score, games, wins, attempts, win_rate, avg_attempts) VALUES `, rows, `
ON CONFLICT (player, game, period, start) DO UPDATE SET score = totals.score + excluded.score, games = totals.games + excluded.games,
wins = totals.wins + excluded.wins, attempts = totals.attempts + excluded.attempts,
win_rate = CASE WHEN totals.games + excluded.games = 0 THEN 0 ELSE CAST(totals.wins + excluded.wins AS DOUBLE PRECISION) / CAST(totals.games + excluded.games AS DOUBLE PRECISION) END,
avg_attempts = CASE WHEN totals.games + excluded.games = 0 THEN 0 ELSE CAST(totals.attempts + excluded.attempts AS DOUBLE PRECISION) / CAST(totals.games + excluded.games AS DOUBLE PRECISION) END`)
}

// win is a won result's player and day.
type win struct {
	gamePlayer
	day rating.Day
}

// extendStreaks folds won days into the streaks of their players
// (game/puzloc.StreakState, with the shield and the game's void days),
// reading their rows in one query per game and chunk and writing them in
// one upsert. The days are folded in day order, so a block holding several
// days of a player extends the streak as the days went. It returns the
// streak bonus each Puzloc win earns: game/puzloc.StreakBonus of the run
// its day makes, none for a second win the same day. A win before the
// player's last won day (results finalised out of day order) rebuilds the
// streak from every won day, and earns the bonus of the run the days up to
// its own make; the later days' bonuses, stored already, stay.
func (s *SQL) extendStreaks(ctx context.Context, tx *sql.Tx, wins []win) (map[win]int64, error) {
	have := map[gamePlayer]puzloc.StreakState{}
	byGame := map[string][]any{}
	void := map[string]puzloc.Void{}
	var games []string
	for _, w := range wins {
		if byGame[w.game] == nil {
			games = append(games, w.game)
		}
		if _, ok := have[w.gamePlayer]; !ok {
			have[w.gamePlayer] = puzloc.StreakState{}
			byGame[w.game] = append(byGame[w.game], w.player)
		}
	}
	for _, g := range games {
		v, err := s.voidDays(ctx, tx, g)
		if err != nil {
			return nil, err
		}
		void[g] = v
		players := byGame[g]
		for start := 0; start < len(players); start += maxParams {
			chunk := players[start:min(len(players), start+maxParams)]
			rows, err := tx.QueryContext(ctx, s.q(`SELECT player, last_day, run, longest, shield_month FROM streaks WHERE game = ? AND player IN (`+
				strings.TrimSuffix(strings.Repeat("?, ", len(chunk)), ", ")+`)`), append([]any{g}, chunk...)...)
			if err != nil {
				return nil, err
			}
			for rows.Next() {
				var (
					p    string
					last int64
					st   puzloc.StreakState
				)
				if err := rows.Scan(&p, &last, &st.Run, &st.Longest, &st.ShieldMonth); err != nil {
					rows.Close()
					return nil, err
				}
				st.Last = rating.Day(last)
				have[gamePlayer{g, p}] = st
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return nil, err
			}
		}
	}
	sorted := slices.Clone(wins)
	slices.SortStableFunc(sorted, func(x, y win) int { return int(x.day) - int(y.day) })
	bonus := map[win]int64{}
	var changed []gamePlayer
	moved := map[gamePlayer]bool{}
	folded := map[gamePlayer][]rating.Day{} // this block's days, not stored yet
	for _, w := range sorted {
		st := have[w.gamePlayer]
		if st.Run > 0 && st.Last == w.day {
			continue
		}
		next, err := st.Solve(w.day, void[w.game])
		run := next.Run
		if errors.Is(err, puzloc.ErrOutOfOrder) {
			days, err := s.dayList(ctx, tx, `SELECT DISTINCT day FROM results WHERE game = ? AND player = ? AND won = 1`, w.game, w.player)
			if err != nil {
				return nil, err
			}
			days = append(append(days, folded[w.gamePlayer]...), w.day)
			next = puzloc.FoldStreak(days, void[w.game])
			upTo := slices.DeleteFunc(slices.Clone(days), func(d rating.Day) bool { return d > w.day })
			run = puzloc.FoldStreak(upTo, void[w.game]).Run
		} else if err != nil {
			return nil, err
		}
		if isPuzloc(w.game) {
			bonus[w] = int64(puzloc.StreakBonus(run))
		}
		if !moved[w.gamePlayer] {
			moved[w.gamePlayer] = true
			changed = append(changed, w.gamePlayer)
		}
		have[w.gamePlayer] = next
		folded[w.gamePlayer] = append(folded[w.gamePlayer], w.day)
	}
	var out [][]any
	for _, gp := range changed {
		st := have[gp]
		out = append(out, []any{gp.game, gp.player, int64(st.Last), st.Run, st.Longest, st.ShieldMonth})
	}
	return bonus, s.insertMany(ctx, tx, `INSERT INTO streaks (game, player, last_day, run, longest, shield_month) VALUES `, out, `
ON CONFLICT (game, player) DO UPDATE SET last_day = excluded.last_day, run = excluded.run, longest = excluded.longest, shield_month = excluded.shield_month`)
}

// writeVoids stores the block's void days and rebuilds the streaks that
// stepped past them (a void may be claimed after later days were won).
func (s *SQL) writeVoids(ctx context.Context, tx *sql.Tx, b *Block) error {
	for _, v := range b.Voids {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO void_days (game, day, block) VALUES (?, ?, ?)`), v.Game, int64(v.Day), b.Number); err != nil {
			return err
		}
		if err := s.recomputeStreaksAfter(ctx, tx, v.Game, v.Day); err != nil {
			return err
		}
	}
	return nil
}

// recomputeStreaksAfter rebuilds the game's streaks whose last won day is
// after day.
func (s *SQL) recomputeStreaksAfter(ctx context.Context, tx *sql.Tx, game string, day rating.Day) error {
	players, err := s.strings(ctx, tx, `SELECT player FROM streaks WHERE game = ? AND last_day > ?`, game, int64(day))
	if err != nil {
		return err
	}
	void, err := s.voidDays(ctx, tx, game)
	if err != nil {
		return err
	}
	for _, p := range players {
		if err := s.recomputeStreak(ctx, tx, game, p, void); err != nil {
			return err
		}
	}
	return nil
}

// recomputeStreak rebuilds a player's streak row from the won results and
// the game's void days.
func (s *SQL) recomputeStreak(ctx context.Context, tx *sql.Tx, game, player string, void puzloc.Void) error {
	days, err := s.dayList(ctx, tx, `SELECT DISTINCT day FROM results WHERE game = ? AND player = ? AND won = 1 ORDER BY day`, game, player)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM streaks WHERE game = ? AND player = ?`), game, player); err != nil || len(days) == 0 {
		return err
	}
	st := puzloc.FoldStreak(days, void)
	_, err = tx.ExecContext(ctx, s.q(`INSERT INTO streaks (game, player, last_day, run, longest, shield_month) VALUES (?, ?, ?, ?, ?, ?)`),
		game, player, int64(st.Last), st.Run, st.Longest, st.ShieldMonth)
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
		if err := s.rollbackVoids(ctx, tx, from); err != nil {
			return err
		}
		if err := s.rollbackPlayers(ctx, tx, from); err != nil {
			return err
		}
		if err := s.rollbackMatches(ctx, tx, from); err != nil {
			return err
		}
		for _, table := range []string{"wow_games", "guesses", "coin_moves", "puzloc_plays"} {
			if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM `+table+` WHERE block >= ?`), from); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, s.q(`DELETE FROM blocks WHERE number >= ?`), from)
		return err
	})
}

type gamePlayer struct{ game, player string }

// rollbackVoids deletes the rolled-back void days and rebuilds the streaks
// that stepped past them.
func (s *SQL) rollbackVoids(ctx context.Context, tx *sql.Tx, from uint64) error {
	rows, err := tx.QueryContext(ctx, s.q(`SELECT game, day FROM void_days WHERE block >= ?`), from)
	if err != nil {
		return err
	}
	var gone []VoidDay
	for rows.Next() {
		var (
			v VoidDay
			d int64
		)
		if err := rows.Scan(&v.Game, &d); err != nil {
			rows.Close()
			return err
		}
		v.Day = rating.Day(d)
		gone = append(gone, v)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM void_days WHERE block >= ?`), from); err != nil {
		return err
	}
	for _, v := range gone {
		if err := s.recomputeStreaksAfter(ctx, tx, v.Game, v.Day); err != nil {
			return err
		}
	}
	return nil
}

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
	tot := newTotals()
	for _, r := range gone {
		tot.add(r.game, r.player, rating.Day(r.day), -r.score, -1, -r.won, -r.attempts)
		touched[r.gamePlayer] = true
	}
	if err := s.writeTotals(ctx, tx, tot); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM totals WHERE games = 0`); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM results WHERE block >= ?`), from); err != nil {
		return err
	}
	voids := map[string]puzloc.Void{} // read once a game
	for gp := range touched {
		void, ok := voids[gp.game]
		if !ok {
			if void, err = s.voidDays(ctx, tx, gp.game); err != nil {
				return err
			}
			voids[gp.game] = void
		}
		if err := s.recomputeStreak(ctx, tx, gp.game, gp.player, void); err != nil {
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
