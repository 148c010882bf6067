package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/ethereum/go-ethereum/common"

	tttclient "github.com/wordproof/wordproof/client/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	tttwire "github.com/wordproof/wordproof/game/tictactoe/wire"
)

// duelPlayTtt plays Wordle-Tac-Toe match m to its end through the player
// agent of client/tictactoe, drawing the grid whenever it changes.
func (s *session) duelPlayTtt(before duelProfile, m *bo3Match, platformAddr common.Address) error {
	addr, err := s.manifest.Address(deploy.ContractWordleTacToe)
	if err != nil {
		return usageError("%v: the deployment has no Wordle-Tac-Toe mode (redeploy with 'wordproof deploy')", err)
	}
	dicts, err := tttwire.LoadSet()
	if err != nil {
		return err
	}
	me, id := s.mover.Address(), m.id
	v := &tttView{out: s.out, me: me}
	var strategy tttclient.Strategy = tttclient.Solver{Dicts: dicts}
	if !s.c.Bool("auto") {
		strategy = newTttLines(s.c.App.Reader, v, dicts, !isTerminal(s.c.App.Reader))
	}
	agent, err := tttclient.NewAgent(tttclient.Config{
		Mover: s.mover, Backend: s.backend, Ttt: addr, Platform: platformAddr, Dicts: dicts, Strategy: strategy,
		Force:    true, // the line strategy warns first and sends an unknown word only when confirmed
		OnStatus: v.status,
	})
	if err != nil {
		return err
	}
	if s.out.json {
		if err := s.out.emit(map[string]any{"event": "start", "mode": "ttt", "matchId": id.Uint64(), "player": me, "auto": s.c.Bool("auto"), "bet": m.match.Bet.Uint64()}); err != nil {
			return err
		}
	} else {
		s.out.line("Wordle-Tac-Toe match %s as %s (%s), bet %s: first to 2 bouts; a turn is 1 or 2 guesses on different open cells, e.g. \"a1 tale\" or \"b2 stream c1 tale\"",
			id, me.Hex(), s.playerKind(), m.match.Bet)
	}
	res, err := agent.Play(s.ctx, id)
	if err != nil {
		if s.ctx.Err() != nil {
			return cli.Exit(fmt.Sprintf("interrupted; match %s goes on: run the same command to resume", id), exitInterrupted)
		}
		return fmt.Errorf("wordle-tac-toe match %s: %w", id, err)
	}
	after, err := readDuelProfile(s, me)
	if err != nil {
		return err
	}
	outcome, ending, verdict, err := s.settlement(platformAddr, id, res.Seat-1)
	if err != nil {
		return err
	}
	bet := m.match.Bet.Uint64()
	if s.out.json {
		return s.out.emit(map[string]any{
			"event": "result", "mode": "ttt", "matchId": id.Uint64(), "outcome": outcome.String(), "ending": ending, "verdict": verdict,
			"wins": res.Wins[res.Seat-1], "opponentWins": res.Wins[2-res.Seat], "seat": res.Seat, "houseTimedOut": res.HouseTimedOut, "bet": bet,
			"coinsBefore": before.Coins, "coinsAfter": after.Coins, "mmrBefore": before.MMR, "mmrAfter": after.MMR,
			"rankBefore": before.Rank, "rankAfter": after.Rank, "profile": after,
		})
	}
	s.out.line("")
	s.out.line("match %s over (%s): %s", id, ending, verdict)
	s.out.line("bouts     you %d, opponent %d", res.Wins[res.Seat-1], res.Wins[2-res.Seat])
	s.out.line("bet       %d each", bet)
	s.profileChange(before, after)
	if v.inputEnded() {
		return cli.Exit("the input ended before the match: its last turns were not played", 1)
	}
	return nil
}

// tttView draws the grid each time the match changes.
type tttView struct {
	out *printer
	mu  sync.Mutex
	key string // what the last drawing showed
	me  common.Address
	end bool // the input ended
}

func (v *tttView) inputEnded() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.end
}

// status draws the grid when anything it shows changed (not the clocks'
// seconds: those are shown whenever the grid is drawn).
func (v *tttView) status(m *tttwire.Match) {
	key := fmt.Sprint(m.House, m.Committed(), m.Bout, m.Wins, m.Mover, len(m.Pending), len(m.Turns), m.Skipped, m.Live)
	if b := m.Current(); b != nil {
		for _, gs := range b.Cells {
			for _, g := range gs {
				key += fmt.Sprint(g.Answered())
			}
		}
	}
	v.mu.Lock()
	changed := key != v.key
	v.key = key
	v.mu.Unlock()
	if !changed || v.out.json {
		return
	}
	v.out.write(drawTtt(m, m.Seat(v.me)))
}

// cellName names a cell by column (a-c) and row (1-3, top down).
func cellName(cell int) string { return fmt.Sprintf("%c%d", 'a'+cell%3, cell/3+1) }

// parseCell reads a cell name (a1-c3) or number (1-9, row by row).
func parseCell(s string) (int, error) {
	s = strings.ToLower(s)
	if n, err := strconv.Atoi(s); err == nil && n >= 1 && n <= ttt.Cells {
		return n - 1, nil
	}
	if len(s) == 2 && s[0] >= 'a' && s[0] <= 'c' && s[1] >= '1' && s[1] <= '3' {
		return int(s[1]-'1')*3 + int(s[0]-'a'), nil
	}
	return 0, fmt.Errorf("%q is not a cell: a1-c3 (column, row) or 1-9", s)
}

// parseTurn reads a turn: one or two "cell word" pairs; a word ending in
// '!' is sent even when the guess list does not hold it.
func parseTurn(line string) (moves []ttt.Move, force []bool, err error) {
	f := strings.Fields(line)
	if len(f) != 2 && len(f) != 4 {
		return nil, nil, errors.New(`a turn is "cell word" or "cell word cell word", e.g. "a1 tale" or "b2 stream c1 tale"`)
	}
	for i := 0; i < len(f); i += 2 {
		cell, err := parseCell(f[i])
		if err != nil {
			return nil, nil, err
		}
		w := strings.ToLower(f[i+1])
		bang := strings.HasSuffix(w, "!")
		w = strings.TrimSuffix(w, "!")
		if l := ttt.CellLength(cell); len(w) != l {
			return nil, nil, fmt.Errorf("%q has %d letters: cell %s takes %d", w, len(w), cellName(cell), l)
		}
		if _, err := game.Letters.Encode(w, len(w)); err != nil {
			return nil, nil, fmt.Errorf("%q: letters a-z only", w)
		}
		moves, force = append(moves, ttt.Move{Cell: cell, Word: w}), append(force, bang)
	}
	if len(moves) == 2 && moves[0].Cell == moves[1].Cell {
		return nil, nil, fmt.Errorf("both guesses on %s: a turn takes two different cells", cellName(moves[0].Cell))
	}
	return moves, force, nil
}

// drawTtt draws the bout in play for the player in seat: the header (bouts,
// whose turn, clocks), then the 3x3 grid, each cell with its name, length,
// state and guesses, colours as G (green), Y (yellow), . (grey).
func drawTtt(m *tttwire.Match, seat int) string {
	var b strings.Builder
	who := func(s int) string {
		switch {
		case s == 0:
			return "nobody"
		case s == seat:
			return "you"
		case seat == 0:
			return fmt.Sprintf("seat %d", s)
		}
		return "opponent"
	}
	if !m.Committed() {
		fmt.Fprintf(&b, "\nwaiting for the house (%s)\n", map[bool]string{true: "drawn, to commit", false: "to be drawn"}[m.House != (common.Address{})])
		return b.String()
	}
	fmt.Fprintf(&b, "\nbout %d · bouts you %d, opponent %d", m.Bout+1, m.Wins[max(seat, 1)-1], m.Wins[2-max(seat, 1)])
	switch {
	case !m.Live:
		b.WriteString(" · over")
	case len(m.Pending) > 0:
		b.WriteString(" · the house answers")
	case m.Mover == 0:
		b.WriteString(" · drawing the first player (the next block)")
	default:
		left := int64(m.Deadline) - int64(m.Now)
		fmt.Fprintf(&b, " · to move: %s (%s left)", who(m.Mover), clock(time.Duration(max(left, 0))*time.Second))
	}
	if seat != 0 {
		fmt.Fprintf(&b, " · banks you %s, opponent %s", clock(time.Duration(m.Banks[seat-1])*time.Second), clock(time.Duration(m.Banks[2-seat])*time.Second))
	}
	b.WriteString("\n")
	bout := m.Current()
	const width = 22
	for row := range 3 {
		lines := make([][]string, 3)
		for col := range 3 {
			cell := row*3 + col
			var gs []tttwire.CellGuess
			if bout != nil {
				gs = bout.Cells[cell]
			}
			state := "open"
			owner := 0
			if bout != nil && bout.Ended != nil {
				owner = bout.Ended.Owners[cell]
				state = "won by " + who(owner)
			} else if !m.CellOpen(cell) {
				state = "closed"
			}
			for _, g := range gs {
				if g.Solved() {
					state = "solved by " + who(g.Seat)
				}
			}
			lines[col] = append(lines[col], fmt.Sprintf("%s·%d %s", cellName(cell), ttt.CellLength(cell), state))
			for _, g := range gs {
				mark := "?"
				switch {
				case !g.Valid:
					mark = "invalid"
				case g.Answered():
					mark = colourMarks(g.Colours)
				}
				lines[col] = append(lines[col], fmt.Sprintf("%c %s %s", map[bool]rune{true: '>', false: '<'}[g.Seat == seat], g.Word, mark))
			}
		}
		n := max(len(lines[0]), len(lines[1]), len(lines[2]))
		for k := range n {
			for col := range 3 {
				s := ""
				if k < len(lines[col]) {
					s = lines[col][k]
				}
				fmt.Fprintf(&b, "%-*s", width, s)
			}
			b.WriteString("\n")
		}
		if row < 2 {
			b.WriteString(strings.Repeat("-", 3*width) + "\n")
		}
	}
	b.WriteString("(> your guess, < the opponent's; G green, Y yellow, . grey)\n")
	if m.Live && seat != 0 && m.Mover == seat && len(m.Pending) == 0 {
		b.WriteString("your turn (\"a1 tale\" or \"b2 stream c1 tale\"): ")
	}
	return b.String()
}

func colourMarks(cs []game.Color) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteByte(".YG"[c])
	}
	return b.String()
}

// tttLines is the Strategy of a player typing turns, one per line.
type tttLines struct {
	lines chan string
	view  *tttView
	dicts tttwire.Set
	echo  bool
}

func newTttLines(in io.Reader, view *tttView, dicts tttwire.Set, echo bool) *tttLines {
	lines := make(chan string, 16)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return &tttLines{lines: lines, view: view, dicts: dicts, echo: echo}
}

// Turn implements tttclient.Strategy: a bad line is explained and the turn
// asked again; a word the guess list does not hold is sent only when typed
// with a trailing '!' (it skips the player's next turn).
func (l *tttLines) Turn(_ context.Context, m *tttwire.Match, _ int) ([]ttt.Move, error) {
	if l.view.inputEnded() {
		return nil, tttclient.ErrNoMoveYet
	}
	select {
	case line, ok := <-l.lines:
		if !ok {
			l.view.mu.Lock()
			l.view.end = true
			l.view.mu.Unlock()
			l.view.out.line("\ninput ended: no more turns; the clock runs out")
			return nil, tttclient.ErrNoMoveYet
		}
		if l.echo {
			l.view.out.line("%s", line)
		}
		moves, force, err := parseTurn(line)
		if err == nil {
			for k, mv := range moves {
				switch {
				case !m.CellOpen(mv.Cell):
					err = fmt.Errorf("cell %s is closed (solved or six guesses)", cellName(mv.Cell))
				case !force[k] && !l.dicts.Cell(mv.Cell).Valid(mv.Word):
					err = fmt.Errorf("%q is not in the %d-letter guess list: it would not count and would skip your next turn; type %q to send it anyway",
						mv.Word, len(mv.Word), mv.Word+"!")
				}
				if err != nil {
					break
				}
			}
		}
		if err != nil {
			l.view.out.line("%v; try again", err)
			return nil, tttclient.ErrNoMoveYet
		}
		return moves, nil
	default:
		return nil, tttclient.ErrNoMoveYet
	}
}
