// Package load measures the relayer under a standard ERC-4337 load: the one
// a third-party wallet produces, not the relayer's own sponsored game moves.
//
// [Run] starts a chain (anvil from npm with a fixed block time, or the
// embedded devnet), deploys the EntryPoint v0.8 and the standard
// SimpleAccountFactory from the @account-abstraction/contracts npm artifacts,
// creates and funds K SimpleAccounts, starts the relayer in-process and has
// every account send N operations through eth_sendUserOperation, each nonce
// as soon as the previous one is accepted. The operations are signed by the
// account's owner and pay for themselves (no paymaster). Inclusion is read
// from the EntryPoint's UserOperationEvent logs as blocks arrive, so watching
// costs the relayer nothing; at the end the relayer is asked for every
// operation's receipt and, for any without one, its status.
//
// The same signing and sending loop is also run against a JSON-RPC endpoint
// that accepts everything at once, which gives the load generator's own
// ceiling: a figure near it says the generator, not the relayer, was the
// limit.
package load

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/relayer"
)

// ErrSetup is returned (wrapped) when the chain, the contracts or the
// accounts cannot be set up; the load itself never started.
var ErrSetup = errors.New("load setup failed")

// Config configures a run. Zero values take DefaultConfig's.
type Config struct {
	// Accounts is K, the number of SimpleAccounts sending at once.
	Accounts int
	// Ops is N, the operations each account sends (nonces 1 to N; nonce 0
	// created the account during setup).
	Ops int
	// Chain is "anvil" (node_modules/.bin/anvil) or "devnet" (the embedded
	// geth devnet, which seals a block as soon as transactions arrive).
	Chain string
	// BlockTime is anvil's block interval.
	BlockTime time.Duration
	// GasLimit is the block gas limit.
	GasLimit uint64
	// Signers is how many bundler keys the relayer sends bundles with.
	Signers int
	// Root is the directory holding node_modules (default: the working
	// directory or the nearest parent with one).
	Root string
	// Relayer, when set, adjusts the relayer's configuration before it starts.
	Relayer func(*relayer.Config)
	// Logger reports progress (default: discard); RelayerLogger is given to
	// the relayer (default: discard).
	Logger        *slog.Logger
	RelayerLogger *slog.Logger
}

// DefaultConfig holds the defaults: the load of issue 17 on anvil with one
// second blocks of 30M gas.
var DefaultConfig = Config{
	Accounts:  100,
	Ops:       10,
	Chain:     "anvil",
	BlockTime: time.Second,
	GasLimit:  30_000_000,
	Signers:   4,
}

// MaxSigners is how many bundler keys a run can use (the chain's developer
// keys, less the deployer's and the sponsor's).
const MaxSigners = 8

func (c *Config) sanitize() error {
	d := DefaultConfig
	if c.Accounts <= 0 {
		c.Accounts = d.Accounts
	}
	if c.Ops <= 0 {
		c.Ops = d.Ops
	}
	if c.Chain == "" {
		c.Chain = d.Chain
	}
	if c.Chain != "anvil" && c.Chain != "devnet" {
		return fmt.Errorf("chain must be anvil or devnet, got %q", c.Chain)
	}
	if c.BlockTime <= 0 {
		c.BlockTime = d.BlockTime
	}
	if c.GasLimit == 0 {
		c.GasLimit = d.GasLimit
	}
	if c.Signers <= 0 {
		c.Signers = d.Signers
	}
	if c.Signers > MaxSigners {
		return fmt.Errorf("at most %d signers, got %d", MaxSigners, c.Signers)
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.RelayerLogger == nil {
		c.RelayerLogger = slog.New(slog.DiscardHandler)
	}
	if c.Root == "" {
		root, err := FindRoot(".")
		if err != nil {
			return err
		}
		c.Root = root
	}
	return nil
}

// artifactDir is where the npm package keeps its compiled contracts.
const artifactDir = "node_modules/@account-abstraction/contracts/artifacts"

// FindRoot returns dir or its nearest parent that holds the npm artifacts.
func FindRoot(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, artifactDir, "SimpleAccountFactory.json")); err == nil {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no %s in %s or a parent (run scripts/bootstrap)", artifactDir, abs)
		}
	}
}

// chain is a running node and its funded keys.
type chain struct {
	url  string
	keys []*ecdsa.PrivateKey
	stop func()
	// cpu is the node's CPU time so far (anvil's process; nil for the
	// devnet, which runs in this process).
	cpu func() time.Duration
}

func startChain(ctx context.Context, cfg *Config) (*chain, error) {
	if cfg.Chain == "devnet" {
		dc := devnet.DefaultConfig
		dc.GasLimit = cfg.GasLimit
		dn, err := devnet.New(dc)
		if err != nil {
			return nil, err
		}
		if err := dn.Start(ctx); err != nil {
			return nil, err
		}
		return &chain{url: dn.HTTPURL(), keys: dn.DevKeys(), stop: func() { _ = dn.Stop() }}, nil
	}
	bin, err := anvilBinary(cfg.Root)
	if err != nil {
		return nil, err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	port := l.Addr().(*net.TCPAddr).Port
	_ = l.Close()
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--host", "127.0.0.1", "--chain-id", "31337",
		"--hardfork", "prague", "--gas-limit", strconv.FormatUint(cfg.GasLimit, 10),
		"--block-time", strconv.FormatFloat(cfg.BlockTime.Seconds(), 'f', -1, 64), "--silent")
	// Its own process group, so that stopping it also stops a launcher's child.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start anvil: %w", err)
	}
	stop := func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); _ = cmd.Wait() }
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(30 * time.Second)
	for {
		rc, err := rpc.DialContext(ctx, url)
		if err == nil {
			var id string
			err = rc.CallContext(ctx, &id, "eth_chainId")
			rc.Close()
			if err == nil {
				break
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			stop()
			return nil, fmt.Errorf("anvil did not answer on %s: %v", url, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	keys, err := devnet.DeriveKeys(devnet.DefaultMnemonic, 2+MaxSigners)
	if err != nil {
		stop()
		return nil, err
	}
	return &chain{url: url, keys: keys, stop: stop, cpu: func() time.Duration { return processCPU(cmd.Process.Pid) }}, nil
}

// anvilBinary returns npm's platform binary of anvil (the
// node_modules/.bin/anvil launcher runs it as a child, whose CPU time the
// result could not see), or the launcher.
func anvilBinary(root string) (string, error) {
	if found, _ := filepath.Glob(filepath.Join(root, "node_modules", "@foundry-rs", "anvil-*", "bin", "anvil")); len(found) > 0 {
		return found[0], nil
	}
	bin := filepath.Join(root, "node_modules", ".bin", "anvil")
	if _, err := os.Stat(bin); err != nil {
		return "", fmt.Errorf("anvil not installed at %s (run scripts/bootstrap)", bin)
	}
	return bin, nil
}

// Run sets up the chain, the contracts, the accounts and the relayer, then
// drives the load and returns its figures. Everything it started is stopped
// before it returns.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	if err := cfg.sanitize(); err != nil {
		return nil, err
	}
	log := cfg.Logger
	arts, err := loadArtifacts(cfg.Root)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSetup, err)
	}
	log.Info("starting chain", "chain", cfg.Chain, "blockTime", cfg.BlockTime, "gasLimit", cfg.GasLimit)
	ch, err := startChain(ctx, &cfg)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSetup, err)
	}
	defer ch.stop()
	env, err := setup(ctx, &cfg, ch, arts)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSetup, err)
	}
	defer env.close()

	log.Info("measuring the load generator against a no-op endpoint")
	ceiling, err := generatorCeiling(ctx, env)
	if err != nil {
		return nil, fmt.Errorf("generator ceiling: %w", err)
	}
	r, url, err := env.startRelayer(ctx, &cfg)
	if err != nil {
		return nil, fmt.Errorf("%w: start relayer: %v", ErrSetup, err)
	}
	defer func() { _ = r.Stop() }()
	log.Info("driving the load", "accounts", cfg.Accounts, "ops", cfg.Ops, "relayer", url)
	self0, chain0 := selfCPU(), time.Duration(0)
	if ch.cpu != nil {
		chain0 = ch.cpu()
	}
	res, err := drive(ctx, env, url)
	if err != nil {
		return nil, err
	}
	res.ProcessCPU = Duration(selfCPU() - self0)
	if ch.cpu != nil {
		res.ChainCPU = Duration(ch.cpu() - chain0)
	}
	res.Chain, res.BlockTime, res.GasLimit, res.Signers = cfg.Chain, cfg.BlockTime.String(), cfg.GasLimit, cfg.Signers
	if cfg.Chain == "devnet" {
		res.BlockTime = "instant"
	}
	res.GeneratorOpsPerSec = ceiling
	return res, nil
}
