package house

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden"
	"github.com/wordproof/wordproof/hidden/phrase"
	"github.com/wordproof/wordproof/prover"
)

// DailyConfig is what the house's daily challenge service runs with.
type DailyConfig struct {
	Mover    client.Mover
	Backend  client.Backend
	Key      *Key           // the house's BabyJubJub key, as registered
	Daily    common.Address // PuzlocDaily
	Registry common.Address // the house registry
	// Store keeps each day's seed: written before the commitment is sent and
	// never replaced.
	Store *client.Store
	Codes *prover.Dictionary // NumLock's daily code list (prover.LoadDailyCodes)
	// Phrases is PhraseLock's list (phrase.Default()); nil serves NumLock only.
	Phrases *phrase.List
	Prover  *prover.Prover
	// Ahead is how many days after today the service commits; default 2.
	Ahead int
	Log   func(format string, args ...any)
}

// Daily serves PuzlocDaily's NumLock and PhraseLock days: it arms and draws the house of
// each coming day, commits the days it is drawn for, binds every player's
// key, answers every guess (or refuses a ciphertext that opens to no code)
// or PhraseLock move (phraselock.go), opens each of its days once it ended
// and then finalises every player's result (docs/puzloc.md "The daily
// challenge").
type Daily struct {
	cfg     DailyConfig
	b       *puzloc.PuzlocDaily
	inst    *bind.BoundContract
	reg     *house.HouseRegistry
	regInst *bind.BoundContract
	chainID *big.Int
	word    hidden.Word
}

// NewDaily checks cfg and returns the service.
func NewDaily(ctx context.Context, cfg DailyConfig) (*Daily, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Key == nil || cfg.Store == nil || cfg.Codes == nil || cfg.Prover == nil {
		return nil, errors.New("house: daily config lacks a mover, backend, key, store, code list or prover")
	}
	if cfg.Ahead == 0 {
		cfg.Ahead = 2
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	b, r := puzloc.NewPuzlocDaily(), house.NewHouseRegistry()
	if cfg.Phrases != nil { // a deployment without PhraseLock (no phraselock keys) has one game type
		n, err := bind.Call(b.Instance(cfg.Backend, cfg.Daily), &bind.CallOpts{Context: ctx}, b.PackGAMETYPES(), b.UnpackGAMETYPES)
		if err != nil {
			return nil, err
		}
		if n.Cmp(big.NewInt(wire.PhraseLock)) <= 0 {
			cfg.Phrases = nil
		}
	}
	return &Daily{
		cfg: cfg, b: b, inst: b.Instance(cfg.Backend, cfg.Daily), reg: r, regInst: r.Instance(cfg.Backend, cfg.Registry),
		chainID: id, word: hidden.Word{Length: cfg.Codes.WordLength(), Alphabet: cfg.Codes.Alphabet()},
	}, nil
}

func (h *Daily) logf(format string, args ...any) {
	if h.cfg.Log != nil {
		h.cfg.Log(format, args...)
	}
}

// Run serves until ctx ends, polling every poll; an error of one pass is
// logged and the next pass retries (the chain says what is still owed).
func (h *Daily) Run(ctx context.Context, poll time.Duration) error {
	return Loop(ctx, poll, h.Step, func(f string, args ...any) { h.logf("daily: "+f, args...) })
}

// Step makes at most one move for each day from two days ago (openings) to
// Ahead days from now, and reports whether it moved.
func (h *Daily) Step(ctx context.Context) (bool, error) {
	head, err := h.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return false, err
	}
	today := uint64(head.Time) / 86400
	moved := false
	types := []uint64{wire.NumLock}
	if h.cfg.Phrases != nil {
		types = append(types, wire.PhraseLock)
	}
	// A day that fails (its opening too late, say) does not hold up the others.
	var errs []error
	for _, gt := range types {
		for day := today - 2; day <= today+uint64(h.cfg.Ahead); day++ {
			m, err := h.serveDay(ctx, gt, day, head.Time, head.Number.Uint64())
			if err != nil {
				errs = append(errs, fmt.Errorf("%s day %d: %w", typeName(gt), day, err))
			}
			moved = moved || m
		}
	}
	return moved, errors.Join(errs...)
}

func typeName(gt uint64) string {
	if gt == wire.PhraseLock {
		return "PhraseLock"
	}
	return "NumLock"
}

// root is the answers root the game type's bindings hold.
func (h *Daily) root(gt uint64) fr.Element {
	if gt == wire.PhraseLock {
		return h.cfg.Phrases.Root()
	}
	return h.cfg.Codes.Root()
}

// num reads a uint256 view of the contract.
func (h *Daily) num(ctx context.Context, data []byte, unpack func([]byte) (*big.Int, error)) (uint64, error) {
	v, err := bind.Call(h.inst, &bind.CallOpts{Context: ctx}, data, unpack)
	if err != nil {
		return 0, err
	}
	return v.Uint64(), nil
}

func (h *Daily) send(ctx context.Context, what string, data []byte) error {
	if _, err := h.cfg.Mover.Send(ctx, h.cfg.Daily, data, nil); err != nil {
		return fmt.Errorf("%s: %w", what, client.DecodeRevert(err))
	}
	h.logf("daily: %s", what)
	return nil
}

// Seed returns the seed the store holds for dayID, making and storing one
// first if there is none: durable before any commitment leaves.
func (h *Daily) Seed(dayID *big.Int) (fr.Element, error) {
	return storedSeed(h.cfg.Store, client.GameKey(h.chainID, h.cfg.Daily, dayID), h.cfg.Mover.Address(), "daily-house-seed")
}

// storedSeed returns the seed store holds for game, making and storing a
// fresh one first if there is none: durable before any commitment to it
// leaves, never replaced.
func storedSeed(store *client.Store, game string, house common.Address, label string) (fr.Element, error) {
	fresh, err := prover.NewSeed()
	if err != nil {
		return fr.Element{}, err
	}
	held, err := store.ReserveSecret(game, house.Hex(), label, fresh.String())
	if err != nil {
		return fr.Element{}, err
	}
	var seed fr.Element
	if _, err := seed.SetString(held); err != nil {
		return fr.Element{}, fmt.Errorf("house: stored seed of %s: %w", game, err)
	}
	return seed, nil
}

func (h *Daily) serveDay(ctx context.Context, gameType, day, now, block uint64) (bool, error) {
	id := wire.DayID(gameType, day)
	d, err := wire.DayOf(ctx, h.cfg.Backend, h.cfg.Daily, gameType, day)
	if err != nil {
		return false, err
	}
	bd := new(big.Int).SetUint64(day)
	gt := new(big.Int).SetUint64(gameType)
	commitDue, err := h.num(ctx, h.b.PackCommitDue(bd), h.b.UnpackCommitDue)
	if err != nil {
		return false, err
	}
	if d.House == (common.Address{}) {
		if now+2 >= commitDue { // too late to draw: the day passes without a challenge
			return false, nil
		}
		a, err := bind.Call(h.regInst, &bind.CallOpts{Context: ctx}, h.reg.PackAssignmentOf(h.cfg.Daily, id), h.reg.UnpackAssignmentOf)
		if err != nil {
			return false, err
		}
		if a.Arg1.Sign() == 0 {
			return true, h.send(ctx, fmt.Sprintf("arm the house draw of day %d", day), h.b.PackRequestDay(gt, bd))
		}
		if block > a.Arg1.Uint64() {
			return true, h.send(ctx, fmt.Sprintf("draw the house of day %d", day), h.b.PackAssignDay(gt, bd))
		}
		return false, nil
	}
	if d.House == h.cfg.Mover.Address() && d.Opened {
		return h.finalise(ctx, gameType, day, id)
	}
	if d.House != h.cfg.Mover.Address() || d.Closed {
		return false, nil
	}
	seed, err := h.Seed(id)
	if err != nil {
		return false, err
	}
	if d.SeedCommitment.Sign() == 0 {
		if now+2 >= commitDue {
			return false, nil
		}
		sc := prover.SeedCommitment(seed)
		return true, h.send(ctx, fmt.Sprintf("commit day %d", day), h.b.PackCommitDay(gt, bd, sc.BigInt(new(big.Int))))
	}
	if !d.Drawn {
		if block <= d.DrawBlock {
			return false, nil
		}
		return true, h.send(ctx, fmt.Sprintf("draw the randomness of day %d", day), h.b.PackDraw(gt, bd))
	}
	keys, err := wire.Keys(ctx, h.cfg.Backend, h.cfg.Daily, id)
	if err != nil {
		return false, err
	}
	for p, xy := range keys {
		moved, err := h.servePlayer(ctx, gameType, day, id, d, seed, p, xy)
		if err != nil || moved {
			return moved, err
		}
	}
	playEnd, err := h.num(ctx, h.b.PackPlayEnd(bd), h.b.UnpackPlayEnd)
	if err != nil {
		return false, err
	}
	window, err := h.num(ctx, h.b.PackWINDOW(), h.b.UnpackWINDOW)
	if err != nil {
		return false, err
	}
	if now+1 < playEnd+window {
		return false, nil
	}
	if now > playEnd+2*window { // past openDue: the opening is missed, the day is anyone's to void
		return false, nil
	}
	if gameType == wire.PhraseLock {
		return true, h.openPhrase(ctx, day, d, seed, keys)
	}
	return true, h.open(ctx, day, d, seed, keys)
}

// finalise publishes the match keys of an opened day that are not yet
// (a house stopped between the opening and openKeys), then records the
// result of the first player not yet finalised (anyone may; the house does
// it so that every result reaches the chain, and the indexer, without the
// players). The chain's events say what is done (a few log queries a day,
// whatever the number of players), so a restarted house goes on where it
// stopped; the keys go first, so the indexer decrypts each result.
func (h *Daily) finalise(ctx context.Context, gameType, day uint64, id *big.Int) (bool, error) {
	keys, err := wire.Keys(ctx, h.cfg.Backend, h.cfg.Daily, id)
	if err != nil {
		return false, err
	}
	opened, err := wire.OpenedKeys(ctx, h.cfg.Backend, h.cfg.Daily, id, nil)
	if err != nil {
		return false, err
	}
	for p := range opened {
		delete(keys, p)
	}
	if len(keys) > 0 {
		return true, h.openKeys(ctx, gameType, day, keys)
	}
	results, err := wire.Results(ctx, h.cfg.Backend, h.cfg.Daily, id)
	if err != nil {
		return false, err
	}
	done := map[common.Address]bool{}
	for _, r := range results {
		done[r.Player] = true
	}
	players, err := wire.Players(ctx, h.cfg.Backend, h.cfg.Daily, id)
	if err != nil {
		return false, err
	}
	for _, p := range players {
		if done[p] {
			continue
		}
		gt, bd := new(big.Int).SetUint64(gameType), new(big.Int).SetUint64(day)
		return true, h.send(ctx, fmt.Sprintf("finalise %s on %s day %d", p, typeName(gameType), day), h.b.PackFinalise(gt, bd, p))
	}
	return false, nil
}

// FirstDay returns the first day whose commitment is not due before the
// block time now + margin seconds: the first day a house drawn now can
// still commit (tomorrow, or the day after once tomorrow's is due).
func FirstDay(ctx context.Context, backend client.Backend, daily common.Address, now, margin uint64) (uint64, error) {
	b := puzloc.NewPuzlocDaily()
	for day := now/86400 + 1; ; day++ {
		due, err := bind.Call(b.Instance(backend, daily), &bind.CallOpts{Context: ctx}, b.PackCommitDue(new(big.Int).SetUint64(day)), b.UnpackCommitDue)
		if err != nil || due.Uint64() >= now+margin {
			return day, err
		}
	}
}

// playerKey is the key a player posted (Joined: x, y).
func playerKey(xy [2]*big.Int) twistededwards.PointAffine {
	var pk twistededwards.PointAffine
	pk.X.SetBigInt(xy[0])
	pk.Y.SetBigInt(xy[1])
	return pk
}

// context is the player's key context on the challenge (contextOf).
func (h *Daily) context(ctx context.Context, id *big.Int, p common.Address) (fr.Element, error) {
	c, err := bind.Call(h.inst, &bind.CallOpts{Context: ctx}, h.b.PackContextOf(id, p), h.b.UnpackContextOf)
	var cf fr.Element
	if err == nil {
		cf.SetBigInt(c)
	}
	return cf, err
}

// matchKey is the player's key for the day: ECDH with its posted key, bound
// to its context.
func (h *Daily) matchKey(ctx context.Context, id *big.Int, p common.Address, xy [2]*big.Int) (fr.Element, error) {
	shared, err := hidden.Shared(h.cfg.Key.Secret(), playerKey(xy))
	if err != nil {
		return fr.Element{}, err
	}
	cf, err := h.context(ctx, id, p)
	if err != nil {
		return fr.Element{}, err
	}
	return hidden.MatchKey(shared, cf), nil
}

func (h *Daily) servePlayer(ctx context.Context, gameType, day uint64, id *big.Int, d puzloc.IPuzlocDailyDay, seed fr.Element, p common.Address, xy [2]*big.Int) (bool, error) {
	s, err := wire.SeatOf(ctx, h.cfg.Backend, h.cfg.Daily, gameType, day, p)
	if err != nil {
		return false, err
	}
	if s.Binding.Sign() != 0 && gameType == wire.PhraseLock {
		return h.servePhrase(ctx, day, id, d, seed, p, xy, s)
	}
	if s.Binding.Sign() != 0 && !s.Pending {
		return false, nil
	}
	gt, bd := new(big.Int).SetUint64(gameType), new(big.Int).SetUint64(day)
	sc := prover.SeedCommitment(seed)
	if s.Binding.Sign() == 0 {
		cf, err := h.context(ctx, id, p)
		if err != nil {
			return false, err
		}
		in := prover.HouseKeyInput{Secret: h.cfg.Key.Secret(), Player: playerKey(xy), Context: cf, SeedCommitment: sc, Root: h.root(gameType)}
		st, err := in.Statement()
		if err != nil {
			return false, err
		}
		proof, err := h.cfg.Prover.ProveHouseKey(ctx, in)
		if err != nil {
			return false, err
		}
		return true, h.send(ctx, fmt.Sprintf("bind %s on %s day %d", p, typeName(gameType), day), h.b.PackBind(gt, bd, p, st.Binding.BigInt(new(big.Int)), proof.Points.Bytes()))
	}
	k, err := h.matchKey(ctx, id, p, xy)
	if err != nil {
		return false, err
	}
	acc, err := h.acc(ctx, id, d, seed, p, k, s)
	if err != nil {
		return false, err
	}
	var ct fr.Element
	ct.SetBigInt(s.Ct)
	n := int(s.Tries)
	if _, err := hidden.DecryptGuess(h.word, k, 0, n, ct); errors.Is(err, hidden.ErrBadCiphertext) {
		params := circuits.Params{Length: h.word.Length, Alphabet: h.word.Alphabet}
		proof, err := h.cfg.Prover.ProveRefusal(ctx, params, k, sc, h.cfg.Codes.Root(), ct, 0, n)
		if err != nil {
			return false, err
		}
		return true, h.send(ctx, fmt.Sprintf("refuse %s's try %d on day %d", p, n+1, day), h.b.PackRefuse(gt, bd, p, proof.Points.Bytes()))
	}
	in := prover.HiddenAnswerInput{Dictionary: h.cfg.Codes, Seed: seed, Randomness: d.Randomness, Index: 0, Key: k, Acc: acc, Guess: ct}
	st, _, _, err := in.Statement()
	if err != nil {
		return false, err
	}
	proof, err := h.cfg.Prover.ProveHiddenAnswer(ctx, in)
	if err != nil {
		return false, err
	}
	return true, h.send(ctx, fmt.Sprintf("answer %s's try %d on day %d", p, n+1, day),
		h.b.PackAnswer(gt, bd, p, st.AccNew.BigInt(new(big.Int)), st.Colours.BigInt(new(big.Int)), st.Solved, proof.Points.Bytes()))
}

// acc rebuilds a player's accumulator from its answered tries on chain: each
// guess decrypted with k, its colours against the day's code (a refused try
// leaves the accumulator as it was), checked against the chain's.
func (h *Daily) acc(ctx context.Context, id *big.Int, d puzloc.IPuzlocDailyDay, seed fr.Element, p common.Address, k fr.Element, s puzloc.IPuzlocDailySeat) (hidden.Acc, error) {
	var m fr.Element
	m.SetBigInt(s.Binding)
	acc, err := hidden.NewAcc(m, k, 0)
	if err != nil {
		return acc, err
	}
	code, _, err := h.cfg.Codes.DeriveWord(seed, d.Randomness, 0)
	if err != nil {
		return acc, err
	}
	secret, err := h.word.Alphabet.Encode(code, h.word.Length)
	if err != nil {
		return acc, err
	}
	tries, err := wire.Tries(ctx, h.cfg.Backend, h.cfg.Daily, id, p)
	if err != nil {
		return acc, err
	}
	for n, t := range tries {
		if t.Colours == nil || t.Refused {
			continue
		}
		var ct fr.Element
		ct.SetBigInt(t.Ciphertext)
		guess, err := hidden.DecryptGuess(h.word, k, 0, n, ct)
		if err != nil {
			return acc, err
		}
		colours := make([]game.Color, h.word.Length)
		game.Feedback(secret, guess, colours)
		if acc, err = acc.Next(h.word, guess, colours); err != nil {
			return acc, err
		}
	}
	if v := acc.Value(); v.BigInt(new(big.Int)).Cmp(s.Acc) != 0 {
		return acc, fmt.Errorf("house: the accumulator of %s differs from the chain's", p)
	}
	return acc, nil
}

// open proves the day's code (answered against itself, all green), posts it
// with the seed, then publishes every player's match key for the auditors.
func (h *Daily) open(ctx context.Context, day uint64, d puzloc.IPuzlocDailyDay, seed fr.Element, keys map[common.Address][2]*big.Int) error {
	code, _, err := h.cfg.Codes.DeriveWord(seed, d.Randomness, 0)
	if err != nil {
		return err
	}
	proof, err := h.cfg.Prover.ProveAnswer(ctx, prover.AnswerInput{Dictionary: h.cfg.Codes, Seed: seed, Randomness: d.Randomness, Index: 0, Guess: code})
	if err != nil {
		return err
	}
	sym, err := h.word.Alphabet.Encode(code, h.word.Length)
	if err != nil {
		return err
	}
	gt, bd := big.NewInt(wire.NumLock), new(big.Int).SetUint64(day)
	if err := h.send(ctx, fmt.Sprintf("open day %d: the code was %s", day, code),
		h.b.PackOpenDay(gt, bd, new(big.Int).SetUint64(game.PackWord(sym)), seed.BigInt(new(big.Int)), proof.Points.Bytes())); err != nil {
		return err
	}
	return h.openKeys(ctx, wire.NumLock, day, keys)
}

// openKeys publishes every player's match key of an opened day for the
// auditors.
func (h *Daily) openKeys(ctx context.Context, gameType, day uint64, keys map[common.Address][2]*big.Int) error {
	gt, bd := new(big.Int).SetUint64(gameType), new(big.Int).SetUint64(day)
	id := wire.DayID(gameType, day)
	players := make([]common.Address, 0, len(keys))
	ks := make([]*big.Int, 0, len(keys))
	for p, xy := range keys {
		k, err := h.matchKey(ctx, id, p, xy)
		if err != nil {
			return err
		}
		players, ks = append(players, p), append(ks, k.BigInt(new(big.Int)))
	}
	if len(players) == 0 {
		return nil
	}
	return h.send(ctx, fmt.Sprintf("publish the %d players' keys of %s day %d", len(players), typeName(gameType), day), h.b.PackOpenKeys(gt, bd, players, ks))
}
