package wow

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
)

// commitWhenDrawn commits the round's guess once its targets can be read
// (the commit then stores them). Until then (the round started in the head
// block, whose hash seeds the draw, or that hash is out of the chain's
// reach) it sends advance, which does nothing but seal the next block on a
// chain that seals blocks only for transactions, or re-arms the draw.
func (a *Agent) commitWhenDrawn(ctx context.Context, round uint16, deadline time.Time, total time.Duration) error {
	if a.drawnRound != round { // asked once a round: the agent polls while the player thinks
		draw, err := bind.Call(a.c, &bind.CallOpts{Context: ctx}, a.wow.PackTargetDraw(a.cfg.GameID), a.wow.UnpackTargetDraw)
		if err != nil {
			return err
		}
		if !draw.Drawn && draw.Seed == ([32]byte{}) {
			return a.advance(ctx, round)
		}
		a.drawnRound = round
	}
	err := a.commit(ctx, round, deadline, total)
	if err != nil {
		// Ask again: a hash past the chain's reach makes a seen draw void
		// until advance re-arms it.
		a.drawnRound = 0
	}
	return err
}
