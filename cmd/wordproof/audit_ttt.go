package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/deploy"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
)

// auditTtt is `audit --ttt-match ID`.
func auditTtt(c *cli.Context) error {
	id, contract, backend, err := auditMatchTarget(c, auditTttMatchFlag, deploy.ContractWordleTacToe)
	if err != nil {
		return err
	}
	defer backend.Close()
	res, err := audit.AuditTtt(c.Context, audit.TttConfig{Backend: backend, Contract: contract, Match: id, Keys: keySet(c)})
	if err != nil {
		return cli.Exit(fmt.Sprintf("audit of Wordle-Tac-Toe match %s: %v", id, err), exitFailure)
	}
	if c.Bool(auditJSONFlag.Name) {
		return printJSON(c, res)
	}
	return writeTttAudit(c.App.Writer, res)
}

// tttSeatName names a seat as the reports do: a (who queued first), b, or
// nobody.
func tttSeatName(p ttt.Player) string {
	switch p {
	case ttt.One:
		return "a"
	case ttt.Two:
		return "b"
	default:
		return "nobody"
	}
}

// writeTttAudit prints a clean Wordle-Tac-Toe audit: each bout's grid of
// owners, each cell's word and guesses, then the result.
func writeTttAudit(out io.Writer, res *audit.TttAudit) error {
	fmt.Fprintf(out, "Wordle-Tac-Toe match %s: %s (a) vs %s (b), house %s; %s moved first\n",
		res.Match, res.Players[0], res.Players[1], res.House, tttSeatName(res.Starter))
	fmt.Fprintf(out, "clocks: %v a turn, %v bank\n", res.TurnTime, res.Bank)
	for _, b := range res.Bouts {
		fmt.Fprintf(out, "bout %d (%s first): ", b.Index, tttSeatName(b.First))
		if b.Ended {
			fmt.Fprintf(out, "winner %s (%s), lines %d-%d, cells %d-%d\n", tttSeatName(b.Winner), b.Reason, b.Lines[0], b.Lines[1], b.Count[0], b.Count[1])
		} else {
			fmt.Fprintln(out, "not finished")
		}
		for row := range 3 {
			owners := make([]string, 3)
			for col := range owners {
				owners[col] = ownerMark(b, 3*row+col)
			}
			fmt.Fprintf(out, "  %s\n", strings.Join(owners, " "))
		}
		for cell, cl := range b.Cells {
			if len(cl.Guesses) == 0 && !b.Ended {
				continue
			}
			fmt.Fprintf(out, "  cell %d %q", cell, cl.Word)
			if b.Ended {
				fmt.Fprintf(out, " to %s (%s)", tttSeatName(cl.Owner), cl.Step)
			}
			fmt.Fprint(out, ":")
			for _, g := range cl.Guesses {
				if g.Valid {
					fmt.Fprintf(out, " %s %s %s", tttSeatName(g.Player), g.Word, g.Colours)
				} else {
					fmt.Fprintf(out, " %s %s invalid", tttSeatName(g.Player), g.Word)
				}
			}
			fmt.Fprintln(out)
		}
	}
	for seat, p := range []ttt.Player{ttt.One, ttt.Two} {
		fmt.Fprintf(out, "%s: bank left %v", tttSeatName(p), res.Banks[seat])
		if n := countPlayer(res.Skipped, p); n > 0 {
			fmt.Fprintf(out, ", %d turns skipped", n)
		}
		fmt.Fprintln(out)
	}
	_, err := fmt.Fprintf(out, "result %d-%d by %s, winner %s; %d turns, %d answer proofs verified: clean\n",
		res.Score.Wins[0], res.Score.Wins[1], res.Ending, tttSeatName(res.Winner), res.Turns, res.Proofs)
	return err
}

// ownerMark is a cell of the grid: its owner's seat, '-' for nobody; while
// the bout is in play, a solved cell's solver and '.' for the others.
func ownerMark(b audit.TttBout, cell int) string {
	if !b.Ended {
		for _, g := range b.Cells[cell].Guesses {
			if g.Colours != "" && strings.Trim(g.Colours, "G") == "" {
				return tttSeatName(g.Player)
			}
		}
		return "."
	}
	if o := b.Cells[cell].Owner; o != ttt.Nobody {
		return tttSeatName(o)
	}
	return "-"
}

func countPlayer(ps []ttt.Player, p ttt.Player) int {
	n := 0
	for _, x := range ps {
		if x == p {
			n++
		}
	}
	return n
}
