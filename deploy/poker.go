package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/poker"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// ContractWordlePoker is the Wordle Poker duel mode on the bonded house
// (registered with the platform as DuelModes["poker"] and with the house
// registry as a game that draws houses).
const ContractWordlePoker = "WordlePoker"

// PokerConfig sets a Wordle Poker deployment's house penalty; the clocks are
// the contract's constants (the seed's).
type PokerConfig struct {
	// Slash is what each player gets from the bond of a house that missed a
	// deadline (wei); nil means DefaultBo3Compensation.
	Slash *big.Int
	// Open opens the mode's queues (DefaultGameConfig opens them: the CLI
	// and the web page play Wordle Poker). Closed, a queue in the mode is
	// refused (DuelModeUnavailable).
	Open bool
}

// PokerVerifiers are the verifiers WordlePoker calls: the commit circuit for
// five words and the reveal circuit of 5 letters.
func PokerVerifiers() (commit, reveal string) {
	return prover.VerifierName(prover.CommitSpec(5, 5, game.Letters).ID()),
		prover.VerifierName(prover.RevealSpec(5, game.Letters).ID())
}

// PokerStep deploys WordlePoker over the platform of DuelStep, the house
// registry of HouseStep, the commit (K = 5) and reveal verifiers of the
// Verifiers step and the 5-letter answers root, registers it as
// DuelModes["poker"] (queues closed unless cfg.Open) and allows it to draw houses. It must run after those.
func PokerStep(cfg PokerConfig) Step {
	if cfg.Slash == nil {
		cfg.Slash = DefaultBo3Compensation
	}
	return Step{Name: ContractWordlePoker, Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
		return deployPoker(ctx, d, m, cfg)
	}}
}

func deployPoker(ctx context.Context, d *Deployer, m *Manifest, cfg PokerConfig) error {
	platformAddr, registryAddr := m.Contracts[ContractDuelPlatform], m.Contracts[ContractHouseRegistry]
	if platformAddr == (common.Address{}) || registryAddr == (common.Address{}) {
		return errors.New("poker: the duel platform or the house registry is not deployed")
	}
	commit, reveal := PokerVerifiers()
	var verifier [2]common.Address
	for i, name := range []string{commit, reveal} {
		if verifier[i] = m.Contracts[name]; verifier[i] == (common.Address{}) {
			return fmt.Errorf("poker: verifier %s is not deployed", name)
		}
	}
	addr, err := deployOnce(ctx, d, m, ContractWordlePoker, func() ([]byte, error) {
		dicts, err := wire.LoadDictionaries(5)
		if err != nil {
			return nil, err
		}
		args := poker.NewWordlePoker().PackConstructor(platformAddr, registryAddr, verifier[0], verifier[1], dicts.SecretRoot(), cfg.Slash)
		return append(common.FromHex(poker.WordlePokerMetaData.Bin), args...), nil
	})
	if err != nil {
		return err
	}
	if err := registerMode(ctx, d, platformAddr, "poker", addr); err != nil {
		return err
	}
	if err := openMode(ctx, d, platformAddr, "poker", cfg.Open); err != nil {
		return err
	}
	return allowHouseDraws(ctx, d, registryAddr, addr, "Wordle Poker")
}
