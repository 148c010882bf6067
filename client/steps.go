package client

import (
	"context"
	"errors"
	"time"
)

// MaxReverts stops a game agent after this many refused moves in a row: a
// refusal usually means another move got in first (the opponent's claim,
// the house's answer, the clock) and the next read says what is left, but
// one that keeps coming means something outside the agent is wrong, and a
// sponsored sender would be throttled anyway.
const MaxReverts = 3

// Steps is a game agent's loop: it calls step until step says the game is
// done. A step that moved is followed at once by the next; one that did not
// waits poll; a refused move (ErrReverted) is logged and followed by a fresh
// step, up to MaxReverts in a row. Any other error ends the loop.
func Steps(ctx context.Context, poll time.Duration, logf func(string, ...any), step func(context.Context) (done, moved bool, err error)) error {
	reverts := 0
	for {
		done, moved, err := step(ctx)
		switch {
		case err != nil && errors.Is(err, ErrReverted):
			logf("move refused: %v", err)
			if reverts++; reverts >= MaxReverts {
				return err
			}
			continue
		case err != nil:
			return err
		case done:
			return nil
		case moved:
			reverts = 0
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(poll):
		}
	}
}
