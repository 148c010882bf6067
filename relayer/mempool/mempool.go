// Package mempool validates user operations before the relayer accepts them
// and keeps the accepted ones, persisted in the store, until they are mined.
//
// # Checks
//
// Validation is an ordered list of named checks, cheapest first; the first
// check that finds violations stops validation and reports every violation it
// found, each with the actual value and the limit (see [check.Violation]):
//
//  1. fields: field sanity (sizes, fee order, the preVerificationGas the
//     operation owes, the paymasterData layout of the sponsor paymaster).
//  2. gas_caps: the relayer's caps on every gas field, and maxFeePerGas at
//     least the current base fee.
//  3. sponsor_policy: for sponsored operations, the sponsorship policy (calls
//     only into the game contracts, allowed factories, the sponsor's gas caps);
//     unsponsored operations only when the policy accepts them.
//  4. pool_limits: duplicates, replacement fees, pending operations per sender,
//     pool size (a full pool evicts its cheapest evictable operation for one
//     that pays a higher priority fee), and the sponsorship's validity window.
//  5. simulation: simulateValidation on the chain (signatures, nonce, prefund,
//     deposits, the AAxx reasons passed through), then the validation data
//     (signature failure, aggregator, time range) and the paymaster's stake.
//
// # Persistence
//
// An operation is written to the store before eth_sendUserOperation returns
// its hash, and every change of status is written before it takes effect, so
// a restart (even after kill -9) resumes with exactly the accepted operations.
package mempool

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/metrics"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// ErrUnknownOp is returned for an operation hash the relayer never accepted.
var ErrUnknownOp = errors.New("unknown user operation")

// Simulator is the chain access the pool needs (sim.Simulator has it).
type Simulator interface {
	SimulateValidation(ctx context.Context, op *userop.UserOperation, queuedBehind int) (*sim.Validation, error)
}

// Config configures a Pool. Zero values take the defaults of DefaultConfig.
type Config struct {
	EntryPoint common.Address
	ChainID    *big.Int

	// MaxOpsPerSender is how many operations of one sender may wait at once.
	MaxOpsPerSender int
	// MaxPoolSize is how many operations may wait in total.
	MaxPoolSize int
	// MaxOpBytes bounds callData + initCode + paymasterData + signature.
	MaxOpBytes int
	// MinValidity is how long an operation must stay valid after acceptance.
	MinValidity time.Duration
	// Gas caps applied to every operation, sponsored or not.
	MaxVerificationGas          uint64
	MaxCallGas                  uint64
	MaxPaymasterVerificationGas uint64
	MaxPaymasterPostOpGas       uint64
	MaxPreVerificationGas       uint64
	// MaxOpGas bounds the sum of an operation's gas limits (it must fit a bundle).
	MaxOpGas uint64
	// MinPaymasterStake and MinUnstakeDelay are the stake a paymaster needs
	// (ERC-7562: paymasters that read their own storage must be staked).
	MinPaymasterStake *big.Int
	MinUnstakeDelay   uint64

	// BaseFee returns the latest base fee (nil skips the check).
	BaseFee func() *big.Int
	// HeadNumber returns the latest block number, recorded on each accepted
	// operation (nil: 0, unknown).
	HeadNumber func() uint64
	// Now is the clock (default time.Now).
	Now    func() time.Time
	Logger *slog.Logger
	// Metrics receives relayer/mempool/* metrics (nil: a private registry).
	Metrics *metrics.Registry
}

// DefaultConfig holds the defaults.
var DefaultConfig = Config{
	MaxOpsPerSender:             4,
	MaxPoolSize:                 50_000,
	MaxOpBytes:                  64 * 1024,
	MinValidity:                 30 * time.Second,
	MaxVerificationGas:          2_000_000,
	MaxCallGas:                  10_000_000,
	MaxPaymasterVerificationGas: 500_000,
	MaxPaymasterPostOpGas:       500_000,
	MaxPreVerificationGas:       2_000_000,
	MaxOpGas:                    12_000_000,
	MinPaymasterStake:           big.NewInt(1),
	MinUnstakeDelay:             0,
}

func (c *Config) sanitize() {
	d := DefaultConfig
	setInt := func(v *int, def int) {
		if *v <= 0 {
			*v = def
		}
	}
	setU := func(v *uint64, def uint64) {
		if *v == 0 {
			*v = def
		}
	}
	setInt(&c.MaxOpsPerSender, d.MaxOpsPerSender)
	setInt(&c.MaxPoolSize, d.MaxPoolSize)
	setInt(&c.MaxOpBytes, d.MaxOpBytes)
	if c.MinValidity <= 0 {
		c.MinValidity = d.MinValidity
	}
	setU(&c.MaxVerificationGas, d.MaxVerificationGas)
	setU(&c.MaxCallGas, d.MaxCallGas)
	setU(&c.MaxPaymasterVerificationGas, d.MaxPaymasterVerificationGas)
	setU(&c.MaxPaymasterPostOpGas, d.MaxPaymasterPostOpGas)
	setU(&c.MaxPreVerificationGas, d.MaxPreVerificationGas)
	setU(&c.MaxOpGas, d.MaxOpGas)
	if c.MinPaymasterStake == nil {
		c.MinPaymasterStake = d.MinPaymasterStake
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Metrics == nil {
		c.Metrics = metrics.New()
	}
}

// Pool holds the operations that wait for inclusion. It is safe for
// concurrent use.
type Pool struct {
	cfg     Config
	store   *store.Store
	sponsor *sponsor.Sponsor
	sim     Simulator
	log     *slog.Logger
	checks  []namedCheck

	accepted *metrics.Counter
	evicted  *metrics.Counter
	rejected *metrics.CounterVec
	size     *metrics.Gauge

	mu       sync.Mutex
	ops      map[common.Hash]*entry           // every non-final operation
	bySender map[common.Address][]common.Hash // non-final, in nonce order
	byEntity map[common.Address]int           // non-final operations naming each factory or paymaster
	nextSeq  uint64
}

type entry struct {
	rec      *store.OpRecord
	reserved bool // taken by a bundle being built
}

// New builds a pool over st and loads the operations that are not final.
func New(cfg Config, st *store.Store, sp *sponsor.Sponsor, s Simulator) (*Pool, error) {
	cfg.sanitize()
	p := &Pool{
		cfg: cfg, store: st, sponsor: sp, sim: s, log: cfg.Logger,
		ops: map[common.Hash]*entry{}, bySender: map[common.Address][]common.Hash{}, byEntity: map[common.Address]int{},
		accepted: cfg.Metrics.NewCounter("relayer/mempool/accepted", "user operations accepted"),
		evicted:  cfg.Metrics.NewCounter("relayer/mempool/evicted", "user operations pushed out of the full pool by a higher priority fee"),
		rejected: cfg.Metrics.NewCounterVec("relayer/mempool/rejected", "user operations rejected, by reason", "reason"),
		size:     cfg.Metrics.NewGauge("relayer/mempool/size", "user operations waiting (pending or submitted)"),
	}
	p.checks = p.defaultChecks()
	err := st.ForEachOp(func(r *store.OpRecord) error {
		p.nextSeq = max(p.nextSeq, r.Seq+1)
		if !r.Status.Final() {
			p.insert(r)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load mempool: %w", err)
	}
	p.size.Set(int64(len(p.ops)))
	p.log.Info("mempool loaded", "waiting", len(p.ops), "nextSeq", p.nextSeq)
	return p, nil
}

// insert adds r to the in-memory indexes (caller holds mu or is New).
func (p *Pool) insert(r *store.OpRecord) {
	p.ops[r.Hash] = &entry{rec: r}
	hs := append(p.bySender[r.Op.Sender], r.Hash) //nolint:gocritic // appendAssign: stored back below, once sorted
	sort.Slice(hs, func(i, j int) bool {
		return p.ops[hs[i]].rec.Op.Nonce.Cmp(p.ops[hs[j]].rec.Op.Nonce) < 0
	})
	p.bySender[r.Op.Sender] = hs
	for _, a := range entitiesOf(r.Op) {
		p.byEntity[a]++
	}
}

// entitiesOf lists op's factory and paymaster.
func entitiesOf(op *userop.UserOperation) []common.Address {
	var out []common.Address
	for _, a := range []*common.Address{op.Factory, op.Paymaster} {
		if a != nil {
			out = append(out, *a)
		}
	}
	return out
}

// remove drops hash from the in-memory indexes (caller holds mu).
func (p *Pool) remove(hash common.Hash) {
	e, ok := p.ops[hash]
	if !ok {
		return
	}
	delete(p.ops, hash)
	for _, a := range entitiesOf(e.rec.Op) {
		if p.byEntity[a]--; p.byEntity[a] <= 0 {
			delete(p.byEntity, a)
		}
	}
	sender := e.rec.Op.Sender
	hs := p.bySender[sender]
	for i, h := range hs {
		if h == hash {
			hs = append(hs[:i:i], hs[i+1:]...)
			break
		}
	}
	if len(hs) == 0 {
		delete(p.bySender, sender)
	} else {
		p.bySender[sender] = hs
	}
}

// Hash returns the operation's hash for this pool's EntryPoint and chain.
func (p *Pool) Hash(op *userop.UserOperation) common.Hash {
	return op.Hash(p.cfg.EntryPoint, p.cfg.ChainID)
}

// Add validates op and, when every check passes, stores it as pending and
// returns its hash. A refusal is a *check.Rejection.
func (p *Pool) Add(ctx context.Context, op *userop.UserOperation) (common.Hash, error) {
	hash := p.Hash(op)
	st := &state{op: op, hash: hash, now: p.cfg.Now()}
	for _, c := range p.checks {
		vs, err := c.run(ctx, st)
		if err != nil {
			return common.Hash{}, fmt.Errorf("check %s: %w", c.name, err)
		}
		if len(vs) > 0 {
			for i := range vs {
				if vs[i].Check == "" {
					vs[i].Check = c.name
				}
			}
			p.rejected.Inc(vs[0].Kind.String())
			p.log.Debug("user operation rejected", "hash", hash, "sender", op.Sender, "check", c.name, "reason", vs[0].Error())
			return common.Hash{}, &check.Rejection{Violations: vs}
		}
	}
	// Insert under the lock, re-checking what may have changed meanwhile.
	p.mu.Lock()
	defer p.mu.Unlock()
	if vs := p.poolLimits(st); len(vs) > 0 {
		p.rejected.Inc(vs[0].Kind.String())
		return common.Hash{}, &check.Rejection{Violations: vs}
	}
	rec := &store.OpRecord{
		Hash: hash, Op: op.Copy(), Status: store.OpPending, Seq: p.nextSeq,
		Received: st.now, Block: p.headNumber(), Sponsored: p.sponsor != nil && p.sponsor.Sponsors(op), Code: st.code,
	}
	b := p.store.NewBatch()
	if err := b.PutOp(rec); err != nil {
		return common.Hash{}, err
	}
	// The operation this one replaces or evicts leaves in the same write.
	var gone []*store.OpRecord
	for _, g := range []struct {
		hash   common.Hash
		reason string
	}{{st.replaces, "replaced by " + hash.Hex()}, {st.evicts, "evicted from the full mempool by " + hash.Hex() + ", which pays a higher priority fee"}} {
		if g.hash == (common.Hash{}) {
			continue
		}
		old := *p.ops[g.hash].rec
		old.Status, old.Reason = store.OpDropped, g.reason
		if err := b.PutOp(&old); err != nil {
			return common.Hash{}, err
		}
		gone = append(gone, &old)
	}
	if err := b.Write(); err != nil {
		return common.Hash{}, err
	}
	p.nextSeq++
	for _, r := range gone {
		p.remove(r.Hash)
	}
	if st.evicts != (common.Hash{}) {
		p.evicted.Inc()
		p.log.Debug("user operation evicted", "hash", st.evicts, "by", hash)
	}
	p.insert(rec)
	p.accepted.Inc()
	p.size.Set(int64(len(p.ops)))
	p.log.Debug("user operation accepted", "hash", hash, "sender", op.Sender, "nonce", op.Nonce, "sponsored", rec.Sponsored)
	return hash, nil
}

// headNumber is the block number an operation accepted now records.
func (p *Pool) headNumber() uint64 {
	if p.cfg.HeadNumber == nil {
		return 0
	}
	return p.cfg.HeadNumber()
}

// Get returns the record of hash, waiting or final.
func (p *Pool) Get(hash common.Hash) (*store.OpRecord, error) {
	p.mu.Lock()
	if e, ok := p.ops[hash]; ok {
		r := *e.rec
		p.mu.Unlock()
		return &r, nil
	}
	p.mu.Unlock()
	r, err := p.store.Op(hash)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrUnknownOp
	}
	return r, err
}

// Len returns how many operations wait (pending or submitted).
func (p *Pool) Len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.ops)
}

// PendingCount returns how many pending operations are not reserved.
func (p *Pool) PendingCount() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, e := range p.ops {
		if e.rec.Status == store.OpPending && !e.reserved {
			n++
		}
	}
	return n
}

// HasSender reports whether an operation of sender waits (pending or
// submitted).
func (p *Pool) HasSender(sender common.Address) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.bySender[sender]) > 0
}

// EntityCount returns how many waiting operations (pending or submitted)
// name a as their factory or paymaster (an operation naming it as both
// counts twice).
func (p *Pool) EntityCount(a common.Address) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.byEntity[a]
}

// QueuedBehind returns how many waiting operations of op's sender with the
// same nonce key have a lower nonce.
func (p *Pool) QueuedBehind(op *userop.UserOperation) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.queuedBehind(op)
}

func (p *Pool) queuedBehind(op *userop.UserOperation) int {
	n := 0
	key := op.NonceKey()
	for _, h := range p.bySender[op.Sender] {
		o := p.ops[h].rec.Op
		if o.NonceKey().Cmp(key) == 0 && o.Nonce.Cmp(op.Nonce) < 0 {
			n++
		}
	}
	return n
}

// Take reserves up to maxOps pending operations whose gas limits sum to at
// most maxGas and whose calldata fits maxBytes. Senders come oldest first (by
// their oldest pending operation); each sender's operations come in nonce
// order, and an operation is taken only with every earlier waiting one of its
// nonce key in the same call: while nonce n is in another bundle (being built,
// or sent and not mined), n+1 waits, since simulated without n it would fail
// with AA25 and be dropped. The caller must Release or commit them through
// Apply.
func (p *Pool) Take(maxOps int, maxGas uint64, maxBytes int) []*store.OpRecord {
	p.mu.Lock()
	defer p.mu.Unlock()
	oldest := map[common.Address]uint64{}
	for _, e := range p.ops {
		if e.rec.Status != store.OpPending || e.reserved {
			continue
		}
		s := e.rec.Op.Sender
		if seq, ok := oldest[s]; !ok || e.rec.Seq < seq {
			oldest[s] = e.rec.Seq
		}
	}
	senders := make([]common.Address, 0, len(oldest))
	for s := range oldest {
		senders = append(senders, s)
	}
	sort.Slice(senders, func(i, j int) bool { return oldest[senders[i]] < oldest[senders[j]] })
	var out []*store.OpRecord
	gas := new(big.Int)
	limit := new(big.Int).SetUint64(maxGas)
	size := 0
	for _, sender := range senders {
		held := map[string]bool{} // nonce keys whose earlier operation is not taken here
		for _, h := range p.bySender[sender] {
			if len(out) >= maxOps {
				return out
			}
			e := p.ops[h]
			key := e.rec.Op.NonceKey().String()
			if held[key] {
				continue
			}
			if e.rec.Status != store.OpPending || e.reserved {
				held[key] = true
				continue
			}
			g := new(big.Int).Add(gas, e.rec.Op.GasLimitSum())
			sz := size + e.rec.Op.EncodedSize()
			if g.Cmp(limit) > 0 || sz > maxBytes {
				held[key] = true
				continue
			}
			gas, size = g, sz
			e.reserved = true
			r := *e.rec
			out = append(out, &r)
		}
	}
	return out
}

// Release returns reserved operations to the pending set.
func (p *Pool) Release(hashes ...common.Hash) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, h := range hashes {
		if e, ok := p.ops[h]; ok {
			e.reserved = false
		}
	}
}

// Stage adds the records to b; after b.Write succeeds, call Apply with them.
func (p *Pool) Stage(b *store.Batch, recs ...*store.OpRecord) error {
	for _, r := range recs {
		if err := b.PutOp(r); err != nil {
			return err
		}
	}
	return nil
}

// Apply updates the in-memory pool with records already written: final ones
// leave it, others replace the waiting entry (and are no longer reserved).
// A final record that is not waiting (for instance one included after a
// reorg put it back) is ignored.
func (p *Pool) Apply(recs ...*store.OpRecord) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, r := range recs {
		if r.Status.Final() {
			p.remove(r.Hash)
			continue
		}
		c := *r
		if e, ok := p.ops[r.Hash]; ok {
			e.rec, e.reserved = &c, false
		} else {
			p.insert(&c)
		}
	}
	p.size.Set(int64(len(p.ops)))
}

// Update writes the records and applies them.
func (p *Pool) Update(recs ...*store.OpRecord) error {
	b := p.store.NewBatch()
	if err := p.Stage(b, recs...); err != nil {
		return err
	}
	if err := b.Write(); err != nil {
		return err
	}
	p.Apply(recs...)
	return nil
}

// Waiting returns a copy of every waiting record with the given status.
func (p *Pool) Waiting(status store.OpStatus) []*store.OpRecord {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []*store.OpRecord
	for _, e := range p.ops {
		if e.rec.Status == status {
			r := *e.rec
			out = append(out, &r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Seq < out[j].Seq })
	return out
}
