package wire

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings/puzloc"
)

// DayLog is every event of one challenge, decoded, each with its log (block,
// transaction): what the auditor replays.
type DayLog struct {
	ID           *big.Int
	House        *puzloc.PuzlocDailyHouseDrawn
	Committed    *puzloc.PuzlocDailyDayCommitted
	Randomness   *puzloc.PuzlocDailyRandomnessDrawn
	PhraseOpened *puzloc.PuzlocDailyPhraseOpened
	Opened       *puzloc.PuzlocDailyDayOpened
	TimedOut     *puzloc.PuzlocDailyHouseTimedOut
	Players      []common.Address // in the order they joined
	Seats        map[common.Address]*SeatLog
}

// SeatLog is one player's events of a challenge: NumLock's guesses and
// answers (by try), or PhraseLock's moves and answers (by move).
type SeatLog struct {
	Joined        *puzloc.PuzlocDailyJoined
	Bound         *puzloc.PuzlocDailyBound
	Guesses       []*puzloc.PuzlocDailyHiddenGuess
	Answers       map[int]*puzloc.PuzlocDailyHiddenAnswer
	Refused       map[int]*puzloc.PuzlocDailyGuessRefused
	Moves         []*puzloc.PuzlocDailyPhraseMove
	PhraseAnswers map[int]*puzloc.PuzlocDailyPhraseAnswer
	Key           *puzloc.PuzlocDailyKeyOpened
	Result        *puzloc.PuzlocDailyFinalised
}

// ReadDay reads every event of challenge dayID (one log query: each event
// has the id as its first topic).
func ReadDay(ctx context.Context, f LogFilterer, daily common.Address, dayID *big.Int) (*DayLog, error) {
	ls, err := f.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{daily},
		Topics:    [][]common.Hash{nil, {common.BigToHash(dayID)}},
	})
	if err != nil {
		return nil, err
	}
	d := &DayLog{ID: dayID, Seats: map[common.Address]*SeatLog{}}
	for i := range ls {
		if err := d.add(&ls[i]); err != nil {
			return nil, fmt.Errorf("%w: %s in block %d: %w", ErrBadLog, ls[i].TxHash.Hex(), ls[i].BlockNumber, err)
		}
	}
	return d, nil
}

func (d *DayLog) seat(p common.Address) (*SeatLog, error) {
	s := d.Seats[p]
	if s == nil {
		return nil, fmt.Errorf("an event of %s, who never joined", p)
	}
	return s, nil
}

// add decodes one log into d; events of other contracts' ABIs are skipped.
func (d *DayLog) add(l *types.Log) error {
	b := puzloc.NewPuzlocDaily()
	ev, err := dailyABI.EventByID(l.Topics[0])
	if err != nil {
		return nil
	}
	switch ev.Name {
	case "DayRequested":
		return nil
	case "HouseDrawn":
		d.House, err = b.UnpackHouseDrawnEvent(l)
	case "DayCommitted":
		d.Committed, err = b.UnpackDayCommittedEvent(l)
	case "RandomnessDrawn":
		d.Randomness, err = b.UnpackRandomnessDrawnEvent(l)
	case "PhraseOpened":
		d.PhraseOpened, err = b.UnpackPhraseOpenedEvent(l)
	case "DayOpened":
		d.Opened, err = b.UnpackDayOpenedEvent(l)
	case "HouseTimedOut":
		d.TimedOut, err = b.UnpackHouseTimedOutEvent(l)
	case "Joined":
		var e *puzloc.PuzlocDailyJoined
		if e, err = b.UnpackJoinedEvent(l); err == nil {
			if d.Seats[e.Player] != nil {
				return fmt.Errorf("%s joined twice", e.Player)
			}
			d.Players = append(d.Players, e.Player)
			d.Seats[e.Player] = &SeatLog{Joined: e, Answers: map[int]*puzloc.PuzlocDailyHiddenAnswer{},
				Refused: map[int]*puzloc.PuzlocDailyGuessRefused{}, PhraseAnswers: map[int]*puzloc.PuzlocDailyPhraseAnswer{}}
		}
	default:
		return d.addSeat(b, ev.Name, l)
	}
	return err
}

// addSeat decodes a player's event.
func (d *DayLog) addSeat(b *puzloc.PuzlocDaily, name string, l *types.Log) error {
	if len(l.Topics) < 3 {
		return fmt.Errorf("%s without a player", name)
	}
	s, err := d.seat(common.BytesToAddress(l.Topics[2][:]))
	if err != nil {
		return err
	}
	switch name {
	case "Bound":
		s.Bound, err = b.UnpackBoundEvent(l)
	case "HiddenGuess":
		var e *puzloc.PuzlocDailyHiddenGuess
		if e, err = b.UnpackHiddenGuessEvent(l); err == nil {
			if e.Try.Cmp(big.NewInt(int64(len(s.Guesses)))) != 0 {
				return fmt.Errorf("try %s out of order", e.Try)
			}
			s.Guesses = append(s.Guesses, e)
		}
	case "HiddenAnswer":
		var e *puzloc.PuzlocDailyHiddenAnswer
		if e, err = b.UnpackHiddenAnswerEvent(l); err == nil {
			s.Answers[int(e.Try.Int64())] = e
		}
	case "GuessRefused":
		var e *puzloc.PuzlocDailyGuessRefused
		if e, err = b.UnpackGuessRefusedEvent(l); err == nil {
			s.Refused[int(e.Try.Int64())] = e
		}
	case "PhraseMove":
		var e *puzloc.PuzlocDailyPhraseMove
		if e, err = b.UnpackPhraseMoveEvent(l); err == nil {
			if e.Move.Cmp(big.NewInt(int64(len(s.Moves)))) != 0 {
				return fmt.Errorf("move %s out of order", e.Move)
			}
			s.Moves = append(s.Moves, e)
		}
	case "PhraseAnswer":
		var e *puzloc.PuzlocDailyPhraseAnswer
		if e, err = b.UnpackPhraseAnswerEvent(l); err == nil {
			s.PhraseAnswers[int(e.Move.Int64())] = e
		}
	case "KeyOpened":
		s.Key, err = b.UnpackKeyOpenedEvent(l)
	case "Finalised":
		s.Result, err = b.UnpackFinalisedEvent(l)
	default:
		return fmt.Errorf("unknown event %s", name)
	}
	return err
}
