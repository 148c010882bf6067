package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// ContractWorduelBlitz is the Blitz duel mode (registered with the platform
// as DuelModes["blitz"]).
const ContractWorduelBlitz = "WorduelBlitz"

// BlitzConfig sets a Blitz deployment's clocks.
type BlitzConfig struct {
	// Duration is each player's guessing time; zero means the seed's 5 minutes.
	Duration time.Duration
	// AnswerWindow is the time to commit a seed and to answer a guess; zero
	// means DefaultBlitzAnswerWindow.
	AnswerWindow time.Duration
}

// DefaultBlitzDuration is the seed's 5-minute Blitz clock.
const DefaultBlitzDuration = 5 * time.Minute

// DefaultBlitzAnswerWindow leaves an answerer 30 s per answer: a proof takes
// well under a second and a transaction a few blocks.
const DefaultBlitzAnswerWindow = 30 * time.Second

func (c BlitzConfig) withDefaults() BlitzConfig {
	if c.Duration == 0 {
		c.Duration = DefaultBlitzDuration
	}
	if c.AnswerWindow == 0 {
		c.AnswerWindow = DefaultBlitzAnswerWindow
	}
	return c
}

// BlitzStep deploys WorduelBlitz over the platform of DuelStep, the answer
// verifier of the Verifiers step and the 5-letter dictionaries (answers root
// and size, guess root and depth, fixed at deployment), and registers it as
// DuelModes["blitz"].
func BlitzStep(cfg BlitzConfig) Step {
	return Step{Name: ContractWorduelBlitz, Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
		return deployBlitz(ctx, d, m, cfg.withDefaults())
	}}
}

func deployBlitz(ctx context.Context, d *Deployer, m *Manifest, cfg BlitzConfig) error {
	platformAddr := m.Contracts[ContractDuelPlatform]
	if platformAddr == (common.Address{}) {
		return errors.New("blitz: the duel platform is not deployed")
	}
	verifierName := prover.VerifierName(prover.AnswerSpec(5, game.Letters).ID())
	verifier := m.Contracts[verifierName]
	if verifier == (common.Address{}) {
		return fmt.Errorf("blitz: verifier %s is not deployed", verifierName)
	}
	addr, err := deployOnce(ctx, d, m, ContractWorduelBlitz, func() ([]byte, error) {
		dicts, err := wire.LoadDictionaries(5)
		if err != nil {
			return nil, err
		}
		b := duel.NewWorduelBlitz()
		args := b.PackConstructor(platformAddr, verifier, dicts.SecretRoot(), big.NewInt(int64(dicts.SecretTree.Len())),
			dicts.GuessTree.Root(), big.NewInt(int64(dicts.GuessTree.Depth())),
			big.NewInt(int64(cfg.Duration/time.Second)), big.NewInt(int64(cfg.AnswerWindow/time.Second)))
		return append(common.FromHex(duel.WorduelBlitzMetaData.Bin), args...), nil
	})
	if err != nil {
		return err
	}
	return registerMode(ctx, d, platformAddr, "blitz", addr)
}
