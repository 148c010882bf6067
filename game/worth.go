package game

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
)

// Status is how a player stands, numbered as the contract's
// IWorthOfWords.Status.
type Status uint8

const (
	StatusActive    Status = iota // still in the game
	StatusSolved                  // every secret solved: out, keeps its score and can win
	StatusForfeited               // owed a reveal and gave none: out, cannot win
)

// String names the status as the contract's enum does, in lower case.
func (s Status) String() string {
	switch s {
	case StatusActive:
		return "active"
	case StatusSolved:
		return "solved"
	case StatusForfeited:
		return "forfeited"
	}
	return fmt.Sprintf("unknown status %d", uint8(s))
}

// Revealer answers one attack of a round: the colours of guess against the
// active secret (index secret, from 0) of player target, attacked by player
// attacker. On chain the colours come from the target's proven reveal; in a
// replay with known secrets, from SecretRevealer. A Revealer returns
// ErrNoReveal when the target gave no reveal: it forfeits.
type Revealer func(attacker, target, secret int, guess []uint8) ([]Color, error)

// SecretRevealer returns a Revealer that computes the colours from known
// secrets: secrets[p][i] is secret i of player p, as symbols.
func SecretRevealer(secrets [][][]uint8) Revealer {
	return func(_, target, secret int, guess []uint8) ([]Color, error) {
		if target < 0 || target >= len(secrets) || secret < 0 || secret >= len(secrets[target]) {
			return nil, fmt.Errorf("%w: no secret %d for player %d", ErrBadWord, secret, target)
		}
		s := secrets[target][secret]
		if len(s) != len(guess) {
			return nil, fmt.Errorf("%w: secret %d of player %d has %d symbols, guess has %d", ErrBadWord, secret, target, len(s), len(guess))
		}
		for i, x := range s {
			if int(x) >= MaxSymbols {
				return nil, fmt.Errorf("%w: secret %d of player %d has symbol %d at position %d", ErrBadWord, secret, target, x, i+1)
			}
		}
		out := make([]Color, len(guess))
		Feedback(s, guess, out)
		return out, nil
	}
}

// Attack is one guess against one target in a round, with its score.
type Attack struct {
	Attacker int     // the guessing player
	Target   int     // the attacked player
	Secret   int     // the target's active secret, from 0
	Colors   []Color // the revealed colours
	Points   Points  // scored against the knowledge at the start of the round
}

// Solve records a secret solved in a round.
type Solve struct {
	Player int   // whose secret
	Secret int   // which one, from 0
	By     []int // every attacker whose guess equalled it, in player order
}

// RoundResult is everything one round changed.
type RoundResult struct {
	Round      int      // the round number, from 1
	Attacks    []Attack // by attacker, then in the order of the attacker's targets
	Gained     []int    // Gained[p] is what player p scored in this round
	Solved     []Solve  // secrets solved in this round, by player
	Eliminated []int    // players whose last secret was solved in this round
	Forfeited  []int    // targets that owed a reveal and gave none
	Scores     []int    // every player's score after the round
	Stalled    bool     // nobody guessed: the round ended the game
	Over       bool     // the game ended with this round
	Winners    []int    // when Over: the winners (see Game.Winners)
}

// Game replays one game of Worth of Words from the revealed colours. Players
// are numbered 0..n-1; each holds the same number of secrets, which become
// active one after the other. It holds only public data: the secrets
// themselves stay with the Revealer.
//
// # Rules
//
// Each round, every remaining player may submit one guess (a player without
// a guess scores nothing that round), aimed at the targets of the round (see
// AssignTargets and Game.CheckTargets). Every guess is answered by each of its
// targets with the colours against the target's active secret, and scored by
// Knowledge.Score against the knowledge of that secret as it stood at the
// start of the round, so the order of the guesses within a round never
// matters. Then:
//
//   - the knowledge of each attacked secret learns every guess of the round
//     (Knowledge.Learn);
//   - a secret guessed exactly is solved: every attacker who guessed it in
//     this round gets SolvePoints (so several can share a solve, each paid in
//     full), its knowledge resets, and the owner's next secret becomes
//     active from the next round;
//   - a player whose last secret is solved is eliminated. Its own guess of
//     that round still counts (guesses are simultaneous), its score stays
//     and can still win, but it gains no more points and is not attacked;
//   - a target that owed a reveal (some guess was aimed at it) and gave
//     none forfeits: the guesses aimed at it score nothing and teach
//     nothing, it leaves the game and cannot win (unless every player
//     forfeited); its own guess of that round still counts;
//   - a round in which nobody guesses (nobody committed, or nobody opened)
//     stalls: it counts as a round and ends the game;
//   - the game ends when at most one player remains, including when every
//     remaining player is eliminated in the same round, or after the round
//     cap when one is set. The highest score among the players who did not
//     forfeit wins; equal highest scores share the win (Winners returns all
//     of them) and split the pot as Payouts does.
type Game struct {
	players, secrets, roundCap int

	round      int
	length     int // word length, fixed by the first guess
	scores     []int
	active     []int // index of each player's active secret = secrets solved
	eliminated []int // round of elimination, 0 while remaining
	status     []Status
	knowledge  []Knowledge
	over       bool
}

// NewGame starts a game of players players holding secretsPerPlayer secrets
// each, ending after roundCap rounds at the latest (0: no cap).
func NewGame(players, secretsPerPlayer, roundCap int) (*Game, error) {
	switch {
	case players < 2:
		return nil, fmt.Errorf("%w: %d players, need at least 2", ErrBadGame, players)
	case secretsPerPlayer < 1:
		return nil, fmt.Errorf("%w: %d secrets per player, need at least 1", ErrBadGame, secretsPerPlayer)
	case roundCap < 0:
		return nil, fmt.Errorf("%w: round cap %d is negative", ErrBadGame, roundCap)
	}
	return &Game{
		players:    players,
		secrets:    secretsPerPlayer,
		roundCap:   roundCap,
		scores:     make([]int, players),
		active:     make([]int, players),
		eliminated: make([]int, players),
		status:     make([]Status, players),
		knowledge:  make([]Knowledge, players),
	}, nil
}

// Players returns the number of players.
func (g *Game) Players() int { return g.players }

// Round returns the number of rounds played.
func (g *Game) Round() int { return g.round }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Scores returns a copy of every player's score.
func (g *Game) Scores() []int { return slices.Clone(g.scores) }

// Active returns the index (from 0) of player p's active secret, which is
// also the number of its secrets solved so far.
func (g *Game) Active(p int) int { return g.active[p] }

// Knowledge returns the public knowledge of player p's active secret.
func (g *Game) Knowledge(p int) Knowledge { return g.knowledge[p] }

// EliminatedIn returns the round in which player p was eliminated, or 0 while
// p remains.
func (g *Game) EliminatedIn(p int) int { return g.eliminated[p] }

// Remaining returns the players not eliminated, in increasing order.
func (g *Game) Remaining() []int {
	var out []int
	for p := range g.players {
		if g.eliminated[p] == 0 {
			out = append(out, p)
		}
	}
	return out
}

// Status returns player p's status.
func (g *Game) Status(p int) Status { return g.status[p] }

// Winners returns every player with the highest score among those who did
// not forfeit (among everyone when all did), in increasing order. Before the
// game is over they are the current leaders.
func (g *Game) Winners() []int { return WinnersOf(g.scores, g.status) }

// Payouts splits a pot among the winners as the contract does (SplitPot).
// The result is indexed by player; losers get 0.
func (g *Game) Payouts(pot *big.Int) []*big.Int { return SplitPot(pot, g.Winners(), g.players) }

// WinnersOf is the winner rule of Worth of Words: the players with the
// highest score among those who did not forfeit (among everyone when all
// did), in increasing order. scores and status are indexed by player (join
// order); readers that track them without a Game (the auditor) call it.
func WinnersOf[S int | uint32 | uint64](scores []S, status []Status) []int {
	anyEligible := slices.ContainsFunc(status, func(s Status) bool { return s != StatusForfeited })
	var out []int
	var best S
	for p, s := range scores {
		switch {
		case anyEligible && status[p] == StatusForfeited:
		case len(out) == 0 || s > best:
			best, out = s, []int{p}
		case s == best:
			out = append(out, p)
		}
	}
	return out
}

// SplitPot splits a pot among winners as the contract does: each gets
// pot / len(winners), and the first winner (the earliest joiner among them)
// also the remainder. The result is indexed by player, 0 for the others.
func SplitPot(pot *big.Int, winners []int, players int) []*big.Int {
	out := make([]*big.Int, players)
	for p := range out {
		out[p] = new(big.Int)
	}
	if len(winners) == 0 || pot.Sign() <= 0 {
		return out
	}
	prize, rest := new(big.Int).QuoRem(pot, big.NewInt(int64(len(winners))), new(big.Int))
	for i, w := range winners {
		out[w].Set(prize)
		if i == 0 {
			out[w].Add(out[w], rest)
		}
	}
	return out
}

// Targets assigns the targets of the next round from a 32-byte seed with
// AssignTargets over Remaining. The result is indexed by player: nil for an
// eliminated player.
func (g *Game) Targets(seed [32]byte) ([][]int, error) {
	if g.over {
		return nil, fmt.Errorf("%w: after round %d", ErrGameOver, g.round)
	}
	remaining := g.Remaining()
	assigned, err := AssignTargets(seed, remaining)
	if err != nil {
		return nil, err
	}
	out := make([][]int, g.players)
	for i, p := range remaining {
		out[p] = assigned[i]
	}
	return out, nil
}

// CheckTargets checks a target assignment indexed by player, as Targets
// returns it: every remaining player attacks exactly TargetCount(remaining)
// distinct remaining opponents and is attacked exactly that many times, and
// eliminated players attack nobody. It returns ErrBadTargets otherwise.
func (g *Game) CheckTargets(targets [][]int) error {
	if len(targets) != g.players {
		return fmt.Errorf("%w: %d target lists for %d players", ErrBadTargets, len(targets), g.players)
	}
	k := TargetCount(len(g.Remaining()))
	attacked := make([]int, g.players)
	for a, ts := range targets {
		if g.eliminated[a] != 0 {
			if len(ts) > 0 {
				return fmt.Errorf("%w: eliminated player %d attacks %v", ErrBadTargets, a, ts)
			}
			continue
		}
		if len(ts) != k {
			return fmt.Errorf("%w: player %d attacks %d players, want %d", ErrBadTargets, a, len(ts), k)
		}
		for i, t := range ts {
			switch {
			case t < 0 || t >= g.players:
				return fmt.Errorf("%w: player %d attacks unknown player %d", ErrBadTargets, a, t)
			case t == a:
				return fmt.Errorf("%w: player %d attacks itself", ErrBadTargets, a)
			case g.eliminated[t] != 0:
				return fmt.Errorf("%w: player %d attacks eliminated player %d", ErrBadTargets, a, t)
			case slices.Contains(ts[:i], t):
				return fmt.Errorf("%w: player %d attacks player %d twice", ErrBadTargets, a, t)
			}
			attacked[t]++
		}
	}
	for p, n := range attacked {
		if g.eliminated[p] == 0 && n != k {
			return fmt.Errorf("%w: player %d is attacked %d times, want %d", ErrBadTargets, p, n, k)
		}
	}
	return nil
}

// PlayRound plays one round: targets as CheckTargets accepts them, and
// guesses[p] the guess of player p as symbols (nil when p does not guess;
// eliminated players must not). reveal answers every attack. The game
// changes only when the whole round is valid.
func (g *Game) PlayRound(targets [][]int, guesses [][]uint8, reveal Revealer) (RoundResult, error) {
	if g.over {
		return RoundResult{}, fmt.Errorf("%w: after round %d", ErrGameOver, g.round)
	}
	if err := g.CheckTargets(targets); err != nil {
		return RoundResult{}, err
	}
	length, err := g.checkGuesses(guesses)
	if err != nil {
		return RoundResult{}, err
	}
	res := RoundResult{Round: g.round + 1, Gained: make([]int, g.players)}
	if !slices.ContainsFunc(guesses, func(x []uint8) bool { return x != nil }) {
		g.round++
		g.over = true
		res.Stalled, res.Over, res.Winners, res.Scores = true, true, g.Winners(), g.Scores()
		return res, nil
	}
	attacks, forfeited, err := g.scoreAttacks(targets, guesses, reveal)
	if err != nil {
		return RoundResult{}, err
	}
	// Apply: nothing below fails.
	g.round++
	g.length = length
	res.Attacks = attacks
	g.applyAttacks(&res, guesses)
	g.applyForfeits(&res, forfeited)
	if len(g.Remaining()) <= 1 || (g.roundCap > 0 && g.round >= g.roundCap) {
		g.over = true
		res.Over = true
		res.Winners = g.Winners()
	}
	res.Scores = g.Scores()
	return res, nil
}

// checkGuesses checks the round's guesses (nil for a player who does not
// guess; never an eliminated player) and returns the game's word length,
// set by the first guess of the game.
func (g *Game) checkGuesses(guesses [][]uint8) (int, error) {
	if len(guesses) != g.players {
		return 0, fmt.Errorf("%w: %d guesses for %d players", ErrBadGuess, len(guesses), g.players)
	}
	length := g.length
	for p, guess := range guesses {
		if guess == nil {
			continue
		}
		if g.eliminated[p] != 0 {
			return 0, fmt.Errorf("%w: player %d was eliminated in round %d", ErrBadGuess, p, g.eliminated[p])
		}
		if length == 0 {
			length = len(guess)
		}
		if len(guess) != length || length > MaxWordLength {
			return 0, fmt.Errorf("%w: player %d guessed %d symbols, the game's words have %d", ErrBadGuess, p, len(guess), length)
		}
		for i, s := range guess {
			if int(s) >= MaxSymbols {
				return 0, fmt.Errorf("%w: player %d guessed symbol %d at position %d", ErrBadGuess, p, s, i+1)
			}
		}
	}
	return length, nil
}

// scoreAttacks reveals and scores every attack against the start-of-round
// knowledge, changing nothing. A target that gives no reveal forfeits
// (forfeited[t]) and the attacks on it count for nothing: they are left out.
func (g *Game) scoreAttacks(targets [][]int, guesses [][]uint8, reveal Revealer) ([]Attack, []bool, error) {
	var attacks []Attack
	forfeited := make([]bool, g.players)
	for a, guess := range guesses {
		if guess == nil {
			continue
		}
		for _, t := range targets[a] {
			if forfeited[t] {
				continue
			}
			colors, err := reveal(a, t, g.active[t], guess)
			if errors.Is(err, ErrNoReveal) {
				forfeited[t] = true
				continue
			}
			if err != nil {
				return nil, nil, fmt.Errorf("%w: player %d's guess at player %d: %w", ErrReveal, a, t, err)
			}
			pts, err := g.knowledge[t].Score(guess, colors)
			if err != nil {
				return nil, nil, fmt.Errorf("%w: player %d's guess at player %d: %w", ErrReveal, a, t, err)
			}
			attacks = append(attacks, Attack{Attacker: a, Target: t, Secret: g.active[t], Colors: colors, Points: pts})
		}
	}
	return slices.DeleteFunc(attacks, func(at Attack) bool { return forfeited[at.Target] }), forfeited, nil
}

// applyAttacks credits res.Attacks' points, records what they teach about
// each target word, and moves each solved target to its next word (or out
// of the game after its last).
func (g *Game) applyAttacks(res *RoundResult, guesses [][]uint8) {
	solvedBy := make([][]int, g.players)
	for _, at := range res.Attacks {
		g.scores[at.Attacker] += at.Points.Total
		res.Gained[at.Attacker] += at.Points.Total
		_ = g.knowledge[at.Target].Learn(guesses[at.Attacker], at.Colors) // checked by Score
		if at.Points.Solved {
			solvedBy[at.Target] = append(solvedBy[at.Target], at.Attacker)
		}
	}
	for t, by := range solvedBy {
		if by == nil {
			continue
		}
		slices.Sort(by)
		res.Solved = append(res.Solved, Solve{Player: t, Secret: g.active[t], By: by})
		g.active[t]++
		g.knowledge[t] = Knowledge{}
		if g.active[t] == g.secrets {
			g.eliminated[t] = g.round
			g.status[t] = StatusSolved
			res.Eliminated = append(res.Eliminated, t)
		}
	}
}

// applyForfeits puts out of the game every player who gave no reveal.
func (g *Game) applyForfeits(res *RoundResult, forfeited []bool) {
	for t, f := range forfeited {
		if f {
			g.eliminated[t] = g.round
			g.status[t] = StatusForfeited
			res.Forfeited = append(res.Forfeited, t)
		}
	}
}
