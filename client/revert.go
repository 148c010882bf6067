package client

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/bindings/verifiers"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

// RevertError is a decoded contract revert. Its message is a sentence a
// player can act on; Name and Args keep the raw error for callers that match
// on it. It wraps ErrReverted.
type RevertError struct {
	Name     string // the custom error's name ("WordproofUnknownGame"), or "Error"/"Panic"/"" for an empty revert
	Args     []any  // its decoded arguments
	Sentence string
}

func (e *RevertError) Error() string { return e.Sentence }

// Unwrap makes errors.Is(err, ErrReverted) hold.
func (e *RevertError) Unwrap() error { return ErrReverted }

// gasFieldNames are ISponsorPaymaster.GasField's members.
var gasFieldNames = []string{"verificationGasLimit", "callGasLimit", "paymasterVerificationGasLimit", "paymasterPostOpGasLimit", "preVerificationGas", "maxFeePerGas", "maxPriorityFeePerGas"}

// errorSentences turns each custom error of the contracts into a sentence.
// TestEveryContractErrorHasASentence fails when an error in any ABI lacks one.
var errorSentences map[string]func(a args) string

// init fills errorSentences: some sentences decode nested revert data, which
// refers back to the table.
func init() {
	errorSentences = map[string]func(a args) string{
		// WorthOfWords
		"WordproofUnknownGame": func(a args) string { return fmt.Sprintf("game %s does not exist", a.num(0)) },
		"WordproofWrongPhase": func(a args) string {
			return fmt.Sprintf("game %s is in its %s phase, not %s", a.num(0), wire.PhaseName(a.u8(2)), wire.PhaseName(a.u8(1)))
		},
		"WordproofTargetsNotDrawn": func(a args) string {
			return fmt.Sprintf("game %s: this round's targets are drawn from the hash of block %s, which cannot be read yet; try again in the next block", a.num(0), a.num(1))
		},
		"WordproofSettling": func(a args) string {
			stages := []string{"", "setting up the reveals", "ending the round", "counting the scores", "paying the winners"}
			stage := fmt.Sprintf("stage %d", a.u8(1))
			if int(a.u8(1)) < len(stages) && a.u8(1) > 0 {
				stage = stages[a.u8(1)]
			}
			return fmt.Sprintf("game %s is still settling (%s); anyone can continue it with advance", a.num(0), stage)
		},
		"WordproofTooFewPlayers": func(a args) string {
			return fmt.Sprintf("a game needs at least 2 players, not %s", a.num(0))
		},
		"WordproofMaxPlayersBelowMin": func(a args) string {
			return fmt.Sprintf("the lobby's size (%s) is below the %s players it needs to start", a.num(0), a.num(1))
		},
		"WordproofZeroTimeout":       func(args) string { return "every phase (commit, open, reveal) needs a timeout of at least 1 second" },
		"WordproofZeroRoundCap":      func(args) string { return "a game needs a round cap of at least 1, so that it ends and pays" },
		"WordproofUnsupportedLength": func(a args) string { return fmt.Sprintf("no dictionary is registered for %s-letter words", a.num(0)) },
		"WordproofLobbyFull":         func(a args) string { return fmt.Sprintf("the lobby of game %s is full", a.num(0)) },
		"WordproofAlreadyJoined":     func(a args) string { return fmt.Sprintf("%s already joined game %s", a.addr(1), a.num(0)) },
		"WordproofNotPlayer":         func(a args) string { return fmt.Sprintf("%s is not a player of game %s", a.addr(1), a.num(0)) },
		"WordproofNotActive": func(a args) string {
			return fmt.Sprintf("%s is out of game %s (its words were solved or it forfeited)", a.addr(1), a.num(0))
		},
		"WordproofNotCreator": func(a args) string {
			return fmt.Sprintf("only the creator of game %s may do that, not %s", a.num(0), a.addr(1))
		},
		"WordproofNotEnoughPlayers": func(a args) string {
			return fmt.Sprintf("game %s has %s players and needs %s to start", a.num(0), a.num(1), a.num(2))
		},
		"WordproofWrongStake": func(a args) string {
			return fmt.Sprintf("the stake is %s but %s was paid", FormatETH(a.big(0)), FormatETH(a.big(1)))
		},
		"WordproofBadInvite": func(a args) string {
			return fmt.Sprintf("game %s is invite-only and %s has no valid invite", a.num(0), a.addr(1))
		},
		"WordproofInvalidProof": func(a args) string {
			return fmt.Sprintf("the proof sent by %s in game %s does not verify (are the stored secrets the ones this game was joined with?)", a.addr(1), a.num(0))
		},
		"WordproofAlreadyCommitted": func(a args) string {
			return fmt.Sprintf("%s already committed a guess this round of game %s", a.addr(1), a.num(0))
		},
		"WordproofNoCommitment": func(a args) string {
			return fmt.Sprintf("%s has no committed guess to open this round of game %s", a.addr(1), a.num(0))
		},
		"WordproofCommitmentMismatch": func(a args) string {
			return fmt.Sprintf("the guess %s opened does not match its commitment in game %s", a.addr(1), a.num(0))
		},
		"WordproofAlreadyOpened": func(a args) string {
			return fmt.Sprintf("%s already opened its guess this round of game %s", a.addr(1), a.num(0))
		},
		"WordproofNotInDictionary": func(a args) string {
			return fmt.Sprintf("guess %q is not in the guess dictionary of game %s", unpackWord(a.u32(1)), a.num(0))
		},
		"WordproofBadWord": func(a args) string { return fmt.Sprintf("%#x is not a packed word of letters", a.u32(0)) },
		"WordproofNothingToReveal": func(a args) string {
			return fmt.Sprintf("%s owes no reveal this round of game %s", a.addr(1), a.num(0))
		},
		"WordproofAlreadyRevealed": func(a args) string {
			return fmt.Sprintf("%s already revealed this round of game %s", a.addr(1), a.num(0))
		},
		"WordproofBadColours": func(a args) string {
			return fmt.Sprintf("the colours of slot %s are malformed (game %s)", a.num(1), a.num(0))
		},
		"WordproofDeadlineNotReached": func(a args) string {
			return fmt.Sprintf("the current phase of game %s runs until %s: it cannot be moved on yet", a.num(0), a.when(1))
		},
		"WordproofDeadlinePassed": func(a args) string {
			return fmt.Sprintf("the deadline of the current phase of game %s passed at %s", a.num(0), a.when(1))
		},
		"WordproofNothingToWithdraw": func(a args) string {
			return fmt.Sprintf("%s has nothing to withdraw (%s)", a.addr(0), tokenName(a.addr(1)))
		},
		"ReentrancyGuardReentrantCall": func(args) string { return "the contract refused a re-entrant call" },
		"SafeERC20FailedOperation":     func(a args) string { return fmt.Sprintf("the token %s refused the transfer", a.addr(0)) },

		// DictionaryRegistry
		"DictionaryRegistryUnknownLength": func(a args) string {
			return fmt.Sprintf("the dictionary registry has no %s-letter dictionary", a.num(0))
		},
		"DictionaryRegistryBadEntry": func(a args) string {
			return fmt.Sprintf("the dictionary entry for %s-letter words is malformed", a.num(0))
		},
		"OwnableInvalidOwner":        func(a args) string { return fmt.Sprintf("%s cannot be the owner", a.addr(0)) },
		"OwnableUnauthorizedAccount": func(a args) string { return fmt.Sprintf("%s is not the owner", a.addr(0)) },

		// WordproofAccount and its factory
		"WordproofAccountNotOwnerOrEntryPoint": func(a args) string {
			return fmt.Sprintf("the smart account accepts this only from its owner or the EntryPoint, not %s", a.addr(0))
		},
		"WordproofAccountNotOwner": func(a args) string {
			return fmt.Sprintf("only the account's owner key may do that, not %s", a.addr(0))
		},
		"WordproofAccountNotEntryPoint": func(a args) string {
			return fmt.Sprintf("only the EntryPoint may call the account, not %s", a.addr(0))
		},
		"WordproofAccountInvalidOwner": func(a args) string { return fmt.Sprintf("%s cannot own an account", a.addr(0)) },
		"WordproofAccountGrantSignatureInvalid": func(a args) string {
			return fmt.Sprintf("the session grant is signed by %s, not the account's owner", a.addr(0))
		},
		"WordproofAccountGrantUsed": func(args) string { return "this session grant was already used (each grant installs once)" },
		"WordproofAccountGrantWindowInvalid": func(a args) string {
			return fmt.Sprintf("the session grant's window is empty (valid from %s until %s)", a.when(0), a.when(1))
		},
		"WordproofAccountGrantExpired": func(a args) string {
			return fmt.Sprintf("the session grant expired at %s (chain time %s): run the command again to sign a new one", a.when(0), a.when(1))
		},
		"WordproofAccountGrantSessionKeyInvalid": func(a args) string {
			return fmt.Sprintf("%s cannot be a session key", a.addr(0))
		},
		"WordproofAccountGrantTargetForbidden": func(a args) string {
			return fmt.Sprintf("a session may not call %s", a.addr(0))
		},
		"WordproofAccountUnknownSession": func(a args) string {
			return fmt.Sprintf("the account has no session for key %s", a.addr(0))
		},
		"WordproofAccountSessionBudgetExhausted": func(a args) string {
			return fmt.Sprintf("session key %s has used up its operations", a.addr(0))
		},
		"WordproofAccountSessionSelectorNotAllowed": func(a args) string {
			return fmt.Sprintf("session key %s may not call function %s", a.addr(0), a.hex(1))
		},
		"WordproofAccountSessionCallNotAllowed": func(a args) string {
			return fmt.Sprintf("session key %s may not call %s on %s", a.addr(0), a.hex(2), a.addr(1))
		},
		"WordproofAccountSessionValueCapExceeded": func(a args) string {
			return fmt.Sprintf("session key %s may spend %s more, not %s (raise --stake-cap)", a.addr(0), FormatETH(a.big(2)), FormatETH(a.big(1)))
		},
		"WordproofAccountSessionPaymasterNotAllowed": func(a args) string {
			return fmt.Sprintf("session key %s may only be sponsored by the paymaster its grant names, not %s", a.addr(0), a.addr(1))
		},
		"WordproofAccountSessionGasCapExceeded": func(a args) string {
			return fmt.Sprintf("session key %s asked for %s %s, above its grant's cap of %s", a.addr(0), a.str(1), a.num(2), a.num(3))
		},
		"WordproofAccountSessionGasBudgetExceeded": func(a args) string {
			return fmt.Sprintf("session key %s would risk %s of gas, but its grant has %s left (a new grant is needed)", a.addr(0), FormatETH(a.big(1)), FormatETH(a.big(2)))
		},
		"WordproofAccountFactoryNotSenderCreator": func(a args) string {
			return fmt.Sprintf("only the EntryPoint's sender creator may create accounts, not %s", a.addr(0))
		},
		"ExecuteError": func(a args) string {
			return fmt.Sprintf("call %s of the account's batch failed: %s", a.num(0), describeRevert(a.bytes(1)))
		},
		"InvalidInitialization": func(args) string { return "the account is already initialised" },
		"NotInitializing":       func(args) string { return "the account is not being initialised" },
		"FailedDeployment":      func(args) string { return "the account could not be deployed" },
		"InsufficientBalance": func(a args) string {
			return fmt.Sprintf("the balance is %s but %s is needed", FormatETH(a.big(0)), FormatETH(a.big(1)))
		},

		// SponsorPaymaster
		"SponsorPaymasterNotEntryPoint": func(a args) string {
			return fmt.Sprintf("only the EntryPoint may call the paymaster, not %s", a.addr(0))
		},
		"SponsorPaymasterInvalidSigner": func(a args) string {
			return fmt.Sprintf("the sponsorship is signed by %s, not the paymaster's signer", a.addr(0))
		},
		"SponsorPaymasterInvalidOwner": func(a args) string { return fmt.Sprintf("%s cannot own the paymaster", a.addr(0)) },
		"SponsorPaymasterInvalidDataLength": func(a args) string {
			return fmt.Sprintf("the paymaster data is %s bytes long, which is not a sponsorship", a.num(0))
		},
		"SponsorPaymasterWindowUnbounded": func(a args) string {
			return fmt.Sprintf("the sponsorship has no end (valid until %s, after %s)", a.when(0), a.when(1))
		},
		"SponsorPaymasterGasLimitExceeded": func(a args) string {
			field := fmt.Sprintf("gas field %d", a.u8(0))
			if int(a.u8(0)) < len(gasFieldNames) {
				field = gasFieldNames[a.u8(0)]
			}
			return fmt.Sprintf("the operation's %s is %s, above the sponsor's cap of %s", field, a.num(1), a.num(2))
		},
		"SponsorPaymasterSelectorNotSponsored": func(a args) string {
			return fmt.Sprintf("the sponsor does not pay for account function %s", a.hex(0))
		},
		"SponsorPaymasterTargetNotSponsored": func(a args) string {
			return fmt.Sprintf("the sponsor does not pay for calls to %s", a.addr(0))
		},

		// EntryPoint
		"FailedOp": func(a args) string { return entryPointReason(a.str(1)) },
		"FailedOpWithRevert": func(a args) string {
			return entryPointReason(a.str(1)) + ": " + describeRevert(a.bytes(2))
		},
		"PostOpReverted":            func(a args) string { return "the paymaster's post-operation failed: " + describeRevert(a.bytes(0)) },
		"SignatureValidationFailed": func(a args) string { return fmt.Sprintf("the aggregator %s rejected the signatures", a.addr(0)) },
		"SenderAddressResult":       func(a args) string { return fmt.Sprintf("the account would be created at %s", a.addr(0)) },
		"DelegateAndRevert":         func(a args) string { return "delegate call result: " + describeRevert(a.bytes(1)) },
		"InvalidShortString":        func(args) string { return "a short string is malformed" },
		"StringTooLong":             func(a args) string { return fmt.Sprintf("the string %q is too long", a.str(0)) },

		// OpenZeppelin account and proxy helpers (SimpleAccount)
		"AddressEmptyCode":             func(a args) string { return fmt.Sprintf("%s has no code", a.addr(0)) },
		"ECDSAInvalidSignature":        func(args) string { return "the signature is invalid" },
		"ECDSAInvalidSignatureLength":  func(a args) string { return fmt.Sprintf("the signature is %s bytes long, not 65", a.num(0)) },
		"ECDSAInvalidSignatureS":       func(args) string { return "the signature's s value is out of range" },
		"ERC1967InvalidImplementation": func(a args) string { return fmt.Sprintf("%s is not a valid implementation", a.addr(0)) },
		"ERC1967NonPayable":            func(args) string { return "the upgrade call must not carry value" },
		"FailedCall":                   func(args) string { return "a call failed" },
		"UUPSUnauthorizedCallContext":  func(args) string { return "the upgrade was called in the wrong context" },
		"UUPSUnsupportedProxiableUUID": func(a args) string { return fmt.Sprintf("the implementation's UUID %s is not supported", a.hex(0)) },
		"ProofInvalid":                 func(args) string { return "the proof does not verify" },
		"PublicInputNotInField":        func(args) string { return "a public input is outside the field" },

		// Coins and DuelPlatform (contracts/src/duel)
		"CoinsNotTransferable": func(args) string {
			return "coins cannot be transferred: they move only through matches (claim the daily gift instead)"
		},
		"CoinsDailyNotReady": func(a args) string {
			return fmt.Sprintf("%s already claimed its daily coins: the next claim opens at %s", a.addr(0), a.when(1))
		},
		"CoinsNotGame": func(a args) string { return fmt.Sprintf("%s is not a registered game of the coins", a.addr(0)) },
		"CoinsInsufficient": func(a args) string {
			return fmt.Sprintf("%s has %s free coins and needs %s (claim the daily gift, or wait for a match to settle)", a.addr(0), a.num(1), a.num(2))
		},
		"CoinsInsufficientLocked": func(a args) string {
			return fmt.Sprintf("%s has %s coins in play, not %s", a.addr(0), a.num(1), a.num(2))
		},
		"CoinsBadAccount":     func(a args) string { return fmt.Sprintf("%s cannot take part in this coin movement", a.addr(0)) },
		"DuelModeUnavailable": func(a args) string { return fmt.Sprintf("duel mode %s is not open for matches", a.num(0)) },
		"DuelBadMode": func(a args) string {
			return fmt.Sprintf("mode id %s cannot be given to %s (taken, zero, or no contract)", a.num(0), a.addr(1))
		},
		"DuelBadBet": func(a args) string {
			return fmt.Sprintf("a bet of %s coins is not allowed (at least 1, below 2^48)", a.num(0))
		},
		"DuelBusy": func(a args) string {
			if a.big(2).Sign() != 0 {
				return fmt.Sprintf("%s is playing match %s: finish it first", a.addr(0), a.num(2))
			}
			return fmt.Sprintf("%s already waits in the queue of mode %s ('wordproof duel leave' leaves it)", a.addr(0), a.num(1))
		},
		"DuelNotQueued":        func(a args) string { return fmt.Sprintf("%s waits in no queue", a.addr(0)) },
		"DuelNotLive":          func(a args) string { return fmt.Sprintf("match %s does not exist or has ended", a.num(0)) },
		"DuelNotMode":          func(a args) string { return fmt.Sprintf("%s is not the mode of match %s", a.addr(1), a.num(0)) },
		"DuelNotPlayer":        func(a args) string { return fmt.Sprintf("%s does not play match %s", a.addr(1), a.num(0)) },
		"DuelNotTimedOut":      func(a args) string { return fmt.Sprintf("no deadline of match %s has passed yet", a.num(0)) },
		"DuelModeNotPlatform":  func(a args) string { return fmt.Sprintf("only the duel platform starts matches, not %s", a.addr(0)) },
		"DuelModeMatchNotLive": func(a args) string { return fmt.Sprintf("match %s is not live (it ended)", a.num(0)) },
		// HouseRegistry (contracts/src/house)
		"HouseNotGame": func(a args) string {
			return fmt.Sprintf("%s is not a game registered with the house registry", a.addr(0))
		},
		"HouseBondTooLow": func(a args) string {
			return fmt.Sprintf("a house bonds at least %s, not %s", FormatETH(a.big(1)), FormatETH(a.big(0)))
		},
		"HouseBadKey": func(a args) string {
			return fmt.Sprintf("(%s, %s) is not a BabyJubJub public key (both coordinates non-zero, below the BN254 scalar field, on the curve)", a.num(0), a.num(1))
		},
		"HouseBadUrl": func(a args) string {
			return fmt.Sprintf("the service URL must have 1 to 256 bytes, not %s", a.num(0))
		},
		"HouseAlreadyRegistered": func(a args) string {
			return fmt.Sprintf("%s is already a house (top up its bond instead)", a.addr(0))
		},
		"HouseNotRegistered": func(a args) string { return fmt.Sprintf("%s is not a registered house", a.addr(0)) },
		"HouseBadTopUp": func(a args) string {
			return fmt.Sprintf("house %s cannot top up: the amount is zero or it has asked to leave", a.addr(0))
		},
		"HouseExiting": func(a args) string { return fmt.Sprintf("house %s has already asked to leave", a.addr(0)) },
		"HouseNotExiting": func(a args) string {
			return fmt.Sprintf("house %s must ask to leave (house exit) before it withdraws", a.addr(0))
		},
		"HouseHasOpenGames": func(a args) string {
			return fmt.Sprintf("house %s still serves %s open game(s); it can withdraw once they end and the exit delay has passed", a.addr(0), a.num(1))
		},
		"HouseExitDelay": func(a args) string {
			return fmt.Sprintf("house %s may withdraw its bond from %s, not before", a.addr(0), a.when(1))
		},
		"HouseAlreadyRequested": func(a args) string {
			return fmt.Sprintf("game %s of %s already asked for a house", a.num(1), a.addr(0))
		},
		"HouseNoRequest": func(a args) string {
			return fmt.Sprintf("game %s of %s has no house request or assignment open", a.num(1), a.addr(0))
		},
		"HouseWrongPlayers": func(a args) string {
			return fmt.Sprintf("game %s of %s named other players than in its house request (or more than 16)", a.num(1), a.addr(0))
		},
		"HouseDrawTooEarly": func(a args) string {
			return fmt.Sprintf("game %s: its house is drawn from the hash of block %s, which cannot be read yet; try again in the next block", a.num(1), a.num(2))
		},
		"HouseAlreadyAssigned": func(a args) string {
			return fmt.Sprintf("game %s of %s already has house %s", a.num(1), a.addr(0), a.addr(2))
		},
		"HouseNotAssigned": func(a args) string {
			return fmt.Sprintf("game %s of %s has no house drawn yet", a.num(1), a.addr(0))
		},
		"HouseWrongHouse": func(a args) string {
			return fmt.Sprintf("%s is not the house of game %s of %s", a.addr(2), a.num(1), a.addr(0))
		},
		"HouseBadVictims": func(a args) string {
			return fmt.Sprintf("a slash needs as many amounts as victims (%s victims, %s amounts), at most 16, none the zero address", a.num(0), a.num(1))
		},
		"HouseNoCredit":       func(a args) string { return fmt.Sprintf("%s has no compensation to collect", a.addr(0)) },
		"HouseTransferFailed": func(a args) string { return fmt.Sprintf("%s refused a payment of %s", a.addr(0), FormatETH(a.big(1))) },
		"HouseBondOverflow": func(a args) string {
			return fmt.Sprintf("a bond of %s is more than the registry counts", FormatETH(a.big(0)))
		},
	}
}

// entryPointCodes explain the EntryPoint's AAxx failure codes.
var entryPointCodes = map[string]string{
	"AA10": "the account already exists",
	"AA13": "the account could not be created",
	"AA14": "the factory created the account at another address",
	"AA15": "the account creation left no code",
	"AA20": "the account is not deployed",
	"AA21": "the smart account has not enough ETH to pay for the operation",
	"AA22": "the operation's signature has expired or is not yet valid",
	"AA23": "the smart account rejected the operation",
	"AA24": "the operation's signature is invalid (session key or grant)",
	"AA25": "the operation's nonce is out of order (another move was sent meanwhile)",
	"AA26": "the operation exceeded its verification gas",
	"AA30": "the paymaster is not deployed",
	"AA31": "the sponsor has no deposit left to pay for gas",
	"AA32": "the sponsorship has expired or is not yet valid",
	"AA33": "the paymaster rejected the operation",
	"AA34": "the sponsorship's signature is invalid",
	"AA36": "the operation exceeded the paymaster's verification gas",
	"AA40": "the operation exceeded its verification gas",
	"AA41": "the operation ran out of verification gas",
	"AA50": "the paymaster's post-operation failed",
	"AA51": "the operation's prefund was below its actual cost",
	"AA90": "the bundle's beneficiary is invalid",
	"AA91": "the aggregator failed",
	"AA92": "the aggregated signature is invalid",
	"AA93": "the aggregator is invalid",
	"AA94": "the gas values overflow",
	"AA95": "the bundle ran out of gas",
	"AA96": "the aggregator is invalid",
}

// entryPointReason turns an EntryPoint reason ("AA21 didn't pay prefund")
// into a sentence that keeps the code for searching.
func entryPointReason(reason string) string {
	code, _, _ := strings.Cut(reason, " ")
	if s, ok := entryPointCodes[code]; ok {
		return fmt.Sprintf("%s (%s)", s, reason)
	}
	return "the EntryPoint rejected the operation: " + reason
}

// args reads a decoded error's arguments by position; a value of an
// unexpected type reads as zero, so that a sentence never panics.
type args []any

func (a args) at(i int) any {
	if i < len(a) {
		return a[i]
	}
	return nil
}

func (a args) big(i int) *big.Int {
	switch v := a.at(i).(type) {
	case *big.Int:
		return v
	case uint8:
		return new(big.Int).SetUint64(uint64(v))
	case uint16:
		return new(big.Int).SetUint64(uint64(v))
	case uint32:
		return new(big.Int).SetUint64(uint64(v))
	case uint64:
		return new(big.Int).SetUint64(v)
	}
	return new(big.Int)
}

func (a args) num(i int) string { return a.big(i).String() }
func (a args) u8(i int) uint8   { return uint8(a.big(i).Uint64()) }
func (a args) u32(i int) uint32 { return uint32(a.big(i).Uint64()) }

func (a args) str(i int) string {
	s, _ := a.at(i).(string)
	return s
}

func (a args) addr(i int) string {
	v, _ := a.at(i).(common.Address)
	return v.Hex()
}

func (a args) bytes(i int) []byte {
	v, _ := a.at(i).([]byte)
	return v
}

func (a args) hex(i int) string {
	switch v := a.at(i).(type) {
	case [4]byte:
		return hexutil.Encode(v[:])
	case [32]byte:
		return hexutil.Encode(v[:])
	case []byte:
		return hexutil.Encode(v)
	}
	return fmt.Sprint(a.at(i))
}

// when formats a chain timestamp.
func (a args) when(i int) string {
	return time.Unix(a.big(i).Int64(), 0).UTC().Format("2006-01-02 15:04:05 UTC")
}

func tokenName(token string) string {
	if token == (common.Address{}).Hex() {
		return "ETH"
	}
	return "token " + token
}

// unpackWord reads a guess packed 5 bits a letter, letter 0 lowest.
func unpackWord(packed uint32) string {
	var b strings.Builder
	for ; packed != 0; packed >>= 5 {
		b.WriteByte(byte('a' + packed&31))
	}
	return b.String()
}

// contractErrors are the custom errors of every contract the client talks
// to, by selector.
var contractErrors = func() map[[4]byte]abi.Error {
	out := map[[4]byte]abi.Error{}
	for _, set := range contractABIs() {
		for _, md := range set {
			parsed, err := md.ParseABI()
			if err != nil {
				continue // the generated ABIs always parse: bindings' drift test covers it
			}
			for _, e := range parsed.Errors {
				out[[4]byte(e.ID[:4])] = e
			}
		}
	}
	return out
}()

// contractABIs are the generated bindings' metadata, by package.
func contractABIs() []map[string]*bind.MetaData {
	return []map[string]*bind.MetaData{bindings.ByName, account.ByName, paymaster.ByName, verifiers.ByName, duel.ByName, house.ByName}
}

// DecodeRevert turns an error carrying revert data (from a node's eth_call
// or gas estimate, or from the relayer) into a *RevertError; other errors
// are returned unchanged.
func DecodeRevert(err error) error {
	if err == nil {
		return nil
	}
	var re *RevertError
	if errors.As(err, &re) {
		return err
	}
	var raw any
	var de interface{ ErrorData() interface{} }
	var rel *bundlerrpc.Error
	switch {
	case errors.As(err, &rel):
		raw = rel.Data
	case errors.As(err, &de):
		raw = de.ErrorData()
	default:
		if strings.Contains(err.Error(), "execution reverted") {
			return &RevertError{Sentence: "the call reverted without a reason"}
		}
		return err
	}
	s, ok := raw.(string)
	if !ok {
		if rel != nil && rel.Code == -32521 {
			return &RevertError{Sentence: "the operation's call reverted without a reason: " + rel.Message}
		}
		return err
	}
	data, decErr := hexutil.Decode(s)
	if decErr != nil {
		return err
	}
	return RevertFromData(data)
}

// RevertFromData decodes revert data into a *RevertError.
func RevertFromData(data []byte) *RevertError {
	if len(data) < 4 {
		return &RevertError{Sentence: "the call reverted without a reason"}
	}
	id := [4]byte(data[:4])
	if e, ok := contractErrors[id]; ok {
		values, err := e.Inputs.Unpack(data[4:])
		sentence, have := errorSentences[e.Name]
		switch {
		case err != nil:
			return &RevertError{Name: e.Name, Sentence: fmt.Sprintf("%s (undecodable arguments %s)", e.Name, hexutil.Encode(data[4:]))}
		case !have:
			return &RevertError{Name: e.Name, Args: values, Sentence: fmt.Sprintf("%s%v", e.Name, values)}
		}
		return &RevertError{Name: e.Name, Args: values, Sentence: sentence(values)}
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		return &RevertError{Name: "Error", Args: []any{reason}, Sentence: reason}
	}
	return &RevertError{Sentence: "the call reverted with unknown data " + hexutil.Encode(data)}
}

// NewRevertError is the *RevertError a contract's custom error name with
// args decodes to: for a client that finds the error before sending. The
// arguments are typed as the ABI decoder would type them.
func NewRevertError(name string, args ...any) *RevertError {
	args = append([]any{}, args...) // never nil, as the ABI decoder's
	if sentence, ok := errorSentences[name]; ok {
		return &RevertError{Name: name, Args: args, Sentence: sentence(args)}
	}
	return &RevertError{Name: name, Args: args, Sentence: fmt.Sprintf("%s%v", name, args)}
}

// describeRevert is RevertFromData's sentence.
func describeRevert(data []byte) string { return RevertFromData(data).Sentence }
