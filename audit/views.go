package audit

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// Phases, as the contract numbers them.
const phaseEnded uint8 = 5

// checkViews compares the contract's views with the replay: the players in
// join order, every player's score, status and active secret, and the game's
// phase, round, counts and pot.
func (a *auditor) checkViews(ctx context.Context) {
	wow := bindings.NewWorthOfWords()
	fail := func(check string, player *common.Address, format string, args ...any) {
		a.report.fail(Finding{Check: check, Player: player, Detail: fmt.Sprintf(format, args...)})
	}
	unverifiable := func(format string, args ...any) {
		a.report.fail(Finding{Check: CheckContract, Unverifiable: true, Detail: fmt.Sprintf(format, args...)})
	}
	out, err := a.call(ctx, wow.PackPlayersOf(a.cfg.GameID))
	var onChain []common.Address
	if err == nil {
		onChain, err = wow.UnpackPlayersOf(out)
	}
	if err != nil {
		unverifiable("playersOf: %v", err)
	} else {
		want := make([]common.Address, len(a.players))
		for i, p := range a.players {
			want[i] = p.addr
		}
		if !slices.Equal(onChain, want) {
			fail(CheckContract, nil, "playersOf gives %s, the joins give %s", addrs(onChain), addrs(want))
		}
	}
	active := 0
	for i, p := range a.players {
		if a.status(i) == statusActive {
			active++
		}
		player := p.addr
		out, err := a.call(ctx, wow.PackPlayerInfo(a.cfg.GameID, player))
		var info bindings.WorthOfWordsPlayer
		if err == nil {
			info, err = wow.UnpackPlayerInfo(out)
		}
		if err != nil {
			unverifiable("playerInfo of %s: %v", player.Hex(), err)
			continue
		}
		if uint64(info.Score) != a.score(i) {
			fail(CheckScore, &player, "playerInfo score %d, the replay's %d", info.Score, a.score(i))
		}
		if info.Status != a.status(i) {
			fail(CheckScore, &player, "playerInfo status %s, the replay's %s", statusName(info.Status), statusName(a.status(i)))
		}
		if int(info.ActiveSecret) != a.active(i) {
			fail(CheckScore, &player, "playerInfo active secret %d, the replay's %d", info.ActiveSecret, a.active(i))
		}
	}
	g := a.info
	if len(a.ev.order) > 0 {
		// Before the game starts the counts are still moving in the lobby.
		if a.report.Ended != (g.Phase == phaseEnded) {
			fail(CheckContract, nil, "gameInfo phase %d, but the events say the game ended: %v", g.Phase, a.report.Ended)
		}
		if last := a.ev.order[len(a.ev.order)-1]; g.Round != last {
			fail(CheckContract, nil, "gameInfo round %d, the events' last round %d", g.Round, last)
		}
		if int(g.ActiveCount) != active {
			fail(CheckContract, nil, "gameInfo counts %d active players, the replay %d", g.ActiveCount, active)
		}
	}
	if int(g.PlayerCount) != len(a.players) {
		fail(CheckContract, nil, "gameInfo counts %d players, the joins %d", g.PlayerCount, len(a.players))
	}
	wantPot := a.report.Pot
	if a.report.Ended {
		wantPot = new(big.Int)
	}
	if g.Pot == nil || g.Pot.Cmp(wantPot) != 0 {
		fail(CheckContract, nil, "gameInfo pot %v, the replay's %s", g.Pot, wantPot)
	}
}

// checkPayout checks that each winner's balance in the contract grew by its
// share in the block that ended the game. It needs the state of that block
// and the one before; a node without them only gets a note.
func (a *auditor) checkPayout(ctx context.Context) {
	ev := a.ev.ended
	if ev == nil || len(a.report.Winners) == 0 || a.report.Prize == nil {
		return
	}
	block := ev.Raw.BlockNumber
	if block == 0 {
		return
	}
	if len(a.ev.credited) > 0 && a.ev.credited[0].Raw.BlockNumber != block {
		// A large game settles over several blocks (pages): its PrizeCredited
		// events, checked by settle, are the account of each credit.
		a.report.note("payout spread over blocks %d to %d: checked by the PrizeCredited events", a.ev.credited[0].Raw.BlockNumber, block)
		return
	}
	wow := bindings.NewWorthOfWords()
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		a.report.note("payout not checked: %v", err)
		return
	}
	// Other credits or debits in the same block (another game settled, a
	// withdrawal, a refund) would blur the difference: then only note it.
	logs, err := wire.FilterLogs(ctx, a.cfg.Backend, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(block), ToBlock: new(big.Int).SetUint64(block), Addresses: []common.Address{a.cfg.Contract},
	})
	if err != nil {
		a.report.note("payout not checked: logs of block %d: %v", block, err)
		return
	}
	for _, l := range logs {
		if len(l.Topics) == 0 {
			continue
		}
		switch l.Topics[0] {
		case parsed.Events["Withdrawn"].ID, parsed.Events["PlayerLeft"].ID:
			a.report.note("payout not checked exactly: block %d also holds a withdrawal or a refund", block)
			return
		case parsed.Events[evGameEnded].ID, parsed.Events[evPrizeCredited].ID:
			if len(l.Topics) > 1 && l.Topics[1] != common.BigToHash(a.cfg.GameID) {
				a.report.note("payout not checked exactly: block %d also settles another game", block)
				return
			}
		}
	}
	token := a.ev.lobby.Settings.Token
	pot := a.report.Pot
	n := int64(len(a.report.Winners))
	remainder := new(big.Int).Sub(pot, new(big.Int).Mul(a.report.Prize, big.NewInt(n)))
	for i, w := range a.report.Winners {
		player := a.players[w].addr
		balance := func(at uint64) (*big.Int, error) {
			out, err := a.cfg.Backend.CallContract(ctx, ethereum.CallMsg{To: &a.cfg.Contract, Data: wow.PackBalanceOf(token, player)}, new(big.Int).SetUint64(at))
			if err != nil {
				return nil, err
			}
			return wow.UnpackBalanceOf(out)
		}
		before, err := balance(block - 1)
		if err != nil {
			a.report.note("payout not checked: the node has no state of block %d (%v)", block-1, err)
			return
		}
		after, err := balance(block)
		if err != nil {
			a.report.note("payout not checked: the node has no state of block %d (%v)", block, err)
			return
		}
		want := new(big.Int).Set(a.report.Prize)
		if i == 0 {
			want.Add(want, remainder)
		}
		if got := new(big.Int).Sub(after, before); got.Cmp(want) != 0 {
			a.report.fail(Finding{Check: CheckPayout, Where: locate(evGameEnded, ev.Raw), Player: &player, Detail: fmt.Sprintf(
				"balanceOf grew by %s in the settling block, the replay pays %s", got, want)})
		}
	}
}
