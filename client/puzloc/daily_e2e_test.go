package puzloc_test

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/internal/dailyscript"
)

// TestDailyNumLockE2E is issue 22's daily NumLock on the devnet with real
// proofs: the house commits the coming days, each with its own seed; the
// clock moves to the first;
// three players play it with hidden guesses answered by proofs; a second
// attempt the same day is refused; the clock moves past the day, the house
// opens it (the code proven) and records every result; every score equals game/puzloc's formula on the
// contract's thinking time, attempts and the code's difficulty.
func TestDailyNumLockE2E(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a day on the devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	env := dailyscript.Start(t, ctx, time.Minute)
	daily := env.Daily
	x, y := env.HouseKey.Public()
	b := bpuzloc.NewPuzlocDaily()
	dayOf := func(day uint64) bpuzloc.IPuzlocDailyDay { return env.DayOf(wire.NumLock, day) }
	// the house commits the coming days before they start, each its own seed
	day := env.NextDay()
	env.WaitDrawn(day, wire.NumLock)
	env.StartDay(day)
	env.WaitDrawn(day+1, wire.NumLock)
	require.NotEqual(t, dayOf(day).SeedCommitment, dayOf(day+1).SeedCommitment, "a seed a day")

	// three players play day's NumLock at once
	type played struct {
		player *puzloc.Player
		mover  client.Mover
		out    *puzloc.Outcome
	}
	players := make([]played, 3)
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i := range players {
		pl, m := env.Player(i)
		players[i] = played{player: pl, mover: m}
		wg.Add(1)
		go func() {
			defer wg.Done()
			players[i].out, errs[i] = pl.Play(ctx, day, puzloc.Consistent(i*37))
		}()
	}
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "player %d", i)
	}

	// a second attempt the same day is refused, decoded
	_, err := players[0].mover.Send(ctx, daily, b.PackJoin(big.NewInt(0), new(big.Int).SetUint64(day), x, y), nil)
	require.Error(t, err)
	re := client.DecodeRevert(err)
	var rv *client.RevertError
	require.True(t, errors.As(re, &rv), "decoded: %v", re)
	require.Equal(t, "DailyAlreadyPlayed", rv.Name)

	// after the day: the house opens it; anyone records the scores
	env.CloseDay(day, wire.NumLock)
	d := dayOf(day)
	code := unpackCode(d.Answer)
	diff, err := gp.CodeDifficulty(code)
	require.NoError(t, err)
	require.Equal(t, uint8(diff), d.Difficulty, "the contract's difficulty is the rules engine's")

	results := env.Results(wire.NumLock, day, 3) // the house records every result
	for i, pl := range players {
		k := slices.IndexFunc(results, func(r wire.Result) bool { return r.Player == pl.mover.Address() })
		require.GreaterOrEqual(t, k, 0, "player %d's result", i)
		res := results[k]
		require.Equal(t, pl.out.Solved, res.Solved)
		require.Equal(t, len(pl.out.Tries), res.Attempts)
		// every colour the player decrypted is the rules engine's against the opened code
		n, err := gp.NewNumLock(code)
		require.NoError(t, err)
		for _, tr := range pl.out.Tries {
			want, err := n.Guess(tr.Guess)
			require.NoError(t, err)
			require.Equal(t, want, tr.Colours, "colours of %s", tr.Guess)
		}
		want := 0
		if res.Solved {
			require.Equal(t, code, pl.out.Tries[len(pl.out.Tries)-1].Guess)
			want, err = gp.NumLockScore(res.Attempts, res.Thinking, diff)
			require.NoError(t, err)
		}
		require.Equal(t, want, res.Score, "player %d's score", i)
		t.Logf("player %d: %d tries, solved %v, thinking %v, score %d", i, res.Attempts, res.Solved, res.Thinking, res.Score)
	}
}

func unpackCode(packed uint64) string {
	return game.Digits.Decode(game.UnpackWord(packed, gp.CodeLength))
}
