package client

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"wordproof/bindings"
	"wordproof/game"
	"wordproof/merkle"
	"wordproof/prover"
)

// Phases of a game, as the contract numbers them (IWorthOfWords.Phase).
const (
	PhaseNone uint8 = iota
	PhaseLobby
	PhaseCommit
	PhaseOpen
	PhaseReveal
	PhaseEnded
	PhaseSettling // a phase change continues in pages: anyone calls advance
)

// Player statuses (IWorthOfWords.Status).
const (
	StatusActive uint8 = iota
	StatusSolved
	StatusForfeited
)

// SecretsPerPlayer is how many secret words a Worth of Words player holds.
const SecretsPerPlayer = 2

// AgentConfig configures an Agent.
type AgentConfig struct {
	Backend  Backend
	Game     common.Address // the WorthOfWords contract
	GameID   *big.Int
	Mover    Mover
	Prover   *prover.Prover
	Dicts    *Dictionaries
	Store    *Store
	Strategy Strategy
	// Log receives one line per move; nil discards.
	Log *slog.Logger
	// Poll is how often Run re-reads the chain; 0 means 200ms.
	Poll time.Duration
	// OnMove, when set, is called after every move the agent makes.
	OnMove func(Move)
}

// Move is one action an agent took, for progress output.
type Move struct {
	Player  common.Address
	Action  string // "join", "commit", "open", "reveal", "advance"
	Round   uint16
	Detail  string
	GasUsed uint64        // of the move itself (for a user operation, its actual gas)
	Tx      common.Hash   // the transaction that carried it (a bundle may carry many)
	Elapsed time.Duration // proving and mining
	Guesses int           // guesses answered (a reveal)
	// Transition is set when the move's transaction also moved the game on:
	// it started the game, ended a phase, or ended the round or the game.
	// (For a user operation it may have been another one in the same bundle.)
	Transition bool
	// Drew is set when the move's transaction drew the round's targets (the
	// round's first commit does, and pays for the shuffle).
	Drew bool
}

// Agent plays one player's side of one game.
type Agent struct {
	cfg     AgentConfig
	wow     *bindings.WorthOfWords
	c       *bind.BoundContract
	chainID *big.Int
	key     string // the game's key in the store
}

// NewAgent returns an agent for cfg.
func NewAgent(ctx context.Context, cfg AgentConfig) (*Agent, error) {
	if cfg.Backend == nil || cfg.Mover == nil || cfg.Prover == nil || cfg.Dicts == nil || cfg.Store == nil || cfg.GameID == nil {
		return nil, errors.New("agent: backend, mover, prover, dictionaries, store and game id are required")
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Poll == 0 {
		cfg.Poll = 200 * time.Millisecond
	}
	chainID, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	wow := bindings.NewWorthOfWords()
	a := &Agent{
		cfg: cfg, wow: wow, c: wow.Instance(cfg.Backend, cfg.Game), chainID: chainID,
		key: fmt.Sprintf("%s/%s/%s", chainID, cfg.Game.Hex(), cfg.GameID),
	}
	a.cfg.Log = cfg.Log.With("player", cfg.Mover.Address().Hex()[:10], "game", cfg.GameID)
	return a, nil
}

// Address is the player's address.
func (a *Agent) Address() common.Address { return a.cfg.Mover.Address() }

// Info reads the game's state.
func (a *Agent) Info(ctx context.Context) (bindings.GameInfoOutput, error) {
	return bind.Call(a.c, &bind.CallOpts{Context: ctx}, a.wow.PackGameInfo(a.cfg.GameID), a.wow.UnpackGameInfo)
}

// PlayerInfo reads a player's state.
func (a *Agent) PlayerInfo(ctx context.Context, p common.Address) (bindings.WorthOfWordsPlayer, error) {
	return bind.Call(a.c, &bind.CallOpts{Context: ctx}, a.wow.PackPlayerInfo(a.cfg.GameID, p), a.wow.UnpackPlayerInfo)
}

// Join joins the game with secret words (in play order), after storing them
// with fresh salts so that a crash after the join loses nothing.
func (a *Agent) Join(ctx context.Context, secrets []string) error {
	if len(secrets) != SecretsPerPlayer {
		return fmt.Errorf("%w: want %d secret words, got %d", game.ErrBadWord, SecretsPerPlayer, len(secrets))
	}
	for _, w := range secrets {
		if !a.cfg.Dicts.Secrets.Contains(w) {
			return fmt.Errorf("%w: %q is not a valid secret word", ErrNotInDictionary, w)
		}
	}
	info, err := a.Info(ctx)
	if err != nil {
		return err
	}
	if info.Phase != PhaseLobby {
		return fmt.Errorf("game %s is not accepting players (phase %d)", a.cfg.GameID, info.Phase)
	}
	if info.Settings.Token != (common.Address{}) {
		return fmt.Errorf("game %s stakes an ERC-20 token; this client pays native stakes only", a.cfg.GameID)
	}
	if err := a.cfg.Dicts.CheckRoots(info.Dictionary.SecretRoot, info.Dictionary.GuessRoot, info.Dictionary.GuessDepth); err != nil {
		return err
	}
	salts := make([]fr.Element, len(secrets))
	saltText := make([]string, len(secrets))
	for i := range salts {
		if salts[i], err = prover.NewSalt(); err != nil {
			return err
		}
		saltText[i] = prover.FormatField(salts[i])
	}
	if err := a.cfg.Store.Update(a.key, func(g *GameSecrets) {
		g.Words, g.Salts = append([]string(nil), secrets...), saltText
	}); err != nil {
		return fmt.Errorf("store secrets: %w", err)
	}
	start := time.Now()
	ctxField, err := a.context(0)
	if err != nil {
		return err
	}
	proof, err := a.cfg.Prover.ProveCommit(ctx, prover.CommitInput{
		Dictionary: a.cfg.Dicts.SecretTree, Words: secrets, Salts: salts, Context: ctxField,
	})
	if err != nil {
		return fmt.Errorf("prove commit: %w", err)
	}
	commitments, err := a.commitments()
	if err != nil {
		return err
	}
	data := a.wow.PackJoin(a.cfg.GameID, commitments, solidityProof(proof), nil)
	receipt, err := a.cfg.Mover.Send(ctx, a.cfg.Game, data, info.Settings.Stake)
	if err != nil {
		return fmt.Errorf("join: %w", err)
	}
	a.moved(receipt, Move{Action: "join", Detail: fmt.Sprintf("stake %s", info.Settings.Stake), GasUsed: receipt.GasUsed, Elapsed: time.Since(start)})
	return nil
}

// Run steps until the game ends or ctx is done.
func (a *Agent) Run(ctx context.Context) error {
	for {
		done, err := a.Step(ctx)
		if err != nil && ctx.Err() == nil {
			a.cfg.Log.Warn("step failed", "err", err)
		}
		if done {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(a.cfg.Poll):
		}
	}
}

// Step does whatever is due for the player now (commit, open, reveal, or
// advancing a phase whose deadline passed) and reports whether the game is
// over.
func (a *Agent) Step(ctx context.Context) (bool, error) {
	info, err := a.Info(ctx)
	if err != nil {
		return false, err
	}
	switch info.Phase {
	case PhaseEnded:
		return true, nil
	case PhaseNone:
		return true, fmt.Errorf("game %s does not exist", a.cfg.GameID)
	case PhaseLobby:
		return false, nil
	case PhaseSettling:
		return false, a.advance(ctx, info.Round)
	}
	head, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return false, err
	}
	if head.Time > info.Deadline {
		return false, a.advance(ctx, info.Round)
	}
	me, err := a.PlayerInfo(ctx, a.Address())
	if err != nil {
		return false, err
	}
	switch {
	case info.Phase == PhaseCommit && me.Status == StatusActive && me.CommittedRound != info.Round:
		return false, a.commitWhenDrawn(ctx, info.Round)
	case info.Phase == PhaseOpen && me.CommittedRound == info.Round && me.OpenedRound != info.Round:
		return false, a.open(ctx, info.Round)
	case info.Phase == PhaseReveal && me.MustRevealRound == info.Round && me.RevealedRound != info.Round:
		return false, a.reveal(ctx, info.Round, me)
	}
	return false, nil
}

func (a *Agent) commit(ctx context.Context, round uint16) error {
	view, err := a.View(ctx, round)
	if err != nil {
		return err
	}
	guess, err := a.cfg.Strategy.Guess(ctx, view)
	if err != nil {
		return fmt.Errorf("choose guess: %w", err)
	}
	if !a.cfg.Dicts.Guesses.Contains(guess) {
		return fmt.Errorf("%w: guess %q", ErrNotInDictionary, guess)
	}
	var salt [32]byte
	if _, err := rand.Read(salt[:]); err != nil {
		return err
	}
	// Store before sending: the guess must be openable after a crash.
	if err := a.cfg.Store.Update(a.key, func(g *GameSecrets) {
		g.Guesses[round] = PendingGuess{Word: guess, Salt: hexutil.Encode(salt[:])}
	}); err != nil {
		return err
	}
	packed, _, _, err := a.cfg.Dicts.GuessProof(guess)
	if err != nil {
		return err
	}
	commitment, err := bind.Call(a.c, &bind.CallOpts{Context: ctx},
		a.wow.PackGuessCommitment(a.cfg.GameID, big.NewInt(int64(round)), a.Address(), packed, salt), a.wow.UnpackGuessCommitment)
	if err != nil {
		return err
	}
	start := time.Now()
	receipt, err := a.cfg.Mover.Send(ctx, a.cfg.Game, a.wow.PackCommitGuess(a.cfg.GameID, commitment), nil)
	if err != nil {
		return fmt.Errorf("commit guess: %w", err)
	}
	a.moved(receipt, Move{Action: "commit", Round: round, GasUsed: receipt.GasUsed, Elapsed: time.Since(start)})
	return nil
}

func (a *Agent) open(ctx context.Context, round uint16) error {
	secrets, ok := a.cfg.Store.Game(a.key)
	pending, have := secrets.Guesses[round]
	if !ok || !have {
		return fmt.Errorf("%w: no committed guess stored for round %d", ErrNoSecrets, round)
	}
	salt, err := hexutil.Decode(pending.Salt)
	if err != nil || len(salt) != 32 {
		return fmt.Errorf("stored guess salt for round %d is corrupt", round)
	}
	packed, index, siblings, err := a.cfg.Dicts.GuessProof(pending.Word)
	if err != nil {
		return err
	}
	start := time.Now()
	data := a.wow.PackOpenGuess(a.cfg.GameID, packed, [32]byte(salt), index, siblings)
	receipt, err := a.cfg.Mover.Send(ctx, a.cfg.Game, data, nil)
	if err != nil {
		return fmt.Errorf("open guess: %w", err)
	}
	a.moved(receipt, Move{Action: "open", Round: round, Detail: pending.Word, GasUsed: receipt.GasUsed, Elapsed: time.Since(start)})
	return nil
}

func (a *Agent) reveal(ctx context.Context, round uint16, me bindings.WorthOfWordsPlayer) error {
	secrets, ok := a.cfg.Store.Game(a.key)
	if !ok || len(secrets.Words) != SecretsPerPlayer {
		return ErrNoSecrets
	}
	attackers, err := bind.Call(a.c, &bind.CallOpts{Context: ctx}, a.wow.PackAttackersOf(a.cfg.GameID, a.Address()), a.wow.UnpackAttackersOf)
	if err != nil {
		return err
	}
	var guesses []string
	for _, att := range attackers {
		p, err := a.PlayerInfo(ctx, att)
		if err != nil {
			return err
		}
		if p.OpenedRound == round {
			guesses = append(guesses, a.cfg.Dicts.Unpack(p.Guess))
		}
	}
	secret := secrets.Words[me.ActiveSecret]
	salt, err := prover.ParseField(secrets.Salts[me.ActiveSecret])
	if err != nil {
		return err
	}
	ctxField, err := a.context(round)
	if err != nil {
		return err
	}
	start := time.Now()
	proof, err := a.cfg.Prover.ProveReveal(ctx, prover.RevealInput{
		Alphabet: game.Letters, Secret: secret, Salt: salt, Guesses: guesses, Context: ctxField,
	})
	if err != nil {
		return fmt.Errorf("prove reveal: %w", err)
	}
	slots := make([]uint16, len(guesses))
	symbols, _ := game.Letters.Encode(secret, a.cfg.Dicts.Length)
	out := make([]game.Color, a.cfg.Dicts.Length)
	for i, g := range guesses {
		gs, _ := game.Letters.Encode(g, a.cfg.Dicts.Length)
		game.Feedback(symbols, gs, out)
		slots[i] = PackColours(out)
	}
	colours := RevealColours(slots)
	commitments, err := a.commitments()
	if err != nil {
		return err
	}
	receipt, err := a.cfg.Mover.Send(ctx, a.cfg.Game, a.wow.PackReveal(a.cfg.GameID, colours, commitments, solidityProof(proof)), nil)
	if err != nil {
		return fmt.Errorf("reveal: %w", err)
	}
	a.moved(receipt, Move{Action: "reveal", Round: round, Detail: fmt.Sprintf("%d guesses", len(guesses)), GasUsed: receipt.GasUsed, Elapsed: time.Since(start), Guesses: len(guesses)})
	return nil
}

// advance moves a phase on after its deadline. Several agents may race to do
// it; a revert because another one already did is not an error.
func (a *Agent) advance(ctx context.Context, round uint16) error {
	receipt, err := a.cfg.Mover.Send(ctx, a.cfg.Game, a.wow.PackAdvance(a.cfg.GameID), nil)
	if errors.Is(err, ErrReverted) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("advance: %w", err)
	}
	a.moved(receipt, Move{Action: "advance", Round: round, GasUsed: receipt.GasUsed})
	return nil
}

// View collects what is public about the player's targets this round: every
// reveal against each target's active secret.
func (a *Agent) View(ctx context.Context, round uint16) (View, error) {
	targets, err := bind.Call(a.c, &bind.CallOpts{Context: ctx}, a.wow.PackTargetsOf(a.cfg.GameID, a.Address()), a.wow.UnpackTargetsOf)
	if err != nil {
		return View{}, err
	}
	history, err := ReadHistory(ctx, a.cfg.Backend, a.cfg.Game, a.cfg.GameID)
	if err != nil {
		return View{}, err
	}
	v := View{Round: round}
	for _, t := range targets {
		p, err := a.PlayerInfo(ctx, t)
		if err != nil {
			return View{}, err
		}
		tv := TargetView{Player: t, Secret: p.ActiveSecret}
		for _, r := range history.Reveals {
			if r.Target != t || r.SecretIndex != p.ActiveSecret {
				continue
			}
			for i, att := range history.Attackers(r) {
				tv.Observations = append(tv.Observations, Observation{
					Guess: a.cfg.Dicts.Unpack(history.Guesses[GuessKey{r.Round, att}]), Colours: UnpackColours(r.Colours[i], a.cfg.Dicts.Length),
				})
			}
		}
		v.Targets = append(v.Targets, tv)
	}
	return v, nil
}

func (a *Agent) context(round uint16) (fr.Element, error) {
	return prover.Binding{
		ChainID: a.chainID, Contract: a.cfg.Game, GameID: a.cfg.GameID, Round: uint64(round), Player: a.Address(),
	}.Context()
}

func (a *Agent) commitments() ([2]*big.Int, error) {
	var out [2]*big.Int
	secrets, ok := a.cfg.Store.Game(a.key)
	if !ok || len(secrets.Words) != SecretsPerPlayer {
		return out, ErrNoSecrets
	}
	for i, w := range secrets.Words {
		symbols, err := game.Letters.Encode(w, a.cfg.Dicts.Length)
		if err != nil {
			return out, err
		}
		salt, err := prover.ParseField(secrets.Salts[i])
		if err != nil {
			return out, err
		}
		c := merkle.Commitment(game.PackWord(symbols), salt)
		out[i] = c.BigInt(new(big.Int))
	}
	return out, nil
}

// transitionEvents are the game's events of a change of phase.
var transitionEvents = func() map[common.Hash]bool {
	out := map[common.Hash]bool{}
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil { // the generated ABI always parses: a test covers it
		return out
	}
	for _, name := range []string{"GameStarted", "PhaseChanged", "RoundStarted", "TargetsRearmed", "GameEnded"} {
		out[parsed.Events[name].ID] = true
	}
	return out
}()

func (a *Agent) moved(receipt *types.Receipt, m Move) {
	m.Player = a.Address()
	m.Tx = receipt.TxHash
	for _, l := range receipt.Logs {
		if l.Address == a.cfg.Game && len(l.Topics) > 0 && transitionEvents[l.Topics[0]] {
			m.Transition = true
		}
		if l.Address == a.cfg.Game && len(l.Topics) > 0 && l.Topics[0] == targetsDrawnID {
			m.Drew = true
		}
	}
	a.cfg.Log.Info("move", "action", m.Action, "round", m.Round, "gas", m.GasUsed, "took", m.Elapsed.Round(time.Millisecond), "detail", m.Detail)
	if a.cfg.OnMove != nil {
		a.cfg.OnMove(m)
	}
}

func solidityProof(p *prover.Proof) bindings.IWorthOfWordsProof {
	var out bindings.IWorthOfWordsProof
	for i, v := range p.Points {
		out.Words[i] = new(big.Int).Set(v)
	}
	return out
}

// PackColours packs colours 2 bits a letter, letter 0 lowest.
func PackColours(c []game.Color) uint16 {
	var v uint16
	for i := len(c) - 1; i >= 0; i-- {
		v = v<<2 | uint16(c[i])
	}
	return v
}

// UnpackColours is the inverse of PackColours.
func UnpackColours(v uint16, length int) []game.Color {
	out := make([]game.Color, length)
	for i := range out {
		out[i] = game.Color(v >> (2 * i) & 3)
	}
	return out
}

// GuessKey identifies one opened guess.
type GuessKey struct {
	Round  uint16
	Player common.Address
}

// History is the public record of a game read from its events.
type History struct {
	Players []common.Address    // in join order: the indexes events use
	Guesses map[GuessKey]uint32 // opened guesses, packed
	Reveals []*Reveal
}

// Attackers returns the addresses of a reveal's attackers, in slot order.
func (h *History) Attackers(r *Reveal) []common.Address {
	out := make([]common.Address, len(r.Attackers))
	for i, idx := range r.Attackers {
		if int(idx) < len(h.Players) {
			out[i] = h.Players[idx]
		}
	}
	return out
}

// ReadHistory reads every opened guess and reveal of a game from the chain.
func ReadHistory(ctx context.Context, b Backend, gameAddr common.Address, gameID *big.Int) (*History, error) {
	wow := bindings.NewWorthOfWords()
	parsed, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	opened, revealed := parsed.Events["GuessOpened"].ID, parsed.Events["Revealed"].ID
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{gameAddr},
		Topics:    [][]common.Hash{{opened, revealed}, {common.BigToHash(gameID)}},
	})
	if err != nil {
		return nil, err
	}
	players, err := bind.Call(wow.Instance(b, gameAddr), &bind.CallOpts{Context: ctx}, wow.PackPlayersOf(gameID), wow.UnpackPlayersOf)
	if err != nil {
		return nil, err
	}
	h := &History{Players: players, Guesses: map[GuessKey]uint32{}}
	for i := range logs {
		l := &logs[i]
		switch l.Topics[0] {
		case opened:
			ev, err := wow.UnpackGuessOpenedEvent(l)
			if err != nil {
				return nil, err
			}
			h.Guesses[GuessKey{ev.Round, ev.Player}] = ev.Guess
		case revealed:
			ev, err := wow.UnpackRevealedEvent(l)
			if err != nil {
				return nil, err
			}
			r, err := NewReveal(ev)
			if err != nil {
				return nil, err
			}
			h.Reveals = append(h.Reveals, r)
		}
	}
	return h, nil
}
