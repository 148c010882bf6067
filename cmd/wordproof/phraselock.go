package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	puzlocclient "github.com/wordproof/wordproof/client/puzloc"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
)

var phraseLockCommand = &cli.Command{
	Name:  "phraselock",
	Usage: "play today's PhraseLock phrase (ten lives)",
	Description: `At each prompt type a letter (E), a whole phrase after '=' (= BREAK A LEG),
or a hint: 'hint 1' a letter (1 life), 'hint 2' the category (2 lives, once),
'hint 3' the length (3 lives, once). A missed letter costs 1 life, a wrong
phrase 2. The spaces and punctuation are shown first, free.`,
	ArgsUsage: " ",
	Flags:     append([]cli.Flag(nil), playFlags...),
	Action:    func(c *cli.Context) error { return withSession(c, true, puzlocPhraseLock) },
}

func init() { puzlocCommand.Subcommands = append(puzlocCommand.Subcommands, phraseLockCommand) }

// parsePhraseInput reads one line of PhraseLock input.
func parsePhraseInput(line string) (puzlocclient.PhraseChoice, error) {
	line = strings.TrimSpace(line)
	switch {
	case strings.HasPrefix(line, "="):
		if strings.TrimSpace(line[1:]) == "" {
			return puzlocclient.PhraseChoice{}, errors.New("type the phrase after '='")
		}
		return puzlocclient.PhraseGuessChoice(line[1:])
	case strings.HasPrefix(strings.ToLower(line), "hint"):
		switch strings.TrimSpace(line[4:]) {
		case "1":
			return puzlocclient.PhraseChoice{Kind: phrase.KindHintLetter}, nil
		case "2":
			return puzlocclient.PhraseChoice{Kind: phrase.KindHintCategory}, nil
		case "3":
			return puzlocclient.PhraseChoice{Kind: phrase.KindHintLength}, nil
		}
		return puzlocclient.PhraseChoice{}, errors.New("a hint is 'hint 1' (a letter), 'hint 2' (the category) or 'hint 3' (the length)")
	case len(line) == 1:
		if c, err := puzlocclient.LetterChoice(line); err == nil {
			return c, nil
		}
	}
	return puzlocclient.PhraseChoice{}, fmt.Errorf("%q is no move: type a letter, '= a phrase' or 'hint 1|2|3'", line)
}

// phraseLineChooser reads a move a line; bad input is refused with its
// reason and asked again (nothing is sent); the input's end is a usage error.
func phraseLineChooser(s *session, r *bufio.Reader) puzlocclient.PhraseChooser {
	return func(g *puzlocclient.PhraseGame) (puzlocclient.PhraseChoice, error) {
		for {
			s.out.write("move> ")
			line, err := r.ReadString('\n')
			if strings.TrimSpace(line) != "" {
				c, perr := parsePhraseInput(line)
				if perr == nil {
					perr = puzlocclient.HintAllowed(g, c.Kind)
				}
				if perr != nil {
					s.out.line("%v", perr)
					continue
				}
				return c, nil
			}
			if errors.Is(err, io.EOF) {
				return puzlocclient.PhraseChoice{}, usageError("no move on the input")
			}
			if err != nil {
				return puzlocclient.PhraseChoice{}, err
			}
		}
	}
}

func puzlocPhraseLock(s *session) error {
	pl, day, err := dailyPlayer(s)
	if err != nil {
		return err
	}
	next := phraseLineChooser(s, bufio.NewReader(s.c.App.Reader))
	shown := 0
	show := func(g *puzlocclient.PhraseGame) {
		for ; shown < len(g.Turns); shown++ {
			t := g.Turns[shown]
			if s.out.json {
				_ = s.out.emit(map[string]any{"event": "answer", "move": shown + 1, "kind": int(t.Choice.Kind), "text": puzlocclient.TurnText(t),
					"hit": t.Hit, "refused": t.Refused, "solved": t.Solved, "lives": t.Lives})
				continue
			}
			s.out.line("%d. %s  (%d lives)", shown+1, puzlocclient.TurnText(t), t.Lives)
		}
		if s.out.json {
			_ = s.out.emit(map[string]any{"event": "display", "display": g.View.Display(), "lives": g.Lives})
			return
		}
		s.out.line("   %s", g.View.Display())
	}
	if s.out.json {
		if err := s.out.emit(map[string]any{"event": "start", "game": "phraselock", "day": day, "player": s.mover.Address()}); err != nil {
			return err
		}
	} else {
		s.out.line("PhraseLock of %s as %s: %d lives; a letter, '= the phrase' or 'hint 1|2|3' (%c: a hidden letter)",
			wire.DayStart(day).Format("2006-01-02"), s.mover.Address().Hex(), gp.StartLives, gp.Mask)
	}
	out, err := pl.PlayPhrase(s.ctx, day, func(g *puzlocclient.PhraseGame) (puzlocclient.PhraseChoice, error) {
		show(g)
		return next(g)
	})
	if err != nil {
		return playError(s, err)
	}
	show(&out.Game)
	if s.out.json {
		return s.out.emit(map[string]any{"event": "result", "won": out.Won, "moves": len(out.Game.Turns), "lives": out.Game.Lives, "thinkingSeconds": int(out.Thinking / time.Second)})
	}
	verdict := "lost"
	if out.Won {
		verdict = "won"
	}
	s.out.line("%s with %d lives in %d moves, %v of thinking; the score is recorded once the house opens the day", verdict, out.Game.Lives, len(out.Game.Turns), out.Thinking)
	return nil
}
