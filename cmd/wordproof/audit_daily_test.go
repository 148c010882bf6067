package main

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/audit"
	"github.com/wordproof/wordproof/client/puzloc"
	"github.com/wordproof/wordproof/game/puzloc/wire"
	"github.com/wordproof/wordproof/internal/dailyscript"
)

// TestAuditDailyCommand plays a NumLock day with one player on the devnet
// and audits it with `audit --daily`: clean as text (the day by number, with
// the manifest) and JSON (the day as a date, with --contract and --rpc); a
// day the house never committed fails in one line (exit 1).
func TestAuditDailyCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a daily challenge on the devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	env := dailyscript.Start(t, ctx, time.Minute)
	day := env.NextDay()
	env.WaitDrawn(day, wire.NumLock)
	env.StartDay(day)
	pl, m := env.Player(0)
	out, err := pl.Play(ctx, day, puzloc.Consistent(0))
	require.NoError(t, err)
	env.CloseDay(day, wire.NumLock)
	env.Results(wire.NumLock, day, 1) // the house records the result
	manifest := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, env.Chain.Manifest.Write(manifest))

	code, stdout, stderr := runCLI(t, "audit", "--manifest", manifest, "--daily", fmt.Sprint(day), "--game", "numlock")
	require.Equal(t, 0, code, "stderr: %s\nstdout: %s", stderr, stdout)
	t.Log(stdout)
	date := wire.DayStart(day).Format(time.DateOnly)
	last := out.Tries[len(out.Tries)-1]
	require.Contains(t, stdout, fmt.Sprintf("numlock day %d (%s), house ", day, date))
	require.Contains(t, stdout, m.Address().Hex()+": "+out.Tries[0].Guess)
	require.Contains(t, stdout, fmt.Sprintf("  solved %v in %d, thinking %v", out.Solved, len(out.Tries), out.Thinking))
	require.Contains(t, stdout, fmt.Sprintf("1 players, %d proofs verified: clean", 2+len(out.Tries)))
	require.Empty(t, stderr)

	code, stdout, stderr = runCLI(t, "audit", "--rpc", env.Chain.Net.HTTPURL(), "--contract", env.Daily.Hex(), "--daily", date, "--game", "numlock", "--json")
	require.Equal(t, 0, code, stderr)
	var res audit.DailyAudit
	require.NoError(t, json.Unmarshal([]byte(stdout), &res))
	require.Equal(t, day, res.Day)
	require.Len(t, res.Players, 1)
	require.Equal(t, last.Guess, res.Players[0].Tries[len(out.Tries)-1].Guess)
	require.True(t, res.Players[0].Finalised)

	code, _, stderr = runCLI(t, "audit", "--manifest", manifest, "--daily", fmt.Sprint(day-30), "--game", "phraselock")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, fmt.Sprintf("phraselock day %d has no house", day-30))
	require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line, got %q", stderr)
}
