package main

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/internal/testchain"
)

// TestDuelPlayPokerTwoProcesses: 'house run' deals; two players queue for
// Wordle Poker through the CLI and play as two 'wordproof duel play'
// processes (--direct: poker is not in the CLI's session grant yet, see
// docs/poker.md): a player with --auto --json, and a player typing through
// a pipe, who commits its five words, is shown its
// hand, and then types a bad decision: one line, exit 2. Its clocks then run
// out (the house plays the defaults) and the auto player, answered by
// nobody, wins the match by the platform's timeout.
func TestDuelPlayPokerTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Wordle Poker match with real proofs on the devnet")
	}
	wordproofBinary(t)
	cfg := deploy.DefaultGameConfig()
	cfg.Poker.Open = true
	tc := testchain.Start(t, testchain.Options{
		Steps:  append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...),
		Period: time.Second, Relayer: true,
	})
	manifest := filepath.Join(t.TempDir(), "devnet.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	dev := tc.Net.DevKeys()
	var keys []string
	for _, k := range dev[1:3] {
		keys = append(keys, hex.EncodeToString(crypto.FromECDSA(k)))
	}
	house := runHouse(t, manifest, dev[4])
	house.waitFor("deals Wordle Poker", 1, time.Minute)
	dir := t.TempDir()
	password := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	common := func(i int) []string {
		return []string{"--manifest", manifest, "--key", keys[i], "--password", password, "--store", filepath.Join(dir, "store", keys[i][:8]+".json"), "--direct"}
	}
	for i := range 2 {
		code, _, errOut := runCLI(t, append([]string{"duel", "daily"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
		code, _, errOut = runCLI(t, append([]string{"poker", "queue", "--bet", "20"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
	}
	// the key's smart account does not play the match: one line, exit 2
	code, _, errOut := runCLI(t, "duel", "play", "--match", "1", "--manifest", manifest, "--key", keys[0], "--password", password,
		"--store", filepath.Join(dir, "store", "session.json"))
	require.Equal(t, exitUsage, code, errOut)
	require.Contains(t, errOut, "does not play Wordle Poker match 1")
	require.NotContains(t, strings.TrimSpace(errOut), "\n")
	typed := startProc(t, nil, append([]string{"poker", "play", "--match", "1"}, common(1)...)...)
	_, err := typed.stdin.Write([]byte("bread chime frost ghoul knelt\nraise 11\n"))
	require.NoError(t, err)
	require.NoError(t, typed.stdin.Close())
	auto := startProc(t, nil, append([]string{"duel", "play", "--auto", "--json"}, common(0)...)...)

	require.Equal(t, exitUsage, typed.wait(3*time.Minute), "stderr: %s", typed.stderr.String())
	out, errOut := typed.stdout.String(), strings.TrimSpace(typed.stderr.String())
	t.Logf("typed player:\n%s\nstderr: %s", out, errOut)
	require.Contains(t, out, "Wordle Poker match 1")
	require.Contains(t, out, "commitWords")
	require.Regexp(t, `hand 1  your cards [2-9TJQKA][cdhs] `, out, "its sealed cards, opened")
	require.Regexp(t, `not left|not 1-10`, errOut)
	require.NotContains(t, errOut, "\n", "one line")

	require.Equal(t, 0, auto.wait(8*time.Minute), "stderr: %s", auto.stderr.String())
	autoOut := auto.stdout.String()
	require.Contains(t, autoOut, `"mode":"poker"`)
	lines := strings.Split(strings.TrimSpace(autoOut), "\n")
	require.Contains(t, lines[len(lines)-1], `"event":"result"`)
	require.Contains(t, lines[len(lines)-1], `"verdict":"you win"`)
}
