package house

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

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

// AgentConfig is what a house agent serves its games with.
type AgentConfig struct {
	Mover    client.Mover   // the house's plain transactions (client.EOAMover of its key)
	Backend  client.Backend // reads the chain
	Key      *Key           // the house's BabyJubJub key, as registered
	Bo3      common.Address // WorduelBo3
	Registry common.Address // the house registry (HouseAssigned)
	Platform common.Address // the duel platform (isLive)
	// Store keeps the seed of every match: written before the commitment is
	// sent and never replaced, so a restart answers with the committed seed.
	Store  *client.Store
	Dicts  *wire.Dictionaries // the 5-letter answers list the words come from
	Prover *prover.Prover
	// FromBlock is the first block searched for the house's assignments.
	FromBlock uint64
	// Poll is how often the agent reads the chain; default 250 ms.
	Poll time.Duration
	// Log, when set, receives one line per action.
	Log func(format string, args ...any)
	// OnAction, when set, receives each action once mined.
	OnAction func(Action)
}

// Action is a move the house made.
type Action struct {
	Kind    string // commitHouse, answer, refuse, tally, tallySolved, claimTimeout, revealSeed, close
	Match   *big.Int
	Player  common.Address // answer, refuse, tally: whose guess or round
	Round   int
	Try     int // answer, refuse: 0-based
	Solved  bool
	Proving time.Duration
	Gas     uint64
	Block   uint64
}

// Agent serves every Best of 3 match the registry assigns to the house:
// it commits a stored seed with both players' key proofs, answers every
// guess with a proof (or refuses a ciphertext that opens to no word),
// tallies every round nobody solved, publishes the seed once the match is
// settled and releases a match the platform settled without it.
type Agent struct {
	cfg      AgentConfig
	bo3      *house.WorduelBo3
	inst     *bind.BoundContract
	platform *duel.DuelPlatform
	chainID  *big.Int
	word     hidden.Word
	params   circuits.Params

	next   uint64                 // the next block to search for assignments
	window uint64                 // WINDOW, seconds (0 until read)
	open   map[string]*houseMatch // by match id
}

// houseMatch is what the agent keeps about one match.
type houseMatch struct {
	id      *big.Int
	seed    fr.Element
	keys    [2]fr.Element // the players' match keys
	keyed   bool
	players [2]common.Address
}

// NewAgent checks cfg and returns an agent.
func NewAgent(ctx context.Context, cfg AgentConfig) (*Agent, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Key == nil || cfg.Store == nil || cfg.Dicts == nil || cfg.Prover == nil {
		return nil, errors.New("house: agent config lacks a mover, backend, key, store, dictionaries or prover")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	b := house.NewWorduelBo3()
	w := hidden.Word{Length: cfg.Dicts.Length, Alphabet: game.Letters}
	a := &Agent{
		cfg: cfg, bo3: b, inst: b.Instance(cfg.Backend, cfg.Bo3),
		platform: duel.NewDuelPlatform(), chainID: id, word: w, params: circuits.Params{Length: w.Length, Alphabet: w.Alphabet},
		open: map[string]*houseMatch{},
	}
	a.next = cfg.FromBlock
	return a, nil
}

func (a *Agent) logf(format string, args ...any) {
	if a.cfg.Log != nil {
		a.cfg.Log(format, args...)
	}
}

// Run serves the house's matches until ctx ends, and returns ctx's error.
// An error of one poll (a refused move, the RPC) is logged and the next
// poll tries again: the chain says what is still owed.
func (a *Agent) Run(ctx context.Context) error { return Loop(ctx, a.cfg.Poll, a.Step, a.logf) }

// Step looks for new assignments and makes every move the open matches owe
// now; it reports whether it moved.
func (a *Agent) Step(ctx context.Context) (bool, error) {
	if err := a.scan(ctx); err != nil {
		return false, err
	}
	return serveOpen(ctx, a.open, "match", a.serve)
}

// serveOpen serves every open match in id order, drops those done, and
// reports whether any moved; one match's trouble does not hold up the
// others (their errors are joined, each named what id).
func serveOpen[M any](ctx context.Context, open map[string]M, what string, serve func(context.Context, M) (done, moved bool, err error)) (bool, error) {
	ids := make([]string, 0, len(open))
	for id := range open {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	moved := false
	var errs []error
	for _, id := range ids {
		done, did, err := serve(ctx, open[id])
		if err != nil {
			errs = append(errs, fmt.Errorf("%s %s: %w", what, id, err))
			continue
		}
		moved = moved || did
		if done {
			delete(open, id)
		}
	}
	return moved, errors.Join(errs...)
}

// scan adds the matches assigned to the house since the last scan.
func (a *Agent) scan(ctx context.Context) error {
	return ScanAssigned(ctx, a.cfg.Backend, a.cfg.Registry, a.cfg.Bo3, a.cfg.Mover.Address(), &a.next, func(id *big.Int) {
		if _, ok := a.open[id.String()]; !ok {
			a.logf("assigned match %s", id)
			a.open[id.String()] = &houseMatch{id: id}
		}
	})
}

// Seed returns the seed the store holds for matchID, making and storing a
// new one first if there is none: it is durable before any commitment leaves.
func (a *Agent) Seed(matchID *big.Int) (fr.Element, error) {
	return storedSeed(a.cfg.Store, client.GameKey(a.chainID, a.cfg.Bo3, matchID), a.cfg.Mover.Address(), "bo3-house-seed")
}

// matchState is one read of a match, every call at one block.
type matchState struct {
	game   house.IWorduelBo3Game
	sides  [2]house.IWorduelBo3Side
	overAt uint64
	live   bool
	now    uint64
}

func (a *Agent) read(ctx context.Context, id *big.Int) (matchState, error) {
	var s matchState
	h, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return s, err
	}
	s.now = h.Time
	opts := &bind.CallOpts{Context: ctx, BlockNumber: h.Number}
	if s.game, err = bind.Call(a.inst, opts, a.bo3.PackGameOf(id), a.bo3.UnpackGameOf); err != nil {
		return s, err
	}
	for k := range 2 {
		if s.sides[k], err = bind.Call(a.inst, opts, a.bo3.PackSideOf(id, big.NewInt(int64(k))), a.bo3.UnpackSideOf); err != nil {
			return s, err
		}
	}
	over, err := bind.Call(a.inst, opts, a.bo3.PackRoundOverAt(id), a.bo3.UnpackRoundOverAt)
	if err != nil {
		return s, err
	}
	s.overAt = over.Uint64()
	s.live, err = bind.Call(a.platform.Instance(a.cfg.Backend, a.cfg.Platform), opts, a.platform.PackIsLive(id), a.platform.UnpackIsLive)
	return s, err
}

// serve makes the one move match m owes now, if any: it reports whether
// the house is done with the match, and whether it moved.
func (a *Agent) serve(ctx context.Context, m *houseMatch) (done, moved bool, err error) {
	s, err := a.read(ctx, m.id)
	if err != nil {
		return false, false, err
	}
	g := s.game
	if g.House != a.cfg.Mover.Address() {
		return true, false, nil
	}
	m.players = [2]common.Address{g.A, g.B}
	var window uint64 // WINDOW, read once the house has committed
	if g.SeedCommitment.Sign() != 0 {
		if err := a.matchKeys(ctx, m); err != nil {
			return false, false, err
		}
		if window, err = a.windowOf(ctx); err != nil {
			return false, false, err
		}
		// open a round a solve ended before the player's next answer
		// replaces what the contract keeps of it
		if k := solvedRoundOpen(s, window); k >= 0 {
			return false, true, a.tallySolved(ctx, m, s, k)
		}
	}
	if !s.live {
		if !g.Closed {
			a.logf("match %s: settled by the platform, release the house (close)", m.id)
			return false, true, a.send(ctx, Action{Kind: "close", Match: m.id}, a.bo3.PackClose(m.id))
		}
		if g.SeedCommitment.Sign() == 0 {
			return true, false, nil
		}
		revealed, err := bo3wire.SeedRevealed(ctx, a.cfg.Backend, a.cfg.Bo3, m.id)
		if err != nil || revealed {
			return revealed, false, err
		}
		seed, err := a.Seed(m.id)
		if err != nil {
			return false, false, err
		}
		a.logf("match %s: over, reveal the seed", m.id)
		err = a.send(ctx, Action{Kind: "revealSeed", Match: m.id}, a.bo3.PackRevealSeed(m.id, seed.BigInt(new(big.Int))))
		return err == nil, true, err
	}
	if g.SeedCommitment.Sign() == 0 {
		if s.now >= g.HouseDue.Uint64() {
			return false, false, nil // missed: the players claim it
		}
		return false, true, a.commit(ctx, m, g)
	}
	// answer the older pending guess first; one whose deadline passed is
	// missed (the players claim it): proving it again and again would only
	// burn the machine
	first := -1
	for k := range 2 {
		if s.sides[k].Pending.Sign() == 0 || s.now >= s.sides[k].GuessedAt.Uint64()+window {
			continue
		}
		if first < 0 || s.sides[k].GuessedAt.Cmp(s.sides[first].GuessedAt) < 0 {
			first = k
		}
	}
	if first >= 0 {
		if !g.Drawn {
			return false, false, nil // the read of the game predates the guess that drew R
		}
		return false, true, a.answer(ctx, m, s, first)
	}
	if s.overAt != 0 && s.now >= s.overAt && s.now < s.overAt+window {
		// A player idle all round loses the match by the platform's timeout
		// (anyone claims it): tallying instead would start a new round for
		// an abandoned match, and leaving it would let the tally deadline
		// pass at the bond's expense.
		t, err := bind.Call(a.inst, &bind.CallOpts{Context: ctx}, a.bo3.PackTimeoutOutcome(m.id), a.bo3.UnpackTimeoutOutcome)
		if err != nil {
			return false, false, err
		}
		if t.Due {
			a.logf("match %s: a player sat the round out: claim the platform's timeout", m.id)
			return false, true, a.sendTo(ctx, a.cfg.Platform, Action{Kind: "claimTimeout", Match: m.id}, a.platform.PackClaimTimeout(m.id))
		}
		for k := range 2 {
			if !s.sides[k].Tallied {
				return false, true, a.tally(ctx, m, s, k)
			}
		}
	}
	return false, false, nil
}

// windowOf returns the contract's WINDOW, read once.
func (a *Agent) windowOf(ctx context.Context) (uint64, error) {
	if a.window == 0 {
		w, err := bind.Call(a.inst, &bind.CallOpts{Context: ctx}, a.bo3.PackWINDOW(), a.bo3.UnpackWINDOW)
		if err != nil {
			return 0, err
		}
		a.window = w.Uint64()
	}
	return a.window, nil
}

// commit stores a fresh seed, proves both players' bindings and posts the
// commitment.
func (a *Agent) commit(ctx context.Context, m *houseMatch, g house.IWorduelBo3Game) error {
	seed, err := a.Seed(m.id) // stored before it is committed
	if err != nil {
		return err
	}
	s := prover.SeedCommitment(seed)
	pks, err := a.playerKeys(ctx, m)
	if err != nil {
		return err
	}
	var bindings [2]*big.Int
	var proofs [2][]byte
	start := time.Now()
	for k := range 2 {
		c, err := a.context(ctx, m.id, m.players[k])
		if err != nil {
			return err
		}
		in := prover.HouseKeyInput{Secret: a.cfg.Key.Secret(), Player: pks[k], Context: c, SeedCommitment: s, Root: a.cfg.Dicts.SecretTree.Root()}
		st, err := in.Statement()
		if err != nil {
			return err
		}
		proof, err := a.cfg.Prover.ProveHouseKey(ctx, in)
		if err != nil {
			return err
		}
		bindings[k], proofs[k] = st.Binding.BigInt(new(big.Int)), proof.Points.Bytes()
	}
	proving := time.Since(start)
	a.logf("match %s: commit the seed and both bindings (proved in %v)", m.id, proving.Round(time.Millisecond))
	return a.send(ctx, Action{Kind: "commitHouse", Match: m.id, Proving: proving},
		a.bo3.PackCommitHouse(m.id, s.BigInt(new(big.Int)), bindings, proofs[0], proofs[1]))
}

// playerKeys returns both players' posted keys, in seat order.
func (a *Agent) playerKeys(ctx context.Context, m *houseMatch) ([2]twistededwards.PointAffine, error) {
	var out [2]twistededwards.PointAffine
	posted, err := bo3wire.PlayerKeys(ctx, a.cfg.Backend, a.cfg.Bo3, m.id)
	if err != nil {
		return out, err
	}
	for k, p := range m.players {
		xy, ok := posted[p]
		if !ok {
			return out, fmt.Errorf("house: no key posted by %s in match %s", p, m.id)
		}
		out[k].X.SetBigInt(xy[0])
		out[k].Y.SetBigInt(xy[1])
	}
	return out, nil
}

func (a *Agent) context(ctx context.Context, id *big.Int, player common.Address) (fr.Element, error) {
	v, err := bind.Call(a.inst, &bind.CallOpts{Context: ctx}, a.bo3.PackContextOf(id, player), a.bo3.UnpackContextOf)
	var c fr.Element
	if err == nil {
		c.SetBigInt(v)
	}
	return c, err
}

// matchKeys derives both players' match keys and loads the stored seed.
func (a *Agent) matchKeys(ctx context.Context, m *houseMatch) error {
	if m.keyed {
		return nil
	}
	seed, err := a.Seed(m.id)
	if err != nil {
		return err
	}
	pks, err := a.playerKeys(ctx, m)
	if err != nil {
		return err
	}
	for k := range 2 {
		shared, err := hidden.Shared(a.cfg.Key.Secret(), pks[k])
		if err != nil {
			return err
		}
		c, err := a.context(ctx, m.id, m.players[k])
		if err != nil {
			return err
		}
		m.keys[k] = hidden.MatchKey(shared, c)
	}
	m.seed, m.keyed = seed, true
	return nil
}

// tries rebuilds a player's answered tries of the current round from the
// logs: the guesses decrypted, their colours against the round's word, and
// the accumulator after them (checked against the chain's).
func (a *Agent) tries(ctx context.Context, m *houseMatch, s matchState, seat int) ([]hidden.Slot, hidden.Acc, error) {
	slots, acc, err := a.triesOf(ctx, m, s, seat, int(s.game.Round), int(s.sides[seat].Tries))
	if err != nil {
		return nil, acc, err
	}
	if v := acc.Value(); v.BigInt(new(big.Int)).Cmp(s.sides[seat].Acc) != 0 {
		return nil, acc, fmt.Errorf("house: the accumulator of %s in round %d differs from the chain's", m.players[seat], s.game.Round)
	}
	return slots, acc, nil
}

// triesOf rebuilds a player's first n answered tries of a round from the
// logs, with the accumulator after them.
func (a *Agent) triesOf(ctx context.Context, m *houseMatch, s matchState, seat, round, n int) ([]hidden.Slot, hidden.Acc, error) {
	side := s.sides[seat]
	word, _, err := a.cfg.Dicts.SecretTree.DeriveWord(m.seed, s.game.Randomness, uint64(round))
	if err != nil {
		return nil, hidden.Acc{}, err
	}
	secret, err := game.Letters.Encode(word, a.word.Length)
	if err != nil {
		return nil, hidden.Acc{}, err
	}
	var mm fr.Element
	mm.SetBigInt(side.Binding)
	acc, err := hidden.NewAcc(mm, m.keys[seat], uint64(round))
	if err != nil {
		return nil, hidden.Acc{}, err
	}
	logged, err := bo3wire.HiddenTries(ctx, a.cfg.Backend, a.cfg.Bo3, m.id, m.players[seat], round)
	if err != nil {
		return nil, acc, err
	}
	if len(logged) < n {
		return nil, acc, fmt.Errorf("house: %d answered tries on chain, %d in the logs", n, len(logged))
	}
	var slots []hidden.Slot
	for _, t := range logged[:n] {
		var ct fr.Element
		ct.SetBigInt(t.Ciphertext)
		guess, err := hidden.DecryptGuess(a.word, m.keys[seat], uint64(round), t.Try, ct)
		if err != nil {
			return nil, acc, err
		}
		colours := make([]game.Color, a.word.Length)
		game.Feedback(secret, guess, colours)
		slots = append(slots, hidden.Slot{Guess: guess, Colors: colours})
		if acc, err = acc.Next(a.word, guess, colours); err != nil {
			return nil, acc, err
		}
	}
	return slots, acc, nil
}

// answer proves and posts the answer to a player's pending guess, or the
// refusal of a ciphertext that opens to no word.
func (a *Agent) answer(ctx context.Context, m *houseMatch, s matchState, seat int) error {
	round, side, player := int(s.game.Round), s.sides[seat], m.players[seat]
	_, acc, err := a.tries(ctx, m, s, seat)
	if err != nil {
		return err
	}
	var ct fr.Element
	ct.SetBigInt(side.Pending)
	n := int(side.Tries)
	start := time.Now()
	if _, err := hidden.DecryptGuess(a.word, m.keys[seat], uint64(round), n, ct); errors.Is(err, hidden.ErrBadCiphertext) {
		sc, root := prover.SeedCommitment(m.seed), a.cfg.Dicts.SecretTree.Root()
		proof, err := a.cfg.Prover.ProveRefusal(ctx, a.params, m.keys[seat], sc, root, ct, uint64(round), n)
		if err != nil {
			return err
		}
		a.logf("match %s: refuse %s's ciphertext of round %d, try %d: it opens to no word", m.id, player, round, n+1)
		return a.send(ctx, Action{Kind: "refuse", Match: m.id, Player: player, Round: round, Try: n, Proving: time.Since(start)},
			a.bo3.PackRefuse(m.id, player, proof.Points.Bytes()))
	}
	in := prover.HiddenAnswerInput{Dictionary: a.cfg.Dicts.SecretTree, Seed: m.seed, Randomness: s.game.Randomness,
		Index: uint64(round), Key: m.keys[seat], Acc: acc, Guess: ct}
	st, guess, colours, err := in.Statement()
	if err != nil {
		return err
	}
	proof, err := a.cfg.Prover.ProveHiddenAnswer(ctx, in)
	if err != nil {
		return err
	}
	proving := time.Since(start)
	a.logf("match %s: answer %s's %q in round %d, try %d: %v (proved in %v)", m.id, player, game.Letters.Decode(guess), round, n+1,
		colours, proving.Round(time.Millisecond))
	return a.send(ctx, Action{Kind: "answer", Match: m.id, Player: player, Round: round, Try: n, Solved: st.Solved, Proving: proving},
		a.bo3.PackAnswer(m.id, player, st.AccNew.BigInt(new(big.Int)), st.Colours.BigInt(new(big.Int)), st.Solved, proof.Points.Bytes()))
}

// tally proves and posts a player's round-end tally.
func (a *Agent) tally(ctx context.Context, m *houseMatch, s matchState, seat int) error {
	slots, _, err := a.tries(ctx, m, s, seat)
	if err != nil {
		return err
	}
	return a.postOpening(ctx, m, s, seat, int(s.game.Round), slots, "tally")
}

// solvedRoundOpen returns the seat of a player whose tries of the round a
// solve ended may still be opened (tallySolved), or -1: the contract keeps
// them only until that player's next answer and for WINDOW.
func solvedRoundOpen(s matchState, window uint64) int {
	if s.game.SolveEndedAt == nil || s.game.SolveEndedAt.Sign() == 0 || s.now > s.game.SolveEndedAt.Uint64()+window {
		return -1
	}
	for k := range 2 {
		if s.sides[k].Opened != 0 {
			return k
		}
	}
	return -1
}

// tallySolved opens a player's tries of the round a solve ended, so the
// auditor reads every guess of the match (the result does not depend on
// it). The round is the last one, or the one before when the match goes on.
func (a *Agent) tallySolved(ctx context.Context, m *houseMatch, s matchState, seat int) error {
	round := int(s.game.Round)
	if s.sides[0].Wins < bo3Wins && s.sides[1].Wins < bo3Wins {
		round--
	}
	slots, _, err := a.triesOf(ctx, m, s, seat, round, int(s.sides[seat].Opened))
	if err != nil {
		return err
	}
	return a.postOpening(ctx, m, s, seat, round, slots, "tallySolved")
}

// postOpening proves that a player's accumulator opens to slots (tally_l5a26) and
// posts them with kind's call: "tally" (a round nobody solved, for the
// tiebreaker) or "tallySolved" (a round a solve ended, for the auditor).
func (a *Agent) postOpening(ctx context.Context, m *houseMatch, s matchState, seat, round int, slots []hidden.Slot, kind string) error {
	player := m.players[seat]
	guesses, colours := bo3wire.TallyArgs(slots)
	var mm fr.Element
	mm.SetBigInt(s.sides[seat].Binding)
	start := time.Now()
	proof, err := a.cfg.Prover.ProveTally(ctx, a.params, mm, m.keys[seat], hidden.TallyFields{Slots: slots, Index: uint64(round)})
	if err != nil {
		return err
	}
	proving := time.Since(start)
	a.logf("match %s: %s %s's round %d (%d tries)", m.id, kind, player, round, len(slots))
	data := a.bo3.PackTally(m.id, player, guesses, colours, proof.Points.Bytes())
	if kind == "tallySolved" {
		data = a.bo3.PackTallySolved(m.id, player, guesses, colours, proof.Points.Bytes())
	}
	return a.send(ctx, Action{Kind: kind, Match: m.id, Player: player, Round: round, Proving: proving}, data)
}

// bo3Wins is WorduelBo3.WINS: round wins that take the match.
const bo3Wins = 2

// send sends an action to the Best of 3 contract and hands it to OnAction
// once mined; a refusal comes back as the contract's sentence.
func (a *Agent) send(ctx context.Context, act Action, data []byte) error {
	return a.sendTo(ctx, a.cfg.Bo3, act, data)
}

// sendTo is send to another contract (the platform's claimTimeout).
func (a *Agent) sendTo(ctx context.Context, to common.Address, act Action, data []byte) error {
	return sendAction(ctx, a.cfg.Mover, to, act, data, a.cfg.OnAction)
}

// sendAction sends a house's move and hands it to onAction (if set) once
// mined; a refusal comes back as the contract's sentence.
func sendAction(ctx context.Context, m client.Mover, to common.Address, act Action, data []byte, onAction func(Action)) error {
	r, err := m.Send(ctx, to, data, nil)
	if err != nil {
		return client.DecodeRevert(err)
	}
	if onAction != nil {
		act.Gas = r.GasUsed
		if r.BlockNumber != nil {
			act.Block = r.BlockNumber.Uint64()
		}
		onAction(act)
	}
	return nil
}
