package wow_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/client"
	"github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
)

// TestSessionRenewedMidGame (issue 14, sessions that outlive their grant):
// two session-key players finish a staked game although neither's first
// grant lasts it. Player A plays from the terminal with its owner key and a
// grant of ten minutes, and the devnet's clock jumps past it mid-game; player
// B has a browser wallet (no owner key in the process) and a grant of three
// operations, renewed through NeedsGrant, which signs as the wallet would.
// Each mover notices before the move that its grant falls short, gets one
// new grant, and installs it with that move.
func TestSessionRenewedMidGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	chain := startRelayedChain(t)
	rc := chain.Relayer
	keys := chain.Net.DevKeys()
	stake := big.NewInt(1e16)
	settings := wow.DefaultSettings(2, stake)
	// Deadlines far beyond the clock jump: nobody may time out because of it.
	settings.CommitTimeout, settings.OpenTimeout, settings.RevealTimeout = 86400, 86400, 86400
	gameID := chain.lobby(t, ctx, settings)
	base := client.SessionConfig{
		Backend: chain.Client, Relayer: rc, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Permissions: gamePermissions(t, chain.game), ValueCap: stake, Poll: 20 * time.Millisecond,
		Paymaster: chain.Manifest.Contracts[deploy.ContractSponsorPaymaster],
	}

	start, err := chain.Client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	firstUntilA := max(time.Now().Unix(), int64(start.Time)) + int64((10 * time.Minute).Seconds())
	cfgA := base
	cfgA.Owner, cfgA.Lifetime = keys[3], 10*time.Minute
	moverA, err := client.NewSessionMover(ctx, cfgA)
	require.NoError(t, err)

	walletB := keys[4]
	var mu sync.Mutex
	var reasonsB []string
	cfgB := base
	cfgB.MaxOps = 3
	cfgB.NeedsGrant = func(_ context.Context, reason string, g *client.ExternalGrant) ([]byte, error) {
		mu.Lock()
		reasonsB = append(reasonsB, reason)
		mu.Unlock()
		return walletSign(g.Digest(), walletB)
	}
	g, err := client.NewExternalGrant(ctx, cfgB, crypto.PubkeyToAddress(walletB.PublicKey))
	require.NoError(t, err)
	sig, err := walletSign(g.Digest(), walletB)
	require.NoError(t, err)
	moverB, err := g.Complete(ctx, sig)
	require.NoError(t, err)

	funder, err := client.NewEOAMover(ctx, chain.Client, keys[2])
	require.NoError(t, err)
	movers := []*client.SessionMover{moverA, moverB}
	secrets := [][]string{{"crane", "slate"}, {"ghost", "plumb"}}
	agents := make([]*wow.Agent, 2)
	for i, m := range movers {
		_, err := funder.Send(ctx, m.Address(), nil, stake)
		require.NoError(t, err)
		store, err := client.OpenStore(filepath.Join(t.TempDir(), "secrets.json"), "pass")
		require.NoError(t, err)
		agents[i], err = wow.NewAgent(ctx, wow.AgentConfig{
			Backend: chain.Client, Game: chain.game, GameID: gameID, Mover: m, Prover: chain.prover, Dicts: chain.dicts,
			Store: store, Strategy: wow.NewInfoStrategy(chain.dicts, uint64(i+1)), Poll: 50 * time.Millisecond,
		})
		require.NoError(t, err)
		require.NoError(t, agents[i].Join(ctx, secrets[i]))
	}

	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	var wg sync.WaitGroup
	for _, a := range agents {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = a.Run(runCtx)
		}()
	}
	jumped := false
	for {
		info, err := agents[0].Info(ctx)
		require.NoError(t, err)
		if info.Phase == wow.PhaseEnded {
			break
		}
		if !jumped && info.Round >= 2 {
			// Past A's grant, once no transaction waits (the devnet seals the jump alone).
			if _, err := chain.Net.AdjustTime(11 * time.Minute); err == nil {
				jumped = true
			} else if !errors.Is(err, devnet.ErrPendingTransactions) {
				require.NoError(t, err)
			}
		}
		require.Less(t, info.Round, uint16(60), "game should end")
		select {
		case <-ctx.Done():
			t.Fatal("game did not finish in time")
		case <-time.After(50 * time.Millisecond):
		}
	}
	stop()
	wg.Wait()
	require.True(t, jumped, "the clock jumped mid-game")
	head, err := chain.Client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Greater(t, int64(head.Time), firstUntilA, "A's first grant had expired before the game ended")

	// Both accounts hold a later grant than the first, and both played to the end.
	acct := account.NewWordproofAccount()
	for i, m := range movers {
		s, err := bind.Call(acct.Instance(chain.Client, m.Address()), nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
		require.NoError(t, err)
		require.Greater(t, s.Id, uint32(1), "player %d renewed its grant", i)
		p, err := agents[i].PlayerInfo(ctx, m.Address())
		require.NoError(t, err)
		require.NotEqual(t, wow.StatusForfeited, p.Status, "player %d did not forfeit", i)
	}
	mu.Lock()
	defer mu.Unlock()
	require.NotEmpty(t, reasonsB, "the wallet was asked for new grants")
	require.Contains(t, fmt.Sprint(reasonsB), "operation budget is spent")
}

// walletSign signs digest as eth_signTypedData_v4 does (v in {27, 28}).
func walletSign(digest common.Hash, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}

// TestSessionGrantNeededError: a mover with neither an owner key nor a
// NeedsGrant callback stops before a move its grant cannot make, sends
// nothing, and hands out the grant to sign; once completed, the retried move
// installs it.
func TestSessionGrantNeededError(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := startRelayedChain(t)
	rc := chain.Relayer
	wallet := chain.Net.DevKeys()[5]
	g, err := client.NewExternalGrant(ctx, client.SessionConfig{
		Backend: chain.Client, Relayer: rc, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Permissions: gamePermissions(t, chain.game), MaxOps: 1, Poll: 20 * time.Millisecond,
		Paymaster: chain.Manifest.Contracts[deploy.ContractSponsorPaymaster],
	}, crypto.PubkeyToAddress(wallet.PublicKey))
	require.NoError(t, err)
	sig, err := walletSign(g.Digest(), wallet)
	require.NoError(t, err)
	m, err := g.Complete(ctx, sig)
	require.NoError(t, err)
	_, err = wow.CreateLobby(ctx, m, chain.game, wow.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err)

	_, err = wow.CreateLobby(ctx, m, chain.game, wow.DefaultSettings(2, new(big.Int)))
	require.ErrorIs(t, err, client.ErrNeedsGrant)
	var need *client.GrantNeededError
	require.ErrorAs(t, err, &need)
	require.Contains(t, need.Reason, "operation budget is spent")
	require.Equal(t, m.Address(), need.Grant.Account())

	sig, err = walletSign(need.Grant.Digest(), wallet)
	require.NoError(t, err)
	again, err := need.Grant.Complete(ctx, sig)
	require.NoError(t, err)
	require.Same(t, m, again, "a renewal completes the same mover")
	id, err := wow.CreateLobby(ctx, m, chain.game, wow.DefaultSettings(2, new(big.Int)))
	require.NoError(t, err)
	require.Equal(t, int64(2), id.Int64(), "the refused move sent nothing")
}

// TestSessionUnsponsoredGasBudget: without a sponsor the account pays its
// moves' gas, each move is charged its whole prefund against the grant's gas
// budget, and a move the budget left cannot cover gets a new grant first; the
// account never pays more than the budgets of the grants it installed.
func TestSessionUnsponsoredGasBudget(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := startRelayedChain(t)
	rc := chain.Relayer
	keys := chain.Net.DevKeys()
	budget := big.NewInt(2e15) // two or three moves on the devnet
	m, err := client.NewSessionMover(ctx, client.SessionConfig{
		Backend: chain.Client, Relayer: rc, Factory: chain.Manifest.Contracts[deploy.ContractAccountFactory],
		Owner: keys[6], Permissions: gamePermissions(t, chain.game), Poll: 20 * time.Millisecond, GasBudget: budget,
	})
	require.NoError(t, err)
	funder, err := client.NewEOAMover(ctx, chain.Client, keys[2])
	require.NoError(t, err)
	funds := big.NewInt(1e18)
	_, err = funder.Send(ctx, m.Address(), nil, funds)
	require.NoError(t, err)

	acct := account.NewWordproofAccount()
	inst := acct.Instance(chain.Client, m.Address())
	for range 6 {
		_, err := wow.CreateLobby(ctx, m, chain.game, wow.DefaultSettings(2, new(big.Int)))
		require.NoError(t, err)
	}
	s, err := bind.Call(inst, nil, acct.PackSessionOf(m.SessionKey()), acct.UnpackSessionOf)
	require.NoError(t, err)
	require.Greater(t, s.Id, uint32(1), "a spent gas budget was renewed")
	g, err := bind.Call(inst, nil, acct.PackGasAllowanceOf(m.SessionKey()), acct.UnpackGasAllowanceOf)
	require.NoError(t, err)
	require.Equal(t, common.Address{}, g.Paymaster, "no sponsor in the grant")
	require.Less(t, g.Budget.Cmp(budget), 0, "moves were charged to the budget")

	bal, err := chain.Client.BalanceAt(ctx, m.Address(), nil)
	require.NoError(t, err)
	ep := bindings.NewEntryPoint()
	deposit, err := bind.Call(ep.Instance(chain.Client, rc.EntryPoint), nil, ep.PackBalanceOf(m.Address()), ep.UnpackBalanceOf)
	require.NoError(t, err)
	paid := new(big.Int).Sub(funds, new(big.Int).Add(bal, deposit))
	require.Positive(t, paid.Sign(), "the account paid its gas")
	granted := new(big.Int).Mul(budget, big.NewInt(int64(s.Id)))
	require.LessOrEqual(t, paid.Cmp(granted), 0, "paid %s, at most the %d budgets granted (%s)", paid, s.Id, granted)
}

// gamePermissions is the grant scope of a player at game.
func gamePermissions(t testing.TB, game common.Address) []account.IWordproofAccountPermission {
	t.Helper()
	perms, err := wow.Permissions(game)
	require.NoError(t, err)
	return perms
}
