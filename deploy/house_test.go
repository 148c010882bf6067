package deploy_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	bhouse "github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client/house"
	"github.com/wordproof/wordproof/deploy"
)

// TestHouseDeployment: the house step deploys the registry with its
// configured bond and exit delay, owned by the deployer; a re-run finds it; a
// delay below the contract's minimum is refused; and a house registers with
// a key derived by client/house.
func TestHouseDeployment(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)
	cfg := deploy.HouseConfig{MinBond: big.NewInt(25e16), ExitDelay: 72 * time.Hour}
	steps := []deploy.Step{deploy.HouseStep(cfg)}
	m, err := deploy.ToDevnet(ctx, dn, steps, deploy.DefaultConfig)
	require.NoError(t, err)
	addr, err := m.Address(deploy.ContractHouseRegistry)
	require.NoError(t, err)
	r := bhouse.NewHouseRegistry()
	inst := r.Instance(dn.Client(), addr)
	opts := &bind.CallOpts{Context: ctx}
	minBond, err := bind.Call(inst, opts, r.PackMINBOND(), r.UnpackMINBOND)
	require.NoError(t, err)
	require.Equal(t, cfg.MinBond, minBond)
	delay, err := bind.Call(inst, opts, r.PackEXITDELAY(), r.UnpackEXITDELAY)
	require.NoError(t, err)
	require.EqualValues(t, 72*3600, delay.Int64())
	floor, err := bind.Call(inst, opts, r.PackMINEXITDELAY(), r.UnpackMINEXITDELAY)
	require.NoError(t, err)
	require.EqualValues(t, deploy.MinHouseExitDelay/time.Second, floor.Int64(), "MinHouseExitDelay is the contract's")
	owner, err := bind.Call(inst, opts, r.PackOwner(), r.UnpackOwner)
	require.NoError(t, err)
	require.Equal(t, m.Deployer, owner)

	d, err := deploy.NewDeployer(ctx, dn.Client(), dn.DevKeys()[0], deploy.DefaultConfig)
	require.NoError(t, err)
	require.NoError(t, deploy.Run(ctx, d, m, steps))
	require.Zero(t, d.FirstBlock(), "a re-run sends nothing")
	require.Equal(t, addr, m.Contracts[deploy.ContractHouseRegistry])

	short := deploy.HouseConfig{MinBond: big.NewInt(1), ExitDelay: time.Hour}
	_, err = deploy.ToDevnet(ctx, dn, []deploy.Step{deploy.HouseStep(short)}, deploy.DefaultConfig)
	require.ErrorIs(t, err, deploy.ErrBadHouseConfig)
	require.ErrorContains(t, err, "exit delay 1h0m0s, want at least 48h0m0s")

	key := dn.DevKeys()[3]
	operator, err := deploy.NewDeployer(ctx, dn.Client(), key, deploy.DefaultConfig)
	require.NoError(t, err)
	x, y := house.DeriveKey(key).Public()
	receipt, err := operator.Send(ctx, "register a house", &addr, r.PackRegister(x, y, "https://house.example"), big.NewInt(1e18))
	require.NoError(t, err)
	t.Logf("register: %d gas (whole transaction)", receipt.GasUsed)
	active, err := bind.Call(inst, opts, r.PackIsActive(crypto.PubkeyToAddress(key.PublicKey)), r.UnpackIsActive)
	require.NoError(t, err)
	require.True(t, active)
}
