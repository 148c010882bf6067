package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

var demoCommand = &cli.Command{
	Name:  "demo",
	Usage: "play one complete Worth of Words game on the embedded devnet",
	Description: `Starts the embedded devnet and the relayer, lets bots play one complete
game with real proofs, and prints every round and the payout.`,
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("demo takes no arguments, got %q", c.Args().First())
		}
		fmt.Fprintln(c.App.Writer, "wordproof demo: not yet: the devnet, contracts and bots land with issues 4-7")
		return nil
	},
}
