package main

import (
	"encoding/json"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/prover"
)

var verifyCommand = &cli.Command{
	Name:      "verify",
	Usage:     "verify a proof JSON file",
	ArgsUsage: "PROOF.json",
	Description: `Verifies a proof made by 'wordproof prove' (- reads stdin) against the
verifying key of its circuit (--keys.dir, default the built-in keys). For a
reveal it also prints the guesses and colours the proof shows. Exit 0 when
the proof is valid, 1 when it is not.`,
	Flags: []cli.Flag{keysDirFlag, keysJSONFlag},
	Action: func(c *cli.Context) error {
		var proof prover.Proof
		if err := readRequest(c, &proof); err != nil {
			return err
		}
		p, err := newProver(c)
		if err != nil {
			return err
		}
		if err := p.Verify(c.Context, &proof); err != nil {
			return err
		}
		res := struct {
			Circuit string   `json:"circuit"`
			Valid   bool     `json:"valid"`
			Guesses []string `json:"guesses,omitempty"`
			Colors  []string `json:"colors,omitempty"`
		}{Circuit: proof.Circuit, Valid: true}
		if rev, err := prover.DecodeReveal(&proof); err == nil {
			s, _ := prover.ParseID(proof.Circuit)
			for _, slot := range rev.Slots {
				res.Guesses = append(res.Guesses, s.Params.Alphabet.Decode(slot.Guess))
				res.Colors = append(res.Colors, game.Pattern(slot.Colors))
			}
		}
		if c.Bool(keysJSONFlag.Name) {
			b, err := json.MarshalIndent(res, "", "  ")
			if err != nil {
				return err
			}
			_, err = fmt.Fprintf(c.App.Writer, "%s\n", b)
			return err
		}
		fmt.Fprintf(c.App.Writer, "valid %s\n", proof.Circuit)
		for i := range res.Guesses {
			fmt.Fprintf(c.App.Writer, "%s %s\n", res.Guesses[i], res.Colors[i])
		}
		return nil
	},
}
