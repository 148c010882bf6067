package indexer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/rating"
	duelwire "github.com/wordproof/wordproof/game/worduel/wire"
)

// boardFrom is a leaderboard's rows with the current streak (boardStreak,
// bound by streakArgs: game/puzloc.StreakState.Current in SQL) and the
// registration; boardOrder is the seed's order:
// total score, win rate, lower average attempts, longer current streak,
// earlier registration, then the address so that the order is total (as
// rating.Compare). Equal ratios are equal doubles, so the order is exact.
const (
	boardFrom = `FROM totals t
LEFT JOIN streaks s ON s.game = t.game AND s.player = t.player
JOIN players p ON p.player = t.player`
	boardStreak = `CASE WHEN s.last_day >= ? OR (s.last_day >= ? AND s.shield_month <> ?) THEN s.run ELSE 0 END`
	boardOrder  = `t.score DESC, t.win_rate DESC, t.avg_attempts ASC, ` + boardStreak + ` DESC, p.seen_block ASC, p.seen_index ASC, t.player ASC`
)

// streakArgs binds boardStreak as of today, the game's void days skipped
// (game/puzloc.StreakState.Current): a run is current when it ends on the
// last day before today, or on the one before while the day between still
// has its month's shield.
func streakArgs(today rating.Day, void puzloc.Void) []any {
	y1 := void.Before(today)
	return []any{int64(y1), int64(void.Before(y1)), puzloc.MonthOf(y1)}
}

// voidDays reads a game's void days (none but Puzloc's).
func (s *SQL) voidDays(ctx context.Context, q querier, game string) (puzloc.Void, error) {
	if !isPuzloc(game) {
		return nil, nil
	}
	days, err := s.dayList(ctx, q, `SELECT day FROM void_days WHERE game = ?`, game)
	if err != nil || len(days) == 0 {
		return nil, err
	}
	v := puzloc.Void{}
	for _, d := range days {
		v[d] = true
	}
	return v, nil
}

// Leaderboard implements Store.
func (s *SQL) Leaderboard(ctx context.Context, q BoardQuery) (Board, error) {
	b := Board{Game: q.Game, Period: q.Period, Entries: []BoardEntry{}}
	if q.Period != AllTime {
		b.Start = q.Start.Time().Format("2006-01-02")
	}
	if err := s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM totals WHERE game = ? AND period = ? AND start = ?`),
		q.Game, string(q.Period), int64(q.Start)).Scan(&b.Players); err != nil {
		return b, err
	}
	void, err := s.voidDays(ctx, s.db, q.Game)
	if err != nil {
		return b, err
	}
	sa := streakArgs(q.Today, void)
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT t.player, t.score, t.games, t.wins, t.attempts, `+boardStreak+`, p.seen_block
`+boardFrom+` WHERE t.game = ? AND t.period = ? AND t.start = ? ORDER BY `+boardOrder+` LIMIT ? OFFSET ?`),
		slices.Concat(sa, []any{q.Game, string(q.Period), int64(q.Start)}, sa, []any{q.Limit, q.Offset})...)
	if err != nil {
		return b, err
	}
	defer rows.Close()
	for rows.Next() {
		var e BoardEntry
		var attempts int64
		if err := rows.Scan(&e.Player, &e.Score, &e.Games, &e.Wins, &attempts, &e.Streak, &e.Registered); err != nil {
			return b, err
		}
		e.Position = q.Offset + len(b.Entries) + 1
		e.WinRate, e.AverageAttempts = ratio(int64(e.Wins), int64(e.Games)), ratio(attempts, int64(e.Games))
		b.Entries = append(b.Entries, e)
	}
	return b, rows.Err()
}

func ratio(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// position is a player's place on one board (0 if not on it): one plus
// the lines with a higher score (an index range) plus the lines with the
// same score that the seed's later criteria put first.
func (s *SQL) position(ctx context.Context, game string, p Period, start rating.Day, player string, today rating.Day) (int, error) {
	var (
		score, seenBlock, seenIndex, streak int64
		winRate, avgAttempts                float64
	)
	void, err := s.voidDays(ctx, s.db, game)
	if err != nil {
		return 0, err
	}
	sa := streakArgs(today, void)
	err = s.db.QueryRowContext(ctx, s.q(`SELECT t.score, t.win_rate, t.avg_attempts, `+boardStreak+`, p.seen_block, p.seen_index
`+boardFrom+` WHERE t.game = ? AND t.period = ? AND t.start = ? AND t.player = ?`), slices.Concat(sa, []any{game, string(p), int64(start), player})...).
		Scan(&score, &winRate, &avgAttempts, &streak, &seenBlock, &seenIndex)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	var above, tied int
	if err := s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM totals t WHERE t.game = ? AND t.period = ? AND t.start = ? AND t.score > ?`),
		game, string(p), int64(start), score).Scan(&above); err != nil {
		return 0, err
	}
	err = s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) `+boardFrom+` WHERE t.game = ? AND t.period = ? AND t.start = ? AND t.score = ?
AND (t.win_rate > ? OR (t.win_rate = ? AND (t.avg_attempts < ? OR (t.avg_attempts = ? AND (`+boardStreak+` > ? OR (`+boardStreak+` = ?
AND (p.seen_block < ? OR (p.seen_block = ? AND (p.seen_index < ? OR (p.seen_index = ? AND t.player < ?))))))))))`),
		slices.Concat([]any{game, string(p), int64(start), score, winRate, winRate, avgAttempts, avgAttempts}, sa, []any{streak}, sa,
			[]any{streak, seenBlock, seenBlock, seenIndex, seenIndex, player})...).Scan(&tied)
	return 1 + above + tied, err
}

// Ladder implements Store.
func (s *SQL) Ladder(ctx context.Context, offset, limit int) (Ladder, error) {
	l := Ladder{Entries: []LadderEntry{}}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM ladder`).Scan(&l.Players); err != nil {
		return l, err
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT player, rating, wins, losses, draws FROM ladder ORDER BY rating DESC, player ASC LIMIT ? OFFSET ?`), limit, offset)
	if err != nil {
		return l, err
	}
	defer rows.Close()
	for rows.Next() {
		var e LadderEntry
		if err := rows.Scan(&e.Player, &e.MMR, &e.Wins, &e.Losses, &e.Draws); err != nil {
			return l, err
		}
		e.Position, e.Rank = offset+len(l.Entries)+1, rating.RankOf(int(e.MMR)).String()
		l.Entries = append(l.Entries, e)
	}
	return l, rows.Err()
}

// registered is a player's registration block.
func (s *SQL) registered(ctx context.Context, player string) (uint64, error) {
	var b uint64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT seen_block FROM players WHERE player = ?`), player).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("%w: player %s has no indexed event", ErrNotFound, player)
	}
	return b, err
}

// Profile implements Store.
func (s *SQL) Profile(ctx context.Context, player common.Address, today rating.Day) (Profile, error) {
	p := Profile{Player: addr(player)}
	var err error
	if p.Registered, err = s.registered(ctx, p.Player); err != nil {
		return p, err
	}
	if err := s.db.QueryRowContext(ctx, s.q(`SELECT COALESCE(SUM(free), 0), COALESCE(SUM(locked), 0) FROM coin_moves WHERE account = ?`),
		p.Player).Scan(&p.Coins.Free, &p.Coins.InPlay); err != nil {
		return p, err
	}
	p.Worduel.MMR = rating.BaseMMR
	err = s.db.QueryRowContext(ctx, s.q(`SELECT rating, wins, losses, draws FROM ladder WHERE player = ?`), p.Player).
		Scan(&p.Worduel.MMR, &p.Worduel.Wins, &p.Worduel.Losses, &p.Worduel.Draws)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return p, err
	default:
		if err := s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) + 1 FROM ladder WHERE rating > ? OR (rating = ? AND player < ?)`),
			p.Worduel.MMR, p.Worduel.MMR, p.Player).Scan(&p.Worduel.Position); err != nil {
			return p, err
		}
	}
	p.Worduel.Rank = rating.RankOf(int(p.Worduel.MMR)).String()
	for _, g := range Games {
		st, err := s.PlayerStats(ctx, g, player, today)
		if err != nil {
			return p, err
		}
		p.Stats = append(p.Stats, st)
	}
	p.Matches, err = s.Matches(ctx, player, 0, 10)
	return p, err
}

// PlayerStats implements Store.
func (s *SQL) PlayerStats(ctx context.Context, game string, player common.Address, today rating.Day) (PlayerStats, error) {
	st := PlayerStats{Game: game, AttemptsToWin: map[int]int{}}
	pl := addr(player)
	var attempts int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT score, games, wins, attempts FROM totals WHERE game = ? AND period = ? AND start = 0 AND player = ?`),
		game, string(AllTime), pl).Scan(&st.TotalScore, &st.Games, &st.Wins, &attempts)
	if errors.Is(err, sql.ErrNoRows) {
		return st, nil
	}
	if err != nil {
		return st, err
	}
	st.WinRate, st.AverageAttempts = ratio(int64(st.Wins), int64(st.Games)), ratio(attempts, int64(st.Games))
	st.AverageScore = ratio(st.TotalScore, int64(st.Games))
	var (
		last int64
		sk   puzloc.StreakState
	)
	err = s.db.QueryRowContext(ctx, s.q(`SELECT last_day, run, longest, shield_month FROM streaks WHERE game = ? AND player = ?`), game, pl).
		Scan(&last, &sk.Run, &sk.Longest, &sk.ShieldMonth)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return st, err
	default:
		sk.Last = rating.Day(last)
		void, err := s.voidDays(ctx, s.db, game)
		if err != nil {
			return st, err
		}
		st.CurrentStreak, st.MaxStreak = sk.Current(today, void), sk.Longest
	}
	if st.AttemptsToWin, err = s.attemptsToWin(ctx, `game = ? AND player = ?`, game, pl); err != nil {
		return st, err
	}
	if st.FastSolves, err = s.fastSolves(ctx, game, pl); err != nil {
		return st, err
	}
	st.Rank, err = s.position(ctx, game, AllTime, 0, pl, today)
	return st, err
}

// Matches implements Store: newest first.
func (s *SQL) Matches(ctx context.Context, player common.Address, offset, limit int) ([]MatchView, error) {
	pl := addr(player)
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT match_id, block, time, mode, a, b, bet, outcome, ending, points, rating_a, rating_b,
solves_a, solves_b, guesses_a, guesses_b FROM matches WHERE a = ? OR b = ? ORDER BY block DESC, idx DESC LIMIT ? OFFSET ?`), pl, pl, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []MatchView{}
	for rows.Next() {
		var (
			m         MatchView
			o, ending uint8
		)
		if err := rows.Scan(&m.ID, &m.Block, &m.Time, &m.Mode, &m.A, &m.B, &m.Bet, &o, &ending, &m.Points, &m.RatingA, &m.RatingB,
			&m.SolvesA, &m.SolvesB, &m.GuessesA, &m.GuessesB); err != nil {
			return nil, err
		}
		m.Outcome, m.Ending = rating.Outcome(o).String(), duelwire.EndingName(ending)
		out = append(out, m)
	}
	return out, rows.Err()
}

// WowGames implements Store: newest first, a player's games or all.
func (s *SQL) WowGames(ctx context.Context, player *common.Address, offset, limit int) ([]WowGameView, error) {
	query, args := `SELECT game_id, block, time, rounds, winners, stake, prize FROM wow_games`, []any{}
	if player != nil {
		query += ` WHERE CAST(game_id AS TEXT) IN (SELECT ref FROM results WHERE game = ? AND player = ?)`
		args = append(args, GameWow, addr(*player))
	}
	rows, err := s.db.QueryContext(ctx, s.q(query+` ORDER BY block DESC, idx DESC LIMIT ? OFFSET ?`), append(args, limit, offset)...)
	if err != nil {
		return nil, err
	}
	out := []WowGameView{}
	for rows.Next() {
		var g WowGameView
		if err := rows.Scan(&g.ID, &g.Block, &g.Time, &g.Rounds, &g.Winners, &g.Stake, &g.Prize); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		prs, err := s.db.QueryContext(ctx, s.q(`SELECT player, score, won, attempts, payout FROM results WHERE game = ? AND ref = ? ORDER BY score DESC, player`),
			GameWow, itoa(out[i].ID))
		if err != nil {
			return nil, err
		}
		for prs.Next() {
			var (
				p   WowPlayerView
				won int
			)
			if err := prs.Scan(&p.Player, &p.Score, &won, &p.Guesses, &p.Payout); err != nil {
				prs.Close()
				return nil, err
			}
			p.Won = won == 1
			out[i].Players = append(out[i].Players, p)
		}
		prs.Close()
		if err := prs.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fastSolves counts game's solves flagged as suspiciously fast
// (game/puzloc.SuspiciousSolve), player's only unless player is ""; 0 for
// the games that are not Puzloc's.
func (s *SQL) fastSolves(ctx context.Context, game, player string) (int, error) {
	if !isPuzloc(game) {
		return 0, nil
	}
	where, args := `game = ?`, []any{game}
	if player != "" {
		where, args = `player = ? AND game = ?`, []any{player, game}
	}
	var n int
	err := s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM puzloc_plays WHERE `+where+` AND fast = 1`), args...).Scan(&n)
	return n, err
}

// GameStats implements Store.
func (s *SQL) GameStats(ctx context.Context, game string) (GameStats, error) {
	st := GameStats{Game: game, AttemptsToWin: map[int]int{}, CommonGuesses: []WordCount{}}
	var wins, attempts, score int64
	if err := s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(DISTINCT ref), COUNT(*), COUNT(DISTINCT player), COALESCE(SUM(won), 0),
COALESCE(SUM(attempts), 0), COALESCE(SUM(score), 0) FROM results WHERE game = ?`), game).
		Scan(&st.Games, &st.Results, &st.Players, &wins, &attempts, &score); err != nil {
		return st, err
	}
	st.WinPercentage = 100 * ratio(wins, int64(st.Results))
	st.AverageAttempts, st.AverageScore = ratio(attempts, int64(st.Results)), ratio(score, int64(st.Results))
	var err error
	if st.AttemptsToWin, err = s.attemptsToWin(ctx, `game = ?`, game); err != nil {
		return st, err
	}
	if st.FastSolves, err = s.fastSolves(ctx, game, ""); err != nil {
		return st, err
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT word, COUNT(*) AS n FROM guesses WHERE game = ? GROUP BY word ORDER BY n DESC, word ASC LIMIT 10`), game)
	if err != nil {
		return st, err
	}
	defer rows.Close()
	for rows.Next() {
		var w WordCount
		if err := rows.Scan(&w.Word, &w.Count); err != nil {
			return st, err
		}
		st.CommonGuesses = append(st.CommonGuesses, w)
	}
	return st, rows.Err()
}

// attemptsToWin counts the won results matching where by their attempts.
func (s *SQL) attemptsToWin(ctx context.Context, where string, args ...any) (map[int]int, error) {
	out := map[int]int{}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT attempts, COUNT(*) FROM results WHERE `+where+` AND won = 1 GROUP BY attempts`), args...)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	for rows.Next() {
		var a, n int
		if err := rows.Scan(&a, &n); err != nil {
			return out, err
		}
		out[a] = n
	}
	return out, rows.Err()
}

// Achievements implements Store: every achievement of the seed, awarded by
// game/puzloc.Unlocked on figures from the indexed rows. NumLock's come from
// the player's numlock results (Hot Streak and Unstoppable from the longest
// numlock streak, shield included), PhraseLock's from the phraselock plays,
// Daily Dedication from the days with a finished game of any indexed game
// (no shield: every day), Top 10 and Champion from every leaderboard the
// player is on (every game, period and past period, standings as of the last
// indexed block).
func (s *SQL) Achievements(ctx context.Context, player common.Address, today rating.Day) (Achievements, error) {
	pl := addr(player)
	a := Achievements{Player: pl, Unlocked: []string{}, Locked: []string{}}
	if _, err := s.registered(ctx, pl); err != nil {
		return a, err
	}
	days, err := s.dayList(ctx, s.db, `SELECT DISTINCT day FROM results WHERE player = ? ORDER BY day`, pl)
	if err != nil {
		return a, err
	}
	if len(days) > 0 {
		st, err := rating.Streak(days, max(today, days[len(days)-1]), false)
		if err != nil {
			return a, err
		}
		a.LongestPlayStreak = st.Longest
	}
	// One query per game: each game's boards rank streaks over its own void days.
	best := 0
	for _, g := range Games {
		void, err := s.voidDays(ctx, s.db, g)
		if err != nil {
			return a, err
		}
		var pos sql.NullInt64
		if err := s.db.QueryRowContext(ctx, s.q(`SELECT MIN(pos) FROM (SELECT t.player, ROW_NUMBER() OVER (PARTITION BY t.period, t.start ORDER BY `+boardOrder+`) AS pos
`+boardFrom+` WHERE t.game = ? AND (t.period, t.start) IN (SELECT period, start FROM totals WHERE game = ? AND player = ?)) x WHERE player = ?`),
			slices.Concat(streakArgs(today, void), []any{g, g, pl, pl})...).Scan(&pos); err != nil {
			return a, err
		}
		if pos.Valid && (best == 0 || int(pos.Int64) < best) {
			best = int(pos.Int64)
		}
	}
	a.BestRank = best
	stats := puzloc.Stats{LongestPlayStreak: a.LongestPlayStreak, BestRank: a.BestRank}
	if err := s.puzlocFigures(ctx, pl, &stats); err != nil {
		return a, err
	}
	a.NumLock = NumLockFigures{Played: stats.NumLock.Played, Won: stats.NumLock.Won, FewestAttempts: stats.NumLock.FewestAttempts,
		FastestWinMs: stats.NumLock.FastestWin.Milliseconds(), LongestStreak: stats.NumLock.LongestStreak}
	p := stats.PhraseLock
	a.PhraseLock = PhraseLockFigures{Won: p.Won, LettersFound: p.LettersFound, PhrasesGuessed: p.PhrasesGuessed, MostLivesAtWin: p.MostLivesAtWin,
		FastestWinMs: p.FastestWin.Milliseconds(), WinsByCategory: map[string]int{}, WinsWithoutHints: p.WinsWithoutHints, LuckyGuesses: p.LuckyGuesses}
	for c, n := range p.WinsByCategory {
		a.PhraseLock.WinsByCategory[string(c)] = n
	}
	unlocked := puzloc.Unlocked(stats)
	for _, u := range puzloc.Achievements() {
		if slices.Contains(unlocked, u) {
			a.Unlocked = append(a.Unlocked, string(u))
		} else {
			a.Locked = append(a.Locked, string(u))
		}
	}
	return a, nil
}

// puzlocFigures adds the player's NumLock and PhraseLock plays to stats,
// one by one through game/puzloc's Record.
func (s *SQL) puzlocFigures(ctx context.Context, pl string, stats *puzloc.Stats) error {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT r.game, r.won, r.attempts, p.elapsed_ms, p.category, p.lives, p.hints, p.letters_found,
p.by_phrase, p.revealed_at_win FROM results r JOIN puzloc_plays p ON p.game = r.game AND p.ref = r.ref AND p.player = r.player
WHERE r.player = ? AND r.game IN (?, ?) ORDER BY r.block, r.idx`), pl, GameNumLock, GamePhraseLock)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			game                    string
			won, byPhrase, attempts int
			elapsedMs               int64
			sum                     puzloc.Summary
			category                string
		)
		if err := rows.Scan(&game, &won, &attempts, &elapsedMs, &category, &sum.Lives, &sum.HintsUsed, &sum.LettersFound,
			&byPhrase, &sum.RevealedAtWin); err != nil {
			return err
		}
		elapsed := time.Duration(elapsedMs) * time.Millisecond
		if game == GameNumLock {
			stats.NumLock.Record(won == 1, attempts, elapsed)
			continue
		}
		sum.Status, sum.Category, sum.WonByPhrase = puzloc.Lost, puzloc.Category(category), byPhrase == 1
		if won == 1 {
			sum.Status = puzloc.Won
		}
		stats.PhraseLock.Record(sum, elapsed)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	err = s.db.QueryRowContext(ctx, s.q(`SELECT longest FROM streaks WHERE game = ? AND player = ?`), GameNumLock, pl).Scan(&stats.NumLock.LongestStreak)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	return err
}
