package main

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	puzlocclient "github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
)

var puzlocAutoFlag = &cli.BoolFlag{Name: "auto", Usage: "let the consistent-code strategy guess instead of reading input", Category: "GAME"}

var puzlocCommand = &cli.Command{
	Name:  "puzloc",
	Usage: "Puzloc's daily challenges",
	Description: `Plays today's (UTC) daily challenge of the manifest's PuzlocDaily contract
as the player, with the same player flags as 'play'. One attempt per account
per day: the guesses are hidden from everyone but the day's bonded house,
which answers each with a proof; the code and every guess are opened after
the day (docs/puzloc.md "The daily challenge").

  wordproof puzloc numlock            # type a 4-digit guess at each prompt
  wordproof puzloc numlock --auto     # let the strategy play`,
	Subcommands: []*cli.Command{{
		Name:      "numlock",
		Usage:     "play today's NumLock code (six guesses)",
		ArgsUsage: " ",
		Flags:     append(append([]cli.Flag(nil), playFlags...), puzlocAutoFlag),
		Action:    func(c *cli.Context) error { return withSession(c, true, puzlocNumLock) },
	}},
}

// dailyPlayer returns the player of the manifest's daily challenge and
// today's (UTC, the chain's clock) day.
func dailyPlayer(s *session) (*puzlocclient.Player, uint64, error) {
	daily, err := s.manifest.Address(deploy.ContractPuzlocDaily)
	if err != nil {
		return nil, 0, usageError("%v: the deployment has no daily challenge (redeploy with 'wordproof deploy')", err)
	}
	registry, err := s.manifest.Address(deploy.ContractHouseRegistry)
	if err != nil {
		return nil, 0, usageError("%v: the deployment has no house registry", err)
	}
	store, err := s.store()
	if err != nil {
		return nil, 0, err
	}
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return nil, 0, err
	}
	pl, err := puzlocclient.NewPlayer(s.ctx, puzlocclient.PlayerConfig{Mover: s.mover, Backend: s.backend, Daily: daily, Registry: registry, Store: store})
	return pl, head.Time / 86400, err
}

// playError explains how an attempt stopped.
func playError(s *session, err error) error {
	if s.ctx.Err() != nil {
		return cli.Exit("interrupted; your attempt goes on: run the same command to resume (your key is in the store)", exitInterrupted)
	}
	if errors.Is(err, puzlocclient.ErrAlreadyPlayed) {
		return usageError("%v", err)
	}
	return err
}

func puzlocNumLock(s *session) error {
	pl, day, err := dailyPlayer(s)
	if err != nil {
		return err
	}
	next := puzlocclient.Consistent(0)
	if !s.c.Bool(puzlocAutoFlag.Name) {
		next = lineGuesser(s, bufio.NewReader(s.c.App.Reader))
	}
	shown := 0
	show := func(tries []puzlocclient.Try) {
		for ; shown < len(tries); shown++ {
			t := tries[shown]
			if s.out.json {
				_ = s.out.emit(map[string]any{"event": "answer", "try": shown + 1, "guess": t.Guess, "colours": colourNames(t.Colours)})
				continue
			}
			s.out.line("%d. %s  %s", shown+1, t.Guess, colourNames(t.Colours))
		}
	}
	if s.out.json {
		if err := s.out.emit(map[string]any{"event": "start", "game": "numlock", "day": day, "player": s.mover.Address()}); err != nil {
			return err
		}
	} else {
		s.out.line("NumLock of %s as %s: a 4-digit code, %d guesses; G = right place, Y = elsewhere, . = not in the code",
			wire.DayStart(day).Format("2006-01-02"), s.mover.Address().Hex(), gp.NumLockAttempts)
	}
	out, err := pl.Play(s.ctx, day, func(tries []puzlocclient.Try) (string, error) {
		show(tries)
		return next(tries)
	})
	if err != nil {
		return playError(s, err)
	}
	show(out.Tries)
	if s.out.json {
		return s.out.emit(map[string]any{"event": "result", "solved": out.Solved, "attempts": len(out.Tries), "thinkingSeconds": int(out.Thinking / time.Second)})
	}
	verdict := "not solved"
	if out.Solved {
		verdict = "solved"
	}
	s.out.line("%s in %d guesses, %v of thinking; the score is recorded once the house opens the day", verdict, len(out.Tries), out.Thinking)
	return nil
}

// lineGuesser reads a guess a line; a malformed one is refused with its
// reason and asked again (no try is spent).
func lineGuesser(s *session, r *bufio.Reader) puzlocclient.Guesser {
	return func([]puzlocclient.Try) (string, error) {
		for {
			s.out.write("guess> ")
			line, err := r.ReadString('\n')
			g := strings.TrimSpace(line)
			if g != "" {
				if _, perr := game.Digits.Encode(g, gp.CodeLength); perr != nil {
					s.out.line("%v: type %d digits", perr, gp.CodeLength)
					continue
				}
				return g, nil
			}
			if errors.Is(err, io.EOF) {
				return "", usageError("no guess on the input")
			}
			if err != nil {
				return "", err
			}
		}
	}
}

func colourNames(cs []game.Color) string {
	if cs == nil {
		return "refused"
	}
	var b strings.Builder
	for _, c := range cs {
		switch c {
		case game.Green:
			b.WriteByte('G')
		case game.Yellow:
			b.WriteByte('Y')
		default:
			b.WriteByte('.')
		}
	}
	return b.String()
}
