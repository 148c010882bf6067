// Package dailyscript runs Puzloc's daily challenge on a test chain: the
// deployment with short windows, a bonded house serving every day with
// client/house.Daily (real proofs), players with client/puzloc, and the
// clock moved from day to day. The daily end-to-end tests (client/puzloc)
// and the auditor's tests (audit, cmd/wordproof) share it.
package dailyscript

import (
	"context"
	"math/big"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	bhouse "github.com/wordproof/wordproof/bindings/house"
	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

// HouseKey is the dev key index of the house; players take the keys from
// FirstPlayer on.
const (
	HouseKey    = 3
	FirstPlayer = 4
)

// Env is a chain with PuzlocDaily and a house serving NumLock and
// PhraseLock in the background until the test ends.
type Env struct {
	T        testing.TB
	Ctx      context.Context
	Chain    *testchain.Chain
	Prover   *prover.Prover
	Daily    common.Address
	Registry common.Address
	House    *house.Daily
	HouseKey *house.Key
	Codes    *prover.Dictionary // the daily code list
	Phrases  *phrase.List
	Window   time.Duration

	b         *bpuzloc.PuzlocDaily
	houseCfg  house.DailyConfig
	stopHouse func()
}

// Option changes the chain Start runs.
type Option func(*testchain.Options)

// WithRelayer runs the relayer on the chain too (for sponsored players).
func WithRelayer(o *testchain.Options) { o.Relayer = true }

// Start deploys the games with the daily WINDOW window (GRACE one minute),
// registers dev key HouseKey as a house with the minimum bond and runs its
// daily service; ctx bounds everything.
func Start(t testing.TB, ctx context.Context, window time.Duration, opts ...Option) *Env {
	t.Helper()
	cfg := deploy.DefaultGameConfig()
	cfg.Daily = deploy.DailyConfig{Window: window, Grace: time.Minute}
	o := testchain.Options{Steps: append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), Period: time.Second}
	for _, opt := range opts {
		opt(&o)
	}
	c := testchain.Start(t, o)
	p, err := prover.New(prover.Config{})
	require.NoError(t, err)
	codes, err := prover.LoadDailyCodes()
	require.NoError(t, err)
	phrases, err := phrase.Default()
	require.NoError(t, err)
	e := &Env{T: t, Ctx: ctx, Chain: c, Prover: p, Daily: c.Contract(deploy.ContractPuzlocDaily),
		Registry: c.Contract(deploy.ContractHouseRegistry), Codes: codes, Phrases: phrases, Window: window, b: bpuzloc.NewPuzlocDaily()}

	keys := c.Net.DevKeys()
	require.Greater(t, len(keys), FirstPlayer+2)
	hm, err := client.NewEOAMover(ctx, c.Client, keys[HouseKey])
	require.NoError(t, err)
	e.HouseKey = house.DeriveKey(keys[HouseKey])
	x, y := e.HouseKey.Public()
	r := bhouse.NewHouseRegistry()
	minBond, err := bind.Call(r.Instance(c.Client, e.Registry), &bind.CallOpts{Context: ctx}, r.PackMINBOND(), r.UnpackMINBOND)
	require.NoError(t, err)
	_, err = hm.Send(ctx, e.Registry, r.PackRegister(x, y, "http://h.test"), minBond)
	require.NoError(t, err)
	hstore, err := client.OpenStore(filepath.Join(t.TempDir(), "house"), "pw")
	require.NoError(t, err)
	e.houseCfg = house.DailyConfig{
		Mover: hm, Backend: c.Client, Key: e.HouseKey, Daily: e.Daily, Registry: e.Registry, Store: hstore, Codes: codes, Phrases: phrases, Prover: p,
		Log: func(f string, args ...any) { t.Logf("house: "+f, args...) },
	}
	e.House, err = house.NewDaily(ctx, e.houseCfg)
	require.NoError(t, err)
	e.runHouse()
	t.Cleanup(func() { e.stopHouse() })
	return e
}

// runHouse runs e.House in the background until StopHouse.
func (e *Env) runHouse() {
	hctx, stop := context.WithCancel(e.Ctx)
	done := make(chan error, 1)
	svc := e.House
	go func() { done <- svc.Run(hctx, 200*time.Millisecond) }()
	var once sync.Once
	e.stopHouse = func() { once.Do(func() { stop(); require.ErrorIs(e.T, <-done, context.Canceled) }) }
}

// StopHouse stops the house's service: the house falls silent.
func (e *Env) StopHouse() { e.stopHouse() }

// RestartHouse stops the house's service if it runs and starts a new one
// on the same store, as an operator's restart does.
func (e *Env) RestartHouse() {
	e.T.Helper()
	e.stopHouse()
	var err error
	e.House, err = house.NewDaily(e.Ctx, e.houseCfg)
	require.NoError(e.T, err)
	e.runHouse()
}

// DayOf is the contract's record of (game type, day).
func (e *Env) DayOf(gameType, day uint64) bpuzloc.IPuzlocDailyDay {
	d, err := wire.DayOf(e.Ctx, e.Chain.Client, e.Daily, gameType, day)
	require.NoError(e.T, err)
	return d
}

// Now is the head block's time.
func (e *Env) Now() uint64 {
	head, err := e.Chain.Client.HeaderByNumber(e.Ctx, nil)
	require.NoError(e.T, err)
	return head.Time
}

// NextDay is the first day the house can still commit, a minute from now
// (house.FirstDay): late in the UTC day (on the chain's clock) tomorrow's
// commitment is already due, and it is the day after.
func (e *Env) NextDay() uint64 {
	e.T.Helper()
	day, err := house.FirstDay(e.Ctx, e.Chain.Client, e.Daily, e.Now(), 60)
	require.NoError(e.T, err)
	return day
}

// WaitDrawn waits until the house committed each game type's day and R is
// drawn.
func (e *Env) WaitDrawn(day uint64, gameTypes ...uint64) {
	e.T.Helper()
	require.Eventually(e.T, func() bool {
		for _, gt := range gameTypes {
			if !e.DayOf(gt, day).Drawn {
				return false
			}
		}
		return true
	}, 3*time.Minute, 250*time.Millisecond)
}

// MoveTo moves the chain's clock to unix time at (plus a block).
func (e *Env) MoveTo(at uint64) {
	e.T.Helper()
	now := e.Now()
	require.Less(e.T, now, at, "the clock only moves forward")
	_, err := e.Chain.Net.AdjustTime(time.Duration(at-now) * time.Second)
	require.NoError(e.T, err)
}

// StartDay moves the clock 5 s into day.
func (e *Env) StartDay(day uint64) { e.MoveTo(day*86400 + 5) }

// Player is dev key FirstPlayer+i as a daily player, with its own store.
func (e *Env) Player(i int) (*puzloc.Player, client.Mover) {
	e.T.Helper()
	m, err := client.NewEOAMover(e.Ctx, e.Chain.Client, e.Chain.Net.DevKeys()[FirstPlayer+i])
	require.NoError(e.T, err)
	store, err := client.OpenStore(filepath.Join(e.T.TempDir(), "p"), "pw")
	require.NoError(e.T, err)
	pl, err := puzloc.NewPlayer(e.Ctx, puzloc.PlayerConfig{Mover: m, Backend: e.Chain.Client, Daily: e.Daily, Registry: e.Registry, Store: store})
	require.NoError(e.T, err)
	return pl, m
}

// CloseDay waits until the house answered every move of day, moves the
// clock past the day's last answers and waits until the house opened each
// game type's day and published its players' keys.
func (e *Env) CloseDay(day uint64, gameTypes ...uint64) {
	e.T.Helper()
	require.Eventually(e.T, func() bool {
		for _, gt := range gameTypes {
			d, err := wire.ReadDay(e.Ctx, e.Chain.Client, e.Daily, wire.DayID(gt, day))
			require.NoError(e.T, err)
			for _, s := range d.Seats {
				if s.Bound == nil || len(s.Guesses) != len(s.Answers)+len(s.Refused) || len(s.Moves) != len(s.PhraseAnswers) {
					return false
				}
			}
		}
		return true
	}, 3*time.Minute, 250*time.Millisecond, "the house answers every move")
	playEnd, err := bind.Call(e.b.Instance(e.Chain.Client, e.Daily), &bind.CallOpts{Context: e.Ctx}, e.b.PackPlayEnd(new(big.Int).SetUint64(day)), e.b.UnpackPlayEnd)
	require.NoError(e.T, err)
	e.MoveTo(playEnd.Uint64() + uint64(e.Window/time.Second) + 1)
	require.Eventually(e.T, func() bool {
		for _, gt := range gameTypes {
			d, err := wire.ReadDay(e.Ctx, e.Chain.Client, e.Daily, wire.DayID(gt, day))
			require.NoError(e.T, err)
			if d.Opened == nil {
				return false
			}
			for _, s := range d.Seats {
				if s.Key == nil {
					return false
				}
			}
		}
		return true
	}, 3*time.Minute, 250*time.Millisecond)
}

// Results waits until the house recorded n results of (game type, day)
// (it finalises every player of a day it opened) and returns them.
func (e *Env) Results(gameType, day uint64, n int) []wire.Result {
	e.T.Helper()
	var (
		results []wire.Result
		err     error
	)
	require.Eventually(e.T, func() bool {
		results, err = wire.Results(e.Ctx, e.Chain.Client, e.Daily, wire.DayID(gameType, day))
		return err == nil && len(results) >= n
	}, 3*time.Minute, 250*time.Millisecond, "the house records every result")
	require.Len(e.T, results, n)
	return results
}
