package client_test

import (
	"context"
	"crypto/ecdsa"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/relayer"
	"github.com/wordproof/wordproof/relayer/bundlerrpc"
)

// TestSessionMoverThroughRelayer: the first move of a fresh player creates
// its smart account and installs the session granted by the owner's
// signature; later moves are signed by the session key alone. Gas is
// sponsored: the account holds no ether.
func TestSessionMoverThroughRelayer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := startChain(t)
	rc := startRelayer(t, ctx, chain)

	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	gameAddr := chain.manifest.Contracts[deploy.ContractWorthOfWords]
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: chain.client, Relayer: rc, Factory: chain.manifest.Contracts[deploy.ContractAccountFactory],
		Owner: owner, Targets: []common.Address{gameAddr}, Poll: 20 * time.Millisecond,
		Paymaster: chain.manifest.Contracts[deploy.ContractSponsorPaymaster],
	})
	require.NoError(t, err)
	code, err := chain.client.CodeAt(ctx, m.Address(), nil)
	require.NoError(t, err)
	require.Empty(t, code, "counterfactual before the first move")

	id, err := client.CreateLobby(ctx, m, gameAddr, client.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err)
	require.Equal(t, int64(1), id.Int64())

	acct := account.NewWordproofAccount()
	inst := acct.Instance(chain.client, m.Address())
	s, err := bind.Call(inst, nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)
	require.NotZero(t, s.Id, "session installed by the first operation")
	ownerOnChain, err := bind.Call(inst, nil, acct.PackOwner(), acct.UnpackOwner)
	require.NoError(t, err)
	require.Equal(t, crypto.PubkeyToAddress(owner.PublicKey), ownerOnChain)

	// A second move uses the plain session signature and spends one more op.
	id2, err := client.CreateLobby(ctx, m, gameAddr, client.DefaultSettings(3, new(big.Int)))
	require.NoError(t, err)
	require.Equal(t, int64(2), id2.Int64())
	s2, err := bind.Call(inst, nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)
	require.Equal(t, s.OpsLeft-1, s2.OpsLeft)

	bal, err := chain.client.BalanceAt(ctx, m.Address(), nil)
	require.NoError(t, err)
	require.Zero(t, bal.Sign(), "the player paid no gas")
}

// startRelayer runs the relayer (bundler and sponsor) on chain for the test.
func startRelayer(t *testing.T, ctx context.Context, chain *testChain) *bundlerrpc.Client {
	t.Helper()
	rc, err := bundlerrpc.Dial(ctx, startRelayerURL(t, ctx, chain))
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	return rc
}

// startRelayerURL runs the relayer on chain and returns its URL.
func startRelayerURL(t *testing.T, ctx context.Context, chain *testChain) string {
	t.Helper()
	keys := chain.net.DevKeys()
	cfg := relayer.DefaultConfig
	cfg.RPCURL, cfg.Keys, cfg.SponsorKey = chain.net.HTTPURL(), []*ecdsa.PrivateKey{keys[9]}, keys[0]
	cfg.Policy, cfg.Lookup, cfg.Addr = deploy.SponsorPolicy(), chain.manifest.Address, "127.0.0.1:0"
	cfg.Bundler.Interval, cfg.Bundler.PollInterval = 50*time.Millisecond, 20*time.Millisecond
	cfg.Logger = slog.New(slog.DiscardHandler)
	r, err := relayer.New(cfg)
	require.NoError(t, err)
	require.NoError(t, r.Start(ctx))
	t.Cleanup(func() { _ = r.Stop() })
	return r.URL()
}

// TestGrantDigestMatchesAccount checks the Go EIP-712 digest of a session
// grant against the deployed account's own.
func TestGrantDigestMatchesAccount(t *testing.T) {
	chain := startChain(t)
	ctx := context.Background()
	f := account.NewWordproofAccountFactory()
	factory := chain.manifest.Contracts[deploy.ContractAccountFactory]
	owner := crypto.PubkeyToAddress(chain.net.DevKeys()[3].PublicKey)
	// The factory's account implementation answers hashSessionGrant for its
	// own address; compare against that address.
	impl, err := bind.Call(f.Instance(chain.client, factory), nil, f.PackAccountImplementation(), f.UnpackAccountImplementation)
	require.NoError(t, err)
	grant := account.IWordproofAccountSessionGrant{
		SessionKey:  owner,
		Permissions: []account.IWordproofAccountPermission{{Target: factory, Selector: [4]byte{1, 2, 3, 4}}, {Target: owner, Selector: [4]byte{9, 9, 9, 9}}},
		ValidAfter:  big.NewInt(5), ValidUntil: big.NewInt(1 << 40), MaxOps: 77, ValueCap: big.NewInt(123456789),
		Gas:  account.IWordproofAccountGasAllowance{Paymaster: factory, Budget: big.NewInt(987654321), MaxPreVerificationGas: 1, MaxVerificationGasLimit: 2, MaxCallGasLimit: 3, MaxPriorityFeePerGas: 4},
		Salt: big.NewInt(42),
	}
	acct := account.NewWordproofAccount()
	want, err := bind.Call(acct.Instance(chain.client, impl), &bind.CallOpts{Context: ctx}, acct.PackHashSessionGrant(grant), acct.UnpackHashSessionGrant)
	require.NoError(t, err)
	require.Equal(t, common.Hash(want), client.GrantDigest(chain.net.ChainID(), impl, grant))
}
