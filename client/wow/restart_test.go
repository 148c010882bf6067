package wow_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
)

// TestAgentRestartMidGame stops one player's agent right after it committed
// a guess (before it could open it), starts a fresh agent from the same
// encrypted store file, and checks that the new agent opens the stored guess,
// answers its reveals, and the game ends with nobody eliminated for a missed
// move.
func TestAgentRestartMidGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	chain := startChain(t)
	gameAddr, dicts, pv, keys := chain.game, chain.dicts, chain.prover, chain.Net.DevKeys()
	gameID := chain.lobby(t, ctx, wow.DefaultSettings(3, big0()))

	dir := t.TempDir()
	newAgent := func(i int) *wow.Agent {
		mover, err := client.NewEOAMover(ctx, chain.Client, keys[2+i])
		require.NoError(t, err)
		store, err := client.OpenStore(filepath.Join(dir, mover.Address().Hex()+".json"), "pass")
		require.NoError(t, err)
		a, err := wow.NewAgent(ctx, wow.AgentConfig{
			Backend: chain.Client, Game: gameAddr, GameID: gameID, Mover: mover, Prover: pv, Dicts: dicts,
			Store: store, Strategy: wow.NewInfoStrategy(dicts, uint64(i+10)), Poll: 20 * time.Millisecond,
		})
		require.NoError(t, err)
		return a
	}
	secrets := [][]string{{"crane", "slate"}, {"ghost", "plumb"}, {"brick", "jumpy"}}
	agents := make([]*wow.Agent, 3)
	for i := range agents {
		agents[i] = newAgent(i)
		require.NoError(t, agents[i].Join(ctx, secrets[i]))
	}

	var wg sync.WaitGroup
	run := func(a *wow.Agent, ctx context.Context) {
		wg.Add(1)
		go func() { defer wg.Done(); _ = a.Run(ctx) }()
	}
	run(agents[0], ctx)
	run(agents[1], ctx)
	firstCtx, stopFirst := context.WithCancel(ctx)
	run(agents[2], firstCtx)

	// Wait until player 2 has committed in round 2, then kill its agent
	// before it opens.
	restarted := false
	for {
		info, err := agents[0].Info(ctx)
		require.NoError(t, err)
		if info.Phase == wow.PhaseEnded {
			break
		}
		if !restarted && info.Round >= 2 {
			p, err := agents[2].PlayerInfo(ctx, agents[2].Address())
			require.NoError(t, err)
			if p.CommittedRound == info.Round {
				stopFirst()
				restarted = true
				run(newAgent(2), ctx) // same key, same store file, fresh process state
			}
		}
		select {
		case <-ctx.Done():
			t.Fatal("game did not finish")
		case <-time.After(20 * time.Millisecond):
		}
	}
	stopFirst()
	cancel()
	wg.Wait()
	require.True(t, restarted, "the agent was restarted mid-game")
	for _, a := range agents {
		p, err := a.PlayerInfo(context.Background(), a.Address())
		require.NoError(t, err)
		require.NotEqual(t, wow.StatusForfeited, p.Status, "no elimination for a missed move")
	}
}
