package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/game"
)

const rulesCategory = "RULES"

var (
	rulesAlphabetFlag = &cli.StringFlag{
		Name:     "alphabet",
		Usage:    "alphabet of the words: letters (a-z) or digits (0-9)",
		Value:    game.Letters.Name,
		Category: rulesCategory,
	}
	rulesBatchFlag = &cli.BoolFlag{
		Name:     "batch",
		Usage:    "read 'SECRET GUESS' lines on stdin and print one pattern per line",
		Category: rulesCategory,
	}
	rulesJSONFlag = &cli.BoolFlag{
		Name:  "json",
		Usage: "print the result as JSON",
	}
)

var rulesCommand = &cli.Command{
	Name:  "rules",
	Usage: "apply the game rules: Wordle feedback and Worth of Words scoring",
	Description: `Runs the pure rules engine (package game) that the circuits, the contracts
and the clients are tested against. Nothing touches a chain.`,
	Subcommands: []*cli.Command{rulesFeedbackCommand, rulesScoreCommand},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("unknown rules command %q (see 'wordproof rules --help')", c.Args().First())
		}
		return cli.ShowSubcommandHelp(c)
	},
}

var rulesFeedbackCommand = &cli.Command{
	Name:      "feedback",
	Usage:     "print the colours of a guess against a secret",
	ArgsUsage: "SECRET GUESS | --batch",
	Description: `Prints one line: the pattern of GUESS against SECRET over G (green: right
symbol, right place), Y (yellow: in the secret elsewhere) and '.' (grey), with
the standard duplicate rule: greens first, then yellows from left to right
while unmatched copies of the symbol remain in the secret.

With --batch, reads lines 'SECRET GUESS' on stdin (blank lines are skipped)
and prints one pattern per line as it goes; the first bad line stops the
command with exit code 2, naming its line number.

The words may have any length from 1 to 12, but both the same length.

Examples:
  wordproof rules feedback abbey babes          # YYGG.
  wordproof rules feedback --alphabet digits 1123 3111
  printf 'abbey babes\ncrane nacre\n' | wordproof rules feedback --batch`,
	Flags: []cli.Flag{rulesAlphabetFlag, rulesBatchFlag},
	Action: func(c *cli.Context) error {
		a, err := game.AlphabetByName(c.String(rulesAlphabetFlag.Name))
		if err != nil {
			return usageError("%v", err)
		}
		if c.Bool(rulesBatchFlag.Name) {
			if c.NArg() > 0 {
				return usageError("rules feedback --batch reads stdin and takes no arguments, got %q", c.Args().First())
			}
			return rulesFeedbackBatch(a, c.App.Reader, c.App.Writer)
		}
		if c.NArg() != 2 {
			return usageError("rules feedback wants SECRET GUESS, got %d arguments", c.NArg())
		}
		pattern, err := rulesPattern(a, c.Args().Get(0), c.Args().Get(1))
		if err != nil {
			return usageError("%v", err)
		}
		_, err = fmt.Fprintln(c.App.Writer, pattern)
		return err
	},
}

// rulesPattern returns the feedback pattern of guess against secret.
func rulesPattern(a game.Alphabet, secret, guess string) (string, error) {
	if len(secret) != len(guess) {
		return "", fmt.Errorf("%w: secret %q has %d characters, guess %q has %d", game.ErrBadWord, secret, len(secret), guess, len(guess))
	}
	colors, err := game.FeedbackWords(a, secret, guess, len(secret))
	if err != nil {
		return "", err
	}
	return game.Pattern(colors), nil
}

// rulesFeedbackBatch prints one pattern per non-blank line of r.
func rulesFeedbackBatch(a game.Alphabet, r io.Reader, w io.Writer) error {
	out := bufio.NewWriter(w)
	defer out.Flush()
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 2 {
			return usageError("line %d: want 'SECRET GUESS', got %d fields", line, len(fields))
		}
		pattern, err := rulesPattern(a, fields[0], fields[1])
		if err != nil {
			return usageError("line %d: %v", line, err)
		}
		if _, err := fmt.Fprintln(out, pattern); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading stdin after line %d: %w", line, err)
	}
	return out.Flush()
}

var rulesScoreCommand = &cli.Command{
	Name:      "score",
	Usage:     "replay a Worth of Words history from JSON on stdin and print the scores",
	ArgsUsage: " ",
	Description: `Reads one Worth of Words history as JSON on stdin, replays it with the rules
engine (game.Game: colours from the secrets, every guess of a round scored
against the knowledge at the start of the round) and prints the points of
every guess against every target, the words solved, the players eliminated,
the final scores and the winners (several when the highest score is tied).

Input:

  {
    "alphabet": "letters",            optional: letters (default) or digits
    "roundCap": 0,                    optional: end after this many rounds (0: no cap)
    "players": [                      at least 2, in join order
      {"name": "ann", "secrets": ["crane", "abbey"]},
      {"name": "bob", "secrets": ["pious", "lever"]}
    ],
    "rounds": [                       in order; each has a seed or targets
      {"seed": "0x00...01",           32 bytes as hex: targets by game.AssignTargets
       "guesses": {"ann": "slate", "bob": "crane"}},
      {"targets": {"ann": ["bob"], "bob": ["ann"]},
       "guesses": {"ann": "pious"}}
    ]
  }

Every player has the same number of secrets, all of one length (1 to 12).
A player missing from "guesses" does not guess that round and scores nothing
in it; eliminated players must not guess. Explicit "targets" must be a full
assignment: every remaining player attacks min(3, remaining-1) distinct
remaining opponents and is attacked as many times. Unknown fields, unknown
players, bad words and rounds after the end of the game are errors; the
engine's messages number players from 0 in join order.

Output: one block per round, then the final scores and the winners, or with
--json one object: {"rounds": [{"round", "targets", "attacks": [{"attacker",
"target", "word" (the target's word number, from 1), "guess", "pattern",
"greens", "yellows", "solved", "points"}], "gained", "solved": [{"player",
"word", "by"}], "eliminated", "over"}], "scores": [{"player", "score"}],
"over", "winners"}. Before the end of the game, "winners" are the leaders.

Bad input exits with code 2 and a one-line reason.

Example:
  wordproof rules score --json < history.json`,
	Flags: []cli.Flag{rulesJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("rules score reads stdin and takes no arguments, got %q", c.Args().First())
		}
		var h rulesHistory
		if err := decodeHistory(c.App.Reader, &h); err != nil {
			return usageError("%v", err)
		}
		report, err := replayHistory(&h)
		if err != nil {
			return usageError("%v", err)
		}
		if c.Bool(rulesJSONFlag.Name) {
			enc := json.NewEncoder(c.App.Writer)
			enc.SetIndent("", "  ")
			return enc.Encode(report)
		}
		return report.writeText(c.App.Writer)
	},
}

// rulesHistory is the JSON input of rules score.
type rulesHistory struct {
	Alphabet string         `json:"alphabet"`
	RoundCap int            `json:"roundCap"`
	Players  []rulesPlayer  `json:"players"`
	Rounds   []rulesRoundIn `json:"rounds"`
}

type rulesPlayer struct {
	Name    string   `json:"name"`
	Secrets []string `json:"secrets"`
}

type rulesRoundIn struct {
	Seed    string              `json:"seed"`
	Targets map[string][]string `json:"targets"`
	Guesses map[string]string   `json:"guesses"`
}

// rulesReport is the result of rules score, printed as text or JSON.
type rulesReport struct {
	Rounds  []rulesRoundOut `json:"rounds"`
	Scores  []rulesScore    `json:"scores"`
	Over    bool            `json:"over"`
	Winners []string        `json:"winners"`
}

type rulesRoundOut struct {
	Round      int                 `json:"round"`
	Seed       string              `json:"seed,omitempty"`
	Targets    map[string][]string `json:"targets"`
	Attacks    []rulesAttack       `json:"attacks"`
	Gained     []rulesScore        `json:"gained"`
	Solved     []rulesSolved       `json:"solved"`
	Eliminated []string            `json:"eliminated"`
	Over       bool                `json:"over"`
}

type rulesAttack struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Word     int    `json:"word"`
	Guess    string `json:"guess"`
	Pattern  string `json:"pattern"`
	Greens   int    `json:"greens"`
	Yellows  int    `json:"yellows"`
	Solved   bool   `json:"solved"`
	Points   int    `json:"points"`
}

type rulesSolved struct {
	Player string   `json:"player"`
	Word   int      `json:"word"`
	By     []string `json:"by"`
}

type rulesScore struct {
	Player string `json:"player"`
	Score  int    `json:"score"`
}

// decodeHistory reads exactly one JSON object, rejecting unknown fields.
func decodeHistory(r io.Reader, h *rulesHistory) error {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(h); err != nil {
		if errors.Is(err, io.EOF) {
			return errors.New("malformed history: empty input")
		}
		return fmt.Errorf("malformed history: %v", err)
	}
	if dec.More() {
		return errors.New("malformed history: data after the JSON object")
	}
	var rest [1]byte
	if n, _ := dec.Buffered().Read(rest[:]); n > 0 && len(bytes.TrimSpace(rest[:n])) > 0 {
		return errors.New("malformed history: data after the JSON object")
	}
	return nil
}

// replayHistory checks h and replays it round by round.
func replayHistory(h *rulesHistory) (*rulesReport, error) {
	name := h.Alphabet
	if name == "" {
		name = game.Letters.Name
	}
	a, err := game.AlphabetByName(name)
	if err != nil {
		return nil, err
	}
	if len(h.Players) < 2 {
		return nil, fmt.Errorf("%w: %d players, need at least 2", game.ErrBadGame, len(h.Players))
	}
	index := make(map[string]int, len(h.Players))
	secrets := make([][][]uint8, len(h.Players))
	names := make([]string, len(h.Players))
	length := 0
	for p, pl := range h.Players {
		switch _, dup := index[pl.Name]; {
		case pl.Name == "":
			return nil, fmt.Errorf("%w: player %d has no name", game.ErrBadPlayers, p+1)
		case dup:
			return nil, fmt.Errorf("%w: player name %q repeated", game.ErrBadPlayers, pl.Name)
		case len(pl.Secrets) == 0:
			return nil, fmt.Errorf("%w: player %q has no secrets", game.ErrBadGame, pl.Name)
		case len(pl.Secrets) != len(h.Players[0].Secrets):
			return nil, fmt.Errorf("%w: player %q has %d secrets, player %q has %d", game.ErrBadGame, pl.Name, len(pl.Secrets), h.Players[0].Name, len(h.Players[0].Secrets))
		}
		index[pl.Name] = p
		names[p] = pl.Name
		if length == 0 {
			length = len(pl.Secrets[0])
			if length < 1 || length > game.MaxWordLength {
				return nil, fmt.Errorf("%w: secret %q of player %q has %d characters, want 1 to %d", game.ErrBadWord, pl.Secrets[0], pl.Name, length, game.MaxWordLength)
			}
		}
		for _, w := range pl.Secrets {
			s, err := a.Encode(w, length)
			if err != nil {
				return nil, fmt.Errorf("secret of player %q: %w", pl.Name, err)
			}
			secrets[p] = append(secrets[p], s)
		}
	}
	g, err := game.NewGame(len(h.Players), len(h.Players[0].Secrets), h.RoundCap)
	if err != nil {
		return nil, err
	}
	reveal := game.SecretRevealer(secrets)
	report := &rulesReport{}
	for i, rd := range h.Rounds {
		out, err := replayRound(g, a, length, names, index, rd, reveal)
		if err != nil {
			return nil, fmt.Errorf("round %d: %w", i+1, err)
		}
		report.Rounds = append(report.Rounds, out)
	}
	for p, s := range g.Scores() {
		report.Scores = append(report.Scores, rulesScore{Player: names[p], Score: s})
	}
	report.Over = g.Over()
	for _, p := range g.Winners() {
		report.Winners = append(report.Winners, names[p])
	}
	return report, nil
}

// replayRound plays one round of the history on g.
func replayRound(g *game.Game, a game.Alphabet, length int, names []string, index map[string]int, rd rulesRoundIn, reveal game.Revealer) (rulesRoundOut, error) {
	out := rulesRoundOut{Round: g.Round() + 1, Targets: map[string][]string{}}
	if g.Over() {
		return out, fmt.Errorf("%w: the game ended after round %d", game.ErrGameOver, g.Round())
	}
	targets, seed, err := roundTargets(g, names, index, rd)
	if err != nil {
		return out, err
	}
	out.Seed = seed
	guesses, err := roundGuesses(a, length, names, index, rd)
	if err != nil {
		return out, err
	}
	res, err := g.PlayRound(targets, guesses, reveal)
	if err != nil {
		return out, err
	}
	describeRound(&out, a, names, targets, guesses, res)
	return out, nil
}

// playerIndex is the index of the player name, which the round's what names.
func playerIndex(index map[string]int, what, name string) (int, error) {
	p, ok := index[name]
	if !ok {
		return 0, fmt.Errorf("%w: unknown player %q in %s", game.ErrBadPlayers, name, what)
	}
	return p, nil
}

// roundTargets are the round's targets, drawn from its seed (returned in
// hex) or given by name.
func roundTargets(g *game.Game, names []string, index map[string]int, rd rulesRoundIn) ([][]int, string, error) {
	switch {
	case rd.Seed != "" && rd.Targets != nil:
		return nil, "", fmt.Errorf("%w: give a seed or targets, not both", game.ErrBadTargets)
	case rd.Seed != "":
		seed, err := parseSeed(rd.Seed)
		if err != nil {
			return nil, "", err
		}
		targets, err := g.Targets(seed)
		return targets, fmt.Sprintf("0x%x", seed), err
	case rd.Targets != nil:
		targets := make([][]int, len(names))
		for an, tns := range rd.Targets {
			ap, err := playerIndex(index, "targets", an)
			if err != nil {
				return nil, "", err
			}
			for _, tn := range tns {
				tp, err := playerIndex(index, "targets of "+an, tn)
				if err != nil {
					return nil, "", err
				}
				targets[ap] = append(targets[ap], tp)
			}
		}
		return targets, "", nil
	}
	return nil, "", fmt.Errorf("%w: the round has neither a seed nor targets", game.ErrBadTargets)
}

// roundGuesses are the round's guesses, encoded, by player index.
func roundGuesses(a game.Alphabet, length int, names []string, index map[string]int, rd rulesRoundIn) ([][]uint8, error) {
	guesses := make([][]uint8, len(names))
	for pn, w := range rd.Guesses {
		p, err := playerIndex(index, "guesses", pn)
		if err != nil {
			return nil, err
		}
		if guesses[p], err = a.Encode(w, length); err != nil {
			return nil, fmt.Errorf("guess of player %q: %w", pn, err)
		}
	}
	return guesses, nil
}

// describeRound fills out with the round's targets and result, by name.
func describeRound(out *rulesRoundOut, a game.Alphabet, names []string, targets [][]int, guesses [][]uint8, res game.RoundResult) {
	for ap, ts := range targets {
		if len(ts) == 0 {
			continue
		}
		tn := make([]string, len(ts))
		for i, t := range ts {
			tn[i] = names[t]
		}
		out.Targets[names[ap]] = tn
	}
	out.Attacks = []rulesAttack{}
	for _, at := range res.Attacks {
		out.Attacks = append(out.Attacks, rulesAttack{
			Attacker: names[at.Attacker],
			Target:   names[at.Target],
			Word:     at.Secret + 1,
			Guess:    a.Decode(guesses[at.Attacker]),
			Pattern:  game.Pattern(at.Colors),
			Greens:   at.Points.Greens,
			Yellows:  at.Points.Yellows,
			Solved:   at.Points.Solved,
			Points:   at.Points.Total,
		})
	}
	for p, pts := range res.Gained {
		out.Gained = append(out.Gained, rulesScore{Player: names[p], Score: pts})
	}
	out.Solved = []rulesSolved{}
	for _, s := range res.Solved {
		by := make([]string, len(s.By))
		for i, p := range s.By {
			by[i] = names[p]
		}
		out.Solved = append(out.Solved, rulesSolved{Player: names[s.Player], Word: s.Secret + 1, By: by})
	}
	out.Eliminated = []string{}
	for _, p := range res.Eliminated {
		out.Eliminated = append(out.Eliminated, names[p])
	}
	out.Over = res.Over
}

// parseSeed reads a 32-byte seed as hex, with or without 0x.
func parseSeed(s string) ([32]byte, error) {
	var seed [32]byte
	b, err := hex.DecodeString(strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X"))
	if err != nil || len(b) != len(seed) {
		return seed, fmt.Errorf("%w: seed %q is not 32 bytes of hex", game.ErrBadTargets, s)
	}
	copy(seed[:], b)
	return seed, nil
}

// writeText prints the report for people.
func (r *rulesReport) writeText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	for _, rd := range r.Rounds {
		if rd.Seed != "" {
			fmt.Fprintf(bw, "round %d (seed %s)\n", rd.Round, rd.Seed)
		} else {
			fmt.Fprintf(bw, "round %d (explicit targets)\n", rd.Round)
		}
		for _, at := range rd.Attacks {
			fmt.Fprintf(bw, "  %s -> %s word %d: %s %s  %d new green, %d new yellow", at.Attacker, at.Target, at.Word, at.Guess, at.Pattern, at.Greens, at.Yellows)
			if at.Solved {
				fmt.Fprint(bw, ", solved")
			}
			fmt.Fprintf(bw, "  +%d\n", at.Points)
		}
		fmt.Fprintf(bw, "  gained: %s\n", joinScores(rd.Gained))
		for _, s := range rd.Solved {
			fmt.Fprintf(bw, "  solved: %s's word %d by %s\n", s.Player, s.Word, strings.Join(s.By, ", "))
		}
		if len(rd.Eliminated) > 0 {
			fmt.Fprintf(bw, "  eliminated: %s\n", strings.Join(rd.Eliminated, ", "))
		}
	}
	fmt.Fprintf(bw, "scores: %s\n", joinScores(r.Scores))
	if r.Over {
		fmt.Fprintf(bw, "game over after round %d; winners: %s\n", len(r.Rounds), strings.Join(r.Winners, ", "))
	} else {
		fmt.Fprintf(bw, "game not over after round %d; leaders: %s\n", len(r.Rounds), strings.Join(r.Winners, ", "))
	}
	return bw.Flush()
}

func joinScores(s []rulesScore) string {
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = fmt.Sprintf("%s %d", x.Player, x.Score)
	}
	return strings.Join(parts, ", ")
}
