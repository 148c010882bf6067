package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/indexer"
)

var achievementsPlayerFlag = &cli.StringFlag{Name: "player", Usage: "the player's address (required)"}

var achievementsCommand = &cli.Command{
	Name:      "achievements",
	Usage:     "a player's achievements from the indexer",
	ArgsUsage: " ",
	Description: `Reads a player's achievements from the indexer (--indexer): every one of
Puzloc's list (NumLock, PhraseLock and universal), unlocked or not, awarded
by game/puzloc's rules on the indexed plays, with the figures they rest on
(games, wins, fastest wins, letters found, streaks, best leaderboard
position). docs/puzloc.md says how each is decided.`,
	Flags: []cli.Flag{indexerURLFlag, achievementsPlayerFlag, readerJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("achievements takes no arguments, got %q", c.Args().First())
		}
		if c.String(achievementsPlayerFlag.Name) == "" {
			return usageError("--player ADDRESS is required")
		}
		p, err := indexer.ParseAddress(c.String(achievementsPlayerFlag.Name))
		if err != nil {
			return usageError("--player: %v", err)
		}
		var a indexer.Achievements
		if err := (&indexer.Client{URL: c.String(indexerURLFlag.Name)}).Get(c.Context, "/v1/players/"+p.Hex()+"/achievements", nil, &a); err != nil {
			return err
		}
		if c.Bool(readerJSONFlag.Name) {
			return printJSON(c, a)
		}
		w := tabwriter.NewWriter(c.App.Writer, 0, 4, 2, ' ', 0)
		fmt.Fprintf(w, "player %s: %d of %d achievements\n", a.Player, len(a.Unlocked), len(a.Unlocked)+len(a.Locked))
		fmt.Fprintf(w, "unlocked\t%s\n", orNone(a.Unlocked))
		fmt.Fprintf(w, "locked\t%s\n", orNone(a.Locked))
		n, ph := a.NumLock, a.PhraseLock
		fmt.Fprintf(w, "numlock\t%d played, %d won, fewest attempts %d, fastest win %.1f s, longest streak %d\n",
			n.Played, n.Won, n.FewestAttempts, float64(n.FastestWinMs)/1000, n.LongestStreak)
		fmt.Fprintf(w, "phraselock\t%d won, %d letters found, %d phrases guessed, most lives at a win %d, fastest win %.1f s, %d without hints, %d lucky\n",
			ph.Won, ph.LettersFound, ph.PhrasesGuessed, ph.MostLivesAtWin, float64(ph.FastestWinMs)/1000, ph.WinsWithoutHints, ph.LuckyGuesses)
		fmt.Fprintf(w, "overall\tbest leaderboard position %d, longest run of days played %d\n", a.BestRank, a.LongestPlayStreak)
		return w.Flush()
	},
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}
