package main

import (
	"bufio"
	"crypto/ecdsa"
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

// bo3CLIChain is a devnet with short Best of 3 rounds (30 s of guessing
// each, a 20 s house window, a 2 s pause), block time following the wall
// clock, and the relayer; its manifest file, three funded developer keys
// for players, and a fourth key for the house.
func bo3CLIChain(t *testing.T) (tc *testchain.Chain, manifest string, keys []string, houseKey *ecdsa.PrivateKey) {
	t.Helper()
	cfg := deploy.DefaultGameConfig()
	cfg.Bo3 = deploy.Bo3Config{RoundTime: 30 * time.Second, Window: 20 * time.Second, Pause: 2 * time.Second}
	tc = testchain.Start(t, testchain.Options{
		Steps:  append([]deploy.Step{deploy.EntryPointStep()}, deploy.GameSteps(cfg)...),
		Period: time.Second, Relayer: true,
	})
	manifest = filepath.Join(t.TempDir(), "devnet.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	dev := tc.Net.DevKeys()
	for _, k := range dev[1:4] {
		keys = append(keys, hex.EncodeToString(crypto.FromECDSA(k)))
	}
	return tc, manifest, keys, dev[4]
}

// runHouse registers houseKey through 'wordproof house register' and
// starts 'wordproof house run' as a process of the built binary,
// serving until the test ends.
func runHouse(t *testing.T, manifest string, houseKey *ecdsa.PrivateKey) *proc {
	t.Helper()
	key := hex.EncodeToString(crypto.FromECDSA(houseKey))
	code, _, errOut := runCLI(t, "house", "register", "--bond", "1", "--url", "http://house.test", "--manifest", manifest, "--key", key)
	require.Equal(t, 0, code, errOut)
	h := startProc(t, nil, "house", "run", "--manifest", manifest, "--key", key, "--store", filepath.Join(t.TempDir(), "house.json"))
	h.waitFor("serves Best of 3", 1, time.Minute)
	return h
}

// bo3Event is one --json line of 'duel play' in a Best of 3 match.
type bo3Event struct {
	Event          string      `json:"event"`
	Mode           string      `json:"mode"`
	Outcome        string      `json:"outcome"`
	Ending         string      `json:"ending"`
	Verdict        string      `json:"verdict"`
	Seat           int         `json:"seat"`
	Wins           int         `json:"wins"`
	OpponentWins   int         `json:"opponentWins"`
	Round          int         `json:"round"`
	Try            int         `json:"try"`
	Tries          int         `json:"tries"`
	OpponentTries  int         `json:"opponentTries"`
	Guess          string      `json:"guess"`
	Pattern        string      `json:"pattern"`
	House          string      `json:"house"`
	Bet            uint64      `json:"bet"`
	CoinsBefore    int64       `json:"coinsBefore"`
	CoinsAfter     int64       `json:"coinsAfter"`
	MMRBefore      int64       `json:"mmrBefore"`
	MMRAfter       int64       `json:"mmrAfter"`
	RankAfter      string      `json:"rankAfter"`
	HouseTimedOut  bool        `json:"houseTimedOut"`
	Profile        duelProfile `json:"profile"`
	OpponentSolved bool        `json:"opponentSolved"`
}

func bo3Events(t *testing.T, out string) []bo3Event {
	t.Helper()
	var events []bo3Event
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var ev bo3Event
		require.NoError(t, json.Unmarshal(sc.Bytes(), &ev), sc.Text())
		events = append(events, ev)
	}
	return events
}

// TestDuelPlayBo3TwoProcesses: a house registers through the CLI and serves
// with 'wordproof house run' (a third process); two players claim their coins and queue for
// Best of 3 through the CLI, then play the match as two 'wordproof duel
// play' processes of the built binary: a smart-account player with --auto
// and --json (every move a sponsored session-key operation), interrupted
// right after posting its match key and resumed by the same command (the
// key is not posted again: the stored one decrypts the house's answers),
// and a --direct player typing through a pipe (a refused word, two
// guesses, then the end of input: it makes no guess in the next round, so
// it cannot win). Both show their own decrypted grid, the opponent's try
// count and the house; coins, MMR and ranks at the end are game/rating's
// for the outcome both print.
func TestDuelPlayBo3TwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Best of 3 match with real proofs on the devnet")
	}
	wordproofBinary(t) // built before the match starts: its keys are due in 20 s
	_, manifest, keys, houseKey := bo3CLIChain(t)
	house := runHouse(t, manifest, houseKey)
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

	const bet = 30
	for i := range 2 {
		code, _, errOut := runCLI(t, append([]string{"duel", "daily"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
		code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--mode", "bo3", "--bet", "30"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
	}
	// A player of another match: a one-line reason, exit 2.
	code, _, errOut := runCLI(t, append([]string{"duel", "play", "--match", "1"}, common(2)...)...)
	require.Equal(t, exitUsage, code, errOut)
	require.Contains(t, errOut, "does not play Best of 3 match 1")
	require.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "one line: %q", errOut)

	typed := startProc(t, nil, append([]string{"duel", "play", "--match", "1"}, common(1)...)...)
	_, err := typed.stdin.Write([]byte("zzzzz\nslate\ncrane\n"))
	require.NoError(t, err)
	require.NoError(t, typed.stdin.Close())

	args := append([]string{"duel", "play", "--auto", "--json"}, common(0)...)
	first := startProc(t, nil, args...)
	first.waitFor(`"event":"postKey"`, 1, time.Minute)
	first.signal(os.Interrupt)
	require.Equal(t, exitInterrupted, first.wait(30*time.Second))
	require.Contains(t, first.stderr.String(), "interrupted; match 1 goes on: run the same command to resume")
	auto := startProc(t, nil, args...)

	require.Equal(t, 0, auto.wait(5*time.Minute), "stderr: %s", auto.stderr.String())
	require.Equal(t, exitFailure, typed.wait(2*time.Minute), "the input ended first; stderr: %s", typed.stderr.String())
	out := typed.stdout.String()
	t.Logf("typed player:\n%s", out)
	require.Contains(t, out, `"zzzzz" is not in the`)
	require.Contains(t, out, "1/6  SLATE  ", "the grid row of the first guess, decrypted")
	require.Contains(t, out, "SLATE sent encrypted")
	require.Contains(t, out, "crane", "the second guess was read")
	require.Contains(t, out, "input ended: no more guesses; following the match to its end")
	require.Regexp(t, `house 0x[0-9a-fA-F]{40} drawn`, out)
	require.Regexp(t, `round 1 \| rounds you 0 – 0 opponent \| you \d/6(, solved)?, opponent [1-6]/6`, out, "the opponent's try count")
	require.Contains(t, out, "match 1 over (")
	require.Contains(t, out, "you lose")
	require.Contains(t, typed.stderr.String(), "the input ended before the match")

	events := bo3Events(t, auto.stdout.String())
	require.NotEmpty(t, events)
	kinds := map[string]int{}
	for _, ev := range events {
		kinds[ev.Event]++
	}
	require.Zero(t, kinds["postKey"], "the key was not posted again after the restart")
	require.Positive(t, kinds["guess"], "the strategy guessed")
	require.Positive(t, kinds["colours"], "its guesses were answered and decrypted")
	require.Positive(t, kinds["house"], "the house is shown")
	sawOpp := false
	for _, ev := range events {
		if ev.Event == "status" && ev.OpponentTries > 0 {
			sawOpp = true
		}
	}
	require.True(t, sawOpp, "the opponent's try count is shown")
	res := events[len(events)-1]
	require.Equal(t, "result", res.Event)
	require.Equal(t, "bo3", res.Mode)
	require.Equal(t, 0, res.Seat, "player 0 waited in the queue: seat a")
	require.False(t, res.HouseTimedOut)
	require.Equal(t, "you win", res.Verdict)
	require.EqualValues(t, bet, res.Bet)

	// The typed player guesses in round 1 only: it loses the match by
	// rounds or by its idle clock; the settlement is game/rating's.
	outcome := rating.WinA
	require.Equal(t, outcome.String(), res.Outcome)
	coins, err := rating.Settle([2]int64{rating.DailyReward, rating.DailyReward}, bet, outcome)
	require.NoError(t, err)
	mmr, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, outcome)
	require.NoError(t, err)
	require.EqualValues(t, rating.DailyReward, res.CoinsBefore)
	require.Equal(t, coins[0], res.CoinsAfter)
	require.EqualValues(t, rating.BaseMMR, res.MMRBefore)
	require.EqualValues(t, mmr[0], res.MMRAfter)
	require.Equal(t, rating.RankOf(mmr[0]).String(), res.RankAfter)
	require.Zero(t, res.Profile.InPlay, "nothing left in play")
	if res.Ending == "result" {
		require.Equal(t, 2, res.Wins, "a match won by rounds is won 2 to something")
	}

	code, statusOut, errOut := runCLI(t, append([]string{"duel", "status", "--json"}, common(1)...)...)
	require.Equal(t, 0, code, errOut)
	var st struct {
		Profile duelProfile `json:"profile"`
	}
	require.NoError(t, json.Unmarshal([]byte(statusOut), &st))
	require.EqualValues(t, coins[1], st.Profile.Coins, "the typed player's coins")
	require.EqualValues(t, mmr[1], st.Profile.MMR, "the typed player's MMR")
	require.Zero(t, st.Profile.MatchID, "no match left")

	houseOut := house.stdout.String()
	require.Contains(t, houseOut, "match 1: commit the seed", "the house process committed")
	require.Contains(t, houseOut, "match 1: answer ", "the house process answered")
	house.signal(os.Interrupt)
	require.Equal(t, exitInterrupted, house.wait(30*time.Second))
}

// TestDuelPlayBo3SilentHouse: the house process is killed right after its
// commitment; both players' 'duel play --auto --json' (a sponsored one, a
// --direct one) see their first guesses go unanswered, claim the house's
// missed deadline, and print the game-over screen of a house timeout: a
// draw, the bets back, MMR unchanged, and the compensation from the bond.
func TestDuelPlayBo3SilentHouse(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Best of 3 match with real proofs on the devnet")
	}
	wordproofBinary(t)
	_, manifest, keys, houseKey := bo3CLIChain(t)
	house := runHouse(t, manifest, houseKey)
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
	for i := range 2 {
		code, _, errOut := runCLI(t, append([]string{"duel", "daily"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
		code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--mode", "bo3", "--bet", "20"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
	}
	var players [2]*proc
	for i := range players {
		players[i] = startProc(t, nil, append([]string{"duel", "play", "--auto", "--json"}, common(i)...)...)
	}
	house.waitFor("match 1: commit the seed", 1, 2*time.Minute)
	house.signal(os.Kill)
	house.wait(30 * time.Second)

	claimed := 0
	for i, p := range players {
		require.Equal(t, 0, p.wait(3*time.Minute), "player %d stderr: %s", i, p.stderr.String())
		events := bo3Events(t, p.stdout.String())
		require.NotEmpty(t, events)
		kinds := map[string]int{}
		for _, ev := range events {
			kinds[ev.Event]++
		}
		claimed += kinds["claimHouseTimeout"]
		require.Zero(t, kinds["colours"], "player %d: no answer came", i)
		res := events[len(events)-1]
		require.Equal(t, "result", res.Event)
		require.True(t, res.HouseTimedOut, "player %d", i)
		require.Equal(t, rating.Draw.String(), res.Outcome)
		require.Contains(t, res.Verdict, "draw: bets back")
		require.EqualValues(t, rating.DailyReward, res.CoinsAfter, "player %d: the bet is back", i)
		require.EqualValues(t, rating.BaseMMR, res.MMRAfter, "player %d: no MMR change", i)
		require.Contains(t, p.stdout.String(), `"compensationWei":"`)
	}
	require.Equal(t, 1, claimed, "one of the players claimed the house's missed deadline")
}
