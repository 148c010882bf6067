package client

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
	"github.com/wordproof/wordproof/relayer/userop"
)

// Signature prefixes of the Wordproof account (IWordproofAccount).
const (
	sessionSignaturePrefix = 0x01 // 0x01 ‖ sessionKey ‖ r ‖ s ‖ v
	enableSignaturePrefix  = 0x02 // 0x02 ‖ abi.encode(grant, ownerSignature, sessionSignature)
)

// SessionConfig sets up a session-key player.
type SessionConfig struct {
	Backend Backend
	// Relayer is the ERC-4337 bundler every operation goes to: the
	// Wordproof relayer, or any other bundler of the same EntryPoint. Only
	// the standard methods are asked of it (eth_estimateUserOperationGas,
	// eth_sendUserOperation, eth_getUserOperationReceipt; and
	// relayer_getUserOperationStatus unless the client is Standard).
	Relayer *bundlerrpc.Client
	// Sponsor is the ERC-7677 paymaster service asked for sponsored moves'
	// paymaster data (pm_getPaymasterStubData, pm_getPaymasterData): the
	// Wordproof relayer's sponsor. Nil means Relayer, which then does both.
	Sponsor *bundlerrpc.Client
	// Factory is the WordproofAccountFactory.
	Factory common.Address
	// Owner signs the session grants; it never signs a move. Nil for a
	// browser wallet (NewExternalGrant), which signs through NeedsGrant.
	Owner *ecdsa.PrivateKey
	// Salt picks one of the owner's accounts.
	Salt *big.Int
	// Permissions are the (contract, function) pairs the session key may
	// call: each game's client package lists its own (wow.Permissions,
	// duel.Permissions), and one grant may cover several games. Nothing
	// else, and never the account itself.
	Permissions []account.IWordproofAccountPermission
	// Lifetime bounds each grant; default 24 hours.
	Lifetime time.Duration
	// MaxOps is each grant's operation budget; default 10,000.
	MaxOps uint32
	// ValueCap is the most native value (stakes) a grant lets the session spend.
	ValueCap *big.Int
	// Paymaster is the sponsor the grant allows (the manifest's
	// SponsorPaymaster): moves are sponsored through the relayer (ERC-7677)
	// and cost the account nothing. Zero means unsponsored: the relayer only
	// bundles, and the account pays each move's gas from its balance, within
	// GasBudget and GasCaps.
	Paymaster common.Address
	// GasBudget is the most wei of gas prefund a grant lets the session's
	// unsponsored moves commit (the contract charges each move its maximum
	// prefund). Nil means none when sponsored and DefaultGasBudget when not.
	GasBudget *big.Int
	// GasCaps caps an unsponsored move's gas fields; zero fields take
	// DefaultGasCaps' values.
	GasCaps GasCaps
	// NeedsGrant, when Owner is nil, is asked for the owner's signature of a
	// new grant when the installed one cannot make the next move (expired, or
	// its operation budget, stake cap or gas budget would be exceeded); it
	// returns the 65-byte signature of g.TypedData (it must not call
	// g.Complete). Nil: Send fails with a *GrantNeededError instead.
	NeedsGrant func(ctx context.Context, reason string, g *ExternalGrant) ([]byte, error)
	// Poll is how often receipts are polled; default 25ms.
	Poll time.Duration
	// SessionKey is the session key to use; nil makes a fresh one. Keep it
	// (Store.SetSessionKey) so a session granted once outlives the process.
	SessionKey *ecdsa.PrivateKey
}

// GasCaps are a grant's caps on an unsponsored move's gas fields.
type GasCaps struct {
	PreVerificationGas   uint32
	VerificationGasLimit uint32
	CallGasLimit         uint32
	MaxPriorityFeePerGas uint64 // wei
}

// DefaultGasCaps fit every game move (the sponsor paymaster's own caps,
// deploy.DefaultSponsorLimits) with a 2 gwei priority fee.
var DefaultGasCaps = GasCaps{
	PreVerificationGas:   200_000,
	VerificationGasLimit: 1_000_000,  // creating the account and installing a grant in one move
	CallGasLimit:         10_000_000, // opening a 255-seat lobby
	MaxPriorityFeePerGas: 2 * params.GWei,
}

// DefaultGasBudget is an unsponsored grant's gas budget in wei: 0.1 ETH,
// about 50 moves at a 2 gwei max fee (a move's maximum prefund is about 1M gas
// including the estimate margins). A spent budget is renewed like an expired
// grant; raise it on chains with higher fees.
const DefaultGasBudget = 100_000_000_000_000_000

// grantMargin is how long before its end a grant is renewed: a move signed
// now must still be inside the window when it is mined.
const grantMargin = time.Minute

// Permissions are the (target, selector) pairs that let a session key call
// the functions names of the contract md at target; a zero target (a
// contract absent from an older manifest) gives none. A game's client
// package builds its SessionConfig.Permissions with it.
func Permissions(md *bind.MetaData, target common.Address, names ...string) ([]account.IWordproofAccountPermission, error) {
	if target == (common.Address{}) {
		return nil, nil
	}
	parsed, err := md.ParseABI()
	if err != nil {
		return nil, err
	}
	perms := make([]account.IWordproofAccountPermission, 0, len(names))
	for _, name := range names {
		m, ok := parsed.Methods[name]
		if !ok {
			return nil, fmt.Errorf("session: the contract has no function %q", name)
		}
		perms = append(perms, account.IWordproofAccountPermission{Target: target, Selector: [4]byte(m.ID[:4])})
	}
	return perms, nil
}

// SessionMover moves for a player through its smart account: every move is
// a user operation signed by a short-lived session key and sent to the
// relayer, which has it sponsored (or not, see SessionConfig.Paymaster) and
// bundled. The owner signs a grant, installed with the first operation
// (which also creates the account); when the installed grant cannot make the
// next move the mover gets a new one before sending it (Send).
type SessionMover struct {
	cfg        SessionConfig
	owner      common.Address // signs the grant; the account's creation data names it
	session    *ecdsa.PrivateKey
	account    common.Address
	chainID    *big.Int
	enableArgs abi.Arguments

	mu    sync.Mutex                            // one operation in flight at a time: nonces are sequential
	next  *signedGrant                          // signed, not yet known to be installed; nil once it is
	state accountState                          // the account as the last operations left it
	stub  *bundlerrpc.Sponsorship               // the sponsor's paymaster stub, reused for estimates
	caps  *paymaster.ISponsorPaymasterGasLimits // the sponsor paymaster's gas caps, read once
	// permitted remembers the (target, selector) pairs the installed
	// session permits: an installed session's permissions never change, so
	// each move's selector is asked about at most once per session.
	permitted map[permission]bool
}

// permission is one (target, selector) pair of the installed session.
type permission struct {
	target   common.Address
	selector [4]byte
}

// signedGrant is a grant with the owner's signature (v in {27, 28}).
type signedGrant struct {
	grant account.IWordproofAccountSessionGrant
	sig   []byte
}

// NewSessionMover computes the player's counterfactual account and prepares
// a session grant signed by the owner.
func NewSessionMover(ctx context.Context, cfg SessionConfig) (*SessionMover, error) {
	if cfg.Backend == nil || cfg.Relayer == nil || cfg.Owner == nil {
		return nil, errors.New("session: backend, relayer and owner key are required")
	}
	owner := crypto.PubkeyToAddress(cfg.Owner.PublicKey)
	m, err := newSessionMover(ctx, cfg, owner)
	if err != nil {
		return nil, err
	}
	grant, err := m.newGrant(ctx)
	if err != nil {
		return nil, err
	}
	sig, err := sign(GrantDigest(m.chainID, m.account, grant), cfg.Owner)
	if err != nil {
		return nil, err
	}
	m.next = &signedGrant{grant: grant, sig: sig}
	return m, nil
}

// newSessionMover prepares everything but a grant.
func newSessionMover(ctx context.Context, cfg SessionConfig, owner common.Address) (*SessionMover, error) {
	if cfg.Backend == nil || cfg.Relayer == nil {
		return nil, errors.New("session: backend and relayer are required")
	}
	cfg.setDefaults()
	if cfg.Sponsor.EntryPoint != cfg.Relayer.EntryPoint {
		return nil, fmt.Errorf("session: the bundler serves EntryPoint %s but the sponsor %s", cfg.Relayer.EntryPoint, cfg.Sponsor.EntryPoint)
	}
	chainID, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	f := account.NewWordproofAccountFactory()
	addr, err := bind.Call(f.Instance(cfg.Backend, cfg.Factory), &bind.CallOpts{Context: ctx}, f.PackGetAddress(owner, cfg.Salt), f.UnpackGetAddress)
	if err != nil {
		return nil, fmt.Errorf("account address: %w", err)
	}
	session := cfg.SessionKey
	if session == nil {
		if session, err = crypto.GenerateKey(); err != nil {
			return nil, err
		}
	}
	m := &SessionMover{cfg: cfg, owner: owner, session: session, account: addr, chainID: chainID}
	parsed, err := account.WordproofAccountMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	bytesType, _ := abi.NewType("bytes", "", nil)
	m.enableArgs = append(abi.Arguments{}, parsed.Methods["grantSession"].Inputs...)
	m.enableArgs = append(m.enableArgs, abi.Argument{Name: "sessionSignature", Type: bytesType})
	// Read what moves need once, here, so that a move reads nothing.
	if err := m.readState(ctx); err != nil {
		return nil, fmt.Errorf("account state: %w", err)
	}
	m.prefetchStub(ctx)
	return m, nil
}

func (cfg *SessionConfig) setDefaults() {
	if cfg.Sponsor == nil {
		cfg.Sponsor = cfg.Relayer
	}
	if cfg.Salt == nil {
		cfg.Salt = new(big.Int)
	}
	if cfg.Lifetime == 0 {
		cfg.Lifetime = 24 * time.Hour
	}
	if cfg.MaxOps == 0 {
		cfg.MaxOps = 10_000
	}
	if cfg.ValueCap == nil {
		cfg.ValueCap = new(big.Int)
	}
	if cfg.GasBudget == nil {
		cfg.GasBudget = new(big.Int)
		if cfg.Paymaster == (common.Address{}) {
			cfg.GasBudget.SetUint64(DefaultGasBudget)
		}
	}
	c, d := &cfg.GasCaps, DefaultGasCaps
	for _, f := range []struct{ v, def *uint32 }{{&c.PreVerificationGas, &d.PreVerificationGas}, {&c.VerificationGasLimit, &d.VerificationGasLimit}, {&c.CallGasLimit, &d.CallGasLimit}} {
		if *f.v == 0 {
			*f.v = *f.def
		}
	}
	if c.MaxPriorityFeePerGas == 0 {
		c.MaxPriorityFeePerGas = d.MaxPriorityFeePerGas
	}
	if cfg.Poll == 0 {
		cfg.Poll = pollInterval
	}
}

// Address implements Mover: the player is its smart account.
func (m *SessionMover) Address() common.Address { return m.account }

// SessionPrivateKey is the session key, for the caller to store.
func (m *SessionMover) SessionPrivateKey() *ecdsa.PrivateKey { return m.session }

// SessionKey is the address of the session key.
func (m *SessionMover) SessionKey() common.Address {
	return crypto.PubkeyToAddress(m.session.PublicKey)
}

// newGrant is a fresh grant for this mover's session key: cfg.Permissions, for cfg.Lifetime from the chain's clock (which a devnet may
// have moved ahead of this machine's), within cfg.MaxOps operations,
// cfg.ValueCap wei of stakes and the gas allowance of cfg, with a random salt
// so that every grant is distinct.
func (m *SessionMover) newGrant(ctx context.Context) (account.IWordproofAccountSessionGrant, error) {
	var g account.IWordproofAccountSessionGrant
	now, err := m.chainTime(ctx)
	if err != nil {
		return g, err
	}
	cfg := m.cfg
	salt, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	if err != nil {
		return g, err
	}
	return account.IWordproofAccountSessionGrant{
		SessionKey:  m.SessionKey(),
		Permissions: append([]account.IWordproofAccountPermission(nil), cfg.Permissions...),
		ValidAfter:  new(big.Int),
		ValidUntil:  big.NewInt(now.Add(cfg.Lifetime).Unix()),
		MaxOps:      cfg.MaxOps,
		ValueCap:    new(big.Int).Set(cfg.ValueCap),
		Gas: account.IWordproofAccountGasAllowance{
			Paymaster:               cfg.Paymaster,
			Budget:                  new(big.Int).Set(cfg.GasBudget),
			MaxPreVerificationGas:   cfg.GasCaps.PreVerificationGas,
			MaxVerificationGasLimit: cfg.GasCaps.VerificationGasLimit,
			MaxCallGasLimit:         cfg.GasCaps.CallGasLimit,
			MaxPriorityFeePerGas:    cfg.GasCaps.MaxPriorityFeePerGas,
		},
		Salt: salt,
	}, nil
}

// chainTime is the time the next block will at least have: the head's
// timestamp, or this machine's clock when that is later.
func (m *SessionMover) chainTime(ctx context.Context) (time.Time, error) {
	head, err := m.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, err
	}
	t := time.Unix(int64(head.Time), 0)
	if now := time.Now(); now.After(t) {
		t = now
	}
	return t, nil
}

// EIP-712 type strings of a grant (IWordproofAccount).
const (
	permissionType   = "Permission(address target,bytes4 selector)"
	gasAllowanceType = "GasAllowance(address paymaster,uint96 budget,uint32 maxPreVerificationGas,uint32 maxVerificationGasLimit,uint32 maxCallGasLimit,uint64 maxPriorityFeePerGas)"
	sessionGrantType = "SessionGrant(address sessionKey,Permission[] permissions,uint48 validAfter,uint48 validUntil,uint32 maxOps,uint96 valueCap,GasAllowance gas,uint256 salt)" + gasAllowanceType + permissionType
)

// GrantDigest is the EIP-712 digest the owner signs for grant on the account
// at addr (domain "WordproofAccount", version "1").
func GrantDigest(chainID *big.Int, addr common.Address, g account.IWordproofAccountSessionGrant) common.Hash {
	word := func(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }
	uword := func(v uint64) []byte { return word(new(big.Int).SetUint64(v)) }
	permTypeHash := crypto.Keccak256([]byte(permissionType))
	var permHashes []byte
	for _, p := range g.Permissions {
		sel := make([]byte, 32)
		copy(sel, p.Selector[:])
		permHashes = append(permHashes, crypto.Keccak256(permTypeHash, common.LeftPadBytes(p.Target[:], 32), sel)...)
	}
	gas := g.Gas
	gasHash := crypto.Keccak256(crypto.Keccak256([]byte(gasAllowanceType)), common.LeftPadBytes(gas.Paymaster[:], 32), word(gas.Budget),
		uword(uint64(gas.MaxPreVerificationGas)), uword(uint64(gas.MaxVerificationGasLimit)), uword(uint64(gas.MaxCallGasLimit)), uword(gas.MaxPriorityFeePerGas))
	structHash := crypto.Keccak256(crypto.Keccak256([]byte(sessionGrantType)), common.LeftPadBytes(g.SessionKey[:], 32), crypto.Keccak256(permHashes),
		word(g.ValidAfter), word(g.ValidUntil), uword(uint64(g.MaxOps)), word(g.ValueCap), gasHash, word(g.Salt))
	domainType := crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	domain := crypto.Keccak256(domainType, crypto.Keccak256([]byte("WordproofAccount")), crypto.Keccak256([]byte("1")),
		word(chainID), common.LeftPadBytes(addr[:], 32))
	return crypto.Keccak256Hash([]byte("\x19\x01"), domain, structHash)
}

func sign(digest common.Hash, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}

// Send implements Mover: one user operation calling to, sponsored when
// SessionConfig.Paymaster is set. Before signing it checks the installed
// grant against the move (window, operations, stake cap, sponsor, gas
// budget); when the grant falls short, the move installs a new one: signed by
// the owner key, or obtained through NeedsGrant (without either, Send returns
// a *GrantNeededError and sends nothing).
func (m *SessionMover) Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	if value == nil {
		value = new(big.Int)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	// The account's state is kept locally (see accountState): a move reads
	// the chain only after a failure left it unknown.
	fresh := !m.state.known
	if fresh {
		if err := m.readState(ctx); err != nil {
			return nil, err
		}
	}
	receipt, err := m.send(ctx, to, data, value)
	var refused *relayerRefusal
	if errors.As(err, &refused) && !fresh {
		// The local state may be what the relayer refused (a nonce, a
		// session or a clock that another client or a dev chain moved
		// on): read it and try once more.
		if err := m.readState(ctx); err != nil {
			return nil, err
		}
		receipt, err = m.send(ctx, to, data, value)
	}
	if err != nil && receipt == nil {
		// Not mined: read the state again before the next move. A mined
		// operation whose call reverted updated it (mined).
		m.state.known = false
	}
	return receipt, err
}

// relayerRefusal is an error of the relayer's before it accepted an
// operation (estimate, sponsorship, send): worth one more try with the
// account's state read again.
type relayerRefusal struct{ err error }

func (e *relayerRefusal) Error() string { return e.err.Error() }
func (e *relayerRefusal) Unwrap() error { return e.err }

// newOp is an unsigned operation calling to with data and value, at the
// nonce and base fee of the local state, without gas limits.
func (m *SessionMover) newOp(to common.Address, data []byte, value *big.Int) *userop.UserOperation {
	sponsored := m.cfg.Paymaster != (common.Address{})
	tip := big.NewInt(params.GWei)
	if capTip := new(big.Int).SetUint64(m.cfg.GasCaps.MaxPriorityFeePerGas); !sponsored && tip.Cmp(capTip) > 0 {
		tip = capTip
	}
	op := &userop.UserOperation{
		Sender:                        m.account,
		Nonce:                         new(big.Int).Set(m.state.nonce),
		CallData:                      account.NewWordproofAccount().PackExecute(to, value, data),
		CallGasLimit:                  new(big.Int),
		VerificationGasLimit:          new(big.Int),
		PreVerificationGas:            new(big.Int),
		MaxFeePerGas:                  new(big.Int).Add(tip, new(big.Int).Mul(m.state.baseFee, big.NewInt(2))),
		MaxPriorityFeePerGas:          tip,
		PaymasterVerificationGasLimit: new(big.Int),
		PaymasterPostOpGasLimit:       new(big.Int),
	}
	if !m.state.deployed {
		f := m.cfg.Factory
		op.Factory = &f
		op.FactoryData = account.NewWordproofAccountFactory().PackCreateAccount(m.owner, m.cfg.Salt)
	}
	return op
}

// send makes one operation: the grant it uses, its gas (and sponsorship),
// the signature, the relayer, the receipt.
func (m *SessionMover) send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	op := m.newOp(to, data, value)
	enable, err := m.chooseGrant(ctx, m.state.deployed, to, data, value, m.now())
	if err != nil {
		return nil, err
	}
	if err := m.fillGas(ctx, op, enable); err != nil {
		return nil, &relayerRefusal{err}
	}
	if m.cfg.Paymaster == (common.Address{}) {
		if enable, err = m.fitGasBudget(ctx, op, enable, value); err != nil {
			return nil, err
		}
	}
	if err := m.signOp(op, enable); err != nil {
		return nil, err
	}
	hash, err := m.cfg.Relayer.Send(ctx, op)
	if err != nil {
		return nil, &relayerRefusal{fmt.Errorf("send user operation: %w", DecodeRevert(err))}
	}
	notifySent(ctx, hash)
	waitCtx, cancel := context.WithTimeout(ctx, mineTimeout)
	r, err := m.cfg.Relayer.WaitReceipt(waitCtx, hash, m.cfg.Poll)
	cancel()
	if errors.Is(err, bundlerrpc.ErrDropped) {
		// Never mined, so as safe to try again as a refusal: the relayer
		// accepted it against a state (a clock, a session) the block moved past.
		return nil, &relayerRefusal{fmt.Errorf("user operation %s not mined: %w", hash, err)}
	}
	if err != nil {
		return nil, fmt.Errorf("user operation %s not mined: %w", hash, err)
	}
	m.mined(op, value, enable, r)
	if enable {
		m.next = nil // installed by validation, whatever the execution did
	}
	receipt := &types.Receipt{Logs: r.Logs, GasUsed: r.ActualGasUsed.ToInt().Uint64(), Status: types.ReceiptStatusSuccessful}
	if r.Receipt != nil {
		receipt.TxHash, receipt.BlockNumber, receipt.BlockHash = r.Receipt.TxHash, r.Receipt.BlockNumber, r.Receipt.BlockHash
	}
	if !r.Success {
		receipt.Status = types.ReceiptStatusFailed
		reason := "no reason given"
		if len(r.Reason) >= 4 {
			reason = describeRevert(r.Reason)
		}
		return receipt, fmt.Errorf("%w: user operation %s: %s", ErrReverted, hash, reason)
	}
	return receipt, nil
}

// fitGasBudget checks an unsponsored op's gas prefund, known once its gas
// is, against the session's gas budget, and installs a new grant when the
// budget falls short.
func (m *SessionMover) fitGasBudget(ctx context.Context, op *userop.UserOperation, enable bool, value *big.Int) (bool, error) {
	prefund := op.MaxCost()
	if !enable && prefund.Cmp(m.state.session.gas.Budget) > 0 {
		if err := m.renew(ctx, fmt.Sprintf("the move's gas prefund is %s wei and the session's gas budget has %s wei left", prefund, m.state.session.gas.Budget), value); err != nil {
			return false, err
		}
		enable = true
		if err := m.fillGas(ctx, op, enable); err != nil {
			return false, err
		}
		prefund = op.MaxCost()
	}
	if enable && prefund.Cmp(m.next.grant.Gas.Budget) > 0 {
		return false, fmt.Errorf("session: the move's gas prefund is %s wei, more than a whole grant's gas budget of %s wei (raise the gas budget)", prefund, m.next.grant.Gas.Budget)
	}
	return enable, nil
}

// sessionState is the installed session of this mover's key.
type sessionState struct {
	s   account.IWordproofAccountSession
	gas account.IWordproofAccountGasAllowance
	// outOfScope names the move when the installed session does not permit
	// it (a grant made before the mover's scope grew, such as the duel
	// contracts): a new grant covers it.
	outOfScope string
}

// installedState reads the installed session (all zero before the account
// exists) and whether it permits calling data on to.
func (m *SessionMover) installedState(ctx context.Context, deployed bool, to common.Address, data []byte) (sessionState, error) {
	st := sessionState{gas: account.IWordproofAccountGasAllowance{Budget: new(big.Int)}}
	if !deployed {
		return st, nil
	}
	a := account.NewWordproofAccount()
	inst, opts := a.Instance(m.cfg.Backend, m.account), &bind.CallOpts{Context: ctx}
	var err error
	if st.s, err = bind.Call(inst, opts, a.PackSessionOf(m.SessionKey()), a.UnpackSessionOf); err != nil {
		return st, fmt.Errorf("session of %s: %w", m.SessionKey(), err)
	}
	if st.gas, err = bind.Call(inst, opts, a.PackGasAllowanceOf(m.SessionKey()), a.UnpackGasAllowanceOf); err != nil {
		return st, fmt.Errorf("gas allowance of %s: %w", m.SessionKey(), err)
	}
	if st.s.Id != 0 && len(data) >= 4 && m.inScope(to, data) {
		key := permission{target: to, selector: [4]byte(data[:4])}
		if !m.permitted[key] {
			ok, err := bind.Call(inst, opts, a.PackIsPermitted(m.SessionKey(), to, key.selector), a.UnpackIsPermitted)
			if err != nil {
				return st, fmt.Errorf("session permissions of %s: %w", m.SessionKey(), err)
			}
			if !ok {
				st.outOfScope = fmt.Sprintf("the session does not allow selector %#x on %s", key.selector, to)
			} else {
				if m.permitted == nil {
					m.permitted = map[permission]bool{}
				}
				m.permitted[key] = true
			}
		}
	}
	return st, nil
}

// inScope reports whether a new grant of this mover would permit calling
// data on to: only then is a narrower installed session worth replacing.
func (m *SessionMover) inScope(to common.Address, data []byte) bool {
	for _, p := range m.cfg.Permissions {
		if p.Target == to && bytes.Equal(p.Selector[:], data[:4]) {
			return true
		}
	}
	return false
}

// shortfall says why the installed session cannot make a move carrying
// value at now, or "" when it can (the gas budget is checked once the
// move's gas is known).
func (m *SessionMover) shortfall(st sessionState, value *big.Int, now time.Time) string {
	s := st.s
	switch {
	case s.Id == 0:
		return "no session is installed"
	case st.outOfScope != "":
		return st.outOfScope
	case s.ValidUntil.Int64() <= now.Add(grantMargin).Unix():
		return fmt.Sprintf("the session expires at %s", time.Unix(s.ValidUntil.Int64(), 0).UTC().Format(time.RFC3339))
	case s.OpsLeft == 0:
		return "the session's operation budget is spent"
	case value.Cmp(s.ValueLeft) > 0:
		return fmt.Sprintf("the move stakes %s wei and the session's stake cap has %s wei left", value, s.ValueLeft)
	case m.cfg.Paymaster != (common.Address{}) && st.gas.Paymaster != m.cfg.Paymaster:
		return fmt.Sprintf("the session allows paymaster %s, not the sponsor %s", st.gas.Paymaster, m.cfg.Paymaster)
	}
	return ""
}

// chooseGrant decides whether the move uses the installed session (false)
// or installs m.next (true), getting a new grant when m.next cannot do
// either. A shortfall by the local state is checked against the chain
// before a grant is renewed: renewing may ask the player's wallet.
func (m *SessionMover) chooseGrant(ctx context.Context, deployed bool, to common.Address, data []byte, value *big.Int, now time.Time) (bool, error) {
	st, fresh := m.state.session, false
	if deployed && st.s.Id != 0 && len(data) >= 4 && m.inScope(to, data) && !m.permitted[permission{to, [4]byte(data[:4])}] {
		// A session this mover did not install (a resumed one) may predate
		// part of the scope: ask the account once per selector.
		var err error
		if st, err = m.installedState(ctx, deployed, to, data); err != nil {
			return false, err
		}
		m.state.session, fresh = st, true
	}
	reason := m.shortfall(st, value, now)
	if reason != "" && deployed && !fresh {
		// A shortfall by the local state is checked against the chain.
		var err error
		if st, err = m.installedState(ctx, deployed, to, data); err != nil {
			return false, err
		}
		m.state.session = st
		reason = m.shortfall(st, value, now)
	}
	if reason == "" {
		return false, nil
	}
	if m.next != nil {
		g := m.next.grant
		ok := g.ValidUntil.Int64() > now.Add(grantMargin).Unix() && g.MaxOps > 0 && value.Cmp(g.ValueCap) <= 0 && g.Gas.Paymaster == m.cfg.Paymaster
		if ok && deployed {
			a := account.NewWordproofAccount()
			used, err := bind.Call(a.Instance(m.cfg.Backend, m.account), &bind.CallOpts{Context: ctx},
				a.PackIsGrantUsed(GrantDigest(m.chainID, m.account, g)), a.UnpackIsGrantUsed)
			if err != nil {
				return false, err
			}
			ok = !used
		}
		if ok {
			return true, nil
		}
	}
	if err := m.renew(ctx, reason, value); err != nil {
		return false, err
	}
	return true, nil
}

// renew makes m.next a new grant signed by the owner: with the owner key,
// or through NeedsGrant; without either it returns a *GrantNeededError.
func (m *SessionMover) renew(ctx context.Context, reason string, value *big.Int) error {
	if value.Cmp(m.cfg.ValueCap) > 0 {
		return fmt.Errorf("session: the move stakes %s wei, more than a whole grant's stake cap of %s wei (raise the stake cap)", value, m.cfg.ValueCap)
	}
	grant, err := m.newGrant(ctx)
	if err != nil {
		return err
	}
	g := &ExternalGrant{mover: m, grant: grant}
	var sig []byte
	switch {
	case m.cfg.Owner != nil:
		sig, err = sign(g.Digest(), m.cfg.Owner)
	case m.cfg.NeedsGrant != nil:
		var raw []byte
		if raw, err = m.cfg.NeedsGrant(ctx, reason, g); err != nil {
			return fmt.Errorf("session: %s; no new grant: %w", reason, err)
		}
		sig, err = g.verify(raw)
	default:
		return &GrantNeededError{Reason: reason, Grant: g}
	}
	if err != nil {
		return err
	}
	m.next = &signedGrant{grant: grant, sig: sig}
	return nil
}

// fillGas fills op's gas fields (and paymaster fields when sponsored) for a
// signature in the format enable selects.
func (m *SessionMover) fillGas(ctx context.Context, op *userop.UserOperation, enable bool) error {
	signOp := func(o *userop.UserOperation) error { return m.signOp(o, enable) }
	if m.cfg.Paymaster != (common.Address{}) {
		if err := m.sponsor(ctx, op, signOp); err != nil {
			return fmt.Errorf("sponsorship: %w", err)
		}
		return nil
	}
	return m.estimate(ctx, op, signOp)
}

// margin adds a quarter to an estimated limit: the first operation of an
// account also creates it and installs the session, which the estimate may
// undercount.
func margin(v *big.Int) *big.Int { return new(big.Int).Add(v, new(big.Int).Div(v, big.NewInt(4))) }

// callMargin adds room to an estimated call gas limit: a quarter, and at
// least callRoom. A move estimated before another player's lands can become
// the one that moves the game on and cost up to about 55k more (a Blitz seed
// commitment: 58k, 108k when it is the second and starts the clocks; a Worth
// of Words open: 58k, 113k when it ends the phase), which a quarter of a
// small move does not cover. Not a doubling, as for a plain transaction
// (moveGasLimit): the EntryPoint charges a tenth of the unused call gas above
// 40k, which would be 23k more for each 230k Blitz answer.
func callMargin(v *big.Int) *big.Int {
	return new(big.Int).Add(v, bigMax(new(big.Int).Div(v, big.NewInt(4)), big.NewInt(callRoom)))
}

// callRoom is callMargin's least room: the largest extra cost above (55k),
// rounded up.
const callRoom = 64_000

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

// sponsor fills op's gas and paymaster fields the ERC-7677 way: stub data
// from the sponsor (whose paymaster gas limits are kept), the estimate from
// the bundler, then the signed paymaster data. It adds a margin to the
// estimated limits, but never above the sponsor paymaster's caps, which it
// enforces in validation: another bundler's estimate may already carry its
// own margin. It also checks that the sponsor pays through the grant's
// paymaster. The stub and the caps are read once and reused (stubData,
// paymasterCaps): a move costs the estimate and the paymaster data.
func (m *SessionMover) sponsor(ctx context.Context, op *userop.UserOperation, signOp func(*userop.UserOperation) error) error {
	if err := signOp(op); err != nil {
		return err
	}
	stub, err := m.stubData(ctx, op)
	if err != nil {
		return fmt.Errorf("paymaster stub: %w", DecodeRevert(err))
	}
	if stub.Paymaster != m.cfg.Paymaster {
		return fmt.Errorf("the sponsor pays through paymaster %s but the session grant allows %s (a stale manifest?)", stub.Paymaster, m.cfg.Paymaster)
	}
	stub.Apply(op)
	caps, err := m.paymasterCaps(ctx)
	if err != nil {
		return err
	}
	est, err := m.cfg.Relayer.Estimate(ctx, op)
	if err != nil {
		return fmt.Errorf("estimate: %w", DecodeRevert(err))
	}
	capped := func(v *big.Int, c uint32) *big.Int {
		if limit := new(big.Int).SetUint64(uint64(c)); v.Cmp(limit) > 0 {
			return limit
		}
		return v
	}
	op.PreVerificationGas = est.PreVerificationGas.ToInt()
	op.VerificationGasLimit = capped(margin(est.VerificationGasLimit.ToInt()), caps.VerificationGasLimit)
	op.CallGasLimit = capped(callMargin(est.CallGasLimit.ToInt()), caps.CallGasLimit)
	// The paymaster's own limits, when the stub gives them, stand (ERC-7677):
	// a bundler may underestimate them (Alto now and then does, and then
	// refuses the operation with AA36 when it is sent).
	if stub.PaymasterVerificationGasLimit == nil && est.PaymasterVerificationGasLimit != nil {
		op.PaymasterVerificationGasLimit = capped(margin(est.PaymasterVerificationGasLimit.ToInt()), caps.PaymasterVerificationGasLimit)
	}
	if stub.PaymasterPostOpGasLimit == nil && est.PaymasterPostOpGasLimit != nil {
		op.PaymasterPostOpGasLimit = capped(est.PaymasterPostOpGasLimit.ToInt(), caps.PaymasterPostOpGasLimit)
	}
	final, err := m.cfg.Sponsor.PaymasterData(ctx, op)
	if err != nil {
		return fmt.Errorf("paymaster data: %w", DecodeRevert(err))
	}
	pmAddr := final.Paymaster
	op.Paymaster, op.PaymasterData = &pmAddr, common.CopyBytes(final.PaymasterData)
	return nil
}

// estimate fills an unsponsored op's gas fields from the relayer's estimate,
// with the margin where the grant's caps leave room for it; an estimate
// above a cap is an error (a new grant has the same caps).
func (m *SessionMover) estimate(ctx context.Context, op *userop.UserOperation, signOp func(*userop.UserOperation) error) error {
	// The relayer simulates with the limits an op names as ceilings: the
	// account refuses any above its caps, even in a simulation.
	caps := m.cfg.GasCaps
	op.VerificationGasLimit = new(big.Int).SetUint64(uint64(caps.VerificationGasLimit))
	op.CallGasLimit = new(big.Int).SetUint64(uint64(caps.CallGasLimit))
	if err := signOp(op); err != nil {
		return err
	}
	est, err := m.cfg.Relayer.Estimate(ctx, op)
	if err != nil {
		return fmt.Errorf("estimate: %w", DecodeRevert(err))
	}
	for _, f := range []struct {
		name string
		est  *big.Int
		cap  uint32
		dst  **big.Int
		room func(*big.Int) *big.Int
	}{
		{"preVerificationGas", est.PreVerificationGas.ToInt(), caps.PreVerificationGas, &op.PreVerificationGas, nil},
		{"verificationGasLimit", est.VerificationGasLimit.ToInt(), caps.VerificationGasLimit, &op.VerificationGasLimit, margin},
		{"callGasLimit", est.CallGasLimit.ToInt(), caps.CallGasLimit, &op.CallGasLimit, callMargin},
	} {
		c := new(big.Int).SetUint64(uint64(f.cap))
		if f.est.Cmp(c) > 0 {
			return fmt.Errorf("session: the move needs %s %s, above the grant's cap of %d", f.name, f.est, f.cap)
		}
		v := new(big.Int).Set(f.est)
		if f.room != nil {
			v = f.room(v)
		}
		if v.Cmp(c) > 0 {
			v = c
		}
		*f.dst = v
	}
	return nil
}

// signOp sets op's signature: the session key's, in enable mode (carrying
// m.next, the owner's grant) when enable.
func (m *SessionMover) signOp(op *userop.UserOperation, enable bool) error {
	h := op.Hash(m.cfg.Relayer.EntryPoint, m.chainID)
	sessionSig, err := sign(h, m.session)
	if err != nil {
		return err
	}
	if !enable {
		out := append([]byte{sessionSignaturePrefix}, m.SessionKey().Bytes()...)
		op.Signature = append(out, sessionSig...) //nolint:gocritic // appendAssign: out is a fresh slice built for this
		return nil
	}
	if m.next == nil {
		return errors.New("session: no signed grant to install")
	}
	packed, err := m.enableArgs.Pack(m.next.grant, m.next.sig, sessionSig)
	if err != nil {
		return err
	}
	op.Signature = append([]byte{enableSignaturePrefix}, packed...)
	return nil
}
