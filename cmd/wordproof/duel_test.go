package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	gethcommon "github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings/duel"
	"github.com/wordproof/wordproof/deploy"
)

// TestDuelCommands claims daily coins, queues, leaves and reads the profile
// through 'wordproof duel', for a smart-account player (session key and
// relayer: one grant covers the duel contracts) and a --direct player.
func TestDuelCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and a relayer")
	}
	manifest, keys, funder, ec := playChain(t)
	dir := t.TempDir()
	password := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	common := func(i int) []string {
		args := []string{"--manifest", manifest, "--key", keys[i], "--password", password, "--store", filepath.Join(dir, "store", keys[i][:8]+".json")}
		if i == 1 {
			args = append(args, "--direct")
		}
		return args
	}
	profile := func(i int, cmd ...string) (duelProfile, map[string]json.RawMessage) {
		t.Helper()
		code, out, errOut := runCLI(t, append(append([]string{"duel"}, cmd...), append(common(i), "--json")...)...)
		require.Equal(t, 0, code, errOut)
		var v map[string]json.RawMessage
		require.NoError(t, json.Unmarshal([]byte(out), &v), out)
		var p duelProfile
		require.NoError(t, json.Unmarshal(v["profile"], &p), out)
		return p, v
	}

	for i := range 2 {
		p, _ := profile(i, "status")
		require.Zero(t, p.Coins)
		require.EqualValues(t, 1000, p.MMR, "base MMR")
		require.Equal(t, "Silver", p.Rank)
		p, _ = profile(i, "daily")
		require.EqualValues(t, 100, p.Coins, "the daily gift")
		require.NotZero(t, p.NextClaimAt)
		code, _, errOut := runCLI(t, append([]string{"duel", "daily"}, common(i)...)...)
		require.Equal(t, exitFailure, code)
		require.Contains(t, errOut, "already claimed its daily coins: the next claim opens at")
	}

	// No mode contract is deployed yet: queueing says so, decoded.
	code, _, errOut := runCLI(t, append([]string{"duel", "queue", "--bet", "30", "--mode", "blitz"}, common(0)...)...)
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "duel mode 1 is not open for matches")
	code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--bet", "30", "--mode", "chess"}, common(0)...)...)
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, `--mode: "chess" is not a mode`)
	code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--bet", "0"}, common(0)...)...)
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, "--bet: 0 is not a bet")

	// Register a stand-in for Blitz (the real mode comes with its own step): a
	// player who waits never reaches the mode contract.
	ctx := context.Background()
	m, err := deploy.ReadManifest(manifest)
	require.NoError(t, err)
	d, err := deploy.NewDeployer(ctx, ec, funder, deploy.DefaultConfig)
	require.NoError(t, err)
	platform := m.Contracts[deploy.ContractDuelPlatform]
	_, err = d.Send(ctx, "register a stand-in mode", &platform,
		duel.NewDuelPlatform().PackRegisterMode(deploy.DuelModes["blitz"], crypto.PubkeyToAddress(funder.PublicKey)), nil)
	require.NoError(t, err)

	p, v := profile(0, "queue", "--bet", "30", "--mode", "blitz")
	require.EqualValues(t, 30, p.InPlay, "the bet is in play")
	require.EqualValues(t, 70, p.Available)
	require.EqualValues(t, 100, p.Coins, "nothing is deducted before the end")
	require.Equal(t, "blitz", p.QueuedMode)
	require.NotContains(t, v, "matchFound")
	code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--bet", "10"}, common(0)...)...)
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "already waits in the queue of mode 1")
	code, out, errOut := runCLI(t, append([]string{"duel", "status"}, common(0)...)...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "queued    blitz, bet 30")
	require.Contains(t, out, "coins     100  (30 in play, 70 free)")

	p, _ = profile(0, "leave")
	require.Zero(t, p.InPlay, "the bet is back")
	require.Empty(t, p.QueuedMode)
	code, _, errOut = runCLI(t, append([]string{"duel", "leave"}, common(0)...)...)
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, "waits in no queue")

	// The --direct player's address is the key's own.
	p, _ = profile(1, "status")
	key, err := crypto.HexToECDSA(keys[1])
	require.NoError(t, err)
	require.Equal(t, crypto.PubkeyToAddress(key.PublicKey), p.Player)
	require.NotEqual(t, gethcommon.Address{}, p.Player)
}
