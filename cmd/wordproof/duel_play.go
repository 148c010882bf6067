package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
	rules "github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"

	worduelclient "github.com/wordproof/wordproof/client/worduel"
)

// The play subcommand registers itself, as train does.
func init() {
	duelCommand.Subcommands = append(duelCommand.Subcommands, duelPlayCommand)
}

var duelPlayMatchFlag = &cli.Uint64Flag{Name: "match", Usage: "match id (default: the match the player is in, e.g. after 'duel queue --wait')", Category: "GAME"}

var duelPlayCommand = &cli.Command{
	Name:  "play",
	Usage: "play a Blitz, Best of 3, Wordle-Tac-Toe or Wordle Poker match in the terminal (moves are proven and sent automatically)",
	Description: `Plays match --match (by default the match the player is in, found by
'wordproof duel queue --mode blitz|bo3|ttt|poker --bet N --wait') to its end, in the
mode it was queued for. Guesses are read one a line from standard input,
so a match can be piped; a word outside the guess list gets a one-line
reason and costs nothing. When the input ends, no more guesses are made
but the match is followed to its end (exit status 1). --auto lets the
strategy guess. --json prints one event per line. Grids show your guesses
and their colours (green G, yellow Y, grey '.'; colours only on a terminal
and without NO_COLOR).

Blitz: each word's grid, both solve counts and both clocks. The opponent's
guesses are answered with proofs automatically, whatever you type, and the
match is finished (or a missed deadline claimed) when due. Your seed is
written to the encrypted store (--store, --password) before its commitment
is sent.

Best of 3: both players race for the same word each round, answered by
the match's house (drawn from the house registry after both keys are in).
Your guesses go on chain encrypted: the round view shows your own grid
(decrypted from the house's answers), the opponent's try count and whether
it solved (nothing more is public), both round clocks, the round wins, the
pause before the next round, and the house with its next deadline. A
missed house deadline is claimed (bets back, compensation from its bond),
and so is the opponent's; a round nobody solved is tallied by you if the
house does not. Your match key is written to the store before it is posted.

Wordle-Tac-Toe: the 3x3 grid of the bout (cells a1-c3, column then row from
the top; corners 4 letters, edges 5, the centre 6) with every guess, its
colours and whose it is, the owner of each cell once the bout ends, the
bouts won, whose turn it is with its time left and both time banks. Type a
turn as one or two "cell word" pairs on different open cells, e.g. "a1 tale"
or "b2 stream c1 tale" (cells 1-9 also work). A word outside the cell's
guess list is refused with its reason: sent, it would not count and would
skip your next turn; end it with '!' ("a1 qxqx!") to send it anyway. The
opponent's and the house's missed deadlines are claimed for you.
Wordle Poker (docs/poker.md): your five words are
read first (one line, from the answers list), proven and committed with a
key the house seals your cards to. Each decision shows the hand, your
cards, both chip counts, the betting card, the bet and the betting cards
left, and reads one line: 'CARD BET' to open, 'raise N' or 'stop', the
positions to change (1-5) or 'none', 'higher' or 'lower', 'WORD# GUESS' to
guess. Answers to the opponent's guesses are proven automatically. A bad
line is explained and asked again on a terminal; from a pipe it ends the
command (exit 2).

Ctrl-C stops at once (exit 130) and the same command resumes the match. At
the end it prints the winner, the solves or round wins, and your coins,
MMR and rank before and after.

  wordproof duel queue --mode blitz --bet 50 --wait
  wordproof duel play                       # type your guesses
  wordproof duel play --match 3 --auto      # let the strategy play
  printf 'slate\ncrane\n' | wordproof duel play --match 3 --json
  wordproof duel queue --mode bo3 --bet 50 --wait && wordproof duel play --auto
  wordproof duel queue --mode ttt --bet 50 --wait && wordproof duel play`,
	Flags: append([]cli.Flag{
		duelPlayMatchFlag,
		&cli.BoolFlag{Name: "auto", Usage: "let the candidate strategy guess instead of reading input", Category: "GAME"},
	}, playFlags...),
	Action: func(c *cli.Context) error { return withSession(c, true, duelPlay) },
}

func duelPlay(s *session) error {
	_, platformAddr, err := duelContracts(s)
	if err != nil {
		return err
	}
	blitzAddr, err := s.manifest.Address(deploy.ContractWorduelBlitz)
	if err != nil {
		return usageError("%v: the deployment has no Blitz mode (redeploy with 'wordproof deploy')", err)
	}
	me := s.mover.Address()
	before, err := readDuelProfile(s, me)
	if err != nil {
		return err
	}
	if bo3, err := s.isModeMatch(before, platformAddr, "bo3"); err != nil || bo3 != nil {
		if err != nil {
			return err
		}
		return s.duelPlayBo3(before, bo3, platformAddr)
	}
	if m, err := s.isModeMatch(before, platformAddr, "ttt"); err != nil || m != nil {
		if err != nil {
			return err
		}
		return s.duelPlayTtt(before, m, platformAddr)
	}
	if pm, err := s.isPokerMatch(before, platformAddr); err != nil || pm != nil {
		if err != nil {
			return err
		}
		return s.duelPlayPoker(before, pm, platformAddr)
	}
	id, err := s.blitzMatch(before, blitzAddr)
	if err != nil {
		return err
	}
	store, err := s.store()
	if err != nil {
		return err
	}
	dicts, err := wire.LoadDictionaries(rules.WordLength)
	if err != nil {
		return err
	}
	pv, err := prover.New(prover.DefaultConfig())
	if err != nil {
		return err
	}
	v := &blitzView{guessInput: guessInput{out: s.out, afterInput: "answering the opponent until the match ends"}, matchID: id}
	var strategy worduelclient.Strategy
	if s.c.Bool("auto") {
		strategy = worduelclient.NewCandidateStrategy(dicts.Secrets.Words(), dicts.Length, id.Uint64()^uint64(me[19]))
	} else {
		strategy = newLineStrategy(s.c.App.Reader, &v.guessInput, dicts, !isTerminal(s.c.App.Reader))
	}
	agent, err := worduelclient.NewAgent(s.ctx, worduelclient.AgentConfig{
		Mover: s.mover, Backend: s.backend, Blitz: blitzAddr, Platform: platformAddr, Store: store, Dicts: dicts,
		Prover: pv, Strategy: v.wrap(strategy, s.c.Bool("auto")), OnStatus: v.status, OnMove: v.move,
	})
	if err != nil {
		return err
	}
	v.agent = agent
	// the seed is stored before anything else: a restart commits or answers with it
	if _, err := agent.Seed(id); err != nil {
		return err
	}
	if !s.out.json {
		s.out.line("Blitz match %s as %s (%s): most solves in %s of thinking time wins", id, me.Hex(), s.playerKind(), blitzDuration(s, blitzAddr))
	} else if err := s.out.emit(map[string]any{"event": "start", "matchId": id.Uint64(), "player": me, "auto": s.c.Bool("auto")}); err != nil {
		return err
	}
	res, err := agent.Play(s.ctx, id)
	if err != nil {
		if s.ctx.Err() != nil {
			return cli.Exit(fmt.Sprintf("interrupted; match %s goes on: run the same command to resume (your seed is in the store)", id), exitInterrupted)
		}
		return fmt.Errorf("blitz match %s: %w", id, err)
	}
	after, err := readDuelProfile(s, me)
	if err != nil {
		return err
	}
	if err := s.blitzResult(platformAddr, id, res, before, after); err != nil {
		return err
	}
	if v.inputEnded() {
		return cli.Exit("the input ended before the match: its last guesses were not made", 1)
	}
	return nil
}

// blitzMatch is --match, or the player's current match; it must be a live
// Blitz match of the player.
func (s *session) blitzMatch(p duelProfile, blitzAddr common.Address) (*big.Int, error) {
	id := p.MatchID
	if s.c.IsSet(duelPlayMatchFlag.Name) {
		id = s.c.Uint64(duelPlayMatchFlag.Name)
	}
	if id == 0 {
		return nil, usageError("%s plays no match: queue first ('wordproof duel queue --mode blitz --bet N --wait') or pass --match", p.Player.Hex())
	}
	m := new(big.Int).SetUint64(id)
	b := duel.NewWorduelBlitz()
	g, err := bind.Call(b.Instance(s.backend, blitzAddr), &bind.CallOpts{Context: s.ctx}, b.PackGameOf(m), b.UnpackGameOf)
	if err != nil {
		return nil, fmt.Errorf("read Blitz match %d: %w", id, err)
	}
	if g.A != p.Player && g.B != p.Player {
		return nil, usageError("%s does not play Blitz match %d", p.Player.Hex(), id)
	}
	return m, nil
}

// blitzDuration is the mode's clock, for the opening line.
func blitzDuration(s *session, blitzAddr common.Address) time.Duration {
	b := duel.NewWorduelBlitz()
	d, err := bind.Call(b.Instance(s.backend, blitzAddr), &bind.CallOpts{Context: s.ctx}, b.PackDURATION(), b.UnpackDURATION)
	if err != nil {
		return 0
	}
	return time.Duration(d.Int64()) * time.Second
}

// blitzResult prints the end: the winner, the solves, and the player's
// coins, MMR and rank before and after.
func (s *session) blitzResult(platformAddr common.Address, id *big.Int, res worduelclient.Result, before, after duelProfile) error {
	outcome, ending, verdict, err := s.settlement(platformAddr, id, res.Seat)
	if err != nil {
		return err
	}
	if s.out.json {
		return s.out.emit(map[string]any{
			"event": "result", "matchId": id.Uint64(), "outcome": outcome.String(), "ending": ending, "verdict": verdict,
			"solves": res.Solves, "opponentSolves": res.Opp, "seat": res.Seat,
			"coinsBefore": before.Coins, "coinsAfter": after.Coins, "mmrBefore": before.MMR, "mmrAfter": after.MMR,
			"rankBefore": before.Rank, "rankAfter": after.Rank, "profile": after,
		})
	}
	s.out.line("")
	s.out.line("match %s over (%s): %s", id, ending, verdict)
	s.out.line("solves    you %d, opponent %d", res.Solves, res.Opp)
	s.profileChange(before, after)
	return nil
}

// settlement reads match id's MatchSettled event: the outcome, why it
// ended, and the verdict for the player in seat.
func (s *session) settlement(platformAddr common.Address, id *big.Int, seat int) (outcome rating.Outcome, ending, verdict string, err error) {
	platform := duel.NewDuelPlatform()
	ev := platform.GetABI().Events["MatchSettled"]
	logs, err := s.backend.FilterLogs(s.ctx, ethereum.FilterQuery{
		Addresses: []common.Address{platformAddr}, Topics: [][]common.Hash{{ev.ID}, {common.BigToHash(id)}},
	})
	if err != nil {
		return outcome, "", "", fmt.Errorf("read the settlement of match %s: %w", id, err)
	}
	if len(logs) == 0 {
		return outcome, "", "", fmt.Errorf("match %s ended but its settlement is not found", id)
	}
	settled, err := platform.UnpackMatchSettledEvent(&logs[len(logs)-1])
	if err != nil {
		return outcome, "", "", err
	}
	outcome = rating.Outcome(settled.Outcome)
	verdict = "draw: bets back, no MMR change"
	switch {
	case outcome == rating.WinA && seat == 0, outcome == rating.WinB && seat == 1:
		verdict = "you win"
	case outcome != rating.Draw:
		verdict = "you lose"
	}
	return outcome, duelEndings[settled.Ending], verdict, nil
}

// blitzView shows a Blitz match as it goes: the grid of the current word,
// both solve counts and both clocks.
type blitzView struct {
	guessInput
	matchID *big.Int
	agent   *worduelclient.Agent

	mu    sync.Mutex
	last  worduelclient.Status
	seen  bool
	shown int // rows of the current word's grid printed
	word  int // the word whose rows are counted
}

// status follows each read of the match: a line when a count changes, the
// rows of answered guesses, and the final row of a word that moved on.
func (v *blitzView) status(st worduelclient.Status) {
	v.mu.Lock()
	prev, seen := v.last, v.seen
	v.last, v.seen = st, true
	v.mu.Unlock()
	if !st.Committed {
		return
	}
	moved := !seen || st.Word != prev.Word || st.Tries != prev.Tries || st.Pending != prev.Pending
	if moved {
		v.rows(st)
	}
	if moved || st.Solves != prev.Solves || st.Opp != prev.Opp || st.Fails != prev.Fails || st.OppFails != prev.OppFails {
		v.header(st)
	}
}

// header prints the solve counts and the clocks.
func (v *blitzView) header(st worduelclient.Status) {
	if v.out.json {
		_ = v.out.emit(map[string]any{
			"event": "status", "word": st.Word + 1, "tries": st.Tries, "solves": st.Solves, "fails": st.Fails,
			"opponentSolves": st.Opp, "opponentFails": st.OppFails, "clock": st.Clock.Seconds(), "opponentClock": st.OppClock.Seconds(),
		})
		return
	}
	v.out.line("you %d solved (%d failed) | opponent %d solved (%d failed) | clocks %s / %s",
		st.Solves, st.Fails, st.Opp, st.OppFails, clock(st.Clock), clock(st.OppClock))
}

// rows prints the answered guesses not printed yet: of the word just left
// (its last row: the solve or the sixth miss), then of the current one.
func (v *blitzView) rows(st worduelclient.Status) {
	v.mu.Lock()
	word, shown := v.word, v.shown
	v.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for w := word; w <= st.Word; w++ {
		tries, err := v.agent.Grid(ctx, v.matchID, w)
		if err != nil {
			return // shown at the next change
		}
		for k := shown; k < len(tries); k++ {
			v.row(w, k, tries[k])
		}
		if w < st.Word {
			v.wordEnd(w, tries)
			shown = 0
		} else {
			shown = len(tries)
		}
	}
	v.mu.Lock()
	v.word, v.shown = st.Word, shown
	v.mu.Unlock()
}

func (v *blitzView) row(word, k int, t worduelclient.Try) {
	if v.out.json {
		_ = v.out.emit(map[string]any{"event": "colours", "word": word + 1, "try": k + 1, "guess": t.Guess, "pattern": game.Pattern(t.Colours)})
		return
	}
	v.out.line("  %d/%d  %s", k+1, rules.MaxGuesses, colourWord(t.Guess, t.Colours, v.out.colour))
}

func (v *blitzView) wordEnd(word int, tries []worduelclient.Try) {
	solved := len(tries) > 0 && game.Pattern(tries[len(tries)-1].Colours) == strings.Repeat("G", rules.WordLength)
	if v.out.json {
		_ = v.out.emit(map[string]any{"event": "word", "word": word + 1, "solved": solved, "tries": len(tries)})
		return
	}
	if solved {
		v.out.line("word %d solved in %d: next word", word+1, len(tries))
	} else {
		v.out.line("word %d failed after %d guesses: next word", word+1, len(tries))
	}
}

// move reports the player's own moves; answers are the opponent's guesses.
func (v *blitzView) move(m worduelclient.Move) {
	if v.out.json {
		ev := map[string]any{"event": m.Kind, "gas": m.Gas, "block": m.Block}
		switch m.Kind {
		case "guess":
			ev["word"], ev["guess"] = m.Word+1, m.Guess
		case "answer":
			ev["opponentWord"], ev["guess"], ev["pattern"], ev["provingMs"] = m.Word+1, m.Guess, game.Pattern(m.Colours), m.Proving.Milliseconds()
		}
		_ = v.out.emit(ev)
		return
	}
	switch m.Kind {
	case "commitSeed":
		v.out.line("seed committed: the clocks start once both seeds are in")
	case "guess":
		v.out.line("  %s sent; waiting for the opponent's proof", strings.ToUpper(m.Guess))
	case "answer":
		v.out.line("  (answered the opponent's %s on its word %d: %s, proof in %s)", strings.ToUpper(m.Guess), m.Word+1, game.Pattern(m.Colours), m.Proving.Round(10*time.Millisecond))
	case "finish":
		v.out.line("both clocks are out: match finished")
	case "claimTimeout":
		v.out.line("the opponent missed a deadline: timeout claimed")
	}
}

// wrap prompts for the next guess of the current word.
func (v *blitzView) wrap(inner worduelclient.Strategy, echo bool) worduelclient.Strategy {
	return v.guessInput.wrap(inner, echo, func(tries []worduelclient.Try) string {
		v.mu.Lock()
		st := v.last
		v.mu.Unlock()
		return fmt.Sprintf("word %d, guess %d/%d (clock %s): ", st.Word+1, len(tries)+1, rules.MaxGuesses, clock(st.Clock))
	})
}

// guessInput is what a match view shares with the line strategy that reads
// the player's guesses: the printer, whether the input ended, and whether
// the prompt of the owed guess is printed.
type guessInput struct {
	out *printer
	// afterInput says what goes on once the input ended.
	afterInput string

	mu     sync.Mutex
	ended  bool
	prompt bool // a guess is owed and its prompt was printed
}

// wrap prints prompt(tries) before the strategy is asked for a guess (once
// per guess), and the guess after it when echo (the strategy's guesses are
// typed by no one).
func (in *guessInput) wrap(inner worduelclient.Strategy, echo bool, prompt func(tries []worduelclient.Try) string) worduelclient.Strategy {
	return strategyFunc(func(ctx context.Context, tries []worduelclient.Try) (string, error) {
		in.mu.Lock()
		prompted := in.prompt
		in.prompt = true
		in.mu.Unlock()
		if !prompted {
			in.out.write(prompt(tries))
		}
		g, err := inner.Guess(ctx, tries)
		if err == nil {
			in.mu.Lock()
			in.prompt = false
			in.mu.Unlock()
			if echo {
				in.out.line("%s", g)
			}
		}
		return g, err
	})
}

// reprompt makes the next Guess print its prompt again (after a refusal).
func (in *guessInput) reprompt() {
	in.mu.Lock()
	in.prompt = false
	in.mu.Unlock()
}

func (in *guessInput) inputEnded() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.ended
}

type strategyFunc func(ctx context.Context, tries []worduelclient.Try) (string, error)

func (f strategyFunc) Guess(ctx context.Context, tries []worduelclient.Try) (string, error) {
	return f(ctx, tries)
}

// lineStrategy reads the player's guesses, one a line, without ever holding
// up the agent: no line yet is worduelclient.ErrNoGuessYet, so the agent
// answers the opponent meanwhile.
type lineStrategy struct {
	lines <-chan string // closed at the end of input
	view  *guessInput
	dicts *wire.Dictionaries
	echo  bool // piped input: print the guess after its prompt
}

func newLineStrategy(in io.Reader, view *guessInput, dicts *wire.Dictionaries, echo bool) *lineStrategy {
	lines := make(chan string, 16)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return &lineStrategy{lines: lines, view: view, dicts: dicts, echo: echo}
}

// Guess implements worduelclient.Strategy.
func (l *lineStrategy) Guess(_ context.Context, _ []worduelclient.Try) (string, error) {
	if l.view.inputEnded() {
		return "", worduelclient.ErrNoGuessYet
	}
	select {
	case line, ok := <-l.lines:
		if !ok {
			l.view.mu.Lock()
			l.view.ended = true
			l.view.mu.Unlock()
			l.view.out.line("\ninput ended: no more guesses; %s", l.view.afterInput)
			return "", worduelclient.ErrNoGuessYet
		}
		g := strings.ToLower(strings.TrimSpace(line))
		if l.echo {
			l.view.out.line("%s", g)
		}
		switch {
		case len(g) != l.dicts.Length:
			l.view.out.line("%q has %d letters: a guess has exactly %d; try again", g, len(g), l.dicts.Length)
		case !l.dicts.Guesses.Contains(g):
			l.view.out.line("%q is not in the %d-word guess list; try again", g, l.dicts.Guesses.Len())
		default:
			return g, nil
		}
		l.view.reprompt()
		return "", worduelclient.ErrNoGuessYet
	default:
		return "", worduelclient.ErrNoGuessYet
	}
}

// clock prints a clock as m:ss.
func clock(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

// profileChange prints the player's coins, MMR and rank before and after a
// match, for every mode's game-over screen.
func (s *session) profileChange(before, after duelProfile) {
	s.out.line("coins     %d -> %d (%+d)", before.Coins, after.Coins, int64(after.Coins)-int64(before.Coins))
	s.out.line("MMR       %d -> %d (%+d)", before.MMR, after.MMR, after.MMR-before.MMR)
	s.out.line("rank      %s -> %s", before.Rank, after.Rank)
}
