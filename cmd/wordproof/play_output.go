package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/game"
)

// printer writes a play command's output: sentences, or with --json one
// JSON object per line. Agent callbacks come from more than one goroutine
// (the guess prompt runs beside the agent), hence the lock.
type printer struct {
	mu     sync.Mutex
	w      io.Writer
	json   bool
	colour bool

	last      time.Time        // when the last line was printed
	status    *wowclient.Event // the last status event, for the countdown
	prompting bool             // a guess prompt waits for its line
}

// countdownEvery is how often a quiet 'play run' repeats the phase deadline.
const countdownEvery = 30 * time.Second

// countdown repeats the status line with the time left, every
// countdownEvery while nothing else was printed and no prompt waits, until
// ctx ends.
func (p *printer) countdown(ctx context.Context) {
	if p.json {
		return
	}
	t := time.NewTicker(countdownEvery / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		p.mu.Lock()
		ev, quiet := p.status, time.Since(p.last) >= countdownEvery && !p.prompting
		p.mu.Unlock()
		if ev != nil && quiet && time.Until(ev.Deadline) > 0 {
			p.line("%s %s (deadline in %s)", time.Now().Format("15:04:05"), ev.Text, timeLeft(ev.Deadline))
		}
	}
}

func newPrinter(c *cli.Context) *printer {
	return &printer{w: c.App.Writer, json: c.Bool(playJSONFlag.Name), colour: useColour(c.App.Writer)}
}

// useColour reports whether w is a terminal that wants colour: never when
// NO_COLOR is set (https://no-color.org) or w is a file or a pipe.
func useColour(w io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" {
		return false
	}
	return isTerminal(w)
}

// isTerminal reports whether f is a terminal rather than a file or a pipe.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	st, err := file.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// line prints a sentence; with --json it prints nothing.
func (p *printer) line(format string, args ...any) {
	if p.json {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.w, format+"\n", args...)
	p.last = time.Now()
}

// write prints text as it is (a prompt); with --json nothing.
func (p *printer) write(text string) {
	if p.json {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprint(p.w, text)
}

// emit prints v as one line of JSON.
func (p *printer) emit(v any) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return json.NewEncoder(p.w).Encode(v)
}

// wei writes an amount for JSON: a decimal string, so no parser rounds it.
func wei(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}

// ethNumber is an amount in ETH without its unit, as --amount takes it.
func ethNumber(v *big.Int) string { return strings.TrimSuffix(client.FormatETH(v), " ETH") }

func (p *printer) move(m wowclient.Move) {
	if p.json {
		_ = p.emit(map[string]any{"event": "move", "action": m.Action, "round": m.Round, "detail": m.Detail, "gas": m.GasUsed, "tx": m.Tx, "ms": m.Elapsed.Milliseconds()})
		return
	}
	p.line("%s round %d: %s %s (gas %d, %v)", time.Now().Format("15:04:05"), m.Round, m.Action, m.Detail, m.GasUsed, m.Elapsed.Round(time.Millisecond))
}

func (p *printer) event(ev wowclient.Event) {
	if p.json {
		out := map[string]any{"event": ev.Kind, "game": ev.Game, "text": ev.Text}
		if ev.Round != 0 {
			out["round"] = ev.Round
		}
		if ev.Phase != "" {
			out["phase"] = ev.Phase
		}
		if !ev.Deadline.IsZero() {
			out["deadline"] = ev.Deadline.Unix()
			out["secondsLeft"] = int64(max(0, time.Until(ev.Deadline).Seconds()))
		}
		if ev.Waiting != nil {
			out["waiting"] = ev.Waiting
		}
		if ev.Seats != 0 {
			out["players"], out["seats"] = ev.Players, ev.Seats
		}
		_ = p.emit(out)
		return
	}
	text := ev.Text
	if ev.Kind == wowclient.EventStatus && !ev.Deadline.IsZero() {
		text += fmt.Sprintf(" (deadline in %s)", timeLeft(ev.Deadline))
		p.mu.Lock()
		p.status = &ev
		p.mu.Unlock()
	}
	p.line("%s %s", time.Now().Format("15:04:05"), text)
}

// timeLeft is the time left until t, to the second.
func timeLeft(t time.Time) string {
	left := time.Until(t).Round(time.Second)
	if left <= 0 {
		return "0s: passed"
	}
	return left.String()
}

// result prints the game-over screen: every player's score, the winners,
// each payout, why players went out, and how to collect. me is the local
// player (zero when watching).
func (p *printer) result(r *wowclient.Result, me common.Address) error {
	if p.json {
		players := make([]map[string]any, len(r.Players))
		for i, pr := range r.Players {
			players[i] = map[string]any{"player": pr.Player, "score": pr.Score, "status": pr.Status, "eliminated": pr.Eliminated,
				"winner": pr.Winner, "payout": wei(pr.Payout), "why": pr.Why}
		}
		return p.emit(map[string]any{"event": "game-over", "game": r.Game, "rounds": r.Rounds, "why": r.Why, "stake": wei(r.Stake),
			"pot": wei(r.Pot), "prize": wei(r.Prize), "players": players})
	}
	p.line("")
	p.line("game %s is over after %d rounds: %s", r.Game, r.Rounds, r.Why)
	var winners []string
	var mine *wowclient.PlayerResult
	for i, pr := range r.Players {
		name := pr.Player.Hex()
		if pr.Player == me {
			name += " (you)"
			mine = &r.Players[i]
		}
		tag := ""
		if pr.Winner {
			tag = "  winner"
			winners = append(winners, name)
		}
		p.line("  %-50s score %-4d %-10s payout %s%s", name, pr.Score, pr.Status, client.FormatETH(pr.Payout), tag)
		if pr.Why != "" {
			p.line("    %s", pr.Why)
		}
	}
	p.line("winner(s): %s; pot %s", strings.Join(winners, ", "), client.FormatETH(r.Pot))
	switch {
	case mine == nil:
		p.line("payouts wait in the game contract until each winner runs 'wordproof play withdraw'")
	case mine.Payout.Sign() > 0:
		p.line("your payout of %s waits in the game contract: 'wordproof play withdraw' collects it", client.FormatETH(mine.Payout))
	case mine.Status == "forfeited":
		p.line("you forfeited your stake: %s", mine.Why)
	default:
		p.line("you won nothing this time (stake %s)", client.FormatETH(r.Stake))
	}
	return nil
}

// printBoard prints what is known about every player's word: each guess
// against it and its colours.
func printBoard(s *session, id *big.Int, info bindings.GameInfoOutput) error {
	dicts, err := wowclient.LoadDictionaries(5)
	if err != nil {
		return err
	}
	h, err := wowclient.ReadHistory(s.ctx, s.backend, s.game, id)
	if err != nil {
		return client.DecodeRevert(err)
	}
	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(s.backend, s.game)
	type reveal struct {
		Round   uint16 `json:"round"`
		Word    uint8  `json:"word"`
		By      string `json:"by"`
		Guess   string `json:"guess"`
		Pattern string `json:"pattern"`
		colours []game.Color
	}
	type row struct {
		Player  common.Address `json:"player"`
		Score   uint32         `json:"score"`
		Word    uint8          `json:"word"`
		Status  string         `json:"status"`
		Reveals []reveal       `json:"reveals"`
	}
	var rows []row
	for _, p := range h.Players {
		pi, err := bind.Call(inst, &bind.CallOpts{Context: s.ctx}, wow.PackPlayerInfo(id, p), wow.UnpackPlayerInfo)
		if err != nil {
			return client.DecodeRevert(err)
		}
		r := row{Player: p, Score: pi.Score, Word: pi.ActiveSecret + 1, Status: wowclient.StatusName(pi.Status), Reveals: []reveal{}}
		for _, rv := range h.Reveals {
			if rv.Target != p {
				continue
			}
			for i, att := range h.Attackers(rv) {
				guess := dicts.Unpack(h.Guesses[wowclient.GuessKey{Round: rv.Round, Player: att}])
				colours := wowclient.UnpackColours(rv.Colours[i], dicts.Length)
				r.Reveals = append(r.Reveals, reveal{Round: rv.Round, Word: rv.SecretIndex + 1, By: att.Hex(), Guess: guess,
					Pattern: game.Pattern(colours), colours: colours})
			}
		}
		sort.SliceStable(r.Reveals, func(i, j int) bool { return r.Reveals[i].Round < r.Reveals[j].Round })
		rows = append(rows, r)
	}
	if s.out.json {
		return s.out.emit(map[string]any{"game": id, "phase": wowclient.PhaseName(info.Phase), "round": info.Round, "stake": wei(info.Settings.Stake), "players": rows})
	}
	s.out.line("game %s: %s phase, round %d, stake %s, %d/%d players", id, wowclient.PhaseName(info.Phase), info.Round, client.FormatETH(info.Settings.Stake), info.PlayerCount, info.Settings.MaxPlayers)
	for _, r := range rows {
		s.out.line("%s  score %d  word %d  %s", r.Player.Hex(), r.Score, r.Word, r.Status)
		for _, rv := range r.Reveals {
			s.out.line("  r%-3d word %d  %s", rv.Round, rv.Word, colourWord(rv.Guess, rv.colours, s.out.colour))
		}
	}
	return nil
}

// colourWord prints a guess with its colours: as ANSI backgrounds when
// colour is on, and always as the G/Y/. pattern beside it, so that colour
// is never the only signal.
func colourWord(word string, colours []game.Color, colour bool) string {
	var b strings.Builder
	for i, c := range colours {
		if !colour {
			b.WriteByte(word[i] - 'a' + 'A')
			continue
		}
		b.WriteString(colourTile(" "+string(word[i]-'a'+'A')+" ", c))
	}
	return b.String() + "  " + game.Pattern(colours)
}

// colourTile prints text in black on the background of colour c (ANSI).
func colourTile(text string, c game.Color) string {
	code := "100" // grey background
	switch c {
	case game.Green:
		code = "42"
	case game.Yellow:
		code = "43"
	}
	return "\x1b[30;" + code + "m" + text + "\x1b[0m"
}

// promptStrategy asks the player for each guess on the terminal. One
// goroutine reads the input for the whole run, so that a prompt given up at
// its deadline leaves no reader behind to steal the next round's line.
type promptStrategy struct {
	lines <-chan string // closed at the end of input
	out   *printer
	dicts *wowclient.Dictionaries
	end   context.CancelCauseFunc // ends the run at the end of input
}

func newPromptStrategy(in io.Reader, out *printer, dicts *wowclient.Dictionaries, end context.CancelCauseFunc) *promptStrategy {
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return &promptStrategy{lines: lines, out: out, dicts: dicts, end: end}
}

// Guess implements wowclient.Strategy.
func (p *promptStrategy) Guess(ctx context.Context, v wowclient.View) (string, error) {
	p.out.line("\nround %d: your targets", v.Round)
	for _, t := range v.Targets {
		p.out.line("  %s (word %d)", t.Player.Hex(), t.Secret+1)
		for _, o := range t.Observations {
			p.out.line("    %s", colourWord(o.Guess, o.Colours, p.out.colour))
		}
	}
	deadline, _ := ctx.Deadline()
	p.out.setPrompting(true)
	defer p.out.setPrompting(false)
	for {
		p.out.write(fmt.Sprintf("round %d guess (%d letters, %s left): ", v.Round, p.dicts.Length, timeLeft(deadline)))
		select {
		case <-ctx.Done():
			p.out.line("\nround %d: time is up for this guess", v.Round)
			return "", ctx.Err()
		case line, ok := <-p.lines:
			if !ok {
				p.end(errEndOfInput)
				return "", errEndOfInput
			}
			g := strings.ToLower(strings.TrimSpace(line))
			switch {
			case len(g) != p.dicts.Length:
				p.out.line("%q has %d letters: a guess has exactly %d; try again", g, len(g), p.dicts.Length)
			case !p.dicts.Guesses.Contains(g):
				p.out.line("%q is not in the %d-word guess dictionary; try again", g, p.dicts.Guesses.Len())
			default:
				return g, nil
			}
		}
	}
}

func (p *printer) setPrompting(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.prompting = on
}
