package client

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/bindings/verifiers"
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

// Sentences turn a contract's custom errors, by name, into sentences a
// player can act on.
type Sentences map[string]func(a Args) string

// The registry of decodable errors: the core's contracts (account,
// paymaster, EntryPoint, verifiers) here, each game's from its own client
// package (RegisterErrors in an init), so that adding a game does not edit
// the core. TestEveryContractErrorHasASentence fails when an error of any
// generated ABI lacks a sentence.
var (
	errorsMu       sync.RWMutex
	errorSentences = Sentences{}
	contractErrors = map[[4]byte]abi.Error{}
)

// RegisterErrors makes the custom errors of the contracts in abis decodable
// by DecodeRevert and RevertFromData, with the given sentences. A game's
// client package calls it from an init function.
func RegisterErrors(abis map[string]*bind.MetaData, sentences Sentences) {
	errorsMu.Lock()
	defer errorsMu.Unlock()
	for _, md := range abis {
		parsed, err := md.ParseABI()
		if err != nil {
			panic(fmt.Sprintf("client: generated ABI does not parse: %v", err)) // the bindings' drift test covers it
		}
		for _, e := range parsed.Errors {
			contractErrors[[4]byte(e.ID[:4])] = e
		}
	}
	for name, s := range sentences {
		errorSentences[name] = s
	}
}

// lookupError returns the registered error of selector id and its sentence.
func lookupError(id [4]byte) (abi.Error, func(Args) string, bool) {
	errorsMu.RLock()
	defer errorsMu.RUnlock()
	e, ok := contractErrors[id]
	if !ok {
		return e, nil, false
	}
	return e, errorSentences[e.Name], true
}

// sentenceOf returns the registered sentence of the error name.
func sentenceOf(name string) (func(Args) string, bool) {
	errorsMu.RLock()
	defer errorsMu.RUnlock()
	s, ok := errorSentences[name]
	return s, ok
}

// init registers the core's contracts (some sentences decode nested revert
// data, which refers back to the registry, hence init).
func init() {
	RegisterErrors(map[string]*bind.MetaData{
		"EntryPoint": &bindings.EntryPointMetaData, "SimpleAccount": &bindings.SimpleAccountMetaData,
		"SimpleAccountFactory": &bindings.SimpleAccountFactoryMetaData,
	}, coreSentences())
	RegisterErrors(account.ByName, nil)
	RegisterErrors(paymaster.ByName, nil)
	RegisterErrors(verifiers.ByName, nil)
}

// coreSentences are the sentences of the shared contracts' errors.
func coreSentences() Sentences {
	return Sentences{
		// OpenZeppelin helpers the games' contracts share
		"ReentrancyGuardReentrantCall": func(Args) string { return "the contract refused a re-entrant call" },
		"SafeERC20FailedOperation":     func(a Args) string { return fmt.Sprintf("the token %s refused the transfer", a.Addr(0)) },
		"OwnableInvalidOwner":          func(a Args) string { return fmt.Sprintf("%s cannot be the owner", a.Addr(0)) },
		"OwnableUnauthorizedAccount":   func(a Args) string { return fmt.Sprintf("%s is not the owner", a.Addr(0)) },

		// WordproofAccount and its factory
		"WordproofAccountNotOwnerOrEntryPoint": func(a Args) string {
			return fmt.Sprintf("the smart account accepts this only from its owner or the EntryPoint, not %s", a.Addr(0))
		},
		"WordproofAccountNotOwner": func(a Args) string {
			return fmt.Sprintf("only the account's owner key may do that, not %s", a.Addr(0))
		},
		"WordproofAccountNotEntryPoint": func(a Args) string {
			return fmt.Sprintf("only the EntryPoint may call the account, not %s", a.Addr(0))
		},
		"WordproofAccountInvalidOwner": func(a Args) string { return fmt.Sprintf("%s cannot own an account", a.Addr(0)) },
		"WordproofAccountGrantSignatureInvalid": func(a Args) string {
			return fmt.Sprintf("the session grant is signed by %s, not the account's owner", a.Addr(0))
		},
		"WordproofAccountGrantUsed": func(Args) string { return "this session grant was already used (each grant installs once)" },
		"WordproofAccountGrantWindowInvalid": func(a Args) string {
			return fmt.Sprintf("the session grant's window is empty (valid from %s until %s)", a.When(0), a.When(1))
		},
		"WordproofAccountGrantExpired": func(a Args) string {
			return fmt.Sprintf("the session grant expired at %s (chain time %s): run the command again to sign a new one", a.When(0), a.When(1))
		},
		"WordproofAccountGrantSessionKeyInvalid": func(a Args) string {
			return fmt.Sprintf("%s cannot be a session key", a.Addr(0))
		},
		"WordproofAccountGrantTargetForbidden": func(a Args) string {
			return fmt.Sprintf("a session may not call %s", a.Addr(0))
		},
		"WordproofAccountUnknownSession": func(a Args) string {
			return fmt.Sprintf("the account has no session for key %s", a.Addr(0))
		},
		"WordproofAccountSessionBudgetExhausted": func(a Args) string {
			return fmt.Sprintf("session key %s has used up its operations", a.Addr(0))
		},
		"WordproofAccountSessionSelectorNotAllowed": func(a Args) string {
			return fmt.Sprintf("session key %s may not call function %s", a.Addr(0), a.Hex(1))
		},
		"WordproofAccountSessionCallNotAllowed": func(a Args) string {
			return fmt.Sprintf("session key %s may not call %s on %s", a.Addr(0), a.Hex(2), a.Addr(1))
		},
		"WordproofAccountSessionValueCapExceeded": func(a Args) string {
			return fmt.Sprintf("session key %s may spend %s more, not %s (raise --stake-cap)", a.Addr(0), FormatETH(a.Big(2)), FormatETH(a.Big(1)))
		},
		"WordproofAccountSessionPaymasterNotAllowed": func(a Args) string {
			return fmt.Sprintf("session key %s may only be sponsored by the paymaster its grant names, not %s", a.Addr(0), a.Addr(1))
		},
		"WordproofAccountSessionGasCapExceeded": func(a Args) string {
			return fmt.Sprintf("session key %s asked for %s %s, above its grant's cap of %s", a.Addr(0), a.Str(1), a.Num(2), a.Num(3))
		},
		"WordproofAccountSessionGasBudgetExceeded": func(a Args) string {
			return fmt.Sprintf("session key %s would risk %s of gas, but its grant has %s left (a new grant is needed)", a.Addr(0), FormatETH(a.Big(1)), FormatETH(a.Big(2)))
		},
		"WordproofAccountFactoryNotSenderCreator": func(a Args) string {
			return fmt.Sprintf("only the EntryPoint's sender creator may create accounts, not %s", a.Addr(0))
		},
		"ExecuteError": func(a Args) string {
			return fmt.Sprintf("call %s of the account's batch failed: %s", a.Num(0), describeRevert(a.Bytes(1)))
		},
		"InvalidInitialization": func(Args) string { return "the account is already initialised" },
		"NotInitializing":       func(Args) string { return "the account is not being initialised" },
		"FailedDeployment":      func(Args) string { return "the account could not be deployed" },
		"InsufficientBalance": func(a Args) string {
			return fmt.Sprintf("the balance is %s but %s is needed", FormatETH(a.Big(0)), FormatETH(a.Big(1)))
		},

		// SponsorPaymaster
		"SponsorPaymasterNotEntryPoint": func(a Args) string {
			return fmt.Sprintf("only the EntryPoint may call the paymaster, not %s", a.Addr(0))
		},
		"SponsorPaymasterInvalidSigner": func(a Args) string {
			return fmt.Sprintf("the sponsorship is signed by %s, not the paymaster's signer", a.Addr(0))
		},
		"SponsorPaymasterInvalidOwner": func(a Args) string { return fmt.Sprintf("%s cannot own the paymaster", a.Addr(0)) },
		"SponsorPaymasterInvalidDataLength": func(a Args) string {
			return fmt.Sprintf("the paymaster data is %s bytes long, which is not a sponsorship", a.Num(0))
		},
		"SponsorPaymasterWindowUnbounded": func(a Args) string {
			return fmt.Sprintf("the sponsorship has no end (valid until %s, after %s)", a.When(0), a.When(1))
		},
		"SponsorPaymasterGasLimitExceeded": func(a Args) string {
			field := fmt.Sprintf("gas field %d", a.U8(0))
			if int(a.U8(0)) < len(gasFieldNames) {
				field = gasFieldNames[a.U8(0)]
			}
			return fmt.Sprintf("the operation's %s is %s, above the sponsor's cap of %s", field, a.Num(1), a.Num(2))
		},
		"SponsorPaymasterSelectorNotSponsored": func(a Args) string {
			return fmt.Sprintf("the sponsor does not pay for account function %s", a.Hex(0))
		},
		"SponsorPaymasterTargetNotSponsored": func(a Args) string {
			return fmt.Sprintf("the sponsor does not pay for calls to %s", a.Addr(0))
		},

		// EntryPoint
		"FailedOp": func(a Args) string { return entryPointReason(a.Str(1)) },
		"FailedOpWithRevert": func(a Args) string {
			return entryPointReason(a.Str(1)) + ": " + describeRevert(a.Bytes(2))
		},
		"PostOpReverted":            func(a Args) string { return "the paymaster's post-operation failed: " + describeRevert(a.Bytes(0)) },
		"SignatureValidationFailed": func(a Args) string { return fmt.Sprintf("the aggregator %s rejected the signatures", a.Addr(0)) },
		"SenderAddressResult":       func(a Args) string { return fmt.Sprintf("the account would be created at %s", a.Addr(0)) },
		"DelegateAndRevert":         func(a Args) string { return "delegate call result: " + describeRevert(a.Bytes(1)) },
		"InvalidShortString":        func(Args) string { return "a short string is malformed" },
		"StringTooLong":             func(a Args) string { return fmt.Sprintf("the string %q is too long", a.Str(0)) },

		// OpenZeppelin account and proxy helpers (SimpleAccount)
		"AddressEmptyCode":             func(a Args) string { return fmt.Sprintf("%s has no code", a.Addr(0)) },
		"ECDSAInvalidSignature":        func(Args) string { return "the signature is invalid" },
		"ECDSAInvalidSignatureLength":  func(a Args) string { return fmt.Sprintf("the signature is %s bytes long, not 65", a.Num(0)) },
		"ECDSAInvalidSignatureS":       func(Args) string { return "the signature's s value is out of range" },
		"ERC1967InvalidImplementation": func(a Args) string { return fmt.Sprintf("%s is not a valid implementation", a.Addr(0)) },
		"ERC1967NonPayable":            func(Args) string { return "the upgrade call must not carry value" },
		"FailedCall":                   func(Args) string { return "a call failed" },
		"UUPSUnauthorizedCallContext":  func(Args) string { return "the upgrade was called in the wrong context" },
		"UUPSUnsupportedProxiableUUID": func(a Args) string { return fmt.Sprintf("the implementation's UUID %s is not supported", a.Hex(0)) },
		"ProofInvalid":                 func(Args) string { return "the proof does not verify" },
		"PublicInputNotInField":        func(Args) string { return "a public input is outside the field" },
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

// Args reads a decoded error's arguments by position, for sentences; a
// value of an unexpected type reads as zero, so that a sentence never panics.
type Args []any

func (a Args) at(i int) any {
	if i < len(a) {
		return a[i]
	}
	return nil
}

// Big reads an integer argument.
func (a Args) Big(i int) *big.Int {
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

// Num formats an integer argument in decimal.
func (a Args) Num(i int) string { return a.Big(i).String() }

// U8 reads a small integer argument.
func (a Args) U8(i int) uint8 { return uint8(a.Big(i).Uint64()) }

// U32 reads a 32-bit integer argument.
func (a Args) U32(i int) uint32 { return uint32(a.Big(i).Uint64()) }

// Str reads a string argument.
func (a Args) Str(i int) string {
	s, _ := a.at(i).(string)
	return s
}

// Addr formats an address argument.
func (a Args) Addr(i int) string {
	v, _ := a.at(i).(common.Address)
	return v.Hex()
}

// Bytes reads a bytes argument.
func (a Args) Bytes(i int) []byte {
	v, _ := a.at(i).([]byte)
	return v
}

// Hex formats a bytes4, bytes32 or bytes argument in hex.
func (a Args) Hex(i int) string {
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

// When formats a chain timestamp argument.
func (a Args) When(i int) string {
	return time.Unix(a.Big(i).Int64(), 0).UTC().Format("2006-01-02 15:04:05 UTC")
}

// TokenName names a token address argument ("ETH" for the zero address).
func TokenName(token string) string {
	if token == (common.Address{}).Hex() {
		return "ETH"
	}
	return "token " + token
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
	if e, sentence, ok := lookupError(id); ok {
		values, err := e.Inputs.Unpack(data[4:])
		switch {
		case err == nil && sentence != nil:
			return &RevertError{Name: e.Name, Args: values, Sentence: sentence(values)}
		case err != nil:
			return &RevertError{Name: e.Name, Sentence: fmt.Sprintf("%s (undecodable arguments %s)", e.Name, hexutil.Encode(data[4:]))}
		}
		return &RevertError{Name: e.Name, Args: values, Sentence: fmt.Sprintf("%s%v", e.Name, values)}
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
	if sentence, ok := sentenceOf(name); ok {
		return &RevertError{Name: name, Args: args, Sentence: sentence(args)}
	}
	return &RevertError{Name: name, Args: args, Sentence: fmt.Sprintf("%s%v", name, args)}
}

// describeRevert is RevertFromData's sentence.
func describeRevert(data []byte) string { return RevertFromData(data).Sentence }
