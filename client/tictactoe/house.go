package tictactoe

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/prover"
)

// HouseConfig is what the house serves Wordle-Tac-Toe with.
type HouseConfig struct {
	Mover    client.Mover   // the house's plain transactions
	Backend  client.Backend // reads the chain
	Ttt      common.Address // WordleTacToe
	Registry common.Address // the house registry (HouseAssigned)
	Platform common.Address // the duel platform (claimTimeout)
	// Store keeps the seed of every match: written before the commitment is
	// sent and never replaced, so a restart answers with the committed seed.
	Store  *client.Store
	Dicts  wire.Set // the answers lists the nine words come from
	Prover *prover.Prover
	// FromBlock is the first block searched for the house's assignments.
	FromBlock uint64
	Poll      time.Duration // default 250 ms
	Log       func(format string, args ...any)
	OnAction  func(HouseAction) // each action once mined
}

// HouseAction is a move the house made in a Wordle-Tac-Toe match.
type HouseAction struct {
	Kind    string // commitHouse, answer, claimTimeout, close, revealSeed
	Match   *big.Int
	Bout    int // answer: the guess's bout and cell
	Cell    int
	Word    string
	Solved  bool
	Proving time.Duration
	Gas     uint64
	Block   uint64
	// Turn is the block of the guess an answer answers.
	Turn uint64
}

// House serves every Wordle-Tac-Toe match the registry assigns to the house:
// it commits a stored seed, answers each valid guess with the answer proof
// of its cell's length, claims a player's timeout, releases a match the
// platform settled without it and publishes the seed once the match is over.
type House struct {
	cfg     HouseConfig
	ttt     *tictactoe.WordleTacToe
	inst    *bind.BoundContract
	chainID *big.Int
	next    uint64
	open    map[string]*big.Int
	dueAt   map[string]time.Time // when a player's timeout was first seen due
}

// claimGrace is how long the house leaves a due timeout to the players
// (whose agents claim it at once) before it claims it itself: two claims in
// one block would revert the second.
const claimGrace = 6 * time.Second

// NewHouse checks cfg and returns the service.
func NewHouse(ctx context.Context, cfg HouseConfig) (*House, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Store == nil || cfg.Dicts[0] == nil || cfg.Prover == nil {
		return nil, errors.New("tictactoe: house config lacks a mover, backend, store, dictionaries or prover")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	t := tictactoe.NewWordleTacToe()
	return &House{cfg: cfg, ttt: t, inst: t.Instance(cfg.Backend, cfg.Ttt), chainID: id, next: cfg.FromBlock, open: map[string]*big.Int{},
		dueAt: map[string]time.Time{}}, nil
}

func (h *House) logf(format string, args ...any) {
	if h.cfg.Log != nil {
		h.cfg.Log(format, args...)
	}
}

// Run serves until ctx ends and returns ctx's error (house.Loop).
func (h *House) Run(ctx context.Context) error { return house.Loop(ctx, h.cfg.Poll, h.Step, h.logf) }

// Step finds new assignments and makes every move the open matches owe now;
// it reports whether it moved.
func (h *House) Step(ctx context.Context) (bool, error) {
	err := house.ScanAssigned(ctx, h.cfg.Backend, h.cfg.Registry, h.cfg.Ttt, h.cfg.Mover.Address(), &h.next, func(id *big.Int) {
		if _, ok := h.open[id.String()]; !ok {
			h.logf("assigned Wordle-Tac-Toe match %s", id)
			h.open[id.String()] = id
		}
	})
	if err != nil {
		return false, err
	}
	keys := make([]string, 0, len(h.open))
	for k := range h.open {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	moved := false
	var errs []error
	for _, k := range keys {
		done, did, err := h.serve(ctx, h.open[k])
		if err != nil {
			errs = append(errs, fmt.Errorf("match %s: %w", k, err)) // one match's trouble does not hold up the others
			continue
		}
		moved = moved || did
		if done {
			delete(h.open, k)
		}
	}
	return moved, errors.Join(errs...)
}

// Seed returns the seed the store holds for matchID, making and storing a
// new one first if there is none: it is durable before any commitment leaves.
func (h *House) Seed(matchID *big.Int) (fr.Element, error) {
	fresh, err := prover.NewSeed()
	if err != nil {
		return fr.Element{}, err
	}
	held, err := h.cfg.Store.ReserveSecret(client.GameKey(h.chainID, h.cfg.Ttt, matchID), h.cfg.Mover.Address().Hex(), "ttt-house-seed", fresh.String())
	if err != nil {
		return fr.Element{}, err
	}
	var seed fr.Element
	if _, err := seed.SetString(held); err != nil {
		return fr.Element{}, fmt.Errorf("tictactoe: stored seed of match %s: %w", matchID, err)
	}
	return seed, nil
}

// serve makes the one move match id owes now, if any: it reports whether the
// house is done with the match, and whether it moved.
func (h *House) serve(ctx context.Context, id *big.Int) (done, moved bool, err error) {
	m, err := wire.ReadMatch(ctx, h.cfg.Backend, h.cfg.Ttt, id)
	if err != nil {
		return false, false, err
	}
	if m.House != h.cfg.Mover.Address() {
		return true, false, nil
	}
	if !m.Live {
		if !m.Closed {
			h.logf("match %s: settled by the platform, release the house (close)", id)
			return false, true, h.send(ctx, h.cfg.Ttt, HouseAction{Kind: "close", Match: id}, h.ttt.PackClose(id))
		}
		if !m.Committed() || m.Seed != nil {
			return true, false, nil
		}
		seed, err := h.Seed(id)
		if err != nil {
			return false, false, err
		}
		h.logf("match %s: over, reveal the seed", id)
		err = h.send(ctx, h.cfg.Ttt, HouseAction{Kind: "revealSeed", Match: id}, h.ttt.PackRevealSeed(id, seed.BigInt(new(big.Int))))
		return err == nil, true, err
	}
	if !m.Committed() {
		if m.Now >= m.HouseDue {
			return false, false, nil // missed: the players claim it
		}
		seed, err := h.Seed(id) // stored before it is committed
		if err != nil {
			return false, false, err
		}
		h.logf("match %s: commit the seed", id)
		s := prover.SeedCommitment(seed)
		return false, true, h.send(ctx, h.cfg.Ttt, HouseAction{Kind: "commitHouse", Match: id}, h.ttt.PackCommitHouse(id, s.BigInt(new(big.Int))))
	}
	if len(m.Pending) > 0 {
		if m.Now >= m.AnswerDue || !m.Drawn {
			return false, false, nil // missed (the players claim it), or a read before the move that drew R
		}
		return false, true, h.answer(ctx, m, m.Pending[0])
	}
	t, err := bind.Call(h.inst, &bind.CallOpts{Context: ctx}, h.ttt.PackTimeoutOutcome(id), h.ttt.UnpackTimeoutOutcome)
	if err != nil {
		return false, false, err
	}
	if t.Due {
		// a player's clock ran out: settle it, which frees the house's bond
		first, ok := h.dueAt[id.String()]
		if !ok {
			h.dueAt[id.String()] = time.Now()
		}
		if !ok || time.Since(first) < claimGrace {
			return false, false, nil
		}
		h.logf("match %s: the mover ran out of time: claim the platform's timeout", id)
		return false, true, h.send(ctx, h.cfg.Platform, HouseAction{Kind: "claimTimeout", Match: id}, duel.NewDuelPlatform().PackClaimTimeout(id))
	}
	return false, false, nil
}

// answer proves and posts the colours of a pending guess.
func (h *House) answer(ctx context.Context, m *wire.Match, p wire.Pending) error {
	seed, err := h.Seed(m.ID)
	if err != nil {
		return err
	}
	d := h.cfg.Dicts.Cell(p.Cell)
	in := prover.AnswerInput{Dictionary: d.Answers, Seed: seed, Randomness: m.Randomness, Index: wire.WordIndex(m.Bout, p.Cell), Guess: p.Word}
	st, err := in.Statement()
	if err != nil {
		return err
	}
	start := time.Now()
	proof, err := h.cfg.Prover.ProveAnswer(ctx, in)
	if err != nil {
		return err
	}
	proving := time.Since(start)
	solved := true
	for _, c := range st.Colors {
		solved = solved && c == 2
	}
	var turn uint64
	if b := m.Current(); b != nil && len(b.Cells[p.Cell]) > 0 {
		turn = b.Cells[p.Cell][len(b.Cells[p.Cell])-1].Block
	}
	h.logf("match %s: answer %q on cell %d of bout %d: %v (proved in %v)", m.ID, p.Word, p.Cell, m.Bout, st.Colors, proving.Round(time.Millisecond))
	act := HouseAction{Kind: "answer", Match: m.ID, Bout: m.Bout, Cell: p.Cell, Word: p.Word, Solved: solved, Proving: proving, Turn: turn}
	colours := new(big.Int).SetUint64(wire.PackColours(st.Colors))
	return h.send(ctx, h.cfg.Ttt, act, h.ttt.PackAnswer(m.ID, big.NewInt(int64(p.Slot)), colours, proof.Points.Bytes()))
}

// send sends an action and hands it to OnAction once mined; a refusal comes
// back as the contract's sentence.
func (h *House) send(ctx context.Context, to common.Address, act HouseAction, data []byte) error {
	r, err := h.cfg.Mover.Send(ctx, to, data, nil)
	if err != nil {
		return client.DecodeRevert(err)
	}
	if h.cfg.OnAction != nil {
		act.Gas = r.GasUsed
		if r.BlockNumber != nil {
			act.Block = r.BlockNumber.Uint64()
		}
		h.cfg.OnAction(act)
	}
	return nil
}
