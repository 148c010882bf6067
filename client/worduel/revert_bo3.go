package worduel

import (
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/client"
)

// init makes the Best of 3 mode's errors decodable into sentences by the core
// client (client.DecodeRevert).
func init() {
	client.RegisterErrors(map[string]*bind.MetaData{"WorduelBo3": &house.WorduelBo3MetaData}, bo3Sentences)
}

// hiddenFields names HiddenInputsBadField's field numbers (contracts/src/house/HiddenInputs.sol).
var hiddenFields = map[uint8]string{
	1: "word index", 2: "try", 3: "answers list size", 4: "randomness",
	5: "tally count", 6: "guess", 7: "colours", 8: "refused word",
}

// bo3Sentences explain the errors of WorduelBo3 (contracts/src/worduel) and
// of the HiddenInputs library it uses.
var bo3Sentences = client.Sentences{
	"Bo3BadSettings": func(client.Args) string {
		return "the Best of 3 settings are invalid (a zero value, an overlong window, or a word list too large for the circuit)"
	},
	"Bo3NotPlayer": func(a client.Args) string { return fmt.Sprintf("%s does not play match %s", a.Addr(1), a.Num(0)) },
	"Bo3NotHouse": func(a client.Args) string {
		return fmt.Sprintf("%s is not the house of match %s", a.Addr(1), a.Num(0))
	},
	"Bo3KeyPosted": func(a client.Args) string {
		return fmt.Sprintf("%s already posted its key for match %s", a.Addr(1), a.Num(0))
	},
	"Bo3BadKey": func(a client.Args) string {
		return fmt.Sprintf("player key (%s, %s) is not a BabyJubJub point", a.Num(0), a.Num(1))
	},
	"Bo3KeysClosed": func(a client.Args) string {
		return fmt.Sprintf("match %s: keys had to be posted by %s", a.Num(0), a.When(1))
	},
	"Bo3KeysMissing": func(a client.Args) string {
		return fmt.Sprintf("match %s: both players must post their keys before the house is drawn", a.Num(0))
	},
	"Bo3HouseDrawn": func(a client.Args) string {
		return fmt.Sprintf("match %s already has its house, %s", a.Num(0), a.Addr(1))
	},
	"Bo3BadCommitment": func(a client.Args) string {
		return fmt.Sprintf("commitment %s is zero or not below the field modulus", a.Num(0))
	},
	"Bo3AlreadyCommitted": func(a client.Args) string {
		return fmt.Sprintf("the house of match %s already committed its seed", a.Num(0))
	},
	"Bo3NotCommitted": func(a client.Args) string {
		return fmt.Sprintf("match %s: the house has not committed its seed yet", a.Num(0))
	},
	"Bo3Late": func(a client.Args) string {
		return fmt.Sprintf("match %s: the deadline was %s and has passed (a missed commitment, answer or tally: claim the house timeout; a solved round's opening: too late, nobody owed it)", a.Num(0), a.When(1))
	},
	"Bo3BadKeyProof": func(a client.Args) string {
		return fmt.Sprintf("match %s: the key proof does not bind %s's key to the house's registered key", a.Num(0), a.Addr(1))
	},
	"Bo3RandomnessPending": func(a client.Args) string {
		return fmt.Sprintf("match %s: its randomness comes from the hash of block %s, which cannot be read now; try again in the next block", a.Num(0), a.Num(1))
	},
	"Bo3RoundNotStarted": func(a client.Args) string {
		return fmt.Sprintf("match %s: round %s starts at %s", a.Num(0), a.Num(1), a.When(2))
	},
	"Bo3ClockOut": func(a client.Args) string {
		return fmt.Sprintf("match %s: the round clock of %s has run out", a.Num(0), a.Addr(1))
	},
	"Bo3GuessPending": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s still waits for the answer to its last guess", a.Num(0), a.Addr(1))
	},
	"Bo3NoTriesLeft": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s has no guess left this round (six used, or the word was solved)", a.Num(0), a.Addr(1))
	},
	"Bo3BadGuess": func(a client.Args) string {
		return fmt.Sprintf("guess ciphertext %s is zero or not below the field modulus", a.Num(0))
	},
	"Bo3NoGuess": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s has no guess waiting for an answer", a.Num(0), a.Addr(1))
	},
	"Bo3BadAnswerProof": func(a client.Args) string {
		return fmt.Sprintf("match %s: the answer proof does not prove these colours for %s's pending guess", a.Num(0), a.Addr(1))
	},
	"Bo3BadRefusalProof": func(a client.Args) string {
		return fmt.Sprintf("match %s: the refusal proof does not show that %s's pending guess opens to no word", a.Num(0), a.Addr(1))
	},
	"Bo3RoundNotOver": func(a client.Args) string {
		return fmt.Sprintf("match %s: round %s is not over for both players yet", a.Num(0), a.Num(1))
	},
	"Bo3NothingToOpen": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s has no tries of a solved round left to open (none, already opened, or it answered since)", a.Num(0), a.Addr(1))
	},
	"Bo3AlreadyTallied": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s's round is already tallied", a.Num(0), a.Addr(1))
	},
	"Bo3BadTallyProof": func(a client.Args) string {
		return fmt.Sprintf("match %s: the tally does not open %s's answered guesses", a.Num(0), a.Addr(1))
	},
	"Bo3HouseNotLate": func(a client.Args) string {
		return fmt.Sprintf("match %s: its house has missed no deadline", a.Num(0))
	},
	"Bo3StillLive": func(a client.Args) string {
		return fmt.Sprintf("match %s is still being played", a.Num(0))
	},
	"Bo3Closed": func(a client.Args) string {
		return fmt.Sprintf("match %s has no house to release (never drawn, or already released or slashed)", a.Num(0))
	},
	"HiddenInputsBadField": func(a client.Args) string {
		name, ok := hiddenFields[a.U8(0)]
		if !ok {
			name = "field " + a.Num(0)
		}
		return fmt.Sprintf("the %s %s does not fit the hidden-guess circuit", name, a.Num(1))
	},
}
