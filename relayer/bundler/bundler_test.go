package bundler

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/mempool"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

var testEntryPoint = common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")

// fakeChain is a chain in memory: canonical headers by number, receipts by
// transaction, the signers' mined nonces, and every transaction sent.
type fakeChain struct {
	mu       sync.Mutex
	number   uint64
	baseFee  *big.Int
	headers  map[uint64]*types.Header
	receipts map[common.Hash]*types.Receipt
	nonces   map[common.Address]uint64
	logs     []types.Log
	sent     []*types.Transaction
	sendErr  error
}

func newFakeChain() *fakeChain {
	c := &fakeChain{headers: map[uint64]*types.Header{}, receipts: map[common.Hash]*types.Receipt{}, nonces: map[common.Address]uint64{}}
	c.setHeader(1, 0)
	return c
}

// setHeader makes a canonical header at n; fork tells versions apart.
func (c *fakeChain) setHeader(n uint64, fork byte) *types.Header {
	h := &types.Header{Number: new(big.Int).SetUint64(n), Extra: []byte{fork}, BaseFee: c.baseFee, Difficulty: new(big.Int)}
	c.headers[n] = h
	c.number = max(c.number, n)
	return h
}

func (c *fakeChain) HeaderByNumber(_ context.Context, n *big.Int) (*types.Header, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	num := c.number
	if n != nil {
		num = n.Uint64()
	}
	h, ok := c.headers[num]
	if !ok {
		return nil, ethereum.NotFound
	}
	return h, nil
}

func (c *fakeChain) NonceAt(_ context.Context, a common.Address, _ *big.Int) (uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.nonces[a], nil
}

func (c *fakeChain) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	return c.NonceAt(ctx, a, nil)
}

func (c *fakeChain) SendTransaction(_ context.Context, tx *types.Transaction) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sendErr != nil {
		return c.sendErr
	}
	c.sent = append(c.sent, tx)
	return nil
}

func (c *fakeChain) TransactionReceipt(_ context.Context, h common.Hash) (*types.Receipt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.receipts[h]; ok {
		return r, nil
	}
	return nil, ethereum.NotFound
}

func (c *fakeChain) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []types.Log
	for _, l := range c.logs {
		if len(q.Topics) > 1 && len(q.Topics[1]) > 0 && l.Topics[1] != q.Topics[1][0] {
			continue
		}
		out = append(out, l)
	}
	return out, nil
}

func (c *fakeChain) BalanceAt(context.Context, common.Address, *big.Int) (*big.Int, error) {
	return new(big.Int), nil
}

// opEvent is the EntryPoint's UserOperationEvent of a record.
func opEvent(r *store.OpRecord, success bool) *types.Log {
	data, err := epABI.GetABI().Events["UserOperationEvent"].Inputs.NonIndexed().Pack(r.Op.Nonce, success, big.NewInt(1000), big.NewInt(50_000))
	if err != nil {
		panic(err)
	}
	return &types.Log{Address: testEntryPoint, Data: data, Topics: []common.Hash{
		userop.EventTopic, r.Hash, common.BytesToHash(r.Op.Sender.Bytes()), {},
	}}
}

// mine puts tx in a new canonical block at n with one event per operation
// (all of them when events is nil) and advances the sender's nonce.
func (c *fakeChain) mine(t *testing.T, tx *types.Transaction, n uint64, fork byte, status uint64, events []*store.OpRecord) *types.Receipt {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	h := c.setHeader(n, fork)
	r := &types.Receipt{TxHash: tx.Hash(), BlockHash: h.Hash(), BlockNumber: h.Number, Status: status, GasUsed: 200_000, EffectiveGasPrice: big.NewInt(1e9)}
	for _, e := range events {
		r.Logs = append(r.Logs, opEvent(e, true))
	}
	c.receipts[tx.Hash()] = r
	from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
	require.NoError(t, err)
	c.nonces[from] = tx.Nonce() + 1
	return r
}

// fakeSim accepts every operation at admission, and at bundling fails the
// first operation listed in fail, as the EntryPoint would.
type fakeSim struct {
	mu          sync.Mutex
	validations int
	handles     int
	handleOps   int // operations over every handleOps simulation
	fail        map[common.Hash]string
	hash        func(*userop.UserOperation) common.Hash
	gasPerOp    uint64 // the gas a successful simulation reports per operation (0: unknown)
	// validated is the code hashes admission records (COD-010); code is the
	// chain's current code hashes.
	validated map[common.Address]common.Hash
	code      map[common.Address]common.Hash
	// nonces, when set, models the EntryPoint's nonce check: a simulation
	// starts from these on-chain nonces and each operation that passes
	// advances its sender's, so an operation runs on top of its sender's
	// earlier ones in the same bundle and fails with AA25 otherwise.
	nonces map[common.Address]uint64
}

func (f *fakeSim) SimulateValidation(context.Context, *userop.UserOperation, int) (*sim.Validation, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.validations++
	return &sim.Validation{PayMaster: sim.StakeInfo{Stake: big.NewInt(1)}, CodeHashes: f.validated}, nil
}

func (f *fakeSim) CodeHashes(_ context.Context, addrs []common.Address) ([]common.Hash, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]common.Hash, len(addrs))
	for i, a := range addrs {
		out[i] = f.code[a]
	}
	return out, nil
}

func (f *fakeSim) SimulateHandleOps(_ context.Context, ops []*userop.UserOperation, _ common.Address, _ uint64) (uint64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.handles++
	f.handleOps += len(ops)
	pending := map[common.Address]uint64{}
	for i, op := range ops {
		if reason, ok := f.fail[f.hash(op)]; ok {
			return 0, &sim.FailedOp{Index: i, Reason: reason}
		}
		if f.nonces != nil {
			n, ok := pending[op.Sender]
			if !ok {
				n = f.nonces[op.Sender]
			}
			if op.Nonce.Uint64() != n {
				return 0, &sim.FailedOp{Index: i, Reason: "AA25 invalid account nonce"}
			}
			pending[op.Sender] = n + 1
		}
	}
	return f.gasPerOp * uint64(len(ops)), nil
}

type fixture struct {
	b     *Bundler
	sg    *signer
	pool  *mempool.Pool
	store *store.Store
	chain *fakeChain
	sim   *fakeSim
}

func newFixture(t *testing.T, edit func(*Config)) *fixture {
	t.Helper()
	st, err := store.Open(store.Config{})
	require.NoError(t, err)
	t.Cleanup(func() { _ = st.Close() })
	chainID := big.NewInt(1337)
	fs := &fakeSim{fail: map[common.Hash]string{}, hash: func(op *userop.UserOperation) common.Hash { return op.Hash(testEntryPoint, chainID) }}
	fc := newFakeChain()
	headNumber := func() uint64 {
		fc.mu.Lock()
		defer fc.mu.Unlock()
		return fc.number
	}
	pool, err := mempool.New(mempool.Config{EntryPoint: testEntryPoint, ChainID: chainID, HeadNumber: headNumber}, st, nil, fs)
	require.NoError(t, err)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	cfg := Config{EntryPoint: testEntryPoint, ChainID: chainID, Keys: []*ecdsa.PrivateKey{key}, Interval: time.Nanosecond, ResubmitAfter: time.Hour}
	if edit != nil {
		edit(&cfg)
	}
	b, err := New(cfg, fc, fs, pool, st)
	require.NoError(t, err)
	require.NoError(t, b.pollHead(context.Background()))
	return &fixture{b: b, sg: b.signers[0], pool: pool, store: st, chain: fc, sim: fs}
}

func sender(i int) common.Address { return common.BigToAddress(big.NewInt(int64(0x1000 + i))) }

// add puts a well-formed operation of sender i at nonce n into the pool
// (fees in gwei).
func (f *fixture) add(t *testing.T, i int, n int64, feeGwei, tipGwei int64) *store.OpRecord {
	t.Helper()
	return f.addWith(t, i, n, feeGwei, tipGwei, nil)
}

// addWith is add with the operation edited before it is sent (a factory, a
// paymaster).
func (f *fixture) addWith(t *testing.T, i int, n int64, feeGwei, tipGwei int64, edit func(*userop.UserOperation)) *store.OpRecord {
	t.Helper()
	op := &userop.UserOperation{
		Sender: sender(i), Nonce: big.NewInt(n), CallData: []byte{1, 2, 3, 4},
		CallGasLimit: big.NewInt(100_000), VerificationGasLimit: big.NewInt(200_000), PreVerificationGas: big.NewInt(60_000),
		MaxFeePerGas: big.NewInt(feeGwei * 1e9), MaxPriorityFeePerGas: big.NewInt(tipGwei * 1e9),
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int),
		Signature: make([]byte, 65),
	}
	if edit != nil {
		edit(op)
	}
	h, err := f.pool.Add(context.Background(), op)
	require.NoError(t, err)
	r, err := f.pool.Get(h)
	require.NoError(t, err)
	return r
}

func (f *fixture) step(t *testing.T) {
	t.Helper()
	require.NoError(t, f.b.step(context.Background(), f.sg))
}

func (f *fixture) status(t *testing.T, r *store.OpRecord) store.OpStatus {
	t.Helper()
	got, err := f.pool.Get(r.Hash)
	require.NoError(t, err)
	return got.Status
}

func (f *fixture) lastSent(t *testing.T) *types.Transaction {
	t.Helper()
	f.chain.mu.Lock()
	defer f.chain.mu.Unlock()
	require.NotEmpty(t, f.chain.sent)
	return f.chain.sent[len(f.chain.sent)-1]
}

// bundled decodes a handleOps transaction: the operations' (sender, nonce)
// in order, and the beneficiary.
func bundled(t *testing.T, tx *types.Transaction) ([]string, common.Address) {
	t.Helper()
	a := epABI.GetABI()
	m, err := a.MethodById(tx.Data())
	require.NoError(t, err)
	require.Equal(t, "handleOps", m.Name)
	args, err := m.Inputs.Unpack(tx.Data()[4:])
	require.NoError(t, err)
	ops := args[0].([]struct {
		Sender             common.Address `json:"sender"`
		Nonce              *big.Int       `json:"nonce"`
		InitCode           []byte         `json:"initCode"`
		CallData           []byte         `json:"callData"`
		AccountGasLimits   [32]byte       `json:"accountGasLimits"`
		PreVerificationGas *big.Int       `json:"preVerificationGas"`
		GasFees            [32]byte       `json:"gasFees"`
		PaymasterAndData   []byte         `json:"paymasterAndData"`
		Signature          []byte         `json:"signature"`
	})
	var out []string
	for _, op := range ops {
		out = append(out, op.Sender.Hex()[38:]+"/"+op.Nonce.String())
	}
	return out, args[1].(common.Address)
}

// TestBundleContents: what goes in a bundle, in which order, with which fees
// and gas limit, and what is written before it is sent.
func TestBundleContents(t *testing.T) {
	f := newFixture(t, nil)
	a0 := f.add(t, 1, 0, 3, 2)
	b0 := f.add(t, 2, 0, 2, 1)
	a1 := f.add(t, 1, 1, 3, 2)
	f.step(t)

	tx := f.lastSent(t)
	ops, beneficiary := bundled(t, tx)
	require.Equal(t, []string{"1001/0", "1001/1", "1002/0"}, ops, "senders oldest first, each in nonce order")
	require.Equal(t, f.sg.addr, beneficiary)
	require.Equal(t, testEntryPoint, *tx.To())
	require.Equal(t, big.NewInt(1e9), tx.GasTipCap(), "the lowest tip offered")
	require.Equal(t, big.NewInt(2e9), tx.GasFeeCap(), "the lowest fee cap offered")
	// 100,000 + per op (300,000 execution + 10% + 60,000 preVerificationGas + 10,000).
	require.Equal(t, uint64(100_000+3*400_000), tx.Gas())
	require.Equal(t, uint64(0), tx.Nonce())
	require.Equal(t, 1, f.sim.handles, "one re-simulation of the bundle")

	for _, r := range []*store.OpRecord{a0, b0, a1} {
		require.Equal(t, store.OpSubmitted, f.status(t, r))
	}
	bundle, err := f.store.Bundle(f.sg.open[0].ID)
	require.NoError(t, err)
	require.Equal(t, store.BundleSent, bundle.Status)
	require.Equal(t, []common.Hash{tx.Hash()}, bundle.Txs)
	require.Equal(t, []common.Hash{a0.Hash, a1.Hash, b0.Hash}, bundle.Ops)
}

// TestBundleLimits: the operation count and the gas cap bound a bundle.
func TestBundleLimits(t *testing.T) {
	t.Run("max ops", func(t *testing.T) {
		f := newFixture(t, func(c *Config) { c.MaxBundleOps = 2 })
		for i := range 3 {
			f.add(t, i, 0, 1, 1)
		}
		f.step(t)
		ops, _ := bundled(t, f.lastSent(t))
		require.Len(t, ops, 2)
	})
	t.Run("max gas", func(t *testing.T) {
		// 80% of 1,000,000 for the operations' limits (360,000 each): two fit.
		f := newFixture(t, func(c *Config) { c.MaxBundleGas = 1_000_000 })
		for i := range 3 {
			f.add(t, i, 0, 1, 1)
		}
		f.step(t)
		tx := f.lastSent(t)
		ops, _ := bundled(t, tx)
		require.Len(t, ops, 2)
		require.Equal(t, uint64(900_000), tx.Gas())
	})
	t.Run("fee cap", func(t *testing.T) {
		f := newFixture(t, func(c *Config) { c.MaxFeePerGas = big.NewInt(15e8) })
		f.add(t, 1, 0, 3, 2)
		f.step(t)
		tx := f.lastSent(t)
		require.Equal(t, big.NewInt(15e8), tx.GasFeeCap())
		require.Equal(t, big.NewInt(15e8), tx.GasTipCap(), "tip never above the fee cap")
	})
}

// TestBundleGasFollowsSimulation: the transaction's gas limit is what the
// re-simulation needed plus a margin, not the sum of the operations' limits,
// so several bundles fit in one block; it never exceeds that sum.
func TestBundleGasFollowsSimulation(t *testing.T) {
	f := newFixture(t, nil)
	f.sim.gasPerOp = 50_000
	for i := range 3 {
		f.add(t, i, 0, 1, 1)
	}
	f.step(t)
	// 150,000 simulated + a quarter + the largest limit (200,000
	// verification) with the EVM's 1/64 + 50,000.
	require.Equal(t, uint64(150_000+37_500+200_000*64/63+50_000), f.lastSent(t).Gas())

	f = newFixture(t, nil)
	f.sim.gasPerOp = 1_000_000 // above every limit: the limits' sum wins
	f.add(t, 1, 0, 1, 1)
	f.step(t)
	require.Equal(t, uint64(100_000+400_000), f.lastSent(t).Gas())
}

// Operations whose fee cap is below the base fee wait for it to fall.
func TestBundleWaitsForBaseFee(t *testing.T) {
	f := newFixture(t, nil)
	f.chain.baseFee = big.NewInt(5e9)
	f.chain.setHeader(2, 0)
	require.NoError(t, f.b.pollHead(context.Background()))
	low := f.add(t, 1, 0, 1, 1)
	high := f.add(t, 2, 0, 6, 1)
	f.step(t)
	ops, _ := bundled(t, f.lastSent(t))
	require.Equal(t, []string{"1002/0"}, ops)
	require.Equal(t, store.OpPending, f.status(t, low))
	require.Equal(t, store.OpSubmitted, f.status(t, high))
}

// TestBundleDropsFailedOp: an operation that fails re-simulation is dropped
// with the EntryPoint's reason; its sender's later operations go back to
// pending, the others are sent.
func TestBundleDropsFailedOp(t *testing.T) {
	f := newFixture(t, nil)
	a0 := f.add(t, 1, 0, 1, 1)
	a1 := f.add(t, 1, 1, 1, 1)
	b0 := f.add(t, 2, 0, 1, 1)
	f.sim.fail[a0.Hash] = "AA23 reverted"
	f.step(t)

	ops, _ := bundled(t, f.lastSent(t))
	require.Equal(t, []string{"1002/0"}, ops)
	require.Equal(t, 2, f.sim.handles)
	got, err := f.pool.Get(a0.Hash)
	require.NoError(t, err)
	require.Equal(t, store.OpDropped, got.Status)
	require.Equal(t, "AA23 reverted", got.Reason)
	require.Equal(t, store.OpPending, f.status(t, a1))
	require.Equal(t, store.OpSubmitted, f.status(t, b0))
	require.Equal(t, int64(1), f.b.dropped.Value("simulation_rejected"))
}

// TestBundleKeepsOpOnPredecessorGap: an operation failing on its nonce
// (AA25) while its own earlier operation still waits in the pool is not
// dropped: the bundle goes without it, and it is bundled once its
// predecessor is mined.
func TestBundleKeepsOpOnPredecessorGap(t *testing.T) {
	f := newFixture(t, nil)
	a0 := f.add(t, 1, 0, 1, 1)
	a1 := f.add(t, 1, 1, 1, 1)
	f.sim.fail[a1.Hash] = "AA25 invalid account nonce"
	f.step(t)

	tx := f.lastSent(t)
	ops, _ := bundled(t, tx)
	require.Equal(t, []string{"1001/0"}, ops)
	require.Equal(t, store.OpPending, f.status(t, a1), "kept, not dropped")
	require.Zero(t, f.b.dropped.Value("simulation_rejected"))

	delete(f.sim.fail, a1.Hash)
	f.chain.mine(t, tx, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{a0})
	f.step(t) // the bundle is mined
	require.Equal(t, store.OpIncluded, f.status(t, a0))
	f.step(t)
	ops, _ = bundled(t, f.lastSent(t))
	require.Equal(t, []string{"1001/1"}, ops)
	require.Equal(t, store.OpSubmitted, f.status(t, a1))
}

// An operation failing on its nonce (AA25) because another bundler included
// it takes that receipt instead of being dropped.
func TestBundleOpIncludedElsewhere(t *testing.T) {
	f := newFixture(t, nil)
	a0 := f.add(t, 1, 0, 1, 1)
	f.sim.fail[a0.Hash] = "AA25 invalid account nonce"
	other := types.NewTx(&types.DynamicFeeTx{ChainID: big.NewInt(1337), Nonce: 0})
	otherKey, _ := crypto.GenerateKey()
	other, _ = types.SignTx(other, types.LatestSignerForChainID(big.NewInt(1337)), otherKey)
	r := f.chain.mine(t, other, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{a0})
	l := *r.Logs[0]
	l.TxHash = other.Hash()
	f.chain.logs = append(f.chain.logs, l)

	f.step(t)
	got, err := f.pool.Get(a0.Hash)
	require.NoError(t, err)
	require.Equal(t, store.OpIncluded, got.Status)
	require.Equal(t, other.Hash(), got.Receipt.TxHash)
	require.Empty(t, f.chain.sent)
}

// TestMinedThenReorged: a mined bundle's operations are included; when a
// reorg removes its block they go back to submitted (the bundle is in flight
// again and re-broadcast), and are included again when it is re-mined.
func TestMinedThenReorged(t *testing.T) {
	f := newFixture(t, func(c *Config) { c.Confirmations = 6 })
	a0 := f.add(t, 1, 0, 1, 1)
	b0 := f.add(t, 2, 0, 1, 1)
	f.step(t)
	tx := f.lastSent(t)
	f.chain.mine(t, tx, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{a0, b0})
	f.step(t)
	require.Empty(t, f.sg.open)
	for _, r := range []*store.OpRecord{a0, b0} {
		require.Equal(t, store.OpIncluded, f.status(t, r))
	}
	require.Zero(t, f.pool.Len())
	id := f.b.recent[0].ID

	// Block 2 is replaced by one without the bundle.
	f.chain.mu.Lock()
	f.chain.setHeader(2, 1)
	delete(f.chain.receipts, tx.Hash())
	f.chain.nonces[f.sg.addr] = 0
	f.chain.mu.Unlock()
	f.b.checkReorgs(context.Background())
	require.Equal(t, int64(1), f.b.reorgs.Value().Int64())
	for _, r := range []*store.OpRecord{a0, b0} {
		require.Equal(t, store.OpSubmitted, f.status(t, r), "back in the pool, in flight")
	}
	bundle, err := f.store.Bundle(id)
	require.NoError(t, err)
	require.Equal(t, store.BundleSent, bundle.Status)

	sent := len(f.chain.sent)
	f.step(t) // the signer adopts the bundle and re-broadcasts it
	require.Equal(t, id, f.sg.open[0].ID)
	require.Len(t, f.chain.sent, sent+1)
	require.Equal(t, tx.Hash(), f.lastSent(t).Hash())

	f.chain.mine(t, tx, 3, 1, types.ReceiptStatusSuccessful, []*store.OpRecord{a0, b0})
	f.step(t)
	for _, r := range []*store.OpRecord{a0, b0} {
		require.Equal(t, store.OpIncluded, f.status(t, r))
	}
	bundle, err = f.store.Bundle(id)
	require.NoError(t, err)
	require.Equal(t, uint64(3), bundle.Block)
}

// A reorg that moves the bundle to another block keeps it included and
// records the new block.
func TestReorgMovesBundle(t *testing.T) {
	f := newFixture(t, nil)
	a0 := f.add(t, 1, 0, 1, 1)
	f.step(t)
	tx := f.lastSent(t)
	f.chain.mine(t, tx, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{a0})
	f.step(t)
	f.chain.mu.Lock()
	f.chain.setHeader(2, 1)
	f.chain.mu.Unlock()
	r := f.chain.mine(t, tx, 3, 1, types.ReceiptStatusSuccessful, []*store.OpRecord{a0})
	f.b.checkReorgs(context.Background())
	got, err := f.pool.Get(a0.Hash)
	require.NoError(t, err)
	require.Equal(t, store.OpIncluded, got.Status)
	require.Equal(t, r.BlockHash, got.Receipt.BlockHash)
	require.Equal(t, uint64(3), f.b.recent[0].Block)
}

// A bundle mined but reverted, or missing an operation's event, puts those
// operations back to pending.
func TestRevertedBundleRequeues(t *testing.T) {
	f := newFixture(t, nil)
	a0 := f.add(t, 1, 0, 1, 1)
	b0 := f.add(t, 2, 0, 1, 1)
	f.step(t)
	f.chain.mine(t, f.lastSent(t), 2, 0, types.ReceiptStatusFailed, nil)
	f.b.cfg.Interval = time.Hour // track only: no new bundle in this step
	f.step(t)
	require.Equal(t, store.OpPending, f.status(t, a0))
	require.Equal(t, store.OpPending, f.status(t, b0))

	f.b.cfg.Interval = time.Nanosecond
	f.step(t)
	f.chain.mine(t, f.lastSent(t), 3, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{a0})
	f.b.cfg.Interval = time.Hour
	f.step(t)
	require.Equal(t, store.OpIncluded, f.status(t, a0))
	require.Equal(t, store.OpPending, f.status(t, b0), "no event: tried again")
}

// TestFeeBump: a bundle unmined after ResubmitAfter is re-signed at the same
// nonce with both fees raised by BumpPercent (at least 10; 15 by default).
func TestFeeBump(t *testing.T) {
	f := newFixture(t, func(c *Config) { c.BumpPercent = 5 })
	require.Equal(t, int64(15), f.b.cfg.BumpPercent, "below the 10% nodes require: default")
	a := f.add(t, 1, 0, 10, 2)
	f.step(t)
	first := f.lastSent(t)
	f.step(t)
	require.Len(t, f.chain.sent, 1, "not yet due")

	f.sg.open[0].Sent = time.Now().Add(-2 * time.Hour)
	f.step(t)
	bumped := f.lastSent(t)
	require.Equal(t, first.Nonce(), bumped.Nonce())
	require.Equal(t, big.NewInt(2e9*115/100+1), bumped.GasTipCap())
	require.Equal(t, big.NewInt(10e9*115/100+1), bumped.GasFeeCap())
	require.Equal(t, []common.Hash{first.Hash(), bumped.Hash()}, f.sg.open[0].Txs)
	require.Equal(t, int64(1), f.b.bumps.Value().Int64())

	// The first version is mined after all: the bundle is done.
	f.chain.mine(t, first, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{a})
	f.step(t)
	require.Empty(t, f.sg.open)
}

// TestSeveralBundlesInFlight: a signer sends its next bundle, at the next
// nonce, while the previous one is unmined, up to MaxInFlight; each is
// tracked to its receipt.
func TestSeveralBundlesInFlight(t *testing.T) {
	f := newFixture(t, func(c *Config) { c.MaxInFlight = 2 })
	a := f.add(t, 1, 0, 1, 1)
	f.step(t)
	b := f.add(t, 2, 0, 1, 1)
	f.step(t)
	require.Len(t, f.sg.open, 2, "the second bundle goes out before the first is mined")
	c := f.add(t, 3, 0, 1, 1)
	f.step(t)
	require.Len(t, f.chain.sent, 2, "at most MaxInFlight")
	require.Equal(t, store.OpPending, f.status(t, c))
	first, second := f.chain.sent[0], f.chain.sent[1]
	require.Equal(t, first.Nonce()+1, second.Nonce(), "consecutive nonces")

	f.chain.mine(t, first, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{a})
	f.chain.mine(t, second, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{b})
	f.step(t) // both mined, then c goes out at the next nonce
	require.Equal(t, store.OpIncluded, f.status(t, a))
	require.Equal(t, store.OpIncluded, f.status(t, b))
	require.Equal(t, store.OpSubmitted, f.status(t, c))
	require.Len(t, f.sg.open, 1)
	require.Equal(t, second.Nonce()+1, f.lastSent(t).Nonce())
}

// fakeReputation answers fixed statuses and records blames.
type fakeReputation struct {
	status map[common.Address]erc7562.Status
	blamed []common.Address
}

func (r *fakeReputation) Status(a common.Address) erc7562.Status { return r.status[a] }
func (r *fakeReputation) Blame(_ common.Hash, a common.Address) bool {
	r.blamed = append(r.blamed, a)
	return true
}

// TestBundleReputation: the bundle-side reputation rules. A banned entity's
// waiting operations leave the pool with the rule as their status reason;
// at most MaxThrottledPerBundle operations of a throttled entity go in a
// bundle (the rest, and their senders' later operations, wait); the others
// are unlimited.
func TestBundleReputation(t *testing.T) {
	banned, throttled, fine := common.HexToAddress("0xba"), common.HexToAddress("0x7e"), common.HexToAddress("0x0c")
	rep := &fakeReputation{status: map[common.Address]erc7562.Status{banned: erc7562.Banned, throttled: erc7562.Throttled}}
	f := newFixture(t, func(c *Config) { c.Reputation, c.MaxThrottledPerBundle = rep, 2 })
	with := func(pm common.Address) func(*userop.UserOperation) {
		return func(op *userop.UserOperation) {
			op.Paymaster, op.PaymasterVerificationGasLimit = &pm, big.NewInt(50_000)
		}
	}
	withFactory := func(fa common.Address) func(*userop.UserOperation) {
		return func(op *userop.UserOperation) { op.Factory = &fa }
	}
	dropped := f.addWith(t, 1, 0, 1, 1, with(banned))
	droppedFactory := f.addWith(t, 2, 0, 1, 1, withFactory(banned))
	var th []*store.OpRecord
	for i := range 3 {
		th = append(th, f.addWith(t, 10+i, 0, 1, 1, with(throttled)))
	}
	later := f.addWith(t, 12, 1, 1, 1, with(fine)) // behind the held throttled operation of sender 12
	ok := []*store.OpRecord{f.addWith(t, 20, 0, 1, 1, with(fine)), f.add(t, 21, 0, 1, 1)}

	f.step(t)
	for _, r := range []*store.OpRecord{dropped, droppedFactory} {
		got, err := f.pool.Get(r.Hash)
		require.NoError(t, err)
		require.Equal(t, store.OpDropped, got.Status)
		require.Contains(t, got.Reason, "[GREP-010]")
	}
	require.Equal(t, store.OpSubmitted, f.status(t, th[0]))
	require.Equal(t, store.OpSubmitted, f.status(t, th[1]))
	require.Equal(t, store.OpPending, f.status(t, th[2]), "third operation of a throttled entity waits")
	require.Equal(t, store.OpPending, f.status(t, later), "behind its sender's held operation")
	for _, r := range ok {
		require.Equal(t, store.OpSubmitted, f.status(t, r))
	}
	ops, _ := bundled(t, f.lastSent(t))
	require.Len(t, ops, 4)
	require.Equal(t, int64(2), f.b.dropped.Value("banned_entity"))
}

// TestThrottledEntityLiveBlocks: an operation of a throttled entity that
// has to wait (over MaxThrottledPerBundle) and was accepted
// ThrottledLiveBlocks or more blocks ago leaves the pool, dropped with the
// rule as the reason eth_getUserOperationByHash shows; a younger one keeps
// waiting, and an old one that fits the bundle is bundled.
func TestThrottledEntityLiveBlocks(t *testing.T) {
	throttled := common.HexToAddress("0x7e")
	rep := &fakeReputation{status: map[common.Address]erc7562.Status{throttled: erc7562.Throttled}}
	f := newFixture(t, func(c *Config) { c.Reputation, c.MaxThrottledPerBundle, c.ThrottledLiveBlocks = rep, 1, 10 })
	with := func(op *userop.UserOperation) {
		op.Paymaster, op.PaymasterVerificationGasLimit = &throttled, big.NewInt(50_000)
	}
	old := []*store.OpRecord{f.addWith(t, 1, 0, 1, 1, with), f.addWith(t, 2, 0, 1, 1, with), f.addWith(t, 4, 0, 1, 1, with)}
	require.Equal(t, uint64(1), old[0].Block, "the head's number is recorded at admission")
	f.chain.mu.Lock()
	f.chain.setHeader(10, 0) // 9 blocks later: not yet
	f.chain.mu.Unlock()
	young := f.addWith(t, 3, 0, 1, 1, with)
	f.step(t)
	require.Equal(t, store.OpSubmitted, f.status(t, old[0]), "the first fits the bundle")
	require.Equal(t, store.OpPending, f.status(t, old[1]), "9 blocks: still waiting")
	require.Equal(t, store.OpPending, f.status(t, old[2]), "9 blocks: still waiting")
	require.Equal(t, store.OpPending, f.status(t, young))

	f.chain.mu.Lock()
	f.chain.setHeader(11, 0) // 10 blocks after the old ones were accepted
	f.chain.mu.Unlock()
	require.NoError(t, f.b.pollHead(context.Background()))
	f.b.cfg.MaxInFlight = 2
	f.step(t)
	require.Equal(t, store.OpSubmitted, f.status(t, old[1]), "10 blocks old, but it fits the bundle")
	got, err := f.pool.Get(old[2].Hash)
	require.NoError(t, err)
	require.Equal(t, store.OpDropped, got.Status, "10 blocks old and it would wait again")
	require.Contains(t, got.Reason, "[THROTTLED_ENTITY_LIVE_BLOCKS]")
	require.Contains(t, got.Reason, "within 10 blocks")
	require.Equal(t, store.OpPending, f.status(t, young), "accepted 1 block ago: waits")
	require.Equal(t, int64(1), f.b.dropped.Value("throttled_expired"))
}

// TestBundleBlamesEntity: GREP-040 at the bundle's re-simulation: the
// paymaster for AA3x, the factory for AA1x and, when it deploys the
// account, for AA2x (EREP-020); nobody for nonce or time-range failures.
func TestBundleBlamesEntity(t *testing.T) {
	pm, fa := common.HexToAddress("0x99"), common.HexToAddress("0x98")
	tests := []struct {
		reason     string
		factory    bool
		wantBlamed []common.Address
	}{
		{"AA33 reverted", true, []common.Address{pm}},
		{"AA13 initCode failed or OOG", true, []common.Address{fa}},
		{"AA23 reverted", true, []common.Address{fa}},
		{"AA23 reverted", false, nil},
		{"AA32 paymaster expired or not due", true, nil},
		{"AA22 expired or not due", true, nil},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/factory=%v", tt.reason, tt.factory), func(t *testing.T) {
			rep := &fakeReputation{}
			f := newFixture(t, func(c *Config) { c.Reputation = rep })
			r := f.addWith(t, 1, 0, 1, 1, func(op *userop.UserOperation) {
				op.Paymaster, op.PaymasterVerificationGasLimit = &pm, big.NewInt(50_000)
				if tt.factory {
					op.Factory = &fa
				}
			})
			f.sim.fail[r.Hash] = tt.reason
			f.step(t)
			require.Equal(t, store.OpDropped, f.status(t, r))
			require.Equal(t, tt.wantBlamed, rep.blamed)
		})
	}
}

// TestBundleDropsOpOnCodeChange: COD-010. An operation whose validation
// used a contract whose code has changed since is dropped before the
// bundle's re-simulation, and its sender's later operation waits; others go.
func TestBundleDropsOpOnCodeChange(t *testing.T) {
	lib, other := common.HexToAddress("0x11b"), common.HexToAddress("0x22b")
	f := newFixture(t, nil)
	f.sim.validated = map[common.Address]common.Hash{lib: {1}}
	changed := f.add(t, 1, 0, 1, 1)
	next := f.add(t, 1, 1, 1, 1)
	f.sim.validated = map[common.Address]common.Hash{other: {2}}
	same := f.add(t, 2, 0, 1, 1)
	f.sim.code = map[common.Address]common.Hash{lib: {9}, other: {2}} // lib's code replaced

	f.step(t)
	got, err := f.pool.Get(changed.Hash)
	require.NoError(t, err)
	require.Equal(t, store.OpDropped, got.Status)
	require.Contains(t, got.Reason, "[COD-010]")
	require.Contains(t, got.Reason, lib.Hex())
	require.Equal(t, store.OpPending, f.status(t, next))
	require.Equal(t, store.OpSubmitted, f.status(t, same))
	require.Equal(t, int64(1), f.b.dropped.Value("code_changed"))
}

type nodeError struct{ msg string }

func (e nodeError) Error() string  { return e.msg }
func (e nodeError) ErrorCode() int { return -32000 }

// A bundle the node refuses is aborted and its operations go back to pending.
func TestRefusedBundleAborted(t *testing.T) {
	f := newFixture(t, nil)
	a0 := f.add(t, 1, 0, 1, 1)
	f.chain.sendErr = nodeError{"insufficient funds for gas * price + value"}
	f.step(t)
	require.Empty(t, f.sg.open)
	require.Equal(t, store.OpPending, f.status(t, a0))
	bundle, err := f.store.Bundle(0)
	require.NoError(t, err)
	require.Equal(t, store.BundleAborted, bundle.Status)
}

// TestSimulationsPerStage counts simulations: one simulateValidation per
// operation at admission, one handleOps simulation for a whole bundle, and
// one more of the remaining operations per operation that fails in it.
func TestSimulationsPerStage(t *testing.T) {
	f := newFixture(t, nil)
	var recs []*store.OpRecord
	for i := range 5 {
		recs = append(recs, f.add(t, i, 0, 1, 1))
	}
	require.Equal(t, 5, f.sim.validations)
	f.step(t)
	require.Equal(t, 1, f.sim.handles)
	require.Equal(t, 5, f.sim.handleOps, "each operation simulated once at bundling")
	f.chain.mine(t, f.lastSent(t), 2, 0, types.ReceiptStatusSuccessful, recs)
	f.step(t)
	require.Equal(t, 5, f.sim.validations, "tracking and inclusion simulate nothing")
	require.Equal(t, 1, f.sim.handles)

	g := newFixture(t, nil)
	bad := g.add(t, 0, 0, 1, 1)
	for i := 1; i < 4; i++ {
		g.add(t, i, 0, 1, 1)
	}
	g.sim.fail[bad.Hash] = "AA23 reverted"
	g.step(t)
	require.Equal(t, 2, g.sim.handles)
	require.Equal(t, 4+3, g.sim.handleOps)
}

// An operation whose validUntil passed while it waited fails the bundle's
// re-simulation with AA22 and is dropped with that reason (out of time range).
func TestBundleDropsExpiredOp(t *testing.T) {
	f := newFixture(t, nil)
	expired := f.add(t, 1, 0, 1, 1)
	f.sim.fail[expired.Hash] = "AA22 expired or not due"
	f.step(t)
	got, err := f.pool.Get(expired.Hash)
	require.NoError(t, err)
	require.Equal(t, store.OpDropped, got.Status)
	require.Equal(t, "AA22 expired or not due", got.Reason)
	require.Equal(t, int64(1), f.b.dropped.Value("out_of_time_range"))
	require.Empty(t, f.chain.sent, "nothing left to send")
}

// TestSecondSignerHoldsNextNonce is issue 17's drop at the bundler: with two
// signers, nonce n+1 must not go into the second signer's bundle while n is
// in the first one's, unmined (its re-simulation would fail with AA25).
func TestSecondSignerHoldsNextNonce(t *testing.T) {
	key2, err := crypto.GenerateKey()
	require.NoError(t, err)
	f := newFixture(t, func(c *Config) { c.Keys = append(c.Keys, key2) })
	second := f.b.signers[1]
	n0 := f.add(t, 1, 0, 1, 1)
	f.step(t)
	n1 := f.add(t, 1, 1, 1, 1)
	f.sim.fail[n1.Hash] = "AA25 invalid account nonce" // as the chain would answer without n0

	require.NoError(t, f.b.step(context.Background(), second))
	require.Empty(t, second.open, "nothing to bundle: n+1 waits for n")
	require.Equal(t, store.OpPending, f.status(t, n1))
	require.Equal(t, 1, f.sim.handles)

	f.chain.mine(t, f.lastSent(t), 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{n0})
	delete(f.sim.fail, n1.Hash) // n0 ran: n+1 is valid now
	f.step(t)                   // the first signer sees n0 mined, then bundles n+1
	require.Equal(t, store.OpIncluded, f.status(t, n0))
	require.Len(t, f.sg.open, 1)
	require.Equal(t, store.OpSubmitted, f.status(t, n1))
}

// TestNonceOrderedPendingState runs a sender's chain of operations through
// two signers against a simulator that checks nonces the way the EntryPoint
// does (on-chain nonce, then the sender's earlier operations in the same
// bundle): operations go in nonce order on top of what is already bundled,
// a successor waits while its predecessor's bundle is unmined, and nothing
// is dropped.
func TestNonceOrderedPendingState(t *testing.T) {
	key2, err := crypto.GenerateKey()
	require.NoError(t, err)
	f := newFixture(t, func(c *Config) { c.Keys = append(c.Keys, key2) })
	f.sim.nonces = map[common.Address]uint64{sender(1): 0}
	first, second := f.sg, f.b.signers[1]
	n0 := f.add(t, 1, 0, 1, 1)
	n1 := f.add(t, 1, 1, 1, 1)
	f.step(t)
	tx1 := f.lastSent(t)
	ops, _ := bundled(t, tx1)
	require.Equal(t, []string{"1001/0", "1001/1"}, ops, "n and n+1 in one bundle, n first")

	// n+2 arrives while n and n+1 are in flight: neither signer takes it.
	n2 := f.add(t, 1, 2, 1, 1)
	n3 := f.add(t, 1, 3, 1, 1)
	require.NoError(t, f.b.step(context.Background(), second))
	require.Empty(t, second.open)
	require.Equal(t, 1, f.sim.handles, "held without a simulation")

	// The bundle is mined; the chain's nonce moves on; n+2 and n+3 go
	// together, re-simulated on the new state.
	f.chain.mine(t, tx1, 2, 0, types.ReceiptStatusSuccessful, []*store.OpRecord{n0, n1})
	f.sim.mu.Lock()
	f.sim.nonces[sender(1)] = 2
	f.sim.mu.Unlock()
	require.NoError(t, f.b.step(context.Background(), first)) // tracks the mined bundle, then builds
	require.Len(t, first.open, 1)
	ops, _ = bundled(t, f.lastSent(t))
	require.Equal(t, []string{"1001/2", "1001/3"}, ops)
	for _, r := range []*store.OpRecord{n0, n1} {
		require.Equal(t, store.OpIncluded, f.status(t, r))
	}
	for _, r := range []*store.OpRecord{n2, n3} {
		require.Equal(t, store.OpSubmitted, f.status(t, r))
	}
	require.Zero(t, f.b.dropped.Value("simulation_rejected"), "nothing dropped")
}
