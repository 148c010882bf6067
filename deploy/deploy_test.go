package deploy_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/internal/forge"
)

// startDevnet runs a devnet for the test.
func startDevnet(t *testing.T, edit func(*devnet.Config)) *devnet.Devnet {
	t.Helper()
	cfg := devnet.DefaultConfig
	if edit != nil {
		edit(&cfg)
	}
	dn, err := devnet.New(cfg)
	require.NoError(t, err)
	require.NoError(t, dn.Start(context.Background()))
	t.Cleanup(func() { require.NoError(t, dn.Stop()) })
	return dn
}

func testContext(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// npmArtifact reads creation and runtime code of an account-abstraction
// artifact installed by scripts/bootstrap.
func npmArtifact(t *testing.T, name string) (creation, runtime []byte) {
	t.Helper()
	root, err := forge.Root()
	require.NoError(t, err)
	path := filepath.Join(root, "node_modules", "@account-abstraction", "contracts", "artifacts", name+".json")
	data, err := os.ReadFile(path)
	require.NoError(t, err, "npm artifact missing: run scripts/bootstrap")
	var a struct {
		Bytecode         hexutil.Bytes `json:"bytecode"`
		DeployedBytecode hexutil.Bytes `json:"deployedBytecode"`
	}
	require.NoError(t, json.Unmarshal(data, &a))
	return a.Bytecode, a.DeployedBytecode
}

// requireRuntimeCode checks on-chain code against an artifact's runtime code.
// Immutables are filled in at construction and appear as zero words in the
// artifact, so bytes may differ only inside runs of at least 20 zero bytes
// (an address) of the artifact.
func requireRuntimeCode(t *testing.T, want, got []byte) {
	t.Helper()
	require.Equal(t, len(want), len(got), "runtime code length")
	zeroRun := make([]bool, len(want))
	for i := 0; i < len(want); {
		j := i
		for j < len(want) && want[j] == 0 {
			j++
		}
		if j-i >= 20 {
			for k := i; k < j; k++ {
				zeroRun[k] = true
			}
		}
		if j == i {
			j++
		}
		i = j
	}
	differ := 0
	for i := range want {
		if want[i] != got[i] {
			require.True(t, zeroRun[i], "byte %d differs outside an immutable slot: %#x vs %#x", i, want[i], got[i])
			differ++
		}
	}
	require.Less(t, differ, len(want)/10, "too much of the code differs")
}

func TestCreate2DeployerMatchesDevnet(t *testing.T) {
	require.Equal(t, devnet.Create2DeployerAddress, deploy.Create2Deployer)
}

func TestBindingsHoldTheNpmEntryPoint(t *testing.T) {
	creation, _ := npmArtifact(t, "EntryPoint")
	require.Equal(t, creation, common.FromHex(bindings.EntryPointMetaData.Bin))
	require.Equal(t, deploy.EntryPointAddress, deploy.Create2Address(deploy.EntryPointSalt, creation))
}

func TestEntryPointOnDevnet(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)
	client := dn.Client()
	key := dn.DevKeys()[0]

	code, err := client.CodeAt(ctx, deploy.EntryPointAddress, nil)
	require.NoError(t, err)
	require.Empty(t, code, "fresh chain")

	addr, err := deploy.EntryPoint(ctx, client, key)
	require.NoError(t, err)
	require.Equal(t, deploy.EntryPointAddress, addr)

	code, err = client.CodeAt(ctx, addr, nil)
	require.NoError(t, err)
	_, runtime := npmArtifact(t, "EntryPoint")
	requireRuntimeCode(t, runtime, code)

	// The EntryPoint answers: its sender creator is a deployed contract.
	ep := bindings.NewEntryPoint().Instance(client, addr)
	creator, err := ethCall(ctx, client, addr, bindings.NewEntryPoint().PackSenderCreator())
	require.NoError(t, err)
	creatorAddr, err := bindings.NewEntryPoint().UnpackSenderCreator(creator)
	require.NoError(t, err)
	creatorCode, err := client.CodeAt(ctx, creatorAddr, nil)
	require.NoError(t, err)
	require.NotEmpty(t, creatorCode)
	require.Equal(t, addr, ep.Address())

	// Idempotent: a second run sends nothing.
	nonce, err := client.NonceAt(ctx, dn.DevAccounts()[0], nil)
	require.NoError(t, err)
	again, err := deploy.EntryPoint(ctx, client, key)
	require.NoError(t, err)
	require.Equal(t, addr, again)
	after, err := client.NonceAt(ctx, dn.DevAccounts()[0], nil)
	require.NoError(t, err)
	require.Equal(t, nonce, after, "no transaction when already deployed")
}

func ethCall(ctx context.Context, client *ethclient.Client, to common.Address, data []byte) ([]byte, error) {
	return client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}

func TestDeploymentErrors(t *testing.T) {
	ctx := testContext(t)

	t.Run("no CREATE2 deployer", func(t *testing.T) {
		dn := startDevnet(t, func(c *devnet.Config) {
			c.Alloc = map[common.Address]types.Account{devnet.Create2DeployerAddress: {Balance: new(big.Int)}}
		})
		_, err := deploy.EntryPoint(ctx, dn.Client(), dn.DevKeys()[0])
		require.ErrorIs(t, err, deploy.ErrNoCreate2Deployer)
		require.ErrorContains(t, err, "chain 1337")
	})

	dn := startDevnet(t, nil)
	d, err := deploy.NewDeployer(ctx, dn.Client(), dn.DevKeys()[0], deploy.DefaultConfig)
	require.NoError(t, err)
	reverting := common.FromHex("0x60006000fd") // PUSH1 0 PUSH1 0 REVERT
	empty := common.FromHex("0x00")             // STOP: deploys no code

	tests := []struct {
		name    string
		deploy  func() error
		wantErr error
	}{
		{name: "create2 init code reverts", deploy: func() error {
			_, err := d.Create2(ctx, "Reverting", common.Hash{1}, reverting)
			return err
		}, wantErr: deploy.ErrReverted},
		{name: "create init code reverts", deploy: func() error {
			_, err := d.Create(ctx, "Reverting", reverting)
			return err
		}, wantErr: deploy.ErrReverted},
		{name: "create leaves no code", deploy: func() error {
			_, err := d.Create(ctx, "Empty", empty)
			return err
		}, wantErr: deploy.ErrNoCode},
		{name: "create2 leaves no code", deploy: func() error {
			_, err := d.Create2(ctx, "Empty", common.Hash{2}, empty)
			return err
		}, wantErr: deploy.ErrNoCode},
		{name: "call reverts on chain", deploy: func() error {
			// A fixed gas limit skips estimation: the revert happens on chain.
			to := devnet.Create2DeployerAddress
			_, err := d.Send(ctx, "revert on chain", &to, append(make([]byte, 32), reverting...), nil, deploy.WithGasLimit(100_000))
			return err
		}, wantErr: deploy.ErrReverted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.deploy()
			require.ErrorIs(t, err, tt.wantErr)
		})
	}

	_, err = deploy.NewDeployer(ctx, dn.Client(), nil, deploy.DefaultConfig)
	require.ErrorIs(t, err, deploy.ErrNoKey)
}

func TestRunRecordsManifest(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)

	m, err := deploy.ToDevnet(ctx, dn, deploy.DefaultSteps(), deploy.DefaultConfig)
	require.NoError(t, err)
	require.NoError(t, m.Validate())
	require.Equal(t, devnet.DefaultChainID, m.ChainID)
	require.Equal(t, dn.HTTPURL(), m.RPCURL)
	require.Equal(t, dn.WSURL(), m.WSURL)
	require.Equal(t, dn.DevAccounts()[0], m.Deployer)
	require.Equal(t, deploy.StepNames(deploy.DefaultSteps()), m.Steps)
	addr, err := m.Address(deploy.ContractEntryPoint)
	require.NoError(t, err)
	require.Equal(t, deploy.EntryPointAddress, addr)
	// The deployment block holds the EntryPoint's creation.
	require.NotZero(t, m.DeploymentBlock)
	before, err := dn.Client().CodeAt(ctx, addr, new(big.Int).SetUint64(m.DeploymentBlock-1))
	require.NoError(t, err)
	require.Empty(t, before)
	at, err := dn.Client().CodeAt(ctx, addr, new(big.Int).SetUint64(m.DeploymentBlock))
	require.NoError(t, err)
	require.NotEmpty(t, at)

	// Running again with the same manifest sends nothing and changes nothing.
	d, err := deploy.NewDeployer(ctx, dn.Client(), dn.DevKeys()[1], deploy.DefaultConfig)
	require.NoError(t, err)
	again := *m
	again.Steps = append([]string(nil), m.Steps...)
	require.NoError(t, deploy.Run(ctx, d, &again, deploy.DefaultSteps()))
	require.Zero(t, d.Sent())
	require.Equal(t, m.DeploymentBlock, again.DeploymentBlock)
	require.Equal(t, m.Contracts, again.Contracts)
	require.Equal(t, m.Steps, again.Steps)

	// A manifest of another chain is refused.
	other := deploy.NewManifest(31337)
	require.ErrorIs(t, deploy.Run(ctx, d, other, deploy.DefaultSteps()), deploy.ErrWrongChain)

	// A failing step stops the run and is not recorded.
	failing := deploy.Step{Name: "Broken", Run: func(ctx context.Context, d *deploy.Deployer, m *deploy.Manifest) error {
		_, err := d.Create(ctx, "Broken", common.FromHex("0x60006000fd"))
		return err
	}}
	fresh := deploy.NewManifest(0)
	err = deploy.Run(ctx, d, fresh, []deploy.Step{deploy.EntryPointStep(), failing})
	require.ErrorIs(t, err, deploy.ErrReverted)
	require.ErrorContains(t, err, "step Broken")
	require.Equal(t, []string{deploy.ContractEntryPoint}, fresh.Steps)
}

// TestUserOperationOnDevnet runs the ERC-4337 flow end to end on the devnet: a
// SimpleAccount created by its factory inside a user operation, signed by the
// owner, executes a call through handleOps.
func TestUserOperationOnDevnet(t *testing.T) {
	dn := startDevnet(t, nil)
	ctx := testContext(t)
	client := dn.Client()
	keys := dn.DevKeys()

	entryPoint, err := deploy.EntryPoint(ctx, client, keys[0])
	require.NoError(t, err)
	d, err := deploy.NewDeployer(ctx, client, keys[0], deploy.DefaultConfig)
	require.NoError(t, err)
	factoryABI := bindings.NewSimpleAccountFactory()
	initCode := append(common.FromHex(bindings.SimpleAccountFactoryMetaData.Bin), factoryABI.PackConstructor(entryPoint)...)
	factory, err := d.Create(ctx, "SimpleAccountFactory", initCode)
	require.NoError(t, err)

	ownerKey, err := crypto.GenerateKey()
	require.NoError(t, err)
	owner := crypto.PubkeyToAddress(ownerKey.PublicKey)
	ret, err := ethCall(ctx, client, factory.Address, factoryABI.PackGetAddress(owner, big.NewInt(0)))
	require.NoError(t, err)
	sender, err := factoryABI.UnpackGetAddress(ret)
	require.NoError(t, err)

	// Fund the counterfactual account so it can pay the EntryPoint.
	_, err = d.Send(ctx, "fund account", &sender, nil, big.NewInt(params.Ether))
	require.NoError(t, err)

	epABI := bindings.NewEntryPoint()
	accountABI := bindings.NewSimpleAccount()
	dest := common.HexToAddress("0x00000000000000000000000000000000000d0e57")
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	maxFee := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(params.GWei))
	op := bindings.PackedUserOperation{
		Sender:             sender,
		Nonce:              big.NewInt(0),
		InitCode:           append(factory.Address.Bytes(), factoryABI.PackCreateAccount(owner, big.NewInt(0))...),
		CallData:           accountABI.PackExecute(dest, big.NewInt(12345), nil),
		AccountGasLimits:   packUint128s(big.NewInt(500_000), big.NewInt(100_000)),
		PreVerificationGas: big.NewInt(50_000),
		GasFees:            packUint128s(big.NewInt(params.GWei), maxFee),
		PaymasterAndData:   []byte{},
		Signature:          []byte{},
	}
	ret, err = ethCall(ctx, client, entryPoint, epABI.PackGetNonce(sender, big.NewInt(0)))
	require.NoError(t, err)
	nonce, err := epABI.UnpackGetNonce(ret)
	require.NoError(t, err)
	require.Zero(t, nonce.Sign())

	sign := func(key *ecdsa.PrivateKey) []byte {
		ret, err := ethCall(ctx, client, entryPoint, epABI.PackGetUserOpHash(op))
		require.NoError(t, err)
		hash, err := epABI.UnpackGetUserOpHash(ret)
		require.NoError(t, err)
		sig, err := crypto.Sign(hash[:], key)
		require.NoError(t, err)
		sig[64] += 27
		return sig
	}

	// A wrong signer is refused by the EntryPoint (AA24).
	bundler, err := deploy.NewDeployer(ctx, client, keys[1], deploy.DefaultConfig)
	require.NoError(t, err)
	op.Signature = sign(keys[2])
	_, err = bundler.Send(ctx, "handleOps", &entryPoint, epABI.PackHandleOps([]bindings.PackedUserOperation{op}, dn.DevAccounts()[1]), nil)
	require.ErrorIs(t, err, deploy.ErrReverted)
	var revert rpc.DataError
	require.ErrorAs(t, err, &revert)
	data, ok := revert.ErrorData().(string)
	require.True(t, ok, "revert data %v", revert.ErrorData())
	require.Equal(t, bindings.EntryPointFailedOpErrorID().Bytes()[:4], common.FromHex(data)[:4], "FailedOp")
	require.Contains(t, string(common.FromHex(data)), "AA24 signature error")

	op.Signature = sign(ownerKey)
	receipt, err := bundler.Send(ctx, "handleOps", &entryPoint, epABI.PackHandleOps([]bindings.PackedUserOperation{op}, dn.DevAccounts()[1]), nil)
	require.NoError(t, err)

	var event *bindings.EntryPointUserOperationEvent
	for _, l := range receipt.Logs {
		if ev, err := epABI.UnpackUserOperationEventEvent(l); err == nil {
			event = ev
		}
	}
	require.NotNil(t, event, "UserOperationEvent emitted")
	require.True(t, event.Success)
	require.Equal(t, sender, event.Sender)
	require.Positive(t, event.ActualGasCost.Sign())

	balance, err := client.BalanceAt(ctx, dest, nil)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(12345), balance, "the account executed the call")
	ret, err = ethCall(ctx, client, sender, accountABI.PackOwner())
	require.NoError(t, err)
	gotOwner, err := accountABI.UnpackOwner(ret)
	require.NoError(t, err)
	require.Equal(t, owner, gotOwner)
	ret, err = ethCall(ctx, client, entryPoint, epABI.PackGetNonce(sender, big.NewInt(0)))
	require.NoError(t, err)
	nonce, err = epABI.UnpackGetNonce(ret)
	require.NoError(t, err)
	require.EqualValues(t, 1, nonce.Uint64())
}

// packUint128s packs two uint128 values into one bytes32, high first.
func packUint128s(high, low *big.Int) [32]byte {
	var out [32]byte
	high.FillBytes(out[:16])
	low.FillBytes(out[16:])
	return out
}
