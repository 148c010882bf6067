// Package poker is the client side of Wordle Poker (contracts/src/poker,
// docs/poker.md): the player's agent (Agent), its session scope
// (Permissions) and the contract's errors as sentences.
package poker

import (
	"fmt"

	"github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/client"
)

// init makes WordlePoker's errors decodable into sentences by the core
// client (client.DecodeRevert).
func init() {
	client.RegisterErrors(poker.ByName, sentences)
}

// phaseNames are IWordlePoker.Phase's values in words.
var phaseNames = []string{
	"no match", "setup (words and the house)", "the deal", "the opening bet", "the betting",
	"the mulligan", "the opening of the mulligans", "the higher-or-lower choice", "the showdown",
	"the guesses", "the answer to a guess", "over",
}

func phase(a client.Args, i int) string {
	if p := int(a.U8(i)); p < len(phaseNames) {
		return phaseNames[p]
	}
	return "phase " + a.Num(i)
}

// seat names a seat as the platform does: a waited in the queue, b joined.
func seat(a client.Args, i int) string {
	if a.Num(i) == "0" {
		return "player a"
	}
	return "player b"
}

// sentences explain WordlePoker's errors (PokerHands' included).
var sentences = client.Sentences{
	"PokerBadSettings": func(client.Args) string {
		return "the Wordle Poker contract needs a house registry, both verifiers and a slash amount"
	},
	"PokerNotPlayer": func(a client.Args) string {
		return fmt.Sprintf("%s does not play poker match %s", a.Addr(1), a.Num(0))
	},
	"PokerNotHouse": func(a client.Args) string {
		return fmt.Sprintf("%s is not the house of poker match %s", a.Addr(1), a.Num(0))
	},
	"PokerWrongPhase": func(a client.Args) string {
		return fmt.Sprintf("poker match %s is at %s: this move is not allowed now, or it is not your turn", a.Num(0), phase(a, 1))
	},
	"PokerTooLate": func(a client.Args) string {
		return fmt.Sprintf("the clock of this move in poker match %s ran out at %s (anyone may now play the default)", a.Num(0), a.When(1))
	},
	"PokerNotDue": func(a client.Args) string {
		return fmt.Sprintf("no default move is due in poker match %s: its clock is still running, or a missed move there loses (claim the timeout on the platform)", a.Num(0))
	},
	"PokerWordsCommitted": func(a client.Args) string {
		return fmt.Sprintf("%s already committed its words in poker match %s", seat(a, 1), a.Num(0))
	},
	"PokerBadKey": func(a client.Args) string {
		return fmt.Sprintf("player key (%s, %s) is not a BabyJubJub point", a.Hex(0), a.Hex(1))
	},
	"PokerBadSealed": func(a client.Args) string {
		return fmt.Sprintf("the house's sealed cards for %s are not five cards and a salt (37 bytes)", seat(a, 0))
	},
	"PokerBadCommitment": func(a client.Args) string {
		return fmt.Sprintf("word commitment %s is zero or not a field element", a.Hex(0))
	},
	"PokerBadProof": func(a client.Args) string {
		return fmt.Sprintf("the proof of %s in poker match %s does not prove this claim (wrong words, word index, colours or match)", seat(a, 1), a.Num(0))
	},
	"PokerRandomnessPending": func(a client.Args) string {
		return fmt.Sprintf("the deal of poker match %s waits for the hash of block %s: deal in a later block", a.Num(0), a.Num(1))
	},
	"PokerCardUsed": func(a client.Args) string {
		return fmt.Sprintf("betting card %s is not left in the betting deck", a.Num(0))
	},
	"PokerBadBet": func(a client.Args) string {
		return fmt.Sprintf("a bet of %s is not allowed with %s chips: open 1 to 10, raise by 1 to 10, never above your chips", a.Num(0), a.Num(1))
	},
	"PokerBadMulligan": func(a client.Args) string {
		return fmt.Sprintf("the mulligan of %s in poker match %s is refused: already chosen, or the discards do not match the commitment", seat(a, 1), a.Num(0))
	},
	"PokerBadSeed": func(a client.Args) string {
		return fmt.Sprintf("the house's seed does not open its commitment in poker match %s (a stacked deck)", a.Num(0))
	},
	"PokerHandMismatch": func(a client.Args) string {
		return fmt.Sprintf("the cards dealt to %s in poker match %s are not the derived deck's (a stacked deck or a card dealt twice)", seat(a, 1), a.Num(0))
	},
	"PokerBadSeedCommit": func(client.Args) string { return "the house's seed commitment must not be zero" },
	"PokerBadWord": func(a client.Args) string {
		return fmt.Sprintf("%s is not a word index 0-4 or not five letters a-z", a.Num(0))
	},
	"PokerWordSolved": func(a client.Args) string {
		return fmt.Sprintf("word %s is already solved: guess another", a.Num(0))
	},
	"PokerBadColours": func(a client.Args) string {
		return fmt.Sprintf("colours %s are not five colours grey, yellow or green", a.Hex(0))
	},
	"PokerHouseNotDue": func(a client.Args) string {
		return fmt.Sprintf("the house of poker match %s cannot be slashed or released now", a.Num(0))
	},
	// PokerHands (contracts/src/poker/PokerHands.sol)
	"PokerBadCard": func(a client.Args) string { return fmt.Sprintf("card %s is not one of the 52", a.Num(0)) },
	"PokerCardTwice": func(a client.Args) string {
		return fmt.Sprintf("card %s appears twice in one hand", a.Num(0))
	},
	"PokerBadChoice": func(a client.Args) string {
		return fmt.Sprintf("choice %s is neither higher (1) nor lower (2)", a.Num(0))
	},
}
