package load

import (
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/userop"
)

// entryPointSalt is the CREATE2 salt of the canonical EntryPoint v0.8.
var entryPointSalt = common.HexToHash("0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9")

// artifacts are the npm package's contracts.
type artifacts struct {
	entryPoint []byte // creation code
	factory    []byte // creation code
	factoryABI abi.ABI
	accountABI abi.ABI
}

func loadArtifacts(root string) (*artifacts, error) {
	read := func(name string) ([]byte, abi.ABI, error) {
		raw, err := os.ReadFile(filepath.Join(root, artifactDir, name+".json"))
		if err != nil {
			return nil, abi.ABI{}, err
		}
		var a struct {
			ABI      json.RawMessage `json:"abi"`
			Bytecode string          `json:"bytecode"`
		}
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, abi.ABI{}, fmt.Errorf("%s artifact: %w", name, err)
		}
		parsed, err := abi.JSON(strings.NewReader(string(a.ABI)))
		if err != nil {
			return nil, abi.ABI{}, fmt.Errorf("%s ABI: %w", name, err)
		}
		code, err := hexutil.Decode(a.Bytecode)
		if err != nil {
			return nil, abi.ABI{}, fmt.Errorf("%s bytecode: %w", name, err)
		}
		return code, parsed, nil
	}
	var arts artifacts
	var err error
	if arts.entryPoint, _, err = read("EntryPoint"); err != nil {
		return nil, err
	}
	if arts.factory, arts.factoryABI, err = read("SimpleAccountFactory"); err != nil {
		return nil, err
	}
	if _, arts.accountABI, err = read("SimpleAccount"); err != nil {
		return nil, err
	}
	return &arts, nil
}

// account is one SimpleAccount and its owner.
type account struct {
	owner *ecdsa.PrivateKey
	addr  common.Address
}

// env is the chain with the contracts and funded accounts.
type env struct {
	cfg         *Config
	url         string
	rc          *rpc.Client
	client      *ethclient.Client
	chainID     *big.Int
	deployer    *ecdsa.PrivateKey
	sponsorKey  *ecdsa.PrivateKey
	bundlerKeys []*ecdsa.PrivateKey
	arts        *artifacts
	entryPoint  common.Address
	factory     common.Address
	paymaster   common.Address
	accounts    []*account
	dataDir     string
	// shape holds the gas limits of every load operation (all have the same
	// shape), from the relayer's eth_estimateUserOperationGas.
	shape *userop.UserOperation
}

func (e *env) close() {
	e.rc.Close()
	if e.dataDir != "" {
		_ = os.RemoveAll(e.dataDir)
	}
}

// fundPerAccount pays for an account's operations: nonce 0's creation and N
// calls at the fee caps a rising base fee leads to.
var fundPerAccount = new(big.Int).Div(big.NewInt(params.Ether), big.NewInt(2))

func setup(ctx context.Context, cfg *Config, ch *chain, arts *artifacts) (*env, error) {
	log := cfg.Logger
	rc, err := rpc.DialContext(ctx, ch.url)
	if err != nil {
		return nil, err
	}
	client := ethclient.NewClient(rc)
	chainID, err := client.ChainID(ctx)
	if err != nil {
		rc.Close()
		return nil, err
	}
	if len(ch.keys) < 2+cfg.Signers {
		rc.Close()
		return nil, fmt.Errorf("chain has %d funded keys, need %d", len(ch.keys), 2+cfg.Signers)
	}
	e := &env{cfg: cfg, url: ch.url, rc: rc, client: client, chainID: chainID, arts: arts,
		deployer: ch.keys[0], sponsorKey: ch.keys[1], bundlerKeys: ch.keys[2 : 2+cfg.Signers]}
	ok := false
	defer func() {
		if !ok {
			e.close()
		}
	}()
	deployerAddr := crypto.PubkeyToAddress(e.deployer.PublicKey)

	// The EntryPoint at its canonical address, through the CREATE2 deployer.
	initHash := crypto.Keccak256(arts.entryPoint)
	e.entryPoint = crypto.CreateAddress2(devnet.Create2DeployerAddress, entryPointSalt, initHash)
	if code, err := client.CodeAt(ctx, e.entryPoint, nil); err != nil {
		return nil, err
	} else if len(code) == 0 {
		to := devnet.Create2DeployerAddress
		if _, err := e.transact(ctx, e.deployer, []txReq{{to: &to, data: append(entryPointSalt.Bytes(), arts.entryPoint...), gas: 15_000_000}}); err != nil {
			return nil, fmt.Errorf("deploy EntryPoint: %w", err)
		}
	}
	ctor, err := arts.factoryABI.Pack("", e.entryPoint)
	if err != nil {
		return nil, err
	}
	pm := paymaster.NewSponsorPaymaster()
	pmCtor := pm.PackConstructor(e.entryPoint, deployerAddr, crypto.PubkeyToAddress(e.sponsorKey.PublicKey), paymaster.ISponsorPaymasterGasLimits{
		VerificationGasLimit: 750_000, CallGasLimit: 1_000_000, PaymasterVerificationGasLimit: 60_000, PaymasterPostOpGasLimit: 0,
		PreVerificationGas: 120_000, MaxFeePerGas: big.NewInt(500 * params.GWei), MaxPriorityFeePerGas: big.NewInt(5 * params.GWei),
	})
	rcpts, err := e.transact(ctx, e.deployer, []txReq{
		{data: append(common.CopyBytes(arts.factory), ctor...), gas: 8_000_000},
		{data: append(common.FromHex(paymaster.SponsorPaymasterMetaData.Bin), pmCtor...), gas: 8_000_000},
	})
	if err != nil {
		return nil, fmt.Errorf("deploy SimpleAccountFactory and the relayer's paymaster: %w", err)
	}
	e.factory, e.paymaster = rcpts[0].ContractAddress, rcpts[1].ContractAddress
	log.Info("contracts deployed", "entryPoint", e.entryPoint, "factory", e.factory)

	if err := e.makeAccounts(ctx); err != nil {
		return nil, err
	}
	if err := e.fundAccounts(ctx); err != nil {
		return nil, fmt.Errorf("fund accounts: %w", err)
	}
	if err := e.createAccounts(ctx); err != nil {
		return nil, fmt.Errorf("create accounts: %w", err)
	}
	log.Info("accounts created and funded", "accounts", len(e.accounts))
	ok = true
	return e, nil
}

// makeAccounts derives the owners (deterministically, so runs compare) and
// asks the factory for their accounts' addresses.
func (e *env) makeAccounts(ctx context.Context) error {
	n := e.cfg.Accounts
	e.accounts = make([]*account, n)
	var batch []rpc.BatchElem
	outs := make([]hexutil.Bytes, n)
	for i := range n {
		var seed [8]byte
		binary.BigEndian.PutUint64(seed[:], uint64(i))
		key, err := crypto.ToECDSA(crypto.Keccak256([]byte("wordproof load owner"), seed[:]))
		if err != nil {
			return err
		}
		e.accounts[i] = &account{owner: key}
		data, err := e.arts.factoryABI.Pack("getAddress", crypto.PubkeyToAddress(key.PublicKey), new(big.Int))
		if err != nil {
			return err
		}
		batch = append(batch, rpc.BatchElem{Method: "eth_call", Args: []any{
			map[string]any{"to": e.factory, "data": hexutil.Bytes(data)}, "latest"}, Result: &outs[i]})
	}
	for start := 0; start < len(batch); start += 100 {
		part := batch[start:min(start+100, len(batch))]
		if err := e.rc.BatchCallContext(ctx, part); err != nil {
			return fmt.Errorf("account addresses: %w", err)
		}
		for _, b := range part {
			if b.Error != nil {
				return fmt.Errorf("account address: %w", b.Error)
			}
		}
	}
	for i, out := range outs {
		if len(out) != 32 {
			return fmt.Errorf("getAddress returned %d bytes", len(out))
		}
		e.accounts[i].addr = common.BytesToAddress(out)
	}
	return nil
}

func (e *env) fundAccounts(ctx context.Context) error {
	for start := 0; start < len(e.accounts); start += 250 {
		var reqs []txReq
		for _, a := range e.accounts[start:min(start+250, len(e.accounts))] {
			to := a.addr
			reqs = append(reqs, txReq{to: &to, value: fundPerAccount, gas: 21_000})
		}
		if _, err := e.transact(ctx, e.deployer, reqs); err != nil {
			return err
		}
	}
	return nil
}

// createAccounts spends every account's nonce 0 on its creation, in
// handleOps transactions sent straight to the EntryPoint (not through the
// relayer): the load then measures plain calls only.
func (e *env) createAccounts(ctx context.Context) error {
	head, err := e.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	tip := big.NewInt(params.GWei)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(4)), tip)
	beneficiary := crypto.PubkeyToAddress(e.deployer.PublicKey)
	const chunk = 40
	var reqs []txReq
	for start := 0; start < len(e.accounts); start += chunk {
		var packed []bindings.PackedUserOperation
		for _, a := range e.accounts[start:min(start+chunk, len(e.accounts))] {
			fd, err := e.arts.factoryABI.Pack("createAccount", crypto.PubkeyToAddress(a.owner.PublicKey), new(big.Int))
			if err != nil {
				return err
			}
			f := e.factory
			op := &userop.UserOperation{
				Sender: a.addr, Nonce: new(big.Int), Factory: &f, FactoryData: fd,
				CallGasLimit: big.NewInt(10_000), VerificationGasLimit: big.NewInt(400_000), PreVerificationGas: big.NewInt(60_000),
				MaxFeePerGas: feeCap, MaxPriorityFeePerGas: tip,
				PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int),
			}
			e.sign(a, op)
			packed = append(packed, op.Pack())
		}
		data, err := bindings.NewEntryPoint().TryPackHandleOps(packed, beneficiary)
		if err != nil {
			return err
		}
		ep := e.entryPoint
		gas, err := e.client.EstimateGas(ctx, ethereum.CallMsg{From: beneficiary, To: &ep, Data: data})
		if err != nil {
			return fmt.Errorf("estimate handleOps: %w", err)
		}
		reqs = append(reqs, txReq{to: &ep, data: data, gas: gas + gas/5})
	}
	if _, err := e.transact(ctx, e.deployer, reqs); err != nil {
		return err
	}
	for _, a := range []*account{e.accounts[0], e.accounts[len(e.accounts)-1]} {
		if code, err := e.client.CodeAt(ctx, a.addr, nil); err != nil || len(code) == 0 {
			return fmt.Errorf("account %s not created (%v)", a.addr, err)
		}
	}
	return nil
}

// sign sets the owner's signature: SimpleAccount v0.8 recovers the signer of
// the user operation hash itself (an EIP-712 digest), without a prefix.
func (e *env) sign(a *account, op *userop.UserOperation) {
	h := op.Hash(e.entryPoint, e.chainID)
	sig, err := crypto.Sign(h[:], a.owner)
	if err != nil {
		panic(err) // only for a malformed key, which derivation never makes
	}
	sig[64] += 27
	op.Signature = sig
}

// callData is SimpleAccount.execute(owner, 0, ""): a plain call, the
// smallest useful operation.
func (e *env) callData(a *account) []byte {
	data, err := e.arts.accountABI.Pack("execute", crypto.PubkeyToAddress(a.owner.PublicKey), new(big.Int), []byte{})
	if err != nil {
		panic(err) // the ABI is fixed
	}
	return data
}

// op builds account a's operation with nonce n and the given fee cap.
func (e *env) op(a *account, n uint64, feeCap, tip *big.Int) *userop.UserOperation {
	op := &userop.UserOperation{
		Sender: a.addr, Nonce: new(big.Int).SetUint64(n), CallData: e.callData(a),
		CallGasLimit: e.shape.CallGasLimit, VerificationGasLimit: e.shape.VerificationGasLimit, PreVerificationGas: e.shape.PreVerificationGas,
		MaxFeePerGas: feeCap, MaxPriorityFeePerGas: tip,
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int),
	}
	e.sign(a, op)
	return op
}

// startRelayer starts the relayer with its defaults (a throwaway data
// directory, the bundler keys of the run) and asks it for the gas limits of
// the load's operations.
func (e *env) startRelayer(ctx context.Context, cfg *Config) (*relayer.Relayer, string, error) {
	dir, err := os.MkdirTemp("", "wordproof-load-")
	if err != nil {
		return nil, "", err
	}
	e.dataDir = dir
	rcfg := relayer.Config{
		RPCURL: e.url, Keys: e.bundlerKeys, SponsorKey: e.sponsorKey, EntryPoint: e.entryPoint,
		Policy: &sponsor.Policy{Paymaster: e.paymaster.Hex(), Targets: []string{e.factory.Hex()}, GasCaps: sponsor.DefaultGasCaps()},
		Addr:   "127.0.0.1:0", DataDir: dir,
		Mempool: relayer.DefaultConfig.Mempool, Bundler: relayer.DefaultConfig.Bundler,
		Logger: cfg.RelayerLogger, Validation: relayer.DefaultConfig.Validation,
	}
	// On a node that cannot trace validation (anvil), the relayer accepts
	// only allow-listed senders (ERC-7562 fallback): the operator of a load
	// run vouches for its own accounts. On the devnet they are traced.
	rcfg.Validation.Allow = make([]common.Address, len(e.accounts))
	for i, a := range e.accounts {
		rcfg.Validation.Allow[i] = a.addr
	}
	if cfg.Relayer != nil {
		cfg.Relayer(&rcfg)
	}
	r, err := relayer.New(rcfg)
	if err != nil {
		return nil, "", err
	}
	if err := r.Start(ctx); err != nil {
		return nil, "", err
	}
	if err := e.estimate(ctx, r.URL()); err != nil {
		_ = r.Stop()
		return nil, "", fmt.Errorf("estimate: %w", err)
	}
	return r, r.URL(), nil
}

// estimate fills e.shape from eth_estimateUserOperationGas on the first
// account's nonce 1, signed (SimpleAccount's signature check costs the same
// for any valid signature).
func (e *env) estimate(ctx context.Context, url string) error {
	rc, err := rpc.DialContext(ctx, url)
	if err != nil {
		return err
	}
	defer rc.Close()
	head, err := e.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	tip := big.NewInt(params.GWei)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	e.shape = &userop.UserOperation{CallGasLimit: big.NewInt(100_000), VerificationGasLimit: big.NewInt(200_000), PreVerificationGas: big.NewInt(100_000)}
	op := e.op(e.accounts[0], 1, feeCap, tip)
	var est struct {
		PreVerificationGas   hexutil.Big `json:"preVerificationGas"`
		VerificationGasLimit hexutil.Big `json:"verificationGasLimit"`
		CallGasLimit         hexutil.Big `json:"callGasLimit"`
	}
	if err := rc.CallContext(ctx, &est, "eth_estimateUserOperationGas", op, e.entryPoint); err != nil {
		return err
	}
	e.shape = &userop.UserOperation{
		CallGasLimit: est.CallGasLimit.ToInt(), VerificationGasLimit: est.VerificationGasLimit.ToInt(),
		PreVerificationGas: est.PreVerificationGas.ToInt(),
	}
	e.cfg.Logger.Info("operation gas limits", "verification", e.shape.VerificationGasLimit, "call", e.shape.CallGasLimit, "preVerification", e.shape.PreVerificationGas)
	return nil
}

// txReq is one transaction for transact.
type txReq struct {
	to    *common.Address
	data  []byte
	value *big.Int
	gas   uint64
}

// transact signs reqs from key with consecutive nonces, sends them all, and
// waits for every receipt; a reverted transaction is an error.
func (e *env) transact(ctx context.Context, key *ecdsa.PrivateKey, reqs []txReq) ([]*types.Receipt, error) {
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := e.client.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, err
	}
	head, err := e.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tip := big.NewInt(params.GWei)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(4)), tip)
	signer := types.LatestSignerForChainID(e.chainID)
	hashes := make([]common.Hash, len(reqs))
	for i, r := range reqs {
		value := r.value
		if value == nil {
			value = new(big.Int)
		}
		tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{
			ChainID: e.chainID, Nonce: nonce + uint64(i), GasTipCap: tip, GasFeeCap: feeCap,
			Gas: r.gas, To: r.to, Value: value, Data: r.data,
		}), signer, key)
		if err != nil {
			return nil, err
		}
		if err := e.client.SendTransaction(ctx, tx); err != nil {
			return nil, fmt.Errorf("send transaction %d: %w", i, err)
		}
		hashes[i] = tx.Hash()
	}
	out := make([]*types.Receipt, len(reqs))
	deadline := time.Now().Add(2 * time.Minute)
	for i, h := range hashes {
		for {
			r, err := e.client.TransactionReceipt(ctx, h)
			if err == nil {
				if r.Status != types.ReceiptStatusSuccessful {
					return nil, fmt.Errorf("transaction %s reverted", h)
				}
				out[i] = r
				break
			}
			if !errors.Is(err, ethereum.NotFound) {
				return nil, err
			}
			if time.Now().After(deadline) {
				return nil, fmt.Errorf("transaction %s not mined after 2 minutes", h)
			}
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(50 * time.Millisecond):
			}
		}
	}
	return out, nil
}
