// Package duel is the client side of the duel platform
// (contracts/src/duel: Coins and DuelPlatform): what a session key may call
// on it, and its contract errors as sentences.
package duel

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
)

// CoinsMoves are the coin functions a session key may call: the daily gift
// only (coins cannot be transferred).
var CoinsMoves = []string{"claimDaily"}

// PlatformMoves are the duel platform's player functions a session key may call.
var PlatformMoves = []string{"enqueue", "leave", "forfeit", "claimTimeout"}

// Permissions are the (target, selector) pairs a session grant needs to play
// duels: CoinsMoves on coins and PlatformMoves on platform. A zero address
// (a manifest from before the duel platform) is left out.
func Permissions(coins, platform common.Address) ([]account.IWordproofAccountPermission, error) {
	c, err := client.Permissions(&duel.CoinsMetaData, coins, CoinsMoves...)
	if err != nil {
		return nil, err
	}
	p, err := client.Permissions(&duel.DuelPlatformMetaData, platform, PlatformMoves...)
	if err != nil {
		return nil, err
	}
	return append(c, p...), nil
}

// init makes the duel contracts' errors decodable into sentences by the
// core client (client.DecodeRevert).
func init() {
	client.RegisterErrors(duel.ByName, sentences)
}

// sentences explain the errors of Coins and DuelPlatform.
var sentences = client.Sentences{
	// Coins and DuelPlatform (contracts/src/duel)
	"CoinsNotTransferable": func(client.Args) string {
		return "coins cannot be transferred: they move only through matches (claim the daily gift instead)"
	},
	"CoinsDailyNotReady": func(a client.Args) string {
		return fmt.Sprintf("%s already claimed its daily coins: the next claim opens at %s", a.Addr(0), a.When(1))
	},
	"CoinsNotGame": func(a client.Args) string { return fmt.Sprintf("%s is not a registered game of the coins", a.Addr(0)) },
	"CoinsInsufficient": func(a client.Args) string {
		return fmt.Sprintf("%s has %s free coins and needs %s (claim the daily gift, or wait for a match to settle)", a.Addr(0), a.Num(1), a.Num(2))
	},
	"CoinsInsufficientLocked": func(a client.Args) string {
		return fmt.Sprintf("%s has %s coins in play, not %s", a.Addr(0), a.Num(1), a.Num(2))
	},
	"CoinsBadAccount":     func(a client.Args) string { return fmt.Sprintf("%s cannot take part in this coin movement", a.Addr(0)) },
	"DuelModeUnavailable": func(a client.Args) string { return fmt.Sprintf("duel mode %s is not open for matches", a.Num(0)) },
	"DuelBadMode": func(a client.Args) string {
		return fmt.Sprintf("mode id %s cannot be given to %s (taken, zero, or no contract)", a.Num(0), a.Addr(1))
	},
	"DuelBadBet": func(a client.Args) string {
		return fmt.Sprintf("a bet of %s coins is not allowed (at least 1, below 2^48)", a.Num(0))
	},
	"DuelBusy": func(a client.Args) string {
		if a.Big(2).Sign() != 0 {
			return fmt.Sprintf("%s is playing match %s: finish it first", a.Addr(0), a.Num(2))
		}
		return fmt.Sprintf("%s already waits in the queue of mode %s ('wordproof duel leave' leaves it)", a.Addr(0), a.Num(1))
	},
	"DuelNotQueued":   func(a client.Args) string { return fmt.Sprintf("%s waits in no queue", a.Addr(0)) },
	"DuelNotLive":     func(a client.Args) string { return fmt.Sprintf("match %s does not exist or has ended", a.Num(0)) },
	"DuelNotMode":     func(a client.Args) string { return fmt.Sprintf("%s is not the mode of match %s", a.Addr(1), a.Num(0)) },
	"DuelNotPlayer":   func(a client.Args) string { return fmt.Sprintf("%s does not play match %s", a.Addr(1), a.Num(0)) },
	"DuelNotTimedOut": func(a client.Args) string { return fmt.Sprintf("no deadline of match %s has passed yet", a.Num(0)) },
	"DuelModeNotPlatform": func(a client.Args) string {
		return fmt.Sprintf("only the duel platform starts matches, not %s", a.Addr(0))
	},
	"DuelModeMatchNotLive": func(a client.Args) string { return fmt.Sprintf("match %s is not live (it ended)", a.Num(0)) },
}
