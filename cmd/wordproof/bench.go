package main

import (
	"fmt"
	"io"
	"math/big"
	"os"
	"os/signal"
	"syscall"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/match"
)

var benchPlayersFlag = &cli.IntFlag{Name: "players", Value: 4, Usage: "number of bots (2 to 255)"}

var benchCommand = &cli.Command{
	Name:  "bench",
	Usage: "measure the system end to end",
	Subcommands: []*cli.Command{{
		Name:  "game",
		Usage: "play one game between bots on the embedded devnet and report its costs",
		Description: `Plays one complete Worth of Words game with --players bots on a fresh
embedded devnet (the same path as 'wordproof demo', without the round
reports) and prints the wall time, the proofs made per second, the gas per
player-round and the gas table of docs/gas-report.md (median and max per
kind of move, whole transactions; with user operations, each operation's
actual gas).`,
		Flags: []cli.Flag{benchPlayersFlag, demoStrategyFlag, demoSeedFlag, demoDirectFlag},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("bench game takes no arguments, got %q", c.Args().First())
			}
			n := c.Int(benchPlayersFlag.Name)
			if n < 2 || n > 255 {
				return usageError("--players must be between 2 and 255, got %d", n)
			}
			strategy := c.String(demoStrategyFlag.Name)
			if strategy != "info" && strategy != "random" {
				return usageError("--strategy must be info or random, got %q", strategy)
			}
			ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
			defer stop()
			res, err := runDemo(ctx, c.App.ErrWriter, io.Discard, demoOptions{
				Players: n, Strategy: strategy, Seed: c.Uint64(demoSeedFlag.Name), Stake: big.NewInt(1e15),
				Direct: c.Bool(demoDirectFlag.Name),
			})
			if err != nil {
				return err
			}
			printBench(c.App.Writer, n, res, c.Bool(demoDirectFlag.Name))
			return nil
		},
	}, benchRelayerCommand},
}

// printBench prints a game's figures; direct says its moves were plain
// transactions, which the gas targets are for.
func printBench(w io.Writer, players int, res *match.Result, direct bool) {
	var total uint64
	for _, m := range res.Moves {
		total += m.GasUsed
	}
	fmt.Fprintf(w, "players           %d\n", players)
	fmt.Fprintf(w, "rounds            %d\n", res.Rounds)
	fmt.Fprintf(w, "wall time         %v (from the first join to the end)\n", res.Wall.Round(1e6))
	fmt.Fprintf(w, "proofs            %d (%.1f per second)\n", res.Proofs(), float64(res.Proofs())/res.Wall.Seconds())
	txs := map[common.Hash]bool{}
	for _, m := range res.Moves {
		txs[m.Tx] = true
	}
	fmt.Fprintf(w, "moves             %d in %d transactions (%.2f user operations per bundle)\n", len(res.Moves), len(txs), float64(len(res.Moves))/float64(len(txs)))
	if res.Rounds > 0 {
		fmt.Fprintf(w, "gas/player-round  %d\n", total/uint64(players)/uint64(res.Rounds))
	}
	fmt.Fprintln(w)
	var targets map[string]uint64
	if direct {
		targets = match.GasTargets
	}
	_ = match.WriteGasTable(w, match.GasTable(res.Moves, targets))
}
