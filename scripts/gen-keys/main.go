// Command gen-keys makes Wordproof's Groth16 keys with gnark's multi-party
// ceremony and generates the Solidity verifiers from the verifying keys.
//
// Run from the repository root:
//
//	go run ./scripts/gen-keys                       # regenerate contracts/src/verifiers from keys/*.vk
//	go run ./scripts/gen-keys -check                # exit 1 if the verifiers drifted from the keys
//	go run ./scripts/gen-keys -ceremony -beacon1 HEX -beacon2 HEX
//	                                                # a fresh ceremony in keys/ceremony with
//	                                                # -contributions (default 3) per phase,
//	                                                # finalised into keys/
//
// -ceremony runs every contribution in one process, so whoever runs it
// knows all the randomness: its keys are development keys whatever
// -contributions says. A real ceremony uses `wordproof keys
// setup|fix-beacon|contribute|seal-phase1|finalize` so that each participant
// contributes on their own machine (docs/ceremony.md). -source1 and -source2
// record the beacons' public sources (block:<chain id>:<number> or
// drand:<network>:<round>) before the last contribution of each phase.
package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/consensys/gnark/logger"

	"github.com/wordproof/wordproof/prover"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen-keys:", err)
		os.Exit(1)
	}
}

func run() error {
	var (
		keysDir      = flag.String("keys", "keys", "key set directory (<id>.pk, <id>.vk)")
		ceremonyDir  = flag.String("ceremony.dir", "keys/ceremony", "ceremony transcript directory")
		verifiersDir = flag.String("verifiers", "contracts/src/verifiers", "Solidity verifier directory")
		check        = flag.Bool("check", false, "only check that the verifiers match the keys")
		ceremony     = flag.Bool("ceremony", false, "run a fresh ceremony (the ceremony directory must not exist)")
		contribs     = flag.Int("contributions", prover.DefaultMinContributions, "contributions per phase with -ceremony")
		beacon1      = flag.String("beacon1", "", "phase-1 beacon, hex (with -ceremony)")
		beacon2      = flag.String("beacon2", "", "phase-2 beacon, hex (with -ceremony)")
		source1      = flag.String("source1", "", "phase-1 beacon's public source (with -ceremony)")
		source2      = flag.String("source2", "", "phase-2 beacon's public source (with -ceremony)")
	)
	flag.Parse()
	logger.Disable()
	ctx := context.Background()

	if *ceremony {
		b1, err1 := hex.DecodeString(*beacon1)
		b2, err2 := hex.DecodeString(*beacon2)
		if err1 != nil || err2 != nil || len(b1) == 0 || len(b2) == 0 {
			return fmt.Errorf("-ceremony needs -beacon1 and -beacon2 in hex")
		}
		if *contribs < 1 {
			return fmt.Errorf("-contributions must be at least 1")
		}
		c, err := prover.NewCeremony(*ceremonyDir, 0, prover.ShippedSpecs())
		if err != nil {
			return err
		}
		phase := func(n int, source string) error {
			if source != "" {
				if err := c.FixBeacon(n, source); err != nil {
					return err
				}
			}
			for i := 0; i < *contribs; i++ {
				if _, err := c.Contribute(ctx, fmt.Sprintf("gen-keys phase %d #%d", n, i+1)); err != nil {
					return err
				}
			}
			return nil
		}
		if err := phase(1, *source1); err != nil {
			return err
		}
		if err := c.SealPhase1(b1); err != nil {
			return err
		}
		if err := phase(2, *source2); err != nil {
			return err
		}
		if _, err := c.Finalize(ctx, b2, *keysDir); err != nil {
			return err
		}
	}

	keySet := os.DirFS(*keysDir)
	if *check {
		tmp, err := os.MkdirTemp("", "gen-keys")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		names, err := prover.WriteVerifiers(keySet, tmp)
		if err != nil {
			return err
		}
		for _, n := range names {
			want, _ := os.ReadFile(filepath.Join(tmp, n))
			got, err := os.ReadFile(filepath.Join(*verifiersDir, n))
			if err != nil || !bytes.Equal(got, want) {
				return fmt.Errorf("%s is stale: run go run ./scripts/gen-keys", filepath.Join(*verifiersDir, n))
			}
		}
		return nil
	}
	names, err := prover.WriteVerifiers(keySet, *verifiersDir)
	if err != nil {
		return err
	}
	for _, n := range names {
		fmt.Println(filepath.Join(*verifiersDir, n))
	}
	return nil
}
