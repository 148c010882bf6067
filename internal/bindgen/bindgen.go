// Package bindgen generates the Go bindings in bindings/ from compiled
// contracts with go-ethereum's abigen v2, so that scripts/generate and the
// bindings drift test run exactly the same code.
package bindgen

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"

	"wordproof/internal/forge"
)

// Contract names one contract to bind and where its artifact lives, relative
// to the repository root.
type Contract struct {
	Name     string // Go type name
	Artifact string
}

// Contracts lists every binding in package bindings. The EntryPoint comes from
// the npm artifact, because only that exact creation code lands at the
// canonical v0.8 address; the rest from forge's build of this repository.
var Contracts = []Contract{
	{Name: "EntryPoint", Artifact: "node_modules/@account-abstraction/contracts/artifacts/EntryPoint.json"},
	{Name: "SimpleAccount", Artifact: "contracts/out/SimpleAccount.sol/SimpleAccount.json"},
	{Name: "SimpleAccountFactory", Artifact: "contracts/out/SimpleAccountFactory.sol/SimpleAccountFactory.json"},
	{Name: "WorthOfWords", Artifact: "contracts/out/WorthOfWords.sol/WorthOfWords.json"},
	{Name: "DictionaryRegistry", Artifact: "contracts/out/DictionaryRegistry.sol/DictionaryRegistry.json"},
	{Name: "WordproofAccount", Artifact: "contracts/out/WordproofAccount.sol/WordproofAccount.json"},
	{Name: "WordproofAccountFactory", Artifact: "contracts/out/WordproofAccountFactory.sol/WordproofAccountFactory.json"},
	{Name: "SponsorPaymaster", Artifact: "contracts/out/SponsorPaymaster.sol/SponsorPaymaster.json"},
}

// Package is the Go package name of the generated bindings.
const Package = "bindings"

// OutputFile is the generated file, relative to the repository root.
const OutputFile = "bindings/bindings.go"

// ErrStale is returned by Check when the committed bindings differ from what
// the generator produces.
var ErrStale = errors.New("bindings are stale: run scripts/generate and commit the result")

// Generate returns the bindings source for contracts, reading artifacts under
// root. Run forge.Build first so that the forge artifacts are fresh.
func Generate(root string, contracts []Contract) ([]byte, error) {
	var types, abis, codes []string
	for _, c := range contracts {
		a, err := forge.ReadArtifact(filepath.Join(root, c.Artifact))
		if err != nil {
			return nil, fmt.Errorf("binding %s: %w", c.Name, err)
		}
		types = append(types, c.Name)
		abis = append(abis, string(a.ABI))
		codes = append(codes, a.Bytecode)
	}
	src, err := abigen.BindV2(types, abis, codes, Package, nil, nil)
	if err != nil {
		return nil, fmt.Errorf("abigen: %w", err)
	}
	return []byte(src), nil
}

// Check regenerates the bindings for contracts under root and compares them
// with the committed OutputFile.
func Check(root string, contracts []Contract) error {
	want, err := Generate(root, contracts)
	if err != nil {
		return err
	}
	got, err := os.ReadFile(filepath.Join(root, OutputFile))
	if err != nil {
		return err
	}
	if !bytes.Equal(got, want) {
		return fmt.Errorf("%w (%s)", ErrStale, OutputFile)
	}
	return nil
}
