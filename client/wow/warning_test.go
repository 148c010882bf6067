package wow

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestGuessWarnings: a pending guess warns once at half time and once 30 s
// before its deadline (when it had longer than that), never twice.
func TestGuessWarnings(t *testing.T) {
	tests := []struct {
		name  string
		total time.Duration
		lefts []time.Duration
		want  []string
	}{
		{"five minutes", 5 * time.Minute, []time.Duration{4 * time.Minute, 150 * time.Second, 100 * time.Second, 30 * time.Second, 10 * time.Second},
			[]string{"", "half the time to guess is gone: 2m30s left", "", "30s left to guess", ""}},
		{"a minute: half time is 30 s", time.Minute, []time.Duration{40 * time.Second, 30 * time.Second, 20 * time.Second},
			[]string{"", "30s left to guess", ""}},
		{"short: half time only", 4 * time.Second, []time.Duration{3 * time.Second, 2 * time.Second, time.Second},
			[]string{"", "half the time to guess is gone: 2s left", ""}},
		{"a late step sends the latest only", 5 * time.Minute, []time.Duration{20 * time.Second, 10 * time.Second},
			[]string{"20s left to guess", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := &pendingGuess{total: tt.total}
			for i, left := range tt.lefts {
				require.Equal(t, tt.want[i], g.warning(left), "at %s left", left)
			}
		})
	}
}
