package load

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/relayer/check"
	relayrpc "github.com/wordproof/wordproof/relayer/rpc"
	"github.com/wordproof/wordproof/relayer/userop"
)

// topicUserOperationEvent is UserOperationEvent's topic.
var topicUserOperationEvent = crypto.Keccak256Hash([]byte("UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)"))

// sent is one accepted operation.
type sent struct {
	hash      common.Hash
	at        time.Time // when the accepted eth_sendUserOperation started
	headBlock uint64    // the latest block then
}

// inclusion is one operation seen in a UserOperationEvent.
type inclusion struct {
	at      time.Time // when its block was seen
	block   uint64
	tx      common.Hash
	success bool
	gasUsed uint64 // actualGasUsed
}

// dial opens a JSON-RPC client whose HTTP pool keeps a connection per
// concurrent sender (the default keeps two and would open and close
// thousands).
func dial(ctx context.Context, url string, conns int) (*rpc.Client, error) {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = conns+8, conns+8
	return rpc.DialOptions(ctx, url, rpc.WithHTTPClient(&http.Client{Transport: tr, Timeout: time.Minute}))
}

// feeSource gives the fee fields of a new operation: twice the latest base
// fee plus the tip, as wallets do.
type feeSource struct {
	mu      sync.Mutex
	baseFee *big.Int
	head    uint64
}

var tip = big.NewInt(params.GWei)

func (f *feeSource) fees() (feeCap *big.Int, head uint64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return new(big.Int).Add(new(big.Int).Mul(f.baseFee, big.NewInt(2)), tip), f.head
}

func (f *feeSource) set(baseFee *big.Int, head uint64) {
	f.mu.Lock()
	f.baseFee, f.head = baseFee, head
	f.mu.Unlock()
}

// sendStats counts what the senders met.
type sendStats struct {
	throttled atomic.Int64
	mu        sync.Mutex
	rejected  map[string]int // first line of the refusal → count
	sent      []sent
	first     time.Time
	last      time.Time // when the last accepted send returned
}

// sendAll has every account send nonces 1..ops through rc, the next as soon
// as the previous one is accepted. A throttled send is retried; any other
// refusal ends that account's run (its later nonces could not execute).
func sendAll(ctx context.Context, e *env, rc *rpc.Client, fees *feeSource, ops int) *sendStats {
	st := &sendStats{rejected: map[string]int{}, first: time.Now()}
	var wg sync.WaitGroup
	for _, a := range e.accounts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 1; n <= ops; n++ {
				feeCap, _ := fees.fees()
				op := e.op(a, uint64(n), feeCap, tip)
				for {
					_, head := fees.fees()
					start := time.Now()
					var h common.Hash
					err := rc.CallContext(ctx, &h, "eth_sendUserOperation", op, e.entryPoint)
					if err == nil {
						st.mu.Lock()
						st.sent = append(st.sent, sent{hash: h, at: start, headBlock: head})
						st.last = time.Now()
						st.mu.Unlock()
						break
					}
					var re rpc.Error
					if errors.As(err, &re) && re.ErrorCode() == check.CodeThrottled {
						st.throttled.Add(1)
						select {
						case <-ctx.Done():
							return
						case <-time.After(20 * time.Millisecond):
						}
						continue
					}
					st.mu.Lock()
					st.rejected[firstLine(err.Error())]++
					st.mu.Unlock()
					return
				}
			}
		}()
	}
	wg.Wait()
	return st
}

func firstLine(s string) string {
	for i, c := range s {
		if c == '\n' {
			return s[:i]
		}
	}
	if len(s) > 200 {
		return s[:200]
	}
	return s
}

// follower reads the EntryPoint's UserOperationEvents of each new block.
type follower struct {
	e    *env
	fees *feeSource

	mu       sync.Mutex
	included map[common.Hash]inclusion
	lastSeen time.Time // when an operation was last seen included
	err      error     // the last poll's error, nil when it succeeded
}

func (f *follower) run(ctx context.Context, from uint64) {
	last := from
	for ctx.Err() == nil {
		head, err := f.e.client.HeaderByNumber(ctx, nil)
		if err == nil && head.Number.Uint64() > last {
			n := head.Number.Uint64()
			f.fees.set(head.BaseFee, n)
			logs, lerr := f.e.client.FilterLogs(ctx, ethereum.FilterQuery{
				FromBlock: new(big.Int).SetUint64(last + 1), ToBlock: head.Number,
				Addresses: []common.Address{f.e.entryPoint}, Topics: [][]common.Hash{{topicUserOperationEvent}},
			})
			if lerr != nil {
				err = lerr
			} else {
				now := time.Now()
				f.mu.Lock()
				for _, l := range logs {
					if len(l.Topics) < 2 || len(l.Data) < 128 {
						continue
					}
					f.included[l.Topics[1]] = inclusion{
						at: now, block: l.BlockNumber, tx: l.TxHash,
						success: new(big.Int).SetBytes(l.Data[32:64]).Sign() != 0,
						gasUsed: new(big.Int).SetBytes(l.Data[96:128]).Uint64(),
					}
					f.lastSeen = now
				}
				f.mu.Unlock()
				last = n
			}
		}
		if ctx.Err() == nil {
			f.mu.Lock()
			f.err = err // the last poll's: a transient failure is retried
			f.mu.Unlock()
		}
		select {
		case <-ctx.Done():
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// drive runs the load against the relayer at url.
func drive(ctx context.Context, e *env, url string) (*Result, error) {
	rc, err := dial(ctx, url, len(e.accounts))
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	head, err := e.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	fees := &feeSource{baseFee: head.BaseFee, head: head.Number.Uint64()}
	fol := &follower{e: e, fees: fees, included: map[common.Hash]inclusion{}}
	fctx, stopFollower := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { fol.run(fctx, head.Number.Uint64()); close(done) }()
	defer func() { stopFollower(); <-done }()

	st := sendAll(ctx, e, rc, fees, e.cfg.Ops)
	e.cfg.Logger.Info("load sent", "accepted", len(st.sent), "throttled", st.throttled.Load(), "rejected", st.rejected)

	// Wait for every accepted operation, or until nothing new is included for
	// long enough that the rest will not be.
	stall := max(30*time.Second, 20*e.cfg.BlockTime)
	fol.mu.Lock()
	fol.lastSeen = time.Now()
	fol.mu.Unlock()
	for {
		fol.mu.Lock()
		missing := 0
		for _, s := range st.sent {
			if _, ok := fol.included[s.hash]; !ok {
				missing++
			}
		}
		quiet := time.Since(fol.lastSeen)
		fol.mu.Unlock()
		if missing == 0 || quiet > stall {
			break
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	stopFollower()
	<-done
	return e.result(ctx, rc, st, fol)
}

// result computes the figures and asks the relayer about every operation
// not seen included.
func (e *env) result(ctx context.Context, rc *rpc.Client, st *sendStats, fol *follower) (*Result, error) {
	res := &Result{
		Accounts: e.cfg.Accounts, OpsPerAccount: e.cfg.Ops, Accepted: len(st.sent),
		Throttled: int(st.throttled.Load()), Rejected: st.rejected, DropReasons: map[string]int{},
	}
	for _, n := range st.rejected {
		res.RejectedTotal += n
	}
	if fol.err != nil {
		res.FollowerError = fol.err.Error()
	}
	var latencies []time.Duration
	var blocks []uint64
	perTx := map[common.Hash]int{}
	var lastIncluded time.Time
	var actual uint64
	var missing []common.Hash
	for _, s := range st.sent {
		inc, ok := fol.included[s.hash]
		if !ok {
			missing = append(missing, s.hash)
			continue
		}
		if !inc.success {
			res.Failed++
			continue
		}
		res.Included++
		latencies = append(latencies, inc.at.Sub(s.at))
		blocks = append(blocks, inc.block-s.headBlock)
		perTx[inc.tx]++
		actual += inc.gasUsed
		if inc.at.After(lastIncluded) {
			lastIncluded = inc.at
		}
	}
	// Operations never seen: the relayer must say what became of them
	// (eth_getUserOperationByHash carries a status and a reason).
	for start := 0; start < len(missing); start += 100 {
		part := missing[start:min(start+100, len(missing))]
		batch := make([]rpc.BatchElem, len(part))
		outs := make([]*struct {
			Status string `json:"status"`
			Reason string `json:"reason"`
		}, len(part))
		for i, h := range part {
			batch[i] = rpc.BatchElem{Method: "eth_getUserOperationByHash", Args: []any{h}, Result: &outs[i]}
		}
		if err := rc.BatchCallContext(ctx, batch); err != nil {
			return nil, fmt.Errorf("ask the relayer about missing operations: %w", err)
		}
		for i, out := range outs {
			switch {
			case batch[i].Error != nil:
				res.DropReasons["status error: "+firstLine(batch[i].Error.Error())]++
			case out == nil:
				res.DropReasons["unknown to the relayer"]++
			default:
				res.DropReasons[out.Status+": "+firstLine(out.Reason)]++
			}
		}
	}
	res.Dropped = len(missing) + res.Failed
	if lastIncluded.IsZero() {
		lastIncluded = time.Now() // nothing included: the whole wait
	}
	res.Elapsed = Duration(lastIncluded.Sub(st.first))
	if span := st.last.Sub(st.first).Seconds(); span > 0 {
		res.AcceptedOpsPerSec = float64(res.Accepted) / span
	}
	if span := lastIncluded.Sub(st.first).Seconds(); span > 0 {
		res.EndToEndOpsPerSec = float64(res.Included) / span
	}
	res.Bundles = len(perTx)
	var bundleGas uint64
	for tx, n := range perTx {
		res.MaxOpsPerBundle = max(res.MaxOpsPerBundle, n)
		r, err := e.client.TransactionReceipt(ctx, tx)
		if err != nil {
			return nil, fmt.Errorf("bundle receipt %s: %w", tx, err)
		}
		bundleGas += r.GasUsed
	}
	if res.Included > 0 {
		res.OpsPerBundle = float64(res.Included) / float64(res.Bundles)
		res.GasPerOp = bundleGas / uint64(res.Included)
		res.ActualGasPerOp = actual / uint64(res.Included)
		sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
		sort.Slice(blocks, func(i, j int) bool { return blocks[i] < blocks[j] })
		res.LatencyP50, res.LatencyP95 = Duration(pct(latencies, 50)), Duration(pct(latencies, 95))
		res.BlocksP50, res.BlocksP95 = pct(blocks, 50), pct(blocks, 95)
	}
	// The relayer's own receipts agree with the chain (a sample: each
	// receipt carries its whole bundle transaction's receipt).
	checked := 0
	for _, s := range st.sent {
		inc, ok := fol.included[s.hash]
		if !ok || checked >= 20 {
			continue
		}
		checked++
		var rcpt *struct {
			Success bool                                  `json:"success"`
			Receipt struct{ TransactionHash common.Hash } `json:"receipt"`
		}
		if err := rc.CallContext(ctx, &rcpt, "eth_getUserOperationReceipt", s.hash); err != nil {
			return nil, fmt.Errorf("receipt of %s: %w", s.hash, err)
		}
		if rcpt == nil || rcpt.Receipt.TransactionHash != inc.tx || rcpt.Success != inc.success {
			res.ReceiptMismatches++
		}
	}
	return res, nil
}

func pct[T any](sorted []T, p int) T {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(0, min(i-1, len(sorted)-1))]
}

// generatorCeiling runs the same signing and sending loop against an
// endpoint that decodes each operation and accepts it at once, and returns
// the operations per second it reached.
func generatorCeiling(ctx context.Context, e *env) (float64, error) {
	srv := relayrpc.NewServer(relayrpc.Config{})
	srv.Register("eth_sendUserOperation", func(_ context.Context, ps []json.RawMessage) (any, error) {
		if len(ps) != 2 {
			return nil, relayrpc.InvalidParams("expected 2 params")
		}
		var op userop.UserOperation
		if err := json.Unmarshal(ps[0], &op); err != nil {
			return nil, relayrpc.InvalidParams("%v", err)
		}
		return op.Hash(e.entryPoint, e.chainID), nil
	})
	hs := httptest.NewServer(srv)
	defer hs.Close()
	rc, err := dial(ctx, hs.URL, len(e.accounts))
	if err != nil {
		return 0, err
	}
	defer rc.Close()
	if e.shape == nil {
		e.shape = &userop.UserOperation{CallGasLimit: big.NewInt(50_000), VerificationGasLimit: big.NewInt(100_000), PreVerificationGas: big.NewInt(50_000)}
		defer func() { e.shape = nil }()
	}
	fees := &feeSource{baseFee: big.NewInt(params.GWei)}
	st := sendAll(ctx, e, rc, fees, e.cfg.Ops)
	if len(st.rejected) > 0 {
		return 0, fmt.Errorf("no-op endpoint refused operations: %v", st.rejected)
	}
	return float64(len(st.sent)) / st.last.Sub(st.first).Seconds(), nil
}
