package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/indexer"
)

// readerAPI is an indexer API over a store with two players' games.
func readerAPI(t *testing.T) (string, common.Address) {
	t.Helper()
	ctx := context.Background()
	s, err := indexer.Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "index.db"))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	a, b := common.Address{0xa}, common.Address{0xb}
	require.NoError(t, s.Commit(ctx, &indexer.Block{Number: 1, Hash: common.Hash{1}, Time: 1_767_225_600,
		Results: []indexer.Result{
			{Game: indexer.GameWow, Ref: "1", Player: a, Score: 30, Won: true, Attempts: 2, Payout: "2"},
			{Game: indexer.GameWow, Ref: "1", Player: b, Score: 10, Attempts: 3, Payout: "0"},
			// b's NumLock code in one attempt and one second: flagged as fast
			{Game: indexer.GameNumLock, Ref: "5220096", Player: b, Score: 1495, Won: true, Attempts: 1, Payout: "0",
				Puzloc: &indexer.PuzlocPlay{Elapsed: time.Second}},
		},
		WowGames: []indexer.WowGame{{ID: 1, Players: []common.Address{a, b}, Rounds: 3, Winners: 1, Stake: "1", Prize: "2"}},
		Guesses:  []indexer.Guess{{Game: indexer.GameWow, Ref: "1", Player: a, Round: 1, Word: "crane"}},
	}))
	srv := httptest.NewServer((&indexer.API{Store: s}).Handler())
	t.Cleanup(srv.Close)
	return srv.URL, a
}

// TestLeaderboardAndStatsCommands: the readers print the API's answers
// (text and --json), and bad flags exit 2 with a one-line reason.
func TestLeaderboardAndStatsCommands(t *testing.T) {
	url, a := readerAPI(t)
	call := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := run(append([]string{"wordproof"}, args...), &out, &errOut)
		return code, out.String(), errOut.String()
	}
	code, out, _ := call("leaderboard", "--indexer", url, "--json")
	require.Equal(t, 0, code)
	var b indexer.Board
	require.NoError(t, json.Unmarshal([]byte(out), &b))
	require.Len(t, b.Entries, 2)
	require.Equal(t, strings.ToLower(a.Hex()), b.Entries[0].Player)
	code, out, _ = call("leaderboard", "--indexer", url, "--period", "daily", "--date", "2026-01-01")
	require.Equal(t, 0, code)
	require.Contains(t, out, "wow, daily from 2026-01-01: 2 players")
	code, out, _ = call("stats", "--indexer", url)
	require.Equal(t, 0, code)
	require.Contains(t, out, "crane ×1")
	code, out, _ = call("stats", "--indexer", url, "--player", a.Hex(), "--json")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, `"Top 10"`)

	// Puzloc's games: their boards, statistics and the fast-solve count
	code, out, _ = call("leaderboard", "--indexer", url, "--game", "numlock")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, strings.ToLower(common.Address{0xb}.Hex()))
	require.Contains(t, out, "1495")
	code, out, _ = call("stats", "--indexer", url, "--game", "numlock")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "1 suspiciously fast solves (flagged, still ranked)")
	code, out, _ = call("stats", "--indexer", url, "--player", common.Address{0xb}.Hex())
	require.Equal(t, 0, code, out)
	require.Regexp(t, `numlock +1 games, 1 wins .*1 suspiciously fast solves`, out)
	require.Regexp(t, `phraselock +0 games`, out)

	code, out, _ = call("achievements", "--indexer", url, "--player", a.Hex())
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "2 of 20 achievements")
	require.Regexp(t, `unlocked +Top 10, Champion\n`, out)
	code, out, _ = call("achievements", "--indexer", url, "--player", a.Hex(), "--json")
	require.Equal(t, 0, code, out)
	var ach indexer.Achievements
	require.NoError(t, json.Unmarshal([]byte(out), &ach))
	require.Equal(t, []string{"Top 10", "Champion"}, ach.Unlocked)
	require.Len(t, ach.Locked, 18)

	for _, bad := range [][]string{
		{"achievements", "--indexer", url},
		{"achievements", "--indexer", url, "--player", "nobody"},
		{"achievements", "--indexer", url, "--player", a.Hex(), "extra"},
		{"leaderboard", "--indexer", url, "--period", "yearly"},
		{"leaderboard", "--indexer", url, "--date", "01/02/2026"},
		{"leaderboard", "--indexer", url, "--game", "chess"},
		{"leaderboard", "--indexer", url, "--limit", "0"},
		{"stats", "--indexer", url, "--player", "0x12"},
		{"stats", "--indexer", url, "--game", "poker"},
		{"indexer"},
	} {
		code, _, errOut := call(bad...)
		require.Equal(t, exitUsage, code, "%v: %s", bad, errOut)
		require.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "one line: %q", errOut)
	}
	code, _, errOut := call("stats", "--indexer", url, "--player", common.Address{0xc}.Hex())
	require.Equal(t, exitFailure, code)
	require.Contains(t, errOut, "no indexed event")
}
