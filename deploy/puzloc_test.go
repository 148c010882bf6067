package deploy_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/prover"
)

// TestDailyDeployment: the default deployment has PuzlocDaily with NumLock
// as game type 0 (its four verifiers, the daily code list's root and size,
// four digits, six tries), the default deadlines, leave to draw houses, and
// a sponsored target; a re-run keeps the contract.
func TestDailyDeployment(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)
	m, err := deploy.ToDevnet(ctx, dn, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	addr, err := m.Address(deploy.ContractPuzlocDaily)
	require.NoError(t, err)
	opts := &bind.CallOpts{Context: ctx}

	reg := house.NewHouseRegistry()
	drawsHouses, err := bind.Call(reg.Instance(dn.Client(), m.Contracts[deploy.ContractHouseRegistry]), opts, reg.PackIsGame(addr), reg.UnpackIsGame)
	require.NoError(t, err)
	require.True(t, drawsHouses, "the daily challenge may draw houses")

	b := puzloc.NewPuzlocDaily()
	inst := b.Instance(dn.Client(), addr)
	gt, err := bind.Call(inst, opts, b.PackGameTypeOf(big.NewInt(0)), b.UnpackGameTypeOf)
	require.NoError(t, err)
	codes, err := prover.LoadDailyCodes()
	require.NoError(t, err)
	root := codes.Root()
	require.Equal(t, root.BigInt(new(big.Int)), gt.AnswersRoot, "the daily code list's root")
	require.EqualValues(t, 8149, gt.AnswersCount)
	require.EqualValues(t, 4, gt.Length)
	require.EqualValues(t, 6, gt.Tries)
	_, answer, refuse, open := deploy.DailyVerifiers()
	require.Equal(t, m.Contracts[answer], gt.AnswerVerifier)
	require.Equal(t, m.Contracts[refuse], gt.RefuseVerifier)
	require.Equal(t, m.Contracts[open], gt.OpenVerifier)
	lead, err := bind.Call(inst, opts, b.PackCOMMITLEAD(), b.UnpackCOMMITLEAD)
	require.NoError(t, err)
	require.EqualValues(t, 3600, lead.Int64(), "the house commits an hour before the day")
	// PhraseLock, game type 1: the phrase list's root and size, the ceremony's phraselock verifier
	pt, err := bind.Call(inst, opts, b.PackGameTypeOf(big.NewInt(1)), b.UnpackGameTypeOf)
	require.NoError(t, err)
	phrases, err := phrase.Default()
	require.NoError(t, err)
	pr := phrases.Root()
	require.Equal(t, pr.BigInt(new(big.Int)), pt.AnswersRoot, "the phrase list's root")
	require.EqualValues(t, phrases.Len(), pt.AnswersCount)
	pv, err := bind.Call(inst, opts, b.PackPHRASEVERIFIER(), b.UnpackPHRASEVERIFIER)
	require.NoError(t, err)
	require.NotEqual(t, common.Address{}, m.Contracts[deploy.PhraseLockVerifier()])
	require.Equal(t, m.Contracts[deploy.PhraseLockVerifier()], pv)
	_, err = bind.Call(inst, opts, b.PackGameTypeOf(big.NewInt(2)), b.UnpackGameTypeOf)
	require.Error(t, err, "no third game type")
	require.Contains(t, deploy.SponsorPolicy().Targets, deploy.ContractPuzlocDaily)

	m2, err := deploy.UpdateDevnet(ctx, dn, m, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	require.Equal(t, addr, m2.Contracts[deploy.ContractPuzlocDaily], "the same contract")
}
