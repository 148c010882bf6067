// Package puzloc is the Puzloc daily challenge's client (docs/puzloc.md "The
// daily challenge"). This session holds its revert sentences; the player
// agent, the house's daily service and `wordproof puzloc numlock` come next.
package puzloc

import (
	"fmt"

	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
)

// init makes PuzlocDaily's errors decodable into sentences by the core
// client (client.DecodeRevert).
func init() { client.RegisterErrors(puzloc.ByName, sentences) }

// day names a challenge id (day << 8 | game type) the way a player reads it.
func day(a client.Args, i int) string {
	id := a.Big(i).Uint64()
	return fmt.Sprintf("day %d's %s", id>>8, gameType(id&0xff))
}

func gameType(t uint64) string {
	switch t {
	case 0:
		return "NumLock"
	case 1:
		return "PhraseLock"
	}
	return fmt.Sprintf("game type %d", t)
}

// proofKinds are DailyBadProof's kinds.
var proofKinds = map[uint64]string{1: "key", 2: "answer", 3: "refusal", 4: "opening"}

// sentences explain the errors of PuzlocDaily (contracts/src/puzloc).
var sentences = client.Sentences{
	"DailyBadSettings": func(client.Args) string {
		return "daily challenge settings are invalid (a zero address, no game type, a list too large or a window out of range)"
	},
	"DailyBadGameType": func(a client.Args) string {
		return fmt.Sprintf("there is no daily game type %s", a.Num(0))
	},
	"DailyWrongTime": func(a client.Args) string {
		if a.Big(1).Sign() == 0 {
			return fmt.Sprintf("too late for this move on %s: it closed at %s", day(a, 0), a.When(2))
		}
		return fmt.Sprintf("this move on %s is open from %s until %s", day(a, 0), a.When(1), a.When(2))
	},
	"DailyNotHouse": func(a client.Args) string {
		return fmt.Sprintf("%s is not the house of %s", a.Addr(1), day(a, 0))
	},
	"DailyHouseState": func(a client.Args) string {
		return fmt.Sprintf("%s has no house drawn yet, or already has one", day(a, 0))
	},
	"DailyBadValue": func(a client.Args) string {
		return fmt.Sprintf("%s is out of range (zero, or not below the BN254 field, or too wide)", a.Num(0))
	},
	"DailyAlreadyCommitted": func(a client.Args) string {
		return fmt.Sprintf("the house of %s already committed its seed", day(a, 0))
	},
	"DailyNotCommitted": func(a client.Args) string {
		return fmt.Sprintf("%s is not ready: the house has not committed or the randomness is not drawn", day(a, 0))
	},
	"DailyRandomnessPending": func(a client.Args) string {
		return fmt.Sprintf("the randomness of %s comes from block %s's hash: wait for the next block", day(a, 0), a.Num(1))
	},
	"DailyAlreadyPlayed": func(a client.Args) string {
		return fmt.Sprintf("%s already played %s: one attempt per account per day", a.Addr(1), day(a, 0))
	},
	"DailyBadKey": func(a client.Args) string {
		return fmt.Sprintf("(%s, %s) is not a BabyJubJub public key", a.Num(0), a.Num(1))
	},
	"DailyNotPlayer": func(a client.Args) string {
		return fmt.Sprintf("%s has no attempt at %s", a.Addr(1), day(a, 0))
	},
	"DailyAlreadyBound": func(a client.Args) string {
		return fmt.Sprintf("%s's key for %s is already bound", a.Addr(1), day(a, 0))
	},
	"DailyNotBound": func(a client.Args) string {
		return fmt.Sprintf("the house has not bound %s's key for %s yet: wait for it", a.Addr(1), day(a, 0))
	},
	"DailyGuessPending": func(a client.Args) string {
		return fmt.Sprintf("%s's last guess on %s awaits the house's answer", a.Addr(1), day(a, 0))
	},
	"DailyNoTriesLeft": func(a client.Args) string {
		return fmt.Sprintf("%s has no guess left on %s (solved, or out of attempts)", a.Addr(1), day(a, 0))
	},
	"DailyNoGuess": func(a client.Args) string {
		return fmt.Sprintf("%s has no guess awaiting an answer on %s", a.Addr(1), day(a, 0))
	},
	"DailyBadProof": func(a client.Args) string {
		kind := proofKinds[a.Big(2).Uint64()]
		if kind == "" {
			kind = "a"
		}
		return fmt.Sprintf("the %s proof for %s on %s does not prove this statement", kind, a.Addr(1), day(a, 0))
	},
	"DailyHouseOwes": func(a client.Args) string {
		return fmt.Sprintf("the house of %s still owes %s binding(s) or answer(s) and cannot open the day", day(a, 0), a.Num(1))
	},
	"DailyHouseNotLate": func(a client.Args) string {
		return fmt.Sprintf("the house of %s has missed no deadline", day(a, 0))
	},
	"DailyClosed": func(a client.Args) string {
		return fmt.Sprintf("%s is over: opened, or void after its house was slashed", day(a, 0))
	},
	"DailyNotOpened": func(a client.Args) string {
		return fmt.Sprintf("%s is not opened yet: scores come once the house proves the answer", day(a, 0))
	},
	"DailyAlreadyFinalised": func(a client.Args) string {
		return fmt.Sprintf("%s's result on %s is already recorded", a.Addr(1), day(a, 0))
	},
	// PhraseLock (PhraseLockDay, PhraseLockRules)
	"PhraseLockPending": func(a client.Args) string {
		if flag(a, 2) {
			return fmt.Sprintf("%s's last move on %s awaits the house's answer", a.Addr(1), day(a, 0))
		}
		return fmt.Sprintf("%s has no move awaiting an answer on %s", a.Addr(1), day(a, 0))
	},
	"PhraseLockNotBound": func(a client.Args) string {
		return fmt.Sprintf("the house has not bound %s's key on %s yet", a.Addr(1), day(a, 0))
	},
	"PhraseLockBadProof": func(a client.Args) string {
		return fmt.Sprintf("the house's proof for %s on %s does not prove this answer", a.Addr(1), day(a, 0))
	},
	"PhraseLockOpened": func(a client.Args) string {
		if flag(a, 1) {
			return fmt.Sprintf("the phrase of %s is proven already", day(a, 0))
		}
		return fmt.Sprintf("the phrase of %s is not proven yet: the house proves its facts first", day(a, 0))
	},
	"PhraseLockOver": func(a client.Args) string {
		return fmt.Sprintf("this PhraseLock game is over (%d moves played)", a.Big(1).Uint64())
	},
	"PhraseLockBadKind": func(a client.Args) string {
		return fmt.Sprintf("move kind %s is not a PhraseLock move", a.Num(0))
	},
	"PhraseLockNotEnoughLives": func(a client.Args) string {
		return fmt.Sprintf("the hint costs %s lives and only %s remain", a.Num(1), a.Num(0))
	},
	"PhraseLockHintUsed": func(a client.Args) string {
		return fmt.Sprintf("hint %s (category or length) is given once a day", a.Num(0))
	},
	"PhraseLockBadCiphertext": func(a client.Args) string {
		return fmt.Sprintf("move kind %s takes an encrypted guess exactly when it is a letter or phrase", a.Num(0))
	},
	"PhraseLockBadField": func(a client.Args) string {
		return fmt.Sprintf("value %s of field %s does not fit the PhraseLock proof", a.Num(1), a.Num(0))
	},
}

// flag reads a bool argument.
func flag(a client.Args, i int) bool {
	if i < len(a) {
		b, _ := a[i].(bool)
		return b
	}
	return false
}
