package puzloc

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
)

// Moves are the PuzlocDaily functions a player's session key may call: its
// NumLock and PhraseLock moves (phraseMove) and the recording of its score;
// none moves funds.
var Moves = []string{"join", "guess", "phraseMove", "finalise"}

// Permissions are the (target, selector) pairs a session grant needs to play
// the daily challenge at daily (client.SessionConfig.Permissions). A zero
// address (a manifest from before it) is left out.
func Permissions(daily common.Address) ([]account.IWordproofAccountPermission, error) {
	return client.Permissions(&puzloc.PuzlocDailyMetaData, daily, Moves...)
}
