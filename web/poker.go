package web

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	pokerclient "github.com/wordproof/wordproof/client/poker"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/poker"
	"github.com/wordproof/wordproof/game/poker/wire"
	wowwire "github.com/wordproof/wordproof/game/wow/wire"
)

// Wordle Poker in the browser: a match screen over client/poker.Agent,
// which proves and commits the five words, opens its sealed cards, commits
// and opens the mulligan, proves the answers to the opponent's guesses and
// claims missed deadlines; the page makes each decision (pagePoker) within
// its clock.

// pokerDecisions are the decisions the page makes, as the agent asks them.
var pokerDecisions = []string{"words", "open", "raise", "mulligan", "choose", "guess"}

// askedIn is the phase in which each decision is asked.
var askedIn = map[string]wire.Phase{"words": wire.PhaseSetup, "open": wire.PhaseOpen, "raise": wire.PhaseBetting,
	"mulligan": wire.PhaseMulligan, "choose": wire.PhaseChoose, "guess": wire.PhaseGuess}

// pokerDecision is POST /api/duel/match/{id}/poker: Action is one of
// words, open, raise, stop, mulligan, choose, guess.
type pokerDecision struct {
	Action    string   `json:"action"`
	Words     []string `json:"words,omitempty"`     // words: the five secret words
	Card      int      `json:"card,omitempty"`      // open: a betting card left
	Bet       int      `json:"bet,omitempty"`       // open: 1-10 chips
	By        int      `json:"by,omitempty"`        // raise: 1-10 chips
	Positions []int    `json:"positions,omitempty"` // mulligan: the cards to change, 1-5
	Choice    string   `json:"choice,omitempty"`    // choose: higher or lower
	Word      int      `json:"word,omitempty"`      // guess: the opponent's word, 1-5
	Guess     string   `json:"guess,omitempty"`
}

// pagePoker is a client/poker.Strategy whose decisions come from the page:
// until the page has made the one asked, it returns ErrNoDecisionYet and
// the agent asks again at its next poll.
type pagePoker struct {
	mu     sync.Mutex
	asking string // the decision the agent waits for ("" none)
	hand   uint64 // the hand it is asked in
	view   pokerclient.View
	made   *pokerDecision
}

// take returns the page's decision of kind, or records the question.
func (p *pagePoker) take(kind string, v pokerclient.View) (*pokerDecision, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if d := p.made; d != nil && p.asking == kind && p.hand == v.Hand {
		p.made, p.asking = nil, ""
		return d, nil
	}
	p.asking, p.hand, p.view, p.made = kind, v.Hand, v, nil
	return nil, pokerclient.ErrNoDecisionYet
}

// Words implements client/poker.Strategy.
func (p *pagePoker) Words() ([poker.Words]string, error) {
	var out [poker.Words]string
	d, err := p.take("words", pokerclient.View{})
	if err != nil {
		return out, err
	}
	copy(out[:], d.Words)
	return out, nil
}

// Open implements client/poker.Strategy.
func (p *pagePoker) Open(v pokerclient.View) (int, int, error) {
	d, err := p.take("open", v)
	if err != nil {
		return 0, 0, err
	}
	return d.Card, d.Bet, nil
}

// Raise implements client/poker.Strategy (0: stop).
func (p *pagePoker) Raise(v pokerclient.View) (int, error) {
	d, err := p.take("raise", v)
	if err != nil {
		return 0, err
	}
	return d.By, nil
}

// Mulligan implements client/poker.Strategy.
func (p *pagePoker) Mulligan(v pokerclient.View) (uint8, error) {
	d, err := p.take("mulligan", v)
	if err != nil {
		return 0, err
	}
	var mask uint8
	for _, n := range d.Positions {
		mask |= 1 << (n - 1)
	}
	return mask, nil
}

// Choose implements client/poker.Strategy.
func (p *pagePoker) Choose(v pokerclient.View) (uint8, error) {
	d, err := p.take("choose", v)
	if err != nil {
		return 0, err
	}
	if d.Choice == "higher" {
		return wire.ChoiceHigher, nil
	}
	return wire.ChoiceLower, nil
}

// Guess implements client/poker.Strategy.
func (p *pagePoker) Guess(v pokerclient.View) (int, string, error) {
	d, err := p.take("guess", v)
	if err != nil {
		return 0, "", err
	}
	return d.Word - 1, d.Guess, nil
}

// submit checks d against the decision asked and hands it to the agent.
func (s *Server) submitPoker(p *pagePoker, d *pokerDecision) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	kind := d.Action
	if kind == "stop" {
		kind, d.By = "raise", 0
	}
	if !slices.Contains(pokerDecisions, kind) {
		return fmt.Errorf("unknown action %q: choose words, open, raise, stop, mulligan, choose or guess", d.Action)
	}
	if p.asking != kind {
		if p.asking == "" {
			return fmt.Errorf("%w: no decision is yours now", ErrNotAwaitingGuess)
		}
		return fmt.Errorf("%w: the match waits for your %s, not %s", ErrNotAwaitingGuess, p.asking, d.Action)
	}
	if p.made != nil {
		return fmt.Errorf("%w: your %s is on its way", ErrNotAwaitingGuess, p.made.Action)
	}
	v := p.view
	switch kind {
	case "words":
		if len(d.Words) != poker.Words {
			return fmt.Errorf("give exactly five words, not %d", len(d.Words))
		}
		for i, w := range d.Words {
			d.Words[i] = strings.ToLower(strings.TrimSpace(w))
			if err := s.checkWord("secret", d.Words[i]); err != nil {
				return err
			}
			if slices.Contains(d.Words[:i], d.Words[i]) {
				return fmt.Errorf("%q is given twice: the five words must differ", d.Words[i])
			}
		}
	case "open":
		if !slices.Contains(v.BettingCards, d.Card) {
			return fmt.Errorf("betting card %d is not left (%v)", d.Card, v.BettingCards)
		}
		if d.Bet < 1 || d.Bet > 10 || d.Bet > v.Chips[v.Seat] {
			return fmt.Errorf("a bet of %d is not 1-10 within your %d chips", d.Bet, v.Chips[v.Seat])
		}
	case "raise":
		if d.Action == "raise" && (d.By < 1 || d.By > 10 || v.Bet+d.By > v.Chips[v.Seat]) {
			return fmt.Errorf("a raise of %d is not 1-10 within your %d chips (the bet is %d)", d.By, v.Chips[v.Seat], v.Bet)
		}
	case "mulligan":
		for _, n := range d.Positions {
			if n < 1 || n > poker.HandSize {
				return fmt.Errorf("position %d is not 1-%d", n, poker.HandSize)
			}
		}
	case "choose":
		if d.Choice != "higher" && d.Choice != "lower" {
			return fmt.Errorf("choose higher or lower, not %q", d.Choice)
		}
	case "guess":
		if d.Word < 1 || d.Word > poker.Words || v.Solved[d.Word-1] {
			return fmt.Errorf("word %d is not one of the opponent's unsolved words (1-5)", d.Word)
		}
		d.Guess = strings.ToLower(strings.TrimSpace(d.Guess))
		if err := s.checkWord("guess", d.Guess); err != nil {
			return err
		}
	}
	p.made = d
	return nil
}

// pokerPlay is a Wordle Poker match this server plays for the player.
type pokerPlay struct {
	id    *big.Int
	agent *pokerclient.Agent
	page  *pagePoker

	mu      sync.Mutex
	lastErr string
	done    bool
}

func (s *Server) pokerAddr() common.Address {
	if s.cfg.Manifest == nil {
		return common.Address{}
	}
	return s.cfg.Manifest.Contracts[deploy.ContractWordlePoker]
}

// playPoker starts the agent of Wordle Poker match id unless it runs already.
func (s *Server) playPoker(ctx context.Context, d duelAddrs, mover client.Mover, id *big.Int) error {
	s.mu.Lock()
	if s.pokerGames == nil {
		s.pokerGames = map[string]*pokerPlay{}
	}
	if _, ok := s.pokerGames[id.String()]; ok || s.ctx == nil || s.ctx.Err() != nil {
		s.mu.Unlock()
		return nil
	}
	s.mu.Unlock()
	pp := &pokerPlay{id: id, page: &pagePoker{}}
	agent, err := pokerclient.NewAgent(ctx, pokerclient.Config{
		Mover: mover, Backend: s.backend, Poker: s.pokerAddr(), Platform: d.platform, Registry: s.cfg.Manifest.Contracts[deploy.ContractHouseRegistry],
		Store: s.store, Dict: s.dicts.SecretTree, Prover: s.prover, Strategy: pp.page, Poll: s.cfg.Poll,
		Log: func(format string, args ...any) { s.log.Info(fmt.Sprintf(format, args...)) },
	})
	if err != nil {
		return err
	}
	pp.agent = agent
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.pokerGames[id.String()]; ok {
		return nil
	}
	s.pokerGames[id.String()] = pp
	s.wg.Add(1)
	go s.runPoker(pp)
	return nil
}

// runPoker plays the match to its end; an error is shown on the page and
// Play starts again after a poll (the chain and the store say what is left).
func (s *Server) runPoker(pp *pokerPlay) {
	defer s.wg.Done()
	for s.ctx.Err() == nil {
		_, err := pp.agent.Play(s.ctx, pp.id)
		pp.mu.Lock()
		switch {
		case err == nil:
			pp.done, pp.lastErr = true, ""
			pp.mu.Unlock()
			return
		case errors.Is(err, context.Canceled):
			pp.lastErr = ""
		default:
			pp.lastErr = explain(err)
		}
		pp.mu.Unlock()
		select {
		case <-s.ctx.Done():
			return
		case <-time.After(s.cfg.Poll):
		}
	}
}

func (s *Server) pokerPlay(id *big.Int) *pokerPlay {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pokerGames[id.String()]
}

// pokerGuess is one guess of the hand and its proven colours (Pattern
// empty while the answer is due); By is "you" or "opponent".
type pokerGuess struct {
	Hand    uint64 `json:"hand"`
	By      string `json:"by"`
	Word    int    `json:"word"` // 1-5, the guessed side's word
	Guess   string `json:"guess"`
	Pattern string `json:"pattern"`
}

// pokerBoard is GET /api/duel/match/{id} for a Wordle Poker match. Pairs
// are [you, opponent].
type pokerBoard struct {
	ID           uint64         `json:"id"`
	Mode         string         `json:"mode"` // "poker"
	Live         bool           `json:"live"`
	Seat         int            `json:"seat"`
	Opponent     common.Address `json:"opponent"`
	Stake        uint64         `json:"stake"` // the match's coins bet
	House        common.Address `json:"house"`
	Phase        string         `json:"phase"`
	Hand         uint64         `json:"hand"`
	Cards        []string       `json:"cards"` // the player's cards this hand, opened from the house's sealing
	Chips        [2]int         `json:"chips"`
	BettingCard  int            `json:"bettingCard"`
	Bet          int            `json:"bet"`
	BettingCards []int          `json:"bettingCards"` // the betting deck left
	Mulligans    [2]int         `json:"mulligans"`    // cards changed this hand (-1: not opened yet)
	Solved       [2][]bool      `json:"solved"`       // each side's words solved
	ToAct        string         `json:"toAct"`        // "you", "opponent", "both", "house", ""
	Deadline     uint64         `json:"deadline"`     // seconds left of the phase's clock
	Asking       string         `json:"asking"`       // the decision the page must make now ("" none)
	Guesses      []pokerGuess   `json:"guesses"`
	Showdown     *pokerShowdown `json:"showdown,omitempty"` // the last hand shown down
	Error        string         `json:"error,omitempty"`
	Result       *blitzResult   `json:"result,omitempty"`
}

// pokerShowdown is a hand's end: both final hands and who took the bet.
type pokerShowdown struct {
	Hand   uint64    `json:"hand"`
	Cards  [2]string `json:"cards"`
	Choice string    `json:"choice"` // "higher", "lower" or "" (timed out)
	Winner string    `json:"winner"` // "you", "opponent"
	Loss   int       `json:"loss"`
}

func seatName(seat, me int) string {
	if seat == me {
		return "you"
	}
	return "opponent"
}

func (s *Server) pokerBoard(ctx context.Context, d duelAddrs, me common.Address, id *big.Int, pm duel.IDuelPlatformMatch) (*pokerBoard, error) {
	b := &pokerBoard{ID: id.Uint64(), Mode: "poker", Live: pm.Live, Stake: pm.Bet.Uint64(), Cards: []string{}, Guesses: []pokerGuess{}, Mulligans: [2]int{-1, -1}}
	switch me {
	case pm.A:
		b.Seat, b.Opponent = 0, pm.B
	case pm.B:
		b.Seat, b.Opponent = 1, pm.A
	default:
		return nil, fmt.Errorf("you do not play match %s", id)
	}
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	m, err := wire.ReadMatch(ctx, s.backend, s.pokerAddr(), id, head.Number.Uint64())
	if err != nil {
		return nil, err
	}
	st, g := m.State, m.State.Game
	sides := [2]int{b.Seat, 1 - b.Seat}
	b.Phase, b.Hand, b.House = st.Phase().String(), uint64(g.Hand), g.House
	b.BettingCard, b.Bet, b.BettingCards = int(g.Card), int(g.Bet), st.BettingCards()
	for k, seat := range sides {
		b.Chips[k] = int(g.Chips[seat])
		solved := st.Solved(seat)
		b.Solved[k] = solved[:]
	}
	if now := s.clock.now(head.Time); st.Deadline() > now {
		b.Deadline = st.Deadline() - now
	}
	switch st.Phase() {
	case wire.PhaseOpen, wire.PhaseBetting, wire.PhaseChoose, wire.PhaseGuess:
		b.ToAct = seatName(int(g.ToAct), b.Seat)
	case wire.PhaseAnswer:
		b.ToAct = seatName(int(g.ToAct), b.Seat)
	case wire.PhaseSetup, wire.PhaseMulligan, wire.PhaseMulliganOpen:
		b.ToAct = "both"
	case wire.PhaseDeal, wire.PhaseShowdown:
		b.ToAct = "house"
	}
	if !pm.Live {
		b.ToAct = ""
	}
	for _, h := range m.Hands {
		for _, t := range h.Tries {
			gs := pokerGuess{Hand: h.Number, By: seatName(int(t.Guess.Seat.Int64()), b.Seat), Word: int(t.Guess.Word.Int64()) + 1,
				Guess: wire.DecodeGuess(t.Guess.Guess.Uint64())}
			if t.Answer != nil {
				gs.Pattern = game.Pattern(wowwire.UnpackColours(uint16(t.Answer.Colours.Uint64()), poker.WordLength))
			}
			b.Guesses = append(b.Guesses, gs)
		}
		if sd := h.Showdown; sd != nil {
			b.Showdown = &pokerShowdown{Hand: h.Number, Winner: seatName(int(sd.Winner.Int64()), b.Seat), Loss: int(sd.Loss.Int64()),
				Choice: map[int64]string{wire.ChoiceHigher: "higher", wire.ChoiceLower: "lower"}[sd.Choice.Int64()]}
			hands := [2]poker.Hand{}
			for i := range poker.HandSize {
				hands[0][i], _ = poker.CardAt(int(sd.HandA[i]))
				hands[1][i], _ = poker.CardAt(int(sd.HandB[i]))
			}
			b.Showdown.Cards = [2]string{hands[b.Seat].String(), hands[1-b.Seat].String()}
		}
	}
	if h := m.Current(); h != nil && h.Number == b.Hand {
		for k, seat := range sides {
			if mo := h.Mulligans[seat]; mo != nil {
				b.Mulligans[k] = int(mo.Count.Int64())
			}
		}
	}
	pp := s.pokerPlay(id)
	if pp != nil {
		if h := m.Current(); pm.Live && h != nil && h.Sealed != nil {
			if cards, err := pp.agent.Cards(ctx, id, h.Number, head.Number.Uint64()); err == nil {
				for _, c := range cards {
					b.Cards = append(b.Cards, c.String())
				}
			}
		}
		pp.page.mu.Lock()
		// a question the chain has moved past (its clock ran out) is not shown
		if asking := pp.page.asking; pp.page.made == nil && pm.Live && askedIn[asking] == st.Phase() && (asking == "words" || pp.page.hand == b.Hand) {
			b.Asking = asking
		}
		pp.page.mu.Unlock()
		pp.mu.Lock()
		b.Error = pp.lastErr
		pp.mu.Unlock()
	}
	if !pm.Live {
		if b.Result, err = s.blitzResult(ctx, d, me, id, b.Seat, b.Stake); err != nil {
			return nil, err
		}
	}
	return b, nil
}

func (s *Server) handlePokerDecision(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	var d pokerDecision
	if err := decode(r, &d); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	pp := s.pokerPlay(id)
	if pp == nil {
		writeError(w, http.StatusNotFound, ErrUnknownGame)
		return
	}
	if err := s.submitPoker(pp.page, &d); err != nil {
		if errors.Is(err, ErrNotAwaitingGuess) {
			writeError(w, http.StatusConflict, err)
			return
		}
		writeError(w, http.StatusBadRequest, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"action": d.Action})
}

// handlePokerWords offers five distinct random answers as secret words.
func (s *Server) handlePokerWords(w http.ResponseWriter, _ *http.Request) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	var out []string
	for len(out) < poker.Words {
		if w := s.dicts.Secrets.Random(rng); !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	writeJSON(w, http.StatusOK, map[string][]string{"words": out})
}

// pokerRoutes adds the Wordle Poker match API.
func (s *Server) pokerRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/duel/poker/words", s.handlePokerWords)
	mux.HandleFunc("POST /api/duel/match/{id}/poker", s.handlePokerDecision)
}

// pokerOpen reports whether the deployment has Wordle Poker with its queues
// open.
func (s *Server) pokerOpen(ctx context.Context, d duelAddrs) bool {
	if s.pokerAddr() == (common.Address{}) || d.registry == (common.Address{}) {
		return false
	}
	p := duel.NewDuelPlatform()
	mode, err := bind.Call(p.Instance(s.backend, d.platform), &bind.CallOpts{Context: ctx}, p.PackModeOf(deploy.DuelModes["poker"]), p.UnpackModeOf)
	return err == nil && mode.Arg1
}

// pokerQueueable says why the player may not queue for Wordle Poker, if so.
func (s *Server) pokerQueueable(ctx context.Context, d duelAddrs) error {
	if !s.pokerOpen(ctx, d) {
		return errors.New("this deployment has Wordle Poker closed (its queues are not open)")
	}
	return nil
}
