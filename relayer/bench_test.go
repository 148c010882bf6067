package relayer_test

import (
	"context"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/internal/testenv"
	"github.com/wordproof/wordproof/relayer/userop"
)

// BenchmarkRelayer measures, on the devnet, how many sponsored operations per
// second the relayer validates and accepts (eth_sendUserOperation with the
// full check list, simulation included, from 16 concurrent clients), and how
// many operations go into one handleOps bundle. Each iteration is one
// operation of a fresh account (with initCode); run it with a fixed count:
//
//	go test ./relayer -run=NONE -bench=Relayer -benchtime=1000x
func BenchmarkRelayer(b *testing.B) {
	env := testenv.Devnet(b)
	r, c := startRelayer(b, env, func(cfg *relayer.Config) {
		// A flood of fresh accounts on purpose: lift the global budget.
		cfg.Policy.Budget.Spend.Mul(big.NewInt(1000), big.NewInt(params.Ether))
		cfg.Bundler.MaxBundleOps = 250
		cfg.Bundler.Interval = 2 * time.Second
		cfg.Bundler.MaxBundleGas = 95_000_000
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	// One estimate gives the gas limits of every operation (same shape).
	proto := env.NewAccount(b)
	shape := proto.Op(0, testenv.Call(env.Target, testenv.OwnerCall()), true)
	require.NoError(b, c.Sponsor(ctx, shape, func(op *userop.UserOperation) { op.Signature = stubSig }))

	ops := make([]*userop.UserOperation, b.N)
	for i := range ops {
		acct := env.NewAccount(b)
		op := acct.Op(0, testenv.Call(env.Target, testenv.OwnerCall()), true)
		op.VerificationGasLimit, op.CallGasLimit, op.PreVerificationGas = shape.VerificationGasLimit, shape.CallGasLimit, shape.PreVerificationGas
		pm := *shape.Paymaster
		op.Paymaster, op.PaymasterVerificationGasLimit, op.PaymasterPostOpGasLimit = &pm, shape.PaymasterVerificationGasLimit, shape.PaymasterPostOpGasLimit
		op.Signature, op.PaymasterData = stubSig, shape.PaymasterData
		op.PreVerificationGas = new(big.Int).SetUint64(userop.PreVerificationGas(op))
		final, err := c.PaymasterData(ctx, op)
		require.NoError(b, err)
		final.Apply(op)
		acct.Sign(op)
		ops[i] = op
	}

	b.ResetTimer()
	start := time.Now()
	hashes := make([]common.Hash, len(ops))
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(ops) {
					return
				}
				h, err := c.Send(ctx, ops[i])
				if err != nil {
					errs <- err
					return
				}
				hashes[i] = h
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	close(errs)
	for err := range errs {
		require.NoError(b, err)
	}
	b.ReportMetric(float64(len(ops))/elapsed.Seconds(), "accepted_ops/s")

	// Wait for every operation and count operations per bundle transaction.
	perTx := map[common.Hash]int{}
	for _, h := range hashes {
		rc, err := c.WaitReceipt(ctx, h, 50*time.Millisecond)
		require.NoError(b, err)
		require.True(b, rc.Success)
		perTx[rc.Receipt.TxHash]++
	}
	largest := 0
	for _, n := range perTx {
		largest = max(largest, n)
	}
	b.ReportMetric(float64(len(ops))/float64(len(perTx)), "ops/bundle")
	b.ReportMetric(float64(largest), "max_ops/bundle")
	b.ReportMetric(0, "ns/op")
	_ = r
}
