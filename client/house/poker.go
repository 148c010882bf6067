package house

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/client"
	pokergame "github.com/wordproof/wordproof/game/poker"
	pwire "github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/hidden"
)

// PokerConfig is what the house's Wordle Poker dealer serves with.
type PokerConfig struct {
	Mover    client.Mover
	Backend  client.Backend
	Key      *Key           // the house's BabyJubJub key: cards are sealed with it
	Poker    common.Address // WordlePoker
	Registry common.Address
	Platform common.Address
	// Store keeps each hand's seed, written before its commitment is sent
	// and never replaced: a restarted dealer deals and opens the committed
	// seed. The dealt salts are derived from the seed (dealtSalt).
	Store     *client.Store
	FromBlock uint64
	Poll      time.Duration // default 250 ms
	Log       func(format string, args ...any)
	OnAction  func(Action)
}

// PokerDealer deals every Wordle Poker match the registry assigns to the
// house (docs/poker.md "The deck"): it commits each hand's stored seed,
// deals once the armed block's hash is known (the dealt commitments and each
// seat's cards sealed to the seat's key), opens the seed at the showdown
// with the next hand's commitment, plays the seed's defaults of missed
// player clocks (nudge) and releases a match the platform settled.
type PokerDealer struct {
	cfg      PokerConfig
	poker    *poker.WordlePoker
	inst     *bind.BoundContract
	platform *duel.DuelPlatform
	chainID  *big.Int
	next     uint64
	open     map[string]*big.Int
}

// NewPokerDealer checks cfg and returns a dealer.
func NewPokerDealer(ctx context.Context, cfg PokerConfig) (*PokerDealer, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Key == nil || cfg.Store == nil {
		return nil, errors.New("house: poker dealer config lacks a mover, backend, key or store")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	p := poker.NewWordlePoker()
	return &PokerDealer{
		cfg: cfg, poker: p, inst: p.Instance(cfg.Backend, cfg.Poker),
		platform: duel.NewDuelPlatform(), chainID: id, next: cfg.FromBlock, open: map[string]*big.Int{},
	}, nil
}

func (a *PokerDealer) logf(format string, args ...any) {
	if a.cfg.Log != nil {
		a.cfg.Log(format, args...)
	}
}

// Run deals until ctx ends, and returns ctx's error; an error of one poll
// is logged and the next poll tries again.
func (a *PokerDealer) Run(ctx context.Context) error {
	return Loop(ctx, a.cfg.Poll, a.Step, func(f string, args ...any) { a.logf("poker: "+f, args...) })
}

// Step looks for new assignments and makes the move each open match owes
// now; it reports whether it moved.
func (a *PokerDealer) Step(ctx context.Context) (bool, error) {
	if err := a.scan(ctx); err != nil {
		return false, err
	}
	return serveOpen(ctx, a.open, "poker match", a.serve)
}

// scan adds the matches assigned to the house since the last scan.
func (a *PokerDealer) scan(ctx context.Context) error {
	return ScanAssigned(ctx, a.cfg.Backend, a.cfg.Registry, a.cfg.Poker, a.cfg.Mover.Address(), &a.next, func(id *big.Int) {
		if _, ok := a.open[id.String()]; !ok {
			a.logf("poker: assigned match %s", id)
			a.open[id.String()] = id
		}
	})
}

// HandSeed returns the seed the store holds for hand (from 1) of matchID,
// making and storing a fresh one first: it is durable before its
// commitment leaves.
func (a *PokerDealer) HandSeed(matchID *big.Int, hand uint64) ([32]byte, error) {
	var seed [32]byte
	if _, err := rand.Read(seed[:]); err != nil {
		return seed, err
	}
	key := fmt.Sprintf("%s/hand-%d", client.GameKey(a.chainID, a.cfg.Poker, matchID), hand)
	held, err := a.cfg.Store.ReserveSecret(key, a.cfg.Mover.Address().Hex(), "poker-house-seed", hex.EncodeToString(seed[:]))
	if err != nil {
		return seed, err
	}
	b, err := hex.DecodeString(held)
	if err != nil || len(b) != 32 {
		return seed, fmt.Errorf("house: stored seed of match %s hand %d is not 32 bytes", matchID, hand)
	}
	return [32]byte(b), nil
}

// dealtSalt is the salt of seat's dealt commitment: derived from the hand's
// seed, so that it survives a restart with it and stays secret as long as
// the seed (both are opened at the showdown).
func dealtSalt(seed [32]byte, seat int) [32]byte {
	return [32]byte(crypto.Keccak256([]byte("wordproof/poker-dealt-salt/v1"), seed[:], []byte{byte(seat)}))
}

// serve makes the one move the match owes now, if any.
func (a *PokerDealer) serve(ctx context.Context, id *big.Int) (done, moved bool, err error) {
	head, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return false, false, err
	}
	st, err := pwire.ReadState(ctx, a.cfg.Backend, a.cfg.Poker, id, head.Number)
	if err != nil {
		return false, false, err
	}
	g := st.Game
	live, err := bind.Call(a.platform.Instance(a.cfg.Backend, a.cfg.Platform), &bind.CallOpts{Context: ctx, BlockNumber: head.Number},
		a.platform.PackIsLive(id), a.platform.UnpackIsLive)
	if err != nil {
		return false, false, err
	}
	if st.Phase() == pwire.PhaseOver || !live {
		if g.House == a.cfg.Mover.Address() && !g.HouseDone && !live {
			return true, true, a.send(ctx, Action{Kind: "release", Match: id}, a.poker.PackReleaseHouse(id))
		}
		return true, false, nil
	}
	if g.House != a.cfg.Mover.Address() {
		return false, false, nil
	}
	late := head.Time > st.Deadline()
	hand := uint64(g.Hand)
	switch st.Phase() {
	case pwire.PhaseSetup:
		if g.SeedCommit != ([32]byte{}) || late {
			return false, false, nil
		}
		seed, err := a.HandSeed(id, 1)
		if err != nil {
			return false, false, err
		}
		return false, true, a.send(ctx, Action{Kind: "commitSeed", Match: id, Round: 1}, a.poker.PackCommitSeed(id, pwire.SeedCommitment(seed)))
	case pwire.PhaseDeal:
		// the armed block's hash must be readable by the estimate too,
		// which runs at the head: deal once a later block is out
		if late || g.ArmBlock >= head.Number.Uint64() {
			return false, false, nil
		}
		return false, true, a.deal(ctx, id, st, hand+1)
	case pwire.PhaseShowdown:
		if late {
			return false, false, nil
		}
		seed, err := a.HandSeed(id, hand)
		if err != nil {
			return false, false, err
		}
		next, err := a.HandSeed(id, hand+1)
		if err != nil {
			return false, false, err
		}
		salts := [2][32]byte{dealtSalt(seed, 0), dealtSalt(seed, 1)}
		return false, true, a.send(ctx, Action{Kind: "showdown", Match: id, Round: int(hand)},
			a.poker.PackShowdown(id, seed, salts, pwire.SeedCommitment(next)))
	case pwire.PhaseOpen, pwire.PhaseBetting, pwire.PhaseMulligan, pwire.PhaseChoose, pwire.PhaseGuess:
		if !late {
			return false, false, nil
		}
		// a silent player's default keeps the match moving (anyone may nudge)
		return false, true, a.send(ctx, Action{Kind: "nudge", Match: id, Round: int(hand)}, a.poker.PackNudge(id))
	}
	return false, false, nil
}

// deal deals hand: the derived cards of each seat, committed with their
// salt and sealed to the seat's key.
func (a *PokerDealer) deal(ctx context.Context, id *big.Int, st pwire.State, hand uint64) error {
	armed, err := a.cfg.Backend.HeaderByNumber(ctx, new(big.Int).SetUint64(st.Game.ArmBlock))
	if err != nil {
		return err
	}
	seed, err := a.HandSeed(id, hand)
	if err != nil {
		return err
	}
	if pwire.SeedCommitment(seed) != st.Game.SeedCommit {
		return fmt.Errorf("the stored seed of hand %d does not open the committed one", hand)
	}
	r := pwire.HandRandomness(armed.Hash(), id.Uint64(), hand)
	top := pwire.DeckOrder(seed, r)
	var dealt [2][32]byte
	var sealed [2][]byte
	for k := range 2 {
		var cards pokergame.Hand
		copy(cards[:], top[5*k:5*k+5])
		salt := dealtSalt(seed, k)
		dealt[k] = pwire.DealtCommitment(id.Uint64(), hand, k, cards, salt)
		key := st.Seats[k].Key
		var peer twistededwards.PointAffine
		peer.X.SetBigInt(key[0])
		peer.Y.SetBigInt(key[1])
		shared, err := hidden.Shared(a.cfg.Key.Secret(), peer)
		if err != nil {
			return fmt.Errorf("seat %d's key: %w", k, err)
		}
		sealed[k] = pwire.SealCards(shared.Bytes(), id.Uint64(), hand, k, cards, salt)
	}
	a.logf("poker: match %s: deal hand %d", id, hand)
	return a.send(ctx, Action{Kind: "deal", Match: id, Round: int(hand)}, a.poker.PackDeal(id, dealt[0], dealt[1], sealed[0], sealed[1]))
}

// send sends a move to WordlePoker and hands it to OnAction once mined.
func (a *PokerDealer) send(ctx context.Context, act Action, data []byte) error {
	return sendAction(ctx, a.cfg.Mover, a.cfg.Poker, act, data, a.cfg.OnAction)
}
