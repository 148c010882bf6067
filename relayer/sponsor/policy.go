package sponsor

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// ErrInvalidPolicy is returned (wrapped, naming the field) for a policy file
// that cannot be used.
var ErrInvalidPolicy = errors.New("invalid sponsorship policy")

// Policy is what the sponsor pays for. It is read from a JSON file (see
// docs/relayer.md); contract fields take an address or, with a manifest, the
// name of a contract in it.
type Policy struct {
	// Paymaster is the SponsorPaymaster whose signer the relayer holds.
	Paymaster string `json:"paymaster"`
	// Targets are the game contracts that sponsored calls may go to.
	Targets []string `json:"targets"`
	// Factories are the account factories whose initCode is sponsored; none
	// means operations that deploy an account are not sponsored.
	Factories []string `json:"factories,omitempty"`
	// GasCaps bound every gas field of a sponsored operation.
	GasCaps GasCaps `json:"gasCaps"`
	// Validity is how long a sponsorship signature stays valid (default 10m).
	Validity Duration `json:"validity,omitempty"`
	// PerSender limits each sender: operations and spend per window.
	PerSender SenderLimits `json:"perSender"`
	// Budget limits the total spend of all senders per window.
	Budget Budget `json:"budget"`
	// AcceptUnsponsored lets eth_sendUserOperation accept operations that pay
	// for themselves (or use another paymaster); default true.
	AcceptUnsponsored *bool `json:"acceptUnsponsored,omitempty"`

	// Resolved addresses (filled by Resolve).
	paymaster common.Address
	targets   map[common.Address]bool
	factories map[common.Address]bool
}

// GasCaps bound the gas fields of a sponsored operation. The EntryPoint v0.8
// charges 10% of unused callGasLimit and paymasterPostOpGasLimit and all of
// preVerificationGas, so these caps bound what one operation can cost.
type GasCaps struct {
	VerificationGasLimit          uint64 `json:"verificationGasLimit"`
	CallGasLimit                  uint64 `json:"callGasLimit"`
	PaymasterVerificationGasLimit uint64 `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       uint64 `json:"paymasterPostOpGasLimit"`
	PreVerificationGas            uint64 `json:"preVerificationGas"`
	MaxFeePerGas                  Wei    `json:"maxFeePerGas"`
}

// SenderLimits limit one sender per sliding window.
type SenderLimits struct {
	Ops    int      `json:"ops"`    // sponsored operations per window (0: unlimited)
	Spend  Wei      `json:"spend"`  // wei per window, counted at the operation's maximum cost (0: unlimited)
	Window Duration `json:"window"` // default 1h
}

// Budget limits all senders together per sliding window.
type Budget struct {
	Spend  Wei      `json:"spend"`  // wei per window (0: unlimited)
	Window Duration `json:"window"` // default 24h
}

// Wei is an amount in wei, written in JSON as a number or a decimal or 0x-hex
// string.
type Wei struct{ big.Int }

// UnmarshalJSON accepts 123, "123" or "0x7b".
func (w *Wei) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(bytes.TrimSpace(b)), `"`)
	if s == "" || s == "null" {
		w.SetInt64(0)
		return nil
	}
	v, ok := new(big.Int).SetString(s, 0)
	if !ok || v.Sign() < 0 {
		return fmt.Errorf("bad wei amount %q", s)
	}
	w.Set(v)
	return nil
}

// MarshalJSON writes a decimal string.
func (w Wei) MarshalJSON() ([]byte, error) { return json.Marshal(w.String()) }

// Duration is a time.Duration written as "10m" in JSON.
type Duration struct{ time.Duration }

// UnmarshalJSON parses a Go duration string.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("duration must be a string like \"10m\": %w", err)
	}
	v, err := time.ParseDuration(s)
	if err != nil || v < 0 {
		return fmt.Errorf("bad duration %q", s)
	}
	d.Duration = v
	return nil
}

// MarshalJSON writes the duration string.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }

// ReadPolicy reads and parses a policy file (unknown fields are an error).
func ReadPolicy(path string) (*Policy, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidPolicy, err)
	}
	return ParsePolicy(data)
}

// ParsePolicy parses a policy (unknown fields are an error).
func ParsePolicy(data []byte) (*Policy, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var p Policy
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidPolicy, err)
	}
	return &p, nil
}

// Resolve turns contract names into addresses with lookup (which may be nil
// when no manifest is given), fills in defaults and checks the policy.
func (p *Policy) Resolve(lookup func(name string) (common.Address, error)) error {
	resolve := func(field, v string) (common.Address, error) {
		if common.IsHexAddress(v) {
			return common.HexToAddress(v), nil
		}
		if lookup == nil {
			return common.Address{}, fmt.Errorf("%w: %s %q is not an address (names need --manifest)", ErrInvalidPolicy, field, v)
		}
		a, err := lookup(v)
		if err != nil {
			return common.Address{}, fmt.Errorf("%w: %s %q: %v", ErrInvalidPolicy, field, v, err)
		}
		return a, nil
	}
	if p.Paymaster == "" {
		return fmt.Errorf("%w: paymaster is required", ErrInvalidPolicy)
	}
	var err error
	if p.paymaster, err = resolve("paymaster", p.Paymaster); err != nil {
		return err
	}
	if len(p.Targets) == 0 {
		return fmt.Errorf("%w: targets must list at least one game contract", ErrInvalidPolicy)
	}
	p.targets = map[common.Address]bool{}
	for _, t := range p.Targets {
		a, err := resolve("targets", t)
		if err != nil {
			return err
		}
		p.targets[a] = true
	}
	p.factories = map[common.Address]bool{}
	for _, f := range p.Factories {
		a, err := resolve("factories", f)
		if err != nil {
			return err
		}
		p.factories[a] = true
	}
	c := p.GasCaps
	if c.VerificationGasLimit == 0 || c.CallGasLimit == 0 || c.PaymasterVerificationGasLimit == 0 || c.PreVerificationGas == 0 || c.MaxFeePerGas.Sign() == 0 {
		return fmt.Errorf("%w: gasCaps needs verificationGasLimit, callGasLimit, paymasterVerificationGasLimit, preVerificationGas and maxFeePerGas above zero", ErrInvalidPolicy)
	}
	if p.Validity.Duration == 0 {
		p.Validity.Duration = 10 * time.Minute
	}
	if p.Validity.Duration < 30*time.Second {
		return fmt.Errorf("%w: validity %v below 30s", ErrInvalidPolicy, p.Validity.Duration)
	}
	if p.PerSender.Window.Duration == 0 {
		p.PerSender.Window.Duration = time.Hour
	}
	if p.Budget.Window.Duration == 0 {
		p.Budget.Window.Duration = 24 * time.Hour
	}
	if p.PerSender.Ops < 0 {
		return fmt.Errorf("%w: perSender.ops %d is negative", ErrInvalidPolicy, p.PerSender.Ops)
	}
	return nil
}

// PaymasterAddress is the resolved paymaster.
func (p *Policy) PaymasterAddress() common.Address { return p.paymaster }

// TargetAddresses are the resolved targets.
func (p *Policy) TargetAddresses() []common.Address {
	out := make([]common.Address, 0, len(p.targets))
	for a := range p.targets {
		out = append(out, a)
	}
	return out
}

// Unsponsored reports whether operations that are not sponsored are accepted.
func (p *Policy) Unsponsored() bool { return p.AcceptUnsponsored == nil || *p.AcceptUnsponsored }
