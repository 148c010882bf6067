package prover

import (
	"context"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// PhraseAnswer is the public part of a PhraseLock answer proof, in the
// verifier's order: AccOld, AccNew, Move, Answer, Packed (phrase.Fields).
type PhraseAnswer struct {
	AccOld, AccNew, Move, Answer fr.Element
	phrase.Fields
}

// PublicInputs returns the five public inputs.
func (a *PhraseAnswer) PublicInputs() ([]*big.Int, error) {
	packed, err := a.Pack()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return append(publicOf(a.AccOld, a.AccNew, a.Move, a.Answer), packed), nil
}

// ProvePhraseAnswer proves the house's answer to move s.Tries of a player's
// day (move: the player's ciphertext, zero for hints and the opening). It
// returns the proof and the answer, whose Reply the player decrypts and
// whose Next is the player's state after the move.
func (p *Prover) ProvePhraseAnswer(ctx context.Context, d *phrase.Day, s phrase.State, kind phrase.Kind, move fr.Element) (*Proof, *phrase.Answer, error) {
	w, a, err := circuits.PhraseAssignment(d, s, kind, move)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	proof, err := p.prove(ctx, PhraseLockSpec(), w)
	if err != nil {
		return nil, nil, err
	}
	return proof, a, nil
}

// DecodePhraseAnswer decodes the public inputs of a PhraseLock answer proof
// (not verified).
func DecodePhraseAnswer(proof *Proof) (*PhraseAnswer, error) {
	if err := checkKind(proof, KindPhraseLock); err != nil {
		return nil, err
	}
	f, err := phrase.Unpack(proof.Public[4].BigInt(new(big.Int)))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	v := proof.Public
	return &PhraseAnswer{AccOld: v[0], AccNew: v[1], Move: v[2], Answer: v[3], Fields: f}, nil
}

// VerifyPhraseAnswer verifies a PhraseLock answer proof against what the
// contract holds: the accumulator, the move's ciphertext, the day, the move
// number and kind, the list's size and the randomness (AccNew, the reply
// and the bits come from the proof). It returns the decoded answer.
func (p *Prover) VerifyPhraseAnswer(ctx context.Context, proof *Proof, accOld, move fr.Element, want phrase.Fields) (*PhraseAnswer, error) {
	a, err := DecodePhraseAnswer(proof)
	if err != nil {
		return nil, err
	}
	f := a.Fields
	if a.AccOld != accOld || a.Move != move || f.Day != want.Day || f.Try != want.Try || f.Kind != want.Kind ||
		f.Count != want.Count || f.Randomness.Cmp(want.Randomness) != 0 {
		return nil, fmt.Errorf("%w: the answer is for another accumulator, move or day", ErrBadProof)
	}
	return a, p.Verify(ctx, proof)
}
