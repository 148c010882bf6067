package puzloc_test

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/stretchr/testify/require"

	bhouse "github.com/wordproof/wordproof/bindings/house"
	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

// TestDailyNumLockE2E is issue 22's daily NumLock on the devnet with real
// proofs: the house commits the next two days; the clock moves to the first;
// three players play it with hidden guesses answered by proofs; a second
// attempt the same day is refused; the clock moves past the day, the house
// opens it (the code proven) and records every result; every score equals game/puzloc's formula on the
// contract's thinking time, attempts and the code's difficulty.
func TestDailyNumLockE2E(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a day on the devnet")
	}
	cfg := deploy.DefaultGameConfig()
	cfg.Daily = deploy.DailyConfig{Window: time.Minute, Grace: time.Minute}
	c := testchain.Start(t, testchain.Options{
		Steps: append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), Period: time.Second,
	})
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	codes, err := prover.LoadDailyCodes()
	require.NoError(t, err)
	daily, registry := c.Contract(deploy.ContractPuzlocDaily), c.Contract(deploy.ContractHouseRegistry)
	keys := c.Net.DevKeys()
	require.GreaterOrEqual(t, len(keys), 7)

	// the house: registered with the minimum bond, serving in the background
	hm, err := client.NewEOAMover(ctx, c.Client, keys[3])
	require.NoError(t, err)
	hk := house.DeriveKey(keys[3])
	x, y := hk.Public()
	r := bhouse.NewHouseRegistry()
	minBond, err := bind.Call(r.Instance(c.Client, registry), &bind.CallOpts{Context: ctx}, r.PackMINBOND(), r.UnpackMINBOND)
	require.NoError(t, err)
	_, err = hm.Send(ctx, registry, r.PackRegister(x, y, "http://h.test"), minBond)
	require.NoError(t, err)
	hstore, err := client.OpenStore(filepath.Join(t.TempDir(), "house"), "pw")
	require.NoError(t, err)
	svc, err := house.NewDaily(ctx, house.DailyConfig{
		Mover: hm, Backend: c.Client, Key: hk, Daily: daily, Registry: registry, Store: hstore, Codes: codes, Prover: p, Ahead: 3,
		Log: func(f string, args ...any) { t.Logf("house: "+f, args...) },
	})
	require.NoError(t, err)
	hctx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(hctx, 200*time.Millisecond) }()
	defer func() { stop(); require.ErrorIs(t, <-done, context.Canceled) }()

	b := bpuzloc.NewPuzlocDaily()
	inst := b.Instance(c.Client, daily)
	dayOf := func(day uint64) bpuzloc.IPuzlocDailyDay {
		d, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, b.PackDayOf(big.NewInt(0), new(big.Int).SetUint64(day)), b.UnpackDayOf)
		require.NoError(t, err)
		return d
	}
	head, err := c.Client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	day, err := house.FirstDay(ctx, c.Client, daily, head.Time, 120)
	require.NoError(t, err)
	// the house commits the next two days it can (today's deadline has passed)
	require.Eventually(t, func() bool { return dayOf(day).Drawn && dayOf(day+1).Drawn }, 2*time.Minute, 250*time.Millisecond)
	require.NotEqual(t, dayOf(day).SeedCommitment, dayOf(day+1).SeedCommitment, "a seed a day")

	_, err = c.Net.AdjustTime(time.Duration(day*86400-head.Time+5) * time.Second)
	require.NoError(t, err)

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
		m, err := client.NewEOAMover(ctx, c.Client, keys[4+i])
		require.NoError(t, err)
		store, err := client.OpenStore(filepath.Join(t.TempDir(), "p"), "pw")
		require.NoError(t, err)
		pl, err := puzloc.NewPlayer(ctx, puzloc.PlayerConfig{Mover: m, Backend: c.Client, Daily: daily, Registry: registry, Store: store})
		require.NoError(t, err)
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
	_, err = players[0].mover.Send(ctx, daily, b.PackJoin(big.NewInt(0), new(big.Int).SetUint64(day), x, y), nil)
	require.Error(t, err)
	re := client.DecodeRevert(err)
	var rv *client.RevertError
	require.True(t, errors.As(re, &rv), "decoded: %v", re)
	require.Equal(t, "DailyAlreadyPlayed", rv.Name)

	// after the day: the house opens it and records the scores
	playEnd, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, b.PackPlayEnd(new(big.Int).SetUint64(day)), b.UnpackPlayEnd)
	require.NoError(t, err)
	head, err = c.Client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	_, err = c.Net.AdjustTime(time.Duration(playEnd.Uint64()+61-head.Time) * time.Second)
	require.NoError(t, err)
	require.Eventually(t, func() bool { return dayOf(day).Opened }, 2*time.Minute, 250*time.Millisecond)
	d := dayOf(day)
	code := unpackCode(d.Answer)
	diff, err := gp.CodeDifficulty(code)
	require.NoError(t, err)
	require.Equal(t, uint8(diff), d.Difficulty, "the contract's difficulty is the rules engine's")

	// the house records every result (anyone may; it does not wait for the players)
	var results []wire.Result
	require.Eventually(t, func() bool {
		results, err = wire.Results(ctx, c.Client, daily, wire.DayID(wire.NumLock, day))
		return err == nil && len(results) == 3
	}, 2*time.Minute, 250*time.Millisecond)
	require.Len(t, results, 3)
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
	sym := make([]uint8, gp.CodeLength)
	for k := range sym {
		sym[k] = uint8(packed >> (game.SymbolBits * k) & 31)
	}
	return game.Digits.Decode(sym)
}
