package client

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings/account"
)

// ErrBadGrantSignature is returned by ExternalGrant.Complete when the owner's
// signature is malformed or was not made by the owner over the grant.
var ErrBadGrantSignature = errors.New("session grant: signature is not the owner's")

// ExternalGrant is a session grant whose owner signature is made outside
// this process, typically by a browser wallet through EIP-1193
// eth_signTypedData_v4. The session key stays here; only the grant (the
// session key's address, its permissions, validity, operation budget, stake
// cap and gas allowance) is shown to the owner.
//
//	g, _ := NewExternalGrant(ctx, cfg, owner) // cfg.Owner is ignored
//	typed := g.TypedData()                    // to the wallet
//	mover, err := g.Complete(ctx, signature)  // from the wallet
//
// A mover asks for a new one when its grant runs out mid-game: through
// SessionConfig.NeedsGrant, or as the Grant of a *GrantNeededError, whose
// Complete installs it with the mover's next move.
type ExternalGrant struct {
	mover *SessionMover // the mover the grant is for
	grant account.IWordproofAccountSessionGrant
}

// GrantNeededError is returned by SessionMover.Send when the installed grant
// cannot make the move (Reason says why) and the mover has neither an owner
// key nor a NeedsGrant callback: have the owner sign Grant.TypedData, pass
// the signature to Grant.Complete, and send the move again.
type GrantNeededError struct {
	Reason string
	Grant  *ExternalGrant
}

func (e *GrantNeededError) Error() string {
	return "session: " + e.Reason + "; the owner must sign a new session grant"
}

// Unwrap makes errors.Is(err, ErrNeedsGrant) hold.
func (e *GrantNeededError) Unwrap() error { return ErrNeedsGrant }

// NewExternalGrant computes owner's counterfactual account (cfg.Salt picks
// which) and prepares an unsigned grant for the session key (cfg.SessionKey,
// or a fresh one) with the same scope NewSessionMover grants: cfg.Permissions,
// cfg.Lifetime, cfg.MaxOps and cfg.ValueCap.
func NewExternalGrant(ctx context.Context, cfg SessionConfig, owner common.Address) (*ExternalGrant, error) {
	if owner == (common.Address{}) {
		return nil, errors.New("session: owner address is required")
	}
	cfg.Owner = nil
	m, err := newSessionMover(ctx, cfg, owner)
	if err != nil {
		return nil, err
	}
	grant, err := m.newGrant(ctx)
	if err != nil {
		return nil, err
	}
	return &ExternalGrant{mover: m, grant: grant}, nil
}

// Owner is the address that must sign the grant.
func (g *ExternalGrant) Owner() common.Address { return g.mover.owner }

// Account is the owner's smart account: the player.
func (g *ExternalGrant) Account() common.Address { return g.mover.account }

// SessionKey is the address of the session key being granted.
func (g *ExternalGrant) SessionKey() common.Address { return g.grant.SessionKey }

// Grant is the grant to be signed.
func (g *ExternalGrant) Grant() account.IWordproofAccountSessionGrant { return g.grant }

// Digest is the EIP-712 digest the owner signs (GrantDigest).
func (g *ExternalGrant) Digest() common.Hash {
	return GrantDigest(g.mover.chainID, g.mover.account, g.grant)
}

// TypedDataField is one member of an EIP-712 struct type.
type TypedDataField struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// TypedData is an EIP-712 message in the JSON shape eth_signTypedData_v4
// takes. Integers of the message are decimal strings; the domain's chain id
// is a JSON number.
type TypedData struct {
	Types       map[string][]TypedDataField `json:"types"`
	PrimaryType string                      `json:"primaryType"`
	Domain      map[string]any              `json:"domain"`
	Message     map[string]any              `json:"message"`
}

// TypedData returns the grant as EIP-712 typed data whose hash is exactly
// Digest: domain {name "WordproofAccount", version "1", chainId,
// verifyingContract = the account}, primary type SessionGrant.
func (g *ExternalGrant) TypedData() TypedData {
	grant, chainID, acct := g.grant, g.mover.chainID, g.mover.account
	perms := make([]map[string]any, len(grant.Permissions))
	for i, p := range grant.Permissions {
		perms[i] = map[string]any{"target": p.Target.Hex(), "selector": hexutil.Encode(p.Selector[:])}
	}
	return TypedData{
		Types: map[string][]TypedDataField{
			"EIP712Domain": {
				{Name: "name", Type: "string"}, {Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"},
			},
			"SessionGrant": {
				{Name: "sessionKey", Type: "address"}, {Name: "permissions", Type: "Permission[]"},
				{Name: "validAfter", Type: "uint48"}, {Name: "validUntil", Type: "uint48"},
				{Name: "maxOps", Type: "uint32"}, {Name: "valueCap", Type: "uint96"}, {Name: "gas", Type: "GasAllowance"},
				{Name: "salt", Type: "uint256"},
			},
			"GasAllowance": {
				{Name: "paymaster", Type: "address"}, {Name: "budget", Type: "uint96"},
				{Name: "maxPreVerificationGas", Type: "uint32"}, {Name: "maxVerificationGasLimit", Type: "uint32"},
				{Name: "maxCallGasLimit", Type: "uint32"}, {Name: "maxPriorityFeePerGas", Type: "uint64"},
			},
			"Permission": {{Name: "target", Type: "address"}, {Name: "selector", Type: "bytes4"}},
		},
		PrimaryType: "SessionGrant",
		Domain: map[string]any{
			"name": "WordproofAccount", "version": "1", "chainId": chainID.Uint64(), "verifyingContract": acct.Hex(),
		},
		Message: map[string]any{
			"sessionKey":  grant.SessionKey.Hex(),
			"permissions": perms,
			"validAfter":  grant.ValidAfter.String(),
			"validUntil":  grant.ValidUntil.String(),
			"maxOps":      fmt.Sprint(grant.MaxOps),
			"valueCap":    grant.ValueCap.String(),
			"gas": map[string]any{
				"paymaster":               grant.Gas.Paymaster.Hex(),
				"budget":                  grant.Gas.Budget.String(),
				"maxPreVerificationGas":   fmt.Sprint(grant.Gas.MaxPreVerificationGas),
				"maxVerificationGasLimit": fmt.Sprint(grant.Gas.MaxVerificationGasLimit),
				"maxCallGasLimit":         fmt.Sprint(grant.Gas.MaxCallGasLimit),
				"maxPriorityFeePerGas":    fmt.Sprint(grant.Gas.MaxPriorityFeePerGas),
			},
			"salt": grant.Salt.String(),
		},
	}
}

// Complete checks that sig (65 bytes r ‖ s ‖ v, v in {0,1,27,28}) is the
// owner's signature of Digest and returns the session mover, which installs
// the grant with its next user operation (for a first grant, exactly like
// NewSessionMover's).
func (g *ExternalGrant) Complete(ctx context.Context, sig []byte) (*SessionMover, error) {
	normal, err := g.verify(sig)
	if err != nil {
		return nil, err
	}
	m := g.mover
	m.mu.Lock()
	m.next = &signedGrant{grant: g.grant, sig: normal}
	m.mu.Unlock()
	return m, nil
}

// Check reports whether sig is the owner's signature of the grant, as
// Complete checks it, without touching the mover (safe inside NeedsGrant).
func (g *ExternalGrant) Check(sig []byte) error {
	_, err := g.verify(sig)
	return err
}

// verify checks sig as Complete does and returns it with v in {27, 28}.
func (g *ExternalGrant) verify(sig []byte) ([]byte, error) {
	if len(sig) != crypto.SignatureLength {
		return nil, fmt.Errorf("%w: %d bytes, want %d", ErrBadGrantSignature, len(sig), crypto.SignatureLength)
	}
	normal := common.CopyBytes(sig)
	if normal[64] >= 27 {
		normal[64] -= 27
	}
	if normal[64] > 1 {
		return nil, fmt.Errorf("%w: recovery id %d", ErrBadGrantSignature, sig[64])
	}
	digest := g.Digest()
	pub, err := crypto.SigToPub(digest[:], normal)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadGrantSignature, err)
	}
	if signer := crypto.PubkeyToAddress(*pub); signer != g.mover.owner {
		return nil, fmt.Errorf("%w: signed by %s, owner is %s", ErrBadGrantSignature, signer, g.mover.owner)
	}
	normal[64] += 27
	return normal, nil
}
