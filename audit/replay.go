package audit

import (
	"context"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// replay plays the game again through the rules engine (game.Game) from
// its seeds, opened guesses and revealed colours, compares every event with
// it, and settles the game.
func (a *auditor) replay() {
	stake := a.ev.lobby.Settings.Stake
	if stake == nil {
		stake = new(big.Int)
	}
	a.report.Pot = new(big.Int).Mul(stake, big.NewInt(int64(len(a.players))))
	a.checkStart()
	a.startEngine()
	lastRun := a.playRounds()
	for r, re := range a.ev.rounds {
		if re.start == nil {
			a.report.fail(Finding{Check: CheckEvents, Round: r, Detail: fmt.Sprintf("events of round %d, which never started", r)})
		}
	}
	if ended := a.ev.ended; ended != nil {
		a.report.Ended = true
		if ended.Rounds != lastRun {
			a.report.fail(Finding{Check: CheckRounds, Where: locate(evGameEnded, ended.Raw), Detail: fmt.Sprintf("GameEnded says %d rounds, %d were played", ended.Rounds, lastRun)})
		}
		a.settle()
	}
	for i := range a.players {
		rp := &a.report.Players[i]
		rp.Score, rp.Status, rp.OutInRound = uint32(a.score(i)), statusName(a.status(i)), a.outIn(i)
	}
}

// checkStart checks that rounds follow a GameStarted event, and that a
// started game has rounds.
func (a *auditor) checkStart() {
	if len(a.ev.order) > 0 && a.ev.started == nil {
		a.report.fail(Finding{Check: CheckRounds, Detail: "rounds started without a GameStarted event"})
	}
	if a.ev.started != nil && len(a.ev.order) == 0 && a.ev.ended == nil {
		a.report.fail(Finding{Check: CheckRounds, Where: locate(evGameStarted, a.ev.started.Raw), Detail: "the game started but round 1 never did"})
	}
}

// startEngine sets up the rules engine for the players the lobby left;
// without it (fewer than two players) no round can be replayed, which is a
// finding once a round started.
func (a *auditor) startEngine() {
	g, err := game.NewGame(len(a.players), wire.SecretsPerPlayer, int(a.ev.lobby.Settings.RoundCap))
	if err != nil {
		if len(a.ev.order) > 0 {
			a.report.fail(Finding{Check: CheckRounds, Detail: fmt.Sprintf("the rules engine cannot replay the game: %v", err)})
		}
		return
	}
	a.game = g
}

// playRounds replays the rounds in the order they started, checks that
// they follow each other and that the game ended when the rules say, and
// returns the last round played.
func (a *auditor) playRounds() uint16 {
	var (
		order   = a.ev.order
		ended   = a.ev.ended
		over    bool // the replay says the game ended after the last round played
		lastRun uint16
	)
	for i, r := range order {
		re := a.ev.rounds[r]
		where := locate(evRoundStarted, re.start.Raw)
		if r != lastRun+1 {
			a.report.fail(Finding{Check: CheckRounds, Where: where, Round: r, Detail: fmt.Sprintf("round %d started after round %d", r, lastRun)})
		}
		if over {
			a.report.fail(Finding{Check: CheckRounds, Where: where, Round: r, Detail: fmt.Sprintf("round %d started, but the game should have ended after round %d", r, lastRun)})
		}
		lastRun = r
		complete := i+1 < len(order) || ended != nil
		opened, roundOver := a.playRound(r, re, complete)
		if !complete {
			continue
		}
		over = roundOver
		if !over && ended != nil && i+1 == len(order) {
			cap := a.ev.lobby.Settings.RoundCap
			a.report.fail(Finding{Check: CheckRounds, Where: locate(evGameEnded, ended.Raw), Round: r, Detail: fmt.Sprintf(
				"the game ended after round %d, but %d players remain, the round cap is %d and %d guesses were opened", r, a.activeCount(), cap, opened)})
		}
	}
	return lastRun
}

// answer is a target's checked reveal: the event, its colours by slot and
// the attackers the slots answer.
type answer struct {
	reveal    *wire.Reveal
	attackers []int
	colours   [][]game.Color
}

// playRound replays one round through the engine, compares the round's
// events with the engine's result and returns how many guesses were opened
// and whether the game ends with the round. A round that is not complete
// (the last one of a game still running) is replayed as far as it went:
// targets that still owe a reveal are not out yet.
func (a *auditor) playRound(r uint16, re *roundEvents, complete bool) (opened int, over bool) {
	seed, drawn := a.seeds[r]
	round := Round{Number: r, Seed: seed, Opened: map[int]string{}, Complete: complete}
	defer func() {
		for i := range a.players {
			round.Scores = append(round.Scores, uint32(a.score(i)))
		}
		a.report.Rounds = append(a.report.Rounds, round)
	}()
	if a.game == nil || a.game.Over() {
		return len(re.opened), true // checkStart, startEngine or playRounds said why
	}
	if !drawn {
		return 0, a.undrawnRound(r, re, complete)
	}
	targets, err := a.game.Targets(seed)
	if err != nil {
		a.report.fail(Finding{Check: CheckRounds, Where: locate(evRoundStarted, re.start.Raw), Round: r, Detail: fmt.Sprintf("targets: %v", err)})
		return 0, true
	}
	guesses := a.openedGuesses(r, re, &round)
	answers := a.checkReveals(r, re, expectedReveals(targets, guesses), guesses)
	res, err := a.game.PlayRound(targets, guesses, answerReveals(answers))
	if err != nil {
		a.report.fail(Finding{Check: CheckRounds, Where: locate(evRoundStarted, re.start.Raw), Round: r, Detail: fmt.Sprintf("the rules engine cannot play the round: %v", err)})
		return 0, true
	}
	a.pending = nil
	if !complete {
		a.pending = res.Forfeited // they may still reveal
		res.Forfeited = nil
	}
	a.checkPoints(r, re, res, answers, &round)
	a.checkSolved(r, re, res)
	a.checkEliminated(r, re, res)
	round.Forfeited = res.Forfeited
	round.Eliminated = slices.Sorted(slices.Values(append(slices.Clone(res.Eliminated), res.Forfeited...)))
	for _, rv := range re.reveals {
		if t := a.byAddr[rv.Target]; answers[t] != nil && answers[t].reveal == rv &&
			slices.ContainsFunc(res.Solved, func(s game.Solve) bool { return s.Player == t }) {
			round.Solved = append(round.Solved, t)
		}
	}
	return countGuesses(guesses), res.Over
}

// undrawnRound handles a round without checked targets. Without a
// TargetsDrawn event nobody could commit, so nothing can have been opened,
// and a complete round stalls: the engine ends the game. A draw whose seed
// checkSeeds rejected is not replayed.
func (a *auditor) undrawnRound(r uint16, re *roundEvents, complete bool) (over bool) {
	if re.drawn != nil {
		return true
	}
	if len(re.opened) > 0 || len(re.reveals) > 0 {
		a.report.fail(Finding{Check: CheckRounds, Where: locate(evRoundStarted, re.start.Raw), Round: r, Detail: "guesses or reveals in a round whose targets were never drawn"})
	}
	if !complete {
		return false
	}
	targets, err := a.game.Targets([32]byte{}) // nobody guesses: any valid targets will do
	if err != nil {
		return true
	}
	res, err := a.game.PlayRound(targets, make([][]uint8, len(a.players)), nil)
	return err != nil || res.Over
}

// openedGuesses decodes the round's opened guesses, checks each against the
// guess dictionary, and returns them indexed by player (nil: no guess).
func (a *auditor) openedGuesses(r uint16, re *roundEvents, round *Round) [][]uint8 {
	length := int(a.ev.lobby.Settings.WordLength)
	guesses := make([][]uint8, len(a.players))
	for _, g := range re.opened {
		fail := func(check, format string, args ...any) {
			a.report.fail(Finding{Check: check, Where: locate(evGuessOpened, g.Raw), Round: r, Player: &g.Player, Detail: fmt.Sprintf(format, args...)})
		}
		i, ok := a.byAddr[g.Player]
		switch {
		case !ok:
			fail(CheckEvents, "a guess opened by someone who is not a player")
			continue
		case a.game.EliminatedIn(i) != 0:
			fail(CheckEvents, "a guess opened by an eliminated player")
			continue
		case guesses[i] != nil:
			fail(CheckEvents, "a second guess in the same round")
			continue
		}
		symbols, word, err := wire.DecodeGuess(g.Guess, length)
		if err != nil {
			fail(CheckDictionary, "%v", err)
			continue
		}
		a.report.Checked.Guesses++
		if !a.dicts.Guesses.Contains(word) {
			fail(CheckDictionary, "guess %q is not in the %d-letter guess dictionary", word, length)
		}
		guesses[i] = symbols
		round.Opened[i] = word
	}
	return guesses
}

// expectedReveals lists, for every target with an opened guess aimed at it,
// its attackers in slot order: the player at shuffled position p-d attacks,
// as its d-th target, the player at position p, and targets (indexed by
// player, as Game.Targets gives them) keep that order.
func expectedReveals(targets [][]int, guesses [][]uint8) map[int][]int {
	slots := map[int][]int{}
	for att, ts := range targets {
		for d, t := range ts {
			if slots[t] == nil {
				slots[t] = make([]int, len(ts))
			}
			slots[t][d] = att
		}
	}
	expected := map[int][]int{}
	for t, atts := range slots {
		for _, att := range atts {
			if guesses[att] != nil {
				expected[t] = append(expected[t], att)
			}
		}
	}
	return expected
}

// checkReveals checks every Revealed event of the round against the
// targets and the engine's state (a target that owes a reveal gives one,
// of its active secret, answering its attackers in slot order, with colours
// that fit), queues its proof, and returns the reveals the engine can use,
// by target.
func (a *auditor) checkReveals(r uint16, re *roundEvents, expected map[int][]int, guesses [][]uint8) map[int]*answer {
	answers := map[int]*answer{}
	seen := map[int]bool{}
	for _, ev := range re.reveals {
		where := locate(evRevealed, ev.Raw)
		fail := func(check string, format string, args ...any) {
			a.report.fail(Finding{Check: check, Where: where, Round: r, Player: &ev.Target, Detail: fmt.Sprintf(format, args...)})
		}
		t, ok := a.byAddr[ev.Target]
		if !ok {
			fail(CheckEvents, "a reveal by someone who is not a player")
			continue
		}
		exp := expected[t]
		if exp == nil {
			fail(CheckTargets, "a reveal by a player no opened guess was aimed at")
			continue
		}
		if seen[t] {
			fail(CheckEvents, "a second reveal in the same round")
			continue
		}
		seen[t] = true
		if active := a.game.Active(t); int(ev.SecretIndex) != active {
			fail(CheckTargets, "reveal of secret %d, the replay's active secret is %d", ev.SecretIndex, active)
		}
		got := make([]int, len(ev.Attackers))
		for i, x := range ev.Attackers {
			got[i] = int(x)
		}
		if !slices.Equal(got, exp) {
			fail(CheckTargets, "attackers %v, but the seed and the opened guesses give %v", got, exp)
			continue
		}
		if len(ev.Colours) != len(exp) || len(ev.Points) != len(exp) {
			fail(CheckEvents, "%d attackers, %d colours, %d points", len(exp), len(ev.Colours), len(ev.Points))
			continue
		}
		ans, err := a.decodeAnswer(t, ev, exp, guesses)
		if err != nil {
			fail(CheckPoints, "%v", err)
			continue
		}
		answers[t] = ans
		a.queueReveal(r, t, ans, guesses)
	}
	return answers
}

// decodeAnswer decodes a reveal's colours and checks that the engine can
// score each slot against the target's knowledge.
func (a *auditor) decodeAnswer(t int, ev *wire.Reveal, exp []int, guesses [][]uint8) (*answer, error) {
	length := int(a.ev.lobby.Settings.WordLength)
	ans := &answer{reveal: ev, attackers: exp}
	knowledge := a.game.Knowledge(t)
	for s, att := range exp {
		colours, err := wire.DecodeColours(ev.Colours[s], length)
		if err == nil {
			_, err = knowledge.Score(guesses[att], colours)
		}
		if err != nil {
			return nil, fmt.Errorf("slot %d: %w", s, err)
		}
		ans.colours = append(ans.colours, colours)
	}
	return ans, nil
}

// queueReveal queues the proof of target t's reveal, against the public
// inputs rebuilt from the events: its active commitment and the packed
// guesses and colours.
func (a *auditor) queueReveal(r uint16, t int, ans *answer, guesses [][]uint8) {
	ev, p := ans.reveal, a.players[t]
	where := locate(evRevealed, ev.Raw)
	slots := make([]circuits.Slot, len(ans.attackers))
	for s, att := range ans.attackers {
		slots[s] = circuits.Slot{Guess: guesses[att], Colors: ans.colours[s]}
	}
	spec := prover.RevealSpec(int(a.ev.lobby.Settings.WordLength), game.Letters)
	packed, err := circuits.PackReveal(spec.Params, slots)
	if err != nil {
		a.report.fail(Finding{Check: CheckRevealProof, Where: where, Round: r, Player: &ev.Target, Detail: fmt.Sprintf("public inputs: %v", err)})
		return
	}
	call, located := a.reveals[logKey{ev.Raw.TxHash, ev.Raw.Index}]
	if !located { // locateReveals said why the proof cannot be checked
		return
	}
	a.queue(proofJob{
		check: CheckRevealProof, where: where, round: r, player: p.addr, circuit: spec.ID(),
		binding: prover.Binding{ChainID: a.chainID, Contract: a.cfg.Contract, GameID: a.cfg.GameID, Round: uint64(r), Player: p.addr},
		inputs:  []*big.Int{p.commitments[a.game.Active(t)], packed}, proof: call.proof,
	})
}

// answerReveals is the engine's Revealer over the checked reveals: a target
// without one forfeits.
func answerReveals(answers map[int]*answer) game.Revealer {
	return func(attacker, target, _ int, _ []uint8) ([]game.Color, error) {
		ans := answers[target]
		if ans == nil {
			return nil, game.ErrNoReveal
		}
		s := slices.Index(ans.attackers, attacker)
		if s < 0 {
			return nil, fmt.Errorf("no slot for attacker %d", attacker) // checkReveals matched the slots to the targets
		}
		return ans.colours[s], nil
	}
}

// checkPoints compares the points of every revealed slot with the engine's
// score and lists the round's guesses in the order of the reveals.
func (a *auditor) checkPoints(r uint16, re *roundEvents, res game.RoundResult, answers map[int]*answer, round *Round) {
	for _, ev := range re.reveals {
		t := a.byAddr[ev.Target]
		ans := answers[t]
		if ans == nil || ans.reveal != ev {
			continue
		}
		for s, att := range ans.attackers {
			i := slices.IndexFunc(res.Attacks, func(at game.Attack) bool { return at.Attacker == att && at.Target == t })
			if i < 0 {
				continue
			}
			at := res.Attacks[i]
			if int(ev.Points[s]) != at.Points.Total {
				a.report.fail(Finding{Check: CheckPoints, Where: locate(evRevealed, ev.Raw), Round: r, Player: &a.players[att].addr, Detail: fmt.Sprintf(
					"the event gives player %d %d points for %q against player %d, the replay %d", att, ev.Points[s], round.Opened[att], t, at.Points.Total)})
			}
			round.Guesses = append(round.Guesses, Guess{
				Attacker: att, Target: t, Secret: uint8(at.Secret), Word: round.Opened[att], Colours: game.Pattern(at.Colors), Points: at.Points.Total,
			})
		}
	}
}

// checkSolved checks that the round's WordSolved events are exactly the
// engine's solved secrets.
func (a *auditor) checkSolved(r uint16, re *roundEvents, res game.RoundResult) {
	type solve struct{ player, secret int }
	want := map[solve]bool{}
	for _, s := range res.Solved {
		want[solve{s.Player, s.Secret}] = true
	}
	seen := map[solve]bool{}
	for _, ev := range re.solved {
		t, ok := a.byAddr[ev.Target]
		s := solve{t, int(ev.SecretIndex)}
		if !ok || !want[s] || seen[s] {
			a.report.fail(Finding{Check: CheckSolved, Where: locate(evWordSolved, ev.Raw), Round: r, Player: &ev.Target, Detail: fmt.Sprintf(
				"WordSolved for secret %d, which the replay does not solve in this round", ev.SecretIndex)})
			continue
		}
		seen[s] = true
	}
	for _, s := range res.Solved {
		if !seen[solve{s.Player, s.Secret}] {
			a.report.fail(Finding{Check: CheckSolved, Round: r, Player: &a.players[s.Player].addr, Detail: fmt.Sprintf(
				"the replay solves secret %d of player %d, but no WordSolved event says so", s.Secret, s.Player)})
		}
	}
}

// checkEliminated checks that the round's PlayerEliminated events are
// exactly the engine's eliminations, with their status.
func (a *auditor) checkEliminated(r uint16, re *roundEvents, res game.RoundResult) {
	elim := map[int]uint8{}
	for _, p := range res.Eliminated {
		elim[p] = statusSolved
	}
	for _, p := range res.Forfeited {
		elim[p] = statusForfeited
	}
	seen := map[int]bool{}
	for _, ev := range re.eliminated {
		t, ok := a.byAddr[ev.Player]
		want, out := elim[t]
		if !ok || !out || want != ev.Status || seen[t] {
			status := uint8(255)
			if ok {
				status = a.status(t)
			}
			a.report.fail(Finding{Check: CheckEliminated, Where: locate(evPlayerEliminated, ev.Raw), Round: r, Player: &ev.Player, Detail: fmt.Sprintf(
				"PlayerEliminated with status %s, but the replay has the player %s after this round", statusName(ev.Status), statusName(status))})
			continue
		}
		seen[t] = true
	}
	for _, t := range slices.Sorted(maps.Keys(elim)) {
		if !seen[t] {
			a.report.fail(Finding{Check: CheckEliminated, Round: r, Player: &a.players[t].addr, Detail: fmt.Sprintf(
				"the replay eliminates player %d (%s), but no PlayerEliminated event says so", t, statusName(elim[t]))})
		}
	}
}

func countGuesses(guesses [][]uint8) int {
	n := 0
	for _, g := range guesses {
		if g != nil {
			n++
		}
	}
	return n
}

// The replayed state of player i, read from the engine. A target that still
// owes a reveal in a round under way (pending) is active until the round
// ends.
func (a *auditor) score(i int) uint64 {
	if a.game == nil {
		return 0
	}
	return uint64(a.game.Scores()[i])
}

func (a *auditor) status(i int) uint8 {
	if a.game == nil || slices.Contains(a.pending, i) {
		return statusActive
	}
	return uint8(a.game.Status(i))
}

func (a *auditor) active(i int) int {
	if a.game == nil {
		return 0
	}
	return a.game.Active(i)
}

func (a *auditor) outIn(i int) uint16 {
	if a.game == nil || slices.Contains(a.pending, i) {
		return 0
	}
	return uint16(a.game.EliminatedIn(i))
}

func (a *auditor) activeCount() int {
	n := 0
	for i := range a.players {
		if a.status(i) == statusActive {
			n++
		}
	}
	return n
}

// settle takes the winners and the prize from the engine (game.Game.Winners
// and Payouts, the contract's rules) and compares them with the
// PrizeCredited events (one per winner, in join order) and GameEnded.
func (a *auditor) settle() {
	ev := a.ev.ended
	where := locate(evGameEnded, ev.Raw)
	var winners []int
	if a.game != nil {
		winners = a.game.Winners()
	}
	a.report.Winners = winners
	if len(winners) == 0 {
		if ev.Winners != 0 || len(a.ev.credited) != 0 {
			a.report.fail(Finding{Check: CheckWinners, Where: where, Detail: "GameEnded or PrizeCredited names winners of a game without players"})
		}
		return
	}
	prize := new(big.Int).Div(a.report.Pot, big.NewInt(int64(len(winners))))
	a.report.Prize = prize
	want := make([]common.Address, len(winners))
	for i, w := range winners {
		want[i] = a.players[w].addr
	}
	// The credits come in join order, one per winner: the i-th is owed
	// what the engine's split gives the i-th winner.
	split := a.game.Payouts(a.report.Pot)
	got := make([]common.Address, len(a.ev.credited))
	for i, c := range a.ev.credited {
		got[i] = c.Player
		amount := new(big.Int)
		if i < len(winners) {
			amount = split[winners[i]]
		}
		if c.Amount == nil || c.Amount.Cmp(amount) != 0 {
			a.report.fail(Finding{Check: CheckWinners, Where: locate(evPrizeCredited, c.Raw), Player: &c.Player, Detail: fmt.Sprintf("credited %v, the replay's %s", c.Amount, amount)})
		}
	}
	if !slices.Equal(got, want) {
		a.report.fail(Finding{Check: CheckWinners, Where: where, Detail: fmt.Sprintf("PrizeCredited winners %s, the replay's %s", addrs(got), addrs(want))})
	}
	if int(ev.Winners) != len(winners) {
		a.report.fail(Finding{Check: CheckWinners, Where: where, Detail: fmt.Sprintf("GameEnded says %d winners, the replay %d", ev.Winners, len(winners))})
	}
	if ev.Prize == nil || ev.Prize.Cmp(prize) != 0 {
		a.report.fail(Finding{Check: CheckWinners, Where: where, Detail: fmt.Sprintf("GameEnded prize %v, the replay's %s (pot %s among %d)", ev.Prize, prize, a.report.Pot, len(winners))})
	}
}

func addrs(list []common.Address) string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = a.Hex()
	}
	return fmt.Sprint(out)
}

// checkSeeds recomputes each round's seed from the hash of its draw block
// (the round's start block, or the block of its last TargetsRearmed event):
// seed = keccak256(abi.encode(blockhash, gameId, round)). A TargetsDrawn seed
// that differs, or a draw before its block was sealed, is a finding; only
// seeds that match are replayed.
func (a *auditor) checkSeeds(ctx context.Context) {
	a.seeds = map[uint16]common.Hash{}
	for r, re := range a.ev.rounds {
		if re.start == nil || re.drawn == nil {
			continue
		}
		where := locate(evTargetsDrawn, re.drawn.Raw)
		drawBlock := re.start.DrawBlock
		for _, ra := range re.rearmed {
			drawBlock = ra.DrawBlock
		}
		if re.drawn.Raw.BlockNumber <= drawBlock {
			a.report.fail(Finding{Check: CheckRounds, Where: where, Round: r, Detail: fmt.Sprintf("targets drawn in block %d, not after their draw block %d", re.drawn.Raw.BlockNumber, drawBlock)})
			continue
		}
		header, err := a.cfg.Backend.HeaderByNumber(ctx, new(big.Int).SetUint64(drawBlock))
		if err != nil {
			a.report.fail(Finding{Check: CheckRounds, Where: where, Round: r, Detail: fmt.Sprintf("read draw block %d: %v", drawBlock, err)})
			continue
		}
		want := crypto.Keccak256Hash(header.Hash().Bytes(), common.BigToHash(a.cfg.GameID).Bytes(), common.BigToHash(big.NewInt(int64(r))).Bytes())
		if common.Hash(re.drawn.Seed) != want {
			a.report.fail(Finding{Check: CheckRounds, Where: where, Round: r, Detail: fmt.Sprintf("seed %x is not keccak256(hash of block %d, game, round) = %s", re.drawn.Seed, drawBlock, want.Hex())})
			continue
		}
		a.seeds[r] = want
	}
}
