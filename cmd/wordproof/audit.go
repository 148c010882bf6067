package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/deploy"
)

var (
	auditRPCFlag = &cli.StringFlag{
		Name:     "rpc",
		Usage:    "JSON-RPC URL of the chain (default: the manifest's rpcUrl)",
		EnvVars:  []string{"WORDPROOF_RPC"},
		Category: chainCategory,
	}
	auditManifestFlag = &cli.StringFlag{
		Name:      "manifest",
		Usage:     "deployment manifest of the game's chain (optional with --contract and --rpc)",
		EnvVars:   []string{"WORDPROOF_MANIFEST"},
		TakesFile: true,
		Category:  chainCategory,
	}
	auditGameFlag = &cli.StringFlag{
		Name:     "game",
		Usage:    "id of the game to audit (required)",
		Category: "GAME",
	}
	auditContractFlag = &cli.StringFlag{
		Name:     "contract",
		Usage:    "address of the WorthOfWords contract (default: the manifest's)",
		Category: chainCategory,
	}
	auditFromBlockFlag = &cli.Uint64Flag{
		Name:     "from-block",
		Usage:    "first block to scan for the game's events (default: the manifest's deployment block)",
		Category: chainCategory,
	}
	auditJSONFlag = &cli.BoolFlag{Name: "json", Usage: "print the report as JSON"}
)

var auditCommand = &cli.Command{
	Name:      "audit",
	Usage:     "verify a Worth of Words game from the chain alone",
	ArgsUsage: " ",
	Description: `Audits one game (--game) of the WorthOfWords contract of a deployment
(--manifest, or --contract with --rpc), trusting only the local verifying keys
(--keys.dir, default the keys built into the binary), the built-in dictionaries
and the rules engine. It reads the game's events and the join transactions
(plain calls or ERC-4337 handleOps bundles), then:

  - checks the manifest's verifying-key fingerprints against the local keys,
    and that the verifier contracts the game uses run the generated verifier
    code and embed every constant of the local verifying keys;
  - checks that the game contract runs the WorthOfWords code of this binary
    and uses the local dictionaries;
  - re-verifies every join and reveal proof locally;
  - checks every opened guess is in the guess dictionary;
  - replays the game (targets from each round's seed, points, solved words,
    eliminations, winners, prize) and compares every event, the playerInfo,
    playersOf and gameInfo views and the winners' balances with the replay.

It prints each round (guesses, colours as G/Y/., points, scores), the result,
every finding with the event (block, transaction, log index) or proof that
failed, and the verdict; --json prints the same report as JSON.

Exit codes: 0 the game is clean; 1 anything does not match, could not be
checked, or the audit could not run; 2 bad usage.`,
	Flags: []cli.Flag{auditRPCFlag, auditManifestFlag, auditGameFlag, auditContractFlag, auditFromBlockFlag, keysDirFlag, minContribFlag, auditJSONFlag},
	Action: func(c *cli.Context) error {
		if c.NArg() > 0 {
			return usageError("audit takes no arguments, got %q", c.Args().First())
		}
		ks := keySetProvenance(c)
		cfg := audit.Config{Keys: keySet(c), KeySet: &ks, FromBlock: c.Uint64(auditFromBlockFlag.Name)}
		raw := c.String(auditGameFlag.Name)
		if raw == "" {
			return usageError("audit needs --game ID")
		}
		id, ok := new(big.Int).SetString(raw, 0)
		if !ok || id.Sign() <= 0 || id.BitLen() > 256 {
			return usageError("--game must be a positive integer, got %q", raw)
		}
		cfg.GameID = id
		if s := c.String(auditContractFlag.Name); s != "" {
			if !common.IsHexAddress(s) {
				return usageError("--contract is not an address: %q", s)
			}
			cfg.Contract = common.HexToAddress(s)
		}
		rpcURL := c.String(auditRPCFlag.Name)
		if path := c.String(auditManifestFlag.Name); path != "" {
			m, err := deploy.ReadManifest(path)
			if err != nil {
				return err
			}
			cfg.Manifest = m
			if rpcURL == "" {
				rpcURL = m.RPCURL
			}
		} else if cfg.Contract == (common.Address{}) || rpcURL == "" {
			return usageError("audit needs --manifest, or --contract and --rpc")
		}
		backend, err := ethclient.DialContext(c.Context, rpcURL)
		if err != nil {
			return fmt.Errorf("connect to %s: %w", rpcURL, err)
		}
		defer backend.Close()
		cfg.Backend = backend
		rep, err := audit.Audit(c.Context, cfg)
		if err != nil {
			return err
		}
		out := c.App.Writer
		if c.Bool(auditJSONFlag.Name) {
			enc := json.NewEncoder(out)
			enc.SetIndent("", "  ")
			if err := enc.Encode(rep); err != nil {
				return err
			}
		} else if err := rep.WriteText(out); err != nil {
			return err
		}
		if rep.Clean() {
			return nil
		}
		return cli.Exit(fmt.Sprintf("audit of game %s: %s (%d findings%s)", id, rep.Verdict, len(rep.Findings), firstFinding(rep)), exitFailure)
	},
}

// firstFinding names the first finding for the one-line error.
func firstFinding(rep *audit.Report) string {
	if len(rep.Findings) == 0 {
		return ""
	}
	s := rep.Findings[0].String()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return ", first: " + s
}
