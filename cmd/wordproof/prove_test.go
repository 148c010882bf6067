package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/prover"
)

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	return p
}

const revealRequestJSON = `{"alphabet":"letters","secret":"crane","salt":"0x1234","guesses":["slate","eerie","nacre"],
 "binding":{"chainId":"1337","contract":"0x00000000000000000000000000000000000000aa","gameId":"7","round":2,"player":"0x00000000000000000000000000000000000000bb"}}`

func TestProveReveal(t *testing.T) {
	req := writeFile(t, "req.json", revealRequestJSON)
	code, stdout, stderr := runCLI(t, "prove", "reveal", req)
	require.Equal(t, 0, code, stderr)
	var proof prover.Proof
	require.NoError(t, json.Unmarshal([]byte(stdout), &proof))
	require.Equal(t, "reveal_l5a26", proof.Circuit)
	require.Len(t, proof.Public, 2, "commitment, and the batch with the context")

	p := writeFile(t, "proof.json", stdout)
	code, out, stderr := runCLI(t, "verify", p)
	require.Equal(t, 0, code, stderr)
	require.Equal(t, "valid reveal_l5a26\nslate ..G.G\neerie ..Y.G\nnacre YYYYG\n", out)

	code, out, stderr = runCLI(t, "verify", "--json", p)
	require.Equal(t, 0, code, stderr)
	var res struct {
		Valid  bool
		Colors []string
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	require.True(t, res.Valid)
	require.Equal(t, []string{"..G.G", "..Y.G", "YYYYG"}, res.Colors)
}

func TestProveErrors(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStderr string
	}{
		{"no request", []string{"prove", "reveal"}, exitUsage, "one argument"},
		{"two requests", []string{"prove", "reveal", "a", "b"}, exitUsage, "one argument"},
		{"missing file", []string{"prove", "reveal", filepath.Join(t.TempDir(), "none.json")}, exitFailure, "no such file"},
		{"bad json", []string{"prove", "reveal", writeFile(t, "r.json", `{"secret":`)}, exitFailure, "request"},
		{"unknown field", []string{"prove", "reveal", writeFile(t, "r.json", `{"secrett":"crane"}`)}, exitFailure, "unknown field"},
		{"no context", []string{"prove", "reveal", writeFile(t, "r.json", `{"secret":"crane","salt":"1","guesses":["slate"]}`)}, exitFailure, "missing context"},
		{"both contexts", []string{"prove", "reveal", writeFile(t, "r.json", `{"secret":"crane","salt":"1","guesses":["slate"],"context":"1","binding":{}}`)}, exitFailure, "either context or binding"},
		{"bad salt", []string{"prove", "reveal", writeFile(t, "r.json", `{"secret":"crane","salt":"0xzz","guesses":["slate"],"context":"1"}`)}, exitFailure, "salt"},
		{"guess outside alphabet", []string{"prove", "reveal", writeFile(t, "r.json", `{"secret":"crane","salt":"1","guesses":["sl4te"],"context":"1"}`)}, exitFailure, "bad proving input"},
		{"LongWordContext: seven letters", []string{"prove", "reveal", writeFile(t, "r.json", `{"secret":"cranium","salt":"1","guesses":["slatest"],"context":"1"}`)}, exitFailure, "word length 7 (want 2..6)"},
		{"bad alphabet", []string{"prove", "reveal", writeFile(t, "r.json", `{"alphabet":"greek","secret":"crane","salt":"1","guesses":["slate"],"context":"1"}`)}, exitFailure, "alphabet"},
		{"commit word outside the dictionary", []string{"prove", "commit", writeFile(t, "c.json", `{"length":5,"words":["crane","zzzzz"],"salts":["1","2"],"context":"1"}`)}, exitFailure, "not in the dictionary"},
		{"commit digits without dictionary", []string{"prove", "commit", writeFile(t, "c.json", `{"alphabet":"digits","length":4,"words":["1234"],"salts":["1"],"context":"1"}`)}, exitFailure, "no embedded digits dictionary"},
		{"verify without file", []string{"verify"}, exitUsage, "one argument"},
		{"verify junk", []string{"verify", writeFile(t, "p.json", `{"circuit":"reveal_l5a26","public":["1","2","3"],"proof":["1","2","3","4","5","6","7","8"]}`)}, exitFailure, "invalid proof"},
		{"verify input above the field modulus", []string{"verify", writeFile(t, "p.json", `{"circuit":"reveal_l5a26","public":["0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000002","2"],"proof":["1","2","3","4","5","6","7","8"]}`)}, exitFailure, "not below the field modulus"},
		{"verify unknown circuit", []string{"verify", writeFile(t, "p.json", `{"circuit":"reveal_l5","public":[],"proof":["1","2","3","4","5","6","7","8"]}`)}, exitFailure, "unknown circuit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.args...)
			require.Equal(t, tt.wantCode, code, "stderr: %s", stderr)
			require.Contains(t, stderr, tt.wantStderr)
		})
	}
}

func TestProveCommit(t *testing.T) {
	if testing.Short() {
		t.Skip("commit proving")
	}
	req := writeFile(t, "req.json", `{"length":5,"words":["crane","slate"],"salts":["0x1","0x2"],"context":"0x99"}`)
	out := filepath.Join(t.TempDir(), "proof.json")
	code, _, stderr := runCLI(t, "prove", "commit", "--out", out, req)
	require.Equal(t, 0, code, stderr)
	code, stdout, stderr := runCLI(t, "verify", out)
	require.Equal(t, 0, code, stderr)
	require.Equal(t, "valid commit_k2_l5a26\n", stdout)

	// a tampered context fails
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	var proof prover.Proof
	require.NoError(t, json.Unmarshal(b, &proof))
	proof.Public[3].SetUint64(0x98)
	b, err = json.Marshal(&proof)
	require.NoError(t, err)
	code, _, stderr = runCLI(t, "verify", writeFile(t, "bad.json", string(b)))
	require.Equal(t, exitFailure, code)
	require.Contains(t, stderr, "invalid proof")
}
