package audit

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// replay plays the game again from its seeds, opened guesses and revealed
// colours, compares every event with it, and settles the game.
func (a *auditor) replay() {
	var (
		order   = a.ev.order
		ended   = a.ev.ended
		over    bool // the replay says the game ended after the last round played
		lastRun uint16
	)
	stake := a.ev.lobby.Settings.Stake
	if stake == nil {
		stake = new(big.Int)
	}
	a.report.Pot = new(big.Int).Mul(stake, big.NewInt(int64(len(a.players))))
	if len(order) > 0 && a.ev.started == nil {
		a.report.fail(Finding{Check: CheckRounds, Detail: "rounds started without a GameStarted event"})
	}
	if a.ev.started != nil && len(order) == 0 && ended == nil {
		a.report.fail(Finding{Check: CheckRounds, Where: locate(evGameStarted, a.ev.started.Raw), Detail: "the game started but round 1 never did"})
	}
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
		opened := a.playRound(r, re, complete)
		if complete {
			active := 0
			for _, p := range a.players {
				if p.status == statusActive {
					active++
				}
			}
			cap := a.ev.lobby.Settings.RoundCap
			over = active <= 1 || (cap != 0 && r >= cap) || opened == 0
			if !over && ended != nil && i+1 == len(order) {
				a.report.fail(Finding{Check: CheckRounds, Where: locate(evGameEnded, ended.Raw), Round: r, Detail: fmt.Sprintf(
					"the game ended after round %d, but %d players remain, the round cap is %d and %d guesses were opened", r, active, cap, opened)})
			}
		}
	}
	for r, re := range a.ev.rounds {
		if re.start == nil {
			a.report.fail(Finding{Check: CheckEvents, Round: r, Detail: fmt.Sprintf("events of round %d, which never started", r)})
		}
	}
	if ended != nil {
		a.report.Ended = true
		if ended.Rounds != lastRun {
			a.report.fail(Finding{Check: CheckRounds, Where: locate(evGameEnded, ended.Raw), Detail: fmt.Sprintf("GameEnded says %d rounds, %d were played", ended.Rounds, lastRun)})
		}
		a.settle()
	}
	for i, p := range a.players {
		rp := &a.report.Players[i]
		rp.Score, rp.Status, rp.OutInRound = uint32(p.score), statusName(p.status), p.out
	}
}

// playRound replays one round and returns how many guesses were opened.
func (a *auditor) playRound(r uint16, re *roundEvents, complete bool) int {
	length := int(a.ev.lobby.Settings.WordLength)
	spec := prover.RevealSpec(length, game.Letters)
	seed, drawn := a.seeds[r]
	round := Round{Number: r, Seed: seed, Opened: map[int]string{}, Complete: complete}
	defer func() {
		for _, p := range a.players {
			round.Scores = append(round.Scores, uint32(p.score))
		}
		a.report.Rounds = append(a.report.Rounds, round)
	}()
	fail := func(check string, where *Location, player *common.Address, format string, args ...any) {
		a.report.fail(Finding{Check: check, Where: where, Round: r, Player: player, Detail: fmt.Sprintf(format, args...)})
	}

	var remaining []int
	for i, p := range a.players {
		if p.status == statusActive {
			remaining = append(remaining, i)
		}
	}
	if !drawn {
		// No targets (or a seed checkSeeds rejected): nobody could commit, so
		// nothing can have been opened.
		if re.drawn == nil && (len(re.opened) > 0 || len(re.reveals) > 0) {
			fail(CheckRounds, locate(evRoundStarted, re.start.Raw), nil, "guesses or reveals in a round whose targets were never drawn")
		}
		return 0
	}
	targets, err := game.AssignTargets(seed, remaining)
	if err != nil {
		fail(CheckRounds, locate(evRoundStarted, re.start.Raw), nil, "targets: %v", err)
		return 0
	}
	// The attackers of each target in slot order: the player at shuffled
	// position p-d attacks, as its d-th target, the player at position p.
	k := game.TargetCount(len(remaining))
	slots := map[int][]int{}
	for i, att := range remaining {
		for d, t := range targets[i] {
			if slots[t] == nil {
				slots[t] = make([]int, k)
			}
			slots[t][d] = att
		}
	}

	guesses := map[int][]uint8{}
	for _, g := range re.opened {
		where := locate(evGuessOpened, g.Raw)
		i, ok := a.byAddr[g.Player]
		switch {
		case !ok:
			fail(CheckEvents, where, &g.Player, "a guess opened by someone who is not a player")
			continue
		case a.players[i].status != statusActive:
			fail(CheckEvents, where, &g.Player, "a guess opened by an eliminated player")
			continue
		case guesses[i] != nil:
			fail(CheckEvents, where, &g.Player, "a second guess in the same round")
			continue
		}
		symbols, word, err := wire.DecodeGuess(g.Guess, length)
		if err != nil {
			fail(CheckDictionary, where, &g.Player, "%v", err)
			continue
		}
		a.report.Checked.Guesses++
		if !a.dicts.Guesses.Contains(word) {
			fail(CheckDictionary, where, &g.Player, "guess %q is not in the %d-letter guess dictionary", word, length)
		}
		guesses[i] = symbols
		round.Opened[i] = word
	}

	// Every remaining player with an opened guess aimed at it must reveal,
	// answering its attackers in slot order.
	expected := map[int][]int{}
	for _, t := range remaining {
		for _, att := range slots[t] {
			if guesses[att] != nil {
				expected[t] = append(expected[t], att)
			}
		}
	}
	revealed := map[int]bool{}
	type solve struct{ player, secret int }
	var solvedWords []solve
	elim := map[int]uint8{}
	for _, ev := range re.reveals {
		where := locate(evRevealed, ev.Raw)
		t, ok := a.byAddr[ev.Target]
		if !ok {
			fail(CheckEvents, where, &ev.Target, "a reveal by someone who is not a player")
			continue
		}
		exp := expected[t]
		if exp == nil {
			fail(CheckTargets, where, &ev.Target, "a reveal by a player no opened guess was aimed at")
			continue
		}
		if revealed[t] {
			fail(CheckEvents, where, &ev.Target, "a second reveal in the same round")
			continue
		}
		revealed[t] = true
		p := a.players[t]
		if int(ev.SecretIndex) != p.active {
			fail(CheckTargets, where, &ev.Target, "reveal of secret %d, the replay's active secret is %d", ev.SecretIndex, p.active)
		}
		got := make([]int, len(ev.Attackers))
		for i, x := range ev.Attackers {
			got[i] = int(x)
		}
		if !slices.Equal(got, exp) {
			fail(CheckTargets, where, &ev.Target, "attackers %v, but the seed and the opened guesses give %v", got, exp)
			continue
		}
		if len(ev.Colours) != len(exp) || len(ev.Points) != len(exp) {
			fail(CheckEvents, where, &ev.Target, "%d attackers, %d colours, %d points", len(exp), len(ev.Colours), len(ev.Points))
			continue
		}
		learned := p.knowledge
		solved, bad := false, false
		proofSlots := make([]circuits.Slot, 0, len(exp))
		var gained []uint64
		for s, att := range exp {
			colours, err := wire.DecodeColours(ev.Colours[s], length)
			if err != nil {
				fail(CheckPoints, where, &ev.Target, "slot %d: %v", s, err)
				bad = true
				break
			}
			pts, err := p.knowledge.Score(guesses[att], colours)
			if err != nil {
				fail(CheckPoints, where, &ev.Target, "slot %d: %v", s, err)
				bad = true
				break
			}
			if int(ev.Points[s]) != pts.Total {
				fail(CheckPoints, where, &a.players[att].addr, "the event gives player %d %d points for %q against player %d, the replay %d",
					att, ev.Points[s], round.Opened[att], t, pts.Total)
			}
			gained = append(gained, uint64(pts.Total))
			_ = learned.Learn(guesses[att], colours) // checked by Score
			solved = solved || pts.Solved
			proofSlots = append(proofSlots, circuits.Slot{Guess: guesses[att], Colors: colours})
			round.Guesses = append(round.Guesses, Guess{
				Attacker: att, Target: t, Secret: uint8(p.active), Word: round.Opened[att], Colours: game.Pattern(colours), Points: pts.Total,
			})
		}
		if bad {
			continue
		}
		for s, att := range exp {
			a.players[att].score += gained[s]
		}
		packed, err := circuits.PackReveal(spec.Params, proofSlots)
		call, located := a.reveals[logKey{ev.Raw.TxHash, ev.Raw.Index}]
		if err != nil {
			fail(CheckRevealProof, where, &ev.Target, "public inputs: %v", err)
		} else if located { // otherwise locateReveals said why the proof cannot be checked
			a.queue(proofJob{
				check: CheckRevealProof, where: where, round: r, player: p.addr, circuit: spec.ID(),
				binding: prover.Binding{ChainID: a.chainID, Contract: a.cfg.Contract, GameID: a.cfg.GameID, Round: uint64(r), Player: p.addr},
				inputs:  []*big.Int{p.commitments[p.active], packed}, proof: call.proof,
			})
		}
		if !solved {
			p.knowledge = learned
			continue
		}
		solvedWords = append(solvedWords, solve{t, p.active})
		round.Solved = append(round.Solved, t)
		p.knowledge = game.Knowledge{}
		p.active++
		if p.active == wire.SecretsPerPlayer {
			p.status, p.out = statusSolved, r
			elim[t] = statusSolved
		}
	}
	// Players who owed a reveal and gave none forfeit when the round ends.
	if complete && len(guesses) > 0 {
		for _, t := range remaining {
			if expected[t] != nil && !revealed[t] && a.players[t].status == statusActive {
				a.players[t].status, a.players[t].out = statusForfeited, r
				elim[t] = statusForfeited
				round.Forfeited = append(round.Forfeited, t)
			}
		}
	}
	for t := range elim {
		round.Eliminated = append(round.Eliminated, t)
	}
	slices.Sort(round.Eliminated)

	// The chain's WordSolved and PlayerEliminated events must be exactly these.
	seen := map[solve]bool{}
	for _, ev := range re.solved {
		where := locate(evWordSolved, ev.Raw)
		t, ok := a.byAddr[ev.Target]
		s := solve{t, int(ev.SecretIndex)}
		if !ok || !slices.Contains(solvedWords, s) || seen[s] {
			fail(CheckSolved, where, &ev.Target, "WordSolved for secret %d, which the replay does not solve in this round", ev.SecretIndex)
			continue
		}
		seen[s] = true
	}
	for _, s := range solvedWords {
		if !seen[s] {
			fail(CheckSolved, nil, &a.players[s.player].addr, "the replay solves secret %d of player %d, but no WordSolved event says so", s.secret, s.player)
		}
	}
	seenOut := map[int]bool{}
	for _, ev := range re.eliminated {
		where := locate(evPlayerEliminated, ev.Raw)
		t, ok := a.byAddr[ev.Player]
		want, out := elim[t]
		if !ok || !out || want != ev.Status || seenOut[t] {
			fail(CheckEliminated, where, &ev.Player, "PlayerEliminated with status %s, but the replay has the player %s after this round",
				statusName(ev.Status), statusName(a.playerStatus(t, ok)))
			continue
		}
		seenOut[t] = true
	}
	for t, status := range elim {
		if !seenOut[t] {
			fail(CheckEliminated, nil, &a.players[t].addr, "the replay eliminates player %d (%s), but no PlayerEliminated event says so", t, statusName(status))
		}
	}
	return len(guesses)
}

func (a *auditor) playerStatus(i int, ok bool) uint8 {
	if !ok {
		return 255
	}
	return a.players[i].status
}

// settle computes the winners and the prize as the contract's rules state
// them and compares them with the PrizeCredited events (one per winner, in
// join order) and GameEnded: the highest score among players who did not
// forfeit (among everyone if all forfeited) wins, ties split the pot evenly,
// and the remainder goes to the first winner in join order.
func (a *auditor) settle() {
	ev := a.ev.ended
	where := locate(evGameEnded, ev.Raw)
	scores := make([]uint64, len(a.players))
	status := make([]game.Status, len(a.players))
	for i, p := range a.players {
		scores[i], status[i] = p.score, game.Status(p.status)
	}
	winners := game.WinnersOf(scores, status)
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
	split := game.SplitPot(a.report.Pot, winners, len(a.players))
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
