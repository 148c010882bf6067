package client

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

// TestStepsStopsAfterRepeatedRefusals: refusals in a row end the loop at
// MaxReverts, a move in between resets the count, and done ends it cleanly.
func TestStepsStopsAfterRepeatedRefusals(t *testing.T) {
	refused := fmt.Errorf("send: %w", ErrReverted)
	var logged int
	logf := func(string, ...any) { logged++ }
	calls := 0
	err := Steps(context.Background(), time.Millisecond, logf, func(context.Context) (bool, bool, error) {
		calls++
		return false, false, refused
	})
	if !errors.Is(err, ErrReverted) || calls != MaxReverts || logged != MaxReverts {
		t.Fatalf("err %v after %d calls, %d logged; want ErrReverted after %d", err, calls, logged, MaxReverts)
	}

	// refused, refused, moved, refused, refused, idle, done: never MaxReverts in a row
	script := []error{refused, refused, nil, refused, refused, nil, nil}
	moves := []bool{false, false, true, false, false, false, false}
	calls = 0
	err = Steps(context.Background(), time.Millisecond, logf, func(context.Context) (bool, bool, error) {
		i := calls
		calls++
		return i == len(script)-1, moves[i], script[i]
	})
	if err != nil || calls != len(script) {
		t.Fatalf("err %v after %d calls; want nil after %d", err, calls, len(script))
	}

	other := errors.New("chain down")
	if err := Steps(context.Background(), time.Millisecond, logf, func(context.Context) (bool, bool, error) {
		return false, false, other
	}); !errors.Is(err, other) {
		t.Fatalf("err %v; want the step's own error", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Steps(ctx, time.Hour, logf, func(context.Context) (bool, bool, error) { return false, false, nil }); !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v; want context.Canceled while idle", err)
	}
}
