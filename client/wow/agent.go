package wow

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/prover"
)

// AgentConfig configures an Agent.
type AgentConfig struct {
	Backend  client.Backend
	Game     common.Address // the WorthOfWords contract
	GameID   *big.Int
	Mover    client.Mover
	Prover   *prover.Prover
	Dicts    *Dictionaries
	Store    *client.Store
	Strategy Strategy
	// Log receives one line per move; nil discards.
	Log *slog.Logger
	// Poll is how often Run re-reads the chain; 0 means 200ms.
	Poll time.Duration
	// Invite is the invite signature a join of an invite-only lobby
	// carries (the EIP-191 signature of the game's inviteDigest for the
	// player by the lobby's invite signer); nil for an open lobby.
	Invite []byte
	// OnMove, when set, is called after every move the agent makes.
	OnMove func(Move)
	// OnEvent, when set, receives what the player should know while the
	// game runs: who the game waits for, deadlines coming, a missed guess.
	// Events are sent from the goroutine calling Step, in order.
	OnEvent func(Event)
	// Checkpoint, when set, is called with "after-store" once a join's
	// secrets are stored and before it is signed, and with "after-send"
	// once it is mined. Tests use it to kill a client at those points.
	Checkpoint func(point string)
}

// Event kinds.
const (
	EventWaitingPlayers = "waiting-players" // a lobby fills
	EventStatus         = "status"          // phase, deadline, whom the game waits for
	EventGuessDue       = "guess-due"       // the strategy was asked for this round's guess
	EventGuessWarning   = "guess-warning"   // half the guess time, or 30 s, is left
	EventGuessMissed    = "guess-missed"    // no guess before the commit deadline
	EventGuessFailed    = "guess-failed"    // the strategy failed or gave a word outside the dictionary
	EventStepFailed     = "step-failed"     // a move failed and will be retried (Run only)
)

// Event is something the player should know, as a sentence (Text) and as
// data.
type Event struct {
	Kind     string           `json:"kind"`
	Game     *big.Int         `json:"game"`
	Round    uint16           `json:"round,omitempty"`
	Phase    string           `json:"phase,omitempty"`
	Deadline time.Time        `json:"deadline,omitzero"` // of the current phase, local clock
	Players  int              `json:"players,omitempty"` // joined so far (waiting-players)
	Seats    int              `json:"seats,omitempty"`   // lobby size (waiting-players)
	Waiting  []common.Address `json:"waiting,omitempty"` // players whose move the phase waits for
	Text     string           `json:"text"`
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

	guess      *pendingGuess // the strategy's guess in flight, if any
	lastStatus string        // text of the last status event, to send only changes
	drawnRound uint16        // the last round whose targets were seen drawn (a draw never changes)
	wake       chan struct{} // a background guess finished: Run steps at once
}

// pendingGuess is a guess the strategy works on in the background, so that
// the agent keeps answering the reveals it owes meanwhile.
type pendingGuess struct {
	round    uint16
	deadline time.Time // the commit deadline on the local clock
	total    time.Duration
	cancel   context.CancelFunc
	done     chan guessResult // buffered: the goroutine never blocks
	missed   bool             // given up for this round
	// warnedHalf and warnedLast record the warnings sent: at half time, and
	// 30 s before the deadline.
	warnedHalf, warnedLast bool
}

type guessResult struct {
	word string
	err  error
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
		key: client.GameKey(chainID, cfg.Game, cfg.GameID), wake: make(chan struct{}, 1),
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

// playerInfos reads the state of several players in one JSON-RPC batch
// (one by one on a backend that cannot batch).
func (a *Agent) playerInfos(ctx context.Context, players []common.Address) ([]bindings.WorthOfWordsPlayer, error) {
	out := make([]bindings.WorthOfWordsPlayer, len(players))
	raw := make([]hexutil.Bytes, len(players))
	batch := make([]rpc.BatchElem, len(players))
	for i, p := range players {
		data := hexutil.Bytes(a.wow.PackPlayerInfo(a.cfg.GameID, p))
		batch[i] = rpc.BatchElem{Method: "eth_call", Args: []any{map[string]any{"to": a.cfg.Game, "input": data}, "latest"}, Result: &raw[i]}
	}
	err := client.BatchCall(ctx, a.cfg.Backend, batch)
	if errors.Is(err, client.ErrNoBatch) {
		for i, p := range players {
			if out[i], err = a.PlayerInfo(ctx, p); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	for i, p := range players {
		if out[i], err = a.wow.UnpackPlayerInfo(raw[i]); err != nil {
			return nil, fmt.Errorf("playerInfo of %s: %w", p, err)
		}
	}
	return out, nil
}

// Seat returns the player's index in the game's join order and whether it
// joined at all.
func (a *Agent) Seat(ctx context.Context) (int, bool, error) {
	players, err := bind.Call(a.c, &bind.CallOpts{Context: ctx}, a.wow.PackPlayersOf(a.cfg.GameID), a.wow.UnpackPlayersOf)
	if err != nil {
		return 0, false, client.DecodeRevert(err)
	}
	for i, p := range players {
		if p == a.Address() {
			return i, true, nil
		}
	}
	return 0, false, nil
}

// Join joins the game with secret words (in play order), after storing them
// with fresh salts so that a crash after the join loses nothing. Joins are
// idempotent: when the store already holds a join for the game (an earlier
// attempt that may or may not have reached the chain), Join sends that one
// again, with the same words and salts; nil secrets mean "the stored ones".
// A player that already joined gets an *AlreadyJoinedError and the store is
// left as it is.
func (a *Agent) Join(ctx context.Context, secrets []string) error {
	secrets, haveStored, err := a.joinWords(secrets)
	if err != nil {
		return err
	}
	info, err := a.checkJoinable(ctx, haveStored)
	if err != nil {
		return err
	}
	stored, salts, err := a.reserveSecrets(secrets)
	if err != nil {
		return err
	}
	return a.sendJoin(ctx, info.Settings.Stake, stored, salts)
}

// joinWords are the words to join with: secrets, or the stored ones when
// secrets is nil; a join stored earlier fixes them. It reports whether the
// store holds a join.
func (a *Agent) joinWords(secrets []string) ([]string, bool, error) {
	stored, haveStored := a.cfg.Store.Game(a.key)
	haveStored = haveStored && len(stored.Words) == SecretsPerPlayer
	if secrets == nil && haveStored {
		secrets = stored.Words
	}
	if len(secrets) != SecretsPerPlayer {
		return nil, false, fmt.Errorf("%w: want %d secret words, got %d", game.ErrBadWord, SecretsPerPlayer, len(secrets))
	}
	for _, w := range secrets {
		if !a.cfg.Dicts.Secrets.Contains(w) {
			return nil, false, fmt.Errorf("%w: %q is not a valid secret word", ErrNotInDictionary, w)
		}
	}
	if haveStored && !slices.Equal(secrets, stored.Words) {
		return nil, false, fmt.Errorf("%w: a join of game %s with the words %s was stored earlier and may already be on its way: join with those words (or with none given)",
			client.ErrSecretsFixed, a.cfg.GameID, strings.Join(stored.Words, ","))
	}
	return secrets, haveStored, nil
}

// checkJoinable reads the game and refuses, before anything is stored or
// sent, a join the contract or this client would fail: an unknown game, a
// player already in it (an *AlreadyJoinedError), a game past its lobby, a
// token stake, other dictionaries, or too little to pay the stake.
func (a *Agent) checkJoinable(ctx context.Context, haveStored bool) (bindings.GameInfoOutput, error) {
	info, err := a.Info(ctx)
	if err != nil {
		return info, err
	}
	if info.Phase == PhaseNone {
		return info, UnknownGame(a.cfg.GameID)
	}
	seat, joined, err := a.Seat(ctx)
	if err != nil {
		return info, err
	}
	if joined {
		if !haveStored {
			return info, fmt.Errorf("%w: %s joined game %s, but this secret store holds no words for it (use the store it was joined with)", ErrNoSecrets, a.Address().Hex(), a.cfg.GameID)
		}
		return info, &AlreadyJoinedError{Game: a.cfg.GameID, Seat: seat}
	}
	if info.Phase != PhaseLobby {
		return info, fmt.Errorf("game %s is in its %s phase: it no longer takes players", a.cfg.GameID, PhaseName(info.Phase))
	}
	if info.Settings.Token != (common.Address{}) {
		return info, fmt.Errorf("game %s stakes an ERC-20 token; this client pays native stakes only", a.cfg.GameID)
	}
	if err := a.cfg.Dicts.CheckRoots(info.Dictionary.SecretRoot, info.Dictionary.GuessRoot, info.Dictionary.GuessDepth); err != nil {
		return info, err
	}
	return info, a.checkFunds(ctx, info.Settings.Stake, fmt.Sprintf("the stake of game %s", a.cfg.GameID))
}

// reserveSecrets stores the words with fresh salts before anything is
// signed; a join stored earlier wins, so that a rerun sends the same
// commitments as the attempt that may be in flight. It returns the stored
// join and its salts.
func (a *Agent) reserveSecrets(secrets []string) (client.GameSecrets, []fr.Element, error) {
	saltText := make([]string, len(secrets))
	for i := range saltText {
		salt, err := prover.NewSalt()
		if err != nil {
			return client.GameSecrets{}, nil, err
		}
		saltText[i] = prover.FormatField(salt)
	}
	stored, _, err := a.cfg.Store.Reserve(a.key, a.Address().Hex(), secrets, saltText)
	if err != nil {
		return stored, nil, fmt.Errorf("store secrets: %w", err)
	}
	if stored.Player != "" && !strings.EqualFold(stored.Player, a.Address().Hex()) {
		return stored, nil, fmt.Errorf("game %s was joined as %s, but this client moves as %s (the join used the other of plain transactions and the smart account: add or drop --direct)",
			a.cfg.GameID, stored.Player, a.Address().Hex())
	}
	a.checkpoint("after-store")
	salts := make([]fr.Element, len(stored.Salts))
	for i, t := range stored.Salts {
		if salts[i], err = prover.ParseField(t); err != nil {
			return stored, nil, fmt.Errorf("stored salt: %w", err)
		}
	}
	return stored, salts, nil
}

// sendJoin proves the stored words are in the dictionary and committed, and
// sends the join with the stake. A join that an earlier attempt landed
// meanwhile (with the same commitments) is an *AlreadyJoinedError.
func (a *Agent) sendJoin(ctx context.Context, stake *big.Int, stored client.GameSecrets, salts []fr.Element) error {
	start := time.Now()
	ctxField, err := a.context(0)
	if err != nil {
		return err
	}
	proof, err := a.cfg.Prover.ProveCommit(ctx, prover.CommitInput{
		Dictionary: a.cfg.Dicts.SecretTree, Words: stored.Words, Salts: salts, Context: ctxField,
	})
	if err != nil {
		return fmt.Errorf("prove commit: %w", err)
	}
	commitments, err := a.commitments()
	if err != nil {
		return err
	}
	data := a.wow.PackJoin(a.cfg.GameID, commitments, solidityProof(proof), a.cfg.Invite)
	receipt, err := a.cfg.Mover.Send(ctx, a.cfg.Game, data, stake)
	var re *client.RevertError
	if errors.As(err, &re) && re.Name == "WordproofAlreadyJoined" {
		seat, _, _ := a.Seat(ctx)
		return &AlreadyJoinedError{Game: a.cfg.GameID, Seat: seat}
	}
	if err != nil {
		return fmt.Errorf("join: %w", err)
	}
	a.checkpoint("after-send")
	a.moved(receipt, Move{Action: "join", Detail: "stake " + client.FormatETH(stake), GasUsed: receipt.GasUsed, Elapsed: time.Since(start)})
	return nil
}

// JoinedStore reports whether the store holds a join of this game.
func (a *Agent) JoinedStore() bool {
	g, ok := a.cfg.Store.Game(a.key)
	return ok && len(g.Words) == SecretsPerPlayer
}

func (a *Agent) checkpoint(point string) {
	if a.cfg.Checkpoint != nil {
		a.cfg.Checkpoint(point)
	}
}

// checkFunds fails with a *FundsError when the player cannot pay value.
func (a *Agent) checkFunds(ctx context.Context, value *big.Int, what string) error {
	return client.CheckFunds(ctx, a.cfg.Backend, a.Address(), value, what)
}

// Run steps until the game ends or ctx is done. Failed steps are logged and
// retried at the next poll; Run fails only for a game that does not exist.
func (a *Agent) Run(ctx context.Context) error {
	var lastErr string
	for {
		done, err := a.Step(ctx)
		if done {
			return err // a game that does not exist ends the run with an error
		}
		if err != nil && ctx.Err() == nil {
			a.cfg.Log.Warn("step failed", "err", err)
			if msg := err.Error(); msg != lastErr {
				lastErr = msg
				a.event(Event{Kind: EventStepFailed, Text: "retrying: " + msg})
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-a.wake:
		case <-time.After(a.cfg.Poll):
		}
	}
}

// Wake is signalled when a background guess finishes, so that a loop
// calling Step can step at once instead of at its next poll.
func (a *Agent) Wake() <-chan struct{} { return a.wake }

// Step does whatever is due for the player now (commit, open, reveal, or
// advancing a phase whose deadline passed) and reports whether the game is
// over. It never waits for the player: the strategy's guess is asked for in
// the background, with a context that ends at the commit deadline, and Step
// keeps sending the reveals and advances the player owes meanwhile. A guess
// that comes too late costs that guess only. The guess runs under ctx, so
// pass the context of the whole loop, not one made per call.
func (a *Agent) Step(ctx context.Context) (bool, error) {
	info, err := a.Info(ctx)
	if err != nil {
		return false, client.DecodeRevert(err)
	}
	switch info.Phase {
	case PhaseEnded:
		a.dropGuess()
		return true, nil
	case PhaseNone:
		return true, UnknownGame(a.cfg.GameID)
	case PhaseLobby:
		a.status(Event{Kind: EventWaitingPlayers, Players: int(info.PlayerCount), Seats: int(info.Settings.MaxPlayers),
			Text: fmt.Sprintf("game %s: waiting for players (%d/%d)", a.cfg.GameID, info.PlayerCount, info.Settings.MaxPlayers)})
		return false, nil
	case PhaseSettling:
		return false, a.advance(ctx, info.Round)
	}
	head, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return false, err
	}
	// Deadlines are chain time. A chain whose clock runs ahead of ours (a
	// dev chain moved on) counts from its head; one with no recent block
	// will stamp the next one with about our time.
	now := time.Now()
	chainNow := max(head.Time, uint64(now.Unix()))
	deadline := now.Add(time.Duration(int64(info.Deadline)-int64(chainNow)) * time.Second)
	if chainNow > info.Deadline {
		a.missGuess()
		return false, a.advance(ctx, info.Round)
	}
	me, err := a.PlayerInfo(ctx, a.Address())
	if err != nil {
		return false, err
	}
	if a.cfg.OnEvent != nil {
		if err := a.reportStatus(ctx, info, me, deadline); err != nil {
			return false, err
		}
	}
	if info.Phase != PhaseCommit {
		a.missGuess()
	}
	switch {
	case info.Phase == PhaseCommit && me.Status == StatusActive && me.CommittedRound != info.Round:
		return false, a.commitWhenDrawn(ctx, info.Round, deadline, time.Duration(info.Settings.CommitTimeout)*time.Second)
	case info.Phase == PhaseOpen && me.CommittedRound == info.Round && me.OpenedRound != info.Round:
		return false, a.open(ctx, info.Round)
	case info.Phase == PhaseReveal && me.MustRevealRound == info.Round && me.RevealedRound != info.Round:
		return false, a.reveal(ctx, info.Round, me)
	}
	return false, nil
}

// status sends ev unless it says what the last one said.
func (a *Agent) status(ev Event) {
	if a.cfg.OnEvent == nil || ev.Text == a.lastStatus {
		return
	}
	a.lastStatus = ev.Text
	a.event(ev)
}

func (a *Agent) event(ev Event) {
	if a.cfg.OnEvent != nil {
		ev.Game = a.cfg.GameID
		a.cfg.OnEvent(ev)
	}
}

// reportStatus sends a status event naming the players whose move the
// current phase waits for, when that changed.
func (a *Agent) reportStatus(ctx context.Context, info bindings.GameInfoOutput, me bindings.WorthOfWordsPlayer, deadline time.Time) error {
	players, err := bind.Call(a.c, &bind.CallOpts{Context: ctx}, a.wow.PackPlayersOf(a.cfg.GameID), a.wow.UnpackPlayersOf)
	if err != nil {
		return err
	}
	var waiting []common.Address
	var names []string
	for _, p := range players {
		pi, err := a.PlayerInfo(ctx, p)
		if err != nil {
			return err
		}
		if Owes(info, pi) {
			waiting = append(waiting, p)
			name := p.Hex()[:10] + ".."
			if p == a.Address() {
				name = "you"
			}
			names = append(names, name)
		}
	}
	what := map[uint8]string{PhaseCommit: "guesses", PhaseOpen: "openings", PhaseReveal: "reveals"}[info.Phase]
	text := fmt.Sprintf("game %s round %d, %s phase: waiting for %s from %s", a.cfg.GameID, info.Round, PhaseName(info.Phase), what, strings.Join(names, ", "))
	if len(names) == 0 {
		text = fmt.Sprintf("game %s round %d, %s phase: every move is in", a.cfg.GameID, info.Round, PhaseName(info.Phase))
	}
	switch me.Status {
	case StatusForfeited:
		text = "you are out: you forfeited (a reveal was missed before its deadline), your stake went to the pot; " + text
	case StatusSolved:
		text = "you are out: both your words were solved (you keep your score); " + text
	}
	a.status(Event{Kind: EventStatus, Round: info.Round, Phase: PhaseName(info.Phase), Deadline: deadline, Waiting: waiting, Text: text})
	return nil
}

// Owes reports whether the current phase of a game waits for player p's move.
func Owes(info bindings.GameInfoOutput, p bindings.WorthOfWordsPlayer) bool {
	switch info.Phase {
	case PhaseCommit:
		return p.Status == StatusActive && p.CommittedRound != info.Round
	case PhaseOpen:
		return p.CommittedRound == info.Round && p.OpenedRound != info.Round
	case PhaseReveal:
		return p.MustRevealRound == info.Round && p.RevealedRound != info.Round
	}
	return false
}

// commit commits this round's guess once the strategy has one: a guess
// stored earlier (by a run that stopped before sending it) is sent as it is;
// otherwise the strategy is asked in the background and commit returns at
// once, to be called again by the next Step.
func (a *Agent) commit(ctx context.Context, round uint16, deadline time.Time, total time.Duration) error {
	if stored, ok := a.cfg.Store.Game(a.key); ok {
		if pg, have := stored.Guesses[round]; have {
			return a.sendCommit(ctx, round, pg)
		}
	}
	g := a.guess
	if g != nil && g.round != round {
		a.dropGuess()
		g = nil
	}
	if g == nil {
		return a.askGuess(ctx, round, deadline, total)
	}
	if g.missed {
		return nil
	}
	select {
	case r := <-g.done:
		a.guess = nil
		if r.err != nil {
			if time.Now().After(g.deadline) {
				a.guess = g
				a.missGuess()
				return nil
			}
			a.event(Event{Kind: EventGuessFailed, Round: round, Text: fmt.Sprintf("round %d: no guess: %v", round, r.err)})
			return fmt.Errorf("choose guess: %w", r.err)
		}
		if !a.cfg.Dicts.Guesses.Contains(r.word) {
			a.event(Event{Kind: EventGuessFailed, Round: round, Text: fmt.Sprintf("round %d: %q is not in the guess dictionary", round, r.word)})
			return fmt.Errorf("%w: guess %q", ErrNotInDictionary, r.word)
		}
		var salt [32]byte
		if _, err := rand.Read(salt[:]); err != nil {
			return err
		}
		pg := client.PendingGuess{Word: r.word, Salt: hexutil.Encode(salt[:])}
		// Store before sending: the guess must be openable after a crash.
		if err := a.cfg.Store.Update(a.key, func(gs *client.GameSecrets) { gs.Guesses[round] = pg }); err != nil {
			return err
		}
		return a.sendCommit(ctx, round, pg)
	default:
	}
	if text := g.warning(time.Until(g.deadline)); text != "" {
		a.event(Event{Kind: EventGuessWarning, Round: round, Deadline: g.deadline, Text: fmt.Sprintf("round %d: %s", round, text)})
	}
	return nil
}

// warning returns the warning due with left of the guess time to go, once
// each: at half time, and 30 s before the deadline when the guess time is
// longer than that.
func (g *pendingGuess) warning(left time.Duration) string {
	left = left.Round(time.Second)
	switch {
	case !g.warnedLast && g.total > 30*time.Second && left <= 30*time.Second:
		g.warnedLast, g.warnedHalf = true, true
		return fmt.Sprintf("%s left to guess", left)
	case !g.warnedHalf && left <= g.total/2:
		g.warnedHalf = true
		return fmt.Sprintf("half the time to guess is gone: %s left", left)
	}
	return ""
}

// askGuess asks the strategy for round's guess in the background.
func (a *Agent) askGuess(ctx context.Context, round uint16, deadline time.Time, total time.Duration) error {
	if a.cfg.Strategy == nil {
		return errors.New("agent: no strategy to choose a guess")
	}
	view, err := a.View(ctx, round)
	if err != nil {
		return err
	}
	gctx, cancel := context.WithDeadline(ctx, deadline)
	g := &pendingGuess{round: round, deadline: deadline, total: total, cancel: cancel, done: make(chan guessResult, 1)}
	if total <= 0 || total < time.Until(deadline) {
		g.total = time.Until(deadline)
	}
	g.warnedHalf = time.Until(deadline) <= g.total/2 // asked late (a restart): no half-time warning
	a.guess = g
	a.event(Event{Kind: EventGuessDue, Round: round, Deadline: deadline,
		Text: fmt.Sprintf("round %d: your guess is due within %s", round, time.Until(deadline).Round(time.Second))})
	go func() {
		w, err := a.cfg.Strategy.Guess(gctx, view)
		g.done <- guessResult{word: w, err: err}
		select {
		case a.wake <- struct{}{}:
		default:
		}
	}()
	return nil
}

// missGuess gives up the guess in flight, if any: its commit phase is over.
func (a *Agent) missGuess() {
	g := a.guess
	if g == nil || g.missed {
		return
	}
	a.dropGuess()
	a.guess = &pendingGuess{round: g.round, missed: true}
	a.event(Event{Kind: EventGuessMissed, Round: g.round,
		Text: fmt.Sprintf("round %d: no guess was committed before the deadline: this round's guess is lost, nothing else (the reveals you owe are still sent)", g.round)})
}

// dropGuess cancels the guess in flight, if any.
func (a *Agent) dropGuess() {
	if a.guess != nil && a.guess.cancel != nil {
		a.guess.cancel()
	}
	a.guess = nil
}

func (a *Agent) sendCommit(ctx context.Context, round uint16, pg client.PendingGuess) error {
	salt, err := hexutil.Decode(pg.Salt)
	if err != nil || len(salt) != 32 {
		return fmt.Errorf("stored guess salt for round %d is corrupt", round)
	}
	packed, _, _, err := a.cfg.Dicts.GuessProof(pg.Word)
	if err != nil {
		return err
	}
	commitment := GuessCommitment(a.cfg.GameID, round, a.Address(), packed, [32]byte(salt))
	start := time.Now()
	receipt, err := a.cfg.Mover.Send(ctx, a.cfg.Game, a.wow.PackCommitGuess(a.cfg.GameID, commitment), nil)
	if err != nil {
		return fmt.Errorf("commit guess: %w", err)
	}
	a.moved(receipt, Move{Action: "commit", Round: round, Detail: pg.Word, GasUsed: receipt.GasUsed, Elapsed: time.Since(start)})
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
	infos, err := a.playerInfos(ctx, attackers)
	if err != nil {
		return err
	}
	var guesses []string
	for _, p := range infos {
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
	// The colours are the proof's public inputs: the prover computed them
	// once, and what is sent is what was proven.
	proven, err := prover.DecodeReveal(proof)
	if err != nil {
		return fmt.Errorf("prove reveal: %w", err)
	}
	slots := make([]uint16, len(proven.Slots))
	for i, sl := range proven.Slots {
		slots[i] = PackColours(sl.Colors)
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
	if errors.Is(err, client.ErrReverted) {
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
					Guess: a.cfg.Dicts.Unpack(history.Guesses[GuessKey{Round: r.Round, Player: att}]), Colours: UnpackColours(r.Colours[i], a.cfg.Dicts.Length),
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

func (a *Agent) moved(receipt *types.Receipt, m Move) {
	m.Player = a.Address()
	m.Tx = receipt.TxHash
	effects := wire.ReadMoveEffects(a.cfg.Game, receipt.Logs)
	m.Transition, m.Drew = effects.Transition, effects.Drew
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
