package audit

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/internal/tttscript"
	"github.com/wordproof/wordproof/keys"
)

// TestTttAuditDevnet plays a scripted Wordle-Tac-Toe match on the devnet
// with the seed's clocks and real answer proofs: bout 0 won by the starter
// on three-in-a-rows, with an invalid word that skips its guesser's next
// turn, a guess answered with one green, and a turn 30 s over the turn time
// (the bank pays); in bout 1 the other player lets its clock run out and
// the starter claims the match on time. The auditor passes it, then fails
// each tampered reading with its reason. A second match ends with the
// house's timeout on an unanswered guess: the audit passes it as such.
func TestTttAuditDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("a devnet match with real proofs")
	}
	ctx := context.Background()
	chain := testchain.Start(t, testchain.Options{Steps: tttscript.Steps(deploy.TttConfig{})})
	s := tttscript.New(t, chain)
	s.Start()
	p := s.Mover() // the starter's seat (0 or 1)
	w := func(cell int) string { return s.Word(0, cell) }
	mv := func(cell int, word string) ttt.Move { return ttt.Move{Cell: cell, Word: word} }

	s.Play(mv(0, w(0)), mv(4, w(4)))
	require.Equal(t, 1-p, s.Mover())
	near := s.Near(w(1), 1, 0)
	got := s.Play(mv(2, "qzqz"), mv(1, near)) // invalid: the guesser's next turn is skipped
	require.Nil(t, got[0])
	s.Wait(ttt.TurnTime + 30*time.Second) // the starter's turn takes 30 s of its bank
	s.Play(mv(8, w(8)), mv(1, w(1)))
	require.Equal(t, p, s.Mover(), "the other player's turn is skipped")
	s.Play(mv(2, w(2)), mv(3, w(3)))
	s.Play(mv(5, w(5)), mv(6, w(6)))
	s.Play(mv(7, w(7)))
	g := s.GameOf()
	require.EqualValues(t, 1, g.Bout, "bout 0 is over")

	// bout 1: the other player moves first and lets its clock run out
	require.Equal(t, 1-p, s.Mover())
	s.Wait(ttt.TurnTime + ttt.TimeBank + time.Second)
	s.ClaimTimeout()
	s.RevealSeed()
	for what, g := range s.Gas {
		t.Logf("gas of %s (transaction, real verifiers): %v", what, g)
	}

	acfg := TttConfig{Backend: chain.Client, Contract: s.Addr, Match: s.ID, Keys: keys.FS(), Dicts: s.Dicts}
	began := time.Now()
	res, err := AuditTtt(ctx, acfg)
	require.NoError(t, err)
	t.Logf("audited a %d-turn match (%d answer proofs) in %v", res.Turns, res.Proofs, time.Since(began))
	starter := ttt.Player(p + 1)
	require.Equal(t, starter, res.Starter)
	require.Len(t, res.Bouts, 2)
	require.True(t, res.Bouts[0].Ended)
	require.Equal(t, starter, res.Bouts[0].Winner)
	require.Equal(t, "most three-in-a-rows", res.Bouts[0].Reason)
	require.Equal(t, []ttt.Player{starter.Other()}, res.Skipped)
	require.Equal(t, []TttGuess{{Player: starter.Other(), Word: near, Valid: true, Colours: res.Bouts[0].Cells[1].Guesses[0].Colours},
		{Player: starter, Word: w(1), Valid: true, Colours: "GGGGG"}}, res.Bouts[0].Cells[1].Guesses)
	require.Equal(t, 1, res.Score.Wins[p], "one bout won by the starter")
	require.Equal(t, 0, res.Score.Wins[1-p])
	require.Equal(t, 6, res.Turns)
	require.Equal(t, 10, res.Proofs, "nine solves and one green")
	require.Equal(t, "time", res.Ending)
	require.Equal(t, starter, res.Winner)
	require.LessOrEqual(t, res.Banks[p], ttt.TimeBank-30*time.Second, "the starter's turn 30 s over its turn time")
	require.Greater(t, res.Banks[p], ttt.TimeBank-40*time.Second)
	require.Equal(t, ttt.TimeBank, res.Banks[1-p])

	// tampered readings fail with their reason
	read := func() *TttReading {
		rd, err := ReadTtt(ctx, acfg)
		require.NoError(t, err)
		return rd
	}
	pv, dicts := s.Prover, s.Dicts
	fails := func(rd *TttReading, reason string) {
		t.Helper()
		_, err := CheckTtt(ctx, pv, dicts, rd)
		require.ErrorIs(t, err, ErrTtt)
		require.ErrorContains(t, err, reason)
	}
	rd := read()
	rd.Match.Seed = new(big.Int).Add(rd.Match.Seed, big.NewInt(1))
	fails(rd, "does not open the commitment")

	rd = read()
	rd.CommitHash[0] ^= 1
	fails(rd, "the hash of the commitment's block")

	rd = read()
	rd.Answers[[3]int{0, 4, 0}].Proof[40] ^= 1
	fails(rd, "bout 0 cell 4, the answer of")

	rd = read()
	rd.Answers[[3]int{0, 1, 0}].Colours = big.NewInt(0) // all grey: the guess had a green
	fails(rd, "does not verify")

	rd = read()
	rd.Match.Bouts[0].Cells[1][0].Colours[4] ^= 1
	fails(rd, "the feedback of the word")

	rd = read()
	rd.Match.Bouts[0].Ended.Owners[5] = 3 - rd.Match.Bouts[0].Ended.Owners[5]
	fails(rd, "bout 0: the contract gave cell 5")

	rd = read()
	rd.Match.Bouts[0].Ended.Winner = 3 - rd.Match.Bouts[0].Ended.Winner
	fails(rd, "bout 0: the contract says seat")

	rd = read()
	mvs := rd.Moves[rd.Match.Turns[1].Tx]
	mvs[0].Valid, mvs[0].Path = true, mvs[0].AbovePath
	fails(rd, "the word proof of \"qzqz\" on cell 2")

	rd = read()
	rd.Match.Turns[1].Moves[0].Valid = true
	fails(rd, "took \"qzqz\" on cell 2 as valid=true")

	rd = read()
	rd.Match.Skipped = nil
	fails(rd, "skipped the turns")

	rd = read()
	rd.Match.Banks[p] = uint64(ttt.TimeBank / time.Second)
	fails(rd, "bank is 600 s on chain")

	rd = read()
	rd.Match.Turns[2].Seat = 3 - rd.Match.Turns[2].Seat
	fails(rd, "turn 2 (bout 0)")

	rd = read()
	// the last turn ended with the answer on cell 7; the other's clock ran 120 s + 600 s from there
	rd.BlockTimes[rd.Settled.Raw.BlockNumber] = rd.BlockTimes[rd.Match.Bouts[0].Cells[7][0].Answer] + 720
	fails(rd, "settled the match on time")

	rd = read()
	rd.Config.Window = new(big.Int).Add(rd.Config.Window, big.NewInt(1))
	fails(rd, "is not the WordleTacToe contract of these bindings")

	rd = read()
	rd.Code = rd.Code[:len(rd.Code)-1]
	fails(rd, "is not the WordleTacToe contract of these bindings")

	// a second match: the house leaves the first turn's guess unanswered and
	// is claimed late; it reveals its seed all the same
	s.Start()
	s.Turn(mv(4, s.Near(s.Word(0, 4), 2, 0)))
	s.Wait(deploy.DefaultTttWindow + time.Second)
	s.ClaimHouseTimeout()
	s.RevealSeed()
	acfg.Match = s.ID
	res, err = AuditTtt(ctx, acfg)
	require.NoError(t, err)
	require.Equal(t, "house timeout", res.Ending)
	require.Equal(t, ttt.Nobody, res.Winner)
	require.Equal(t, 0, res.Proofs)
	require.Len(t, res.Bouts, 1)
	require.False(t, res.Bouts[0].Ended)
	require.Equal(t, "", res.Bouts[0].Cells[4].Guesses[0].Colours, "never answered")
	rd = read()
	rd.Match.HouseTimedOut = false
	fails(rd, "has no answer")
}
