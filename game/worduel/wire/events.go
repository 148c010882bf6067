package wire

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings/duel"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
)

// ErrBadLog is the error of an Event that could not be decoded: a log of an
// unknown contract or topic, or data that does not unpack.
var ErrBadLog = errors.New("malformed duel log")

// LogFilterer is the part of an Ethereum client the readers need.
type LogFilterer interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Contracts are the addresses of the duel contracts; a zero address is not
// read.
type Contracts struct {
	Coins    common.Address
	Platform common.Address
	Blitz    common.Address
}

func (c Contracts) addresses() []common.Address {
	var out []common.Address
	for _, a := range []common.Address{c.Coins, c.Platform, c.Blitz} {
		if a != (common.Address{}) {
			out = append(out, a)
		}
	}
	return out
}

// Event is one decoded log. Value is the binding's event struct
// (*duel.DuelPlatformMatchSettled, *duel.CoinsTransfer, ...); Err is set
// instead when the log could not be decoded.
type Event struct {
	Name  string
	Log   *types.Log
	Value any
	Err   error
}

// decoders are the events this package reads, by contract kind and name.
var (
	coinsABI    = mustABI(duel.CoinsMetaData.ParseABI)
	platformABI = mustABI(duel.DuelPlatformMetaData.ParseABI)
	blitzABI    = mustABI(duel.WorduelBlitzMetaData.ParseABI)

	coinsEvents    = []string{"Transfer", "DailyClaimed", "CoinsLocked", "CoinsUnlocked"}
	platformEvents = []string{"Queued", "Left", "MatchFound", "MatchSettled"}
	blitzEvents    = []string{"MatchStarted", "Guess", "Answer", "Solved", "WordFailed", "Ended"}
)

func mustABI(parse func() (*abi.ABI, error)) *abi.ABI {
	a, err := parse()
	if err != nil {
		panic(err) // generated ABI: the bindings' drift test fails first
	}
	return a
}

// topics returns the event ids of names in a, sorted.
func topics(a *abi.ABI, names []string) []common.Hash {
	out := make([]common.Hash, 0, len(names))
	for _, n := range names {
		out = append(out, a.Events[n].ID)
	}
	slices.SortFunc(out, func(x, y common.Hash) int { return x.Cmp(y) })
	return out
}

// ReadEvents reads every event this package decodes from the contracts in
// blocks from..to (inclusive), one FilterLogs, and decodes each in chain
// order. A log it cannot decode comes back with Err set; removed logs are
// left out.
func ReadEvents(ctx context.Context, f LogFilterer, c Contracts, from, to uint64) ([]Event, error) {
	addrs := c.addresses()
	if len(addrs) == 0 {
		return nil, nil
	}
	ids := slices.Concat(topics(coinsABI, coinsEvents), topics(platformABI, platformEvents), topics(blitzABI, blitzEvents))
	logs, err := wowwire.FilterLogs(ctx, f, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: addrs, Topics: [][]common.Hash{ids},
	})
	if err != nil {
		return nil, fmt.Errorf("reading the duel events of blocks %d-%d: %w", from, to, err)
	}
	return decodeAll(logs, c), nil
}

func decodeAll(logs []types.Log, c Contracts) []Event {
	out := make([]Event, 0, len(logs))
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		out = append(out, Decode(&logs[i], c))
	}
	return out
}

// Decode decodes one log of the contracts c.
func Decode(l *types.Log, c Contracts) Event {
	ev := Event{Name: "log", Log: l}
	if len(l.Topics) == 0 {
		ev.Err = fmt.Errorf("%w: a log without topics", ErrBadLog)
		return ev
	}
	var (
		a     *abi.ABI
		names []string
	)
	switch l.Address {
	case c.Coins:
		a, names = coinsABI, coinsEvents
	case c.Platform:
		a, names = platformABI, platformEvents
	case c.Blitz:
		a, names = blitzABI, blitzEvents
	default:
		ev.Err = fmt.Errorf("%w: a log of %s, not a duel contract", ErrBadLog, l.Address)
		return ev
	}
	e, err := a.EventByID(l.Topics[0])
	if err != nil || !slices.Contains(names, e.Name) {
		ev.Err = fmt.Errorf("%w: unknown event topic %s", ErrBadLog, l.Topics[0].Hex())
		return ev
	}
	ev.Name = e.Name
	v, err := unpack(l.Address == c.Coins, l.Address == c.Platform, e.Name, l)
	if err != nil {
		ev.Err = fmt.Errorf("%w: cannot decode %s: %w", ErrBadLog, e.Name, err)
		return ev
	}
	ev.Value = v
	return ev
}

// unpack unpacks a log into its binding struct.
func unpack(coins, platform bool, name string, l *types.Log) (any, error) {
	switch {
	case coins:
		c := duel.NewCoins()
		switch name {
		case "Transfer":
			return c.UnpackTransferEvent(l)
		case "DailyClaimed":
			return c.UnpackDailyClaimedEvent(l)
		case "CoinsLocked":
			return c.UnpackCoinsLockedEvent(l)
		case "CoinsUnlocked":
			return c.UnpackCoinsUnlockedEvent(l)
		}
	case platform:
		p := duel.NewDuelPlatform()
		switch name {
		case "Queued":
			return p.UnpackQueuedEvent(l)
		case "Left":
			return p.UnpackLeftEvent(l)
		case "MatchFound":
			return p.UnpackMatchFoundEvent(l)
		case "MatchSettled":
			return p.UnpackMatchSettledEvent(l)
		}
	default:
		b := duel.NewWorduelBlitz()
		switch name {
		case "MatchStarted":
			return b.UnpackMatchStartedEvent(l)
		case "Guess":
			return b.UnpackGuessEvent(l)
		case "Answer":
			return b.UnpackAnswerEvent(l)
		case "Solved":
			return b.UnpackSolvedEvent(l)
		case "WordFailed":
			return b.UnpackWordFailedEvent(l)
		case "Ended":
			return b.UnpackEndedEvent(l)
		}
	}
	return nil, fmt.Errorf("no decoder for event %s", name)
}
