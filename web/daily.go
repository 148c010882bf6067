package web

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
	puzlocclient "github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden"
)

// Puzloc's daily challenges in the browser (NumLock here, PhraseLock in
// phraselock.go): client/puzloc.Player joins with the day's key, encrypts
// each move to the day's house, waits for its proven answers and resumes
// from the chain after a reload or a restart; the page posts the moves and
// shows what the player decrypted. Once the house opens the day the agent
// records the score (finalise), unless someone did already.

// The daily challenge pages.
const (
	NumLockPage    = "/numlock/"
	PhraseLockPage = "/phraselock/"
)

// ErrNoDaily is returned when the deployment has no daily challenge.
var ErrNoDaily = errors.New("this deployment has no daily challenge (redeploy with 'wordproof deploy')")

// errNotStarted is returned for a move before today's attempt started here.
var errNotStarted = errors.New("start today's challenge first")

// dailyGames are the page names of PuzlocDaily's game types.
var dailyGames = map[string]uint64{"numlock": wire.NumLock, "phraselock": wire.PhraseLock}

// dailyPlay is one day's attempt at one game type played for the player.
type dailyPlay struct {
	gameType, day uint64
	moves         chan puzlocclient.PhraseChoice // the page's next move (NumLock: the guess in Guess)

	mu      sync.Mutex
	asking  bool   // the agent waits for the page's move
	pending string // the move taken from the page, until its answer is read
	tries   []puzlocclient.Try
	game    *puzlocclient.PhraseGame
	over    bool // the attempt ended: solved, won, out of tries or lives
	done    bool // and its score is recorded (or the day was void)
	lastErr string
}

func dailyKey(gameType, day uint64) string {
	return strconv.FormatUint(gameType, 10) + "/" + strconv.FormatUint(day, 10)
}

// next waits for the page's move; the attempt's clock runs meanwhile, as
// the player thinks.
func (dp *dailyPlay) next(ctx context.Context) (puzlocclient.PhraseChoice, error) {
	dp.mu.Lock()
	dp.asking, dp.pending = true, ""
	dp.mu.Unlock()
	select {
	case c := <-dp.moves:
		dp.mu.Lock()
		dp.asking = false
		dp.mu.Unlock()
		return c, nil
	case <-ctx.Done():
		return puzlocclient.PhraseChoice{}, ctx.Err()
	}
}

// submit hands the page's move to the waiting agent; text is how the page
// shows it until its answer arrives.
func (dp *dailyPlay) submit(c puzlocclient.PhraseChoice, text string) error {
	dp.mu.Lock()
	defer dp.mu.Unlock()
	switch {
	case dp.over:
		return fmt.Errorf("%w: today's attempt is over", ErrNotAwaitingGuess)
	case dp.pending != "":
		return fmt.Errorf("%w: %s awaits the house's answer", ErrNotAwaitingGuess, dp.pending)
	case !dp.asking:
		return fmt.Errorf("%w: the attempt is still starting (the house binds your key)", ErrNotAwaitingGuess)
	}
	select {
	case dp.moves <- c:
		dp.pending = text
		return nil
	default:
		return ErrNotAwaitingGuess
	}
}

// dailyAddrs are the daily contract and the house registry.
func (s *Server) dailyAddrs() (daily, registry common.Address, err error) {
	m := s.cfg.Manifest
	if m == nil {
		return daily, registry, ErrNoDaily
	}
	if daily, err = m.Address(deploy.ContractPuzlocDaily); err != nil {
		return daily, registry, ErrNoDaily
	}
	if registry, err = m.Address(deploy.ContractHouseRegistry); err != nil {
		return daily, registry, ErrNoDaily
	}
	return daily, registry, nil
}

// dailyCall is the common start of the daily handlers: the game type named
// in the path, the contracts and the connected player.
func (s *Server) dailyCall(w http.ResponseWriter, r *http.Request) (uint64, common.Address, client.Mover, bool) {
	gt, ok := dailyGames[r.PathValue("game")]
	if !ok {
		writeError(w, http.StatusNotFound, fmt.Errorf("%q is no daily game: numlock or phraselock", r.PathValue("game")))
		return 0, common.Address{}, nil, false
	}
	daily, _, err := s.dailyAddrs()
	if err != nil {
		writeError(w, http.StatusNotFound, err)
		return 0, daily, nil, false
	}
	mover, _ := s.player()
	if mover == nil {
		writeError(w, http.StatusUnauthorized, ErrNotConnected)
		return 0, daily, nil, false
	}
	return gt, daily, mover, true
}

func (s *Server) dailyPlay(gameType, day uint64) *dailyPlay {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dailyGames[dailyKey(gameType, day)]
}

// holdsKey reports whether the store holds this day's key: the attempt was
// started here and can be resumed.
func (s *Server) holdsKey(daily common.Address, gameType, day uint64) bool {
	_, ok := s.store.Game(client.GameKey(s.chainID, daily, wire.DayID(gameType, day)))
	return ok
}

// playDaily starts the agent of the day's attempt unless it runs already.
func (s *Server) playDaily(ctx context.Context, mover client.Mover, gameType, day uint64) error {
	daily, registry, err := s.dailyAddrs()
	if err != nil {
		return err
	}
	key := dailyKey(gameType, day)
	s.mu.Lock()
	if s.dailyGames == nil {
		s.dailyGames = map[string]*dailyPlay{}
	}
	if _, ok := s.dailyGames[key]; ok || s.ctx == nil || s.ctx.Err() != nil {
		s.mu.Unlock()
		return nil
	}
	s.mu.Unlock()
	pl, err := puzlocclient.NewPlayer(ctx, puzlocclient.PlayerConfig{
		Mover: mover, Backend: s.backend, Daily: daily, Registry: registry, Store: s.store, Poll: s.cfg.Poll,
	})
	if err != nil {
		return err
	}
	dp := &dailyPlay{gameType: gameType, day: day, moves: make(chan puzlocclient.PhraseChoice, 1)}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.dailyGames[key]; ok {
		return nil
	}
	s.dailyGames[key] = dp
	s.wg.Add(1)
	go s.runDaily(dp, pl, mover, daily)
	return nil
}

// runDaily plays the attempt to its end, then waits for the day's opening
// and records the score (agentLoop).
func (s *Server) runDaily(dp *dailyPlay, pl *puzlocclient.Player, mover client.Mover, daily common.Address) {
	s.agentLoop(func(ctx context.Context) (bool, error) {
		dp.mu.Lock()
		over := dp.over
		dp.mu.Unlock()
		if !over {
			if err := dp.play(ctx, pl); err != nil {
				return false, err
			}
		}
		return s.finaliseDaily(ctx, mover, daily, dp)
	}, func(settled bool, lastErr string) {
		dp.mu.Lock()
		dp.done, dp.lastErr = dp.done || settled, lastErr
		dp.mu.Unlock()
	})
}

// play plays the attempt with the page's moves until it is over.
func (dp *dailyPlay) play(ctx context.Context, pl *puzlocclient.Player) error {
	if dp.gameType == wire.NumLock {
		out, err := pl.Play(ctx, dp.day, func(tries []puzlocclient.Try) (string, error) {
			dp.mu.Lock()
			dp.tries = tries
			dp.mu.Unlock()
			c, err := dp.next(ctx)
			return c.Guess, err
		})
		if err != nil {
			return err
		}
		dp.mu.Lock()
		dp.tries, dp.over, dp.pending = out.Tries, true, ""
		dp.mu.Unlock()
		return nil
	}
	out, err := pl.PlayPhrase(ctx, dp.day, func(g *puzlocclient.PhraseGame) (puzlocclient.PhraseChoice, error) {
		dp.mu.Lock()
		dp.game = g
		dp.mu.Unlock()
		return dp.next(ctx)
	})
	if err != nil {
		return err
	}
	dp.mu.Lock()
	dp.game, dp.over, dp.pending = &out.Game, true, ""
	dp.mu.Unlock()
	return nil
}

// dailyOpenPoll is how often a finished attempt checks whether the house
// opened its day: it waits for a day's end, so seconds are enough.
const dailyOpenPoll = 2 * time.Second

// finaliseDaily records the attempt's score once the house opened the day;
// true when it is recorded (by anyone) or the day is void.
func (s *Server) finaliseDaily(ctx context.Context, mover client.Mover, daily common.Address, dp *dailyPlay) (bool, error) {
	d, err := wire.DayOf(ctx, s.backend, daily, dp.gameType, dp.day)
	if err != nil {
		return false, err
	}
	if d.Void {
		return true, nil
	}
	if !d.Opened {
		select {
		case <-ctx.Done():
		case <-time.After(max(dailyOpenPoll, s.cfg.Poll)):
		}
		return false, nil
	}
	seat, err := wire.SeatOf(ctx, s.backend, daily, dp.gameType, dp.day, mover.Address())
	if err != nil || seat.Finalised {
		return err == nil, err
	}
	b := bpuzloc.NewPuzlocDaily()
	_, err = mover.Send(ctx, daily, b.PackFinalise(new(big.Int).SetUint64(dp.gameType), new(big.Int).SetUint64(dp.day), mover.Address()), nil)
	var re *client.RevertError
	if errors.As(client.DecodeRevert(err), &re) && re.Name == "DailyAlreadyFinalised" {
		return true, nil // the house (or anyone) recorded it meanwhile
	}
	return err == nil, err
}

// joinRefusal is why the contract would refuse the player's join of the
// day now (nil: it would take it), from a simulated call: a second attempt
// gets the decoded DailyAlreadyPlayed, a day not ready its reason.
func (s *Server) joinRefusal(ctx context.Context, daily, who common.Address, gameType, day uint64) error {
	_, pk, err := hidden.NewPlayerKey()
	if err != nil {
		return err
	}
	data := bpuzloc.NewPuzlocDaily().PackJoin(new(big.Int).SetUint64(gameType), new(big.Int).SetUint64(day), pk.X.BigInt(new(big.Int)), pk.Y.BigInt(new(big.Int)))
	_, err = s.backend.CallContract(ctx, ethereum.CallMsg{From: who, To: &daily, Data: data}, nil)
	return client.DecodeRevert(err)
}

// today is the chain's UTC day (its head's time) and that time.
func (s *Server) today(ctx context.Context) (uint64, uint64, error) {
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, 0, err
	}
	now := s.clock.now(head.Time)
	return head.Time / 86400, now, nil
}

// dailyTry is one NumLock guess as the page shows it.
type dailyTry struct {
	Guess   string `json:"guess"`
	Pattern string `json:"pattern"` // G, Y, . per digit; empty while the house owes it or for a refused guess
	Refused bool   `json:"refused,omitempty"`
}

// dailyBoard is GET /api/daily/{game}: the player's attempt at a day's
// challenge as the chain and the player's decryption give it.
type dailyBoard struct {
	Game     string         `json:"game"` // numlock or phraselock
	Day      uint64         `json:"day"`
	Date     string         `json:"date"` // YYYY-MM-DD (UTC)
	Today    bool           `json:"today"`
	Now      uint64         `json:"now"` // the chain's time, unix seconds
	Player   common.Address `json:"player"`
	House    common.Address `json:"house"` // zero until drawn
	Ready    bool           `json:"ready"` // committed, the randomness drawn: playable
	Joined   bool           `json:"joined"`
	Mine     bool           `json:"mine"` // this store holds the attempt's key
	Bound    bool           `json:"bound"`
	CanMove  bool           `json:"canMove"`
	Pending  string         `json:"pending,omitempty"` // a move on its way or awaiting its answer
	Over     bool           `json:"over"`
	Won      bool           `json:"won"`
	Thinking uint64         `json:"thinking"`          // seconds recorded by the contract
	ThinkAt  uint64         `json:"thinkAt,omitempty"` // unix: the clock runs from here (NumLock, awaiting a guess)
	PlayEnd  uint64         `json:"playEnd"`           // unix: guessing closes
	OpenDue  uint64         `json:"openDue"`           // unix: the house must have opened the day by then
	Opened   bool           `json:"opened"`
	Void     bool           `json:"void"`
	Answer   string         `json:"answer,omitempty"` // NumLock's code once opened
	Recorded bool           `json:"recorded"`
	Score    uint32         `json:"score"` // the contract's, once recorded
	Error    string         `json:"error,omitempty"`

	// NumLock
	Tries    []dailyTry `json:"tries,omitempty"`
	MaxTries int        `json:"maxTries,omitempty"`
	// PhraseLock
	Phrase *phraseBoard `json:"phrase,omitempty"`
}

// handleDaily is GET /api/daily/{game}?day=N (default today); it resumes the
// attempt's agent when the store holds its key.
func (s *Server) handleDaily(w http.ResponseWriter, r *http.Request) {
	gt, daily, mover, ok := s.dailyCall(w, r)
	if !ok {
		return
	}
	ctx := r.Context()
	today, now, err := s.today(ctx)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	day := today
	if q := r.URL.Query().Get("day"); q != "" {
		if day, err = strconv.ParseUint(q, 10, 40); err != nil {
			writeError(w, http.StatusBadRequest, fmt.Errorf("day %q is not a day number (days since 1970-01-01)", q))
			return
		}
	}
	b, err := s.dailyBoard(ctx, daily, mover, gt, day, today, now)
	if err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

func (s *Server) dailyBoard(ctx context.Context, daily common.Address, mover client.Mover, gt, day, today, now uint64) (*dailyBoard, error) {
	me := mover.Address()
	d, err := wire.DayOf(ctx, s.backend, daily, gt, day)
	if err != nil {
		return nil, err
	}
	seat, err := wire.SeatOf(ctx, s.backend, daily, gt, day, me)
	if err != nil {
		return nil, err
	}
	b := &dailyBoard{Day: day, Date: wire.DayStart(day).Format(time.DateOnly), Today: day == today, Now: now, Player: me,
		House: d.House, Ready: d.Drawn, Joined: seat.PlayerY.Sign() != 0, Bound: seat.Binding.Sign() != 0,
		Opened: d.Opened, Void: d.Void, Recorded: seat.Finalised, Score: seat.Score,
		PlayEnd: uint64(wire.DayStart(day + 1).Unix()), OpenDue: uint64(wire.DayStart(day + 1).Unix())}
	for name, t := range dailyGames {
		if t == gt {
			b.Game = name
		}
	}
	pd := bpuzloc.NewPuzlocDaily()
	inst := pd.Instance(s.backend, daily)
	if end, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, pd.PackPlayEnd(new(big.Int).SetUint64(day)), pd.UnpackPlayEnd); err == nil {
		b.PlayEnd = end.Uint64()
	}
	if due, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, pd.PackOpenDue(new(big.Int).SetUint64(day)), pd.UnpackOpenDue); err == nil {
		b.OpenDue = due.Uint64()
	}
	b.Mine = b.Joined && s.holdsKey(daily, gt, day)
	if b.Mine {
		// a reload, or a restart: the attempt goes on from the chain
		if err := s.playDaily(ctx, mover, gt, day); err != nil {
			return nil, err
		}
	}
	dp := s.dailyPlay(gt, day)
	if dp != nil {
		dp.mu.Lock()
		b.CanMove, b.Pending, b.Error = dp.asking && dp.pending == "" && !dp.over, dp.pending, dp.lastErr
		dp.mu.Unlock()
	}
	if gt == wire.NumLock {
		s.numLockBoard(b, seat, d, dp)
	} else if err := s.phraseLockBoard(ctx, daily, b, d, dp); err != nil {
		return nil, err
	}
	return b, nil
}

// numLockBoard fills a NumLock board: the seat's public state, the tries
// the agent decrypted.
func (s *Server) numLockBoard(b *dailyBoard, seat bpuzloc.IPuzlocDailySeat, d bpuzloc.IPuzlocDailyDay, dp *dailyPlay) {
	b.MaxTries, b.Tries = gp.NumLockAttempts, []dailyTry{}
	b.Won, b.Thinking = seat.Solved, uint64(seat.Thinking)
	b.Over = seat.Solved || int(seat.Tries) >= gp.NumLockAttempts
	if b.Bound && !b.Over && !seat.Pending && b.Today {
		b.ThinkAt = seat.ReadyAt.Uint64()
	}
	if d.Opened {
		b.Answer = game.Digits.Decode(game.UnpackWord(d.Answer, gp.CodeLength))
	}
	if dp == nil {
		return
	}
	dp.mu.Lock()
	defer dp.mu.Unlock()
	for _, t := range dp.tries {
		dt := dailyTry{Guess: t.Guess, Refused: t.Colours == nil}
		if t.Colours != nil {
			dt.Pattern = game.Pattern(t.Colours)
		}
		b.Tries = append(b.Tries, dt)
	}
	if dp.pending != "" {
		b.Tries = append(b.Tries, dailyTry{Guess: dp.pending})
	}
}

// handleDailyStart is POST /api/daily/{game}/start: today's attempt. A
// second attempt, or a day not ready, gets the contract's decoded refusal.
func (s *Server) handleDailyStart(w http.ResponseWriter, r *http.Request) {
	var req struct{}
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	gt, daily, mover, ok := s.dailyCall(w, r)
	if !ok {
		return
	}
	ctx := r.Context()
	today, now, err := s.today(ctx)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	seat, err := wire.SeatOf(ctx, s.backend, daily, gt, today, mover.Address())
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	over, err := s.attemptOver(ctx, daily, mover.Address(), gt, today, seat)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if seat.PlayerY.Sign() == 0 || over || !s.holdsKey(daily, gt, today) {
		if err := s.joinRefusal(ctx, daily, mover.Address(), gt, today); err != nil {
			writeError(w, statusFor(err), err)
			return
		}
	}
	if err := s.playDaily(ctx, mover, gt, today); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	b, err := s.dailyBoard(ctx, daily, mover, gt, today, today, now)
	if err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

// attemptOver reports whether the player's attempt of the day ended.
func (s *Server) attemptOver(ctx context.Context, daily, me common.Address, gt, day uint64, seat bpuzloc.IPuzlocDailySeat) (bool, error) {
	if seat.PlayerY.Sign() == 0 {
		return false, nil
	}
	if gt == wire.NumLock {
		return seat.Solved || int(seat.Tries) >= gp.NumLockAttempts, nil
	}
	a, err := s.phraseAttempt(ctx, daily, me, day)
	return a.Game.Status != 0, err
}

// handleNumLockGuess is POST /api/daily/numlock/guess {"guess": "0457"}.
func (s *Server) handleNumLockGuess(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Guess string `json:"guess"`
	}
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if _, err := game.Digits.Encode(req.Guess, gp.CodeLength); err != nil {
		writeError(w, http.StatusBadRequest, fmt.Errorf("%q is no code: a guess is %d digits 0-9", req.Guess, gp.CodeLength))
		return
	}
	r.SetPathValue("game", "numlock")
	_, _, _, ok := s.dailyCall(w, r)
	if !ok {
		return
	}
	dp, ok := s.todaysPlay(w, r, wire.NumLock)
	if !ok {
		return
	}
	if err := dp.submit(puzlocclient.PhraseChoice{Guess: req.Guess}, req.Guess); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"guess": req.Guess})
}

// todaysPlay is the agent of today's attempt at gameType (404 without one).
func (s *Server) todaysPlay(w http.ResponseWriter, r *http.Request, gameType uint64) (*dailyPlay, bool) {
	today, _, err := s.today(r.Context())
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return nil, false
	}
	dp := s.dailyPlay(gameType, today)
	if dp == nil {
		writeError(w, http.StatusNotFound, errNotStarted)
		return nil, false
	}
	return dp, true
}

// dailyRoutes adds the daily challenges' API.
func (s *Server) dailyRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/daily/{game}", s.handleDaily)
	mux.HandleFunc("POST /api/daily/{game}/start", s.handleDailyStart)
	mux.HandleFunc("POST /api/daily/numlock/guess", s.handleNumLockGuess)
	mux.HandleFunc("POST /api/daily/phraselock/move", s.handlePhraseMove)
}
