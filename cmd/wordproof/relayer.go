package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/bundler"
	"github.com/wordproof/wordproof/relayer/erc7562"
	"github.com/wordproof/wordproof/relayer/sponsor"
)

const (
	relayerCategory    = "RELAYER"
	bundlerCategory    = "BUNDLER"
	mempoolCategory    = "MEMPOOL"
	loggingCategory    = "LOGGING"
	validationCategory = "VALIDATION"
)

var (
	relayerRPCFlag = &cli.StringFlag{
		Name: "rpc", Usage: "JSON-RPC URL of the chain (default: the manifest's rpcUrl)",
		EnvVars: []string{"WORDPROOF_RPC"}, Category: chainCategory,
	}
	relayerKeyFlag = &cli.StringSliceFlag{
		Name: "key", Usage: "bundler signer private key, hex; repeat for several signers (or use --keystore)",
		EnvVars: []string{"WORDPROOF_RELAYER_KEYS"}, Category: chainCategory,
	}
	relayerKeystoreFlag = &cli.StringSliceFlag{
		Name: "keystore", Usage: "bundler signer key as a go-ethereum keystore file (with --password); repeatable",
		EnvVars: []string{"WORDPROOF_RELAYER_KEYSTORES"}, TakesFile: true, Category: chainCategory,
	}
	relayerPasswordFlag = &cli.StringFlag{
		Name: "password", Usage: "file holding the keystore password (its first line)",
		EnvVars: []string{"WORDPROOF_PASSWORD_FILE"}, TakesFile: true, Category: chainCategory,
	}
	relayerSponsorKeyFlag = &cli.StringFlag{
		Name: "sponsor.key", Usage: "the paymaster signer's private key, hex (default: the first bundler key)",
		EnvVars: []string{"WORDPROOF_SPONSOR_KEY"}, Category: relayerCategory,
	}
	relayerPolicyFlag = &cli.StringFlag{
		Name: "policy", Usage: "sponsorship policy file, JSON (required; see docs/relayer.md)",
		EnvVars: []string{"WORDPROOF_RELAYER_POLICY"}, TakesFile: true, Category: relayerCategory,
	}
	relayerManifestFlag = &cli.StringFlag{
		Name: "manifest", Usage: "deployment manifest: contract names in the policy, and the default --rpc",
		EnvVars: []string{"WORDPROOF_MANIFEST"}, TakesFile: true, Category: chainCategory,
	}
	relayerAddrFlag = &cli.StringFlag{
		Name: "relayer.addr", Value: relayer.DefaultAddr, Usage: "host:port to serve JSON-RPC, /health and /metrics on",
		EnvVars: []string{"WORDPROOF_RELAYER_ADDR"}, Category: relayerCategory,
	}
	relayerDataDirFlag = &cli.StringFlag{
		Name: "relayer.datadir", Value: defaultRelayerDataDir(), Usage: "directory of the relayer's store (accepted operations, bundles, sponsor ledger)",
		EnvVars: []string{"WORDPROOF_RELAYER_DATADIR"}, TakesFile: true, Category: relayerCategory,
	}
	relayerSyncFlag = &cli.BoolFlag{
		Name: "relayer.sync", Usage: "fsync every store write (survives power loss, not only crashes)",
		EnvVars: []string{"WORDPROOF_RELAYER_SYNC"}, Category: relayerCategory,
	}
	relayerEntryPointFlag = &cli.StringFlag{
		Name: "relayer.entrypoint", Value: relayer.DefaultEntryPoint.Hex(), Usage: "EntryPoint v0.8 address",
		EnvVars: []string{"WORDPROOF_ENTRYPOINT"}, Category: relayerCategory,
	}
	relayerSimGasFlag = &cli.Uint64Flag{
		Name: "relayer.simgas", Value: relayer.DefaultConfig.SimulationGas, Usage: "gas given to each simulation eth_call (at most the node's RPC gas cap)",
		EnvVars: []string{"WORDPROOF_RELAYER_SIMGAS"}, Category: relayerCategory,
	}
	bundlerMaxOpsFlag = &cli.IntFlag{
		Name: "bundler.maxops", Value: relayer.DefaultConfig.Bundler.MaxBundleOps, Usage: "most operations per bundle; a bundle goes out as soon as this many wait",
		EnvVars: []string{"WORDPROOF_BUNDLER_MAXOPS"}, Category: bundlerCategory,
	}
	bundlerInFlightFlag = &cli.IntFlag{
		Name: "bundler.inflight", Value: relayer.DefaultConfig.Bundler.MaxInFlight, Usage: "most bundles one signer has sent and not yet mined (consecutive nonces)",
		EnvVars: []string{"WORDPROOF_BUNDLER_INFLIGHT"}, Category: bundlerCategory,
	}
	bundlerMaxGasFlag = &cli.Uint64Flag{
		Name: "bundler.maxgas", Value: relayer.DefaultConfig.Bundler.MaxBundleGas, Usage: "gas limit cap of a bundle transaction",
		EnvVars: []string{"WORDPROOF_BUNDLER_MAXGAS"}, Category: bundlerCategory,
	}
	bundlerIntervalFlag = &cli.DurationFlag{
		Name: "bundler.interval", Value: relayer.DefaultConfig.Bundler.Interval, Usage: "longest wait before pending operations are bundled",
		EnvVars: []string{"WORDPROOF_BUNDLER_INTERVAL"}, Category: bundlerCategory,
	}
	bundlerPollFlag = &cli.DurationFlag{
		Name: "bundler.poll", Value: relayer.DefaultConfig.Bundler.PollInterval, Usage: "how often heads and receipts are polled",
		EnvVars: []string{"WORDPROOF_BUNDLER_POLL"}, Category: bundlerCategory,
	}
	bundlerResubmitFlag = &cli.DurationFlag{
		Name: "bundler.resubmit", Value: relayer.DefaultConfig.Bundler.ResubmitAfter, Usage: "unmined time after which a bundle is re-sent with higher fees",
		EnvVars: []string{"WORDPROOF_BUNDLER_RESUBMIT"}, Category: bundlerCategory,
	}
	bundlerMaxFeeFlag = &cli.Float64Flag{
		Name: "bundler.maxfee", Usage: "cap on the bundle transactions' fee per gas, in gwei (0: none)",
		EnvVars: []string{"WORDPROOF_BUNDLER_MAXFEE"}, Category: bundlerCategory,
	}
	bundlerBeneficiaryFlag = &cli.StringFlag{
		Name: "bundler.beneficiary", Usage: "address receiving the EntryPoint's compensation (default: each signer)",
		EnvVars: []string{"WORDPROOF_BUNDLER_BENEFICIARY"}, Category: bundlerCategory,
	}
	mempoolPerSenderFlag = &cli.IntFlag{
		Name: "mempool.persender", Value: relayer.DefaultConfig.Mempool.MaxOpsPerSender, Usage: "most operations of one sender waiting at once",
		EnvVars: []string{"WORDPROOF_MEMPOOL_PERSENDER"}, Category: mempoolCategory,
	}
	mempoolSizeFlag = &cli.IntFlag{
		Name: "mempool.size", Value: relayer.DefaultConfig.Mempool.MaxPoolSize, Usage: "most operations waiting in total",
		EnvVars: []string{"WORDPROOF_MEMPOOL_SIZE"}, Category: mempoolCategory,
	}
	erc7562FallbackFlag = &cli.StringFlag{
		Name: "erc7562.fallback", Value: string(relayer.DefaultConfig.Validation.Fallback),
		Usage:   "when the node cannot trace validation: refuse every operation, or allowlist (accept only the policy's paymaster and factories and --erc7562.allow)",
		EnvVars: []string{"WORDPROOF_ERC7562_FALLBACK"}, Category: validationCategory,
	}
	erc7562AllowFlag = &cli.StringSliceFlag{
		Name: "erc7562.allow", Usage: "entity (paymaster, factory or sender) also accepted by the allowlist fallback; repeatable",
		EnvVars: []string{"WORDPROOF_ERC7562_ALLOW"}, Category: validationCategory,
	}
	erc7562MinStakeFlag = &cli.StringFlag{
		Name: "erc7562.minstake", Value: relayer.DefaultConfig.Validation.Rules.MinStake.String(),
		Usage:   "stake in wei an entity needs to count as staked (MIN_STAKE_VALUE)",
		EnvVars: []string{"WORDPROOF_ERC7562_MINSTAKE"}, Category: validationCategory,
	}
	erc7562UnstakeDelayFlag = &cli.Uint64Flag{
		Name: "erc7562.unstakedelay", Value: relayer.DefaultConfig.Validation.Rules.MinUnstakeDelay,
		Usage:   "unstake delay in seconds an entity needs to count as staked (MIN_UNSTAKE_DELAY)",
		EnvVars: []string{"WORDPROOF_ERC7562_UNSTAKEDELAY"}, Category: validationCategory,
	}
	relayerDebugAPIFlag = &cli.BoolFlag{
		Name: "relayer.debugapi", Aliases: []string{"debug-api"},
		Usage:   "serve the debug_bundler_* methods of bundler test suites (never on a public endpoint)",
		EnvVars: []string{"WORDPROOF_RELAYER_DEBUGAPI"}, Category: relayerCategory,
	}
	logLevelFlag = &cli.StringFlag{
		Name: "log.level", Value: "info", Usage: "log level: debug, info, warn or error",
		EnvVars: []string{"WORDPROOF_LOG_LEVEL"}, Category: loggingCategory,
	}
	logJSONFlag = &cli.BoolFlag{
		Name: "log.json", Usage: "log as JSON lines instead of text",
		EnvVars: []string{"WORDPROOF_LOG_JSON"}, Category: loggingCategory,
	}
)

var relayerCommand = &cli.Command{
	Name:      "relayer",
	Usage:     "run the ERC-4337 bundler and gas sponsor",
	ArgsUsage: " ",
	Description: `Serves the ERC-4337 JSON-RPC methods (eth_sendUserOperation,
eth_estimateUserOperationGas, eth_getUserOperationByHash,
eth_getUserOperationReceipt, eth_supportedEntryPoints, eth_chainId) and the
ERC-7677 paymaster methods (pm_getPaymasterStubData, pm_getPaymasterData) on
--relayer.addr, with /health and /metrics. Operations are validated on the
chain at --rpc before they are accepted, kept in --relayer.datadir, and bundled
into handleOps transactions signed by --key (or --keystore). Game moves are
sponsored within the --policy file, signed by --sponsor.key.

Runs until SIGINT or SIGTERM, then shuts down gracefully; a second signal
stops it at once. Nothing accepted is lost: a restart on the same data
directory resumes bundling. See docs/relayer.md.`,
	Flags: []cli.Flag{
		relayerRPCFlag, relayerKeyFlag, relayerKeystoreFlag, relayerPasswordFlag, relayerManifestFlag,
		relayerPolicyFlag, relayerSponsorKeyFlag, relayerAddrFlag, relayerDataDirFlag, relayerSyncFlag,
		relayerEntryPointFlag, relayerSimGasFlag, relayerDebugAPIFlag,
		bundlerMaxOpsFlag, bundlerInFlightFlag, bundlerMaxGasFlag, bundlerIntervalFlag, bundlerPollFlag, bundlerResubmitFlag,
		bundlerMaxFeeFlag, bundlerBeneficiaryFlag,
		mempoolPerSenderFlag, mempoolSizeFlag,
		erc7562FallbackFlag, erc7562AllowFlag, erc7562MinStakeFlag, erc7562UnstakeDelayFlag,
		logLevelFlag, logJSONFlag,
	},
	Action: runRelayer,
}

func defaultRelayerDataDir() string {
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".wordproof", "relayer")
	}
	return filepath.Join(".wordproof", "relayer")
}

// relayerConfig turns the flags into a relayer configuration; every problem
// is a usage error.
func relayerConfig(c *cli.Context) (relayer.Config, error) {
	cfg := relayer.DefaultConfig
	if c.NArg() > 0 {
		return cfg, usageError("relayer takes no arguments, got %q", c.Args().First())
	}
	manifest, err := relayerNodeConfig(c, &cfg)
	if err != nil {
		return cfg, err
	}
	if err := relayerSigningConfig(c, &cfg); err != nil {
		return cfg, err
	}
	if err := relayerEntryPoint(c, &cfg, manifest); err != nil {
		return cfg, err
	}
	cfg.Addr = c.String(relayerAddrFlag.Name)
	cfg.DataDir = c.String(relayerDataDirFlag.Name)
	if cfg.DataDir == "" {
		return cfg, usageError("--relayer.datadir must not be empty")
	}
	cfg.SyncWrites = c.Bool(relayerSyncFlag.Name)
	cfg.SimulationGas = c.Uint64(relayerSimGasFlag.Name)
	if err := bundlerConfig(c, &cfg.Bundler); err != nil {
		return cfg, err
	}
	cfg.Mempool.MaxOpsPerSender = c.Int(mempoolPerSenderFlag.Name)
	cfg.Mempool.MaxPoolSize = c.Int(mempoolSizeFlag.Name)
	if cfg.Mempool.MaxOpsPerSender <= 0 || cfg.Mempool.MaxPoolSize <= 0 {
		return cfg, usageError("--mempool.persender and --mempool.size must be positive")
	}
	if err := validationConfig(c, &cfg); err != nil {
		return cfg, err
	}
	cfg.DebugAPI = c.Bool(relayerDebugAPIFlag.Name)
	if cfg.Logger, err = newLogger(c); err != nil {
		return cfg, err
	}
	if err := cfg.Policy.Resolve(cfg.Lookup); err != nil {
		return cfg, usageError("--policy: %v", err)
	}
	return cfg, nil
}

// relayerNodeConfig reads --manifest (whose names the policy may use; nil
// without one) and --rpc.
func relayerNodeConfig(c *cli.Context, cfg *relayer.Config) (*deploy.Manifest, error) {
	var manifest *deploy.Manifest
	if path := c.String(relayerManifestFlag.Name); path != "" {
		m, err := deploy.ReadManifest(path)
		if err != nil {
			return nil, usageError("--manifest: %v", err)
		}
		manifest = m
		cfg.Lookup = m.Address
	}
	cfg.RPCURL = c.String(relayerRPCFlag.Name)
	if cfg.RPCURL == "" && manifest != nil {
		cfg.RPCURL = manifest.RPCURL
	}
	if cfg.RPCURL == "" {
		return nil, usageError("--rpc is required (or a --manifest with rpcUrl)")
	}
	return manifest, nil
}

// relayerEntryPoint reads --relayer.entrypoint, or the manifest's EntryPoint
// when the flag is not set.
func relayerEntryPoint(c *cli.Context, cfg *relayer.Config, manifest *deploy.Manifest) error {
	ep := c.String(relayerEntryPointFlag.Name)
	if !common.IsHexAddress(ep) {
		return usageError("--relayer.entrypoint %q is not an address", ep)
	}
	cfg.EntryPoint = common.HexToAddress(ep)
	if manifest != nil && !c.IsSet(relayerEntryPointFlag.Name) {
		if a, err := manifest.Address(deploy.ContractEntryPoint); err == nil {
			cfg.EntryPoint = a
		}
	}
	return nil
}

// relayerSigningConfig reads the bundler keys, the sponsor's key and the
// sponsorship policy.
func relayerSigningConfig(c *cli.Context, cfg *relayer.Config) error {
	keys, err := relayerKeys(c)
	if err != nil {
		return err
	}
	cfg.Keys = keys
	if hexKey := c.String(relayerSponsorKeyFlag.Name); hexKey != "" {
		k, err := crypto.HexToECDSA(strings.TrimPrefix(hexKey, "0x"))
		if err != nil {
			return usageError("--sponsor.key: %v", err)
		}
		cfg.SponsorKey = k
	}
	policyPath := c.String(relayerPolicyFlag.Name)
	if policyPath == "" {
		return usageError("--policy is required")
	}
	p, err := sponsor.ReadPolicy(policyPath)
	if err != nil {
		return usageError("--policy: %v", err)
	}
	cfg.Policy = p
	return nil
}

// bundlerConfig reads the --bundler.* flags.
func bundlerConfig(c *cli.Context, b *bundler.Config) error {
	b.MaxBundleOps = c.Int(bundlerMaxOpsFlag.Name)
	b.MaxInFlight = c.Int(bundlerInFlightFlag.Name)
	b.MaxBundleGas = c.Uint64(bundlerMaxGasFlag.Name)
	b.Interval = c.Duration(bundlerIntervalFlag.Name)
	b.PollInterval = c.Duration(bundlerPollFlag.Name)
	b.ResubmitAfter = c.Duration(bundlerResubmitFlag.Name)
	if b.MaxBundleOps <= 0 || b.MaxInFlight <= 0 || b.MaxBundleGas == 0 || b.Interval <= 0 || b.PollInterval <= 0 || b.ResubmitAfter <= 0 {
		return usageError("--bundler.maxops, --bundler.inflight, --bundler.maxgas, --bundler.interval, --bundler.poll and --bundler.resubmit must be positive")
	}
	if gwei := c.Float64(bundlerMaxFeeFlag.Name); gwei < 0 {
		return usageError("--bundler.maxfee %v is negative", gwei)
	} else if gwei > 0 {
		wei, _ := new(big.Float).Mul(big.NewFloat(gwei), big.NewFloat(params.GWei)).Int(nil)
		b.MaxFeePerGas = wei
	}
	if addr := c.String(bundlerBeneficiaryFlag.Name); addr != "" {
		if !common.IsHexAddress(addr) {
			return usageError("--bundler.beneficiary %q is not an address", addr)
		}
		b.Beneficiary = common.HexToAddress(addr)
	}
	return nil
}

// relayerKeys reads the bundler keys from --key and --keystore.
func relayerKeys(c *cli.Context) ([]*ecdsa.PrivateKey, error) {
	var keys []*ecdsa.PrivateKey
	for _, h := range c.StringSlice(relayerKeyFlag.Name) {
		k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(h), "0x"))
		if err != nil {
			return nil, usageError("--key: %v", err)
		}
		keys = append(keys, k)
	}
	if files := c.StringSlice(relayerKeystoreFlag.Name); len(files) > 0 {
		pwFile := c.String(relayerPasswordFlag.Name)
		if pwFile == "" {
			return nil, usageError("--keystore needs --password")
		}
		pw, err := os.ReadFile(pwFile)
		if err != nil {
			return nil, usageError("--password: %v", err)
		}
		password := strings.TrimRight(strings.SplitN(string(pw), "\n", 2)[0], "\r")
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				return nil, usageError("--keystore: %v", err)
			}
			k, err := keystore.DecryptKey(data, password)
			if err != nil {
				return nil, usageError("--keystore %s: %v", f, err)
			}
			keys = append(keys, k.PrivateKey)
		}
	}
	if len(keys) == 0 {
		return nil, usageError("a bundler key is required: --key or --keystore")
	}
	return keys, nil
}

func newLogger(c *cli.Context) (*slog.Logger, error) {
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.String(logLevelFlag.Name))); err != nil {
		return nil, usageError("--log.level: %v", err)
	}
	opts := &slog.HandlerOptions{Level: level}
	if c.Bool(logJSONFlag.Name) {
		return slog.New(slog.NewJSONHandler(c.App.ErrWriter, opts)), nil
	}
	return slog.New(slog.NewTextHandler(c.App.ErrWriter, opts)), nil
}

func runRelayer(c *cli.Context) error {
	cfg, err := relayerConfig(c)
	if err != nil {
		return err
	}
	r, err := relayer.New(cfg)
	if err != nil {
		if errors.Is(err, relayer.ErrInvalidConfig) || errors.Is(err, sponsor.ErrInvalidPolicy) {
			return usageError("%v", err)
		}
		return err
	}
	// The first SIGINT/SIGTERM starts a graceful shutdown; the second forces
	// the command to return.
	ctx, force, stop := serviceContext(c.Context)
	defer stop()
	startCtx, startCancel := context.WithTimeout(ctx, time.Minute)
	err = r.Start(startCtx)
	startCancel()
	if err != nil {
		if ctx.Err() != nil {
			return nil // interrupted during startup
		}
		return fmt.Errorf("start relayer: %w", err)
	}
	fmt.Fprintf(c.App.Writer, "relayer: serving %s (health %shealth, metrics %smetrics)\n", r.URL(), r.URL(), r.URL())
	<-ctx.Done()
	fmt.Fprintln(c.App.Writer, "relayer: stopping")
	done := make(chan error, 1)
	go func() { done <- r.Stop() }()
	select {
	case err := <-done:
		return err
	case <-force:
		return errors.New("relayer: forced exit before shutdown completed")
	case <-time.After(cfg.ShutdownTimeout + 5*time.Second):
		return fmt.Errorf("relayer: shutdown took longer than %v", cfg.ShutdownTimeout)
	}
}

// validationConfig reads the ERC-7562 flags.
func validationConfig(c *cli.Context, cfg *relayer.Config) error {
	fb, err := erc7562.ParseFallback(c.String(erc7562FallbackFlag.Name))
	if err != nil {
		return usageError("--erc7562.fallback: %v", err)
	}
	cfg.Validation.Fallback = fb
	cfg.Validation.Allow = nil
	for _, a := range c.StringSlice(erc7562AllowFlag.Name) {
		if !common.IsHexAddress(a) {
			return usageError("--erc7562.allow %q is not an address", a)
		}
		cfg.Validation.Allow = append(cfg.Validation.Allow, common.HexToAddress(a))
	}
	stake, ok := new(big.Int).SetString(c.String(erc7562MinStakeFlag.Name), 0)
	if !ok || stake.Sign() <= 0 {
		return usageError("--erc7562.minstake %q is not a positive amount of wei", c.String(erc7562MinStakeFlag.Name))
	}
	cfg.Validation.Rules = erc7562.Rules{MinStake: stake, MinUnstakeDelay: c.Uint64(erc7562UnstakeDelayFlag.Name)}
	return nil
}
