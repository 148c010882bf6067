package deploy

import (
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"wordproof/internal/forge"
)

// TestDeployScriptSponsorLimits checks that contracts/script/Deploy.s.sol
// gives the paymaster the same gas caps as DefaultSponsorLimits.
func TestDeployScriptSponsorLimits(t *testing.T) {
	root, err := forge.Root()
	require.NoError(t, err)
	src, err := os.ReadFile(filepath.Join(root, "contracts", "script", "Deploy.s.sol"))
	require.NoError(t, err)
	field := func(name string) *big.Int {
		m := regexp.MustCompile(name + `:\s*([0-9_]+)(\s*gwei)?`).FindSubmatch(src)
		require.NotNil(t, m, "%s in Deploy.s.sol", name)
		v, ok := new(big.Int).SetString(strings.ReplaceAll(string(m[1]), "_", ""), 10)
		require.True(t, ok)
		if len(m[2]) > 0 {
			v.Mul(v, big.NewInt(1e9))
		}
		return v
	}
	l := DefaultSponsorLimits
	u := func(v uint32) *big.Int { return big.NewInt(int64(v)) }
	for name, want := range map[string]*big.Int{
		"verificationGasLimit":          u(l.VerificationGasLimit),
		"callGasLimit":                  u(l.CallGasLimit),
		"paymasterVerificationGasLimit": u(l.PaymasterVerificationGasLimit),
		"paymasterPostOpGasLimit":       u(l.PaymasterPostOpGasLimit),
		"preVerificationGas":            u(l.PreVerificationGas),
		"maxFeePerGas":                  l.MaxFeePerGas,
	} {
		require.Equal(t, want.String(), field(name).String(), name)
	}
}
