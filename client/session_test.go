package client_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/testchain"
)

// wowPermissions is the grant scope of a Worth of Words player at game.
func wowPermissions(t testing.TB, game common.Address) []account.IWordproofAccountPermission {
	t.Helper()
	perms, err := wow.Permissions(game)
	require.NoError(t, err)
	return perms
}

// TestSessionMoverThroughRelayer: the first move of a fresh player creates
// its smart account and installs the session granted by the owner's
// signature; later moves are signed by the session key alone. Gas is
// sponsored: the account holds no ether.
func TestSessionMoverThroughRelayer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := testchain.Start(t, testchain.Options{Relayer: true})
	rc := chain.Relayer

	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	gameAddr := chain.Manifest.Contracts[deploy.ContractWorthOfWords]
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: chain.Client, Relayer: rc, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Owner: owner, Permissions: wowPermissions(t, gameAddr), Poll: 20 * time.Millisecond,
		Paymaster: chain.Manifest.Contracts[deploy.ContractSponsorPaymaster],
	})
	require.NoError(t, err)
	code, err := chain.Client.CodeAt(ctx, m.Address(), nil)
	require.NoError(t, err)
	require.Empty(t, code, "counterfactual before the first move")

	id, err := wow.CreateLobby(ctx, m, gameAddr, wow.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err)
	require.Equal(t, int64(1), id.Int64())

	acct := account.NewWordproofAccount()
	inst := acct.Instance(chain.Client, m.Address())
	s, err := bind.Call(inst, nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)
	require.NotZero(t, s.Id, "session installed by the first operation")
	ownerOnChain, err := bind.Call(inst, nil, acct.PackOwner(), acct.UnpackOwner)
	require.NoError(t, err)
	require.Equal(t, crypto.PubkeyToAddress(owner.PublicKey), ownerOnChain)

	// A second move uses the plain session signature and spends one more op.
	id2, err := wow.CreateLobby(ctx, m, gameAddr, wow.DefaultSettings(3, new(big.Int)))
	require.NoError(t, err)
	require.Equal(t, int64(2), id2.Int64())
	s2, err := bind.Call(inst, nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)
	require.Equal(t, s.OpsLeft-1, s2.OpsLeft)

	bal, err := chain.Client.BalanceAt(ctx, m.Address(), nil)
	require.NoError(t, err)
	require.Zero(t, bal.Sign(), "the player paid no gas")
}

// TestGrantDigestMatchesAccount checks the Go EIP-712 digest of a session
// grant against the deployed account's own.
func TestGrantDigestMatchesAccount(t *testing.T) {
	chain := testchain.Start(t, testchain.Options{})
	ctx := context.Background()
	f := account.NewWordproofAccountFactory()
	factory := chain.Manifest.Contracts[deploy.ContractAccountFactory]
	owner := crypto.PubkeyToAddress(chain.Net.DevKeys()[3].PublicKey)
	// The factory's account implementation answers hashSessionGrant for its
	// own address; compare against that address.
	impl, err := bind.Call(f.Instance(chain.Client, factory), nil, f.PackAccountImplementation(), f.UnpackAccountImplementation)
	require.NoError(t, err)
	grant := account.IWordproofAccountSessionGrant{
		SessionKey:  owner,
		Permissions: []account.IWordproofAccountPermission{{Target: factory, Selector: [4]byte{1, 2, 3, 4}}, {Target: owner, Selector: [4]byte{9, 9, 9, 9}}},
		ValidAfter:  big.NewInt(5), ValidUntil: big.NewInt(1 << 40), MaxOps: 77, ValueCap: big.NewInt(123456789),
		Gas:  account.IWordproofAccountGasAllowance{Paymaster: factory, Budget: big.NewInt(987654321), MaxPreVerificationGas: 1, MaxVerificationGasLimit: 2, MaxCallGasLimit: 3, MaxPriorityFeePerGas: 4},
		Salt: big.NewInt(42),
	}
	acct := account.NewWordproofAccount()
	want, err := bind.Call(acct.Instance(chain.Client, impl), &bind.CallOpts{Context: ctx}, acct.PackHashSessionGrant(grant), acct.UnpackHashSessionGrant)
	require.NoError(t, err)
	require.Equal(t, common.Hash(want), client.GrantDigest(chain.Net.ChainID(), impl, grant))
}
