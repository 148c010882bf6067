package match

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	wowclient "github.com/wordproof/wordproof/client/wow"
)

func TestGasTableGroupsAndRoundTrips(t *testing.T) {
	moves := []wowclient.Move{
		{Action: "commit", GasUsed: 40_000}, {Action: "commit", GasUsed: 44_000}, {Action: "commit", GasUsed: 42_000},
		{Action: "commit", GasUsed: 70_000, Transition: true},
		{Action: "commit", GasUsed: 62_000, Drew: true}, // the round's first commit: no target
		{Action: "reveal", Guesses: 3, GasUsed: 250_000}, {Action: "reveal", Guesses: 3, GasUsed: 270_000},
		{Action: "reveal", Guesses: 1, GasUsed: 230_000},
	}
	rows := GasTable(moves, GasTargets)
	require.Equal(t, []GasRow{
		{Move: "commit", N: 3, Median: 42_000, Max: 44_000, Target: 50_000},
		{Move: "commit (draws the targets)", N: 1, Median: 62_000, Max: 62_000},
		{Move: "commit (moves the game on)", N: 1, Median: 70_000, Max: 70_000},
		{Move: "reveal, 1 guess", N: 1, Median: 230_000, Max: 230_000},
		{Move: "reveal, 3 guesses", N: 2, Median: 270_000, Max: 270_000, Target: 260_000},
	}, rows)
	require.True(t, rows[0].Met())
	require.False(t, rows[4].Met(), "270k misses 260k")
	require.Zero(t, GasTable(moves, nil)[0].Target, "no targets asked for")

	var b bytes.Buffer
	b.WriteString("# title\n\nsome text | with a bar\n\n")
	require.NoError(t, WriteGasTable(&b, rows))
	require.Contains(t, b.String(), "| reveal, 3 guesses | 2 | 270000 | 270000 | 260000 | no |")
	back, err := ReadGasTable(&b)
	require.NoError(t, err)
	require.Equal(t, rows, back)
}

func TestReadGasTableRejectsBadTables(t *testing.T) {
	for name, text := range map[string]string{
		"no table":       "# nothing here\n",
		"bad number":     "| move | n | median gas | max gas | target | met |\n|---|---:|---:|---:|---:|---|\n| join | x | 1 | 2 | | |\n",
		"bad target":     "| move | n | median gas | max gas | target | met |\n|---|---:|---:|---:|---:|---|\n| join | 1 | 1 | 2 | lots | |\n",
		"header only":    "| move | n | median gas | max gas | target | met |\n|---|---:|---:|---:|---:|---|\n",
		"negative count": "| move | n | median gas | max gas | target | met |\n|---|---:|---:|---:|---:|---|\n| join | 1 | -1 | 2 | | |\n",
	} {
		_, err := ReadGasTable(strings.NewReader(text))
		require.Error(t, err, name)
	}
}
