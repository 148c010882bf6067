package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	gethcommon "github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/bindings"
	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
	"github.com/wordproof/wordproof/internal/testchain"
)

// playChain starts a devnet with everything deployed and writes its manifest.
func playChain(t *testing.T) (manifest string, keys []string, funder *ecdsa.PrivateKey, ec *ethclient.Client) {
	t.Helper()
	ctx := context.Background()
	tc := testchain.Start(t, testchain.Options{})
	dn, m := tc.Net, tc.Manifest
	keysAll := dn.DevKeys()
	rel, err := startEmbeddedRelayer(ctx, m, keysAll[len(keysAll)-1], keysAll[0], slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(func() { _ = rel.Stop() })
	funder = keysAll[0]
	ec = dn.Client()
	manifest = filepath.Join(t.TempDir(), "devnet.json")
	require.NoError(t, m.Write(manifest))
	for _, k := range dn.DevKeys()[1:4] {
		keys = append(keys, hex.EncodeToString(crypto.FromECDSA(k)))
	}
	return manifest, keys, funder, ec
}

// TestPlayTwoPlayersFromTheTerminal creates a lobby, joins it as two players
// and plays it to the end with 'play run --auto', all through the CLI: the
// first player through its smart account and the relayer (the default), the
// second with plain transactions (--direct).
func TestPlayTwoPlayersFromTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a full game with real proofs")
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

	// The smart account of player 0 pays its stake from its own balance.
	code, out, errOut := runCLI(t, append([]string{"play", "account", "--json"}, common(0)...)...)
	require.Equal(t, 0, code, errOut)
	var acc struct{ Player string }
	require.NoError(t, json.Unmarshal([]byte(out), &acc), out)
	account := acc.Player
	require.NotEmpty(t, account, out)
	ctx := context.Background()
	from, err := client.NewEOAMover(ctx, ec, funder)
	require.NoError(t, err)
	_, err = from.Send(ctx, gethcommon.HexToAddress(account), nil, big.NewInt(1_000_000))
	require.NoError(t, err)

	code, out, errOut = runCLI(t, append([]string{"play", "create", "--players", "2", "--stake", "1000wei"}, common(0)...)...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "lobby 1 created")

	code, _, errOut = runCLI(t, append([]string{"play", "join", "--game", "1", "--words", "crane,qqqqq"}, common(0)...)...)
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, `"qqqqq" is not an allowed secret word`)

	for i, words := range []string{"crane,slate", "ghost,plumb"} {
		code, out, errOut = runCLI(t, append([]string{"play", "join", "--game", "1", "--words", words}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
		require.Contains(t, out, "joined game 1")
	}
	// How a game was joined is remembered: 'run' moves the same way without
	// being told, and refuses to be told otherwise.
	code, _, errOut = runCLI(t, append([]string{"play", "run", "--game", "1", "--auto", "info"}, append(common(0), "--direct")...)...)
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, "game 1 was joined through the smart account (no --direct); run this the same way")
	code, _, errOut = runCLI(t, "play", "join", "--game", "1", "--words", "crane,crane", "--manifest", manifest, "--key", keys[2], "--password", password,
		"--store", filepath.Join(dir, "store", "third.json"), "--direct")
	require.Equal(t, exitUsage, code)
	require.Contains(t, errOut, "your two secret words must differ")

	code, out, _ = runCLI(t, "play", "lobbies", "--manifest", manifest)
	require.Equal(t, 0, code)
	require.Contains(t, out, "commit")

	var wg sync.WaitGroup
	outs := make([]string, 2)
	codes := make([]int, 2)
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			args := common(i)
			if i == 1 {
				args = args[:len(args)-1] // no --direct: the store remembers it
			}
			codes[i], outs[i], _ = runCLI(t, append([]string{"play", "run", "--game", "1", "--auto", "info"}, args...)...)
		}(i)
	}
	wg.Wait()
	for i := range codes {
		require.Equal(t, 0, codes[i], outs[i])
		require.Contains(t, outs[i], "game 1 is over")
		require.Contains(t, outs[i], "reveal")
	}
	require.Contains(t, outs[1], "(the owner key (--direct))", "the second player moved with plain transactions, as it joined")
	raw, err := os.ReadFile(filepath.Join(dir, "store", keys[0][:8]+".json"))
	require.NoError(t, err)
	require.NotContains(t, string(raw), "crane", "secret words are encrypted at rest")

	code, out, _ = runCLI(t, "play", "board", "--manifest", manifest, "--game", "1")
	require.Equal(t, 0, code)
	require.Contains(t, out, "score")
	require.Contains(t, out, "game 1 is over")
	require.NotContains(t, out, "\x1b[", "no ANSI escapes when stdout is not a terminal")

	// --json: one object per line, amounts in wei as strings.
	code, out, _ = runCLI(t, "play", "lobbies", "--manifest", manifest, "--json")
	require.Equal(t, 0, code)
	var lobby struct {
		Game  int
		Phase string
		Stake string
	}
	require.NoError(t, json.Unmarshal([]byte(out), &lobby), out)
	require.Equal(t, 1, lobby.Game)
	require.Equal(t, "ended", lobby.Phase)
	require.Equal(t, "1000", lobby.Stake)
	code, out, _ = runCLI(t, "play", "board", "--manifest", manifest, "--game", "1", "--json")
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 2, "the board, then the result")
	var board struct {
		Players []struct{ Reveals []struct{ Pattern string } }
	}
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &board))
	require.Len(t, board.Players, 2)
	var result struct {
		Event   string
		Players []struct{ Payout string }
	}
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &result))
	require.Equal(t, "game-over", result.Event)
	code, _, errOut = runCLI(t, "play", "board", "--manifest", manifest, "--game", "999999")
	require.Equal(t, exitFailure, code)
	require.Equal(t, "wordproof: game 999999 does not exist\n", errOut)
}

func TestPlayBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"play", "lobbies", "--manifest", filepath.Join(t.TempDir(), "missing.json")},
		{"play", "board", "--manifest", "/dev/null"},
		{"play", "lobbies", "extra"},
	} {
		code, _, stderr := runCLI(t, args...)
		require.Equal(t, exitUsage, code, "%v: %s", args, stderr)
	}
}

// TestPlayCreateRefusesBadSettings: 'play create' refuses settings the
// contract would refuse before it sends anything, with exit 2 and the
// sentence the contract's revert decodes to (wowclient.CheckSettings, which
// TestCheckSettingsMatchesTheContract holds to the contract).
func TestPlayCreateRefusesBadSettings(t *testing.T) {
	manifest, keys, _, _ := playChain(t)
	password := filepath.Join(t.TempDir(), "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	common := []string{"--manifest", manifest, "--key", keys[0], "--password", password, "--store", filepath.Join(t.TempDir(), "store.json"), "--direct"}
	for _, tc := range []struct {
		flags  []string
		change func(*bindings.IWorthOfWordsSettings)
	}{
		{[]string{"--players", "1"}, func(s *bindings.IWorthOfWordsSettings) { s.MaxPlayers = 1 }},
		{[]string{"--players", "0"}, func(s *bindings.IWorthOfWordsSettings) { s.MaxPlayers = 0 }},
		{[]string{"--rounds", "0"}, func(s *bindings.IWorthOfWordsSettings) { s.RoundCap = 0 }},
		{[]string{"--timeout", "0s"}, func(s *bindings.IWorthOfWordsSettings) { s.CommitTimeout, s.OpenTimeout, s.RevealTimeout = 0, 0, 0 }},
	} {
		settings := wowclient.DefaultSettings(4, big.NewInt(0))
		tc.change(&settings)
		want := wowclient.CheckSettings(settings)
		require.ErrorIs(t, want, wowclient.ErrBadSettings)
		code, _, errOut := runCLI(t, append(append([]string{"play", "create"}, tc.flags...), common...)...)
		require.Equal(t, exitUsage, code, "%v: %s", tc.flags, errOut)
		require.Equal(t, "wordproof: "+want.Error()+"\n", errOut, tc.flags)
	}
	code, _, errOut := runCLI(t, append([]string{"play", "create", "--timeout", "5s"}, common...)...)
	require.Equal(t, exitUsage, code, errOut)
	require.Contains(t, errOut, "--timeout must be between 10s and 168h", "the CLI's own floor, above the contract's")

	code, out, errOut := runCLI(t, "play", "lobbies", "--manifest", manifest)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "no lobbies yet", "nothing was sent")
}
