package erc7562_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/erc7562/tracer"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/userop"
)

// Runtime code of the test contracts, hand-assembled so that each breaks
// exactly one rule.
const (
	// returnZero ends validateUserOp: return uint256(0) (valid, no time range).
	returnZero = "60006000526020" + "6000f3"
	// returnPaymasterOK ends validatePaymasterUserOp: return ("", 0).
	returnPaymasterOK = "6040600052" + "60606000f3"
	// sloadSlot0 reads storage slot 0 of the running contract.
	sloadSlot0 = "60005450"
	// sstoreSlot0 writes 1 to storage slot 0 of the running contract.
	sstoreSlot0 = "600160005500"
)

// callSlot0Writer calls target (which writes its own slot 0) with all gas.
func callSlot0Writer(target common.Address) string {
	return "6000600060006000600073" + hex.EncodeToString(target.Bytes()) + "5af150"
}

type devnetEnv struct {
	env *testenv.Env
	sim *sim.Simulator
}

func newDevnetEnv(t testing.TB) *devnetEnv {
	t.Helper()
	env := testenv.Devnet(t)
	s, err := sim.New(env.RPC, testenv.EntryPoint, 20_000_000)
	require.NoError(t, err)
	return &devnetEnv{env: env, sim: s}
}

// deploy creates a contract with the given runtime and, when deposit is
// set, gives it a deposit in the EntryPoint.
func (d *devnetEnv) deploy(t testing.TB, runtime string, deposit bool) common.Address {
	t.Helper()
	addr := d.env.DeployRuntime(t, common.FromHex(runtime))
	if deposit {
		d.env.DepositFor(t, addr)
	}
	return addr
}

func op(sender common.Address, paymaster *common.Address) *userop.UserOperation {
	o := &userop.UserOperation{
		Sender: sender, Nonce: new(big.Int), CallData: []byte{},
		CallGasLimit: big.NewInt(50_000), VerificationGasLimit: big.NewInt(200_000), PreVerificationGas: big.NewInt(50_000),
		MaxFeePerGas: big.NewInt(10 * params.GWei), MaxPriorityFeePerGas: big.NewInt(params.GWei),
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int), Signature: []byte{1},
	}
	if paymaster != nil {
		o.Paymaster = paymaster
		o.PaymasterVerificationGasLimit = big.NewInt(100_000)
	}
	return o
}

func (d *devnetEnv) validator() *erc7562.Validator {
	return erc7562.NewValidator(erc7562.Config{EntryPoint: testenv.EntryPoint, ChainID: d.env.ChainID}, d.sim)
}

// TestRulesOnDevnetTraces runs the tracer on the devnet's geth against small
// contracts that each break one rule, and one that breaks none.
func TestRulesOnDevnetTraces(t *testing.T) {
	if testing.Short() {
		t.Skip("devnet")
	}
	d := newDevnetEnv(t)
	clean := d.deploy(t, returnZero, true)
	timestamp := d.deploy(t, "4250"+returnZero, true)
	writer := d.deploy(t, sstoreSlot0, false)
	toucher := d.deploy(t, callSlot0Writer(writer)+returnZero, true)
	gasReader := d.deploy(t, "5a50"+returnZero, true)
	pmStorage := d.deploy(t, sloadSlot0+returnPaymasterOK, true)
	pmClean := d.deploy(t, returnPaymasterOK, true)

	tests := []struct {
		name     string
		op       *userop.UserOperation
		wantRule string
		wantCode int
	}{
		{"clean account", op(clean, nil), "", 0},
		{"clean account and unstaked paymaster", op(clean, &pmClean), "", 0},
		{"account reads TIMESTAMP", op(timestamp, nil), "OP-011", check.CodeBannedOpcode},
		{"account reads GAS without a call", op(gasReader, nil), "OP-012", check.CodeBannedOpcode},
		{"account writes another contract's storage", op(toucher, nil), "STO-032", check.CodeBannedOpcode},
		{"unstaked paymaster uses its storage", op(clean, &pmStorage), "STO-031", check.CodeStakeTooLow},
	}
	// The relayer's tracer, and go-ethereum's own erc7562Tracer, which the
	// Validator moves on to when the node lacks the first (a stock geth).
	for _, tc := range []struct{ name, want string }{{"", tracer.Name}, {"noSuchTracer", tracer.GethName}} {
		v := erc7562.NewValidator(erc7562.Config{EntryPoint: testenv.EntryPoint, ChainID: d.env.ChainID, Tracer: tc.name}, d.sim)
		for _, tt := range tests {
			t.Run(tc.want+"/"+tt.name, func(t *testing.T) {
				val, err := v.SimulateValidation(context.Background(), tt.op, 0)
				if tt.wantRule == "" {
					require.NoError(t, err)
					require.NotNil(t, val)
					require.False(t, val.Account.SigFailed)
					return
				}
				rej, ok := check.AsRejection(err)
				require.True(t, ok, "want a rejection, got %v", err)
				require.Contains(t, rej.Violations[0].Reason, "["+tt.wantRule+"]", "got %v", rej)
				require.Equal(t, tt.wantCode, rej.Code())
			})
		}
		ok, used := v.Tracing()
		require.True(t, ok, used)
		require.Equal(t, tc.want, used)
	}
}

// noDebugAPI is a node without the debug namespace.
type noDebugAPI struct{ *sim.Simulator }

func (noDebugAPI) TraceValidation(context.Context, *userop.UserOperation, int, string) (json.RawMessage, error) {
	return nil, errors.New("the method debug_traceCall does not exist/is not available")
}

// TestValidatorPassesEntryPointReverts keeps the EntryPoint's own failure
// (here AA23, the account reverts) as the simulator reports it.
func TestValidatorPassesEntryPointReverts(t *testing.T) {
	if testing.Short() {
		t.Skip("devnet")
	}
	d := newDevnetEnv(t)
	reverter := d.deploy(t, "60006000fd", true)
	_, err := d.validator().SimulateValidation(context.Background(), op(reverter, nil), 0)
	var f *sim.FailedOp
	require.ErrorAs(t, err, &f)
	require.Equal(t, "AA23", f.Code())
}

// TestValidatorFallback covers a node that cannot run the tracer.
func TestValidatorFallback(t *testing.T) {
	if testing.Short() {
		t.Skip("devnet")
	}
	d := newDevnetEnv(t)
	clean := d.deploy(t, returnZero, true)
	pm := d.deploy(t, returnPaymasterOK, true)
	ctx := context.Background()
	cfg := erc7562.Config{EntryPoint: testenv.EntryPoint, ChainID: d.env.ChainID}
	node := noDebugAPI{d.sim}

	refuse := erc7562.NewValidator(cfg, node)
	_, err := refuse.SimulateValidation(ctx, op(clean, &pm), 0)
	rej, ok := check.AsRejection(err)
	require.True(t, ok, "got %v", err)
	require.Contains(t, rej.Error(), "cannot trace")
	traced, why := refuse.Tracing()
	require.False(t, traced)
	require.NotEmpty(t, why)

	cfg.Fallback, cfg.Allow = erc7562.FallbackAllowList, []common.Address{pm}
	allow := erc7562.NewValidator(cfg, node)
	_, err = allow.SimulateValidation(ctx, op(clean, &pm), 0)
	require.NoError(t, err, "allow-listed paymaster")
	_, err = allow.SimulateValidation(ctx, op(clean, nil), 0)
	require.Error(t, err, "no paymaster, sender not allow-listed")
}

// TestValidatorReputation refuses a banned paymaster (-32504) and limits a
// throttled one to THROTTLED_ENTITY_MEMPOOL_COUNT waiting operations.
func TestValidatorReputation(t *testing.T) {
	if testing.Short() {
		t.Skip("devnet")
	}
	d := newDevnetEnv(t)
	clean := d.deploy(t, returnZero, true)
	pm := d.deploy(t, returnPaymasterOK, true)
	ctx := context.Background()
	rep := erc7562.NewReputation(erc7562.DefaultReputationConfig)
	waiting := 0
	v := erc7562.NewValidator(erc7562.Config{EntryPoint: testenv.EntryPoint, ChainID: d.env.ChainID, Reputation: rep,
		Count: func(a common.Address) int { // operations waiting with the paymaster
			if a == pm {
				return waiting
			}
			return 0
		}}, d.sim)

	_, err := v.SimulateValidation(ctx, op(clean, &pm), 0)
	require.NoError(t, err)
	require.Equal(t, uint64(1), rep.Dump()[0].OpsSeen, "an accepted operation counts as seen")

	rep.Set(erc7562.Entry{Address: pm, OpsSeen: 210}) // throttled
	waiting = 3
	_, err = v.SimulateValidation(ctx, op(clean, &pm), 0)
	require.NoError(t, err, "3 waiting < 4")
	waiting = 4
	_, err = v.SimulateValidation(ctx, op(clean, &pm), 0)
	requireRejected(t, err, "GREP-020", check.CodeThrottled)

	rep.Set(erc7562.Entry{Address: pm, OpsSeen: 1000}) // banned
	waiting = 0
	_, err = v.SimulateValidation(ctx, op(clean, &pm), 0)
	requireRejected(t, err, "GREP-010", check.CodeThrottled)

	// UREP-020: an unstaked paymaster in good standing gets 10 waiting.
	rep.Clear()
	waiting = 10
	_, err = v.SimulateValidation(ctx, op(clean, &pm), 0)
	requireRejected(t, err, "UREP-020", check.CodeThrottled)
}

// TestUnstakedFactoryCreatesAccount: WordproofAccountFactory passes the rules
// as an ordinary unstaked factory (not trusted, no stake): its account
// creation reads no SELFBALANCE (OP-080) and touches only the new account's
// storage, so any bundler that enforces ERC-7562 carries a player's first
// move.
func TestUnstakedFactoryCreatesAccount(t *testing.T) {
	if testing.Short() {
		t.Skip("devnet")
	}
	d := newDevnetEnv(t)
	ctx := context.Background()
	acct := d.env.NewAccount(t)
	_, err := d.env.Send(ctx, d.env.Deployer, &acct.Address, nil, big.NewInt(params.Ether))
	require.NoError(t, err)
	o := acct.Op(0, testenv.Call(d.env.Target, testenv.OwnerCall()), true)
	acct.Sign(o)
	for _, name := range []string{"", "noSuchTracer"} { // ours, then geth's erc7562Tracer
		v := erc7562.NewValidator(erc7562.Config{EntryPoint: testenv.EntryPoint, ChainID: d.env.ChainID, Tracer: name}, d.sim)
		val, err := v.SimulateValidation(ctx, o, 0)
		require.NoError(t, err, "tracer %q", name)
		require.False(t, val.Account.SigFailed)
		require.Zero(t, val.Factory.Stake.Sign(), "the factory has no stake")
	}
}

func requireRejected(t *testing.T, err error, rule string, code int) {
	t.Helper()
	rej, ok := check.AsRejection(err)
	require.True(t, ok, "want a rejection, got %v", err)
	require.Contains(t, rej.Error(), "["+rule+"]")
	require.Equal(t, code, rej.Code())
}

// BenchmarkValidationLatency compares one plain simulateValidation eth_call
// with one traced validation (debug_traceCall with the tracer, then the
// rules) of a Wordproof account's first operation, which deploys the account
// through the factory, from 8 concurrent callers: the cost of ERC-7562 per
// operation. noopTracer is geth's empty tracer: what any debug_traceCall
// costs over an eth_call, before the validation tracer's own work.
func BenchmarkValidationLatency(b *testing.B) {
	d := newDevnetEnv(b)
	acct := d.env.NewAccount(b)
	ctx := context.Background()
	_, err := d.env.Send(ctx, d.env.Deployer, &acct.Address, nil, big.NewInt(params.Ether))
	require.NoError(b, err)
	o := acct.Op(0, testenv.Call(d.env.Target, testenv.OwnerCall()), true)
	acct.Sign(o)
	v := d.validator()
	for _, bc := range []struct {
		name string
		run  func() error
	}{
		{"eth_call", func() error { _, err := d.sim.SimulateValidation(ctx, o, 0); return err }},
		{"noopTracer", func() error { _, err := d.sim.TraceValidation(ctx, o, 0, "noopTracer"); return err }},
		{"traced", func() error { _, err := v.SimulateValidation(ctx, o, 0); return err }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			require.NoError(b, bc.run())
			start := time.Now()
			b.SetParallelism(4) // the mempool validates concurrent requests
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if err := bc.run(); err != nil {
						b.Error(err)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "ops/s")
		})
	}
}
