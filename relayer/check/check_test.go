package check_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
)

// TestKindCodes pins each kind to its ERC-7769 code and metric label; a
// client relies on the codes.
func TestKindCodes(t *testing.T) {
	for _, tc := range []struct {
		kind check.Kind
		code int
		name string
	}{
		{check.InvalidFields, -32602, "invalid_fields"},
		{check.SimulationRejected, -32500, "simulation_rejected"},
		{check.PaymasterRejected, -32501, "paymaster_rejected"},
		{check.BannedOpcode, -32502, "banned_opcode"},
		{check.OutOfTimeRange, -32503, "out_of_time_range"},
		{check.Throttled, -32504, "throttled"},
		{check.StakeTooLow, -32505, "stake_too_low"},
		{check.UnsupportedAggregator, -32506, "unsupported_aggregator"},
		{check.InvalidSignature, -32507, "invalid_signature"},
		{check.PaymasterBalance, -32508, "paymaster_balance"},
		{check.ExecutionReverted, -32521, "execution_reverted"},
	} {
		require.Equal(t, tc.code, tc.kind.Code(), tc.name)
		require.Equal(t, tc.name, tc.kind.String())
	}
	require.Equal(t, check.CodeInternal, check.Kind(99).Code())
	require.Equal(t, "unknown", check.Kind(99).String())
}

// TestKindOfReason maps the EntryPoint's AAxx reasons to kinds (and so codes).
func TestKindOfReason(t *testing.T) {
	for reason, code := range map[string]int{
		"AA10 sender already constructed":   -32500,
		"AA21 didn't pay prefund":           -32500,
		"AA22 expired or not due":           -32503,
		"AA23 reverted":                     -32500,
		"AA24 signature error":              -32507,
		"AA25 invalid account nonce":        -32500,
		"AA31 paymaster deposit too low":    -32508,
		"AA32 paymaster expired or not due": -32503,
		"AA33 reverted":                     -32501,
		"AA34 signature error":              -32507,
		"AA96 invalid aggregator":           -32506,
		"AA95 out of gas":                   -32500,
		"not an AA reason":                  -32500,
	} {
		require.Equal(t, code, check.KindOfReason(reason).Code(), reason)
	}
}

func TestViolationError(t *testing.T) {
	for _, tc := range []struct {
		v    check.Violation
		want string
	}{
		{check.Violation{Reason: "AA25 invalid account nonce"}, "AA25 invalid account nonce"},
		{check.Violation{Reason: "gas field above the relayer's cap", Field: "callGasLimit", Value: "11", Limit: "10"}, "gas field above the relayer's cap (callGasLimit 11, limit 10)"},
		{check.Violation{Reason: "signature is empty", Field: "signature"}, "signature is empty (signature)"},
		{check.Violation{Reason: "too big", Value: "3", Limit: "2"}, "too big (value 3, limit 2)"},
	} {
		require.Equal(t, tc.want, tc.v.Error())
	}
}

// The first violation decides a rejection's code; every one is in its message.
func TestRejection(t *testing.T) {
	r := &check.Rejection{Violations: []check.Violation{
		{Kind: check.Throttled, Reason: "mempool full"},
		{Kind: check.InvalidFields, Reason: "operation too large"},
	}}
	require.Equal(t, check.CodeThrottled, r.Code())
	require.Equal(t, "mempool full; operation too large", r.Error())
	require.Equal(t, check.CodeSimulationRejected, (&check.Rejection{}).Code())

	got, ok := check.AsRejection(fmt.Errorf("add: %w", check.Reject(check.Violation{Kind: check.StakeTooLow})))
	require.True(t, ok)
	require.Equal(t, check.CodeStakeTooLow, got.Code())
	_, ok = check.AsRejection(errors.New("plain"))
	require.False(t, ok)
}
