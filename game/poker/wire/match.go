package wire

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	bp "github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/game/poker"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
)

// ErrBadLog is the error of an event that could not be decoded or does not
// fit the match (an answer with no guess, a move before any deal).
var ErrBadLog = errors.New("malformed Wordle Poker log")

// LogFilterer is the part of an Ethereum client the event readers need.
type LogFilterer interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Phase is WordlePoker's IWordlePoker.Phase.
type Phase uint8

// The phases, in the contract's order.
const (
	PhaseNone Phase = iota
	PhaseSetup
	PhaseDeal
	PhaseOpen
	PhaseBetting
	PhaseMulligan
	PhaseMulliganOpen
	PhaseChoose
	PhaseShowdown
	PhaseGuess
	PhaseAnswer
	PhaseOver
)

var phaseNames = []string{"none", "setup", "deal", "open", "betting", "mulligan", "mulligan-open", "choose", "showdown", "guess", "answer", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", uint8(p))
}

// The hand choices of PokerHands (HIGHER, LOWER); 0 is no choice (it timed out).
const (
	ChoiceHigher = 1
	ChoiceLower  = 2
)

var (
	pokerABI    = mustABI(bp.WordlePokerMetaData.ParseABI)
	pokerEvents = []string{
		"MatchStarted", "WordsCommitted", "HouseAssigned", "SeedCommitted", "Dealt", "CardsSealed",
		"Opened", "Raised", "Stopped", "MulliganCommitted", "MulliganOpened", "SeedOpened", "Chosen",
		"Showdown", "Guessed", "Answered", "GuessesSkipped", "MatchEnded", "HouseSlashed",
	}
)

func mustABI(parse func() (*abi.ABI, error)) *abi.ABI {
	a, err := parse()
	if err != nil {
		panic(err) // generated ABI: the bindings' drift test fails first
	}
	return a
}

// Event is one decoded log of WordlePoker: Value is the binding's struct
// (*poker.WordlePokerDealt, ...), or Err is set.
type Event struct {
	Name  string
	Log   *types.Log
	Value any
	Err   error
}

// ReadEvents reads the WordlePoker events at addr in blocks from..to
// (inclusive), of match matchID (nil: of every match), in chain order;
// removed logs are left out.
func ReadEvents(ctx context.Context, f LogFilterer, addr common.Address, matchID *big.Int, from, to uint64) ([]Event, error) {
	ids := make([]common.Hash, 0, len(pokerEvents))
	for _, n := range pokerEvents {
		ids = append(ids, pokerABI.Events[n].ID)
	}
	q := ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{addr}, Topics: [][]common.Hash{ids},
	}
	if matchID != nil {
		q.Topics = append(q.Topics, []common.Hash{common.BigToHash(matchID)})
	}
	logs, err := wowwire.FilterLogs(ctx, f, q)
	if err != nil {
		return nil, fmt.Errorf("reading the Wordle Poker events of blocks %d-%d: %w", from, to, err)
	}
	out := make([]Event, 0, len(logs))
	for i := range logs {
		if !logs[i].Removed {
			out = append(out, Decode(&logs[i]))
		}
	}
	return out, nil
}

// Decode decodes one log of WordlePoker.
func Decode(l *types.Log) Event {
	ev := Event{Name: "log", Log: l}
	if len(l.Topics) == 0 {
		ev.Err = fmt.Errorf("%w: a log without topics", ErrBadLog)
		return ev
	}
	e, err := pokerABI.EventByID(l.Topics[0])
	if err != nil || !slices.Contains(pokerEvents, e.Name) {
		ev.Err = fmt.Errorf("%w: unknown event topic %s", ErrBadLog, l.Topics[0].Hex())
		return ev
	}
	ev.Name = e.Name
	if ev.Value, err = unpack(e.Name, l); err != nil {
		ev.Err = fmt.Errorf("%w: cannot decode %s: %w", ErrBadLog, e.Name, err)
	}
	return ev
}

func unpack(name string, l *types.Log) (any, error) {
	c := bp.NewWordlePoker()
	switch name {
	case "MatchStarted":
		return c.UnpackMatchStartedEvent(l)
	case "WordsCommitted":
		return c.UnpackWordsCommittedEvent(l)
	case "HouseAssigned":
		return c.UnpackHouseAssignedEvent(l)
	case "SeedCommitted":
		return c.UnpackSeedCommittedEvent(l)
	case "Dealt":
		return c.UnpackDealtEvent(l)
	case "CardsSealed":
		return c.UnpackCardsSealedEvent(l)
	case "Opened":
		return c.UnpackOpenedEvent(l)
	case "Raised":
		return c.UnpackRaisedEvent(l)
	case "Stopped":
		return c.UnpackStoppedEvent(l)
	case "MulliganCommitted":
		return c.UnpackMulliganCommittedEvent(l)
	case "MulliganOpened":
		return c.UnpackMulliganOpenedEvent(l)
	case "SeedOpened":
		return c.UnpackSeedOpenedEvent(l)
	case "Chosen":
		return c.UnpackChosenEvent(l)
	case "Showdown":
		return c.UnpackShowdownEvent(l)
	case "Guessed":
		return c.UnpackGuessedEvent(l)
	case "Answered":
		return c.UnpackAnsweredEvent(l)
	case "GuessesSkipped":
		return c.UnpackGuessesSkippedEvent(l)
	case "MatchEnded":
		return c.UnpackMatchEndedEvent(l)
	case "HouseSlashed":
		return c.UnpackHouseSlashedEvent(l)
	}
	return nil, fmt.Errorf("no decoder for event %s", name)
}

// Try is one guess of a hand and its proven answer (nil while pending).
type Try struct {
	Guess  *bp.WordlePokerGuessed
	Answer *bp.WordlePokerAnswered
}

// Hand is one hand of a match as its events show it.
type Hand struct {
	Number            uint64
	SeedCommitted     *bp.WordlePokerSeedCommitted // the house's seed commitment for this hand
	Dealt             *bp.WordlePokerDealt
	Sealed            *bp.WordlePokerCardsSealed
	Opened            *bp.WordlePokerOpened
	Raises            []*bp.WordlePokerRaised
	Stopped           *bp.WordlePokerStopped
	MulliganCommitted [2]bool
	Mulligans         [2]*bp.WordlePokerMulliganOpened // by seat; count 0 and mask 0 when it timed out
	Chosen            *bp.WordlePokerChosen            // choice 0: timed out (the losing option)
	Seed              *bp.WordlePokerSeedOpened
	Showdown          *bp.WordlePokerShowdown
	Tries             []*Try
	Skipped           *bp.WordlePokerGuessesSkipped
}

// Bet returns the hand's betting card and final bet (0, 0 before the open).
func (h *Hand) Bet() (card, bet uint64) {
	if h.Opened == nil {
		return 0, 0
	}
	card, bet = h.Opened.Card.Uint64(), h.Opened.Bet.Uint64()
	if n := len(h.Raises); n > 0 {
		bet = h.Raises[n-1].Bet.Uint64()
	}
	return card, bet
}

// Masks returns both seats' opened discard masks (0 for a seat not opened).
func (h *Hand) Masks() [2]uint8 {
	var m [2]uint8
	for k, o := range h.Mulligans {
		if o != nil {
			m[k] = uint8(o.Mask.Uint64())
		}
	}
	return m
}

// Cards re-derives both seats' dealt and final hands once the seed is opened
// (wire.DeckOrder, wire.Hands), and checks the final ones against the
// Showdown event.
func (h *Hand) Cards() (dealt, final [2]poker.Hand, err error) {
	if h.Dealt == nil || h.Seed == nil {
		return dealt, final, fmt.Errorf("hand %d: the seed is not opened", h.Number)
	}
	top := DeckOrder(h.Seed.Seed, h.Dealt.Randomness)
	copy(dealt[0][:], top[:poker.HandSize])
	copy(dealt[1][:], top[poker.HandSize:2*poker.HandSize])
	starter := poker.Player(1 + h.Dealt.Starter.Uint64())
	if final, err = Hands(h.Seed.Seed, h.Dealt.Randomness, starter, h.Masks()); err != nil {
		return dealt, final, err
	}
	if h.Showdown != nil {
		for i := range poker.HandSize {
			if int(h.Showdown.HandA[i]) != final[0][i].Index() || int(h.Showdown.HandB[i]) != final[1][i].Index() {
				return dealt, final, fmt.Errorf("%w: hand %d's showdown is not the derived hands", ErrBadLog, h.Number)
			}
		}
	}
	return dealt, final, nil
}

// Match is the public record of one Wordle Poker match: its events and the
// contract's views at the block read.
type Match struct {
	ID      *big.Int
	Players [2]common.Address // a, b
	Words   [2]*bp.WordlePokerWordsCommitted
	House   *bp.WordlePokerHouseAssigned
	Hands   []*Hand // by number, from 1
	Ended   *bp.WordlePokerMatchEnded
	Slashed *bp.WordlePokerHouseSlashed
	State   State
	// next is the seed commitment waiting for its hand's deal.
	next *bp.WordlePokerSeedCommitted
}

// Seat returns a player's seat (0 for a, 1 for b), or -1.
func (m *Match) Seat(p common.Address) int { return slices.Index(m.Players[:], p) }

// Current returns the last dealt hand (nil before the first deal).
func (m *Match) Current() *Hand {
	if len(m.Hands) == 0 {
		return nil
	}
	return m.Hands[len(m.Hands)-1]
}

// State is the contract's views of a match: gameOf and both seatOf.
type State struct {
	Game  bp.IWordlePokerGame
	Seats [2]bp.IWordlePokerSeat
}

// Phase returns the match's phase.
func (s *State) Phase() Phase { return Phase(s.Game.Phase) }

// Deadline returns the current phase's deadline (unix seconds).
func (s *State) Deadline() uint64 { return s.Game.Deadline.Uint64() }

// BettingCards returns the betting cards left, in increasing order.
func (s *State) BettingCards() []int { return BettingCards(s.Game.BettingDeck) }

// Solved returns which of the opponent's words seat has solved.
func (s *State) Solved(seat int) [poker.Words]bool {
	var out [poker.Words]bool
	for i := range out {
		out[i] = s.Game.Solved[seat]>>i&1 == 1
	}
	return out
}

// BettingCards unpacks WordlePoker's bettingDeck: the count of value v at
// bits 4(v-1)..4(v-1)+3.
func BettingCards(deck uint16) []int {
	var out []int
	for v := 1; v <= 4; v++ {
		for range int(deck >> (4 * (v - 1)) & 0xf) {
			out = append(out, v)
		}
	}
	return out
}

// ReadState reads the contract's views of match matchID (at block, nil: the
// latest).
func ReadState(ctx context.Context, b bind.ContractBackend, addr common.Address, matchID, block *big.Int) (State, error) {
	c := bp.NewWordlePoker()
	inst := c.Instance(b, addr)
	opts := &bind.CallOpts{Context: ctx, BlockNumber: block}
	var s State
	var err error
	if s.Game, err = bind.Call(inst, opts, c.PackGameOf(matchID), c.UnpackGameOf); err != nil {
		return s, fmt.Errorf("reading match %s: %w", matchID, err)
	}
	for k := range s.Seats {
		if s.Seats[k], err = bind.Call(inst, opts, c.PackSeatOf(matchID, big.NewInt(int64(k))), c.UnpackSeatOf); err != nil {
			return s, fmt.Errorf("reading match %s, seat %d: %w", matchID, k, err)
		}
	}
	return s, nil
}

// ReadMatch rebuilds match matchID of the WordlePoker at addr from its
// events in blocks 0..to and its views at block to. Events out of order (a
// move before any deal, an answer with no guess) are errors.
func ReadMatch(ctx context.Context, b bind.ContractBackend, addr common.Address, matchID *big.Int, to uint64) (*Match, error) {
	evs, err := ReadEvents(ctx, b, addr, matchID, 0, to)
	if err != nil {
		return nil, fmt.Errorf("reading match %s: %w", matchID, err)
	}
	m, err := NewMatch(matchID, evs)
	if err != nil {
		return nil, err
	}
	if m.State, err = ReadState(ctx, b, addr, matchID, new(big.Int).SetUint64(to)); err != nil {
		return nil, err
	}
	return m, nil
}

// NewMatch builds match matchID from its events in chain order (no views).
func NewMatch(matchID *big.Int, evs []Event) (*Match, error) {
	m := &Match{ID: matchID}
	for _, ev := range evs {
		if err := m.add(ev); err != nil {
			return nil, fmt.Errorf("match %s, block %d, log %d: %w", matchID, ev.Log.BlockNumber, ev.Log.Index, err)
		}
	}
	if m.Players[0] == (common.Address{}) {
		return nil, fmt.Errorf("match %s: no Wordle Poker MatchStarted event", matchID)
	}
	return m, nil
}

func seatOf(v *big.Int) (int, error) {
	if !v.IsUint64() || v.Uint64() > 1 {
		return 0, fmt.Errorf("%w: seat %s", ErrBadLog, v)
	}
	return int(v.Uint64()), nil
}

// add applies one event of the match.
func (m *Match) add(ev Event) error {
	if ev.Err != nil {
		return ev.Err
	}
	switch v := ev.Value.(type) {
	case *bp.WordlePokerMatchStarted:
		m.Players = [2]common.Address{v.A, v.B}
		return nil
	case *bp.WordlePokerWordsCommitted:
		k, err := seatOf(v.Seat)
		if err != nil {
			return err
		}
		m.Words[k] = v
		return nil
	case *bp.WordlePokerHouseAssigned:
		m.House = v
		return nil
	case *bp.WordlePokerSeedCommitted:
		m.next = v
		return nil
	case *bp.WordlePokerDealt:
		if v.Hand.Uint64() != uint64(len(m.Hands))+1 {
			return fmt.Errorf("%w: hand %s dealt after %d hands", ErrBadLog, v.Hand, len(m.Hands))
		}
		m.Hands = append(m.Hands, &Hand{Number: v.Hand.Uint64(), SeedCommitted: m.next, Dealt: v})
		return nil
	case *bp.WordlePokerMatchEnded:
		m.Ended = v
		return nil
	case *bp.WordlePokerHouseSlashed:
		m.Slashed = v
		return nil
	}
	h := m.Current()
	if h == nil {
		return fmt.Errorf("%w: %s before the first deal", ErrBadLog, ev.Name)
	}
	return h.add(ev)
}

// add applies one event of the current hand.
func (h *Hand) add(ev Event) error {
	switch v := ev.Value.(type) {
	case *bp.WordlePokerCardsSealed:
		h.Sealed = v
	case *bp.WordlePokerOpened:
		h.Opened = v
	case *bp.WordlePokerRaised:
		h.Raises = append(h.Raises, v)
	case *bp.WordlePokerStopped:
		h.Stopped = v
	case *bp.WordlePokerMulliganCommitted:
		k, err := seatOf(v.Seat)
		if err != nil {
			return err
		}
		h.MulliganCommitted[k] = true
	case *bp.WordlePokerMulliganOpened:
		k, err := seatOf(v.Seat)
		if err != nil {
			return err
		}
		h.Mulligans[k] = v
	case *bp.WordlePokerChosen:
		h.Chosen = v
	case *bp.WordlePokerSeedOpened:
		h.Seed = v
	case *bp.WordlePokerShowdown:
		h.Showdown = v
	case *bp.WordlePokerGuessed:
		h.Tries = append(h.Tries, &Try{Guess: v})
	case *bp.WordlePokerAnswered:
		n := len(h.Tries)
		if n == 0 || h.Tries[n-1].Answer != nil {
			return fmt.Errorf("%w: an answer with no guess awaiting it in hand %d", ErrBadLog, h.Number)
		}
		h.Tries[n-1].Answer = v
	case *bp.WordlePokerGuessesSkipped:
		h.Skipped = v
	default:
		return fmt.Errorf("%w: unexpected %s", ErrBadLog, ev.Name)
	}
	return nil
}
