package wow_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
)

// TestJoinTwiceKeepsTheStore joins a game, then joins it again (a rerun of
// 'play join'): the second attempt reports the seat, changes nothing in the
// store, and one with other words is refused, so the commitments on chain
// always match the stored secrets.
func TestJoinTwiceKeepsTheStore(t *testing.T) {
	if testing.Short() {
		t.Skip("proves a join")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := startChain(t)
	gameID := chain.lobby(t, ctx, wow.DefaultSettings(3, big0()))
	mover, err := client.NewEOAMover(ctx, chain.Client, chain.Net.DevKeys()[2])
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "secrets.json")
	store, err := client.OpenStore(path, "pass")
	require.NoError(t, err)
	a, err := wow.NewAgent(ctx, wow.AgentConfig{
		Backend: chain.Client, Game: chain.game, GameID: gameID, Mover: mover, Prover: chain.prover, Dicts: chain.dicts, Store: store,
	})
	require.NoError(t, err)
	require.NoError(t, a.Join(ctx, []string{"crane", "slate"}))
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	err = a.Join(ctx, []string{"crane", "slate"})
	var aj *wow.AlreadyJoinedError
	require.ErrorAs(t, err, &aj)
	require.Equal(t, 0, aj.Seat)
	require.Equal(t, "already joined game 1 as seat 0", err.Error())
	err = a.Join(ctx, []string{"ghost", "plumb"})
	require.ErrorIs(t, err, client.ErrSecretsFixed)
	require.Contains(t, err.Error(), "crane,slate")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, before, after, "the store is unchanged")

	unknown, err := wow.NewAgent(ctx, wow.AgentConfig{
		Backend: chain.Client, Game: chain.game, GameID: big0().SetUint64(999999), Mover: mover, Prover: chain.prover, Dicts: chain.dicts, Store: store,
	})
	require.NoError(t, err)
	err = unknown.Join(ctx, []string{"crane", "slate"})
	require.ErrorIs(t, err, wow.ErrUnknownGame)
	require.Equal(t, "game 999999 does not exist", err.Error())
}
