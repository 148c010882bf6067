package web

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"time"

	"wordproof/client"
)

// play is one game the local player joined through this server: its agent
// runs in the background and asks the page for each guess.
type play struct {
	id       *big.Int
	agent    *client.Agent
	strategy *pageStrategy
	words    []string // the player's secret words, as typed

	mu      sync.Mutex
	lastErr string
	guesses map[uint16]string // what the player guessed, by round
}

func (p *play) setErr(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err == nil || errors.Is(err, context.Canceled) {
		p.lastErr = ""
		return
	}
	p.lastErr = explain(err)
}

func (p *play) status() (lastErr string, guesses map[uint16]string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make(map[uint16]string, len(p.guesses))
	for r, g := range p.guesses {
		out[r] = g
	}
	return p.lastErr, out
}

// run steps the agent until the game ends or the server stops, keeping the
// last error for the page.
func (s *Server) run(p *play) {
	defer s.wg.Done()
	for {
		done, err := p.agent.Step(s.ctx)
		p.setErr(err)
		if done || s.ctx.Err() != nil {
			return
		}
		select {
		case <-s.ctx.Done():
			return
		case <-time.After(s.cfg.Poll):
		}
	}
}

// pageStrategy is a client.Strategy whose guesses come from the page: Guess
// waits until the player submits one.
type pageStrategy struct {
	mu      sync.Mutex
	waiting bool
	round   uint16
	ch      chan string
}

func newPageStrategy() *pageStrategy { return &pageStrategy{ch: make(chan string, 1)} }

// Guess implements client.Strategy.
func (p *pageStrategy) Guess(ctx context.Context, v client.View) (string, error) {
	p.mu.Lock()
	p.waiting, p.round = true, v.Round
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		p.waiting = false
		p.mu.Unlock()
	}()
	select {
	case w := <-p.ch:
		return w, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// awaiting reports whether the agent waits for a guess, and for which round.
func (p *pageStrategy) awaiting() (bool, uint16) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.waiting, p.round
}

// submit hands word to a waiting Guess.
func (p *pageStrategy) submit(word string) (uint16, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.waiting {
		return 0, ErrNotAwaitingGuess
	}
	select {
	case p.ch <- word:
		p.waiting = false
		return p.round, nil
	default:
		return 0, ErrNotAwaitingGuess
	}
}
