package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/indexer"
)

var (
	statsPlayerFlag = &cli.StringFlag{Name: "player", Usage: "a player's address: their profile instead of the games' statistics"}
	statsGameFlag   = &cli.StringFlag{Name: "game", Usage: "only this game (wow, worduel, numlock or phraselock)"}
)

var statsCommand = &cli.Command{
	Name:      "stats",
	Usage:     "statistics of the games, or of a player, from the indexer",
	ArgsUsage: " ",
	Description: `Without --player: each game's statistics (games, plays, players, win
percentage, average attempts and score, attempts of the wins, most common
guesses). With --player: the player's profile (registration, coins free and
in play, Worduel MMR, rank and record, each game's games, wins, total and
average score, streaks and all-time rank, the latest matches) and the
achievements unlocked ('wordproof achievements' shows them all). A streak
counts consecutive days with a win; one missed day per calendar month is
forgiven (the streak shield, docs/puzloc.md).`,
	Flags: []cli.Flag{indexerURLFlag, statsPlayerFlag, statsGameFlag, readerJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("stats takes no arguments, got %q", c.Args().First())
		}
		games := indexer.Games
		if g := c.String(statsGameFlag.Name); g != "" {
			if _, err := indexer.ParseGame(g); err != nil {
				return usageError("--game: %v", err)
			}
			games = []string{g}
		}
		cl := &indexer.Client{URL: c.String(indexerURLFlag.Name)}
		w := tabwriter.NewWriter(c.App.Writer, 0, 4, 2, ' ', 0)
		if p := c.String(statsPlayerFlag.Name); p != "" {
			addr, err := indexer.ParseAddress(p)
			if err != nil {
				return usageError("--player: %v", err)
			}
			var out struct {
				Profile      indexer.Profile      `json:"profile"`
				Achievements indexer.Achievements `json:"achievements"`
			}
			if err := cl.Get(c.Context, "/v1/players/"+addr.Hex(), nil, &out.Profile); err != nil {
				return err
			}
			if err := cl.Get(c.Context, "/v1/players/"+addr.Hex()+"/achievements", nil, &out.Achievements); err != nil {
				return err
			}
			if c.Bool(readerJSONFlag.Name) {
				return printJSON(c, out)
			}
			pr := out.Profile
			fmt.Fprintf(w, "player %s, first seen in block %d\n", pr.Player, pr.Registered)
			fmt.Fprintf(w, "coins\t%d free, %d in play\n", pr.Coins.Free, pr.Coins.InPlay)
			fmt.Fprintf(w, "worduel\tMMR %d (%s), ladder #%d, %d-%d-%d\n", pr.Worduel.MMR, pr.Worduel.Rank, pr.Worduel.Position, pr.Worduel.Wins, pr.Worduel.Losses, pr.Worduel.Draws)
			for _, st := range pr.Stats {
				fmt.Fprintf(w, "%s\t%d games, %d wins (%.0f%%), score %d (avg %.1f), avg attempts %.2f, streak %d (max %d), rank #%d%s\n",
					st.Game, st.Games, st.Wins, 100*st.WinRate, st.TotalScore, st.AverageScore, st.AverageAttempts, st.CurrentStreak, st.MaxStreak, st.Rank,
					fastNote(st.FastSolves))
			}
			for _, m := range pr.Matches {
				fmt.Fprintf(w, "match %d\t%s vs %s, bet %d: %s (%s), ratings %d/%d\n", m.ID, m.A, m.B, m.Bet, m.Outcome, m.Ending, m.RatingA, m.RatingB)
			}
			fmt.Fprintf(w, "achievements\t%s\n", strings.Join(out.Achievements.Unlocked, ", "))
			return w.Flush()
		}
		var all []indexer.GameStats
		for _, g := range games {
			var st indexer.GameStats
			if err := cl.Get(c.Context, "/v1/stats/"+g, nil, &st); err != nil {
				return err
			}
			all = append(all, st)
		}
		if c.Bool(readerJSONFlag.Name) {
			return printJSON(c, all)
		}
		for _, st := range all {
			var common []string
			for _, wc := range st.CommonGuesses {
				common = append(common, fmt.Sprintf("%s ×%d", wc.Word, wc.Count))
			}
			fmt.Fprintf(w, "%s\t%d games, %d plays by %d players, %.0f%% won, avg attempts %.2f, avg score %.1f\n",
				st.Game, st.Games, st.Results, st.Players, st.WinPercentage, st.AverageAttempts, st.AverageScore)
			fmt.Fprintf(w, "\tattempts of the wins: %v%s\n", st.AttemptsToWin, fastNote(st.FastSolves))
			if len(common) > 0 {
				fmt.Fprintf(w, "\tmost common guesses: %s\n", strings.Join(common, ", "))
			}
		}
		return w.Flush()
	},
}

// fastNote names the solves flagged as suspiciously fast, if any.
func fastNote(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(", %d suspiciously fast solves (flagged, still ranked)", n)
}
