package house

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// The daily service's PhraseLock part (docs/puzloc.md "PhraseLock on chain"):
// each pending move answered with a phraselock proof, and after the day the
// phrase's facts proven (phraseOpen) before the seed is published.

// phraseDay is what the house knows of one player's PhraseLock day.
func (h *Daily) phraseDay(day uint64, d puzloc.IPuzlocDailyDay, seed, k fr.Element) *phrase.Day {
	return &phrase.Day{List: h.cfg.Phrases, Seed: seed, Randomness: d.Randomness, Day: day, Key: k}
}

// phraseState replays the player's answered moves from the chain's events
// (the answers are the house's own, so each replays to the same state) and
// checks the binding against the chain's. It returns the moves too.
func (h *Daily) phraseState(ctx context.Context, id *big.Int, pd *phrase.Day, p common.Address, binding *big.Int) (phrase.State, []wire.PhraseMove, error) {
	var st phrase.State
	if m := pd.Binding(); m.BigInt(new(big.Int)).Cmp(binding) != 0 {
		return st, nil, fmt.Errorf("house: the PhraseLock binding of %s differs from the chain's", p)
	}
	moves, err := wire.PhraseMoves(ctx, h.cfg.Backend, h.cfg.Daily, id, p)
	if err != nil {
		return st, nil, err
	}
	for _, m := range moves {
		if m.Reply == nil {
			break
		}
		var ct fr.Element
		ct.SetBigInt(m.Ciphertext)
		a, err := pd.Answer(st, phrase.Kind(m.Kind), ct)
		if err != nil {
			return st, nil, err
		}
		st = a.Next
	}
	return st, moves, nil
}

// servePhrase answers the player's pending PhraseLock move, if any.
func (h *Daily) servePhrase(ctx context.Context, day uint64, id *big.Int, d puzloc.IPuzlocDailyDay, seed fr.Element, p common.Address, xy [2]*big.Int, s puzloc.IPuzlocDailySeat) (bool, error) {
	since, err := bind.Call(h.inst, &bind.CallOpts{Context: ctx}, h.b.PackPhrasePendingSince(id, p), h.b.UnpackPhrasePendingSince)
	if err != nil || since.Sign() == 0 {
		return false, err
	}
	k, err := h.matchKey(ctx, id, p, xy)
	if err != nil {
		return false, err
	}
	pd := h.phraseDay(day, d, seed, k)
	st, moves, err := h.phraseState(ctx, id, pd, p, s.Binding)
	if err != nil {
		return false, err
	}
	if st.Tries >= len(moves) {
		return false, errors.New("house: a PhraseLock move is pending but not in the logs yet")
	}
	m := moves[st.Tries]
	var ct fr.Element
	ct.SetBigInt(m.Ciphertext)
	proof, a, err := h.cfg.Prover.ProvePhraseAnswer(ctx, pd, st, phrase.Kind(m.Kind), ct)
	if err != nil {
		return false, err
	}
	f := a.Fields
	return true, h.send(ctx, fmt.Sprintf("answer %s's PhraseLock move %d on day %d", p, st.Tries+1, day),
		h.b.PackPhraseAnswer(id, p, a.AccNew.BigInt(new(big.Int)), a.Ciphertext.BigInt(new(big.Int)), f.Hit, f.Refused, f.Solved, proof.Points.Bytes()))
}

// openPhrase proves the day's phrase's facts over a player who moved (none
// needed when nobody did), publishes the seed and then the players' keys.
func (h *Daily) openPhrase(ctx context.Context, day uint64, d puzloc.IPuzlocDailyDay, seed fr.Element, keys map[common.Address][2]*big.Int) error {
	id := wire.DayID(wire.PhraseLock, day)
	facts, err := bind.Call(h.inst, &bind.CallOpts{Context: ctx}, h.b.PackPhraseFacts(id), h.b.UnpackPhraseFacts)
	if err != nil {
		return err
	}
	for p, xy := range keys {
		if facts.Opened {
			break
		}
		s, err := wire.SeatOf(ctx, h.cfg.Backend, h.cfg.Daily, wire.PhraseLock, day, p)
		if err != nil {
			return err
		}
		if s.Binding.Sign() == 0 {
			continue
		}
		k, err := h.matchKey(ctx, id, p, xy)
		if err != nil {
			return err
		}
		pd := h.phraseDay(day, d, seed, k)
		st, moves, err := h.phraseState(ctx, id, pd, p, s.Binding)
		if err != nil {
			return err
		}
		if len(moves) == 0 {
			continue // no attempt started: phraseOpen needs one
		}
		proof, a, err := h.cfg.Prover.ProvePhraseAnswer(ctx, pd, st, phrase.KindOpen, fr.Element{})
		if err != nil {
			return err
		}
		f := a.Fields
		if err := h.send(ctx, fmt.Sprintf("prove PhraseLock day %d's phrase: %d characters, category %d, difficulty %d", day, f.Length, f.Category, f.Difficulty),
			h.b.PackPhraseOpen(id, p, big.NewInt(int64(f.Length)), big.NewInt(int64(f.Category)), big.NewInt(int64(f.Difficulty)), proof.Points.Bytes())); err != nil {
			return err
		}
		break
	}
	gt, bd := big.NewInt(wire.PhraseLock), new(big.Int).SetUint64(day)
	if err := h.send(ctx, fmt.Sprintf("open PhraseLock day %d", day), h.b.PackOpenDay(gt, bd, new(big.Int), seed.BigInt(new(big.Int)), nil)); err != nil {
		return err
	}
	return h.openKeys(ctx, wire.PhraseLock, day, keys)
}
