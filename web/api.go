package web

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
)

// maxBody bounds every request body.
const maxBody = 64 << 10

// lobbyListLimit bounds how many of the newest games the lobby list reads.
const lobbyListLimit = 100

// statusNames are the page's words for a player's status: a player whose
// words were both solved is out of the game, which is bad news for that
// player, and reads so.
var statusNames = []string{"playing", "out: both words guessed", "out: forfeited (missed a reveal deadline)"}

// phaseName is the page's name of a phase: the client's, one source of truth.
func phaseName(p uint8) string { return wowclient.PhaseName(p) }

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]string{"error": explain(err)})
}

// statusFor maps an error to its HTTP status.
func statusFor(err error) int {
	switch {
	case errors.Is(err, wowclient.ErrNotInDictionary), errors.Is(err, wowclient.ErrBadSettings):
		return http.StatusBadRequest
	case errors.Is(err, ErrNotConnected):
		return http.StatusUnauthorized
	case errors.Is(err, client.ErrBadGrantSignature):
		return http.StatusForbidden
	case errors.Is(err, ErrBadInvite):
		return http.StatusForbidden
	case errors.Is(err, ErrNotAwaitingGuess), errors.Is(err, client.ErrReverted), errors.Is(err, wowclient.ErrGameOver),
		errors.Is(err, ErrCannotAfford):
		return http.StatusConflict
	case errors.Is(err, ErrUnknownGame):
		return http.StatusNotFound
	}
	return http.StatusBadGateway
}

func decode(r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("bad request body: %v", err)
	}
	return nil
}

func (s *Server) player() (client.Mover, common.Address) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.mover, s.owner
}

func (s *Server) wow() (*bindings.WorthOfWords, *bind.BoundContract) {
	wow := bindings.NewWorthOfWords()
	return wow, wow.Instance(s.backend, s.gameAddr)
}

// statusResult is GET /api/status.
type statusResult struct {
	ChainID    uint64         `json:"chainId"`
	Game       common.Address `json:"game"`
	RelayerURL string         `json:"relayerUrl,omitempty"`
	// Mode is "wallet" (a browser wallet grants a session) or "key" (this
	// process moves with its own key).
	Mode      string          `json:"mode"`
	Connected bool            `json:"connected"`
	Owner     *common.Address `json:"owner,omitempty"`
	Account   *common.Address `json:"account,omitempty"`
	Balance   string          `json:"balance,omitempty"` // of the account, wei
	// Winnings is what the game contract holds for the account (wei): paid
	// out by ended games, waiting for a withdrawal.
	Winnings string `json:"winnings,omitempty"`
	// Locked is the stake (wei) the account has in games still running,
	// in native currency: back or lost when they end.
	Locked string `json:"locked,omitempty"`
	// Playing lists the games this server's agents play (joined here or
	// resumed from the store after a restart).
	Playing []uint64 `json:"playing"`
	// GrantNeeded is set while the session waits for the wallet to sign a
	// new grant (the old one expired or ran out): sign its typed data and
	// POST /api/grant.
	GrantNeeded *grantNeeded `json:"grantNeeded,omitempty"`
}

// grantNeeded is a renewal waiting for the wallet.
type grantNeeded struct {
	Reason    string           `json:"reason"`
	TypedData client.TypedData `json:"typedData"`
}

// renewal is a grant a session mover waits for (SessionConfig.NeedsGrant).
type renewal struct {
	reason string
	grant  *client.ExternalGrant
	sig    chan []byte
}

// needsGrant is the session mover's NeedsGrant: it shows the grant to the
// page (status and board) and waits until the wallet's signature arrives at
// POST /api/grant.
func (s *Server) needsGrant(ctx context.Context, reason string, g *client.ExternalGrant) ([]byte, error) {
	r := &renewal{reason: reason, grant: g, sig: make(chan []byte, 1)}
	s.mu.Lock()
	s.renewal = r
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		if s.renewal == r {
			s.renewal = nil
		}
		s.mu.Unlock()
	}()
	s.log.Info("session grant needed", "reason", reason)
	select {
	case sig := <-r.sig:
		return sig, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-s.ctx.Done():
		return nil, s.ctx.Err()
	}
}

// grantNeeded is the renewal waiting for the wallet, if any.
func (s *Server) grantNeeded() *grantNeeded {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.renewal == nil {
		return nil
	}
	return &grantNeeded{Reason: s.renewal.reason, TypedData: s.renewal.grant.TypedData()}
}

func callBalance(ctx context.Context, wow *bindings.WorthOfWords, inst *bind.BoundContract, who common.Address) (*big.Int, error) {
	return bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackBalanceOf(common.Address{}, who), wow.UnpackBalanceOf)
}

func (s *Server) handleStatus(w http.ResponseWriter, r *http.Request) {
	res := statusResult{ChainID: s.chainID.Uint64(), Game: s.gameAddr, RelayerURL: s.cfg.Manifest.RelayerURL, Mode: "wallet", Playing: []uint64{}}
	if s.cfg.Key != nil {
		res.Mode = "key"
	}
	mover, owner := s.player()
	if mover != nil {
		res.Connected = true
		acct := mover.Address()
		res.Account = &acct
		if owner != (common.Address{}) {
			res.Owner = &owner
		}
		bal, err := s.backend.BalanceAt(r.Context(), acct, nil)
		if err != nil {
			writeError(w, http.StatusBadGateway, err)
			return
		}
		res.Balance = bal.String()
		wow, inst := s.wow()
		won, err := callBalance(r.Context(), wow, inst, acct)
		if err != nil {
			writeError(w, http.StatusBadGateway, err)
			return
		}
		res.Winnings = won.String()
	}
	s.mu.Lock()
	for _, p := range s.games {
		p.mu.Lock()
		if !p.over {
			res.Playing = append(res.Playing, p.id.Uint64())
		}
		p.mu.Unlock()
	}
	s.mu.Unlock()
	sort.Slice(res.Playing, func(i, j int) bool { return res.Playing[i] < res.Playing[j] })
	if res.Connected {
		locked, err := s.locked(r.Context(), res.Playing)
		if err != nil {
			writeError(w, http.StatusBadGateway, err)
			return
		}
		res.Locked = locked.String()
	}
	res.GrantNeeded = s.grantNeeded()
	writeJSON(w, http.StatusOK, res)
}

// locked sums the native stakes of the games in ids that have not ended.
func (s *Server) locked(ctx context.Context, ids []uint64) (*big.Int, error) {
	wow, inst := s.wow()
	sum := new(big.Int)
	for _, id := range ids {
		info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(new(big.Int).SetUint64(id)), wow.UnpackGameInfo)
		if err != nil {
			return nil, err
		}
		if info.Phase != wowclient.PhaseEnded && info.Settings.Token == (common.Address{}) {
			sum.Add(sum, info.Settings.Stake)
		}
	}
	return sum, nil
}

// connectResult is POST /api/connect: what the wallet must sign, or, when
// the account still holds this process's stored session, nothing (Resumed).
type connectResult struct {
	Account    common.Address    `json:"account"`
	SessionKey common.Address    `json:"sessionKey"`
	TypedData  *client.TypedData `json:"typedData,omitempty"`
	Resumed    bool              `json:"resumed"`
	// Games is how many games were resumed with the session.
	Games int `json:"games"`
}

func (s *Server) handleConnect(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Owner string `json:"owner"`
	}
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if !common.IsHexAddress(req.Owner) {
		writeError(w, http.StatusBadRequest, fmt.Errorf("owner %q is not an address", req.Owner))
		return
	}
	if s.cfg.Key != nil {
		writeError(w, http.StatusConflict, errors.New("this server plays with its own key; no wallet is needed"))
		return
	}
	ctx, owner := r.Context(), common.HexToAddress(req.Owner)
	g, err := client.NewExternalGrant(ctx, s.sessionConfig(nil), owner)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	// The session key stored for this account is reused: while its grant
	// is live no signature is needed; otherwise the new grant is for it.
	if key := s.store.StoredSessionKey(g.Account()); key != nil {
		m, _, err := client.ResumeSession(ctx, s.sessionConfig(key), g.Account())
		if err == nil {
			n := s.connected(ctx, m, owner)
			writeJSON(w, http.StatusOK, connectResult{Account: m.Address(), SessionKey: m.SessionKey(), Resumed: true, Games: n})
			return
		}
		if !errors.Is(err, client.ErrSessionNotLive) {
			writeError(w, http.StatusBadGateway, err)
			return
		}
		if g, err = client.NewExternalGrant(ctx, s.sessionConfig(key), owner); err != nil {
			writeError(w, http.StatusBadGateway, err)
			return
		}
	}
	s.mu.Lock()
	s.pending = g
	s.mu.Unlock()
	td := g.TypedData()
	writeJSON(w, http.StatusOK, connectResult{Account: g.Account(), SessionKey: g.SessionKey(), TypedData: &td})
}

func (s *Server) handleGrant(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Signature string `json:"signature"`
	}
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	sig, err := hexutil.Decode(req.Signature)
	if err != nil {
		writeError(w, http.StatusBadRequest, fmt.Errorf("signature is not hex: %v", err))
		return
	}
	s.mu.Lock()
	g, renew := s.pending, s.renewal
	s.mu.Unlock()
	if g == nil && renew != nil {
		if err := renew.grant.Check(sig); err != nil {
			writeError(w, statusFor(err), err)
			return
		}
		select {
		case renew.sig <- sig:
		default: // already signed
		}
		s.log.Info("session grant renewed", "account", renew.grant.Account())
		writeJSON(w, http.StatusOK, map[string]any{"account": renew.grant.Account()})
		return
	}
	if g == nil {
		writeError(w, http.StatusConflict, errors.New("no grant is waiting for a signature: connect first"))
		return
	}
	mover, err := g.Complete(r.Context(), sig)
	if err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	if err := s.store.SetSessionKey(mover.Address().Hex(), hexutil.Encode(crypto.FromECDSA(mover.SessionPrivateKey()))); err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	s.mu.Lock()
	s.pending = nil
	s.mu.Unlock()
	n := s.connected(r.Context(), mover, g.Owner())
	if m, _ := s.player(); m != nil {
		s.installSession(r.Context(), m)
	}
	s.log.Info("session granted", "owner", g.Owner(), "account", mover.Address(), "sessionKey", mover.SessionKey())
	writeJSON(w, http.StatusOK, map[string]any{"account": mover.Address(), "games": n})
}

// installSession creates a new account and installs its session grant in
// a small first operation, the daily coin gift (a new account has never
// claimed it): a grant covering Worth of Words, the duel platform and Blitz
// makes the first operation's calldata large, and a first join or lobby
// carrying it asks more preVerificationGas than the sponsor's cap (120,000;
// 132,150 for a join). Without coins, or for an account that exists, the
// first move installs the grant as usual.
func (s *Server) installSession(ctx context.Context, mover client.Mover) {
	d, err := s.duels()
	if err != nil {
		return
	}
	code, err := s.backend.CodeAt(ctx, mover.Address(), nil)
	if err != nil || len(code) > 0 {
		return
	}
	if _, err := mover.Send(context.WithoutCancel(ctx), d.coins, duel.NewCoins().PackClaimDaily(), nil); err != nil {
		s.log.Warn("session not installed ahead of the first move", "account", mover.Address(), "err", err)
	}
}

// connected makes mover the player and resumes its stored games; it
// returns how many it resumed.
func (s *Server) connected(ctx context.Context, mover client.Mover, owner common.Address) int {
	mover = s.track(mover)
	s.mu.Lock()
	s.mover, s.owner = mover, owner
	s.mu.Unlock()
	return s.resumeGames(ctx, mover)
}

// lobby is one row of GET /api/lobbies.
type lobby struct {
	ID         uint64    `json:"id"`
	Phase      string    `json:"phase"`
	Players    uint8     `json:"players"`
	MaxPlayers uint8     `json:"maxPlayers"`
	MinPlayers uint8     `json:"minPlayers"`
	Round      uint16    `json:"round"`
	RoundCap   uint16    `json:"roundCap"`
	Stake      string    `json:"stake"`
	Timeouts   [3]uint32 `json:"timeouts"` // commit, open, reveal, seconds
	Joined     bool      `json:"joined"`
	InviteOnly bool      `json:"inviteOnly"` // joining needs the creator's invite link
}

func (s *Server) handleLobbies(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	wow, inst := s.wow()
	count, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameCount(), wow.UnpackGameCount)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	mover, _ := s.player()
	out := []lobby{}
	for id := count.Int64(); id >= 1 && id > count.Int64()-lobbyListLimit; id-- {
		gid := big.NewInt(id)
		info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(gid), wow.UnpackGameInfo)
		if err != nil {
			writeError(w, http.StatusBadGateway, err)
			return
		}
		l := lobby{
			ID: uint64(id), Phase: phaseName(info.Phase), Players: info.PlayerCount, MaxPlayers: info.Settings.MaxPlayers,
			MinPlayers: info.Settings.MinPlayers, Round: info.Round, RoundCap: info.Settings.RoundCap, Stake: info.Settings.Stake.String(),
			Timeouts:   [3]uint32{info.Settings.CommitTimeout, info.Settings.OpenTimeout, info.Settings.RevealTimeout},
			InviteOnly: info.Settings.InviteSigner != (common.Address{}),
		}
		if mover != nil {
			players, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackPlayersOf(gid), wow.UnpackPlayersOf)
			if err != nil {
				writeError(w, http.StatusBadGateway, err)
				return
			}
			for _, p := range players {
				l.Joined = l.Joined || p == mover.Address()
			}
		}
		out = append(out, l)
	}
	writeJSON(w, http.StatusOK, out)
}

// createRequest is POST /api/lobbies.
type createRequest struct {
	Players       int    `json:"players"`
	Stake         string `json:"stake"` // wei
	CommitTimeout uint32 `json:"commitTimeout"`
	OpenTimeout   uint32 `json:"openTimeout"`
	RevealTimeout uint32 `json:"revealTimeout"`
	RoundCap      uint16 `json:"roundCap"`
	// Invite makes the lobby invite-only: joining needs the invite link
	// the creator shares (its key signs each joiner's admission).
	Invite bool `json:"invite"`
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	mover, _ := s.player()
	if mover == nil {
		writeError(w, http.StatusUnauthorized, ErrNotConnected)
		return
	}
	if req.Players < 0 || req.Players > 255 { // the contract's own bounds are checked below, with its sentences
		writeError(w, http.StatusBadRequest, fmt.Errorf("players must be between 2 and 255, got %d", req.Players))
		return
	}
	if req.Stake == "" {
		req.Stake = "0"
	}
	stake, ok := new(big.Int).SetString(req.Stake, 10)
	if !ok || stake.Sign() < 0 || stake.BitLen() > 96 {
		writeError(w, http.StatusBadRequest, fmt.Errorf("stake must be a whole number of wei below 2^96, got %q", req.Stake))
		return
	}
	settings := wowclient.DefaultSettings(req.Players, stake)
	for _, t := range []struct {
		v   uint32
		dst *uint32
	}{{req.CommitTimeout, &settings.CommitTimeout}, {req.OpenTimeout, &settings.OpenTimeout}, {req.RevealTimeout, &settings.RevealTimeout}} {
		if t.v != 0 {
			*t.dst = t.v
		}
	}
	if req.RoundCap != 0 { // 0 keeps the default cap: the contract requires one
		settings.RoundCap = req.RoundCap
	}
	if err := wowclient.CheckSettings(settings); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if err := s.checkAfford(r.Context(), mover.Address(), stake); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	var invite *ecdsa.PrivateKey
	if req.Invite {
		var err error
		if invite, err = s.newInvite(); err != nil {
			writeError(w, http.StatusInternalServerError, err)
			return
		}
		settings.InviteSigner = crypto.PubkeyToAddress(invite.PublicKey)
	}
	id, err := wowclient.CreateLobby(context.WithoutCancel(r.Context()), mover, s.gameAddr, settings)
	if err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	res := map[string]any{"id": id.Uint64()}
	if invite != nil {
		s.keepInvite(id, invite)
		res["invite"] = hexutil.Encode(crypto.FromECDSA(invite))
	}
	writeJSON(w, http.StatusOK, res)
}

func (s *Server) handleRandomWords(w http.ResponseWriter, r *http.Request) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	a := s.dicts.Secrets.Random(rng)
	b := s.dicts.Secrets.Random(rng)
	for b == a {
		b = s.dicts.Secrets.Random(rng)
	}
	writeJSON(w, http.StatusOK, map[string][]string{"words": {a, b}})
}

// checkWord says whether word is allowed as kind ("secret" or "guess").
func (s *Server) checkWord(kind, word string) error {
	word = strings.ToLower(strings.TrimSpace(word))
	switch kind {
	case "secret":
		if !s.dicts.Secrets.Contains(word) {
			return fmt.Errorf("%w: %q is not an allowed secret word (a common %d-letter word)", wowclient.ErrNotInDictionary, word, s.dicts.Length)
		}
	case "guess":
		if !s.dicts.Guesses.Contains(word) {
			return fmt.Errorf("%w: %q is not in the %d-word guess list", wowclient.ErrNotInDictionary, word, s.dicts.Guesses.Len())
		}
	default:
		return fmt.Errorf("kind must be secret or guess, got %q", kind)
	}
	return nil
}

func (s *Server) handleCheckWord(w http.ResponseWriter, r *http.Request) {
	err := s.checkWord(r.URL.Query().Get("kind"), r.URL.Query().Get("word"))
	if err != nil {
		writeJSON(w, http.StatusOK, map[string]any{"ok": false, "message": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"ok": true})
}

func gameID(r *http.Request) (*big.Int, error) {
	id, ok := new(big.Int).SetString(r.PathValue("id"), 10)
	if !ok || id.Sign() <= 0 || id.BitLen() > 64 {
		return nil, fmt.Errorf("game id %q is not a positive number", r.PathValue("id"))
	}
	return id, nil
}

func (s *Server) handleJoin(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	var req struct {
		Words  []string `json:"words"`
		Invite string   `json:"invite"` // the invite link's code, for an invite-only lobby
	}
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if len(req.Words) != wowclient.SecretsPerPlayer {
		writeError(w, http.StatusBadRequest, fmt.Errorf("choose %d secret words, got %d", wowclient.SecretsPerPlayer, len(req.Words)))
		return
	}
	for i, word := range req.Words {
		req.Words[i] = strings.ToLower(strings.TrimSpace(word))
		if err := s.checkWord("secret", word); err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
	}
	mover, _ := s.player()
	if mover == nil {
		writeError(w, http.StatusUnauthorized, ErrNotConnected)
		return
	}
	if s.play(id) != nil {
		writeError(w, http.StatusConflict, fmt.Errorf("%w game %s as %s; resuming it here with the words chosen then", ErrAlreadyJoined, id, mover.Address()))
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
		writeError(w, http.StatusConflict, fmt.Errorf("game %s is not open for players (it is in phase %s)", id, phaseName(info.Phase)))
		return
	}
	bal, err := s.backend.BalanceAt(ctx, mover.Address(), nil)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if bal.Cmp(info.Settings.Stake) < 0 {
		missing := client.FormatETH(new(big.Int).Sub(info.Settings.Stake, bal))
		writeError(w, http.StatusConflict, fmt.Errorf("your account %s holds %s but the stake is %s: send it at least %s from your wallet (or run 'wordproof play fund --amount %s')",
			mover.Address(), client.FormatETH(bal), client.FormatETH(info.Settings.Stake), missing, strings.TrimSuffix(missing, " ETH")))
		return
	}
	var invite []byte
	if signer := info.Settings.InviteSigner; signer != (common.Address{}) {
		if req.Invite == "" {
			writeError(w, http.StatusForbidden, ErrBadInvite)
			return
		}
		if invite, err = s.signInvite(id, mover.Address(), req.Invite, signer); err != nil {
			writeError(w, http.StatusForbidden, err)
			return
		}
	}
	p, err := s.newPlay(ctx, id, mover, req.Words, map[uint16]string{}, invite)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	// The join proves and waits for the user operation: keep it going if
	// the page goes away, so the store and the chain stay in step.
	if err := p.agent.Join(context.WithoutCancel(ctx), req.Words); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	s.launch(p)
	writeJSON(w, http.StatusOK, map[string]any{"id": id.Uint64()})
}

func (s *Server) play(id *big.Int) *play {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[id.String()]
}

// readGuess reads a guess request, POST /api/.../{id}/guess with
// {"word": ...}: the game id and the word, trimmed and lower-cased; a bad
// request is answered here (ok false).
func readGuess(w http.ResponseWriter, r *http.Request) (id *big.Int, word string, ok bool) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return nil, "", false
	}
	var req struct {
		Word string `json:"word"`
	}
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return nil, "", false
	}
	return id, strings.ToLower(strings.TrimSpace(req.Word)), true
}

func (s *Server) handleGuess(w http.ResponseWriter, r *http.Request) {
	id, word, ok := readGuess(w, r)
	if !ok {
		return
	}
	p := s.play(id)
	if p == nil {
		writeError(w, http.StatusNotFound, ErrUnknownGame)
		return
	}
	if err := s.checkWord("guess", word); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	round, err := p.strategy.submit(word)
	if err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	p.mu.Lock()
	p.guesses[round] = word
	p.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{"round": round, "word": word})
}

func (s *Server) handleWithdraw(w http.ResponseWriter, r *http.Request) {
	mover, _ := s.player()
	if mover == nil {
		writeError(w, http.StatusUnauthorized, ErrNotConnected)
		return
	}
	ctx := r.Context()
	wow, inst := s.wow()
	bal, err := callBalance(ctx, wow, inst, mover.Address())
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	if bal.Sign() == 0 {
		writeError(w, http.StatusConflict, fmt.Errorf("nothing to withdraw: the game contract holds no winnings for %s", mover.Address()))
		return
	}
	if _, err := mover.Send(context.WithoutCancel(ctx), s.gameAddr, wow.PackWithdraw(common.Address{}), nil); err != nil {
		writeError(w, statusFor(err), err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"amount": bal.String(), "text": "withdrew " + client.FormatETH(bal)})
}

// boardPlayer is one seat on the board.
type boardPlayer struct {
	Address common.Address `json:"address"`
	Label   string         `json:"label"`
	You     bool           `json:"you"`
	Target  bool           `json:"target"` // one of your targets this round
	Score   uint32         `json:"score"`
	Status  string         `json:"status"`
	Word    uint8          `json:"word"` // 1-based index of the active secret
	// Acted says what the player did in the current phase: "done",
	// "waiting", or "" when the phase asks nothing of it.
	Acted string `json:"acted"`
}

// boardReveal is one proven colour reveal.
type boardReveal struct {
	Round    uint16 `json:"round"`
	Attacker string `json:"attacker"` // label
	Target   string `json:"target"`   // label
	Word     uint8  `json:"word"`     // 1-based secret index
	Guess    string `json:"guess"`
	Pattern  string `json:"pattern"` // G, Y or . per letter
	Points   uint16 `json:"points"`
	Mine     bool   `json:"mine"` // the player's own guess
}

// board is GET /api/games/{id}.
type board struct {
	ID       uint64 `json:"id"`
	Phase    string `json:"phase"`
	Round    uint16 `json:"round"`
	RoundCap uint16 `json:"roundCap"`
	Deadline uint64 `json:"deadline"`
	Now      uint64 `json:"now"` // chain time, or the wall clock when the chain's head is older
	// PhaseTimeout is the length of the current phase, seconds: the page
	// warns at half of it and 30 s before the deadline.
	PhaseTimeout uint32 `json:"phaseTimeout"`
	PlayerCount  uint8  `json:"playerCount"`
	MaxPlayers   uint8  `json:"maxPlayers"`
	// Missed lists the rounds, over or in their open or reveal phase, in
	// which the player was in play but opened no guess: those guesses are
	// lost, the stake is not (read from the chain, so it survives restarts).
	Missed   []uint16      `json:"missed,omitempty"`
	Pot      string        `json:"pot"`
	Stake    string        `json:"stake"`
	Joined   bool          `json:"joined"` // played by this server
	Awaiting bool          `json:"awaiting"`
	MyWords  []string      `json:"myWords,omitempty"`
	MyGuess  string        `json:"myGuess,omitempty"` // this round's guess, until opened
	Players  []boardPlayer `json:"players"`
	Reveals  []boardReveal `json:"reveals"`
	Error    string        `json:"error,omitempty"`
	// GrantNeeded: the next move waits for the wallet to sign a new grant.
	GrantNeeded *grantNeeded   `json:"grantNeeded,omitempty"`
	Result      *boardResult   `json:"result,omitempty"`
	GameAddr    common.Address `json:"game"`
	WordLength  int            `json:"wordLength"`
	// InviteOnly: joining needs an invite; Invite is the code of the
	// lobby's invite link, for its creator only.
	InviteOnly bool   `json:"inviteOnly"`
	Invite     string `json:"invite,omitempty"`
	// Claimable: the phase's deadline passed and a player still owes its
	// move, or the game is settling: anyone may move it on (advance).
	Claimable bool `json:"claimable"`
}

func (s *Server) handleBoard(w http.ResponseWriter, r *http.Request) {
	id, err := gameID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	b, err := s.board(r.Context(), id)
	if err != nil {
		writeError(w, http.StatusBadGateway, err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

// board reads game id for the page: the game's views, its history (the
// wire package's reader), the seats and reveals labelled for the viewer,
// and what this server plays in it.
func (s *Server) board(ctx context.Context, id *big.Int) (*board, error) {
	wow, inst := s.wow()
	info, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, wow.PackGameInfo(id), wow.UnpackGameInfo)
	if err != nil {
		return nil, err
	}
	if info.Phase == wowclient.PhaseNone {
		return nil, fmt.Errorf("game %s does not exist", id)
	}
	b, err := s.boardHeader(ctx, id, info)
	if err != nil {
		return nil, err
	}
	h, err := wire.Read(ctx, s.backend, s.gameAddr, id)
	if err != nil {
		return nil, err
	}
	p := s.play(id)
	me := s.viewer(p)
	labels := seatLabels(h.Players, me)
	if b.Players, err = s.boardPlayers(ctx, id, info, h.Players, labels, me); err != nil {
		return nil, err
	}
	b.Reveals = s.boardReveals(h, labels, me)
	b.Claimable = claimable(info, b)
	if p != nil {
		b.Joined = true
		b.Awaiting, _ = p.strategy.awaiting()
		var guesses map[uint16]string
		b.Error, guesses = p.status()
		b.MyGuess = guesses[info.Round]
		b.MyWords = p.words
	}
	if me != (common.Address{}) && contains(h.Players, me) {
		if b.Missed, err = s.missedRounds(ctx, id, info, h, me); err != nil {
			return nil, err
		}
	}
	if info.Phase == wowclient.PhaseEnded {
		if b.Result, err = s.result(ctx, id, info, h, b.Players, labels, me); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// boardHeader fills the board's game-wide fields from gameInfo and the
// chain's clock.
func (s *Server) boardHeader(ctx context.Context, id *big.Int, info bindings.GameInfoOutput) (*board, error) {
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	b := &board{
		ID: id.Uint64(), Phase: phaseName(info.Phase), Round: info.Round, RoundCap: info.Settings.RoundCap,
		Deadline: info.Deadline, Now: s.clock.now(head.Time), Pot: info.Pot.String(), Stake: info.Settings.Stake.String(),
		Players: []boardPlayer{}, Reveals: []boardReveal{}, GameAddr: s.gameAddr, WordLength: s.dicts.Length,
		PlayerCount: info.PlayerCount, MaxPlayers: info.Settings.MaxPlayers,
		GrantNeeded: s.grantNeeded(),
		InviteOnly:  info.Settings.InviteSigner != (common.Address{}),
	}
	if b.InviteOnly && info.Phase == wowclient.PhaseLobby {
		b.Invite = s.storedInvite(id)
	}
	switch info.Phase {
	case wowclient.PhaseCommit:
		b.PhaseTimeout = info.Settings.CommitTimeout
	case wowclient.PhaseOpen:
		b.PhaseTimeout = info.Settings.OpenTimeout
	case wowclient.PhaseReveal:
		b.PhaseTimeout = info.Settings.RevealTimeout
	}
	return b, nil
}

// viewer is the player the board is drawn for: the one this server plays
// the game as, or else the connected account (zero when none).
func (s *Server) viewer(p *play) common.Address {
	mover, _ := s.player()
	switch {
	case p != nil:
		return p.agent.Address()
	case mover != nil:
		return mover.Address()
	}
	return common.Address{}
}

// seatLabels names the players "player N" in join order, and the viewer
// "you".
func seatLabels(players []common.Address, me common.Address) map[common.Address]string {
	labels := map[common.Address]string{}
	for i, p := range players {
		labels[p] = fmt.Sprintf("player %d", i+1)
		if p == me {
			labels[p] = "you"
		}
	}
	return labels
}

// boardPlayers reads every seat's playerInfo, and the viewer's targets of
// the round, and says what each player did in the current phase.
func (s *Server) boardPlayers(ctx context.Context, id *big.Int, info bindings.GameInfoOutput, players []common.Address, labels map[common.Address]string, me common.Address) ([]boardPlayer, error) {
	wow, inst := s.wow()
	opts := &bind.CallOpts{Context: ctx}
	targets := map[common.Address]bool{}
	if me != (common.Address{}) && info.Phase != wowclient.PhaseLobby {
		// Best effort: the viewer may not play this game.
		if ts, err := bind.Call(inst, opts, wow.PackTargetsOf(id, me), wow.UnpackTargetsOf); err == nil {
			for _, t := range ts {
				targets[t] = true
			}
		}
	}
	out := []boardPlayer{}
	for _, p := range players {
		pi, err := bind.Call(inst, opts, wow.PackPlayerInfo(id, p), wow.UnpackPlayerInfo)
		if err != nil {
			return nil, err
		}
		out = append(out, boardPlayer{
			Address: p, Label: labels[p], You: p == me, Target: targets[p], Score: pi.Score,
			Status: statusNames[min(int(pi.Status), len(statusNames)-1)], Word: pi.ActiveSecret + 1,
			Acted: acted(info, pi),
		})
	}
	return out, nil
}

// acted says what a player did in the current phase: "done", "waiting", or
// "" when the phase asks nothing of it.
func acted(info bindings.GameInfoOutput, pi bindings.WorthOfWordsPlayer) string {
	switch {
	case info.Phase == wowclient.PhaseCommit && pi.Status == wowclient.StatusActive:
		return doneOr(pi.CommittedRound == info.Round)
	case info.Phase == wowclient.PhaseOpen && pi.CommittedRound == info.Round:
		return doneOr(pi.OpenedRound == info.Round)
	case info.Phase == wowclient.PhaseReveal && pi.MustRevealRound == info.Round:
		return doneOr(pi.RevealedRound == info.Round)
	}
	return ""
}

// boardReveals lists every proven colour reveal of the history, one per
// slot, by round.
func (s *Server) boardReveals(h *wire.History, labels map[common.Address]string, me common.Address) []boardReveal {
	out := []boardReveal{}
	for _, rv := range h.Reveals {
		for i, att := range h.Attackers(rv) {
			out = append(out, boardReveal{
				Round: rv.Round, Attacker: labels[att], Target: labels[rv.Target], Word: rv.SecretIndex + 1,
				Guess:   s.dicts.Unpack(h.Guesses[wire.GuessKey{Round: rv.Round, Player: att}]),
				Pattern: game.Pattern(wire.UnpackColours(rv.Colours[i], s.dicts.Length)),
				Points:  rv.Points[i], Mine: att == me && me != (common.Address{}),
			})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Round < out[j].Round })
	return out
}

// claimable reports whether a timeout can be claimed now: a round's phase
// past its deadline with a move still owed, or a game settling in pages.
func claimable(info bindings.GameInfoOutput, b *board) bool {
	if info.Phase == wowclient.PhaseSettling {
		return true
	}
	if info.Phase < wowclient.PhaseCommit || info.Phase > wowclient.PhaseReveal || b.Now <= b.Deadline {
		return false
	}
	for _, p := range b.Players {
		if p.Acted == "waiting" {
			return true
		}
	}
	return false
}

func doneOr(done bool) string {
	if done {
		return "done"
	}
	return "waiting"
}
