package web

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/wordproof/wordproof/client"
)

// phaseNumber is an enum number the client printed for a phase.
var phaseNumber = regexp.MustCompile(`\(phase (\d+)\)`)

// explain turns an error into a sentence for the player. Contract errors
// are put in words by client.DecodeRevert, the one table of sentences that
// the terminal client shares; this adds what only the page needs: the chain
// out of reach, a missed guess, phases by name, and no raw "execution
// reverted".
func explain(err error) string {
	err = client.DecodeRevert(err)
	msg := err.Error()
	switch {
	case strings.Contains(msg, "connection refused"), strings.Contains(msg, "no such host"):
		return "cannot reach the chain or the relayer (" + msg + "); is 'wordproof devnet' running?"
	case errors.Is(err, errGuessMissed):
		return "the guess deadline passed: this round's guess is lost, your stake is not"
	}
	msg = phaseNumber.ReplaceAllStringFunc(msg, func(m string) string {
		n, _ := strconv.Atoi(phaseNumber.FindStringSubmatch(m)[1])
		return "(phase " + phaseName(uint8(n)) + ")"
	})
	if strings.Contains(msg, "execution reverted") {
		msg = strings.ReplaceAll(msg, "execution reverted", "the contract refused the move")
		if !strings.Contains(msg, ": ") || strings.HasSuffix(strings.TrimSpace(msg), "the contract refused the move") {
			msg += " without a reason (is the account funded for the stake?)"
		}
	}
	return msg
}
