package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/match"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

var (
	demoPlayersFlag = &cli.IntFlag{
		Name: "players", Value: 4, Usage: "number of bots in the game (2 to 255)", Category: "GAME",
	}
	demoStrategyFlag = &cli.StringFlag{
		Name: "strategy", Value: "info", Usage: "bot strategy: info (maximise expected information) or random", Category: "GAME",
	}
	demoSeedFlag = &cli.Uint64Flag{
		Name: "seed", Value: 1, Usage: "seed of the bots' secret words, strategies and keys", Category: "GAME",
	}
	demoStakeFlag = &cli.StringFlag{
		Name: "stake", Value: "0.1", Usage: "stake per player, in ETH (or 5gwei, 1000wei)", Category: "GAME",
	}
	demoManifestFlag = &cli.StringFlag{
		Name: "manifest", Usage: "play on the chain of this deployment manifest instead of an embedded devnet",
		Category: "CHAIN", EnvVars: []string{"WORDPROOF_MANIFEST"},
	}
	demoDirectFlag = &cli.BoolFlag{
		Name: "direct", Usage: "bots send plain transactions from their own keys instead of session-key user operations through the relayer",
		Category: "CHAIN",
	}
	demoKeyFlag = &cli.StringFlag{
		Name: "key", Usage: "hex private key that funds the bots (with --manifest; default: the first devnet account)",
		Category: "CHAIN", EnvVars: []string{"WORDPROOF_KEY"},
	}
)

var demoCommand = &cli.Command{
	Name:  "demo",
	Usage: "play one complete Worth of Words game between bots, with real proofs",
	Description: `Starts an embedded devnet, deploys every contract (the EntryPoint v0.8, the
verifiers, the dictionary registry, the game, the account factory and the
sponsor paymaster), lets --players bots create and join a lobby with proven
secret words, and plays the game to the end: every reveal is a Groth16 proof
checked on chain. It prints each round (who guessed what against whom, the
colours as G/Y/. and the points), the scores, and the payout, and exits 0.

With --manifest FILE it plays on an already running chain (a 'wordproof devnet'
or any chain 'wordproof deploy' wrote the manifest for) and prints the game id,
so the game can be audited afterwards.`,
	Flags: []cli.Flag{demoPlayersFlag, demoStrategyFlag, demoSeedFlag, demoStakeFlag, demoManifestFlag, demoKeyFlag, demoDirectFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("demo takes no arguments, got %q", c.Args().First())
		}
		players := c.Int(demoPlayersFlag.Name)
		if players < 2 || players > 255 {
			return usageError("--players must be between 2 and 255, got %d", players)
		}
		strategy := c.String(demoStrategyFlag.Name)
		if strategy != "info" && strategy != "random" {
			return usageError("--strategy must be info or random, got %q", strategy)
		}
		stake, err := client.ParseETH(c.String(demoStakeFlag.Name))
		if err != nil || stake.BitLen() > 96 {
			return usageError("--stake: %q is not an amount below 2^96 wei", c.String(demoStakeFlag.Name))
		}
		var funder *ecdsa.PrivateKey
		if k := c.String(demoKeyFlag.Name); k != "" {
			key, err := crypto.HexToECDSA(trim0x(k))
			if err != nil {
				return usageError("--key is not a hex private key: %v", err)
			}
			funder = key
		}
		ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
		defer stop()
		_, err = runDemo(ctx, c.App.Writer, c.App.Writer, demoOptions{
			Players: players, Strategy: strategy, Seed: c.Uint64(demoSeedFlag.Name), Stake: stake,
			Manifest: c.String(demoManifestFlag.Name), Funder: funder, Direct: c.Bool(demoDirectFlag.Name),
		})
		return err
	},
}

type demoOptions struct {
	Players  int
	Strategy string
	Seed     uint64
	Stake    *big.Int
	Manifest string            // play on this deployment instead of an embedded devnet
	Funder   *ecdsa.PrivateKey // funds the bots; nil means the first devnet account
	Direct   bool              // plain transactions instead of user operations through the relayer
}

// runDemo plays one game and returns its result, printing progress to out
// and the round reports to rounds.
func runDemo(ctx context.Context, out, rounds io.Writer, o demoOptions) (*match.Result, error) {
	start := time.Now()
	step := func(format string, args ...any) {
		fmt.Fprintf(out, "[%5.1fs] %s\n", time.Since(start).Seconds(), fmt.Sprintf(format, args...))
	}
	chain, err := demoChain(ctx, o, step)
	if err != nil {
		return nil, err
	}
	defer chain.close()
	gameAddr, ok := chain.manifest.Contracts[deploy.ContractWorthOfWords]
	if !ok {
		return nil, fmt.Errorf("the deployment has no %s contract", deploy.ContractWorthOfWords)
	}
	step("game contract %s; loading dictionaries and proving keys", gameAddr)
	dicts, pv, err := demoProver(ctx)
	if err != nil {
		return nil, err
	}
	step("funding %d bots", o.Players)
	creator, err := client.NewEOAMover(ctx, chain.backend, chain.funder)
	if err != nil {
		return nil, err
	}
	rc, err := dialDemoRelayer(ctx, chain.manifest, o.Direct)
	if err != nil {
		return nil, err
	}
	if rc != nil {
		defer rc.Close()
	}
	bots, err := fundBots(ctx, chain.backend, creator, rc, chain.manifest, o, gameAddr)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wordproof-demo-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	step("bots join: each proves its two secret words are in the dictionary")
	res, err := match.Play(ctx, match.Config{
		Backend: chain.backend, Game: gameAddr, Creator: creator, Bots: bots, Prover: pv, Dicts: dicts,
		Settings: wowclient.DefaultSettings(o.Players, o.Stake), Seed: o.Seed, StoreDir: dir, Out: rounds,
		// Every agent polls the chain: slow down with many players so the
		// node serves moves rather than polls.
		Poll: 50 * time.Millisecond * time.Duration(1+o.Players/16),
	})
	if err != nil {
		return nil, err
	}
	step("done: game %s on chain %d at %s, %d proofs verified on chain", res.GameID, chain.manifest.ChainID, gameAddr, res.Proofs())
	return res, nil
}

// demoNet is the chain a demo plays on, with what to stop when it ends.
type demoNet struct {
	backend  *ethclient.Client
	manifest *deploy.Manifest
	funder   *ecdsa.PrivateKey
	closers  []func() // in the order they were opened
}

func (n *demoNet) close() {
	for i := len(n.closers) - 1; i >= 0; i-- {
		n.closers[i]()
	}
}

// demoChain starts the embedded devnet (with the contracts and, unless
// direct, the relayer), or connects to the deployment of o.Manifest.
func demoChain(ctx context.Context, o demoOptions, step func(string, ...any)) (*demoNet, error) {
	n := &demoNet{funder: o.Funder}
	var err error
	if o.Manifest == "" {
		err = n.startDevnet(ctx, o.Direct, step)
	} else {
		err = n.connect(ctx, o.Manifest, step)
	}
	if err != nil {
		n.close()
		return nil, err
	}
	return n, nil
}

// startDevnet starts the embedded devnet, deploys the contracts and, unless
// direct, starts the relayer.
func (n *demoNet) startDevnet(ctx context.Context, direct bool, step func(string, ...any)) error {
	step("starting the embedded devnet")
	net, err := devnet.New(devnet.DefaultConfig)
	if err != nil {
		return err
	}
	if err := net.Start(ctx); err != nil {
		return err
	}
	n.closers = append(n.closers, func() { _ = net.Stop() })
	n.backend = net.Client()
	if n.funder == nil {
		n.funder = net.DevKeys()[0]
	}
	step("devnet up at %s (chain %s); deploying the contracts", net.HTTPURL(), net.ChainID())
	d, err := deploy.NewDeployer(ctx, n.backend, n.funder, deploy.DefaultConfig)
	if err != nil {
		return err
	}
	n.manifest = deploy.NewManifest(net.ChainID().Uint64())
	n.manifest.RPCURL = net.HTTPURL()
	if err := deploy.Run(ctx, d, n.manifest, deploy.DefaultSteps()); err != nil {
		return err
	}
	if direct {
		return nil
	}
	keys := net.DevKeys()
	r, err := startEmbeddedRelayer(ctx, n.manifest, keys[len(keys)-1], n.funder, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	n.closers = append(n.closers, func() { _ = r.Stop() })
	step("relayer (ERC-4337 bundler and gas sponsor) at %s", r.URL())
	return nil
}

// connect reads a deployment manifest and dials its node; the funder
// defaults to the first account of the devnet mnemonic.
func (n *demoNet) connect(ctx context.Context, path string, step func(string, ...any)) error {
	m, err := deploy.ReadManifest(path)
	if err != nil {
		return err
	}
	n.manifest = m
	step("connecting to %s (chain %d)", m.RPCURL, m.ChainID)
	if n.backend, err = ethclient.DialContext(ctx, m.RPCURL); err != nil {
		return fmt.Errorf("connect to %s: %w", m.RPCURL, err)
	}
	n.closers = append(n.closers, n.backend.Close)
	if n.funder == nil {
		keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 1)
		if err != nil {
			return err
		}
		n.funder = keys[0]
	}
	return nil
}

// demoProver loads the 5-letter dictionaries and warms the prover's keys.
func demoProver(ctx context.Context) (*wowclient.Dictionaries, *prover.Prover, error) {
	dicts, err := wowclient.LoadDictionaries(5)
	if err != nil {
		return nil, nil, err
	}
	pv, err := prover.New(prover.DefaultConfig())
	if err != nil {
		return nil, nil, err
	}
	if err := pv.Warm(ctx, prover.CommitSpec(wowclient.SecretsPerPlayer, 5, game.Letters), prover.RevealSpec(5, game.Letters)); err != nil {
		return nil, nil, err
	}
	return dicts, pv, nil
}

// dialDemoRelayer dials the deployment's relayer; nil when direct.
func dialDemoRelayer(ctx context.Context, m *deploy.Manifest, direct bool) (*bundlerrpc.Client, error) {
	if direct {
		return nil, nil
	}
	if m.RelayerURL == "" {
		return nil, fmt.Errorf("the deployment has no relayer URL: start one ('wordproof relayer') or pass --direct")
	}
	rc, err := bundlerrpc.Dial(ctx, m.RelayerURL)
	if err != nil {
		return nil, fmt.Errorf("relayer at %s: %w", m.RelayerURL, err)
	}
	return rc, nil
}

func fundBots(ctx context.Context, backend client.Backend, funder *client.EOAMover, rc *bundlerrpc.Client, m *deploy.Manifest, o demoOptions, gameAddr common.Address) ([]match.Bot, error) {
	bots := make([]match.Bot, o.Players)
	for i := range bots {
		var buf [16]byte
		binary.BigEndian.PutUint64(buf[:8], o.Seed)
		binary.BigEndian.PutUint64(buf[8:], uint64(i))
		key, err := crypto.ToECDSA(crypto.Keccak256([]byte("wordproof demo bot"), buf[:]))
		if err != nil {
			return nil, err
		}
		var mover client.Mover
		amount := new(big.Int).Add(o.Stake, big.NewInt(1e18)) // stake and gas
		if rc != nil {
			var perms []account.IWordproofAccountPermission
			if perms, err = wowclient.Permissions(gameAddr); err != nil {
				return nil, err
			}
			mover, err = client.NewSessionMover(ctx, client.SessionConfig{
				Backend: backend, Relayer: rc, Factory: m.Contracts[deploy.ContractAccountFactory], Owner: key,
				Permissions: perms, ValueCap: o.Stake, Paymaster: m.Contracts[deploy.ContractSponsorPaymaster],
			})
			amount = new(big.Int).Set(o.Stake) // gas is sponsored
		} else {
			mover, err = client.NewEOAMover(ctx, backend, key)
		}
		if err != nil {
			return nil, err
		}
		if amount.Sign() > 0 {
			if _, err := funder.Send(ctx, mover.Address(), nil, amount); err != nil {
				return nil, fmt.Errorf("fund bot %d: %w", i+1, err)
			}
		}
		bots[i] = match.Bot{Name: fmt.Sprintf("bot%d", i+1), Mover: mover, Strategy: o.Strategy}
	}
	return bots, nil
}

func trim0x(s string) string {
	if len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X") {
		return s[2:]
	}
	return s
}
