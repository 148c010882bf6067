package web

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
)

// TestEndReason: the game-over panel names the contract's reason for the
// end: a round nobody opened a guess in, the round cap, or players out.
func TestEndReason(t *testing.T) {
	info := func(cap uint16) bindings.GameInfoOutput {
		var i bindings.GameInfoOutput
		i.Settings.RoundCap = cap
		return i
	}
	tests := []struct {
		name     string
		info     bindings.GameInfoOutput
		stalled  bool
		rounds   uint16
		forfeits bool
		want     string
	}{
		{"stalled", info(0), true, 3, false, "Round 3 stalled: nobody opened a guess"},
		{"stalled at the cap", info(3), true, 3, false, "Round 3 stalled"},
		{"round cap", info(3), false, 3, false, "The round cap of 3 rounds was reached"},
		{"players out", info(0), false, 2, false, "After round 2 at most one player was left in play: the others had all their words guessed"},
		{"forfeits", info(0), false, 2, true, "forfeited by timeout"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Contains(t, endReason(tt.info, tt.stalled, tt.rounds, tt.forfeits), tt.want)
		})
	}
}
