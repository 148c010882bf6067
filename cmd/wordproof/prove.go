package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"os"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/logger"
	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

var proveOutFlag = &cli.StringFlag{
	Name:      "out",
	Usage:     "write the proof JSON to `PATH` instead of stdout",
	TakesFile: true,
	Category:  keysCategory,
}

var proveCommand = &cli.Command{
	Name:  "prove",
	Usage: "prove a commit or a reveal from a JSON request",
	Description: `Proves one statement with the key set (--keys.dir, default the built-in keys)
and prints the proof as JSON:

  {"circuit": "reveal_l5a26", "public": ["0x..", ...], "proof": ["0x..", x8]}

public are the circuit's public inputs in order (reveal: commitment, then the
packed batch with the context's low 120 bits above it; commit: root,
commitments..., context) and proof the eight
coordinates the Solidity verifiers take. Check it with 'wordproof verify'.`,
	Subcommands: []*cli.Command{proveRevealCommand, proveCommitCommand},
}

// bindingJSON is the context of a proof given by its parts.
type bindingJSON struct {
	ChainID  string `json:"chainId"`
	Contract string `json:"contract"`
	GameID   string `json:"gameId"`
	Round    uint64 `json:"round"`
	Player   string `json:"player"`
}

// contextJSON is either a ready context field element or its binding.
type contextJSON struct {
	Context string       `json:"context"`
	Binding *bindingJSON `json:"binding"`
}

func (cj contextJSON) element() (fr.Element, error) {
	switch {
	case cj.Context != "" && cj.Binding != nil:
		return fr.Element{}, fmt.Errorf("give either context or binding, not both")
	case cj.Binding != nil:
		b := cj.Binding
		chainID, ok1 := new(big.Int).SetString(b.ChainID, 0)
		gameID, ok2 := new(big.Int).SetString(b.GameID, 0)
		if !ok1 || !ok2 {
			return fr.Element{}, fmt.Errorf("binding: chainId and gameId must be numbers")
		}
		if !common.IsHexAddress(b.Contract) || !common.IsHexAddress(b.Player) {
			return fr.Element{}, fmt.Errorf("binding: contract and player must be hex addresses")
		}
		return prover.Binding{ChainID: chainID, Contract: common.HexToAddress(b.Contract), GameID: gameID, Round: b.Round, Player: common.HexToAddress(b.Player)}.Context()
	case cj.Context != "":
		return prover.ParseField(cj.Context)
	}
	return fr.Element{}, fmt.Errorf("missing context (or binding)")
}

func parseAlphabet(name string) (game.Alphabet, error) {
	switch name {
	case "", game.Letters.Name:
		return game.Letters, nil
	case game.Digits.Name:
		return game.Digits, nil
	}
	return game.Alphabet{}, fmt.Errorf("alphabet %q (want letters or digits)", name)
}

// readRequest decodes the JSON request named by the single argument ("-"
// for stdin), rejecting unknown fields.
func readRequest(c *cli.Context, v any) error {
	if c.NArg() != 1 {
		return usageError("%s takes one argument, the request file (- for stdin)", c.Command.FullName())
	}
	r := c.App.Reader
	if name := c.Args().First(); name != "-" {
		b, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		r = bytes.NewReader(b)
	} else if r == nil {
		r = os.Stdin
	}
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("request: %w", err)
	}
	return nil
}

func writeProof(c *cli.Context, proof *prover.Proof) error {
	b, err := json.MarshalIndent(proof, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if out := c.String(proveOutFlag.Name); out != "" {
		return os.WriteFile(out, b, 0o644)
	}
	_, err = c.App.Writer.Write(b)
	return err
}

func newProver(c *cli.Context) (*prover.Prover, error) {
	logger.Disable()
	return prover.New(prover.Config{Keys: keySet(c)})
}

type revealRequest struct {
	Alphabet string   `json:"alphabet"`
	Secret   string   `json:"secret"`
	Salt     string   `json:"salt"`
	Guesses  []string `json:"guesses"`
	contextJSON
}

var proveRevealCommand = &cli.Command{
	Name:      "reveal",
	Usage:     "prove the colours of up to 3 guesses against a committed secret",
	ArgsUsage: "REQUEST.json",
	Description: `The request:

  {"alphabet": "letters", "secret": "crane", "salt": "0x..",
   "guesses": ["slate", "trace"],
   "context": "0x.."}

alphabet is letters (default) or digits. Instead of "context" a "binding"
object gives its parts, hashed as the contracts do:
  "binding": {"chainId": "1337", "contract": "0x..", "gameId": "1", "round": 2, "player": "0x.."}
The colours are computed from the rules (greens first, then yellows left to
right) and proven; the commitment is C(packed secret, salt).`,
	Flags: []cli.Flag{keysDirFlag, proveOutFlag},
	Action: func(c *cli.Context) error {
		var req revealRequest
		if err := readRequest(c, &req); err != nil {
			return err
		}
		a, err := parseAlphabet(req.Alphabet)
		if err != nil {
			return err
		}
		salt, err := prover.ParseField(req.Salt)
		if err != nil {
			return fmt.Errorf("salt: %w", err)
		}
		ctx, err := req.element()
		if err != nil {
			return err
		}
		p, err := newProver(c)
		if err != nil {
			return err
		}
		proof, err := p.ProveReveal(c.Context, prover.RevealInput{Alphabet: a, Secret: req.Secret, Salt: salt, Guesses: req.Guesses, Context: ctx})
		if err != nil {
			return err
		}
		return writeProof(c, proof)
	},
}

type commitRequest struct {
	Alphabet   string   `json:"alphabet"`
	Length     int      `json:"length"`
	Dictionary string   `json:"dictionary"`
	Words      []string `json:"words"`
	Salts      []string `json:"salts"`
	contextJSON
}

var proveCommitCommand = &cli.Command{
	Name:      "commit",
	Usage:     "prove that secret words are in the dictionary and open their commitments",
	ArgsUsage: "REQUEST.json",
	Description: `The request:

  {"alphabet": "letters", "length": 5, "words": ["crane", "slate"],
   "salts": ["0x..", "0x.."], "context": "0x.."}

The dictionary is the embedded secret list of the length unless "dictionary"
names a word list file (one word a line, sorted: its order is the leaf order).
"binding" may replace "context" as for 'prove reveal' (round 0). The public
commitments are C(packed word, salt), one salt per word.`,
	Flags: []cli.Flag{keysDirFlag, proveOutFlag},
	Action: func(c *cli.Context) error {
		var req commitRequest
		if err := readRequest(c, &req); err != nil {
			return err
		}
		a, err := parseAlphabet(req.Alphabet)
		if err != nil {
			return err
		}
		list, err := loadSecrets(a, req.Length, req.Dictionary)
		if err != nil {
			return err
		}
		dict, err := prover.NewDictionary(a, req.Length, list)
		if err != nil {
			return err
		}
		salts := make([]fr.Element, len(req.Salts))
		for i, s := range req.Salts {
			if salts[i], err = prover.ParseField(s); err != nil {
				return fmt.Errorf("salt %d: %w", i, err)
			}
		}
		ctx, err := req.element()
		if err != nil {
			return err
		}
		p, err := newProver(c)
		if err != nil {
			return err
		}
		proof, err := p.ProveCommit(c.Context, prover.CommitInput{Dictionary: dict, Words: req.Words, Salts: salts, Context: ctx})
		if err != nil {
			return err
		}
		return writeProof(c, proof)
	},
}

// loadSecrets returns the words of a secret dictionary in leaf order.
func loadSecrets(a game.Alphabet, length int, file string) ([]string, error) {
	if file == "" {
		if a.Name != game.Letters.Name {
			return nil, fmt.Errorf("no embedded %s dictionary: name a word list in \"dictionary\"", a.Name)
		}
		d, err := words.Load(words.Secrets, length)
		if err != nil {
			return nil, err
		}
		return d.Words(), nil
	}
	if a.Name == game.Letters.Name {
		d, err := words.LoadFile(file, length)
		if err != nil {
			return nil, err
		}
		return d.Words(), nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var list []string
	for _, f := range bytes.Fields(b) {
		list = append(list, string(f))
	}
	return list, nil
}
