package prover

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/frontend"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
)

// RevealInput is a reveal statement in plain values: the secret word, its
// salt, 1 to circuits.Guesses guesses and the context. The colours and the
// packing are computed here (game.Feedback, circuits.PackReveal).
type RevealInput struct {
	Alphabet game.Alphabet // game.Letters or game.Digits
	Secret   string
	Salt     fr.Element
	Guesses  []string
	Context  fr.Element
}

// Reveal is a reveal statement's public part, decoded.
type Reveal struct {
	Commitment fr.Element
	Slots      []circuits.Slot // guesses with their colours
	Context    fr.Element      // the reveal context: circuits.RevealContext of the binding's
}

func (in RevealInput) statement() (Spec, []uint8, []circuits.Slot, error) {
	s := RevealSpec(len(in.Secret), in.Alphabet)
	if err := s.Params.Validate(); err != nil {
		return s, nil, nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	secret, err := in.Alphabet.Encode(in.Secret, s.Params.Length)
	if err != nil {
		return s, nil, nil, fmt.Errorf("%w: secret: %w", ErrBadInput, err)
	}
	if len(in.Guesses) < 1 || len(in.Guesses) > circuits.Guesses {
		return s, nil, nil, fmt.Errorf("%w: %d guesses (want 1..%d)", ErrBadInput, len(in.Guesses), circuits.Guesses)
	}
	slots := make([]circuits.Slot, len(in.Guesses))
	for j, g := range in.Guesses {
		guess, err := in.Alphabet.Encode(g, s.Params.Length)
		if err != nil {
			return s, nil, nil, fmt.Errorf("%w: guess %d: %w", ErrBadInput, j, err)
		}
		slots[j] = circuits.Slot{Guess: guess, Colors: make([]game.Color, len(guess))}
		game.Feedback(secret, guess, slots[j].Colors)
	}
	return s, secret, slots, nil
}

// assignment returns the circuit of in and its full assignment.
func (in RevealInput) assignment() (Spec, frontend.Circuit, error) {
	s, secret, slots, err := in.statement()
	if err != nil {
		return s, nil, err
	}
	commitment := merkle.Commitment(game.PackWord(secret), in.Salt)
	a, err := circuits.RevealAssignment(s.Params, secret, in.Salt, commitment, in.Context, slots)
	if err != nil {
		return s, nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return s, a, nil
}

// ProveReveal proves the colours of in.Guesses against the committed secret.
func (p *Prover) ProveReveal(ctx context.Context, in RevealInput) (*Proof, error) {
	s, a, err := in.assignment()
	if err != nil {
		return nil, err
	}
	return p.prove(ctx, s, a)
}

// DecodeReveal decodes the public inputs of a reveal proof. It does not
// verify the proof.
func DecodeReveal(proof *Proof) (*Reveal, error) {
	s, err := ParseID(proof.Circuit)
	if err != nil {
		return nil, err
	}
	if s.Kind != KindReveal || len(proof.Public) != 2 {
		return nil, fmt.Errorf("%w: %s with %d public inputs is not a reveal", ErrBadProof, s.ID(), len(proof.Public))
	}
	batch, context := circuits.SplitContext(proof.Public[1].BigInt(new(big.Int)))
	slots, err := circuits.UnpackReveal(s.Params, batch)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	r := &Reveal{Commitment: proof.Public[0], Slots: slots}
	r.Context.SetBigInt(context)
	return r, nil
}

// Dictionary is a secret dictionary with its Poseidon2 Merkle tree of depth
// circuits.SecretTreeDepth. Leaves are in the given word order.
type Dictionary struct {
	alphabet game.Alphabet
	length   int
	words    []string
	index    map[string]int
	tree     *merkle.Poseidon2Tree
}

// NewDictionary builds the tree of a secret dictionary: distinct words of
// one length over alphabet a, at most 2^SecretTreeDepth of them. The order of
// words is the leaf order (dictionaries are sorted ascending).
func NewDictionary(a game.Alphabet, length int, words []string) (*Dictionary, error) {
	if err := (circuits.Params{Length: length, Alphabet: a}).Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	d := &Dictionary{alphabet: a, length: length, words: slices.Clone(words), index: make(map[string]int, len(words))}
	packed := make([]uint64, len(words))
	for i, w := range words {
		sym, err := a.Encode(w, length)
		if err != nil {
			return nil, fmt.Errorf("%w: dictionary word %d: %w", ErrBadInput, i, err)
		}
		if _, dup := d.index[w]; dup {
			return nil, fmt.Errorf("%w: dictionary word %q appears twice", ErrBadInput, w)
		}
		d.index[w] = i
		packed[i] = game.PackWord(sym)
	}
	tree, err := merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(packed), circuits.SecretTreeDepth)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	d.tree = tree
	return d, nil
}

// Root returns the tree root, the public Root of commit proofs.
func (d *Dictionary) Root() fr.Element { return d.tree.Root() }

// Len returns the number of words.
func (d *Dictionary) Len() int { return len(d.index) }

// Word returns the word at leaf i (0 <= i < Len).
func (d *Dictionary) Word(i int) string { return d.words[i] }

// Alphabet returns the alphabet of the words.
func (d *Dictionary) Alphabet() game.Alphabet { return d.alphabet }

// WordLength returns the length of every word.
func (d *Dictionary) WordLength() int { return d.length }

// CommitInput is a commit statement in plain values: K secret words of a
// dictionary, one salt each, and the context (round 0).
type CommitInput struct {
	Dictionary *Dictionary
	Words      []string
	Salts      []fr.Element
	Context    fr.Element
}

// Commitments returns the commitment of every word: C(packed word, salt).
func (in CommitInput) Commitments() ([]fr.Element, error) {
	cws, _, err := in.words()
	if err != nil {
		return nil, err
	}
	out := make([]fr.Element, len(cws))
	for i := range cws {
		out[i] = cws[i].Commitment
	}
	return out, nil
}

func (in CommitInput) words() ([]circuits.CommitWord, Spec, error) {
	d := in.Dictionary
	if d == nil {
		return nil, Spec{}, fmt.Errorf("%w: no dictionary", ErrBadInput)
	}
	s := CommitSpec(len(in.Words), d.length, d.alphabet)
	if len(in.Words) < 1 || len(in.Words) > circuits.MaxWords || len(in.Salts) != len(in.Words) {
		return nil, s, fmt.Errorf("%w: %d words and %d salts (want 1..%d words, one salt each)", ErrBadInput, len(in.Words), len(in.Salts), circuits.MaxWords)
	}
	out := make([]circuits.CommitWord, len(in.Words))
	for i, w := range in.Words {
		idx, ok := d.index[w]
		if !ok {
			return nil, s, fmt.Errorf("%w: word %d %q is not in the dictionary", ErrBadInput, i, w)
		}
		sym, err := d.alphabet.Encode(w, d.length)
		if err != nil {
			return nil, s, fmt.Errorf("%w: word %d: %w", ErrBadInput, i, err)
		}
		proof, err := d.tree.Proof(idx)
		if err != nil {
			return nil, s, err
		}
		out[i] = circuits.CommitWord{
			Word:       sym,
			Salt:       in.Salts[i],
			Commitment: merkle.Commitment(game.PackWord(sym), in.Salts[i]),
			Path:       circuits.MerklePath{Index: uint64(proof.Index), Siblings: proof.Siblings},
		}
	}
	return out, s, nil
}

// assignment returns the circuit of in and its full assignment.
func (in CommitInput) assignment() (Spec, frontend.Circuit, error) {
	cws, s, err := in.words()
	if err != nil {
		return s, nil, err
	}
	a, err := circuits.CommitAssignment(s.Params, in.Dictionary.Root(), in.Context, cws)
	if err != nil {
		return s, nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return s, a, nil
}

// ProveCommit proves that every word of in is in the dictionary and opens
// its public commitment.
func (p *Prover) ProveCommit(ctx context.Context, in CommitInput) (*Proof, error) {
	s, a, err := in.assignment()
	if err != nil {
		return nil, err
	}
	return p.prove(ctx, s, a)
}

// NewSalt returns a uniformly random field element from crypto/rand.
func NewSalt() (fr.Element, error) {
	var e fr.Element
	if _, err := e.SetRandom(); err != nil {
		return e, fmt.Errorf("salt: %w", err)
	}
	return e, nil
}
