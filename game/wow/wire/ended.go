package wire

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
)

// EndedGame is a GameEnded event's game and where the event is.
type EndedGame struct {
	GameID *big.Int
	Block  uint64
	Index  uint // log index in the block
}

// EndedGames returns the games whose GameEnded event is in blocks from..to
// (inclusive) of the contract at addr, in chain order, with one FilterLogs:
// a follower of the chain (the indexer) reads each of them with Read then.
func EndedGames(ctx context.Context, f LogFilterer, addr common.Address, from, to uint64) ([]EndedGame, error) {
	id := endedID()
	logs, err := FilterLogs(ctx, f, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{addr}, Topics: [][]common.Hash{{id}},
	})
	if err != nil {
		return nil, fmt.Errorf("reading the ended games of blocks %d-%d: %w", from, to, err)
	}
	var out []EndedGame
	for i := range logs {
		l := &logs[i]
		if l.Removed {
			continue
		}
		if len(l.Topics) < 2 || l.Address != addr {
			return nil, fmt.Errorf("%w: the node returned a log that does not match the filter", ErrBadLog)
		}
		out = append(out, EndedGame{GameID: l.Topics[1].Big(), Block: l.BlockNumber, Index: l.Index})
	}
	return out, nil
}

// endedID is the topic of GameEnded.
func endedID() common.Hash {
	for id, name := range contractABI.byID {
		if name == "GameEnded" {
			return id
		}
	}
	panic("wire: the WorthOfWords ABI has no GameEnded event") // generated ABI: tests fail first
}

// Joined returns the block and log index of each player's first
// PlayerJoined event among a game's events (ReadEvents): where the player
// was first seen in that game.
func Joined(events []Event) map[common.Address][2]uint64 {
	out := map[common.Address][2]uint64{}
	for _, ev := range events {
		j, ok := ev.Value.(*bindings.WorthOfWordsPlayerJoined)
		if ev.Err != nil || !ok {
			continue
		}
		if _, seen := out[j.Player]; !seen {
			out[j.Player] = [2]uint64{ev.Log.BlockNumber, uint64(ev.Log.Index)}
		}
	}
	return out
}
