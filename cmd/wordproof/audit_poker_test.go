package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/game/poker"
	"github.com/wordproof/wordproof/internal/pokerscript"
	"github.com/wordproof/wordproof/internal/testchain"
)

// TestAuditPokerCommand plays a one-hand Wordle Poker match (raised to 100,
// the chooser picks the losing option and drops to 0 chips) and audits it
// with `audit --poker-match`: clean as text and as JSON; a key set whose K = 5
// commit key is another circuit's, and a match that does not exist, fail in
// one line (exit 1).
func TestAuditPokerCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Wordle Poker match with real proofs")
	}
	tc := testchain.Start(t, testchain.Options{Steps: pokerscript.Steps(), Period: time.Second})
	manifest := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, tc.Manifest.Write(manifest))
	s := pokerscript.New(t, tc)
	s.Start(pokerscript.DemoWords)
	s.Open(1, 10)
	for range 9 {
		s.Raise(10)
	}
	chooser := 1 - int(s.Game().ToAct)
	s.Stop()
	s.Mulligan([2]uint8{})
	hands := s.Hands([2]uint8{})
	w, err := poker.Showdown(hands[0], hands[1], poker.Higher)
	require.NoError(t, err)
	require.NotEqual(t, poker.Nobody, w, "equal hands: rerun")
	c := poker.Lower // the chooser loses
	if int(w)-1 != chooser {
		c = poker.Higher
	}
	s.Choose(c)
	s.Showdown()
	id := s.ID.String()

	code, stdout, stderr := runCLI(t, "audit", "--manifest", manifest, "--poker-match", id)
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	t.Log(stdout)
	for _, want := range []string{"Wordle Poker match " + id + ": ", "hand 1: ", "card 1, bet 100 (9 raises)", "stopped, discards 0/0", "loss 100", "winner " + string(rune('a'+1-chooser)) + "; 2 proofs verified: clean"} {
		require.Contains(t, stdout, want)
	}
	require.Empty(t, stderr)

	code, stdout, stderr = runCLI(t, "audit", "--rpc", tc.Net.HTTPURL(), "--contract", s.Addr.Hex(), "--poker-match", id, "--json")
	require.Equal(t, 0, code, stderr)
	var res audit.PokerAudit
	require.NoError(t, json.Unmarshal([]byte(stdout), &res))
	require.Len(t, res.Hands, 1)
	require.Equal(t, poker.Player(2-chooser), res.Winner)
	require.Zero(t, res.Chips[chooser])

	dir := keysDirWith(t, "commit_k5_l5a26.vk", "commit_k2_l5a26.vk")
	code, _, stderr = runCLI(t, "audit", "--manifest", manifest, "--poker-match", id, "--keys.dir", dir)
	require.Equal(t, exitFailure, code)
	t.Log(stderr)
	require.Contains(t, stderr, "audit of Wordle Poker match "+id+": ")
	require.Contains(t, stderr, "five words")
	require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line, got %q", stderr)

	code, _, stderr = runCLI(t, "audit", "--manifest", manifest, "--poker-match", "99")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "no events")
}
