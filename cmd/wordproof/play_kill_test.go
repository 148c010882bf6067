package main

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
)

// TestPlayJoinSurvivesKill kills the real client with SIGKILL in the middle
// of a join: one player between storing its secrets and sending the join,
// the other right after the join was mined. Restarted, the first player's
// 'play run' sends the stored join (same salts), the second's 'play join'
// says it already joined and leaves the store as it was, and both play the
// staked game to its end with their reveals accepted: nobody forfeits and
// the whole pot is paid out.
func TestPlayJoinSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and plays a game with real proofs")
	}
	manifest, keys, _, ec := playChain(t)
	dir := t.TempDir()
	password := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	store := func(i int) string { return filepath.Join(dir, "store", keys[i][:8]+".json") }
	args := func(i int, cmd ...string) []string {
		return append(append([]string{"play"}, cmd...), "--manifest", manifest, "--key", keys[i], "--password", password, "--store", store(i), "--direct")
	}
	code, out, errOut := runProc(t, nil, args(0, "create", "--players", "2", "--stake", "1000wei", "--rounds", "2")...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "lobby 1 created")

	// Player 0 dies after storing its secrets, before signing the join.
	p := startProc(t, []string{crashEnv + "=after-store"}, args(0, "join", "--game", "1", "--words", "crane,slate")...)
	p.waitFor("stopped here for a test", 1, time.Minute)
	p.signal(syscall.SIGKILL)
	require.Equal(t, 128+int(syscall.SIGKILL), p.wait(time.Minute))
	require.FileExists(t, store(0), "the secrets were stored before the kill")
	info := gameInfo(t, ec, manifest)
	require.EqualValues(t, 0, info.PlayerCount, "the join was never sent")

	// Player 1 dies right after its join was mined.
	p = startProc(t, []string{crashEnv + "=after-send"}, args(1, "join", "--game", "1", "--words", "ghost,plumb")...)
	p.waitFor("stopped here for a test", 1, time.Minute)
	p.signal(syscall.SIGKILL)
	p.wait(time.Minute)
	require.EqualValues(t, 1, gameInfo(t, ec, manifest).PlayerCount, "the join was mined")
	before, err := os.ReadFile(store(1))
	require.NoError(t, err)
	code, out, errOut = runProc(t, nil, args(1, "join", "--game", "1", "--words", "ghost,plumb")...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "already joined game 1 as seat 0; resuming")
	after, err := os.ReadFile(store(1))
	require.NoError(t, err)
	require.Equal(t, before, after, "a second join leaves the store as it was")

	// Both restart with 'play run'; player 0's resends its stored join.
	runs := []*proc{startProc(t, nil, args(0, "run", "--game", "1", "--auto", "info", "--no-withdraw")...),
		startProc(t, nil, args(1, "run", "--game", "1", "--auto", "info", "--no-withdraw")...)}
	runs[0].waitFor("sending the join of game 1 that an earlier run stored", 1, time.Minute)
	for i, r := range runs {
		code := r.wait(3 * time.Minute)
		require.Equal(t, 0, code, "player %d\nstdout:\n%s\nstderr:\n%s", i, r.stdout.String(), r.stderr.String())
		require.Contains(t, r.stdout.String(), "game 1 is over")
		require.Contains(t, r.stdout.String(), "reveal")
	}
	r, err := wowclient.ReadResult(context.Background(), ec, gameAddr(t, manifest), big.NewInt(1))
	require.NoError(t, err)
	paid := new(big.Int)
	for _, pr := range r.Players {
		require.NotEqual(t, "forfeited", pr.Status, "%s revealed with the stored secrets", pr.Player)
		paid.Add(paid, pr.Payout)
	}
	require.Equal(t, "2000", paid.String(), "both stakes paid out")
	for i := range 2 {
		key, err := crypto.HexToECDSA(keys[i])
		require.NoError(t, err)
		wow := bindings.NewWorthOfWords()
		bal, err := bind.Call(wow.Instance(ec, gameAddr(t, manifest)), nil, wow.PackBalanceOf(common.Address{}, crypto.PubkeyToAddress(key.PublicKey)), wow.UnpackBalanceOf)
		require.NoError(t, err)
		for _, pr := range r.Players {
			if pr.Player == crypto.PubkeyToAddress(key.PublicKey) {
				require.Equal(t, pr.Payout.String(), bal.String(), "player %d's payout waits in the contract", i)
			}
		}
	}
}

func gameAddr(t *testing.T, manifest string) common.Address {
	t.Helper()
	m, err := deploy.ReadManifest(manifest)
	require.NoError(t, err)
	return m.Contracts[deploy.ContractWorthOfWords]
}

func gameInfo(t *testing.T, ec bind.ContractBackend, manifest string) bindings.GameInfoOutput {
	t.Helper()
	wow := bindings.NewWorthOfWords()
	info, err := bind.Call(wow.Instance(ec, gameAddr(t, manifest)), nil, wow.PackGameInfo(big.NewInt(1)), wow.UnpackGameInfo)
	require.NoError(t, err)
	return info
}
