// Package tictactoe is Wordle-Tac-Toe's client (docs/tictactoe.md): the
// player's Agent, the house's service (House) and the contract's revert
// sentences.
package tictactoe

import (
	"fmt"

	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/client"
)

// init makes WordleTacToe's errors decodable into sentences by the core
// client (client.DecodeRevert); the duel mode errors it shares with the
// other modes have their sentences in client/duel.
func init() { client.RegisterErrors(tictactoe.ByName, sentences) }

// sentences explain the errors of WordleTacToe (contracts/src/tictactoe).
var sentences = client.Sentences{
	"TttBadSettings": func(client.Args) string {
		return "Wordle-Tac-Toe settings are invalid (a zero address, count, depth or time, or a list too large)"
	},
	"TttNotHouse": func(a client.Args) string {
		return fmt.Sprintf("%s is not the house of match %s", a.Addr(1), a.Num(0))
	},
	"TttHouseDrawn": func(a client.Args) string {
		return fmt.Sprintf("match %s already has its house, %s", a.Num(0), a.Addr(1))
	},
	"TttAlreadyCommitted": func(a client.Args) string {
		return fmt.Sprintf("the house of match %s already committed its seed", a.Num(0))
	},
	"TttBadCommitment": func(a client.Args) string {
		return fmt.Sprintf("seed commitment %s is zero or not a field element", a.Num(0))
	},
	"TttLate": func(a client.Args) string {
		return fmt.Sprintf("match %s: the house's deadline passed at %s; anyone can end the match with claimHouseTimeout", a.Num(0), a.When(1))
	},
	"TttNotCommitted": func(a client.Args) string {
		return fmt.Sprintf("match %s: the house has not committed its seed yet; wait for it", a.Num(0))
	},
	"TttRandomnessPending": func(a client.Args) string {
		return fmt.Sprintf("match %s: the first player is drawn from the hash of block %s, which cannot be read yet (or any more); try again in the next block", a.Num(0), a.Num(1))
	},
	"TttNotYourTurn": func(a client.Args) string {
		return fmt.Sprintf("match %s: it is not %s's turn", a.Num(0), a.Addr(1))
	},
	"TttAnswersPending": func(a client.Args) string {
		return fmt.Sprintf("match %s: the house has not answered the last turn's guesses yet", a.Num(0))
	},
	"TttMoveCount": func(a client.Args) string {
		return fmt.Sprintf("a turn makes one or two guesses, not %s", a.Num(0))
	},
	"TttBadCell": func(a client.Args) string {
		return fmt.Sprintf("cell %s does not exist (cells are 0 to 8, row by row)", a.Num(0))
	},
	"TttSameCell": func(a client.Args) string {
		return fmt.Sprintf("both guesses of a turn are on cell %s; use two different cells", a.Num(0))
	},
	"TttCellClosed": func(a client.Args) string {
		return fmt.Sprintf("cell %s is closed (solved, or six guesses made)", a.Num(0))
	},
	"TttBadWord": func(a client.Args) string {
		return fmt.Sprintf("packed word %#x does not fit cell %s's length", a.Big(1), a.Num(0))
	},
	"TttBadWordProof": func(a client.Args) string {
		claim := "absent from"
		if len(a) > 2 && a[2] == true {
			claim = "in"
		}
		return fmt.Sprintf("the proof that word %#x on cell %s is %s the guess dictionary does not check", a.Big(1), a.Num(0), claim)
	},
	"TttClockOut": func(a client.Args) string {
		return fmt.Sprintf("match %s: %s ran out of turn time and bank, and has lost", a.Num(0), a.Addr(1))
	},
	"TttNoGuess": func(a client.Args) string {
		return fmt.Sprintf("match %s: no guess awaits an answer in slot %s", a.Num(0), a.Num(1))
	},
	"TttBadColours": func(a client.Args) string {
		return fmt.Sprintf("colours %#x have bits beyond the cell's letters", a.Big(0))
	},
	"TttBadProof": func(a client.Args) string {
		return fmt.Sprintf("match %s: the answer proof does not prove these colours for cell %s's guess", a.Num(0), a.Num(1))
	},
	"TttHouseNotLate": func(a client.Args) string {
		return fmt.Sprintf("match %s: the house has no overdue duty", a.Num(0))
	},
	"TttStillLive": func(a client.Args) string {
		return fmt.Sprintf("match %s is still being played", a.Num(0))
	},
	"TttClosed": func(a client.Args) string {
		return fmt.Sprintf("match %s has no house to release (none drawn, or already released)", a.Num(0))
	},
}
