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
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/relayer/check"
	relayrpc "github.com/wordproof/wordproof/relayer/rpc"
	"github.com/wordproof/wordproof/relayer/userop"
)

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
				Addresses: []common.Address{f.e.entryPoint}, Topics: [][]common.Hash{{userop.EventTopic}},
			})
			if lerr != nil {
				err = lerr
			} else {
				now := time.Now()
				f.mu.Lock()
				for i := range logs {
					ev, err := userop.ParseEvent(&logs[i])
					if err != nil {
						continue
					}
					l := &logs[i]
					f.included[ev.UserOpHash] = inclusion{
						at: now, block: l.BlockNumber, tx: l.TxHash,
						success: ev.Success, gasUsed: ev.ActualGasUsed.Uint64(),
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
	inc := countInclusions(res, st, fol)
	if err := explainMissing(ctx, rc, res, inc.missing); err != nil {
		return nil, err
	}
	res.Dropped = len(inc.missing) + res.Failed
	if inc.last.IsZero() {
		inc.last = time.Now() // nothing included: the whole wait
	}
	res.Elapsed = Duration(inc.last.Sub(st.first))
	if span := st.last.Sub(st.first).Seconds(); span > 0 {
		res.AcceptedOpsPerSec = float64(res.Accepted) / span
	}
	if span := inc.last.Sub(st.first).Seconds(); span > 0 {
		res.EndToEndOpsPerSec = float64(res.Included) / span
	}
	if err := e.bundleFigures(ctx, res, inc); err != nil {
		return nil, err
	}
	if err := checkReceipts(ctx, rc, res, st, fol); err != nil {
		return nil, err
	}
	return res, nil
}

// inclusions are what the follower saw of the operations sent.
type inclusions struct {
	latencies []time.Duration
	blocks    []uint64
	perTx     map[common.Hash]int // operations per bundle transaction
	actual    uint64              // the included operations' actual gas
	last      time.Time           // the last inclusion
	missing   []common.Hash       // never seen included
}

// countInclusions matches each operation sent with its inclusion and
// counts the included and failed ones into res.
func countInclusions(res *Result, st *sendStats, fol *follower) *inclusions {
	out := &inclusions{perTx: map[common.Hash]int{}}
	for _, s := range st.sent {
		inc, ok := fol.included[s.hash]
		if !ok {
			out.missing = append(out.missing, s.hash)
			continue
		}
		if !inc.success {
			res.Failed++
			continue
		}
		res.Included++
		out.latencies = append(out.latencies, inc.at.Sub(s.at))
		out.blocks = append(out.blocks, inc.block-s.headBlock)
		out.perTx[inc.tx]++
		out.actual += inc.gasUsed
		if inc.at.After(out.last) {
			out.last = inc.at
		}
	}
	return out
}

// explainMissing asks the relayer what became of the operations never seen
// included (eth_getUserOperationByHash carries a status and a reason) and
// counts the answers in res.DropReasons.
func explainMissing(ctx context.Context, rc *rpc.Client, res *Result, missing []common.Hash) error {
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
			return fmt.Errorf("ask the relayer about missing operations: %w", err)
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
	return nil
}

// bundleFigures sets the bundle counts, gas per operation and the latency
// percentiles of res from the bundles' receipts.
func (e *env) bundleFigures(ctx context.Context, res *Result, inc *inclusions) error {
	res.Bundles = len(inc.perTx)
	var bundleGas uint64
	for tx, n := range inc.perTx {
		res.MaxOpsPerBundle = max(res.MaxOpsPerBundle, n)
		r, err := e.client.TransactionReceipt(ctx, tx)
		if err != nil {
			return fmt.Errorf("bundle receipt %s: %w", tx, err)
		}
		bundleGas += r.GasUsed
	}
	if res.Included == 0 {
		return nil
	}
	res.OpsPerBundle = float64(res.Included) / float64(res.Bundles)
	res.GasPerOp = bundleGas / uint64(res.Included)
	res.ActualGasPerOp = inc.actual / uint64(res.Included)
	sort.Slice(inc.latencies, func(i, j int) bool { return inc.latencies[i] < inc.latencies[j] })
	sort.Slice(inc.blocks, func(i, j int) bool { return inc.blocks[i] < inc.blocks[j] })
	res.LatencyP50, res.LatencyP95 = Duration(pct(inc.latencies, 50)), Duration(pct(inc.latencies, 95))
	res.BlocksP50, res.BlocksP95 = pct(inc.blocks, 50), pct(inc.blocks, 95)
	return nil
}

// checkReceipts counts in res.ReceiptMismatches the relayer's receipts that
// disagree with the chain, on a sample of 20 (each receipt carries its whole
// bundle transaction's receipt).
func checkReceipts(ctx context.Context, rc *rpc.Client, res *Result, st *sendStats, fol *follower) error {
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
			return fmt.Errorf("receipt of %s: %w", s.hash, err)
		}
		if rcpt == nil || rcpt.Receipt.TransactionHash != inc.tx || rcpt.Success != inc.success {
			res.ReceiptMismatches++
		}
	}
	return nil
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
