package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"log/slog"
	"time"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/relayer"
)

// startEmbeddedRelayer runs a relayer for the deployment in m on loopback:
// bundles are signed by bundler, sponsorships by sponsorKey (the
// paymaster's signer). Its store is kept in memory.
func startEmbeddedRelayer(ctx context.Context, m *deploy.Manifest, bundler, sponsorKey *ecdsa.PrivateKey, logger *slog.Logger) (*relayer.Relayer, error) {
	return startEmbeddedRelayerIn(ctx, m, bundler, sponsorKey, "", logger)
}

// startEmbeddedRelayerIn is startEmbeddedRelayer with the store kept in
// dataDir (in memory when empty), so that a restart resumes what it accepted.
func startEmbeddedRelayerIn(ctx context.Context, m *deploy.Manifest, bundler, sponsorKey *ecdsa.PrivateKey, dataDir string, logger *slog.Logger) (*relayer.Relayer, error) {
	cfg := relayer.DefaultConfig
	cfg.RPCURL = m.RPCURL
	cfg.Keys = []*ecdsa.PrivateKey{bundler}
	cfg.SponsorKey = sponsorKey
	cfg.Policy = deploy.SponsorPolicy()
	cfg.Lookup = m.Address
	cfg.Addr = "127.0.0.1:0"
	cfg.DataDir = dataDir
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
