// Package bundler turns pending user operations into handleOps transactions
// on the EntryPoint and follows them until they are mined.
//
// Each signer key runs its own loop with up to Config.MaxInFlight bundles in
// flight at consecutive nonces, so a signer need not wait for its last bundle
// to be mined before it sends the next (which would often miss a block). A
// bundle is built when enough operations wait (Config.MaxBundleOps) or when
// Config.Interval has passed since the last one; its operations are
// re-simulated together (handleOps through eth_call) and any that fails is
// dropped with the EntryPoint's reason. The signed transaction is written to
// the store before it is sent, so a restart re-broadcasts it instead of losing
// or duplicating it. A transaction not mined after Config.ResubmitAfter is
// re-signed at the same nonce with higher fees. Mined bundles are re-checked
// for Config.Confirmations blocks: when a reorg removes one, its operations
// go back to submitted until the transaction is mined again.
package bundler

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	gethrpc "github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/head"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/metrics"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// Chain is the node access the bundler needs (ethclient.Client has it).
type Chain interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// Simulator checks bundles (sim.Simulator has it).
type Simulator interface {
	// SimulateHandleOps returns the gas the bundle needs (0: unknown), or a
	// *sim.FailedOp naming the first operation that fails.
	SimulateHandleOps(ctx context.Context, ops []*userop.UserOperation, beneficiary common.Address, gas uint64) (uint64, error)
}

// Reputation is the ERC-7562 reputation as bundling applies it
// (erc7562.Reputation has it).
type Reputation interface {
	Status(entity common.Address) erc7562.Status
	// Blame bans the entity of an accepted operation that failed the
	// bundle's re-simulation because of it (GREP-040), when the reputation
	// counts that entity for the operation.
	Blame(hash common.Hash, entity common.Address) bool
}

// Config configures a Bundler. Zero values take DefaultConfig's.
type Config struct {
	EntryPoint common.Address
	ChainID    *big.Int
	// Keys sign the bundle transactions; each runs its own loop.
	Keys []*ecdsa.PrivateKey
	// Beneficiary receives the EntryPoint's compensation (default: each signer).
	Beneficiary common.Address
	// MaxBundleOps is the size trigger and the most operations in a bundle.
	MaxBundleOps int
	// Reputation, when set, applies the bundle-side rules: operations of a
	// banned factory or paymaster are dropped, at most MaxThrottledPerBundle
	// of a throttled one go in a bundle, and an entity whose operation fails
	// the re-simulation is banned.
	Reputation Reputation
	// MaxThrottledPerBundle is THROTTLED_ENTITY_BUNDLE_COUNT.
	MaxThrottledPerBundle int
	// ThrottledLiveBlocks is THROTTLED_ENTITY_LIVE_BLOCKS: an operation of a
	// throttled entity still waiting this many blocks after it was accepted
	// leaves the pool, dropped with the rule as its reason.
	ThrottledLiveBlocks uint64
	// MaxInFlight is how many bundles one signer may have sent and not yet
	// mined, at consecutive nonces.
	MaxInFlight int
	// MaxBundleGas bounds a bundle transaction's gas limit.
	MaxBundleGas uint64
	// MaxBundleBytes bounds a bundle's handleOps calldata (nodes refuse
	// transactions above 128 KiB).
	MaxBundleBytes int
	// Interval is the longest an operation waits for a bundle.
	Interval time.Duration
	// PollInterval is how often heads and receipts are polled.
	PollInterval time.Duration
	// ResubmitAfter is how long a bundle may stay unmined before a fee bump.
	ResubmitAfter time.Duration
	// BumpPercent raises both fee fields by this much per resubmission (>= 10).
	BumpPercent int64
	// MaxFeePerGas caps the bundler's own fee cap (nil: no cap).
	MaxFeePerGas *big.Int
	// Confirmations is how many blocks a mined bundle is re-checked for reorgs.
	Confirmations uint64
	// LogLookback is how many blocks are searched for an operation that was
	// included by someone else.
	LogLookback uint64
	// Heads is the chain head the bundler polls and reads (nil: its own over
	// the chain); the relayer shares it with the mempool.
	Heads   *head.Tracker
	Logger  *slog.Logger
	Metrics *metrics.Registry
}

// DefaultConfig holds the defaults.
var DefaultConfig = Config{
	MaxBundleOps:          200,
	MaxInFlight:           3,
	MaxThrottledPerBundle: 4,
	ThrottledLiveBlocks:   10,
	MaxBundleGas:          30_000_000,
	MaxBundleBytes:        120_000,
	Interval:              time.Second,
	PollInterval:          100 * time.Millisecond,
	ResubmitAfter:         15 * time.Second,
	BumpPercent:           15,
	Confirmations:         6,
	LogLookback:           10_000,
}

func (c *Config) sanitize() error {
	d := DefaultConfig
	if len(c.Keys) == 0 {
		return errors.New("bundler needs at least one signer key")
	}
	if c.ChainID == nil {
		return errors.New("bundler needs the chain id")
	}
	if c.MaxBundleOps <= 0 {
		c.MaxBundleOps = d.MaxBundleOps
	}
	if c.ThrottledLiveBlocks == 0 {
		c.ThrottledLiveBlocks = d.ThrottledLiveBlocks
	}
	if c.MaxThrottledPerBundle <= 0 {
		c.MaxThrottledPerBundle = d.MaxThrottledPerBundle
	}
	if c.MaxInFlight <= 0 {
		c.MaxInFlight = d.MaxInFlight
	}
	if c.MaxBundleGas == 0 {
		c.MaxBundleGas = d.MaxBundleGas
	}
	if c.MaxBundleBytes <= 0 {
		c.MaxBundleBytes = d.MaxBundleBytes
	}
	if c.Interval <= 0 {
		c.Interval = d.Interval
	}
	if c.PollInterval <= 0 {
		c.PollInterval = d.PollInterval
	}
	if c.ResubmitAfter <= 0 {
		c.ResubmitAfter = d.ResubmitAfter
	}
	if c.BumpPercent < 10 {
		c.BumpPercent = d.BumpPercent
	}
	if c.Confirmations == 0 {
		c.Confirmations = d.Confirmations
	}
	if c.LogLookback == 0 {
		c.LogLookback = d.LogLookback
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Metrics == nil {
		c.Metrics = metrics.New()
	}
	return nil
}

// Bundler builds, sends and tracks bundles.
type Bundler struct {
	cfg   Config
	chain Chain
	sim   Simulator
	pool  *mempool.Pool
	store *store.Store
	log   *slog.Logger

	signers []*signer

	heads *head.Tracker

	mu           sync.Mutex
	nextID       uint64
	recent       []*store.BundleRecord // mined within Confirmations blocks
	reorgedQueue []*store.BundleRecord // back in flight after a reorg, waiting for their signer

	bundles    *metrics.Counter
	opsBundled *metrics.Counter
	opsMined   *metrics.Counter
	gasSpent   *metrics.Counter
	feesSpent  *metrics.Counter
	dropped    *metrics.CounterVec
	bumps      *metrics.Counter
	reorgs     *metrics.Counter
	lastSize   *metrics.Gauge

	manual atomic.Bool           // debug_bundler_setBundlingMode: bundles only on SendNow
	flush  chan chan flushResult // SendNow requests, served by one signer's loop

	wake chan struct{}
	quit chan struct{}
	wg   sync.WaitGroup
}

type signer struct {
	key   *ecdsa.PrivateKey
	addr  common.Address
	nonce uint64                // next nonce to use
	open  []*store.BundleRecord // in flight, by nonce
	last  time.Time             // when the last bundle was built
}

// addOpen puts r among the signer's bundles in flight, in nonce order.
func (sg *signer) addOpen(r *store.BundleRecord) {
	i := sort.Search(len(sg.open), func(i int) bool { return sg.open[i].Nonce > r.Nonce })
	sg.open = append(sg.open[:i:i], append([]*store.BundleRecord{r}, sg.open[i:]...)...)
}

// closeOpen removes the bundle id from the signer's bundles in flight.
func (sg *signer) closeOpen(id uint64) {
	for i, r := range sg.open {
		if r.ID == id {
			sg.open = append(sg.open[:i:i], sg.open[i+1:]...)
			return
		}
	}
}

// New builds a bundler and loads the bundles in flight from the store.
func New(cfg Config, chain Chain, s Simulator, pool *mempool.Pool, st *store.Store) (*Bundler, error) {
	if err := cfg.sanitize(); err != nil {
		return nil, err
	}
	m := cfg.Metrics
	b := &Bundler{
		cfg: cfg, chain: chain, sim: s, pool: pool, store: st, log: cfg.Logger, heads: cfg.Heads,
		bundles:    m.NewCounter("relayer/bundler/bundles", "bundle transactions mined"),
		opsBundled: m.NewCounter("relayer/bundler/ops_bundled", "user operations put into bundle transactions"),
		opsMined:   m.NewCounter("relayer/bundler/ops_mined", "user operations mined"),
		gasSpent:   m.NewCounter("relayer/bundler/gas_spent_gas", "gas used by mined bundle transactions"),
		feesSpent:  m.NewCounter("relayer/bundler/fees_spent_wei", "fees paid for mined bundle transactions, in wei"),
		dropped:    m.NewCounterVec("relayer/bundler/dropped", "user operations dropped at re-simulation, by reason", "reason"),
		bumps:      m.NewCounter("relayer/bundler/fee_bumps", "bundle transactions re-sent with higher fees"),
		reorgs:     m.NewCounter("relayer/bundler/reorgs", "mined bundles removed by a reorg"),
		lastSize:   m.NewGauge("relayer/bundler/last_bundle_ops", "user operations in the last bundle sent"),
		wake:       make(chan struct{}, 1),
		flush:      make(chan chan flushResult),
	}
	if b.heads == nil {
		b.heads = head.New(chain)
	}
	for _, k := range cfg.Keys {
		b.signers = append(b.signers, &signer{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)})
	}
	err := st.ForEachBundle(func(r *store.BundleRecord) error {
		b.nextID = max(b.nextID, r.ID+1)
		if r.Status != store.BundleSent {
			return nil
		}
		for _, sg := range b.signers {
			if sg.addr == r.Signer {
				for _, o := range sg.open {
					if o.Nonce == r.Nonce {
						return fmt.Errorf("two open bundles for signer %s at nonce %d (%d and %d)", r.Signer, r.Nonce, o.ID, r.ID)
					}
				}
				sg.addOpen(r)
				return nil
			}
		}
		return fmt.Errorf("open bundle %d was sent by %s, which is not a configured signer", r.ID, r.Signer)
	})
	if err != nil {
		return nil, fmt.Errorf("load bundles: %w", err)
	}
	return b, nil
}

// Signers returns the signer addresses.
func (b *Bundler) Signers() []common.Address {
	out := make([]common.Address, len(b.signers))
	for i, s := range b.signers {
		out[i] = s.addr
	}
	return out
}

// Start syncs nonces, re-broadcasts bundles in flight and starts the loops.
func (b *Bundler) Start(ctx context.Context) error {
	if err := b.pollHead(ctx); err != nil {
		return fmt.Errorf("read head: %w", err)
	}
	for _, sg := range b.signers {
		n, err := b.chain.PendingNonceAt(ctx, sg.addr)
		if err != nil {
			return fmt.Errorf("nonce of %s: %w", sg.addr, err)
		}
		sg.nonce, sg.last = n, time.Now()
		for _, o := range sg.open {
			b.log.Info("resuming bundle in flight", "bundle", o.ID, "signer", sg.addr, "nonce", o.Nonce, "ops", len(o.Ops))
			b.rebroadcast(ctx, o)
			sg.nonce = max(sg.nonce, o.Nonce+1)
		}
	}
	b.quit = make(chan struct{})
	for _, sg := range b.signers {
		b.wg.Add(1)
		go b.loop(sg)
	}
	b.wg.Add(1)
	go b.headLoop()
	return nil
}

// Stop ends the loops (a bundle in flight stays recorded and resumes on the
// next Start).
func (b *Bundler) Stop() {
	if b.quit == nil {
		return
	}
	close(b.quit)
	b.wg.Wait()
	b.quit = nil
}

// Wake asks the loops to look at the pool now (after an operation arrives).
func (b *Bundler) Wake() {
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

// Head returns the latest head seen (nil before Start).
func (b *Bundler) Head() *types.Header { return b.heads.Head() }

// BaseFee returns the latest base fee, or nil.
func (b *Bundler) BaseFee() *big.Int { return b.heads.BaseFee() }

func (b *Bundler) pollHead(ctx context.Context) error { return b.heads.Poll(ctx) }

// HeadPolled returns when the head was last read successfully.
func (b *Bundler) HeadPolled() time.Time { return b.heads.Polled() }

func (b *Bundler) headLoop() {
	defer b.wg.Done()
	t := time.NewTicker(b.cfg.PollInterval)
	defer t.Stop()
	for {
		select {
		case <-b.quit:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := b.pollHead(ctx); err != nil {
			b.log.Warn("head poll failed", "err", err)
		} else {
			b.checkReorgs(ctx)
		}
		cancel()
	}
}

func (b *Bundler) loop(sg *signer) {
	defer b.wg.Done()
	t := time.NewTicker(b.cfg.PollInterval)
	defer t.Stop()
	log := b.log.With("signer", sg.addr)
	for {
		select {
		case <-b.quit:
			return
		case <-t.C:
		case <-b.wake:
			b.Wake() // let the other signers see it too
		case reply := <-b.flush:
			b.flushNow(sg, reply)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		if err := b.step(ctx, sg); err != nil {
			log.Warn("bundler step failed", "err", err)
		}
		cancel()
	}
}

// step tracks the signer's bundles in flight and, while it has fewer than
// MaxInFlight, builds a new one.
func (b *Bundler) step(ctx context.Context, sg *signer) error {
	b.adoptReorged(ctx, sg)
	if len(sg.open) > 0 {
		if err := b.track(ctx, sg); err != nil {
			return err
		}
	}
	if len(sg.open) >= b.cfg.MaxInFlight {
		return nil
	}
	pending := b.pool.PendingCount()
	if pending == 0 || b.manual.Load() || (pending < b.cfg.MaxBundleOps && time.Since(sg.last) < b.cfg.Interval) {
		return nil
	}
	return b.build(ctx, sg)
}

// adoptReorged makes the bundles that a reorg put back in flight the
// signer's open bundles again.
func (b *Bundler) adoptReorged(ctx context.Context, sg *signer) {
	var mine []*store.BundleRecord
	b.mu.Lock()
	kept := b.reorgedQueue[:0:0]
	for _, r := range b.reorgedQueue {
		if r.Signer == sg.addr {
			mine = append(mine, r)
		} else {
			kept = append(kept, r)
		}
	}
	b.reorgedQueue = kept
	b.mu.Unlock()
	for _, r := range mine {
		sg.closeOpen(r.ID)
		sg.addOpen(r)
		b.rebroadcast(ctx, r)
	}
}

// gasLimit is the most gas a bundle of ops can need: every operation using
// all its limits. It caps the re-simulation.
func gasLimit(ops []*userop.UserOperation) uint64 {
	var g uint64 = 100_000
	for _, op := range ops {
		exec := op.VerificationGasLimit.Uint64() + op.CallGasLimit.Uint64() + op.PaymasterVerificationGasLimit.Uint64() + op.PaymasterPostOpGasLimit.Uint64()
		g += exec + exec/10 + op.PreVerificationGas.Uint64() + 10_000
	}
	return g
}

// txGas is the bundle transaction's gas limit: the gas the re-simulation
// used plus a quarter (a trace may report gas after refunds, which give back
// at most a fifth of what ran), plus room for the largest single gas limit of any
// operation (the EntryPoint checks, before each call, that the call's whole
// limit is left, with 1/64 held back by the EVM), never above gasLimit. A
// block's builder counts a transaction's whole gas limit against the gas
// left in the block, so a limit near what the bundle uses is what lets
// several bundles share a block.
func txGas(ops []*userop.UserOperation, simulated uint64) uint64 {
	limit := gasLimit(ops)
	if simulated == 0 {
		return limit
	}
	var largest uint64
	for _, op := range ops {
		v := op.VerificationGasLimit.Uint64() + op.PaymasterVerificationGasLimit.Uint64()
		c := op.CallGasLimit.Uint64() + op.PaymasterPostOpGasLimit.Uint64()
		largest = max(largest, v, c)
	}
	return min(limit, simulated+simulated/4+largest*64/63+50_000)
}

func (b *Bundler) beneficiary(sg *signer) common.Address {
	if b.cfg.Beneficiary != (common.Address{}) {
		return b.cfg.Beneficiary
	}
	return sg.addr
}

// build takes pending operations, re-simulates them as one bundle, signs,
// records and sends the transaction.
func (b *Bundler) build(ctx context.Context, sg *signer) error {
	sg.last = time.Now()
	// Leave room for the per-op overheads in gasLimit.
	recs := b.pool.Take(b.cfg.MaxBundleOps, b.cfg.MaxBundleGas*8/10, b.cfg.MaxBundleBytes)
	if len(recs) == 0 {
		return nil
	}
	release := func(rs []*store.OpRecord) {
		hs := make([]common.Hash, len(rs))
		for i, r := range rs {
			hs[i] = r.Hash
		}
		b.pool.Release(hs...)
	}
	baseFee := b.BaseFee()
	// Operations whose fee cap is below the base fee wait for it to drop.
	var kept []*store.OpRecord
	var waiting []*store.OpRecord
	for _, r := range recs {
		if baseFee != nil && r.Op.MaxFeePerGas.Cmp(baseFee) < 0 {
			waiting = append(waiting, r)
		} else {
			kept = append(kept, r)
		}
	}
	release(waiting)
	recs, err := b.screen(kept)
	if err == nil {
		recs, err = b.checkCode(ctx, recs)
	}
	if err != nil {
		release(recs)
		return err
	}
	var simulated uint64
	for len(recs) > 0 {
		ops := make([]*userop.UserOperation, len(recs))
		for i, r := range recs {
			ops[i] = r.Op
		}
		simulated, err = b.sim.SimulateHandleOps(ctx, ops, b.beneficiary(sg), min(gasLimit(ops), b.cfg.MaxBundleGas))
		if err == nil {
			break
		}
		var f *sim.FailedOp
		if !errors.As(err, &f) || f.Index < 0 || f.Index >= len(recs) {
			release(recs)
			return fmt.Errorf("re-simulate bundle of %d: %w", len(recs), err)
		}
		bad := recs[f.Index]
		recs = append(recs[:f.Index:f.Index], recs[f.Index+1:]...)
		// The sender's later operations cannot run without this one.
		var later []*store.OpRecord
		kept = recs[:0:0]
		for _, r := range recs {
			if r.Op.Sender == bad.Op.Sender && r.Op.NonceKey().Cmp(bad.Op.NonceKey()) == 0 && r.Op.Nonce.Cmp(bad.Op.Nonce) > 0 {
				later = append(later, r)
			} else {
				kept = append(kept, r)
			}
		}
		recs = kept
		release(later)
		if err := b.resolveFailed(ctx, bad, f); err != nil {
			release(recs)
			return err
		}
	}
	if len(recs) == 0 {
		return nil
	}
	return b.send(ctx, sg, recs, simulated)
}

// screen applies the bundle-side reputation rules to the operations taken
// for a bundle and returns those that stay. An operation naming a banned
// factory or paymaster leaves the pool, dropped with the rule as its reason
// (ERC-7562: a banned entity's waiting operations are removed); beyond
// MaxThrottledPerBundle operations of a throttled entity, the rest wait for
// a later bundle, and so do their senders' later operations; one that would
// wait again when ThrottledLiveBlocks have passed since it was accepted is
// dropped instead, with that rule as its reason.
func (b *Bundler) screen(recs []*store.OpRecord) ([]*store.OpRecord, error) {
	rep := b.cfg.Reputation
	if rep == nil {
		return recs, nil
	}
	type key struct {
		sender   common.Address
		nonceKey string
	}
	held := map[key]bool{}
	head := b.heads.Number()
	perEntity := map[common.Address]int{}
	var keep, dropped []*store.OpRecord
	var wait []common.Hash
	for _, r := range recs {
		k := key{r.Op.Sender, r.Op.NonceKey().String()}
		if held[k] {
			wait = append(wait, r.Hash)
			continue
		}
		drop, over, expired := "", false, ""
		for _, x := range []struct {
			role string
			addr *common.Address
		}{{"factory", r.Op.Factory}, {"paymaster", r.Op.Paymaster}} {
			if x.addr == nil {
				continue
			}
			switch rep.Status(*x.addr) {
			case erc7562.Banned:
				drop = fmt.Sprintf("[GREP-010] %s %s banned by reputation", x.role, x.addr.Hex())
			case erc7562.Throttled:
				if perEntity[*x.addr] >= b.cfg.MaxThrottledPerBundle {
					over = true
					if r.Block != 0 && head >= r.Block+b.cfg.ThrottledLiveBlocks {
						expired = fmt.Sprintf("[THROTTLED_ENTITY_LIVE_BLOCKS] %s %s is throttled and the operation was not included within %d blocks", x.role, x.addr.Hex(), b.cfg.ThrottledLiveBlocks)
					}
				}
			}
		}
		if drop == "" && over {
			drop = expired // an expired operation that would wait again leaves instead
		}
		switch {
		case drop != "":
			d := *r
			d.Status, d.Reason = store.OpDropped, drop
			dropped = append(dropped, &d)
			held[k] = true
		case over:
			wait = append(wait, r.Hash)
			held[k] = true
		default:
			for _, a := range []*common.Address{r.Op.Factory, r.Op.Paymaster} {
				if a != nil && rep.Status(*a) == erc7562.Throttled {
					perEntity[*a]++
				}
			}
			keep = append(keep, r)
		}
	}
	b.pool.Release(wait...)
	if len(dropped) > 0 {
		if err := b.pool.Update(dropped...); err != nil {
			for _, d := range dropped {
				b.pool.Release(d.Hash) // not written: they stay pending
			}
			return keep, err
		}
		for _, d := range dropped {
			why := "banned_entity"
			if strings.HasPrefix(d.Reason, "[THROTTLED") {
				why = "throttled_expired"
			}
			b.dropped.Inc(why)
			b.log.Info("user operation dropped by reputation", "hash", d.Hash, "sender", d.Op.Sender, "reason", d.Reason)
		}
	}
	return keep, nil
}

// CodeHasher reads current code hashes (sim.Simulator has it).
type CodeHasher interface {
	CodeHashes(ctx context.Context, addrs []common.Address) ([]common.Hash, error)
}

// checkCode applies COD-010 before the bundle's re-simulation: an operation
// whose validation used a contract whose code has changed since is dropped
// (its sender's later operations in this bundle wait). The hashes recorded
// at admission are compared with the chain's in one call.
func (b *Bundler) checkCode(ctx context.Context, recs []*store.OpRecord) ([]*store.OpRecord, error) {
	ch, ok := b.sim.(CodeHasher)
	if !ok {
		return recs, nil
	}
	var addrs []common.Address
	index := map[common.Address]int{}
	for _, r := range recs {
		for a := range r.Code {
			if _, ok := index[a]; !ok {
				index[a] = len(addrs)
				addrs = append(addrs, a)
			}
		}
	}
	if len(addrs) == 0 {
		return recs, nil
	}
	now, err := ch.CodeHashes(ctx, addrs)
	if err != nil {
		return recs, err
	}
	type key struct {
		sender   common.Address
		nonceKey string
	}
	held := map[key]bool{}
	var keep, dropped []*store.OpRecord
	var wait []common.Hash
	for _, r := range recs {
		k := key{r.Op.Sender, r.Op.NonceKey().String()}
		if held[k] {
			wait = append(wait, r.Hash)
			continue
		}
		changed := ""
		for a, h := range r.Code {
			if now[index[a]] != h {
				changed = a.Hex()
				break
			}
		}
		if changed == "" {
			keep = append(keep, r)
			continue
		}
		d := *r
		d.Status, d.Reason = store.OpDropped, "[COD-010] code of "+changed+" changed since validation"
		dropped = append(dropped, &d)
		held[k] = true
	}
	b.pool.Release(wait...)
	if len(dropped) > 0 {
		if err := b.pool.Update(dropped...); err != nil {
			for _, d := range dropped {
				b.pool.Release(d.Hash) // not written: they stay pending
			}
			return keep, err
		}
		for _, d := range dropped {
			b.dropped.Inc("code_changed")
			b.log.Info("user operation dropped: code changed", "hash", d.Hash, "sender", d.Op.Sender, "reason", d.Reason)
		}
	}
	return keep, nil
}

// blame applies GREP-040 to the entity an operation's failure at the
// bundle's re-simulation is attributed to: AA1x to the factory, AA2x to the
// factory when the operation creates its account (EREP-020: a factory
// answers for the account it deploys), AA3x to the paymaster (never for a
// failure of the factory or account, EREP-015). Nonce and time-range
// failures (AA25, AA22, AA32) blame nobody: they come from other operations
// or from the clock, not from the entity's code.
func (b *Bundler) blame(r *store.OpRecord, f *sim.FailedOp) {
	if b.cfg.Reputation == nil {
		return
	}
	code := f.Code()
	var entity *common.Address
	switch {
	case code == "AA22" || code == "AA25" || code == "AA32":
		return
	case strings.HasPrefix(code, "AA1"), strings.HasPrefix(code, "AA2"):
		entity = r.Op.Factory
	case strings.HasPrefix(code, "AA3"):
		entity = r.Op.Paymaster
	}
	if entity != nil && b.cfg.Reputation.Blame(r.Hash, *entity) {
		b.log.Warn("entity banned: its operation failed the bundle's re-simulation", "entity", *entity, "hash", r.Hash, "reason", f.Error())
	}
}

// resolveFailed handles an operation that failed re-simulation: on a nonce
// gap its own waiting predecessor will fill (AA25) it goes back to pending;
// when it was included by someone else (AA25) it gets that receipt;
// otherwise it is dropped with the EntryPoint's reason, which
// relayer_getUserOperationStatus reports.
func (b *Bundler) resolveFailed(ctx context.Context, r *store.OpRecord, f *sim.FailedOp) error {
	if f.Code() == "AA25" && b.pool.QueuedBehind(r.Op) > 0 {
		// A nonce gap that the sender's own earlier operation, still waiting
		// here, will fill: the operation waits for it instead of being dropped.
		b.pool.Release(r.Hash)
		b.log.Info("user operation waits for its predecessor", "hash", r.Hash, "sender", r.Op.Sender, "nonce", r.Op.Nonce)
		return nil
	}
	if f.Code() == "AA25" {
		if rcpt, err := b.findElsewhere(ctx, r.Hash); err != nil {
			return err
		} else if rcpt != nil {
			rec := *r
			rec.Status, rec.Receipt = store.OpIncluded, rcpt
			b.log.Info("user operation included by another bundler", "hash", r.Hash, "tx", rcpt.TxHash)
			b.opsMined.Inc()
			return b.pool.Update(&rec)
		}
	}
	b.blame(r, f)
	rec := *r
	rec.Status, rec.Reason = store.OpDropped, f.Error()
	b.dropped.Inc(check.KindOfReason(f.Reason).String())
	b.log.Info("user operation dropped at re-simulation", "hash", r.Hash, "sender", r.Op.Sender, "reason", f.Error())
	return b.pool.Update(&rec)
}

// findElsewhere looks for the operation's UserOperationEvent in recent blocks.
func (b *Bundler) findElsewhere(ctx context.Context, hash common.Hash) (*store.OpReceipt, error) {
	head := b.Head()
	var from *big.Int
	if head != nil && head.Number.Uint64() > b.cfg.LogLookback {
		from = new(big.Int).SetUint64(head.Number.Uint64() - b.cfg.LogLookback)
	}
	logs, err := b.chain.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: from, Addresses: []common.Address{b.cfg.EntryPoint},
		Topics: [][]common.Hash{{userop.EventTopic}, {hash}},
	})
	if err != nil {
		return nil, fmt.Errorf("search logs: %w", err)
	}
	if len(logs) == 0 {
		return nil, nil
	}
	rcpt, err := b.chain.TransactionReceipt(ctx, logs[0].TxHash)
	if err != nil {
		return nil, fmt.Errorf("receipt of %s: %w", logs[0].TxHash, err)
	}
	return OpReceipts(b.cfg.EntryPoint, rcpt)[hash], nil
}

// fees returns the tip and fee cap of a bundle: no more than the operations
// pay (so the compensation covers the transaction), at least the base fee.
func (b *Bundler) fees(ops []*userop.UserOperation) (tip, feeCap *big.Int) {
	for _, op := range ops {
		if tip == nil || op.MaxPriorityFeePerGas.Cmp(tip) < 0 {
			tip = op.MaxPriorityFeePerGas
		}
		if feeCap == nil || op.MaxFeePerGas.Cmp(feeCap) < 0 {
			feeCap = op.MaxFeePerGas
		}
	}
	tip, feeCap = new(big.Int).Set(tip), new(big.Int).Set(feeCap)
	if b.cfg.MaxFeePerGas != nil && feeCap.Cmp(b.cfg.MaxFeePerGas) > 0 {
		feeCap.Set(b.cfg.MaxFeePerGas)
	}
	if tip.Cmp(feeCap) > 0 {
		tip.Set(feeCap)
	}
	return tip, feeCap
}

func (b *Bundler) signTx(sg *signer, nonce uint64, ops []*userop.UserOperation, gas uint64, tip, feeCap *big.Int) (*types.Transaction, []byte, error) {
	packed := make([]bindings.PackedUserOperation, len(ops))
	for i, op := range ops {
		packed[i] = op.Pack()
	}
	data, err := epABI.TryPackHandleOps(packed, b.beneficiary(sg))
	if err != nil {
		return nil, nil, fmt.Errorf("pack handleOps: %w", err)
	}
	ep := b.cfg.EntryPoint
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: b.cfg.ChainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap,
		Gas: min(gas, b.cfg.MaxBundleGas), To: &ep, Data: data,
	})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(b.cfg.ChainID), sg.key)
	if err != nil {
		return nil, nil, fmt.Errorf("sign bundle: %w", err)
	}
	raw, err := signed.MarshalBinary()
	if err != nil {
		return nil, nil, err
	}
	return signed, raw, nil
}

// send signs the bundle (simulated is the re-simulation's gas), writes it
// (and its operations as submitted) to the store, then broadcasts it.
func (b *Bundler) send(ctx context.Context, sg *signer, recs []*store.OpRecord, simulated uint64) error {
	ops := make([]*userop.UserOperation, len(recs))
	hashes := make([]common.Hash, len(recs))
	for i, r := range recs {
		ops[i], hashes[i] = r.Op, r.Hash
	}
	tip, feeCap := b.fees(ops)
	nonce := sg.nonce
	tx, raw, err := b.signTx(sg, nonce, ops, txGas(ops, simulated), tip, feeCap)
	if err != nil {
		b.pool.Release(hashes...)
		return err
	}
	b.mu.Lock()
	id := b.nextID
	b.nextID++
	b.mu.Unlock()
	now := time.Now()
	rec := &store.BundleRecord{
		ID: id, Signer: sg.addr, Nonce: nonce, Ops: hashes, Txs: []common.Hash{tx.Hash()},
		Raw: raw, Status: store.BundleSent, Created: now, Sent: now,
	}
	updated := make([]*store.OpRecord, len(recs))
	for i, r := range recs {
		u := *r
		u.Status, u.Bundle = store.OpSubmitted, id
		updated[i] = &u
	}
	if err := b.settle(rec, updated); err != nil {
		b.pool.Release(hashes...)
		return err
	}
	sg.addOpen(rec)
	sg.nonce = nonce + 1
	b.opsBundled.Add(int64(len(recs)))
	b.lastSize.Set(int64(len(recs)))
	b.log.Info("bundle sent", "bundle", id, "signer", sg.addr, "nonce", nonce, "ops", len(recs), "tx", tx.Hash(), "gas", tx.Gas(), "tip", tip, "feeCap", feeCap)
	if err := b.chain.SendTransaction(ctx, tx); err != nil && !alreadyKnown(err) {
		if nonceTooLow(err) || refused(err) {
			return b.abort(ctx, sg, rec, "refused by the node: "+err.Error())
		}
		// Leave it open: tracking re-broadcasts and bumps it.
		b.log.Warn("bundle broadcast failed", "bundle", id, "err", err)
	}
	return nil
}

func alreadyKnown(err error) bool {
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "already known") || strings.Contains(s, "already imported") || strings.Contains(s, "alreadyknown")
}

// refused reports whether the node answered with an error (the transaction
// will not be accepted as it is), as opposed to a transport failure.
func refused(err error) bool {
	var re gethrpc.Error
	return errors.As(err, &re)
}

func nonceTooLow(err error) bool {
	return strings.Contains(strings.ToLower(err.Error()), "nonce too low")
}

// rebroadcast sends a bundle's latest version again.
func (b *Bundler) rebroadcast(ctx context.Context, open *store.BundleRecord) {
	var tx types.Transaction
	if err := tx.UnmarshalBinary(open.Raw); err != nil {
		b.log.Error("bundle in store is unreadable", "bundle", open.ID, "err", err)
		return
	}
	if err := b.chain.SendTransaction(ctx, &tx); err != nil && !alreadyKnown(err) {
		b.log.Info("re-broadcast refused", "bundle", open.ID, "err", err)
	}
}

// track polls the receipts of the signer's bundles in flight, oldest first
// (a later nonce cannot be mined before an earlier one); it bumps the fee of
// the oldest when it waits too long (the later ones wait behind it).
func (b *Bundler) track(ctx context.Context, sg *signer) error {
	for len(sg.open) > 0 {
		open := sg.open[0]
		r, err := b.receipt(ctx, open)
		if err != nil {
			return err
		}
		if r == nil {
			break
		}
		if err := b.mined(ctx, sg, open, r); err != nil {
			return err
		}
	}
	if len(sg.open) == 0 {
		return nil
	}
	open := sg.open[0]
	// Not mined. Was the nonce used by something else?
	n, err := b.chain.NonceAt(ctx, sg.addr, nil)
	if err != nil {
		return err
	}
	if n > open.Nonce {
		// Mined by a version we cannot see yet, or replaced outside the relayer;
		// give receipts a moment, then give up on it.
		if time.Since(open.Sent) > b.cfg.ResubmitAfter {
			sg.nonce = max(sg.nonce, n)
			return b.abort(ctx, sg, open, fmt.Sprintf("nonce %d used by another transaction", open.Nonce))
		}
		return nil
	}
	if time.Since(open.Sent) < b.cfg.ResubmitAfter {
		return nil
	}
	return b.bump(ctx, sg, open)
}

// receipt returns the receipt of a mined version of the bundle, or nil.
func (b *Bundler) receipt(ctx context.Context, open *store.BundleRecord) (*types.Receipt, error) {
	for i := len(open.Txs) - 1; i >= 0; i-- {
		r, err := b.chain.TransactionReceipt(ctx, open.Txs[i])
		if err == nil && r != nil {
			return r, nil
		}
		if err != nil && !errors.Is(err, ethereum.NotFound) {
			return nil, fmt.Errorf("receipt of %s: %w", open.Txs[i], err)
		}
	}
	return nil, nil
}

// bump re-signs a bundle in flight at the same nonce with fees raised by
// BumpPercent (and at least the current base fee).
func (b *Bundler) bump(ctx context.Context, sg *signer, open *store.BundleRecord) error {
	var old types.Transaction
	if err := old.UnmarshalBinary(open.Raw); err != nil {
		return fmt.Errorf("bundle %d unreadable: %w", open.ID, err)
	}
	raise := func(v *big.Int) *big.Int {
		r := new(big.Int).Mul(v, big.NewInt(100+b.cfg.BumpPercent))
		r.Div(r, big.NewInt(100))
		return r.Add(r, big.NewInt(1))
	}
	tip, feeCap := raise(old.GasTipCap()), raise(old.GasFeeCap())
	if bf := b.BaseFee(); bf != nil {
		floor := new(big.Int).Add(new(big.Int).Mul(bf, big.NewInt(2)), tip)
		if feeCap.Cmp(floor) < 0 {
			feeCap = floor
		}
	}
	if b.cfg.MaxFeePerGas != nil && feeCap.Cmp(b.cfg.MaxFeePerGas) > 0 {
		b.log.Warn("bundle fee at the cap, not bumping", "bundle", open.ID, "cap", b.cfg.MaxFeePerGas)
		open.Sent = time.Now()
		b.rebroadcast(ctx, open)
		return nil
	}
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: b.cfg.ChainID, Nonce: old.Nonce(), GasTipCap: tip, GasFeeCap: feeCap,
		Gas: old.Gas(), To: old.To(), Data: old.Data(),
	})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(b.cfg.ChainID), sg.key)
	if err != nil {
		return err
	}
	raw, err := signed.MarshalBinary()
	if err != nil {
		return err
	}
	next := *open
	next.Txs = append(append([]common.Hash{}, open.Txs...), signed.Hash())
	next.Raw, next.Sent = raw, time.Now()
	batch := b.store.NewBatch()
	if err := batch.PutBundle(&next); err != nil {
		return err
	}
	if err := batch.Write(); err != nil {
		return err
	}
	sg.closeOpen(open.ID)
	sg.addOpen(&next)
	b.bumps.Inc()
	b.log.Info("bundle fee bumped", "bundle", open.ID, "nonce", old.Nonce(), "tx", signed.Hash(), "tip", tip, "feeCap", feeCap)
	if err := b.chain.SendTransaction(ctx, signed); err != nil && !alreadyKnown(err) {
		b.log.Warn("bumped bundle broadcast failed", "bundle", open.ID, "err", err)
	}
	return nil
}

// mined records a mined version of a bundle in flight.
func (b *Bundler) mined(ctx context.Context, sg *signer, inFlight *store.BundleRecord, r *types.Receipt) error {
	open := *inFlight
	open.TxHash, open.BlockHash, open.Block, open.GasUsed = r.TxHash, r.BlockHash, r.BlockNumber.Uint64(), r.GasUsed
	var ops []*store.OpRecord
	if r.Status == types.ReceiptStatusSuccessful {
		open.Status = store.BundleMined
		receipts := OpReceipts(b.cfg.EntryPoint, r)
		for _, h := range open.Ops {
			rec, err := b.pool.Get(h)
			if err != nil {
				return err
			}
			if rc, ok := receipts[h]; ok {
				rec.Status, rec.Receipt = store.OpIncluded, rc
			} else {
				rec.Status, rec.Bundle = store.OpPending, 0 // not in the bundle's events: try again
			}
			ops = append(ops, rec)
		}
	} else {
		open.Status = store.BundleReverted
		var err error
		if ops, err = b.requeue(open.Ops); err != nil {
			return err
		}
	}
	if err := b.settle(&open, ops); err != nil {
		return err
	}
	sg.closeOpen(open.ID)
	sg.nonce = max(sg.nonce, open.Nonce+1)
	b.bundles.Inc()
	b.gasSpent.Add(int64(r.GasUsed))
	if r.EffectiveGasPrice != nil {
		b.feesSpent.AddBig(new(big.Int).Mul(r.EffectiveGasPrice, new(big.Int).SetUint64(r.GasUsed)))
	}
	included := 0
	for _, o := range ops {
		if o.Status == store.OpIncluded {
			included++
		}
	}
	b.opsMined.Add(int64(included))
	b.mu.Lock()
	b.recent = append(b.recent, &open)
	b.mu.Unlock()
	b.log.Info("bundle mined", "bundle", open.ID, "tx", r.TxHash, "block", open.Block, "status", r.Status, "ops", len(open.Ops), "included", included, "gasUsed", r.GasUsed)
	return nil
}

// requeue returns the records of a bundle's operations with every one not
// yet final put back to pending.
func (b *Bundler) requeue(hashes []common.Hash) ([]*store.OpRecord, error) {
	ops := make([]*store.OpRecord, 0, len(hashes))
	for _, h := range hashes {
		rec, err := b.pool.Get(h)
		if err != nil {
			return nil, err
		}
		if !rec.Status.Final() {
			rec.Status, rec.Bundle = store.OpPending, 0
		}
		ops = append(ops, rec)
	}
	return ops, nil
}

// settle writes a bundle and its operations in one batch, then applies the
// operations to the pool: every change of a bundle's state goes through it.
func (b *Bundler) settle(bundle *store.BundleRecord, ops []*store.OpRecord) error {
	batch := b.store.NewBatch()
	if err := batch.PutBundle(bundle); err != nil {
		return err
	}
	if err := b.pool.Stage(batch, ops...); err != nil {
		return err
	}
	if err := batch.Write(); err != nil {
		return err
	}
	b.pool.Apply(ops...)
	return nil
}

// abort gives up on a bundle in flight and puts its operations back.
func (b *Bundler) abort(ctx context.Context, sg *signer, inFlight *store.BundleRecord, why string) error {
	open := *inFlight
	open.Status = store.BundleAborted
	ops, err := b.requeue(open.Ops)
	if err != nil {
		return err
	}
	if err := b.settle(&open, ops); err != nil {
		return err
	}
	sg.closeOpen(open.ID)
	if n, err := b.chain.PendingNonceAt(ctx, sg.addr); err == nil {
		sg.nonce = n
	}
	b.log.Warn("bundle aborted", "bundle", open.ID, "reason", why, "ops", len(ops))
	return nil
}

// checkReorgs re-reads the blocks of recently mined bundles; a bundle whose
// block is no longer canonical goes back in flight and its operations back
// to submitted.
func (b *Bundler) checkReorgs(ctx context.Context) {
	head := b.Head()
	if head == nil {
		return
	}
	b.mu.Lock()
	recent := b.recent
	b.mu.Unlock()
	var keep []*store.BundleRecord
	for _, m := range recent {
		if head.Number.Uint64() >= m.Block+b.cfg.Confirmations {
			continue // final enough
		}
		h, err := b.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(m.Block))
		if err == nil && h.Hash() == m.BlockHash {
			keep = append(keep, m)
			continue
		}
		if err != nil && !errors.Is(err, ethereum.NotFound) {
			keep = append(keep, m)
			continue
		}
		moved, err := b.reorged(ctx, m)
		if err != nil {
			b.log.Warn("reorg handling failed", "bundle", m.ID, "err", err)
		}
		if err != nil || moved {
			keep = append(keep, m) // a moved bundle can be reorged again
		}
	}
	b.mu.Lock()
	// Keep bundles mined since the snapshot.
	b.recent = append(keep, b.recent[len(recent):]...)
	b.mu.Unlock()
}

// reorged handles a mined bundle whose block left the canonical chain; moved
// reports that the transaction is mined in another block (m is updated).
func (b *Bundler) reorged(ctx context.Context, m *store.BundleRecord) (moved bool, err error) {
	b.reorgs.Inc()
	// Mined again elsewhere in the new chain?
	if r, err := b.chain.TransactionReceipt(ctx, m.TxHash); err == nil && r != nil && r.BlockHash != m.BlockHash {
		receipts := OpReceipts(b.cfg.EntryPoint, r)
		var ops []*store.OpRecord
		for _, h := range m.Ops {
			rec, err := b.pool.Get(h)
			if err != nil {
				return false, err
			}
			if rc, ok := receipts[h]; ok {
				rec.Status, rec.Receipt = store.OpIncluded, rc
			}
			ops = append(ops, rec)
		}
		up := *m
		up.BlockHash, up.Block = r.BlockHash, r.BlockNumber.Uint64()
		if err := b.settle(&up, ops); err != nil {
			return false, err
		}
		*m = up
		b.log.Warn("bundle moved by a reorg", "bundle", m.ID, "block", up.Block)
		return true, nil
	}
	// Back in flight: its operations are submitted again until it is re-mined
	// or aborted (tracking re-broadcasts it).
	var sg *signer
	for _, s := range b.signers {
		if s.addr == m.Signer {
			sg = s
		}
	}
	if sg == nil {
		return false, fmt.Errorf("bundle %d signer %s unknown", m.ID, m.Signer)
	}
	var ops []*store.OpRecord
	for _, h := range m.Ops {
		rec, err := b.pool.Get(h)
		if err != nil {
			return false, err
		}
		rec.Status, rec.Receipt, rec.Bundle = store.OpSubmitted, nil, m.ID
		ops = append(ops, rec)
	}
	up := *m
	up.Status, up.TxHash, up.BlockHash, up.Block = store.BundleSent, common.Hash{}, common.Hash{}, 0
	up.Sent = time.Now()
	if err := b.settle(&up, ops); err != nil {
		return false, err
	}
	b.log.Warn("bundle removed by a reorg, tracking again", "bundle", m.ID, "ops", len(ops))
	// The signer's loop owns sg.open; it takes the reorged bundle back on its
	// next step.
	b.mu.Lock()
	b.reorgedQueue = append(b.reorgedQueue, &up)
	b.mu.Unlock()
	return false, nil
}
