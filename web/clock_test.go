package web

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestChainClockMoves: a chain 100 s ahead of the wall clock whose head
// stands still must still count down with the wall clock, and a chain
// behind it reads as the wall clock.
func TestChainClockMoves(t *testing.T) {
	var c chainClock
	require.Equal(t, uint64(1100), c.at(1100, 1000))
	require.Equal(t, uint64(1105), c.at(1100, 1005), "no new block for 5 s: the chain's time moved 5 s")
	require.Equal(t, uint64(1106), c.at(1106, 1010), "a new head re-anchors the skew")
	require.Equal(t, uint64(1108), c.at(1106, 1012))
	var behind chainClock
	require.Equal(t, uint64(2000), behind.at(1500, 2000))
	require.Equal(t, uint64(2003), behind.at(1500, 2003))
}
