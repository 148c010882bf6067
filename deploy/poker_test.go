package deploy_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// TestPokerDeployment: the default deployment registers WordlePoker as the
// poker mode (its queues open), lets it draw houses, and gives it the
// K = 5 commit verifier, the reveal verifier and the answers' root; a re-run
// without PokerConfig.Open keeps the contract and closes the queues.
func TestPokerDeployment(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)
	m, err := deploy.ToDevnet(ctx, dn, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	addr, err := m.Address(deploy.ContractWordlePoker)
	require.NoError(t, err)
	opts := &bind.CallOpts{Context: ctx}

	platform := duel.NewDuelPlatform()
	pi := platform.Instance(dn.Client(), m.Contracts[deploy.ContractDuelPlatform])
	mode, err := bind.Call(pi, opts, platform.PackModeOf(deploy.DuelModes["poker"]), platform.UnpackModeOf)
	require.NoError(t, err)
	require.Equal(t, addr, mode.Arg0, "WordlePoker is the poker mode")
	require.True(t, mode.Arg1, "open to queues by default")
	reg := house.NewHouseRegistry()
	drawsHouses, err := bind.Call(reg.Instance(dn.Client(), m.Contracts[deploy.ContractHouseRegistry]), opts, reg.PackIsGame(addr), reg.UnpackIsGame)
	require.NoError(t, err)
	require.True(t, drawsHouses, "Wordle Poker may draw houses")
	require.Contains(t, deploy.SponsoredContracts, deploy.ContractWordlePoker, "its moves are sponsored")

	p := poker.NewWordlePoker()
	in := p.Instance(dn.Client(), addr)
	commit, reveal := deploy.PokerVerifiers()
	got, err := bind.Call(in, opts, p.PackCOMMITVERIFIER(), p.UnpackCOMMITVERIFIER)
	require.NoError(t, err)
	require.Equal(t, m.Contracts[commit], got, "the K = 5 commit verifier")
	require.Equal(t, "CommitK5L5A26Verifier", commit)
	got, err = bind.Call(in, opts, p.PackREVEALVERIFIER(), p.UnpackREVEALVERIFIER)
	require.NoError(t, err)
	require.Equal(t, m.Contracts[reveal], got, "the reveal verifier")
	root, err := bind.Call(in, opts, p.PackSECRETROOT(), p.UnpackSECRETROOT)
	require.NoError(t, err)
	dicts, err := wire.LoadDictionaries(5)
	require.NoError(t, err)
	require.Equal(t, dicts.SecretRoot(), root, "the answers list's root")

	cfg := deploy.DefaultGameConfig()
	cfg.Poker.Open = false
	m2, err := deploy.UpdateDevnet(ctx, dn, m, append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...), deploy.DefaultConfig)
	require.NoError(t, err)
	require.Equal(t, addr, m2.Contracts[deploy.ContractWordlePoker], "the same contract")
	mode, err = bind.Call(pi, opts, platform.PackModeOf(deploy.DuelModes["poker"]), platform.UnpackModeOf)
	require.NoError(t, err)
	require.False(t, mode.Arg1, "closed")
}
