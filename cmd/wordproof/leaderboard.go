package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/indexer"
)

var (
	indexerURLFlag = &cli.StringFlag{
		Name:     "indexer",
		Usage:    "base URL of the indexer's API ('wordproof indexer')",
		Value:    "http://127.0.0.1:8560",
		EnvVars:  []string{"WORDPROOF_INDEXER"},
		Category: indexerCategory,
	}
	readerJSONFlag  = &cli.BoolFlag{Name: "json", Usage: "print the answer as JSON"}
	boardGameFlag   = &cli.StringFlag{Name: "game", Usage: "wow, worduel, numlock or phraselock", Value: indexer.GameWow}
	boardPeriodFlag = &cli.StringFlag{Name: "period", Usage: "daily, weekly, monthly or all-time", Value: string(indexer.AllTime)}
	boardDateFlag   = &cli.StringFlag{Name: "date", Usage: "a day of the period, YYYY-MM-DD (default: the day of the last indexed block)"}
	boardOffsetFlag = &cli.IntFlag{Name: "offset", Usage: "entries to skip"}
	boardLimitFlag  = &cli.IntFlag{Name: "limit", Usage: "entries to show (1-500)", Value: 20}
	boardLadderFlag = &cli.BoolFlag{Name: "ladder", Usage: "Worduel's MMR ladder instead of a game's leaderboard"}
)

var leaderboardCommand = &cli.Command{
	Name:      "leaderboard",
	Usage:     "a game's leaderboard (or Worduel's MMR ladder) from the indexer",
	ArgsUsage: " ",
	Description: `Reads a leaderboard from the indexer (--indexer): players ranked by total
score, then win rate, then fewer average attempts, then longer current
streak, then earlier registration (first seen on chain). --period picks the
day, ISO week or month holding --date, or all time; --ladder shows Worduel's
MMR ladder with rank names instead.`,
	Flags: []cli.Flag{indexerURLFlag, boardGameFlag, boardPeriodFlag, boardDateFlag, boardOffsetFlag, boardLimitFlag, boardLadderFlag, readerJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("leaderboard takes no arguments, got %q", c.Args().First())
		}
		q := url.Values{}
		if c.Int(boardOffsetFlag.Name) < 0 {
			return usageError("--offset must be 0 or more")
		}
		if l := c.Int(boardLimitFlag.Name); l < 1 || l > indexer.MaxLimit {
			return usageError("--limit must be 1 to %d", indexer.MaxLimit)
		}
		q.Set("offset", strconv.Itoa(c.Int(boardOffsetFlag.Name)))
		q.Set("limit", strconv.Itoa(c.Int(boardLimitFlag.Name)))
		cl := &indexer.Client{URL: c.String(indexerURLFlag.Name)}
		w := tabwriter.NewWriter(c.App.Writer, 0, 4, 2, ' ', 0)
		if c.Bool(boardLadderFlag.Name) {
			var l indexer.Ladder
			if err := cl.Get(c.Context, "/v1/worduel/ladder", q, &l); err != nil {
				return err
			}
			if c.Bool(readerJSONFlag.Name) {
				return printJSON(c, l)
			}
			fmt.Fprintf(w, "#\tplayer\tMMR\trank\tW\tL\tD\n")
			for _, e := range l.Entries {
				fmt.Fprintf(w, "%d\t%s\t%d\t%s\t%d\t%d\t%d\n", e.Position, e.Player, e.MMR, e.Rank, e.Wins, e.Losses, e.Draws)
			}
			fmt.Fprintf(w, "%d players rated\n", l.Players)
			return w.Flush()
		}
		game, err := indexer.ParseGame(c.String(boardGameFlag.Name))
		if err != nil {
			return usageError("--game: %v", err)
		}
		if _, err := indexer.ParsePeriod(c.String(boardPeriodFlag.Name)); err != nil {
			return usageError("--period: %v", err)
		}
		q.Set("period", c.String(boardPeriodFlag.Name))
		if d := c.String(boardDateFlag.Name); d != "" {
			if _, err := indexer.ParseDate(d); err != nil {
				return usageError("--date: %v", err)
			}
			q.Set("date", d)
		}
		var b indexer.Board
		if err := cl.Get(c.Context, "/v1/leaderboard/"+game, q, &b); err != nil {
			return err
		}
		if c.Bool(readerJSONFlag.Name) {
			return printJSON(c, b)
		}
		title := fmt.Sprintf("%s, %s", b.Game, b.Period)
		if b.Start != "" {
			title += " from " + b.Start
		}
		fmt.Fprintf(w, "%s: %d players\n#\tplayer\tscore\tgames\twins\twin rate\tavg attempts\tstreak\n", title, b.Players)
		for _, e := range b.Entries {
			fmt.Fprintf(w, "%d\t%s\t%d\t%d\t%d\t%.0f%%\t%.2f\t%d\n", e.Position, e.Player, e.Score, e.Games, e.Wins, 100*e.WinRate, e.AverageAttempts, e.Streak)
		}
		return w.Flush()
	},
}

// printJSON writes v as indented JSON.
func printJSON(c *cli.Context, v any) error {
	enc := json.NewEncoder(c.App.Writer)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
