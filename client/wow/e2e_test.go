package wow_test

import (
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/prover"
)

// testChain is a devnet with the whole game deployed, and what agents need.
type testChain struct {
	*testchain.Chain
	game   common.Address
	dicts  *wow.Dictionaries
	prover *prover.Prover
}

// lobby opens a lobby with settings (from the second developer account).
func (c *testChain) lobby(t *testing.T, ctx context.Context, settings bindings.IWorthOfWordsSettings) *big.Int {
	t.Helper()
	creator, err := client.NewEOAMover(ctx, c.Client, c.Net.DevKeys()[1])
	require.NoError(t, err)
	id, err := wow.CreateLobby(ctx, creator, c.game, settings)
	require.NoError(t, err)
	return id
}

// startChain starts a chain with every contract deployed.
func startChain(t *testing.T) *testChain { return newTestChain(t, testchain.Options{}) }

// startRelayedChain is startChain with the relayer running (chain.Relayer).
func startRelayedChain(t *testing.T) *testChain {
	return newTestChain(t, testchain.Options{Relayer: true})
}

func newTestChain(t *testing.T, opts testchain.Options) *testChain {
	t.Helper()
	c := testchain.Start(t, opts)
	dicts, err := wow.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	return &testChain{Chain: c, game: c.Contract(deploy.ContractWorthOfWords), dicts: dicts, prover: pv}
}

// TestFourPlayerGameWithTimeout plays a complete 4-player game with real
// proofs on the devnet. One player stops answering after round 1: it is
// eliminated for the missed reveal once the deadline passes, forfeits its
// stake, and the remaining three play on to the end.
func TestFourPlayerGameWithTimeout(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	chain := startChain(t)
	gameAddr, dicts, pv, keys := chain.game, chain.dicts, chain.prover, chain.Net.DevKeys()
	stake := big.NewInt(1e17)
	settings := wow.DefaultSettings(4, stake)
	settings.RevealTimeout = 60
	gameID := chain.lobby(t, ctx, settings)

	secrets := [][]string{{"crane", "slate"}, {"ghost", "plumb"}, {"brick", "jumpy"}, {"flame", "dough"}}
	agents := make([]*wow.Agent, 4)
	var movesMu sync.Mutex
	var moves []wow.Move
	for i := range agents {
		mover, err := client.NewEOAMover(ctx, chain.Client, keys[2+i])
		require.NoError(t, err)
		store, err := client.OpenStore(filepath.Join(t.TempDir(), "secrets.json"), "pass")
		require.NoError(t, err)
		agents[i], err = wow.NewAgent(ctx, wow.AgentConfig{
			Backend: chain.Client, Game: gameAddr, GameID: gameID, Mover: mover, Prover: pv, Dicts: dicts,
			Store: store, Strategy: wow.NewInfoStrategy(dicts, uint64(i+1)), Poll: 50 * time.Millisecond,
			OnMove: func(m wow.Move) { movesMu.Lock(); moves = append(moves, m); movesMu.Unlock() },
		})
		require.NoError(t, err)
		for _, w := range secrets[i] {
			require.True(t, dicts.Secrets.Contains(w), "%q must be a secret word", w)
		}
		require.NoError(t, agents[i].Join(ctx, secrets[i]))
	}
	info, err := agents[0].Info(ctx)
	require.NoError(t, err)
	require.Equal(t, wow.PhaseCommit, info.Phase, "full lobby started")

	// The quitter plays round 1 only.
	quitter := agents[3]
	quitCtx, quit := context.WithCancel(ctx)
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for i, a := range agents {
		wg.Add(1)
		go func(i int, a *wow.Agent) {
			defer wg.Done()
			runCtx := ctx
			if a == quitter {
				runCtx = quitCtx
			}
			if err := a.Run(runCtx); err != nil && runCtx.Err() == nil {
				errs <- fmt.Errorf("agent %d: %w", i, err)
			}
		}(i, a)
	}
	// Drive time: stop the quitter once round 2 begins, and move the clock past
	// a deadline only when the game waits on the quitter alone, so honest
	// players never lose a move to a clock jump.
	for {
		info, err := agents[0].Info(ctx)
		require.NoError(t, err)
		if info.Phase == wow.PhaseEnded {
			break
		}
		if info.Round >= 2 {
			quit()
			if waitsOnlyOn(ctx, t, agents, quitter, info) {
				_, _ = chain.Net.AdjustTime(time.Duration(settings.RevealTimeout+1) * time.Second)
			}
		}
		require.Less(t, info.Round, uint16(60), "game should end")
		select {
		case err := <-errs:
			t.Fatal(err)
		case <-ctx.Done():
			t.Fatal("game did not finish in time")
		case <-time.After(200 * time.Millisecond):
		}
	}
	quit()
	wg.Wait()

	// The quitter was eliminated for a missed reveal and cannot win.
	q, err := quitter.PlayerInfo(ctx, quitter.Address())
	require.NoError(t, err)
	require.Equal(t, wow.StatusForfeited, q.Status, "quitter forfeited")

	// The pot went to the winners, and escrow is conserved.
	contract := bindings.NewWorthOfWords()
	inst := contract.Instance(chain.Client, gameAddr)
	var paid big.Int
	for _, a := range agents {
		bal, err := bind.Call(inst, nil, contract.PackBalanceOf(common.Address{}, a.Address()), contract.UnpackBalanceOf)
		require.NoError(t, err)
		p, err := a.PlayerInfo(ctx, a.Address())
		require.NoError(t, err)
		t.Logf("player %s: score %d, status %d, balance %s", a.Address(), p.Score, p.Status, bal)
		paid.Add(&paid, bal)
	}
	require.Equal(t, new(big.Int).Mul(stake, big.NewInt(4)).String(), paid.String(), "pot paid out in full")
	qb, err := bind.Call(inst, nil, contract.PackBalanceOf(common.Address{}, quitter.Address()), contract.UnpackBalanceOf)
	require.NoError(t, err)
	require.Zero(t, qb.Sign(), "a forfeit wins nothing")

	// Replay the public record with the rules engine: every score on chain is
	// what game.Knowledge gives for the revealed colours.
	history, err := wow.ReadHistory(ctx, chain.Client, gameAddr, gameID)
	require.NoError(t, err)
	require.NotEmpty(t, history.Reveals)
	scores := map[string]int{}
	knowledge := map[string]*game.Knowledge{}
	for round := uint16(1); ; round++ {
		var these []*wow.Reveal
		for _, r := range history.Reveals {
			if r.Round == round {
				these = append(these, r)
			}
		}
		if len(these) == 0 {
			break
		}
		for _, r := range these {
			key := fmt.Sprintf("%s/%d", r.Target, r.SecretIndex)
			k := knowledge[key]
			if k == nil {
				k = &game.Knowledge{}
				knowledge[key] = k
			}
			start := *k
			for i, att := range history.Attackers(r) {
				guess, _ := game.Letters.Encode(dicts.Unpack(history.Guesses[wow.GuessKey{Round: r.Round, Player: att}]), 5)
				colours := wow.UnpackColours(r.Colours[i], 5)
				pts, err := start.Score(guess, colours)
				require.NoError(t, err)
				require.Equal(t, int(r.Points[i]), pts.Total, "points on chain equal the engine's")
				scores[att.Hex()] += pts.Total
				require.NoError(t, k.Learn(guess, colours))
			}
		}
	}
	for _, a := range agents {
		p, err := a.PlayerInfo(ctx, a.Address())
		require.NoError(t, err)
		require.Equal(t, scores[a.Address().Hex()], int(p.Score), "score of %s", a.Address())
	}
	final, err := agents[0].Info(ctx)
	require.NoError(t, err)
	gas := map[string][]uint64{}
	for _, m := range moves {
		gas[m.Action] = append(gas[m.Action], m.GasUsed)
	}
	for action, g := range gas {
		var sum, most uint64
		for _, v := range g {
			sum += v
			most = max(most, v)
		}
		t.Logf("%-8s %3d moves, gas mean %7d, max %7d", action, len(g), sum/uint64(len(g)), most)
	}
	t.Logf("game %s: %d rounds, %d moves", gameID, final.Round, len(moves))
}

// waitsOnlyOn reports whether the current phase of the game waits for
// nobody but quitter.
func waitsOnlyOn(ctx context.Context, t *testing.T, agents []*wow.Agent, quitter *wow.Agent, info bindings.GameInfoOutput) bool {
	t.Helper()
	quitterOwes := false
	for _, a := range agents {
		p, err := a.PlayerInfo(ctx, a.Address())
		require.NoError(t, err)
		var owes bool
		switch info.Phase {
		case wow.PhaseCommit:
			owes = p.Status == wow.StatusActive && p.CommittedRound != info.Round
		case wow.PhaseOpen:
			owes = p.CommittedRound == info.Round && p.OpenedRound != info.Round
		case wow.PhaseReveal:
			owes = p.MustRevealRound == info.Round && p.RevealedRound != info.Round
		}
		if owes && a != quitter {
			return false
		}
		quitterOwes = quitterOwes || (owes && a == quitter)
	}
	return quitterOwes
}

func big0() *big.Int { return new(big.Int) }
