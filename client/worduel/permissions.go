package worduel

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
)

// Moves are the WorduelBlitz functions a session key may call: every move a
// player makes in a Blitz match, and nothing that moves coins (the platform
// settles through the mode, never through a player's call).
var Moves = []string{"commitSeed", "guess", "answer", "finish", "revealSeed"}

// Permissions are the (target, selector) pairs a session grant needs to play
// Blitz at blitz: Moves on it (client.SessionConfig.Permissions). A zero
// address (a manifest from before Blitz) is left out. The duel platform's own
// moves (queue, timeouts) are the duel client's (client/duel.Permissions).
func Permissions(blitz common.Address) ([]account.IWordproofAccountPermission, error) {
	return client.Permissions(&duel.WorduelBlitzMetaData, blitz, Moves...)
}
