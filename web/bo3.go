package web

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/game"
)

// Worduel Best of 3 in the browser: the same platform screen, and a match
// screen over client/worduel.Bo3Agent, which posts the player's key,
// draws the house, encrypts the page's guesses, decrypts the house's
// answers and claims missed deadlines; the page types the guesses and
// shows the player's own grid, the opponent's try count and solved flag,
// both round clocks, the round wins, the pause and the house.

// bo3Play is a Best of 3 match this server plays for the connected player.
type bo3Play struct {
	id       *big.Int
	agent    *worduel.Bo3Agent
	strategy *pageGuesses

	mu      sync.Mutex
	last    worduel.Bo3Status
	seen    bool
	lastErr string
	done    bool
	timeout bool // the house missed a deadline
	// the page's guess handed to the agent: shown until its colours are in
	sent      string
	sentRound int
	sentTry   int
	// grids are the player's decrypted tries by round, from the agent's
	// colours moves: a round ended by a solve still shows its last rows
	grids map[int][]blitzTry
}

func (bp *bo3Play) status(st worduel.Bo3Status) {
	bp.mu.Lock()
	bp.last, bp.seen = st, true
	bp.mu.Unlock()
}

func (bp *bo3Play) move(m worduel.Move) {
	if m.Kind != "colours" {
		return
	}
	bp.mu.Lock()
	bp.grids[m.Word] = append(bp.grids[m.Word], blitzTry{Guess: m.Guess, Pattern: game.Pattern(m.Colours)})
	bp.mu.Unlock()
}

// bo3Guesses hands the page's guesses to the Best of 3 agent: no typed
// guess yet is worduel.ErrNoGuessYet, on which Play goes on (claims and
// the draw keep their timing) instead of returning.
type bo3Guesses struct{ bp *bo3Play }

func (g bo3Guesses) Guess(ctx context.Context, tries []worduel.Try) (string, error) {
	w, err := g.bp.strategy.Guess(ctx, tries)
	if errors.Is(err, errNoGuessYet) {
		return "", worduel.ErrNoGuessYet
	}
	if err == nil {
		g.bp.mu.Lock()
		g.bp.sent, g.bp.sentRound, g.bp.sentTry = w, g.bp.last.Round, len(tries)
		g.bp.mu.Unlock()
	}
	return w, err
}

// matchMode reads the platform's mode of match id.
func (s *Server) matchMode(ctx context.Context, d duelAddrs, id *big.Int) (duel.IDuelPlatformMatch, error) {
	platform := duel.NewDuelPlatform()
	return bind.Call(platform.Instance(s.backend, d.platform), &bind.CallOpts{Context: ctx}, platform.PackGetMatch(id), platform.UnpackGetMatch)
}

// playBo3 starts the agent of Best of 3 match id unless it runs already.
func (s *Server) playBo3(ctx context.Context, d duelAddrs, mover client.Mover, id *big.Int) error {
	s.mu.Lock()
	if s.bo3Games == nil {
		s.bo3Games = map[string]*bo3Play{}
	}
	if _, ok := s.bo3Games[id.String()]; ok || s.ctx == nil || s.ctx.Err() != nil {
		s.mu.Unlock()
		return nil
	}
	s.mu.Unlock()
	bp := &bo3Play{id: id, strategy: &pageGuesses{ch: make(chan string, 1)}, grids: map[int][]blitzTry{}}
	agent, err := worduel.NewBo3Agent(ctx, worduel.Bo3Config{
		Mover: mover, Backend: s.backend, Bo3: d.bo3, Platform: d.platform, Registry: d.registry, Store: s.store, Dicts: s.dicts,
		Prover: s.prover, Strategy: bo3Guesses{bp}, Poll: s.cfg.Poll, OnStatus: bp.status, OnMove: bp.move,
		Log: func(format string, args ...any) { s.log.Info("bo3: " + fmt.Sprintf(format, args...)) },
	})
	if err != nil {
		return err
	}
	bp.agent = agent
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.bo3Games[id.String()]; ok {
		return nil
	}
	s.bo3Games[id.String()] = bp
	s.wg.Add(1)
	go s.runBo3(bp)
	return nil
}

// runBo3 plays the match to its end (agentLoop).
func (s *Server) runBo3(bp *bo3Play) {
	s.agentLoop(func(ctx context.Context) (bool, error) {
		res, err := bp.agent.Play(ctx, bp.id)
		if err == nil && res.Settled {
			bp.mu.Lock()
			bp.timeout = res.HouseTimedOut
			bp.mu.Unlock()
		}
		return res.Settled, err
	}, func(settled bool, lastErr string) {
		bp.mu.Lock()
		bp.done, bp.lastErr = bp.done || settled, lastErr
		bp.mu.Unlock()
	})
}

// agentLoop calls play (an agent's Play of one match) until the match is
// settled; an error (the RPC, a refused move) goes to report for the page
// and play starts again after a poll: the chain and the store say what is
// left. It ends the server's wait group's count for the match.
func (s *Server) agentLoop(play func(context.Context) (bool, error), report func(settled bool, lastErr string)) {
	defer s.wg.Done()
	for s.ctx.Err() == nil {
		settled, err := play(s.ctx)
		switch {
		case err == nil && settled:
			report(true, "")
			return
		case err == nil, errors.Is(err, context.Canceled):
			report(false, "")
		default:
			report(false, explain(err))
		}
		select {
		case <-s.ctx.Done():
			return
		case <-time.After(s.cfg.Poll):
		}
	}
}

func (s *Server) bo3Play(id *big.Int) *bo3Play {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bo3Games[id.String()]
}

// bo3Board is GET /api/duel/match/{id} for a Best of 3 match.
type bo3Board struct {
	ID            uint64         `json:"id"`
	Mode          string         `json:"mode"` // "bo3"
	Live          bool           `json:"live"`
	Seat          int            `json:"seat"`
	Opponent      common.Address `json:"opponent"`
	Bet           uint64         `json:"bet"`
	Started       bool           `json:"started"` // the house committed: the rounds run
	Round         int            `json:"round"`   // 1-based
	Wins          [2]int         `json:"wins"`    // [you, opponent]
	Tries         []blitzTry     `json:"tries"`   // the player's own grid this round, decrypted
	LastRound     []blitzTry     `json:"lastRound"`
	MaxTries      int            `json:"maxTries"`
	Solved        bool           `json:"solved"`
	OppTries      int            `json:"oppTries"` // all the chain shows of the opponent's round
	OppSolved     bool           `json:"oppSolved"`
	Clocks        [2]uint64      `json:"clocks"`
	Running       [2]bool        `json:"running"`
	Pause         uint64         `json:"pause"` // seconds until the round's clocks start
	House         common.Address `json:"house"` // zero until drawn
	HouseDue      uint64         `json:"houseDue"`
	CanGuess      bool           `json:"canGuess"`
	Error         string         `json:"error,omitempty"`
	Result        *blitzResult   `json:"result,omitempty"`
	HouseTimedOut bool           `json:"houseTimedOut,omitempty"`
}

func (s *Server) bo3Board(ctx context.Context, d duelAddrs, me common.Address, id *big.Int, m duel.IDuelPlatformMatch) (*bo3Board, error) {
	b := &bo3Board{ID: id.Uint64(), Mode: "bo3", Live: m.Live, Bet: m.Bet.Uint64(), Tries: []blitzTry{}, LastRound: []blitzTry{}, MaxTries: 6}
	switch me {
	case m.A:
		b.Seat, b.Opponent = 0, m.B
	case m.B:
		b.Seat, b.Opponent = 1, m.A
	default:
		return nil, fmt.Errorf("you do not play match %s", id)
	}
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	now := s.clock.now(head.Time)
	bp := s.bo3Play(id)
	if bp == nil {
		if !m.Live {
			b.Result, err = s.blitzResult(ctx, d, me, id, b.Seat, b.Bet)
			return b, err
		}
		return b, nil // the agent starts with the next status read
	}
	bp.mu.Lock()
	st, seen, lastErr, timeout := bp.last, bp.seen, bp.lastErr, bp.timeout
	sent, sentRound, sentTry := bp.sent, bp.sentRound, bp.sentTry
	grid, lastRound := append([]blitzTry(nil), bp.grids[st.Round]...), append([]blitzTry(nil), bp.grids[st.Round-1]...)
	bp.mu.Unlock()
	b.Error, b.HouseTimedOut = lastErr, timeout
	if seen {
		b.Started, b.Round, b.House = st.Committed, st.Round+1, st.House
		b.Wins = [2]int{st.Wins, st.OppWins}
		b.Solved, b.OppTries, b.OppSolved = st.Solved, st.OppTries, st.OppSolved
		b.Clocks = [2]uint64{uint64(st.Clock / time.Second), uint64(st.OppClock / time.Second)}
		b.Tries = append(b.Tries, grid...)
		b.LastRound = append(b.LastRound, lastRound...)
		if start := st.RoundStart.Unix(); st.Committed && int64(now) < start {
			b.Pause = uint64(start - int64(now))
		}
		running := m.Live && st.Committed && b.Pause == 0 && !st.Solved && !st.OppSolved
		b.Running = [2]bool{running && !st.Pending && st.Tries < b.MaxTries && b.Clocks[0] > 0,
			running && !st.OppPending && st.OppTries < b.MaxTries && b.Clocks[1] > 0}
		bp.strategy.mu.Lock()
		asking, pending := bp.strategy.asking, bp.strategy.pending
		bp.strategy.mu.Unlock()
		switch {
		case sent != "" && sentRound == st.Round && sentTry == len(grid):
			b.Tries = append(b.Tries, blitzTry{Guess: sent}) // sent, its colours due
		case pending != "":
			b.Tries = append(b.Tries, blitzTry{Guess: pending}) // typed, not yet taken
		}
		b.CanGuess = b.Running[0] && asking && pending == ""
		if st.House != (common.Address{}) && (st.Pending || st.OppPending || !st.Committed) {
			if due := s.houseDue(ctx, d, id); due > now {
				b.HouseDue = due - now
			}
		}
	}
	if !m.Live {
		// the agent's last read may be from before the final answer: the
		// final round's counts come from the chain
		bb := d.bo3Binding()
		for k, seat := range []int{b.Seat, 1 - b.Seat} {
			side, err := bind.Call(bb.Instance(s.backend, d.bo3), &bind.CallOpts{Context: ctx}, bb.PackSideOf(id, big.NewInt(int64(seat))), bb.UnpackSideOf)
			if err != nil {
				return nil, err
			}
			b.Wins[k] = int(side.Wins)
			if k == 0 {
				b.Solved = side.SolvedAt.Sign() != 0
			} else {
				b.OppTries, b.OppSolved = int(side.Tries), side.SolvedAt.Sign() != 0
			}
		}
		if b.Result, err = s.blitzResult(ctx, d, me, id, b.Seat, b.Bet); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// houseDue reads the house's earliest open deadline (0: none).
func (s *Server) houseDue(ctx context.Context, d duelAddrs, id *big.Int) uint64 {
	b := d.bo3Binding()
	due, err := bind.Call(b.Instance(s.backend, d.bo3), &bind.CallOpts{Context: ctx}, b.PackHouseDueOf(id), b.UnpackHouseDueOf)
	if err != nil {
		return 0
	}
	return due.Uint64()
}
