package deploy

import (
	"context"
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/bindings"
)

// EntryPointAddress is the canonical address of the ERC-4337 EntryPoint v0.8.
var EntryPointAddress = common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")

// EntryPointSalt is the CREATE2 salt the EntryPoint v0.8 is deployed with.
var EntryPointSalt = common.HexToHash("0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9")

// Step is one named, idempotent part of a deployment.
type Step struct {
	// Name identifies the step in logs and in Manifest.Steps.
	Name string
	// Run deploys or configures what the step is for, sending transactions only
	// for what the chain lacks, and records the result in m (contract
	// addresses, roots, ...). Steps run in order, so Run may read what earlier
	// steps recorded.
	Run func(ctx context.Context, d *Deployer, m *Manifest) error
}

// DefaultSteps returns the full Wordproof deployment, in order: the
// EntryPoint, then the game (GameSteps with DefaultGameConfig).
func DefaultSteps() []Step {
	return append([]Step{EntryPointStep()}, GameSteps(DefaultGameConfig())...)
}

// EntryPointStep deploys the ERC-4337 EntryPoint v0.8 at its canonical address
// and records it as ContractEntryPoint.
func EntryPointStep() Step {
	return Step{
		Name: ContractEntryPoint,
		Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
			dep, err := deployEntryPoint(ctx, d)
			if err != nil {
				return err
			}
			m.SetContract(ContractEntryPoint, dep.Address)
			return nil
		},
	}
}

// EntryPoint deploys the ERC-4337 EntryPoint v0.8 at EntryPointAddress, sending
// the published creation code (held in the bindings) through the CREATE2
// deployer with EntryPointSalt. It does nothing when the EntryPoint is already
// there, and returns ErrNoCreate2Deployer when the chain lacks the deployer.
func EntryPoint(ctx context.Context, backend Backend, key *ecdsa.PrivateKey) (common.Address, error) {
	d, err := NewDeployer(ctx, backend, key, DefaultConfig)
	if err != nil {
		return common.Address{}, err
	}
	dep, err := deployEntryPoint(ctx, d)
	return dep.Address, err
}

func deployEntryPoint(ctx context.Context, d *Deployer) (Deployment, error) {
	initCode := common.FromHex(bindings.EntryPointMetaData.Bin)
	if addr := Create2Address(EntryPointSalt, initCode); addr != EntryPointAddress {
		return Deployment{}, fmt.Errorf("%w: EntryPoint creation code in the bindings yields %s, want %s (regenerate the bindings from the npm artifact)",
			ErrNotCanonical, addr, EntryPointAddress)
	}
	return d.Create2(ctx, ContractEntryPoint, EntryPointSalt, initCode)
}

// Run executes steps in order against the deployer's chain and records them
// in m: the chain id (which must match m's when m already has one), the
// deployer, each completed step, and the deployment block (the lowest block
// with a transaction of this run, kept from m when m already has one, or
// the current head when nothing had to be sent). It stops at the first
// failing step, leaving m with what completed.
func Run(ctx context.Context, d *Deployer, m *Manifest, steps []Step) error {
	chainID := d.ChainID().Uint64()
	switch {
	case m.ChainID == 0:
		m.ChainID = chainID
	case m.ChainID != chainID:
		return fmt.Errorf("%w: manifest chain %d, connected to chain %d", ErrWrongChain, m.ChainID, chainID)
	}
	if m.Version == 0 {
		m.Version = ManifestVersion
	}
	head, err := d.Backend().BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("block number: %w", err)
	}
	m.Deployer = d.From()
	for _, step := range steps {
		d.log.Info("deployment step", "step", step.Name)
		if err := step.Run(ctx, d, m); err != nil {
			return fmt.Errorf("step %s: %w", step.Name, err)
		}
		m.markStep(step.Name)
	}
	switch first := d.FirstBlock(); {
	case first != 0 && (m.DeploymentBlock == 0 || first < m.DeploymentBlock):
		m.DeploymentBlock = first
	case m.DeploymentBlock == 0:
		m.DeploymentBlock = head
	}
	return nil
}

// StepNames returns the names of steps, in order.
func StepNames(steps []Step) []string {
	names := make([]string, len(steps))
	for i, s := range steps {
		names[i] = s.Name
	}
	return names
}
