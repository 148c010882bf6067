// Package sponsor decides which user operations the relayer's gas sponsor
// pays for and signs their paymasterData for the Wordproof SponsorPaymaster.
//
// # Policy
//
// A [Policy] lists the game contracts that sponsored calls may reach, the
// account factories whose deployment is sponsored, caps on every gas field
// and on both fees, per-sender, per-owner and global limits, and the
// cool-down of senders whose sponsored operation reverted. [Sponsor.Check]
// applies the static part (calls, factory, caps); [Sponsor.Sign] also reads
// the account's owner, applies the limits and the cool-downs and records the
// sponsorship in the ledger. [Sponsor.Reverted] and [Sponsor.Succeeded] report
// what sponsored operations did on chain: a run of reverts starts a
// cool-down. Ledger and cool-downs live in the store, so a restart resets
// neither.
//
// A signature is valid for Policy.Validity (default two minutes): the
// paymaster cannot check who bundles an operation (ERC-7562 bans ORIGIN and
// TIMESTAMP in validation, and the account signs over paymasterData, so the
// sponsor must sign first), so any bundler may carry it within that window;
// the on-chain caps bound what it can cost, and the ledger counts it when it
// is signed.
//
// # paymasterData
//
// The SponsorPaymaster reads paymasterData as validUntil (6 bytes) ‖
// validAfter (6) ‖ an ECDSA signature (65) over its EIP-712 getHash digest
// (domain "WordproofSponsorPaymaster" version "1"), which covers the sender,
// nonce, initCode, callData, every gas field and the window. The stub that
// pm_getPaymasterStubData returns has the same length, with a signature that
// recovers to no one.
package sponsor

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"fmt"
	"log/slog"
	"math/big"
	"reflect"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/relayer/check"
	"github.com/wordproof/wordproof/relayer/store"
	"github.com/wordproof/wordproof/relayer/userop"
)

// DataLength is the length of the SponsorPaymaster's paymasterData.
const DataLength = 6 + 6 + 65

var (
	sponsorshipTypeHash = crypto.Keccak256Hash([]byte("Sponsorship(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 paymasterVerificationGasLimit,uint256 paymasterPostOpGasLimit,uint256 preVerificationGas,bytes32 gasFees,uint48 validUntil,uint48 validAfter)"))
	domainTypeHash      = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	domainName          = crypto.Keccak256Hash([]byte("WordproofSponsorPaymaster"))
	domainVersion       = crypto.Keccak256Hash([]byte("1"))
)

// stubSignature recovers to no address (s is above the curve order's half),
// so the paymaster reports a signature failure instead of reverting.
var stubSignature = append(append(common.FromHex("0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"),
	common.FromHex("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")...), 0x1c)

// Config configures a Sponsor.
type Config struct {
	Policy  *Policy           // resolved (Policy.Resolve)
	Key     *ecdsa.PrivateKey // the paymaster's signer
	ChainID *big.Int
	Chain   Caller           // reads an account's owner(); nil: only accounts being created (factoryData) are sponsored
	Store   *store.Store     // the ledger and cool-downs; nil keeps them in memory only
	Now     func() time.Time // clock for windows and validity (default time.Now)
	Logger  *slog.Logger
}

// Sponsor applies the policy and signs sponsorships. It is safe for
// concurrent use.
type Sponsor struct {
	policy  *Policy
	key     *ecdsa.PrivateKey
	signer  common.Address
	chainID *big.Int
	store   *store.Store
	now     func() time.Time
	log     *slog.Logger
	domain  []byte
	account abi.ABI
	factory abi.ABI
	chain   Caller

	mu        sync.Mutex
	caps      GasCaps
	ledger    *ledger
	throttles *throttles
	owners    map[common.Address]common.Address // sender → owner, of recent sponsorships
}

// New builds a Sponsor and loads the ledger from the store.
func New(cfg Config) (*Sponsor, error) {
	if cfg.Policy == nil || cfg.Policy.targets == nil {
		return nil, fmt.Errorf("%w: policy not resolved", ErrInvalidPolicy)
	}
	if cfg.Key == nil || cfg.ChainID == nil {
		return nil, fmt.Errorf("sponsor needs a signer key and the chain id")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	acctABI, err := account.WordproofAccountMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	factoryABI, err := account.WordproofAccountFactoryMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	s := &Sponsor{
		policy: cfg.Policy, key: cfg.Key, signer: crypto.PubkeyToAddress(cfg.Key.PublicKey),
		chainID: cfg.ChainID, store: cfg.Store, now: cfg.Now, log: cfg.Logger,
		account: *acctABI, factory: *factoryABI, chain: cfg.Chain, caps: cfg.Policy.GasCaps.clone(),
		ledger:    newLedger(cfg.Policy.PerSender, cfg.Policy.PerOwner, cfg.Policy.Budget),
		throttles: newThrottles(cfg.Policy.Throttle),
		owners:    map[common.Address]common.Address{},
	}
	s.domain = crypto.Keccak256(domainTypeHash[:], domainName[:], domainVersion[:],
		common.LeftPadBytes(cfg.ChainID.Bytes(), 32), common.LeftPadBytes(cfg.Policy.paymaster.Bytes(), 32))
	if cfg.Store != nil {
		p := cfg.Policy
		since := cfg.Now().Add(-max(p.PerSender.Window.Duration, p.PerOwner.Window.Duration, p.Budget.Window.Duration))
		if err := cfg.Store.DeleteSpendsBefore(since); err != nil {
			return nil, err
		}
		n := 0
		err := cfg.Store.ForEachSpend(since, func(sp *store.Spend) error {
			s.ledger.add(sp.Time, sp.Sender, sp.Owner, sp.Cost)
			s.owners[sp.Sender] = sp.Owner
			n++
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("load sponsor ledger: %w", err)
		}
		throttled := 0
		err = cfg.Store.ForEachThrottle(func(t *store.Throttle) error {
			s.throttles.load(t)
			throttled++
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("load sponsor cool-downs: %w", err)
		}
		s.log.Info("sponsor ledger loaded", "entries", n, "throttled", throttled)
	}
	return s, nil
}

// Paymaster is the sponsored paymaster's address.
func (s *Sponsor) Paymaster() common.Address { return s.policy.paymaster }

// Signer is the address of the signing key.
func (s *Sponsor) Signer() common.Address { return s.signer }

// Policy returns the policy.
func (s *Sponsor) Policy() *Policy { return s.policy }

// Caps returns the gas caps in force.
func (s *Sponsor) Caps() GasCaps {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.caps
}

// Spent returns the global spend in the current budget window, in wei.
func (s *Sponsor) Spent() *big.Int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ledger.globalSpend(s.now())
}

// Sponsors reports whether op names this sponsor's paymaster.
func (s *Sponsor) Sponsors(op *userop.UserOperation) bool {
	return op.Paymaster != nil && *op.Paymaster == s.policy.paymaster
}

// Caller is what SyncChain needs to read the paymaster.
type Caller interface {
	CallContract(ctx context.Context, to common.Address, data []byte) ([]byte, error)
}

// SyncChain reads the paymaster's signer and on-chain gas caps: it fails when
// the paymaster does not accept this sponsor's key, and lowers any policy cap
// above the on-chain one (an operation over the on-chain cap would revert in
// validation anyway).
func (s *Sponsor) SyncChain(ctx context.Context, c Caller) error {
	pm := paymaster.NewSponsorPaymaster()
	out, err := c.CallContract(ctx, s.policy.paymaster, pm.PackSigner())
	if err != nil {
		return fmt.Errorf("read paymaster %s signer: %w", s.policy.paymaster, err)
	}
	signer, err := pm.UnpackSigner(out)
	if err != nil {
		return fmt.Errorf("read paymaster %s signer: %w (is it a SponsorPaymaster?)", s.policy.paymaster, err)
	}
	if signer != s.signer {
		return fmt.Errorf("paymaster %s accepts signer %s, not the sponsor key %s", s.policy.paymaster, signer, s.signer)
	}
	out, err = c.CallContract(ctx, s.policy.paymaster, pm.PackGasLimits())
	if err != nil {
		return fmt.Errorf("read paymaster gas limits: %w", err)
	}
	gl, err := pm.UnpackGasLimits(out)
	if err != nil {
		return fmt.Errorf("read paymaster gas limits: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	lower := func(name string, v *uint64, chain uint64) {
		if *v > chain {
			s.log.Warn("policy gas cap above the paymaster's, using the paymaster's", "field", name, "policy", *v, "paymaster", chain)
			*v = chain
		}
	}
	lower("verificationGasLimit", &s.caps.VerificationGasLimit, uint64(gl.VerificationGasLimit))
	lower("callGasLimit", &s.caps.CallGasLimit, uint64(gl.CallGasLimit))
	lower("paymasterVerificationGasLimit", &s.caps.PaymasterVerificationGasLimit, uint64(gl.PaymasterVerificationGasLimit))
	lower("paymasterPostOpGasLimit", &s.caps.PaymasterPostOpGasLimit, uint64(gl.PaymasterPostOpGasLimit))
	lower("preVerificationGas", &s.caps.PreVerificationGas, uint64(gl.PreVerificationGas))
	lowerFee := func(name string, v *Wei, chain *big.Int) {
		if chain != nil && v.Cmp(chain) > 0 {
			s.log.Warn("policy fee cap above the paymaster's, using the paymaster's", "field", name, "policy", v.String(), "paymaster", chain)
			v.Set(chain)
		}
	}
	lowerFee("maxFeePerGas", &s.caps.MaxFeePerGas, gl.MaxFeePerGas)
	lowerFee("maxPriorityFeePerGas", &s.caps.MaxPriorityFeePerGas, gl.MaxPriorityFeePerGas)
	return nil
}

// Check applies the static policy to op: calls only into the targets (through
// execute or executeBatch), initCode only from allowed factories, every gas
// field and both fees within their caps. It returns every violation found.
func (s *Sponsor) Check(op *userop.UserOperation) []check.Violation {
	var vs []check.Violation
	policy := func(field, value, reason string) {
		vs = append(vs, check.Violation{Check: "sponsor_policy", Kind: check.PaymasterRejected, Field: field, Value: value, Reason: reason})
	}
	calls, selector, ok := s.decodeCalls(op.CallData)
	switch {
	case !ok && selector == "":
		policy("callData", fmt.Sprintf("%d bytes", len(op.CallData)), "callData is not a well-formed execute or executeBatch")
	case !ok:
		policy("callData", selector, "only execute and executeBatch are sponsored")
	default:
		for _, target := range calls {
			if !s.policy.targets[target] {
				policy("callData.target", target.Hex(), "call target is not a sponsored game contract")
			}
		}
	}
	if op.Factory != nil && !s.policy.factories[*op.Factory] {
		policy("factory", op.Factory.Hex(), "account factory is not sponsored")
	}
	caps := s.Caps()
	gasCap := func(field string, v *big.Int, limit uint64) {
		if v != nil && v.Cmp(new(big.Int).SetUint64(limit)) > 0 {
			vs = append(vs, check.Violation{Check: "sponsor_gas_caps", Kind: check.InvalidFields, Field: field, Value: v.String(), Limit: fmt.Sprint(limit), Reason: "gas field above the sponsor's cap"})
		}
	}
	gasCap("verificationGasLimit", op.VerificationGasLimit, caps.VerificationGasLimit)
	gasCap("callGasLimit", op.CallGasLimit, caps.CallGasLimit)
	gasCap("paymasterVerificationGasLimit", op.PaymasterVerificationGasLimit, caps.PaymasterVerificationGasLimit)
	gasCap("paymasterPostOpGasLimit", op.PaymasterPostOpGasLimit, caps.PaymasterPostOpGasLimit)
	gasCap("preVerificationGas", op.PreVerificationGas, caps.PreVerificationGas)
	feeCap := func(field string, v *big.Int, limit *Wei) {
		if v != nil && v.Cmp(&limit.Int) > 0 {
			vs = append(vs, check.Violation{Check: "sponsor_gas_caps", Kind: check.InvalidFields, Field: field, Value: v.String(), Limit: limit.String(), Reason: "fee above the sponsor's cap"})
		}
	}
	feeCap("maxFeePerGas", op.MaxFeePerGas, &caps.MaxFeePerGas)
	feeCap("maxPriorityFeePerGas", op.MaxPriorityFeePerGas, &caps.MaxPriorityFeePerGas)
	return vs
}

// revealSelector is the game move a player owes: a target that misses its
// reveal deadline forfeits its stake.
var revealSelector = bindings.NewWorthOfWords().GetABI().Methods["reveal"].ID

// throttle returns the cool-downs that refuse op. A reveal is never
// throttled: refusing it would forfeit an honest player's stake, for
// instance one whose advance calls lost races to other players' (those
// revert, and count as strikes). Its cost stays within the spend limits.
// Callers hold s.mu.
func (s *Sponsor) throttle(now time.Time, op *userop.UserOperation, owner common.Address) []check.Violation {
	if s.isReveal(op.CallData) {
		return nil
	}
	return s.throttles.check(now, op.Sender, owner)
}

// isReveal reports whether callData is execute(game, 0, reveal(...)) on a
// sponsored game contract.
func (s *Sponsor) isReveal(callData []byte) bool {
	if len(callData) < 4 {
		return false
	}
	m, err := s.account.MethodById(callData[:4])
	if err != nil || m.Name != "execute" {
		return false
	}
	args, err := m.Inputs.Unpack(callData[4:])
	if err != nil || len(args) != 3 {
		return false
	}
	target, _ := args[0].(common.Address)
	data, _ := args[2].([]byte)
	return s.policy.targets[target] && len(data) >= 4 && bytes.Equal(data[:4], revealSelector)
}

// decodeCalls returns the targets of an execute/executeBatch callData; ok is
// false for another selector (named in selector) or malformed data.
func (s *Sponsor) decodeCalls(callData []byte) (targets []common.Address, selector string, ok bool) {
	if len(callData) < 4 {
		return nil, "", false
	}
	m, err := s.account.MethodById(callData[:4])
	if err != nil || (m.Name != "execute" && m.Name != "executeBatch") {
		return nil, fmt.Sprintf("%#x", callData[:4]), false
	}
	args, err := m.Inputs.Unpack(callData[4:])
	if err != nil {
		return nil, "", false
	}
	if m.Name == "execute" {
		t, _ := args[0].(common.Address)
		return []common.Address{t}, "", true
	}
	calls := reflect.ValueOf(args[0])
	if calls.Kind() != reflect.Slice {
		return nil, "", false
	}
	for i := 0; i < calls.Len(); i++ {
		f := calls.Index(i).FieldByName("Target")
		if !f.IsValid() {
			return nil, "", false
		}
		t, ok := f.Interface().(common.Address)
		if !ok {
			return nil, "", false
		}
		targets = append(targets, t)
	}
	return targets, "", true
}

// Data is a sponsorship: what goes into the operation's paymaster fields.
type Data struct {
	Paymaster                     common.Address
	PaymasterData                 []byte
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
	ValidUntil, ValidAfter        uint64
}

// Stub returns stub paymaster fields for estimation (pm_getPaymasterStubData)
// after the static policy and a look at the limits and cool-downs (nothing is
// recorded).
func (s *Sponsor) Stub(ctx context.Context, op *userop.UserOperation) (*Data, error) {
	op = s.withPaymaster(op)
	if vs := s.Check(op); len(vs) > 0 {
		return nil, &check.Rejection{Violations: vs}
	}
	owner, err := s.Owner(ctx, op)
	if err != nil {
		return nil, err
	}
	now := s.now()
	s.mu.Lock()
	vs := s.throttle(now, op, owner)
	vs = append(vs, s.ledger.check(now, op.Sender, owner, new(big.Int))...)
	s.mu.Unlock()
	if len(vs) > 0 {
		return nil, &check.Rejection{Violations: vs}
	}
	until := uint64(now.Add(s.policy.Validity.Duration).Unix())
	return data(op, until, 0, stubSignature), nil
}

// Sign applies the policy, the limits and the cool-downs to op (with its
// final gas fields), records the sponsorship at op's maximum cost, and
// returns the signed paymaster fields (pm_getPaymasterData).
func (s *Sponsor) Sign(ctx context.Context, op *userop.UserOperation) (*Data, error) {
	op = s.withPaymaster(op)
	if vs := s.Check(op); len(vs) > 0 {
		return nil, &check.Rejection{Violations: vs}
	}
	owner, err := s.Owner(ctx, op)
	if err != nil {
		return nil, err
	}
	cost := op.MaxCost()
	now := s.now()
	s.mu.Lock()
	vs := s.throttle(now, op, owner)
	vs = append(vs, s.ledger.check(now, op.Sender, owner, cost)...)
	if len(vs) > 0 {
		s.mu.Unlock()
		return nil, &check.Rejection{Violations: vs}
	}
	s.ledger.add(now, op.Sender, owner, cost)
	s.owners[op.Sender] = owner
	s.mu.Unlock()
	if s.store != nil {
		b := s.store.NewBatch()
		if err := b.PutSpend(&store.Spend{Time: now, Sender: op.Sender, Owner: owner, Cost: cost}); err != nil {
			return nil, err
		}
		if err := b.Write(); err != nil {
			return nil, err
		}
	}
	until := uint64(now.Add(s.policy.Validity.Duration).Unix())
	digest := s.Hash(op, until, 0)
	sig, err := crypto.Sign(digest[:], s.key)
	if err != nil {
		return nil, fmt.Errorf("sign sponsorship: %w", err)
	}
	sig[64] += 27
	s.log.Debug("sponsored", "sender", op.Sender, "owner", owner, "nonce", op.Nonce, "cost", cost, "validUntil", until)
	return data(op, until, 0, sig), nil
}

// Owner returns the owner of op's account: from the factoryData of an
// account being created through an allowed factory (createAccount(owner,
// salt)), else read from the deployed account's owner().
func (s *Sponsor) Owner(ctx context.Context, op *userop.UserOperation) (common.Address, error) {
	reject := func(field, value, reason string) (common.Address, error) {
		return common.Address{}, &check.Rejection{Violations: []check.Violation{{Check: "sponsor_owner", Kind: check.PaymasterRejected,
			Field: field, Value: value, Reason: reason}}}
	}
	if op.Factory != nil {
		m, err := s.factory.MethodById(op.FactoryData)
		if err != nil || m.Name != "createAccount" || len(op.FactoryData) < 4 {
			return reject("factoryData", fmt.Sprintf("%d bytes", len(op.FactoryData)), "factoryData is not createAccount(owner, salt)")
		}
		args, err := m.Inputs.Unpack(op.FactoryData[4:])
		if err != nil {
			return reject("factoryData", fmt.Sprintf("%d bytes", len(op.FactoryData)), "factoryData is not createAccount(owner, salt)")
		}
		owner, _ := args[0].(common.Address)
		return owner, nil
	}
	if s.chain == nil {
		return reject("sender", op.Sender.Hex(), "only accounts created by the operation are sponsored (no chain to read owner() from)")
	}
	out, err := s.chain.CallContract(ctx, op.Sender, s.account.Methods["owner"].ID)
	if err != nil {
		return common.Address{}, fmt.Errorf("read owner of %s: %w", op.Sender, err)
	}
	vals, err := s.account.Unpack("owner", out)
	if err != nil || len(vals) != 1 {
		return reject("sender", op.Sender.Hex(), "sender is not a deployed account with an owner()")
	}
	owner, _ := vals[0].(common.Address)
	return owner, nil
}

// Reverted counts a sponsored operation of sender (opHash) that reverted on
// chain against the sender and the owner it was last sponsored for, and
// starts or lengthens their cool-down when the run of reverts reaches
// Policy.Throttle.Reverts. A repeated report of the same operation changes
// nothing.
func (s *Sponsor) Reverted(sender common.Address, opHash common.Hash) error {
	now := s.now()
	s.mu.Lock()
	recs := []*store.Throttle{s.throttles.strike(now, sender, opHash)}
	if owner, ok := s.owners[sender]; ok && recs[0] != nil {
		recs = append(recs, s.throttles.strike(now, owner, opHash))
	}
	s.mu.Unlock()
	if recs[0] == nil {
		return nil
	}
	s.log.Info("sponsored operation reverted", "sender", sender, "op", opHash, "reverts", recs[0].Strikes, "coolDownUntil", recs[0].Until)
	return s.saveThrottles(recs)
}

// Succeeded ends the run of reverts of sender and of the owner it was last
// sponsored for, after a sponsored operation of it succeeded on chain.
func (s *Sponsor) Succeeded(sender common.Address) error {
	s.mu.Lock()
	recs := []*store.Throttle{s.throttles.clear(sender)}
	if owner, ok := s.owners[sender]; ok {
		recs = append(recs, s.throttles.clear(owner))
	}
	s.mu.Unlock()
	return s.saveThrottles(recs)
}

// saveThrottles stores the non-nil records.
func (s *Sponsor) saveThrottles(recs []*store.Throttle) error {
	if s.store == nil {
		return nil
	}
	b, n := s.store.NewBatch(), 0
	for _, r := range recs {
		if r == nil {
			continue
		}
		if err := b.PutThrottle(r); err != nil {
			return err
		}
		n++
	}
	if n == 0 {
		return nil
	}
	return b.Write()
}

// withPaymaster returns op with this paymaster and the paymaster gas limits
// filled in (the policy caps when op leaves them zero).
func (s *Sponsor) withPaymaster(op *userop.UserOperation) *userop.UserOperation {
	op = op.Copy()
	pm := s.policy.paymaster
	op.Paymaster = &pm
	caps := s.Caps()
	if op.PaymasterVerificationGasLimit == nil || op.PaymasterVerificationGasLimit.Sign() == 0 {
		op.PaymasterVerificationGasLimit = new(big.Int).SetUint64(caps.PaymasterVerificationGasLimit)
	}
	if op.PaymasterPostOpGasLimit == nil {
		op.PaymasterPostOpGasLimit = new(big.Int)
	}
	return op
}

func data(op *userop.UserOperation, until, after uint64, sig []byte) *Data {
	pd := make([]byte, 0, DataLength)
	pd = append(pd, uint48(until)...)
	pd = append(pd, uint48(after)...)
	pd = append(pd, sig...)
	return &Data{
		Paymaster: *op.Paymaster, PaymasterData: pd,
		PaymasterVerificationGasLimit: op.PaymasterVerificationGasLimit.Uint64(),
		PaymasterPostOpGasLimit:       op.PaymasterPostOpGasLimit.Uint64(),
		ValidUntil:                    until, ValidAfter: after,
	}
}

// Hash is the paymaster's getHash(op, validUntil, validAfter).
func (s *Sponsor) Hash(op *userop.UserOperation, validUntil, validAfter uint64) common.Hash {
	p := op.Pack()
	structHash := crypto.Keccak256(
		sponsorshipTypeHash[:],
		common.LeftPadBytes(p.Sender.Bytes(), 32),
		common.LeftPadBytes(p.Nonce.Bytes(), 32),
		crypto.Keccak256(p.InitCode),
		crypto.Keccak256(p.CallData),
		p.AccountGasLimits[:],
		common.LeftPadBytes(op.PaymasterVerificationGasLimit.Bytes(), 32),
		common.LeftPadBytes(op.PaymasterPostOpGasLimit.Bytes(), 32),
		common.LeftPadBytes(p.PreVerificationGas.Bytes(), 32),
		p.GasFees[:],
		common.LeftPadBytes(new(big.Int).SetUint64(validUntil).Bytes(), 32),
		common.LeftPadBytes(new(big.Int).SetUint64(validAfter).Bytes(), 32),
	)
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, s.domain, structHash)
}

// ParseData splits SponsorPaymaster paymasterData into its window.
func ParseData(pd []byte) (validUntil, validAfter uint64, ok bool) {
	if len(pd) != DataLength {
		return 0, 0, false
	}
	return new(big.Int).SetBytes(pd[0:6]).Uint64(), new(big.Int).SetBytes(pd[6:12]).Uint64(), true
}

func uint48(v uint64) []byte {
	b := new(big.Int).SetUint64(v).Bytes()
	return common.LeftPadBytes(b, 6)
}
