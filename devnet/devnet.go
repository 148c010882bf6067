package devnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math/big"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/txpool"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	// The relayer's ERC-7562 validation tracer, served by debug_traceCall.
	_ "github.com/wordproof/wordproof/relayer/erc7562/tracer"
	// Native tracers (callTracer, prestateTracer, ...) for debug_trace*.
	_ "github.com/ethereum/go-ethereum/eth/tracers/native"
)

// rpcModules are the namespaces served over HTTP and WebSocket.
var rpcModules = []string{"eth", "net", "web3", "txpool", "debug", "evm"}

// maxBlocksPerWake bounds how many blocks instant mode seals in a row before
// it waits for the next pool event (a safety net against a transaction that
// stays executable in the pool but never fits a block).
const maxBlocksPerWake = 256

// instantRecheck is how often instant mode looks for pending transactions
// that no pool event announced.
const instantRecheck = 100 * time.Millisecond

// Devnet is an in-process development chain. Build it with New, then Start
// and Stop it; it can be started again after Stop, on a fresh chain (or,
// with Config.DataDir, on the chain the last Stop left).
type Devnet struct {
	cfg  Config
	log  *slog.Logger
	keys []*ecdsa.PrivateKey

	mu      sync.Mutex // guards the fields below
	running *instance
}

// instance is one run of the chain, from Start to Stop.
type instance struct {
	stack  *node.Node
	eth    *eth.Ethereum
	beacon *catalyst.SimulatedBeacon
	rpc    *rpc.Client
	client *ethclient.Client

	sealMu   sync.Mutex // serialises block production and guards lastSeal
	lastSeal time.Time  // when the last block was sealed

	quit chan struct{}
	wg   sync.WaitGroup
}

// New checks cfg, fills in defaults and derives the developer keys. It does
// not start anything.
func New(cfg Config) (*Devnet, error) {
	if cfg.Alloc != nil {
		cfg.Alloc = maps.Clone(cfg.Alloc)
	}
	if err := cfg.sanitize(); err != nil {
		return nil, err
	}
	keys, err := DeriveKeys(cfg.Mnemonic, cfg.Accounts)
	if err != nil {
		return nil, err
	}
	return &Devnet{cfg: cfg, log: cfg.Logger, keys: keys}, nil
}

// Config returns the configuration after defaults were filled in.
func (d *Devnet) Config() Config { return d.cfg }

// ChainID returns the chain id.
func (d *Devnet) ChainID() *big.Int { return new(big.Int).SetUint64(d.cfg.ChainID) }

// DevKeys returns the developer accounts' private keys, funded in the genesis.
// They are derived from a public mnemonic: development only.
func (d *Devnet) DevKeys() []*ecdsa.PrivateKey { return d.keys }

// DevAccounts returns the addresses of DevKeys, in the same order.
func (d *Devnet) DevAccounts() []common.Address {
	addrs := make([]common.Address, len(d.keys))
	for i, k := range d.keys {
		addrs[i] = crypto.PubkeyToAddress(k.PublicKey)
	}
	return addrs
}

// Genesis returns the genesis block specification the chain starts from.
func (d *Devnet) Genesis() *core.Genesis {
	alloc := core.SystemContractAllocs()
	alloc[Create2DeployerAddress] = types.Account{Code: Create2DeployerCode, Nonce: 1, Balance: new(big.Int)}
	for _, addr := range d.DevAccounts() {
		alloc[addr] = types.Account{Balance: new(big.Int).Set(d.cfg.Balance)}
	}
	maps.Copy(alloc, d.cfg.Alloc)
	return &core.Genesis{
		Config:     chainConfig(d.cfg.Fork, d.cfg.ChainID),
		GasLimit:   d.cfg.GasLimit,
		BaseFee:    big.NewInt(params.InitialBaseFee),
		Difficulty: new(big.Int),
		Alloc:      alloc,
	}
}

// chainConfig returns the dev chain rules up to and including fork.
func chainConfig(fork string, chainID uint64) *params.ChainConfig {
	c := *params.AllDevChainProtocolChanges
	c.ChainID = new(big.Int).SetUint64(chainID)
	// Experimental forks stay off: their gas schedule is not any live network's.
	c.AmsterdamTime, c.BogotaTime, c.UBTTime = nil, nil, nil
	c.BPO1Time, c.BPO2Time, c.BPO3Time, c.BPO4Time, c.BPO5Time = nil, nil, nil, nil, nil
	switch fork {
	case ForkCancun:
		c.PragueTime, c.OsakaTime = nil, nil
	case ForkPrague:
		c.OsakaTime = nil
	}
	return &c
}

// Start builds a fresh chain from the genesis (or opens the one in
// Config.DataDir), opens the RPC endpoints and starts block production. It returns ErrRunning when already started.
func (d *Devnet) Start(ctx context.Context) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.running != nil {
		return ErrRunning
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	in, err := d.start()
	if err != nil {
		return err
	}
	d.running = in
	d.log.Info("devnet started", "chain", d.cfg.ChainID, "fork", d.cfg.Fork, "period", d.cfg.Period,
		"http", d.httpURL(in), "ws", d.wsURL(in))
	return nil
}

func (d *Devnet) start() (in *instance, err error) {
	nodeConf := node.DefaultConfig
	nodeConf.Name = "wordproof-devnet"
	nodeConf.DataDir = d.cfg.DataDir // empty: in memory
	nodeConf.IPCPath = ""
	nodeConf.P2P = p2p.Config{NoDiscovery: true, MaxPeers: 0, ListenAddr: ""}
	nodeConf.HTTPHost, nodeConf.HTTPPort = "", 0
	nodeConf.WSHost, nodeConf.WSPort = "", 0
	if d.cfg.HTTPAddr != "" {
		nodeConf.HTTPHost, nodeConf.HTTPPort = hostPort(d.cfg.HTTPAddr)
		nodeConf.HTTPModules = rpcModules
		nodeConf.HTTPCors = []string{"*"}
	}
	if d.cfg.WSAddr != "" {
		nodeConf.WSHost, nodeConf.WSPort = hostPort(d.cfg.WSAddr)
		nodeConf.WSModules = rpcModules
		nodeConf.WSOrigins = []string{"*"}
	}

	ethConf := ethconfig.Defaults
	ethConf.Genesis = d.Genesis()
	ethConf.NetworkId = d.cfg.ChainID
	ethConf.SyncMode = ethconfig.FullSync
	ethConf.Miner.GasCeil = d.cfg.GasLimit
	ethConf.Miner.GasPrice = big.NewInt(1) // mine every tip the pool accepts
	ethConf.TxPool.PriceLimit = 1
	ethConf.TxPool.NoLocals = true
	ethConf.TxPool.AccountSlots = 1024 // bundlers and bots send many transactions each
	ethConf.TxPool.AccountQueue = 1024
	ethConf.RPCGasCap = d.cfg.GasLimit
	ethConf.RPCTxFeeCap = 0 // no fee cap on a dev chain
	if d.cfg.DataDir != "" {
		if _, err := d.checkDataDir(); err != nil {
			return nil, err
		}
		// An archive node on the hash scheme writes every block's state as
		// it is sealed; the default path scheme keeps recent state in memory
		// until shutdown, so a crash would rewind the chain.
		ethConf.NoPruning = true
		ethConf.StateScheme = rawdb.HashScheme
	}

	stack, err := node.New(&nodeConf)
	if errors.Is(err, node.ErrDatadirUsed) {
		return nil, fmt.Errorf("%w: %s", ErrDataDirInUse, d.cfg.DataDir)
	}
	if err != nil {
		return nil, fmt.Errorf("devnet node: %w", err)
	}
	defer func() {
		if err != nil {
			stack.Close()
		}
	}()
	backend, err := eth.New(stack, &ethConf)
	if err != nil {
		return nil, fmt.Errorf("devnet ethereum service: %w", err)
	}
	filterSystem := filters.NewFilterSystem(backend.APIBackend, filters.Config{})
	in = &instance{stack: stack, eth: backend, quit: make(chan struct{})}
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: filters.NewFilterAPI(filterSystem)}})
	stack.RegisterAPIs(tracers.APIs(backend.APIBackend))
	stack.RegisterAPIs(newReceiptAPI(backend)) // registered last: overrides the stock method
	stack.RegisterAPIs([]rpc.API{{Namespace: "evm", Service: &evmAPI{d: d}}})
	if err := stack.Start(); err != nil {
		return nil, fmt.Errorf("devnet start: %w", err)
	}
	// Period 0: the beacon never seals on its own; the producer below drives it.
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		return nil, fmt.Errorf("devnet beacon: %w", err)
	}
	in.beacon = beacon
	in.rpc = stack.Attach()
	in.client = ethclient.NewClient(in.rpc)

	in.wg.Add(1)
	go d.instantLoop(in)
	if d.cfg.Period > 0 {
		in.wg.Add(1)
		go d.clockLoop(in, d.cfg.Period)
	}
	return in, nil
}

func hostPort(addr string) (string, int) {
	host, portStr, _ := net.SplitHostPort(addr) // checked by sanitize
	port, _ := strconv.Atoi(portStr)
	return host, port
}

// Stop stops block production, closes the RPC endpoints and releases the
// chain. It is safe to call when not running.
func (d *Devnet) Stop() error {
	d.mu.Lock()
	in := d.running
	d.running = nil
	d.mu.Unlock()
	if in == nil {
		return nil
	}
	close(in.quit)
	in.wg.Wait()
	in.client.Close()
	err := errors.Join(in.beacon.Stop(), in.stack.Close())
	d.log.Info("devnet stopped", "err", err)
	return err
}

func (d *Devnet) current() (*instance, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.running == nil {
		return nil, ErrNotRunning
	}
	return d.running, nil
}

// HTTPURL returns the HTTP JSON-RPC URL, or "" when not running or disabled.
func (d *Devnet) HTTPURL() string {
	in, err := d.current()
	if err != nil {
		return ""
	}
	return d.httpURL(in)
}

func (d *Devnet) httpURL(in *instance) string {
	if d.cfg.HTTPAddr == "" {
		return ""
	}
	return in.stack.HTTPEndpoint()
}

// WSURL returns the WebSocket JSON-RPC URL, or "" when not running or disabled.
func (d *Devnet) WSURL() string {
	in, err := d.current()
	if err != nil {
		return ""
	}
	return d.wsURL(in)
}

func (d *Devnet) wsURL(in *instance) string {
	if d.cfg.WSAddr == "" {
		return ""
	}
	return in.stack.WSEndpoint()
}

// Client returns an in-process client of the running chain (nil when not
// running). It is closed by Stop.
func (d *Devnet) Client() *ethclient.Client {
	in, err := d.current()
	if err != nil {
		return nil
	}
	return in.client
}

// RPCClient returns the in-process raw JSON-RPC client (for debug_* and other
// calls ethclient does not wrap), or nil when not running.
func (d *Devnet) RPCClient() *rpc.Client {
	in, err := d.current()
	if err != nil {
		return nil
	}
	return in.rpc
}

// Mine seals one block with whatever the pool holds and returns its hash.
func (d *Devnet) Mine() (common.Hash, error) {
	in, err := d.current()
	if err != nil {
		return common.Hash{}, err
	}
	hash, _ := in.seal()
	return hash, nil
}

// AdjustTime seals an empty block whose timestamp is the head's plus by (at
// least one second later); later blocks keep the offset. It returns
// ErrPendingTransactions when the pool holds executable transactions.
func (d *Devnet) AdjustTime(by time.Duration) (common.Hash, error) {
	in, err := d.current()
	if err != nil {
		return common.Hash{}, err
	}
	if by < 0 {
		return common.Hash{}, fmt.Errorf("%w: negative time adjustment %v", ErrInvalidConfig, by)
	}
	in.sealMu.Lock()
	defer in.sealMu.Unlock()
	pool := in.eth.TxPool()
	if err := pool.Sync(); err != nil {
		return common.Hash{}, err
	}
	if pending, _ := pool.Stats(); pending > 0 {
		return common.Hash{}, fmt.Errorf("%w: %d executable", ErrPendingTransactions, pending)
	}
	if err := in.beacon.AdjustTime(by); err != nil {
		return common.Hash{}, err
	}
	in.lastSeal = time.Now()
	return in.eth.BlockChain().CurrentBlock().Hash(), nil
}

// sealPending seals one block when the pool holds executable transactions.
// The pool sync runs under sealMu like every other: the pool answers one Sync
// waiter at a time, and a second concurrent Sync (from AdjustTime or Mine)
// would leave the first blocked forever, and block production with it.
func (in *instance) sealPending(pool *txpool.TxPool) (hash common.Hash, txs int, pending bool, err error) {
	in.sealMu.Lock()
	defer in.sealMu.Unlock()
	if err := pool.Sync(); err != nil {
		return common.Hash{}, 0, false, err
	}
	if n, _ := pool.Stats(); n == 0 {
		return common.Hash{}, 0, false, nil
	}
	hash, txs = in.sealLocked()
	return hash, txs, true, nil
}

// seal produces one block and returns its hash and transaction count.
func (in *instance) seal() (common.Hash, int) {
	in.sealMu.Lock()
	defer in.sealMu.Unlock()
	return in.sealLocked()
}

func (in *instance) sealLocked() (common.Hash, int) {
	hash := in.beacon.Commit()
	in.lastSeal = time.Now()
	block := in.eth.BlockChain().GetBlockByHash(hash)
	if block == nil {
		return hash, 0
	}
	return hash, block.Transactions().Len()
}

// instantLoop seals blocks while executable transactions are pending, woken
// by pool events. Events are forwarded through a one-slot channel so that
// the pool's feed never blocks on block production. A slow ticker wakes the
// producer too: a transaction whose event raced with a seal (it reached the
// pool after the seal's sync but before the next event could wake it) would
// otherwise wait forever, and its sender with it.
func (d *Devnet) instantLoop(in *instance) {
	defer in.wg.Done()
	var (
		events = make(chan core.NewTxsEvent, 16)
		sub    = in.eth.TxPool().SubscribeTransactions(events, true)
		wake   = make(chan struct{}, 1)
		done   = make(chan struct{})
		ticker = time.NewTicker(instantRecheck)
		stuck  atomic.Bool // the last drain left transactions that do not fit a block
	)
	defer sub.Unsubscribe()
	defer ticker.Stop()
	go func() {
		defer close(done)
		for range wake {
			stuck.Store(!d.drain(in))
		}
	}()
	defer func() { close(wake); <-done }()
	poke := func() {
		select {
		case wake <- struct{}{}:
		default:
		}
	}
	for {
		select {
		case <-in.quit:
			return
		case <-sub.Err(): //nolint:errcheck // a failed subscription ends the loop; there is no caller to tell
			return
		case <-events:
			stuck.Store(false)
			poke()
		case <-ticker.C:
			if pending, _ := in.eth.TxPool().Stats(); pending > 0 && !stuck.Load() {
				poke()
			}
		}
	}
}

// drain seals blocks until no executable transaction is left (it returns
// true), or a block comes out empty although transactions are pending: they
// do not fit (it returns false).
func (d *Devnet) drain(in *instance) bool {
	pool := in.eth.TxPool()
	for range maxBlocksPerWake {
		select {
		case <-in.quit:
			return true
		default:
		}
		hash, txs, pending, err := in.sealPending(pool)
		if err != nil {
			d.log.Warn("devnet: syncing the transaction pool", "err", err)
			return true
		}
		if !pending {
			return true
		}
		d.log.Debug("devnet block", "hash", hash, "txs", txs)
		if txs == 0 {
			d.log.Warn("devnet: pending transactions do not fit a block")
			return false
		}
	}
	return true
}

// clockLoop keeps the chain's clock moving while no transaction arrives: it
// seals a block whenever none was sealed for a period, so block time
// advances with the wall clock and deadlines pass on an idle chain.
// Transactions do not wait for it (instantLoop seals them at once), so a
// burst of them puts block time ahead of the wall clock, by up to a second a
// block; the clock does not stop to let the wall clock catch up (a player
// waiting for a deadline would wait for nothing), it keeps the lead.
func (d *Devnet) clockLoop(in *instance, period time.Duration) {
	defer in.wg.Done()
	ticker := time.NewTicker(max(period/4, 10*time.Millisecond))
	defer ticker.Stop()
	for {
		select {
		case <-in.quit:
			return
		case <-ticker.C:
			in.sealMu.Lock()
			idle := time.Since(in.lastSeal)
			in.sealMu.Unlock()
			if idle < period {
				continue
			}
			hash, txs := in.seal()
			d.log.Debug("devnet block", "hash", hash, "txs", txs)
		}
	}
}
