package wow

import (
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// init makes Worth of Words' contract errors decodable into sentences by
// the core client (client.DecodeRevert).
func init() {
	client.RegisterErrors(map[string]*bind.MetaData{
		"WorthOfWords": &bindings.WorthOfWordsMetaData, "DictionaryRegistry": &bindings.DictionaryRegistryMetaData,
	}, sentences)
}

// sentences explain the errors of WorthOfWords and DictionaryRegistry.
var sentences = client.Sentences{
	// WorthOfWords
	"WordproofUnknownGame": func(a client.Args) string { return fmt.Sprintf("game %s does not exist", a.Num(0)) },
	"WordproofWrongPhase": func(a client.Args) string {
		return fmt.Sprintf("game %s is in its %s phase, not %s", a.Num(0), wire.PhaseName(a.U8(2)), wire.PhaseName(a.U8(1)))
	},
	"WordproofTargetsNotDrawn": func(a client.Args) string {
		return fmt.Sprintf("game %s: this round's targets are drawn from the hash of block %s, which cannot be read yet; try again in the next block", a.Num(0), a.Num(1))
	},
	"WordproofSettling": func(a client.Args) string {
		stages := []string{"", "setting up the reveals", "ending the round", "counting the scores", "paying the winners"}
		stage := fmt.Sprintf("stage %d", a.U8(1))
		if int(a.U8(1)) < len(stages) && a.U8(1) > 0 {
			stage = stages[a.U8(1)]
		}
		return fmt.Sprintf("game %s is still settling (%s); anyone can continue it with advance", a.Num(0), stage)
	},
	"WordproofTooFewPlayers": func(a client.Args) string {
		return fmt.Sprintf("a game needs at least 2 players, not %s", a.Num(0))
	},
	"WordproofMaxPlayersBelowMin": func(a client.Args) string {
		return fmt.Sprintf("the lobby's size (%s) is below the %s players it needs to start", a.Num(0), a.Num(1))
	},
	"WordproofZeroTimeout": func(client.Args) string {
		return "every phase (commit, open, reveal) needs a timeout of at least 1 second"
	},
	"WordproofZeroRoundCap": func(client.Args) string { return "a game needs a round cap of at least 1, so that it ends and pays" },
	"WordproofUnsupportedLength": func(a client.Args) string {
		return fmt.Sprintf("no dictionary is registered for %s-letter words", a.Num(0))
	},
	"WordproofLobbyFull":     func(a client.Args) string { return fmt.Sprintf("the lobby of game %s is full", a.Num(0)) },
	"WordproofAlreadyJoined": func(a client.Args) string { return fmt.Sprintf("%s already joined game %s", a.Addr(1), a.Num(0)) },
	"WordproofNotPlayer":     func(a client.Args) string { return fmt.Sprintf("%s is not a player of game %s", a.Addr(1), a.Num(0)) },
	"WordproofNotActive": func(a client.Args) string {
		return fmt.Sprintf("%s is out of game %s (its words were solved or it forfeited)", a.Addr(1), a.Num(0))
	},
	"WordproofNotCreator": func(a client.Args) string {
		return fmt.Sprintf("only the creator of game %s may do that, not %s", a.Num(0), a.Addr(1))
	},
	"WordproofNotEnoughPlayers": func(a client.Args) string {
		return fmt.Sprintf("game %s has %s players and needs %s to start", a.Num(0), a.Num(1), a.Num(2))
	},
	"WordproofWrongStake": func(a client.Args) string {
		return fmt.Sprintf("the stake is %s but %s was paid", client.FormatETH(a.Big(0)), client.FormatETH(a.Big(1)))
	},
	"WordproofBadInvite": func(a client.Args) string {
		return fmt.Sprintf("game %s is invite-only and %s has no valid invite", a.Num(0), a.Addr(1))
	},
	"WordproofInvalidProof": func(a client.Args) string {
		return fmt.Sprintf("the proof sent by %s in game %s does not verify (are the stored secrets the ones this game was joined with?)", a.Addr(1), a.Num(0))
	},
	"WordproofAlreadyCommitted": func(a client.Args) string {
		return fmt.Sprintf("%s already committed a guess this round of game %s", a.Addr(1), a.Num(0))
	},
	"WordproofNoCommitment": func(a client.Args) string {
		return fmt.Sprintf("%s has no committed guess to open this round of game %s", a.Addr(1), a.Num(0))
	},
	"WordproofCommitmentMismatch": func(a client.Args) string {
		return fmt.Sprintf("the guess %s opened does not match its commitment in game %s", a.Addr(1), a.Num(0))
	},
	"WordproofAlreadyOpened": func(a client.Args) string {
		return fmt.Sprintf("%s already opened its guess this round of game %s", a.Addr(1), a.Num(0))
	},
	"WordproofNotInDictionary": func(a client.Args) string {
		return fmt.Sprintf("guess %q is not in the guess dictionary of game %s", guessWord(a.U32(1)), a.Num(0))
	},
	"WordproofBadWord": func(a client.Args) string { return fmt.Sprintf("%#x is not a packed word of letters", a.U32(0)) },
	"WordproofNothingToReveal": func(a client.Args) string {
		return fmt.Sprintf("%s owes no reveal this round of game %s", a.Addr(1), a.Num(0))
	},
	"WordproofAlreadyRevealed": func(a client.Args) string {
		return fmt.Sprintf("%s already revealed this round of game %s", a.Addr(1), a.Num(0))
	},
	"WordproofBadColours": func(a client.Args) string {
		return fmt.Sprintf("the colours of slot %s are malformed (game %s)", a.Num(1), a.Num(0))
	},
	"WordproofDeadlineNotReached": func(a client.Args) string {
		return fmt.Sprintf("the current phase of game %s runs until %s: it cannot be moved on yet", a.Num(0), a.When(1))
	},
	"WordproofDeadlinePassed": func(a client.Args) string {
		return fmt.Sprintf("the deadline of the current phase of game %s passed at %s", a.Num(0), a.When(1))
	},
	"WordproofNothingToWithdraw": func(a client.Args) string {
		return fmt.Sprintf("%s has nothing to withdraw (%s)", a.Addr(0), client.TokenName(a.Addr(1)))
	},

	// DictionaryRegistry
	"DictionaryRegistryUnknownLength": func(a client.Args) string {
		return fmt.Sprintf("the dictionary registry has no %s-letter dictionary", a.Num(0))
	},
	"DictionaryRegistryBadEntry": func(a client.Args) string {
		return fmt.Sprintf("the dictionary entry for %s-letter words is malformed", a.Num(0))
	},
}

// guessWord reads a guess packed 5 bits a letter, letter 0 lowest, for a
// sentence (the length is not in the error: trailing 'a's are lost).
func guessWord(packed uint32) string {
	var b strings.Builder
	for ; packed != 0; packed >>= 5 {
		b.WriteByte(byte('a' + packed&31))
	}
	return b.String()
}
