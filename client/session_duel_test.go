package client_test

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	clientduel "github.com/wordproof/wordproof/client/duel"
	"github.com/wordproof/wordproof/client/worduel"
	"github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/testchain"
)

// TestSessionGrantCoversDuel: one grant covers Worth of Words and the duel
// contracts; a session granted before the mover's scope grew (Worth of Words
// only, the same session key) is replaced by a new grant at the first duel
// move instead of failing validation.
func TestSessionGrantCoversDuel(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := testchain.Start(t, testchain.Options{Relayer: true})
	rc := chain.Relayer
	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	session, err := crypto.GenerateKey()
	require.NoError(t, err)
	gameAddr := chain.Manifest.Contracts[deploy.ContractWorthOfWords]
	coinsAddr := chain.Manifest.Contracts[deploy.ContractCoins]
	cfg := client.SessionConfig{
		Backend: chain.Client, Relayer: rc, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Owner: owner, Permissions: wowPermissions(t, gameAddr), Poll: 20 * time.Millisecond, SessionKey: session,
		Paymaster: chain.Manifest.Contracts[deploy.ContractSponsorPaymaster],
	}
	old, err := client.NewSessionMover(ctx, cfg)
	require.NoError(t, err)
	_, err = wow.CreateLobby(ctx, old, gameAddr, wow.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err)
	acct := account.NewWordproofAccount()
	inst := acct.Instance(chain.Client, old.Address())
	claimDaily := [4]byte(duel.NewCoins().PackClaimDaily())
	permitted, err := bind.Call(inst, nil, acct.PackIsPermitted(crypto.PubkeyToAddress(session.PublicKey), coinsAddr, claimDaily), acct.UnpackIsPermitted)
	require.NoError(t, err)
	require.False(t, permitted, "the first grant is Worth of Words only")
	before, err := bind.Call(inst, nil, acct.PackSessionOf(old.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)

	duelPerms, err := clientduel.Permissions(coinsAddr, chain.Manifest.Contracts[deploy.ContractDuelPlatform])
	require.NoError(t, err)
	cfg.Permissions = append(cfg.Permissions, duelPerms...)
	m, err := client.NewSessionMover(ctx, cfg)
	require.NoError(t, err)
	require.Equal(t, old.Address(), m.Address())
	_, err = m.Send(ctx, coinsAddr, duel.NewCoins().PackClaimDaily(), nil)
	require.NoError(t, err)
	after, err := bind.Call(inst, nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)
	require.NotEqual(t, before.Id, after.Id, "a new grant was installed")
	c := duel.NewCoins()
	bal, err := bind.Call(c.Instance(chain.Client, coinsAddr), nil, c.PackBalanceOf(m.Address()), c.UnpackBalanceOf)
	require.NoError(t, err)
	require.EqualValues(t, 100, bal.Int64(), "the account claimed its daily coins")
	// The same grant still moves in Worth of Words.
	_, err = wow.CreateLobby(ctx, m, gameAddr, wow.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err)
	again, err := bind.Call(inst, nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)
	require.Equal(t, after.Id, again.Id, "no new grant for a Worth of Words move")
}

// TestSessionFirstOpCoversEveryGame: the grant the CLI asks for (Worth of
// Words, the duel platform and coins, Blitz, Best of 3: 25 permissions on 5
// contracts) is installed by a fresh account's first, sponsored operation,
// whose verification gas limit (the relayer's estimate plus a quarter)
// stays well under the sponsor's cap; the session may then call each Blitz
// and Best of 3 move.
func TestSessionFirstOpCoversEveryGame(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := testchain.Start(t, testchain.Options{Relayer: true})
	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	perms := wowPermissions(t, chain.Manifest.Contracts[deploy.ContractWorthOfWords])
	duelPerms, err := clientduel.Permissions(chain.Contract(deploy.ContractCoins), chain.Contract(deploy.ContractDuelPlatform))
	require.NoError(t, err)
	blitz := chain.Contract(deploy.ContractWorduelBlitz)
	blitzPerms, err := worduel.Permissions(blitz)
	require.NoError(t, err)
	bo3 := chain.Contract(deploy.ContractWorduelBo3)
	bo3Perms, err := worduel.Bo3Permissions(bo3)
	require.NoError(t, err)
	perms = slices.Concat(perms, duelPerms, blitzPerms, bo3Perms)
	require.Len(t, perms, 25)
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: chain.Client, Relayer: chain.Relayer, Factory: chain.Contract(deploy.ContractAccountFactory), Owner: owner,
		Permissions: perms, Poll: 20 * time.Millisecond, Paymaster: chain.Contract(deploy.ContractSponsorPaymaster),
	})
	require.NoError(t, err)
	r, err := m.Send(ctx, chain.Contract(deploy.ContractCoins), duel.NewCoins().PackClaimDaily(), nil)
	require.NoError(t, err)
	limit, err := chain.FirstOpVerificationGasLimit(ctx, m.Address())
	require.NoError(t, err)
	t.Logf("first operation with a %d-permission grant: verificationGasLimit %d (cap %d), %d gas used", len(perms), limit, deploy.DefaultSponsorLimits.VerificationGasLimit, r.GasUsed)
	require.Less(t, limit, uint64(deploy.DefaultSponsorLimits.VerificationGasLimit)*3/4, "room left under the sponsor's cap")

	acct := account.NewWordproofAccount()
	inst := acct.Instance(chain.Client, m.Address())
	for _, p := range blitzPerms {
		ok, err := bind.Call(inst, nil, acct.PackIsPermitted(m.SessionKey(), blitz, p.Selector), acct.UnpackIsPermitted)
		require.NoError(t, err)
		require.True(t, ok, "Blitz selector %x", p.Selector)
	}
	for _, p := range bo3Perms {
		ok, err := bind.Call(inst, nil, acct.PackIsPermitted(m.SessionKey(), bo3, p.Selector), acct.UnpackIsPermitted)
		require.NoError(t, err)
		require.True(t, ok, "Best of 3 selector %x", p.Selector)
	}
	ok, err := bind.Call(inst, nil, acct.PackIsPermitted(m.SessionKey(), blitz, [4]byte(duel.NewCoins().PackClaimDaily())), acct.UnpackIsPermitted)
	require.NoError(t, err)
	require.False(t, ok, "a coins selector on Blitz")
}
