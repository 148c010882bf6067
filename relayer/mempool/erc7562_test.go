package mempool_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
)

// TestSimulatorRejectionKeepsViolations: a simulator that validates by rules
// (relayer/erc7562) refuses with a *check.Rejection; the pool reports its
// violations, with their codes and check, and does not take the operation.
func TestSimulatorRejectionKeepsViolations(t *testing.T) {
	f := newPool(t, nil)
	op := newOp(1, 0, 10)
	f.sim.errs[op.Sender] = &check.Rejection{Violations: []check.Violation{
		{Check: "erc7562", Kind: check.BannedOpcode, Field: "account", Value: "TIMESTAMP", Reason: "[OP-011] opcode not allowed in validation"},
		{Check: "erc7562", Kind: check.StakeTooLow, Field: "paymaster", Reason: "[STO-031] an unstaked entity may not use its own storage"},
	}}
	rej := f.rejected(t, op)
	require.Equal(t, check.CodeBannedOpcode, rej.Code())
	require.Len(t, rej.Violations, 2)
	require.Equal(t, "erc7562", rej.Violations[1].Check)
	require.Equal(t, 0, f.pool.Len())
}
