package relayer_test

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
	"github.com/wordproof/wordproof/relayer/userop"
)

// rawAccountOp is an unsponsored operation of a hand-assembled account whose
// validateUserOp runs prefix and then returns 0 (valid).
func rawAccountOp(t *testing.T, env *testenv.Env, prefix string) *userop.UserOperation {
	t.Helper()
	acct := env.DeployRuntime(t, common.FromHex(prefix+"6000600052602060"+"00f3"))
	env.DepositFor(t, acct)
	op := &userop.UserOperation{
		Sender: acct, Nonce: new(big.Int), CallData: []byte{},
		CallGasLimit: big.NewInt(50_000), VerificationGasLimit: big.NewInt(200_000),
		MaxFeePerGas: big.NewInt(100 * params.GWei), MaxPriorityFeePerGas: big.NewInt(params.GWei),
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int), Signature: []byte{1},
	}
	op.PreVerificationGas = new(big.Int).SetUint64(userop.PreVerificationGas(op))
	return op
}

// TestERC7562ThirdPartyOperations sends other people's operations through
// eth_sendUserOperation: one that follows the rules is accepted and mined,
// one whose account reads TIMESTAMP is refused with -32502.
func TestERC7562ThirdPartyOperations(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	r, c := startRelayer(t, env, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	hash, err := c.Send(ctx, rawAccountOp(t, env, ""))
	require.NoError(t, err)
	rc, err := c.WaitReceipt(ctx, hash, 20*time.Millisecond)
	require.NoError(t, err)
	require.True(t, rc.Success)

	_, err = c.Send(ctx, rawAccountOp(t, env, "4250")) // TIMESTAMP POP
	requireCode(t, err, check.CodeBannedOpcode, "[OP-011]")
	require.Contains(t, err.Error(), "TIMESTAMP")
	require.Contains(t, httpGet(t, r.URL()+"metrics"), "relayer_erc7562_traced 1")
}

// TestDebugBundlerMethods drives the debug_bundler_* methods as bundler test
// suites do, and checks they are absent without Config.DebugAPI.
func TestDebugBundlerMethods(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	_, c := startRelayer(t, env, func(cfg *relayer.Config) { cfg.DebugAPI = true })
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ep := testenv.EntryPoint

	var ok string
	require.NoError(t, c.Call(ctx, &ok, "debug_bundler_setBundlingMode", "manual"))
	require.Equal(t, "ok", ok)
	err := c.Call(ctx, &ok, "debug_bundler_setBundlingMode", "sometimes")
	requireCode(t, err, check.CodeInvalidParams, "manual")

	t.Run("manual mode bundles only on sendBundleNow", func(t *testing.T) {
		acct := env.NewAccount(t)
		op := sponsoredOp(t, ctx, c, acct, 0, env.Target, true)
		hash, err := c.Send(ctx, op)
		require.NoError(t, err)
		var dump []*userop.UserOperation
		require.NoError(t, c.Call(ctx, &dump, "debug_bundler_dumpMempool", ep))
		require.Len(t, dump, 1)
		require.Equal(t, acct.Address, dump[0].Sender)

		time.Sleep(600 * time.Millisecond) // three bundler intervals
		st, err := c.Status(ctx, hash)
		require.NoError(t, err)
		require.Equal(t, "pending", st.Status, "manual mode must not bundle by itself")

		var tx common.Hash
		require.NoError(t, c.Call(ctx, &tx, "debug_bundler_sendBundleNow"))
		require.NotEqual(t, common.Hash{}, tx)
		rc, err := c.WaitReceipt(ctx, hash, 20*time.Millisecond)
		require.NoError(t, err)
		require.Equal(t, tx, rc.Receipt.TxHash)

		err = c.Call(ctx, &tx, "debug_bundler_sendBundleNow")
		requireCode(t, err, check.CodeInvalidParams, "no pending")
	})

	t.Run("reputation set and dumped", func(t *testing.T) {
		a, b := common.HexToAddress("0x0a"), common.HexToAddress("0x0b")
		in := []map[string]any{{"address": a, "opsSeen": 1000, "opsIncluded": 0}, {"address": b, "opsSeen": "0xd2", "opsIncluded": "10"}}
		require.NoError(t, c.Call(ctx, &ok, "debug_bundler_setReputation", in, ep))
		var raw json.RawMessage
		require.NoError(t, c.Call(ctx, &raw, "debug_bundler_dumpReputation", ep))
		// The bundler spec tests' form: hex quantities, status 0x2 banned, 0x1 throttled.
		require.JSONEq(t, `[{"address":"0x000000000000000000000000000000000000000a","opsSeen":"0x3e8","opsIncluded":"0x0","status":"0x2"},
			{"address":"0x000000000000000000000000000000000000000b","opsSeen":"0xd2","opsIncluded":"0xa","status":"0x1"}]`, string(raw))
		err := c.Call(ctx, &ok, "debug_bundler_setReputation", []map[string]any{{"opsSeen": 1}})
		requireCode(t, err, check.CodeInvalidParams, "address")
		err = c.Call(ctx, &ok, "debug_bundler_dumpReputation", common.HexToAddress("0x01"))
		requireCode(t, err, check.CodeInvalidParams, "entry point")
	})

	t.Run("clearState empties the pool and the reputation", func(t *testing.T) {
		acct := env.NewAccount(t)
		hash, err := c.Send(ctx, sponsoredOp(t, ctx, c, acct, 0, env.Target, true))
		require.NoError(t, err)
		require.NoError(t, c.Call(ctx, &ok, "debug_bundler_clearState"))
		var dump []json.RawMessage
		require.NoError(t, c.Call(ctx, &dump, "debug_bundler_dumpMempool"))
		require.Empty(t, dump)
		require.NoError(t, c.Call(ctx, &dump, "debug_bundler_dumpReputation"))
		require.Empty(t, dump)
		st, err := c.Status(ctx, hash)
		require.NoError(t, err)
		require.Equal(t, "dropped", st.Status)
		require.Contains(t, st.Reason, "clearState")
	})

	t.Run("auto mode bundles again", func(t *testing.T) {
		require.NoError(t, c.Call(ctx, &ok, "debug_bundler_setBundlingMode", "auto"))
		acct := env.NewAccount(t)
		hash, err := c.Send(ctx, sponsoredOp(t, ctx, c, acct, 0, env.Target, true))
		require.NoError(t, err)
		_, err = c.WaitReceipt(ctx, hash, 20*time.Millisecond)
		require.NoError(t, err)
	})

	t.Run("off without the flag", func(t *testing.T) {
		_, plain := startRelayer(t, env, nil)
		err := plain.Call(ctx, &ok, "debug_bundler_clearState")
		requireCode(t, err, check.CodeMethodNotFound, "debug_bundler_clearState")
	})
}

// stakedPaymaster deploys a hand-assembled paymaster that accepts every
// operation without touching storage, and stakes it: called with value, it
// forwards the value to EntryPoint.addStake(86400).
func stakedPaymaster(t *testing.T, env *testenv.Env) common.Address {
	t.Helper()
	sel := crypto.Keccak256([]byte("addStake(uint32)"))[:4]
	code := []byte{0x34, 0x15, 0x60, 0x00, 0x57} // CALLVALUE ISZERO PUSH1 validate JUMPI
	code = append(code, 0x63)                    // PUSH4 selector, shifted to the word's top, at mem[0]
	code = append(code, sel...)
	code = append(code, 0x60, 0xe0, 0x1b, 0x60, 0x00, 0x52)
	code = append(code, 0x62, 0x01, 0x51, 0x80, 0x60, 0x04, 0x52)                   // mem[4:36] = 86400
	code = append(code, 0x60, 0x00, 0x60, 0x00, 0x60, 0x24, 0x60, 0x00, 0x34, 0x73) // CALL(gas, EP, value, 0, 36, 0, 0)
	code = append(code, testenv.EntryPoint.Bytes()...)
	code = append(code, 0x5a, 0xf1, 0x50, 0x00) // GAS CALL POP STOP
	code[3] = byte(len(code))                   // the JUMPI target
	code = append(code, 0x5b)                   // JUMPDEST: return ("", 0)
	code = append(code, common.FromHex("604060005260606000f3")...)
	pm := env.DeployRuntime(t, code)
	_, err := env.Send(context.Background(), env.Deployer, &pm, nil, big.NewInt(params.Ether))
	require.NoError(t, err)
	env.DepositFor(t, pm)
	return pm
}

// TestERC7562ReputationCountsInclusions follows a third-party paymaster's
// operation from admission (opsSeen) to inclusion (opsIncluded, from the
// EntryPoint's UserOperationEvent), then bans it through setReputation.
func TestERC7562ReputationCountsInclusions(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	_, c := startRelayer(t, env, func(cfg *relayer.Config) { cfg.DebugAPI = true })
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pm := stakedPaymaster(t, env)

	withPaymaster := func() *userop.UserOperation {
		op := rawAccountOp(t, env, "")
		op.Paymaster, op.PaymasterVerificationGasLimit = &pm, big.NewInt(50_000)
		op.PreVerificationGas = new(big.Int).SetUint64(userop.PreVerificationGas(op))
		return op
	}
	hash, err := c.Send(ctx, withPaymaster())
	require.NoError(t, err)
	_, err = c.WaitReceipt(ctx, hash, 20*time.Millisecond)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		var dump []relayer.ReputationDump
		require.NoError(t, c.Call(ctx, &dump, "debug_bundler_dumpReputation"))
		return len(dump) == 1 && dump[0] == relayer.ReputationDump{Address: pm, OpsSeen: 1, OpsIncluded: 1, Status: hexutil.Uint64(erc7562.OK)}
	}, 10*time.Second, 50*time.Millisecond, "the paymaster is seen once and included once")

	var ok string
	require.NoError(t, c.Call(ctx, &ok, "debug_bundler_setReputation", []erc7562.Entry{{Address: pm, OpsSeen: 1000}}))
	_, err = c.Send(ctx, withPaymaster())
	requireCode(t, err, check.CodeThrottled, "[GREP-010]")
}

// TestERC7562ReputationPersists restarts the relayer on the same data
// directory: the reputation survives.
func TestERC7562ReputationPersists(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	env := testenv.Devnet(t)
	dir := t.TempDir()
	withDir := func(cfg *relayer.Config) { cfg.DebugAPI, cfg.DataDir = true, dir }
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r, c := startRelayer(t, env, withDir)
	banned := erc7562.Entry{Address: common.HexToAddress("0x0a"), OpsSeen: 1000, Status: erc7562.Banned}
	var ok string
	require.NoError(t, c.Call(ctx, &ok, "debug_bundler_setReputation", []erc7562.Entry{banned}))
	require.NoError(t, r.Stop())

	_, c = startRelayer(t, env, withDir)
	var dump []relayer.ReputationDump
	require.NoError(t, c.Call(ctx, &dump, "debug_bundler_dumpReputation"))
	require.Equal(t, []relayer.ReputationDump{{Address: banned.Address, OpsSeen: 1000, Status: hexutil.Uint64(erc7562.Banned)}}, dump)
}
