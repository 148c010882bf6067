package worduel

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// AgentConfig is what a Blitz agent plays with.
type AgentConfig struct {
	Mover    client.Mover   // sends the player's moves
	Backend  client.Backend // reads the chain
	Blitz    common.Address // WorduelBlitz
	Platform common.Address // the duel platform (claimTimeout)
	// Store keeps the seed of every match: written before the commitment is
	// sent, so a restart answers with the committed seed.
	Store    *client.Store
	Dicts    *wire.Dictionaries // the 5-letter answers (secret) and guess lists
	Prover   *prover.Prover
	Strategy Strategy // picks guesses from the colours seen on the current word
	// Poll is how often the agent reads the match; default 250 ms.
	Poll time.Duration
	// Log, when set, receives one line per move.
	Log func(format string, args ...any)
	// OnStatus, when set, receives every read of the match (each poll),
	// before the agent moves on it: a display follows the solves and the
	// clocks with it.
	OnStatus func(Status)
	// OnMove, when set, receives each move the agent made.
	OnMove func(Move)
}

// ErrNoGuessYet is returned by a Strategy that has no guess ready (a player
// who has not typed one yet): the agent asks again at its next poll and
// meanwhile answers the opponent and watches the deadlines.
var ErrNoGuessYet = errors.New("worduel: no guess yet")

// Status is one read of a match from a player's side.
type Status struct {
	Seat            int  // 0: a, 1: b
	Committed       bool // both seeds committed: the clocks run
	Word            int  // the player's current word (0-based)
	Tries           int  // guesses made on it
	Solves, Fails   int  // the player's words solved and failed
	Opp, OppFails   int  // the opponent's
	Clock, OppClock time.Duration
	Pending         bool // the player's guess waits for the opponent's answer
	Owing           bool // the player owes an answer
	Live            bool // the platform has not settled the match
}

// Move is a move the agent made.
type Move struct {
	Kind    string       // commitSeed, guess, answer, finish, claimTimeout
	Word    int          // guess: the player's word; answer: the opponent's
	Guess   string       // guess, answer: the guessed word
	Colours []game.Color // answer: the colours proven
	Proving time.Duration
	Gas     uint64
	Block   uint64 // the block that included it
	// GuessBlock is, for a Best of 3 "colours" move, the block of the guess
	// answered (Block is the answer's).
	GuessBlock uint64
	Sent       time.Time // when it was handed to the mover (after any proof)
	Mined      time.Time // when the mover returned its receipt
}

// Result is how a match ended for the agent's player.
type Result struct {
	Seat         int // 0: a (waited in the queue), 1: b
	Solves, Opp  int
	Settled      bool
	ProvingTimes []time.Duration // one per answer the agent proved
	// Gas is the gas used by the agent's transactions, by move name
	// ("commitSeed", "guess", "answer", "finish", "claimTimeout").
	Gas map[string][]uint64
}

// Agent plays Blitz matches for one player: it commits a seed, guesses the
// words of the opponent's stream and answers the opponent's guesses with
// answer proofs, ends the match when both clocks are out and claims the
// opponent's missed deadlines.
type Agent struct {
	cfg     AgentConfig
	blitz   *duel.WorduelBlitz
	inst    *bind.BoundContract
	chainID *big.Int
}

// answerTopic is the Answer event's signature hash.
var answerTopic = crypto.Keccak256Hash([]byte("Answer(uint256,address,uint256,uint256,uint256)"))

// NewAgent checks cfg and returns an agent.
func NewAgent(ctx context.Context, cfg AgentConfig) (*Agent, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Store == nil || cfg.Dicts == nil || cfg.Prover == nil || cfg.Strategy == nil {
		return nil, errors.New("worduel: agent config lacks a mover, backend, store, dictionaries, prover or strategy")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	b := duel.NewWorduelBlitz()
	return &Agent{cfg: cfg, blitz: b, inst: b.Instance(cfg.Backend, cfg.Blitz), chainID: id}, nil
}

func (a *Agent) logf(format string, args ...any) {
	if a.cfg.Log != nil {
		a.cfg.Log(format, args...)
	}
}

func (a *Agent) call(ctx context.Context) *bind.CallOpts { return &bind.CallOpts{Context: ctx} }

// send sends a move and returns the decoded contract error of a refusal.
func (a *Agent) send(ctx context.Context, to common.Address, data []byte) error {
	_, err := a.sendGas(ctx, to, data)
	return err
}

// sendGas is send that also returns the transaction's gas.
func (a *Agent) sendGas(ctx context.Context, to common.Address, data []byte) (uint64, error) {
	r, err := a.cfg.Mover.Send(ctx, to, data, nil)
	if err != nil {
		return 0, client.DecodeRevert(err)
	}
	return r.GasUsed, nil
}

// sendMove is send that records the move's gas in res.
func (a *Agent) sendMove(ctx context.Context, res *Result, move string, to common.Address, data []byte) error {
	return a.sendRecorded(ctx, res, Move{Kind: move}, to, data)
}

// sendRecorded is sendMove for a move described by m, which OnMove receives
// with its gas and block once mined.
func (a *Agent) sendRecorded(ctx context.Context, res *Result, m Move, to common.Address, data []byte) error {
	m.Sent = time.Now()
	r, err := a.cfg.Mover.Send(ctx, to, data, nil)
	if err != nil {
		return client.DecodeRevert(err)
	}
	m.Mined = time.Now()
	if res.Gas == nil {
		res.Gas = map[string][]uint64{}
	}
	res.Gas[m.Kind] = append(res.Gas[m.Kind], r.GasUsed)
	if a.cfg.OnMove != nil {
		m.Gas = r.GasUsed
		if r.BlockNumber != nil {
			m.Block = r.BlockNumber.Uint64()
		}
		a.cfg.OnMove(m)
	}
	return nil
}

// Seed returns the seed the store holds for matchID, making and storing a
// new one first if there is none: it is durable before any commitment leaves.
func (a *Agent) Seed(matchID *big.Int) (fr.Element, error) {
	key := client.GameKey(a.chainID, a.cfg.Blitz, matchID)
	fresh, err := prover.NewSeed()
	if err != nil {
		return fr.Element{}, err
	}
	held, err := a.cfg.Store.ReserveSecret(key, a.cfg.Mover.Address().Hex(), "blitz-seed", fresh.String())
	if err != nil {
		return fr.Element{}, err
	}
	var seed fr.Element
	if _, err := seed.SetString(held); err != nil {
		return fr.Element{}, fmt.Errorf("worduel: stored seed of match %s: %w", matchID, err)
	}
	return seed, nil
}

// state is one read of the match.
type state struct {
	game  duel.WorduelBlitzGame
	sides [2]duel.WorduelBlitzSide
	left  [2]uint64
	live  bool
}

func (a *Agent) read(ctx context.Context, matchID *big.Int) (state, error) {
	var s state
	var err error
	opts := a.call(ctx)
	if s.game, err = bind.Call(a.inst, opts, a.blitz.PackGameOf(matchID), a.blitz.UnpackGameOf); err != nil {
		return s, err
	}
	for k := range 2 {
		seat := big.NewInt(int64(k))
		if s.sides[k], err = bind.Call(a.inst, opts, a.blitz.PackSideOf(matchID, seat), a.blitz.UnpackSideOf); err != nil {
			return s, err
		}
		left, err := bind.Call(a.inst, opts, a.blitz.PackTimeLeft(matchID, seat), a.blitz.UnpackTimeLeft)
		if err != nil {
			return s, err
		}
		s.left[k] = left.Uint64()
	}
	p := duel.NewDuelPlatform()
	s.live, err = bind.Call(p.Instance(a.cfg.Backend, a.cfg.Platform), opts, p.PackIsLive(matchID), p.UnpackIsLive)
	return s, err
}

// Moves that would revert cost a sponsored player more than gas: the sponsor
// stops sponsoring a sender for a while after a few reverted operations
// (sponsor.Throttle), and a Blitz player who cannot answer loses the match.
// So the agent leaves out the moves it can foresee failing.
const (
	// guessMargin is the least clock time (seconds, as the contract counts)
	// the agent still guesses with: a guess read with less may land in a
	// block after the clock ran out and revert (BlitzClockOut). Each block
	// is at least a second later than the read, and a user operation takes
	// one or two blocks.
	guessMargin = 2
	// finishGrace is how long seat b waits, once the match can be finished,
	// before finishing it itself: seat a finishes at once, and two finish
	// calls in one block would revert the second.
	finishGrace = 4 * time.Second
)

// playState is what Play remembers between steps.
type playState struct {
	finishable time.Time // when the match was first seen ready to finish; zero before
}

// Play plays match matchID to its end and returns the result.
func (a *Agent) Play(ctx context.Context, matchID *big.Int) (Result, error) {
	var res Result
	var ps playState
	me := a.cfg.Mover.Address()
	for {
		s, err := a.read(ctx, matchID)
		if err != nil {
			return res, err
		}
		switch me {
		case s.game.A:
			res.Seat = 0
		case s.game.B:
			res.Seat = 1
		default:
			return res, fmt.Errorf("worduel: %s does not play Blitz match %s", me, matchID)
		}
		mine, theirs := s.sides[res.Seat], s.sides[1-res.Seat]
		res.Solves, res.Opp = int(mine.Solves), int(theirs.Solves)
		if a.cfg.OnStatus != nil {
			a.cfg.OnStatus(Status{
				Seat: res.Seat, Committed: s.game.DrawBlock != 0, Word: int(mine.Word), Tries: int(mine.Tries),
				Solves: int(mine.Solves), Fails: int(mine.Fails), Opp: int(theirs.Solves), OppFails: int(theirs.Fails),
				Clock: time.Duration(s.left[res.Seat]) * time.Second, OppClock: time.Duration(s.left[1-res.Seat]) * time.Second,
				Pending: mine.AnswerDue.Sign() != 0, Owing: theirs.AnswerDue.Sign() != 0, Live: s.live,
			})
		}
		if !s.live {
			res.Settled = true
			return res, nil
		}
		moved, err := a.step(ctx, matchID, s, res.Seat, &res, &ps)
		if err != nil {
			// Both players may end the match in the same block (finish, a
			// timeout): the one mined second reverts, and the match is over.
			if after, rerr := a.read(ctx, matchID); errors.Is(err, client.ErrReverted) && rerr == nil && !after.live {
				continue
			}
			return res, err
		}
		if !moved {
			select {
			case <-ctx.Done():
				return res, ctx.Err()
			case <-time.After(a.cfg.Poll):
			}
		}
	}
}

// step makes the one move the match is waiting for from this player, if
// any: commit, answer, guess, finish or claim a timeout.
func (a *Agent) step(ctx context.Context, matchID *big.Int, s state, seat int, res *Result, ps *playState) (bool, error) {
	mine, theirs := s.sides[seat], s.sides[1-seat]
	if mine.Commitment.Sign() == 0 {
		seed, err := a.Seed(matchID)
		if err != nil {
			return false, err
		}
		c := prover.SeedCommitment(seed)
		a.logf("commit seed of match %s", matchID)
		return true, a.sendMove(ctx, res, "commitSeed", a.cfg.Blitz, a.blitz.PackCommitSeed(matchID, c.BigInt(new(big.Int))))
	}
	// a timeout in our favour (a missed answer or commitment), or both clocks out
	p := duel.NewDuelPlatform()
	t, err := bind.Call(a.inst, a.call(ctx), a.blitz.PackTimeoutOutcome(matchID), a.blitz.UnpackTimeoutOutcome)
	if err != nil {
		return false, err
	}
	if t.Due {
		if s.game.DrawBlock != 0 && theirs.AnswerDue.Sign() == 0 && mine.AnswerDue.Sign() == 0 {
			if ps.finishable.IsZero() {
				ps.finishable = time.Now()
			}
			if seat == 1 && time.Since(ps.finishable) < finishGrace {
				return false, nil // seat a finishes first
			}
			a.logf("finish match %s", matchID)
			return true, a.sendMove(ctx, res, "finish", a.cfg.Blitz, a.blitz.PackFinish(matchID))
		}
		a.logf("claim the timeout of match %s", matchID)
		return true, a.sendMove(ctx, res, "claimTimeout", a.cfg.Platform, p.PackClaimTimeout(matchID))
	}
	if s.game.DrawBlock == 0 {
		return false, nil
	}
	if theirs.AnswerDue.Sign() != 0 {
		if !s.game.Drawn {
			// The first guess draws R in its own transaction: a game read
			// older than the sides read has no R yet, and a proof over R = 0
			// would be refused. The next poll reads it.
			return false, nil
		}
		return true, a.answer(ctx, matchID, s, seat, res)
	}
	if mine.AnswerDue.Sign() == 0 && s.left[seat] > guessMargin {
		if !s.game.Drawn {
			// R comes from the draw block's hash, which only later blocks read (and a
			// gas estimate runs on the head)
			head, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
			if err != nil {
				return false, err
			}
			if head.Number.Uint64() <= s.game.DrawBlock {
				return false, nil
			}
		}
		err := a.guess(ctx, matchID, mine, res)
		if errors.Is(err, ErrNoGuessYet) {
			return false, nil
		}
		if err != nil {
			// the clock may have run out between the read and the block that took the
			// guess: that guess was simply too late, and the match goes on
			left, lerr := bind.Call(a.inst, a.call(ctx), a.blitz.PackTimeLeft(matchID, big.NewInt(int64(seat))), a.blitz.UnpackTimeLeft)
			if lerr == nil && left.Sign() == 0 {
				a.logf("guess too late: the clock ran out")
				return true, nil
			}
		}
		return true, err
	}
	return false, nil
}

func (a *Agent) answer(ctx context.Context, matchID *big.Int, s state, seat int, res *Result) error {
	theirs := s.sides[1-seat]
	seed, err := a.Seed(matchID)
	if err != nil {
		return err
	}
	g := a.cfg.Dicts.Unpack(theirs.Pending)
	in := prover.AnswerInput{Dictionary: a.cfg.Dicts.SecretTree, Seed: seed, Randomness: s.game.Randomness, Index: uint64(theirs.Word), Guess: g}
	st, err := in.Statement()
	if err != nil {
		return err
	}
	start := time.Now()
	proof, err := a.cfg.Prover.ProveAnswer(ctx, in)
	if err != nil {
		return err
	}
	proving := time.Since(start)
	res.ProvingTimes = append(res.ProvingTimes, proving)
	colours := ColoursValue(st.Colors)
	a.logf("answer %q on word %d: %v", g, theirs.Word, st.Colors)
	m := Move{Kind: "answer", Word: int(theirs.Word), Guess: g, Colours: st.Colors, Proving: proving}
	return a.sendRecorded(ctx, res, m, a.cfg.Blitz, a.blitz.PackAnswer(matchID, new(big.Int).SetUint64(colours), proof.Points.Bytes()))
}

// ColoursValue packs colours as the contract takes them: two bits a letter.
func ColoursValue(colours []game.Color) uint64 {
	var v uint64
	for k, c := range colours {
		v |= uint64(c) << (2 * k)
	}
	return v
}

// ColoursOf unpacks a contract colour value of a length-letter word.
func ColoursOf(v uint64, length int) []game.Color {
	out := make([]game.Color, length)
	for k := range out {
		out[k] = game.Color(v >> (2 * k) & 3)
	}
	return out
}

// Grid returns the player's answered guesses of its word `word` in match
// matchID, in order: the rows of that word's grid.
func (a *Agent) Grid(ctx context.Context, matchID *big.Int, word int) ([]Try, error) {
	return a.observations(ctx, matchID, uint16(word))
}

// observations returns the answered guesses of the player's word `word`.
func (a *Agent) observations(ctx context.Context, matchID *big.Int, word uint16) ([]Try, error) {
	logs, err := a.cfg.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{a.cfg.Blitz},
		Topics: [][]common.Hash{{answerTopic}, {common.BigToHash(matchID)},
			{common.BytesToHash(a.cfg.Mover.Address().Bytes())}},
	})
	if err != nil {
		return nil, err
	}
	var obs []Try
	for i := range logs {
		ev, err := a.blitz.UnpackAnswerEvent(&logs[i])
		if err != nil {
			return nil, err
		}
		if ev.Word.Uint64() != uint64(word) {
			continue
		}
		obs = append(obs, Try{Colours: ColoursOf(ev.Colours.Uint64(), a.cfg.Dicts.Length)})
	}
	// the guesses themselves come from the Guess events, in the same order
	gl, err := a.cfg.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{a.cfg.Blitz},
		Topics: [][]common.Hash{{guessTopic}, {common.BigToHash(matchID)},
			{common.BytesToHash(a.cfg.Mover.Address().Bytes())}},
	})
	if err != nil {
		return nil, err
	}
	k := 0
	for i := range gl {
		ev, err := a.blitz.UnpackGuessEvent(&gl[i])
		if err != nil {
			return nil, err
		}
		if ev.Word.Uint64() != uint64(word) || k >= len(obs) {
			continue
		}
		obs[k].Guess = a.cfg.Dicts.Unpack(uint32(ev.Guess.Uint64()))
		k++
	}
	return obs, nil
}

var guessTopic = crypto.Keccak256Hash([]byte("Guess(uint256,address,uint256,uint256,uint256,uint256)"))

func (a *Agent) guess(ctx context.Context, matchID *big.Int, mine duel.WorduelBlitzSide, res *Result) error {
	obs, err := a.observations(ctx, matchID, mine.Word)
	if err != nil {
		return err
	}
	w, err := a.cfg.Strategy.Guess(ctx, obs)
	if err != nil {
		return err
	}
	packed, index, siblings, err := a.cfg.Dicts.GuessProof(w)
	if err != nil {
		return err
	}
	a.logf("guess %q on word %d (try %d)", w, mine.Word, mine.Tries+1)
	m := Move{Kind: "guess", Word: int(mine.Word), Guess: w}
	return a.sendRecorded(ctx, res, m, a.cfg.Blitz, a.blitz.PackGuess(matchID, big.NewInt(int64(packed)), index, siblings))
}

// RevealSeed publishes the stored seed of a settled match for the auditor.
func (a *Agent) RevealSeed(ctx context.Context, matchID *big.Int) error {
	key := client.GameKey(a.chainID, a.cfg.Blitz, matchID)
	held, ok := a.cfg.Store.Game(key)
	if !ok || len(held.Salts) == 0 {
		return fmt.Errorf("worduel: no seed stored for match %s", matchID)
	}
	seed, ok := new(big.Int).SetString(held.Salts[0], 10)
	if !ok {
		return fmt.Errorf("worduel: stored seed of match %s is not a number", matchID)
	}
	return a.send(ctx, a.cfg.Blitz, a.blitz.PackRevealSeed(matchID, seed))
}
