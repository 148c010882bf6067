package indexer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/deploy"
	gamepkg "github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/puzloc"
	puzlocwire "github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/game/rating"
	duelwire "github.com/wordproof/wordproof/game/worduel/wire"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// Chain is the part of an Ethereum client the indexer reads.
type Chain interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Contracts are the contracts indexed; a zero address is skipped.
type Contracts struct {
	WorthOfWords common.Address
	Duel         duelwire.Contracts
	PuzlocDaily  common.Address // Puzloc's daily challenges
}

// ContractsOf reads the indexed contracts from a deployment manifest.
func ContractsOf(m *deploy.Manifest) Contracts {
	return Contracts{
		WorthOfWords: m.Contracts[deploy.ContractWorthOfWords],
		Duel: duelwire.Contracts{
			Coins: m.Contracts[deploy.ContractCoins], Platform: m.Contracts[deploy.ContractDuelPlatform],
			Blitz: m.Contracts[deploy.ContractWorduelBlitz],
		},
		PuzlocDaily: m.Contracts[deploy.ContractPuzlocDaily],
	}
}

// ChainReader reads a block's rows from the chain through the games' wire
// packages.
type ChainReader struct {
	Chain     Chain
	Contracts Contracts
}

// Read implements BlockReader.
func (r *ChainReader) Read(ctx context.Context, h *types.Header) (*Block, error) {
	b := &Block{Number: h.Number.Uint64(), Hash: h.Hash(), Parent: h.ParentHash, Time: h.Time}
	if r.Contracts.WorthOfWords != (common.Address{}) {
		if err := r.readWow(ctx, b); err != nil {
			return nil, err
		}
	}
	if r.Contracts.Duel.Platform != (common.Address{}) || r.Contracts.Duel.Coins != (common.Address{}) {
		if err := r.readDuel(ctx, b); err != nil {
			return nil, err
		}
	}
	if r.Contracts.PuzlocDaily != (common.Address{}) {
		if err := r.readPuzloc(ctx, b); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// readWow adds the Worth of Words games that ended in the block, each read
// with wire.ReadEvents and replayed through the rules engine (a game the
// engine and the chain disagree on stops the indexer: it is reported, not
// ranked).
func (r *ChainReader) readWow(ctx context.Context, b *Block) error {
	addr := r.Contracts.WorthOfWords
	ended, err := wowwire.EndedGames(ctx, r.Chain, addr, b.Number, b.Number)
	if err != nil {
		return err
	}
	for _, e := range ended {
		events, err := wowwire.ReadEvents(ctx, r.Chain, addr, e.GameID, wowwire.Range{From: 0, To: new(big.Int).SetUint64(b.Number)})
		if err != nil {
			return err
		}
		h, err := wowwire.FromEvents(e.GameID, events)
		if err != nil {
			return err
		}
		o, err := h.Replay()
		if err != nil {
			return err
		}
		if err := o.Check(h); err != nil {
			return err
		}
		for p, at := range wowwire.Joined(events) {
			b.Sightings = append(b.Sightings, Sighting{Player: p, Block: at[0], Index: at[1]})
		}
		slices.SortFunc(b.Sightings, func(x, y Sighting) int { return strings.Compare(x.Player.Hex(), y.Player.Hex()) })
		ref := e.GameID.String()
		scores, winners := o.Game.Scores(), o.Game.Winners()
		length := int(h.Settings.WordLength)
		guesses := map[common.Address]int{}
		for k, packed := range h.Guesses {
			_, word, err := wowwire.DecodeGuess(packed, length)
			if err != nil {
				return fmt.Errorf("game %s: %w", ref, err)
			}
			guesses[k.Player]++
			b.Guesses = append(b.Guesses, Guess{Game: GameWow, Ref: ref, Player: k.Player, Round: int(k.Round), Word: word})
		}
		slices.SortFunc(b.Guesses, func(x, y Guess) int {
			if x.Round != y.Round {
				return x.Round - y.Round
			}
			return strings.Compare(x.Player.Hex(), y.Player.Hex())
		})
		for i, p := range h.Players {
			b.Results = append(b.Results, Result{
				Game: GameWow, Ref: ref, Player: p, Index: uint64(e.Index), Score: int64(scores[i]),
				Won: slices.Contains(winners, i), Attempts: guesses[p], Payout: o.Payouts[i].String(),
			})
		}
		g := WowGame{ID: e.GameID.Uint64(), Index: uint64(e.Index), Players: h.Players, Rounds: int(h.Ended.Rounds),
			Winners: int(h.Ended.Winners), Stake: h.Settings.Stake.String(), Prize: h.Ended.Prize.String()}
		b.WowGames = append(b.WowGames, g)
	}
	return nil
}

// readDuel adds the block's coin movements, the players seen queueing and
// claiming, and the matches settled (each read with wire.ReadMatch and
// checked against game/rating's Elo update).
func (r *ChainReader) readDuel(ctx context.Context, b *Block) error {
	events, err := duelwire.ReadEvents(ctx, r.Chain, r.Contracts.Duel, b.Number, b.Number)
	if err != nil {
		return err
	}
	for _, ev := range events {
		if ev.Err != nil {
			return fmt.Errorf("block %d, log %d: %w", b.Number, ev.Log.Index, ev.Err)
		}
		idx := uint64(ev.Log.Index)
		seen := func(p common.Address) {
			b.Sightings = append(b.Sightings, Sighting{Player: p, Block: b.Number, Index: idx})
		}
		move := func(a common.Address, kind string, free, locked *big.Int, sign int64) {
			b.Coins = append(b.Coins, CoinMove{Account: a, Index: idx, Kind: kind, Free: sign * free.Int64(), Locked: sign * locked.Int64()})
		}
		zero := new(big.Int)
		switch v := ev.Value.(type) {
		case *duel.CoinsTransfer:
			if v.From == (common.Address{}) { // the daily gift
				move(v.To, "daily", v.Value, zero, 1)
				continue
			}
			// Coins move between accounts only in a settlement: the
			// loser's locked bet goes to the winner's free coins.
			move(v.From, "lost", zero, v.Value, -1)
			move(v.To, "won", v.Value, zero, 1)
		case *duel.CoinsCoinsLocked:
			move(v.Account, "lock", new(big.Int).Neg(v.Amount), v.Amount, 1)
		case *duel.CoinsCoinsUnlocked:
			move(v.Account, "unlock", v.Amount, new(big.Int).Neg(v.Amount), 1)
		case *duel.CoinsDailyClaimed:
			seen(v.Account)
		case *duel.DuelPlatformQueued:
			seen(v.Player)
		case *duel.DuelPlatformMatchFound:
			seen(v.A)
			seen(v.B)
		case *duel.DuelPlatformMatchSettled:
			if err := r.settled(ctx, b, v, idx); err != nil {
				return err
			}
		}
	}
	return nil
}

// settled adds a settled match and its two results.
func (r *ChainReader) settled(ctx context.Context, b *Block, v *duel.DuelPlatformMatchSettled, idx uint64) error {
	m, err := duelwire.ReadMatch(ctx, r.Chain, r.Contracts.Duel, v.MatchId, b.Number)
	if err != nil {
		return err
	}
	ra, rb, pts := v.RatingA.Int64(), v.RatingB.Int64(), v.Points.Int64()
	before := [2]int{int(ra), int(rb)}
	switch rating.Outcome(v.Outcome) {
	case rating.WinA:
		before = [2]int{int(ra - pts), int(rb + pts)}
	case rating.WinB:
		before = [2]int{int(ra + pts), int(rb - pts)}
	}
	if err := m.Check(before); err != nil {
		return err
	}
	bet := m.Bet.Int64()
	b.Matches = append(b.Matches, Match{
		ID: v.MatchId.Uint64(), Index: idx, Mode: m.Mode, A: m.Players[0], B: m.Players[1], Bet: bet,
		Outcome: v.Outcome, Ending: v.Ending, Points: pts, RatingA: ra, RatingB: rb, Solves: m.Solves, Guesses: m.Guesses,
	})
	for seat, p := range m.Players {
		for k, word := range m.Words[seat] {
			// Round numbers a Blitz player's guesses in order.
			b.Guesses = append(b.Guesses, Guess{Game: GameWorduel, Ref: v.MatchId.String(), Player: p, Round: k, Word: word})
		}
		w, l, _ := seatRecord(v.Outcome, seat)
		b.Results = append(b.Results, Result{
			Game: GameWorduel, Ref: v.MatchId.String(), Player: p, Index: idx, Score: int64(m.Solves[seat]),
			Won: w == 1, Attempts: m.Guesses[seat], Payout: fmt.Sprint(int64(w-l) * bet),
		})
	}
	return nil
}

// puzlocGames names PuzlocDaily's game types.
var puzlocGames = map[uint64]string{puzlocwire.NumLock: GameNumLock, puzlocwire.PhraseLock: GamePhraseLock}

// readPuzloc adds the block's Puzloc joins (sightings), void days and
// finalised results, each counted on its challenge's day. The detail a
// result's figures need comes from the challenge's events up to this block:
// the moves' public bits, and, once the house published the player's match
// key (KeyOpened), the decrypted guesses and replies.
func (r *ChainReader) readPuzloc(ctx context.Context, b *Block) error {
	daily := r.Contracts.PuzlocDaily
	f, err := puzlocwire.Follow(ctx, r.Chain, daily, b.Number, b.Number)
	if err != nil {
		return err
	}
	for _, j := range f.Joined {
		b.Sightings = append(b.Sightings, Sighting{Player: j.Player, Block: j.Block, Index: uint64(j.Index)})
	}
	for _, v := range f.Void {
		gt, day := puzlocwire.GameDay(v.DayID)
		game, ok := puzlocGames[gt]
		if !ok {
			return fmt.Errorf("block %d: challenge %s has no game type %d", b.Number, v.DayID, gt)
		}
		b.Voids = append(b.Voids, VoidDay{Game: game, Day: rating.Day(day)})
	}
	for _, res := range f.Finalised {
		gt, day := puzlocwire.GameDay(res.DayID)
		game, ok := puzlocGames[gt]
		if !ok {
			return fmt.Errorf("block %d: challenge %s has no game type %d", b.Number, res.DayID, gt)
		}
		keys, err := puzlocwire.OpenedKeys(ctx, r.Chain, daily, res.DayID, new(big.Int).SetUint64(b.Number), res.Player)
		if err != nil {
			return err
		}
		var k *fr.Element
		if key := keys[res.Player]; key != nil {
			k = new(fr.Element).SetBigInt(key)
		}
		play := &PuzlocPlay{Elapsed: res.Thinking}
		if gt == puzlocwire.PhraseLock {
			err = r.phrasePlay(ctx, res, day, k, play)
		} else {
			err = r.numLockGuesses(ctx, b, res, game, k)
		}
		if err != nil {
			return fmt.Errorf("block %d: %s of %s: %w", b.Number, game, res.Player, err)
		}
		b.Results = append(b.Results, Result{
			Game: game, Ref: res.DayID.String(), Player: res.Player, Index: uint64(res.Index), Score: int64(res.Score),
			Won: res.Solved, Attempts: res.Attempts, Payout: "0", Day: rating.Day(day), Puzloc: play,
		})
	}
	return nil
}

// numLockGuesses adds a NumLock player's guesses, decrypted with the opened
// key k (none without it; a try that opens to no code, refused or under a
// bad key, is skipped).
func (r *ChainReader) numLockGuesses(ctx context.Context, b *Block, res puzlocwire.Result, game string, k *fr.Element) error {
	if k == nil {
		return nil
	}
	tries, err := puzlocwire.Tries(ctx, r.Chain, r.Contracts.PuzlocDaily, res.DayID, res.Player)
	if err != nil {
		return err
	}
	word := hidden.Word{Length: puzloc.CodeLength, Alphabet: gamepkg.Digits}
	for n, t := range tries {
		if t.Refused {
			continue
		}
		var ct fr.Element
		ct.SetBigInt(t.Ciphertext)
		sym, err := hidden.DecryptGuess(word, *k, 0, n, ct)
		if errors.Is(err, hidden.ErrBadCiphertext) {
			continue // not a code under this key: a bad key is the house's word, not the player's guess
		}
		if err != nil {
			return fmt.Errorf("try %d: %w", n, err)
		}
		b.Guesses = append(b.Guesses, Guess{Game: game, Ref: res.DayID.String(), Player: res.Player, Round: n, Word: gamepkg.Digits.Decode(sym)})
	}
	return nil
}

// phrasePlay fills a PhraseLock play's figures from its moves: the category
// (PhraseOpened), the last answer's lives, the hints (kinds 2, 3 and 4) and
// whether the winning move was a phrase. With the opened key k the replies
// are decrypted (phrase.View, as the player's client does): LettersFound is
// the positions the player's letters revealed and RevealedAtWin the
// letters shown when it won. Without a key LettersFound counts the letter
// moves that hit (a lower bound) and RevealedAtWin of a win is -1,
// unknown, which never counts as a Lucky Guess; so does a key that does
// not decrypt the replies.
func (r *ChainReader) phrasePlay(ctx context.Context, res puzlocwire.Result, day uint64, k *fr.Element, play *PuzlocPlay) error {
	daily := r.Contracts.PuzlocDaily
	facts, err := puzlocwire.OpenedPhrase(ctx, r.Chain, daily, res.DayID)
	if err != nil {
		return err
	}
	if cats := puzloc.Categories(); facts != nil && facts.Category < len(cats) {
		play.Category = string(cats[facts.Category])
	}
	moves, err := puzlocwire.PhraseMoves(ctx, r.Chain, daily, res.DayID, res.Player)
	if err != nil {
		return err
	}
	if err := phraseFigures(moves, day, res.Solved, k, play); err != nil && k != nil {
		// The contract does not check an opened key (auditors do, against
		// the binding): one that does not decrypt counts as none, rather
		// than stop every indexer on a house's word.
		*play = PuzlocPlay{Elapsed: play.Elapsed, Category: play.Category}
		return phraseFigures(moves, day, res.Solved, nil, play)
	}
	return err
}

// phraseFigures fills play's lives, hints, letters found, win by the phrase
// and letters shown at the win from a player's answered moves of day,
// decrypted with k when it is known (see phrasePlay).
func phraseFigures(moves []puzlocwire.PhraseMove, day uint64, won bool, k *fr.Element, play *PuzlocPlay) error {
	play.Lives = puzloc.StartLives
	var view phrase.View
	for n, m := range moves {
		if m.Reply == nil {
			break
		}
		kind := phrase.Kind(m.Kind)
		play.Lives = m.Lives
		switch kind {
		case phrase.KindHintLetter, phrase.KindHintCategory, phrase.KindHintLength:
			play.Hints++
		case phrase.KindPhrase:
			play.WonByPhrase = m.Solved
		}
		if k == nil {
			if kind == phrase.KindLetter && m.Hit {
				play.LettersFound++
			}
			continue
		}
		reply, err := phrase.DecryptReply(*k, day, n, kind, *new(fr.Element).SetBigInt(m.Reply))
		if err != nil {
			return fmt.Errorf("move %d: %w", n, err)
		}
		if kind == phrase.KindLetter && m.Hit {
			play.LettersFound += bits.OnesCount64(reply.Mask)
		}
		view.Apply(kind, reply)
		if m.Solved {
			play.RevealedAtWin = view.Revealed() // a phrase's reply shows nothing
		}
	}
	if won && k == nil {
		play.RevealedAtWin = -1
	}
	return nil
}
