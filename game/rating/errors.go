package rating

import "errors"

var (
	// ErrBadOutcome is returned for an Outcome outside Draw, WinA, WinB.
	ErrBadOutcome = errors.New("bad outcome")

	// ErrBadBet is returned for a bet that is not positive.
	ErrBadBet = errors.New("bad bet")

	// ErrInsufficientCoins is returned when a player's balance is below the
	// bet, or negative.
	ErrInsufficientCoins = errors.New("insufficient coins")

	// ErrCoinOverflow is returned when a balance would exceed the int64 range.
	ErrCoinOverflow = errors.New("coin balance overflow")

	// ErrRewardNotReady is returned by ClaimDaily within 24 hours of the last
	// claim.
	ErrRewardNotReady = errors.New("daily reward not ready")

	// ErrBadEntry is returned by Sort for a leaderboard entry with negative
	// counts or more wins than games.
	ErrBadEntry = errors.New("bad leaderboard entry")

	// ErrFutureDay is returned by Streak for a day after today.
	ErrFutureDay = errors.New("day after today")
)
