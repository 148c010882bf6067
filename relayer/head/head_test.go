package head_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/relayer/head"
)

type source struct {
	h   *types.Header
	err error
}

func (s *source) HeaderByNumber(context.Context, *big.Int) (*types.Header, error) { return s.h, s.err }

func TestTracker(t *testing.T) {
	src := &source{h: &types.Header{Number: big.NewInt(7), BaseFee: big.NewInt(100)}}
	tr := head.New(src)
	require.Nil(t, tr.Head())
	require.Nil(t, tr.BaseFee())
	require.True(t, tr.Polled().IsZero())

	require.NoError(t, tr.Poll(context.Background()))
	require.Equal(t, uint64(7), tr.Head().Number.Uint64())
	bf := tr.BaseFee()
	require.Equal(t, big.NewInt(100), bf)
	bf.SetInt64(1) // a copy: callers cannot change the header
	require.Equal(t, big.NewInt(100), tr.BaseFee())
	polled := tr.Polled()
	require.False(t, polled.IsZero())

	// A failed poll keeps the last header and its time.
	src.err = errors.New("down")
	require.Error(t, tr.Poll(context.Background()))
	require.Equal(t, uint64(7), tr.Head().Number.Uint64())
	require.Equal(t, polled, tr.Polled())

	// Without EIP-1559 there is no base fee.
	src.h, src.err = &types.Header{Number: big.NewInt(8)}, nil
	require.NoError(t, tr.Poll(context.Background()))
	require.Nil(t, tr.BaseFee())
}
