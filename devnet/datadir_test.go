package devnet_test

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/devnet"
)

// TestDataDirResumesTheChain stops a devnet with a data directory and starts
// it again, in a new Devnet as a new process would: the blocks, balances and
// nonces are still there and the chain grows on from its head.
func TestDataDirResumesTheChain(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "chain")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cfg := devnet.DefaultConfig
	cfg.DataDir = dir
	to := common.Address{0xda}

	first, err := devnet.New(cfg)
	require.NoError(t, err)
	require.NoError(t, first.Start(ctx))
	tx := transfer(t, ctx, first.Client(), first.DevKeys()[1], to, big.NewInt(4242))
	r := waitReceipt(t, ctx, first.Client(), tx.Hash())
	head, err := first.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.NoError(t, first.Stop())

	second, err := devnet.New(cfg)
	require.NoError(t, err)
	require.NoError(t, second.Start(ctx))
	defer func() { _ = second.Stop() }()
	client := second.Client()
	resumed, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Equal(t, head.Hash(), resumed.Hash(), "the head survives the restart")
	bal, err := client.BalanceAt(ctx, to, nil)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(4242), bal)
	got, err := client.TransactionReceipt(ctx, tx.Hash())
	require.NoError(t, err)
	require.Equal(t, r.BlockHash, got.BlockHash)
	// Old state stays readable (archive) and new blocks build on the head.
	old, err := client.BalanceAt(ctx, to, new(big.Int).Sub(r.BlockNumber, big.NewInt(1)))
	require.NoError(t, err)
	require.Zero(t, old.Sign())
	tx2 := transfer(t, ctx, client, second.DevKeys()[1], to, big.NewInt(1))
	r2 := waitReceipt(t, ctx, client, tx2.Hash())
	require.Equal(t, head.Number.Uint64()+1, r2.BlockNumber.Uint64())
}

func TestDataDirGuards(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfg := devnet.DefaultConfig
	cfg.DataDir = dir
	dn, err := devnet.New(cfg)
	require.NoError(t, err)
	require.NoError(t, dn.Start(ctx))
	defer func() { _ = dn.Stop() }()

	t.Run("in use", func(t *testing.T) {
		other, err := devnet.New(cfg)
		require.NoError(t, err)
		err = other.Start(ctx)
		require.ErrorIs(t, err, devnet.ErrDataDirInUse)
		require.Contains(t, err.Error(), dir)
	})
	tests := []struct {
		name string
		edit func(*devnet.Config)
		want string
	}{
		{name: "chain id", edit: func(c *devnet.Config) { c.ChainID = 31337 }, want: "holds chain 1337 (prague rules"},
		{name: "fork", edit: func(c *devnet.Config) { c.Fork = devnet.ForkOsaka }, want: "not chain 1337 (osaka rules"},
		{name: "accounts", edit: func(c *devnet.Config) { c.Accounts = 3 }, want: "genesis"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cfg
			tt.edit(&c)
			other, err := devnet.New(c)
			require.NoError(t, err)
			err = other.Start(ctx)
			require.ErrorIs(t, err, devnet.ErrDataDirMismatch)
			require.Contains(t, err.Error(), tt.want)
		})
	}
	t.Run("not a record", func(t *testing.T) {
		bad := t.TempDir()
		require.NoError(t, os.WriteFile(filepath.Join(bad, "chain.json"), []byte("{"), 0o600))
		c := cfg
		c.DataDir = bad
		other, err := devnet.New(c)
		require.NoError(t, err)
		require.ErrorIs(t, other.Start(ctx), devnet.ErrDataDirMismatch)
	})
}

// TestIntervalModeClockMoves: with a period the head's time follows the wall
// clock with no transaction sent, so deadlines pass on an idle chain.
func TestIntervalModeClockMoves(t *testing.T) {
	dn := startDevnet(t, func(c *devnet.Config) { c.Period = time.Second })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	first, err := dn.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		head, err := dn.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		return head.Time >= first.Time+2
	}, 10*time.Second, 100*time.Millisecond, "the clock moves with no transaction")
	head, err := dn.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.LessOrEqual(t, head.Time, uint64(time.Now().Unix())+1, "block time follows the wall clock")

	// Transactions do not wait for the period.
	sent := time.Now()
	tx := transfer(t, ctx, dn.Client(), dn.DevKeys()[0], common.Address{0xc1}, big.NewInt(1))
	waitReceipt(t, ctx, dn.Client(), tx.Hash())
	require.Less(t, time.Since(sent), 700*time.Millisecond, "mined at once, not at the next period")

	// After a jump the clock moves on from the jumped time.
	_, err = dn.AdjustTime(time.Hour)
	require.NoError(t, err)
	jumped, err := dn.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.GreaterOrEqual(t, jumped.Time, head.Time+3600)
	require.Eventually(t, func() bool {
		head, err := dn.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		return head.Time >= jumped.Time+2
	}, 10*time.Second, 100*time.Millisecond, "the clock moves on after a jump")
}
