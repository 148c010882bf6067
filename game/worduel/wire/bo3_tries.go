package wire

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

// The packing of the `at` word of Best of 3's HiddenGuess and HiddenAnswer
// events: round | try << 16 (| solved << 24 for an answer).
const (
	bo3AtTryShift    = 16
	bo3AtSolvedShift = 24
)

// HiddenTry is one try of a Best of 3 player on one round's word, as the
// chain shows it: the guess ciphertext, and once the house answered, the
// encrypted colours and the public solved bit. Only the player (and the
// house) can decrypt them (package hidden).
type HiddenTry struct {
	Try         int      // 0-based
	Ciphertext  *big.Int // CT, HiddenGuess
	Colours     *big.Int // E, HiddenAnswer; nil while unanswered
	Solved      bool
	GuessBlock  uint64 // the block of the guess
	AnswerBlock uint64 // the block of the answer; 0 while unanswered
}

// HiddenTries returns player's tries on round `round` of Best of 3 match
// matchID at contract bo3, in try order: its HiddenGuess events joined with
// the HiddenAnswer events of the same try.
func HiddenTries(ctx context.Context, f LogFilterer, bo3 common.Address, matchID *big.Int, player common.Address, round int) ([]HiddenTry, error) {
	guessID, answerID := bo3ABI.Events["HiddenGuess"].ID, bo3ABI.Events["HiddenAnswer"].ID
	logs, err := f.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{bo3},
		Topics:    [][]common.Hash{{guessID, answerID}, {common.BigToHash(matchID)}, {common.BytesToHash(player.Bytes())}},
	})
	if err != nil {
		return nil, err
	}
	b := house.NewWorduelBo3()
	var tries []HiddenTry
	for i := range logs {
		l := &logs[i]
		switch l.Topics[0] {
		case guessID:
			ev, err := b.UnpackHiddenGuessEvent(l)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
			}
			r, n := atFields(ev.At)
			if r != round {
				continue
			}
			if n != len(tries) {
				return nil, fmt.Errorf("%w: guess of try %d after %d tries", ErrBadLog, n, len(tries))
			}
			tries = append(tries, HiddenTry{Try: n, Ciphertext: ev.Ciphertext, GuessBlock: l.BlockNumber})
		case answerID:
			ev, err := b.UnpackHiddenAnswerEvent(l)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
			}
			r, n := atFields(ev.At)
			if r != round {
				continue
			}
			if n >= len(tries) || tries[n].Colours != nil {
				return nil, fmt.Errorf("%w: answer of try %d without its guess", ErrBadLog, n)
			}
			tries[n].Colours = ev.Colours
			tries[n].Solved = ev.At.Bit(bo3AtSolvedShift) == 1
			tries[n].AnswerBlock = l.BlockNumber
		}
	}
	return tries, nil
}

// atFields reads the round and the try of an event's packed `at` word:
// round | try << 16 (| solved << 24).
func atFields(at *big.Int) (round, try int) {
	v := at.Uint64()
	return int(v & 0xffff), int(v >> bo3AtTryShift & 0xff)
}

// bo3Logs returns the logs of event `name` of Best of 3 match matchID.
func bo3Logs(ctx context.Context, f LogFilterer, bo3 common.Address, name string, matchID *big.Int) ([]types.Log, error) {
	return f.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{bo3},
		Topics:    [][]common.Hash{{bo3ABI.Events[name].ID}, {common.BigToHash(matchID)}},
	})
}

// HouseTimedOut reports whether Best of 3 match matchID ended by its
// house's missed deadline (a HouseTimedOut event).
func HouseTimedOut(ctx context.Context, f LogFilterer, bo3 common.Address, matchID *big.Int) (bool, error) {
	logs, err := bo3Logs(ctx, f, bo3, "HouseTimedOut", matchID)
	return len(logs) > 0, err
}

// SeedRevealed reports whether the house of Best of 3 match matchID
// published its seed (a SeedRevealed event).
func SeedRevealed(ctx context.Context, f LogFilterer, bo3 common.Address, matchID *big.Int) (bool, error) {
	logs, err := bo3Logs(ctx, f, bo3, "SeedRevealed", matchID)
	return len(logs) > 0, err
}

// PlayerKeys returns the public keys the players of Best of 3 match matchID
// posted (KeyPosted; the contract keeps only y), by player.
func PlayerKeys(ctx context.Context, f LogFilterer, bo3 common.Address, matchID *big.Int) (map[common.Address][2]*big.Int, error) {
	logs, err := bo3Logs(ctx, f, bo3, "KeyPosted", matchID)
	if err != nil {
		return nil, err
	}
	b := house.NewWorduelBo3()
	out := map[common.Address][2]*big.Int{}
	for i := range logs {
		ev, err := b.UnpackKeyPostedEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
		}
		out[ev.Player] = [2]*big.Int{ev.X, ev.Y}
	}
	return out, nil
}

// TallyArgs returns a player's answered tries as WorduelBo3.tally takes
// them: each guess packed (game.PackWord) and each colour vector packed
// (hidden.PackColours), in try order.
func TallyArgs(slots []hidden.Slot) (guesses, colours []*big.Int) {
	guesses, colours = make([]*big.Int, len(slots)), make([]*big.Int, len(slots))
	for i, s := range slots {
		guesses[i] = new(big.Int).SetUint64(game.PackWord(s.Guess))
		colours[i] = new(big.Int).SetUint64(hidden.PackColours(s.Colors))
	}
	return guesses, colours
}
