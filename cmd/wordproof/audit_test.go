package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/devnet"
	"github.com/wordproof/wordproof/internal/bo3script"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/match"
	"github.com/wordproof/wordproof/prover"
)

func TestAuditUsage(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.json")
	tests := []struct {
		name     string
		args     []string
		wantCode int
		want     string
	}{
		{"no game", []string{"audit", "--manifest", missing}, exitUsage, "audit needs --game ID"},
		{"bad game", []string{"audit", "--manifest", missing, "--game", "abc"}, exitUsage, `--game must be a positive integer, got "abc"`},
		{"zero game", []string{"audit", "--manifest", missing, "--game", "0"}, exitUsage, "--game must be a positive integer"},
		{"bad contract", []string{"audit", "--game", "1", "--contract", "0x12"}, exitUsage, `--contract is not an address: "0x12"`},
		{"no chain", []string{"audit", "--game", "1"}, exitUsage, "audit needs --manifest, or --contract and --rpc"},
		{"contract without rpc", []string{"audit", "--game", "1", "--contract", "0x00000000000000000000000000000000000000aa"}, exitUsage, "audit needs --manifest, or --contract and --rpc"},
		{"stray argument", []string{"audit", "--game", "1", "extra"}, exitUsage, `audit takes no arguments, got "extra"`},
		{"missing manifest", []string{"audit", "--manifest", missing, "--game", "1"}, exitFailure, "read manifest"},
		{"bo3 bad match", []string{"audit", "--bo3-match", "x"}, exitUsage, `--bo3-match must be a positive integer, got "x"`},
		{"bo3 and game", []string{"audit", "--bo3-match", "1", "--game", "1"}, exitUsage, "audit takes --game or --bo3-match, not both"},
		{"bo3 no chain", []string{"audit", "--bo3-match", "1"}, exitUsage, "audit --bo3-match needs --manifest, or --contract and --rpc"},
		{"bo3 bad contract", []string{"audit", "--bo3-match", "1", "--contract", "0x12"}, exitUsage, `--contract is not an address: "0x12"`},
		{"ttt bad match", []string{"audit", "--ttt-match", "-3"}, exitUsage, `--ttt-match must be a positive integer, got "-3"`},
		{"ttt and bo3", []string{"audit", "--ttt-match", "1", "--bo3-match", "1"}, exitUsage, "audit takes --bo3-match or --ttt-match, not both"},
		{"ttt and game", []string{"audit", "--ttt-match", "1", "--game", "1"}, exitUsage, "audit takes --game or --ttt-match, not both"},
		{"ttt no chain", []string{"audit", "--ttt-match", "1"}, exitUsage, "audit --ttt-match needs --manifest, or --contract and --rpc"},
		{"poker bad match", []string{"audit", "--poker-match", "0"}, exitUsage, `--poker-match must be a positive integer, got "0"`},
		{"poker and bo3", []string{"audit", "--poker-match", "1", "--bo3-match", "1"}, exitUsage, "audit takes --bo3-match or --poker-match, not both"},
		{"poker and game", []string{"audit", "--poker-match", "1", "--game", "1"}, exitUsage, "audit takes --game or --poker-match, not both"},
		{"poker no chain", []string{"audit", "--poker-match", "1"}, exitUsage, "audit --poker-match needs --manifest, or --contract and --rpc"},
		{"daily bad day", []string{"audit", "--daily", "xyz", "--game", "numlock"}, exitUsage, `--daily: "xyz" is neither YYYY-MM-DD nor a day number`},
		{"daily bad date", []string{"audit", "--daily", "2026-02-30", "--game", "numlock"}, exitUsage, `--daily: "2026-02-30" is neither`},
		{"daily no game", []string{"audit", "--daily", "20000"}, exitUsage, "audit --daily needs --game numlock or phraselock"},
		{"daily bad game", []string{"audit", "--daily", "2026-11-28", "--game", "7"}, exitUsage, `audit --daily takes --game numlock or phraselock, got "7"`},
		{"daily no chain", []string{"audit", "--daily", "20000", "--game", "numlock"}, exitUsage, "audit --daily needs --manifest, or --contract and --rpc"},
		{"daily and bo3", []string{"audit", "--daily", "20000", "--bo3-match", "1"}, exitUsage, "audit takes --bo3-match or --daily, not both"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, tt.wantCode, code, stderr)
			require.Contains(t, stderr, tt.want)
			require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line, got %q", stderr)
		})
	}
}

// TestAuditBo3Command plays a Best of 3 match (a wins both rounds by a
// solve, the first on its second try, each round opened by tallySolved) and audits it with `audit --bo3-match`:
// clean as text and JSON, with the manifest and with --contract and --rpc;
// a key set whose answer key is another circuit's, and a match that does
// not exist, fail in one line (exit 1).
func TestAuditBo3Command(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Best of 3 match with real proofs")
	}
	tc := testchain.Start(t, testchain.Options{
		Steps:  bo3script.Steps(deploy.Bo3Config{RoundTime: 30 * time.Second, Window: time.Minute, Pause: time.Second}),
		Period: time.Second,
	})
	manifest := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	s := bo3script.New(t, tc)
	s.Start()
	for range 2 {
		s.WaitRound()
		if s.R == nil {
			require.False(t, s.Guess(0, "qxqxq")) // the match's first guess draws R, hence the words
		}
		require.True(t, s.Guess(0, s.Word()))
		s.Open(0, true)
		s.Next()
	}
	s.RevealSeed()
	id := s.ID.String()

	code, stdout, stderr := runCLI(t, "audit", "--manifest", manifest, "--bo3-match", id)
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	t.Log(stdout)
	for _, want := range []string{"Best of 3 match " + id + ": ", "round 0: word ", "winner A (solved)", "  b: no tries", "  a: qxqxq ", "result 2-0, winner A; 7 proofs verified: clean"} {
		require.Contains(t, stdout, want)
	}
	require.Empty(t, stderr)

	code, stdout, stderr = runCLI(t, "audit", "--rpc", tc.Net.HTTPURL(), "--contract", s.Addr.Hex(), "--bo3-match", id, "--json")
	require.Equal(t, 0, code, stderr)
	var res audit.Bo3Audit
	require.NoError(t, json.Unmarshal([]byte(stdout), &res))
	require.Equal(t, [2]int{2, 0}, res.Score.Wins)
	require.Len(t, res.Rounds, 2)

	dir := keysDirWith(t, "hidden_l5a26.vk", "tally_l5a26.vk")
	code, _, stderr = runCLI(t, "audit", "--manifest", manifest, "--bo3-match", id, "--keys.dir", dir)
	require.Equal(t, exitFailure, code)
	t.Log(stderr)
	require.Contains(t, stderr, "audit of Best of 3 match "+id+": ")
	require.Contains(t, stderr, "answer 0")
	require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line, got %q", stderr)

	code, _, stderr = runCLI(t, "audit", "--manifest", manifest, "--bo3-match", "99")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "no Best of 3 MatchStarted event")
}

// TestAuditCommand plays a game between bots on a devnet,
// then audits it: clean as text and as JSON, with and without the manifest,
// and a mismatch (exit 1) with a replaced verifying key.
func TestAuditCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
	}
	tc := testchain.Start(t, testchain.Options{Steps: testchain.GameSteps()})
	net, m := tc.Net, tc.Manifest
	manifest := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, m.Write(manifest))

	playGame(t, net, m, 3)

	code, stdout, stderr := runCLI(t, "audit", "--manifest", manifest, "--game", "1")
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	for _, want := range []string{"Worth of Words game 1", "round 1 (seed", " -> ", "scores: P1 ", "result: winner", "checked: ", "3 join proofs", "verdict: clean"} {
		require.Contains(t, stdout, want)
	}
	require.Empty(t, stderr)
	require.Contains(t, stdout, "key set: development keys, not for real value (1 phase-1 and 1 phase-2 contributions; beacon sources: phase 1 none recorded, phase 2 none recorded)")

	code, stdout, stderr = runCLI(t, "audit", "--manifest", manifest, "--game", "1", "--json")
	require.Equal(t, 0, code, stderr)
	var rep audit.Report
	require.NoError(t, json.Unmarshal([]byte(stdout), &rep))
	require.Equal(t, audit.VerdictClean, rep.Verdict)
	require.Len(t, rep.Players, 3)
	require.NotEmpty(t, rep.Rounds)
	require.True(t, rep.KeySet.Development)
	require.Equal(t, [2]int{1, 1}, [2]int{rep.KeySet.Phase1, rep.KeySet.Phase2})

	game := m.Contracts[deploy.ContractWorthOfWords].Hex()
	code, stdout, stderr = runCLI(t, "audit", "--rpc", net.HTTPURL(), "--contract", game, "--game", "1")
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	require.Contains(t, stdout, "verdict: clean")

	// A key set whose 5-letter reveal key is another circuit's.
	dir := t.TempDir()
	names, err := fs.Glob(keys.FS(), "*.vk")
	require.NoError(t, err)
	for _, n := range names {
		b, err := fs.ReadFile(keys.FS(), n)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), b, 0o644))
	}
	swapped, err := fs.ReadFile(keys.FS(), "reveal_l5a10.vk")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "reveal_l5a26.vk"), swapped, 0o644))
	code, stdout, stderr = runCLI(t, "audit", "--manifest", manifest, "--game", "1", "--keys.dir", dir)
	require.Equal(t, exitFailure, code, "stdout: %s", stdout)
	require.Contains(t, stdout, "verdict: mismatch")
	require.Contains(t, stdout, "keys: verifying key reveal_l5a26: local fingerprint")
	require.Contains(t, stdout, "reveal-proof round 1")
	require.Contains(t, stderr, "audit of game 1: mismatch")
	require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line, got %q", stderr)

	code, _, stderr = runCLI(t, "audit", "--manifest", manifest, "--game", "99")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "no such game")
}

// playGame plays one game of n bots (plain transactions) on the devnet.
func playGame(t *testing.T, net *devnet.Devnet, m *deploy.Manifest, n int) *match.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	backend := net.Client()
	funder, err := client.NewEOAMover(ctx, backend, net.DevKeys()[0])
	require.NoError(t, err)
	bots := make([]match.Bot, n)
	for i := range bots {
		mover, err := client.NewEOAMover(ctx, backend, net.DevKeys()[1+i])
		require.NoError(t, err)
		bots[i] = match.Bot{Name: fmt.Sprintf("bot%d", i+1), Mover: mover, Strategy: "info"}
	}
	dicts, err := wowclient.LoadDictionaries(5)
	require.NoError(t, err)
	pv, err := prover.New(prover.DefaultConfig())
	require.NoError(t, err)
	res, err := match.Play(ctx, match.Config{
		Backend: backend, Game: m.Contracts[deploy.ContractWorthOfWords], Creator: funder, Bots: bots, Prover: pv, Dicts: dicts,
		Settings: wowclient.DefaultSettings(n, big.NewInt(1e17)), Seed: 5, StoreDir: t.TempDir(), Poll: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	require.Equal(t, int64(1), res.GameID.Int64())
	return res
}

// keysDirWith writes the shipped verifying keys to a directory, with key
// file target replaced by the key of source (another circuit's).
func keysDirWith(t *testing.T, target, source string) string {
	t.Helper()
	dir := t.TempDir()
	names, err := fs.Glob(keys.FS(), "*.vk")
	require.NoError(t, err)
	for _, n := range names {
		b, err := fs.ReadFile(keys.FS(), n)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), b, 0o644))
	}
	swapped, err := fs.ReadFile(keys.FS(), source)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, target), swapped, 0o644))
	return dir
}
