// Package bindgen generates the Go bindings in bindings/ from compiled
// contracts with go-ethereum's abigen v2, so that scripts/generate and the
// bindings drift test run exactly the same code.
//
// Contracts are bound in groups, one Go package per group: abigen names
// helper types after methods (eip712Domain gives Eip712DomainOutput) and
// shares struct types within one call, so contracts whose methods would
// collide live in packages of their own.
package bindgen

import (
	"bytes"
	"errors"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"

	"github.com/wordproof/wordproof/internal/forge"
)

// Contract names one contract to bind, where its artifact lives (relative to
// the repository root) and the Go package it goes to.
type Contract struct {
	Name     string // Go type name
	Artifact string
	Package  string // Go package under bindings/; "" for package bindings itself
}

// Contracts lists every binding. The EntryPoint comes from the npm artifact,
// because only that exact creation code lands at the canonical v0.8 address;
// the rest from forge's build of this repository.
var Contracts = []Contract{
	{Name: "EntryPoint", Artifact: "node_modules/@account-abstraction/contracts/artifacts/EntryPoint.json"},
	{Name: "SimpleAccount", Artifact: "contracts/out/SimpleAccount.sol/SimpleAccount.json"},
	{Name: "SimpleAccountFactory", Artifact: "contracts/out/SimpleAccountFactory.sol/SimpleAccountFactory.json"},
	{Name: "WorthOfWords", Artifact: "contracts/out/WorthOfWords.sol/WorthOfWords.json"},
	{Name: "DictionaryRegistry", Artifact: "contracts/out/DictionaryRegistry.sol/DictionaryRegistry.json"},
	{Name: "WordproofAccount", Artifact: "contracts/out/WordproofAccount.sol/WordproofAccount.json", Package: "account"},
	{Name: "WordproofAccountFactory", Artifact: "contracts/out/WordproofAccountFactory.sol/WordproofAccountFactory.json", Package: "account"},
	{Name: "SponsorPaymaster", Artifact: "contracts/out/SponsorPaymaster.sol/SponsorPaymaster.json", Package: "paymaster"},
	{Name: "Coins", Artifact: "contracts/out/Coins.sol/Coins.json", Package: "duel"},
	{Name: "DuelPlatform", Artifact: "contracts/out/DuelPlatform.sol/DuelPlatform.json", Package: "duel"},
	{Name: "HouseRegistry", Artifact: "contracts/out/HouseRegistry.sol/HouseRegistry.json", Package: "house"},
	{Name: "WorduelBlitz", Artifact: "contracts/out/WorduelBlitz.sol/WorduelBlitz.json", Package: "duel"},
	{Name: "WorduelBo3", Artifact: "contracts/out/WorduelBo3.sol/WorduelBo3.json", Package: "house"},
	{Name: "WordlePoker", Artifact: "contracts/out/WordlePoker.sol/WordlePoker.json", Package: "poker"},
	{Name: "WordleTacToe", Artifact: "contracts/out/WordleTacToe.sol/WordleTacToe.json", Package: "tictactoe"},
	{Name: "PuzlocDaily", Artifact: "contracts/out/PuzlocDaily.sol/PuzlocDaily.json", Package: "puzloc"},
}

// VerifierDir holds the generated Groth16 verifier contracts, relative to
// the repository root; each gets a binding in package verifiers.
const VerifierDir = "contracts/src/verifiers"

// All returns Contracts plus one binding per verifier contract under root's
// VerifierDir, in file order.
func All(root string) ([]Contract, error) {
	files, err := filepath.Glob(filepath.Join(root, VerifierDir, "*.sol"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	out := append([]Contract(nil), Contracts...)
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".sol")
		out = append(out, Contract{Name: name, Artifact: filepath.Join("contracts/out", name+".sol", name+".json"), Package: "verifiers"})
	}
	return out, nil
}

// RootPackage is the Go package name of bindings/ itself.
const RootPackage = "bindings"

// OutputFile returns the generated file of a package, relative to the
// repository root.
func OutputFile(pkg string) string {
	if pkg == "" {
		return "bindings/bindings.go"
	}
	return filepath.Join("bindings", pkg, pkg+".go")
}

// ErrStale is returned by Check when committed bindings differ from what the
// generator produces.
var ErrStale = errors.New("bindings are stale: run scripts/generate and commit the result")

// Generate returns the bindings source of every package, by output file,
// reading artifacts under root. Run forge.Build first so that the forge
// artifacts are fresh.
func Generate(root string, contracts []Contract) (map[string][]byte, error) {
	type group struct{ types, abis, codes []string }
	groups := map[string]*group{}
	for _, c := range contracts {
		a, err := forge.ReadArtifact(filepath.Join(root, c.Artifact))
		if err != nil {
			return nil, fmt.Errorf("binding %s: %w", c.Name, err)
		}
		g := groups[c.Package]
		if g == nil {
			g = &group{}
			groups[c.Package] = g
		}
		g.types = append(g.types, c.Name)
		g.abis = append(g.abis, string(a.ABI))
		g.codes = append(g.codes, a.Bytecode)
	}
	out := make(map[string][]byte, len(groups))
	for pkg, g := range groups {
		name := pkg
		if name == "" {
			name = RootPackage
		}
		src, err := abigen.BindV2(g.types, g.abis, g.codes, name, nil, nil)
		if err != nil {
			return nil, fmt.Errorf("abigen %s: %w", name, err)
		}
		out[OutputFile(pkg)] = []byte(src)
		idx, err := index(name, g.types)
		if err != nil {
			return nil, err
		}
		out[IndexFile(pkg)] = idx
	}
	return out, nil
}

// IndexFile returns the generated index of a package: a map from contract
// name to its metadata, so callers can look a contract up by name.
func IndexFile(pkg string) string {
	return filepath.Join(filepath.Dir(OutputFile(pkg)), "index.go")
}

func index(pkg string, types []string) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by internal/bindgen. DO NOT EDIT.\n\npackage %s\n\n", pkg)
	b.WriteString("import \"github.com/ethereum/go-ethereum/accounts/abi/bind/v2\"\n\n")
	b.WriteString("// ByName maps every contract bound in this package to its metadata.\n")
	b.WriteString("var ByName = map[string]*bind.MetaData{\n")
	sorted := append([]string(nil), types...)
	sort.Strings(sorted)
	for _, t := range sorted {
		fmt.Fprintf(&b, "\t%q: &%sMetaData,\n", t, t)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

// Write generates the bindings and writes every package's file under root.
func Write(root string, contracts []Contract) error {
	files, err := Generate(root, contracts)
	if err != nil {
		return err
	}
	for rel, src := range files {
		path := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, src, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Check regenerates the bindings for contracts under root and compares them
// with the committed files.
func Check(root string, contracts []Contract) error {
	files, err := Generate(root, contracts)
	if err != nil {
		return err
	}
	var stale []string
	for rel, want := range files {
		got, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil || !bytes.Equal(got, want) {
			stale = append(stale, rel)
		}
	}
	if len(stale) > 0 {
		sort.Strings(stale)
		return fmt.Errorf("%w: %v", ErrStale, stale)
	}
	return nil
}
