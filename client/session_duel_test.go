package client_test

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/client"
	clientduel "github.com/wordproof/wordproof/client/duel"
	"github.com/wordproof/wordproof/client/poker"
	"github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/client/tictactoe"
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

// TestSessionFirstOpCoversEveryGame: one grant for every game (Worth of
// Words, the duel platform and coins, Blitz, Best of 3, Wordle-Tac-Toe,
// Wordle Poker and the daily challenge) is installed by a fresh account's
// first, sponsored operation, whose verification gas limit (the relayer's
// estimate plus a quarter) and preVerificationGas stay under the sponsor's
// caps; the session may then call each game's moves.
func TestSessionFirstOpCoversEveryGame(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := testchain.Start(t, testchain.Options{Relayer: true})
	owner, err := crypto.GenerateKey()
	require.NoError(t, err)
	perms := wowPermissions(t, chain.Manifest.Contracts[deploy.ContractWorthOfWords])
	duelPerms, err := clientduel.Permissions(chain.Contract(deploy.ContractCoins), chain.Contract(deploy.ContractDuelPlatform))
	require.NoError(t, err)
	games := []struct {
		name  string
		addr  common.Address
		perms func(common.Address) ([]account.IWordproofAccountPermission, error)
	}{
		{"Blitz", chain.Contract(deploy.ContractWorduelBlitz), worduel.Permissions},
		{"Best of 3", chain.Contract(deploy.ContractWorduelBo3), worduel.Bo3Permissions},
		{"Wordle-Tac-Toe", chain.Contract(deploy.ContractWordleTacToe), tictactoe.Permissions},
		{"Wordle Poker", chain.Contract(deploy.ContractWordlePoker), poker.Permissions},
		{"the daily challenge", chain.Contract(deploy.ContractPuzlocDaily), puzloc.Permissions},
	}
	gamePerms := make([][]account.IWordproofAccountPermission, len(games))
	perms = slices.Concat(perms, duelPerms)
	for k, g := range games {
		gamePerms[k], err = g.perms(g.addr)
		require.NoError(t, err, g.name)
		perms = append(perms, gamePerms[k]...)
	}
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: chain.Client, Relayer: chain.Relayer, Factory: chain.Contract(deploy.ContractAccountFactory), Owner: owner,
		Permissions: perms, Poll: 20 * time.Millisecond, Paymaster: chain.Contract(deploy.ContractSponsorPaymaster),
	})
	require.NoError(t, err)
	r, err := m.Send(ctx, chain.Contract(deploy.ContractCoins), duel.NewCoins().PackClaimDaily(), nil)
	require.NoError(t, err)
	limit, pvg, err := chain.FirstOpGas(ctx, m.Address())
	require.NoError(t, err)
	t.Logf("first operation with a %d-permission grant on %d contracts: verificationGasLimit %d (cap %d), preVerificationGas %d (cap %d), %d gas used",
		len(perms), len(games)+3, limit, deploy.DefaultSponsorLimits.VerificationGasLimit, pvg, deploy.DefaultSponsorLimits.PreVerificationGas, r.GasUsed)
	require.Less(t, limit, uint64(deploy.DefaultSponsorLimits.VerificationGasLimit), "under the sponsor's cap")
	require.LessOrEqual(t, pvg, uint64(deploy.DefaultSponsorLimits.PreVerificationGas), "under the sponsor's cap")

	acct := account.NewWordproofAccount()
	inst := acct.Instance(chain.Client, m.Address())
	for k, g := range games {
		for _, p := range gamePerms[k] {
			ok, err := bind.Call(inst, nil, acct.PackIsPermitted(m.SessionKey(), g.addr, p.Selector), acct.UnpackIsPermitted)
			require.NoError(t, err)
			require.True(t, ok, "%s selector %x", g.name, p.Selector)
		}
	}
	blitz := games[0].addr
	ok, err := bind.Call(inst, nil, acct.PackIsPermitted(m.SessionKey(), blitz, [4]byte(duel.NewCoins().PackClaimDaily())), acct.UnpackIsPermitted)
	require.NoError(t, err)
	require.False(t, ok, "a coins selector on Blitz")
}
