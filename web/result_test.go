package web

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"wordproof/bindings"
	"wordproof/client"
)

// TestEndReason: the game-over panel names the contract's reason for the
// end: a round nobody opened a guess in, the round cap, or players out.
func TestEndReason(t *testing.T) {
	p := common.HexToAddress("0x01")
	opened := func(rounds ...uint16) *client.History {
		h := &client.History{Guesses: map[client.GuessKey]uint32{}}
		for _, r := range rounds {
			h.Guesses[client.GuessKey{Round: r, Player: p}] = 1
		}
		return h
	}
	info := func(cap uint16) bindings.GameInfoOutput {
		var i bindings.GameInfoOutput
		i.Settings.RoundCap = cap
		return i
	}
	tests := []struct {
		name     string
		info     bindings.GameInfoOutput
		h        *client.History
		rounds   uint16
		forfeits bool
		want     string
	}{
		{"stalled", info(0), opened(1, 2), 3, false, "Round 3 stalled: nobody opened a guess"},
		{"stalled at the cap", info(3), opened(1, 2), 3, false, "Round 3 stalled"},
		{"round cap", info(3), opened(1, 2, 3), 3, false, "The round cap of 3 rounds was reached"},
		{"players out", info(0), opened(1, 2), 2, false, "After round 2 at most one player was left in play: the others had all their words guessed"},
		{"forfeits", info(0), opened(1, 2), 2, true, "forfeited by timeout"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Contains(t, endReason(tt.info, tt.h, tt.rounds, tt.forfeits), tt.want)
		})
	}
}
