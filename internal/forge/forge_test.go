package forge

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestReadArtifactBothFormats(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
		return p
	}
	tests := []struct {
		name, body, code string
		wantErr          bool
	}{
		{name: "forge", body: `{"abi":[],"bytecode":{"object":"0x6001"}}`, code: "0x6001"},
		{name: "hardhat", body: `{"abi":[],"bytecode":"0x6002"}`, code: "0x6002"},
		{name: "no abi", body: `{"bytecode":"0x6002"}`, wantErr: true},
		{name: "bad bytecode", body: `{"abi":[],"bytecode":7}`, wantErr: true},
		{name: "not json", body: `{`, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := ReadArtifact(write(tt.name+".json", tt.body))
			if tt.wantErr {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.code, a.Bytecode)
		})
	}
}

func TestRootFindsRepository(t *testing.T) {
	root, err := Root()
	require.NoError(t, err)
	require.FileExists(t, filepath.Join(root, "foundry.toml"))
}

func TestBinaryMissing(t *testing.T) {
	_, err := Binary(t.TempDir())
	require.ErrorIs(t, err, ErrNotInstalled)
}
