package rating

import (
	"fmt"
	"math"
	"time"
)

const (
	// DailyReward is the free coins a player can claim once per day.
	DailyReward = 100
	// DailyRewardInterval is how long after a claim the next one is allowed.
	DailyRewardInterval = 24 * time.Hour
)

// Pot is the coins at stake in a match where both players bet bet.
func Pot(bet int64) int64 { return 2 * bet }

// Settle returns the coin balances of A and B after a match in which both bet
// bet. Coins are not deducted up front: the winner gains the loser's bet (and
// so receives the whole pot), the loser loses their bet, and a draw returns
// both bets. Each balance must cover the bet.
func Settle(balances [2]int64, bet int64, o Outcome) ([2]int64, error) {
	if bet <= 0 {
		return balances, fmt.Errorf("%w: %d", ErrBadBet, bet)
	}
	for i, b := range balances {
		if b < bet {
			return balances, fmt.Errorf("%w: player %c has %d, bet %d", ErrInsufficientCoins, 'A'+i, b, bet)
		}
	}
	out := balances
	switch o {
	case Draw:
		return out, nil
	case WinA:
		out[0], out[1] = out[0]+bet, out[1]-bet
	case WinB:
		out[0], out[1] = out[0]-bet, out[1]+bet
	default:
		return balances, fmt.Errorf("%w: %d", ErrBadOutcome, int8(o))
	}
	for i, b := range out {
		if b < 0 { // wrapped past math.MaxInt64
			return balances, fmt.Errorf("%w: player %c has %d, wins %d", ErrCoinOverflow, 'A'+i, balances[i], bet)
		}
	}
	return out, nil
}

// ClaimDaily adds DailyReward to balance if the player has never claimed
// (lastClaim is the zero time) or the last claim is at least
// DailyRewardInterval before now.
func ClaimDaily(balance int64, lastClaim, now time.Time) (int64, error) {
	if !lastClaim.IsZero() {
		if next := lastClaim.Add(DailyRewardInterval); now.Before(next) {
			return balance, fmt.Errorf("%w: next claim at %s, %v from now", ErrRewardNotReady, next.UTC().Format(time.RFC3339), next.Sub(now))
		}
	}
	if balance < 0 {
		return balance, fmt.Errorf("%w: balance %d", ErrInsufficientCoins, balance)
	}
	if balance > math.MaxInt64-DailyReward {
		return balance, fmt.Errorf("%w: balance %d", ErrCoinOverflow, balance)
	}
	return balance + DailyReward, nil
}
