// Package check defines how the relayer reports a rejected user operation: a
// typed Violation per broken rule (the check that found it, the actual value
// and the limit), gathered in a Rejection, and the one table (Code) that maps
// each Kind of violation to its ERC-4337 JSON-RPC error code.
package check

import (
	"errors"
	"fmt"
	"strings"
)

// Kind classifies a violation; each kind has one JSON-RPC error code.
type Kind int

// Kinds of violations, with the ERC-4337 (ERC-7769) error code of each.
const (
	InvalidFields         Kind = iota // -32602: malformed or out-of-range fields, gas-field caps
	SimulationRejected                // -32500: rejected by EntryPoint simulation or account validation (AA1x, AA2x)
	PaymasterRejected                 // -32501: rejected by the paymaster or the sponsorship policy (AA3x)
	BannedOpcode                      // -32502: validation used a banned opcode
	OutOfTimeRange                    // -32503: validity window not open or closing too soon
	Throttled                         // -32504: sender or paymaster throttled or banned (rate limits)
	StakeTooLow                       // -32505: entity stake or unstake delay too low
	UnsupportedAggregator             // -32506: signature aggregator not supported
	InvalidSignature                  // -32507: account or paymaster signature invalid (AA24, AA34)
	PaymasterBalance                  // -32508: paymaster deposit or sponsor budget too low
	ExecutionReverted                 // -32521: the operation's call reverted (estimation)
)

// JSON-RPC error codes of ERC-4337 (ERC-7769) and JSON-RPC 2.0.
const (
	CodeParseError            = -32700
	CodeInvalidRequest        = -32600
	CodeMethodNotFound        = -32601
	CodeInvalidParams         = -32602
	CodeInternal              = -32603
	CodeSimulationRejected    = -32500
	CodePaymasterRejected     = -32501
	CodeBannedOpcode          = -32502
	CodeOutOfTimeRange        = -32503
	CodeThrottled             = -32504
	CodeStakeTooLow           = -32505
	CodeUnsupportedAggregator = -32506
	CodeInvalidSignature      = -32507
	CodePaymasterBalance      = -32508
	CodeExecutionReverted     = -32521
)

var codes = map[Kind]int{
	InvalidFields:         CodeInvalidParams,
	SimulationRejected:    CodeSimulationRejected,
	PaymasterRejected:     CodePaymasterRejected,
	BannedOpcode:          CodeBannedOpcode,
	OutOfTimeRange:        CodeOutOfTimeRange,
	Throttled:             CodeThrottled,
	StakeTooLow:           CodeStakeTooLow,
	UnsupportedAggregator: CodeUnsupportedAggregator,
	InvalidSignature:      CodeInvalidSignature,
	PaymasterBalance:      CodePaymasterBalance,
	ExecutionReverted:     CodeExecutionReverted,
}

var names = map[Kind]string{
	InvalidFields:         "invalid_fields",
	SimulationRejected:    "simulation_rejected",
	PaymasterRejected:     "paymaster_rejected",
	BannedOpcode:          "banned_opcode",
	OutOfTimeRange:        "out_of_time_range",
	Throttled:             "throttled",
	StakeTooLow:           "stake_too_low",
	UnsupportedAggregator: "unsupported_aggregator",
	InvalidSignature:      "invalid_signature",
	PaymasterBalance:      "paymaster_balance",
	ExecutionReverted:     "execution_reverted",
}

// Code returns the JSON-RPC error code of kind.
func (k Kind) Code() int {
	if c, ok := codes[k]; ok {
		return c
	}
	return CodeInternal
}

// String is the kind's metric label (snake case).
func (k Kind) String() string {
	if n, ok := names[k]; ok {
		return n
	}
	return "unknown"
}

// KindOfReason classifies an EntryPoint AAxx revert reason (as the
// EntryPoint wrote it, "AA24 signature error"); unknown reasons are
// SimulationRejected.
func KindOfReason(reason string) Kind {
	switch {
	case strings.HasPrefix(reason, "AA24"), strings.HasPrefix(reason, "AA34"):
		return InvalidSignature
	case strings.HasPrefix(reason, "AA22"), strings.HasPrefix(reason, "AA32"):
		return OutOfTimeRange
	case strings.HasPrefix(reason, "AA31"):
		return PaymasterBalance
	case strings.HasPrefix(reason, "AA3"):
		return PaymasterRejected
	case strings.HasPrefix(reason, "AA96"):
		return UnsupportedAggregator
	default:
		return SimulationRejected
	}
}

// Violation is one broken rule.
type Violation struct {
	Check  string // the named check that found it (e.g. "gas_caps", "policy", "simulation")
	Kind   Kind
	Field  string // the field or entity concerned, when there is one
	Value  string // the actual value, when there is one
	Limit  string // the limit it broke, when there is one
	Reason string // a lowercase sentence fragment; EntryPoint reasons (AAxx) are passed through verbatim
}

// Error renders the violation as one line.
func (v Violation) Error() string {
	var b strings.Builder
	b.WriteString(v.Reason)
	if v.Field != "" {
		fmt.Fprintf(&b, " (%s", v.Field)
		if v.Value != "" {
			fmt.Fprintf(&b, " %s", v.Value)
		}
		if v.Limit != "" {
			fmt.Fprintf(&b, ", limit %s", v.Limit)
		}
		b.WriteString(")")
	} else if v.Value != "" || v.Limit != "" {
		fmt.Fprintf(&b, " (value %s, limit %s)", v.Value, v.Limit)
	}
	return b.String()
}

// Rejection is the error returned when an operation is refused: every
// violation found by the check that failed (a check reports all it finds;
// later checks do not run).
type Rejection struct {
	Violations []Violation
}

// Reject builds a Rejection from one violation.
func Reject(v Violation) *Rejection { return &Rejection{Violations: []Violation{v}} }

// Error joins the violations.
func (r *Rejection) Error() string {
	parts := make([]string, len(r.Violations))
	for i, v := range r.Violations {
		parts[i] = v.Error()
	}
	return strings.Join(parts, "; ")
}

// Kind is the kind of the first violation (it decides the error code).
func (r *Rejection) Kind() Kind {
	if len(r.Violations) == 0 {
		return SimulationRejected
	}
	return r.Violations[0].Kind
}

// Code is the JSON-RPC error code of the rejection.
func (r *Rejection) Code() int { return r.Kind().Code() }

// AsRejection returns the Rejection in err's chain, if any.
func AsRejection(err error) (*Rejection, bool) {
	var r *Rejection
	ok := errors.As(err, &r)
	return r, ok
}
