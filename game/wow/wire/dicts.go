package wire

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

// ErrNotInDictionary is returned for a word that is not in the dictionary.
var ErrNotInDictionary = errors.New("word not in dictionary")

// Dictionaries are the two word lists of one word length with the trees the
// proofs need: the Poseidon2 tree of the secrets (commit proofs) and the
// keccak tree of the guesses (opening a guess on chain).
type Dictionaries struct {
	Length     int
	Secrets    *words.Dictionary
	Guesses    *words.Dictionary
	SecretTree *prover.Dictionary
	GuessTree  *merkle.KeccakTree
}

// LoadDictionaries loads the embedded dictionaries of length.
func LoadDictionaries(length int) (*Dictionaries, error) {
	secrets, err := words.Load(words.Secrets, length)
	if err != nil {
		return nil, err
	}
	guesses, err := words.Load(words.Guesses, length)
	if err != nil {
		return nil, err
	}
	return NewDictionaries(secrets, guesses)
}

// NewDictionaries builds the trees over a secret and a guess dictionary.
func NewDictionaries(secrets, guesses *words.Dictionary) (*Dictionaries, error) {
	if secrets.Length() != guesses.Length() {
		return nil, fmt.Errorf("secret words have %d letters, guesses %d", secrets.Length(), guesses.Length())
	}
	tree, err := prover.NewDictionary(game.Letters, secrets.Length(), secrets.Words())
	if err != nil {
		return nil, err
	}
	leaves, err := merkle.KeccakLeaves(guesses.Length(), guesses.Packed())
	if err != nil {
		return nil, err
	}
	guessTree, err := merkle.NewKeccakTree(leaves, merkle.MinDepth(len(leaves)))
	if err != nil {
		return nil, err
	}
	return &Dictionaries{
		Length: secrets.Length(), Secrets: secrets, Guesses: guesses, SecretTree: tree, GuessTree: guessTree,
	}, nil
}

// CheckRoots fails when the roots a game was created with are not those of
// these dictionaries: proofs made here would be rejected on chain.
func (d *Dictionaries) CheckRoots(secretRoot *big.Int, guessRoot [32]byte, guessDepth uint8) error {
	if local := d.SecretRoot(); local.Cmp(secretRoot) != 0 {
		return fmt.Errorf("secret dictionary root on chain %#x differs from the local one %#x", secretRoot, local)
	}
	if d.GuessTree.Root() != guessRoot || d.GuessTree.Depth() != int(guessDepth) {
		return fmt.Errorf("guess dictionary root on chain %x (depth %d) differs from the local one %x (depth %d)",
			guessRoot, guessDepth, d.GuessTree.Root(), d.GuessTree.Depth())
	}
	return nil
}

// GuessProof returns what openGuess needs for word: its packed form, leaf
// index and Merkle siblings.
func (d *Dictionaries) GuessProof(word string) (packed uint32, index *big.Int, siblings [][32]byte, err error) {
	i, err := d.Guesses.Index(word)
	if err != nil {
		return 0, nil, nil, fmt.Errorf("%w: guess %q", ErrNotInDictionary, word)
	}
	p, err := d.GuessTree.Proof(i)
	if err != nil {
		return 0, nil, nil, err
	}
	v, err := words.Pack(word, d.Length)
	if err != nil {
		return 0, nil, nil, err
	}
	siblings = make([][32]byte, len(p.Siblings))
	copy(siblings, p.Siblings)
	return uint32(v), big.NewInt(int64(p.Index)), siblings, nil
}

// Unpack returns the word of a packed guess.
func (d *Dictionaries) Unpack(packed uint32) string {
	symbols := make([]uint8, d.Length)
	for i := range symbols {
		symbols[i] = uint8(packed >> (game.SymbolBits * i) & (game.MaxSymbols - 1))
	}
	return game.Letters.Decode(symbols)
}

// ErrManifestRoot is returned by CheckManifest for a root that differs
// from the one a deployment manifest records.
var ErrManifestRoot = errors.New("dictionary root differs from the manifest's")

// DictionaryManifest is what a deployment manifest records of the
// dictionaries of one word length: their roots, under the names
// "secrets-<length>" and "guesses-<length>" of its dictionaries map.
type DictionaryManifest struct {
	Length     int
	SecretRoot common.Hash // the Poseidon2 root, as a 32-byte word
	GuessRoot  common.Hash // the keccak root
}

// Manifest returns the manifest entry of these dictionaries.
func (d *Dictionaries) Manifest() DictionaryManifest {
	return DictionaryManifest{Length: d.Length, SecretRoot: common.BigToHash(d.SecretRoot()), GuessRoot: d.GuessTree.Root()}
}

// SecretRoot returns the root of the secret tree, as the contract holds it.
func (d *Dictionaries) SecretRoot() *big.Int {
	root := d.SecretTree.Root()
	return root.BigInt(new(big.Int))
}

// Names returns the keys the entry has in a manifest's dictionaries map.
func (m DictionaryManifest) Names() (secrets, guesses string) {
	return fmt.Sprintf("secrets-%d", m.Length), fmt.Sprintf("guesses-%d", m.Length)
}

// Record writes the entry into a manifest's dictionaries map.
func (m DictionaryManifest) Record(into map[string]common.Hash) {
	secrets, guesses := m.Names()
	into[secrets], into[guesses] = m.SecretRoot, m.GuessRoot
}

// CheckManifest compares the roots of entry (a game's, say) with what a
// manifest's dictionaries map records for its word length, and returns
// one ErrManifestRoot per differing root; a root the manifest does not
// record is not checked.
func CheckManifest(recorded map[string]common.Hash, entry DictionaryManifest) []error {
	secrets, guesses := entry.Names()
	var errs []error
	if r, ok := recorded[secrets]; ok && r != entry.SecretRoot {
		errs = append(errs, fmt.Errorf("%w: secret root %s, the manifest's %s", ErrManifestRoot, entry.SecretRoot.Hex(), r.Hex()))
	}
	if r, ok := recorded[guesses]; ok && r != entry.GuessRoot {
		errs = append(errs, fmt.Errorf("%w: guess root %s, the manifest's %s", ErrManifestRoot, entry.GuessRoot.Hex(), r.Hex()))
	}
	return errs
}
