package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Create2Deployer is the deterministic deployment proxy
// (github.com/Arachnid/deterministic-deployment-proxy) present on most EVM
// chains, anvil and the devnet included. Called with salt ‖ initCode it
// CREATE2s initCode and returns the new address.
var Create2Deployer = common.HexToAddress("0x4e59b44847b379578588920cA78FbF26c0B4956C")

// Backend is the chain access a deployment needs; *ethclient.Client
// implements it, for any chain.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
	BlockNumber(ctx context.Context) (uint64, error)
}

// Config tunes a Deployer.
type Config struct {
	// PollInterval is how often a sent transaction's receipt is polled
	// (default 100ms).
	PollInterval time.Duration

	// Logger receives one line per transaction and per skipped deployment
	// (default: discarded).
	Logger *slog.Logger
}

// DefaultConfig polls receipts every 100ms and logs nothing.
var DefaultConfig = Config{PollInterval: 100 * time.Millisecond}

func (c *Config) sanitize() {
	if c.PollInterval <= 0 {
		c.PollInterval = DefaultConfig.PollInterval
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Deployer sends deployment transactions from one key and waits for them.
// It assigns nonces itself, so the key must not send other transactions
// while a deployment runs.
type Deployer struct {
	backend Backend
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int
	cfg     Config
	log     *slog.Logger

	mu         sync.Mutex // guards the fields below
	nonce      *uint64    // next nonce, once known
	firstBlock uint64     // lowest block of a mined transaction (0: none yet)
	sent       int        // transactions sent
}

// NewDeployer returns a Deployer sending from key on backend's chain.
func NewDeployer(ctx context.Context, backend Backend, key *ecdsa.PrivateKey, cfg Config) (*Deployer, error) {
	if key == nil {
		return nil, ErrNoKey
	}
	cfg.sanitize()
	chainID, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	return &Deployer{
		backend: backend,
		key:     key,
		from:    crypto.PubkeyToAddress(key.PublicKey),
		chainID: chainID,
		cfg:     cfg,
		log:     cfg.Logger,
	}, nil
}

// ChainID returns the chain id of the backend.
func (d *Deployer) ChainID() *big.Int { return new(big.Int).Set(d.chainID) }

// From returns the deployer's address.
func (d *Deployer) From() common.Address { return d.from }

// Backend returns the chain client.
func (d *Deployer) Backend() Backend { return d.backend }

// Sent returns the number of transactions this Deployer has sent.
func (d *Deployer) Sent() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.sent
}

// FirstBlock returns the lowest block number holding one of this Deployer's
// mined transactions, or 0 when none was mined.
func (d *Deployer) FirstBlock() uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.firstBlock
}

// Deployment is the outcome of one contract deployment.
type Deployment struct {
	Address common.Address
	TxHash  common.Hash // zero when the contract was already there
	Block   uint64      // block of the deployment, 0 when already there
}

// Skipped reports whether the contract was already deployed.
func (dep Deployment) Skipped() bool { return dep.TxHash == (common.Hash{}) }

// Create2Address returns where the CREATE2 deployer puts initCode with salt.
func Create2Address(salt common.Hash, initCode []byte) common.Address {
	return crypto.CreateAddress2(Create2Deployer, salt, crypto.Keccak256(initCode))
}

// Create2 deploys initCode (creation code with any constructor arguments
// appended) through the CREATE2 deployer with salt, unless code is already at
// the resulting address. It returns ErrNoCreate2Deployer when the chain lacks
// the deployer, ErrReverted when the creation reverts and ErrNoCode when it
// leaves no code.
func (d *Deployer) Create2(ctx context.Context, name string, salt common.Hash, initCode []byte) (Deployment, error) {
	addr := Create2Address(salt, initCode)
	code, err := d.backend.CodeAt(ctx, addr, nil)
	if err != nil {
		return Deployment{}, fmt.Errorf("%s: code at %s: %w", name, addr, err)
	}
	if len(code) > 0 {
		d.log.Info("already deployed", "contract", name, "address", addr)
		return Deployment{Address: addr}, nil
	}
	proxy, err := d.backend.CodeAt(ctx, Create2Deployer, nil)
	if err != nil {
		return Deployment{}, fmt.Errorf("%s: code at %s: %w", name, Create2Deployer, err)
	}
	if len(proxy) == 0 {
		return Deployment{}, fmt.Errorf("%w: no code at %s on chain %d (deploy it first: https://github.com/Arachnid/deterministic-deployment-proxy)",
			ErrNoCreate2Deployer, Create2Deployer, d.chainID)
	}
	data := append(salt.Bytes(), initCode...)
	receipt, err := d.Send(ctx, name, &Create2Deployer, data, nil)
	if err != nil {
		return Deployment{}, err
	}
	if err := d.checkCode(ctx, name, addr, receipt.BlockNumber); err != nil {
		return Deployment{}, err
	}
	return Deployment{Address: addr, TxHash: receipt.TxHash, Block: receipt.BlockNumber.Uint64()}, nil
}

// Create deploys initCode with a plain creation transaction.
func (d *Deployer) Create(ctx context.Context, name string, initCode []byte) (Deployment, error) {
	receipt, err := d.Send(ctx, name, nil, initCode, nil)
	if err != nil {
		return Deployment{}, err
	}
	if err := d.checkCode(ctx, name, receipt.ContractAddress, receipt.BlockNumber); err != nil {
		return Deployment{}, err
	}
	return Deployment{Address: receipt.ContractAddress, TxHash: receipt.TxHash, Block: receipt.BlockNumber.Uint64()}, nil
}

// checkCode checks for code at addr in the block of the deployment (a node
// may show the receipt an instant before "latest" reaches its block).
func (d *Deployer) checkCode(ctx context.Context, name string, addr common.Address, block *big.Int) error {
	code, err := d.backend.CodeAt(ctx, addr, block)
	if err != nil {
		return fmt.Errorf("%s: code at %s: %w", name, addr, err)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w: %s at %s", ErrNoCode, name, addr)
	}
	return nil
}

// SendOption changes how Send builds a transaction.
type SendOption func(*sendConfig)

type sendConfig struct {
	gasLimit uint64
}

// WithGasLimit sets the transaction's gas limit instead of estimating it; use
// it when estimation cannot work (the outcome depends on state that changes
// before inclusion) or to send a transaction known to revert.
func WithGasLimit(gas uint64) SendOption {
	return func(c *sendConfig) { c.gasLimit = gas }
}

// Send signs and sends a transaction (a contract creation when to is nil),
// waits for its receipt and returns it. Gas is estimated unless WithGasLimit
// says otherwise; what names the transaction in errors and logs. A revert, in
// estimation or on chain, returns ErrReverted (with the receipt when mined).
func (d *Deployer) Send(ctx context.Context, what string, to *common.Address, data []byte, value *big.Int, opts ...SendOption) (*types.Receipt, error) {
	var sc sendConfig
	for _, opt := range opts {
		opt(&sc)
	}
	d.mu.Lock()
	if d.nonce == nil {
		n, err := d.backend.PendingNonceAt(ctx, d.from)
		if err != nil {
			d.mu.Unlock()
			return nil, fmt.Errorf("%s: nonce of %s: %w", what, d.from, err)
		}
		d.nonce = &n
	}
	nonce := *d.nonce
	d.mu.Unlock()

	gas := sc.gasLimit
	if gas == 0 {
		var err error
		gas, err = d.backend.EstimateGas(ctx, ethereum.CallMsg{From: d.from, To: to, Value: value, Data: data})
		if err != nil {
			if isRevert(err) {
				// Both wrapped: callers match ErrReverted and read the revert
				// data with errors.As(err, &rpc.DataError).
				return nil, fmt.Errorf("%w: %s: gas estimation: %w", ErrReverted, what, err)
			}
			return nil, fmt.Errorf("%s: gas estimation: %w", what, err)
		}
	}
	txOpts := d.transactOpts(ctx, nonce, value)
	txOpts.GasLimit = gas
	contract := bind.NewBoundContract(common.Address{}, abi.ABI{}, d.backend, d.backend, d.backend)
	var (
		tx  *types.Transaction
		err error
	)
	if to == nil {
		tx, err = contract.RawCreationTransact(txOpts, data)
	} else {
		contract = bind.NewBoundContract(*to, abi.ABI{}, d.backend, d.backend, d.backend)
		tx, err = contract.RawTransact(txOpts, data)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: send: %w", what, err)
	}
	d.mu.Lock()
	*d.nonce = nonce + 1
	d.sent++
	d.mu.Unlock()
	d.log.Info("transaction sent", "what", what, "tx", tx.Hash(), "nonce", nonce, "gas", tx.Gas())

	receipt, err := d.Wait(ctx, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	d.mu.Lock()
	if b := receipt.BlockNumber.Uint64(); d.firstBlock == 0 || b < d.firstBlock {
		d.firstBlock = b
	}
	d.mu.Unlock()
	if receipt.Status != types.ReceiptStatusSuccessful {
		return receipt, fmt.Errorf("%w: %s: tx %s in block %d used %d of %d gas",
			ErrReverted, what, tx.Hash(), receipt.BlockNumber, receipt.GasUsed, tx.Gas())
	}
	d.log.Info("transaction mined", "what", what, "tx", tx.Hash(), "block", receipt.BlockNumber, "gasUsed", receipt.GasUsed)
	return receipt, nil
}

// transactOpts signs with the deployer key and lets bind fill in gas and fees.
func (d *Deployer) transactOpts(ctx context.Context, nonce uint64, value *big.Int) *bind.TransactOpts {
	signer := types.LatestSignerForChainID(d.chainID)
	return &bind.TransactOpts{
		From:    d.from,
		Nonce:   new(big.Int).SetUint64(nonce),
		Value:   value,
		Context: ctx,
		Signer: func(addr common.Address, tx *types.Transaction) (*types.Transaction, error) {
			if addr != d.from {
				return nil, fmt.Errorf("signer for %s asked to sign for %s", d.from, addr)
			}
			return types.SignTx(tx, signer, d.key)
		},
	}
}

// Wait polls for the receipt of hash until it is mined or ctx ends.
func (d *Deployer) Wait(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	ticker := time.NewTicker(d.cfg.PollInterval)
	defer ticker.Stop()
	for {
		receipt, err := d.backend.TransactionReceipt(ctx, hash)
		if err == nil {
			return receipt, nil
		}
		// Not mined yet, or mined and not indexed yet (geth says so).
		if !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "indexing is in progress") {
			return nil, fmt.Errorf("receipt of %s: %w", hash, err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %s: %w", hash, ctx.Err())
		case <-ticker.C:
		}
	}
}

// isRevert reports whether an error from gas estimation says the
// transaction reverts.
func isRevert(err error) bool {
	return strings.Contains(err.Error(), "revert")
}
