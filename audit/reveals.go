package audit

import (
	"context"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// revealCall is the decoded calldata of one reveal.
type revealCall struct {
	gameID      *big.Int
	colours     *big.Int
	commitments [2]*big.Int
	proof       [8]*big.Int
}

// decodeReveal decodes reveal calldata; ok is false when data is not a reveal.
func (x *abis) decodeReveal(data []byte) (revealCall, bool) {
	var in struct {
		GameId      *big.Int
		Colours     *big.Int
		Commitments [2]*big.Int
		Proof       bindings.IWorthOfWordsProof
	}
	if !x.decodeCall("reveal", data, &in) || in.GameId == nil || in.Colours == nil {
		return revealCall{}, false
	}
	return revealCall{gameID: in.GameId, colours: in.Colours, commitments: in.Commitments, proof: in.Proof.Words}, true
}

// findReveal returns the reveal of target in game gameID among the calls of tx.
func (x *abis) findReveal(sender common.Address, tx *types.Transaction, game, target common.Address, gameID *big.Int) (revealCall, bool) {
	for _, c := range x.calls(sender, tx) {
		if c.from != target || c.to != game {
			continue
		}
		if r, ok := x.decodeReveal(c.data); ok && r.gameID.Cmp(gameID) == 0 {
			return r, true
		}
	}
	return revealCall{}, false
}

// logKey names one log.
type logKey struct {
	tx    common.Hash
	index uint
}

// locateReveals finds every Revealed event's reveal call in its transaction,
// for the proof (which the event does not repeat), and checks that the call's
// colours are the event's.
func (a *auditor) locateReveals(ctx context.Context) {
	a.reveals = map[logKey]revealCall{}
	x, err := loadABIs()
	if err != nil {
		a.report.fail(Finding{Check: CheckRevealProof, Unverifiable: true, Detail: fmt.Sprintf("ABIs: %v", err)})
		return
	}
	rounds := slices.Sorted(maps.Keys(a.ev.rounds))
	for _, r := range rounds {
		for _, ev := range a.ev.rounds[r].reveals {
			where := locate(evRevealed, ev.Raw)
			target := ev.Target
			tx, sender, ok := a.loggedTx(ctx, CheckRevealProof, where, target, "reveal", ev.Raw.TxHash)
			if !ok {
				continue
			}
			call, ok := x.findReveal(sender, tx, a.cfg.Contract, target, a.cfg.GameID)
			if !ok {
				a.report.fail(Finding{Check: CheckRevealProof, Unverifiable: true, Where: where, Player: &target,
					Detail: "no reveal call found in the transaction (neither a direct call nor a handleOps user operation through execute or executeBatch)"})
				continue
			}
			if want := wire.RevealColours(ev.Colours); call.colours.Cmp(want) != 0 {
				// The proof is still checked against the event's colours, and fails.
				a.report.fail(Finding{Check: CheckEvents, Where: where, Player: &target, Detail: fmt.Sprintf("the event's colours %#x differ from the reveal call's %#x", want, call.colours)})
			}
			a.reveals[logKey{ev.Raw.TxHash, ev.Raw.Index}] = call
		}
	}
}
