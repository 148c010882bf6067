package deploy_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/deploy"
)

// TestDuelDeployment: the default deployment wires the duel platform (the
// platform is the coins' game, both are owned by the deployer and sponsored),
// and a player can claim the daily coins once.
func TestDuelDeployment(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)
	m, err := deploy.ToDevnet(ctx, dn, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	coinsAddr, err := m.Address(deploy.ContractCoins)
	require.NoError(t, err)
	platformAddr, err := m.Address(deploy.ContractDuelPlatform)
	require.NoError(t, err)
	opts := &bind.CallOpts{Context: ctx}

	coins, platform := duel.NewCoins(), duel.NewDuelPlatform()
	ci, pi := coins.Instance(dn.Client(), coinsAddr), platform.Instance(dn.Client(), platformAddr)
	isGame, err := bind.Call(ci, opts, coins.PackIsGame(platformAddr), coins.UnpackIsGame)
	require.NoError(t, err)
	require.True(t, isGame, "the platform moves coins")
	linked, err := bind.Call(pi, opts, platform.PackCOINS(), platform.UnpackCOINS)
	require.NoError(t, err)
	require.Equal(t, coinsAddr, linked)
	for _, owner := range []func() (any, error){
		func() (any, error) { return bind.Call(ci, opts, coins.PackOwner(), coins.UnpackOwner) },
		func() (any, error) { return bind.Call(pi, opts, platform.PackOwner(), platform.UnpackOwner) },
	} {
		got, err := owner()
		require.NoError(t, err)
		require.Equal(t, m.Deployer, got)
	}
	blitzAddr, err := m.Address(deploy.ContractWorduelBlitz)
	require.NoError(t, err)
	mode, err := bind.Call(pi, opts, platform.PackModeOf(deploy.DuelModes["blitz"]), platform.UnpackModeOf)
	require.NoError(t, err)
	require.Equal(t, blitzAddr, mode.Arg0, "Blitz is the blitz mode")
	require.True(t, mode.Arg1, "open to queues")
	blitz := duel.NewWorduelBlitz()
	duration, err := bind.Call(blitz.Instance(dn.Client(), blitzAddr), opts, blitz.PackDURATION(), blitz.UnpackDURATION)
	require.NoError(t, err)
	require.EqualValues(t, 300, duration.Int64(), "the seed's 5 minutes")
	bo3Addr, err := m.Address(deploy.ContractWorduelBo3)
	require.NoError(t, err)
	mode, err = bind.Call(pi, opts, platform.PackModeOf(deploy.DuelModes["bo3"]), platform.UnpackModeOf)
	require.NoError(t, err)
	require.Equal(t, bo3Addr, mode.Arg0, "WorduelBo3 is the bo3 mode")
	reg := house.NewHouseRegistry()
	drawsHouses, err := bind.Call(reg.Instance(dn.Client(), m.Contracts[deploy.ContractHouseRegistry]), opts, reg.PackIsGame(bo3Addr), reg.UnpackIsGame)
	require.NoError(t, err)
	require.True(t, drawsHouses, "Best of 3 may draw houses")
	bo3 := house.NewWorduelBo3()
	bi := bo3.Instance(dn.Client(), bo3Addr)
	roundTime, err := bind.Call(bi, opts, bo3.PackROUNDTIME(), bo3.UnpackROUNDTIME)
	require.NoError(t, err)
	require.EqualValues(t, 180, roundTime.Int64(), "the seed's 3-minute rounds")
	keyVerifier, err := bind.Call(bi, opts, bo3.PackKEYVERIFIER(), bo3.UnpackKEYVERIFIER)
	require.NoError(t, err)
	keyName, _, _, _ := deploy.Bo3Verifiers()
	require.Equal(t, m.Contracts[keyName], keyVerifier)
	pm := paymaster.NewSponsorPaymaster()
	pmi := pm.Instance(dn.Client(), m.Contracts[deploy.ContractSponsorPaymaster])
	for _, name := range deploy.SponsoredContracts {
		ok, err := bind.Call(pmi, opts, pm.PackSponsoredTargets(m.Contracts[name]), pm.UnpackSponsoredTargets)
		require.NoError(t, err)
		require.True(t, ok, "paymaster sponsors %s", name)
	}

	player, err := deploy.NewDeployer(ctx, dn.Client(), dn.DevKeys()[2], deploy.DefaultConfig)
	require.NoError(t, err)
	receipt, err := player.Send(ctx, "claim daily coins", &coinsAddr, coins.PackClaimDaily(), nil)
	require.NoError(t, err)
	t.Logf("claimDaily: %d gas", receipt.GasUsed)
	balance, err := bind.Call(ci, opts, coins.PackBalanceOf(player.From()), coins.UnpackBalanceOf)
	require.NoError(t, err)
	require.EqualValues(t, 100, balance.Int64())
	_, err = player.Send(ctx, "claim daily coins again", &coinsAddr, coins.PackClaimDaily(), nil)
	require.ErrorIs(t, err, deploy.ErrReverted, "a second claim within 24 hours")
	var dataErr rpc.DataError
	require.ErrorAs(t, err, &dataErr)
	decoded, err := coins.UnpackError(common.FromHex(dataErr.ErrorData().(string)))
	require.NoError(t, err)
	notReady, ok := decoded.(*duel.CoinsCoinsDailyNotReady)
	require.True(t, ok, "decoded %T", decoded)
	require.Equal(t, player.From(), notReady.Account)
	rating, err := bind.Call(pi, opts, platform.PackRatingOf(player.From()), platform.UnpackRatingOf)
	require.NoError(t, err)
	require.EqualValues(t, 1000, rating.Int64(), "a new player rates the base MMR")
}
