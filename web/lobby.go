package web

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
)

// ErrCannotAfford refuses a lobby whose stake the creator's account cannot
// pay: the creator joins next, and a lobby it cannot join is of no use.
var ErrCannotAfford = errors.New("you cannot afford this lobby")

// ErrBadInvite is a join of an invite-only lobby without a usable invite.
var ErrBadInvite = errors.New("this lobby is invite-only: open the invite link its creator shared")

// inviteStoreKey is where the store keeps the invite key of a lobby the
// player created (not a game key: client.Store.StoredGames skips it).
func inviteStoreKey(chainID *big.Int, game common.Address, id string) string {
	return client.GameKey(chainID, game, big.NewInt(0)) + "/invite/" + id
}

// newInvite makes the invite key of a lobby about to be created and stores
// it first (under its own address: the lobby's id is not known yet), so that
// the invite link can never be lost once the lobby exists.
func (s *Server) newInvite() (*ecdsa.PrivateKey, error) {
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	signer := crypto.PubkeyToAddress(key.PublicKey).Hex()
	hexKey := hexutil.Encode(crypto.FromECDSA(key))
	if _, _, err := s.store.Reserve(inviteStoreKey(s.chainID, s.gameAddr, signer), signer, []string{"invite"}, []string{hexKey}); err != nil {
		return nil, fmt.Errorf("store the invite key: %w", err)
	}
	return key, nil
}

// keepInvite files the invite key under the lobby's id, for the board.
func (s *Server) keepInvite(id *big.Int, key *ecdsa.PrivateKey) {
	signer := crypto.PubkeyToAddress(key.PublicKey).Hex()
	if _, _, err := s.store.Reserve(inviteStoreKey(s.chainID, s.gameAddr, id.String()), signer, []string{"invite"},
		[]string{hexutil.Encode(crypto.FromECDSA(key))}); err != nil {
		s.log.Warn("invite key not filed under its lobby", "game", id, "err", err)
	}
}

// storedInvite is the invite key of lobby id, when this player created it.
func (s *Server) storedInvite(id *big.Int) string {
	g, ok := s.store.Game(inviteStoreKey(s.chainID, s.gameAddr, id.String()))
	if !ok || len(g.Salts) != 1 {
		return ""
	}
	return g.Salts[0]
}

// inviteDigest is the contract's inviteDigest(gameId, player):
// keccak256(abi.encode(chainid, game, gameId, player)).
func inviteDigest(chainID *big.Int, game common.Address, id *big.Int, player common.Address) []byte {
	u256, _ := abi.NewType("uint256", "", nil)
	addr, _ := abi.NewType("address", "", nil)
	enc, _ := abi.Arguments{{Type: u256}, {Type: addr}, {Type: u256}, {Type: addr}}.Pack(chainID, game, id, player)
	return crypto.Keccak256(enc)
}

// signInvite signs player's admission to lobby id with the invite key of
// the link (hex), as the contract checks it: an EIP-191 personal message of
// the invite digest, v in {27, 28}. The key must be the lobby's signer.
func (s *Server) signInvite(id *big.Int, player common.Address, hexKey string, signer common.Address) ([]byte, error) {
	raw, err := hexutil.Decode(strings.TrimSpace(hexKey))
	if err != nil {
		return nil, fmt.Errorf("%w (the link's invite code is not hex)", ErrBadInvite)
	}
	key, err := crypto.ToECDSA(raw)
	if err != nil {
		return nil, fmt.Errorf("%w (the link's invite code is not a key)", ErrBadInvite)
	}
	if crypto.PubkeyToAddress(key.PublicKey) != signer {
		return nil, fmt.Errorf("%w (this link is for another lobby)", ErrBadInvite)
	}
	sig, err := crypto.Sign(accounts.TextHash(inviteDigest(s.chainID, s.gameAddr, id, player)), key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}

// checkAfford refuses a lobby the creator cannot join: its account must
// hold the stake.
func (s *Server) checkAfford(ctx context.Context, who common.Address, stake *big.Int) error {
	err := client.CheckFunds(ctx, s.backend, who, stake, "the stake")
	var fe *client.FundsError
	if errors.As(err, &fe) {
		missing := client.FormatETH(fe.Missing())
		return fmt.Errorf("%w: your account %s holds %s but the stake you chose is %s, and you join your own lobby first. Fund the account with at least %s (or choose a smaller stake)",
			ErrCannotAfford, who.Hex(), client.FormatETH(fe.Have), client.FormatETH(fe.Need), missing)
	}
	return err
}

// handleLeave is POST /api/games/{id}/leave: the player leaves a lobby that
// has not started; the contract credits the stake back (withdrawable at
// once), and the game's agent stops.
func (s *Server) handleLeave(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	p := s.play(id)
	mover, _ := s.player()
	if mover == nil {
		writeError(w, http.StatusUnauthorized, ErrNotConnected)
		return
	}
	ctx := r.Context()
	wow, inst := s.wow()
	info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(id), wow.UnpackGameInfo)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if info.Phase != wowclient.PhaseLobby {
		writeError(w, http.StatusConflict, fmt.Errorf("game %s has started (it is in its %s phase): only an unfilled lobby can be left", id, phaseName(info.Phase)))
		return
	}
	if p != nil {
		mover = p.mover
	}
	if _, err := mover.Send(context.WithoutCancel(ctx), s.gameAddr, wow.PackLeave(id), nil); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	if p != nil {
		s.drop(p)
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id.Uint64(), "stake": info.Settings.Stake.String(),
		"text": fmt.Sprintf("You left lobby #%s: your stake of %s is back, waiting for you to withdraw it.", id, client.FormatETH(info.Settings.Stake))})
}

// handleAdvance is POST /api/games/{id}/advance: claims a passed deadline
// (anyone may): the phase moves on and whoever missed it loses what the
// rules say (a guess, or by forfeit the game); a settling game does its
// next page of work.
func (s *Server) handleAdvance(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	mover, _ := s.player()
	if mover == nil {
		writeError(w, http.StatusUnauthorized, ErrNotConnected)
		return
	}
	ctx := r.Context()
	wow, inst := s.wow()
	info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(id), wow.UnpackGameInfo)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	before := phaseName(info.Phase)
	if _, err := mover.Send(context.WithoutCancel(ctx), s.gameAddr, wow.PackAdvance(id), nil); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	info, err = bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(id), wow.UnpackGameInfo)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"before": before, "phase": phaseName(info.Phase), "round": info.Round})
}
