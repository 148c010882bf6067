package puzloc

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/wordproof/wordproof/bindings/puzloc"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// PhraseChoice is a player's next PhraseLock move: a letter (KindLetter), a
// whole phrase (KindPhrase), a hint or the shape (no argument).
type PhraseChoice struct {
	Kind   phrase.Kind
	Letter byte   // KindLetter: 'A'..'Z'
	Guess  string // KindPhrase
}

// PhraseTurn is one answered move with its decrypted reply and public bits.
type PhraseTurn struct {
	Choice               PhraseChoice
	Reply                phrase.Reply
	Hit, Refused, Solved bool
	Lives                int // after the move
}

// PhraseGame is what the player knows of its game: the turns so far and
// the display they give (phrase.View).
type PhraseGame struct {
	Turns []PhraseTurn
	View  phrase.View
	Lives int
}

// PhraseChooser returns the next move from the game so far.
type PhraseChooser func(g *PhraseGame) (PhraseChoice, error)

// PhraseOutcome is a player's PhraseLock attempt as the chain recorded it.
type PhraseOutcome struct {
	Game     PhraseGame
	Won      bool
	Thinking time.Duration
}

// PlayPhrase plays day's PhraseLock challenge to its end with next's moves:
// it joins (or resumes the attempt this store started), waits for the
// house's binding, and posts each move once the last is answered. The
// first move is always the free shape, so the player sees the spaces and
// punctuation before choosing.
func (p *Player) PlayPhrase(ctx context.Context, day uint64, next PhraseChooser) (*PhraseOutcome, error) {
	if _, _, err := p.join(ctx, wire.PhraseLock, day); err != nil {
		return nil, err
	}
	sk, _, err := p.secret(wire.PhraseLock, day)
	if err != nil {
		return nil, err
	}
	k, err := p.matchKey(ctx, wire.PhraseLock, day, sk)
	if err != nil {
		return nil, err
	}
	id := wire.DayID(wire.PhraseLock, day)
	for {
		a, err := p.attempt(ctx, id)
		if err != nil {
			return nil, err
		}
		g, err := p.phraseGame(ctx, day, id, k)
		if err != nil {
			return nil, err
		}
		if a.Game.Status != 0 {
			return &PhraseOutcome{Game: *g, Won: a.Game.Status == 1, Thinking: time.Duration(a.Thinking.Int64()) * time.Second}, nil
		}
		moves := a.Game.Moves
		if !a.Pending {
			c := PhraseChoice{Kind: phrase.KindShape}
			if len(g.Turns) > 0 {
				if c, err = next(g); err != nil {
					return nil, err
				}
			}
			ct, err := encryptChoice(k, day, int(moves), c)
			if err != nil {
				return nil, err
			}
			if _, err := p.cfg.Mover.Send(ctx, p.cfg.Daily, p.b.PackPhraseMove(id, uint8(c.Kind), ct.BigInt(new(big.Int))), nil); err != nil {
				return nil, client.DecodeRevert(err)
			}
		}
		if err := p.waitAnswer(ctx, id, moves); err != nil {
			return nil, err
		}
	}
}

// encryptChoice returns the move's ciphertext (0 for hints and the shape).
func encryptChoice(k fr.Element, day uint64, n int, c PhraseChoice) (fr.Element, error) {
	switch c.Kind {
	case phrase.KindLetter:
		return phrase.EncryptLetter(k, day, n, c.Letter)
	case phrase.KindPhrase:
		return phrase.EncryptPhrase(k, day, n, c.Guess)
	case phrase.KindHintLetter, phrase.KindHintCategory, phrase.KindHintLength, phrase.KindShape:
		return fr.Element{}, nil
	}
	return fr.Element{}, fmt.Errorf("puzloc: %d is not a PhraseLock move", c.Kind)
}

type attempt = struct {
	Game     puzloc.PhraseLockRulesGame
	Thinking *big.Int
	Pending  bool
}

func (p *Player) attempt(ctx context.Context, id *big.Int) (attempt, error) {
	out, err := bind.Call(p.inst, &bind.CallOpts{Context: ctx}, p.b.PackPhraseAttempt(id, p.cfg.Mover.Address()), p.b.UnpackPhraseAttempt)
	if err != nil {
		return attempt{}, err
	}
	return attempt{Game: out.Game, Thinking: out.Thinking, Pending: out.Pending}, nil
}

// waitAnswer waits until the game has more than moves answered moves.
func (p *Player) waitAnswer(ctx context.Context, id *big.Int, moves uint8) error {
	for {
		a, err := p.attempt(ctx, id)
		if err != nil || a.Game.Moves > moves {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(p.cfg.Poll):
		}
	}
}

// phraseGame reads the player's answered moves: each guess and reply
// decrypted with k, applied to the view in order.
func (p *Player) phraseGame(ctx context.Context, day uint64, id *big.Int, k fr.Element) (*PhraseGame, error) {
	ms, err := wire.PhraseMoves(ctx, p.cfg.Backend, p.cfg.Daily, id, p.cfg.Mover.Address())
	if err != nil {
		return nil, err
	}
	g := &PhraseGame{Lives: 10}
	for n, m := range ms {
		if m.Reply == nil {
			break
		}
		kind := phrase.Kind(m.Kind)
		c, err := decryptChoice(k, day, n, kind, m.Ciphertext)
		if err != nil {
			return nil, err
		}
		var e fr.Element
		e.SetBigInt(m.Reply)
		r, err := phrase.DecryptReply(k, day, n, kind, e)
		if err != nil {
			return nil, err
		}
		g.View.Apply(kind, r)
		g.Lives = m.Lives
		g.Turns = append(g.Turns, PhraseTurn{Choice: c, Reply: r, Hit: m.Hit, Refused: m.Refused, Solved: m.Solved, Lives: m.Lives})
	}
	return g, nil
}

// decryptChoice recovers the player's own move from its ciphertext.
func decryptChoice(k fr.Element, day uint64, n int, kind phrase.Kind, ct *big.Int) (PhraseChoice, error) {
	letter, guess, err := phrase.DecryptMove(k, day, n, kind, ct)
	return PhraseChoice{Kind: kind, Letter: letter, Guess: guess}, err
}
