// Package testenv starts a real chain for the relayer's tests (the embedded
// devnet, or anvil when installed) and deploys what a sponsored game move
// needs: the EntryPoint v0.8 at its canonical address, the Wordproof account
// factory, a staked and funded SponsorPaymaster and a game-like target
// contract. It also builds and signs user operations for test accounts.
package testenv

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/relayer/userop"
)

// EntryPoint is the canonical EntryPoint v0.8 address.
var EntryPoint = common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")

var (
	entryPointSalt  = common.HexToHash("0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9")
	create2Deployer = common.HexToAddress("0x4e59b44847b379578588920cA78FbF26c0B4956C")
)

// Caps are the on-chain gas caps the paymaster is deployed with.
var Caps = paymaster.ISponsorPaymasterGasLimits{
	VerificationGasLimit:          500_000,
	CallGasLimit:                  500_000,
	PaymasterVerificationGasLimit: 100_000,
	PaymasterPostOpGasLimit:       50_000,
	PreVerificationGas:            200_000,
	MaxFeePerGas:                  big.NewInt(500 * params.GWei),
	MaxPriorityFeePerGas:          big.NewInt(5 * params.GWei),
}

// Env is a chain with the contracts deployed.
type Env struct {
	URL        string
	RPC        *rpc.Client
	Client     *ethclient.Client
	ChainID    *big.Int
	Deployer   *ecdsa.PrivateKey
	SponsorKey *ecdsa.PrivateKey   // the paymaster's signer
	Keys       []*ecdsa.PrivateKey // funded keys for bundlers (not the deployer's)
	Factory    common.Address
	Paymaster  common.Address
	Target     common.Address // a DictionaryRegistry, the sponsored "game"
	Other      common.Address // a second DictionaryRegistry, not sponsored
	Devnet     *devnet.Devnet // nil on anvil
}

// Devnet starts the embedded devnet (instant blocks) and deploys.
func Devnet(t testing.TB) *Env {
	t.Helper()
	return DevnetWith(t, nil)
}

// DevnetWith starts the embedded devnet with its configuration changed by
// mutate (for example an interval Period) and deploys.
func DevnetWith(t testing.TB, mutate func(*devnet.Config)) *Env {
	t.Helper()
	cfg := devnet.DefaultConfig
	if mutate != nil {
		mutate(&cfg)
	}
	dn, err := devnet.New(cfg)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	require.NoError(t, dn.Start(ctx))
	t.Cleanup(func() { _ = dn.Stop() })
	keys := dn.DevKeys()
	env := deploy(t, ctx, dn.HTTPURL(), keys)
	env.Devnet = dn
	return env
}

// AnvilPath returns the anvil binary installed by scripts/bootstrap, or "".
func AnvilPath() string {
	_, file, _, _ := runtime.Caller(0)
	p := filepath.Join(filepath.Dir(file), "..", "..", "..", "node_modules", ".bin", "anvil")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

// Anvil starts anvil on a free loopback port (instant blocks) and deploys.
// The test is skipped when anvil is not installed.
func Anvil(t testing.TB) *Env {
	t.Helper()
	bin := AnvilPath()
	if bin == "" {
		t.Skip("anvil not installed (run scripts/bootstrap)")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	port := l.Addr().(*net.TCPAddr).Port
	require.NoError(t, l.Close())
	cmd := exec.Command(bin, "--port", fmt.Sprint(port), "--host", "127.0.0.1", "--chain-id", "31337", "--gas-limit", "100000000", "--hardfork", "prague")
	// node_modules/.bin/anvil is a node launcher that starts the real anvil
	// as its child: run it in its own process group and kill the group, or
	// the real anvil outlives the test.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); _ = cmd.Wait() })
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if strings.Contains(sc.Text(), "Listening on") {
				close(ready)
				for sc.Scan() {
				}
				return
			}
		}
	}()
	select {
	case <-ready:
	case <-time.After(30 * time.Second):
		t.Fatal("anvil did not start")
	}
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 10)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	return deploy(t, ctx, fmt.Sprintf("http://127.0.0.1:%d", port), keys)
}

func deploy(t testing.TB, ctx context.Context, url string, keys []*ecdsa.PrivateKey) *Env {
	t.Helper()
	rc, err := rpc.DialContext(ctx, url)
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	client := ethclient.NewClient(rc)
	chainID, err := client.ChainID(ctx)
	require.NoError(t, err)
	env := &Env{URL: url, RPC: rc, Client: client, ChainID: chainID, Deployer: keys[0], SponsorKey: keys[1], Keys: keys[2:]}
	deployer := crypto.PubkeyToAddress(keys[0].PublicKey)

	// EntryPoint through the CREATE2 deployer, as on public chains.
	if code, _ := client.CodeAt(ctx, EntryPoint, nil); len(code) == 0 {
		initCode := common.FromHex(bindings.EntryPointMetaData.Bin)
		_, err := env.Send(ctx, env.Deployer, &create2Deployer, append(entryPointSalt.Bytes(), initCode...), nil)
		require.NoError(t, err, "deploy EntryPoint")
		code, err := client.CodeAt(ctx, EntryPoint, nil)
		require.NoError(t, err)
		require.NotEmpty(t, code, "EntryPoint not at its canonical address")
	}
	env.Factory = env.create(t, ctx, account.WordproofAccountFactoryMetaData.Bin, account.NewWordproofAccountFactory().PackConstructor(EntryPoint))
	pm := paymaster.NewSponsorPaymaster()
	env.Paymaster = env.create(t, ctx, paymaster.SponsorPaymasterMetaData.Bin,
		pm.PackConstructor(EntryPoint, deployer, crypto.PubkeyToAddress(env.SponsorKey.PublicKey), Caps))
	reg := bindings.NewDictionaryRegistry()
	env.Target = env.create(t, ctx, bindings.DictionaryRegistryMetaData.Bin, reg.PackConstructor(deployer))
	env.Other = env.create(t, ctx, bindings.DictionaryRegistryMetaData.Bin, reg.PackConstructor(deployer))

	ether := big.NewInt(params.Ether)
	for _, step := range []struct {
		data  []byte
		value *big.Int
	}{
		{pm.PackSetSponsoredTarget(env.Target, true), nil},
		{pm.PackDeposit(), new(big.Int).Mul(ether, big.NewInt(100))},
		{pm.PackAddStake(86400), ether},
	} {
		_, err := env.Send(ctx, env.Deployer, &env.Paymaster, step.data, step.value)
		require.NoError(t, err)
	}
	return env
}

func (e *Env) create(t testing.TB, ctx context.Context, bin string, ctorArgs []byte) common.Address {
	t.Helper()
	code := append(common.FromHex(bin), ctorArgs...) // PackConstructor has no selector
	rcpt, err := e.Send(ctx, e.Deployer, nil, code, nil)
	require.NoError(t, err)
	require.NotEqual(t, common.Address{}, rcpt.ContractAddress)
	return rcpt.ContractAddress
}

// DeployRuntime deploys a contract whose runtime code is runtime (behind a
// minimal constructor that returns it), for hand-assembled test contracts.
func (e *Env) DeployRuntime(t testing.TB, runtime []byte) common.Address {
	t.Helper()
	n := len(runtime)
	ctor := []byte{0x61, byte(n >> 8), byte(n), 0x80, 0x60, 0x0c, 0x60, 0x00, 0x39, 0x60, 0x00, 0xf3} // CODECOPY(0, 12, n); RETURN(0, n)
	rcpt, err := e.Send(context.Background(), e.Deployer, nil, append(ctor, runtime...), nil)
	require.NoError(t, err)
	return rcpt.ContractAddress
}

// DepositFor gives addr a deposit of one ether in the EntryPoint.
func (e *Env) DepositFor(t testing.TB, addr common.Address) {
	t.Helper()
	ep := EntryPoint
	_, err := e.Send(context.Background(), e.Deployer, &ep, bindings.NewEntryPoint().PackDepositTo(addr), big.NewInt(params.Ether))
	require.NoError(t, err)
}

// Send signs and sends a transaction from key and waits for its receipt; a
// reverted transaction is an error.
func (e *Env) Send(ctx context.Context, key *ecdsa.PrivateKey, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := e.Client.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, err
	}
	head, err := e.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	if value == nil {
		value = new(big.Int)
	}
	tip := big.NewInt(params.GWei)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: e.ChainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap,
		Gas: 15_000_000, To: to, Value: value, Data: data,
	})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(e.ChainID), key)
	if err != nil {
		return nil, err
	}
	if err := e.Client.SendTransaction(ctx, signed); err != nil {
		return nil, err
	}
	for {
		rcpt, err := e.Client.TransactionReceipt(ctx, signed.Hash())
		if err == nil {
			if rcpt.Status != types.ReceiptStatusSuccessful {
				return rcpt, errors.New("transaction reverted")
			}
			return rcpt, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Account is a test smart account (WordproofAccount, owner-signed ops).
type Account struct {
	Owner   *ecdsa.PrivateKey
	Salt    *big.Int
	Address common.Address
	env     *Env
}

// NewAccount makes a fresh owner key and computes its counterfactual account.
func (e *Env) NewAccount(t testing.TB) *Account {
	t.Helper()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	f := account.NewWordproofAccountFactory()
	out, err := e.Client.CallContract(context.Background(), callMsg(e.Factory, f.PackGetAddress(crypto.PubkeyToAddress(key.PublicKey), big.NewInt(0))), nil)
	require.NoError(t, err)
	addr, err := f.UnpackGetAddress(out)
	require.NoError(t, err)
	return &Account{Owner: key, Salt: big.NewInt(0), Address: addr, env: e}
}

// Deployed reports whether the account has code.
func (a *Account) Deployed(ctx context.Context) bool {
	code, err := a.env.Client.CodeAt(ctx, a.Address, nil)
	return err == nil && len(code) > 0
}

// Call returns callData executing data on target from the account.
func Call(target common.Address, data []byte) []byte {
	return account.NewWordproofAccount().PackExecute(target, new(big.Int), data)
}

// OwnerCall is a harmless view call on a DictionaryRegistry (owner()).
func OwnerCall() []byte { return bindings.NewDictionaryRegistry().PackOwner() }

// RevertingCall reverts on an empty DictionaryRegistry (dictionary(5)).
func RevertingCall() []byte { return bindings.NewDictionaryRegistry().PackDictionary(5) }

// Op builds an unsigned, unsponsored operation with the given nonce and
// callData, with initCode when withInitCode is set, and fixed gas limits
// within Caps.
func (a *Account) Op(nonce uint64, callData []byte, withInitCode bool) *userop.UserOperation {
	op := &userop.UserOperation{
		Sender:                        a.Address,
		Nonce:                         new(big.Int).SetUint64(nonce),
		CallData:                      callData,
		CallGasLimit:                  big.NewInt(100_000),
		VerificationGasLimit:          big.NewInt(300_000),
		PreVerificationGas:            big.NewInt(60_000),
		MaxFeePerGas:                  big.NewInt(10 * params.GWei),
		MaxPriorityFeePerGas:          big.NewInt(params.GWei),
		PaymasterVerificationGasLimit: new(big.Int),
		PaymasterPostOpGasLimit:       new(big.Int),
	}
	if withInitCode {
		f := a.env.Factory
		op.Factory = &f
		op.FactoryData = account.NewWordproofAccountFactory().PackCreateAccount(crypto.PubkeyToAddress(a.Owner.PublicKey), a.Salt)
	}
	return op
}

// Sign sets the owner signature (65 bytes over the raw user operation hash).
func (a *Account) Sign(op *userop.UserOperation) {
	h := op.Hash(EntryPoint, a.env.ChainID)
	sig, err := crypto.Sign(h[:], a.Owner)
	if err != nil {
		panic(err)
	}
	sig[64] += 27
	op.Signature = sig
}

// SponsorSignature signs the paymaster's getHash digest with the sponsor key
// (for tests that build paymasterData by hand).
func (e *Env) SponsorSignature(digest common.Hash) []byte {
	sig, _ := crypto.Sign(digest[:], e.SponsorKey)
	sig[64] += 27
	return sig
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}
