package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"log/slog"
	"time"

	"wordproof/deploy"
	"wordproof/relayer"
	"wordproof/relayer/sponsor"
)

// gamePolicy is the sponsorship policy of a Wordproof deployment: the
// paymaster pays only for calls into the game, from Wordproof accounts
// (created through the factory), within the paymaster's own gas caps.
func gamePolicy() *sponsor.Policy {
	limits := deploy.DefaultSponsorLimits
	p := &sponsor.Policy{
		Paymaster: deploy.ContractSponsorPaymaster,
		Targets:   []string{deploy.ContractWorthOfWords},
		Factories: []string{deploy.ContractAccountFactory},
		GasCaps: sponsor.GasCaps{
			VerificationGasLimit:          uint64(limits.VerificationGasLimit),
			CallGasLimit:                  uint64(limits.CallGasLimit),
			PaymasterVerificationGasLimit: uint64(limits.PaymasterVerificationGasLimit),
			PaymasterPostOpGasLimit:       uint64(limits.PaymasterPostOpGasLimit),
			PreVerificationGas:            uint64(limits.PreVerificationGas),
		},
		PerSender: sponsor.SenderLimits{Ops: 2000},
	}
	p.GasCaps.MaxFeePerGas.Set(limits.MaxFeePerGas)
	return p
}

// startEmbeddedRelayer runs a relayer for the deployment in m on loopback:
// bundles are signed by bundler, sponsorships by sponsorKey (the
// paymaster's signer).
func startEmbeddedRelayer(ctx context.Context, m *deploy.Manifest, bundler, sponsorKey *ecdsa.PrivateKey, logger *slog.Logger) (*relayer.Relayer, error) {
	cfg := relayer.DefaultConfig
	cfg.RPCURL = m.RPCURL
	cfg.Keys = []*ecdsa.PrivateKey{bundler}
	cfg.SponsorKey = sponsorKey
	cfg.Policy = gamePolicy()
	cfg.Lookup = m.Address
	cfg.Addr = "127.0.0.1:0"
	cfg.Bundler.Interval = 100 * time.Millisecond
	cfg.Bundler.PollInterval = 25 * time.Millisecond
	cfg.Logger = logger
	r, err := relayer.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("relayer: %w", err)
	}
	if err := r.Start(ctx); err != nil {
		return nil, fmt.Errorf("relayer: %w", err)
	}
	m.RelayerURL = r.URL()
	return r, nil
}
