package audit

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"

	"github.com/ethereum/go-ethereum/common"

	pokerbind "github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/poker"
	pokerwire "github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/prover"
)

// allGreen is a solve's colours (WordlePoker.ALL_GREEN).
const allGreen = 0x2AA

// AuditPoker reads match cfg.Match from the chain and checks it (CheckPoker).
func AuditPoker(ctx context.Context, cfg PokerConfig) (*PokerAudit, error) {
	pv, err := verifier(cfg.Keys)
	if err != nil {
		return nil, err
	}
	rd, err := ReadPoker(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return CheckPoker(ctx, pv, cfg.Dicts, rd)
}

func pokerFail(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrPoker, fmt.Sprintf(format, args...))
}

// pokerCheck is one run of CheckPoker: the match replayed through game/poker
// event by event.
type pokerCheck struct {
	ctx     context.Context
	pv      *prover.Prover
	dicts   *wire.Dictionaries
	rd      *PokerReading
	out     *PokerAudit
	g       *poker.Game
	secrets [2][poker.Words]string // the words solved on chain; placeholders for the others
	known   [2][poker.Words]bool
	words   [2][5]*big.Int // the word commitments, by seat
	commits map[uint64][32]byte
	arm     uint64 // the block the next deal is armed on
	hand    *PokerHand
	dealt   *pokerbind.WordlePokerDealt
	chosen  *pokerbind.WordlePokerChosen
	guess   *pokerbind.WordlePokerGuessed
	answers int
	seed    *[32]byte // the opened seed of the current hand
}

// CheckPoker checks a match from its reading alone: the contract is the
// WordlePoker of these bindings over the local answers list; every K = 5
// word commitment proof verifies; each hand's randomness is the hash of the
// block its deal was armed on; the first starter is its low bit; the seed
// opens its commitment; the derived deck (wire.DeckOrder) opens both dealt
// commitments; every mulligan opens its commitment; the bets, the betting
// deck and its refill, the mulligan replacements, the ranking, the choice
// (a timed-out one: the losing option) and the chips follow game/poker; every
// answer's reveal proof verifies for the committed word it names, and the
// colours of every guess at a word solved on chain are its feedback; the
// match ends as the rules end it.
func CheckPoker(ctx context.Context, pv *prover.Prover, dicts *wire.Dictionaries, rd *PokerReading) (*PokerAudit, error) {
	if dicts == nil || dicts.Length != poker.WordLength {
		var err error
		if dicts, err = wire.LoadDictionaries(poker.WordLength); err != nil {
			return nil, err
		}
	}
	c := &pokerCheck{ctx: ctx, pv: pv, dicts: dicts, rd: rd, out: &PokerAudit{Match: rd.Match}, commits: map[uint64][32]byte{}}
	if err := c.contract(); err != nil {
		return nil, err
	}
	if err := c.readSecrets(); err != nil {
		return nil, err
	}
	for i, ev := range rd.Events {
		if i == 0 {
			if _, ok := ev.(*pokerbind.WordlePokerMatchStarted); !ok {
				return nil, pokerFail("match %s: the first event is not MatchStarted", rd.Match)
			}
		}
		if c.out.Winner != poker.Nobody || c.out.Slashed {
			return nil, pokerFail("match %s: an event after the match ended", rd.Match)
		}
		if err := c.event(ev); err != nil {
			return nil, err
		}
	}
	if len(rd.Events) == 0 {
		return nil, pokerFail("match %s has no events: nothing to audit", rd.Match)
	}
	if c.g != nil {
		c.out.Chips = c.g.Chips()
		if c.g.Phase() == poker.PhaseOver && c.out.Winner == poker.Nobody {
			return nil, pokerFail("the rules end the match (%v wins), the contract did not", c.g.Winner())
		}
	}
	return c.out, nil
}

// contract checks that the contract runs the WordlePoker code of these
// bindings with the settings its views report, over the local answers list.
func (c *pokerCheck) contract() error {
	s := c.rd.Settings
	if err := sameCode("WordlePoker", pokerbind.WordlePokerMetaData.Bin, pokerbind.NewWordlePoker().PackConstructor(s.Platform, s.Houses, s.CommitVerifier, s.RevealVerifier, s.SecretRoot, s.SlashAmount), c.rd.Contract, c.rd.Code); err != nil {
		return pokerFail("%v", err)
	}
	if root := c.dicts.SecretRoot(); s.SecretRoot == nil || root.Cmp(s.SecretRoot) != 0 {
		return pokerFail("the contract's answers list (root %v) is not the local one (%v)", s.SecretRoot, root)
	}
	return nil
}

// readSecrets learns the words solved on chain (a guess answered all green
// is the word) and gives every other word a placeholder no guess at it
// names: game/poker needs words, and the proofs stand for the unsolved ones.
func (c *pokerCheck) readSecrets() error {
	var guessed [2][poker.Words]map[string]bool
	for _, ev := range c.rd.Events {
		a, ok := ev.(*pokerbind.WordlePokerAnswered)
		if !ok {
			continue
		}
		if !a.Seat.IsUint64() || a.Seat.Uint64() > 1 || !a.Word.IsUint64() || a.Word.Uint64() >= poker.Words || !a.Guess.IsUint64() || a.Guess.Uint64() >= 1<<32 {
			return pokerFail("an Answered event out of range (seat %s, word %s, guess %s)", a.Seat, a.Word, a.Guess)
		}
		owner, w := 1-a.Seat.Uint64(), a.Word.Uint64()
		_, word, err := wire.DecodeGuess(uint32(a.Guess.Uint64()), poker.WordLength)
		if err != nil {
			return pokerFail("answered guess: %v", err)
		}
		if guessed[owner][w] == nil {
			guessed[owner][w] = map[string]bool{}
		}
		guessed[owner][w][word] = true
		if a.Colours.Cmp(big.NewInt(allGreen)) == 0 {
			c.secrets[owner][w], c.known[owner][w] = word, true
		}
	}
	for s := range c.secrets {
		for w := range c.secrets[s] {
			if c.known[s][w] {
				continue
			}
			for n := 0; ; n++ {
				cand := []byte("zzzzz")
				cand[4] -= byte(n % 26)
				cand[3] -= byte(n / 26 % 26)
				if !guessed[s][w][string(cand)] {
					c.secrets[s][w] = string(cand)
					break
				}
			}
		}
	}
	return nil
}

func (c *pokerCheck) verify(what, circuit string, public []*big.Int, proof []byte) error {
	if err := verifyCalldata(c.ctx, c.pv, circuit, public, proof); err != nil {
		return pokerFail("%s: %v", what, err)
	}
	c.out.Proofs++
	return nil
}

// context is WordlePoker.contextOf: round 0 for the words, the hand for its
// answers.
func (c *pokerCheck) context(round uint64, seat int) (*big.Int, error) {
	ctx, err := prover.Binding{ChainID: c.rd.ChainID, Contract: c.rd.Contract, GameID: c.rd.Match, Round: round, Player: c.out.Players[seat]}.Context()
	if err != nil {
		return nil, err
	}
	return ctx.BigInt(new(big.Int)), nil
}

// seatOf reads a seat number of an event.
func seatOf(v *big.Int) (int, error) {
	if v == nil || !v.IsUint64() || v.Uint64() > 1 {
		return 0, pokerFail("seat %v is neither 0 nor 1", v)
	}
	return int(v.Uint64()), nil
}

func small(v *big.Int) int {
	if v == nil || !v.IsUint64() || v.Uint64() > 1<<16 {
		return -1
	}
	return int(v.Uint64())
}

func (c *pokerCheck) event(ev any) error {
	switch e := ev.(type) {
	case *pokerbind.WordlePokerMatchStarted:
		if c.out.Players[0] != (common.Address{}) {
			return pokerFail("a second MatchStarted")
		}
		c.out.Players = [2]common.Address{e.A, e.B}
	case *pokerbind.WordlePokerWordsCommitted:
		return c.wordsCommitted(e)
	case *pokerbind.WordlePokerHouseAssigned:
		c.out.House = e.House
	case *pokerbind.WordlePokerSeedCommitted:
		return c.seedCommitted(e)
	case *pokerbind.WordlePokerDealt:
		return c.deal(e)
	case *pokerbind.WordlePokerCardsSealed:
		// sealed to the players' keys: only they open them; the dealt
		// commitments the showdown opens are what binds the cards
		if c.hand == nil || uint64(small(e.Hand)) != c.hand.Number {
			return pokerFail("cards sealed for hand %v, not the hand dealt", e.Hand)
		}
	case *pokerbind.WordlePokerOpened, *pokerbind.WordlePokerRaised, *pokerbind.WordlePokerStopped:
		return c.bet(ev)
	case *pokerbind.WordlePokerMulliganCommitted:
		if c.hand == nil {
			return pokerFail("a mulligan before any deal")
		}
	case *pokerbind.WordlePokerMulliganOpened:
		return c.mulligan(e)
	case *pokerbind.WordlePokerSeedOpened:
		return c.seedOpened(e)
	case *pokerbind.WordlePokerChosen:
		c.chosen = e
	case *pokerbind.WordlePokerShowdown:
		return c.showdown(e)
	case *pokerbind.WordlePokerGuessed:
		c.guess = e
	case *pokerbind.WordlePokerAnswered:
		return c.answer(e)
	case *pokerbind.WordlePokerGuessesSkipped:
		return c.skip(e)
	case *pokerbind.WordlePokerMatchEnded:
		return c.ended(e)
	case *pokerbind.WordlePokerHouseSlashed:
		c.out.Slashed = true
	default:
		return pokerFail("an event of type %T", ev)
	}
	return nil
}

func (c *pokerCheck) wordsCommitted(e *pokerbind.WordlePokerWordsCommitted) error {
	seat, err := seatOf(e.Seat)
	if err != nil {
		return err
	}
	if c.words[seat][0] != nil {
		return pokerFail("seat %d committed its words twice", seat)
	}
	ctx, err := c.context(0, seat)
	if err != nil {
		return err
	}
	public := append([]*big.Int{c.rd.Settings.SecretRoot}, e.Commitments[:]...)
	public = append(public, ctx)
	if err := c.verify(fmt.Sprintf("%s's five words", c.out.Players[seat]), prover.CommitSpec(poker.Words, poker.WordLength, game.Letters).ID(), public, c.rd.WordProofs[seat]); err != nil {
		return err
	}
	c.words[seat] = e.Commitments
	return nil
}

func (c *pokerCheck) seedCommitted(e *pokerbind.WordlePokerSeedCommitted) error {
	n := uint64(small(e.Hand))
	if want := uint64(len(c.out.Hands)) + 1; n != want {
		return pokerFail("a seed committed for hand %s, the next hand is %d", e.Hand, want)
	}
	if e.ArmBlock == nil || e.ArmBlock.Uint64() != e.Raw.BlockNumber {
		return pokerFail("hand %d: the seed commitment says it arms block %v, it is in block %d", n, e.ArmBlock, e.Raw.BlockNumber)
	}
	if n > 1 {
		sd := c.rd.Showdowns[n-1]
		if sd == nil || sd.Next != e.SeedCommit {
			return pokerFail("hand %d: the seed commitment is not the one hand %d's showdown posted", n, n-1)
		}
	}
	c.commits[n] = e.SeedCommit
	c.arm = e.ArmBlock.Uint64()
	return nil
}

// deal checks the hand's randomness and starter and deals game/poker the
// deck derived from the seed the showdown opens (none: the hand never reached
// one, and its cards are never used).
func (c *pokerCheck) deal(e *pokerbind.WordlePokerDealt) error {
	n := uint64(small(e.Hand))
	if want := uint64(len(c.out.Hands)) + 1; n != want {
		return pokerFail("hand %s dealt, the next hand is %d", e.Hand, want)
	}
	if _, ok := c.commits[n]; !ok {
		return pokerFail("hand %d dealt before its seed was committed", n)
	}
	if c.words[0][0] == nil || c.words[1][0] == nil {
		return pokerFail("hand %d dealt before both players committed their words", n)
	}
	h, ok := c.rd.Hashes[c.arm]
	if !ok {
		return pokerFail("hand %d: the hash of its armed block %d was not read", n, c.arm)
	}
	r := pokerwire.HandRandomness(h, c.rd.Match.Uint64(), n)
	if r != e.Randomness {
		return pokerFail("hand %d: the randomness on chain is %x, the hash of the armed block %d gives %x", n, e.Randomness, c.arm, r)
	}
	starter, err := seatOf(e.Starter)
	if err != nil {
		return err
	}
	if n == 1 {
		first := pokerwire.FirstStarter(r)
		if int(first)-1 != starter {
			return pokerFail("hand 1: seat %d starts, the randomness draws seat %d", starter, int(first)-1)
		}
		if c.g, err = poker.NewGame(c.secrets, first); err != nil {
			return pokerFail("%v", err)
		}
	} else if int(c.g.Starter())-1 != starter {
		return pokerFail("hand %d: seat %d starts, the rules say seat %d (the loser of the last hand)", n, starter, int(c.g.Starter())-1)
	}
	deck := poker.NewDeck()
	c.seed = nil
	if sd := c.rd.Showdowns[n]; sd != nil {
		deck = pokerwire.FullDeck(sd.Seed, r)
	}
	if err := c.g.Deal(deck); err != nil {
		return pokerFail("hand %d: %v", n, err)
	}
	c.dealt, c.chosen, c.guess, c.answers = e, nil, nil, 0
	c.out.Hands = append(c.out.Hands, PokerHand{Number: n, Starter: c.g.Starter()})
	c.hand = &c.out.Hands[len(c.out.Hands)-1]
	return nil
}

// bet replays an opening, a raise or a stop through game/poker.
func (c *pokerCheck) bet(ev any) error {
	if c.hand == nil {
		return pokerFail("a bet before any deal")
	}
	n := c.hand.Number
	var err error
	switch e := ev.(type) {
	case *pokerbind.WordlePokerOpened:
		var seat int
		if seat, err = seatOf(e.Seat); err != nil {
			return err
		}
		left := len(c.g.BettingDeck().Cards())
		if err = c.g.Open(poker.Player(seat+1), small(e.Card), small(e.Bet)); err == nil {
			c.hand.Card, c.hand.Bet = small(e.Card), small(e.Bet)
			c.hand.Refilled = left == 1
		}
	case *pokerbind.WordlePokerRaised:
		var seat int
		if seat, err = seatOf(e.Seat); err != nil {
			return err
		}
		bet, _ := c.g.Bet()
		if err = c.g.Raise(poker.Player(seat+1), small(e.Bet)-bet); err == nil {
			c.hand.Bet = small(e.Bet)
			c.hand.Raises++
		}
	case *pokerbind.WordlePokerStopped:
		var seat int
		if seat, err = seatOf(e.Seat); err != nil {
			return err
		}
		if err = c.g.Stop(poker.Player(seat + 1)); err == nil {
			c.hand.Stopper, c.hand.StopTimeout = poker.Player(seat+1), e.TimedOut
		}
	}
	if err != nil {
		return pokerFail("hand %d: the contract took a bet the rules refuse: %v", n, err)
	}
	return nil
}

// mulligan checks a seat's opened discards against its commitment and plays
// them; the rules draw the replacements once both are in.
func (c *pokerCheck) mulligan(e *pokerbind.WordlePokerMulliganOpened) error {
	if c.hand == nil {
		return pokerFail("a mulligan before any deal")
	}
	n := c.hand.Number
	seat, err := seatOf(e.Seat)
	if err != nil {
		return err
	}
	if e.Mask == nil || !e.Mask.IsUint64() || e.Mask.Uint64() > 0x1f {
		return pokerFail("hand %d: seat %d's discard mask %v is not five bits", n, seat, e.Mask)
	}
	mask := uint8(e.Mask.Uint64())
	if small(e.Count) != bits.OnesCount8(mask) {
		return pokerFail("hand %d: seat %d's public count is %v, its mask %05b discards %d", n, seat, e.Count, mask, bits.OnesCount8(mask))
	}
	m := c.rd.Mulligans[[2]uint64{n, uint64(seat)}]
	switch {
	case m == nil && mask != 0:
		return pokerFail("hand %d: seat %d discards %05b without a commitment", n, seat, mask)
	case m != nil && !m.Opened:
		return pokerFail("hand %d: seat %d's discards were opened without an openMulligan call", n, seat)
	case m != nil:
		if m.Mask == nil || m.Mask.Cmp(e.Mask) != 0 {
			return pokerFail("hand %d: seat %d opened mask %v, the event says %05b", n, seat, m.Mask, mask)
		}
		if pokerwire.MulliganCommitment(c.rd.Match.Uint64(), n, seat, mask, m.Salt) != m.Commitment {
			return pokerFail("hand %d: seat %d's discards %05b do not open its mulligan commitment", n, seat, mask)
		}
	}
	if err := c.g.Mulligan(poker.Player(seat+1), pokerwire.Discards(mask)); err != nil {
		return pokerFail("hand %d: %v", n, err)
	}
	c.hand.Discards[seat] = bits.OnesCount8(mask)
	return nil
}

// seedOpened checks the showdown's seed against its commitment and the
// derived deck's dealt hands against the house's commitments.
func (c *pokerCheck) seedOpened(e *pokerbind.WordlePokerSeedOpened) error {
	if c.hand == nil || uint64(small(e.Hand)) != c.hand.Number {
		return pokerFail("seed opened for hand %s, not the hand in play", e.Hand)
	}
	n := c.hand.Number
	if pokerwire.SeedCommitment(e.Seed) != c.commits[n] {
		return pokerFail("hand %d: the opened seed %x does not open the commitment %x", n, e.Seed, c.commits[n])
	}
	sd := c.rd.Showdowns[n]
	if sd == nil || sd.Seed != e.Seed {
		return pokerFail("hand %d: the showdown's calldata does not hold the opened seed", n)
	}
	top := pokerwire.DeckOrder(e.Seed, c.dealt.Randomness)
	dealt := [2][32]byte{c.dealt.DealtA, c.dealt.DealtB}
	for seat := range 2 {
		var h poker.Hand
		copy(h[:], top[seat*poker.HandSize:(seat+1)*poker.HandSize])
		if pokerwire.DealtCommitment(c.rd.Match.Uint64(), n, seat, h, sd.Salts[seat]) != dealt[seat] {
			return pokerFail("hand %d: the derived deck's cards %v for seat %d do not open the house's dealt commitment", n, h, seat)
		}
	}
	seed := e.Seed
	c.seed = &seed
	return nil
}

// showdown plays the choice through game/poker (a timed-out one: the
// losing option) and compares the hands, the winner and the loss.
func (c *pokerCheck) showdown(e *pokerbind.WordlePokerShowdown) error {
	if c.hand == nil || c.seed == nil || c.chosen == nil {
		return pokerFail("a showdown without its seed opened or a choice")
	}
	n := c.hand.Number
	chooser := c.g.ToAct()
	if int(chooser)-1 != small(c.chosen.Seat) {
		return pokerFail("hand %d: seat %v chose, the rules give the choice to seat %d", n, c.chosen.Seat, int(chooser)-1)
	}
	choice := poker.Choice(small(c.chosen.Choice))
	if choice == 0 {
		var err error
		if choice, err = c.g.LosingChoice(chooser); err != nil {
			return pokerFail("hand %d: %v", n, err)
		}
	}
	if small(e.Choice) != int(choice) {
		return pokerFail("hand %d: the contract applied choice %v, the rules %v", n, e.Choice, choice)
	}
	res, err := c.g.Choose(chooser, choice)
	if err != nil {
		return pokerFail("hand %d: %v", n, err)
	}
	chain := [2][5]uint8{e.HandA, e.HandB}
	for seat := range 2 {
		for i, card := range res.Hands[seat] {
			if int(chain[seat][i]) != card.Index() {
				return pokerFail("hand %d: seat %d's final hand on chain is not %v, the deck and the discards give", n, seat, res.Hands[seat])
			}
		}
	}
	winner := 2
	if res.Winner != poker.Nobody {
		winner = int(res.Winner) - 1
	}
	if small(e.Winner) != winner || small(e.Loss) != res.Loss {
		return pokerFail("hand %d: the contract says winner %v losing %v chips, the rules winner %d losing %d", n, e.Winner, e.Loss, winner, res.Loss)
	}
	c.hand.Hands, c.hand.Choice, c.hand.Winner, c.hand.Loss = res.Hands, choice, res.Winner, res.Loss
	c.hand.Chips = c.g.Chips()
	return nil
}

// answer verifies the reveal proof of the pending guess against the named
// word's commitment and plays the guess through game/poker; a word solved on
// chain has its colours recomputed.
func (c *pokerCheck) answer(e *pokerbind.WordlePokerAnswered) error {
	if c.hand == nil || c.guess == nil {
		return pokerFail("an answer without a guess")
	}
	n := c.hand.Number
	g := c.guess
	if g.Seat.Cmp(e.Seat) != 0 || g.Word.Cmp(e.Word) != 0 || g.Guess.Cmp(e.Guess) != 0 {
		return pokerFail("hand %d: the answer (seat %v, word %v, guess %v) is not of the pending guess", n, e.Seat, e.Word, e.Guess)
	}
	seat, err := seatOf(e.Seat)
	if err != nil {
		return err
	}
	word := small(e.Word)
	_, text, err := wire.DecodeGuess(uint32(e.Guess.Uint64()), poker.WordLength) // in range: readSecrets
	if err != nil {
		return pokerFail("hand %d: %v", n, err)
	}
	k := c.answers
	c.answers++
	a := c.rd.Answers[[2]uint64{n, uint64(k)}]
	if a == nil || a.Colours.Cmp(e.Colours) != 0 {
		return pokerFail("hand %d: the calldata of answer %d is missing", n, k)
	}
	prover := 1 - seat
	ctx, err := c.context(n, prover)
	if err != nil {
		return err
	}
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 120), big.NewInt(1))
	packed := new(big.Int).Or(new(big.Int).SetUint64(e.Guess.Uint64()|e.Colours.Uint64()<<25|1<<35), new(big.Int).Lsh(ctx.And(ctx, mask), 132))
	public := []*big.Int{c.words[prover][word], packed}
	if err := c.verify(fmt.Sprintf("hand %d: %s's answer to %q at word %d", n, c.out.Players[prover], text, word), revealID, public, a.Proof); err != nil {
		return err
	}
	colours, err := c.g.Guess(poker.Player(seat+1), word, text)
	if err != nil {
		return pokerFail("hand %d: the contract took a guess the rules refuse: %v", n, err)
	}
	if c.known[prover][word] && hidden.PackColours(colours) != e.Colours.Uint64() {
		return pokerFail("hand %d: %q at word %d was answered %s, the feedback of the word (solved: %q) is %s", n, text, word, colourText(e.Colours.Uint64()), c.secrets[prover][word], colourText(hidden.PackColours(colours)))
	}
	c.hand.Guesses = append(c.hand.Guesses, PokerGuess{Word: word, Guess: text, Colours: colourText(e.Colours.Uint64()), Solved: e.Colours.Uint64() == allGreen})
	c.guess = nil
	c.arm = e.Raw.BlockNumber
	return nil
}

var revealID = prover.RevealSpec(poker.WordLength, game.Letters).ID()

func (c *pokerCheck) skip(e *pokerbind.WordlePokerGuessesSkipped) error {
	if c.hand == nil || c.g.Phase() != poker.PhaseGuess {
		return pokerFail("guesses skipped outside a guessing phase")
	}
	seat, err := seatOf(e.Seat)
	if err != nil {
		return err
	}
	if left := c.g.GuessesLeft(); small(e.Left) != left {
		return pokerFail("hand %d: %v guesses skipped, the rules have %d left", c.hand.Number, e.Left, left)
	}
	if err := c.g.SkipGuesses(poker.Player(seat + 1)); err != nil {
		return pokerFail("hand %d: %v", c.hand.Number, err)
	}
	c.hand.Skipped = small(e.Left)
	c.arm = e.Raw.BlockNumber
	return nil
}

func (c *pokerCheck) ended(e *pokerbind.WordlePokerMatchEnded) error {
	if c.g == nil || c.g.Phase() != poker.PhaseOver {
		return pokerFail("the contract ended the match, the rules have not")
	}
	w := c.g.Winner()
	chips := c.g.Chips()
	if small(e.Winner) != int(w)-1 || small(e.ChipsA) != chips[0] || small(e.ChipsB) != chips[1] {
		return pokerFail("the contract ends the match won by seat %v at %v-%v chips, the rules by seat %d at %d-%d", e.Winner, e.ChipsA, e.ChipsB, int(w)-1, chips[0], chips[1])
	}
	c.out.Winner = w
	return nil
}
