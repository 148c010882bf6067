package deploy

import (
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/internal/forge"
	"github.com/wordproof/wordproof/relayer/sponsor"
)

// sponsorDefaults reads contracts/src/paymaster/SponsorDefaults.sol, which
// Deploy.s.sol deploys the paymaster with.
func sponsorDefaults(t *testing.T) []byte {
	t.Helper()
	root, err := forge.Root()
	require.NoError(t, err)
	src, err := os.ReadFile(filepath.Join(root, "contracts", "src", "paymaster", "SponsorDefaults.sol"))
	require.NoError(t, err)
	script, err := os.ReadFile(filepath.Join(root, "contracts", "script", "Deploy.s.sol"))
	require.NoError(t, err)
	require.Contains(t, string(script), "SponsorDefaults.gasLimits()", "Deploy.s.sol deploys the paymaster with SponsorDefaults")
	return src
}

// solidityNumber reads `name: 123_456` or `name = 123_456` (optionally in gwei).
func solidityNumber(t *testing.T, src []byte, name string) *big.Int {
	t.Helper()
	m := regexp.MustCompile(name + `\s*[:=]\s*([0-9_]+)(\s*gwei)?`).FindSubmatch(src)
	require.NotNil(t, m, "%s in SponsorDefaults.sol", name)
	v, ok := new(big.Int).SetString(strings.ReplaceAll(string(m[1]), "_", ""), 10)
	require.True(t, ok)
	if len(m[2]) > 0 {
		v.Mul(v, big.NewInt(1e9))
	}
	return v
}

// TestDeployScriptSponsorLimits checks that the paymaster's Solidity default
// caps (SponsorDefaults.sol, used by Deploy.s.sol) are DefaultSponsorLimits.
func TestDeployScriptSponsorLimits(t *testing.T) {
	src := sponsorDefaults(t)
	l := DefaultSponsorLimits
	u := func(v uint32) *big.Int { return big.NewInt(int64(v)) }
	for name, want := range map[string]*big.Int{
		"verificationGasLimit":          u(l.VerificationGasLimit),
		"callGasLimit":                  u(l.CallGasLimit),
		"paymasterVerificationGasLimit": u(l.PaymasterVerificationGasLimit),
		"paymasterPostOpGasLimit":       u(l.PaymasterPostOpGasLimit),
		"preVerificationGas":            u(l.PreVerificationGas),
		"maxFeePerGas":                  l.MaxFeePerGas,
		"maxPriorityFeePerGas":          l.MaxPriorityFeePerGas,
	} {
		require.Equal(t, want.String(), solidityNumber(t, src, name).String(), name)
	}
}

// TestSponsorGriefCapsFollowGasReport checks the reasoning behind the default
// caps against docs/gas-report.md: MOVE_GAS (the bound the forge test
// SponsorGriefTest holds a reverting operation to) is at least the largest
// move in the report, and the call gas cap leaves a move that ends a phase
// room while its unused-gas charge (10%) stays a fraction of a move.
func TestSponsorGriefCapsFollowGasReport(t *testing.T) {
	root, err := forge.Root()
	require.NoError(t, err)
	report, err := os.ReadFile(filepath.Join(root, "docs", "gas-report.md"))
	require.NoError(t, err)
	largest := 0
	for _, line := range strings.Split(string(report), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 5 {
			continue
		}
		if v, err := strconv.Atoi(strings.TrimSpace(cells[4])); err == nil {
			largest = max(largest, v)
		}
	}
	require.Positive(t, largest, "no max gas column in docs/gas-report.md")
	moveGas := solidityNumber(t, sponsorDefaults(t), "MOVE_GAS").Int64()
	require.Equal(t, int64(sponsor.MoveGas), moveGas, "sponsor.MoveGas is MOVE_GAS")
	require.GreaterOrEqual(t, moveGas, int64(largest), "MOVE_GAS below the largest move of the gas report")
	call := int64(DefaultSponsorLimits.CallGasLimit)
	require.GreaterOrEqual(t, call, 2*int64(largest), "call gas cap leaves a phase-ending move no room")
	require.Less(t, call/10+int64(DefaultSponsorLimits.PreVerificationGas), moveGas, "a reverting call's charge alone exceeds a move")
}

// TestSponsorGriefShippedPolicy: the policy the devnet, the demo and the
// players' embedded relayer run with caps the tip as the paymaster does,
// signs for two minutes and has non-zero per-sender, per-owner and global
// spend limits.
func TestSponsorGriefShippedPolicy(t *testing.T) {
	p := SponsorPolicy()
	require.NoError(t, p.Resolve(func(string) (common.Address, error) { return common.HexToAddress("0x1"), nil }))
	require.Equal(t, DefaultSponsorLimits.MaxPriorityFeePerGas.String(), p.GasCaps.MaxPriorityFeePerGas.String())
	require.Equal(t, DefaultSponsorLimits.MaxFeePerGas.String(), p.GasCaps.MaxFeePerGas.String())
	require.Equal(t, 2*time.Minute, p.Validity.Duration)
	for name, v := range map[string]*big.Int{"perSender": &p.PerSender.Spend.Int, "perOwner": &p.PerOwner.Spend.Int, "budget": &p.Budget.Spend.Int} {
		require.Positive(t, v.Sign(), name)
	}
	require.Equal(t, DefaultGameConfig().SponsorDeposit.String(), p.Budget.Spend.String(), "the budget is the deposit")
}
