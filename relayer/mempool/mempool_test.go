package mempool_test

import (
	"context"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// fakeSim answers simulateValidation from a table instead of a chain: an
// error or a validation per sender, and a count of calls.
type fakeSim struct {
	mu     sync.Mutex
	calls  int
	behind []int // queuedBehind of each call
	errs   map[common.Address]error
	vals   map[common.Address]*sim.Validation
}

func newFakeSim() *fakeSim {
	return &fakeSim{errs: map[common.Address]error{}, vals: map[common.Address]*sim.Validation{}}
}

func (f *fakeSim) SimulateValidation(_ context.Context, op *userop.UserOperation, queuedBehind int) (*sim.Validation, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	f.behind = append(f.behind, queuedBehind)
	if err := f.errs[op.Sender]; err != nil {
		return nil, err
	}
	if v := f.vals[op.Sender]; v != nil {
		return v, nil
	}
	return &sim.Validation{PayMaster: sim.StakeInfo{Stake: big.NewInt(1)}}, nil
}

func (f *fakeSim) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

var (
	entryPoint = common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")
	now        = time.Unix(1_800_000_000, 0)
)

type fixture struct {
	pool    *mempool.Pool
	store   *store.Store
	sim     *fakeSim
	baseFee *big.Int
}

func newPool(t *testing.T, edit func(*mempool.Config)) *fixture {
	t.Helper()
	st, err := store.Open(store.Config{})
	require.NoError(t, err)
	t.Cleanup(func() { _ = st.Close() })
	f := &fixture{store: st, sim: newFakeSim()}
	cfg := mempool.Config{
		EntryPoint: entryPoint, ChainID: big.NewInt(1337),
		BaseFee: func() *big.Int { return f.baseFee },
		Now:     func() time.Time { return now },
	}
	if edit != nil {
		edit(&cfg)
	}
	f.pool, err = mempool.New(cfg, st, nil, f.sim)
	require.NoError(t, err)
	return f
}

func sender(i int) common.Address { return common.BigToAddress(big.NewInt(int64(0x1000 + i))) }

// newOp is a well-formed unsponsored operation of sender i at nonce n, fees in gwei.
func newOp(i int, n int64, feeGwei int64) *userop.UserOperation {
	fee := new(big.Int).Mul(big.NewInt(feeGwei), big.NewInt(1e9))
	return &userop.UserOperation{
		Sender: sender(i), Nonce: big.NewInt(n), CallData: []byte{1, 2, 3, 4},
		CallGasLimit: big.NewInt(100_000), VerificationGasLimit: big.NewInt(200_000), PreVerificationGas: big.NewInt(60_000),
		MaxFeePerGas: fee, MaxPriorityFeePerGas: new(big.Int).Set(fee),
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int),
		Signature: make([]byte, 65),
	}
}

// withKey moves op's nonce to the given nonce key (the nonce's top 192 bits).
func withKey(op *userop.UserOperation, key int64) *userop.UserOperation {
	op.Nonce = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(key), 64), op.Nonce)
	return op
}

func (f *fixture) add(t *testing.T, op *userop.UserOperation) common.Hash {
	t.Helper()
	h, err := f.pool.Add(context.Background(), op)
	require.NoError(t, err)
	return h
}

// rejected adds op and returns the rejection it must get.
func (f *fixture) rejected(t *testing.T, op *userop.UserOperation) *check.Rejection {
	t.Helper()
	_, err := f.pool.Add(context.Background(), op)
	require.Error(t, err)
	rej, ok := check.AsRejection(err)
	require.True(t, ok, "not a rejection: %v", err)
	return rej
}

func TestCheckOrder(t *testing.T) {
	f := newPool(t, nil)
	require.Equal(t, []string{"fields", "gas_caps", "sponsor_policy", "pool_limits", "simulation"}, f.pool.CheckNames())
}

// TestChecksMapToCodes runs one operation per rule and asserts the check that
// catches it and the ERC-4337 error code the client sees. A check that fails
// stops validation: no simulation runs for the cheap checks' failures.
func TestChecksMapToCodes(t *testing.T) {
	stake := big.NewInt(1)
	for _, tc := range []struct {
		name    string
		edit    func(op *userop.UserOperation)
		simErr  error
		simVal  *sim.Validation
		check   string
		code    int
		reason  string
		simRuns bool
	}{
		{name: "zero sender", edit: func(op *userop.UserOperation) { op.Sender = common.Address{} }, check: "fields", code: -32602, reason: "zero address"},
		{name: "empty signature", edit: func(op *userop.UserOperation) { op.Signature = nil }, check: "fields", code: -32602, reason: "signature is empty"},
		{name: "too large", edit: func(op *userop.UserOperation) { op.CallData = make([]byte, 70_000) }, check: "fields", code: -32602, reason: "operation too large"},
		{name: "tip above cap", edit: func(op *userop.UserOperation) {
			op.MaxPriorityFeePerGas = new(big.Int).Add(op.MaxFeePerGas, big.NewInt(1))
		}, check: "fields", code: -32602, reason: "priority fee above the fee cap"},
		{name: "preVerificationGas low", edit: func(op *userop.UserOperation) { op.PreVerificationGas = big.NewInt(1000) }, check: "fields", code: -32602, reason: "preVerificationGas below"},
		{name: "paymaster gas without paymaster", edit: func(op *userop.UserOperation) { op.PaymasterPostOpGasLimit = big.NewInt(1) }, check: "fields", code: -32602, reason: "without a paymaster"},
		{name: "call gas above cap", edit: func(op *userop.UserOperation) { op.CallGasLimit = big.NewInt(10_000_001) }, check: "gas_caps", code: -32602, reason: "above the relayer's cap"},
		{name: "zero verification gas", edit: func(op *userop.UserOperation) { op.VerificationGasLimit = new(big.Int) }, check: "gas_caps", code: -32602, reason: "verificationGasLimit is zero"},
		{name: "fee below base fee", edit: func(op *userop.UserOperation) {
			op.MaxFeePerGas, op.MaxPriorityFeePerGas = big.NewInt(1e8), big.NewInt(1e8)
		}, check: "gas_caps", code: -32602, reason: "below the current base fee"},
		{name: "AA25 nonce", simErr: &sim.FailedOp{Reason: "AA25 invalid account nonce"}, check: "simulation", code: -32500, reason: "AA25", simRuns: true},
		{name: "AA24 signature", simErr: &sim.FailedOp{Reason: "AA24 signature error"}, check: "simulation", code: -32507, reason: "AA24", simRuns: true},
		{name: "AA22 expired", simErr: &sim.FailedOp{Reason: "AA22 expired or not due"}, check: "simulation", code: -32503, reason: "AA22", simRuns: true},
		{name: "AA31 deposit", simErr: &sim.FailedOp{Reason: "AA31 paymaster deposit too low"}, check: "simulation", code: -32508, reason: "AA31", simRuns: true},
		{name: "AA33 paymaster", simErr: &sim.FailedOp{Reason: "AA33 reverted"}, check: "simulation", code: -32501, reason: "AA33", simRuns: true},
		{name: "plain revert", simErr: &sim.Revert{Detail: "boom"}, check: "simulation", code: -32500, simRuns: true},
		{name: "account sig failed", simVal: &sim.Validation{Account: sim.ValidationData{SigFailed: true}}, check: "simulation", code: -32507, reason: "AA24", simRuns: true},
		{name: "aggregator", simVal: &sim.Validation{Account: sim.ValidationData{Aggregator: common.HexToAddress("0xa9")}}, check: "simulation", code: -32506, reason: "aggregators are not supported", simRuns: true},
		{name: "validUntil too soon", simVal: &sim.Validation{Account: sim.ValidationData{ValidUntil: uint64(now.Unix()) + 10}}, check: "simulation", code: -32503, reason: "expires too soon", simRuns: true},
		{name: "validAfter ahead", simVal: &sim.Validation{Account: sim.ValidationData{ValidAfter: uint64(now.Unix()) + 10}}, check: "simulation", code: -32503, reason: "not yet valid", simRuns: true},
		{name: "paymaster stake", edit: func(op *userop.UserOperation) {
			pm := common.HexToAddress("0xb1")
			op.Paymaster, op.PaymasterVerificationGasLimit = &pm, big.NewInt(50_000)
		}, simVal: &sim.Validation{PayMaster: sim.StakeInfo{Stake: new(big.Int)}}, check: "simulation", code: -32505, reason: "stake too low", simRuns: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newPool(t, nil)
			f.baseFee = big.NewInt(5e8)
			op := newOp(1, 0, 1)
			if tc.edit != nil {
				tc.edit(op)
			}
			if tc.simErr != nil {
				f.sim.errs[op.Sender] = tc.simErr
			}
			if tc.simVal != nil {
				if tc.simVal.PayMaster.Stake == nil {
					tc.simVal.PayMaster.Stake = stake
				}
				f.sim.vals[op.Sender] = tc.simVal
			}
			rej := f.rejected(t, op)
			require.Equal(t, tc.code, rej.Code(), rej.Error())
			require.Equal(t, tc.check, rej.Violations[0].Check)
			require.Contains(t, rej.Error(), tc.reason)
			require.Equal(t, tc.simRuns, f.sim.count() > 0, "simulation ran")
			require.Zero(t, f.pool.Len())
		})
	}
}

// A check reports every violation it finds, not only the first.
func TestCheckReportsAllViolations(t *testing.T) {
	f := newPool(t, nil)
	op := newOp(1, 0, 1)
	op.Signature, op.PreVerificationGas = nil, big.NewInt(1)
	rej := f.rejected(t, op)
	require.Len(t, rej.Violations, 2)
}

func TestAcceptStoresPending(t *testing.T) {
	f := newPool(t, nil)
	h := f.add(t, newOp(1, 0, 1))
	r, err := f.store.Op(h)
	require.NoError(t, err)
	require.Equal(t, store.OpPending, r.Status)
	require.Equal(t, 1, f.pool.PendingCount())
	_, err = f.pool.Get(common.Hash{1})
	require.ErrorIs(t, err, mempool.ErrUnknownOp)

	// A new pool over the same store reloads what waits.
	again, err := mempool.New(mempool.Config{EntryPoint: entryPoint, ChainID: big.NewInt(1337)}, f.store, nil, f.sim)
	require.NoError(t, err)
	require.Equal(t, 1, again.Len())
}

func TestDuplicateRefused(t *testing.T) {
	f := newPool(t, nil)
	f.add(t, newOp(1, 0, 1))
	rej := f.rejected(t, newOp(1, 0, 1))
	require.Equal(t, check.CodeInvalidParams, rej.Code())
	require.Equal(t, "pool_limits", rej.Violations[0].Check)
	require.Contains(t, rej.Error(), "already known")
}

// TestReplacementByFeeBump: same sender and nonce replaces a pending operation
// when both fees rise by at least 10%; the old one is dropped with a reason.
func TestReplacementByFeeBump(t *testing.T) {
	f := newPool(t, nil)
	old := f.add(t, newOp(1, 0, 10))

	under := newOp(1, 0, 10)
	under.MaxFeePerGas = big.NewInt(10_999_999_999) // one wei short of +10%
	under.MaxPriorityFeePerGas = big.NewInt(10_999_999_999)
	rej := f.rejected(t, under)
	require.Equal(t, check.CodeInvalidParams, rej.Code())
	require.Len(t, rej.Violations, 2, "both fee fields named")
	require.Contains(t, rej.Error(), "replacement underpriced")
	require.Contains(t, rej.Error(), "at least 11000000000")

	onlyCap := newOp(1, 0, 11)
	onlyCap.MaxPriorityFeePerGas = big.NewInt(10e9)
	rej = f.rejected(t, onlyCap)
	require.Len(t, rej.Violations, 1)
	require.Equal(t, "maxPriorityFeePerGas", rej.Violations[0].Field)

	repl := f.add(t, newOp(1, 0, 11)) // exactly +10%
	require.Equal(t, 1, f.pool.Len())
	r, err := f.pool.Get(old)
	require.NoError(t, err)
	require.Equal(t, store.OpDropped, r.Status)
	require.Equal(t, "replaced by "+repl.Hex(), r.Reason)
}

// An operation already taken for a bundle can no longer be replaced.
func TestReplacementRefusedOnceBundled(t *testing.T) {
	f := newPool(t, nil)
	f.add(t, newOp(1, 0, 10))
	require.Len(t, f.pool.Take(10, 30_000_000, 120_000), 1)
	rej := f.rejected(t, newOp(1, 0, 20))
	require.Equal(t, check.CodeInvalidParams, rej.Code())
	require.Contains(t, rej.Error(), "already being bundled")
}

// TestPoolFull: a full pool refuses (-32504) an operation that pays no more
// than what waits, but still takes a replacement, which does not grow it.
func TestPoolFull(t *testing.T) {
	f := newPool(t, func(c *mempool.Config) { c.MaxPoolSize = 3 })
	for i := range 3 {
		f.add(t, newOp(i, 0, 1))
	}
	rej := f.rejected(t, newOp(9, 0, 1))
	require.Equal(t, check.CodeThrottled, rej.Code())
	require.Contains(t, rej.Error(), "mempool full")
	f.add(t, newOp(0, 0, 2))
	require.Equal(t, 3, f.pool.Len())
}

// TestPoolFullEvictionOrder: a full pool takes an operation that pays a
// higher priority fee by dropping the cheapest waiting one that is last in
// its sender's nonce queue (never leaving a gap), the newest of equal fees
// first; operations taken for a bundle and the newcomer's own sender's are
// never evicted. Each eviction is stored with its reason.
func TestPoolFullEvictionOrder(t *testing.T) {
	f := newPool(t, func(c *mempool.Config) { c.MaxPoolSize = 4 })
	a0 := f.add(t, newOp(1, 0, 1)) // cheapest, but a1 follows it
	a1 := f.add(t, newOp(1, 1, 3))
	b0 := f.add(t, newOp(2, 0, 2))
	c0 := f.add(t, newOp(3, 0, 2)) // the same fee as b0, newer

	rej := f.rejected(t, newOp(4, 0, 2))
	require.Equal(t, check.CodeThrottled, rej.Code(), "an equal fee evicts nothing")
	evicted := func(h common.Hash, by common.Hash) {
		t.Helper()
		r, err := f.pool.Get(h)
		require.NoError(t, err)
		require.Equal(t, store.OpDropped, r.Status)
		require.Contains(t, r.Reason, "evicted from the full mempool by "+by.Hex())
		stored, err := f.store.Op(h)
		require.NoError(t, err)
		require.Equal(t, store.OpDropped, stored.Status)
	}
	d0 := f.add(t, newOp(4, 0, 5))
	evicted(c0, d0)
	e0 := f.add(t, newOp(5, 0, 5))
	evicted(b0, e0)
	f0 := f.add(t, newOp(6, 0, 5)) // a0 is not last of its queue: a1 goes
	evicted(a1, f0)
	g0 := f.add(t, newOp(7, 0, 2)) // now a0 is
	evicted(a0, g0)
	require.Equal(t, 4, f.pool.Len())

	// Operations taken for a bundle stay, whatever the newcomer pays.
	require.Len(t, f.pool.Take(10, 30_000_000, 120_000), 4)
	rej = f.rejected(t, newOp(8, 0, 1000))
	require.Contains(t, rej.Error(), "mempool full")

	// A sender never pushes out its own operations, even cheaper ones.
	g := newPool(t, func(c *mempool.Config) { c.MaxPoolSize = 2 })
	own := g.add(t, newOp(1, 0, 1))
	other := g.add(t, newOp(2, 0, 5))
	next := g.add(t, newOp(1, 1, 10))
	r, err := g.pool.Get(other)
	require.NoError(t, err)
	require.Equal(t, store.OpDropped, r.Status)
	require.Contains(t, r.Reason, next.Hex())
	r, err = g.pool.Get(own)
	require.NoError(t, err)
	require.Equal(t, store.OpPending, r.Status)
}

// TestSenderThrottled: at most MaxOpsPerSender operations of one sender wait.
func TestSenderThrottled(t *testing.T) {
	f := newPool(t, func(c *mempool.Config) { c.MaxOpsPerSender = 2 })
	f.add(t, newOp(1, 0, 1))
	f.add(t, newOp(1, 1, 1))
	rej := f.rejected(t, newOp(1, 2, 1))
	require.Equal(t, check.CodeThrottled, rej.Code())
	require.Contains(t, rej.Error(), "too many operations of this sender")
	f.add(t, newOp(2, 0, 1)) // another sender is not limited
}

// An operation queued behind its sender's earlier ones is simulated as if
// they had run (the simulator gets how many wait before it).
func TestQueuedBehindSimulated(t *testing.T) {
	f := newPool(t, nil)
	f.add(t, newOp(1, 0, 1))
	f.add(t, newOp(1, 1, 1))
	key1 := withKey(newOp(1, 0, 1), 1) // another nonce key does not queue behind key 0
	f.add(t, key1)
	require.Equal(t, []int{0, 1, 0}, f.sim.behind)
}

// An operation whose predecessor is already in a bundle (submitted, not
// mined) is simulated at admission on top of it, not refused with AA25.
func TestQueuedBehindSubmittedSimulated(t *testing.T) {
	f := newPool(t, nil)
	f.add(t, newOp(1, 0, 1))
	recs := f.pool.Take(10, 30_000_000, 120_000)
	require.Len(t, recs, 1)
	sub := *recs[0]
	sub.Status, sub.Bundle = store.OpSubmitted, 1
	require.NoError(t, f.pool.Update(&sub))
	f.add(t, newOp(1, 1, 1))
	require.Equal(t, []int{0, 1}, f.sim.behind)

	inc := sub
	inc.Status, inc.Receipt = store.OpIncluded, &store.OpReceipt{}
	require.NoError(t, f.pool.Update(&inc))
	f.add(t, newOp(1, 2, 1))
	require.Equal(t, []int{0, 1, 1}, f.sim.behind, "only nonce 1 waits once 0 is mined")
}

func hashes(recs []*store.OpRecord) []common.Hash {
	out := make([]common.Hash, len(recs))
	for i, r := range recs {
		out[i] = r.Hash
	}
	return out
}

// TestTakeOrder: senders oldest first, each sender's operations in nonce
// order, within the count, gas and size limits.
func TestTakeOrder(t *testing.T) {
	f := newPool(t, nil)
	a0 := f.add(t, newOp(1, 0, 1))
	b0 := f.add(t, newOp(2, 0, 1))
	a1 := f.add(t, newOp(1, 1, 1))
	c0 := f.add(t, newOp(3, 0, 1))

	require.Equal(t, []common.Hash{a0, a1, b0}, hashes(f.pool.Take(3, 30_000_000, 120_000)))
	require.Equal(t, 1, f.pool.PendingCount())
	f.pool.Release(a0, a1, b0)

	// Each op's limits sum to 360,000 gas: two fit 720,000, not three.
	require.Equal(t, []common.Hash{a0, a1}, hashes(f.pool.Take(10, 720_000, 120_000)))
	f.pool.Release(a0, a1)

	// A sender whose first operation does not fit keeps its later ones back.
	size := newOp(1, 0, 1).EncodedSize()
	require.Equal(t, []common.Hash{a0}, hashes(f.pool.Take(10, 30_000_000, size+size/2)))
	f.pool.Release(a0)

	require.Equal(t, []common.Hash{a0, a1, b0, c0}, hashes(f.pool.Take(10, 30_000_000, 120_000)))
	require.Empty(t, f.pool.Take(10, 30_000_000, 120_000), "everything is reserved")
}

// TestTakeHoldsSuccessorOfSubmitted is issue 17's drop: nonce n+1 must not go
// into a bundle while n is in another one that is not mined, since the
// re-simulation runs on a state without n and fails with AA25.
func TestTakeHoldsSuccessorOfSubmitted(t *testing.T) {
	f := newPool(t, nil)
	n0 := f.add(t, newOp(1, 0, 1))
	first := f.pool.Take(10, 30_000_000, 120_000)
	require.Equal(t, []common.Hash{n0}, hashes(first))
	n1 := f.add(t, newOp(1, 1, 1))
	other := f.add(t, newOp(2, 0, 1))

	// n is being built into a bundle: n+1 waits.
	require.Equal(t, []common.Hash{other}, hashes(f.pool.Take(10, 30_000_000, 120_000)))
	f.pool.Release(other)

	// n is sent, not mined: n+1 still waits.
	sub := *first[0]
	sub.Status, sub.Bundle = store.OpSubmitted, 1
	require.NoError(t, f.pool.Update(&sub))
	require.Equal(t, []common.Hash{other}, hashes(f.pool.Take(10, 30_000_000, 120_000)))
	f.pool.Release(other)

	// n is mined: n+1 goes.
	inc := sub
	inc.Status, inc.Receipt = store.OpIncluded, &store.OpReceipt{}
	require.NoError(t, f.pool.Update(&inc))
	require.Equal(t, []common.Hash{n1, other}, hashes(f.pool.Take(10, 30_000_000, 120_000)))
}

// A replacement of nonce n arrives after n+1: the sender must not get stuck
// (n+1 is older, n is its predecessor); both go, in nonce order.
func TestTakeAfterReplacingFirstNonce(t *testing.T) {
	f := newPool(t, nil)
	f.add(t, newOp(1, 0, 1))
	n1 := f.add(t, newOp(1, 1, 1))
	n0 := f.add(t, newOp(1, 0, 2))
	require.Equal(t, []common.Hash{n0, n1}, hashes(f.pool.Take(10, 30_000_000, 120_000)))
}

// Nonce keys are independent queues: a held key 0 does not hold key 1.
func TestTakeNonceKeysIndependent(t *testing.T) {
	f := newPool(t, nil)
	k0 := f.add(t, newOp(1, 0, 1))
	require.Len(t, f.pool.Take(1, 30_000_000, 120_000), 1)
	k0n1 := f.add(t, newOp(1, 1, 1))
	k1 := f.add(t, withKey(newOp(1, 0, 1), 1))
	got := hashes(f.pool.Take(10, 30_000_000, 120_000))
	require.Equal(t, []common.Hash{k1}, got)
	require.NotContains(t, got, k0n1)
	require.NotContains(t, got, k0)
}

// Apply of a final record removes it; of a pending one (a reorg or an
// aborted bundle) puts it back to be taken again.
func TestApplyReturnsOpsToPool(t *testing.T) {
	f := newPool(t, nil)
	h := f.add(t, newOp(1, 0, 1))
	recs := f.pool.Take(10, 30_000_000, 120_000)
	require.Len(t, recs, 1)
	sub := *recs[0]
	sub.Status, sub.Bundle = store.OpSubmitted, 7
	require.NoError(t, f.pool.Update(&sub))
	require.Zero(t, f.pool.PendingCount())
	require.Len(t, f.pool.Waiting(store.OpSubmitted), 1)

	back := sub
	back.Status, back.Bundle = store.OpPending, 0
	require.NoError(t, f.pool.Update(&back))
	require.Equal(t, []common.Hash{h}, hashes(f.pool.Take(10, 30_000_000, 120_000)))

	dropped := back
	dropped.Status, dropped.Reason = store.OpDropped, "AA23 reverted"
	require.NoError(t, f.pool.Update(&dropped))
	require.Zero(t, f.pool.Len())
	r, err := f.pool.Get(h)
	require.NoError(t, err)
	require.Equal(t, store.OpDropped, r.Status)
	require.True(t, strings.HasPrefix(r.Reason, "AA23"))
}
