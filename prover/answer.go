package prover

import (
	"context"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/words"
)

// LoadAnswers returns the embedded secrets list of a word length (for
// Worduel, 5: 2,376 words) as an answers dictionary, with its Poseidon2 tree.
func LoadAnswers(length int) (*Dictionary, error) {
	list, err := words.Load(words.Secrets, length)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return NewDictionary(game.Letters, length, list.Words())
}

// LoadDailyCodes returns NumLock's daily code list (game/puzloc, 8,149
// codes of 4 digits) as an answers dictionary over game.Digits.
func LoadDailyCodes() (*Dictionary, error) {
	codes, err := puzloc.DailyCodes()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return NewDictionary(game.Digits, puzloc.CodeLength, codes)
}

// NewSeed returns a fresh seed for a word stream: a uniformly random field
// element, which is also its own salt (the commitment is C(2, seed)).
func NewSeed() (fr.Element, error) { return NewSalt() }

// SeedCommitment returns the public commitment to a seed, C(2, seed): what a
// player (or a house) puts on chain before the match randomness is fixed.
func SeedCommitment(seed fr.Element) fr.Element { return circuits.SeedCommitment(seed) }

// DeriveWord returns word i of the stream that seed derives under the match
// randomness r (below 2^128), answers[H(seed, r, i) mod N], and its index in
// the list. The auditor re-derives every word of an opened seed with it.
func (d *Dictionary) DeriveWord(seed fr.Element, r *big.Int, i uint64) (string, int, error) {
	j, err := circuits.DeriveIndex(seed, r, i, d.Len())
	if err != nil {
		return "", 0, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return d.words[j], j, nil
}

// AnswerInput is an answer statement in plain values: the colours of Guess
// against word Index of the stream that Seed derives under Randomness from
// the answers list Dictionary. The word and the colours are computed here.
type AnswerInput struct {
	Dictionary *Dictionary // the answers list (N = Len words)
	Seed       fr.Element  // the committed seed
	Randomness *big.Int    // R, the match randomness, below 2^128
	Index      uint64      // i, the word's position in the stream, below 2^16
	Guess      string
}

// Answer is an answer statement's public part, decoded.
type Answer struct {
	Params     circuits.Params
	Commitment fr.Element // C(2, seed)
	Root       fr.Element // root of the answers tree
	circuits.AnswerFields
}

// PublicInputs returns the three public inputs in the verifier's order:
// Commitment, Root, Packed (circuits.PackAnswer). A contract computes the
// same from the stored commitment, the list's root and size, the match
// randomness, the word index and the guess with its claimed colours:
//
//	packed = guess | colours << 32 | i << 48 | n << 64 | r << 80;
func (a *Answer) PublicInputs() ([]*big.Int, error) {
	packed, err := circuits.PackAnswer(a.Params, a.AnswerFields)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return []*big.Int{a.Commitment.BigInt(new(big.Int)), a.Root.BigInt(new(big.Int)), packed}, nil
}

// Statement returns the public part of in: the commitment, the root and
// the guess with its colours against the derived word.
func (in AnswerInput) Statement() (*Answer, error) {
	a, _, _, err := in.statement()
	return a, err
}

func (in AnswerInput) statement() (*Answer, []uint8, int, error) {
	d := in.Dictionary
	if d == nil {
		return nil, nil, 0, fmt.Errorf("%w: no answers list", ErrBadInput)
	}
	word, j, err := d.DeriveWord(in.Seed, in.Randomness, in.Index)
	if err != nil {
		return nil, nil, 0, err
	}
	secret, err := d.alphabet.Encode(word, d.length)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	guess, err := d.alphabet.Encode(in.Guess, d.length)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("%w: guess: %w", ErrBadInput, err)
	}
	colours := make([]game.Color, d.length)
	game.Feedback(secret, guess, colours)
	a := &Answer{
		Params:     circuits.Params{Length: d.length, Alphabet: d.alphabet},
		Commitment: circuits.SeedCommitment(in.Seed),
		Root:       d.Root(),
		AnswerFields: circuits.AnswerFields{
			Guess: guess, Colors: colours, Index: in.Index, Count: d.Len(), Randomness: in.Randomness,
		},
	}
	return a, secret, j, nil
}

// ProveAnswer proves the colours of in.Guess against the derived word.
func (p *Prover) ProveAnswer(ctx context.Context, in AnswerInput) (*Proof, error) {
	a, secret, j, err := in.statement()
	if err != nil {
		return nil, err
	}
	path, err := in.Dictionary.tree.Proof(j)
	if err != nil {
		return nil, err
	}
	assignment, err := circuits.AnswerAssignment(a.Params, in.Seed, a.Root, secret,
		circuits.MerklePath{Index: uint64(j), Siblings: path.Siblings}, a.AnswerFields)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return p.prove(ctx, AnswerSpec(a.Params.Length, a.Params.Alphabet), assignment)
}

// DecodeAnswer decodes the public inputs of an answer proof. It does not
// verify the proof.
func DecodeAnswer(proof *Proof) (*Answer, error) {
	s, err := ParseID(proof.Circuit)
	if err != nil {
		return nil, err
	}
	if s.Kind != KindAnswer || len(proof.Public) != s.NbPublic() {
		return nil, fmt.Errorf("%w: %s with %d public inputs is not an answer", ErrBadProof, s.ID(), len(proof.Public))
	}
	f, err := circuits.UnpackAnswer(s.Params, proof.Public[2].BigInt(new(big.Int)))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	return &Answer{Params: s.Params, Commitment: proof.Public[0], Root: proof.Public[1], AnswerFields: f}, nil
}
