package store_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

func TestReopenKeepsEverything(t *testing.T) {
	dir := t.TempDir()
	st, err := store.Open(store.Config{Dir: dir, Sync: true})
	require.NoError(t, err)
	op := &userop.UserOperation{Sender: common.Address{1}, Nonce: big.NewInt(7), CallData: []byte{1}, Signature: []byte{2},
		CallGasLimit: big.NewInt(1), VerificationGasLimit: big.NewInt(2), PreVerificationGas: big.NewInt(3), MaxFeePerGas: big.NewInt(4), MaxPriorityFeePerGas: big.NewInt(5),
		PaymasterVerificationGasLimit: new(big.Int), PaymasterPostOpGasLimit: new(big.Int)}
	rec := &store.OpRecord{Hash: common.Hash{9}, Op: op, Status: store.OpSubmitted, Seq: 3, Bundle: 1, Received: time.Unix(100, 0)}
	b := st.NewBatch()
	require.NoError(t, b.PutOp(rec))
	require.NoError(t, b.PutBundle(&store.BundleRecord{ID: 1, Nonce: 4, Ops: []common.Hash{rec.Hash}, Raw: []byte{0xab}, Status: store.BundleSent}))
	require.NoError(t, b.PutSpend(&store.Spend{Time: time.Unix(50, 0), Sender: common.Address{1}, Cost: big.NewInt(10)}))
	require.NoError(t, b.PutSpend(&store.Spend{Time: time.Unix(50, 0), Sender: common.Address{1}, Cost: big.NewInt(11)}))
	require.NoError(t, b.PutSpend(&store.Spend{Time: time.Unix(200, 0), Sender: common.Address{2}, Cost: big.NewInt(12)}))
	require.NoError(t, b.Write())
	require.NoError(t, st.Close())

	st, err = store.Open(store.Config{Dir: dir})
	require.NoError(t, err)
	defer st.Close()
	got, err := st.Op(rec.Hash)
	require.NoError(t, err)
	require.Equal(t, store.OpSubmitted, got.Status)
	require.Equal(t, op.Hash(common.Address{}, big.NewInt(1)), got.Op.Hash(common.Address{}, big.NewInt(1)))
	_, err = st.Op(common.Hash{8})
	require.ErrorIs(t, err, store.ErrNotFound)
	bd, err := st.Bundle(1)
	require.NoError(t, err)
	require.Equal(t, []byte{0xab}, bd.Raw)

	var costs []int64
	collect := func(sp *store.Spend) error { costs = append(costs, sp.Cost.Int64()); return nil }
	require.NoError(t, st.ForEachSpend(time.Unix(0, 0), collect))
	require.ElementsMatch(t, []int64{10, 11, 12}, costs)
	require.NoError(t, st.DeleteSpendsBefore(time.Unix(100, 0)))
	costs = nil
	require.NoError(t, st.ForEachSpend(time.Unix(0, 0), collect))
	require.Equal(t, []int64{12}, costs)
}
