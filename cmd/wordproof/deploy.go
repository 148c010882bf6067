package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/consensys/gnark/logger"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
)

var (
	deployRPCFlag = &cli.StringFlag{
		Name:     "rpc",
		Usage:    "JSON-RPC URL of the chain to deploy to (http, https, ws or wss; required)",
		EnvVars:  []string{"WORDPROOF_RPC"},
		Category: chainCategory,
	}
	deployWSFlag = &cli.StringFlag{
		Name:     "ws",
		Usage:    "WebSocket JSON-RPC URL of the chain, recorded in the manifest for subscriptions",
		EnvVars:  []string{"WORDPROOF_WS"},
		Category: chainCategory,
	}
	deployRelayerFlag = &cli.StringFlag{
		Name:     "relayer.url",
		Usage:    "ERC-4337 relayer URL recorded in the manifest",
		EnvVars:  []string{"WORDPROOF_RELAYER_URL"},
		Category: chainCategory,
	}
	deployKeyFlag = &cli.StringFlag{
		Name:     "key",
		Usage:    "deployer private key, hex (or use --keystore)",
		EnvVars:  []string{"WORDPROOF_KEY"},
		Category: chainCategory,
	}
	deployKeystoreFlag = &cli.StringFlag{
		Name:      "keystore",
		Usage:     "deployer key as a go-ethereum keystore file (with --password)",
		EnvVars:   []string{"WORDPROOF_KEYSTORE"},
		TakesFile: true,
		Category:  chainCategory,
	}
	deployPasswordFlag = &cli.StringFlag{
		Name:      "password",
		Usage:     "file holding the keystore password (its first line)",
		EnvVars:   []string{"WORDPROOF_PASSWORD_FILE"},
		TakesFile: true,
		Category:  chainCategory,
	}
	deployManifestFlag = &cli.StringFlag{
		Name:      "manifest",
		Usage:     "deployment manifest file to write (required)",
		EnvVars:   []string{"WORDPROOF_MANIFEST"},
		TakesFile: true,
		Category:  chainCategory,
	}
	deployJSONFlag = &cli.BoolFlag{Name: "json", Usage: "print the result as JSON"}
)

var deployCommand = &cli.Command{
	Name:      "deploy",
	Usage:     "deploy the contract set to any EVM chain and write its manifest",
	ArgsUsage: " ",
	Description: `Deploys the Wordproof contract set (the ERC-4337 EntryPoint v0.8 at its
canonical address, for now) to the chain at --rpc, sending from --key or
--keystore, and writes the deployment manifest to --manifest. Every step is
idempotent: what is already on the chain is not sent again, so the command can
be re-run safely. An existing manifest for the same chain whose contracts are
all still there is updated (keeping its deployment block); otherwise it is
replaced.

The verifiers' keys are the ones built into the binary. On any chain but the
devnet (chain id 1337) deploy first checks them: the ceremony transcript in
--ceremony.dir must have at least --min-contributions contributions per phase
and beacons whose public sources were fixed before each phase's last
contribution, it must replay, and its keys must be the built-in ones. The
shipped keys are development keys and fail this: --dev-keys deploys them
anyway (the manifest's keySet records "development": true either way).

The chain needs the deterministic CREATE2 deployer at
0x4e59b44847b379578588920ca78fbf26c0b4956c (anvil, the devnet and most public
networks have it).

  wordproof deploy --rpc http://127.0.0.1:8545 --key $KEY --manifest anvil.json`,
	Category: chainCategory,
	Flags: []cli.Flag{
		deployRPCFlag, deployWSFlag, deployRelayerFlag, deployKeyFlag, deployKeystoreFlag,
		deployPasswordFlag, deployManifestFlag, ceremonyDirFlag, minContribFlag, devKeysFlag, deployJSONFlag,
	},
	Action: runDeploy,
}

// deployResult is what `wordproof deploy` prints.
type deployResult struct {
	ChainID         uint64                    `json:"chainId"`
	RPCURL          string                    `json:"rpcUrl"`
	Manifest        string                    `json:"manifest"`
	Deployer        common.Address            `json:"deployer"`
	Contracts       map[string]common.Address `json:"contracts"`
	DeploymentBlock uint64                    `json:"deploymentBlock"`
	Transactions    int                       `json:"transactions"`
	Keys            *prover.Provenance        `json:"keys"`
	Note            string                    `json:"note,omitempty"`
}

func runDeploy(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageError("deploy takes no arguments, got %q", c.Args().First())
	}
	rpcURL := c.String(deployRPCFlag.Name)
	if rpcURL == "" {
		return usageError("--rpc is required")
	}
	manifestPath := c.String(deployManifestFlag.Name)
	if manifestPath == "" {
		return usageError("--manifest is required")
	}
	key, err := deployerKey(c)
	if err != nil {
		return err
	}
	// Check the URLs before connecting, through the manifest's own rules.
	probe := deploy.NewManifest(1)
	probe.RPCURL, probe.WSURL, probe.RelayerURL = rpcURL, c.String(deployWSFlag.Name), c.String(deployRelayerFlag.Name)
	probe.SetContract(deploy.ContractEntryPoint, deploy.EntryPointAddress)
	if err := probe.Validate(); err != nil {
		return usageError("%v", strings.ReplaceAll(err.Error(), "\n", "; "))
	}

	ctx := c.Context
	client, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return fmt.Errorf("connect to %s: %w", rpcURL, err)
	}
	defer client.Close()
	logger := slog.New(slog.NewTextHandler(c.App.ErrWriter, &slog.HandlerOptions{Level: slog.LevelWarn}))
	d, err := deploy.NewDeployer(ctx, client, key, deploy.Config{Logger: logger})
	if err != nil {
		return fmt.Errorf("connect to %s: %w", rpcURL, err)
	}

	keySet, err := deployKeySet(c, d.ChainID().Uint64())
	if err != nil {
		return err
	}

	m, note := previousManifest(ctx, client, manifestPath, d.ChainID().Uint64())
	m.RPCURL = rpcURL
	if ws := c.String(deployWSFlag.Name); ws != "" {
		m.WSURL = ws
	}
	if relayer := c.String(deployRelayerFlag.Name); relayer != "" {
		m.RelayerURL = relayer
	}
	if err := deploy.Run(ctx, d, m, deploy.DefaultSteps()); err != nil {
		return err
	}
	m.KeySet = &keySet
	if err := m.Write(manifestPath); err != nil {
		return err
	}
	return printDeploy(c.App.Writer, &deployResult{
		ChainID:         m.ChainID,
		RPCURL:          m.RPCURL,
		Manifest:        manifestPath,
		Deployer:        d.From(),
		Contracts:       m.Contracts,
		DeploymentBlock: m.DeploymentBlock,
		Transactions:    d.Sent(),
		Keys:            m.KeySet,
		Note:            note,
	}, c.Bool(deployJSONFlag.Name))
}

// deployKeySet checks the built-in keys before a deployment and returns
// their label: on the devnet or with --dev-keys as they are (development
// keys), elsewhere only when their ceremony meets the policy, replays and
// made them.
func deployKeySet(c *cli.Context, chainID uint64) (prover.Provenance, error) {
	min := c.Int(minContribFlag.Name)
	if min < 1 {
		return prover.Provenance{}, usageError("--min-contributions must be at least 1, got %d", min)
	}
	if chainID == devnet.DefaultChainID || c.Bool(devKeysFlag.Name) {
		return prover.ShippedProvenance(), nil
	}
	logger.Disable()
	ks, err := prover.VerifyForDeployment(c.Context, c.String(ceremonyDirFlag.Name), keys.FS(), min)
	if errors.Is(err, prover.ErrDevKeys) {
		return ks, usageError("refusing to deploy development keys to chain %d (pass --dev-keys to deploy them anyway): %v", chainID, err)
	}
	if err != nil {
		return ks, fmt.Errorf("key ceremony in %s: %w", c.String(ceremonyDirFlag.Name), err)
	}
	return ks, nil
}

// deployerKey reads the key from --key or --keystore (exactly one).
func deployerKey(c *cli.Context) (*ecdsa.PrivateKey, error) {
	return readKey(c, deployKeyFlag.Name, deployKeystoreFlag.Name, deployPasswordFlag.Name, "a deployer key")
}

// readKey reads a private key from the hex flag or from the keystore flag
// with its password file (exactly one of the two); what names the key in the
// usage error.
func readKey(c *cli.Context, hexFlag, keystoreFlag, passwordFlag, what string) (*ecdsa.PrivateKey, error) {
	hexKey, keystorePath := c.String(hexFlag), c.String(keystoreFlag)
	switch {
	case hexKey != "" && keystorePath != "":
		return nil, usageError("use --%s or --%s, not both", hexFlag, keystoreFlag)
	case hexKey != "":
		key, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(hexKey), "0x"))
		if err != nil {
			// Never echo the key itself.
			return nil, usageError("--%s is not a valid secp256k1 private key in hex", hexFlag)
		}
		return key, nil
	case keystorePath != "":
		passwordPath := c.String(passwordFlag)
		if passwordPath == "" {
			return nil, usageError("--%s needs --%s FILE", keystoreFlag, passwordFlag)
		}
		keyJSON, err := os.ReadFile(keystorePath)
		if err != nil {
			return nil, fmt.Errorf("keystore: %w", err)
		}
		password, err := readPassword(passwordPath)
		if err != nil {
			return nil, err
		}
		k, err := keystore.DecryptKey(keyJSON, password)
		if err != nil {
			return nil, fmt.Errorf("keystore %s: %w", keystorePath, err)
		}
		return k.PrivateKey, nil
	default:
		return nil, usageError("%s is required: --%s HEX or --%s FILE --%s FILE", what, hexFlag, keystoreFlag, passwordFlag)
	}
}

// readPassword returns the first line of a password file.
func readPassword(path string) (string, error) {
	password, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("password: %w", err)
	}
	firstLine, _, _ := strings.Cut(string(password), "\n")
	return strings.TrimSuffix(firstLine, "\r"), nil
}

// previousManifest returns the manifest at path when it belongs to this chain
// and its contracts are all still deployed, so a re-run keeps its deployment
// block and other records; otherwise a fresh manifest and a note saying why.
func previousManifest(ctx context.Context, client *ethclient.Client, path string, chainID uint64) (*deploy.Manifest, string) {
	old, err := deploy.ReadManifest(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return deploy.NewManifest(chainID), ""
	case err != nil:
		return deploy.NewManifest(chainID), fmt.Sprintf("replaced an unreadable manifest (%v)", err)
	case old.ChainID != chainID:
		return deploy.NewManifest(chainID), fmt.Sprintf("replaced a manifest of chain %d", old.ChainID)
	}
	for _, name := range slices.Sorted(maps.Keys(old.Contracts)) {
		code, err := client.CodeAt(ctx, old.Contracts[name], nil)
		if err != nil || len(code) == 0 {
			return deploy.NewManifest(chainID), fmt.Sprintf("replaced a stale manifest (%s has no code at %s)", name, old.Contracts[name].Hex())
		}
	}
	return old, "updated the existing manifest"
}

func printDeploy(w io.Writer, r *deployResult, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	}
	fmt.Fprintf(w, "deployed to chain %d at %s from %s (%d transactions)\n", r.ChainID, r.RPCURL, r.Deployer.Hex(), r.Transactions)
	for _, name := range slices.Sorted(maps.Keys(r.Contracts)) {
		fmt.Fprintf(w, "  %-22s %s\n", name, r.Contracts[name].Hex())
	}
	fmt.Fprintf(w, "manifest %s (deployment block %d)\n", r.Manifest, r.DeploymentBlock)
	if r.Keys != nil {
		fmt.Fprintf(w, "key set: %s\n", r.Keys)
	}
	if r.Note != "" {
		fmt.Fprintf(w, "note: %s\n", r.Note)
	}
	return nil
}
