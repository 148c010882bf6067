package deploy

import "wordproof/relayer/sponsor"

// SponsorPolicy is the sponsorship policy of a Wordproof deployment, for the
// relayer that holds the paymaster's signer: it pays only for calls into the
// game, from Wordproof accounts (created through the factory), within the gas
// caps the paymaster itself enforces (DefaultSponsorLimits). Contracts are
// named as in Manifest.Contracts; resolve them with Manifest.Address.
func SponsorPolicy() *sponsor.Policy {
	limits := DefaultSponsorLimits
	p := &sponsor.Policy{
		Paymaster: ContractSponsorPaymaster,
		Targets:   []string{ContractWorthOfWords},
		Factories: []string{ContractAccountFactory},
		GasCaps: sponsor.GasCaps{
			VerificationGasLimit:          uint64(limits.VerificationGasLimit),
			CallGasLimit:                  uint64(limits.CallGasLimit),
			PaymasterVerificationGasLimit: uint64(limits.PaymasterVerificationGasLimit),
			PaymasterPostOpGasLimit:       uint64(limits.PaymasterPostOpGasLimit),
			PreVerificationGas:            uint64(limits.PreVerificationGas),
		},
		// A player makes about four moves a round; this bounds a runaway
		// client, not a real game.
		PerSender: sponsor.SenderLimits{Ops: 2000},
	}
	p.GasCaps.MaxFeePerGas.Set(limits.MaxFeePerGas)
	return p
}
