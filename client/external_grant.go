package client

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"wordproof/bindings"
	"wordproof/bindings/account"
)

// ErrBadGrantSignature is returned by ExternalGrant.Complete when the owner's
// signature is malformed or was not made by the owner over the grant.
var ErrBadGrantSignature = errors.New("session grant: signature is not the owner's")

// ExternalGrant is a session grant whose owner signature is made outside
// this process, typically by a browser wallet through EIP-1193
// eth_signTypedData_v4. The session key stays here; only the grant (the
// session key's address, its permissions, validity, budget and value cap)
// is shown to the owner.
//
//	g, _ := NewExternalGrant(ctx, cfg, owner) // cfg.Owner is ignored
//	typed := g.TypedData()                    // to the wallet
//	mover, err := g.Complete(ctx, signature)  // from the wallet
type ExternalGrant struct {
	cfg     SessionConfig
	owner   common.Address
	account common.Address
	chainID *big.Int
	session *ecdsa.PrivateKey
	grant   account.IWordproofAccountSessionGrant
}

// NewExternalGrant computes owner's counterfactual account (cfg.Salt picks
// which) and prepares an unsigned grant for the session key (cfg.SessionKey,
// or a fresh one) with the same scope NewSessionMover grants: the Moves on
// cfg.Targets, cfg.Lifetime, cfg.MaxOps and cfg.ValueCap.
func NewExternalGrant(ctx context.Context, cfg SessionConfig, owner common.Address) (*ExternalGrant, error) {
	if cfg.Backend == nil || cfg.Relayer == nil {
		return nil, errors.New("session: backend and relayer are required")
	}
	if owner == (common.Address{}) {
		return nil, errors.New("session: owner address is required")
	}
	cfg.Owner = nil
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
	wow, err := bindings.WorthOfWordsMetaData.ParseABI()
	if err != nil {
		return nil, err
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
		return nil, err
	}
	return &ExternalGrant{
		cfg: cfg, owner: owner, account: addr, chainID: chainID, session: session,
		grant: account.IWordproofAccountSessionGrant{
			SessionKey:  crypto.PubkeyToAddress(session.PublicKey),
			Permissions: perms,
			ValidAfter:  new(big.Int),
			ValidUntil:  big.NewInt(time.Now().Add(cfg.Lifetime).Unix()),
			MaxOps:      cfg.MaxOps,
			ValueCap:    new(big.Int).Set(cfg.ValueCap),
			Salt:        salt,
		},
	}, nil
}

// Owner is the address that must sign the grant.
func (g *ExternalGrant) Owner() common.Address { return g.owner }

// Account is the owner's smart account: the player.
func (g *ExternalGrant) Account() common.Address { return g.account }

// SessionKey is the address of the session key being granted.
func (g *ExternalGrant) SessionKey() common.Address { return g.grant.SessionKey }

// Grant is the grant to be signed.
func (g *ExternalGrant) Grant() account.IWordproofAccountSessionGrant { return g.grant }

// Digest is the EIP-712 digest the owner signs (GrantDigest).
func (g *ExternalGrant) Digest() common.Hash { return GrantDigest(g.chainID, g.account, g.grant) }

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
	perms := make([]map[string]any, len(g.grant.Permissions))
	for i, p := range g.grant.Permissions {
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
				{Name: "maxOps", Type: "uint32"}, {Name: "valueCap", Type: "uint96"}, {Name: "salt", Type: "uint256"},
			},
			"Permission": {{Name: "target", Type: "address"}, {Name: "selector", Type: "bytes4"}},
		},
		PrimaryType: "SessionGrant",
		Domain: map[string]any{
			"name": "WordproofAccount", "version": "1", "chainId": g.chainID.Uint64(), "verifyingContract": g.account.Hex(),
		},
		Message: map[string]any{
			"sessionKey":  g.grant.SessionKey.Hex(),
			"permissions": perms,
			"validAfter":  g.grant.ValidAfter.String(),
			"validUntil":  g.grant.ValidUntil.String(),
			"maxOps":      fmt.Sprint(g.grant.MaxOps),
			"valueCap":    g.grant.ValueCap.String(),
			"salt":        g.grant.Salt.String(),
		},
	}
}

// Complete checks that sig (65 bytes r ‖ s ‖ v, v in {0,1,27,28}) is the
// owner's signature of Digest and returns a session mover that installs the
// grant with its first user operation, exactly like NewSessionMover's.
func (g *ExternalGrant) Complete(ctx context.Context, sig []byte) (*SessionMover, error) {
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
	if signer := crypto.PubkeyToAddress(*pub); signer != g.owner {
		return nil, fmt.Errorf("%w: signed by %s, owner is %s", ErrBadGrantSignature, signer, g.owner)
	}
	parsed, err := account.WordproofAccountMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	bytesType, _ := abi.NewType("bytes", "", nil)
	enableArgs := append(abi.Arguments{}, parsed.Methods["grantSession"].Inputs...)
	enableArgs = append(enableArgs, abi.Argument{Name: "sessionSignature", Type: bytesType})
	cfg := g.cfg
	// The mover needs the owner only for the account's creation data
	// (createAccount(owner, salt)), which takes its address: a key holding
	// just the recovered public key is enough, and it never signs.
	cfg.Owner = &ecdsa.PrivateKey{PublicKey: *pub}
	cfg.SessionKey = g.session
	normal[64] += 27
	return &SessionMover{
		cfg: cfg, session: g.session, account: g.account, chainID: g.chainID,
		grant: g.grant, ownerSig: normal, enableArgs: enableArgs,
	}, nil
}
