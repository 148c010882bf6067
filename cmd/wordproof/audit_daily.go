package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/puzloc/wire"
)

// auditDaily is `audit --daily DAY --game numlock|phraselock`.
func auditDaily(c *cli.Context) error {
	raw := c.String(auditDailyFlag.Name)
	day, err := parseDay(raw)
	if err != nil {
		return usageError("--daily: %v", err)
	}
	var gt uint64
	switch g := c.String(auditGameFlag.Name); g {
	case "numlock":
		gt = wire.NumLock
	case "phraselock":
		gt = wire.PhraseLock
	case "":
		return usageError("audit --daily needs --game numlock or phraselock")
	default:
		return usageError("audit --daily takes --game numlock or phraselock, got %q", g)
	}
	contract, backend, err := auditChain(c, auditDailyFlag, deploy.ContractPuzlocDaily)
	if err != nil {
		return err
	}
	defer backend.Close()
	res, err := audit.AuditDaily(c.Context, audit.DailyConfig{Backend: backend, Contract: contract, GameType: gt, Day: day, Keys: keySet(c)})
	if err != nil {
		return cli.Exit(fmt.Sprintf("audit of %s day %s: %v", c.String(auditGameFlag.Name), raw, oneLine(err.Error())), exitFailure)
	}
	if c.Bool(auditJSONFlag.Name) {
		return printJSON(c, res)
	}
	return writeDailyAudit(c.App.Writer, res)
}

// parseDay reads a UTC day as YYYY-MM-DD or a day number (days since
// 1970-01-01).
func parseDay(s string) (uint64, error) {
	if n, err := strconv.ParseUint(s, 10, 40); err == nil {
		return n, nil
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil || t.Unix() < 0 {
		return 0, fmt.Errorf("%q is neither YYYY-MM-DD nor a day number", s)
	}
	return wire.Day(t), nil
}

// oneLine keeps the first line of s.
func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// writeDailyAudit prints a clean daily audit: the answer, each player's
// tries or moves, and its result.
func writeDailyAudit(out io.Writer, res *audit.DailyAudit) error {
	fmt.Fprintf(out, "%s day %d (%s), house %s\n", res.Game, res.Day, res.Date, res.House)
	if res.Void {
		fmt.Fprintf(out, "void: the house was slashed; %s wei paid to %d players:", res.Compensation, len(res.Victims))
		for _, v := range res.Victims {
			fmt.Fprintf(out, " %s", v)
		}
		_, err := fmt.Fprintln(out)
		return err
	}
	fmt.Fprintf(out, "answer %q", res.Answer)
	if res.Category != "" {
		fmt.Fprintf(out, ", %s", res.Category)
	}
	fmt.Fprintf(out, ", %s\n", res.Difficulty)
	for _, p := range res.Players {
		fmt.Fprintf(out, "%s:", p.Player)
		for _, t := range p.Tries {
			if t.Refused {
				fmt.Fprint(out, " refused")
			} else {
				fmt.Fprintf(out, " %s %s", t.Guess, t.Colours)
			}
		}
		fmt.Fprintln(out)
		for _, m := range p.Moves {
			fmt.Fprintf(out, "  %s", m.Kind)
			if m.Move != "" {
				fmt.Fprintf(out, " %q", m.Move)
			}
			if m.Reply != "" {
				fmt.Fprintf(out, ": %s", m.Reply)
			} else if m.Hit {
				fmt.Fprint(out, ": right")
			}
			fmt.Fprintf(out, " (%d lives)\n", m.Lives)
		}
		fmt.Fprintf(out, "  solved %v in %d, thinking %v", p.Solved, p.Attempts, p.Thinking)
		if p.Suspicious {
			fmt.Fprint(out, " (suspiciously fast)")
		}
		if p.Finalised {
			fmt.Fprintf(out, ", score %d recorded\n", p.Score)
		} else {
			fmt.Fprintf(out, ", score %d not recorded yet\n", p.Score)
		}
	}
	_, err := fmt.Fprintf(out, "%d players, %d proofs verified: clean\n", len(res.Players), res.Proofs)
	return err
}
