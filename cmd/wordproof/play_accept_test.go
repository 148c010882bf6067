package main

import (
	"context"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/client"
	wowclient "github.com/wordproof/wordproof/client/wow"
)

// TestPlayAcceptance plays a two-player staked game in sponsored mode the
// way two people would, each in a terminal: every command is the real
// binary as its own process, and guesses are typed on its stdin. It funds
// both smart accounts, creates, joins, joins again (no change to the
// store), interrupts one player at the guess prompt with Ctrl-C and the
// other with the end of its input, resumes both, plays to the end, withdraws, and checks both balances against
// the payouts.
func TestPlayAcceptance(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and plays a game with real proofs")
	}
	manifest, keys, _, ec := playChain(t)
	ctx := context.Background()
	dir := t.TempDir()
	password := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	store := func(i int) string { return filepath.Join(dir, "store", keys[i][:8]+".json") }
	args := func(i int, cmd ...string) []string {
		return append(append([]string{"play"}, cmd...), "--manifest", manifest, "--key", keys[i], "--password", password, "--store", store(i))
	}
	run := func(i int, cmd ...string) string {
		t.Helper()
		code, out, errOut := runProc(t, nil, args(i, cmd...)...)
		require.Equal(t, 0, code, "%v\nstdout:\n%s\nstderr:\n%s", cmd, out, errOut)
		return out
	}

	code, out, _ := runProc(t, nil, "play", "--help")
	require.Equal(t, 0, code)
	for _, sub := range []string{"withdraw", "fund", "join", "run", "board", "account", "lobbies", "create"} {
		require.Contains(t, out, sub)
	}
	code, _, errOut := runProc(t, nil, "play", "board", "--manifest", manifest, "--game", "999999")
	require.NotEqual(t, 0, code)
	require.Equal(t, "wordproof: game 999999 does not exist\n", errOut)

	// A stake the smart account cannot pay is refused before anything is
	// sent, with what is missing and how to add it.
	accounts := make([]common.Address, 2)
	for i := range accounts {
		var acc struct{ Player common.Address }
		require.NoError(t, json.Unmarshal([]byte(run(i, "account", "--json")), &acc))
		accounts[i] = acc.Player
	}
	require.Contains(t, run(0, "create", "--players", "2", "--stake", "0.001", "--rounds", "2"), "lobby 1 created for 2 players (stake 0.001 ETH)")
	code, _, errOut = runProc(t, nil, args(0, "join", "--game", "1", "--words", "crane,slate")...)
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "holds 0 ETH but the stake of game 1 is 0.001 ETH: 0.001 ETH missing; add it with 'wordproof play fund --amount 0.001'")

	for i := range accounts {
		require.Contains(t, run(i, "fund", "--amount", "0.01"), "it now holds 0.01 ETH")
	}
	require.Contains(t, run(0, "join", "--game", "1", "--words", "crane,slate"), "joined game 1 as seat 0")
	before, err := os.ReadFile(store(0))
	require.NoError(t, err)
	require.Contains(t, run(0, "join", "--game", "1", "--words", "crane,slate"), "already joined game 1 as seat 0; resuming")
	after, err := os.ReadFile(store(0))
	require.NoError(t, err)
	require.Equal(t, before, after, "joining again leaves the store as it was")
	require.Contains(t, run(1, "join", "--game", "1", "--words", "ghost,plumb"), "joined game 1 as seat 1")

	// Both play by typing guesses; player 0 presses Ctrl-C at its first
	// prompt and starts again.
	p0 := startProc(t, nil, args(0, "run", "--game", "1", "--no-withdraw")...)
	p1 := startProc(t, nil, args(1, "run", "--game", "1", "--no-withdraw")...)
	p0.waitFor("round 1 guess (5 letters", 1, time.Minute)
	p0.signal(syscall.SIGINT)
	require.Equal(t, exitInterrupted, p0.wait(30*time.Second))
	require.Contains(t, p0.stderr.String(), "interrupted; game 1 is saved")

	out = p1.waitFor("round 1 guess (5 letters", 1, time.Minute)
	require.Contains(t, out, "waiting for guesses from")
	type1 := func(p *proc, line string) {
		_, err := p.stdin.Write([]byte(line + "\n"))
		require.NoError(t, err)
	}
	type1(p1, "abc")
	p1.waitFor(`"abc" has 3 letters: a guess has exactly 5`, 1, 10*time.Second)
	// The end of input at the prompt ends the run with a reason, state kept.
	require.NoError(t, p1.stdin.Close())
	require.Equal(t, exitFailure, p1.wait(30*time.Second))
	require.Equal(t, "wordproof: end of input at the guess prompt; game 1 is saved: 'wordproof play run --game 1' resumes it\n", p1.stderr.String())
	p1 = startProc(t, nil, args(1, "run", "--game", "1", "--no-withdraw")...)
	p1.waitFor("round 1 guess (5 letters", 1, time.Minute)
	type1(p1, "crane")

	p0 = startProc(t, nil, args(0, "run", "--game", "1", "--no-withdraw")...)
	p0.waitFor("round 1 guess (5 letters", 1, time.Minute)
	type1(p0, "ghost")
	for _, p := range []*proc{p0, p1} {
		p.waitFor("round 2 guess (5 letters", 1, time.Minute)
		type1(p, "plumb")
	}
	for i, p := range []*proc{p0, p1} {
		require.Equal(t, 0, p.wait(2*time.Minute), "player %d\nstdout:\n%s\nstderr:\n%s", i, p.stdout.String(), p.stderr.String())
		out := p.stdout.String()
		require.Contains(t, out, "game 1 is over after 2 rounds")
		require.Contains(t, out, "(you)")
		require.NotContains(t, out, "\x1b[", "no ANSI escapes on a pipe")
		t.Logf("player %d:\n%s", i, out)
	}

	r, err := wowclient.ReadResult(ctx, ec, gameAddr(t, manifest), big.NewInt(1))
	require.NoError(t, err)
	for i, acc := range accounts {
		var payout *big.Int
		for _, pr := range r.Players {
			if pr.Player == acc {
				payout = pr.Payout
				require.NotEqual(t, "forfeited", pr.Status)
			}
		}
		require.NotNil(t, payout)
		out := run(i, "withdraw")
		if payout.Sign() > 0 {
			require.Contains(t, out, "withdrew "+client.FormatETH(payout)+" to "+acc.Hex())
		} else {
			require.Contains(t, out, "nothing to withdraw")
		}
		bal, err := ec.BalanceAt(ctx, acc, nil)
		require.NoError(t, err)
		want := new(big.Int).Add(big.NewInt(9e15), payout) // funded 0.01, staked 0.001; gas is sponsored
		require.Equal(t, want.String(), bal.String(), "player %d's balance is what it kept plus its payout", i)
	}
	require.Equal(t, "2000000000000000", new(big.Int).Add(r.Players[0].Payout, r.Players[1].Payout).String())
	require.True(t, strings.Contains(run(0, "withdraw"), "nothing to withdraw"), "a second withdrawal finds nothing")
}
