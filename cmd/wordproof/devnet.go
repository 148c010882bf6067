package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"maps"
	"path/filepath"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/relayer"
)

const chainCategory = "CHAIN"

// defaultDevnetManifest is where `wordproof devnet` writes its manifest,
// relative to the working directory.
const defaultDevnetManifest = ".wordproof/devnet.json"

// defaultDevnetDataDir is where `wordproof devnet` keeps its chain, the
// deployment and the relayer's store, relative to the working directory.
const defaultDevnetDataDir = ".wordproof/devnet"

// defaultDevnetPeriod is the block period of `wordproof devnet`: a block a
// second, empty or not, so that the chain's clock follows the wall clock and
// phase deadlines pass while nobody moves.
const defaultDevnetPeriod = time.Second

// devnetShutdownTimeout bounds a graceful shutdown; a second signal ends it
// at once.
const devnetShutdownTimeout = 30 * time.Second

var (
	devnetHTTPFlag = &cli.StringFlag{
		Name:     "devnet.http",
		Usage:    "HTTP JSON-RPC listen address (loopback only; port 0 picks a free port; empty disables HTTP)",
		Value:    "127.0.0.1:8545",
		EnvVars:  []string{"WORDPROOF_DEVNET_HTTP"},
		Category: chainCategory,
	}
	devnetWSFlag = &cli.StringFlag{
		Name:     "devnet.ws",
		Usage:    "WebSocket JSON-RPC listen address (loopback only; the same port as --devnet.http shares its server; empty disables WebSocket)",
		Value:    "127.0.0.1:8546",
		EnvVars:  []string{"WORDPROOF_DEVNET_WS"},
		Category: chainCategory,
	}
	devnetPeriodFlag = &cli.DurationFlag{
		Name:     "devnet.period",
		Usage:    "seal a block whenever none was sealed for this long, so the chain's clock moves and deadlines pass (transactions never wait for it); 0s seals only when transactions arrive (the clock then stands still between moves)",
		Value:    defaultDevnetPeriod,
		EnvVars:  []string{"WORDPROOF_DEVNET_PERIOD"},
		Category: chainCategory,
	}
	devnetChainIDFlag = &cli.Uint64Flag{
		Name:     "devnet.chainid",
		Usage:    "chain id of the devnet",
		Value:    devnet.DefaultChainID,
		EnvVars:  []string{"WORDPROOF_DEVNET_CHAINID"},
		Category: chainCategory,
	}
	devnetForkFlag = &cli.StringFlag{
		Name:     "devnet.fork",
		Usage:    "latest fork active from genesis: cancun, prague or osaka",
		Value:    devnet.ForkPrague,
		EnvVars:  []string{"WORDPROOF_DEVNET_FORK"},
		Category: chainCategory,
	}
	devnetManifestFlag = &cli.StringFlag{
		Name:      "manifest",
		Usage:     "deployment manifest file to write (relative to the working directory)",
		Value:     defaultDevnetManifest,
		EnvVars:   []string{"WORDPROOF_MANIFEST"},
		TakesFile: true,
		Category:  chainCategory,
	}
	devnetDataDirFlag = &cli.StringFlag{
		Name:      "datadir",
		Usage:     "directory keeping the chain, its deployment and the relayer's store between runs (a restart resumes every game); empty keeps everything in memory",
		Value:     defaultDevnetDataDir,
		EnvVars:   []string{"WORDPROOF_DEVNET_DATADIR"},
		TakesFile: true,
		Category:  chainCategory,
	}
	devnetJSONFlag = &cli.BoolFlag{Name: "json", Usage: "print the startup summary as JSON"}
)

var devnetCommand = &cli.Command{
	Name:  "devnet",
	Usage: "run the embedded development chain with the contracts deployed",
	Description: `Starts an in-process go-ethereum development chain (chain id 1337 by default,
Prague rules, 100M block gas limit) serving JSON-RPC over HTTP and WebSocket on
loopback, with the eth, net, web3, txpool, debug (debug_traceCall with the native
tracers) and evm (evm_mine, evm_increaseTime) namespaces. It deploys every
contract (the ERC-4337 EntryPoint v0.8 at its canonical address, the verifiers,
the dictionary registry, the game, the account factory and the sponsor
paymaster), starts the relayer, writes the deployment manifest (default
.wordproof/devnet.json) and runs until SIGINT or SIGTERM; a second signal
stops it at once.

Transactions are sealed into a block as soon as they arrive, and a block is
also sealed whenever none was for --devnet.period (default 1s), so block time
moves with the wall clock and a stalled game's deadlines pass;
--devnet.period 0s seals only when transactions arrive.

The chain, the deployment and the relayer's store are kept in --datadir
(default .wordproof/devnet): a restart resumes the chain and every game on it,
reuses the deployment (nothing is redeployed) and rewrites the manifest with the
new URLs. --datadir "" keeps everything in memory. Ten developer accounts are
funded, derived from the public test mnemonic "test test ... junk" (the same
accounts as anvil and hardhat); their keys are printed and are for development
only. 'wordproof devnet faucet ADDRESS' pays ETH from the first of them.`,
	Category: chainCategory,
	Flags: []cli.Flag{
		devnetHTTPFlag, devnetWSFlag, devnetPeriodFlag, devnetChainIDFlag, devnetForkFlag,
		devnetManifestFlag, devnetDataDirFlag, devnetJSONFlag,
	},
	Subcommands: []*cli.Command{devnetFaucetCommand},
	Action:      runDevnet,
}

// devAccount is one developer account in the startup summary.
type devAccount struct {
	Address    common.Address `json:"address"`
	PrivateKey hexutil.Bytes  `json:"privateKey"`
}

// devnetResult is the startup summary of `wordproof devnet`.
type devnetResult struct {
	ChainID         uint64                    `json:"chainId"`
	Fork            string                    `json:"fork"`
	Period          string                    `json:"period"`
	HTTPURL         string                    `json:"httpUrl,omitempty"`
	WSURL           string                    `json:"wsUrl,omitempty"`
	Manifest        string                    `json:"manifest"`
	DataDir         string                    `json:"dataDir,omitempty"` // empty: in memory
	Resumed         bool                      `json:"resumed"`           // the chain and deployment came from DataDir
	Head            uint64                    `json:"head"`              // head block at startup
	Contracts       map[string]common.Address `json:"contracts"`
	DeploymentBlock uint64                    `json:"deploymentBlock"`
	RelayerURL      string                    `json:"relayerUrl"`
	Accounts        []devAccount              `json:"accounts"`
}

func runDevnet(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageError("devnet takes no arguments, got %q", c.Args().First())
	}
	manifestPath := c.String(devnetManifestFlag.Name)
	if manifestPath == "" {
		return usageError("--manifest must not be empty")
	}
	if c.String(devnetHTTPFlag.Name) == "" && c.String(devnetWSFlag.Name) == "" {
		return usageError("--devnet.http and --devnet.ws are both empty: no RPC endpoint")
	}
	dataDir := c.String(devnetDataDirFlag.Name)
	logger := slog.New(slog.NewTextHandler(c.App.ErrWriter, &slog.HandlerOptions{Level: slog.LevelWarn}))
	dn, err := devnet.New(devnet.Config{
		HTTPAddr: c.String(devnetHTTPFlag.Name),
		WSAddr:   c.String(devnetWSFlag.Name),
		Period:   c.Duration(devnetPeriodFlag.Name),
		ChainID:  c.Uint64(devnetChainIDFlag.Name),
		Fork:     c.String(devnetForkFlag.Name),
		DataDir:  dataDir,
		Logger:   logger,
	})
	if errors.Is(err, devnet.ErrInvalidConfig) || errors.Is(err, devnet.ErrNotLoopback) {
		return usageError("%v", err)
	}
	if err != nil {
		return err
	}

	// The first SIGINT/SIGTERM starts a graceful shutdown (cancelling a
	// deployment in progress); the second forces the command to return.
	ctx, force, stop := serviceContext(c.Context)
	defer stop()

	if err := dn.Start(ctx); err != nil {
		if errors.Is(err, devnet.ErrDataDirMismatch) || errors.Is(err, devnet.ErrDataDirInUse) {
			return usageError("--datadir: %v", err)
		}
		return fmt.Errorf("start devnet: %w", err)
	}
	result, rel, err := deployDevnet(ctx, dn, manifestPath, dataDir, logger)
	if err == nil {
		err = printDevnet(c.App.Writer, result, c.Bool(devnetJSONFlag.Name))
	}
	if err == nil {
		<-ctx.Done()
		fmt.Fprintln(c.App.Writer, "stopping the devnet")
	}
	if rel != nil {
		_ = rel.Stop()
	}
	if stopErr := stopDevnet(dn, force); stopErr != nil {
		return errors.Join(err, stopErr)
	}
	if err != nil && ctx.Err() != nil && errors.Is(err, context.Canceled) {
		return nil // interrupted during startup: not a failure
	}
	return err
}

// Files of a devnet data directory next to the chain.
const (
	devnetDeploymentFile = "deployment.json" // the manifest of the chain's deployment
	devnetRelayerDir     = "relayer"         // the embedded relayer's store
)

// deployDevnet deploys the contract set (or, on a chain resumed from
// dataDir, checks the recorded deployment, which sends nothing), starts the
// relayer (its bundles signed by the last developer account, its
// sponsorships by the deployer, the paymaster's signer) and writes the
// manifest, to manifestPath and into dataDir.
func deployDevnet(ctx context.Context, dn *devnet.Devnet, manifestPath, dataDir string, logger *slog.Logger) (*devnetResult, *relayer.Relayer, error) {
	var saved *deploy.Manifest
	savedPath, relayerDir := "", ""
	if dataDir != "" {
		savedPath, relayerDir = filepath.Join(dataDir, devnetDeploymentFile), filepath.Join(dataDir, devnetRelayerDir)
		m, err := deploy.ReadManifest(savedPath)
		switch {
		case err == nil:
			saved = m
		case !errors.Is(err, fs.ErrNotExist):
			return nil, nil, err
		}
	}
	m, err := deploy.UpdateDevnet(ctx, dn, saved, deploy.DefaultSteps(), deploy.Config{Logger: logger})
	if err != nil {
		return nil, nil, fmt.Errorf("deploy: %w", err)
	}
	keys := dn.DevKeys()
	rel, err := startEmbeddedRelayerIn(ctx, m, keys[len(keys)-1], keys[0], relayerDir, logger.With("component", "relayer"))
	if err != nil {
		return nil, nil, err
	}
	if savedPath != "" {
		if err := m.Write(savedPath); err != nil {
			return nil, rel, err
		}
	}
	if err := m.Write(manifestPath); err != nil {
		return nil, rel, err
	}
	head, err := dn.Client().BlockNumber(ctx)
	if err != nil {
		return nil, rel, err
	}
	cfg := dn.Config()
	period := "instant"
	if cfg.Period > 0 {
		period = cfg.Period.String()
	}
	result := &devnetResult{
		ChainID:         m.ChainID,
		Fork:            cfg.Fork,
		Period:          period,
		HTTPURL:         dn.HTTPURL(),
		WSURL:           dn.WSURL(),
		Manifest:        manifestPath,
		DataDir:         dataDir,
		Resumed:         saved != nil,
		Head:            head,
		Contracts:       m.Contracts,
		DeploymentBlock: m.DeploymentBlock,
		RelayerURL:      m.RelayerURL,
	}
	for _, k := range dn.DevKeys() {
		result.Accounts = append(result.Accounts, devAccount{Address: crypto.PubkeyToAddress(k.PublicKey), PrivateKey: crypto.FromECDSA(k)})
	}
	return result, rel, nil
}

func printDevnet(w io.Writer, r *devnetResult, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	}
	fmt.Fprintf(w, "devnet: chain %d, %s rules, %s blocks\n", r.ChainID, r.Fork, r.Period)
	if r.HTTPURL != "" {
		fmt.Fprintf(w, "  HTTP       %s\n", r.HTTPURL)
	}
	if r.WSURL != "" {
		fmt.Fprintf(w, "  WebSocket  %s\n", r.WSURL)
	}
	fmt.Fprintf(w, "  relayer    %s (ERC-4337 bundler and gas sponsor)\n", r.RelayerURL)
	fmt.Fprintf(w, "  manifest   %s (deployment block %d)\n", r.Manifest, r.DeploymentBlock)
	switch {
	case r.DataDir == "":
		fmt.Fprintln(w, "  chain      in memory (lost when the devnet stops)")
	case r.Resumed:
		fmt.Fprintf(w, "  chain      resumed from %s at block %d (the deployment is reused)\n", r.DataDir, r.Head)
	default:
		fmt.Fprintf(w, "  chain      new, kept in %s (a restart resumes it)\n", r.DataDir)
	}
	fmt.Fprintln(w, "contracts")
	for _, name := range slices.Sorted(maps.Keys(r.Contracts)) {
		fmt.Fprintf(w, "  %-22s %s\n", name, r.Contracts[name].Hex())
	}
	fmt.Fprintln(w, "developer accounts (public test keys: development only, never for real funds)")
	for i, a := range r.Accounts {
		fmt.Fprintf(w, "  (%d) %s  %s\n", i, a.Address.Hex(), a.PrivateKey)
	}
	fmt.Fprintln(w, "running; press Ctrl-C to stop")
	return nil
}

// stopDevnet stops the chain, unless a second signal or the timeout comes first.
func stopDevnet(dn *devnet.Devnet, force <-chan struct{}) error {
	done := make(chan error, 1)
	go func() { done <- dn.Stop() }()
	select {
	case err := <-done:
		return err
	case <-force:
		return errors.New("devnet: forced exit before shutdown completed")
	case <-time.After(devnetShutdownTimeout):
		return fmt.Errorf("devnet: shutdown took longer than %v", devnetShutdownTimeout)
	}
}
