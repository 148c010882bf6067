package client

import (
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

	"wordproof/bindings"
	"wordproof/bindings/account"
	relayerclient "wordproof/relayer/client"
	"wordproof/relayer/userop"
)

// Signature prefixes of the Wordproof account (IWordproofAccount).
const (
	sessionSignaturePrefix = 0x01 // 0x01 ‖ sessionKey ‖ r ‖ s ‖ v
	enableSignaturePrefix  = 0x02 // 0x02 ‖ abi.encode(grant, ownerSignature, sessionSignature)
)

// SessionConfig sets up a session-key player.
type SessionConfig struct {
	Backend Backend
	// Relayer is an ERC-4337 bundler with ERC-7677 sponsorship (the Wordproof relayer).
	Relayer *relayerclient.Client
	// Factory is the WordproofAccountFactory.
	Factory common.Address
	// Owner signs the one session grant; it never signs a move.
	Owner *ecdsa.PrivateKey
	// Salt picks one of the owner's accounts.
	Salt *big.Int
	// Targets are the contracts the session may call (the game); the
	// selectors allowed on each are Moves.
	Targets []common.Address
	// Lifetime bounds the session; default 24 hours.
	Lifetime time.Duration
	// MaxOps is the session's operation budget; default 10,000.
	MaxOps uint32
	// ValueCap is the most native value (stakes) the session may spend.
	ValueCap *big.Int
	// Poll is how often receipts are polled; default 25ms.
	Poll time.Duration
	// SessionKey is the session key to use; nil makes a fresh one. Keep it
	// (Store.SetSessionKey) so a session granted once outlives the process.
	SessionKey *ecdsa.PrivateKey
}

// Moves are the game functions a session key may call: nothing else, and
// never the account itself.
var Moves = []string{"join", "leave", "commitGuess", "openGuess", "reveal", "advance", "withdraw", "createLobby", "start"}

// SessionMover moves for a player through its smart account: every move is
// a user operation signed by a short-lived session key and sent to the
// relayer, which has it sponsored and bundled. The owner key signs one grant,
// installed with the first operation (which also creates the account).
type SessionMover struct {
	cfg        SessionConfig
	owner      common.Address // signs the grant; the account's creation data names it
	session    *ecdsa.PrivateKey
	account    common.Address
	chainID    *big.Int
	grant      account.IWordproofAccountSessionGrant
	ownerSig   []byte
	enableArgs abi.Arguments

	mu sync.Mutex // one operation in flight at a time: nonces are sequential
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
	if m.ownerSig, err = sign(GrantDigest(m.chainID, m.account, m.grant), cfg.Owner); err != nil {
		return nil, err
	}
	return m, nil
}

// newSessionMover prepares everything but the owner's signature of the grant.
func newSessionMover(ctx context.Context, cfg SessionConfig, owner common.Address) (*SessionMover, error) {
	if cfg.Backend == nil || cfg.Relayer == nil {
		return nil, errors.New("session: backend and relayer are required")
	}
	cfg.setDefaults()
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
	if m.grant, err = newGrant(cfg, m.SessionKey()); err != nil {
		return nil, err
	}
	parsed, err := account.WordproofAccountMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	bytesType, _ := abi.NewType("bytes", "", nil)
	m.enableArgs = append(abi.Arguments{}, parsed.Methods["grantSession"].Inputs...)
	m.enableArgs = append(m.enableArgs, abi.Argument{Name: "sessionSignature", Type: bytesType})
	return m, nil
}

func (cfg *SessionConfig) setDefaults() {
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

// newGrant is the grant of a session key: the Moves on cfg.Targets, for
// cfg.Lifetime from now, within cfg.MaxOps operations and cfg.ValueCap wei,
// with a random salt so that every grant is distinct.
func newGrant(cfg SessionConfig, sessionKey common.Address) (account.IWordproofAccountSessionGrant, error) {
	wow, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		return account.IWordproofAccountSessionGrant{}, err
	}
	var perms []account.IWordproofAccountPermission
	for _, t := range cfg.Targets {
		for _, name := range Moves {
			var sel [4]byte
			copy(sel[:], wow.Methods[name].ID)
			perms = append(perms, account.IWordproofAccountPermission{Target: t, Selector: sel})
		}
	}
	salt, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	if err != nil {
		return account.IWordproofAccountSessionGrant{}, err
	}
	return account.IWordproofAccountSessionGrant{
		SessionKey:  sessionKey,
		Permissions: perms,
		ValidAfter:  new(big.Int),
		ValidUntil:  big.NewInt(time.Now().Add(cfg.Lifetime).Unix()),
		MaxOps:      cfg.MaxOps,
		ValueCap:    new(big.Int).Set(cfg.ValueCap),
		Salt:        salt,
	}, nil
}

// GrantDigest is the EIP-712 digest the owner signs for grant on the account
// at addr (domain "WordproofAccount", version "1").
func GrantDigest(chainID *big.Int, addr common.Address, g account.IWordproofAccountSessionGrant) common.Hash {
	word := func(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }
	permType := crypto.Keccak256([]byte("Permission(address target,bytes4 selector)"))
	var permHashes []byte
	for _, p := range g.Permissions {
		sel := make([]byte, 32)
		copy(sel, p.Selector[:])
		permHashes = append(permHashes, crypto.Keccak256(permType, common.LeftPadBytes(p.Target[:], 32), sel)...)
	}
	grantType := crypto.Keccak256([]byte("SessionGrant(address sessionKey,Permission[] permissions,uint48 validAfter,uint48 validUntil,uint32 maxOps,uint96 valueCap,uint256 salt)Permission(address target,bytes4 selector)"))
	structHash := crypto.Keccak256(grantType, common.LeftPadBytes(g.SessionKey[:], 32), crypto.Keccak256(permHashes),
		word(g.ValidAfter), word(g.ValidUntil), word(new(big.Int).SetUint64(uint64(g.MaxOps))), word(g.ValueCap), word(g.Salt))
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

// Send implements Mover: one sponsored user operation calling to.
func (m *SessionMover) Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	if value == nil {
		value = new(big.Int)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	code, err := m.cfg.Backend.CodeAt(ctx, m.account, nil)
	if err != nil {
		return nil, err
	}
	deployed := len(code) > 0
	ep := bindings.NewEntryPoint()
	nonce, err := bind.Call(ep.Instance(m.cfg.Backend, m.cfg.Relayer.EntryPoint), &bind.CallOpts{Context: ctx},
		ep.PackGetNonce(m.account, new(big.Int)), ep.UnpackGetNonce)
	if err != nil {
		return nil, err
	}
	tip := big.NewInt(params.GWei)
	head, err := m.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	op := &userop.UserOperation{
		Sender:                        m.account,
		Nonce:                         nonce,
		CallData:                      account.NewWordproofAccount().PackExecute(to, value, data),
		CallGasLimit:                  new(big.Int),
		VerificationGasLimit:          new(big.Int),
		PreVerificationGas:            new(big.Int),
		MaxFeePerGas:                  new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		MaxPriorityFeePerGas:          tip,
		PaymasterVerificationGasLimit: new(big.Int),
		PaymasterPostOpGasLimit:       new(big.Int),
	}
	if !deployed {
		f := m.cfg.Factory
		op.Factory = &f
		op.FactoryData = account.NewWordproofAccountFactory().PackCreateAccount(m.owner, m.cfg.Salt)
	}
	enable := !deployed || !m.installed(ctx)
	signOp := func(o *userop.UserOperation) error {
		sig, err := m.signature(o, enable)
		o.Signature = sig
		return err
	}
	if err := m.sponsor(ctx, op, signOp); err != nil {
		return nil, fmt.Errorf("sponsorship: %w", err)
	}
	if err := signOp(op); err != nil {
		return nil, err
	}
	hash, err := m.cfg.Relayer.Send(ctx, op)
	if err != nil {
		return nil, fmt.Errorf("send user operation: %w", DecodeRevert(err))
	}
	waitCtx, cancel := context.WithTimeout(ctx, mineTimeout)
	r, err := m.cfg.Relayer.WaitReceipt(waitCtx, hash, m.cfg.Poll)
	cancel()
	if err != nil {
		return nil, fmt.Errorf("user operation %s not mined: %w", hash, err)
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

// sponsor fills op's gas and paymaster fields the ERC-7677 way (stub data,
// estimate, signed paymaster data), with a margin on the estimated
// verification limits: the first operation of an account also creates it and
// installs the session, which the estimate may undercount.
func (m *SessionMover) sponsor(ctx context.Context, op *userop.UserOperation, signOp func(*userop.UserOperation) error) error {
	if err := signOp(op); err != nil {
		return err
	}
	stub, err := m.cfg.Relayer.StubData(ctx, op)
	if err != nil {
		return fmt.Errorf("paymaster stub: %w", DecodeRevert(err))
	}
	stub.Apply(op)
	est, err := m.cfg.Relayer.Estimate(ctx, op)
	if err != nil {
		return fmt.Errorf("estimate: %w", DecodeRevert(err))
	}
	margin := func(v *big.Int) *big.Int { return new(big.Int).Add(v, new(big.Int).Div(v, big.NewInt(4))) }
	op.PreVerificationGas = est.PreVerificationGas.ToInt()
	op.VerificationGasLimit = margin(est.VerificationGasLimit.ToInt())
	op.CallGasLimit = margin(est.CallGasLimit.ToInt())
	if est.PaymasterVerificationGasLimit != nil {
		op.PaymasterVerificationGasLimit = margin(est.PaymasterVerificationGasLimit.ToInt())
	}
	if est.PaymasterPostOpGasLimit != nil {
		op.PaymasterPostOpGasLimit = est.PaymasterPostOpGasLimit.ToInt()
	}
	final, err := m.cfg.Relayer.PaymasterData(ctx, op)
	if err != nil {
		return fmt.Errorf("paymaster data: %w", DecodeRevert(err))
	}
	pm := final.Paymaster
	op.Paymaster, op.PaymasterData = &pm, common.CopyBytes(final.PaymasterData)
	return nil
}

// installed reports whether the account already holds this mover's session.
func (m *SessionMover) installed(ctx context.Context) bool {
	a := account.NewWordproofAccount()
	s, err := bind.Call(a.Instance(m.cfg.Backend, m.account), &bind.CallOpts{Context: ctx}, a.PackSessionOf(m.SessionKey()), a.UnpackSessionOf)
	return err == nil && s.Id != 0
}

// signature signs op with the session key, in enable mode (carrying the
// owner's grant) until the session is installed.
func (m *SessionMover) signature(op *userop.UserOperation, enable bool) ([]byte, error) {
	h := op.Hash(m.cfg.Relayer.EntryPoint, m.chainID)
	sessionSig, err := sign(h, m.session)
	if err != nil {
		return nil, err
	}
	if !enable {
		out := append([]byte{sessionSignaturePrefix}, m.SessionKey().Bytes()...)
		return append(out, sessionSig...), nil
	}
	packed, err := m.enableArgs.Pack(m.grant, m.ownerSig, sessionSig)
	if err != nil {
		return nil, err
	}
	return append([]byte{enableSignaturePrefix}, packed...), nil
}
