package audit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	pokerbind "github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/game/poker"
	pokerwire "github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// ErrPoker is the error of a Wordle Poker match that does not hold up: its
// message names the first thing that failed, in one line.
var ErrPoker = errors.New("wordle poker audit failed")

// PokerConfig is the audit of one Wordle Poker match.
type PokerConfig struct {
	Backend  Backend
	Contract common.Address // the WordlePoker contract
	Match    *big.Int
	// Keys holds the verifying keys the auditor trusts; nil means the
	// shipped keys.
	Keys fs.FS
	// Dicts are the 5-letter dictionaries; nil means the embedded ones.
	Dicts *wire.Dictionaries
}

// PokerSettings are a WordlePoker contract's constructor arguments, read
// from its views.
type PokerSettings struct {
	Platform, Houses, CommitVerifier, RevealVerifier common.Address
	SecretRoot, SlashAmount                          *big.Int
}

// PokerMulligan is the calldata of one seat's mulligan: the commitment, then
// its opening.
type PokerMulligan struct {
	Commitment [32]byte
	Opened     bool // an openMulligan call (not the clock's "no mulligan")
	Mask       *big.Int
	Salt       [32]byte
}

// PokerShowdownCall is the calldata of a showdown.
type PokerShowdownCall struct {
	Seed, Next [32]byte
	Salts      [2][32]byte
}

// PokerAnswer is the calldata of one answer.
type PokerAnswer struct {
	Colours *big.Int
	Proof   []byte
}

// PokerReading is everything the auditor reads from the chain about a match:
// its events in chain order (bindings/poker values), the contract's code and
// settings, the hashes of the blocks a deal can be armed on and the calldata
// of every proof and opening. CheckPoker judges it without the chain, so a
// test can tamper with it.
type PokerReading struct {
	ChainID    *big.Int
	Contract   common.Address
	Match      *big.Int
	Code       []byte
	Settings   PokerSettings
	Events     []any
	Hashes     map[uint64]common.Hash // by block number
	WordProofs [2][]byte              // commitWords' proofs, by seat
	Mulligans  map[[2]uint64]*PokerMulligan
	Showdowns  map[uint64]*PokerShowdownCall // by hand
	Answers    map[[2]uint64]*PokerAnswer    // by hand and answer number in the hand
}

// ReadPoker reads match cfg.Match of the WordlePoker contract from the chain.
func ReadPoker(ctx context.Context, cfg PokerConfig) (*PokerReading, error) {
	b := cfg.Backend
	rd := &PokerReading{Contract: cfg.Contract, Match: cfg.Match, Hashes: map[uint64]common.Hash{},
		Mulligans: map[[2]uint64]*PokerMulligan{}, Showdowns: map[uint64]*PokerShowdownCall{}, Answers: map[[2]uint64]*PokerAnswer{}}
	var err error
	if rd.ChainID, err = b.ChainID(ctx); err != nil {
		return nil, fmt.Errorf("reading the chain id: %w", err)
	}
	x, err := newGameCalls(pokerbind.WordlePokerMetaData.ParseABI, ErrPoker)
	if err != nil {
		return nil, err
	}
	if err := rd.readContract(ctx, b, x.game); err != nil {
		return nil, err
	}
	head, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("reading the chain head: %w", err)
	}
	evs, err := pokerwire.ReadEvents(ctx, b, cfg.Contract, cfg.Match, 0, head.Number.Uint64())
	if err != nil {
		return nil, err
	}
	var hand uint64
	answers := 0
	for _, ev := range evs {
		l := ev.Log
		if ev.Err != nil {
			return nil, fmt.Errorf("%w: block %d, log %d: %w", ErrPoker, l.BlockNumber, l.Index, ev.Err)
		}
		v := ev.Value
		rd.Events = append(rd.Events, v)
		switch e := v.(type) {
		case *pokerbind.WordlePokerSeedCommitted, *pokerbind.WordlePokerAnswered, *pokerbind.WordlePokerGuessesSkipped:
			// blocks a deal can be armed on
			if err := rd.hash(ctx, b, l.BlockNumber); err != nil {
				return nil, err
			}
			if a, ok := e.(*pokerbind.WordlePokerAnswered); ok {
				if err := rd.readAnswer(ctx, b, x, l.TxHash, hand, answers, a); err != nil {
					return nil, err
				}
				answers++
			}
		case *pokerbind.WordlePokerDealt:
			hand, answers = e.Hand.Uint64(), 0
		case *pokerbind.WordlePokerWordsCommitted:
			if err := rd.readWords(ctx, b, x, l.TxHash, e); err != nil {
				return nil, err
			}
		case *pokerbind.WordlePokerMulliganCommitted:
			if err := rd.readMulligan(ctx, b, x, l.TxHash, hand, e.Seat, false); err != nil {
				return nil, err
			}
		case *pokerbind.WordlePokerMulliganOpened:
			if rd.Mulligans[[2]uint64{hand, e.Seat.Uint64()}] != nil {
				if err := rd.readMulligan(ctx, b, x, l.TxHash, hand, e.Seat, true); err != nil {
					return nil, err
				}
			}
		case *pokerbind.WordlePokerSeedOpened:
			if err := rd.readShowdown(ctx, b, x, l.TxHash, e); err != nil {
				return nil, err
			}
		}
	}
	return rd, nil
}

// readContract reads the contract's code and its settings.
func (rd *PokerReading) readContract(ctx context.Context, b Backend, a *abi.ABI) error {
	var err error
	if rd.Code, err = b.CodeAt(ctx, rd.Contract, nil); err != nil {
		return fmt.Errorf("reading the code of %s: %w", rd.Contract, err)
	}
	view := func(name string) (any, error) {
		m := a.Methods[name]
		out, err := b.CallContract(ctx, ethereum.CallMsg{To: &rd.Contract, Data: m.ID}, nil)
		if err != nil {
			return nil, fmt.Errorf("reading %s of %s: %w", name, rd.Contract, err)
		}
		v, err := m.Outputs.Unpack(out)
		if err != nil || len(v) != 1 {
			return nil, fmt.Errorf("%w: %s of %s does not decode (%v): is it a WordlePoker contract?", ErrPoker, name, rd.Contract, err)
		}
		return v[0], nil
	}
	s := &rd.Settings
	for name, dst := range map[string]*common.Address{"PLATFORM": &s.Platform, "HOUSES": &s.Houses,
		"COMMIT_VERIFIER": &s.CommitVerifier, "REVEAL_VERIFIER": &s.RevealVerifier} {
		v, err := view(name)
		if err != nil {
			return err
		}
		*dst, _ = v.(common.Address)
	}
	for name, dst := range map[string]**big.Int{"SECRET_ROOT": &s.SecretRoot, "SLASH_AMOUNT": &s.SlashAmount} {
		v, err := view(name)
		if err != nil {
			return err
		}
		*dst, _ = v.(*big.Int)
	}
	return nil
}

func (rd *PokerReading) hash(ctx context.Context, b Backend, n uint64) error {
	if _, ok := rd.Hashes[n]; ok {
		return nil
	}
	hdr, err := b.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return fmt.Errorf("reading block %d: %w", n, err)
	}
	rd.Hashes[n] = hdr.Hash()
	return nil
}

func (rd *PokerReading) readWords(ctx context.Context, b Backend, x *gameCalls, tx common.Hash, e *pokerbind.WordlePokerWordsCommitted) error {
	var in struct {
		MatchId     *big.Int
		Commitments [5]*big.Int
		Proof       []byte
		Key         [2]*big.Int
	}
	if err := x.find(ctx, b, tx, "commitWords", &in, func() bool {
		return in.MatchId.Cmp(rd.Match) == 0 && sameInts(in.Commitments[:], e.Commitments[:])
	}); err != nil {
		return err
	}
	if e.Seat.Cmp(big.NewInt(2)) >= 0 {
		return fmt.Errorf("%w: words committed for seat %s", ErrPoker, e.Seat)
	}
	rd.WordProofs[e.Seat.Uint64()] = in.Proof
	return nil
}

func (rd *PokerReading) readMulligan(ctx context.Context, b Backend, x *gameCalls, tx common.Hash, hand uint64, seat *big.Int, open bool) error {
	key := [2]uint64{hand, seat.Uint64()}
	if !open {
		var in struct {
			MatchId    *big.Int
			Commitment [32]byte
		}
		if err := x.find(ctx, b, tx, "commitMulligan", &in, func() bool { return in.MatchId.Cmp(rd.Match) == 0 }); err != nil {
			return err
		}
		rd.Mulligans[key] = &PokerMulligan{Commitment: in.Commitment}
		return nil
	}
	var in struct {
		MatchId *big.Int
		Mask    *big.Int
		Salt    [32]byte
	}
	if err := x.find(ctx, b, tx, "openMulligan", &in, func() bool { return in.MatchId.Cmp(rd.Match) == 0 }); err != nil {
		return err
	}
	m := rd.Mulligans[key]
	m.Opened, m.Mask, m.Salt = true, in.Mask, in.Salt
	return nil
}

func (rd *PokerReading) readShowdown(ctx context.Context, b Backend, x *gameCalls, tx common.Hash, e *pokerbind.WordlePokerSeedOpened) error {
	var in struct {
		MatchId        *big.Int
		Seed           [32]byte
		Salts          [2][32]byte
		NextSeedCommit [32]byte
	}
	if err := x.find(ctx, b, tx, "showdown", &in, func() bool { return in.MatchId.Cmp(rd.Match) == 0 && in.Seed == e.Seed }); err != nil {
		return err
	}
	rd.Showdowns[e.Hand.Uint64()] = &PokerShowdownCall{Seed: in.Seed, Next: in.NextSeedCommit, Salts: in.Salts}
	return nil
}

func (rd *PokerReading) readAnswer(ctx context.Context, b Backend, x *gameCalls, tx common.Hash, hand uint64, k int, e *pokerbind.WordlePokerAnswered) error {
	var in struct {
		MatchId *big.Int
		Colours *big.Int
		Proof   []byte
	}
	if err := x.find(ctx, b, tx, "answer", &in, func() bool {
		return in.MatchId.Cmp(rd.Match) == 0 && in.Colours.Cmp(e.Colours) == 0
	}); err != nil {
		return err
	}
	rd.Answers[[2]uint64{hand, uint64(k)}] = &PokerAnswer{Colours: in.Colours, Proof: in.Proof}
	return nil
}

// PokerGuess is one answered guess.
type PokerGuess struct {
	Word    int    // the index of the opponent's word
	Guess   string // five letters
	Colours string // G, Y and '.'
	Solved  bool
}

// PokerHand is one hand as the audit replayed it.
type PokerHand struct {
	Number      uint64
	Starter     poker.Player
	Card, Bet   int
	Raises      int
	Stopper     poker.Player
	StopTimeout bool
	Discards    [2]int        // mulligan counts
	Hands       [2]poker.Hand // after the mulligans (zero: no showdown)
	Choice      poker.Choice  // as applied (a timed-out choice: the losing one)
	Winner      poker.Player  // Nobody: equal hands, or no showdown
	Loss        int           // chips the non-stopper lost
	Guesses     []PokerGuess  // the winner's, answered
	Skipped     int           // guesses lost to the clock
	Refilled    bool          // the betting deck was refilled after this hand's card
	Chips       [2]int        // after the hand
}

// PokerAudit is the result of a Wordle Poker match that holds up.
type PokerAudit struct {
	Match   *big.Int
	Players [2]common.Address
	House   common.Address
	Hands   []PokerHand
	Chips   [2]int
	Winner  poker.Player // Nobody: not over, or a draw (a slashed house)
	Slashed bool
	Proofs  int // proofs verified
}
