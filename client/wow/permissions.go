package wow

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
)

// Moves are the WorthOfWords functions a session key may call.
var Moves = []string{"join", "leave", "commitGuess", "openGuess", "reveal", "advance", "withdraw", "createLobby", "start"}

// Permissions are the (target, selector) pairs a session grant needs to play
// Worth of Words at game: Moves on it (client.SessionConfig.Permissions).
func Permissions(game common.Address) ([]account.IWordproofAccountPermission, error) {
	return client.Permissions(&bindings.WorthOfWordsMetaData, game, Moves...)
}
