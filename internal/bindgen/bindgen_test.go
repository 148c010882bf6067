package bindgen

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

const (
	abiV1 = `[{"type":"function","name":"ping","inputs":[],"outputs":[],"stateMutability":"nonpayable"}]`
	abiV2 = `[{"type":"function","name":"ping","inputs":[{"name":"n","type":"uint256"}],"outputs":[],"stateMutability":"nonpayable"}]`
)

// TestCheckDetectsDrift shows the drift check failing when a contract's ABI
// changes after its bindings were generated, and passing once regenerated.
func TestCheckDetectsDrift(t *testing.T) {
	root := t.TempDir()
	contracts := []Contract{{Name: "Pinger", Artifact: "out/Pinger.json"}}
	writeFile(t, root, "out/Pinger.json", `{"abi":`+abiV1+`,"bytecode":{"object":"0x6000"}}`)

	files, err := Generate(root, contracts)
	require.NoError(t, err)
	require.Contains(t, string(files[OutputFile("")]), "func (pinger *Pinger) PackPing()")
	require.NoError(t, Write(root, contracts))
	require.NoError(t, Check(root, contracts))

	writeFile(t, root, "out/Pinger.json", `{"abi":`+abiV2+`,"bytecode":{"object":"0x6000"}}`)
	require.ErrorIs(t, Check(root, contracts), ErrStale)

	writeFile(t, root, "out/Pinger.json", `{"abi":`+abiV1+`,"bytecode":{"object":"0x6001"}}`)
	require.ErrorIs(t, Check(root, contracts), ErrStale, "bytecode change")
}

func TestGenerateMissingArtifact(t *testing.T) {
	_, err := Generate(t.TempDir(), []Contract{{Name: "Gone", Artifact: "out/Gone.json"}})
	require.ErrorIs(t, err, os.ErrNotExist)
}

func writeFile(t *testing.T, root, rel, body string) {
	t.Helper()
	p := filepath.Join(root, rel)
	require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
	require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
}

// TestPackagesSeparateCollidingNames binds two contracts whose methods share a
// name into two packages, each compiling on its own.
func TestPackagesSeparateCollidingNames(t *testing.T) {
	root := t.TempDir()
	abi := `[{"type":"function","name":"info","inputs":[],"outputs":[{"name":"a","type":"uint256"},{"name":"b","type":"bool"}],"stateMutability":"view"}]`
	writeFile(t, root, "out/A.json", `{"abi":`+abi+`,"bytecode":"0x6000"}`)
	writeFile(t, root, "out/B.json", `{"abi":`+abi+`,"bytecode":"0x6000"}`)
	files, err := Generate(root, []Contract{
		{Name: "A", Artifact: "out/A.json"},
		{Name: "B", Artifact: "out/B.json", Package: "other"},
	})
	require.NoError(t, err)
	require.Equal(t, 4, len(files), "a binding and an index per package")
	require.Contains(t, string(files["bindings/other/index.go"]), `"B": &BMetaData,`)
	require.Contains(t, string(files["bindings/other/other.go"]), "package other")
	require.Contains(t, string(files["bindings/other/other.go"]), "type InfoOutput struct")
	require.Contains(t, string(files["bindings/bindings.go"]), "type InfoOutput struct")
}
