package audit

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	pokerbind "github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/game/poker"
	pokerwire "github.com/wordproof/wordproof/game/poker/wire"
	"github.com/wordproof/wordproof/internal/pokerscript"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/keys"
)

// choiceFor returns the choice that makes seat win (win) or lose (!win)
// with these hands; equal hands fail the test (a void hand, which the
// script does not plan for).
func choiceFor(t *testing.T, hands [2]poker.Hand, seat int, win bool) poker.Choice {
	t.Helper()
	w, err := poker.Showdown(hands[0], hands[1], poker.Higher)
	require.NoError(t, err)
	require.NotEqual(t, poker.Nobody, w, "equal hands: rerun")
	if (int(w)-1 == seat) == win {
		return poker.Higher
	}
	return poker.Lower
}

// TestPokerAuditDevnet plays a scripted two-hand Wordle Poker match on the
// devnet with real proofs (hand 1: raises, a stop, a two-card mulligan, the
// chooser wins and guesses a miss and a solve, then loses its last guess to
// the clock; hand 2: raises to 100, the chooser picks the losing option and
// drops to 0 chips), audits it from the chain, then feeds the checker
// tampered readings: each fails with its reason.
func TestPokerAuditDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("a devnet match with real proofs")
	}
	ctx := context.Background()
	chain := testchain.Start(t, testchain.Options{Steps: pokerscript.Steps(), Period: time.Second})
	s := pokerscript.New(t, chain)
	s.Start(pokerscript.DemoWords)

	// hand 1: open 3 on card 3, +4, +3, stop; the chooser is the starter
	starter := int(s.Game().Starter)
	s.Open(3, 3)
	s.Raise(4)
	s.Raise(3)
	s.Stop()
	masks := [2]uint8{}
	masks[starter] = 0b00011
	s.Mulligan(masks)
	s.Choose(choiceFor(t, s.Hands(masks), starter, true))
	s.Showdown()
	g := s.Game()
	require.EqualValues(t, starter, g.Winner)
	other := 1 - starter
	target := pokerscript.DemoWords[other][0]
	require.NotEqual(t, uint64(0x2AA), s.Guess(0, "zzzzz"))
	require.Equal(t, uint64(0x2AA), s.Guess(0, target))
	s.Nudge() // the third guess is lost to the clock

	// hand 2: the loser of hand 1 starts; raises to 100; the chooser loses it all
	s.Deal()
	require.EqualValues(t, other, s.Game().Starter)
	s.Open(4, 10)
	for range 9 {
		s.Raise(10)
	}
	chooser := 1 - int(s.Game().ToAct) // raised last: the other stops
	s.Stop()
	s.Mulligan([2]uint8{})
	s.Choose(choiceFor(t, s.Hands([2]uint8{}), chooser, false))
	s.Showdown()
	require.Equal(t, pokerwire.PhaseOver, pokerwire.Phase(s.Game().Phase))
	for what, g := range s.Gas {
		t.Logf("gas of %s (transaction, real verifiers): %v", what, g)
	}
	for what, d := range s.Proving {
		t.Logf("proving %s: %v", what, d)
	}

	// the honest match passes
	acfg := PokerConfig{Backend: chain.Client, Contract: s.Addr, Match: s.ID, Keys: keys.FS(), Dicts: s.Dicts}
	began := time.Now()
	got, err := AuditPoker(ctx, acfg)
	require.NoError(t, err)
	t.Logf("audited a 2-hand match (%d proofs) in %v", got.Proofs, time.Since(began))
	require.Len(t, got.Hands, 2)
	require.Equal(t, 2+2, got.Proofs, "two word commitments, two answers")
	h1, h2 := got.Hands[0], got.Hands[1]
	require.Equal(t, poker.Player(starter+1), h1.Starter)
	require.Equal(t, 3, h1.Card)
	require.Equal(t, 10, h1.Bet)
	require.Equal(t, 2, h1.Raises)
	require.Equal(t, 2, h1.Discards[starter])
	require.Equal(t, poker.Player(starter+1), h1.Winner)
	require.Equal(t, 1, h1.Skipped)
	require.Equal(t, []PokerGuess{{Word: 0, Guess: "zzzzz", Colours: "....."}, {Word: 0, Guess: target, Colours: "GGGGG", Solved: true}}, h1.Guesses)
	require.Equal(t, 100, h2.Bet)
	require.Equal(t, 100, h2.Loss)
	require.Equal(t, poker.Player(2-chooser), got.Winner)
	require.Zero(t, got.Chips[chooser])

	read := func() *PokerReading {
		rd, err := ReadPoker(ctx, acfg)
		require.NoError(t, err)
		return rd
	}
	fails := func(rd *PokerReading, want string) {
		t.Helper()
		_, err := CheckPoker(ctx, s.Prover, s.Dicts, rd)
		require.ErrorIs(t, err, ErrPoker)
		require.ErrorContains(t, err, want)
	}
	find := func(rd *PokerReading, match func(any) bool) any {
		for _, ev := range rd.Events {
			if match(ev) {
				return ev
			}
		}
		t.Fatal("no such event")
		return nil
	}
	dealt := func(rd *PokerReading, hand int64) *pokerbind.WordlePokerDealt {
		return find(rd, func(ev any) bool {
			e, ok := ev.(*pokerbind.WordlePokerDealt)
			return ok && e.Hand.Int64() == hand
		}).(*pokerbind.WordlePokerDealt)
	}

	// a stacked deck: the house dealt other cards than the derived deck's
	rd := read()
	dealt(rd, 1).DealtA[0] ^= 1
	fails(rd, "do not open the house's dealt commitment")
	// a hand opened wrongly: another salt
	rd = read()
	rd.Showdowns[2].Salts[1][3] ^= 1
	fails(rd, "hand 2: the derived deck's cards")
	// the seed does not open its commitment
	rd = read()
	so := find(rd, func(ev any) bool { _, ok := ev.(*pokerbind.WordlePokerSeedOpened); return ok }).(*pokerbind.WordlePokerSeedOpened)
	so.Seed[0] ^= 1
	fails(rd, "does not open the commitment")
	// randomness not from the armed block
	rd = read()
	for n := range rd.Hashes {
		h := rd.Hashes[n]
		h[0] ^= 1
		rd.Hashes[n] = h
	}
	fails(rd, "the hash of the armed block")
	// a starter nobody drew
	rd = read()
	d := dealt(rd, 1)
	d.Starter = big.NewInt(int64(1 - starter))
	fails(rd, "hand 1: seat")
	// a card dealt twice in a final hand
	rd = read()
	sd := find(rd, func(ev any) bool { _, ok := ev.(*pokerbind.WordlePokerShowdown); return ok }).(*pokerbind.WordlePokerShowdown)
	sd.HandA[1] = sd.HandA[0]
	fails(rd, "final hand on chain")
	// the hand's winner or the loss misreported
	rd = read()
	sd = find(rd, func(ev any) bool { _, ok := ev.(*pokerbind.WordlePokerShowdown); return ok }).(*pokerbind.WordlePokerShowdown)
	sd.Winner = big.NewInt(int64(1 - sd.Winner.Int64()))
	fails(rd, "hand 1: the contract says winner")
	// a mulligan that does not open its commitment
	rd = read()
	rd.Mulligans[[2]uint64{1, uint64(starter)}].Salt[0] ^= 1
	fails(rd, "do not open its mulligan commitment")
	// a bet the rules refuse
	rd = read()
	op := find(rd, func(ev any) bool { _, ok := ev.(*pokerbind.WordlePokerOpened); return ok }).(*pokerbind.WordlePokerOpened)
	op.Bet = big.NewInt(11)
	fails(rd, "a bet the rules refuse")
	// a proof for the wrong word index
	rd = read()
	for _, ev := range rd.Events {
		switch e := ev.(type) {
		case *pokerbind.WordlePokerGuessed:
			e.Word = big.NewInt(1)
		case *pokerbind.WordlePokerAnswered:
			e.Word = big.NewInt(1)
		}
	}
	fails(rd, "does not verify")
	// a tampered answer proof
	rd = read()
	rd.Answers[[2]uint64{1, 0}].Proof[40] ^= 1
	fails(rd, "answer to \"zzzzz\"")
	// a tampered word commitment proof
	rd = read()
	rd.WordProofs[0], rd.WordProofs[1] = rd.WordProofs[1], rd.WordProofs[0]
	fails(rd, "five words")
	// the match's end misreported
	rd = read()
	me := find(rd, func(ev any) bool { _, ok := ev.(*pokerbind.WordlePokerMatchEnded); return ok }).(*pokerbind.WordlePokerMatchEnded)
	me.Winner = big.NewInt(int64(chooser))
	fails(rd, "ends the match won by")
	// another contract
	rd = read()
	rd.Code = rd.Code[:len(rd.Code)-1]
	fails(rd, "is not the WordlePoker contract")
	rd = read()
	rd.Settings.SlashAmount = new(big.Int).Add(rd.Settings.SlashAmount, big.NewInt(1))
	fails(rd, "is not the WordlePoker contract")
}

// TestPokerAuditRefill plays the nine hands that empty the betting deck
// (each on the lowest card left: 1,1,1,2,2,2,3,3,4) and audits the match:
// the ninth hand refills the deck, and a tenth opening on a card the refill
// brought back passes; a reading in which the ninth hand opens on a card the
// deck no longer holds fails.
func TestPokerAuditRefill(t *testing.T) {
	if testing.Short() {
		t.Skip("ten devnet hands with real proofs")
	}
	ctx := context.Background()
	chain := testchain.Start(t, testchain.Options{Steps: pokerscript.Steps(), Period: time.Second})
	s := pokerscript.New(t, chain)
	s.Start(pokerscript.DemoWords)
	for hand := range 10 {
		if hand > 0 {
			s.Deal()
		}
		if hand < 9 {
			s.PlayHand()
		}
	}
	require.Equal(t, uint16(0x1233), s.Game().BettingDeck, "refilled with the nine")
	s.Open(4, 1) // the one 4 is back
	acfg := PokerConfig{Backend: chain.Client, Contract: s.Addr, Match: s.ID, Keys: keys.FS(), Dicts: s.Dicts}
	got, err := AuditPoker(ctx, acfg)
	require.NoError(t, err)
	require.Len(t, got.Hands, 10)
	var cards []int
	for i, h := range got.Hands {
		cards = append(cards, h.Card)
		require.Equal(t, i == 8, h.Refilled, "hand %d", h.Number)
	}
	require.Equal(t, []int{1, 1, 1, 2, 2, 2, 3, 3, 4, 4}, cards)

	rd, err := ReadPoker(ctx, acfg)
	require.NoError(t, err)
	var opens []*pokerbind.WordlePokerOpened
	for _, ev := range rd.Events {
		if o, ok := ev.(*pokerbind.WordlePokerOpened); ok {
			opens = append(opens, o)
		}
	}
	opens[8].Card = big.NewInt(3) // hands 7 and 8 took both 3s
	_, err = CheckPoker(ctx, s.Prover, s.Dicts, rd)
	require.ErrorContains(t, err, "hand 9: the contract took a bet the rules refuse")
}
