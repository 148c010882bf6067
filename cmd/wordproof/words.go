package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/urfave/cli/v2"

	"wordproof/merkle"
	"wordproof/words"
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
	Subcommands: []*cli.Command{wordsRootCommand, wordsCheckCommand},
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

// dictionaryRoots builds both trees of a dictionary. A secret list that does
// not fit the circuits' tree is a usage error.
func dictionaryRoots(kind words.Kind, d *words.Dictionary) (wordsRootResult, error) {
	packed := d.Packed()
	leaves, err := merkle.KeccakLeaves(d.Length(), packed)
	if err != nil {
		return wordsRootResult{}, err
	}
	kt, err := merkle.NewKeccakTree(leaves, merkle.MinDepth(len(leaves)))
	if err != nil {
		return wordsRootResult{}, err
	}
	pdepth := merkle.SecretTreeDepth
	if kind == words.Guesses {
		pdepth = max(pdepth, merkle.MinDepth(d.Len()))
	}
	pt, err := merkle.NewPoseidon2Tree(merkle.Poseidon2Leaves(packed), pdepth)
	if err != nil {
		if errors.Is(err, merkle.ErrTooManyLeaves) {
			return wordsRootResult{}, usageError("%d secrets do not fit the circuits' tree of depth %d (at most %d)", d.Len(), pdepth, words.MaxSecrets)
		}
		return wordsRootResult{}, err
	}
	kroot := kt.Root()
	proot := pt.Root()
	pbytes := proot.Bytes()
	return wordsRootResult{
		Kind:           string(kind),
		Length:         d.Length(),
		Words:          d.Len(),
		KeccakRoot:     fmt.Sprintf("0x%x", kroot),
		KeccakDepth:    kt.Depth(),
		Poseidon2Root:  fmt.Sprintf("0x%x", pbytes),
		Poseidon2Depth: pt.Depth(),
	}, nil
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
