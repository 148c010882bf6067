package worduel

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	bo3wire "github.com/wordproof/wordproof/game/worduel/wire"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/prover"
)

// Bo3Moves are the WorduelBo3 functions a player's session key may call:
// its own moves (postKey, guess), the ones anyone may make that a player
// needs to drive its match on (drawHouse, tally, claimHouseTimeout, close).
// None moves coins: the platform settles through the mode.
var Bo3Moves = []string{"postKey", "drawHouse", "guess", "tally", "claimHouseTimeout", "close"}

// Bo3Permissions are the (target, selector) pairs a session grant needs to
// play Best of 3 at bo3: Bo3Moves on it. The duel platform's own moves
// (queue, claimTimeout) are client/duel.Permissions'.
func Bo3Permissions(bo3 common.Address) ([]account.IWordproofAccountPermission, error) {
	return client.Permissions(&house.WorduelBo3MetaData, bo3, Bo3Moves...)
}

// ErrHouseBinding is returned by Bo3Agent.Play when the binding M the house
// posted for the player is not the one the player's own key gives: the
// house's answers could not be decrypted, so the agent stops (it cannot
// happen with a verified key proof: it would mean a broken deployment).
var ErrHouseBinding = errors.New("worduel: the house's binding does not match the player's key")

// Bo3Config is what a Best of 3 player agent plays with.
type Bo3Config struct {
	Mover    client.Mover   // sends the player's moves
	Backend  client.Backend // reads the chain
	Bo3      common.Address // WorduelBo3
	Platform common.Address // the duel platform (isLive, claimTimeout)
	Registry common.Address // the house registry (the house's public key)
	// Store keeps the player's key of every match: written before the key is
	// posted and never replaced, so a restart decrypts with the same key.
	Store    *client.Store
	Dicts    *wire.Dictionaries // the 5-letter lists (the answers' root, the guesses)
	Prover   *prover.Prover     // proves the player's own tally when the house misses it
	Strategy Strategy           // picks guesses from the colours seen this round
	// Poll is how often the agent reads the match; default 250 ms.
	Poll time.Duration
	// Log, when set, receives one line per move.
	Log func(format string, args ...any)
	// OnStatus, when set, receives every read of the match (each poll).
	OnStatus func(Bo3Status)
	// OnMove, when set, receives each move the agent made, and a "colours"
	// move for each of the player's answers it decrypted (Block: the
	// answer's block, GuessBlock: the guess's; Sent: when the guess was
	// handed to the mover, if this agent sent it; Mined: when the colours
	// were read).
	OnMove func(Move)
}

// Bo3Status is one read of a Best of 3 match from a player's side.
type Bo3Status struct {
	Seat              int            // 0: a, 1: b
	House             common.Address // zero until drawn
	Committed         bool           // the house committed: the rounds run
	Round             int            // the round in play (0-based)
	RoundStart        time.Time      // when its clocks start (after the pause); zero before the commitment
	Wins, OppWins     int
	Tries, OppTries   int // answered tries this round
	Solved, OppSolved bool
	Clock, OppClock   time.Duration
	Pending           bool  // the player's guess awaits the house's answer
	OppPending        bool  // the opponent's does
	Grid              []Try // the player's answered tries this round, decrypted
	Live              bool  // the platform has not settled the match
}

// Bo3Result is how a Best of 3 match ended for the agent's player.
type Bo3Result struct {
	Seat          int
	Wins, Opp     int // rounds won
	Settled       bool
	HouseTimedOut bool            // the house missed a deadline: bets back, compensation from its bond
	ProvingTimes  []time.Duration // the player's own tally proofs
	// Gas is the gas of the agent's moves by name ("postKey", "drawHouse",
	// "guess", "tally", "claimHouseTimeout", "claimTimeout").
	Gas map[string][]uint64
}

// Bo3Agent plays Best of 3 matches for one player: a fresh key per match
// (stored first), the house draw, hidden guesses chosen by its Strategy
// from the colours it decrypts, its own tally if the house misses it, and
// the claims of the house's and the opponent's missed deadlines.
type Bo3Agent struct {
	cfg      Bo3Config
	bo3      *house.WorduelBo3
	inst     *bind.BoundContract
	registry *house.HouseRegistry
	platform *duel.DuelPlatform
	chainID  *big.Int
	word     hidden.Word
	window   uint64 // WINDOW, seconds
}

// NewBo3Agent checks cfg and returns an agent.
func NewBo3Agent(ctx context.Context, cfg Bo3Config) (*Bo3Agent, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Store == nil || cfg.Dicts == nil || cfg.Prover == nil || cfg.Strategy == nil {
		return nil, errors.New("worduel: Best of 3 agent config lacks a mover, backend, store, dictionaries, prover or strategy")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	b := house.NewWorduelBo3()
	a := &Bo3Agent{
		cfg: cfg, bo3: b, inst: b.Instance(cfg.Backend, cfg.Bo3), registry: house.NewHouseRegistry(),
		platform: duel.NewDuelPlatform(), chainID: id, word: hidden.Word{Length: cfg.Dicts.Length, Alphabet: game.Letters},
	}
	w, err := bind.Call(a.inst, &bind.CallOpts{Context: ctx}, b.PackWINDOW(), b.UnpackWINDOW)
	if err != nil {
		return nil, fmt.Errorf("worduel: read the Best of 3 window at %s: %w", cfg.Bo3, err)
	}
	a.window = w.Uint64()
	return a, nil
}

func (a *Bo3Agent) logf(format string, args ...any) {
	if a.cfg.Log != nil {
		a.cfg.Log(format, args...)
	}
}

// Key returns the player's key for matchID as the store holds it, making and
// storing a fresh one first if there is none: it is durable before the key
// is posted, and never replaced.
func (a *Bo3Agent) Key(matchID *big.Int) (*big.Int, twistededwards.PointAffine, error) {
	key := client.GameKey(a.chainID, a.cfg.Bo3, matchID)
	fresh, _, err := hidden.NewPlayerKey()
	if err != nil {
		return nil, twistededwards.PointAffine{}, err
	}
	held, err := a.cfg.Store.ReserveSecret(key, a.cfg.Mover.Address().Hex(), "bo3-key", fresh.String())
	if err != nil {
		return nil, twistededwards.PointAffine{}, err
	}
	sk, ok := new(big.Int).SetString(held, 10)
	if !ok {
		return nil, twistededwards.PointAffine{}, fmt.Errorf("worduel: stored key of match %s is not a number", matchID)
	}
	pk, err := hidden.PublicKey(sk)
	return sk, pk, err
}

// bo3State is one read of a match, every call at one block.
type bo3State struct {
	game     house.IWorduelBo3Game
	sides    [2]house.IWorduelBo3Side
	left     [2]uint64
	overAt   uint64 // roundOverAt
	houseDue uint64 // houseDueOf
	live     bool
	head     uint64 // the block read
	now      uint64 // its timestamp
}

func (a *Bo3Agent) read(ctx context.Context, matchID *big.Int) (bo3State, error) {
	var s bo3State
	h, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return s, err
	}
	s.head, s.now = h.Number.Uint64(), h.Time
	opts := &bind.CallOpts{Context: ctx, BlockNumber: h.Number}
	if s.game, err = bind.Call(a.inst, opts, a.bo3.PackGameOf(matchID), a.bo3.UnpackGameOf); err != nil {
		return s, err
	}
	for k := range 2 {
		seat := big.NewInt(int64(k))
		if s.sides[k], err = bind.Call(a.inst, opts, a.bo3.PackSideOf(matchID, seat), a.bo3.UnpackSideOf); err != nil {
			return s, err
		}
		left, err := bind.Call(a.inst, opts, a.bo3.PackTimeLeft(matchID, seat), a.bo3.UnpackTimeLeft)
		if err != nil {
			return s, err
		}
		s.left[k] = left.Uint64()
	}
	over, err := bind.Call(a.inst, opts, a.bo3.PackRoundOverAt(matchID), a.bo3.UnpackRoundOverAt)
	if err != nil {
		return s, err
	}
	due, err := bind.Call(a.inst, opts, a.bo3.PackHouseDueOf(matchID), a.bo3.UnpackHouseDueOf)
	if err != nil {
		return s, err
	}
	s.overAt, s.houseDue = over.Uint64(), due.Uint64()
	s.live, err = bind.Call(a.platform.Instance(a.cfg.Backend, a.cfg.Platform), opts, a.platform.PackIsLive(matchID), a.platform.UnpackIsLive)
	return s, err
}

// bo3Play is what Play keeps between polls of one match.
type bo3Play struct {
	id       *big.Int
	seat     int
	sk       *big.Int
	k        fr.Element // the match key, once the house committed
	keyed    bool
	res      *Bo3Result
	grid     []Try                // the player's answered tries this round
	gridAt   [2]int               // (round, answered tries) grid was read at; -1 before
	sent     map[[2]int]time.Time // when each (round, try) guess was sent
	reported map[[2]int]bool      // (round, try) colours handed to OnMove
	since    map[string]time.Time // when a move anyone may make was first due (seat b waits)
	lastDraw time.Time
}

// Moves that would revert cost a sponsored player more than gas (the
// sponsor stops sponsoring a sender for a while after reverts), so the agent
// leaves out the moves it can foresee failing.
const (
	// bo3Grace is how long seat b waits before a move either player may make
	// (the draw, a claim): seat a makes it at once, and both in one block
	// would revert the second.
	bo3Grace = 3 * time.Second
	// drawEvery spaces the draw attempts: with no eligible house the
	// registry re-arms the draw on the attempt's block.
	drawEvery = 2 * time.Second
)

// Play plays Best of 3 match matchID to its end and returns the result.
func (a *Bo3Agent) Play(ctx context.Context, matchID *big.Int) (Bo3Result, error) {
	res := Bo3Result{}
	p := &bo3Play{id: matchID, res: &res, gridAt: [2]int{-1, -1}, sent: map[[2]int]time.Time{},
		reported: map[[2]int]bool{}, since: map[string]time.Time{}}
	me := a.cfg.Mover.Address()
	err := client.Steps(ctx, a.cfg.Poll, a.logf, func(ctx context.Context) (bool, bool, error) {
		s, err := a.read(ctx, matchID)
		if err != nil {
			return false, false, err
		}
		switch me {
		case s.game.A:
			p.seat = 0
		case s.game.B:
			p.seat = 1
		default:
			return false, false, fmt.Errorf("worduel: %s does not play Best of 3 match %s", me, matchID)
		}
		res.Seat = p.seat
		mine, theirs := s.sides[p.seat], s.sides[1-p.seat]
		res.Wins, res.Opp = int(mine.Wins), int(theirs.Wins)
		if err := a.readGrid(ctx, p, s); err != nil {
			return false, false, err
		}
		if a.cfg.OnStatus != nil {
			a.cfg.OnStatus(Bo3Status{
				Seat: p.seat, House: s.game.House, Committed: s.game.SeedCommitment.Sign() != 0, Round: int(s.game.Round),
				RoundStart: unixTime(s.game.RoundStart), Wins: int(mine.Wins), OppWins: int(theirs.Wins),
				Tries: int(mine.Tries), OppTries: int(theirs.Tries), Solved: mine.SolvedAt.Sign() != 0, OppSolved: theirs.SolvedAt.Sign() != 0,
				Clock: time.Duration(s.left[p.seat]) * time.Second, OppClock: time.Duration(s.left[1-p.seat]) * time.Second,
				Pending: mine.Pending.Sign() != 0, OppPending: theirs.Pending.Sign() != 0, Grid: append([]Try(nil), p.grid...), Live: s.live,
			})
		}
		if !s.live {
			res.Settled = true
			res.HouseTimedOut, err = a.houseTimedOut(ctx, matchID)
			return true, false, err
		}
		moved, err := a.step(ctx, p, s)
		return false, moved, err
	})
	return res, err
}

// unixTime is a contract's time in seconds; zero (not set) is the zero time.
func unixTime(v *big.Int) time.Time {
	if v.Sign() == 0 {
		return time.Time{}
	}
	return time.Unix(v.Int64(), 0)
}

// houseTimedOut reports whether the match ended by the house's missed
// deadline.
func (a *Bo3Agent) houseTimedOut(ctx context.Context, matchID *big.Int) (bool, error) {
	return bo3wire.HouseTimedOut(ctx, a.cfg.Backend, a.cfg.Bo3, matchID)
}

// step makes the one move the match is waiting for from this player, if
// any, and reports whether it moved.
func (a *Bo3Agent) step(ctx context.Context, p *bo3Play, s bo3State) (bool, error) {
	g := s.game
	mine, theirs := s.sides[p.seat], s.sides[1-p.seat]
	if mine.PlayerY.Sign() == 0 {
		if s.now > g.KeysDue.Uint64() {
			return a.claimTimeout(ctx, p, s)
		}
		sk, pk, err := a.Key(p.id) // stored before it leaves
		if err != nil {
			return false, err
		}
		p.sk = sk
		a.logf("post the key of match %s", p.id)
		return true, a.send(ctx, p, Move{Kind: "postKey"}, a.bo3.PackPostKey(p.id, pk.X.BigInt(new(big.Int)), pk.Y.BigInt(new(big.Int))))
	}
	if p.sk == nil {
		sk, _, err := a.Key(p.id)
		if err != nil {
			return false, err
		}
		p.sk = sk
	}
	// a house deadline passed: end the match, bets back, compensation
	if s.houseDue != 0 && s.now > s.houseDue {
		if !a.turn(p, "claimHouseTimeout") {
			return false, nil
		}
		a.logf("claim the house's missed deadline of match %s (due %d)", p.id, s.houseDue)
		return true, a.send(ctx, p, Move{Kind: "claimHouseTimeout"}, a.bo3.PackClaimHouseTimeout(p.id))
	}
	if moved, err := a.claimTimeout(ctx, p, s); moved || err != nil {
		return moved, err
	}
	if g.House == (common.Address{}) {
		if theirs.PlayerY.Sign() == 0 || time.Since(p.lastDraw) < drawEvery || !a.turn(p, "drawHouse") {
			return false, nil
		}
		p.lastDraw = time.Now()
		a.logf("draw the house of match %s", p.id)
		return true, a.send(ctx, p, Move{Kind: "drawHouse"}, a.bo3.PackDrawHouse(p.id))
	}
	if g.SeedCommitment.Sign() == 0 {
		return false, nil // the house commits (or misses its deadline)
	}
	if !p.keyed {
		if err := a.matchKey(ctx, p, s); err != nil {
			return false, err
		}
	}
	round := int(g.Round)
	if s.overAt != 0 && !mine.Tallied {
		// The house owes the tally; the player, who knows M and its tries,
		// posts its own once half the window has passed without it.
		if s.now < s.overAt+a.window/2 || s.now >= s.overAt+a.window {
			return false, nil
		}
		return true, a.tally(ctx, p, round, mine)
	}
	if mine.Pending.Sign() != 0 || int(mine.Tries) >= hidden.Tries || mine.SolvedAt.Sign() != 0 || theirs.SolvedAt.Sign() != 0 {
		return false, nil
	}
	if s.now < g.RoundStart.Uint64() || s.head <= g.DrawBlock || s.left[p.seat] <= guessMargin {
		return false, nil
	}
	w, err := a.cfg.Strategy.Guess(ctx, p.grid)
	if errors.Is(err, ErrNoGuessYet) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	letters, err := game.Letters.Encode(w, a.word.Length)
	if err != nil {
		return false, fmt.Errorf("worduel: strategy guess %q: %w", w, err)
	}
	ct, err := hidden.EncryptGuess(a.word, p.k, uint64(round), int(mine.Tries), letters)
	if err != nil {
		return false, err
	}
	a.logf("guess %q in round %d (try %d)", w, round, mine.Tries+1)
	p.sent[[2]int{round, int(mine.Tries)}] = time.Now()
	err = a.send(ctx, p, Move{Kind: "guess", Word: round, Guess: w}, a.bo3.PackGuess(p.id, ct.BigInt(new(big.Int))))
	if errors.Is(err, client.ErrReverted) {
		// the clock may have run out between the read and the guess's block:
		// that guess was too late, and the round goes on without it
		left, lerr := bind.Call(a.inst, &bind.CallOpts{Context: ctx}, a.bo3.PackTimeLeft(p.id, big.NewInt(int64(p.seat))), a.bo3.UnpackTimeLeft)
		if lerr == nil && left.Sign() == 0 {
			a.logf("guess too late: the clock ran out")
			return true, nil
		}
	}
	return true, err
}

// turn says whether this player makes a move either player may make now
// (named kind): seat a at once, seat b once it has been due for bo3Grace.
func (a *Bo3Agent) turn(p *bo3Play, kind string) bool {
	first, ok := p.since[kind]
	if !ok {
		first = time.Now()
		p.since[kind] = first
	}
	return p.seat == 0 || time.Since(first) >= bo3Grace
}

// claimTimeout claims the platform's timeout when the mode reports one due
// (a missing key, no house, an idle player).
func (a *Bo3Agent) claimTimeout(ctx context.Context, p *bo3Play, s bo3State) (bool, error) {
	t, err := bind.Call(a.inst, &bind.CallOpts{Context: ctx}, a.bo3.PackTimeoutOutcome(p.id), a.bo3.UnpackTimeoutOutcome)
	if err != nil || !t.Due || !a.turn(p, "claimTimeout") {
		return false, err
	}
	a.logf("claim the timeout of match %s", p.id)
	return true, a.send(ctx, p, Move{Kind: "claimTimeout"}, a.platform.PackClaimTimeout(p.id))
}

// matchKey derives the match key k from the player's key and the house's
// registered one, and checks that the binding the house posted for the
// player is the one k gives.
func (a *Bo3Agent) matchKey(ctx context.Context, p *bo3Play, s bo3State) error {
	opts := &bind.CallOpts{Context: ctx}
	h, err := bind.Call(a.registry.Instance(a.cfg.Backend, a.cfg.Registry), opts, a.registry.PackHouseOf(s.game.House), a.registry.UnpackHouseOf)
	if err != nil {
		return err
	}
	var housePK twistededwards.PointAffine
	housePK.X.SetBigInt(h.PubKeyX)
	housePK.Y.SetBigInt(h.PubKeyY)
	shared, err := hidden.Shared(p.sk, housePK)
	if err != nil {
		return fmt.Errorf("worduel: the key of house %s: %w", s.game.House, err)
	}
	ctxv, err := bind.Call(a.inst, opts, a.bo3.PackContextOf(p.id, a.cfg.Mover.Address()), a.bo3.UnpackContextOf)
	if err != nil {
		return err
	}
	var c, seedCommitment fr.Element
	c.SetBigInt(ctxv)
	seedCommitment.SetBigInt(s.game.SeedCommitment)
	k := hidden.MatchKey(shared, c)
	root := a.cfg.Dicts.SecretTree.Root()
	m := hidden.Binding(seedCommitment, root, hidden.KeyCommitment(k))
	if m.BigInt(new(big.Int)).Cmp(s.sides[p.seat].Binding) != 0 {
		return fmt.Errorf("%w: match %s, house %s", ErrHouseBinding, p.id, s.game.House)
	}
	p.k, p.keyed = k, true
	return nil
}

// readGrid decrypts the player's answered tries of the current round when
// they changed since the last read, and reports each new answer to OnMove
// (the last answers of a round that ended since the last read too: a solve
// ends its round at once).
func (a *Bo3Agent) readGrid(ctx context.Context, p *bo3Play, s bo3State) error {
	if !p.keyed || s.game.SeedCommitment.Sign() == 0 {
		return nil
	}
	at := [2]int{int(s.game.Round), int(s.sides[p.seat].Tries)}
	if at == p.gridAt {
		return nil
	}
	for r := max(p.gridAt[0], 0); r < at[0]; r++ {
		if _, err := a.roundGrid(ctx, p, r); err != nil {
			return err
		}
	}
	grid, err := a.roundGrid(ctx, p, at[0])
	if err != nil {
		return err
	}
	p.grid, p.gridAt = grid, at
	return nil
}

// roundGrid returns the player's answered tries of a round, decrypted, and
// reports those not reported yet to OnMove.
func (a *Bo3Agent) roundGrid(ctx context.Context, p *bo3Play, round int) ([]Try, error) {
	tries, err := bo3wire.HiddenTries(ctx, a.cfg.Backend, a.cfg.Bo3, p.id, a.cfg.Mover.Address(), round)
	if err != nil {
		return nil, err
	}
	grid := make([]Try, 0, len(tries))
	for _, t := range tries {
		if t.Colours == nil {
			break
		}
		guess, colours, err := a.open(p, round, t)
		if err != nil {
			return nil, err
		}
		grid = append(grid, Try{Guess: guess, Colours: colours})
		key := [2]int{round, t.Try}
		if !p.reported[key] && a.cfg.OnMove != nil {
			p.reported[key] = true
			a.cfg.OnMove(Move{Kind: "colours", Word: round, Guess: guess, Colours: colours, Block: t.AnswerBlock, GuessBlock: t.GuessBlock,
				Sent: p.sent[key], Mined: time.Now()})
		}
	}
	return grid, nil
}

// open decrypts one of the player's answered tries: the guess as a word.
func (a *Bo3Agent) open(p *bo3Play, round int, t bo3wire.HiddenTry) (string, []game.Color, error) {
	letters, colours, err := a.decrypt(p, round, t)
	return game.Letters.Decode(letters), colours, err
}

// decrypt decrypts one of the player's answered tries with the match key.
func (a *Bo3Agent) decrypt(p *bo3Play, round int, t bo3wire.HiddenTry) ([]uint8, []game.Color, error) {
	var ct, e fr.Element
	ct.SetBigInt(t.Ciphertext)
	e.SetBigInt(t.Colours)
	letters, err := hidden.DecryptGuess(a.word, p.k, uint64(round), t.Try, ct)
	if err != nil {
		return nil, nil, fmt.Errorf("worduel: the player's own guess of round %d, try %d: %w", round, t.Try, err)
	}
	colours, err := hidden.DecryptColours(a.word, p.k, uint64(round), t.Try, e)
	if err != nil {
		return nil, nil, fmt.Errorf("worduel: the colours of round %d, try %d: %w", round, t.Try, err)
	}
	return letters, colours, nil
}

// tally proves and posts the player's own tally of a round nobody solved.
func (a *Bo3Agent) tally(ctx context.Context, p *bo3Play, round int, mine house.IWorduelBo3Side) error {
	tries, err := bo3wire.HiddenTries(ctx, a.cfg.Backend, a.cfg.Bo3, p.id, a.cfg.Mover.Address(), round)
	if err != nil {
		return err
	}
	if len(tries) < int(mine.Tries) {
		return fmt.Errorf("worduel: %d answered tries on chain, %d in the logs", mine.Tries, len(tries))
	}
	f := hidden.TallyFields{Index: uint64(round)}
	for _, t := range tries[:mine.Tries] {
		letters, c, err := a.decrypt(p, round, t)
		if err != nil {
			return err
		}
		f.Slots = append(f.Slots, hidden.Slot{Guess: letters, Colors: c})
	}
	guesses, colours := bo3wire.TallyArgs(f.Slots)
	var m fr.Element
	m.SetBigInt(mine.Binding)
	start := time.Now()
	proof, err := a.cfg.Prover.ProveTally(ctx, circuits.Params{Length: a.word.Length, Alphabet: a.word.Alphabet}, m, p.k, f)
	if err != nil {
		return err
	}
	p.res.ProvingTimes = append(p.res.ProvingTimes, time.Since(start))
	a.logf("tally round %d myself (%d tries): the house has not", round, len(f.Slots))
	return a.send(ctx, p, Move{Kind: "tally", Word: round, Proving: time.Since(start)},
		a.bo3.PackTally(p.id, a.cfg.Mover.Address(), guesses, colours, proof.Points.Bytes()))
}

// send sends a move to the Best of 3 contract (the platform's for
// claimTimeout), records its gas and hands it to OnMove once mined.
func (a *Bo3Agent) send(ctx context.Context, p *bo3Play, m Move, data []byte) error {
	to := a.cfg.Bo3
	if m.Kind == "claimTimeout" {
		to = a.cfg.Platform
	}
	if m.Sent.IsZero() {
		m.Sent = time.Now()
	}
	r, err := a.cfg.Mover.Send(ctx, to, data, nil)
	if err != nil {
		return client.DecodeRevert(err)
	}
	m.Mined = time.Now()
	if p.res.Gas == nil {
		p.res.Gas = map[string][]uint64{}
	}
	p.res.Gas[m.Kind] = append(p.res.Gas[m.Kind], r.GasUsed)
	if a.cfg.OnMove != nil {
		m.Gas = r.GasUsed
		if r.BlockNumber != nil {
			m.Block = r.BlockNumber.Uint64()
		}
		a.cfg.OnMove(m)
	}
	return nil
}
