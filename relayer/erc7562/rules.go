package erc7562

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/erc7562/tracer"
)

// CheckName is the Check of every violation this package reports.
const CheckName = "erc7562"

// Role is an entity's part in a user operation.
type Role string

// The validation phases, one per entity.
const (
	Factory   Role = "factory"
	Account   Role = "account"
	Paymaster Role = "paymaster"
)

var (
	selCreateSender         = crypto.Keccak256([]byte("createSender(bytes)"))[:4]
	selValidateUserOp       = crypto.Keccak256([]byte("validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes),bytes32,uint256)"))[:4]
	selValidatePaymasterOp  = crypto.Keccak256([]byte("validatePaymasterUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes),bytes32,uint256)"))[:4]
	selDepositTo            = crypto.Keccak256([]byte("depositTo(address)"))[:4]
	maxAssociatedOffset     = big.NewInt(128)
	lastPrecompile          = common.BigToAddress(big.NewInt(0x100))
	allowedPrecompileLimits = big.NewInt(9) // OP-062: 0x01..0x09, and P-256 at 0x100
)

// banned is OP-011 and the environment opcodes added since (blobs). GAS is
// recorded by the tracer only when it is not followed by a *CALL (OP-012).
var banned = map[string]bool{
	"ORIGIN": true, "GASPRICE": true, "BLOCKHASH": true, "COINBASE": true, "TIMESTAMP": true,
	"NUMBER": true, "DIFFICULTY": true, "GASLIMIT": true, "BASEFEE": true, "BLOBHASH": true,
	"BLOBBASEFEE": true, "CREATE": true, "INVALID": true, "SELFDESTRUCT": true, "GAS": true,
}

// Stake is an entity's stake in the EntryPoint.
type Stake struct {
	Stake        *big.Int
	UnstakeDelay uint64 // seconds
}

// Entities names the contracts of one user operation and their stakes.
type Entities struct {
	EntryPoint     common.Address
	Sender         common.Address
	Factory        *common.Address // nil without initCode
	Paymaster      *common.Address // nil without paymaster
	SenderStake    Stake
	FactoryStake   Stake
	PaymasterStake Stake
}

// Rules applies the ERC-7562 validation rules to a trace.
type Rules struct {
	// MinStake and MinUnstakeDelay make an entity "staked" (MIN_STAKE_VALUE,
	// MIN_UNSTAKE_DELAY).
	MinStake        *big.Int
	MinUnstakeDelay uint64
}

// DefaultRules are the spec's unstake delay (one day) and a stake of 1 ETH.
var DefaultRules = Rules{MinStake: big.NewInt(1e18), MinUnstakeDelay: 86400}

// Staked reports whether s meets the rules' minimum stake and delay.
func (r Rules) Staked(s Stake) bool {
	return s.Stake != nil && s.Stake.Sign() > 0 && s.Stake.Cmp(r.MinStake) >= 0 && s.UnstakeDelay >= r.MinUnstakeDelay
}

// phase is one entity's validation frame.
type phase struct {
	role   Role
	entity common.Address
	stake  Stake
	frame  *tracer.Frame
}

func (e Entities) phases(res *tracer.Result) []phase {
	var out []phase
	for _, f := range res.Frames {
		sel := []byte(f.Selector)
		switch {
		case e.Factory != nil && string(sel) == string(selCreateSender):
			out = append(out, phase{Factory, *e.Factory, e.FactoryStake, f})
		case f.To == e.Sender && string(sel) == string(selValidateUserOp):
			out = append(out, phase{Account, e.Sender, e.SenderStake, f})
		case e.Paymaster != nil && f.To == *e.Paymaster && string(sel) == string(selValidatePaymasterOp):
			out = append(out, phase{Paymaster, *e.Paymaster, e.PaymasterStake, f})
		}
	}
	return out
}

// Check applies the opcode, call, code and storage rules to every phase of
// res and returns every violation: -32502 (check.BannedOpcode) for what no
// stake allows, -32505 (check.StakeTooLow) for what only a staked entity may
// do.
func (r Rules) Check(res *tracer.Result, e Entities) []check.Violation {
	assoc := newAssociations(res)
	var vs []check.Violation
	for _, p := range e.phases(res) {
		vs = append(vs, r.checkPhase(p, e, assoc)...)
	}
	for i := range vs {
		vs[i].Check = CheckName
	}
	return vs
}

func (p phase) who() string { return fmt.Sprintf("%s %s", p.role, p.entity.Hex()) }

func banViolation(p phase, rule, value, reason string) check.Violation {
	return check.Violation{Kind: check.BannedOpcode, Field: p.who(), Value: value, Reason: "[" + rule + "] " + reason}
}

func (r Rules) stakeViolation(p phase, rule, value, reason string) check.Violation {
	s := "0"
	if p.stake.Stake != nil {
		s = p.stake.Stake.String()
	}
	return check.Violation{Kind: check.StakeTooLow, Field: p.who(), Value: value + fmt.Sprintf(" (stake %s wei, unstake delay %ds)", s, p.stake.UnstakeDelay),
		Limit: fmt.Sprintf("stake %s wei, unstake delay %ds", r.MinStake, r.MinUnstakeDelay), Reason: "[" + rule + "] " + reason}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (r Rules) checkPhase(p phase, e Entities, assoc associations) []check.Violation {
	var vs []check.Violation
	staked := r.Staked(p.stake)
	f := p.frame
	for _, op := range sortedKeys(f.Opcodes) {
		switch {
		case banned[op]:
			rule := "OP-011"
			if op == "GAS" {
				rule = "OP-012"
			}
			vs = append(vs, banViolation(p, rule, op, "opcode not allowed in validation"))
		case strings.HasPrefix(op, "opcode "):
			vs = append(vs, banViolation(p, "OP-013", op, "unassigned opcode in validation"))
		case op == "CREATE2" && (p.role != Factory || f.Opcodes[op] > 1):
			vs = append(vs, banViolation(p, "OP-031", fmt.Sprintf("CREATE2 ×%d", f.Opcodes[op]), "CREATE2 is allowed once, in the factory, to deploy the sender"))
		case (op == "BALANCE" || op == "SELFBALANCE") && !staked:
			vs = append(vs, r.stakeViolation(p, "OP-080", op, "only a staked entity may read balances"))
		}
	}
	if f.OutOfGas {
		vs = append(vs, banViolation(p, "OP-020", "out of gas", "validation ran out of gas"))
	}
	for _, c := range f.Calls {
		switch {
		case c.Type == "CREATE2" && c.To != e.Sender:
			vs = append(vs, banViolation(p, "OP-031", c.To.Hex(), "CREATE2 deployed an address other than the sender"))
		case c.To == e.EntryPoint:
			sel := string(c.Selector)
			isFactory := e.Factory != nil && c.From == *e.Factory
			switch {
			case sel == string(selDepositTo) && (c.From == e.Sender || isFactory): // OP-052
			case sel == "" && c.From == e.Sender: // OP-053: the account pays the prefund
			default:
				vs = append(vs, banViolation(p, "OP-054", fmt.Sprintf("%s from %s, selector %#x", c.Type, c.From.Hex(), []byte(c.Selector)), "EntryPoint access other than depositTo or the account's payment"))
			}
		case c.Value != nil && c.Value.ToInt().Sign() > 0:
			vs = append(vs, banViolation(p, "OP-061", fmt.Sprintf("%s wei to %s", c.Value.ToInt(), c.To.Hex()), "call with value outside the EntryPoint"))
		}
	}
	addrs := make([]common.Address, 0, len(f.Code))
	for a := range f.Code {
		addrs = append(addrs, a)
	}
	sort.Slice(addrs, func(i, j int) bool { return addrs[i].Cmp(addrs[j]) < 0 })
	for _, a := range addrs {
		u := f.Code[a]
		switch {
		case a == e.EntryPoint:
			for _, op := range u.Opcodes {
				if op != "EXTCODESIZE" && op != "CALL" && op != "STATICCALL" { // OP-051; calls are judged above
					vs = append(vs, banViolation(p, "OP-054", op+" on the EntryPoint", "EntryPoint code access other than EXTCODESIZE"))
				}
			}
		case isPrecompile(a):
			if !allowedPrecompile(a) {
				vs = append(vs, banViolation(p, "OP-062", a.Hex(), "precompile not allowed in validation"))
			}
		case u.Size == 0 && (a != e.Sender || p.role != Factory): // OP-042: the factory may use the sender it deploys
			vs = append(vs, banViolation(p, "OP-041", fmt.Sprintf("%s on %s", strings.Join(u.Opcodes, ","), a.Hex()), "access to an address without code"))
		}
	}
	return append(vs, r.checkStorage(p, e, assoc)...)
}

func isPrecompile(a common.Address) bool { return a.Cmp(lastPrecompile) <= 0 }

func allowedPrecompile(a common.Address) bool {
	n := new(big.Int).SetBytes(a[:])
	return (n.Sign() > 0 && n.Cmp(allowedPrecompileLimits) <= 0) || a == lastPrecompile
}

// checkStorage applies STO-010..STO-033 to one phase.
func (r Rules) checkStorage(p phase, e Entities, assoc associations) []check.Violation {
	var vs []check.Violation
	staked := r.Staked(p.stake)
	isEntity := func(a common.Address) bool {
		return (e.Factory != nil && a == *e.Factory) || (e.Paymaster != nil && a == *e.Paymaster)
	}
	addrs := make([]common.Address, 0, len(p.frame.Storage))
	for a := range p.frame.Storage {
		addrs = append(addrs, a)
	}
	sort.Slice(addrs, func(i, j int) bool { return addrs[i].Cmp(addrs[j]) < 0 })
	for _, a := range addrs {
		if a == e.Sender || a == e.EntryPoint { // STO-010; the EntryPoint's own bookkeeping (depositTo)
			continue
		}
		acc := p.frame.Storage[a]
		written := map[common.Hash]bool{}
		for _, s := range acc.Writes {
			written[s] = true
		}
		slots := append(append([]common.Hash{}, acc.Writes...), acc.Reads...)
		seen := map[common.Hash]bool{}
		for _, slot := range slots {
			if seen[slot] {
				continue
			}
			seen[slot] = true
			access := "read"
			if written[slot] {
				access = "write"
			}
			what := fmt.Sprintf("%s of %s slot %s", access, a.Hex(), slot.Hex())
			switch {
			case a == p.entity:
				if !staked {
					vs = append(vs, r.stakeViolation(p, "STO-031", what, "an unstaked entity may not use its own storage"))
				}
			case isEntity(a):
				vs = append(vs, banViolation(p, "STO-031", what, "storage of another entity"))
			case assoc.associated(slot, e.Sender):
				if e.Factory != nil && !r.Staked(e.FactoryStake) {
					fp := phase{Factory, *e.Factory, e.FactoryStake, p.frame}
					vs = append(vs, r.stakeViolation(fp, "STO-022", what, "the account's associated storage before the account exists needs a staked factory"))
				}
			case assoc.associated(slot, p.entity):
				if !staked {
					vs = append(vs, r.stakeViolation(p, "STO-032", what, "storage associated with an unstaked entity"))
				}
			case !written[slot]:
				if !staked {
					vs = append(vs, r.stakeViolation(p, "STO-033", what, "an unstaked entity may not read unassociated storage"))
				}
			default:
				vs = append(vs, banViolation(p, "STO-032", what, "write to storage not associated with the account or the entity"))
			}
		}
	}
	return vs
}

// associations knows, from the trace's KECCAK256 preimages, which slots are
// keccak(A ‖ x) + n for an address A.
type associations map[common.Hash][]*big.Int // padded key → keccak(key ‖ x) values

func newAssociations(res *tracer.Result) associations {
	a := associations{}
	for _, pre := range res.Preimages {
		if len(pre) != 64 {
			continue
		}
		key := common.BytesToHash(pre[:32])
		a[key] = append(a[key], new(big.Int).SetBytes(crypto.Keccak256(pre)))
	}
	return a
}

// associated reports whether slot is associated with addr: the slot is the
// address itself, or keccak(addr ‖ x) + n with n in 0..128.
func (a associations) associated(slot common.Hash, addr common.Address) bool {
	key := common.BytesToHash(addr.Bytes())
	if slot == key {
		return true
	}
	s := new(big.Int).SetBytes(slot[:])
	for _, base := range a[key] {
		d := new(big.Int).Sub(s, base)
		if d.Sign() >= 0 && d.Cmp(maxAssociatedOffset) <= 0 {
			return true
		}
	}
	return false
}

// PoolView is what the local rules know of the other waiting operations.
type PoolView struct {
	// IsSender reports whether a waiting operation has sender a.
	IsSender func(a common.Address) bool
	// IsEntity reports whether a waiting operation names a as its factory
	// or paymaster.
	IsEntity func(a common.Address) bool
}

// CheckLocal applies the mempool-local rules to an operation whose trace is
// res, against the operations already waiting (of other senders: the
// operation's own sender is never a conflict):
//
//   - STO-040: its factory or paymaster is the sender of a waiting
//     operation, or its sender is the factory or paymaster of one;
//   - STO-041: its validation accessed storage associated with the sender
//     of a waiting operation (slot = address, or keccak(address ‖ x) + n).
//
// Either lets one operation's validation invalidate another's, so the
// second one is refused (-32502).
func CheckLocal(res *tracer.Result, e Entities, pool PoolView) []check.Violation {
	var vs []check.Violation
	local := func(rule, field, value, reason string) {
		vs = append(vs, check.Violation{Check: CheckName, Kind: check.BannedOpcode, Field: field, Value: value, Reason: "[" + rule + "] " + reason})
	}
	if pool.IsSender != nil {
		for _, x := range []struct {
			role Role
			addr *common.Address
		}{{Factory, e.Factory}, {Paymaster, e.Paymaster}} {
			if x.addr != nil && *x.addr != e.Sender && pool.IsSender(*x.addr) {
				local("STO-040", fmt.Sprintf("%s %s", x.role, x.addr.Hex()), "sender of a waiting operation", "an entity may not be the account of another operation in the mempool")
			}
		}
	}
	if pool.IsEntity != nil && pool.IsEntity(e.Sender) {
		local("STO-040", "sender "+e.Sender.Hex(), "factory or paymaster of a waiting operation", "an account may not be an entity of another operation in the mempool")
	}
	if pool.IsSender == nil || res == nil {
		return vs
	}
	for _, a := range associatedOwners(res) {
		if a != e.Sender && pool.IsSender(a) {
			local("STO-041", "storage associated with "+a.Hex(), "sender of a waiting operation", "validation used storage associated with the account of another operation in the mempool")
		}
	}
	return vs
}

// associatedOwners lists, in order, the addresses whose associated storage
// any phase of res accessed in a contract other than the address itself.
func associatedOwners(res *tracer.Result) []common.Address {
	assoc := newAssociations(res)
	owners := map[common.Address]bool{}
	asAddress := func(h common.Hash) (common.Address, bool) {
		for _, b := range h[:12] {
			if b != 0 {
				return common.Address{}, false
			}
		}
		return common.BytesToAddress(h[12:]), true
	}
	for _, f := range res.Frames {
		for contract, acc := range f.Storage {
			for _, slot := range append(append([]common.Hash{}, acc.Reads...), acc.Writes...) {
				if a, ok := asAddress(slot); ok && a != contract {
					owners[a] = true
				}
				for key := range assoc {
					if a, ok := asAddress(key); ok && a != contract && assoc.associated(slot, a) {
						owners[a] = true
					}
				}
			}
		}
	}
	out := make([]common.Address, 0, len(owners))
	for a := range owners {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out
}
