package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/deploy"
	ttt "github.com/wordproof/wordproof/game/tictactoe"
	"github.com/wordproof/wordproof/internal/testchain"
	"github.com/wordproof/wordproof/internal/tttscript"
)

// TestAuditTttCommand plays a short Wordle-Tac-Toe match (the starter
// solves two cells, the other player's clock runs out) and audits it with
// `audit --ttt-match`: clean as text and JSON, with the manifest and with
// --contract and --rpc; a match that does not exist fails in one line.
func TestAuditTttCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Wordle-Tac-Toe match with real proofs")
	}
	tc := testchain.Start(t, testchain.Options{Steps: tttscript.Steps(deploy.TttConfig{})})
	manifest := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	s := tttscript.New(t, tc)
	s.Start()
	starter := ttt.Player(s.Mover() + 1)
	s.Play(ttt.Move{Cell: 0, Word: s.Word(0, 0)}, ttt.Move{Cell: 4, Word: s.Word(0, 4)})
	s.Wait(ttt.TurnTime + ttt.TimeBank + time.Second)
	s.ClaimTimeout()
	s.RevealSeed()
	id := s.ID.String()

	code, stdout, stderr := runCLI(t, "audit", "--manifest", manifest, "--ttt-match", id)
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	t.Log(stdout)
	for _, want := range []string{
		"Wordle-Tac-Toe match " + id + ": ", "bout 0 (" + seatName(starter) + " first): not finished",
		"\n  " + seatName(starter) + " . .\n  . " + seatName(starter) + " .\n  . . .\n",
		"  cell 0 \"" + s.Word(0, 0) + "\": " + seatName(starter) + " " + s.Word(0, 0) + " GGGG\n",
		"result 0-0 by time, winner " + seatName(starter) + "; 1 turns, 2 answer proofs verified: clean",
	} {
		require.Contains(t, stdout, want)
	}
	require.Empty(t, stderr)

	code, stdout, stderr = runCLI(t, "audit", "--rpc", tc.Net.HTTPURL(), "--contract", s.Addr.Hex(), "--ttt-match", id, "--json")
	require.Equal(t, 0, code, stderr)
	var res audit.TttAudit
	require.NoError(t, json.Unmarshal([]byte(stdout), &res))
	require.Equal(t, starter, res.Winner)
	require.Equal(t, "time", res.Ending)

	code, _, stderr = runCLI(t, "audit", "--manifest", manifest, "--ttt-match", "99")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "no match 99")
	require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line, got %q", stderr)
}
