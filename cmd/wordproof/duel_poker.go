package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	pokerclient "github.com/wordproof/wordproof/client/poker"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/poker"
	"github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

// isPokerMatch is --match, or the player's current match, when it is a
// Wordle Poker match (nil when it is none).
func (s *session) isPokerMatch(p duelProfile, platformAddr common.Address) (*bo3Match, error) {
	return s.isModeMatch(p, platformAddr, "poker")
}

// duelPlayPoker plays Wordle Poker match m to its end through
// client/poker's agent: each decision shows the hand, the chips, the betting
// card and the bet, and reads one line (or --auto decides).
func (s *session) duelPlayPoker(before duelProfile, m *bo3Match, platformAddr common.Address) error {
	addr, err := s.manifest.Address(deploy.ContractWordlePoker)
	if err != nil {
		return usageError("%v: the deployment has no Wordle Poker mode (redeploy with 'wordproof deploy')", err)
	}
	registry, err := s.manifest.Address(deploy.ContractHouseRegistry)
	if err != nil {
		return usageError("%v: the deployment has no house registry", err)
	}
	store, err := s.store()
	if err != nil {
		return err
	}
	answers, err := words.Load(words.Secrets, poker.WordLength)
	if err != nil {
		return err
	}
	dict, err := prover.NewDictionary(game.Letters, poker.WordLength, answers.Words())
	if err != nil {
		return err
	}
	pv, err := prover.New(prover.DefaultConfig())
	if err != nil {
		return err
	}
	me := s.mover.Address()
	var strategy pokerclient.Strategy
	if s.c.Bool("auto") {
		strategy = pokerclient.NewAutoStrategy(answers.Words(), m.id.Uint64()^uint64(me[19]))
	} else {
		strategy = newPokerLines(s.c.App.Reader, s.out, answers.Words(), !isTerminal(s.c.App.Reader))
	}
	agent, err := pokerclient.NewAgent(s.ctx, pokerclient.Config{
		Mover: s.mover, Backend: s.backend, Poker: addr, Platform: platformAddr, Registry: registry,
		Store: store, Dict: dict, Prover: pv, Strategy: strategy,
		Log: func(f string, args ...any) {
			if !s.out.json {
				s.out.line(f, args...)
			}
		},
	})
	if err != nil {
		return err
	}
	if !s.out.json {
		s.out.line("Wordle Poker match %s as %s (%s), bet %s: 100 chips each; a player at 0 chips, or whose five words are all found, loses",
			m.id, me.Hex(), s.playerKind(), m.match.Bet)
	} else if err := s.out.emit(map[string]any{"event": "start", "mode": "poker", "matchId": m.id.Uint64(), "player": me, "auto": s.c.Bool("auto")}); err != nil {
		return err
	}
	res, err := agent.Play(s.ctx, m.id)
	if err != nil {
		var exit cli.ExitCoder
		if errors.As(err, &exit) {
			return exit // bad input: exit 2 with its reason
		}
		if s.ctx.Err() != nil {
			return cli.Exit(fmt.Sprintf("interrupted; match %s goes on: run the same command to resume (your words are in the store)", m.id), exitInterrupted)
		}
		return fmt.Errorf("poker match %s: %w", m.id, err)
	}
	after, err := readDuelProfile(s, me)
	if err != nil {
		return err
	}
	_, ending, verdict, err := s.settlement(platformAddr, m.id, res.Seat)
	if err != nil {
		return err
	}
	if s.out.json {
		return s.out.emit(map[string]any{"event": "result", "mode": "poker", "matchId": m.id.Uint64(), "ending": ending, "verdict": verdict,
			"seat": res.Seat, "chips": res.Chips, "coinsBefore": before.Coins, "coinsAfter": after.Coins, "mmrBefore": before.MMR, "mmrAfter": after.MMR})
	}
	s.out.line("")
	s.out.line("match %s over (%s): %s", m.id, ending, verdict)
	s.out.line("chips     you %d, opponent %d", res.Chips[res.Seat], res.Chips[1-res.Seat])
	s.out.line("coins     %d -> %d (%+d)", before.Coins, after.Coins, int64(after.Coins)-int64(before.Coins))
	s.out.line("MMR       %d -> %d (%+d)", before.MMR, after.MMR, after.MMR-before.MMR)
	return nil
}

// pokerLines is the typed strategy: one line per decision. On a terminal a
// bad line is explained and asked again; from a pipe it ends the command
// with exit 2.
type pokerLines struct {
	in      *bufio.Scanner
	out     *printer
	answers []string
	piped   bool
}

func newPokerLines(in io.Reader, out *printer, answers []string, piped bool) *pokerLines {
	return &pokerLines{in: bufio.NewScanner(in), out: out, answers: answers, piped: piped}
}

// show prints the decision's view: the hand, the chips, the betting card,
// the bet and the betting cards left.
func (l *pokerLines) show(v pokerclient.View, ask string) {
	l.out.line("hand %d  your cards %s  chips you %d, opponent %d  betting card %d  bet %d  cards left %v",
		v.Hand, v.Cards, v.Chips[v.Seat], v.Chips[1-v.Seat], v.Card, v.Bet, v.BettingCards)
	l.out.line("%s", ask)
}

// ask reads lines until parse accepts one.
func (l *pokerLines) ask(prompt string, parse func([]string) error) error {
	for {
		l.out.line("%s", prompt)
		if !l.in.Scan() {
			return usageError("the input ended before the decision: %s", prompt)
		}
		f := strings.Fields(strings.ToLower(l.in.Text()))
		err := parse(f)
		if err == nil {
			return nil
		}
		if l.piped {
			return usageError("%v", err)
		}
		l.out.line("%v; try again", err)
	}
}

// Words implements pokerclient.Strategy.
func (l *pokerLines) Words() ([poker.Words]string, error) {
	var out [poker.Words]string
	err := l.ask("your five secret words (from the answers list), on one line:", func(f []string) error {
		if len(f) != poker.Words {
			return fmt.Errorf("%d words: give exactly five", len(f))
		}
		for i, w := range f {
			if _, found := slices.BinarySearch(l.answers, w); !found {
				return fmt.Errorf("%q is not in the answers list", w)
			}
			out[i] = w
		}
		return nil
	})
	return out, err
}

// Open implements pokerclient.Strategy.
func (l *pokerLines) Open(v pokerclient.View) (card, bet int, err error) {
	l.show(v, "you open the betting")
	err = l.ask("open: CARD BET (a betting card left, 1-10 chips)", func(f []string) error {
		if len(f) != 2 {
			return errors.New("give a betting card and a bet")
		}
		c, e1 := strconv.Atoi(f[0])
		b, e2 := strconv.Atoi(f[1])
		switch {
		case e1 != nil || !slices.Contains(v.BettingCards, c):
			return fmt.Errorf("betting card %q is not left (%v)", f[0], v.BettingCards)
		case e2 != nil || b < 1 || b > 10 || b > v.Chips[v.Seat]:
			return fmt.Errorf("bet %q is not 1-10 within your %d chips", f[1], v.Chips[v.Seat])
		}
		card, bet = c, b
		return nil
	})
	return card, bet, err
}

// Raise implements pokerclient.Strategy.
func (l *pokerLines) Raise(v pokerclient.View) (by int, err error) {
	l.show(v, "your turn to bet")
	err = l.ask("raise N (1-10) or stop", func(f []string) error {
		if len(f) == 1 && f[0] == "stop" {
			by = 0
			return nil
		}
		if len(f) != 2 || f[0] != "raise" {
			return errors.New("type 'raise N' or 'stop'")
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > 10 || v.Bet+n > v.Chips[v.Seat] {
			return fmt.Errorf("a raise of %q is not 1-10 within your %d chips", f[1], v.Chips[v.Seat])
		}
		by = n
		return nil
	})
	return by, err
}

// Mulligan implements pokerclient.Strategy.
func (l *pokerLines) Mulligan(v pokerclient.View) (mask uint8, err error) {
	l.show(v, "mulligan: the opponent sees how many cards you change, not which")
	err = l.ask("positions to change (1-5, e.g. '1 4') or 'none'", func(f []string) error {
		mask = 0
		if len(f) == 1 && f[0] == "none" {
			return nil
		}
		if len(f) == 0 {
			return errors.New("type positions 1-5 or 'none'")
		}
		for _, x := range f {
			n, err := strconv.Atoi(x)
			if err != nil || n < 1 || n > poker.HandSize {
				return fmt.Errorf("position %q is not 1-5", x)
			}
			mask |= 1 << (n - 1)
		}
		return nil
	})
	return mask, err
}

// Choose implements pokerclient.Strategy.
func (l *pokerLines) Choose(v pokerclient.View) (c uint8, err error) {
	l.show(v, "you did not stop: choose whether the higher or the lower hand wins")
	err = l.ask("higher or lower", func(f []string) error {
		switch {
		case len(f) == 1 && f[0] == "higher":
			c = wire.ChoiceHigher
		case len(f) == 1 && f[0] == "lower":
			c = wire.ChoiceLower
		default:
			return errors.New("type 'higher' or 'lower'")
		}
		return nil
	})
	return c, err
}

// Guess implements pokerclient.Strategy.
func (l *pokerLines) Guess(v pokerclient.View) (word int, guess string, err error) {
	l.show(v, fmt.Sprintf("you won the hand: guess one of the opponent's words (solved: %v)", v.Solved))
	for _, t := range v.Tries {
		if t.Answer != nil {
			l.out.line("  word %d: %s -> colours %#x", t.Guess.Word.Uint64()+1, t.Guess.Guess, t.Answer.Colours)
		}
	}
	err = l.ask("guess: WORD# GUESS (word 1-5, five letters)", func(f []string) error {
		if len(f) != 2 {
			return errors.New("give a word number and a guess")
		}
		n, err := strconv.Atoi(f[0])
		if err != nil || n < 1 || n > poker.Words || v.Solved[n-1] {
			return fmt.Errorf("word %q is not an unsolved word 1-5", f[0])
		}
		if _, err := game.Letters.Encode(f[1], poker.WordLength); err != nil {
			return fmt.Errorf("guess %q is not five letters a-z", f[1])
		}
		word, guess = n-1, f[1]
		return nil
	})
	return word, guess, err
}
