package circuits

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/hidden"
)

// KeyAssignment returns a full witness of the key circuit: the house's
// secret, the player's public key, the player's context, the seed
// commitment and the answers root. It computes HouseY and the binding M.
func KeyAssignment(secret *big.Int, player twistededwards.PointAffine, context, seedCommitment, root fr.Element) (*KeyCircuit, error) {
	house, err := hidden.PublicKey(secret)
	if err != nil {
		return nil, err
	}
	shared, err := hidden.Shared(secret, player)
	if err != nil {
		return nil, err
	}
	k := hidden.MatchKey(shared, context)
	return &KeyCircuit{
		HouseY:         house.Y,
		PlayerY:        player.Y,
		Context:        context,
		SeedCommitment: seedCommitment,
		Root:           root,
		Binding:        hidden.Binding(seedCommitment, root, hidden.KeyCommitment(k)),
		Secret:         secret,
		PlayerX:        player.X,
	}, nil
}

// HiddenAnswerWitness is every value of a hidden answer: the public inputs
// (AccOld, AccNew, Guess, Colours and the fields of Packed) and the private
// ones. NewHiddenAnswerWitness computes it honestly.
type HiddenAnswerWitness struct {
	AccOld, AccNew fr.Element
	Guess          fr.Element // CT, the player's ciphertext
	Colours        fr.Element // E, the colours' ciphertext
	Fields         hidden.AnswerFields

	Seed  fr.Element
	Word  []uint8
	Path  MerklePath
	Key   fr.Element // k
	Chain fr.Element // T before the try
}

// NewHiddenAnswerWitness answers try acc.Tries of word f.Index: it decrypts
// the player's ciphertext ct with k, computes the colours against word (the
// word the seed derives, at path.Index of the tree with the given root),
// their ciphertext, the solved bit and the next accumulator. It returns the
// witness, the guess and its colours. f.Try and f.Solved are set here.
func NewHiddenAnswerWitness(p Params, seed fr.Element, word []uint8, path MerklePath, k fr.Element, acc hidden.Acc, ct fr.Element, f hidden.AnswerFields) (*HiddenAnswerWitness, []uint8, []game.Color, error) {
	if err := p.Validate(); err != nil {
		return nil, nil, nil, err
	}
	if len(word) != p.Length {
		return nil, nil, nil, fmt.Errorf("%w: word has %d symbols (want %d)", ErrBadSlot, len(word), p.Length)
	}
	w := hidden.Word{Length: p.Length, Alphabet: p.Alphabet}
	f.Try = acc.Tries
	guess, err := hidden.DecryptGuess(w, k, f.Index, f.Try, ct)
	if err != nil {
		return nil, nil, nil, err
	}
	colours := make([]game.Color, p.Length)
	game.Feedback(word, guess, colours)
	e, err := hidden.EncryptColours(w, k, f.Index, f.Try, colours)
	if err != nil {
		return nil, nil, nil, err
	}
	f.Solved = true
	for _, c := range colours {
		f.Solved = f.Solved && c == game.Green
	}
	next, err := acc.Next(w, guess, colours)
	if err != nil {
		return nil, nil, nil, err
	}
	return &HiddenAnswerWitness{
		AccOld: acc.Value(), AccNew: next.Value(), Guess: ct, Colours: e, Fields: f,
		Seed: seed, Word: word, Path: path, Key: k, Chain: acc.T,
	}, guess, colours, nil
}

// Assignment returns the circuit assignment of w, shaped for p.
func (w *HiddenAnswerWitness) Assignment(p Params) (*HiddenAnswerCircuit, error) {
	c, err := NewHiddenAnswer(p)
	if err != nil {
		return nil, err
	}
	packed, err := hidden.PackAnswer(w.Fields)
	if err != nil {
		return nil, err
	}
	if len(w.Word) != p.Length || len(w.Path.Siblings) != SecretTreeDepth {
		return nil, fmt.Errorf("%w: word of %d symbols, path of %d siblings", ErrBadParams, len(w.Word), len(w.Path.Siblings))
	}
	c.AccOld, c.AccNew, c.Guess, c.Colours, c.Packed = w.AccOld, w.AccNew, w.Guess, w.Colours, packed
	c.Seed, c.Key, c.Chain = w.Seed, w.Key, w.Chain
	for k, s := range w.Word {
		c.Word[k] = uint64(s)
	}
	for l := range c.Siblings {
		c.Siblings[l] = w.Path.Siblings[l]
	}
	c.Index, c.Try, c.Count, c.Randomness = w.Fields.Index, w.Fields.Try, w.Fields.Count, w.Fields.Randomness
	c.Solved = 0
	if w.Fields.Solved {
		c.Solved = 1
	}
	return c, nil
}

// TallyAssignment returns a full witness of the tally circuit: the binding M,
// the match key k and the answered tries of word f.Index, whose accumulator
// it computes.
func TallyAssignment(p Params, m, k fr.Element, f hidden.TallyFields) (*TallyCircuit, error) {
	c, err := NewTally(p)
	if err != nil {
		return nil, err
	}
	w := hidden.Word{Length: p.Length, Alphabet: p.Alphabet}
	packed, err := hidden.PackTally(w, f)
	if err != nil {
		return nil, err
	}
	acc, err := hidden.NewAcc(m, k, f.Index)
	if err != nil {
		return nil, err
	}
	for s := range c.Active {
		c.Active[s], c.Guesses[s], c.Colours[s] = 0, 0, 0
		if s < len(f.Slots) {
			c.Active[s] = 1
			c.Guesses[s] = game.PackWord(f.Slots[s].Guess)
			c.Colours[s] = hidden.PackColours(f.Slots[s].Colors)
			if acc, err = acc.Next(w, f.Slots[s].Guess, f.Slots[s].Colors); err != nil {
				return nil, err
			}
		}
	}
	c.Acc, c.Packed, c.Binding, c.Key, c.Index = acc.Value(), packed, m, k, f.Index
	return c, nil
}
