package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"wordproof/prover"
)

func TestKeysFingerprint(t *testing.T) {
	code, stdout, stderr := runCLI(t, "keys", "fingerprint")
	require.Equal(t, 0, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, len(prover.ShippedSpecs()))
	for _, l := range lines {
		f := strings.Fields(l)
		require.Len(t, f, 2)
		require.Len(t, f[0], 64)
		_, err := prover.ParseID(f[1])
		require.NoError(t, err)
	}

	code, stdout, stderr = runCLI(t, "keys", "fingerprint", "--json")
	require.Equal(t, 0, code, stderr)
	var fps []prover.Fingerprint
	require.NoError(t, json.Unmarshal([]byte(stdout), &fps))
	require.Len(t, fps, len(lines))

	// the same digests from the key files on disk
	code, stdout2, stderr := runCLI(t, "keys", "fingerprint", "--keys.dir", "../../keys")
	require.Equal(t, 0, code, stderr)
	require.Equal(t, strings.Join(lines, "\n")+"\n", stdout2)
}

func TestKeysErrors(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStderr string
	}{
		{"fingerprint of an empty dir", []string{"keys", "fingerprint", "--keys.dir", t.TempDir()}, exitFailure, "no verifying key"},
		{"fingerprint with an argument", []string{"keys", "fingerprint", "x"}, exitUsage, "takes no arguments"},
		{"setup with a bad circuit", []string{"keys", "setup", "--ceremony.dir", t.TempDir(), "reveal_l9a99"}, exitUsage, "unknown circuit"},
		{"seal without beacon", []string{"keys", "seal-phase1", "--ceremony.dir", t.TempDir()}, exitUsage, "beacon"},
		{"seal with a bad beacon", []string{"keys", "seal-phase1", "--ceremony.dir", t.TempDir(), "--beacon", "xyz"}, exitUsage, "hex"},
		{"contribute without ceremony", []string{"keys", "contribute", "--ceremony.dir", t.TempDir()}, exitFailure, "bad ceremony"},
		{"verify without ceremony", []string{"keys", "verify-ceremony", "--ceremony.dir", t.TempDir()}, exitFailure, "bad ceremony"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, tt.wantCode, code, "stderr: %s", stderr)
			require.Contains(t, stderr, tt.wantStderr)
		})
	}
}

// TestKeysCeremony runs a whole ceremony through the CLI for one small
// circuit, then proves and verifies with its keys.
func TestKeysCeremony(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a ceremony")
	}
	dir := t.TempDir()
	cer, keysDir, verifiers := filepath.Join(dir, "ceremony"), filepath.Join(dir, "keys"), filepath.Join(dir, "verifiers")
	steps := [][]string{
		{"keys", "setup", "--ceremony.dir", cer, "reveal_l4a10"},
		{"keys", "contribute", "--ceremony.dir", cer, "--name", "alice"},
		{"keys", "contribute", "--ceremony.dir", cer, "--name", "bob"},
		{"keys", "seal-phase1", "--ceremony.dir", cer, "--beacon", "01020304"},
		{"keys", "contribute", "--ceremony.dir", cer, "--name", "carol"},
		{"keys", "finalize", "--ceremony.dir", cer, "--beacon", "0506", "--keys.dir", keysDir, "--verifiers.dir", verifiers},
		{"keys", "verify-ceremony", "--ceremony.dir", cer, "--keys.dir", keysDir},
	}
	for _, args := range steps {
		code, stdout, stderr := runCLI(t, args...)
		require.Equal(t, 0, code, "%v: %s", args, stderr)
		t.Logf("%v: %s", args[1], stdout)
	}
	_, err := os.Stat(filepath.Join(verifiers, "RevealL4A10Verifier.sol"))
	require.NoError(t, err)

	// the new keys are not the shipped ones
	code, _, stderr := runCLI(t, "keys", "verify-ceremony", "--ceremony.dir", cer)
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "differs")

	req := filepath.Join(dir, "req.json")
	require.NoError(t, os.WriteFile(req, []byte(`{"alphabet":"digits","secret":"1234","salt":"7","guesses":["4321","1111"],"context":"9"}`), 0o644))
	proof := filepath.Join(dir, "proof.json")
	code, _, stderr = runCLI(t, "prove", "reveal", "--keys.dir", keysDir, "--out", proof, req)
	require.Equal(t, 0, code, stderr)
	code, stdout, stderr := runCLI(t, "verify", "--keys.dir", keysDir, proof)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "4321 YYYY")
	// the shipped key of the same circuit rejects it
	code, _, _ = runCLI(t, "verify", proof)
	require.Equal(t, exitFailure, code)
}
