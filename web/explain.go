package web

import (
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"

	"wordproof/client"
)

// revertSentences turns a decoded contract error (its name and the
// printed values of its arguments) into a sentence.
var revertSentences = map[string]func(a []string) string{
	"WordproofUnknownGame": func(a []string) string { return "game " + arg(a, 0) + " does not exist" },
	"WordproofWrongPhase": func(a []string) string {
		return "game " + arg(a, 0) + " is in the " + phaseArg(a, 2) + " phase, not " + phaseArg(a, 1)
	},
	"WordproofBadSettings":       func(a []string) string { return "the lobby settings are not valid: " + strings.Join(a, " ") },
	"WordproofUnsupportedLength": func(a []string) string { return "words of " + arg(a, 0) + " letters are not supported" },
	"WordproofLobbyFull":         func(a []string) string { return "the lobby of game " + arg(a, 0) + " is full" },
	"WordproofAlreadyJoined":     func(a []string) string { return arg(a, 1) + " already joined game " + arg(a, 0) },
	"WordproofNotPlayer":         func(a []string) string { return arg(a, 1) + " is not a player of game " + arg(a, 0) },
	"WordproofNotActive":         func(a []string) string { return arg(a, 1) + " is no longer in play in game " + arg(a, 0) },
	"WordproofNotCreator":        func(a []string) string { return "only the creator of game " + arg(a, 0) + " may do that" },
	"WordproofNotEnoughPlayers": func(a []string) string {
		return "game " + arg(a, 0) + " has " + arg(a, 1) + " players and needs " + arg(a, 2)
	},
	"WordproofWrongStake": func(a []string) string {
		return "the stake is " + ethArg(a, 0) + " but " + ethArg(a, 1) + " was paid"
	},
	"WordproofBadInvite": func(a []string) string {
		return "game " + arg(a, 0) + " is invite-only and " + arg(a, 1) + " has no valid invite"
	},
	"WordproofInvalidProof": func(a []string) string {
		return "the proof of " + arg(a, 1) + " for game " + arg(a, 0) + " did not verify"
	},
	"WordproofAlreadyCommitted": func(a []string) string {
		return arg(a, 1) + " already committed a guess this round in game " + arg(a, 0)
	},
	"WordproofNoCommitment": func(a []string) string { return arg(a, 1) + " committed no guess this round in game " + arg(a, 0) },
	"WordproofCommitmentMismatch": func(a []string) string {
		return "the guess opened by " + arg(a, 1) + " does not match its commitment in game " + arg(a, 0)
	},
	"WordproofAlreadyOpened": func(a []string) string {
		return arg(a, 1) + " already opened its guess this round in game " + arg(a, 0)
	},
	"WordproofNotInDictionary": func(a []string) string { return "that guess is not in the dictionary of game " + arg(a, 0) },
	"WordproofBadWord":         func([]string) string { return "the word is not well formed" },
	"WordproofNothingToReveal": func(a []string) string { return arg(a, 1) + " owes no reveal this round in game " + arg(a, 0) },
	"WordproofAlreadyRevealed": func(a []string) string { return arg(a, 1) + " already revealed this round in game " + arg(a, 0) },
	"WordproofBadColours": func(a []string) string {
		return "the colours of guess " + arg(a, 1) + " do not match the proof in game " + arg(a, 0)
	},
	"WordproofDeadlineNotReached": func(a []string) string {
		return "the deadline of game " + arg(a, 0) + " (" + timeArg(a, 1) + ") has not passed yet"
	},
	"WordproofDeadlinePassed": func(a []string) string {
		return "too late: the deadline of game " + arg(a, 0) + " passed at " + timeArg(a, 1)
	},
	"WordproofNothingToWithdraw": func(a []string) string { return "nothing to withdraw for " + arg(a, 0) },
	"WordproofAccountUnknownSession": func([]string) string {
		return "the session key is not installed on your account: connect the wallet again and sign a new grant"
	},
	"WordproofAccountSessionBudgetExhausted": func([]string) string {
		return "the session used up its moves: connect the wallet again and sign a new grant"
	},
	"WordproofAccountGrantExpired": func(a []string) string {
		return "the session grant expired at " + timeArg(a, 0) + ": connect the wallet again and sign a new grant"
	},
	"WordproofAccountSessionValueCapExceeded": func(a []string) string {
		return "the session may spend only " + ethArg(a, 2) + " more, and this move needs " + ethArg(a, 1)
	},
}

// decodedRevert matches a contract error as client.DecodeRevert prints it:
// its name and its values in brackets.
var decodedRevert = regexp.MustCompile(`\b(Wordproof[A-Za-z]+)\[([^\]]*)\]`)

// opPrefix is the transport detail before a reverted move's reason.
var opPrefix = regexp.MustCompile(`reverted: (?:user operation|transaction) 0x[0-9a-fA-F]+(: |$)`)

// phaseNumber is an enum number the client printed for a phase.
var phaseNumber = regexp.MustCompile(`\(phase (\d+)\)`)

// explain turns an error into a sentence for the player: contract errors
// decoded from the ABI and put in words, phases by name, and no raw
// "execution reverted".
func explain(err error) string {
	err = client.DecodeRevert(err)
	msg := err.Error()
	switch {
	case strings.Contains(msg, "connection refused"), strings.Contains(msg, "no such host"):
		return "cannot reach the chain or the relayer (" + msg + "); is 'wordproof devnet' running?"
	case errors.Is(err, errGuessMissed):
		return "the guess deadline passed: this round's guess is lost, your stake is not"
	}
	msg = decodedRevert.ReplaceAllStringFunc(msg, func(m string) string {
		sub := decodedRevert.FindStringSubmatch(m)
		args := strings.Fields(sub[2])
		if f, ok := revertSentences[sub[1]]; ok {
			return f(args)
		}
		return words(strings.TrimPrefix(sub[1], "Wordproof")) + valuesSuffix(args)
	})
	msg = opPrefix.ReplaceAllStringFunc(msg, func(m string) string {
		if strings.HasSuffix(m, ": ") {
			return "refused: "
		}
		return "refused by the contract (it recorded no reason)"
	})
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

func arg(a []string, i int) string {
	if i < len(a) {
		return a[i]
	}
	return "?"
}

func phaseArg(a []string, i int) string {
	n, err := strconv.Atoi(arg(a, i))
	if err != nil || n < 0 || n > 255 {
		return arg(a, i)
	}
	return phaseName(uint8(n))
}

func ethArg(a []string, i int) string {
	v, ok := new(big.Int).SetString(arg(a, i), 10)
	if !ok {
		return arg(a, i) + " wei"
	}
	return formatETH(v)
}

func timeArg(a []string, i int) string {
	v, err := strconv.ParseInt(arg(a, i), 10, 64)
	if err != nil {
		return arg(a, i)
	}
	return time.Unix(v, 0).UTC().Format("15:04:05 UTC")
}

// words splits a CamelCase error name into lowercase words.
func words(name string) string {
	var b strings.Builder
	for i, r := range name {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

func valuesSuffix(a []string) string {
	if len(a) == 0 {
		return ""
	}
	return fmt.Sprintf(" (%s)", strings.Join(a, ", "))
}
