package main

import (
	"fmt"
	"io"
	"math/big"
	"os"
	"os/signal"
	"sort"
	"syscall"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"wordproof/match"
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
player-round and per kind of move.`,
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
			printBench(c.App.Writer, n, res)
			return nil
		},
	}},
}

func printBench(w io.Writer, players int, res *match.Result) {
	gas := map[string][]uint64{}
	var total uint64
	for _, m := range res.Moves {
		gas[m.Action] = append(gas[m.Action], m.GasUsed)
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
	actions := make([]string, 0, len(gas))
	for a := range gas {
		actions = append(actions, a)
	}
	sort.Strings(actions)
	for _, a := range actions {
		g := append([]uint64(nil), gas[a]...)
		sort.Slice(g, func(i, j int) bool { return g[i] < g[j] })
		var sum uint64
		for _, v := range g {
			sum += v
		}
		fmt.Fprintf(w, "gas %-8s      n=%-4d median %7d  mean %7d  max %7d\n", a, len(g), g[len(g)/2], sum/uint64(len(g)), g[len(g)-1])
	}
}
