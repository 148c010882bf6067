package web

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/duel"
	bpoker "github.com/wordproof/wordproof/bindings/poker"
	bpuzloc "github.com/wordproof/wordproof/bindings/puzloc"
)

// TestDescribeMove: a toast names each move and its game (or match) from
// the calldata alone, for every contract the page plays; the two leaves
// (a lobby's and the duel queue's) are told apart.
func TestDescribeMove(t *testing.T) {
	wow, platform, blitz, coins := bindings.NewWorthOfWords(), duel.NewDuelPlatform(), duel.NewWorduelBlitz(), duel.NewCoins()
	pk, daily := bpoker.NewWordlePoker(), bpuzloc.NewPuzlocDaily()
	id := big.NewInt(42)
	for _, tt := range []struct {
		data   []byte
		action string
		game   uint64
	}{
		{wow.PackCommitGuess(id, [32]byte{}), "commit", 42},
		{wow.PackAdvance(id), "advance", 42},
		{wow.PackLeave(id), "leave lobby", 42},
		{wow.PackWithdraw(common.Address{}), "withdraw", 0},
		{platform.PackLeave(), "leave queue", 0},
		{platform.PackEnqueue(1, big.NewInt(10)), "queue", 0},
		{platform.PackClaimTimeout(id), "claim timeout", 42},
		{blitz.PackCommitSeed(id, big.NewInt(1)), "seed commit", 42},
		{blitz.PackFinish(id), "finish", 42},
		{coins.PackClaimDaily(), "claim daily coins", 0},
		{pk.PackCommitMulligan(id, [32]byte{}), "mulligan commit", 42},
		{pk.PackOpen(id, big.NewInt(3), big.NewInt(1)), "open", 42},
		{pk.PackStop(id), "stop", 42},
		{daily.PackJoin(big.NewInt(0), id, big.NewInt(1), big.NewInt(2)), "join", 0},
		{daily.PackPhraseMove(id, 0, big.NewInt(1)), "phrase move", 0},
		{daily.PackFinalise(big.NewInt(1), id, common.Address{}), "record the score", 0},
		{nil, "transfer", 0},
		{[]byte{1, 2, 3, 4}, "call", 0},
	} {
		action, game := describeMove(tt.data)
		require.Equal(t, tt.action, action)
		require.Equal(t, tt.game, game, tt.action)
	}
}

// TestOpLogSince: the page asks for what changed after the last change it
// saw (a counter, so two changes in one millisecond are both seen); the log
// keeps the newest opsKept operations.
func TestOpLogSince(t *testing.T) {
	var l opLog
	a := l.start("join", 1)
	b := l.start("commit", 1)
	_, rev := l.since(0)
	l.update(a, func(o *Op) { o.State = OpSent })
	got, rev2 := l.since(rev)
	require.Len(t, got, 1, "only the join changed")
	require.Equal(t, OpSent, got[0].State)
	l.update(b, func(o *Op) { o.State = OpIncluded })
	got, _ = l.since(rev2)
	require.Equal(t, []uint64{b}, []uint64{got[0].ID})
	for range opsKept + 5 {
		l.start("open", 1)
	}
	all, _ := l.since(0)
	require.Len(t, all, opsKept)
	require.Equal(t, "open", all[0].Action, "the oldest went first")
}
