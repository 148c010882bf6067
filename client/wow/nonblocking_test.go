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

// silentStrategy never answers: a player who walked away from the keyboard.
type silentStrategy struct{}

func (silentStrategy) Guess(ctx context.Context, _ wow.View) (string, error) {
	<-ctx.Done()
	return "", ctx.Err()
}

// TestAgentRevealsWithoutAGuess plays a two-player staked game in which one
// player never guesses. Its agent must still send every reveal it owes, so
// that it loses only its guesses: it ends the game not forfeited, having
// been warned before each guess deadline and told that each guess was
// missed.
func TestAgentRevealsWithoutAGuess(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	chain := startChain(t)
	settings := wow.DefaultSettings(2, big0())
	settings.RoundCap = 2
	// Real seconds (the warnings come on the local clock), with room for the
	// round's target draw (a block after the round starts) before half time.
	settings.CommitTimeout = 10
	gameID := chain.lobby(t, ctx, settings)

	var mu sync.Mutex
	var events []wow.Event
	agents := make([]*wow.Agent, 2)
	for i := range agents {
		mover, err := client.NewEOAMover(ctx, chain.Client, chain.Net.DevKeys()[2+i])
		require.NoError(t, err)
		store, err := client.OpenStore(filepath.Join(t.TempDir(), "secrets.json"), "pass")
		require.NoError(t, err)
		var strategy wow.Strategy = wow.NewInfoStrategy(chain.dicts, 7)
		var onEvent func(wow.Event)
		if i == 1 {
			strategy = silentStrategy{}
			onEvent = func(ev wow.Event) { mu.Lock(); events = append(events, ev); mu.Unlock() }
		}
		agents[i], err = wow.NewAgent(ctx, wow.AgentConfig{
			Backend: chain.Client, Game: chain.game, GameID: gameID, Mover: mover, Prover: chain.prover, Dicts: chain.dicts,
			Store: store, Strategy: strategy, Poll: 20 * time.Millisecond, OnEvent: onEvent,
		})
		require.NoError(t, err)
	}
	require.NoError(t, agents[0].Join(ctx, []string{"crane", "slate"}))
	require.NoError(t, agents[1].Join(ctx, []string{"ghost", "plumb"}))

	var wg sync.WaitGroup
	for _, a := range agents {
		wg.Add(1)
		go func() { defer wg.Done(); _ = a.Run(ctx) }()
	}
	// Move the chain's clock past the deadline whenever the game waits on
	// the silent player alone: at once for its guess, and after a while for
	// anything else it owes (an agent stuck on the guess would forfeit then).
	var stuckSince, lastBlock time.Time
	for {
		info, err := agents[0].Info(ctx)
		require.NoError(t, err)
		if info.Phase == wow.PhaseEnded {
			break
		}
		switch {
		case !waitsOnlyOn(ctx, t, agents, agents[1], info):
			stuckSince = time.Time{}
		case info.Phase == wow.PhaseCommit:
			// Let the commit deadline pass in real time: seal a block a
			// second so that the chain's clock follows the wall clock.
			if time.Since(lastBlock) > time.Second {
				_, _ = chain.Net.Mine()
				lastBlock = time.Now()
			}
		case stuckSince.IsZero():
			stuckSince = time.Now()
		case time.Since(stuckSince) > 10*time.Second:
			_, _ = chain.Net.AdjustTime(time.Duration(settings.RevealTimeout+1) * time.Second)
		}
		select {
		case <-ctx.Done():
			t.Fatal("game did not finish")
		case <-time.After(50 * time.Millisecond):
		}
	}
	cancel()
	wg.Wait()

	p, err := agents[1].PlayerInfo(context.Background(), agents[1].Address())
	require.NoError(t, err)
	require.NotEqual(t, wow.StatusForfeited, p.Status, "a missed guess never costs the stake")
	require.EqualValues(t, 2, p.RevealedRound, "it revealed in every round")
	mu.Lock()
	defer mu.Unlock()
	kinds := map[string]int{}
	for _, ev := range events {
		kinds[ev.Kind]++
	}
	require.Equal(t, 2, kinds[wow.EventGuessDue], "asked for a guess each round: %v", events)
	require.Equal(t, 2, kinds[wow.EventGuessMissed], "told of each missed guess: %v", events)
	require.NotZero(t, kinds[wow.EventStatus])
	var warnings []string
	for _, ev := range events {
		if ev.Kind == wow.EventGuessWarning {
			warnings = append(warnings, ev.Text)
		}
	}
	require.Len(t, warnings, 2, "a warning at half time each round: %v", warnings)
	require.Contains(t, warnings[0], "round 1: half the time to guess is gone")
	require.Contains(t, warnings[1], "round 2: half the time to guess is gone")
}
