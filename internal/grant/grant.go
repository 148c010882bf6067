// Package grant is the scope of a player's session grant, one for every
// game: the CLI and the web client ask a player to sign the same grant, so
// that one signature lets the session key play whichever game the player
// picks. Contracts a manifest lacks (an older deployment) are left out.
package grant

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/account"
	duelclient "github.com/wordproof/wordproof/client/duel"
	pokerclient "github.com/wordproof/wordproof/client/poker"
	puzlocclient "github.com/wordproof/wordproof/client/puzloc"
	tttclient "github.com/wordproof/wordproof/client/tictactoe"
	worduelclient "github.com/wordproof/wordproof/client/worduel"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
)

// Permissions are the (target, selector) pairs of every game of manifest m,
// with game as the Worth of Words contract (a manifest may name several).
// Its first operation fits the sponsor's caps
// (client TestSessionFirstOpCoversEveryGame).
func Permissions(m *deploy.Manifest, game common.Address) ([]account.IWordproofAccountPermission, error) {
	c := m.Contracts
	parts := []func() ([]account.IWordproofAccountPermission, error){
		func() ([]account.IWordproofAccountPermission, error) { return wowclient.Permissions(game) },
		func() ([]account.IWordproofAccountPermission, error) {
			return duelclient.Permissions(c[deploy.ContractCoins], c[deploy.ContractDuelPlatform])
		},
		func() ([]account.IWordproofAccountPermission, error) {
			return worduelclient.Permissions(c[deploy.ContractWorduelBlitz])
		},
		func() ([]account.IWordproofAccountPermission, error) {
			return worduelclient.Bo3Permissions(c[deploy.ContractWorduelBo3])
		},
		func() ([]account.IWordproofAccountPermission, error) {
			return tttclient.Permissions(c[deploy.ContractWordleTacToe])
		},
		func() ([]account.IWordproofAccountPermission, error) {
			return pokerclient.Permissions(c[deploy.ContractWordlePoker])
		},
		func() ([]account.IWordproofAccountPermission, error) {
			return puzlocclient.Permissions(c[deploy.ContractPuzlocDaily])
		},
	}
	var perms []account.IWordproofAccountPermission
	for _, part := range parts {
		p, err := part()
		if err != nil {
			return nil, err
		}
		perms = append(perms, p...)
	}
	return perms, nil
}
