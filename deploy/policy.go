package deploy

import (
	"time"

	"github.com/ethereum/go-ethereum/params"

	"github.com/wordproof/wordproof/relayer/sponsor"
)

// SponsorPolicy is the sponsorship policy of a Wordproof deployment, for the
// relayer that holds the paymaster's signer: it pays only for calls into the
// games (SponsoredContracts), from Wordproof accounts (created through the factory), within the gas
// caps the paymaster itself enforces (DefaultSponsorLimits), with signatures
// valid for two minutes, spend limits per sender, per owner and overall, and a
// cool-down for senders whose sponsored operation reverted. Contracts are
// named as in Manifest.Contracts; resolve them with Manifest.Address.
func SponsorPolicy() *sponsor.Policy {
	return &sponsor.Policy{
		Paymaster: ContractSponsorPaymaster,
		Targets:   append([]string(nil), SponsoredContracts...),
		Factories: []string{ContractAccountFactory},
		GasCaps:   sponsor.DefaultGasCaps(),
		Validity:  sponsor.Duration{Duration: sponsor.DefaultValidity},
		// A player makes about four moves a round, each counted at its
		// maximum cost (about 1.3M gas × the fee cap it names, ~3 gwei on
		// the devnet); these bound a runaway client or a flood, not a real
		// game. The budget is DefaultGameConfig's deposit.
		PerSender: sponsor.SenderLimits{Ops: 600, Spend: wei(params.Ether), Window: sponsor.Duration{Duration: time.Hour}},
		PerOwner:  sponsor.SenderLimits{Ops: 1200, Spend: wei(2 * params.Ether), Window: sponsor.Duration{Duration: time.Hour}},
		Budget:    sponsor.Budget{Spend: wei(10 * params.Ether), Window: sponsor.Duration{Duration: 24 * time.Hour}},
		Throttle:  sponsor.DefaultThrottle,
	}
}

func wei(v uint64) sponsor.Wei {
	var w sponsor.Wei
	w.SetUint64(v)
	return w
}
