package wow_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
)

// TestPrepareSeatsMatchesTheContract sets up every seat of a 255-seat lobby
// [LastMoverGas]: the pages the client counts are exactly the contract's (one
// more advance finds nothing to set up), and each stays far below a block.
func TestPrepareSeatsMatchesTheContract(t *testing.T) {
	ctx := context.Background()
	chain := startChain(t)
	creator, err := client.NewEOAMover(ctx, chain.Client, chain.Net.DevKeys()[1])
	require.NoError(t, err)
	settings := wow.DefaultSettings(255, big.NewInt(1))
	id, err := wow.CreateLobby(ctx, creator, chain.game, settings)
	require.NoError(t, err)

	sent, err := wow.PrepareSeats(ctx, creator, chain.game, id, 255)
	require.NoError(t, err)
	require.Equal(t, (255-wow.LobbySeatsSetUp+wow.SeatsPerAdvance-1)/wow.SeatsPerAdvance, sent)
	_, err = creator.Send(ctx, chain.game, bindings.NewWorthOfWords().PackAdvance(id), nil)
	require.ErrorIs(t, err, client.ErrReverted, "every seat is set up")
	var reverted *client.RevertError
	require.ErrorAs(t, err, &reverted)
	require.Equal(t, "WordproofWrongPhase", reverted.Name)

	few, err := wow.PrepareSeats(ctx, creator, chain.game, id, wow.LobbySeatsSetUp)
	require.NoError(t, err)
	require.Zero(t, few, "a lobby of a page or less needs no advance")
}
