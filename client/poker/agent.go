package poker

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	bp "github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/poker"
	"github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/prover"
)

// Moves are the WordlePoker functions a player's session key may call: its
// own moves, and those anyone may make that a player needs to drive its
// match on (assignHouse, nudge, slashHouse). None moves coins; the
// platform's claimTimeout is client/duel.Permissions'.
var Moves = []string{
	"commitWords", "assignHouse", "open", "raise", "stop", "commitMulligan", "openMulligan",
	"choose", "guess", "answer", "nudge", "slashHouse",
}

// Permissions are the (target, selector) pairs a session grant needs to play
// Wordle Poker at addr.
func Permissions(addr common.Address) ([]account.IWordproofAccountPermission, error) {
	return client.Permissions(&bp.WordlePokerMetaData, addr, Moves...)
}

// View is what a Strategy decides on: the match from the player's seat.
type View struct {
	Seat         int
	Hand         uint64
	Cards        poker.Hand // the player's dealt cards
	Chips        [2]int     // by seat
	Card, Bet    int        // the hand's betting card and current bet
	BettingCards []int      // left in the betting deck
	Solved       [poker.Words]bool
	Tries        []*wire.Try // the hand's guesses and answers so far
}

// ErrNoDecisionYet is what a Strategy returns while its decision is not
// made yet (the web page's player has not chosen): Play polls and asks
// again, making the moves that do not wait on it (answers, claims) meanwhile.
var ErrNoDecisionYet = errors.New("poker: no decision yet")

// Strategy makes a player's decisions; tests script it, the CLI reads them
// from its input, the web page from its player (ErrNoDecisionYet until
// then). Any other error stops the agent (the match goes on: a restart
// resumes it).
type Strategy interface {
	// Words are the five secret words (from the answers list).
	Words() ([poker.Words]string, error)
	// Open picks a betting card left and an opening bet of 1-10.
	Open(v View) (card, bet int, err error)
	// Raise returns how much to raise by, 0 to stop.
	Raise(v View) (int, error)
	// Mulligan returns the positions to discard (bit i: card i).
	Mulligan(v View) (uint8, error)
	// Choose returns wire.ChoiceHigher or wire.ChoiceLower.
	Choose(v View) (uint8, error)
	// Guess names one of the opponent's unsolved words and a guess at it.
	Guess(v View) (word int, guess string, err error)
}

// Config is what an Agent plays with.
type Config struct {
	Mover    client.Mover
	Backend  client.Backend
	Poker    common.Address // WordlePoker
	Platform common.Address // the duel platform (isLive, claimTimeout)
	Registry common.Address // the house registry (the house's key)
	// Store keeps the words, their salts, the player's key and each hand's
	// discards, each written before the move that depends on it and never
	// replaced: a restarted agent proves and opens what it committed.
	Store    *client.Store
	Dict     *prover.Dictionary // the 5-letter answers list
	Prover   *prover.Prover
	Strategy Strategy
	Poll     time.Duration // default 250 ms
	Log      func(format string, args ...any)
	// OnMove, when set, receives each move made, with its gas.
	OnMove func(Move)
}

// Move is one move the agent made.
type Move struct {
	Kind    string
	Hand    uint64
	Gas     uint64
	Proving time.Duration
}

// Result is how a match ended for the agent's player.
type Result struct {
	Seat  int
	Chips [2]int
	Won   bool // the match ended by its rules in the player's favour
	Gas   map[string][]uint64
}

// Agent plays Wordle Poker matches for one player.
type Agent struct {
	cfg      Config
	poker    *bp.WordlePoker
	registry *house.HouseRegistry
	platform *duel.DuelPlatform
	chainID  *big.Int
}

// NewAgent checks cfg and returns an agent.
func NewAgent(ctx context.Context, cfg Config) (*Agent, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Store == nil || cfg.Dict == nil || cfg.Prover == nil || cfg.Strategy == nil {
		return nil, errors.New("poker: agent config lacks a mover, backend, store, dictionary, prover or strategy")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	return &Agent{cfg: cfg, poker: bp.NewWordlePoker(), registry: house.NewHouseRegistry(), platform: duel.NewDuelPlatform(), chainID: id}, nil
}

func (a *Agent) logf(format string, args ...any) {
	if a.cfg.Log != nil {
		a.cfg.Log(format, args...)
	}
}

func (a *Agent) gameKey(matchID *big.Int) string {
	return client.GameKey(a.chainID, a.cfg.Poker, matchID)
}

// Secrets returns the player's words and salts for matchID as the store
// holds them, choosing and storing them first if there are none.
func (a *Agent) Secrets(matchID *big.Int) ([poker.Words]string, [poker.Words]fr.Element, error) {
	var words [poker.Words]string
	var salts [poker.Words]fr.Element
	// Stored words are never replaced: the strategy is asked only before
	// the first commitment (a page would otherwise be asked again at
	// each answer).
	var fresh [poker.Words]string
	if g, held := a.cfg.Store.Game(a.gameKey(matchID)); !held || len(g.Words) == 0 {
		var err error
		if fresh, err = a.cfg.Strategy.Words(); err != nil {
			return words, salts, err
		}
	}
	freshSalts := make([]string, poker.Words)
	for i := range freshSalts {
		var s fr.Element
		if _, err := s.SetRandom(); err != nil {
			return words, salts, err
		}
		freshSalts[i] = s.String()
	}
	held, _, err := a.cfg.Store.Reserve(a.gameKey(matchID), a.cfg.Mover.Address().Hex(), fresh[:], freshSalts)
	if err != nil {
		return words, salts, err
	}
	if len(held.Words) != poker.Words || len(held.Salts) != poker.Words {
		return words, salts, fmt.Errorf("poker: the store holds %d words for match %s, not five", len(held.Words), matchID)
	}
	for i := range words {
		words[i] = held.Words[i]
		if _, err := salts[i].SetString(held.Salts[i]); err != nil {
			return words, salts, fmt.Errorf("poker: stored salt %d of match %s: %w", i, matchID, err)
		}
	}
	return words, salts, nil
}

// Key returns the player's BabyJubJub key for matchID (stored first).
func (a *Agent) Key(matchID *big.Int) (*big.Int, twistededwards.PointAffine, error) {
	fresh, _, err := hidden.NewPlayerKey()
	if err != nil {
		return nil, twistededwards.PointAffine{}, err
	}
	held, err := a.cfg.Store.ReserveSecret(a.gameKey(matchID)+"/key", a.cfg.Mover.Address().Hex(), "poker-key", fresh.String())
	if err != nil {
		return nil, twistededwards.PointAffine{}, err
	}
	sk, ok := new(big.Int).SetString(held, 10)
	if !ok {
		return nil, twistededwards.PointAffine{}, fmt.Errorf("poker: stored key of match %s is not a number", matchID)
	}
	pk, err := hidden.PublicKey(sk)
	return sk, pk, err
}

// discards returns the hand's discard mask as stored (the strategy's, stored
// first) and its commitment salt.
func (a *Agent) discards(matchID *big.Int, hand uint64, choose func() (uint8, error)) (uint8, [32]byte, error) {
	var salt [32]byte
	if _, err := rand.Read(salt[:]); err != nil {
		return 0, salt, err
	}
	key := fmt.Sprintf("%s/mulligan-%d", a.gameKey(matchID), hand)
	choice := "0"
	if _, held := a.cfg.Store.Game(key); !held {
		mask, err := choose()
		if err != nil {
			return 0, salt, err
		}
		choice = strconv.Itoa(int(mask))
	}
	fresh := choice + ":" + common.Bytes2Hex(salt[:])
	held, err := a.cfg.Store.ReserveSecret(key, a.cfg.Mover.Address().Hex(), "poker-mulligan", fresh)
	if err != nil {
		return 0, salt, err
	}
	var mask int
	var saltHex string
	if n, err := fmt.Sscanf(held, "%d:%s", &mask, &saltHex); n != 2 || err != nil || mask > 0x1f || len(saltHex) != 64 {
		return 0, salt, fmt.Errorf("poker: stored discards of match %s hand %d are malformed", matchID, hand)
	}
	return uint8(mask), [32]byte(common.Hex2Bytes(saltHex)), nil
}

// read is one read of the match at the head.
type read struct {
	st   wire.State
	live bool
	head *big.Int
	now  uint64
}

func (a *Agent) read(ctx context.Context, matchID *big.Int) (read, error) {
	var r read
	h, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return r, err
	}
	r.head, r.now = h.Number, h.Time
	if r.st, err = wire.ReadState(ctx, a.cfg.Backend, a.cfg.Poker, matchID, h.Number); err != nil {
		return r, err
	}
	r.live, err = bind.Call(a.platform.Instance(a.cfg.Backend, a.cfg.Platform), &bind.CallOpts{Context: ctx, BlockNumber: h.Number},
		a.platform.PackIsLive(matchID), a.platform.UnpackIsLive)
	return r, err
}

// play is what Play keeps between polls.
type play struct {
	id    *big.Int
	seat  int
	res   *Result
	cards map[uint64]poker.Hand
	since map[string]time.Time
}

// grace is how long seat b waits before a move either player may make, so
// that both do not send it in one block (the second would revert).
const grace = 3 * time.Second

// nudgeAfter is how long past a deadline the agent waits before it plays a
// default itself (seconds): the house nudges at once, and a second nudge in
// the same block would revert.
const nudgeAfter = 5

// Play plays match matchID to its end.
func (a *Agent) Play(ctx context.Context, matchID *big.Int) (Result, error) {
	res := Result{Gas: map[string][]uint64{}}
	p := &play{id: matchID, res: &res, cards: map[uint64]poker.Hand{}, since: map[string]time.Time{}}
	me := a.cfg.Mover.Address()
	err := client.Steps(ctx, a.cfg.Poll, a.logf, func(ctx context.Context) (bool, bool, error) {
		r, err := a.read(ctx, matchID)
		if err != nil {
			return false, false, err
		}
		switch me {
		case r.st.Game.A:
			p.seat = 0
		case r.st.Game.B:
			p.seat = 1
		default:
			return false, false, fmt.Errorf("poker: %s does not play match %s", me, matchID)
		}
		res.Seat = p.seat
		res.Chips = [2]int{int(r.st.Game.Chips[0]), int(r.st.Game.Chips[1])}
		if !r.live { // settled by the platform: by the rules, a timeout or a slash
			m, err := wire.ReadMatch(ctx, a.cfg.Backend, a.cfg.Poker, matchID, r.head.Uint64())
			if err != nil {
				return false, false, err
			}
			res.Won = m.Ended != nil && int(m.Ended.Winner.Int64()) == p.seat
			return true, false, nil
		}
		moved, err := a.step(ctx, p, r)
		if errors.Is(err, ErrNoDecisionYet) {
			return false, false, nil
		}
		return false, moved, err
	})
	return res, err
}

// anyone reports whether this seat should make a move either player may
// make now: seat a at once, seat b after grace.
func (p *play) anyone(kind string) bool {
	if p.seat == 0 {
		return true
	}
	t, ok := p.since[kind]
	if !ok {
		p.since[kind] = time.Now()
		return false
	}
	return time.Since(t) >= grace
}

// step makes the one move the match waits for from this player, if any.
func (a *Agent) step(ctx context.Context, p *play, r read) (bool, error) {
	g := r.st.Game
	late := r.now > r.st.Deadline()
	mine := g.ToAct == uint8(p.seat)
	switch r.st.Phase() {
	case wire.PhaseSetup:
		if r.st.Seats[p.seat].Words[0].Sign() == 0 {
			if late {
				return false, nil
			}
			return true, a.commitWords(ctx, p)
		}
		if g.House == (common.Address{}) && !late && p.anyone("assignHouse") {
			return true, a.send(ctx, p, "assignHouse", 0, a.poker.PackAssignHouse(p.id), 0)
		}
		if r.st.Seats[1-p.seat].Words[0].Sign() == 0 || g.House == (common.Address{}) {
			// the opponent's words or any house missing: the platform settles
			return a.claim(ctx, p, late)
		}
		return a.houseLate(ctx, p, r, late)
	case wire.PhaseDeal, wire.PhaseShowdown:
		return a.houseLate(ctx, p, r, late)
	case wire.PhaseOpen, wire.PhaseBetting, wire.PhaseChoose, wire.PhaseGuess:
		if late {
			if r.now > r.st.Deadline()+nudgeAfter && p.anyone("nudge") {
				return true, a.send(ctx, p, "nudge", uint64(g.Hand), a.poker.PackNudge(p.id), 0)
			}
			return false, nil
		}
		if !mine {
			return false, nil
		}
		v, err := a.view(ctx, p, r)
		if err != nil {
			return false, err
		}
		return true, a.decide(ctx, p, r, v)
	case wire.PhaseMulligan:
		if late {
			if r.now > r.st.Deadline()+nudgeAfter && p.anyone("nudge") {
				return true, a.send(ctx, p, "nudge", uint64(g.Hand), a.poker.PackNudge(p.id), 0)
			}
			return false, nil
		}
		if r.st.Seats[p.seat].Committed {
			return false, nil
		}
		v, err := a.view(ctx, p, r)
		if err != nil {
			return false, err
		}
		mask, salt, err := a.discards(p.id, uint64(g.Hand), func() (uint8, error) { return a.cfg.Strategy.Mulligan(v) })
		if err != nil {
			return false, err
		}
		c := wire.MulliganCommitment(p.id.Uint64(), uint64(g.Hand), p.seat, mask, salt)
		return true, a.send(ctx, p, "commitMulligan", uint64(g.Hand), a.poker.PackCommitMulligan(p.id, c), 0)
	case wire.PhaseMulliganOpen:
		s := r.st.Seats[p.seat]
		if s.Committed && !s.Opened && !late {
			mask, salt, err := a.discards(p.id, uint64(g.Hand), func() (uint8, error) { return 0, nil })
			if err != nil {
				return false, err
			}
			return true, a.send(ctx, p, "openMulligan", uint64(g.Hand), a.poker.PackOpenMulligan(p.id, big.NewInt(int64(mask)), salt), 0)
		}
		return a.claim(ctx, p, late)
	case wire.PhaseAnswer:
		if mine && !late {
			return true, a.answer(ctx, p, r)
		}
		return a.claim(ctx, p, late)
	}
	return false, nil
}

// houseLate slashes a house that missed its deadline (the match is drawn,
// the players paid from its bond).
func (a *Agent) houseLate(ctx context.Context, p *play, r read, late bool) (bool, error) {
	if !late || r.st.Game.House == (common.Address{}) || !p.anyone("slashHouse") {
		return false, nil
	}
	return true, a.send(ctx, p, "slashHouse", uint64(r.st.Game.Hand), a.poker.PackSlashHouse(p.id), 0)
}

// claim settles a silent opponent's loss through the platform.
func (a *Agent) claim(ctx context.Context, p *play, late bool) (bool, error) {
	if !late || !p.anyone("claimTimeout") {
		return false, nil
	}
	r, err := a.cfg.Mover.Send(ctx, a.cfg.Platform, a.platform.PackClaimTimeout(p.id), nil)
	if err != nil {
		return true, client.DecodeRevert(err)
	}
	p.res.Gas["claimTimeout"] = append(p.res.Gas["claimTimeout"], r.GasUsed)
	return true, nil
}

// view builds the strategy's view, reading the player's cards of the hand.
func (a *Agent) view(ctx context.Context, p *play, r read) (View, error) {
	g := r.st.Game
	hand := uint64(g.Hand)
	v := View{
		Seat: p.seat, Hand: hand, Chips: [2]int{int(g.Chips[0]), int(g.Chips[1])},
		Card: int(g.Card), Bet: int(g.Bet), BettingCards: r.st.BettingCards(), Solved: r.st.Solved(p.seat),
	}
	cards, err := a.Cards(ctx, p.id, hand, r.head.Uint64())
	if err != nil {
		return v, err
	}
	v.Cards = cards
	m, err := wire.ReadMatch(ctx, a.cfg.Backend, a.cfg.Poker, p.id, r.head.Uint64())
	if err != nil {
		return v, err
	}
	if h := m.Current(); h != nil {
		v.Tries = h.Tries
	}
	return v, nil
}

// Cards opens the player's sealed cards of hand and checks them against the
// house's dealt commitment.
func (a *Agent) Cards(ctx context.Context, matchID *big.Int, hand, head uint64) (poker.Hand, error) {
	m, err := wire.ReadMatch(ctx, a.cfg.Backend, a.cfg.Poker, matchID, head)
	if err != nil {
		return poker.Hand{}, err
	}
	seat := m.Seat(a.cfg.Mover.Address())
	if seat < 0 || hand == 0 || hand > uint64(len(m.Hands)) || m.Hands[hand-1].Sealed == nil {
		return poker.Hand{}, fmt.Errorf("poker: no sealed cards of hand %d for %s", hand, a.cfg.Mover.Address())
	}
	h := m.Hands[hand-1]
	sk, _, err := a.Key(matchID)
	if err != nil {
		return poker.Hand{}, err
	}
	hs, err := bind.Call(a.registry.Instance(a.cfg.Backend, a.cfg.Registry), &bind.CallOpts{Context: ctx},
		a.registry.PackHouseOf(m.State.Game.House), a.registry.UnpackHouseOf)
	if err != nil {
		return poker.Hand{}, err
	}
	var peer twistededwards.PointAffine
	peer.X.SetBigInt(hs.PubKeyX)
	peer.Y.SetBigInt(hs.PubKeyY)
	shared, err := hidden.Shared(sk, peer)
	if err != nil {
		return poker.Hand{}, err
	}
	sealed, dealt := h.Sealed.SealedA, h.Dealt.DealtA
	if seat == 1 {
		sealed, dealt = h.Sealed.SealedB, h.Dealt.DealtB
	}
	cards, salt, err := wire.OpenSealed(shared.Bytes(), matchID.Uint64(), hand, seat, sealed)
	if err != nil {
		return cards, err
	}
	return cards, wire.CheckDealt(dealt, matchID.Uint64(), hand, seat, cards, salt)
}

// decide makes the strategy's move of the turn.
func (a *Agent) decide(ctx context.Context, p *play, r read, v View) error {
	id, hand := p.id, v.Hand
	switch r.st.Phase() {
	case wire.PhaseOpen:
		card, bet, err := a.cfg.Strategy.Open(v)
		if err != nil {
			return err
		}
		return a.send(ctx, p, "open", hand, a.poker.PackOpen(id, big.NewInt(int64(card)), big.NewInt(int64(bet))), 0)
	case wire.PhaseBetting:
		by, err := a.cfg.Strategy.Raise(v)
		if err != nil {
			return err
		}
		if by > 0 {
			return a.send(ctx, p, "raise", hand, a.poker.PackRaise(id, big.NewInt(int64(by))), 0)
		}
		return a.send(ctx, p, "stop", hand, a.poker.PackStop(id), 0)
	case wire.PhaseChoose:
		c, err := a.cfg.Strategy.Choose(v)
		if err != nil {
			return err
		}
		return a.send(ctx, p, "choose", hand, a.poker.PackChoose(id, c), 0)
	case wire.PhaseGuess:
		word, guess, err := a.cfg.Strategy.Guess(v)
		if err != nil {
			return err
		}
		sym, err := game.Letters.Encode(guess, 5)
		if err != nil {
			return fmt.Errorf("poker: strategy's guess %q: %w", guess, err)
		}
		return a.send(ctx, p, "guess", hand, a.poker.PackGuess(id, big.NewInt(int64(word)), new(big.Int).SetUint64(game.PackWord(sym))), 0)
	}
	return nil
}

// binding is the context of the player's proofs in round (0: the words, a
// hand number: its answers), as WordlePoker.contextOf.
func (a *Agent) binding(matchID *big.Int, round uint64) (fr.Element, error) {
	b := prover.Binding{ChainID: a.chainID, Contract: a.cfg.Poker, GameID: matchID, Round: round, Player: a.cfg.Mover.Address()}
	return b.Context()
}

// commitWords proves and commits the five words with the player's key.
func (a *Agent) commitWords(ctx context.Context, p *play) error {
	words, salts, err := a.Secrets(p.id)
	if err != nil {
		return err
	}
	_, pk, err := a.Key(p.id)
	if err != nil {
		return err
	}
	c, err := a.binding(p.id, 0)
	if err != nil {
		return err
	}
	start := time.Now()
	proof, err := a.cfg.Prover.ProveCommit(ctx, prover.CommitInput{Dictionary: a.cfg.Dict, Words: words[:], Salts: salts[:], Context: c})
	if err != nil {
		return err
	}
	proving := time.Since(start)
	var cs [poker.Words]*big.Int
	for i := range cs {
		cs[i] = proof.Public[1+i].BigInt(new(big.Int))
	}
	key := [2]*big.Int{pk.X.BigInt(new(big.Int)), pk.Y.BigInt(new(big.Int))}
	return a.send(ctx, p, "commitWords", 0, a.poker.PackCommitWords(p.id, cs, proof.Points.Bytes(), key), proving)
}

// answer proves the colours of the pending guess at the player's word.
func (a *Agent) answer(ctx context.Context, p *play, r read) error {
	g := r.st.Game
	words, salts, err := a.Secrets(p.id)
	if err != nil {
		return err
	}
	w := int(g.PendingWord)
	guess := game.Letters.Decode(game.UnpackWord(uint64(g.PendingGuess), poker.WordLength))
	secret, err := game.Letters.Encode(words[w], 5)
	if err != nil {
		return err
	}
	gs, err := game.Letters.Encode(guess, 5)
	if err != nil {
		return err
	}
	colors := make([]game.Color, 5)
	game.Feedback(secret, gs, colors)
	var colours uint64
	for i, c := range colors {
		colours |= uint64(c) << (2 * i)
	}
	c, err := a.binding(p.id, uint64(g.Hand))
	if err != nil {
		return err
	}
	start := time.Now()
	proof, err := a.cfg.Prover.ProveReveal(ctx, prover.RevealInput{Alphabet: game.Letters, Secret: words[w], Salt: salts[w], Guesses: []string{guess}, Context: c})
	if err != nil {
		return err
	}
	return a.send(ctx, p, "answer", uint64(g.Hand), a.poker.PackAnswer(p.id, new(big.Int).SetUint64(colours), proof.Points.Bytes()), time.Since(start))
}

// send sends a move to WordlePoker; a refusal comes back as its sentence.
func (a *Agent) send(ctx context.Context, p *play, kind string, hand uint64, data []byte, proving time.Duration) error {
	a.logf("poker: match %s hand %d: %s", p.id, hand, kind)
	r, err := a.cfg.Mover.Send(ctx, a.cfg.Poker, data, nil)
	if err != nil {
		return client.DecodeRevert(err)
	}
	p.res.Gas[kind] = append(p.res.Gas[kind], r.GasUsed)
	if a.cfg.OnMove != nil {
		a.cfg.OnMove(Move{Kind: kind, Hand: hand, Gas: r.GasUsed, Proving: proving})
	}
	return nil
}
