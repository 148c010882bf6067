package house

import (
	"fmt"

	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
)

// init makes the house registry's errors decodable into sentences by the
// core client (client.DecodeRevert).
func init() { client.RegisterErrors(house.ByName, sentences) }

// sentences explain the errors of HouseRegistry (contracts/src/house).
var sentences = client.Sentences{
	"HouseNotGame": func(a client.Args) string {
		return fmt.Sprintf("%s is not a game registered with the house registry", a.Addr(0))
	},
	"HouseBondTooLow": func(a client.Args) string {
		return fmt.Sprintf("a house bonds at least %s, not %s", client.FormatETH(a.Big(1)), client.FormatETH(a.Big(0)))
	},
	"HouseBadKey": func(a client.Args) string {
		return fmt.Sprintf("(%s, %s) is not a BabyJubJub public key (both coordinates non-zero, below the BN254 scalar field, on the curve)", a.Num(0), a.Num(1))
	},
	"HouseBadUrl": func(a client.Args) string {
		return fmt.Sprintf("the service URL must have 1 to 256 bytes, not %s", a.Num(0))
	},
	"HouseAlreadyRegistered": func(a client.Args) string {
		return fmt.Sprintf("%s is already a house (top up its bond instead)", a.Addr(0))
	},
	"HouseNotRegistered": func(a client.Args) string { return fmt.Sprintf("%s is not a registered house", a.Addr(0)) },
	"HouseBadTopUp": func(a client.Args) string {
		return fmt.Sprintf("house %s cannot top up: the amount is zero or it has asked to leave", a.Addr(0))
	},
	"HouseExiting": func(a client.Args) string { return fmt.Sprintf("house %s has already asked to leave", a.Addr(0)) },
	"HouseNotExiting": func(a client.Args) string {
		return fmt.Sprintf("house %s must ask to leave (house exit) before it withdraws", a.Addr(0))
	},
	"HouseHasOpenGames": func(a client.Args) string {
		return fmt.Sprintf("house %s still serves %s open game(s); it can withdraw once they end and the exit delay has passed", a.Addr(0), a.Num(1))
	},
	"HouseExitDelay": func(a client.Args) string {
		return fmt.Sprintf("house %s may withdraw its bond from %s, not before", a.Addr(0), a.When(1))
	},
	"HouseAlreadyRequested": func(a client.Args) string {
		return fmt.Sprintf("game %s of %s already asked for a house", a.Num(1), a.Addr(0))
	},
	"HouseNoRequest": func(a client.Args) string {
		return fmt.Sprintf("game %s of %s has no house request or assignment open", a.Num(1), a.Addr(0))
	},
	"HouseWrongPlayers": func(a client.Args) string {
		return fmt.Sprintf("game %s of %s named other players than in its house request (or more than 16)", a.Num(1), a.Addr(0))
	},
	"HouseDrawTooEarly": func(a client.Args) string {
		return fmt.Sprintf("game %s: its house is drawn from the hash of block %s, which cannot be read yet; try again in the next block", a.Num(1), a.Num(2))
	},
	"HouseAlreadyAssigned": func(a client.Args) string {
		return fmt.Sprintf("game %s of %s already has house %s", a.Num(1), a.Addr(0), a.Addr(2))
	},
	"HouseNotAssigned": func(a client.Args) string {
		return fmt.Sprintf("game %s of %s has no house drawn yet", a.Num(1), a.Addr(0))
	},
	"HouseWrongHouse": func(a client.Args) string {
		return fmt.Sprintf("%s is not the house of game %s of %s", a.Addr(2), a.Num(1), a.Addr(0))
	},
	"HouseBadVictims": func(a client.Args) string {
		return fmt.Sprintf("a slash needs as many amounts as victims (%s victims, %s amounts), at most 16, none the zero address", a.Num(0), a.Num(1))
	},
	"HouseNoCredit": func(a client.Args) string { return fmt.Sprintf("%s has no compensation to collect", a.Addr(0)) },
	"HouseTransferFailed": func(a client.Args) string {
		return fmt.Sprintf("%s refused a payment of %s", a.Addr(0), client.FormatETH(a.Big(1)))
	},
	"HouseBondOverflow": func(a client.Args) string {
		return fmt.Sprintf("a bond of %s is more than the registry counts", client.FormatETH(a.Big(0)))
	},
}
