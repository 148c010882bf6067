package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/bindings/house"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/prover"
)

// ContractWorduelBo3 is the Best of 3 duel mode on the bonded house
// (registered with the platform as DuelModes["bo3"] and with the house
// registry as a game that draws houses).
const ContractWorduelBo3 = "WorduelBo3"

// Bo3Config sets a Best of 3 deployment's clocks and the house's penalty.
type Bo3Config struct {
	// RoundTime is each player's own guessing clock per round; zero means the
	// seed's 3 minutes.
	RoundTime time.Duration
	// Window is every deadline that is not a player's clock (keys, the house's
	// commitment, answers and tallies); zero means DefaultBo3Window.
	Window time.Duration
	// Pause is the break between rounds; zero means DefaultBo3Pause.
	Pause time.Duration
	// Compensation is what each player gets from a late house's bond (wei);
	// nil means DefaultBo3Compensation.
	Compensation *big.Int
}

// Best of 3 defaults (docs/worduel.md "Clocks and deadlines").
const (
	DefaultBo3RoundTime = 3 * time.Minute
	DefaultBo3Window    = 30 * time.Second
	// DefaultBo3Pause is the seed's ~3.5 s between rounds, rounded up to a
	// whole second (block timestamps are whole seconds).
	DefaultBo3Pause = 4 * time.Second
)

// DefaultBo3Compensation pays each player 0.05 ETH from a late house's bond:
// twenty such misses empty the minimum bond of DefaultHouseConfig.
var DefaultBo3Compensation = big.NewInt(5e16)

func (c Bo3Config) withDefaults() Bo3Config {
	if c.RoundTime == 0 {
		c.RoundTime = DefaultBo3RoundTime
	}
	if c.Window == 0 {
		c.Window = DefaultBo3Window
	}
	if c.Pause == 0 {
		c.Pause = DefaultBo3Pause
	}
	if c.Compensation == nil {
		c.Compensation = DefaultBo3Compensation
	}
	return c
}

// Bo3Step deploys WorduelBo3 over the platform of DuelStep, the house
// registry of HouseStep, the four hidden-guess verifiers of the Verifiers
// step and the 5-letter answers tree, registers it as DuelModes["bo3"] and
// allows it to draw houses (HouseRegistry.setGame). It must run after both.
func Bo3Step(cfg Bo3Config) Step {
	return Step{Name: ContractWorduelBo3, Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
		return deployBo3(ctx, d, m, cfg.withDefaults())
	}}
}

// Bo3Verifiers are the verifier contracts WorduelBo3 calls, by the
// constructor's role: key proofs, answers, tallies and refusals.
func Bo3Verifiers() (key, answer, tally, refuse string) {
	return prover.VerifierName(prover.HouseKeySpec().ID()),
		prover.VerifierName(prover.HiddenSpec(5, game.Letters).ID()),
		prover.VerifierName(prover.TallySpec(5, game.Letters).ID()),
		prover.VerifierName(prover.RefuseSpec(5, game.Letters).ID())
}

func deployBo3(ctx context.Context, d *Deployer, m *Manifest, cfg Bo3Config) error {
	platformAddr, registryAddr := m.Contracts[ContractDuelPlatform], m.Contracts[ContractHouseRegistry]
	if platformAddr == (common.Address{}) || registryAddr == (common.Address{}) {
		return errors.New("bo3: the duel platform or the house registry is not deployed")
	}
	key, answer, tally, refuse := Bo3Verifiers()
	var verifier [4]common.Address
	for i, name := range []string{key, answer, tally, refuse} {
		if verifier[i] = m.Contracts[name]; verifier[i] == (common.Address{}) {
			return fmt.Errorf("bo3: verifier %s is not deployed", name)
		}
	}
	addr, err := deployOnce(ctx, d, m, ContractWorduelBo3, func() ([]byte, error) {
		dicts, err := wire.LoadDictionaries(5)
		if err != nil {
			return nil, err
		}
		args := house.NewWorduelBo3().PackConstructor(platformAddr, house.WorduelBo3Config{
			Registry: registryAddr, KeyVerifier: verifier[0], AnswerVerifier: verifier[1],
			TallyVerifier: verifier[2], RefuseVerifier: verifier[3],
			AnswersRoot: dicts.SecretRoot(), AnswersCount: big.NewInt(int64(dicts.SecretTree.Len())),
			RoundTime: seconds(cfg.RoundTime), Window: seconds(cfg.Window), Pause: seconds(cfg.Pause),
			Compensation: cfg.Compensation,
		})
		return append(common.FromHex(house.WorduelBo3MetaData.Bin), args...), nil
	})
	if err != nil {
		return err
	}
	if err := registerMode(ctx, d, platformAddr, "bo3", addr); err != nil {
		return err
	}
	return allowHouseDraws(ctx, d, registryAddr, addr, "Best of 3")
}

func seconds(d time.Duration) *big.Int { return big.NewInt(int64(d / time.Second)) }

// registerMode registers addr as the platform's mode DuelModes[name], unless
// it already is; a mode id registered to another contract is an error (a
// mode id keeps its contract).
func registerMode(ctx context.Context, d *Deployer, platformAddr common.Address, name string, addr common.Address) error {
	p := duel.NewDuelPlatform()
	mode := DuelModes[name]
	have, err := bind.Call(p.Instance(d.Backend(), platformAddr), &bind.CallOpts{Context: ctx}, p.PackModeOf(mode), p.UnpackModeOf)
	if err != nil {
		return fmt.Errorf("platform: modeOf: %w", err)
	}
	switch have.Arg0 {
	case addr:
		return nil
	case common.Address{}:
		_, err = d.Send(ctx, "register the "+name+" mode", &platformAddr, p.PackRegisterMode(mode, addr), nil)
		return err
	default:
		return fmt.Errorf("%s: mode %d is registered to %s, not %s (a mode id keeps its contract)", name, mode, have.Arg0, addr)
	}
}
