package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/consensys/gnark/logger"
	"github.com/urfave/cli/v2"

	"github.com/wordproof/wordproof/prover"
)

const keysCategory = "KEYS"

var (
	keysDirFlag = &cli.StringFlag{
		Name:      "keys.dir",
		Usage:     "key set directory holding <circuit>.pk and <circuit>.vk (default: the keys built into the binary)",
		TakesFile: true,
		Category:  keysCategory,
	}
	ceremonyDirFlag = &cli.StringFlag{
		Name:      "ceremony.dir",
		Usage:     "ceremony transcript directory",
		Value:     "keys/ceremony",
		TakesFile: true,
		Category:  keysCategory,
	}
	verifiersDirFlag = &cli.StringFlag{
		Name:      "verifiers.dir",
		Usage:     "directory of the generated Solidity verifiers",
		Value:     "contracts/src/verifiers",
		TakesFile: true,
		Category:  keysCategory,
	}
	beaconFlag = &cli.StringFlag{
		Name:     "beacon",
		Usage:    "public random beacon, hex, required (for instance a drand round picked before it was known)",
		Category: keysCategory,
	}
	keysJSONFlag   = &cli.BoolFlag{Name: "json", Usage: "print the result as JSON"}
	minContribFlag = &cli.IntFlag{
		Name:     "min-contributions",
		Usage:    "fewest contributions per phase of a ceremony whose keys are not development keys",
		Value:    prover.DefaultMinContributions,
		Category: keysCategory,
	}
	devKeysFlag = &cli.BoolFlag{
		Name:     "dev-keys",
		Usage:    "accept development keys: a ceremony with too few contributions or beacons without a public source",
		Category: keysCategory,
	}
)

var keysCommand = &cli.Command{
	Name:  "keys",
	Usage: "run the Groth16 key ceremony and inspect the keys",
	Description: `Groth16 keys come from gnark's multi-party ceremony (phase 1, powers of tau,
then phase 2 per circuit). A ceremony is a directory (see prover.Manifest):

  wordproof keys setup                     start a ceremony for the shipped circuits
  wordproof keys fix-beacon --phase 1      name the phase-1 beacon's future public source
  wordproof keys contribute                add a contribution (each participant, in turn)
  wordproof keys seal-phase1 --beacon      end phase 1 with the source's value
  wordproof keys fix-beacon --phase 2      name the phase-2 beacon's source
  wordproof keys contribute                add phase-2 contributions
  wordproof keys finalize --beacon         make the keys and the Solidity verifiers
  wordproof keys verify-ceremony           replay every contribution, compare the keys
  wordproof keys fingerprint               print the digest of every verifying key

Keys whose ceremony has fewer than --min-contributions contributions in a
phase, or a beacon without a public source fixed before the phase's last
contribution, are development keys: verify-ceremony and deploy (but to the
devnet) refuse them without --dev-keys. The keys in keys/ (transcript in
keys/ceremony) are development keys. docs/ceremony.md is the operators' guide.`,
	Subcommands: []*cli.Command{
		keysSetupCommand, keysFixBeaconCommand, keysContributeCommand, keysSealCommand, keysFinalizeCommand,
		keysVerifyCommand, keysFingerprintCommand,
	},
}

// keySetProvenance labels the key set of --keys.dir by the transcript in its
// ceremony/ directory, or the built-in keys by their embedded transcript,
// under the policy of --min-contributions, without replaying it.
func keySetProvenance(c *cli.Context) prover.Provenance {
	min := c.Int(minContribFlag.Name)
	dir := c.String(keysDirFlag.Name)
	if dir == "" {
		m, err := prover.ShippedTranscript()
		if err != nil {
			return prover.Provenance{Development: true, Reason: err.Error()}
		}
		return m.Provenance(min, false)
	}
	cer, err := prover.OpenCeremony(filepath.Join(dir, "ceremony"))
	if err != nil {
		return prover.Provenance{Development: true, Reason: "no ceremony transcript in " + filepath.Join(dir, "ceremony")}
	}
	return cer.Manifest().Provenance(min, false)
}

var keysFixBeaconCommand = &cli.Command{
	Name:      "fix-beacon",
	Usage:     "record the public source of a phase's beacon before its last contribution",
	ArgsUsage: " ",
	Description: `Records where the beacon of --phase will come from: a public random value
nobody knows yet, named before the phase's last contribution, so that nobody
can choose the beacon after seeing the contributions:

  block:<chain id>:<number>   the hash of a future block (e.g. block:1:21500000)
  drand:<network>:<round>     the randomness of a future drand round

A source once fixed cannot change. seal-phase1 and finalize then take that
value as --beacon; anyone can check it against the chain or drand.`,
	Flags: []cli.Flag{
		ceremonyDirFlag,
		&cli.IntFlag{Name: "phase", Usage: "the phase, 1 or 2", Category: keysCategory},
		&cli.StringFlag{Name: "source", Usage: "block:<chain id>:<number> or drand:<network>:<round>", Category: keysCategory},
	},
	Action: func(c *cli.Context) error {
		if err := keysNoArgs(c); err != nil {
			return err
		}
		phase, source := c.Int("phase"), c.String("source")
		if phase != 1 && phase != 2 {
			return usageError("--phase must be 1 or 2, got %d", phase)
		}
		if err := prover.ParseBeaconSource(source); err != nil {
			return usageError("--source: %v", err)
		}
		cer, err := prover.OpenCeremony(c.String(ceremonyDirFlag.Name))
		if err != nil {
			return err
		}
		if err := cer.FixBeacon(phase, source); err != nil {
			return err
		}
		fmt.Fprintf(c.App.Writer, "phase-%d beacon source fixed: %s\n", phase, source)
		return nil
	},
}

// keySet returns the key set of --keys.dir, or the built-in keys.
func keySet(c *cli.Context) fs.FS {
	if dir := c.String(keysDirFlag.Name); dir != "" {
		return os.DirFS(dir)
	}
	return prover.DefaultConfig().Keys
}

func keysNoArgs(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageError("%s takes no arguments, got %q", c.Command.FullName(), c.Args().First())
	}
	return nil
}

func parseBeacon(c *cli.Context) ([]byte, error) {
	b, err := hex.DecodeString(c.String(beaconFlag.Name))
	if err != nil || len(b) == 0 {
		return nil, usageError("--beacon must be non-empty hex, got %q", c.String(beaconFlag.Name))
	}
	return b, nil
}

var keysSetupCommand = &cli.Command{
	Name:      "setup",
	Usage:     "start a ceremony",
	ArgsUsage: "[circuit...]",
	Description: `Creates the ceremony directory with its manifest for the given circuits
(ids such as reveal_l5a26 or commit_k2_l5a26; default: the circuits whose keys
the repository ships). The phase-1 domain is the smallest power of two that
fits every circuit unless --power is given.`,
	Flags: []cli.Flag{
		ceremonyDirFlag,
		&cli.IntFlag{Name: "power", Usage: "phase-1 domain 2^`N` (0: smallest that fits)", Category: keysCategory},
	},
	Action: func(c *cli.Context) error {
		logger.Disable()
		specs := prover.ShippedSpecs()
		if c.NArg() > 0 {
			specs = nil
			for _, id := range c.Args().Slice() {
				s, err := prover.ParseID(id)
				if err != nil {
					return usageError("%v", err)
				}
				specs = append(specs, s)
			}
		}
		cer, err := prover.NewCeremony(c.String(ceremonyDirFlag.Name), c.Int("power"), specs)
		if err != nil {
			return err
		}
		m := cer.Manifest()
		fmt.Fprintf(c.App.Writer, "ceremony %s: phase-1 domain 2^%d, %d circuits\n", cer.Dir(), m.Power, len(m.Circuits))
		return nil
	},
}

var keysContributeCommand = &cli.Command{
	Name:      "contribute",
	Usage:     "add a contribution to the open phase",
	ArgsUsage: " ",
	Description: `Adds one contribution with fresh randomness from the operating system: to
phase 1 until it is sealed, then to phase 2 of every circuit. The randomness
never leaves memory. Prints the SHA-256 of every file written, for the
contributor to publish.`,
	Flags: []cli.Flag{
		ceremonyDirFlag,
		&cli.StringFlag{Name: "name", Usage: "contributor name recorded in the manifest", Value: "anonymous", Category: keysCategory},
	},
	Action: func(c *cli.Context) error {
		if err := keysNoArgs(c); err != nil {
			return err
		}
		logger.Disable()
		cer, err := prover.OpenCeremony(c.String(ceremonyDirFlag.Name))
		if err != nil {
			return err
		}
		contrib, err := cer.Contribute(c.Context, c.String("name"))
		if err != nil {
			return err
		}
		for _, file := range slices.Sorted(maps.Keys(contrib.SHA256)) {
			fmt.Fprintf(c.App.Writer, "%s %s\n", contrib.SHA256[file], file)
		}
		return nil
	},
}

var keysSealCommand = &cli.Command{
	Name:        "seal-phase1",
	Usage:       "end phase 1 with a public random beacon",
	ArgsUsage:   " ",
	Description: `Records the beacon that seals phase 1; phase-2 contributions start.`,
	Flags:       []cli.Flag{ceremonyDirFlag, beaconFlag},
	Action: func(c *cli.Context) error {
		if err := keysNoArgs(c); err != nil {
			return err
		}
		beacon, err := parseBeacon(c)
		if err != nil {
			return err
		}
		cer, err := prover.OpenCeremony(c.String(ceremonyDirFlag.Name))
		if err != nil {
			return err
		}
		return cer.SealPhase1(beacon)
	},
}

var keysFinalizeCommand = &cli.Command{
	Name:      "finalize",
	Usage:     "seal phase 2 and write the keys and the Solidity verifiers",
	ArgsUsage: " ",
	Description: `Seals phase 2 with the beacon, replays and checks the whole ceremony, writes
<circuit>.pk and <circuit>.vk into --keys.dir (default keys) and the Solidity
verifiers into --verifiers.dir.`,
	Flags: []cli.Flag{ceremonyDirFlag, beaconFlag, keysDirFlag, verifiersDirFlag, minContribFlag},
	Action: func(c *cli.Context) error {
		if err := keysNoArgs(c); err != nil {
			return err
		}
		beacon, err := parseBeacon(c)
		if err != nil {
			return err
		}
		logger.Disable()
		cer, err := prover.OpenCeremony(c.String(ceremonyDirFlag.Name))
		if err != nil {
			return err
		}
		dir := c.String(keysDirFlag.Name)
		if dir == "" {
			dir = "keys"
		}
		if _, err := cer.Finalize(c.Context, beacon, dir); err != nil {
			return err
		}
		names, err := prover.WriteVerifiers(os.DirFS(dir), c.String(verifiersDirFlag.Name))
		if err != nil {
			return err
		}
		for _, n := range names {
			fmt.Fprintln(c.App.Writer, n)
		}
		fmt.Fprintf(c.App.Writer, "key set: %s\n", cer.Manifest().Provenance(c.Int(minContribFlag.Name), true))
		return nil
	},
}

var keysVerifyCommand = &cli.Command{
	Name:      "verify-ceremony",
	Usage:     "replay a ceremony and compare its keys with a key set",
	ArgsUsage: " ",
	Description: `Checks the policy for production keys (at least --min-contributions
contributions in each phase, each beacon's public source fixed before the
phase's last contribution), then every transcript file against its recorded
hash, every phase-1 and phase-2 contribution against the previous one, derives
the keys with the recorded beacons, and compares the verifying keys byte for
byte with the key set (--keys.dir, default the built-in keys). Exit 1 on any
failure. --dev-keys accepts a transcript that fails the policy (the shipped
development keys) and labels it.`,
	Flags: []cli.Flag{ceremonyDirFlag, keysDirFlag, minContribFlag, devKeysFlag, keysJSONFlag},
	Action: func(c *cli.Context) error {
		if err := keysNoArgs(c); err != nil {
			return err
		}
		min := c.Int(minContribFlag.Name)
		if min < 1 {
			return usageError("--min-contributions must be at least 1, got %d", min)
		}
		logger.Disable()
		cer, err := prover.OpenCeremony(c.String(ceremonyDirFlag.Name))
		if err != nil {
			return err
		}
		m := cer.Manifest()
		if err := m.CheckPolicy(min); err != nil && !c.Bool(devKeysFlag.Name) {
			return fmt.Errorf("%w (--dev-keys accepts them)", err)
		}
		keys, err := cer.Verify(c.Context, nil)
		if err != nil {
			return err
		}
		if err := prover.CheckKeys(keySet(c), keys); err != nil {
			return err
		}
		res := struct {
			Circuits      []string          `json:"circuits"`
			Phase1        int               `json:"phase1Contributions"`
			Phase2        int               `json:"phase2Contributions"`
			KeysMatch     bool              `json:"keysMatch"`
			TranscriptDir string            `json:"transcript"`
			Keys          prover.Provenance `json:"keys"`
		}{m.Circuits, len(m.Phase1), len(m.Phase2), true, cer.Dir(), m.Provenance(min, true)}
		if c.Bool(keysJSONFlag.Name) {
			return keysPrintJSON(c, res)
		}
		fmt.Fprintf(c.App.Writer, "ceremony ok: %d phase-1 and %d phase-2 contributions, keys of %d circuits match\n%s\n",
			res.Phase1, res.Phase2, len(res.Circuits), res.Keys)
		return nil
	},
}

var keysFingerprintCommand = &cli.Command{
	Name:      "fingerprint",
	Usage:     "print the SHA-256 of every verifying key",
	ArgsUsage: " ",
	Description: `Prints the key set's label from its ceremony transcript (the embedded one for
the built-in keys, <keys.dir>/ceremony otherwise; not replayed), "keys:
development keys, not for real value (...)" unless it meets the policy of
--min-contributions, then one line per circuit: the SHA-256 of its verifying
key file (gnark's compressed encoding) and the circuit id. Deployment
manifests and the auditor compare these digests.`,
	Flags: []cli.Flag{keysDirFlag, minContribFlag, keysJSONFlag},
	Action: func(c *cli.Context) error {
		if err := keysNoArgs(c); err != nil {
			return err
		}
		fps, err := prover.Fingerprints(keySet(c))
		if err != nil {
			return err
		}
		label := keySetProvenance(c)
		if c.Bool(keysJSONFlag.Name) {
			return keysPrintJSON(c, struct {
				Keys         prover.Provenance    `json:"keys"`
				Fingerprints []prover.Fingerprint `json:"fingerprints"`
			}{label, fps})
		}
		fmt.Fprintf(c.App.Writer, "key set: %s\n", label)
		for _, fp := range fps {
			fmt.Fprintf(c.App.Writer, "%s  %s\n", fp.SHA256, fp.Circuit)
		}
		return nil
	},
}

func keysPrintJSON(c *cli.Context, v any) error {
	enc := json.NewEncoder(c.App.Writer)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
