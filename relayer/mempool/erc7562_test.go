package mempool_test

import (
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/metrics"
)

// TestSimulatorRejectionKeepsViolations: a simulator that validates by rules
// (relayer/erc7562) refuses with a *check.Rejection; the pool reports its
// violations, with their codes and check, counts it by kind (not as an
// internal error) and does not take the operation.
func TestSimulatorRejectionKeepsViolations(t *testing.T) {
	reg := metrics.New()
	f := newPool(t, func(c *mempool.Config) { c.Metrics = reg })
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
	rec := httptest.NewRecorder()
	reg.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	require.Contains(t, rec.Body.String(), `relayer_mempool_rejected{reason="banned_opcode"} 1`)
}
