package wire

import (
	"fmt"
	"slices"

	"github.com/wordproof/wordproof/game/poker"
)

// Replay plays a match's events through game/poker with both players' words
// (known once the players publish them, or to a test) and checks that the
// contract agreed with the rules engine move for move: every derived deck
// and final hand, every bet, every showdown's winner and loss, every
// answer's colours, and the end. It returns the engine's game.
func Replay(m *Match, secrets [2][poker.Words]string) (*poker.Game, error) {
	if len(m.Hands) == 0 {
		return nil, fmt.Errorf("match %s: no hand dealt", m.ID)
	}
	g, err := poker.NewGame(secrets, poker.Player(1+m.Hands[0].Dealt.Starter.Uint64()))
	if err != nil {
		return nil, err
	}
	for _, h := range m.Hands {
		if err := replayHand(g, h); err != nil {
			return g, fmt.Errorf("match %s, hand %d: %w", m.ID, h.Number, err)
		}
	}
	if m.Ended != nil {
		if g.Phase() != poker.PhaseOver || int(g.Winner()) != int(m.Ended.Winner.Uint64())+1 {
			return g, fmt.Errorf("match %s: the contract's winner is seat %s, the engine's %v (phase %v)", m.ID, m.Ended.Winner, g.Winner(), g.Phase())
		}
		if c := g.Chips(); uint64(c[0]) != m.Ended.ChipsA.Uint64() || uint64(c[1]) != m.Ended.ChipsB.Uint64() {
			return g, fmt.Errorf("match %s: the contract ends with chips %s/%s, the engine %v", m.ID, m.Ended.ChipsA, m.Ended.ChipsB, c)
		}
	}
	return g, nil
}

func player(seat uint64) poker.Player { return poker.Player(1 + seat) }

func replayHand(g *poker.Game, h *Hand) error {
	if h.Seed == nil {
		return nil // not opened yet: nothing to check past the deal
	}
	if h.SeedCommitted == nil || SeedCommitment(h.Seed.Seed) != h.SeedCommitted.SeedCommit {
		return fmt.Errorf("the opened seed does not open the committed one")
	}
	if err := g.Deal(FullDeck(h.Seed.Seed, h.Dealt.Randomness)); err != nil {
		return err
	}
	if got := g.Starter(); int(got) != int(h.Dealt.Starter.Uint64())+1 {
		return fmt.Errorf("the contract's starter is seat %s, the engine's %v", h.Dealt.Starter, got)
	}
	if h.Opened == nil || h.Stopped == nil {
		return fmt.Errorf("a showdown without an open and a stop")
	}
	if err := g.Open(player(h.Opened.Seat.Uint64()), int(h.Opened.Card.Uint64()), int(h.Opened.Bet.Uint64())); err != nil {
		return err
	}
	last := h.Opened.Bet.Uint64()
	for _, r := range h.Raises {
		if err := g.Raise(player(r.Seat.Uint64()), int(r.Bet.Uint64()-last)); err != nil {
			return err
		}
		last = r.Bet.Uint64()
	}
	if err := g.Stop(player(h.Stopped.Seat.Uint64())); err != nil {
		return err
	}
	// mulligans: the starter's first, as the contract draws replacements
	masks := h.Masks()
	for _, p := range []poker.Player{g.Starter(), g.Starter().Other()} {
		if err := g.Mulligan(p, Discards(masks[p-1])); err != nil {
			return err
		}
	}
	if h.Chosen == nil || h.Showdown == nil {
		return fmt.Errorf("an opened seed without a choice and a showdown")
	}
	chooser := player(h.Chosen.Seat.Uint64())
	choice := poker.Choice(h.Chosen.Choice.Uint64())
	if choice == 0 {
		lose, err := g.LosingChoice(chooser)
		if err != nil {
			return err
		}
		if uint64(lose) != h.Showdown.Choice.Uint64() {
			return fmt.Errorf("the timed-out choice is %s on chain, %v in the engine", h.Showdown.Choice, lose)
		}
		choice = lose
	}
	res, err := g.Choose(chooser, choice)
	if err != nil {
		return err
	}
	for k, hand := range res.Hands {
		got := h.Showdown.HandA
		if k == 1 {
			got = h.Showdown.HandB
		}
		for i, c := range hand {
			if int(got[i]) != c.Index() {
				return fmt.Errorf("seat %d's final hand is %v on chain, %v in the engine", k, got, hand)
			}
		}
	}
	winner := uint64(2)
	if res.Winner != poker.Nobody {
		winner = uint64(res.Winner - 1)
	}
	if winner != h.Showdown.Winner.Uint64() || uint64(res.Loss) != h.Showdown.Loss.Uint64() {
		return fmt.Errorf("the showdown is winner %s loss %s on chain, winner %d loss %d in the engine", h.Showdown.Winner, h.Showdown.Loss, winner, res.Loss)
	}
	for _, t := range h.Tries {
		if t.Answer == nil {
			return nil // pending
		}
		colors, err := g.Guess(player(t.Guess.Seat.Uint64()), int(t.Guess.Word.Uint64()), DecodeGuess(t.Guess.Guess.Uint64()))
		if err != nil {
			return err
		}
		var packed uint64
		for i, c := range colors {
			packed |= uint64(c) << (2 * i)
		}
		if packed != t.Answer.Colours.Uint64() {
			return fmt.Errorf("guess %s at word %s: colours %#x proven on chain, %#x in the engine", DecodeGuess(t.Guess.Guess.Uint64()), t.Guess.Word, t.Answer.Colours, packed)
		}
	}
	if h.Skipped != nil {
		// the contract's nudge: the remaining guesses are lost (guesses that
		// cannot solve, as the engine has no skip)
		p := player(h.Skipped.Seat.Uint64())
		for g.Phase() == poker.PhaseGuess {
			if _, err := g.Guess(p, firstUnsolved(g, p), "zzzzz"); err != nil {
				return err
			}
		}
	}
	return nil
}

// firstUnsolved is the lowest word index p has not solved.
func firstUnsolved(g *poker.Game, p poker.Player) int {
	s := g.Solved(p)
	return slices.Index(s[:], false)
}

// DecodeGuess is a packed five-letter guess (game.PackWord) as letters.
func DecodeGuess(v uint64) string {
	b := make([]byte, poker.WordLength)
	for i := range b {
		b[i] = 'a' + byte(v>>(5*i)&0x1f)
	}
	return string(b)
}
