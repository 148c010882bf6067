// Package wire is the on-chain encoding of Puzloc's daily challenge
// (contracts/src/puzloc/PuzlocDaily.sol): challenge ids and days, and the one
// reader of its events, which the house's service, the player's agent, the
// auditor and the indexer share.
package wire

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings/puzloc"
)

// Game types of PuzlocDaily.
const (
	NumLock    = 0
	PhraseLock = 1
)

// ErrBadLog is returned for a log that does not decode as its event.
var ErrBadLog = errors.New("puzloc wire: bad log")

var dailyABI = func() *abi.ABI {
	a, err := puzloc.PuzlocDailyMetaData.ParseABI()
	if err != nil {
		panic(err) // the generated ABI parses (its drift test)
	}
	return a
}()

// Day returns the UTC day number of t (days since 1970-01-01).
func Day(t time.Time) uint64 { return uint64(t.Unix()) / 86400 }

// DayStart returns 00:00 UTC of day.
func DayStart(day uint64) time.Time { return time.Unix(int64(day)*86400, 0).UTC() }

// DayID returns a challenge's id: day << 8 | game type (PuzlocDaily.dayIdOf).
func DayID(gameType, day uint64) *big.Int {
	return new(big.Int).SetUint64(day<<8 | gameType)
}

// DayOf reads challenge (gameType, day) as the contract stores it.
func DayOf(ctx context.Context, b bind.ContractBackend, daily common.Address, gameType, day uint64) (puzloc.IPuzlocDailyDay, error) {
	c := puzloc.NewPuzlocDaily()
	return bind.Call(c.Instance(b, daily), &bind.CallOpts{Context: ctx},
		c.PackDayOf(new(big.Int).SetUint64(gameType), new(big.Int).SetUint64(day)), c.UnpackDayOf)
}

// SeatOf reads player's attempt at challenge (gameType, day) as the
// contract stores it.
func SeatOf(ctx context.Context, b bind.ContractBackend, daily common.Address, gameType, day uint64, player common.Address) (puzloc.IPuzlocDailySeat, error) {
	c := puzloc.NewPuzlocDaily()
	return bind.Call(c.Instance(b, daily), &bind.CallOpts{Context: ctx},
		c.PackSeatOf(new(big.Int).SetUint64(gameType), new(big.Int).SetUint64(day), player), c.UnpackSeatOf)
}

// LogFilterer reads logs (ethclient, the simulated backend).
type LogFilterer interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// logs reads challenge dayID's events of one name, of the given players
// only when some are named (the player is the second indexed topic of
// every per-player event): a player's read costs its own events, not the
// whole day's.
func logs(ctx context.Context, f LogFilterer, daily common.Address, name string, dayID *big.Int, players ...common.Address) ([]types.Log, error) {
	return f.FilterLogs(ctx, query(daily, name, dayID, players))
}

// query is the filter of logs: all blocks.
func query(daily common.Address, name string, dayID *big.Int, players []common.Address) ethereum.FilterQuery {
	topics := [][]common.Hash{{dailyABI.Events[name].ID}, {common.BigToHash(dayID)}}
	if len(players) > 0 {
		topics = append(topics, playerTopics(players))
	}
	return ethereum.FilterQuery{Addresses: []common.Address{daily}, Topics: topics}
}

// playerTopics are the topics that match any of players.
func playerTopics(players []common.Address) []common.Hash {
	out := make([]common.Hash, 0, len(players))
	for _, p := range players {
		out = append(out, common.BytesToHash(p.Bytes()))
	}
	return out
}

// Keys returns the keys the players of challenge dayID posted (Joined), by
// player: the contract keeps only y.
func Keys(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int) (map[common.Address][2]*big.Int, error) {
	ls, err := logs(ctx, f, daily, "Joined", dayID)
	if err != nil {
		return nil, err
	}
	b := puzloc.NewPuzlocDaily()
	out := map[common.Address][2]*big.Int{}
	for i := range ls {
		ev, err := b.UnpackJoinedEvent(&ls[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		out[ev.Player] = [2]*big.Int{ev.X, ev.Y}
	}
	return out, nil
}

// Players returns the players of challenge dayID in the order they joined.
func Players(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int) ([]common.Address, error) {
	ls, err := logs(ctx, f, daily, "Joined", dayID)
	if err != nil {
		return nil, err
	}
	b := puzloc.NewPuzlocDaily()
	out := make([]common.Address, 0, len(ls))
	for i := range ls {
		ev, err := b.UnpackJoinedEvent(&ls[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		out = append(out, ev.Player)
	}
	return out, nil
}

// Try is one guess of a player and, once answered, its encrypted colours.
type Try struct {
	Ciphertext *big.Int
	Colours    *big.Int // nil until answered (or refused)
	Refused    bool
	Solved     bool
}

// Tries returns player's tries at challenge dayID in order, from its
// HiddenGuess, HiddenAnswer and GuessRefused events.
func Tries(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int, player common.Address) ([]Try, error) {
	b := puzloc.NewPuzlocDaily()
	var out []Try
	guesses, err := logs(ctx, f, daily, "HiddenGuess", dayID, player)
	if err != nil {
		return nil, err
	}
	for i := range guesses {
		ev, err := b.UnpackHiddenGuessEvent(&guesses[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		if ev.Player != player {
			continue
		}
		if ev.Try.Uint64() != uint64(len(out)) {
			return nil, fmt.Errorf("%w: try %s of %s out of order", ErrBadLog, ev.Try, player)
		}
		out = append(out, Try{Ciphertext: ev.Ciphertext})
	}
	answers, err := logs(ctx, f, daily, "HiddenAnswer", dayID, player)
	if err != nil {
		return nil, err
	}
	for i := range answers {
		ev, err := b.UnpackHiddenAnswerEvent(&answers[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		if ev.Player != player || ev.Try.Uint64() >= uint64(len(out)) {
			continue
		}
		out[ev.Try.Uint64()].Colours, out[ev.Try.Uint64()].Solved = ev.Colours, ev.Solved
	}
	refused, err := logs(ctx, f, daily, "GuessRefused", dayID, player)
	if err != nil {
		return nil, err
	}
	for i := range refused {
		ev, err := b.UnpackGuessRefusedEvent(&refused[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		if ev.Player == player && ev.Try.Uint64() < uint64(len(out)) {
			out[ev.Try.Uint64()].Refused = true
		}
	}
	return out, nil
}

// Result is a recorded daily result (Finalised).
type Result struct {
	DayID    *big.Int
	Player   common.Address
	Solved   bool
	Attempts int
	Thinking time.Duration
	Score    int
	Block    uint64 // where finalise was mined
	Index    uint   // its log index
}

// GameDay splits a challenge id into its game type and day.
func GameDay(dayID *big.Int) (gameType, day uint64) {
	v := dayID.Uint64()
	return v & 0xff, v >> 8
}

// Followed are the events of the daily contract a follower of the chain
// (the indexer) reads block by block, each in log order.
type Followed struct {
	Joined    []Joined // players entering a challenge
	Finalised []Result // results recorded
	Void      []Voided // challenges made void (claimHouseTimeout)
}

// Joined is a player's join of a challenge.
type Joined struct {
	DayID  *big.Int
	Player common.Address
	Block  uint64
	Index  uint
}

// Voided is a challenge whose house was slashed (HouseTimedOut).
type Voided struct {
	DayID *big.Int
	Block uint64
	Index uint
}

// Follow reads the Joined, Finalised and HouseTimedOut events of blocks
// from..to.
func Follow(ctx context.Context, f LogFilterer, daily common.Address, from, to uint64) (Followed, error) {
	var out Followed
	ls, err := f.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to), Addresses: []common.Address{daily},
		Topics: [][]common.Hash{{dailyABI.Events["Joined"].ID, dailyABI.Events["Finalised"].ID, dailyABI.Events["HouseTimedOut"].ID}},
	})
	if err != nil {
		return out, err
	}
	b := puzloc.NewPuzlocDaily()
	for i := range ls {
		l := &ls[i]
		var err error
		switch l.Topics[0] {
		case dailyABI.Events["Joined"].ID:
			var ev *puzloc.PuzlocDailyJoined
			if ev, err = b.UnpackJoinedEvent(l); err == nil {
				out.Joined = append(out.Joined, Joined{DayID: ev.DayId, Player: ev.Player, Block: l.BlockNumber, Index: l.Index})
			}
		case dailyABI.Events["Finalised"].ID:
			var ev *puzloc.PuzlocDailyFinalised
			if ev, err = b.UnpackFinalisedEvent(l); err == nil {
				out.Finalised = append(out.Finalised, resultOf(ev, l))
			}
		default:
			var ev *puzloc.PuzlocDailyHouseTimedOut
			if ev, err = b.UnpackHouseTimedOutEvent(l); err == nil {
				out.Void = append(out.Void, Voided{DayID: ev.DayId, Block: l.BlockNumber, Index: l.Index})
			}
		}
		if err != nil {
			return out, fmt.Errorf("%w: block %d, log %d: %w", ErrBadLog, l.BlockNumber, l.Index, err)
		}
	}
	return out, nil
}

func resultOf(ev *puzloc.PuzlocDailyFinalised, l *types.Log) Result {
	return Result{
		DayID: ev.DayId, Player: ev.Player, Solved: ev.Solved, Attempts: int(ev.Attempts.Int64()),
		Thinking: time.Duration(ev.Thinking.Int64()) * time.Second, Score: int(ev.Score.Int64()), Block: l.BlockNumber, Index: l.Index,
	}
}

// OpenedKeys returns the match keys the house published on challenge dayID
// (KeyOpened) in blocks up to to (nil: the latest), by player, of the
// given players only when some are named; the first published for a player
// counts.
func OpenedKeys(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int, to *big.Int, players ...common.Address) (map[common.Address]*big.Int, error) {
	q := query(daily, "KeyOpened", dayID, players)
	q.ToBlock = to
	ls, err := f.FilterLogs(ctx, q)
	if err != nil {
		return nil, err
	}
	b := puzloc.NewPuzlocDaily()
	out := map[common.Address]*big.Int{}
	for i := range ls {
		ev, err := b.UnpackKeyOpenedEvent(&ls[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		if out[ev.Player] == nil {
			out[ev.Player] = ev.MatchKey
		}
	}
	return out, nil
}

// PhraseFacts are a PhraseLock day's proven facts (PhraseOpened).
type PhraseFacts struct {
	Length, Category, Difficulty int
}

// OpenedPhrase returns the facts the house proved for PhraseLock challenge
// dayID, or nil if it has not (a day nobody moved on).
func OpenedPhrase(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int) (*PhraseFacts, error) {
	ls, err := logs(ctx, f, daily, "PhraseOpened", dayID)
	if err != nil || len(ls) == 0 {
		return nil, err
	}
	ev, err := puzloc.NewPuzlocDaily().UnpackPhraseOpenedEvent(&ls[0])
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
	}
	return &PhraseFacts{Length: int(ev.Length.Int64()), Category: int(ev.Category.Int64()), Difficulty: int(ev.Difficulty.Int64())}, nil
}

// Results returns the recorded results of challenge dayID.
func Results(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int) ([]Result, error) {
	ls, err := logs(ctx, f, daily, "Finalised", dayID)
	if err != nil {
		return nil, err
	}
	b := puzloc.NewPuzlocDaily()
	out := make([]Result, 0, len(ls))
	for i := range ls {
		ev, err := b.UnpackFinalisedEvent(&ls[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		out = append(out, resultOf(ev, &ls[i]))
	}
	return out, nil
}

// PhraseMove is one PhraseLock move of a player (PhraseMove) and, once
// answered (PhraseAnswer), the encrypted reply and the public bits.
type PhraseMove struct {
	Kind       uint8
	Ciphertext *big.Int // 0 for hints and the shape
	Reply      *big.Int // nil until answered
	Hit        bool
	Refused    bool
	Solved     bool
	Lives      int
}

// PhraseMoves returns player's PhraseLock moves at challenge dayID in order.
func PhraseMoves(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int, player common.Address) ([]PhraseMove, error) {
	b := puzloc.NewPuzlocDaily()
	var out []PhraseMove
	moves, err := logs(ctx, f, daily, "PhraseMove", dayID, player)
	if err != nil {
		return nil, err
	}
	for i := range moves {
		ev, err := b.UnpackPhraseMoveEvent(&moves[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		if ev.Player != player {
			continue
		}
		if ev.Move.Uint64() != uint64(len(out)) {
			return nil, fmt.Errorf("%w: move %s of %s out of order", ErrBadLog, ev.Move, player)
		}
		out = append(out, PhraseMove{Kind: uint8(ev.Kind.Uint64()), Ciphertext: ev.Ciphertext})
	}
	answers, err := logs(ctx, f, daily, "PhraseAnswer", dayID, player)
	if err != nil {
		return nil, err
	}
	for i := range answers {
		ev, err := b.UnpackPhraseAnswerEvent(&answers[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		if ev.Player != player || ev.Move.Uint64() >= uint64(len(out)) {
			continue
		}
		m := &out[ev.Move.Uint64()]
		m.Reply, m.Hit, m.Refused, m.Solved, m.Lives = ev.Reply, ev.Hit, ev.Refused, ev.Solved, int(ev.Lives.Int64())
	}
	return out, nil
}
