package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// TestDuelCommands claims daily coins, queues, leaves and reads the profile
// through 'wordproof duel', for a smart-account player (session key and
// relayer: one grant covers the duel contracts) and a --direct player.
func TestDuelCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and a relayer")
	}
	manifest, keys, _, _ := playChain(t)
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

	code, _, errOut := runCLI(t, append([]string{"duel", "queue", "--bet", "30", "--mode", "chess"}, common(0)...)...)
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, `--mode: "chess" is not a mode`)
	code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--bet", "0"}, common(0)...)...)
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, "--bet: 0 is not a bet")

	// Best of 3 is open: a queued bet is in play until a match or a leave
	// (no house is registered here, so matches end by forfeit).
	p, v := profile(0, "queue", "--bet", "30", "--mode", "bo3")
	require.EqualValues(t, 30, p.InPlay, "the bet is in play")
	require.EqualValues(t, 70, p.Available)
	require.EqualValues(t, 100, p.Coins, "nothing is deducted before the end")
	require.Equal(t, "bo3", p.QueuedMode)
	require.NotContains(t, v, "matchFound")
	code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--bet", "10"}, common(0)...)...)
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "already waits in the queue of mode 2")
	code, out, errOut := runCLI(t, append([]string{"duel", "status"}, common(0)...)...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "queued    bo3, bet 30")
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

	// Player 0 queues and waits; player 1 queues the same way: both see the
	// match found.
	type result struct {
		code     int
		out, err string
	}
	waited := make(chan result, 1)
	go func() {
		code, out, errOut := runCLI(t, append([]string{"duel", "queue", "--bet", "30", "--mode", "bo3", "--wait"}, common(0)...)...)
		waited <- result{code, out, errOut}
	}()
	require.Eventually(t, func() bool {
		code, out, _ := runCLI(t, append([]string{"duel", "status"}, common(0)...)...)
		return code == 0 && strings.Contains(out, "queued    bo3, bet 30")
	}, time.Minute, 200*time.Millisecond)
	code, out, errOut = runCLI(t, append([]string{"duel", "queue", "--bet", "30", "--mode", "bo3"}, common(1)...)...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "Match Found: match 1, bo3 against ")
	require.Contains(t, out, "playing   match 1")
	select {
	case r := <-waited:
		require.Equal(t, 0, r.code, r.err)
		require.Contains(t, r.out, "Match Found: match 1, bo3 against "+p.Player.Hex())
	case <-time.After(time.Minute):
		t.Fatal("the waiting player never saw its match")
	}

	// The stand-in mode never says a deadline passed.
	code, _, errOut = runCLI(t, append([]string{"duel", "timeout", "--match", "1"}, common(1)...)...)
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "no deadline of match 1 has passed yet")

	// Player 0 resigns: player 1 takes the pot and 16 points from an equal rating.
	_, v = profile(0, "forfeit", "--match", "1")
	var settled struct {
		Outcome, Ending  string
		Points           uint64
		RatingA, RatingB int64
	}
	require.NoError(t, json.Unmarshal(v["settled"], &settled))
	require.Equal(t, "B wins", settled.Outcome)
	require.Equal(t, "forfeit", settled.Ending)
	require.EqualValues(t, 16, settled.Points)
	loser, _ := profile(0, "status")
	winner, _ := profile(1, "status")
	require.EqualValues(t, 70, loser.Coins)
	require.EqualValues(t, 130, winner.Coins)
	require.Zero(t, loser.InPlay+winner.InPlay, "nothing left in play")
	require.EqualValues(t, 984, loser.MMR)
	require.Equal(t, "Bronze", loser.Rank)
	require.EqualValues(t, 1016, winner.MMR)
	require.EqualValues(t, 1, winner.Wins)
	require.EqualValues(t, 1, loser.Losses)
	require.Zero(t, winner.MatchID)
}
