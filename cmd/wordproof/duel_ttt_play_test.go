package main

import (
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

// TestDuelPlayTttTwoProcesses: a 'house run' process serves Wordle-Tac-Toe;
// two players queue with 'duel queue --mode ttt'; one plays with 'duel play
// --auto --json' (a sponsored smart account), the other types its turns
// (plain transactions): a word of the wrong length and a word outside the
// guess list are refused with their reasons before anything is sent, then
// its input ends and its clock runs out. The grid is drawn in the terminal;
// the auto player wins and the settlement is game/rating's.
func TestDuelPlayTttTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Wordle-Tac-Toe match with real proofs on the devnet")
	}
	wordproofBinary(t)
	cfg := deploy.DefaultGameConfig()
	cfg.Ttt = deploy.TttConfig{TurnTime: 15 * time.Second, Bank: 15 * time.Second, Window: 30 * time.Second, Open: true}
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
	house.waitFor("serves Wordle-Tac-Toe", 1, time.Minute)
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
		code, _, errOut = runCLI(t, append([]string{"duel", "queue", "--mode", "ttt", "--bet", "30"}, common(i)...)...)
		require.Equal(t, 0, code, errOut)
	}

	typed := startProc(t, nil, append([]string{"duel", "play", "--match", "1"}, common(1)...)...)
	_, err := typed.stdin.Write([]byte("a1 crane\nz9 tale\na1 qxqx\n"))
	require.NoError(t, err)
	require.NoError(t, typed.stdin.Close())
	auto := startProc(t, nil, append([]string{"duel", "play", "--auto", "--json"}, common(0)...)...)

	require.Equal(t, 0, auto.wait(5*time.Minute), "stderr: %s", auto.stderr.String())
	require.Equal(t, exitFailure, typed.wait(2*time.Minute), "the input ended first; stderr: %s", typed.stderr.String())
	out := typed.stdout.String()
	t.Logf("typed player:\n%s", out)
	require.Contains(t, out, "Wordle-Tac-Toe match 1 as")
	require.Contains(t, out, `"crane" has 5 letters: cell a1 takes 4; try again`)
	require.Contains(t, out, `"z9" is not a cell`)
	require.Contains(t, out, `"qxqx" is not in the 4-letter guess list: it would not count and would skip your next turn; type "qxqx!" to send it anyway`)
	require.Contains(t, out, "input ended: no more turns")
	require.Contains(t, out, "b2·6 ", "the grid's centre")
	require.Contains(t, out, "bout 1 · bouts you 0, opponent 0")
	require.Contains(t, out, "match 1 over (")
	require.Contains(t, out, "you lose")
	require.NotContains(t, out, "qxqx invalid", "the refused word was never sent")

	var res struct {
		Event, Mode, Outcome, Verdict string
		Seat                          int
		CoinsAfter                    int64 `json:"coinsAfter"`
		MMRAfter                      int64 `json:"mmrAfter"`
	}
	lines := strings.Split(strings.TrimSpace(auto.stdout.String()), "\n")
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &res))
	require.Equal(t, "result", res.Event)
	require.Equal(t, "ttt", res.Mode)
	require.Equal(t, 1, res.Seat, "player 0 waited in the queue: seat a")
	require.Equal(t, "you win", res.Verdict)
	outcome := rating.WinA
	require.Equal(t, outcome.String(), res.Outcome)
	coins, err := rating.Settle([2]int64{rating.DailyReward, rating.DailyReward}, bet, outcome)
	require.NoError(t, err)
	mmr, err := rating.Update([2]int{rating.BaseMMR, rating.BaseMMR}, outcome)
	require.NoError(t, err)
	require.Equal(t, coins[0], res.CoinsAfter)
	require.EqualValues(t, mmr[0], res.MMRAfter)

	houseOut := house.stdout.String()
	require.Contains(t, houseOut, "ttt: match 1: commit the seed", "the house process committed")
	// The first player is drawn from a block hash: when the typed player
	// draws the first turn, its clock runs out before anyone guesses, and
	// the house has nothing to answer.
	if strings.Contains(out, "to move: opponent") {
		require.Contains(t, houseOut, "ttt: match 1: answer ", "the house process answered the automatic player's turn")
	}
	house.signal(os.Interrupt)
	require.Equal(t, exitInterrupted, house.wait(30*time.Second))
}
