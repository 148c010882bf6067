package web

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	wowclient "github.com/wordproof/wordproof/client/wow"
)

// TestClaimable: the page offers to claim a timeout only once a round's
// phase is past its deadline with a move still owed, or while the game
// settles in pages; never in a lobby, an ended game, before the deadline,
// or when nobody owes anything.
func TestClaimable(t *testing.T) {
	owed := []boardPlayer{{Acted: "done"}, {Acted: "waiting"}}
	none := []boardPlayer{{Acted: "done"}, {Acted: ""}}
	for _, tt := range []struct {
		name    string
		phase   uint8
		now     uint64
		players []boardPlayer
		want    bool
	}{
		{"commit past its deadline, a guess owed", wowclient.PhaseCommit, 101, owed, true},
		{"reveal past its deadline, a reveal owed", wowclient.PhaseReveal, 101, owed, true},
		{"at the deadline", wowclient.PhaseCommit, 100, owed, false},
		{"before the deadline", wowclient.PhaseOpen, 50, owed, false},
		{"nothing owed", wowclient.PhaseOpen, 101, none, false},
		{"settling", wowclient.PhaseSettling, 50, none, true},
		{"lobby", wowclient.PhaseLobby, 101, owed, false},
		{"ended", wowclient.PhaseEnded, 101, owed, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := &board{Deadline: 100, Now: tt.now, Players: tt.players}
			require.Equal(t, tt.want, claimable(bindings.GameInfoOutput{Phase: tt.phase}, b))
		})
	}
}
