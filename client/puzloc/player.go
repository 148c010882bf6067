package puzloc

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
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game"
	gp "github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden"
)

// ErrAlreadyPlayed is returned by Play when the account played the day
// already without this store's key: one attempt per account per day.
var ErrAlreadyPlayed = errors.New("already played today")

// PlayerConfig is what a daily NumLock player plays with.
type PlayerConfig struct {
	Mover    client.Mover
	Backend  client.Backend
	Daily    common.Address // PuzlocDaily
	Registry common.Address // the house registry (the house's public key)
	// Store keeps the day's key secret: written before the join, never
	// replaced, so a restarted player resumes its attempt.
	Store *client.Store
	// Poll is how often the player reads the chain; default 200 ms.
	Poll time.Duration
}

// Try is one answered guess.
type Try struct {
	Guess   string
	Colours []game.Color // nil for a refused try
}

// Guesser returns the next guess from the tries so far.
type Guesser func(tries []Try) (string, error)

// Outcome is a player's attempt as the chain recorded it.
type Outcome struct {
	Tries    []Try
	Solved   bool
	Thinking time.Duration // the contract's thinking time
}

// Player plays a day's NumLock challenge.
type Player struct {
	cfg     PlayerConfig
	b       *puzloc.PuzlocDaily
	inst    *bind.BoundContract
	chainID *big.Int
	word    hidden.Word
}

// NewPlayer checks cfg and returns a player.
func NewPlayer(ctx context.Context, cfg PlayerConfig) (*Player, error) {
	if cfg.Mover == nil || cfg.Backend == nil || cfg.Store == nil {
		return nil, errors.New("puzloc: player config lacks a mover, backend or store")
	}
	if cfg.Poll == 0 {
		cfg.Poll = 200 * time.Millisecond
	}
	id, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	b := puzloc.NewPuzlocDaily()
	return &Player{cfg: cfg, b: b, inst: b.Instance(cfg.Backend, cfg.Daily), chainID: id,
		word: hidden.Word{Length: gp.CodeLength, Alphabet: game.Digits}}, nil
}

func (p *Player) seat(ctx context.Context, gameType, day uint64) (puzloc.IPuzlocDailySeat, error) {
	return wire.SeatOf(ctx, p.cfg.Backend, p.cfg.Daily, gameType, day, p.cfg.Mover.Address())
}

// secret returns the day's key secret the store holds, making and storing
// one first: durable before the join that posts its public key.
func (p *Player) secret(gameType, day uint64) (*big.Int, twistededwards.PointAffine, error) {
	sk, pk, err := hidden.NewPlayerKey()
	if err != nil {
		return nil, pk, err
	}
	key := client.GameKey(p.chainID, p.cfg.Daily, wire.DayID(gameType, day))
	held, err := p.cfg.Store.ReserveSecret(key, p.cfg.Mover.Address().Hex(), "daily-player-key", sk.String())
	if err != nil {
		return nil, pk, err
	}
	sk, ok := new(big.Int).SetString(held, 10)
	if !ok {
		return nil, pk, fmt.Errorf("puzloc: stored key of day %d is not a number", day)
	}
	pk, err = hidden.PublicKey(sk)
	return sk, pk, err
}

// Play plays day's challenge to the end with next's guesses: it joins (or
// resumes the attempt this store started), waits for the house's binding,
// and posts each hidden guess once the last is answered.
func (p *Player) Play(ctx context.Context, day uint64, next Guesser) (*Outcome, error) {
	s, k, err := p.join(ctx, wire.NumLock, day)
	if err != nil {
		return nil, err
	}
	gt, bd := big.NewInt(wire.NumLock), new(big.Int).SetUint64(day)
	id := wire.DayID(wire.NumLock, day)
	out := &Outcome{}
	for {
		if out.Tries, err = p.tries(ctx, id, k); err != nil {
			return nil, err
		}
		if s.Solved || int(s.Tries) >= gp.NumLockAttempts {
			out.Solved, out.Thinking = s.Solved, time.Duration(s.Thinking)*time.Second
			return out, nil
		}
		if !s.Pending {
			g, err := next(out.Tries)
			if err != nil {
				return nil, err
			}
			sym, err := game.Digits.Encode(g, gp.CodeLength)
			if err != nil {
				return nil, err
			}
			ct, err := hidden.EncryptGuess(p.word, k, 0, int(s.Tries), sym)
			if err != nil {
				return nil, err
			}
			if _, err := p.cfg.Mover.Send(ctx, p.cfg.Daily, p.b.PackGuess(gt, bd, ct.BigInt(new(big.Int))), nil); err != nil {
				return nil, client.DecodeRevert(err)
			}
		}
		tries := s.Tries
		if s, err = p.waitFor(ctx, wire.NumLock, day, func(s puzloc.IPuzlocDailySeat) bool { return s.Tries > tries }); err != nil {
			return nil, err
		}
	}
}

// join joins the game type's challenge of day (or resumes the attempt this
// store started), waits for the house's binding and returns the seat and the
// match key.
func (p *Player) join(ctx context.Context, gameType, day uint64) (puzloc.IPuzlocDailySeat, fr.Element, error) {
	var k fr.Element
	sk, pk, err := p.secret(gameType, day)
	if err != nil {
		return puzloc.IPuzlocDailySeat{}, k, err
	}
	gt, bd := new(big.Int).SetUint64(gameType), new(big.Int).SetUint64(day)
	s, err := p.seat(ctx, gameType, day)
	if err != nil {
		return s, k, err
	}
	switch {
	case s.PlayerY.Sign() == 0:
		if _, err := p.cfg.Mover.Send(ctx, p.cfg.Daily, p.b.PackJoin(gt, bd, pk.X.BigInt(new(big.Int)), pk.Y.BigInt(new(big.Int))), nil); err != nil {
			return s, k, client.DecodeRevert(err)
		}
	case s.PlayerY.Cmp(pk.Y.BigInt(new(big.Int))) != 0:
		return s, k, fmt.Errorf("%w: day %d was played with another key", ErrAlreadyPlayed, day)
	}
	if s, err = p.waitFor(ctx, gameType, day, func(s puzloc.IPuzlocDailySeat) bool { return s.Binding.Sign() != 0 }); err != nil {
		return s, k, err
	}
	k, err = p.matchKey(ctx, gameType, day, sk)
	return s, k, err
}

func (p *Player) waitFor(ctx context.Context, gameType, day uint64, ok func(puzloc.IPuzlocDailySeat) bool) (puzloc.IPuzlocDailySeat, error) {
	for {
		s, err := p.seat(ctx, gameType, day)
		if err != nil || ok(s) {
			return s, err
		}
		select {
		case <-ctx.Done():
			return s, ctx.Err()
		case <-time.After(p.cfg.Poll):
		}
	}
}

// matchKey is k = MatchKey(ECDH(sk, the house's registered key), context).
func (p *Player) matchKey(ctx context.Context, gameType, day uint64, sk *big.Int) (fr.Element, error) {
	opts := &bind.CallOpts{Context: ctx}
	d, err := wire.DayOf(ctx, p.cfg.Backend, p.cfg.Daily, gameType, day)
	if err != nil {
		return fr.Element{}, err
	}
	r := house.NewHouseRegistry()
	h, err := bind.Call(r.Instance(p.cfg.Backend, p.cfg.Registry), opts, r.PackHouseOf(d.House), r.UnpackHouseOf)
	if err != nil {
		return fr.Element{}, err
	}
	var hpk twistededwards.PointAffine
	hpk.X.SetBigInt(h.PubKeyX)
	hpk.Y.SetBigInt(h.PubKeyY)
	shared, err := hidden.Shared(sk, hpk)
	if err != nil {
		return fr.Element{}, err
	}
	c, err := bind.Call(p.inst, opts, p.b.PackContextOf(wire.DayID(gameType, day), p.cfg.Mover.Address()), p.b.UnpackContextOf)
	if err != nil {
		return fr.Element{}, err
	}
	var cf fr.Element
	cf.SetBigInt(c)
	return hidden.MatchKey(shared, cf), nil
}

// tries reads the player's answered tries: guesses and colours decrypted.
func (p *Player) tries(ctx context.Context, id *big.Int, k fr.Element) ([]Try, error) {
	ts, err := wire.Tries(ctx, p.cfg.Backend, p.cfg.Daily, id, p.cfg.Mover.Address())
	if err != nil {
		return nil, err
	}
	var out []Try
	for n, t := range ts {
		if t.Colours == nil && !t.Refused {
			break
		}
		var ct fr.Element
		ct.SetBigInt(t.Ciphertext)
		g, err := hidden.DecryptGuess(p.word, k, 0, n, ct)
		if err != nil {
			return nil, err
		}
		tr := Try{Guess: game.Digits.Decode(g)}
		if !t.Refused {
			var e fr.Element
			e.SetBigInt(t.Colours)
			if tr.Colours, err = hidden.DecryptColours(p.word, k, 0, n, e); err != nil {
				return nil, err
			}
		}
		out = append(out, tr)
	}
	return out, nil
}
