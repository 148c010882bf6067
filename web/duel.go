package web

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/rating"
)

// Worduel Blitz in the browser: the duel platform's screen (daily coins,
// coins free and in play, MMR and rank, the queue) and the match screen,
// over the same Go code as the terminal: client/worduel.Agent commits the
// seed, answers the opponent's guesses with proofs, ends the match and
// claims timeouts; the page only supplies this player's guesses.

// DuelPage is the path of the duel platform's page.
const DuelPage = "/worduel/"

// ErrNoDuels is returned when the deployment has no duel platform.
var ErrNoDuels = errors.New("this deployment has no duel platform (redeploy with 'wordproof deploy')")

// errNoGuessYet ends an agent's Play while the player has not typed the
// next guess: the server plays on at once (answering the opponent meanwhile).
var errNoGuessYet = errors.New("no guess from the page yet")

// duelAddrs are the duel contracts of the deployment (bo3 and registry
// zero when it has no Best of 3).
type duelAddrs struct {
	coins, platform, blitz common.Address
	bo3, registry          common.Address
	ttt                    common.Address // zero when the deployment has no Wordle-Tac-Toe
}

func (duelAddrs) bo3Binding() *house.WorduelBo3 { return house.NewWorduelBo3() }

func (s *Server) duels() (duelAddrs, error) {
	var d duelAddrs
	m := s.cfg.Manifest
	if m == nil {
		return d, ErrNoDuels
	}
	var err error
	if d.coins, err = m.Address(deploy.ContractCoins); err != nil {
		return d, ErrNoDuels
	}
	if d.platform, err = m.Address(deploy.ContractDuelPlatform); err != nil {
		return d, ErrNoDuels
	}
	if d.blitz, err = m.Address(deploy.ContractWorduelBlitz); err != nil {
		return d, ErrNoDuels
	}
	d.bo3, d.registry = m.Contracts[deploy.ContractWorduelBo3], m.Contracts[deploy.ContractHouseRegistry]
	d.ttt = m.Contracts[deploy.ContractWordleTacToe]
	if d.registry == (common.Address{}) {
		d.bo3, d.ttt = common.Address{}, common.Address{}
	}
	return d, nil
}

// duelPlay is a Blitz match this server plays for the connected player.
type duelPlay struct {
	id       *big.Int
	agent    *worduel.Agent
	strategy *pageGuesses
	before   int64 // the player's MMR when the match was found

	mu      sync.Mutex
	lastErr string
	done    bool
}

// pageGuesses is a worduel.Strategy whose guesses come from the page.
// Guess never waits long: the agent must keep answering the opponent (an
// answer late past its window loses the match), so without a typed guess it
// returns errNoGuessYet and the server calls Play again.
type pageGuesses struct {
	ch chan string

	mu      sync.Mutex
	tries   []worduel.Try // the answered tries of the current word, as last asked
	asking  bool          // the agent asked for a guess
	pending string        // typed, not yet sent
}

// Guess implements worduel.Strategy.
func (p *pageGuesses) Guess(ctx context.Context, tries []worduel.Try) (string, error) {
	p.mu.Lock()
	p.tries, p.asking = append([]worduel.Try(nil), tries...), true
	p.mu.Unlock()
	select {
	case w := <-p.ch:
		p.mu.Lock()
		p.asking, p.pending = false, ""
		p.mu.Unlock()
		return w, nil
	case <-ctx.Done():
		return "", ctx.Err()
	case <-time.After(150 * time.Millisecond):
		return "", errNoGuessYet
	}
}

func (p *pageGuesses) submit(word string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.pending != "" {
		return fmt.Errorf("%w: %s is still on its way", ErrNotAwaitingGuess, strings.ToUpper(p.pending))
	}
	select {
	case p.ch <- word:
		p.pending = word
		return nil
	default:
		return ErrNotAwaitingGuess
	}
}

// duelProfile is GET /api/duel/status.
type duelProfile struct {
	Player      common.Address `json:"player"`
	Coins       uint64         `json:"coins"`  // free and in play
	InPlay      uint64         `json:"inPlay"` // locked in the queue or a match
	Available   uint64         `json:"available"`
	NextClaimAt int64          `json:"nextClaimAt"` // unix seconds; 0: never claimed
	Now         int64          `json:"now"`         // the chain's time
	MMR         int64          `json:"mmr"`
	Rank        string         `json:"rank"`
	Wins        uint32         `json:"wins"`
	Losses      uint32         `json:"losses"`
	Draws       uint32         `json:"draws"`
	QueuedMode  string         `json:"queuedMode,omitempty"`
	QueuedBet   uint64         `json:"queuedBet,omitempty"`
	MatchID     uint64         `json:"matchId,omitempty"` // the live match ("Match Found")
	MatchMode   string         `json:"matchMode,omitempty"`
	Modes       []string       `json:"modes"`
}

func duelModeName(id uint32) string {
	for n, m := range deploy.DuelModes {
		if m == id {
			return n
		}
	}
	return fmt.Sprintf("mode %d", id)
}

// profile reads the player's coins, rating, record, queue and live match.
func (s *Server) profile(ctx context.Context, d duelAddrs, who common.Address) (*duelProfile, error) {
	modes := []string{"blitz"}
	if d.bo3 != (common.Address{}) {
		modes = append(modes, "bo3")
	}
	if d.ttt != (common.Address{}) {
		modes = append(modes, "ttt")
	}
	if s.pokerOpen(ctx, d) {
		modes = append(modes, "poker")
	}
	coins, platform := duel.NewCoins(), duel.NewDuelPlatform()
	ci, pi := coins.Instance(s.backend, d.coins), platform.Instance(s.backend, d.platform)
	opts := &bind.CallOpts{Context: ctx}
	bal, err := bind.Call(ci, opts, coins.PackBalanceOf(who), coins.UnpackBalanceOf)
	if err != nil {
		return nil, err
	}
	locked, err := bind.Call(ci, opts, coins.PackLockedOf(who), coins.UnpackLockedOf)
	if err != nil {
		return nil, err
	}
	next, err := bind.Call(ci, opts, coins.PackNextClaimAt(who), coins.UnpackNextClaimAt)
	if err != nil {
		return nil, err
	}
	mmr, err := bind.Call(pi, opts, platform.PackRatingOf(who), platform.UnpackRatingOf)
	if err != nil {
		return nil, err
	}
	rec, err := bind.Call(pi, opts, platform.PackPlayerOf(who), platform.UnpackPlayerOf)
	if err != nil {
		return nil, err
	}
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	p := &duelProfile{
		Player: who, Coins: bal.Uint64(), InPlay: locked.Uint64(), NextClaimAt: next.Int64(), Now: int64(s.clock.now(head.Time)),
		MMR: mmr.Int64(), Rank: rating.RankOf(int(mmr.Int64())).String(), Wins: rec.Wins, Losses: rec.Losses, Draws: rec.Draws,
		MatchID: rec.MatchId.Uint64(), Modes: modes,
	}
	if p.MatchID != 0 {
		m, err := s.matchMode(ctx, d, rec.MatchId)
		if err != nil {
			return nil, err
		}
		p.MatchMode = duelModeName(m.Mode)
	}
	p.Available = p.Coins - p.InPlay
	if rec.QueuedMode != 0 {
		p.QueuedMode, p.QueuedBet = duelModeName(rec.QueuedMode), rec.QueuedBet.Uint64()
	}
	return p, nil
}

// duelCall is the common start of the duel handlers: the contracts and the
// connected player.
func (s *Server) duelCall(w http.ResponseWriter) (duelAddrs, client.Mover, bool) {
	d, err := s.duels()
	if err != nil {
		writeError(w, http.StatusNotFound, err)
		return d, nil, false
	}
	mover, _ := s.player()
	if mover == nil {
		writeError(w, http.StatusUnauthorized, ErrNotConnected)
		return d, nil, false
	}
	return d, mover, true
}

func (s *Server) handleDuelStatus(w http.ResponseWriter, r *http.Request) {
	d, mover, ok := s.duelCall(w)
	if !ok {
		return
	}
	p, err := s.profile(r.Context(), d, mover.Address())
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if p.MatchID != 0 {
		// Match Found: play it (a match found while the page was away too).
		play := func() error { return s.playDuel(r.Context(), d, mover, new(big.Int).SetUint64(p.MatchID), p.MMR) }
		switch p.MatchMode {
		case "bo3":
			play = func() error { return s.playBo3(r.Context(), d, mover, new(big.Int).SetUint64(p.MatchID)) }
		case "ttt":
			play = func() error { return s.playTtt(d, mover, new(big.Int).SetUint64(p.MatchID)) }
		case "poker":
			play = func() error { return s.playPoker(r.Context(), d, mover, new(big.Int).SetUint64(p.MatchID)) }
		}
		if err := play(); err != nil {
			writeError(w, http.StatusInternalServerError, err)
			return
		}
	}
	writeJSON(w, http.StatusOK, p)
}

func (s *Server) handleDuelDaily(w http.ResponseWriter, r *http.Request) {
	d, mover, ok := s.duelCall(w)
	if !ok {
		return
	}
	if _, err := mover.Send(context.WithoutCancel(r.Context()), d.coins, duel.NewCoins().PackClaimDaily(), nil); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	s.handleDuelStatus(w, r)
}

func (s *Server) handleDuelQueue(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Bet  uint64 `json:"bet"`
		Mode string `json:"mode"`
	}
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	d, mover, ok := s.duelCall(w)
	if !ok {
		return
	}
	if req.Mode == "poker" {
		if err := s.pokerQueueable(r.Context(), d); err != nil {
			writeError(w, http.StatusConflict, err)
			return
		}
	} else if req.Mode != "blitz" && (req.Mode != "bo3" || d.bo3 == (common.Address{})) && (req.Mode != "ttt" || d.ttt == (common.Address{})) {
		writeError(w, http.StatusBadRequest, fmt.Errorf("mode %q is not playable here: choose blitz, bo3 (Best of 3), ttt (Wordle-Tac-Toe) or poker (Wordle Poker)", req.Mode))
		return
	}
	if req.Bet == 0 {
		writeError(w, http.StatusBadRequest, errors.New("the bet must be at least 1 coin"))
		return
	}
	ctx := r.Context()
	p, err := s.profile(ctx, d, mover.Address())
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if req.Bet > p.Available {
		writeError(w, http.StatusConflict, fmt.Errorf("you have %d coins free but bet %d: claim your daily coins or bet less", p.Available, req.Bet))
		return
	}
	platform := duel.NewDuelPlatform()
	if _, err := mover.Send(context.WithoutCancel(ctx), d.platform, platform.PackEnqueue(deploy.DuelModes[req.Mode], new(big.Int).SetUint64(req.Bet)), nil); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	s.handleDuelStatus(w, r)
}

func (s *Server) handleDuelLeave(w http.ResponseWriter, r *http.Request) {
	d, mover, ok := s.duelCall(w)
	if !ok {
		return
	}
	if _, err := mover.Send(context.WithoutCancel(r.Context()), d.platform, duel.NewDuelPlatform().PackLeave(), nil); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	s.handleDuelStatus(w, r)
}

// playDuel starts the agent of match id unless it runs already.
func (s *Server) playDuel(ctx context.Context, d duelAddrs, mover client.Mover, id *big.Int, mmr int64) error {
	s.mu.Lock()
	if s.duelGames == nil {
		s.duelGames = map[string]*duelPlay{}
	}
	if _, ok := s.duelGames[id.String()]; ok || s.ctx == nil || s.ctx.Err() != nil {
		s.mu.Unlock()
		return nil
	}
	s.mu.Unlock()
	strategy := &pageGuesses{ch: make(chan string, 1)}
	agent, err := worduel.NewAgent(ctx, worduel.AgentConfig{
		Mover: mover, Backend: s.backend, Blitz: d.blitz, Platform: d.platform, Store: s.store, Dicts: s.dicts,
		Prover: s.prover, Strategy: strategy, Poll: s.cfg.Poll,
		Log: func(format string, args ...any) { s.log.Info("blitz: " + fmt.Sprintf(format, args...)) },
	})
	if err != nil {
		return err
	}
	dp := &duelPlay{id: id, agent: agent, strategy: strategy, before: mmr}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.duelGames[id.String()]; ok {
		return nil
	}
	s.duelGames[id.String()] = dp
	s.wg.Add(1)
	go s.runDuel(dp)
	return nil
}

// runDuel plays the match to its end: Play returns whenever the page has no
// guess ready, and is called again at once.
func (s *Server) runDuel(dp *duelPlay) {
	defer s.wg.Done()
	for s.ctx.Err() == nil {
		res, err := dp.agent.Play(s.ctx, dp.id)
		dp.mu.Lock()
		switch {
		case err == nil && res.Settled:
			dp.done, dp.lastErr = true, ""
			dp.mu.Unlock()
			return
		case err == nil, errors.Is(err, errNoGuessYet), errors.Is(err, context.Canceled):
			dp.lastErr = ""
		default:
			dp.lastErr = explain(err)
		}
		dp.mu.Unlock()
		if err != nil && !errors.Is(err, errNoGuessYet) {
			select {
			case <-s.ctx.Done():
				return
			case <-time.After(s.cfg.Poll):
			}
		}
	}
}

func (s *Server) duelPlay(id *big.Int) *duelPlay {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.duelGames[id.String()]
}

// blitzTry is one guess on the current word and its proven colours
// (Pattern empty while the answer is due).
type blitzTry struct {
	Guess   string `json:"guess"`
	Pattern string `json:"pattern"`
}

// blitzBoard is GET /api/duel/match/{id}.
type blitzBoard struct {
	ID        uint64         `json:"id"`
	Live      bool           `json:"live"`
	Seat      int            `json:"seat"` // 0: waited in the queue, 1: joined it
	Opponent  common.Address `json:"opponent"`
	Bet       uint64         `json:"bet"`
	Word      int            `json:"word"` // the current word of the player's stream, 1-based
	Tries     []blitzTry     `json:"tries"`
	MaxTries  int            `json:"maxTries"`
	Solves    [2]int         `json:"solves"` // [you, opponent]
	Fails     [2]int         `json:"fails"`
	Clocks    [2]uint64      `json:"clocks"`  // seconds left, [you, opponent]
	Running   [2]bool        `json:"running"` // whose clock runs (owes a guess)
	CanGuess  bool           `json:"canGuess"`
	Answering bool           `json:"answering"` // the player's agent owes an answer
	Error     string         `json:"error,omitempty"`
	Result    *blitzResult   `json:"result,omitempty"`
}

// blitzResult is the end of a match, from its MatchSettled event.
type blitzResult struct {
	Outcome   string `json:"outcome"` // "won", "lost", "draw"
	Ending    string `json:"ending"`  // why: "result", "forfeit", "timeout", "stale"
	Coins     int64  `json:"coins"`   // the player's coin change
	MMR       int64  `json:"mmr"`     // the player's MMR after
	MMRChange int64  `json:"mmrChange"`
	Rank      string `json:"rank"`
}

var endings = []string{"result", "forfeit", "timeout", "stale"}

func (s *Server) handleDuelMatch(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	d, mover, ok := s.duelCall(w)
	if !ok {
		return
	}
	m, err := s.matchMode(r.Context(), d, id)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	var board any
	switch duelModeName(m.Mode) {
	case "bo3":
		board, err = s.bo3Board(r.Context(), d, mover.Address(), id, m)
	case "ttt":
		board, err = s.tttBoardOf(r.Context(), d, mover.Address(), id, m)
	case "poker":
		board, err = s.pokerBoard(r.Context(), d, mover.Address(), id, m)
	default:
		board, err = s.blitzBoard(r.Context(), d, mover.Address(), id)
	}
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	writeJSON(w, http.StatusOK, board)
}

func (s *Server) blitzBoard(ctx context.Context, d duelAddrs, me common.Address, id *big.Int) (*blitzBoard, error) {
	platform, blitz := duel.NewDuelPlatform(), duel.NewWorduelBlitz()
	pi, bi := platform.Instance(s.backend, d.platform), blitz.Instance(s.backend, d.blitz)
	opts := &bind.CallOpts{Context: ctx}
	m, err := bind.Call(pi, opts, platform.PackGetMatch(id), platform.UnpackGetMatch)
	if err != nil {
		return nil, err
	}
	b := &blitzBoard{ID: id.Uint64(), Live: m.Live, Bet: m.Bet.Uint64(), Tries: []blitzTry{}, MaxTries: 6}
	switch me {
	case m.A:
		b.Seat, b.Opponent = 0, m.B
	case m.B:
		b.Seat, b.Opponent = 1, m.A
	default:
		return nil, fmt.Errorf("you do not play match %s", id)
	}
	seats := [2]int{b.Seat, 1 - b.Seat} // you, opponent
	var sides [2]duel.WorduelBlitzSide
	for k, seat := range seats {
		if sides[k], err = bind.Call(bi, opts, blitz.PackSideOf(id, big.NewInt(int64(seat))), blitz.UnpackSideOf); err != nil {
			return nil, err
		}
		left, err := bind.Call(bi, opts, blitz.PackTimeLeft(id, big.NewInt(int64(seat))), blitz.UnpackTimeLeft)
		if err != nil {
			return nil, err
		}
		b.Clocks[k] = left.Uint64()
		b.Solves[k], b.Fails[k] = int(sides[k].Solves), int(sides[k].Fails)
		b.Running[k] = m.Live && sides[k].AnswerDue.Sign() == 0 && sides[k].Commitment.Sign() != 0 && left.Sign() > 0
	}
	mine := sides[0]
	b.Word = int(mine.Word) + 1
	b.Answering = m.Live && sides[1].AnswerDue.Sign() != 0
	if dp := s.duelPlay(id); dp != nil {
		dp.strategy.mu.Lock()
		for _, t := range dp.strategy.tries {
			b.Tries = append(b.Tries, blitzTry{Guess: t.Guess, Pattern: game.Pattern(t.Colours)})
		}
		asking, pending := dp.strategy.asking, dp.strategy.pending
		dp.strategy.mu.Unlock()
		// The tries the page saw belong to the current word only while its
		// count matches the contract's.
		if len(b.Tries) > int(mine.Tries) {
			b.Tries = b.Tries[:0]
		}
		if mine.AnswerDue.Sign() != 0 {
			b.Tries = append(b.Tries, blitzTry{Guess: s.dicts.Unpack(mine.Pending)})
		} else if pending != "" {
			b.Tries = append(b.Tries, blitzTry{Guess: pending})
		}
		b.CanGuess = m.Live && asking && pending == "" && mine.AnswerDue.Sign() == 0 && b.Clocks[0] > 0
		dp.mu.Lock()
		b.Error = dp.lastErr
		dp.mu.Unlock()
	}
	if !m.Live {
		if b.Result, err = s.blitzResult(ctx, d, me, id, b.Seat, b.Bet); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// blitzResult reads the MatchSettled event of match id.
func (s *Server) blitzResult(ctx context.Context, d duelAddrs, me common.Address, id *big.Int, seat int, bet uint64) (*blitzResult, error) {
	platform := duel.NewDuelPlatform()
	ev := platform.GetABI().Events["MatchSettled"]
	logs, err := s.backend.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{d.platform},
		Topics: [][]common.Hash{{ev.ID}, {common.BigToHash(id)}}})
	if err != nil {
		return nil, err
	}
	if len(logs) == 0 {
		return nil, fmt.Errorf("match %s ended but its MatchSettled event is not in the chain's logs", id)
	}
	st, err := platform.UnpackMatchSettledEvent(&logs[len(logs)-1])
	if err != nil {
		return nil, err
	}
	res := &blitzResult{Outcome: "draw", Ending: endings[min(int(st.Ending), len(endings)-1)]}
	mmr := st.RatingA
	if seat == 1 {
		mmr = st.RatingB
	}
	res.MMR = mmr.Int64()
	res.Rank = rating.RankOf(int(res.MMR)).String()
	switch {
	case st.Outcome == 1 && seat == 0, st.Outcome == 2 && seat == 1:
		res.Outcome, res.Coins, res.MMRChange = "won", int64(bet), st.Points.Int64()
	case st.Outcome != 0:
		res.Outcome, res.Coins, res.MMRChange = "lost", -int64(bet), -st.Points.Int64()
	}
	return res, nil
}

func (s *Server) handleDuelGuess(w http.ResponseWriter, r *http.Request) {
	id, word, ok := readGuess(w, r)
	if !ok {
		return
	}
	var guesses *pageGuesses
	if dp := s.duelPlay(id); dp != nil {
		guesses = dp.strategy
	} else if bp := s.bo3Play(id); bp != nil {
		guesses = bp.strategy
	}
	if guesses == nil {
		writeError(w, http.StatusNotFound, ErrUnknownGame)
		return
	}
	if err := s.checkWord("guess", word); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if err := guesses.submit(word); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"word": word})
}

// duelRoutes adds the duel platform's API.
func (s *Server) duelRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/duel/status", s.handleDuelStatus)
	mux.HandleFunc("POST /api/duel/daily", s.handleDuelDaily)
	mux.HandleFunc("POST /api/duel/queue", s.handleDuelQueue)
	mux.HandleFunc("POST /api/duel/leave", s.handleDuelLeave)
	mux.HandleFunc("GET /api/duel/match/{id}", s.handleDuelMatch)
	mux.HandleFunc("POST /api/duel/match/{id}/guess", s.handleDuelGuess)
	mux.HandleFunc("POST /api/duel/match/{id}/turn", s.handleTttTurn)
	mux.HandleFunc("POST /api/duel/match/{id}/claim", s.handleTttClaim)
}
