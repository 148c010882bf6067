package prover

import (
	"context"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

// HouseKeyInput is the house's key statement for one player of a match
// (circuits.KeyCircuit): its secret, the player's public key and context,
// and the match's seed commitment and answers root.
type HouseKeyInput struct {
	Secret         *big.Int                   // the house's secret scalar (client/house.Key.Secret)
	Player         twistededwards.PointAffine // the player's key for the match
	Context        fr.Element                 // the player's context in the match
	SeedCommitment fr.Element                 // C(2, seed)
	Root           fr.Element                 // the answers tree's root
}

// HouseKey is the public part of a key proof, in the verifier's order.
type HouseKey struct {
	HouseY, PlayerY, Context, SeedCommitment, Root fr.Element
	Binding                                        fr.Element // M, what the contract keeps for the player
}

func publicOf(v ...fr.Element) []*big.Int {
	out := make([]*big.Int, len(v))
	for i := range v {
		out[i] = v[i].BigInt(new(big.Int))
	}
	return out
}

// PublicInputs returns the six public inputs: HouseY, PlayerY, Context,
// SeedCommitment, Root, Binding. A contract takes the first five from the
// registry (the house key's y), the player's posted key (y), its context
// formula, the seed commitment and the list; the house supplies Binding.
func (k *HouseKey) PublicInputs() []*big.Int {
	return publicOf(k.HouseY, k.PlayerY, k.Context, k.SeedCommitment, k.Root, k.Binding)
}

// Statement returns the public part of in.
func (in HouseKeyInput) Statement() (*HouseKey, error) {
	a, err := circuits.KeyAssignment(in.Secret, in.Player, in.Context, in.SeedCommitment, in.Root)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return &HouseKey{
		HouseY: a.HouseY.(fr.Element), PlayerY: in.Player.Y, Context: in.Context,
		SeedCommitment: in.SeedCommitment, Root: in.Root, Binding: a.Binding.(fr.Element),
	}, nil
}

// ProveHouseKey proves the house's key statement for one player.
func (p *Prover) ProveHouseKey(ctx context.Context, in HouseKeyInput) (*Proof, error) {
	a, err := circuits.KeyAssignment(in.Secret, in.Player, in.Context, in.SeedCommitment, in.Root)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return p.prove(ctx, HouseKeySpec(), a)
}

// DecodeHouseKey decodes the public inputs of a key proof (not verified).
func DecodeHouseKey(proof *Proof) (*HouseKey, error) {
	if err := checkKind(proof, KindHouseKey); err != nil {
		return nil, err
	}
	v := proof.Public
	return &HouseKey{HouseY: v[0], PlayerY: v[1], Context: v[2], SeedCommitment: v[3], Root: v[4], Binding: v[5]}, nil
}

// VerifyHouseKey verifies a key proof whose statement must be want.
func (p *Prover) VerifyHouseKey(ctx context.Context, proof *Proof, want *HouseKey) error {
	got, err := DecodeHouseKey(proof)
	if err != nil {
		return err
	}
	if *got != *want {
		return fmt.Errorf("%w: the key proof is for another statement", ErrBadProof)
	}
	return p.Verify(ctx, proof)
}

func checkKind(proof *Proof, kind Kind) error {
	s, err := ParseID(proof.Circuit)
	if err != nil {
		return err
	}
	if s.Kind != kind || len(proof.Public) != s.NbPublic() {
		return fmt.Errorf("%w: %s with %d public inputs is not a %s proof", ErrBadProof, s.ID(), len(proof.Public), kind)
	}
	return nil
}

// HiddenAnswerInput is the house's answer to try Acc.Tries of word Index:
// the player's ciphertext Guess, decrypted with the match key Key, against
// the word that Seed derives under Randomness from Dictionary.
type HiddenAnswerInput struct {
	Dictionary *Dictionary // the answers list (N = Len words)
	Seed       fr.Element  // the committed seed
	Randomness *big.Int    // R, below 2^128
	Index      uint64      // i, the word (round)
	Key        fr.Element  // k, the player's match key
	Acc        hidden.Acc  // the player's accumulator before the try
	Guess      fr.Element  // CT, as posted
}

// HiddenAnswer is the public part of a hidden answer, in the verifier's
// order, with the fields of Packed.
type HiddenAnswer struct {
	Params         circuits.Params
	AccOld, AccNew fr.Element
	Guess          fr.Element // CT
	Colours        fr.Element // E
	hidden.AnswerFields
}

// PublicInputs returns the five public inputs: AccOld, AccNew, Guess,
// Colours, Packed (hidden.PackAnswer). A contract holds AccOld (M at the
// round's start), the guess ciphertext, i, n, N and R; the house supplies
// AccNew, Colours and the solved bit.
func (a *HiddenAnswer) PublicInputs() ([]*big.Int, error) {
	packed, err := hidden.PackAnswer(a.AnswerFields)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return append(publicOf(a.AccOld, a.AccNew, a.Guess, a.Colours), packed), nil
}

func (in HiddenAnswerInput) witness() (*circuits.HiddenAnswerWitness, circuits.Params, []uint8, []game.Color, error) {
	d := in.Dictionary
	if d == nil {
		return nil, circuits.Params{}, nil, nil, fmt.Errorf("%w: no answers list", ErrBadInput)
	}
	p := circuits.Params{Length: d.length, Alphabet: d.alphabet}
	word, j, err := d.DeriveWord(in.Seed, in.Randomness, in.Index)
	if err != nil {
		return nil, p, nil, nil, err
	}
	secret, err := d.alphabet.Encode(word, d.length)
	if err != nil {
		return nil, p, nil, nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	path, err := d.tree.Proof(j)
	if err != nil {
		return nil, p, nil, nil, err
	}
	f := hidden.AnswerFields{Index: in.Index, Count: d.Len(), Randomness: in.Randomness}
	w, guess, colours, err := circuits.NewHiddenAnswerWitness(p, in.Seed, secret,
		circuits.MerklePath{Index: uint64(j), Siblings: path.Siblings}, in.Key, in.Acc, in.Guess, f)
	if err != nil {
		return nil, p, nil, nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return w, p, guess, colours, nil
}

// Statement returns the public part of the answer, and the decrypted guess
// and its colours (the house's view).
func (in HiddenAnswerInput) Statement() (*HiddenAnswer, []uint8, []game.Color, error) {
	w, p, guess, colours, err := in.witness()
	if err != nil {
		return nil, nil, nil, err
	}
	return &HiddenAnswer{Params: p, AccOld: w.AccOld, AccNew: w.AccNew, Guess: w.Guess, Colours: w.Colours, AnswerFields: w.Fields}, guess, colours, nil
}

// ProveHiddenAnswer proves the house's answer to a hidden guess. A
// ciphertext that opens to no guess gives ErrBadInput (the house refuses it).
func (p *Prover) ProveHiddenAnswer(ctx context.Context, in HiddenAnswerInput) (*Proof, error) {
	w, params, _, _, err := in.witness()
	if err != nil {
		return nil, err
	}
	a, err := w.Assignment(params)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return p.prove(ctx, HiddenSpec(params.Length, params.Alphabet), a)
}

// DecodeHiddenAnswer decodes the public inputs of a hidden answer proof (not
// verified).
func DecodeHiddenAnswer(proof *Proof) (*HiddenAnswer, error) {
	if err := checkKind(proof, KindHidden); err != nil {
		return nil, err
	}
	s, _ := ParseID(proof.Circuit)
	f, err := hidden.UnpackAnswer(proof.Public[4].BigInt(new(big.Int)))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	v := proof.Public
	return &HiddenAnswer{Params: s.Params, AccOld: v[0], AccNew: v[1], Guess: v[2], Colours: v[3], AnswerFields: f}, nil
}

// VerifyHiddenAnswer verifies a hidden answer proof against what the
// contract holds: the accumulator, the guess ciphertext, the word, the try,
// the list's size and the randomness (AccNew, Colours and Solved come from
// the proof). It returns the decoded answer.
func (p *Prover) VerifyHiddenAnswer(ctx context.Context, proof *Proof, accOld, guess fr.Element, want hidden.AnswerFields) (*HiddenAnswer, error) {
	a, err := DecodeHiddenAnswer(proof)
	if err != nil {
		return nil, err
	}
	f := a.AnswerFields
	if a.AccOld != accOld || a.Guess != guess || f.Index != want.Index || f.Try != want.Try || f.Count != want.Count || f.Randomness.Cmp(want.Randomness) != 0 {
		return nil, fmt.Errorf("%w: the answer is for another accumulator, guess or try", ErrBadProof)
	}
	return a, p.Verify(ctx, proof)
}

// Tally is the public part of a tally proof: the accumulator it opens and
// the tries it opens to.
type Tally struct {
	Params circuits.Params
	Acc    fr.Element
	hidden.TallyFields
}

// PublicInputs returns the two public inputs: Acc, Packed (hidden.PackTally).
func (t *Tally) PublicInputs() ([]*big.Int, error) {
	packed, err := hidden.PackTally(hidden.Word{Length: t.Params.Length, Alphabet: t.Params.Alphabet}, t.TallyFields)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return []*big.Int{t.Acc.BigInt(new(big.Int)), packed}, nil
}

// ProveTally proves that the player's accumulator of word f.Index, from
// binding m and match key k, holds the tries f.Slots. The house or the
// player proves it: both know k.
func (p *Prover) ProveTally(ctx context.Context, params circuits.Params, m, k fr.Element, f hidden.TallyFields) (*Proof, error) {
	a, err := circuits.TallyAssignment(params, m, k, f)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return p.prove(ctx, TallySpec(params.Length, params.Alphabet), a)
}

// DecodeTally decodes the public inputs of a tally proof (not verified).
func DecodeTally(proof *Proof) (*Tally, error) {
	if err := checkKind(proof, KindTally); err != nil {
		return nil, err
	}
	s, _ := ParseID(proof.Circuit)
	f, err := hidden.UnpackTally(hidden.Word{Length: s.Params.Length, Alphabet: s.Params.Alphabet}, proof.Public[1].BigInt(new(big.Int)))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	return &Tally{Params: s.Params, Acc: proof.Public[0], TallyFields: f}, nil
}

// VerifyTally verifies a tally proof of the accumulator acc that the
// contract holds for a player and word, with tries answered tries, and
// returns the opened tries.
func (p *Prover) VerifyTally(ctx context.Context, proof *Proof, acc fr.Element, index uint64, tries int) (*Tally, error) {
	t, err := DecodeTally(proof)
	if err != nil {
		return nil, err
	}
	if t.Acc != acc || t.Index != index || len(t.Slots) != tries {
		return nil, fmt.Errorf("%w: the tally is for another accumulator, word or count", ErrBadProof)
	}
	return t, p.Verify(ctx, proof)
}

// Refusal is the public part of a refusal proof: the player's binding, the
// guess ciphertext and what it opens to.
type Refusal struct {
	Params  circuits.Params
	Binding fr.Element
	Guess   fr.Element
	hidden.RefusalFields
}

// PublicInputs returns the three public inputs: Binding, Guess, Packed
// (hidden.PackRefusal).
func (r *Refusal) PublicInputs() ([]*big.Int, error) {
	packed, err := hidden.PackRefusal(r.RefusalFields)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return append(publicOf(r.Binding, r.Guess), packed), nil
}

// ProveRefusal proves what the ciphertext ct of try n of word i opens to
// under k: no word, or the word it names (which the contract then shows is
// not in its guess dictionary).
func (p *Prover) ProveRefusal(ctx context.Context, params circuits.Params, k, seedCommitment, root, ct fr.Element, i uint64, n int) (*Proof, error) {
	a, err := circuits.RefuseAssignment(params, k, seedCommitment, root, ct, i, n)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadInput, err)
	}
	return p.prove(ctx, RefuseSpec(params.Length, params.Alphabet), a)
}

// DecodeRefusal decodes the public inputs of a refusal proof (not verified).
func DecodeRefusal(proof *Proof) (*Refusal, error) {
	if err := checkKind(proof, KindRefuse); err != nil {
		return nil, err
	}
	s, _ := ParseID(proof.Circuit)
	f, err := hidden.UnpackRefusal(proof.Public[2].BigInt(new(big.Int)))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	return &Refusal{Params: s.Params, Binding: proof.Public[0], Guess: proof.Public[1], RefusalFields: f}, nil
}

// VerifyRefusal verifies a refusal of the ciphertext ct of try n of word i
// for the player whose binding is m, and returns what it opens to.
func (p *Prover) VerifyRefusal(ctx context.Context, proof *Proof, m, ct fr.Element, i uint64, n int) (*Refusal, error) {
	r, err := DecodeRefusal(proof)
	if err != nil {
		return nil, err
	}
	if r.Binding != m || r.Guess != ct || r.Index != i || r.Try != n {
		return nil, fmt.Errorf("%w: the refusal is for another player, ciphertext or try", ErrBadProof)
	}
	return r, p.Verify(ctx, proof)
}
