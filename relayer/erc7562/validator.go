package erc7562

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/erc7562/tracer"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/userop"
)

// Fallback is what the Validator does when the node cannot run the tracer.
type Fallback string

// Fallbacks.
const (
	// FallbackRefuse refuses every operation: nothing is accepted unchecked.
	FallbackRefuse Fallback = "refuse"
	// FallbackAllowList accepts, after a plain simulation, only operations
	// whose paymaster and factory (when present) are in Config.Allow; one
	// with neither needs its sender in Config.Allow.
	FallbackAllowList Fallback = "allowlist"
)

// ParseFallback reads a fallback name.
func ParseFallback(s string) (Fallback, error) {
	switch f := Fallback(strings.ToLower(s)); f {
	case FallbackRefuse, FallbackAllowList:
		return f, nil
	}
	return "", fmt.Errorf("unknown fallback %q (refuse or allowlist)", s)
}

// Simulator is the chain access the Validator needs (sim.Simulator has it).
type Simulator interface {
	SimulateValidation(ctx context.Context, op *userop.UserOperation, queuedBehind int) (*sim.Validation, error)
	TraceValidation(ctx context.Context, op *userop.UserOperation, queuedBehind int, tracer string) (json.RawMessage, error)
	ValidationOutput(output []byte, failed bool) (*sim.Validation, error)
}

// Config configures a Validator.
type Config struct {
	EntryPoint common.Address
	ChainID    *big.Int
	// Rules are the stake thresholds (default DefaultRules).
	Rules Rules
	// Reputation, when set, is checked (GREP-010, GREP-020, UREP-020) and
	// told of every accepted operation.
	Reputation *Reputation
	// Trusted entities are the relayer's own paymaster and factories, whose
	// operations its policy already bounds: the rules treat them as staked
	// and the reputation does not count them.
	Trusted []common.Address
	// Count returns how many waiting operations name entity (as factory or
	// paymaster); nil counts none.
	Count func(entity common.Address) int
	// IsSender reports whether a waiting operation has sender a, for the
	// local rules STO-040 and STO-041; nil knows of none.
	IsSender func(a common.Address) bool
	// Fallback applies when the node has no debug_traceCall or no tracer.
	Fallback Fallback
	// Allow lists the entities (paymasters, factories, senders) accepted
	// without a trace under FallbackAllowList.
	Allow []common.Address
	// Tracer is the tracer's name (default tracer.Name).
	Tracer string
	Logger *slog.Logger
}

func (c *Config) sanitize() {
	if c.Rules.MinStake == nil {
		c.Rules.MinStake = DefaultRules.MinStake
	}
	if c.Fallback == "" {
		c.Fallback = FallbackRefuse
	}
	if c.Tracer == "" {
		c.Tracer = tracer.Name
	}
	if c.Count == nil {
		c.Count = func(common.Address) int { return 0 }
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Validator validates operations by tracing simulateValidation and applying
// the rules and the reputation; it has the mempool's Simulator shape, so it
// replaces the plain simulation there. It is safe for concurrent use.
type Validator struct {
	cfg     Config
	sim     Simulator
	trusted map[common.Address]bool
	allow   map[common.Address]bool

	mu       sync.Mutex
	tracer   string // the tracer in use: Config.Tracer, or geth's own
	noTracer string // why the node cannot trace; "" while it can (or is untried)
}

// NewValidator wraps s.
func NewValidator(cfg Config, s Simulator) *Validator {
	cfg.sanitize()
	v := &Validator{cfg: cfg, sim: s, trusted: map[common.Address]bool{}, allow: map[common.Address]bool{}, tracer: cfg.Tracer}
	for _, a := range cfg.Trusted {
		v.trusted[a] = true
	}
	for _, a := range cfg.Allow {
		v.allow[a] = true
	}
	return v
}

// SetCount sets Config.Count (the pool is built after the Validator).
func (v *Validator) SetCount(count func(common.Address) int) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.cfg.Count = count
}

// SetSenders sets Config.IsSender (the pool is built after the Validator).
func (v *Validator) SetSenders(isSender func(common.Address) bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.cfg.IsSender = isSender
}

// Tracing reports whether operations are traced, and with which tracer or
// why not.
func (v *Validator) Tracing() (bool, string) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.noTracer != "" {
		return false, v.noTracer
	}
	return true, v.tracer
}

func reject(kind check.Kind, field, value, reason string) *check.Rejection {
	return check.Reject(check.Violation{Check: CheckName, Kind: kind, Field: field, Value: value, Reason: reason})
}

// SimulateValidation traces simulateValidation of op, applies the rules and
// the reputation, and returns the EntryPoint's result. A rule or reputation
// failure is a *check.Rejection; the EntryPoint's own revert is a
// *sim.FailedOp or *sim.Revert, as from sim.Simulator.
func (v *Validator) SimulateValidation(ctx context.Context, op *userop.UserOperation, queuedBehind int) (*sim.Validation, error) {
	res, err := v.trace(ctx, op, queuedBehind)
	if err != nil {
		return nil, err
	}
	if res == nil {
		_, why := v.Tracing()
		return v.fallback(ctx, op, queuedBehind, why)
	}
	val, err := v.sim.ValidationOutput(res.Output, res.Error != "")
	if err != nil {
		return nil, err
	}
	ents := v.entities(op, val)
	if vs := v.cfg.Rules.Check(res, ents); len(vs) > 0 {
		return nil, &check.Rejection{Violations: vs}
	}
	v.mu.Lock()
	count, isSender := v.cfg.Count, v.cfg.IsSender
	v.mu.Unlock()
	view := PoolView{IsSender: isSender, IsEntity: func(a common.Address) bool { return count(a) > 0 }}
	if vs := CheckLocal(res, ents, view); len(vs) > 0 {
		return nil, &check.Rejection{Violations: vs}
	}
	if err := v.checkReputation(ents); err != nil {
		return nil, err
	}
	v.seen(op)
	val.CodeHashes = codeHashes(res, op, v.cfg.EntryPoint)
	return val, nil
}

// codeHashes collects the code hashes of the contracts the validation used
// (COD-010), but not the sender's when the operation deploys it (that code
// appears within the simulation and is not yet on chain) nor the
// EntryPoint's (the simulation runs other code at its address).
func codeHashes(res *tracer.Result, op *userop.UserOperation, entryPoint common.Address) map[common.Address]common.Hash {
	out := map[common.Address]common.Hash{}
	for _, f := range res.Frames {
		for a, u := range f.Code {
			if u.Hash == (common.Hash{}) || a == entryPoint || (op.Factory != nil && a == op.Sender) {
				continue
			}
			if _, ok := out[a]; !ok {
				out[a] = u.Hash
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// trace runs the validation under the tracer in use. When the node lacks
// it, the Validator moves on to go-ethereum's own erc7562Tracer and then to
// the fallback (a nil Result).
func (v *Validator) trace(ctx context.Context, op *userop.UserOperation, queuedBehind int) (*tracer.Result, error) {
	for {
		v.mu.Lock()
		name, dead := v.tracer, v.noTracer != ""
		v.mu.Unlock()
		if dead {
			return nil, nil
		}
		raw, err := v.sim.TraceValidation(ctx, op, queuedBehind, name)
		if err == nil {
			if name == tracer.GethName {
				return tracer.FromGeth(raw)
			}
			var res tracer.Result
			if err := json.Unmarshal(raw, &res); err != nil {
				return nil, fmt.Errorf("decode validation trace: %w", err)
			}
			return &res, nil
		}
		why, ok := cannotTrace(err)
		if !ok {
			return nil, fmt.Errorf("trace validation: %w", err)
		}
		v.mu.Lock()
		if v.tracer == name { // another request may have moved on already
			if name != tracer.GethName {
				v.tracer = tracer.GethName
				v.cfg.Logger.Info("node lacks the validation tracer; trying go-ethereum's", "tracer", name, "reason", why)
			} else {
				v.noTracer = why
				v.cfg.Logger.Warn("node cannot trace validation; ERC-7562 fallback applies", "reason", why, "fallback", v.cfg.Fallback)
			}
		}
		v.mu.Unlock()
	}
}

func (v *Validator) entities(op *userop.UserOperation, val *sim.Validation) Entities {
	st := func(a *common.Address, s sim.StakeInfo) Stake {
		if a != nil && v.trusted[*a] {
			return Stake{Stake: v.cfg.Rules.MinStake, UnstakeDelay: v.cfg.Rules.MinUnstakeDelay}
		}
		return Stake{Stake: s.Stake, UnstakeDelay: s.UnstakeDelaySec}
	}
	return Entities{
		EntryPoint: v.cfg.EntryPoint, Sender: op.Sender, Factory: op.Factory, Paymaster: op.Paymaster,
		SenderStake: st(&op.Sender, val.Sender), FactoryStake: st(op.Factory, val.Factory), PaymasterStake: st(op.Paymaster, val.PayMaster),
	}
}

// checkReputation applies GREP-010 and GREP-020 to staked entities and
// unstaked paymasters, and UREP-020 to unstaked paymasters.
func (v *Validator) checkReputation(e Entities) error {
	rep := v.cfg.Reputation
	if rep == nil {
		return nil
	}
	v.mu.Lock()
	count := v.cfg.Count
	v.mu.Unlock()
	type ent struct {
		role   Role
		addr   *common.Address
		staked bool
	}
	for _, x := range []ent{{Factory, e.Factory, v.cfg.Rules.Staked(e.FactoryStake)}, {Paymaster, e.Paymaster, v.cfg.Rules.Staked(e.PaymasterStake)}} {
		if x.addr == nil || v.trusted[*x.addr] || (!x.staked && x.role != Paymaster) {
			continue
		}
		field := fmt.Sprintf("%s %s", x.role, x.addr.Hex())
		switch rep.Status(*x.addr) {
		case Banned:
			return reject(check.Throttled, field, "banned", "[GREP-010] entity banned by reputation")
		case Throttled:
			if n := count(*x.addr); n >= rep.cfg.ThrottledMempoolCount {
				return reject(check.Throttled, field, fmt.Sprintf("throttled, %d waiting (limit %d)", n, rep.cfg.ThrottledMempoolCount), "[GREP-020] throttled entity has too many operations waiting")
			}
		}
		if !x.staked {
			if n, allowed := count(*x.addr), rep.OpsAllowed(*x.addr); n >= allowed {
				return reject(check.Throttled, field, fmt.Sprintf("unstaked, %d waiting (limit %d)", n, allowed), "[UREP-020] unstaked paymaster has too many operations waiting")
			}
		}
	}
	return nil
}

func (v *Validator) seen(op *userop.UserOperation) {
	if v.cfg.Reputation == nil || v.cfg.ChainID == nil {
		return
	}
	v.cfg.Reputation.Seen(op.Hash(v.cfg.EntryPoint, v.cfg.ChainID), v.counted(op)...)
}

// counted lists the entities of op whose reputation is kept.
func (v *Validator) counted(op *userop.UserOperation) []common.Address {
	var ents []common.Address
	for _, a := range []*common.Address{op.Factory, op.Paymaster} {
		if a != nil && !v.trusted[*a] {
			ents = append(ents, *a)
		}
	}
	return ents
}

// Resume tells the reputation of operations accepted before a restart and
// still waiting, so that their inclusion is credited (they were counted as
// seen when accepted).
func (v *Validator) Resume(ops ...*userop.UserOperation) {
	if v.cfg.Reputation == nil || v.cfg.ChainID == nil {
		return
	}
	for _, op := range ops {
		v.cfg.Reputation.Track(op.Hash(v.cfg.EntryPoint, v.cfg.ChainID), v.counted(op)...)
	}
}

// fallback validates without a trace: refuse, or accept allow-listed
// entities after a plain simulation.
func (v *Validator) fallback(ctx context.Context, op *userop.UserOperation, queuedBehind int, why string) (*sim.Validation, error) {
	if v.cfg.Fallback != FallbackAllowList {
		return nil, reject(check.BannedOpcode, "sender "+op.Sender.Hex(), why, "the node cannot trace validation (ERC-7562) and the relayer refuses untraced operations")
	}
	for _, x := range []struct {
		role Role
		addr *common.Address
	}{{Factory, op.Factory}, {Paymaster, op.Paymaster}} {
		if x.addr != nil && !v.allow[*x.addr] {
			return nil, reject(check.BannedOpcode, fmt.Sprintf("%s %s", x.role, x.addr.Hex()), why, "the node cannot trace validation (ERC-7562): only allow-listed factories and paymasters are accepted")
		}
	}
	if op.Paymaster == nil && op.Factory == nil && !v.allow[op.Sender] {
		return nil, reject(check.BannedOpcode, "sender "+op.Sender.Hex(), why, "the node cannot trace validation (ERC-7562): an operation without paymaster needs an allow-listed sender")
	}
	return v.sim.SimulateValidation(ctx, op, queuedBehind)
}

// cannotTrace tells a node that lacks debug_traceCall or the tracer from
// other failures. A geth built without JS tracers panics on an unknown
// tracer name ("method handler crashed"), and anvil or a geth with JS
// tracers takes it for JavaScript ("failed to evaluate JS code", a
// ReferenceError); falling back then is safe, since the fallback never
// accepts more than the trace would.
func cannotTrace(err error) (string, bool) {
	msg := err.Error()
	for _, s := range []string{
		"tracer not found", "unknown tracer", "method not found", "Method not found", "does not exist",
		"not supported", "unsupported", "method handler crashed", "failed to evaluate JS", "ReferenceError",
	} {
		if strings.Contains(msg, s) {
			return msg, true
		}
	}
	return "", false
}
