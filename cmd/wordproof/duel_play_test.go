package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/game/rating"
	"github.com/wordproof/wordproof/internal/testchain"
)

// blitzCLIChain is a devnet with 20-second Blitz clocks and answer windows,
// block time following the wall clock, and the relayer; its manifest file
// and three funded developer keys.
func blitzCLIChain(t *testing.T) (manifest string, keys []string) {
	t.Helper()
	cfg := deploy.DefaultGameConfig()
	cfg.Blitz = deploy.BlitzConfig{Duration: 20 * time.Second, AnswerWindow: 20 * time.Second}
	tc := testchain.Start(t, testchain.Options{
		Steps:  append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...),
		Period: time.Second, Relayer: true,
	})
	manifest = filepath.Join(t.TempDir(), "devnet.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	for _, k := range tc.Net.DevKeys()[1:4] {
		keys = append(keys, hex.EncodeToString(crypto.FromECDSA(k)))
	}
	return manifest, keys
}

// blitzEvent is one --json line of 'duel play'.
type blitzEvent struct {
	Event          string      `json:"event"`
	Outcome        string      `json:"outcome"`
	Verdict        string      `json:"verdict"`
	Seat           int         `json:"seat"`
	Solves         int         `json:"solves"`
	OpponentSolves int         `json:"opponentSolves"`
	CoinsBefore    int64       `json:"coinsBefore"`
	CoinsAfter     int64       `json:"coinsAfter"`
	MMRBefore      int64       `json:"mmrBefore"`
	MMRAfter       int64       `json:"mmrAfter"`
	RankAfter      string      `json:"rankAfter"`
	Profile        duelProfile `json:"profile"`
	Pattern        string      `json:"pattern"`
}

// TestDuelPlayBlitzTwoProcesses: two players claim their coins and queue
// for Blitz through the CLI, then play the match as two 'wordproof duel
// play' processes of the built binary: a smart-account player with --auto
// and --json (every move a sponsored session-key operation), and a --direct
// player typing through a pipe (a refused word, two guesses, then the end of
// input: answers go on to the end). Coins, MMR and ranks at the end are
// game/rating's for the outcome both processes print.
func TestDuelPlayBlitzTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Blitz match with real proofs on the devnet")
	}
	wordproofBinary(t) // built before the match starts: its seed commitments are due in 20 s
	manifest, keys := blitzCLIChain(t)
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

	// No match yet: a one-line reason, exit 2.
	code, _, errOut := runCLI(t, append([]string{"duel", "play"}, common(0)...)...)
	require.Equal(t, exitUsage, code, errOut)
	require.Contains(t, errOut, "plays no match: queue first")
	require.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "one line: %q", errOut)

	const bet = 40
	for i := range 2 {
		code, _, errOut := runCLI(t, append([]string{"duel", "daily"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
		code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--mode", "blitz", "--bet", "40"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
	}
	code, _, errOut = runCLI(t, append([]string{"duel", "play", "--match", "7"}, common(0)...)...)
	require.Equal(t, exitUsage, code, errOut)
	require.Contains(t, errOut, "does not play Blitz match 7")

	auto := startProc(t, nil, append([]string{"duel", "play", "--auto", "--json"}, common(0)...)...)
	typed := startProc(t, nil, append([]string{"duel", "play", "--match", "1"}, common(1)...)...)
	_, err := typed.stdin.Write([]byte("zzzzz\nslate\ncrane\n"))
	require.NoError(t, err)
	require.NoError(t, typed.stdin.Close())

	require.Equal(t, 0, auto.wait(4*time.Minute), "stderr: %s", auto.stderr.String())
	require.Equal(t, exitFailure, typed.wait(time.Minute), "the input ended first; stderr: %s", typed.stderr.String())
	out := typed.stdout.String()
	t.Logf("typed player:\n%s", out)
	require.Contains(t, out, `"zzzzz" is not in the`)
	require.Contains(t, out, "1/6  SLATE  ", "the grid row of the first guess")
	require.Contains(t, out, "2/6  CRANE  ")
	require.Contains(t, out, "input ended: no more guesses")
	require.Contains(t, out, "(answered the opponent's")
	require.Contains(t, out, "match 1 over (result)")
	require.Contains(t, typed.stderr.String(), "the input ended before the match")

	var events []blitzEvent
	sc := bufio.NewScanner(strings.NewReader(auto.stdout.String()))
	for sc.Scan() {
		var ev blitzEvent
		require.NoError(t, json.Unmarshal(sc.Bytes(), &ev), sc.Text())
		events = append(events, ev)
	}
	require.NotEmpty(t, events)
	res := events[len(events)-1]
	require.Equal(t, "result", res.Event)
	require.Equal(t, 0, res.Seat, "player 0 waited in the queue: seat a")
	kinds := map[string]int{}
	for _, ev := range events {
		kinds[ev.Event]++
	}
	require.Positive(t, kinds["guess"], "the strategy guessed")
	require.Positive(t, kinds["colours"], "its guesses were answered")
	require.Positive(t, kinds["answer"], "it answered the typed guesses")

	// The outcome follows the solves; the settlement is game/rating's.
	outcome := rating.Draw
	switch {
	case res.Solves > res.OpponentSolves:
		outcome = rating.WinA
	case res.Solves < res.OpponentSolves:
		outcome = rating.WinB
	}
	require.Equal(t, outcome.String(), res.Outcome)
	coins, err := rating.Settle([2]int64{rating.DailyReward, rating.DailyReward}, bet, outcome)
	require.NoError(t, err)
	mmr, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, outcome)
	require.NoError(t, err)
	require.Equal(t, coins[0], res.CoinsAfter)
	require.EqualValues(t, rating.DailyReward, res.CoinsBefore)
	require.EqualValues(t, mmr[0], res.MMRAfter)
	require.EqualValues(t, rating.BaseMMR, res.MMRBefore)
	require.Equal(t, rating.RankOf(mmr[0]).String(), res.RankAfter)
	require.Zero(t, res.Profile.InPlay, "nothing left in play")

	code, statusOut, errOut := runCLI(t, append([]string{"duel", "status", "--json"}, common(1)...)...)
	require.Equal(t, 0, code, errOut)
	var st struct {
		Profile duelProfile `json:"profile"`
	}
	require.NoError(t, json.Unmarshal([]byte(statusOut), &st))
	require.EqualValues(t, coins[1], st.Profile.Coins, "the typed player's coins")
	require.EqualValues(t, mmr[1], st.Profile.MMR, "the typed player's MMR")
	require.Zero(t, st.Profile.MatchID, "no match left")
}

// TestBenchDuelBadFlags: bad settings are refused before any chain starts,
// with a one-line reason and exit 2.
func TestBenchDuelBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--matches", "0"}, "--matches must be between 1 and 100"},
		{[]string{"--matches", "101"}, "--matches must be between 1 and 100"},
		{[]string{"--clock", "5s"}, "--clock must be whole seconds between 10s and 5m"},
		{[]string{"--clock", "12.5s"}, "--clock must be whole seconds"},
		{[]string{"extra"}, "bench duel takes no arguments"},
		{[]string{"--mode", "chess"}, `--mode must be blitz, bo3 or ttt, got "chess"`},
		{[]string{"--mode", "bo3", "--clock", "6m"}, "--clock must be whole seconds between 10s and 5m"},
	} {
		code, _, errOut := runCLI(t, append([]string{"bench", "duel"}, tc.args...)...)
		require.Equal(t, exitUsage, code, "%v: %s", tc.args, errOut)
		require.Contains(t, errOut, tc.want)
		require.Equal(t, 1, strings.Count(strings.TrimRight(errOut, "\n"), "\n")+1, "one line: %q", errOut)
	}
}

// TestDuelPlayResumesAfterInterrupt: a player's 'duel play' is interrupted
// (SIGINT) right after its seed commitment; it exits 130 saying the match
// goes on, and the same command run again answers the opponent's guesses
// with the stored seed (a proof over another seed would be refused) and
// plays the match to its end.
func TestDuelPlayResumesAfterInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Blitz match with real proofs on the devnet")
	}
	wordproofBinary(t)
	manifest, keys := blitzCLIChain(t)
	dir := t.TempDir()
	password := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(password, []byte("hunter2\n"), 0o600))
	common := func(i int) []string {
		return []string{"--manifest", manifest, "--key", keys[i], "--password", password, "--store", filepath.Join(dir, "store", keys[i][:8]+".json")}
	}
	for i := range 2 {
		code, _, errOut := runCLI(t, append([]string{"duel", "daily"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
		code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--mode", "blitz", "--bet", "25"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
	}
	// both seeds are due 20 s after the match started: both processes start now
	opponent := startProc(t, nil, append([]string{"duel", "play", "--auto", "--json"}, common(1)...)...)
	args := append([]string{"duel", "play", "--auto", "--json"}, common(0)...)
	first := startProc(t, nil, args...)
	first.waitFor(`"event":"commitSeed"`, 1, time.Minute)
	first.signal(os.Interrupt)
	require.Equal(t, exitInterrupted, first.wait(30*time.Second))
	require.Contains(t, first.stderr.String(), "interrupted; match 1 goes on: run the same command to resume")

	time.Sleep(3 * time.Second) // the opponent guesses while player 0 is away
	again := startProc(t, nil, args...)
	require.Equal(t, 0, again.wait(4*time.Minute), "stderr: %s", again.stderr.String())
	require.Equal(t, 0, opponent.wait(time.Minute), "stderr: %s", opponent.stderr.String())
	out := again.stdout.String()
	require.NotContains(t, out, `"event":"commitSeed"`, "the commitment was not sent again")
	require.Contains(t, out, `"event":"answer"`, "the opponent's guesses answered after the restart")
	require.Contains(t, out, `"event":"result"`)
}
