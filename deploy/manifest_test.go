package deploy_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/deploy"
	"github.com/wordproof/wordproof/prover"
)

func validManifest() *deploy.Manifest {
	m := deploy.NewManifest(1337)
	m.RPCURL = "http://127.0.0.1:8545"
	m.WSURL = "ws://127.0.0.1:8546"
	m.RelayerURL = "http://127.0.0.1:4337"
	m.Deployer = common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
	m.DeploymentBlock = 1
	m.SetContract(deploy.ContractEntryPoint, deploy.EntryPointAddress)
	m.Dictionaries["guess5"] = common.HexToHash("0x01")
	m.VerifyingKeys["reveal5"] = common.HexToHash("0x02")
	ks := prover.ShippedProvenance()
	m.KeySet = &ks
	m.Steps = []string{deploy.ContractEntryPoint}
	return m
}

func TestManifestValidate(t *testing.T) {
	tests := []struct {
		name      string
		edit      func(*deploy.Manifest)
		wantField string // "" = valid
	}{
		{name: "valid", edit: func(*deploy.Manifest) {}},
		{name: "optional urls empty", edit: func(m *deploy.Manifest) { m.WSURL, m.RelayerURL = "", "" }},
		{name: "websocket rpc", edit: func(m *deploy.Manifest) { m.RPCURL = "wss://rpc.example.org/v1" }},
		{name: "version", edit: func(m *deploy.Manifest) { m.Version = 2 }, wantField: "version"},
		{name: "chain id", edit: func(m *deploy.Manifest) { m.ChainID = 0 }, wantField: "chainId"},
		{name: "rpc missing", edit: func(m *deploy.Manifest) { m.RPCURL = "" }, wantField: "rpcUrl"},
		{name: "rpc scheme", edit: func(m *deploy.Manifest) { m.RPCURL = "ftp://x" }, wantField: "rpcUrl"},
		{name: "rpc no host", edit: func(m *deploy.Manifest) { m.RPCURL = "http://" }, wantField: "rpcUrl"},
		{name: "rpc not a url", edit: func(m *deploy.Manifest) { m.RPCURL = "http://[::1" }, wantField: "rpcUrl"},
		{name: "ws scheme", edit: func(m *deploy.Manifest) { m.WSURL = "http://127.0.0.1:8546" }, wantField: "wsUrl"},
		{name: "relayer scheme", edit: func(m *deploy.Manifest) { m.RelayerURL = "ws://127.0.0.1:1" }, wantField: "relayerUrl"},
		{name: "no entry point", edit: func(m *deploy.Manifest) { delete(m.Contracts, deploy.ContractEntryPoint) }, wantField: "contracts.EntryPoint"},
		{name: "zero address", edit: func(m *deploy.Manifest) { m.SetContract("Game", common.Address{}) }, wantField: "contracts.Game"},
		{name: "empty contract name", edit: func(m *deploy.Manifest) { m.SetContract("", common.Address{1}) }, wantField: "contracts"},
		{name: "zero root", edit: func(m *deploy.Manifest) { m.Dictionaries["secret5"] = common.Hash{} }, wantField: "dictionaries.secret5"},
		{name: "zero fingerprint", edit: func(m *deploy.Manifest) { m.VerifyingKeys["commit"] = common.Hash{} }, wantField: "verifyingKeys.commit"},
		{name: "duplicate step", edit: func(m *deploy.Manifest) { m.Steps = append(m.Steps, deploy.ContractEntryPoint) }, wantField: "steps[1]"},
		{name: "empty step", edit: func(m *deploy.Manifest) { m.Steps = []string{""} }, wantField: "steps[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := validManifest()
			tt.edit(m)
			err := m.Validate()
			if tt.wantField == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, deploy.ErrInvalidManifest)
			var fe *deploy.FieldError
			require.True(t, errors.As(err, &fe), "want a FieldError, got %v", err)
			require.Equal(t, tt.wantField, fe.Field, "error: %v", err)
			require.Contains(t, err.Error(), tt.wantField)
		})
	}

	t.Run("every problem reported", func(t *testing.T) {
		m := validManifest()
		m.ChainID, m.RPCURL = 0, ""
		err := m.Validate()
		require.ErrorContains(t, err, "chainId")
		require.ErrorContains(t, err, "rpcUrl")
	})
}

func TestManifestWriteRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "dir", "devnet.json")
	m := validManifest()
	require.NoError(t, m.Write(path))

	got, err := deploy.ReadManifest(path)
	require.NoError(t, err)
	require.Equal(t, m, got)

	// The file is plain, readable JSON with the documented field names.
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, json.Unmarshal(data, &raw))
	for _, field := range []string{"version", "chainId", "rpcUrl", "wsUrl", "relayerUrl", "deployer", "deploymentBlock", "contracts", "dictionaries", "verifyingKeys", "keySet", "steps"} {
		require.Contains(t, raw, field)
	}
	require.Equal(t, true, raw["keySet"].(map[string]any)["development"], "the shipped keys are labelled development keys")
	require.True(t, strings.HasSuffix(string(data), "}\n"))

	// Overwriting replaces the file; no temporary files are left behind.
	m.DeploymentBlock = 7
	require.NoError(t, m.Write(path))
	got, err = deploy.ReadManifest(path)
	require.NoError(t, err)
	require.EqualValues(t, 7, got.DeploymentBlock)
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	require.Len(t, entries, 1)

	// An invalid manifest is not written.
	m.ChainID = 0
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.ErrorIs(t, m.Write(bad), deploy.ErrInvalidManifest)
	require.NoFileExists(t, bad)
}

func TestParseManifestErrors(t *testing.T) {
	valid, err := validManifest().Marshal()
	require.NoError(t, err)
	tests := []struct {
		name    string
		data    string
		wantErr string
	}{
		{name: "empty", data: "", wantErr: "EOF"},
		{name: "not json", data: "chainId: 1", wantErr: "invalid character"},
		{name: "unknown field", data: strings.Replace(string(valid), `"rpcUrl"`, `"rpcEndpoint"`, 1), wantErr: `unknown field "rpcEndpoint"`},
		{name: "bad address", data: strings.Replace(string(valid), `"0x4337084d9e255ff0702461cf8895ce9e3b5ff108"`, `"0x1234"`, 1), wantErr: "contracts.EntryPoint: hex string has length 4"},
		{name: "wrong type", data: strings.Replace(string(valid), `"chainId": 1337`, `"chainId": "1337"`, 1), wantErr: "chainId"},
		{name: "trailing data", data: string(valid) + "{}", wantErr: "trailing data"},
		{name: "validation", data: strings.Replace(string(valid), `"chainId": 1337`, `"chainId": 0`, 1), wantErr: "chainId: missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := deploy.ParseManifest([]byte(tt.data))
			require.ErrorIs(t, err, deploy.ErrInvalidManifest)
			require.ErrorContains(t, err, tt.wantErr)
		})
	}

	_, err = deploy.ReadManifest(filepath.Join(t.TempDir(), "missing.json"))
	require.ErrorIs(t, err, os.ErrNotExist)
}

func TestManifestAddress(t *testing.T) {
	m := validManifest()
	addr, err := m.Address(deploy.ContractEntryPoint)
	require.NoError(t, err)
	require.Equal(t, deploy.EntryPointAddress, addr)
	_, err = m.Address("Paymaster")
	require.ErrorIs(t, err, deploy.ErrUnknownContract)
}

func FuzzParseManifest(f *testing.F) {
	valid, err := validManifest().Marshal()
	require.NoError(f, err)
	f.Add(valid)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"version":1,"chainId":18446744073709551615,"rpcUrl":"ws://h","contracts":{"EntryPoint":"0x01"}}`))
	f.Add([]byte(`{"version":1,"chainId":-1}`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := deploy.ParseManifest(data)
		if err != nil {
			require.ErrorIs(t, err, deploy.ErrInvalidManifest)
			return
		}
		// Whatever parses round-trips.
		out, err := m.Marshal()
		require.NoError(t, err)
		again, err := deploy.ParseManifest(out)
		require.NoError(t, err)
		require.Equal(t, m, again)
	})
}
