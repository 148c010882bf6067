package mempool

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/sim"
	"github.com/wordproof/wordproof/relayer/sponsor"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// state is what the checks of one operation share.
type state struct {
	op       *userop.UserOperation
	hash     common.Hash
	now      time.Time
	replaces common.Hash // a waiting operation this one replaces
	evicts   common.Hash // a waiting operation this one pushes out of a full pool
	code     map[common.Address]common.Hash
}

// namedCheck is one step of validation.
type namedCheck struct {
	name string
	run  func(ctx context.Context, st *state) ([]check.Violation, error)
}

// CheckNames lists the checks in the order they run.
func (p *Pool) CheckNames() []string {
	names := make([]string, len(p.checks))
	for i, c := range p.checks {
		names[i] = c.name
	}
	return names
}

func (p *Pool) defaultChecks() []namedCheck {
	return []namedCheck{
		{"fields", p.checkFields},
		{"gas_caps", p.checkGasCaps},
		{"sponsor_policy", p.checkPolicy},
		{"pool_limits", func(_ context.Context, st *state) ([]check.Violation, error) {
			p.mu.Lock()
			defer p.mu.Unlock()
			return p.poolLimits(st), nil
		}},
		{"simulation", p.checkSimulation},
	}
}

func invalid(field, value, limit, reason string) check.Violation {
	return check.Violation{Kind: check.InvalidFields, Field: field, Value: value, Limit: limit, Reason: reason}
}

func (p *Pool) checkFields(_ context.Context, st *state) ([]check.Violation, error) {
	op := st.op
	var vs []check.Violation
	if op.Sender == (common.Address{}) {
		vs = append(vs, invalid("sender", "0x0", "", "sender is the zero address"))
	}
	size := len(op.CallData) + len(op.FactoryData) + len(op.PaymasterData) + len(op.Signature)
	if size > p.cfg.MaxOpBytes {
		vs = append(vs, invalid("callData+factoryData+paymasterData+signature", fmt.Sprintf("%d bytes", size), fmt.Sprintf("%d bytes", p.cfg.MaxOpBytes), "operation too large"))
	}
	if len(op.Signature) == 0 {
		vs = append(vs, invalid("signature", "0 bytes", "", "signature is empty"))
	}
	if op.MaxPriorityFeePerGas.Cmp(op.MaxFeePerGas) > 0 {
		vs = append(vs, invalid("maxPriorityFeePerGas", op.MaxPriorityFeePerGas.String(), op.MaxFeePerGas.String()+" (maxFeePerGas)", "priority fee above the fee cap"))
	}
	if need := userop.PreVerificationGas(op); op.PreVerificationGas.Cmp(new(big.Int).SetUint64(need)) < 0 {
		vs = append(vs, invalid("preVerificationGas", op.PreVerificationGas.String(), fmt.Sprintf("at least %d", need), "preVerificationGas below what the operation's calldata costs"))
	}
	if p.sponsor != nil && p.sponsor.Sponsors(op) && len(op.PaymasterData) != sponsor.DataLength {
		vs = append(vs, invalid("paymasterData", fmt.Sprintf("%d bytes", len(op.PaymasterData)), fmt.Sprintf("%d bytes", sponsor.DataLength), "paymasterData is not validUntil ‖ validAfter ‖ signature"))
	}
	if op.Paymaster == nil && (op.PaymasterVerificationGasLimit.Sign() != 0 || op.PaymasterPostOpGasLimit.Sign() != 0) {
		vs = append(vs, invalid("paymasterVerificationGasLimit", op.PaymasterVerificationGasLimit.String(), "0 without a paymaster", "paymaster gas limits without a paymaster"))
	}
	return vs, nil
}

func (p *Pool) checkGasCaps(_ context.Context, st *state) ([]check.Violation, error) {
	op := st.op
	var vs []check.Violation
	capField := func(field string, v *big.Int, limit uint64) {
		if v.Cmp(new(big.Int).SetUint64(limit)) > 0 {
			vs = append(vs, invalid(field, v.String(), fmt.Sprint(limit), "gas field above the relayer's cap"))
		}
	}
	capField("verificationGasLimit", op.VerificationGasLimit, p.cfg.MaxVerificationGas)
	capField("callGasLimit", op.CallGasLimit, p.cfg.MaxCallGas)
	capField("paymasterVerificationGasLimit", op.PaymasterVerificationGasLimit, p.cfg.MaxPaymasterVerificationGas)
	capField("paymasterPostOpGasLimit", op.PaymasterPostOpGasLimit, p.cfg.MaxPaymasterPostOpGas)
	capField("preVerificationGas", op.PreVerificationGas, p.cfg.MaxPreVerificationGas)
	capField("sum of gas limits", op.GasLimitSum(), p.cfg.MaxOpGas)
	if op.VerificationGasLimit.Sign() == 0 {
		vs = append(vs, invalid("verificationGasLimit", "0", "", "verificationGasLimit is zero"))
	}
	if p.cfg.BaseFee != nil {
		if bf := p.cfg.BaseFee(); bf != nil && op.MaxFeePerGas.Cmp(bf) < 0 {
			vs = append(vs, invalid("maxFeePerGas", op.MaxFeePerGas.String(), "at least "+bf.String()+" (base fee)", "maxFeePerGas below the current base fee"))
		}
	}
	return vs, nil
}

func (p *Pool) checkPolicy(_ context.Context, st *state) ([]check.Violation, error) {
	if p.sponsor == nil {
		return nil, nil
	}
	if p.sponsor.Sponsors(st.op) {
		return p.sponsor.Check(st.op), nil
	}
	if !p.sponsor.Policy().Unsponsored() {
		pm := "none"
		if st.op.Paymaster != nil {
			pm = st.op.Paymaster.Hex()
		}
		return []check.Violation{{Kind: check.PaymasterRejected, Field: "paymaster", Value: pm, Limit: p.sponsor.Paymaster().Hex(),
			Reason: "only operations sponsored by this relayer's paymaster are accepted"}}, nil
	}
	return nil, nil
}

// poolLimits checks duplicates, replacements and sizes (caller holds mu).
func (p *Pool) poolLimits(st *state) []check.Violation {
	op := st.op
	var vs []check.Violation
	if _, ok := p.ops[st.hash]; ok {
		return []check.Violation{invalid("hash", st.hash.Hex(), "", "operation already known")}
	}
	st.replaces, st.evicts = common.Hash{}, common.Hash{}
	waiting := p.bySender[op.Sender]
	for _, h := range waiting {
		old := p.ops[h]
		if old.rec.Op.Nonce.Cmp(op.Nonce) != 0 {
			continue
		}
		if old.reserved || old.rec.Status != store.OpPending {
			return []check.Violation{invalid("nonce", op.Nonce.String(), "", "an operation with this nonce is already being bundled")}
		}
		for _, f := range []struct {
			name     string
			new, old *big.Int
		}{{"maxFeePerGas", op.MaxFeePerGas, old.rec.Op.MaxFeePerGas}, {"maxPriorityFeePerGas", op.MaxPriorityFeePerGas, old.rec.Op.MaxPriorityFeePerGas}} {
			need := new(big.Int).Div(new(big.Int).Mul(f.old, big.NewInt(110)), big.NewInt(100))
			if f.new.Cmp(need) < 0 {
				vs = append(vs, invalid(f.name, f.new.String(), "at least "+need.String(), "replacement underpriced (needs 10% more than the waiting operation)"))
			}
		}
		if len(vs) > 0 {
			return vs
		}
		st.replaces = h
	}
	if st.replaces == (common.Hash{}) {
		if len(waiting) >= p.cfg.MaxOpsPerSender {
			vs = append(vs, check.Violation{Kind: check.Throttled, Field: "sender " + op.Sender.Hex(), Value: fmt.Sprintf("%d waiting", len(waiting)), Limit: fmt.Sprint(p.cfg.MaxOpsPerSender), Reason: "too many operations of this sender waiting"})
		}
		if len(p.ops) >= p.cfg.MaxPoolSize {
			if victim, ok := p.evictable(op); ok {
				st.evicts = victim
			} else {
				vs = append(vs, check.Violation{Kind: check.Throttled, Field: "mempool", Value: fmt.Sprint(len(p.ops)), Limit: fmt.Sprint(p.cfg.MaxPoolSize), Reason: "mempool full (no waiting operation pays a lower priority fee)"})
			}
		}
	}
	if p.sponsor != nil && p.sponsor.Sponsors(op) {
		if until, _, ok := sponsor.ParseData(op.PaymasterData); ok {
			if left := int64(until) - st.now.Unix(); left < int64(p.cfg.MinValidity.Seconds()) {
				vs = append(vs, check.Violation{Kind: check.OutOfTimeRange, Field: "paymasterData.validUntil", Value: fmt.Sprint(until), Limit: fmt.Sprintf("at least %d (now + %v)", st.now.Unix()+int64(p.cfg.MinValidity.Seconds()), p.cfg.MinValidity), Reason: "sponsorship expires too soon"})
			}
		}
	}
	return vs
}

// evictable picks the operation a new op pushes out of a full pool (caller
// holds mu): among the pending operations not taken for a bundle, of other
// senders, that are last in their sender's nonce queue (evicting one never
// leaves a gap), the one with the lowest maxPriorityFeePerGas, if lower than
// op's; of equal fees, the newest goes first (the oldest keep their place).
func (p *Pool) evictable(op *userop.UserOperation) (common.Hash, bool) {
	var victim *entry
	for sender, hs := range p.bySender {
		if sender == op.Sender {
			continue
		}
		for i, h := range hs {
			e := p.ops[h]
			if e.reserved || e.rec.Status != store.OpPending || p.hasSuccessor(hs[i+1:], e.rec.Op) {
				continue
			}
			tip, best := e.rec.Op.MaxPriorityFeePerGas, victim
			if tip.Cmp(op.MaxPriorityFeePerGas) >= 0 {
				continue
			}
			if best == nil || tip.Cmp(best.rec.Op.MaxPriorityFeePerGas) < 0 ||
				(tip.Cmp(best.rec.Op.MaxPriorityFeePerGas) == 0 && e.rec.Seq > best.rec.Seq) {
				victim = e
			}
		}
	}
	if victim == nil {
		return common.Hash{}, false
	}
	return victim.rec.Hash, true
}

// hasSuccessor reports whether later (the operations after op in its
// sender's nonce order) holds one of op's nonce key.
func (p *Pool) hasSuccessor(later []common.Hash, op *userop.UserOperation) bool {
	key := op.NonceKey()
	for _, h := range later {
		if p.ops[h].rec.Op.NonceKey().Cmp(key) == 0 {
			return true
		}
	}
	return false
}

func (p *Pool) checkSimulation(ctx context.Context, st *state) ([]check.Violation, error) {
	op := st.op
	behind := p.QueuedBehind(op)
	v, err := p.sim.SimulateValidation(ctx, op, behind)
	if err != nil {
		if vs, ok := SimulationViolations(err); ok {
			return vs, nil
		}
		return nil, err
	}
	st.code = v.CodeHashes
	var vs []check.Violation
	if v.Account.SigFailed {
		vs = append(vs, check.Violation{Kind: check.InvalidSignature, Field: "signature", Reason: "AA24 signature error"})
	}
	if v.Paymaster.SigFailed {
		vs = append(vs, check.Violation{Kind: check.InvalidSignature, Field: "paymasterData", Reason: "AA34 signature error"})
	}
	if v.Account.Aggregator != (common.Address{}) || v.Paymaster.Aggregator != (common.Address{}) {
		vs = append(vs, check.Violation{Kind: check.UnsupportedAggregator, Field: "aggregator", Value: v.Account.Aggregator.Hex(), Reason: "signature aggregators are not supported"})
	}
	now := uint64(st.now.Unix())
	minUntil := now + uint64(p.cfg.MinValidity.Seconds())
	for _, w := range []struct {
		who string
		vd  sim.ValidationData
	}{{"account", v.Account}, {"paymaster", v.Paymaster}} {
		if w.vd.ValidAfter > now {
			vs = append(vs, check.Violation{Kind: check.OutOfTimeRange, Field: w.who + " validAfter", Value: fmt.Sprint(w.vd.ValidAfter), Limit: fmt.Sprintf("at most %d (now)", now), Reason: "operation not yet valid"})
		}
		if w.vd.ValidUntil != 0 && w.vd.ValidUntil < minUntil {
			vs = append(vs, check.Violation{Kind: check.OutOfTimeRange, Field: w.who + " validUntil", Value: fmt.Sprint(w.vd.ValidUntil), Limit: fmt.Sprintf("at least %d (now + %v)", minUntil, p.cfg.MinValidity), Reason: "operation expires too soon"})
		}
	}
	if op.Paymaster != nil {
		if v.PayMaster.Stake.Cmp(p.cfg.MinPaymasterStake) < 0 || v.PayMaster.UnstakeDelaySec < p.cfg.MinUnstakeDelay {
			vs = append(vs, check.Violation{Kind: check.StakeTooLow, Field: "paymaster " + op.Paymaster.Hex(),
				Value:  fmt.Sprintf("stake %s wei, unstake delay %ds", v.PayMaster.Stake, v.PayMaster.UnstakeDelaySec),
				Limit:  fmt.Sprintf("stake %s wei, unstake delay %ds", p.cfg.MinPaymasterStake, p.cfg.MinUnstakeDelay),
				Reason: "paymaster stake too low"})
		}
	}
	return vs, nil
}

// SimulationViolations maps a simulation revert to violations: the
// EntryPoint's AAxx reason is passed through and decides the kind; a
// *check.Rejection (ERC-7562 rules, reputation) keeps its violations.
func SimulationViolations(err error) ([]check.Violation, bool) {
	var rej *check.Rejection
	if errors.As(err, &rej) { // a tracing simulator's rule or reputation violations
		return rej.Violations, true
	}
	var f *sim.FailedOp
	if errors.As(err, &f) {
		return []check.Violation{{Check: "simulation", Kind: check.KindOfReason(f.Reason), Reason: f.Error()}}, true
	}
	var r *sim.Revert
	if errors.As(err, &r) {
		return []check.Violation{{Check: "simulation", Kind: check.SimulationRejected, Reason: r.Error()}}, true
	}
	return nil, false
}
