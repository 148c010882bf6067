package circuits

import (
	"fmt"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/wordproof/wordproof/hidden/phrase"
)

// PhraseAssignment returns a full witness of PhraseCircuit for the house's
// answer to move s.Tries of the given kind (move: the player's ciphertext,
// 0 for hints and opening), with the answer it proves.
func PhraseAssignment(d *phrase.Day, s phrase.State, kind phrase.Kind, move fr.Element) (*PhraseCircuit, *phrase.Answer, error) {
	j, err := d.Index()
	if err != nil {
		return nil, nil, err
	}
	return phraseAssignmentAs(d, j, d.List.Entries[j], s, kind, move)
}

// phraseAssignmentAs assigns an answer as if entry e sat at index j (the
// tests' lies).
func phraseAssignmentAs(d *phrase.Day, j int, e phrase.Entry, s phrase.State, kind phrase.Kind, move fr.Element) (*PhraseCircuit, *phrase.Answer, error) {
	a, err := d.AnswerAs(e, s, kind, move)
	if err != nil {
		return nil, nil, err
	}
	packed, err := a.Fields.Pack()
	if err != nil {
		return nil, nil, err
	}
	path, err := d.List.Tree.Proof(j)
	if err != nil {
		return nil, nil, err
	}
	if len(path.Siblings) != phrase.TreeDepth {
		return nil, nil, fmt.Errorf("%w: path of %d siblings", ErrBadParams, len(path.Siblings))
	}
	c := &PhraseCircuit{
		AccOld: a.AccOld, AccNew: a.AccNew, Move: a.Move, Answer: a.Ciphertext, Packed: packed,
		Seed: d.Seed, Length: e.Length(), Category: e.Category, Difficulty: uint64(e.Difficulty), Key: d.Key,
		Day: d.Day, Try: s.Tries, Kind: uint64(kind), Count: d.List.Len(), Randomness: d.Randomness,
	}
	for p := range c.Phrase {
		c.Phrase[p] = 0
		if p < len(e.Symbols) {
			c.Phrase[p] = uint64(e.Symbols[p])
		}
	}
	for l := range c.Letters {
		c.Letters[l], c.Guessed[l], c.Shown[l] = e.Letters>>l&1, s.Guessed>>l&1, s.Shown>>l&1
	}
	for l := range c.Siblings {
		c.Siblings[l] = path.Siblings[l]
	}
	return c, a, nil
}
