package indexer

import (
	"context"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// fakeChain is a chain made of generated Blocks: set builds a real header
// chain over them (each header's parent is the previous header's hash, its
// Extra the Block's own id), and the reader hands back the Block under the
// header's hash, so a test can switch forks under a follower.
type fakeChain struct {
	mu      sync.Mutex
	headers []*types.Header
	byHash  map[common.Hash]*Block
}

func (c *fakeChain) set(blocks []*Block) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byHash == nil {
		c.byHash = map[common.Hash]*Block{}
	}
	c.headers = nil
	parent := common.Hash{}
	for _, b := range blocks {
		h := &types.Header{Number: new(big.Int).SetUint64(b.Number), ParentHash: parent, Time: b.Time, Extra: b.Hash.Bytes(), Difficulty: new(big.Int)}
		c.headers = append(c.headers, h)
		cp := *b
		cp.Hash, cp.Parent = h.Hash(), parent
		c.byHash[cp.Hash] = &cp
		parent = cp.Hash
	}
}

func (c *fakeChain) HeaderByNumber(_ context.Context, n *big.Int) (*types.Header, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	i := n.Uint64()
	if i == 0 || i > uint64(len(c.headers)) {
		return nil, ethereum.NotFound
	}
	return c.headers[i-1], nil
}

func (c *fakeChain) Read(_ context.Context, h *types.Header) (*Block, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byHash[h.Hash()], nil
}

// TestFollowerRollsBackAReorg: a follower indexes fork a to block 30; the
// chain switches to fork b from block 21 (longer); the follower detects it
// by the parent hash, rolls back blocks 21-30 with their rows and indexes
// fork b, so its answers equal the independent computation over fork b,
// on SQLite and on PostgreSQL.
func TestFollowerRollsBackAReorg(t *testing.T) {
	for name, open := range map[string]func(*testing.T) Store{"sqlite": openSQLite, "postgres": openPostgres} {
		t.Run(name, func(t *testing.T) { followReorg(t, open, 0) })
		// Batches of 7 end mid-chain and across the fork point.
		t.Run(name+"/batch7", func(t *testing.T) { followReorg(t, open, 7) })
	}
}

// TestFollowerBatchStopsAtAChangedBlock: a block that changes while its
// logs are read ends the batch before it; the blocks read before it are
// committed, and the next step reads it again.
func TestFollowerBatchStopsAtAChangedBlock(t *testing.T) {
	ctx := context.Background()
	a := chainOf(7, "a", 12)
	chain := &flakyChain{fakeChain: &fakeChain{}, flip: 5}
	chain.set(a)
	s := openSQLite(t)
	f := &Follower{Headers: chain, Reader: chain, Store: s, From: 1, Batch: 10}
	advanced, err := f.Step(ctx)
	require.NoError(t, err)
	require.True(t, advanced)
	n, _, _, _, err := s.Head(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(4), n, "blocks 1-4 in one transaction, block 5 changed while read")
	require.NoError(t, f.CatchUp(ctx))
	checkModel(t, s, modelOf(a))
}

// flakyChain answers a different header for block flip the first time it
// is asked again (as if a reorg happened while the block's logs were read).
type flakyChain struct {
	*fakeChain
	flip  uint64
	asked int
}

func (c *flakyChain) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	h, err := c.fakeChain.HeaderByNumber(ctx, n)
	if err == nil && n.Uint64() == c.flip {
		c.asked++
		if c.asked == 2 {
			cp := types.CopyHeader(h)
			cp.Extra = []byte("changed")
			return cp, nil
		}
	}
	return h, err
}

// followReorg is TestFollowerRollsBackAReorg with a batch size (0: the default).
func followReorg(t *testing.T, open func(*testing.T) Store, batch int) {
	ctx := context.Background()
	a := chainOf(5, "a", 30)
	ga, gb := newGen(5, "a", 12, 5*3600), newGen(6, "b", 12, 5*3600)
	gb.nextID = 10_000
	b := append([]*Block{}, a[:20]...)
	for n := uint64(21); n <= 34; n++ {
		parent := gb
		if n == 21 {
			parent = ga
		}
		b = append(b, gb.block(n, parent))
	}
	chain := &fakeChain{}
	chain.set(a)
	s := open(t)
	var reorgs int
	f := &Follower{Headers: chain, Reader: chain, Store: s, From: 1, Batch: batch,
		Log: func(string, ...any) { reorgs++ }}
	require.NoError(t, f.CatchUp(ctx))
	checkModel(t, s, modelOf(a))
	ids := func() map[uint64]bool {
		games, err := s.WowGames(ctx, nil, 0, 1000)
		require.NoError(t, err)
		out := map[uint64]bool{}
		for _, g := range games {
			out[g.ID] = true
		}
		return out
	}
	before := ids()
	chain.set(b)
	require.NoError(t, f.CatchUp(ctx))
	require.Equal(t, 1, reorgs)
	n, h, _, _, err := s.Head(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(34), n)
	require.Equal(t, chain.headers[33].Hash(), h)
	checkModel(t, s, modelOf(b))
	after := ids()
	for _, blk := range a[20:] {
		for _, g := range blk.WowGames {
			require.True(t, before[g.ID], "game %d of fork a was indexed", g.ID)
			require.False(t, after[g.ID], "game %d of fork a is rolled back", g.ID)
		}
	}
}
