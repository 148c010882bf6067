package deploy

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings/house"
)

// ContractHouseRegistry is the registry of bonded houses in Manifest.Contracts
// (docs/house.md): the operators that hold a game's secret no player may know.
const ContractHouseRegistry = "HouseRegistry"

// HouseConfig sets the registry's economics, fixed at deployment.
type HouseConfig struct {
	// MinBond is the smallest bond (wei) a house registers with and keeps to be
	// drawn.
	MinBond *big.Int
	// ExitDelay is how long a house waits after asking to leave and after its
	// last game ended; the contract refuses less than 2 days
	// (HouseRegistry.MIN_EXIT_DELAY).
	ExitDelay time.Duration
}

// MinHouseExitDelay is HouseRegistry.MIN_EXIT_DELAY: the shortest exit delay
// the contract accepts.
const MinHouseExitDelay = 48 * time.Hour

// DefaultHouseConfig asks a bond of 1 ETH and an exit delay of 2 days.
func DefaultHouseConfig() HouseConfig {
	return HouseConfig{MinBond: big.NewInt(1e18), ExitDelay: MinHouseExitDelay}
}

// HouseStep deploys the house registry, owned by the deployer. Games that
// draw houses are registered with it (setGame) by their own steps.
func HouseStep(cfg HouseConfig) Step {
	return Step{Name: ContractHouseRegistry, Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
		if _, ok, err := recorded(ctx, d, m, ContractHouseRegistry); err != nil || ok {
			return err
		}
		if cfg.MinBond == nil || cfg.MinBond.Sign() <= 0 || cfg.MinBond.BitLen() > 128 {
			return fmt.Errorf("%w: minimum bond %v wei, want 1 to 2^128-1", ErrBadHouseConfig, cfg.MinBond)
		}
		if cfg.ExitDelay < MinHouseExitDelay || cfg.ExitDelay/time.Second > 1<<32-1 {
			return fmt.Errorf("%w: exit delay %s, want at least %s", ErrBadHouseConfig, cfg.ExitDelay, MinHouseExitDelay)
		}
		r := house.NewHouseRegistry()
		delay := big.NewInt(int64(cfg.ExitDelay / time.Second))
		initCode := append(common.FromHex(house.HouseRegistryMetaData.Bin), r.PackConstructor(d.From(), cfg.MinBond, delay)...)
		dep, err := d.Create2(ctx, ContractHouseRegistry, saltFor(ContractHouseRegistry), initCode)
		if err != nil {
			return err
		}
		m.SetContract(ContractHouseRegistry, dep.Address)
		return nil
	}}
}
