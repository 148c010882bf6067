package deploy

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/duel"
)

// Contract names of the duel platform in Manifest.Contracts.
const (
	// ContractCoins is Worduel's non-transferable coin (claimDaily, bets in escrow).
	ContractCoins = "Coins"
	// ContractDuelPlatform is the matchmaking, escrow and rating contract every duel mode
	// settles through.
	ContractDuelPlatform = "DuelPlatform"
)

// DuelModes are the mode ids clients queue with, by the names the CLI takes
// (worduel-rules.md: Blitz and Best of 3). Each mode's own deployment step
// registers its contract under its id (IDuelPlatform.registerMode).
var DuelModes = map[string]uint32{"blitz": 1, "bo3": 2, "ttt": 3, "poker": 5}

// DuelStep deploys the duel platform: the coins and the platform, owned by
// the deployer, with the platform registered as the coins' game. Modes
// (Blitz, Best of 3, ...) are registered by their own steps.
func DuelStep() Step {
	return Step{Name: ContractDuelPlatform, Run: deployDuel}
}

func deployDuel(ctx context.Context, d *Deployer, m *Manifest) error {
	coinsAddr, ok, err := recorded(ctx, d, m, ContractCoins)
	if err != nil {
		return err
	}
	coins := duel.NewCoins()
	if !ok {
		initCode := append(common.FromHex(duel.CoinsMetaData.Bin), coins.PackConstructor(d.From())...)
		dep, err := d.Create2(ctx, ContractCoins, saltFor(ContractCoins), initCode)
		if err != nil {
			return err
		}
		coinsAddr = dep.Address
		m.SetContract(ContractCoins, coinsAddr)
	}
	platformAddr, ok, err := recorded(ctx, d, m, ContractDuelPlatform)
	if err != nil {
		return err
	}
	if !ok {
		p := duel.NewDuelPlatform()
		initCode := append(common.FromHex(duel.DuelPlatformMetaData.Bin), p.PackConstructor(coinsAddr, d.From())...)
		dep, err := d.Create2(ctx, ContractDuelPlatform, saltFor(ContractDuelPlatform), initCode)
		if err != nil {
			return err
		}
		platformAddr = dep.Address
		m.SetContract(ContractDuelPlatform, platformAddr)
	}
	inst := coins.Instance(d.Backend(), coinsAddr)
	isGame, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, coins.PackIsGame(platformAddr), coins.UnpackIsGame)
	if err != nil {
		return fmt.Errorf("coins: isGame: %w", err)
	}
	if !isGame {
		if _, err := d.Send(ctx, "register the duel platform with the coins", &coinsAddr, coins.PackSetGame(platformAddr, true), nil); err != nil {
			return err
		}
	}
	return nil
}
