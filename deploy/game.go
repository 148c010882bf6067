package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/paymaster"
	"github.com/wordproof/wordproof/bindings/verifiers"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/game/wow/wire"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/relayer/sponsor"
)

// Contract names of the game deployment in Manifest.Contracts. Verifiers are
// recorded under their contract names (prover.VerifierName).
const (
	ContractDictionaryRegistry = "DictionaryRegistry"
	ContractWorthOfWords       = "WorthOfWords"
	ContractAccountFactory     = "WordproofAccountFactory"
	ContractSponsorPaymaster   = "SponsorPaymaster"
)

// GameLengths are the word lengths whose dictionaries are registered: those
// with both a commit (K = 2) and a reveal verifier.
var GameLengths = []int{5}

// saltFor gives every Wordproof contract a fixed CREATE2 salt, so a deployment
// re-run finds what is already there.
func saltFor(name string) common.Hash {
	return crypto.Keccak256Hash([]byte("wordproof/v1/" + name))
}

// GameConfig tunes the game deployment.
type GameConfig struct {
	// Sponsor is the key the relayer signs sponsorships with (the paymaster's
	// signer); zero means the deployer.
	Sponsor common.Address
	// SponsorDeposit is what the paymaster gets deposited in the EntryPoint.
	SponsorDeposit *big.Int
	// SponsorStake is the paymaster's EntryPoint stake (ERC-7562 needs it staked).
	SponsorStake *big.Int
	// House sets the bonded houses' registry (HouseStep); a zero MinBond means
	// DefaultHouseConfig.
	House HouseConfig
	// Blitz sets the Blitz mode's clocks (zero: the seed's 5 minutes).
	Blitz BlitzConfig
	// Bo3 sets the Best of 3 mode's clocks and house penalty (zero: the
	// seed's 3-minute rounds, Bo3Config's defaults).
	Bo3 Bo3Config
	// Ttt sets the Wordle-Tac-Toe mode's clocks and house penalty (zero:
	// the seed's clocks, TttConfig's defaults).
	Ttt TttConfig
	// Daily sets Puzloc's daily challenge deadlines and house penalty (zero:
	// DailyConfig's defaults).
	Daily DailyConfig
	// Poker sets the Wordle Poker mode's house penalty (zero: PokerConfig's
	// default).
	Poker PokerConfig
}

// DefaultGameConfig deposits 10 ether and stakes 1 ether for the sponsor.
func DefaultGameConfig() GameConfig {
	return GameConfig{
		SponsorDeposit: new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18)),
		SponsorStake:   big.NewInt(1e18),
		House:          DefaultHouseConfig(),
		Ttt:            TttConfig{Open: true},   // client/tictactoe plays it
		Poker:          PokerConfig{Open: true}, // client/poker and the web page play it
	}
}

// GameSteps returns the steps that deploy the game on top of the EntryPoint:
// the verifiers, the dictionary registry with every dictionary in
// GameLengths, the WorthOfWords contract, the duel platform (DuelStep) with
// its Blitz mode (BlitzStep), the house registry (HouseStep), the Best of 3
// mode on it (Bo3Step), the Wordle-Tac-Toe mode (TttStep), Puzloc's daily
// challenge (DailyStep), the Wordle Poker mode (PokerStep), the account
// factory and the sponsor paymaster (funded, staked and allowed to
// sponsor every contract of SponsoredContracts).
func GameSteps(cfg GameConfig) []Step {
	if cfg.House.MinBond == nil || cfg.House.MinBond.Sign() == 0 {
		cfg.House = DefaultHouseConfig()
	}
	return []Step{
		{Name: "Verifiers", Run: deployVerifiers},
		{Name: ContractDictionaryRegistry, Run: deployRegistry},
		{Name: "Dictionaries", Run: registerDictionaries},
		{Name: ContractWorthOfWords, Run: deployGame},
		DuelStep(),
		BlitzStep(cfg.Blitz),
		HouseStep(cfg.House),
		Bo3Step(cfg.Bo3),
		TttStep(cfg.Ttt),
		DailyStep(cfg.Daily),
		PokerStep(cfg.Poker),
		{Name: ContractAccountFactory, Run: deployAccountFactory},
		{Name: ContractSponsorPaymaster, Run: func(ctx context.Context, d *Deployer, m *Manifest) error {
			return deployPaymaster(ctx, d, m, cfg)
		}},
	}
}

func deployVerifiers(ctx context.Context, d *Deployer, m *Manifest) error {
	fps, err := prover.Fingerprints(keys.FS())
	if err != nil {
		return err
	}
	for _, fp := range fps {
		name := prover.VerifierName(fp.Circuit)
		md, ok := verifiers.ByName[name]
		if !ok {
			return fmt.Errorf("no binding for verifier %s: run scripts/generate", name)
		}
		dep, err := d.Create2(ctx, name, saltFor(name), common.FromHex(md.Bin))
		if err != nil {
			return err
		}
		m.SetContract(name, dep.Address)
		m.VerifyingKeys[fp.Circuit] = common.HexToHash(fp.SHA256)
	}
	// unverified here: `wordproof deploy` replaces it after replaying a ceremony
	ks := prover.ShippedProvenance()
	m.KeySet = &ks
	return nil
}

// deployOnce returns the contract m records for name when its code is on
// chain (recorded); otherwise it creates it with CREATE2 under name's salt
// from the init code build returns (built only then: it may load
// dictionaries) and records it in m.
func deployOnce(ctx context.Context, d *Deployer, m *Manifest, name string, build func() ([]byte, error)) (common.Address, error) {
	addr, ok, err := recorded(ctx, d, m, name)
	if err != nil || ok {
		return addr, err
	}
	initCode, err := build()
	if err != nil {
		return common.Address{}, err
	}
	dep, err := d.Create2(ctx, name, saltFor(name), initCode)
	if err != nil {
		return common.Address{}, err
	}
	m.SetContract(name, dep.Address)
	return dep.Address, nil
}

// recorded returns the address m records for name when code is there: a
// re-run (perhaps from another key, whose CREATE2 addresses would differ for
// contracts that take the deployer as owner) keeps what was deployed.
func recorded(ctx context.Context, d *Deployer, m *Manifest, name string) (common.Address, bool, error) {
	addr, ok := m.Contracts[name]
	if !ok {
		return common.Address{}, false, nil
	}
	code, err := d.Backend().CodeAt(ctx, addr, nil)
	if err != nil {
		return common.Address{}, false, fmt.Errorf("%s: code at %s: %w", name, addr, err)
	}
	return addr, len(code) > 0, nil
}

func deployRegistry(ctx context.Context, d *Deployer, m *Manifest) error {
	if _, ok, err := recorded(ctx, d, m, ContractDictionaryRegistry); ok || err != nil {
		return err
	}
	reg := bindings.NewDictionaryRegistry()
	initCode := append(common.FromHex(bindings.DictionaryRegistryMetaData.Bin), reg.PackConstructor(d.From())...)
	dep, err := d.Create2(ctx, ContractDictionaryRegistry, saltFor(ContractDictionaryRegistry), initCode)
	if err != nil {
		return err
	}
	m.SetContract(ContractDictionaryRegistry, dep.Address)
	return nil
}

// Dictionary builds the registry entry of a word length from the embedded
// dictionaries and the deployed verifiers recorded in m.
func Dictionary(length int, m *Manifest) (bindings.IDictionaryRegistryDictionary, error) {
	var entry bindings.IDictionaryRegistryDictionary
	dicts, err := wire.LoadDictionaries(length)
	if err != nil {
		return entry, err
	}
	commit := prover.VerifierName(prover.CommitSpec(2, length, game.Letters).ID())
	reveal := prover.VerifierName(prover.RevealSpec(length, game.Letters).ID())
	if m.Contracts[commit] == (common.Address{}) || m.Contracts[reveal] == (common.Address{}) {
		return entry, fmt.Errorf("length %d: verifiers %s and %s are not deployed", length, commit, reveal)
	}
	entry.SecretRoot = dicts.SecretRoot()
	entry.GuessRoot = dicts.GuessTree.Root()
	entry.GuessDepth = uint8(dicts.GuessTree.Depth())
	entry.CommitVerifier = m.Contracts[commit]
	entry.RevealVerifier = m.Contracts[reveal]
	return entry, nil
}

func registerDictionaries(ctx context.Context, d *Deployer, m *Manifest) error {
	reg := bindings.NewDictionaryRegistry()
	addr := m.Contracts[ContractDictionaryRegistry]
	inst := reg.Instance(d.Backend(), addr)
	for _, length := range GameLengths {
		want, err := Dictionary(length, m)
		if err != nil {
			return err
		}
		wire.DictionaryManifest{Length: length, SecretRoot: common.BigToHash(want.SecretRoot), GuessRoot: want.GuessRoot}.Record(m.Dictionaries)
		have, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, reg.PackDictionary(uint8(length)), reg.UnpackDictionary)
		if err == nil && have.SecretRoot.Cmp(want.SecretRoot) == 0 && have.GuessRoot == want.GuessRoot &&
			have.GuessDepth == want.GuessDepth && have.CommitVerifier == want.CommitVerifier && have.RevealVerifier == want.RevealVerifier {
			continue
		}
		if _, err := d.Send(ctx, fmt.Sprintf("register %d-letter dictionary", length), &addr, reg.PackSetDictionary(uint8(length), want), nil); err != nil {
			return err
		}
	}
	return nil
}

func deployGame(ctx context.Context, d *Deployer, m *Manifest) error {
	if _, ok, err := recorded(ctx, d, m, ContractWorthOfWords); ok || err != nil {
		return err
	}
	registry := m.Contracts[ContractDictionaryRegistry]
	if registry == (common.Address{}) {
		return errors.New("the dictionary registry is not deployed")
	}
	initCode := append(common.FromHex(bindings.WorthOfWordsMetaData.Bin), bindings.NewWorthOfWords().PackConstructor(registry)...)
	dep, err := d.Create2(ctx, ContractWorthOfWords, saltFor(ContractWorthOfWords), initCode)
	if err != nil {
		return err
	}
	m.SetContract(ContractWorthOfWords, dep.Address)
	return nil
}

func deployAccountFactory(ctx context.Context, d *Deployer, m *Manifest) error {
	if _, ok, err := recorded(ctx, d, m, ContractAccountFactory); ok || err != nil {
		return err
	}
	f := account.NewWordproofAccountFactory()
	initCode := append(common.FromHex(account.WordproofAccountFactoryMetaData.Bin), f.PackConstructor(EntryPointAddress)...)
	dep, err := d.Create2(ctx, ContractAccountFactory, saltFor(ContractAccountFactory), initCode)
	if err != nil {
		return err
	}
	m.SetContract(ContractAccountFactory, dep.Address)
	return nil
}

// SponsoredContracts are the contracts players call through sponsored
// operations: the paymaster sponsors them and SponsorPolicy lists them.
// Blitz is among them: its moves (seed, guesses, answers, finish, seed
// reveal) are a duel player's session-key moves like the platform's.
var SponsoredContracts = []string{ContractWorthOfWords, ContractCoins, ContractDuelPlatform, ContractWorduelBlitz, ContractWorduelBo3, ContractWordleTacToe, ContractWordlePoker, ContractPuzlocDaily}

// DefaultSponsorLimits caps what one sponsored operation may ask for, sized
// to a game move: sponsor.DefaultGasCaps, which
// contracts/src/paymaster/SponsorDefaults.sol explains and holds too
// (TestDeployScriptSponsorLimits compares them). A sponsored operation whose
// call reverts costs less than one move's gas, at no more than the base fee
// plus a 2 gwei tip.
var DefaultSponsorLimits = func() paymaster.ISponsorPaymasterGasLimits {
	c := sponsor.DefaultGasCaps()
	return paymaster.ISponsorPaymasterGasLimits{
		VerificationGasLimit:          uint32(c.VerificationGasLimit),
		CallGasLimit:                  uint32(c.CallGasLimit),
		PaymasterVerificationGasLimit: uint32(c.PaymasterVerificationGasLimit),
		PaymasterPostOpGasLimit:       uint32(c.PaymasterPostOpGasLimit),
		PreVerificationGas:            uint32(c.PreVerificationGas),
		MaxFeePerGas:                  new(big.Int).Set(&c.MaxFeePerGas.Int),
		MaxPriorityFeePerGas:          new(big.Int).Set(&c.MaxPriorityFeePerGas.Int),
	}
}()

func deployPaymaster(ctx context.Context, d *Deployer, m *Manifest, cfg GameConfig) error {
	signer := cfg.Sponsor
	if signer == (common.Address{}) {
		signer = d.From()
	}
	pm := paymaster.NewSponsorPaymaster()
	addr, ok, err := recorded(ctx, d, m, ContractSponsorPaymaster)
	if err != nil {
		return err
	}
	if !ok {
		initCode := append(common.FromHex(paymaster.SponsorPaymasterMetaData.Bin),
			pm.PackConstructor(EntryPointAddress, d.From(), signer, DefaultSponsorLimits)...)
		dep, err := d.Create2(ctx, ContractSponsorPaymaster, saltFor(ContractSponsorPaymaster), initCode)
		if err != nil {
			return err
		}
		addr = dep.Address
		m.SetContract(ContractSponsorPaymaster, addr)
	}
	inst := pm.Instance(d.Backend(), addr)
	opts := &bind.CallOpts{Context: ctx}
	for _, name := range SponsoredContracts {
		target, ok := m.Contracts[name]
		if !ok {
			continue // a partial deployment (custom steps) without this contract
		}
		sponsored, err := bind.Call(inst, opts, pm.PackSponsoredTargets(target), pm.UnpackSponsoredTargets)
		if err != nil {
			return err
		}
		if !sponsored {
			if _, err := d.Send(ctx, "sponsor "+name, &addr, pm.PackSetSponsoredTarget(target, true), nil); err != nil {
				return err
			}
		}
	}
	deposit, err := bind.Call(inst, opts, pm.PackGetDeposit(), pm.UnpackGetDeposit)
	if err != nil {
		return err
	}
	if cfg.SponsorDeposit != nil && deposit.Cmp(cfg.SponsorDeposit) < 0 {
		top := new(big.Int).Sub(cfg.SponsorDeposit, deposit)
		if _, err := d.Send(ctx, "fund the sponsor", &addr, pm.PackDeposit(), top); err != nil {
			return err
		}
	}
	if cfg.SponsorStake != nil && cfg.SponsorStake.Sign() > 0 {
		ep := bindings.NewEntryPoint()
		info, err := bind.Call(ep.Instance(d.Backend(), EntryPointAddress), opts, ep.PackGetDepositInfo(addr), ep.UnpackGetDepositInfo)
		if err != nil {
			return err
		}
		if !info.Staked {
			if _, err := d.Send(ctx, "stake the sponsor", &addr, pm.PackAddStake(86400), cfg.SponsorStake); err != nil {
				return err
			}
		}
	}
	return nil
}
