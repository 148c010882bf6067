package house

import (
	"context"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
)

// ScanChunk bounds the blocks of one log query: RPC providers cap the range.
const ScanChunk = 5000

// Assigned returns the ids of the matches of game the registry assigned to
// houseAddr in blocks from..to, in order (one log query per ScanChunk blocks).
// Every game's house service finds its matches with it.
func Assigned(ctx context.Context, b client.Backend, registry, game, houseAddr common.Address, from, to uint64) ([]*big.Int, error) {
	r := house.NewHouseRegistry()
	var ids []*big.Int
	for from <= to {
		end := min(from+ScanChunk-1, to)
		logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(end),
			Addresses: []common.Address{registry},
			Topics: [][]common.Hash{{r.GetABI().Events["HouseAssigned"].ID}, {common.BytesToHash(game.Bytes())},
				nil, {common.BytesToHash(houseAddr.Bytes())}},
		})
		if err != nil {
			return nil, err
		}
		for i := range logs {
			ev, err := r.UnpackHouseAssignedEvent(&logs[i])
			if err != nil {
				return nil, err
			}
			ids = append(ids, ev.GameId)
		}
		from = end + 1
	}
	return ids, nil
}

// ScanAssigned hands add every game of contract game assigned to houseAddr
// in blocks *next to the head, and moves *next past them.
func ScanAssigned(ctx context.Context, b client.Backend, registry, game, houseAddr common.Address, next *uint64, add func(*big.Int)) error {
	head, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	to := head.Number.Uint64()
	if *next > to {
		return nil
	}
	ids, err := Assigned(ctx, b, registry, game, houseAddr, *next, to)
	if err != nil {
		return err
	}
	for _, id := range ids {
		add(id)
	}
	*next = to + 1
	return nil
}

// Loop runs a house service's step until ctx ends and returns ctx's error:
// at once again after a move, else after poll. An error of one step (a
// refused move, the RPC) is logged and the next step tries again: the
// chain says what is still owed.
func Loop(ctx context.Context, poll time.Duration, step func(context.Context) (bool, error), logf func(string, ...any)) error {
	for {
		moved, err := step(ctx)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err != nil {
			logf("error: %v", err)
		}
		if moved && err == nil {
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(poll):
		}
	}
}
