package worduel

import (
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
)

// init makes the Blitz mode's errors decodable into sentences by the core
// client (client.DecodeRevert).
func init() {
	client.RegisterErrors(map[string]*bind.MetaData{"WorduelBlitz": &duel.WorduelBlitzMetaData}, sentences)
}

// sentences explain the errors of WorduelBlitz (contracts/src/worduel).
var sentences = client.Sentences{
	"BlitzBadSettings": func(client.Args) string {
		return "the Blitz settings are invalid (a zero value, or a word list too large for the circuit)"
	},
	"BlitzNotPlayer": func(a client.Args) string { return fmt.Sprintf("%s does not play match %s", a.Addr(1), a.Num(0)) },
	"BlitzAlreadyCommitted": func(a client.Args) string {
		return fmt.Sprintf("%s already committed its seed for match %s", a.Addr(1), a.Num(0))
	},
	"BlitzBadCommitment": func(a client.Args) string {
		return fmt.Sprintf("seed commitment %s is zero or not below the field modulus", a.Num(0))
	},
	"BlitzCommitClosed": func(a client.Args) string {
		return fmt.Sprintf("match %s: seeds had to be committed by %s", a.Num(0), a.When(1))
	},
	"BlitzNotStarted": func(a client.Args) string {
		return fmt.Sprintf("match %s has not started: both seeds must be committed first", a.Num(0))
	},
	"BlitzRandomnessPending": func(a client.Args) string {
		return fmt.Sprintf("match %s: its randomness comes from the hash of block %s, which cannot be read now; try again in the next block", a.Num(0), a.Num(1))
	},
	"BlitzClockOut": func(a client.Args) string {
		return fmt.Sprintf("match %s: the clock of %s has run out", a.Num(0), a.Addr(1))
	},
	"BlitzGuessPending": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s still waits for the answer to its last guess", a.Num(0), a.Addr(1))
	},
	"BlitzNotInDictionary": func(a client.Args) string {
		return fmt.Sprintf("guess %s is not a word of the guess dictionary (or its membership proof is wrong)", a.Num(0))
	},
	"BlitzNoGuess": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s has no guess waiting for an answer", a.Num(0), a.Addr(1))
	},
	"BlitzAnswerLate": func(a client.Args) string {
		return fmt.Sprintf("match %s: the answer was due by %s (the answerer has lost; anyone can claim the timeout)", a.Num(0), a.When(1))
	},
	"BlitzBadColours": func(a client.Args) string {
		return fmt.Sprintf("colours %s are not five two-bit colours", a.Num(0))
	},
	"BlitzBadProof": func(a client.Args) string {
		return fmt.Sprintf("match %s: the answer proof does not prove these colours for the word of %s", a.Num(0), a.Addr(1))
	},
	"BlitzNotOver": func(a client.Args) string {
		return fmt.Sprintf("match %s is not over: a clock still runs or an answer is owed", a.Num(0))
	},
	"BlitzStillLive": func(a client.Args) string {
		return fmt.Sprintf("match %s is still live: a seed is revealed only after the match", a.Num(0))
	},
}
