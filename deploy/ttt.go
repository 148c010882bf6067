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
	"github.com/wordproof/wordproof/bindings/tictactoe"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/tictactoe/wire"
	"github.com/wordproof/wordproof/prover"
)

// ContractWordleTacToe is the Wordle-Tac-Toe duel mode on the bonded house
// (registered with the platform as DuelModes["ttt"] and with the house
// registry as a game that draws houses).
const ContractWordleTacToe = "WordleTacToe"

// TttConfig sets a Wordle-Tac-Toe deployment's clocks and the house's
// penalty; zero values take the defaults below.
type TttConfig struct {
	TurnTime     time.Duration // each turn's free time (the seed's 2 minutes)
	Bank         time.Duration // each player's bank for the whole match (the seed's 10 minutes)
	Window       time.Duration // the house's draw, commitment and answer deadline
	Compensation *big.Int      // wei per player from a late house's bond
	// Open opens the mode's queues (DefaultGameConfig opens them: the
	// player client, client/tictactoe, plays Wordle-Tac-Toe). Closed, a
	// queue in the mode is refused (DuelModeUnavailable).
	Open bool
}

// Wordle-Tac-Toe defaults (docs/tictactoe.md "Clocks"): the seed's clocks,
// and Best of 3's house deadline.
const (
	DefaultTttTurnTime = 2 * time.Minute
	DefaultTttBank     = 10 * time.Minute
	DefaultTttWindow   = 30 * time.Second
)

func (c TttConfig) withDefaults() TttConfig {
	if c.TurnTime == 0 {
		c.TurnTime = DefaultTttTurnTime
	}
	if c.Bank == 0 {
		c.Bank = DefaultTttBank
	}
	if c.Window == 0 {
		c.Window = DefaultTttWindow
	}
	if c.Compensation == nil {
		c.Compensation = DefaultBo3Compensation
	}
	return c
}

// TttVerifiers are the answer verifiers WordleTacToe calls, for the corners
// (4 letters), the edges (5) and the centre (6).
func TttVerifiers() [3]string {
	var out [3]string
	for i, l := range wire.Lengths {
		out[i] = prover.VerifierName(prover.AnswerSpec(l, game.Letters).ID())
	}
	return out
}

// TttStep deploys WordleTacToe over the platform of DuelStep, the house
// registry of HouseStep and the three answer verifiers, with the answers
// trees and sorted guess trees of 4, 5 and 6 letters (game/tictactoe/wire),
// registers it as DuelModes["ttt"] (queues closed unless cfg.Open) and allows
// it to draw houses. It must run after those steps.
func TttStep(cfg TttConfig) Step {
	return Step{Name: ContractWordleTacToe, Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
		return deployTtt(ctx, d, m, cfg.withDefaults())
	}}
}

func deployTtt(ctx context.Context, d *Deployer, m *Manifest, cfg TttConfig) error {
	platformAddr, registryAddr := m.Contracts[ContractDuelPlatform], m.Contracts[ContractHouseRegistry]
	if platformAddr == (common.Address{}) || registryAddr == (common.Address{}) {
		return errors.New("ttt: the duel platform or the house registry is not deployed")
	}
	addr, err := deployOnce(ctx, d, m, ContractWordleTacToe, func() ([]byte, error) {
		c := tictactoe.WordleTacToeConfig{
			Registry: registryAddr, TurnTime: seconds(cfg.TurnTime), Bank: seconds(cfg.Bank),
			Window: seconds(cfg.Window), Compensation: cfg.Compensation,
		}
		for i, name := range TttVerifiers() {
			v := m.Contracts[name]
			if v == (common.Address{}) {
				return nil, fmt.Errorf("ttt: verifier %s is not deployed", name)
			}
			dicts, err := wire.LoadDictionaries(wire.Lengths[i])
			if err != nil {
				return nil, err
			}
			c.Dictionaries[i] = tictactoe.WordleTacToeDictionary{
				Verifier: v, AnswersRoot: dicts.AnswersRoot(), AnswersCount: big.NewInt(int64(dicts.Answers.Len())),
				GuessRoot: dicts.GuessTree.Root(), GuessCount: big.NewInt(int64(len(dicts.Guesses))),
				GuessDepth: big.NewInt(int64(dicts.GuessTree.Depth())),
			}
		}
		return append(common.FromHex(tictactoe.WordleTacToeMetaData.Bin), tictactoe.NewWordleTacToe().PackConstructor(platformAddr, c)...), nil
	})
	if err != nil {
		return err
	}
	if err := registerMode(ctx, d, platformAddr, "ttt", addr); err != nil {
		return err
	}
	if err := openMode(ctx, d, platformAddr, "ttt", cfg.Open); err != nil {
		return err
	}
	return allowHouseDraws(ctx, d, registryAddr, addr, "Wordle-Tac-Toe")
}

// openMode opens or closes the queues of the registered mode DuelModes[name]
// (IDuelPlatform.setModeEnabled), unless they already are.
func openMode(ctx context.Context, d *Deployer, platformAddr common.Address, name string, open bool) error {
	p := duel.NewDuelPlatform()
	mode := DuelModes[name]
	have, err := bind.Call(p.Instance(d.Backend(), platformAddr), &bind.CallOpts{Context: ctx}, p.PackModeOf(mode), p.UnpackModeOf)
	if err != nil {
		return fmt.Errorf("platform: modeOf: %w", err)
	}
	if have.Arg1 == open {
		return nil
	}
	what := "close the " + name + " queues"
	if open {
		what = "open the " + name + " queues"
	}
	_, err = d.Send(ctx, what, &platformAddr, p.PackSetModeEnabled(mode, open), nil)
	return err
}

// allowHouseDraws registers game as a game of the house registry (setGame),
// unless it already is.
func allowHouseDraws(ctx context.Context, d *Deployer, registryAddr, game common.Address, name string) error {
	r := house.NewHouseRegistry()
	allowed, err := bind.Call(r.Instance(d.Backend(), registryAddr), &bind.CallOpts{Context: ctx}, r.PackIsGame(game), r.UnpackIsGame)
	if err != nil {
		return fmt.Errorf("house registry: isGame: %w", err)
	}
	if allowed {
		return nil
	}
	_, err = d.Send(ctx, "let "+name+" draw houses", &registryAddr, r.PackSetGame(game, true), nil)
	return err
}
