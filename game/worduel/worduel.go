package worduel

import (
	"fmt"
	"time"

	"github.com/wordproof/wordproof/game"
)

const (
	// WordLength is the length of every Worduel word.
	WordLength = 5
	// MaxGuesses is the number of attempts per word.
	MaxGuesses = 6
	// RoundsToWin is the number of round wins that takes a Best of 3 match.
	RoundsToWin = 2
	// RoundTime is the Best of 3 round timer. Guesses after it do not count;
	// the caller leaves them out.
	RoundTime = 3 * time.Minute
	// BlitzTime is the length of a Blitz match.
	BlitzTime = 5 * time.Minute
)

// Side names a player, or nobody (no point, or a draw).
type Side int8

const (
	Nobody  Side = iota // no point awarded, or a draw
	PlayerA             // the first player
	PlayerB             // the second player
)

// String returns "nobody", "A" or "B".
func (s Side) String() string {
	switch s {
	case Nobody:
		return "nobody"
	case PlayerA:
		return "A"
	case PlayerB:
		return "B"
	default:
		return fmt.Sprintf("Side(%d)", int8(s))
	}
}

// Reason says which rule decided a Best of 3 round.
type Reason uint8

const (
	ReasonSolved       Reason = iota // a player solved the word (the first to do so wins)
	ReasonMostGreens                 // tiebreak step 1: most greens in a single guess
	ReasonEarlierGuess               // tiebreak step 2: same greens, reached on an earlier guess number
	ReasonNoPoint                    // tiebreak step 3: true tie or no green at all; a new word is dealt
)

// String returns a short lowercase name of the reason.
func (r Reason) String() string {
	switch r {
	case ReasonSolved:
		return "solved"
	case ReasonMostGreens:
		return "most greens"
	case ReasonEarlierGuess:
		return "earlier guess"
	case ReasonNoPoint:
		return "no point"
	default:
		return fmt.Sprintf("Reason(%d)", uint8(r))
	}
}

// Attempt is what one player did in one Best of 3 round.
type Attempt struct {
	// Guesses in the order they were made, each five lowercase letters. Only
	// guesses made before the round ended count.
	Guesses []string
	// SolvedAt is when the solving guess was made, measured from the round
	// start. It is read only when both players solved the word.
	SolvedAt time.Duration
}

// Progress summarises one player's guesses on one word.
type Progress struct {
	Guesses    int  // number of guesses made
	Solved     bool // the last guess equals the secret
	BestGreens int  // most green letters in any single guess (WordLength when solved)
	BestAt     int  // 1-based number of the first guess that reached BestGreens; 0 when BestGreens is 0
}

// Outcome is the decision of one Best of 3 round.
type Outcome struct {
	Winner   Side        // PlayerA, PlayerB, or Nobody when no point is awarded
	Reason   Reason      // the rule that decided it
	Progress [2]Progress // per player: index 0 is A, 1 is B
}

// Evaluate checks one player's guesses on secret and summarises them. The
// colours come from game.Feedback. Guesses after a solve, more than MaxGuesses
// guesses, or a word that is not five letters a-z are errors.
func Evaluate(secret string, guesses []string) (Progress, error) {
	s, err := game.Letters.Encode(secret, WordLength)
	if err != nil {
		return Progress{}, fmt.Errorf("secret: %w", err)
	}
	if len(guesses) > MaxGuesses {
		return Progress{}, fmt.Errorf("%w: %d guesses, at most %d", ErrTooManyGuesses, len(guesses), MaxGuesses)
	}
	var p Progress
	var colors [WordLength]game.Color
	for i, word := range guesses {
		if p.Solved {
			return Progress{}, fmt.Errorf("%w: guess %d %q follows the solve", ErrGuessAfterSolve, i+1, word)
		}
		g, err := game.Letters.Encode(word, WordLength)
		if err != nil {
			return Progress{}, fmt.Errorf("guess %d: %w", i+1, err)
		}
		game.Feedback(s, g, colors[:])
		greens := 0
		for _, c := range colors {
			if c == game.Green {
				greens++
			}
		}
		if greens > p.BestGreens {
			p.BestGreens, p.BestAt = greens, i+1
		}
		p.Solved = greens == WordLength
		p.Guesses = i + 1
	}
	return p, nil
}

// Round decides a Best of 3 round on secret between a and b.
//
// The first player to solve the word wins it (when both solved, the earlier
// SolvedAt). When nobody solved it, the tiebreaker applies: the most greens in a
// single guess wins; on equal counts, the player who reached that count on an
// earlier guess number wins; otherwise (same count on the same guess number, or
// no green at all) nobody gets the point and a new word is dealt.
func Round(secret string, a, b Attempt) (Outcome, error) {
	var out Outcome
	for i, at := range [2]Attempt{a, b} {
		p, err := Evaluate(secret, at.Guesses)
		if err != nil {
			return Outcome{}, fmt.Errorf("player %v: %w", Side(i+1), err)
		}
		out.Progress[i] = p
	}
	pa, pb := out.Progress[0], out.Progress[1]
	switch {
	case pa.Solved && pb.Solved:
		out.Reason = ReasonSolved
		switch {
		case a.SolvedAt < b.SolvedAt:
			out.Winner = PlayerA
		case b.SolvedAt < a.SolvedAt:
			out.Winner = PlayerB
		default:
			return Outcome{}, fmt.Errorf("%w: both at %v", ErrSimultaneousSolve, a.SolvedAt)
		}
	case pa.Solved:
		out.Winner, out.Reason = PlayerA, ReasonSolved
	case pb.Solved:
		out.Winner, out.Reason = PlayerB, ReasonSolved
	case pa.BestGreens == 0 && pb.BestGreens == 0:
		out.Winner, out.Reason = Nobody, ReasonNoPoint
	case pa.BestGreens > pb.BestGreens:
		out.Winner, out.Reason = PlayerA, ReasonMostGreens
	case pb.BestGreens > pa.BestGreens:
		out.Winner, out.Reason = PlayerB, ReasonMostGreens
	case pa.BestAt < pb.BestAt:
		out.Winner, out.Reason = PlayerA, ReasonEarlierGuess
	case pb.BestAt < pa.BestAt:
		out.Winner, out.Reason = PlayerB, ReasonEarlierGuess
	default:
		out.Winner, out.Reason = Nobody, ReasonNoPoint
	}
	return out, nil
}

// Score is the state of a Best of 3 match.
type Score struct {
	Wins   [2]int // round wins of A and B
	Rounds int    // rounds played, including rounds with no point
	Winner Side   // PlayerA or PlayerB once the match is decided, else Nobody
}

// MatchWinner replays the winners of the rounds played so far (Nobody for a
// round with no point) and returns the score. The match ends as soon as a
// player reaches RoundsToWin; a round after that is an error.
func MatchWinner(rounds []Side) (Score, error) {
	var sc Score
	for i, w := range rounds {
		if sc.Winner != Nobody {
			return Score{}, fmt.Errorf("%w: round %d after %v won %d-%d", ErrMatchOver, i+1, sc.Winner, sc.Wins[0], sc.Wins[1])
		}
		switch w {
		case Nobody:
		case PlayerA, PlayerB:
			sc.Wins[w-1]++
			if sc.Wins[w-1] == RoundsToWin {
				sc.Winner = w
			}
		default:
			return Score{}, fmt.Errorf("%w: round %d has %v", ErrBadSide, i+1, w)
		}
		sc.Rounds++
	}
	return sc, nil
}

// Word is one Blitz word: the player's own target and the guesses made on it.
type Word struct {
	Target  string
	Guesses []string
}

// WordState is how a Blitz word ended.
type WordState uint8

const (
	WordOpen   WordState = iota // still being guessed when the timer stopped
	WordSolved                  // solved: one point
	WordFailed                  // MaxGuesses guesses without a solve: no point
)

// Status evaluates one Blitz word.
func (w Word) Status() (WordState, error) {
	p, err := Evaluate(w.Target, w.Guesses)
	switch {
	case err != nil:
		return WordOpen, err
	case p.Solved:
		return WordSolved, nil
	case p.Guesses == MaxGuesses:
		return WordFailed, nil
	default:
		return WordOpen, nil
	}
}

// Solves counts the solved words of one Blitz player. Every word but the last
// must be finished (solved or failed), since a new word is dealt only then; the
// last may be open when the timer stops and scores nothing.
func Solves(words []Word) (int, error) {
	n := 0
	for i, w := range words {
		st, err := w.Status()
		if err != nil {
			return 0, fmt.Errorf("word %d: %w", i+1, err)
		}
		switch {
		case st == WordSolved:
			n++
		case st == WordOpen && i != len(words)-1:
			return 0, fmt.Errorf("%w: word %d has %d guesses", ErrUnfinishedWord, i+1, len(w.Guesses))
		}
	}
	return n, nil
}

// BlitzWinner compares the solve counts when the timer expires: more solves
// win, equal counts are a draw (Nobody), in which both bets are returned and
// ratings do not change.
func BlitzWinner(solvesA, solvesB int) (Side, error) {
	if solvesA < 0 || solvesB < 0 {
		return Nobody, fmt.Errorf("%w: %d and %d", ErrNegativeSolves, solvesA, solvesB)
	}
	switch {
	case solvesA > solvesB:
		return PlayerA, nil
	case solvesB > solvesA:
		return PlayerB, nil
	default:
		return Nobody, nil
	}
}
