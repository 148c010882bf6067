package audit

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/wordproof/wordproof/amount"
)

// playerName is how the text report names player i: P1, P2, ... in join order.
func playerName(i int) string { return fmt.Sprintf("P%d", i+1) }

// WriteText prints the report for people: the game, each round (guesses,
// colours as G/Y/. and points, then the scores), the result, what was
// checked, every finding and the verdict.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	r.writeGame(&b)
	for i := range r.Rounds {
		writeRound(&b, &r.Rounds[i])
	}
	r.writeResult(&b)
	r.writeChecks(&b)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeGame prints the game's contract, settings and players.
func (r *Report) writeGame(b *strings.Builder) {
	s := r.Settings
	fmt.Fprintf(b, "Worth of Words game %s at %s on chain %d\n", r.GameID, r.Contract.Hex(), r.ChainID)
	fmt.Fprintf(b, "settings: %d-letter words, %d to %d players, stake %s", s.WordLength, s.MinPlayers, s.MaxPlayers, amount.FormatETH(s.Stake))
	if s.RoundCap != 0 {
		fmt.Fprintf(b, ", at most %d rounds", s.RoundCap)
	}
	b.WriteString("\nplayers (join order):\n")
	for _, p := range r.Players {
		fmt.Fprintf(b, "  %-4s %s", playerName(p.Index), p.Address.Hex())
		if p.Join != nil {
			fmt.Fprintf(b, "  joined in block %d", p.Join.Block)
		}
		b.WriteString("\n")
	}
}

// writeRound prints one round: its guesses, the guesses opened and never
// answered, who solved or left, and the scores.
func writeRound(b *strings.Builder, rd *Round) {
	fmt.Fprintf(b, "round %d (seed %s)", rd.Number, rd.Seed.Hex())
	if !rd.Complete {
		b.WriteString(" in progress")
	}
	b.WriteString("\n")
	for _, g := range rd.Guesses {
		fmt.Fprintf(b, "  %-4s -> %-4s word %d  %s  %s  +%d\n", playerName(g.Attacker), playerName(g.Target), g.Secret+1, g.Word, g.Colours, g.Points)
	}
	if len(rd.Guesses) == 0 {
		b.WriteString("  (no guess revealed)\n")
	}
	if unanswered := unansweredGuesses(rd); len(unanswered) > 0 {
		fmt.Fprintf(b, "  opened but never answered: %s\n", strings.Join(unanswered, ", "))
	}
	if events := roundOutcomes(rd); len(events) > 0 {
		fmt.Fprintf(b, "  %s\n", strings.Join(events, "; "))
	}
	scores := make([]string, len(rd.Scores))
	for i, sc := range rd.Scores {
		scores[i] = fmt.Sprintf("%s %d", playerName(i), sc)
	}
	fmt.Fprintf(b, "  scores: %s\n", strings.Join(scores, ", "))
}

// unansweredGuesses are the guesses opened in rd that no reveal answered,
// as "P2 crane", sorted.
func unansweredGuesses(rd *Round) []string {
	var out []string
	for i, word := range rd.Opened {
		answered := false
		for _, g := range rd.Guesses {
			answered = answered || g.Attacker == i
		}
		if !answered {
			out = append(out, fmt.Sprintf("%s %s", playerName(i), word))
		}
	}
	sort.Strings(out)
	return out
}

// roundOutcomes are the words solved and the players out in rd, and why.
func roundOutcomes(rd *Round) []string {
	var out []string
	for _, p := range rd.Solved {
		out = append(out, playerName(p)+" word solved")
	}
	for _, p := range rd.Eliminated {
		why := "both words solved"
		if slices.Contains(rd.Forfeited, p) {
			why = "forfeited: no reveal"
		}
		out = append(out, fmt.Sprintf("%s out (%s)", playerName(p), why))
	}
	return out
}

// writeResult prints the winners and the prize, or that the game runs on.
func (r *Report) writeResult(b *strings.Builder) {
	if !r.Ended {
		b.WriteString("result: the game has not ended\n")
		return
	}
	names := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		names[i] = playerName(w)
	}
	fmt.Fprintf(b, "result: winner%s %s, prize %s each (pot %s)\n", plural(len(names)), strings.Join(names, ", "), amount.FormatETH(r.Prize), amount.FormatETH(r.Pot))
}

// writeChecks prints what the audit checked, its findings and the verdict.
func (r *Report) writeChecks(b *strings.Builder) {
	c := r.Checked
	fmt.Fprintf(b, "checked: %d events, %d join proofs, %d reveal proofs, %d guesses, %d verifier contracts\n",
		c.Events, c.JoinProofs, c.RevealProofs, c.Guesses, c.Verifiers)
	fmt.Fprintf(b, "key set: %s\n", r.KeySet)
	if len(r.Findings) > 0 {
		fmt.Fprintf(b, "findings (%d):\n", len(r.Findings))
		for _, f := range r.Findings {
			fmt.Fprintf(b, "  - %s\n", f)
		}
	}
	for _, n := range r.Notes {
		fmt.Fprintf(b, "note: %s\n", n)
	}
	fmt.Fprintf(b, "verdict: %s (audited in %v)\n", r.Verdict, r.Elapsed.Round(time.Millisecond))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
