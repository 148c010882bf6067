package main

import (
	"encoding/json"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/load"
)

var (
	benchAccountsFlag  = &cli.IntFlag{Name: "accounts", Value: load.DefaultConfig.Accounts, Usage: "number of SimpleAccounts sending at once (K)", Category: "LOAD"}
	benchOpsFlag       = &cli.IntFlag{Name: "ops", Value: load.DefaultConfig.Ops, Usage: "operations each account sends, the next as soon as the previous is accepted (N)", Category: "LOAD"}
	benchChainFlag     = &cli.StringFlag{Name: "chain", Value: load.DefaultConfig.Chain, Usage: "anvil (node_modules/.bin/anvil, fixed block time) or devnet (embedded, seals at once)", Category: "CHAIN"}
	benchBlockTimeFlag = &cli.DurationFlag{Name: "block-time", Value: load.DefaultConfig.BlockTime, Usage: "anvil's block interval", Category: "CHAIN"}
	benchGasLimitFlag  = &cli.Uint64Flag{Name: "gas-limit", Value: load.DefaultConfig.GasLimit, Usage: "block gas limit", Category: "CHAIN"}
	benchSignersFlag   = &cli.IntFlag{Name: "signers", Value: load.DefaultConfig.Signers, Usage: "bundler keys the relayer sends bundles with (1 to 8)", Category: "RELAYER"}
	benchInFlightFlag  = &cli.IntFlag{Name: "inflight", Value: relayer.DefaultConfig.Bundler.MaxInFlight, Usage: "bundles one signer may have sent and not yet mined (1 to 8)", Category: "RELAYER"}
	benchPerSenderFlag = &cli.IntFlag{Name: "persender", Value: relayer.DefaultConfig.Mempool.MaxOpsPerSender, Usage: "operations of one sender the pool holds at once (1 to 4, ERC-7562's SAME_SENDER_MEMPOOL_COUNT)", Category: "RELAYER"}
	benchVerboseFlag   = &cli.BoolFlag{Name: "verbose", Usage: "log progress and the relayer's info log on stderr"}
	benchJSONFlag      = &cli.BoolFlag{Name: "json", Usage: "print the result as JSON"}
)

var benchRelayerCommand = &cli.Command{
	Name:  "relayer",
	Usage: "drive a standard ERC-4337 load through the relayer and report its throughput",
	Description: `Starts anvil from npm (or the embedded devnet), deploys the EntryPoint
v0.8 and the standard SimpleAccountFactory from the npm
@account-abstraction/contracts artifacts, creates and funds --accounts
SimpleAccounts, starts the relayer in-process and has each account send
--ops operations through eth_sendUserOperation (signed by its owner, paid
from its balance, no paymaster), each nonce as soon as the previous one is
accepted. Prints accepted and end-to-end operations per second, operations
per bundle, gas per operation, p50/p95 latency from send to inclusion,
dropped operations, and the load generator's own ceiling (the same loop
against an endpoint that accepts at once). Run it from the repository (it
reads node_modules).`,
	Flags: []cli.Flag{benchAccountsFlag, benchOpsFlag, benchChainFlag, benchBlockTimeFlag, benchGasLimitFlag, benchSignersFlag, benchInFlightFlag, benchPerSenderFlag, benchVerboseFlag, benchJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("bench relayer takes no arguments, got %q", c.Args().First())
		}
		cfg := load.Config{
			Accounts: c.Int(benchAccountsFlag.Name), Ops: c.Int(benchOpsFlag.Name), Chain: c.String(benchChainFlag.Name),
			BlockTime: c.Duration(benchBlockTimeFlag.Name), GasLimit: c.Uint64(benchGasLimitFlag.Name), Signers: c.Int(benchSignersFlag.Name),
		}
		switch {
		case cfg.Accounts < 1 || cfg.Accounts > 100_000:
			return usageError("--accounts must be between 1 and 100000, got %d", cfg.Accounts)
		case cfg.Ops < 1 || cfg.Ops > 1000:
			return usageError("--ops must be between 1 and 1000, got %d", cfg.Ops)
		case cfg.Chain != "anvil" && cfg.Chain != "devnet":
			return usageError("--chain must be anvil or devnet, got %q", cfg.Chain)
		case cfg.BlockTime <= 0:
			return usageError("--block-time must be positive, got %v", cfg.BlockTime)
		case cfg.Signers < 1 || cfg.Signers > load.MaxSigners:
			return usageError("--signers must be between 1 and %d, got %d", load.MaxSigners, cfg.Signers)
		}
		inFlight, perSender := c.Int(benchInFlightFlag.Name), c.Int(benchPerSenderFlag.Name)
		switch {
		case inFlight < 1 || inFlight > 8:
			return usageError("--inflight must be between 1 and 8, got %d", inFlight)
		case perSender < 1 || perSender > 4:
			return usageError("--persender must be between 1 and 4, got %d", perSender)
		}
		cfg.Relayer = func(rc *relayer.Config) {
			rc.Bundler.MaxInFlight, rc.Mempool.MaxOpsPerSender = inFlight, perSender
		}
		root, err := load.FindRoot(".")
		if err != nil {
			return usageError("%v", err)
		}
		cfg.Root = root
		if c.Bool(benchVerboseFlag.Name) {
			h := slog.NewTextHandler(c.App.ErrWriter, nil)
			cfg.Logger, cfg.RelayerLogger = slog.New(h).With("component", "load"), slog.New(h)
		}
		ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
		defer stop()
		res, err := load.Run(ctx, cfg)
		if err != nil {
			return err
		}
		if c.Bool(benchJSONFlag.Name) {
			enc := json.NewEncoder(c.App.Writer)
			enc.SetIndent("", "  ")
			return enc.Encode(res)
		}
		res.Print(c.App.Writer)
		return nil
	},
}
