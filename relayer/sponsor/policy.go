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
	// GasCaps bound every gas field and both fees of a sponsored operation.
	GasCaps GasCaps `json:"gasCaps"`
	// Validity is how long a sponsorship signature stays valid (default 2m,
	// 30s to 1h). The paymaster cannot tell who bundles an operation, so a
	// short window is what limits a signature to the relayer's own use.
	Validity Duration `json:"validity,omitempty"`
	// PerSender limits each sender: operations and spend per window.
	PerSender SenderLimits `json:"perSender"`
	// PerOwner limits all the accounts of one owner together (the owner is
	// read from the account, or from its factoryData when it is created).
	PerOwner SenderLimits `json:"perOwner"`
	// Budget limits the total spend of all senders per window.
	Budget Budget `json:"budget"`
	// Throttle is the cool-down of a sender whose sponsored operation reverted.
	Throttle Throttle `json:"throttle"`
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
// preVerificationGas even when the call reverts, so these caps bound what one
// operation can cost; the priority-fee cap bounds its price to the base fee
// plus a tip, whoever bundles it.
type GasCaps struct {
	VerificationGasLimit          uint64 `json:"verificationGasLimit"`
	CallGasLimit                  uint64 `json:"callGasLimit"`
	PaymasterVerificationGasLimit uint64 `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       uint64 `json:"paymasterPostOpGasLimit"`
	PreVerificationGas            uint64 `json:"preVerificationGas"`
	MaxFeePerGas                  Wei    `json:"maxFeePerGas"`
	MaxPriorityFeePerGas          Wei    `json:"maxPriorityFeePerGas"`
}

// SenderLimits limit one sender (or one owner) per sliding window. Zero or
// absent fields take the defaults of DefaultPerSender or DefaultPerOwner:
// there is no unlimited setting.
type SenderLimits struct {
	Ops    int      `json:"ops"`    // sponsored operations per window
	Spend  Wei      `json:"spend"`  // wei per window, counted at the operation's maximum cost
	Window Duration `json:"window"` // sliding window
}

// Budget limits all senders together per sliding window. Zero or absent
// fields take the defaults of DefaultBudget.
type Budget struct {
	Spend  Wei      `json:"spend"`  // wei per window
	Window Duration `json:"window"` // sliding window
}

// Throttle is the cool-down of a sender (and its owner) whose sponsored
// operations reverted on chain Reverts times in a row: no sponsorship for
// Cooldown, doubled on each further revert up to MaxCooldown. A sponsored
// operation of the sender that succeeds, or ForgetAfter without a revert,
// ends the run. Zero fields take DefaultThrottle's.
type Throttle struct {
	Reverts     int      `json:"reverts"`
	Cooldown    Duration `json:"cooldown"`
	MaxCooldown Duration `json:"maxCooldown"`
	ForgetAfter Duration `json:"forgetAfter"`
}

// clone returns c with fee caps of its own (SyncChain lowers them in place).
func (c GasCaps) clone() GasCaps {
	c.MaxFeePerGas, c.MaxPriorityFeePerGas = c.MaxFeePerGas.clone(), c.MaxPriorityFeePerGas.clone()
	return c
}

// MoveGas bounds the most gas one game move takes in docs/gas-report.md (the
// reveal that ends a round, 366,524). The default caps are sized to it: a
// sponsored operation whose call reverts costs less
// (contracts/src/paymaster/SponsorDefaults.sol, MOVE_GAS).
const MoveGas = 370_000

// DefaultGasCaps are the paymaster's default caps
// (contracts/src/paymaster/SponsorDefaults.sol explains each value; the
// deploy package deploys the paymaster with them).
func DefaultGasCaps() GasCaps {
	c := GasCaps{
		VerificationGasLimit:          1_000_000, // the first move also creates the account and installs the session (every game's grant, stored packed per contract: TestSessionFirstOpCoversEveryGame)
		CallGasLimit:                  1_000_000, // 2.7 × MoveGas: room for a settling page (at most 646k at 255 seats)
		PaymasterVerificationGasLimit: 60_000,
		PaymasterPostOpGasLimit:       0,
		PreVerificationGas:            200_000, // the first move carries the grant: 182,180 with every game's permissions (TestSessionFirstOpCoversEveryGame); a reverting op at every cap still costs less than a move (SponsorGrief)
	}
	c.MaxFeePerGas.SetUint64(1_000e9)     // 1000 gwei
	c.MaxPriorityFeePerGas.SetUint64(2e9) // twice the clients' tip
	return c
}

// Defaults of the limits a policy leaves out. Every sponsorship is counted at
// its maximum cost (sum of gas limits × maxFeePerGas): a game move asks for
// about 1M gas, so at 1 gwei a sender may make 100 moves an hour, an owner
// 200, and all together about 5000 a day.
var (
	DefaultPerSender = SenderLimits{Ops: 120, Spend: ether(1, 10), Window: Duration{time.Hour}}
	DefaultPerOwner  = SenderLimits{Ops: 240, Spend: ether(2, 10), Window: Duration{time.Hour}}
	DefaultBudget    = Budget{Spend: ether(5, 1), Window: Duration{24 * time.Hour}}
	DefaultThrottle  = Throttle{Reverts: 2, Cooldown: Duration{time.Minute}, MaxCooldown: Duration{time.Hour}, ForgetAfter: Duration{24 * time.Hour}}
)

const (
	// DefaultValidity is the lifetime of a sponsorship signature.
	DefaultValidity = 2 * time.Minute
	// MaxValidity is the longest lifetime a policy may set.
	MaxValidity = time.Hour
)

// ether returns num/den ether as a Wei.
func ether(num, den int64) Wei {
	var w Wei
	w.Mul(big.NewInt(num), big.NewInt(1e18))
	w.Div(&w.Int, big.NewInt(den))
	return w
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

func (w Wei) clone() Wei {
	var c Wei
	c.Set(&w.Int)
	return c
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
	if err := p.resolveAddresses(lookup); err != nil {
		return err
	}
	if err := p.checkGasCaps(); err != nil {
		return err
	}
	if err := p.fillLimits(); err != nil {
		return err
	}
	return p.Throttle.fill()
}

// resolveAddresses resolves the paymaster, the targets and the factories.
func (p *Policy) resolveAddresses(lookup func(name string) (common.Address, error)) error {
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
	set := func(field string, names []string) (map[common.Address]bool, error) {
		out := map[common.Address]bool{}
		for _, n := range names {
			a, err := resolve(field, n)
			if err != nil {
				return nil, err
			}
			out[a] = true
		}
		return out, nil
	}
	if p.targets, err = set("targets", p.Targets); err != nil {
		return err
	}
	p.factories, err = set("factories", p.Factories)
	return err
}

// checkGasCaps requires every gas cap, and a tip cap within the fee cap.
func (p *Policy) checkGasCaps() error {
	c := p.GasCaps
	if c.VerificationGasLimit == 0 || c.CallGasLimit == 0 || c.PaymasterVerificationGasLimit == 0 || c.PreVerificationGas == 0 ||
		c.MaxFeePerGas.Sign() == 0 || c.MaxPriorityFeePerGas.Sign() == 0 {
		return fmt.Errorf("%w: gasCaps needs verificationGasLimit, callGasLimit, paymasterVerificationGasLimit, preVerificationGas, maxFeePerGas and maxPriorityFeePerGas above zero", ErrInvalidPolicy)
	}
	if c.MaxPriorityFeePerGas.Cmp(&c.MaxFeePerGas.Int) > 0 {
		return fmt.Errorf("%w: gasCaps.maxPriorityFeePerGas %v above maxFeePerGas %v", ErrInvalidPolicy, &c.MaxPriorityFeePerGas.Int, &c.MaxFeePerGas.Int)
	}
	return nil
}

// fillLimits fills in and checks the validity window, the per-sender and
// per-owner limits and the budget.
func (p *Policy) fillLimits() error {
	if p.Validity.Duration == 0 {
		p.Validity.Duration = DefaultValidity
	}
	if p.Validity.Duration < 30*time.Second || p.Validity.Duration > MaxValidity {
		return fmt.Errorf("%w: validity %v outside 30s to %v", ErrInvalidPolicy, p.Validity.Duration, MaxValidity)
	}
	if err := p.PerSender.fill("perSender", DefaultPerSender); err != nil {
		return err
	}
	if err := p.PerOwner.fill("perOwner", DefaultPerOwner); err != nil {
		return err
	}
	if p.Budget.Spend.Sign() == 0 {
		p.Budget.Spend.Set(&DefaultBudget.Spend.Int)
	}
	if p.Budget.Window.Duration == 0 {
		p.Budget.Window = DefaultBudget.Window
	}
	return nil
}

// fill replaces the throttle's zero fields with DefaultThrottle's and checks it.
func (t *Throttle) fill() error {
	if t.Reverts < 0 {
		return fmt.Errorf("%w: throttle.reverts %d is negative", ErrInvalidPolicy, t.Reverts)
	}
	if t.Reverts == 0 {
		t.Reverts = DefaultThrottle.Reverts
	}
	for _, d := range []struct {
		v   *Duration
		def Duration
	}{{&t.Cooldown, DefaultThrottle.Cooldown}, {&t.MaxCooldown, DefaultThrottle.MaxCooldown}, {&t.ForgetAfter, DefaultThrottle.ForgetAfter}} {
		if d.v.Duration == 0 {
			*d.v = d.def
		}
	}
	if t.MaxCooldown.Duration < t.Cooldown.Duration {
		return fmt.Errorf("%w: throttle.maxCooldown %v below cooldown %v", ErrInvalidPolicy, t.MaxCooldown.Duration, t.Cooldown.Duration)
	}
	return nil
}

// fill replaces zero fields with def's and rejects negative ones.
func (l *SenderLimits) fill(field string, def SenderLimits) error {
	if l.Ops < 0 {
		return fmt.Errorf("%w: %s.ops %d is negative", ErrInvalidPolicy, field, l.Ops)
	}
	if l.Ops == 0 {
		l.Ops = def.Ops
	}
	if l.Spend.Sign() == 0 {
		l.Spend.Set(&def.Spend.Int)
	}
	if l.Window.Duration == 0 {
		l.Window = def.Window
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

// FactoryAddresses returns the resolved factories whose initCode is sponsored.
func (p *Policy) FactoryAddresses() []common.Address {
	out := make([]common.Address, 0, len(p.factories))
	for a := range p.factories {
		out = append(out, a)
	}
	return out
}
