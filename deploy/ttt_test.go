package deploy_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
)

// TestTttDeployment: the default deployment registers WordleTacToe as the
// ttt mode (its queues open), lets it draw houses, gives it the seed's clocks, the three
// answer verifiers and the dictionaries of game/tictactoe/wire.
func TestTttDeployment(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)
	m, err := deploy.ToDevnet(ctx, dn, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	addr, err := m.Address(deploy.ContractWordleTacToe)
	require.NoError(t, err)
	opts := &bind.CallOpts{Context: ctx}

	platform := duel.NewDuelPlatform()
	mode, err := bind.Call(platform.Instance(dn.Client(), m.Contracts[deploy.ContractDuelPlatform]), opts,
		platform.PackModeOf(deploy.DuelModes["ttt"]), platform.UnpackModeOf)
	require.NoError(t, err)
	require.Equal(t, addr, mode.Arg0, "WordleTacToe is the ttt mode")
	require.True(t, mode.Arg1, "open to queues: client/tictactoe plays it")
	reg := house.NewHouseRegistry()
	drawsHouses, err := bind.Call(reg.Instance(dn.Client(), m.Contracts[deploy.ContractHouseRegistry]), opts, reg.PackIsGame(addr), reg.UnpackIsGame)
	require.NoError(t, err)
	require.True(t, drawsHouses, "Wordle-Tac-Toe may draw houses")

	ttt := tictactoe.NewWordleTacToe()
	ti := ttt.Instance(dn.Client(), addr)
	turn, err := bind.Call(ti, opts, ttt.PackTURNTIME(), ttt.UnpackTURNTIME)
	require.NoError(t, err)
	require.EqualValues(t, 120, turn.Int64(), "the seed's 2 minutes a turn")
	bank, err := bind.Call(ti, opts, ttt.PackBANK(), ttt.UnpackBANK)
	require.NoError(t, err)
	require.EqualValues(t, 600, bank.Int64(), "the seed's 10-minute bank")
	for i, l := range wire.Lengths {
		d, err := bind.Call(ti, opts, ttt.PackDictionaryOf(big.NewInt(int64(l))), ttt.UnpackDictionaryOf)
		require.NoError(t, err)
		want, err := wire.LoadDictionaries(l)
		require.NoError(t, err)
		require.Equal(t, m.Contracts[deploy.TttVerifiers()[i]], d.Verifier, "verifier of %d letters", l)
		require.Equal(t, want.AnswersRoot(), d.AnswersRoot, "answers root of %d letters", l)
		require.EqualValues(t, want.Answers.Len(), d.AnswersCount.Int64())
		require.Equal(t, want.GuessTree.Root(), d.GuessRoot, "sorted guess tree of %d letters", l)
		require.EqualValues(t, len(want.Guesses), d.GuessCount.Int64())
		require.EqualValues(t, want.GuessTree.Depth(), d.GuessDepth.Int64())
	}

	// a re-run with the queues closed keeps the contract and closes them
	cfg := deploy.DefaultGameConfig()
	cfg.Ttt.Open = false
	m2, err := deploy.UpdateDevnet(ctx, dn, m, append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), deploy.DefaultConfig)
	require.NoError(t, err)
	require.Equal(t, addr, m2.Contracts[deploy.ContractWordleTacToe], "the same contract")
	mode, err = bind.Call(platform.Instance(dn.Client(), m.Contracts[deploy.ContractDuelPlatform]), opts,
		platform.PackModeOf(deploy.DuelModes["ttt"]), platform.UnpackModeOf)
	require.NoError(t, err)
	require.False(t, mode.Arg1, "closed")
}
