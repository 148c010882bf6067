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

	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
)

// errGuessMissed ends a wait for the page's guess once the round's commit
// phase is over: the agent then goes on with the reveals it owes, and the
// player loses only that round's guess.
var errGuessMissed = errors.New("the guess deadline passed")

// play is one game the local player joined through this server: its agent
// runs in the background and asks the page for each guess.
type play struct {
	id       *big.Int
	agent    *wowclient.Agent
	strategy *pageStrategy
	words    []string // the player's secret words, as typed
	mover    client.Mover
	ctx      context.Context // the agent's: cancelled when the player leaves the lobby
	cancel   context.CancelFunc

	mu      sync.Mutex
	lastErr string
	guesses map[uint16]string // what the player guessed, by round
	over    bool              // the agent saw the game end
}

func (p *play) setErr(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, errGuessMissed) {
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
		done, err := p.agent.Step(p.ctx)
		if p.ctx.Err() != nil {
			return
		}
		p.setErr(err)
		if done {
			p.mu.Lock()
			p.over = true
			p.mu.Unlock()
		}
		if done {
			return
		}
		select {
		case <-p.ctx.Done():
			return
		case <-time.After(s.cfg.Poll):
		}
	}
}

// newPlay prepares the agent of game id for mover, with the player's secret
// words (for the page) and the guesses it already committed.
// A join of an invite-only lobby carries invite.
func (s *Server) newPlay(ctx context.Context, id *big.Int, mover client.Mover, words []string, guesses map[uint16]string, invite []byte) (*play, error) {
	p := &play{id: id, words: words, guesses: guesses, mover: mover}
	p.strategy = newPageStrategy(s.cfg.Poll, func(ctx context.Context, round uint16) (bool, error) {
		return s.commitOver(ctx, id, round)
	})
	var err error
	p.agent, err = wowclient.NewAgent(ctx, wowclient.AgentConfig{
		Backend: s.backend, Game: s.gameAddr, GameID: id, Mover: mover, Prover: s.prover, Dicts: s.dicts,
		Store: s.store, Strategy: p.strategy, Poll: s.cfg.Poll, Log: s.log, Invite: invite,
	})
	return p, err
}

// launch registers p and starts its agent, unless the game already runs.
func (s *Server) launch(p *play) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.games[p.id.String()]; ok || s.ctx == nil || s.ctx.Err() != nil {
		return false
	}
	s.games[p.id.String()] = p
	p.ctx, p.cancel = context.WithCancel(s.ctx)
	s.wg.Add(1)
	go s.run(p)
	return true
}

// drop stops p's agent and forgets the game (the player left its lobby).
func (s *Server) drop(p *play) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.games[p.id.String()] == p {
		delete(s.games, p.id.String())
	}
	if p.cancel != nil {
		p.cancel()
	}
}

// commitOver reports whether the commit phase of round is over: the chain
// moved past its deadline, or the game is no longer in that phase.
func (s *Server) commitOver(ctx context.Context, id *big.Int, round uint16) (bool, error) {
	wow, inst := s.wow()
	info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(id), wow.UnpackGameInfo)
	if err != nil {
		return false, err
	}
	if info.Phase != wowclient.PhaseCommit || info.Round != round {
		return true, nil
	}
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return false, err
	}
	return head.Time > info.Deadline, nil
}

// resumeAll picks up, on start, every game this process can move in
// without asking anyone: with the configured key, or with each stored
// session key that is still live on its account. The first account with a
// game in progress (else the first live one) becomes the connected player.
func (s *Server) resumeAll(ctx context.Context) {
	if s.cfg.Key != nil {
		s.resumeGames(ctx, s.mover)
		return
	}
	chosenGames := -1
	for _, acct := range s.store.SessionAccounts() {
		m, owner, err := s.resumeSession(ctx, acct)
		if err != nil {
			s.log.Info("stored session not resumed", "account", acct, "err", err)
			continue
		}
		tracked := s.track(m)
		n := s.resumeGames(ctx, tracked)
		if n > chosenGames {
			s.mu.Lock()
			s.mover, s.owner = tracked, owner
			s.mu.Unlock()
			chosenGames = n
		}
	}
}

// resumeSession rebuilds the session mover of acct from its stored key.
func (s *Server) resumeSession(ctx context.Context, acct common.Address) (*client.SessionMover, common.Address, error) {
	key := s.store.StoredSessionKey(acct)
	if key == nil {
		return nil, common.Address{}, fmt.Errorf("%w: no stored session key for %s", client.ErrSessionNotLive, acct)
	}
	return client.ResumeSession(ctx, s.sessionConfig(key), acct)
}

// resumeGames starts an agent for every stored game that mover plays and
// that has not ended, and returns how many it started.
func (s *Server) resumeGames(ctx context.Context, mover client.Mover) int {
	n := 0
	wow, inst := s.wow()
	opts := &bind.CallOpts{Context: ctx}
	for _, id := range s.store.StoredGames(s.chainID, s.gameAddr) {
		if s.play(id) != nil {
			continue
		}
		secrets, ok := s.store.Game(client.GameKey(s.chainID, s.gameAddr, id))
		if !ok || len(secrets.Words) != wowclient.SecretsPerPlayer {
			continue
		}
		info, err := bind.Call(inst, opts, wow.PackGameInfo(id), wow.UnpackGameInfo)
		if err != nil || info.Phase == wowclient.PhaseNone || info.Phase == wowclient.PhaseEnded {
			continue
		}
		players, err := bind.Call(inst, opts, wow.PackPlayersOf(id), wow.UnpackPlayersOf)
		if err != nil || !contains(players, mover.Address()) {
			continue
		}
		guesses := make(map[uint16]string, len(secrets.Guesses))
		for r, g := range secrets.Guesses {
			guesses[r] = g.Word
		}
		p, err := s.newPlay(ctx, id, mover, secrets.Words, guesses, nil)
		if err != nil {
			s.log.Warn("game not resumed", "game", id, "err", err)
			continue
		}
		if s.launch(p) {
			s.log.Info("game resumed", "game", id, "player", mover.Address())
			n++
		}
	}
	return n
}

func contains(list []common.Address, a common.Address) bool {
	for _, x := range list {
		if x == a {
			return true
		}
	}
	return false
}

// pageStrategy is a wowclient.Strategy whose guesses come from the page: Guess
// waits until the player submits one, or until the round's commit phase is
// over (then the round's guess is lost, never the stake).
type pageStrategy struct {
	poll time.Duration
	over func(ctx context.Context, round uint16) (bool, error)

	mu      sync.Mutex
	waiting bool
	round   uint16
	ch      chan string
}

func newPageStrategy(poll time.Duration, over func(context.Context, uint16) (bool, error)) *pageStrategy {
	return &pageStrategy{poll: poll, over: over, ch: make(chan string, 1)}
}

// Guess implements wowclient.Strategy.
func (p *pageStrategy) Guess(ctx context.Context, v wowclient.View) (string, error) {
	p.mu.Lock()
	p.waiting, p.round = true, v.Round
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		p.waiting = false
		p.mu.Unlock()
	}()
	tick := time.NewTicker(p.poll)
	defer tick.Stop()
	for {
		select {
		case w := <-p.ch:
			return w, nil
		case <-ctx.Done():
			return "", ctx.Err()
		case <-tick.C:
			if over, err := p.over(ctx, v.Round); err == nil && over {
				p.mu.Lock()
				p.waiting = false
				p.mu.Unlock()
				// A guess submitted in the same instant is dropped with the round.
				select {
				case <-p.ch:
				default:
				}
				return "", fmt.Errorf("%w: round %d", errGuessMissed, v.Round)
			}
		}
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
