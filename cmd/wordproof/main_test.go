package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// runCLI runs the app in process and returns the exit code and both outputs.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"wordproof"}, args...), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestExitCodes(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStderr string
	}{
		{name: "help", args: []string{"--help"}, wantCode: 0},
		{name: "no args shows help", args: nil, wantCode: 0},
		{name: "unknown command", args: []string{"frobnicate"}, wantCode: exitUsage, wantStderr: `unknown command "frobnicate"`},
		{name: "unknown global flag", args: []string{"--frobnicate"}, wantCode: exitUsage, wantStderr: "flag provided but not defined"},
		{name: "unknown command flag", args: []string{"demo", "--frobnicate"}, wantCode: exitUsage, wantStderr: "flag provided but not defined"},
		{name: "missing required flag", args: []string{"poker", "queue"}, wantCode: exitUsage, wantStderr: `Required flag "bet" not set`},
		{name: "demo with a stray argument", args: []string{"demo", "extra"}, wantCode: exitUsage, wantStderr: `demo takes no arguments, got "extra"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, tt.wantCode, code, "stderr: %s", stderr)
			require.Contains(t, stderr, tt.wantStderr)
			if code == exitUsage {
				require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one-line reason, got %q", stderr)
			}
		})
	}
}

func TestEveryCommandHasHelp(t *testing.T) {
	for _, cmd := range commands() {
		t.Run(cmd.Name, func(t *testing.T) {
			require.NotEmpty(t, cmd.Usage)
			code, stdout, stderr := runCLI(t, cmd.Name, "--help")
			require.Equal(t, 0, code, stderr)
			require.Contains(t, stdout, cmd.Name)
		})
	}
}
