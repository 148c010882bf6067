// Package wire is Wordle-Tac-Toe's on-chain encoding (contracts/src/tictactoe):
// the dictionaries of the three cell lengths with the trees the contract checks,
// and the word proofs of a move (valid: membership; invalid: the two adjacent
// leaves of the sorted guess tree around the word).
package wire

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

// Lengths are the cell lengths, in the order of the contract's dictionaries.
var Lengths = [3]int{4, 5, 6}

// ErrBadWord is returned for a word that cannot be packed for its cell: not
// a-z, or of another length than the cell's.
var ErrBadWord = errors.New("word does not fit the cell")

// Dictionaries are one cell length's answers (the Poseidon2 tree the house's
// answer proofs open) and guesses, as the contract holds them: a keccak tree
// (merkle.KeccakLeaf leaves) over the packed guesses in increasing order, so
// that two adjacent leaves prove a word absent.
type Dictionaries struct {
	Length    int
	Answers   *prover.Dictionary
	Guesses   []uint64 // packed (game.PackWord), strictly increasing
	GuessTree *merkle.KeccakTree
}

// LoadDictionaries loads the embedded answers and guesses of a cell length.
func LoadDictionaries(length int) (*Dictionaries, error) {
	answers, err := prover.LoadAnswers(length)
	if err != nil {
		return nil, err
	}
	guesses, err := words.Load(words.Guesses, length)
	if err != nil {
		return nil, err
	}
	return NewDictionaries(answers, length, guesses.Packed())
}

// NewDictionaries builds the sorted guess tree over packed guesses of length
// (any order, duplicates dropped) beside the answers.
func NewDictionaries(answers *prover.Dictionary, length int, packed []uint64) (*Dictionaries, error) {
	if answers.WordLength() != length {
		return nil, fmt.Errorf("answers have %d letters, guesses %d", answers.WordLength(), length)
	}
	sorted := slices.Clone(packed)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	if len(sorted) == 0 {
		return nil, errors.New("no guesses")
	}
	leaves, err := merkle.KeccakLeaves(length, sorted)
	if err != nil {
		return nil, err
	}
	tree, err := merkle.NewKeccakTree(leaves, merkle.MinDepth(len(leaves)))
	if err != nil {
		return nil, err
	}
	return &Dictionaries{Length: length, Answers: answers, Guesses: sorted, GuessTree: tree}, nil
}

// Valid reports whether a word is in the guess dictionary (the engine's
// tictactoe.Validator).
func (d *Dictionaries) Valid(word string) bool {
	packed, err := Pack(word, d.Length)
	if err != nil {
		return false
	}
	_, ok := slices.BinarySearch(d.Guesses, packed)
	return ok
}

// AnswersRoot returns the answers tree's root as the contract takes it.
func (d *Dictionaries) AnswersRoot() *big.Int {
	r := d.Answers.Root()
	return r.BigInt(new(big.Int))
}

// WordProof is a move's word with the proof that decides its validity, the
// fields of the contract's IWordleTacToe.Move but the cell.
type WordProof struct {
	Word  uint64 // game.PackWord of the guess
	Valid bool
	// Index: valid, the word's leaf; invalid, k: the word lies between leaves
	// k-1 (Below, Path) and k (Above, AbovePath).
	Index     uint32
	Below     uint64
	Above     uint64
	Path      [][32]byte
	AbovePath [][32]byte
}

// Prove returns the word proof of a word of the dictionaries' length: its
// membership proof if it is a guess, else the leaves around it.
func (d *Dictionaries) Prove(word string) (WordProof, error) {
	packed, err := Pack(word, d.Length)
	if err != nil {
		return WordProof{}, err
	}
	return d.ProvePacked(packed)
}

// ProvePacked is Prove for a packed word (any value below 2^(5·length), so
// also symbols past z, which are never guesses).
func (d *Dictionaries) ProvePacked(packed uint64) (WordProof, error) {
	if packed>>(game.SymbolBits*d.Length) != 0 {
		return WordProof{}, fmt.Errorf("%w: %#x has more than %d letters", ErrBadWord, packed, d.Length)
	}
	k, found := slices.BinarySearch(d.Guesses, packed)
	var err error
	w := WordProof{Word: packed, Valid: found, Index: uint32(k)} //nolint:gosec // k <= len(Guesses) < 2^32
	path := func(i int) ([][32]byte, error) {
		p, err := d.GuessTree.Proof(i)
		if err != nil {
			return nil, err
		}
		return p.Siblings, nil
	}
	if found {
		w.Path, err = path(k)
		return w, err
	}
	w.Path, w.AbovePath = [][32]byte{}, [][32]byte{}
	if k > 0 {
		w.Below = d.Guesses[k-1]
		if w.Path, err = path(k - 1); err != nil {
			return WordProof{}, err
		}
	}
	if k < len(d.Guesses) {
		w.Above = d.Guesses[k]
		if w.AbovePath, err = path(k); err != nil {
			return WordProof{}, err
		}
	}
	return w, nil
}

// Pack packs a word for a cell of length letters (game.PackWord of a-z).
func Pack(word string, length int) (uint64, error) {
	sym, err := game.Letters.Encode(word, length)
	if err != nil {
		return 0, fmt.Errorf("%w: %w", ErrBadWord, err)
	}
	return game.PackWord(sym), nil
}

// WordIndex is i, the index in the house's stream of cell's word in bout:
// 9·bout + cell, what the answer proof derives the word from.
func WordIndex(bout, cell int) uint64 {
	return uint64(tictactoe.Cells*bout + cell) //nolint:gosec // bout and cell are small and non-negative
}

// Draw returns what the contract draws from the hash of the house
// commitment's block for a match: R, the low 128 bits of
// keccak256(abi.encode(blockHash, matchID)), and the seat that moves first in
// bout 0 (1 for a, 2 for b), 1 plus the digest's top bit.
func Draw(blockHash [32]byte, matchID *big.Int) (r *big.Int, starter int) {
	var buf [64]byte
	copy(buf[:32], blockHash[:])
	matchID.FillBytes(buf[32:])
	x := crypto.Keccak256(buf[:])
	return new(big.Int).SetBytes(x[16:]), 1 + int(x[0]>>7)
}

// Set is the dictionaries of the three cell lengths, in Lengths order.
type Set [3]*Dictionaries

// LoadSet loads the embedded dictionaries of every cell length.
func LoadSet() (Set, error) {
	var s Set
	for i, l := range Lengths {
		d, err := LoadDictionaries(l)
		if err != nil {
			return Set{}, err
		}
		s[i] = d
	}
	return s, nil
}

// Cell returns the dictionaries of a cell's length (nil outside 0-8).
func (s Set) Cell(cell int) *Dictionaries {
	l := tictactoe.CellLength(cell)
	if l == 0 {
		return nil
	}
	return s[l-Lengths[0]]
}
