package poker

import (
	"fmt"
	"slices"

	"github.com/wordproof/wordproof/game"
)

const (
	// StartChips is each player's stack at the start.
	StartChips = 100
	// MaxOpen is the largest opening bet.
	MaxOpen = 10
	// MaxRaise is the largest raise.
	MaxRaise = 10
	// Words is the number of secret words per player.
	Words = 5
	// WordLength is the length of every secret word.
	WordLength = 5
)

// Player is one of the two players, or Nobody.
type Player = game.Side

// The players.
const (
	Nobody = game.Nobody
	One    = game.One
	Two    = game.Two
)

// Choice is the showdown rule picked by the player who did not stop.
type Choice uint8

const (
	Higher Choice = iota + 1 // the higher poker hand wins
	Lower                    // the lower poker hand wins
)

// String returns "higher" or "lower".
func (c Choice) String() string {
	switch c {
	case Higher:
		return "higher"
	case Lower:
		return "lower"
	default:
		return fmt.Sprintf("Choice(%d)", uint8(c))
	}
}

// Showdown returns the winner of two hands under a choice: with Higher the
// better hand wins, with Lower the worse one. Equal hands give Nobody.
func Showdown(one, two Hand, c Choice) (Player, error) {
	if c != Higher && c != Lower {
		return Nobody, fmt.Errorf("%w: %d", ErrBadChoice, c)
	}
	cmp, err := Compare(one, two)
	if err != nil {
		return Nobody, err
	}
	if c == Lower {
		cmp = -cmp
	}
	switch cmp {
	case 1:
		return One, nil
	case -1:
		return Two, nil
	default:
		return Nobody, nil
	}
}

// Phase is the step a game is at.
type Phase uint8

const (
	PhaseDeal     Phase = iota // waiting for the dealer's shuffled deck
	PhaseOpen                  // the starting player picks a betting card and a bet
	PhaseBetting               // players alternate Raise or Stop
	PhaseMulligan              // both players discard and redraw, in private
	PhaseChoose                // the player who did not stop picks Higher or Lower
	PhaseGuess                 // the hand's winner makes its Wordle guesses
	PhaseOver                  // the game has ended
)

// String returns the phase's name.
func (p Phase) String() string {
	names := [...]string{"deal", "open", "betting", "mulligan", "choose", "guess", "over"}
	if int(p) < len(names) {
		return names[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// HandResult is the outcome of a showdown.
type HandResult struct {
	Hands   [2]Hand
	Choice  Choice
	Winner  Player // Nobody when the hands are equal
	Loss    int    // chips the player who did not stop lost
	Guesses int    // Wordle guesses the winner makes: the betting card
	Over    bool   // a player dropped to 0 chips
}

// Game is a game of Wordle Poker between two players. It holds both players'
// secret words, which in play only the host sees. The zero value is not
// usable; use NewGame.
type Game struct {
	secrets [2][Words][]uint8
	solved  [2][Words]bool // solved[p-1][i]: p has solved the opponent's word i
	chips   [2]int
	betting BettingDeck

	phase    Phase
	starter  Player
	hands    [2]Hand
	stock    []Card // the rest of the deck, drawn from in order
	card     int    // the betting card of this hand
	bet      int
	toAct    Player
	stopper  Player
	discards [2][]int
	mulled   [2]bool
	winner   Player // winner of the current hand (guessing phase)
	guesses  int    // guesses left for winner
	champion Player // winner of the game
}

// NewGame starts a game. secrets[0] and secrets[1] are the five words of
// players One and Two (each five letters a-z); starter, chosen by the host,
// opens the first hand.
func NewGame(secrets [2][Words]string, starter Player) (*Game, error) {
	if err := starter.Check(); err != nil {
		return nil, err
	}
	g := &Game{chips: [2]int{StartChips, StartChips}, betting: NewBettingDeck(), starter: starter}
	for p := range secrets {
		for i, w := range secrets[p] {
			s, err := game.Letters.Encode(w, WordLength)
			if err != nil {
				return nil, fmt.Errorf("%w: player %d word %d: %w", ErrBadWord, p+1, i+1, err)
			}
			g.secrets[p][i] = s
		}
	}
	return g, nil
}

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.phase }

// Chips returns both stacks.
func (g *Game) Chips() [2]int { return g.chips }

// Starter returns the player who opens the current (or next) hand.
func (g *Game) Starter() Player { return g.starter }

// ToAct returns who must act in the open, betting, choose and guess phases.
func (g *Game) ToAct() Player {
	switch g.phase {
	case PhaseOpen, PhaseBetting, PhaseChoose, PhaseGuess:
		return g.toAct
	default:
		return Nobody
	}
}

// Bet returns the current bet and the betting card of the hand.
func (g *Game) Bet() (bet, card int) { return g.bet, g.card }

// Hand returns a player's current cards (private to that player in play).
func (g *Game) Hand(p Player) Hand {
	if p.Check() != nil {
		return Hand{}
	}
	return g.hands[p-1]
}

// BettingDeck returns the betting cards still available.
func (g *Game) BettingDeck() BettingDeck { return g.betting }

// Solved reports which of the opponent's words p has solved.
func (g *Game) Solved(p Player) [Words]bool {
	if p.Check() != nil {
		return [Words]bool{}
	}
	return g.solved[p-1]
}

// GuessesLeft returns the guesses the hand's winner has left.
func (g *Game) GuessesLeft() int {
	if g.phase != PhaseGuess {
		return 0
	}
	return g.guesses
}

// Winner returns the winner of the game once it is over.
func (g *Game) Winner() Player { return g.champion }

func (g *Game) expect(ph Phase, p Player) error {
	if g.phase == PhaseOver {
		return fmt.Errorf("%w: %v won", ErrGameOver, g.champion)
	}
	if err := p.Check(); err != nil {
		return err
	}
	if g.phase != ph {
		return fmt.Errorf("%w: %v in phase %v", ErrWrongPhase, ph, g.phase)
	}
	if ph != PhaseMulligan && p != g.toAct {
		return fmt.Errorf("%w: player %v is to act", ErrNotYourTurn, g.toAct)
	}
	return nil
}

// Deal starts a hand with the dealer's shuffled deck, which must hold the 52
// distinct cards: One gets deck[0:5], Two deck[5:10], and mulligans draw from
// the rest in order.
func (g *Game) Deal(deck []Card) error {
	if g.phase == PhaseOver {
		return fmt.Errorf("%w: %v won", ErrGameOver, g.champion)
	}
	if g.phase != PhaseDeal {
		return fmt.Errorf("%w: deal in phase %v", ErrWrongPhase, g.phase)
	}
	if len(deck) != 52 {
		return fmt.Errorf("%w: %d cards", ErrBadDeck, len(deck))
	}
	if err := checkDistinct(deck); err != nil {
		return fmt.Errorf("%w: %w", ErrBadDeck, err)
	}
	copy(g.hands[0][:], deck[0:HandSize])
	copy(g.hands[1][:], deck[HandSize:2*HandSize])
	g.stock = slices.Clone(deck[2*HandSize:])
	g.bet, g.card, g.stopper, g.winner, g.guesses = 0, 0, Nobody, Nobody, 0
	g.discards, g.mulled = [2][]int{}, [2]bool{}
	g.toAct = g.starter
	g.phase = PhaseOpen
	return nil
}

// Open is the starting player's first move: a betting card still in the
// betting deck and a bet of 1 to MaxOpen chips, no more than the player has.
// The betting deck is refilled with its nine cards once it is empty.
func (g *Game) Open(p Player, card, bet int) error {
	if err := g.expect(PhaseOpen, p); err != nil {
		return err
	}
	if bet < 1 || bet > MaxOpen || bet > g.chips[p-1] {
		return fmt.Errorf("%w: open %d, 1 to %d with %d chips", ErrBadBet, bet, MaxOpen, g.chips[p-1])
	}
	if err := g.betting.Take(card); err != nil {
		return err
	}
	g.card, g.bet = card, bet
	g.toAct = p.Other()
	g.phase = PhaseBetting
	return nil
}

// Raise increases the current bet by 1 to MaxRaise; the new bet may not
// exceed the raiser's chips.
func (g *Game) Raise(p Player, by int) error {
	if err := g.expect(PhaseBetting, p); err != nil {
		return err
	}
	if by < 1 || by > MaxRaise || g.bet+by > g.chips[p-1] {
		return fmt.Errorf("%w: raise %d on %d, 1 to %d with %d chips", ErrBadBet, by, g.bet, MaxRaise, g.chips[p-1])
	}
	g.bet += by
	g.toAct = p.Other()
	return nil
}

// Stop ends the betting (also the move assumed when a betting turn times
// out). The other player, who did not stop, will choose Higher or Lower and
// risks the bet.
func (g *Game) Stop(p Player) error {
	if err := g.expect(PhaseBetting, p); err != nil {
		return err
	}
	g.stopper = p
	g.phase = PhaseMulligan
	return nil
}

// Mulligan discards the cards at the given indexes (0-4; none is allowed, and
// is the move assumed on a timeout). Once both players have chosen, the
// starter's replacements are drawn first, then the other player's, and the
// counts are public.
func (g *Game) Mulligan(p Player, discard []int) error {
	if err := g.expect(PhaseMulligan, p); err != nil {
		return err
	}
	if g.mulled[p-1] {
		return fmt.Errorf("%w: player %v already chose", ErrBadMulligan, p)
	}
	var seen [HandSize]bool
	for _, i := range discard {
		if i < 0 || i >= HandSize || seen[i] {
			return fmt.Errorf("%w: index %d in %v", ErrBadMulligan, i, discard)
		}
		seen[i] = true
	}
	g.discards[p-1] = slices.Clone(discard)
	g.mulled[p-1] = true
	if !g.mulled[0] || !g.mulled[1] {
		return nil
	}
	for _, q := range []Player{g.starter, g.starter.Other()} {
		for _, i := range g.discards[q-1] {
			g.hands[q-1][i] = g.stock[0]
			g.stock = g.stock[1:]
		}
	}
	g.toAct = g.stopper.Other()
	g.phase = PhaseChoose
	return nil
}

// MulliganCounts returns how many cards each player discarded: the public
// part of the mulligan.
func (g *Game) MulliganCounts() [2]int { return [2]int{len(g.discards[0]), len(g.discards[1])} }

// LosingChoice is the choice made for a player who does not choose in time:
// the option that makes that player lose (Higher when the hands are equal,
// which loses nothing either way).
func (g *Game) LosingChoice(p Player) (Choice, error) {
	if err := p.Check(); err != nil {
		return 0, err
	}
	w, err := Showdown(g.hands[0], g.hands[1], Higher)
	if err != nil {
		return 0, err
	}
	if w == p {
		return Lower, nil
	}
	return Higher, nil
}

// Choose is the showdown: the player who did not stop picks whether the
// higher or the lower hand wins. If that player loses, they lose the bet; if
// their chips reach 0 they lose the game at once. The winner then makes as
// many Wordle guesses as the betting card shows. Equal hands (a case the seed
// does not cover) void the hand: no chips move, nobody guesses and the same
// player starts the next hand.
func (g *Game) Choose(p Player, c Choice) (HandResult, error) {
	if err := g.expect(PhaseChoose, p); err != nil {
		return HandResult{}, err
	}
	w, err := Showdown(g.hands[0], g.hands[1], c)
	if err != nil {
		return HandResult{}, err
	}
	res := HandResult{Hands: g.hands, Choice: c, Winner: w}
	if w == Nobody {
		g.phase = PhaseDeal
		return res, nil
	}
	if w != p {
		res.Loss = g.bet
		g.chips[p-1] -= g.bet
		if g.chips[p-1] <= 0 {
			g.chips[p-1] = 0
			g.champion, g.phase, res.Over = w, PhaseOver, true
			return res, nil
		}
	}
	res.Guesses = g.card
	g.winner, g.guesses, g.toAct = w, g.card, w
	g.starter = w.Other() // the loser of the hand starts the next one
	g.phase = PhaseGuess
	return res, nil
}

// Guess is one Wordle guess by the hand's winner at the opponent's word
// number word (0-4). It returns the colours, from game.Feedback. When the
// guesses run out the next hand awaits the deal. A player who has solved all
// five of the opponent's words wins the game; the seed's list of end
// conditions is cut short, and this one is inferred from its summary.
func (g *Game) Guess(p Player, word int, guess string) ([]game.Color, error) {
	if err := g.expect(PhaseGuess, p); err != nil {
		return nil, err
	}
	if word < 0 || word >= Words {
		return nil, fmt.Errorf("%w: word index %d", ErrBadWord, word)
	}
	if g.solved[p-1][word] {
		return nil, fmt.Errorf("%w: word %d", ErrWordSolved, word)
	}
	sym, err := game.Letters.Encode(guess, WordLength)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadWord, err)
	}
	colors := make([]game.Color, WordLength)
	game.Feedback(g.secrets[p.Other()-1][word], sym, colors)
	if slices.Equal(sym, g.secrets[p.Other()-1][word]) {
		g.solved[p-1][word] = true
		if !slices.Contains(g.solved[p-1][:], false) {
			g.champion, g.phase = p, PhaseOver
			return colors, nil
		}
	}
	g.guesses--
	if g.guesses == 0 {
		g.phase = PhaseDeal
	}
	return colors, nil
}

// SkipGuesses ends the guessing of the hand's winner p, who did not guess in
// time: the seed gives no default, so the remaining guesses are lost and the
// next hand awaits the deal (our choice, WordlePoker.nudge's).
func (g *Game) SkipGuesses(p Player) error {
	if err := g.expect(PhaseGuess, p); err != nil {
		return err
	}
	g.guesses = 0
	g.phase = PhaseDeal
	return nil
}

// BettingDeck is the nine betting cards 1, 1, 1, 2, 2, 2, 3, 3, 4; each hand
// uses one, and an empty deck is refilled with all nine.
type BettingDeck struct {
	left [5]int // left[v]: cards of value v still in the deck
}

// NewBettingDeck returns the full betting deck.
func NewBettingDeck() BettingDeck { return BettingDeck{left: [5]int{0, 3, 3, 2, 1}} }

// Cards returns the cards left, in ascending order.
func (d BettingDeck) Cards() []int {
	var out []int
	for v, n := range d.left {
		for range n {
			out = append(out, v)
		}
	}
	return out
}

// Take removes a card of value v, refilling the deck once it is empty.
func (d *BettingDeck) Take(v int) error {
	if v < 1 || v > 4 || d.left[v] == 0 {
		return fmt.Errorf("%w: %d not in %v", ErrCardUsed, v, d.Cards())
	}
	d.left[v]--
	if d.left == [5]int{} {
		*d = NewBettingDeck()
	}
	return nil
}
