package main

import (
	"bytes"
	"context"
	"log/slog"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/match"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

// TestDevnetTimeoutEliminatesOfflinePlayer plays a staked three-player game
// on a devnet with the default block period of 'wordproof devnet', through
// the relayer with real proofs. The third player walks away after round 1:
// nobody sends a transaction for it, the idle chain's clock passes the
// phase deadlines, the others advance the game, and the contract forfeits
// the missing player. Its stake goes to the pot the others share.
func TestDevnetTimeoutEliminatesOfflinePlayer(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game through two phase timeouts with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dn, err := devnet.New(devnet.Config{HTTPAddr: "127.0.0.1:0", Period: defaultDevnetPeriod})
	require.NoError(t, err)
	require.NoError(t, dn.Start(ctx))
	defer func() { _ = dn.Stop() }()
	result, rel, err := deployDevnet(ctx, dn, filepath.Join(t.TempDir(), "devnet.json"), "", slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	defer func() { _ = rel.Stop() }()
	require.Equal(t, "1s", result.Period)
	m, err := deploy.ReadManifest(result.Manifest)
	require.NoError(t, err)
	backend := dn.Client()
	gameAddr := m.Contracts[deploy.ContractWorthOfWords]

	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	require.NoError(t, pv.Warm(ctx, prover.CommitSpec(wowclient.SecretsPerPlayer, 5, game.Letters), prover.RevealSpec(5, game.Letters)))
	creator, err := client.NewEOAMover(ctx, backend, dn.DevKeys()[0])
	require.NoError(t, err)
	rc, err := bundlerrpc.Dial(ctx, m.RelayerURL)
	require.NoError(t, err)
	defer rc.Close()
	stake := big.NewInt(1e17)
	bots, err := fundBots(ctx, backend, creator, rc, m, demoOptions{Players: 3, Strategy: "info", Seed: 11, Stake: stake}, gameAddr)
	require.NoError(t, err)
	offline := bots[2].Mover.Address()
	bots[2].StopAfter = 1

	// Deadlines of a few seconds: long enough for the online bots to move
	// in time on a loaded machine, short enough for a quick test.
	const timeout = 12
	settings := wowclient.DefaultSettings(3, stake)
	settings.CommitTimeout, settings.OpenTimeout, settings.RevealTimeout = timeout, timeout, timeout
	settings.RoundCap = 3
	var out bytes.Buffer
	res, err := match.Play(ctx, match.Config{
		Backend: backend, Game: gameAddr, Creator: creator, Bots: bots, Prover: pv, Dicts: dicts,
		Settings: settings, Seed: 11, StoreDir: t.TempDir(), Out: &out, Poll: 100 * time.Millisecond,
	})
	require.NoError(t, err, out.String())
	t.Log(out.String())
	require.Contains(t, out.String(), "bot3    goes offline after round 1")
	require.EqualValues(t, 3, res.Rounds, "the game went on without the offline player")

	wow := bindings.NewWorthOfWords()
	inst := wow.Instance(backend, gameAddr)
	call := &bind.CallOpts{Context: ctx}
	p, err := bind.Call(inst, call, wow.PackPlayerInfo(res.GameID, offline), wow.UnpackPlayerInfo)
	require.NoError(t, err)
	require.Equal(t, wowclient.StatusForfeited, p.Status, "the offline player forfeited")
	var advanced bool
	for _, mv := range res.Moves {
		require.False(t, mv.Player == offline && mv.Round > 1, "the offline player moved in round %d: %+v", mv.Round, mv)
		advanced = advanced || mv.Action == "advance"
	}
	require.True(t, advanced, "a deadline passed and the game was advanced")
	forfeits := 0
	for _, r := range eliminations(t, ctx, backend, gameAddr, res.GameID) {
		if r.Status == wowclient.StatusForfeited {
			require.Equal(t, offline, r.Player, "only the offline player forfeits")
			require.EqualValues(t, 2, r.Round, "forfeited in the round it stopped revealing")
			forfeits++
		}
	}
	require.Equal(t, 1, forfeits)

	// The pot, every stake including the forfeited one, went to the players
	// who stayed; they withdrew it to their accounts (gas is sponsored, so a
	// balance is exactly what was withdrawn).
	require.NotContains(t, res.Winners, offline)
	pot := new(big.Int).Mul(stake, big.NewInt(3))
	paid := new(big.Int)
	for _, b := range bots {
		inContract, err := bind.Call(inst, call, wow.PackBalanceOf(common.Address{}, b.Mover.Address()), wow.UnpackBalanceOf)
		require.NoError(t, err)
		require.Zero(t, inContract.Sign(), "%s: everything withdrawn", b.Name)
		bal, err := backend.BalanceAt(ctx, b.Mover.Address(), nil)
		require.NoError(t, err)
		if b.Mover.Address() == offline {
			require.Zero(t, bal.Sign(), "the offline player's stake is lost")
			continue
		}
		paid.Add(paid, bal)
	}
	require.Equal(t, pot, paid, "the players who stayed share the whole pot")
	require.NotEmpty(t, res.Winners)
	require.Equal(t, 0, new(big.Int).Mul(res.Prize, big.NewInt(int64(len(res.Winners)))).Cmp(pot), "prize %s x %d winners", res.Prize, len(res.Winners))
}

// eliminations reads a game's PlayerEliminated events.
func eliminations(t *testing.T, ctx context.Context, backend client.Backend, gameAddr common.Address, gameID *big.Int) []*bindings.WorthOfWordsPlayerEliminated {
	t.Helper()
	wow := bindings.NewWorthOfWords()
	logs, err := backend.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{gameAddr}})
	require.NoError(t, err)
	var out []*bindings.WorthOfWordsPlayerEliminated
	for _, l := range logs {
		if ev, err := wow.UnpackPlayerEliminatedEvent(&l); err == nil && ev.GameId.Cmp(gameID) == 0 {
			out = append(out, ev)
		}
	}
	return out
}
