package wire

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/wordproof/wordproof/bindings/house"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
)

var (
	// bo3ABI is WorduelBo3's (contracts/src/worduel), whose bindings sit
	// with the house registry's.
	bo3ABI    = mustABI(house.WorduelBo3MetaData.ParseABI)
	bo3Events = []string{
		"MatchStarted", "KeyPosted", "HouseDrawn", "HouseCommitted", "RandomnessDrawn", "RoundStarted",
		"HiddenGuess", "HiddenAnswer", "Tallied", "RoundEnded", "MatchEnded", "GuessRefused",
		"HouseTimedOut", "SeedRevealed",
	}
)

// ReadBo3Events reads every event of the WorduelBo3 contract at addr in
// blocks from..to (inclusive), one FilterLogs, decoded in chain order as
// ReadEvents does (Value is the binding's struct, *house.WorduelBo3HiddenGuess,
// ...).
func ReadBo3Events(ctx context.Context, f LogFilterer, addr common.Address, from, to uint64) ([]Event, error) {
	return readBo3(ctx, f, addr, nil, from, to)
}

func readBo3(ctx context.Context, f LogFilterer, addr common.Address, matchID *big.Int, from, to uint64) ([]Event, error) {
	q := ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{addr}, Topics: [][]common.Hash{topics(bo3ABI, bo3Events)},
	}
	if matchID != nil {
		q.Topics = append(q.Topics, []common.Hash{common.BigToHash(matchID)})
	}
	logs, err := wowwire.FilterLogs(ctx, f, q)
	if err != nil {
		return nil, fmt.Errorf("reading the Best of 3 events of blocks %d-%d: %w", from, to, err)
	}
	out := make([]Event, 0, len(logs))
	for i := range logs {
		if !logs[i].Removed {
			out = append(out, DecodeBo3(&logs[i]))
		}
	}
	return out, nil
}

// DecodeBo3 decodes one log of the WorduelBo3 contract.
func DecodeBo3(l *types.Log) Event {
	ev := Event{Name: "log", Log: l}
	if len(l.Topics) == 0 {
		ev.Err = fmt.Errorf("%w: a log without topics", ErrBadLog)
		return ev
	}
	e, err := bo3ABI.EventByID(l.Topics[0])
	if err != nil || !slices.Contains(bo3Events, e.Name) {
		ev.Err = fmt.Errorf("%w: unknown Best of 3 event topic %s", ErrBadLog, l.Topics[0].Hex())
		return ev
	}
	ev.Name = e.Name
	if ev.Value, err = unpackBo3(e.Name, l); err != nil {
		ev.Err = fmt.Errorf("%w: cannot decode %s: %w", ErrBadLog, e.Name, err)
	}
	return ev
}

func unpackBo3(name string, l *types.Log) (any, error) {
	b := house.NewWorduelBo3()
	switch name {
	case "MatchStarted":
		return b.UnpackMatchStartedEvent(l)
	case "KeyPosted":
		return b.UnpackKeyPostedEvent(l)
	case "HouseDrawn":
		return b.UnpackHouseDrawnEvent(l)
	case "HouseCommitted":
		return b.UnpackHouseCommittedEvent(l)
	case "RandomnessDrawn":
		return b.UnpackRandomnessDrawnEvent(l)
	case "RoundStarted":
		return b.UnpackRoundStartedEvent(l)
	case "HiddenGuess":
		return b.UnpackHiddenGuessEvent(l)
	case "HiddenAnswer":
		return b.UnpackHiddenAnswerEvent(l)
	case "Tallied":
		return b.UnpackTalliedEvent(l)
	case "RoundEnded":
		return b.UnpackRoundEndedEvent(l)
	case "MatchEnded":
		return b.UnpackMatchEndedEvent(l)
	case "GuessRefused":
		return b.UnpackGuessRefusedEvent(l)
	case "HouseTimedOut":
		return b.UnpackHouseTimedOutEvent(l)
	case "SeedRevealed":
		return b.UnpackSeedRevealedEvent(l)
	}
	return nil, fmt.Errorf("no decoder for event %s", name)
}

// Bo3Try is one hidden try: the guess (its ciphertext, public) and the
// house's answer (the colours encrypted to the guesser; nil while none).
type Bo3Try struct {
	Guess  *house.WorduelBo3HiddenGuess
	Answer *house.WorduelBo3HiddenAnswer
}

// Solved is the answer's public solved bit (false without an answer).
func (t *Bo3Try) Solved() bool { return t.Answer != nil && t.Answer.At.Bit(bo3AtSolvedShift) == 1 }

// Bo3Round is one round (word) of a Best of 3 match as the chain shows it.
type Bo3Round struct {
	Index   uint64
	Started *house.WorduelBo3RoundStarted
	Tries   [2][]*Bo3Try                  // by seat, in try order
	Tallies [2]*house.WorduelBo3Tallied   // the opened tries, by seat (nil: never opened)
	Refused *house.WorduelBo3GuessRefused // the house refused a ciphertext (the guesser lost)
	Ended   *house.WorduelBo3RoundEnded
}

// Bo3Match is the public record of one Best of 3 match, from the WorduelBo3
// contract's events.
type Bo3Match struct {
	ID         *big.Int
	Players    [2]common.Address // a, b
	Keys       [2]*house.WorduelBo3KeyPosted
	House      *house.WorduelBo3HouseDrawn
	Committed  *house.WorduelBo3HouseCommitted // S and the bindings; its block's hash gives R
	Randomness *house.WorduelBo3RandomnessDrawn
	Rounds     []*Bo3Round // by index
	Ended      *house.WorduelBo3MatchEnded
	TimedOut   *house.WorduelBo3HouseTimedOut
	Seed       *house.WorduelBo3SeedRevealed // the house's opened seed (nil: not revealed)
}

// Seat returns a player's seat (0 for a, 1 for b), or -1.
func (m *Bo3Match) Seat(p common.Address) int { return slices.Index(m.Players[:], p) }

// ReadBo3Match rebuilds Best of 3 match matchID from the events of the
// WorduelBo3 contract at addr in blocks 0..to (one FilterLogs on the match
// id topic). Events out of order for the contract (a try number that skips,
// an answer with no guess, a second seed) are errors.
func ReadBo3Match(ctx context.Context, f LogFilterer, addr common.Address, matchID *big.Int, to uint64) (*Bo3Match, error) {
	evs, err := readBo3(ctx, f, addr, matchID, 0, to)
	if err != nil {
		return nil, fmt.Errorf("reading match %s: %w", matchID, err)
	}
	m := &Bo3Match{ID: matchID}
	for _, ev := range evs {
		if err := m.add(ev); err != nil {
			return nil, fmt.Errorf("match %s, block %d, log %d: %w", matchID, ev.Log.BlockNumber, ev.Log.Index, err)
		}
	}
	if m.Players[0] == (common.Address{}) {
		return nil, fmt.Errorf("match %s: no Best of 3 MatchStarted event up to block %d", matchID, to)
	}
	return m, nil
}

// round returns round i, adding the rounds up to it.
func (m *Bo3Match) round(i *big.Int) (*Bo3Round, error) {
	if !i.IsUint64() || i.Uint64() > 1<<16 {
		return nil, fmt.Errorf("%w: round %s", ErrBadLog, i)
	}
	for n := uint64(len(m.Rounds)); n <= i.Uint64(); n++ {
		m.Rounds = append(m.Rounds, &Bo3Round{Index: n})
	}
	return m.Rounds[i.Uint64()], nil
}

// add applies one event of the match.
func (m *Bo3Match) add(ev Event) error {
	if ev.Err != nil {
		return ev.Err
	}
	seat := func(p common.Address) (int, error) {
		if i := m.Seat(p); i >= 0 {
			return i, nil
		}
		return 0, fmt.Errorf("%s is not a player of the match", p)
	}
	switch v := ev.Value.(type) {
	case *house.WorduelBo3MatchStarted:
		m.Players = [2]common.Address{v.A, v.B}
	case *house.WorduelBo3KeyPosted:
		i, err := seat(v.Player)
		if err != nil {
			return err
		}
		m.Keys[i] = v
	case *house.WorduelBo3HouseDrawn:
		m.House = v
	case *house.WorduelBo3HouseCommitted:
		m.Committed = v
	case *house.WorduelBo3RandomnessDrawn:
		m.Randomness = v
	case *house.WorduelBo3RoundStarted:
		r, err := m.round(v.Round)
		if err != nil {
			return err
		}
		r.Started = v
	case *house.WorduelBo3HiddenGuess:
		return m.addGuess(v, seat)
	case *house.WorduelBo3HiddenAnswer:
		return m.addAnswer(v, seat)
	case *house.WorduelBo3Tallied:
		i, err := seat(v.Player)
		if err != nil {
			return err
		}
		r, err := m.round(v.Round)
		if err != nil {
			return err
		}
		if r.Tallies[i] != nil {
			return fmt.Errorf("%w: a second tally of %s in round %d", ErrBadLog, v.Player, r.Index)
		}
		r.Tallies[i] = v
	case *house.WorduelBo3GuessRefused:
		r, err := m.round(v.Round)
		if err != nil {
			return err
		}
		r.Refused = v
	case *house.WorduelBo3RoundEnded:
		r, err := m.round(v.Round)
		if err != nil {
			return err
		}
		r.Ended = v
	case *house.WorduelBo3MatchEnded:
		m.Ended = v
	case *house.WorduelBo3HouseTimedOut:
		m.TimedOut = v
	case *house.WorduelBo3SeedRevealed:
		if m.Seed != nil {
			return fmt.Errorf("%w: a second SeedRevealed", ErrBadLog)
		}
		m.Seed = v
	}
	return nil
}

func (m *Bo3Match) addGuess(v *house.WorduelBo3HiddenGuess, seat func(common.Address) (int, error)) error {
	i, err := seat(v.Player)
	if err != nil {
		return err
	}
	ri, try := atFields(v.At)
	r, err := m.round(big.NewInt(int64(ri)))
	if err != nil {
		return err
	}
	if try != len(r.Tries[i]) {
		return fmt.Errorf("%w: %s's guess is try %d of round %d, after %d tries", ErrBadLog, v.Player, try, r.Index, len(r.Tries[i]))
	}
	r.Tries[i] = append(r.Tries[i], &Bo3Try{Guess: v})
	return nil
}

func (m *Bo3Match) addAnswer(v *house.WorduelBo3HiddenAnswer, seat func(common.Address) (int, error)) error {
	i, err := seat(v.Player)
	if err != nil {
		return err
	}
	ri, try := atFields(v.At)
	r, err := m.round(big.NewInt(int64(ri)))
	if err != nil {
		return err
	}
	if try >= len(r.Tries[i]) || r.Tries[i][try].Answer != nil {
		return fmt.Errorf("%w: an answer to %s's try %d of round %d, which has no guess awaiting it", ErrBadLog, v.Player, try, r.Index)
	}
	r.Tries[i][try].Answer = v
	return nil
}
