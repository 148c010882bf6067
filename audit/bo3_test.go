package audit

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/bo3script"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/keys"
)

// TestBo3AuditDevnet plays a scripted 2-1 Best of 3 match on the devnet
// (round 0 a solve by a, round 1 the tiebreaker for b, round 2 a solve by
// a; every solved round opened by tallySolved), audits it from the chain,
// then feeds the checker tampered readings: each fails with its reason. A
// second match ends by the house's proven refusal of a junk ciphertext.
func TestBo3AuditDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("a devnet match with real proofs")
	}
	ctx := context.Background()
	chain := testchain.Start(t, testchain.Options{
		Steps:  bo3script.Steps(deploy.Bo3Config{RoundTime: 15 * time.Second, Window: time.Minute, Pause: time.Second}),
		Period: time.Second,
	})
	s := bo3script.New(t, chain)
	s.Start()

	// round 0: b misses, a misses then solves
	s.WaitRound()
	require.False(t, s.Guess(1, "qxqxq")) // any letters are answered; never an answer word
	w := s.Word()
	require.False(t, s.Guess(0, bo3script.Miss(w, 1)))
	require.True(t, s.Guess(0, w))
	s.Open(0, true)
	s.Open(1, true)
	s.Next()

	// round 1: a 3 greens, b 4 greens; both clocks run out; the tallies decide for b
	s.WaitRound()
	w = s.Word()
	require.False(t, s.Guess(0, bo3script.Miss(w, 3)))
	require.False(t, s.Guess(1, bo3script.Miss(w, 4)))
	require.EqualValues(t, 1, s.GameOf().Round)
	s.WaitRoundOver()
	s.Open(0, false)
	s.Open(1, false)
	s.Next()

	// round 2: a solves at once
	s.WaitRound()
	require.True(t, s.Guess(0, s.Word()))
	s.Open(0, true) // after the settlement; b has no tries to open
	s.RevealSeed()
	for what, g := range s.Gas {
		t.Logf("gas of %s (transaction, real verifiers): %v", what, g)
	}

	// the honest match passes
	acfg := Bo3Config{Backend: chain.Client, Contract: s.Addr, Match: s.ID, Keys: keys.FS(), Dicts: s.Dicts}
	began := time.Now()
	got, err := AuditBo3(ctx, acfg)
	require.NoError(t, err)
	t.Logf("audited a 3-round match (%d proofs) in %v", got.Proofs, time.Since(began))
	require.Len(t, got.Rounds, 3)
	require.Equal(t, [2]int{2, 1}, got.Score.Wins)
	require.Equal(t, "A", got.Winner.String())
	require.Equal(t, "solved", got.Rounds[0].Reason)
	require.Equal(t, "most greens", got.Rounds[1].Reason)
	require.Equal(t, [2][]string{{bo3script.Miss(got.Rounds[0].Word, 1), got.Rounds[0].Word}, {"qxqxq"}}, got.Rounds[0].Guesses, "the solved round's guesses are public")
	require.Equal(t, 2+6+5, got.Proofs, "two key proofs, six answers, five tallies")

	// tampered readings fail with their reason
	read := func() *Bo3Reading {
		rd, err := ReadBo3(ctx, acfg)
		require.NoError(t, err)
		return rd
	}
	pv, dicts := s.Prover, s.Dicts
	rd := read()
	rd.Match.Seed.Seed = new(big.Int).Add(rd.Match.Seed.Seed, big.NewInt(1))
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorIs(t, err, ErrBo3)
	require.ErrorContains(t, err, "does not open the commitment")

	rd = read()
	rd.Openings[[2]uint64{1, 1}].Colours[0] = new(big.Int).Xor(rd.Openings[[2]uint64{1, 1}].Colours[0], big.NewInt(3))
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "the feedback of the word")

	rd = read()
	rd.CommitHash[0] ^= 1
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "the hash of the commitment's block")

	rd = read()
	a := rd.Answers[[3]uint64{0, 0, 0}]
	a.AccNew = new(big.Int).Add(a.AccNew, big.NewInt(1))
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "round 0")
	require.ErrorContains(t, err, "does not verify")

	rd = read()
	rd.Match.Rounds[1].Ended.Winner = rd.Match.Players[0]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "round 1: the contract says A won it, the rules B")

	rd = read()
	rd.Match.Ended.Winner = rd.Match.Players[1]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "match winner")

	rd = read()
	rd.Config.Window = new(big.Int).Add(rd.Config.Window, big.NewInt(1))
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "is not the WorduelBo3 contract of these bindings")

	rd = read()
	rd.Code = rd.Code[:len(rd.Code)-1]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "is not the WorduelBo3 contract of these bindings")

	rd = read()
	rd.KeyProofs[0], rd.KeyProofs[1] = rd.KeyProofs[1], rd.KeyProofs[0]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "key proof")

	// a second match: a posts a ciphertext that opens to no word, the house
	// refuses it with a proof, b wins; the auditor checks the refusal
	s.Start()
	s.WaitRound()
	s.RefuseJunk(0)
	s.RevealSeed()
	t.Logf("gas of refuse (transaction, real verifier, settlement included): %v", s.Gas["refuse"])
	acfg.Match = s.ID
	got, err = AuditBo3(ctx, acfg)
	require.NoError(t, err)
	require.Equal(t, "B", got.Winner.String(), "the refused guesser loses")
	require.Equal(t, 2+1, got.Proofs, "two key proofs and the refusal")
	rd = read()
	rd.Refusal[40] ^= 1
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "the refusal of")
	rd = read()
	rd.Match.Ended.Winner = rd.Match.Players[0]
	_, err = CheckBo3(ctx, pv, dicts, rd)
	require.ErrorContains(t, err, "match winner")
}
