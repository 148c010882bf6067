package wow_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"
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

// TestCheckSettingsMatchesTheContract asks the deployed contract (eth_call)
// about each kind of bad lobby: CheckSettings must refuse exactly the
// settings createLobby refuses, with the same error, arguments and sentence,
// and pass those it accepts.
func TestCheckSettingsMatchesTheContract(t *testing.T) {
	ctx := context.Background()
	chain := startChain(t)
	from := crypto.PubkeyToAddress(chain.Net.DevKeys()[1].PublicKey)
	game := bindings.NewWorthOfWords()
	for _, tc := range []struct {
		name   string
		change func(*bindings.IWorthOfWordsSettings)
		want   string // the error's name; "" for settings the contract accepts
	}{
		{"default", func(*bindings.IWorthOfWordsSettings) {}, ""},
		{"one player", func(s *bindings.IWorthOfWordsSettings) { s.MinPlayers = 1 }, "WordproofTooFewPlayers"},
		{"no players", func(s *bindings.IWorthOfWordsSettings) { s.MinPlayers, s.MaxPlayers = 0, 0 }, "WordproofTooFewPlayers"},
		{"lobby below minimum", func(s *bindings.IWorthOfWordsSettings) { s.MinPlayers, s.MaxPlayers = 5, 4 }, "WordproofMaxPlayersBelowMin"},
		{"lobby of one", func(s *bindings.IWorthOfWordsSettings) { s.MaxPlayers = 1 }, "WordproofMaxPlayersBelowMin"},
		{"no commit time", func(s *bindings.IWorthOfWordsSettings) { s.CommitTimeout = 0 }, "WordproofZeroTimeout"},
		{"no open time", func(s *bindings.IWorthOfWordsSettings) { s.OpenTimeout = 0 }, "WordproofZeroTimeout"},
		{"no reveal time", func(s *bindings.IWorthOfWordsSettings) { s.RevealTimeout = 0 }, "WordproofZeroTimeout"},
		{"no round cap", func(s *bindings.IWorthOfWordsSettings) { s.RoundCap = 0 }, "WordproofZeroRoundCap"},
		{"first failure wins", func(s *bindings.IWorthOfWordsSettings) { s.MaxPlayers, s.RoundCap = 1, 0 }, "WordproofMaxPlayersBelowMin"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := wow.DefaultSettings(4, big.NewInt(1))
			tc.change(&s)
			_, callErr := chain.Client.CallContract(ctx, ethereum.CallMsg{From: from, To: &chain.game, Data: game.PackCreateLobby(s)}, nil)
			checkErr := wow.CheckSettings(s)
			if tc.want == "" {
				require.NoError(t, callErr)
				require.NoError(t, checkErr)
				return
			}
			var onChain *client.RevertError
			require.ErrorAs(t, client.DecodeRevert(callErr), &onChain)
			require.Equal(t, tc.want, onChain.Name)

			require.ErrorIs(t, checkErr, wow.ErrBadSettings)
			var bad *wow.SettingsError
			require.ErrorAs(t, checkErr, &bad)
			require.Equal(t, onChain.Name, bad.Revert.Name)
			require.Equal(t, onChain.Args, bad.Revert.Args)
			require.Equal(t, onChain.Sentence, checkErr.Error())
		})
	}
}
