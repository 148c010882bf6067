package sim_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/userop"
)

// rpcErr is a JSON-RPC error with a code.
type rpcErr struct {
	code int
	msg  string
}

func (e rpcErr) Error() string  { return e.msg }
func (e rpcErr) ErrorCode() int { return e.code }

// scripted answers debug_traceCall and eth_call as told and counts them.
type scripted struct {
	trace   func(result any) error
	call    error
	methods []string
}

func (s *scripted) CallContext(_ context.Context, result any, method string, _ ...any) error {
	s.methods = append(s.methods, method)
	switch method {
	case "debug_traceCall":
		return s.trace(result)
	case "eth_call":
		if s.call != nil {
			return s.call
		}
		*(result.(*hexutil.Bytes)) = hexutil.Bytes{}
		return nil
	}
	return errors.New("unexpected method " + method)
}

func testOp() *userop.UserOperation {
	return &userop.UserOperation{
		Sender: common.HexToAddress("0x1001"), Nonce: new(big.Int), CallData: []byte{1},
		CallGasLimit: big.NewInt(1), VerificationGasLimit: big.NewInt(1), PreVerificationGas: big.NewInt(1),
		MaxFeePerGas: big.NewInt(1), MaxPriorityFeePerGas: big.NewInt(1),
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int), Signature: []byte{1},
	}
}

// TestSimulateHandleOpsGas: the bundle's re-simulation reports the traced gas;
// a node without debug_traceCall gets an eth_call (gas unknown) and is not
// asked to trace again; a revert in the trace is the EntryPoint's FailedOp.
func TestSimulateHandleOpsGas(t *testing.T) {
	ctx := context.Background()
	ops := []*userop.UserOperation{testOp()}
	t.Run("traced", func(t *testing.T) {
		c := &scripted{trace: func(result any) error {
			return json.Unmarshal([]byte(`{"gasUsed":"0x1234"}`), result)
		}}
		s, err := sim.New(c, common.HexToAddress("0x4337"), 1_000_000)
		require.NoError(t, err)
		used, err := s.SimulateHandleOps(ctx, ops, common.Address{}, 1_000_000)
		require.NoError(t, err)
		require.Equal(t, uint64(0x1234), used)
		require.Equal(t, []string{"debug_traceCall"}, c.methods)
	})
	t.Run("no tracing", func(t *testing.T) {
		c := &scripted{trace: func(any) error { return rpcErr{-32601, "the method debug_traceCall does not exist"} }}
		s, err := sim.New(c, common.HexToAddress("0x4337"), 1_000_000)
		require.NoError(t, err)
		for range 2 {
			used, err := s.SimulateHandleOps(ctx, ops, common.Address{}, 1_000_000)
			require.NoError(t, err)
			require.Zero(t, used)
		}
		require.Equal(t, []string{"debug_traceCall", "eth_call", "eth_call"}, c.methods)
	})
	t.Run("revert", func(t *testing.T) {
		// FailedOp(0, "AA25 invalid account nonce")
		data := "0x220266b60000000000000000000000000000000000000000000000000000000000000000" +
			"0000000000000000000000000000000000000000000000000000000000000040" +
			"000000000000000000000000000000000000000000000000000000000000001a" +
			"4141323520696e76616c6964206163636f756e74206e6f6e6365000000000000"
		c := &scripted{trace: func(result any) error {
			return json.Unmarshal([]byte(`{"gasUsed":"0x10","error":"execution reverted","output":"`+data+`"}`), result)
		}}
		s, err := sim.New(c, common.HexToAddress("0x4337"), 1_000_000)
		require.NoError(t, err)
		_, err = s.SimulateHandleOps(ctx, ops, common.Address{}, 1_000_000)
		var f *sim.FailedOp
		require.ErrorAs(t, err, &f)
		require.Equal(t, "AA25", f.Code())
		require.Equal(t, 0, f.Index)
	})
}
