package rating

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestSettleScenarios covers the seed's "Coins & Betting" rules and the Blitz
// draw (worduel-rules.md).
func TestSettleScenarios(t *testing.T) {
	tests := []struct {
		name     string
		balances [2]int64
		bet      int64
		o        Outcome
		want     [2]int64
		wantErr  error
	}{
		{name: "Example: Both players bet 50 coins, winner receives 100 coins total (+50 net), loser loses 50 coins", balances: [2]int64{200, 50}, bet: 50, o: WinA, want: [2]int64{250, 0}},
		{name: "Winner receives their bet back plus the opponent's bet", balances: [2]int64{75, 75}, bet: 25, o: WinB, want: [2]int64{50, 100}},
		{name: "Draw: both players get their bet back", balances: [2]int64{75, 300}, bet: 75, o: Draw, want: [2]int64{75, 300}},
		{name: "bet above a balance", balances: [2]int64{49, 500}, bet: 50, o: WinB, wantErr: ErrInsufficientCoins},
		{name: "zero bet", balances: [2]int64{10, 10}, bet: 0, o: WinA, wantErr: ErrBadBet},
		{name: "negative bet", balances: [2]int64{10, 10}, bet: -5, o: WinA, wantErr: ErrBadBet},
		{name: "bad outcome", balances: [2]int64{10, 10}, bet: 5, o: Outcome(-1), wantErr: ErrBadOutcome},
		{name: "winner balance overflows", balances: [2]int64{math.MaxInt64, 10}, bet: 5, o: WinA, wantErr: ErrCoinOverflow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Settle(tt.balances, tt.bet, tt.o)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				require.Equal(t, tt.balances, got, "unchanged on error")
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
			require.Equal(t, tt.balances[0]+tt.balances[1], got[0]+got[1], "coins are conserved")
		})
	}
	require.Equal(t, int64(100), Pot(50))
}

// TestClaimDaily covers the seed's "Daily Reward" rules.
func TestClaimDaily(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 18, 30, 0, 0, time.UTC)
	tests := []struct {
		name    string
		balance int64
		last    time.Time
		now     time.Time
		want    int64
		wantErr error
	}{
		{name: "Once per day, claim +100 free coins", balance: 20, now: t0, want: 120},
		{name: "Resets every 24 hours", balance: 120, last: t0, now: t0.Add(24 * time.Hour), want: 220},
		{name: "a second claim within 24 hours is refused", balance: 120, last: t0, now: t0.Add(24*time.Hour - time.Second), wantErr: ErrRewardNotReady},
		{name: "a new calendar day is not enough", balance: 120, last: t0, now: time.Date(2026, 3, 2, 0, 1, 0, 0, time.UTC), wantErr: ErrRewardNotReady},
		{name: "overflow", balance: math.MaxInt64 - 99, now: t0, wantErr: ErrCoinOverflow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ClaimDaily(tt.balance, tt.last, tt.now)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
}
