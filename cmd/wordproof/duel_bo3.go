package main

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/amount"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	rules "github.com/wordproof/wordproof/game/worduel"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"

	worduelclient "github.com/wordproof/wordproof/client/worduel"
)

// bo3Match is a match of the player in a mode with its own agent (Best of
// 3, Wordle Poker), as the platform holds it.
type bo3Match struct {
	id    *big.Int
	match duel.IDuelPlatformMatch
}

// isModeMatch is --match, or the player's current match, when it is a
// match of mode (DuelModes' name; nil when it is none: another path
// decides). A match of the mode the player does not play is refused.
func (s *session) isModeMatch(p duelProfile, platformAddr common.Address, mode string) (*bo3Match, error) {
	id := p.MatchID
	if s.c.IsSet(duelPlayMatchFlag.Name) {
		id = s.c.Uint64(duelPlayMatchFlag.Name)
	}
	if id == 0 {
		return nil, nil
	}
	m := new(big.Int).SetUint64(id)
	platform := duel.NewDuelPlatform()
	got, err := bind.Call(platform.Instance(s.backend, platformAddr), &bind.CallOpts{Context: s.ctx}, platform.PackGetMatch(m), platform.UnpackGetMatch)
	if err != nil {
		return nil, fmt.Errorf("read match %d: %w", id, err)
	}
	if got.Mode != deploy.DuelModes[mode] {
		return nil, nil
	}
	if got.A != p.Player && got.B != p.Player {
		return nil, usageError("%s does not play %s match %d", p.Player.Hex(), modeTitles[mode], id)
	}
	return &bo3Match{id: m, match: got}, nil
}

// modeTitles name the duel modes (deploy.DuelModes) in the CLI's sentences.
var modeTitles = map[string]string{"blitz": "Blitz", "bo3": "Best of 3", "ttt": "Wordle-Tac-Toe", "poker": "Wordle Poker"}

// duelPlayBo3 plays Best of 3 match m to its end through the player agent
// of client/worduel, drawing the round view as it goes.
func (s *session) duelPlayBo3(before duelProfile, m *bo3Match, platformAddr common.Address) error {
	bo3Addr, err := s.manifest.Address(deploy.ContractWorduelBo3)
	if err != nil {
		return usageError("%v: the deployment has no Best of 3 mode (redeploy with 'wordproof deploy')", err)
	}
	registry, err := s.manifest.Address(deploy.ContractHouseRegistry)
	if err != nil {
		return usageError("%v: the deployment has no house registry (redeploy with 'wordproof deploy')", err)
	}
	me, id := s.mover.Address(), m.id
	store, err := s.store()
	if err != nil {
		return err
	}
	dicts, err := wire.LoadDictionaries(rules.WordLength)
	if err != nil {
		return err
	}
	pv, err := prover.New(prover.DefaultConfig()) // the player's own tally, if the house misses it
	if err != nil {
		return err
	}
	v := &bo3View{guessInput: guessInput{out: s.out, afterInput: "following the match to its end"}, s: s, bo3: bo3Addr, id: id, rows: map[int]int{}}
	var strategy worduelclient.Strategy
	if s.c.Bool("auto") {
		strategy = worduelclient.NewCandidateStrategy(dicts.Secrets.Words(), dicts.Length, id.Uint64()^uint64(me[19]))
	} else {
		strategy = newLineStrategy(s.c.App.Reader, &v.guessInput, dicts, !isTerminal(s.c.App.Reader))
	}
	agent, err := worduelclient.NewBo3Agent(s.ctx, worduelclient.Bo3Config{
		Mover: s.mover, Backend: s.backend, Bo3: bo3Addr, Platform: platformAddr, Registry: registry, Store: store, Dicts: dicts,
		Prover: pv, Strategy: v.wrap(strategy, s.c.Bool("auto")), OnStatus: v.status, OnMove: v.move,
	})
	if err != nil {
		return err
	}
	// the key is stored before anything else: a restart posts it, or
	// decrypts the house's answers with it
	if _, _, err := agent.Key(id); err != nil {
		return err
	}
	b := house.NewWorduelBo3()
	roundTime, err := bind.Call(b.Instance(s.backend, bo3Addr), &bind.CallOpts{Context: s.ctx}, b.PackROUNDTIME(), b.UnpackROUNDTIME)
	if err != nil {
		return fmt.Errorf("read the Best of 3 round time: %w", err)
	}
	if !s.out.json {
		s.out.line("Best of 3 match %s as %s (%s), bet %s: first to 2 rounds; %s of guessing per round each, guesses hidden from the opponent",
			id, me.Hex(), s.playerKind(), m.match.Bet, clock(time.Duration(roundTime.Int64())*time.Second))
	} else if err := s.out.emit(map[string]any{"event": "start", "mode": "bo3", "matchId": id.Uint64(), "player": me, "auto": s.c.Bool("auto"), "bet": m.match.Bet.Uint64()}); err != nil {
		return err
	}
	res, err := agent.Play(s.ctx, id)
	if err != nil {
		if s.ctx.Err() != nil {
			return cli.Exit(fmt.Sprintf("interrupted; match %s goes on: run the same command to resume (your match key is in the store)", id), exitInterrupted)
		}
		return fmt.Errorf("best of 3 match %s: %w", id, err)
	}
	after, err := readDuelProfile(s, me)
	if err != nil {
		return err
	}
	if err := s.bo3Result(platformAddr, bo3Addr, m, res, before, after); err != nil {
		return err
	}
	if v.inputEnded() {
		return cli.Exit("the input ended before the match: its last guesses were not made", 1)
	}
	return nil
}

// bo3Result prints the game-over screen: the winner, the round wins, the
// bets, and the player's coins, MMR and rank before and after.
func (s *session) bo3Result(platformAddr, bo3Addr common.Address, m *bo3Match, res worduelclient.Bo3Result, before, after duelProfile) error {
	outcome, ending, verdict, err := s.settlement(platformAddr, m.id, res.Seat)
	if err != nil {
		return err
	}
	var compensation *big.Int
	if res.HouseTimedOut {
		b := house.NewWorduelBo3()
		if compensation, err = bind.Call(b.Instance(s.backend, bo3Addr), &bind.CallOpts{Context: s.ctx}, b.PackCOMPENSATION(), b.UnpackCOMPENSATION); err != nil {
			return fmt.Errorf("read the compensation: %w", err)
		}
	}
	bet := m.match.Bet.Uint64()
	if s.out.json {
		ev := map[string]any{
			"event": "result", "mode": "bo3", "matchId": m.id.Uint64(), "outcome": outcome.String(), "ending": ending, "verdict": verdict,
			"wins": res.Wins, "opponentWins": res.Opp, "seat": res.Seat, "houseTimedOut": res.HouseTimedOut, "bet": bet,
			"coinsBefore": before.Coins, "coinsAfter": after.Coins, "mmrBefore": before.MMR, "mmrAfter": after.MMR,
			"rankBefore": before.Rank, "rankAfter": after.Rank, "profile": after,
		}
		if compensation != nil {
			ev["compensationWei"] = compensation.String()
		}
		return s.out.emit(ev)
	}
	s.out.line("")
	s.out.line("match %s over (%s): %s", m.id, ending, verdict)
	s.out.line("rounds    you %d, opponent %d", res.Wins, res.Opp)
	if res.HouseTimedOut {
		s.out.line("house     missed a deadline: bets back, %s of its bond credited to you (the registry's withdrawCredit)", amount.FormatETH(compensation))
	}
	s.out.line("bet       %d each", bet)
	s.profileChange(before, after)
	return nil
}

// bo3View shows a Best of 3 match as it goes: the house, the round's
// pause, the player's own grid, the opponent's try count and solved flag
// (all the chain shows of it), both round clocks and the round wins.
type bo3View struct {
	guessInput
	s   *session
	bo3 common.Address
	id  *big.Int

	mu      sync.Mutex
	last    worduelclient.Bo3Status
	seen    bool
	rows    map[int]int // rows printed per round
	pauseAt int         // the seconds of the pause countdown last printed (round*1000+s)
	skew    time.Duration
	skewAt  time.Time // when skew was last read
}

// chainNow is the chain's time: the round's start and the house's
// deadlines are block times, which may run ahead of this machine's clock
// (a devnet whose time was moved on, blocks faster than their timestamps).
// The offset is read again when fresh, else every few seconds.
func (v *bo3View) chainNow(fresh bool) time.Time {
	v.mu.Lock()
	skew, at := v.skew, v.skewAt
	v.mu.Unlock()
	if fresh || time.Since(at) >= 3*time.Second {
		ctx, cancel := context.WithTimeout(v.s.ctx, 5*time.Second)
		h, err := v.s.backend.HeaderByNumber(ctx, nil)
		cancel()
		if err == nil {
			skew = time.Until(time.Unix(int64(h.Time), 0))
			v.mu.Lock()
			v.skew, v.skewAt = skew, time.Now()
			v.mu.Unlock()
		}
	}
	return time.Now().Add(skew)
}

// until is the time left until the chain time t, whole seconds, at least 0.
func (v *bo3View) until(t time.Time) time.Duration {
	return max(0, t.Sub(v.chainNow(true)).Round(time.Second))
}

// status follows each read of the match (every poll): a line when the
// house is drawn or commits, when a round ends, each second of the pause,
// and the round's header when a count changes.
func (v *bo3View) status(st worduelclient.Bo3Status) {
	v.mu.Lock()
	prev, seen := v.last, v.seen
	v.last, v.seen = st, true
	v.mu.Unlock()
	if st.House != (common.Address{}) && (!seen || prev.House == (common.Address{})) {
		v.houseDrawn(st)
	}
	if !st.Committed {
		return
	}
	if seen && prev.Committed && st.Round != prev.Round {
		v.roundEnd(prev, st)
	}
	now := v.chainNow(false)
	if wait := st.RoundStart.Sub(now); wait > 0 {
		v.pause(st, wait)
		return
	}
	if !seen || !prev.Committed || st.Round != prev.Round || st.Wins != prev.Wins || st.OppWins != prev.OppWins ||
		st.Tries != prev.Tries || st.OppTries != prev.OppTries || st.Solved != prev.Solved || st.OppSolved != prev.OppSolved ||
		st.Pending != prev.Pending || st.OppPending != prev.OppPending || v.pausing(st.Round) {
		v.header(st)
	}
}

// houseDue reads the house's earliest open deadline (zero: it owes nothing).
func (v *bo3View) houseDue() time.Time {
	ctx, cancel := context.WithTimeout(v.s.ctx, 5*time.Second)
	defer cancel()
	b := house.NewWorduelBo3()
	due, err := bind.Call(b.Instance(v.s.backend, v.bo3), &bind.CallOpts{Context: ctx}, b.PackHouseDueOf(v.id), b.UnpackHouseDueOf)
	if err != nil || due.Sign() == 0 {
		return time.Time{}
	}
	return time.Unix(due.Int64(), 0)
}

func (v *bo3View) houseDrawn(st worduelclient.Bo3Status) {
	due := v.houseDue()
	if v.out.json {
		_ = v.out.emit(map[string]any{"event": "house", "house": st.House, "dueAt": unixOrZero(due)})
		return
	}
	if due.IsZero() {
		v.out.line("house %s drawn for this match", st.House.Hex())
		return
	}
	v.out.line("house %s drawn: it commits its seed by %s (in %s)", st.House.Hex(), due.UTC().Format(time.TimeOnly), v.until(due))
}

// roundEnd says who took the round that just ended.
func (v *bo3View) roundEnd(prev, st worduelclient.Bo3Status) {
	winner := "nobody: no point, a new word"
	switch {
	case st.Wins > prev.Wins:
		winner = "you"
	case st.OppWins > prev.OppWins:
		winner = "the opponent"
	}
	if v.out.json {
		_ = v.out.emit(map[string]any{"event": "round", "round": prev.Round + 1, "winner": winner, "wins": st.Wins, "opponentWins": st.OppWins})
		return
	}
	v.out.line("round %d to %s: rounds you %d – %d opponent", prev.Round+1, winner, st.Wins, st.OppWins)
}

// pausing reports whether the last line printed was round's pause
// countdown (so the round's header is due once it starts).
func (v *bo3View) pausing(round int) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.pauseAt/1000 == round && v.pauseAt%1000 > 0 {
		v.pauseAt = round * 1000 // the countdown is over
		return true
	}
	return false
}

// pause counts down to the round's start, a line a second.
func (v *bo3View) pause(st worduelclient.Bo3Status, wait time.Duration) {
	secs := int((wait + time.Second - 1) / time.Second)
	key := st.Round*1000 + secs
	v.mu.Lock()
	shown := v.pauseAt == key
	v.pauseAt = key
	v.mu.Unlock()
	if shown {
		return
	}
	if v.out.json {
		_ = v.out.emit(map[string]any{"event": "pause", "round": st.Round + 1, "startsIn": secs})
		return
	}
	v.out.line("round %d starts in %ds", st.Round+1, secs)
}

// header prints the round's state: wins, tries, solved flags, clocks and
// what the house owes.
func (v *bo3View) header(st worduelclient.Bo3Status) {
	due := time.Time{}
	if st.Pending || st.OppPending {
		due = v.houseDue()
	}
	if v.out.json {
		_ = v.out.emit(map[string]any{
			"event": "status", "round": st.Round + 1, "wins": st.Wins, "opponentWins": st.OppWins,
			"tries": st.Tries, "solved": st.Solved, "opponentTries": st.OppTries, "opponentSolved": st.OppSolved,
			"clock": st.Clock.Seconds(), "opponentClock": st.OppClock.Seconds(), "pending": st.Pending, "opponentPending": st.OppPending,
			"house": st.House, "houseDueAt": unixOrZero(due),
		})
		return
	}
	solved := func(b bool) string {
		if b {
			return ", solved"
		}
		return ""
	}
	line := fmt.Sprintf("round %d | rounds you %d – %d opponent | you %d/%d%s, opponent %d/%d%s | clocks %s / %s",
		st.Round+1, st.Wins, st.OppWins, st.Tries, rules.MaxGuesses, solved(st.Solved), st.OppTries, rules.MaxGuesses, solved(st.OppSolved),
		clock(st.Clock), clock(st.OppClock))
	if !due.IsZero() {
		line += fmt.Sprintf(" | house answers by %s (%s)", due.UTC().Format(time.TimeOnly), v.until(due))
	}
	v.out.line("%s", line)
}

// move reports the player's moves, and each of its answered guesses with
// the colours decrypted.
func (v *bo3View) move(m worduelclient.Move) {
	if m.Kind == "colours" {
		v.row(m)
		return
	}
	if v.out.json {
		ev := map[string]any{"event": m.Kind, "gas": m.Gas, "block": m.Block}
		switch m.Kind {
		case "guess":
			ev["round"], ev["guess"] = m.Word+1, m.Guess
		case "tally":
			ev["round"], ev["provingMs"] = m.Word+1, m.Proving.Milliseconds()
		}
		_ = v.out.emit(ev)
		return
	}
	switch m.Kind {
	case "postKey":
		v.out.line("match key posted: the house is drawn once both keys are in")
	case "drawHouse":
		v.out.line("house draw sent")
	case "guess":
		v.out.line("  %s sent encrypted; waiting for the house's proven answer", strings.ToUpper(m.Guess))
	case "tally":
		v.out.line("round %d: the house had not tallied it, so you did (proof in %s)", m.Word+1, m.Proving.Round(10*time.Millisecond))
	case "claimHouseTimeout":
		v.out.line("the house missed a deadline: claimed (bets back, compensation from its bond)")
	case "claimTimeout":
		v.out.line("a deadline was missed: timeout claimed")
	}
}

// row prints one answered guess of the player's own grid.
func (v *bo3View) row(m worduelclient.Move) {
	v.mu.Lock()
	v.rows[m.Word]++
	n := v.rows[m.Word]
	v.mu.Unlock()
	if v.out.json {
		ev := map[string]any{"event": "colours", "round": m.Word + 1, "try": n, "guess": m.Guess, "pattern": game.Pattern(m.Colours), "block": m.Block}
		if !m.Sent.IsZero() {
			ev["latencyMs"] = m.Mined.Sub(m.Sent).Milliseconds()
		}
		if m.GuessBlock != 0 {
			ev["blocks"] = m.Block - m.GuessBlock // after the guess's block
		}
		_ = v.out.emit(ev)
		return
	}
	v.out.line("  %d/%d  %s", n, rules.MaxGuesses, colourWord(m.Guess, m.Colours, v.out.colour))
}

// wrap prompts for the next guess of the round.
func (v *bo3View) wrap(inner worduelclient.Strategy, echo bool) worduelclient.Strategy {
	return v.guessInput.wrap(inner, echo, func(tries []worduelclient.Try) string {
		v.mu.Lock()
		st := v.last
		v.mu.Unlock()
		return fmt.Sprintf("round %d, guess %d/%d (clock %s): ", st.Round+1, len(tries)+1, rules.MaxGuesses, clock(st.Clock))
	})
}

func unixOrZero(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.Unix()
}
