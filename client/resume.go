package client

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings/account"
)

// ErrSessionNotLive is returned by ResumeSession when the account does not
// hold the session key as a usable session (never installed, revoked,
// expired or out of moves): the owner must sign a new grant.
var ErrSessionNotLive = errors.New("session key is not live on the account")

// StoredGames returns the ids of the games on the game contract of chain
// chainID that the store holds a join for (Games, keyed as GameKey), in
// increasing order: the games a restarted client may have to resume.
func (s *Store) StoredGames(chainID *big.Int, game common.Address) []*big.Int {
	prefix := fmt.Sprintf("%s/%s/", chainID, game.Hex())
	var out []*big.Int
	for _, k := range s.Games() {
		rest, ok := strings.CutPrefix(k, prefix)
		if !ok {
			continue
		}
		if id, ok := new(big.Int).SetString(rest, 10); ok {
			out = append(out, id)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out
}

// SessionAccounts returns the accounts the store holds a session key for,
// sorted.
func (s *Store) SessionAccounts() []common.Address {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]common.Address, 0, len(s.contents.SessionKeys))
	for a := range s.contents.SessionKeys {
		if common.IsHexAddress(a) {
			out = append(out, common.HexToAddress(a))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out
}

// StoredSessionKey returns the session private key the store holds for
// acct, or nil when there is none (or it is unreadable).
func (s *Store) StoredSessionKey(acct common.Address) *ecdsa.PrivateKey {
	hexKey, ok := s.SessionKey(acct.Hex())
	if !ok {
		return nil
	}
	raw, err := hexutil.Decode(hexKey)
	if err != nil {
		return nil
	}
	// The key is stored as 32 big-endian bytes; older stores left out leading zeros.
	key, err := crypto.ToECDSA(common.LeftPadBytes(raw, 32))
	if err != nil {
		return nil
	}
	return key
}

// ResumeSession returns a mover for acct that moves with cfg.SessionKey, a
// session the account already holds (installed by an earlier grant's first
// operation), so that a restarted client carries on without asking the
// owner to sign again. It fails with ErrSessionNotLive when the session
// cannot move any more (the caller then asks for a new grant, which may
// reuse the same key). It also returns the account's owner.
func ResumeSession(ctx context.Context, cfg SessionConfig, acct common.Address) (*SessionMover, common.Address, error) {
	if cfg.SessionKey == nil {
		return nil, common.Address{}, errors.New("session: a session key is required to resume")
	}
	if cfg.Backend == nil || cfg.Relayer == nil {
		return nil, common.Address{}, errors.New("session: backend and relayer are required")
	}
	code, err := cfg.Backend.CodeAt(ctx, acct, nil)
	if err != nil {
		return nil, common.Address{}, err
	}
	sessionKey := crypto.PubkeyToAddress(cfg.SessionKey.PublicKey)
	if len(code) == 0 {
		return nil, common.Address{}, fmt.Errorf("%w: account %s is not deployed yet", ErrSessionNotLive, acct)
	}
	a := account.NewWordproofAccount()
	inst := a.Instance(cfg.Backend, acct)
	opts := &bind.CallOpts{Context: ctx}
	owner, err := bind.Call(inst, opts, a.PackOwner(), a.UnpackOwner)
	if err != nil {
		return nil, common.Address{}, fmt.Errorf("account owner: %w", err)
	}
	sess, err := bind.Call(inst, opts, a.PackSessionOf(sessionKey), a.UnpackSessionOf)
	if err != nil {
		return nil, common.Address{}, fmt.Errorf("account session: %w", err)
	}
	head, err := cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, common.Address{}, err
	}
	switch {
	case sess.Id == 0:
		return nil, owner, fmt.Errorf("%w: session key %s is not installed on %s", ErrSessionNotLive, sessionKey, acct)
	case sess.ValidUntil.Sign() > 0 && sess.ValidUntil.Uint64() <= head.Time:
		return nil, owner, fmt.Errorf("%w: the grant of session key %s expired", ErrSessionNotLive, sessionKey)
	case sess.OpsLeft == 0:
		return nil, owner, fmt.Errorf("%w: session key %s has no moves left", ErrSessionNotLive, sessionKey)
	}
	m, err := newSessionMover(ctx, cfg, owner)
	if err != nil {
		return nil, owner, err
	}
	if m.account != acct {
		return nil, owner, fmt.Errorf("session: account %s is not owner %s's account with salt %s", acct, owner, m.cfg.Salt)
	}
	return m, owner, nil
}
