package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/prover"
)

func TestKeysFingerprint(t *testing.T) {
	code, stdout, stderr := runCLI(t, "keys", "fingerprint")
	require.Equal(t, 0, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 1+len(prover.ShippedSpecs()))
	// the shipped keys are labelled development keys
	require.True(t, strings.HasPrefix(lines[0], "key set: development keys, not for real value (1 phase-1 and 1 phase-2 contributions"), lines[0])
	require.Contains(t, lines[0], "phase 2 has 1 contribution (at least 3 required)")
	label, lines := lines[0], lines[1:]
	for _, l := range lines {
		f := strings.Fields(l)
		require.Len(t, f, 2)
		require.Len(t, f[0], 64)
		_, err := prover.ParseID(f[1])
		require.NoError(t, err)
	}

	code, stdout, stderr = runCLI(t, "keys", "fingerprint", "--json")
	require.Equal(t, 0, code, stderr)
	var res struct {
		Keys         prover.Provenance
		Fingerprints []prover.Fingerprint
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &res))
	require.Len(t, res.Fingerprints, len(lines))
	require.True(t, res.Keys.Development)
	require.Equal(t, 1, res.Keys.Phase2)
	require.Equal(t, [2]string{}, res.Keys.BeaconSources)

	// the same digests and label from the key files on disk and their transcript
	code, stdout2, stderr := runCLI(t, "keys", "fingerprint", "--keys.dir", "../../keys")
	require.Equal(t, 0, code, stderr)
	require.Equal(t, label+"\n"+strings.Join(lines, "\n")+"\n", stdout2)
	// a key set without a transcript is labelled too
	dir := t.TempDir()
	require.NoError(t, os.CopyFS(dir, os.DirFS("../../keys")))
	require.NoError(t, os.RemoveAll(filepath.Join(dir, "ceremony")))
	code, stdout, stderr = runCLI(t, "keys", "fingerprint", "--keys.dir", dir)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "key set: development keys, not for real value (0 phase-1 and 0 phase-2 contributions; beacon sources: phase 1 none recorded, phase 2 none recorded): no ceremony transcript in")
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
		{"verify with no minimum", []string{"keys", "verify-ceremony", "--ceremony.dir", t.TempDir(), "--min-contributions", "0"}, exitUsage, "--min-contributions must be at least 1"},
		{"fix-beacon without phase", []string{"keys", "fix-beacon", "--ceremony.dir", t.TempDir(), "--source", "block:1:5"}, exitUsage, "--phase must be 1 or 2"},
		{"fix-beacon with a private source", []string{"keys", "fix-beacon", "--ceremony.dir", t.TempDir(), "--phase", "1", "--source", "sha256 of my cat"}, exitUsage, "want block:<chain id>:<number> or drand:<network>:<round>"},
		{"fix-beacon without ceremony", []string{"keys", "fix-beacon", "--ceremony.dir", t.TempDir(), "--phase", "1", "--source", "block:1:5"}, exitFailure, "bad ceremony"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, tt.wantCode, code, "stderr: %s", stderr)
			require.Contains(t, stderr, tt.wantStderr)
		})
	}
}

// TestKeysCeremonyThreeContributors runs the operators' procedure of
// docs/ceremony.md through the CLI, for one small circuit: three
// contributors in each phase, each beacon's public source fixed before the
// phase's last contribution, then verify, fingerprint and the deployment
// check; then proves and verifies with the new keys.
func TestKeysCeremonyThreeContributors(t *testing.T) {
	dir := t.TempDir()
	keysDir, verifiers := filepath.Join(dir, "keys"), filepath.Join(dir, "verifiers")
	cer := filepath.Join(keysDir, "ceremony") // the layout of keys/ and keys/ceremony
	// stand-ins for the hashes of the two named future blocks
	const beacon1 = "9f2c6a1e0b7d4c3a5e8f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f"
	const beacon2 = "0e1d2c3b4a5968778695a4b3c2d1e0f0e1d2c3b4a5968778695a4b3c2d1e0f00"
	run := func(args ...string) string {
		t.Helper()
		code, stdout, stderr := runCLI(t, append(append(args[:2:2], "--ceremony.dir", cer), args[2:]...)...)
		require.Equal(t, 0, code, "%v: %s", args, stderr)
		return stdout
	}
	run("keys", "setup", "reveal_l4a10")
	run("keys", "fix-beacon", "--phase", "1", "--source", "block:1:21500000")
	for _, who := range []string{"alice", "bob", "carol"} {
		out := run("keys", "contribute", "--name", who)
		require.Regexp(t, `^[0-9a-f]{64} phase1\n$`, out, "the hash each contributor publishes")
	}
	run("keys", "seal-phase1", "--beacon", beacon1)
	run("keys", "fix-beacon", "--phase", "2", "--source", "drand:quicknet:12000000")
	for _, who := range []string{"alice", "bob", "carol"} {
		require.Contains(t, run("keys", "contribute", "--name", who), " reveal_l4a10\n")
	}
	out := run("keys", "finalize", "--beacon", beacon2, "--keys.dir", keysDir, "--verifiers.dir", verifiers)
	require.Contains(t, out, "key set: ceremony keys (3 phase-1 and 3 phase-2 contributions")
	_, err := os.Stat(filepath.Join(verifiers, "RevealL4A10Verifier.sol"))
	require.NoError(t, err)

	out = run("keys", "verify-ceremony", "--keys.dir", keysDir)
	require.Contains(t, out, "ceremony ok: 3 phase-1 and 3 phase-2 contributions, keys of 1 circuits match")
	require.Contains(t, out, "ceremony keys (3 phase-1 and 3 phase-2 contributions; beacon sources: phase 1 block:1:21500000, phase 2 drand:quicknet:12000000)")
	code, out, stderr := runCLI(t, "keys", "fingerprint", "--keys.dir", keysDir)
	require.Equal(t, 0, code, stderr)
	require.True(t, strings.HasPrefix(out, "key set: ceremony keys (3 phase-1 and 3 phase-2"), out)
	require.NotContains(t, out, "development")

	// a stricter policy, or the shipped keys, are refused
	code, _, stderr = runCLI(t, "keys", "verify-ceremony", "--ceremony.dir", cer, "--keys.dir", keysDir, "--min-contributions", "4")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "development keys: phase 1 has 3 contributions (at least 4 required)")
	code, _, stderr = runCLI(t, "keys", "verify-ceremony", "--ceremony.dir", cer)
	require.Equal(t, exitFailure, code, "the new keys are not the built-in ones")
	require.Contains(t, stderr, "differs")

	// The deployment check accepts this ceremony for these keys, and not
	// for the built-in keys, which it did not make.
	ks, err := prover.VerifyForDeployment(context.Background(), cer, os.DirFS(keysDir), prover.DefaultMinContributions)
	require.NoError(t, err)
	require.False(t, ks.Development)
	_, err = prover.VerifyForDeployment(context.Background(), cer, keys.FS(), prover.DefaultMinContributions)
	require.ErrorIs(t, err, prover.ErrBadKeys)

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

// TestKeysDevCeremony: a ceremony of the shipped kind (one contribution
// per phase, beacons without a source) passes verify-ceremony only with
// --dev-keys, labelled; the shipped transcript is refused without it.
func TestKeysDevCeremony(t *testing.T) {
	code, _, stderr := runCLI(t, "keys", "verify-ceremony", "--ceremony.dir", "../../keys/ceremony")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "development keys: phase 1 has 1 contribution (at least 3 required); the phase-1 beacon has no recorded public source")
	require.Contains(t, stderr, "--dev-keys accepts them")

	dir := t.TempDir()
	cer, keysDir := filepath.Join(dir, "ceremony"), filepath.Join(dir, "keys")
	for _, args := range [][]string{
		{"keys", "setup", "--ceremony.dir", cer, "reveal_l4a10"},
		{"keys", "contribute", "--ceremony.dir", cer},
		{"keys", "seal-phase1", "--ceremony.dir", cer, "--beacon", "01"},
		{"keys", "fix-beacon", "--ceremony.dir", cer, "--phase", "2", "--source", "block:1:100"},
		{"keys", "contribute", "--ceremony.dir", cer},
		{"keys", "finalize", "--ceremony.dir", cer, "--beacon", "02", "--keys.dir", keysDir, "--verifiers.dir", filepath.Join(dir, "v")},
	} {
		code, _, stderr := runCLI(t, args...)
		require.Equal(t, 0, code, "%v: %s", args, stderr)
	}
	code, _, stderr = runCLI(t, "keys", "verify-ceremony", "--ceremony.dir", cer, "--keys.dir", keysDir)
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "the phase-2 beacon is not the 32-byte value of its source")
	code, stdout, stderr := runCLI(t, "keys", "verify-ceremony", "--ceremony.dir", cer, "--keys.dir", keysDir, "--dev-keys")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "ceremony ok: 1 phase-1 and 1 phase-2 contributions, keys of 1 circuits match")
	require.Contains(t, stdout, "development keys, not for real value (1 phase-1 and 1 phase-2 contributions; beacon sources: phase 1 none recorded, phase 2 block:1:100)")
	// a source fixed once cannot change
	code, _, stderr = runCLI(t, "keys", "fix-beacon", "--ceremony.dir", cer, "--phase", "1", "--source", "block:1:5")
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "phase 1 is already sealed")
}
