package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/words"
)

const wordsCategory = "DICTIONARY"

var (
	wordsKindFlag = &cli.StringFlag{
		Name:     "kind",
		Usage:    "dictionary kind: secrets or guesses",
		Value:    string(words.Secrets),
		Category: wordsCategory,
	}
	wordsLengthFlag = &cli.IntFlag{
		Name:     "length",
		Usage:    "word length (embedded lists: 4, 5 or 6)",
		Value:    5,
		Category: wordsCategory,
	}
	wordsFileFlag = &cli.StringFlag{
		Name:      "file",
		Usage:     "use the word list in `PATH` (one word a line, '#' comments) instead of the embedded one",
		TakesFile: true,
		Category:  wordsCategory,
	}
	wordsJSONFlag = &cli.BoolFlag{
		Name:  "json",
		Usage: "print the result as JSON",
	}
)

var wordsCommand = &cli.Command{
	Name:  "words",
	Usage: "inspect the dictionaries and their Merkle roots",
	Description: `The embedded dictionaries hold, for each length 4, 5 and 6, the secret words
(at most 8192, the circuits' tree capacity) and the guess words, generated
from Debian's SCOWL lists by scripts/gen-words. A user's own list can replace
them with --file.`,
	Subcommands: []*cli.Command{wordsRootCommand, wordsCheckCommand, wordsProofCommand},
}

var wordsRootCommand = &cli.Command{
	Name:      "root",
	Usage:     "print a dictionary's size and its keccak256 and Poseidon2 Merkle roots",
	ArgsUsage: " ",
	Description: `Prints the number of words and both Merkle roots of a dictionary (see
package merkle for the exact tree shapes), as 0x-prefixed 32-byte hex:

  keccak256  the guess tree a contract checks guesses against, of the
             smallest depth that holds the words;
  poseidon2  the tree the circuits check secrets against, of depth 13 for
             secrets (more than 8192 secrets is an error) and of depth
             max(13, smallest that fits) for guesses.

Examples:
  wordproof words root --kind secrets --length 5
  wordproof words root --kind guesses --length 5 --json
  wordproof words root --file mywords.txt --length 6`,
	Flags: []cli.Flag{wordsKindFlag, wordsLengthFlag, wordsFileFlag, wordsJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("words root takes no arguments, got %q", c.Args().First())
		}
		kind, err := words.ParseKind(c.String(wordsKindFlag.Name))
		if err != nil {
			return usageError("%v", err)
		}
		d, source, err := loadDictionary(kind, c.Int(wordsLengthFlag.Name), c.String(wordsFileFlag.Name))
		if err != nil {
			return err
		}
		res, err := dictionaryRoots(kind, d)
		if err != nil {
			return err
		}
		res.Source = source
		return printResult(c.App.Writer, c.Bool(wordsJSONFlag.Name), res)
	},
}

var wordsCheckCommand = &cli.Command{
	Name:      "check",
	Usage:     "tell whether a word is a valid secret and a valid guess",
	ArgsUsage: "[--json] WORD",
	Description: `Looks WORD up in the embedded secret and guess dictionaries of its length
and prints both answers. The exit code is 0 whether or not the word is listed;
a word outside a-z or of a length with no dictionary exits 2.`,
	Flags: []cli.Flag{wordsJSONFlag},
	Action: func(c *cli.Context) error {
		for _, a := range c.Args().Tail() {
			if strings.HasPrefix(a, "-") {
				return usageError("words check: flag %s after WORD: put flags before WORD", a)
			}
		}
		if c.NArg() != 1 {
			return usageError("words check takes one WORD, got %d arguments", c.NArg())
		}
		word := c.Args().First()
		res := wordsCheckResult{Word: word, Length: len(word)}
		for _, kind := range []words.Kind{words.Secrets, words.Guesses} {
			d, err := words.Load(kind, len(word))
			if err != nil {
				return usageError("%v", err)
			}
			_, err = d.Index(word)
			switch {
			case err == nil:
			case errors.Is(err, words.ErrNotInDictionary):
			default:
				return usageError("%v", err)
			}
			if kind == words.Secrets {
				res.Secret = err == nil
			} else {
				res.Guess = err == nil
			}
		}
		return printResult(c.App.Writer, c.Bool(wordsJSONFlag.Name), res)
	},
}

// loadDictionary returns the embedded list, or the user's file when path is
// set, and a label of where it came from. Bad input is a usage error.
func loadDictionary(kind words.Kind, length int, path string) (*words.Dictionary, string, error) {
	if path == "" {
		d, err := words.Load(kind, length)
		if err != nil {
			return nil, "", usageError("%v", err)
		}
		return d, "embedded " + words.FileName(kind, length), nil
	}
	d, err := words.LoadFile(path, length)
	if err != nil {
		if isBadList(err) {
			return nil, "", usageError("%v", err)
		}
		return nil, "", err
	}
	return d, path, nil
}

func isBadList(err error) bool {
	for _, target := range []error{words.ErrBadLength, words.ErrBadWord, words.ErrDuplicate, words.ErrEmpty, fs.ErrNotExist} {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}

// wordsRootResult is the output of words root.
type wordsRootResult struct {
	Source         string `json:"source"`
	Kind           string `json:"kind"`
	Length         int    `json:"length"`
	Words          int    `json:"words"`
	KeccakRoot     string `json:"keccakRoot"`
	KeccakDepth    int    `json:"keccakDepth"`
	Poseidon2Root  string `json:"poseidon2Root"`
	Poseidon2Depth int    `json:"poseidon2Depth"`
}

func (r wordsRootResult) text() string {
	return fmt.Sprintf("source     %s\nkind       %s\nlength     %d\nwords      %d\nkeccak256  %s (depth %d)\nposeidon2  %s (depth %d)\n",
		r.Source, r.Kind, r.Length, r.Words, r.KeccakRoot, r.KeccakDepth, r.Poseidon2Root, r.Poseidon2Depth)
}

// wordsCheckResult is the output of words check.
type wordsCheckResult struct {
	Word   string `json:"word"`
	Length int    `json:"length"`
	Secret bool   `json:"secret"`
	Guess  bool   `json:"guess"`
}

func (r wordsCheckResult) text() string {
	yes := map[bool]string{true: "yes", false: "no"}
	return fmt.Sprintf("%s: secret %s, guess %s\n", r.Word, yes[r.Secret], yes[r.Guess])
}

// dictTrees holds both Merkle trees of a dictionary.
type dictTrees struct {
	d       *words.Dictionary
	packed  []uint64
	kleaves []merkle.Hash
	keccak  *merkle.KeccakTree
	pos     *merkle.Poseidon2Tree
}

// buildTrees builds both trees of a dictionary: the keccak tree of the
// smallest depth, the Poseidon2 tree of the circuits' depth (deeper for a
// guess list that needs it). A secret list that does not fit the circuits'
// tree is a usage error.
func buildTrees(kind words.Kind, d *words.Dictionary) (*dictTrees, error) {
	t := &dictTrees{d: d, packed: d.Packed()}
	var err error
	if t.kleaves, err = merkle.KeccakLeaves(d.Length(), t.packed); err != nil {
		return nil, err
	}
	if t.keccak, err = merkle.NewKeccakTree(t.kleaves, merkle.MinDepth(d.Len())); err != nil {
		return nil, err
	}
	pdepth := merkle.SecretTreeDepth
	if kind == words.Guesses {
		pdepth = max(pdepth, merkle.MinDepth(d.Len()))
	}
	if t.pos, err = merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(t.packed), pdepth); err != nil {
		if errors.Is(err, merkle.ErrTooManyLeaves) {
			return nil, usageError("%d secrets do not fit the circuits' tree of depth %d (at most %d)", d.Len(), pdepth, words.MaxSecrets)
		}
		return nil, err
	}
	return t, nil
}

// dictionaryRoots returns the size and both roots of a dictionary.
func dictionaryRoots(kind words.Kind, d *words.Dictionary) (wordsRootResult, error) {
	t, err := buildTrees(kind, d)
	if err != nil {
		return wordsRootResult{}, err
	}
	proot := t.pos.Root()
	return wordsRootResult{
		Kind:           string(kind),
		Length:         d.Length(),
		Words:          d.Len(),
		KeccakRoot:     hex32(t.keccak.Root()),
		KeccakDepth:    t.keccak.Depth(),
		Poseidon2Root:  frHex(proot),
		Poseidon2Depth: t.pos.Depth(),
	}, nil
}

func hex32(h merkle.Hash) string { return fmt.Sprintf("0x%x", h) }

func frHex(e fr.Element) string {
	b := e.Bytes()
	return fmt.Sprintf("0x%x", b)
}

type texter interface{ text() string }

// printResult prints a result as text or as indented JSON.
func printResult(w io.Writer, asJSON bool, res texter) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	_, err := io.WriteString(w, res.text())
	return err
}

var wordsProofCommand = &cli.Command{
	Name:      "proof",
	Usage:     "print the Merkle proofs of a word in both trees of a dictionary",
	ArgsUsage: "[options] WORD",
	Description: `Prints the leaf index, the leaf, the siblings (bottom-up) and the root of
WORD in the keccak256 and the Poseidon2 tree of the dictionary (as for
'words root'); the word's length selects the dictionary. Bit k of the index
(LSB first) is 1 when the path goes through a right child at level k.

Examples:
  wordproof words proof --kind guesses crane
  wordproof words proof --json --file mywords.txt abbey`,
	Flags: []cli.Flag{wordsKindFlag, wordsFileFlag, wordsJSONFlag},
	Action: func(c *cli.Context) error {
		for _, a := range c.Args().Tail() {
			if strings.HasPrefix(a, "-") {
				return usageError("words proof: flag %s after WORD: put flags before WORD", a)
			}
		}
		if c.NArg() != 1 {
			return usageError("words proof takes one WORD, got %d arguments", c.NArg())
		}
		word := c.Args().First()
		kind, err := words.ParseKind(c.String(wordsKindFlag.Name))
		if err != nil {
			return usageError("%v", err)
		}
		d, source, err := loadDictionary(kind, len(word), c.String(wordsFileFlag.Name))
		if err != nil {
			return err
		}
		i, err := d.Index(word)
		if err != nil {
			return usageError("%v", err)
		}
		t, err := buildTrees(kind, d)
		if err != nil {
			return err
		}
		kp, err := t.keccak.Proof(i)
		if err != nil {
			return err
		}
		pp, err := t.pos.Proof(i)
		if err != nil {
			return err
		}
		pleaf, err := t.pos.Leaf(i)
		if err != nil {
			return err
		}
		res := wordsProofResult{Source: source, Kind: string(kind), Word: word, Packed: t.packed[i], Index: i}
		res.Keccak = treeProof{Root: hex32(t.keccak.Root()), Depth: t.keccak.Depth(), Leaf: hex32(t.kleaves[i])}
		for _, s := range kp.Siblings {
			res.Keccak.Siblings = append(res.Keccak.Siblings, hex32(s))
		}
		res.Poseidon2 = treeProof{Root: frHex(t.pos.Root()), Depth: t.pos.Depth(), Leaf: frHex(pleaf)}
		for _, s := range pp.Siblings {
			res.Poseidon2.Siblings = append(res.Poseidon2.Siblings, frHex(s))
		}
		return printResult(c.App.Writer, c.Bool(wordsJSONFlag.Name), res)
	},
}

// wordsProofResult is the output of words proof.
type wordsProofResult struct {
	Source    string    `json:"source"`
	Kind      string    `json:"kind"`
	Word      string    `json:"word"`
	Packed    uint64    `json:"packed"`
	Index     int       `json:"index"`
	Keccak    treeProof `json:"keccak"`
	Poseidon2 treeProof `json:"poseidon2"`
}

// treeProof is one tree's root and the path of a word.
type treeProof struct {
	Root     string   `json:"root"`
	Depth    int      `json:"depth"`
	Leaf     string   `json:"leaf"`
	Siblings []string `json:"siblings"`
}

func (r wordsProofResult) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "source     %s\nkind       %s\nword       %s\npacked     %d\nindex      %d\n", r.Source, r.Kind, r.Word, r.Packed, r.Index)
	for _, t := range []struct {
		name string
		p    treeProof
	}{{"keccak256", r.Keccak}, {"poseidon2", r.Poseidon2}} {
		fmt.Fprintf(&b, "%s root %s (depth %d)\n  leaf     %s\n", t.name, t.p.Root, t.p.Depth, t.p.Leaf)
		for k, s := range t.p.Siblings {
			fmt.Fprintf(&b, "  sibling %2d %s\n", k, s)
		}
	}
	return b.String()
}
