package wire

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/game/worduel"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
)

// ErrDisagree is returned by Match.Check when the chain's events and the
// rules disagree about a match.
var ErrDisagree = errors.New("the chain and the rules disagree")

// Endings of a settled match (IDuelPlatform.Ending).
const (
	EndingResult  uint8 = iota // reported by the mode
	EndingForfeit              // a player resigned
	EndingTimeout              // the mode's deadline passed
	EndingStale                // no result within the platform's limit: a draw
)

// EndingName is the name of an ending as the API and CLI write it.
func EndingName(e uint8) string {
	switch e {
	case EndingResult:
		return "result"
	case EndingForfeit:
		return "forfeit"
	case EndingTimeout:
		return "timeout"
	case EndingStale:
		return "stale"
	}
	return fmt.Sprintf("ending(%d)", e)
}

// Match is the public record of one duel, rebuilt from the platform's and
// the Blitz contract's events.
type Match struct {
	ID      *big.Int
	Mode    uint32
	Players [2]common.Address // a (who waited), b
	Bet     *big.Int
	Guesses [2]int // Blitz guesses made, by seat
	// Words are the Blitz guesses by seat, in order (guesses are public:
	// the Guess event carries the packed word).
	Words   [2][]string
	Solves  [2]int // Blitz words solved, by seat
	Ended   *duel.WorduelBlitzEnded
	Settled *duel.DuelPlatformMatchSettled // nil while the match is live
}

// Seat returns a player's seat (0 for a, 1 for b), or -1.
func (m *Match) Seat(p common.Address) int { return slices.Index(m.Players[:], p) }

// Outcome is the settled result as game/rating reads it.
func (m *Match) Outcome() rating.Outcome {
	if m.Settled == nil {
		return rating.Draw
	}
	return rating.Outcome(m.Settled.Outcome)
}

// ReadMatch rebuilds match matchID from its events in blocks 0..to: one
// FilterLogs over the platform and the Blitz contract (whose logs all carry
// the match id as their first topic).
func ReadMatch(ctx context.Context, f LogFilterer, c Contracts, matchID *big.Int, to uint64) (*Match, error) {
	addrs := []common.Address{c.Platform}
	if c.Blitz != (common.Address{}) {
		addrs = append(addrs, c.Blitz)
	}
	ids := slices.Concat(topics(platformABI, []string{"MatchFound", "MatchSettled"}), topics(blitzABI, blitzEvents))
	logs, err := wowwire.FilterLogs(ctx, f, ethereum.FilterQuery{
		FromBlock: new(big.Int), ToBlock: new(big.Int).SetUint64(to),
		Addresses: addrs, Topics: [][]common.Hash{ids, {common.BigToHash(matchID)}},
	})
	if err != nil {
		return nil, fmt.Errorf("reading match %s: %w", matchID, err)
	}
	m := &Match{ID: matchID}
	for _, ev := range decodeAll(logs, c) {
		if err := m.add(ev); err != nil {
			return nil, fmt.Errorf("match %s, block %d, log %d: %w", matchID, ev.Log.BlockNumber, ev.Log.Index, err)
		}
	}
	if m.Bet == nil {
		return nil, fmt.Errorf("match %s: no MatchFound event up to block %d", matchID, to)
	}
	return m, nil
}

// add applies one event of the match.
func (m *Match) add(ev Event) error {
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
	case *duel.DuelPlatformMatchFound:
		m.Mode, m.Players, m.Bet = v.Mode, [2]common.Address{v.A, v.B}, v.Bet
	case *duel.DuelPlatformMatchSettled:
		m.Settled = v
	case *duel.WorduelBlitzGuess:
		i, err := seat(v.Guesser)
		if err != nil {
			return err
		}
		if !v.Guess.IsUint64() || v.Guess.Uint64() > math.MaxUint32 {
			return fmt.Errorf("%w: guess %s is not a packed word", ErrBadLog, v.Guess)
		}
		_, word, err := wowwire.DecodeGuess(uint32(v.Guess.Uint64()), worduel.WordLength)
		if err != nil {
			return fmt.Errorf("%w: %v", ErrBadLog, err)
		}
		m.Guesses[i]++
		m.Words[i] = append(m.Words[i], word)
	case *duel.WorduelBlitzSolved:
		i, err := seat(v.Guesser)
		if err != nil {
			return err
		}
		m.Solves[i]++
	case *duel.WorduelBlitzEnded:
		m.Ended = v
	}
	return nil
}

// Check holds a settled match against the rules: the ratings after it are
// game/rating's Elo update of the ratings before (and the points its
// delta), and a match the clocks ended has game/worduel's winner by its
// solve counts, which equal the Solved events.
func (m *Match) Check(before [2]int) error {
	if m.Settled == nil {
		return nil
	}
	o := m.Outcome()
	after, err := rating.Update(before, o)
	if err != nil {
		return fmt.Errorf("%w: match %s: %w", ErrDisagree, m.ID, err)
	}
	if m.Settled.RatingA.Int64() != int64(after[0]) || m.Settled.RatingB.Int64() != int64(after[1]) {
		return fmt.Errorf("%w: match %s: ratings %s/%s on chain, %d/%d by the Elo update of %d/%d",
			ErrDisagree, m.ID, m.Settled.RatingA, m.Settled.RatingB, after[0], after[1], before[0], before[1])
	}
	if pts := int64(max(after[0]-before[0], after[1]-before[1])); m.Settled.Points.Int64() != pts {
		return fmt.Errorf("%w: match %s: %s points on chain, %d by the Elo update", ErrDisagree, m.ID, m.Settled.Points, pts)
	}
	if m.Ended == nil {
		return nil
	}
	sa, sb := int(m.Ended.SolvesA.Int64()), int(m.Ended.SolvesB.Int64())
	if sa != m.Solves[0] || sb != m.Solves[1] {
		return fmt.Errorf("%w: match %s: Ended says %d-%d solves, the Solved events %d-%d", ErrDisagree, m.ID, sa, sb, m.Solves[0], m.Solves[1])
	}
	w, err := worduel.BlitzWinner(sa, sb)
	if err != nil {
		return fmt.Errorf("%w: match %s: %w", ErrDisagree, m.ID, err)
	}
	if want := outcomeOf(w); m.Settled.Ending == EndingResult && want != o {
		return fmt.Errorf("%w: match %s: settled %s, %d-%d solves give %s", ErrDisagree, m.ID, o, sa, sb, want)
	}
	return nil
}

func outcomeOf(s worduel.Side) rating.Outcome {
	switch s {
	case worduel.PlayerA:
		return rating.WinA
	case worduel.PlayerB:
		return rating.WinB
	}
	return rating.Draw
}
