package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/urfave/cli/v2"

	duelclient "github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/game"
	rules "github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/web"
)

// The training subcommand registers itself so that duel.go, which the
// platform's commands share, needs no edit for it.
func init() {
	duelCommand.Subcommands = append(duelCommand.Subcommands, duelTrainCommand)
}

var duelTrainCommand = &cli.Command{
	Name:  "train",
	Usage: "practise offline: one Worduel word, 6 guesses, no opponent, coins or MMR",
	Description: `Picks a word from the Worduel answer list (the 2,376 embedded 5-letter
secret words) and reads guesses, one a line, from standard input, so a game
can be piped. Each guess must be a word of the 5-letter guess list: a refused
word gets a one-line reason and does not count. After each guess the grid
and the keyboard show what is known (green G, yellow Y, grey '.'; colours
only on a terminal and without NO_COLOR). The round ends at the word or
after the sixth guess; either way the exit status is 0 (1 when the input
ends first).

  wordproof duel train                       # a random word
  wordproof duel train --seed 42             # the same word every time
  printf 'crane\nslate\n' | wordproof duel train --seed 42 --json
  wordproof duel train --auto                # watch the strategy play
  wordproof duel train --web                 # the same in the browser

With --web it serves only the training page of 'wordproof web' (no chain,
store or wallet) at http://127.0.0.1:8550/worduel/train.html.`,
	Flags: []cli.Flag{
		&cli.Uint64Flag{Name: "seed", Usage: "pick the word from this seed (the page's ?seed=N picks the same word)", DefaultText: "random, printed", Category: "GAME"},
		&cli.BoolFlag{Name: "auto", Usage: "let the information strategy of 'play --auto' guess instead of reading input", Category: "GAME"},
		&cli.BoolFlag{Name: "json", Usage: "print only the finished round, as one JSON object", Category: "OUTPUT"},
		&cli.BoolFlag{Name: "web", Usage: "serve the training page in the browser instead (no chain needed), until Ctrl-C", Category: "WEB"},
		webAddrFlag,
	},
	Action: duelTrain,
}

// trainResult is the --json output of a finished round.
type trainResult struct {
	Mode string `json:"mode"` // training
	duelclient.TrainRecord
	Refused []trainRefusal `json:"refused"` // words refused with the reason; they used no guess
	Auto    bool           `json:"auto"`
}

type trainRefusal struct {
	Word   string `json:"word"`
	Reason string `json:"reason"`
}

func duelTrain(c *cli.Context) error {
	if c.Args().Present() {
		return usageError("duel train takes no arguments, got %q", c.Args().First())
	}
	if c.Bool("web") {
		if c.Bool("auto") || c.Bool("json") {
			return usageError("--web serves the page; --auto and --json play in the terminal")
		}
		return trainWeb(c)
	}
	seed := c.Uint64("seed")
	if !c.IsSet("seed") {
		seed = duelclient.RandomTrainSeed()
	}
	w, err := duelclient.LoadTrainWords()
	if err != nil {
		return err
	}
	tr, err := w.NewTraining(seed)
	if err != nil {
		return err
	}
	out := &printer{w: c.App.Writer, json: c.Bool("json"), colour: useColour(c.App.Writer)}
	out.line("Worduel training (seed %d): find the %d-letter word in %d guesses; no coins or MMR at stake", seed, rules.WordLength, rules.MaxGuesses)

	next := trainInput(c, w, seed)
	// A terminal echoes what the player types; piped or strategy guesses
	// are echoed here so the transcript reads the same.
	echo := c.Bool("auto") || !isTerminal(c.App.Reader)
	res := trainResult{Mode: "training", Auto: c.Bool("auto"), Refused: []trainRefusal{}}
	for tr.State() == rules.TrainPlaying {
		n := len(tr.Guesses()) + 1
		out.write(fmt.Sprintf("guess %d/%d: ", n, rules.MaxGuesses))
		word, err := next(tr)
		if err != nil {
			out.line("")
			return err
		}
		if _, err := tr.Guess(word); err != nil {
			out.line("%v: not counted, try again", err)
			res.Refused = append(res.Refused, trainRefusal{Word: word, Reason: err.Error()})
			continue
		}
		if echo {
			out.line("%s", word)
		}
		printTrainBoard(out, tr)
	}

	res.TrainRecord = duelclient.Record(tr, seed)
	if out.json {
		return out.emit(res)
	}
	word := strings.ToUpper(res.Word)
	if tr.State() == rules.TrainWon {
		out.line("won in %d/%d: the word was %s", res.Attempts, rules.MaxGuesses, word)
	} else {
		out.line("lost: %d guesses used, the word was %s", res.Attempts, word)
	}
	return nil
}

// trainWeb serves the training page until Ctrl-C.
func trainWeb(c *cli.Context) error {
	ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := web.ServeTraining(ctx, c.String(webAddrFlag.Name), func(url string) {
		if c.IsSet("seed") {
			url += fmt.Sprintf("?seed=%d", c.Uint64("seed"))
		}
		fmt.Fprintf(c.App.Writer, "Worduel training page at %s; press Ctrl-C to stop\n", url)
	})
	if errors.Is(err, web.ErrNotLoopback) {
		return usageError("%v", err)
	}
	return err
}

// trainInput returns where guesses come from: the strategy with --auto, else
// one line of standard input per guess (an error at its end).
func trainInput(c *cli.Context, w *duelclient.TrainWords, seed uint64) func(*rules.Training) (string, error) {
	if c.Bool("auto") {
		bot := w.NewTrainBot(seed)
		return func(tr *rules.Training) (string, error) { return bot.Guess(c.Context, tr) }
	}
	sc := bufio.NewScanner(c.App.Reader)
	return func(tr *rules.Training) (string, error) {
		if !sc.Scan() {
			if err := sc.Err(); err != nil {
				return "", err
			}
			return "", fmt.Errorf("input ended after %d of %d guesses, before the round was over", len(tr.Guesses()), rules.MaxGuesses)
		}
		return strings.ToLower(strings.TrimSpace(sc.Text())), nil
	}
}

// printTrainBoard prints the grid (guesses so far, then empty rows) and the
// keyboard. Rows use the play grid's colourWord, so the G/Y/. pattern is
// always beside the colours.
func printTrainBoard(out *printer, tr *rules.Training) {
	guesses := tr.Guesses()
	for _, g := range guesses {
		out.line("  %s", colourWord(g.Word, g.Colours, out.colour))
	}
	for range rules.MaxGuesses - len(guesses) {
		out.line("  %s", strings.Repeat("_", rules.WordLength))
	}
	keys := tr.Keyboard()
	for _, row := range []string{"qwertyuiop", "asdfghjkl", "zxcvbnm"} {
		var b strings.Builder
		b.WriteString("   ")
		for _, r := range row {
			b.WriteString(" " + keyCap(byte(r), keys[r-'a'], out.colour))
		}
		out.line("%s", strings.TrimRight(b.String(), " "))
	}
}

// keyCap is one key: the letter and its mark (G, Y, '.', or a space when not
// guessed yet), on the key's colour when colour is on.
func keyCap(letter byte, k rules.KeyState, colour bool) string {
	text := string([]byte{letter - 'a' + 'A', k.Mark()})
	if !colour || k == rules.KeyUnknown {
		return text
	}
	c := map[rules.KeyState]game.Color{rules.KeyAbsent: game.Grey, rules.KeyPresent: game.Yellow, rules.KeyCorrect: game.Green}[k]
	return colourTile(text, c)
}
