//go:build !js

package deploy

import (
	"context"
	"fmt"

	"github.com/wordproof/wordproof/devnet"
)

// ToDevnet runs steps on a running devnet, sending from its first developer
// account, and returns the manifest with the devnet's chain id and URLs.
func ToDevnet(ctx context.Context, dn *devnet.Devnet, steps []Step, cfg Config) (*Manifest, error) {
	return UpdateDevnet(ctx, dn, nil, steps, cfg)
}

// UpdateDevnet is ToDevnet starting from the manifest of an earlier
// deployment on the same chain (a devnet restarted on its data directory):
// every step finds its contracts already there and sends nothing, so the
// addresses and the deployment block are kept, and only the URLs, which
// change from run to run, are refreshed. A nil m starts afresh.
func UpdateDevnet(ctx context.Context, dn *devnet.Devnet, m *Manifest, steps []Step, cfg Config) (*Manifest, error) {
	client := dn.Client()
	if client == nil {
		return nil, fmt.Errorf("deploy to devnet: %w", devnet.ErrNotRunning)
	}
	keys := dn.DevKeys()
	if len(keys) == 0 {
		return nil, fmt.Errorf("deploy to devnet: %w: the devnet has no developer accounts", ErrNoKey)
	}
	d, err := NewDeployer(ctx, client, keys[0], cfg)
	if err != nil {
		return nil, err
	}
	if m == nil {
		m = NewManifest(dn.ChainID().Uint64())
	}
	m.normalize()
	m.RPCURL = dn.HTTPURL()
	if m.RPCURL == "" {
		m.RPCURL = dn.WSURL()
	}
	m.WSURL = dn.WSURL()
	m.RelayerURL = "" // the caller starts a relayer and records its URL
	if err := Run(ctx, d, m, steps); err != nil {
		return nil, err
	}
	return m, nil
}
