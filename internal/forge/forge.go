// Package forge locates the repository and runs the pinned Foundry toolchain
// (installed from npm by scripts/bootstrap) for Go tests and generators.
package forge

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
)

// ErrNotInstalled is returned when the npm-installed forge binary is missing.
var ErrNotInstalled = errors.New("forge not installed: run scripts/bootstrap")

// ErrNoRoot is returned when no enclosing directory holds the project's go.mod.
var ErrNoRoot = errors.New("wordproof repository root not found")

// Root returns the repository root: the nearest directory at or above the
// working directory that holds both go.mod and foundry.toml.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if fileExists(filepath.Join(dir, "go.mod")) && fileExists(filepath.Join(dir, "foundry.toml")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", ErrNoRoot
		}
		dir = parent
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// Binary returns the path of the pinned forge binary under root.
func Binary(root string) (string, error) {
	bin := filepath.Join(root, "node_modules", ".bin", "forge")
	if !fileExists(bin) {
		return "", ErrNotInstalled
	}
	return bin, nil
}

var buildMu sync.Mutex // one forge build at a time per process

// Build runs `forge build` in root, so contracts/out holds fresh artifacts.
func Build(ctx context.Context, root string) error { return BuildIn(ctx, root, root) }

// BuildIn runs the pinned forge of the repository at root on another
// Foundry project (its own foundry.toml, which can name root's
// scripts/solc), for contracts that are not part of the repository.
func BuildIn(ctx context.Context, root, project string) error {
	bin, err := Binary(root)
	if err != nil {
		return err
	}
	buildMu.Lock()
	defer buildMu.Unlock()
	cmd := exec.CommandContext(ctx, bin, "build", "--root", project)
	cmd.Dir = project
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("forge build: %w\n%s", err, out.String())
	}
	return nil
}

// Artifact is the part of a compiled contract that bindings and deployments use.
type Artifact struct {
	ABI      json.RawMessage
	Bytecode string // creation code, 0x-prefixed hex
}

// ReadArtifact reads a forge artifact (contracts/out/F.sol/C.json) or a
// Hardhat-style artifact (as npm packages ship them) from path.
func ReadArtifact(path string) (*Artifact, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw struct {
		ABI      json.RawMessage `json:"abi"`
		Bytecode json.RawMessage `json:"bytecode"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("artifact %s: %w", path, err)
	}
	if len(raw.ABI) == 0 {
		return nil, fmt.Errorf("artifact %s: no abi", path)
	}
	a := &Artifact{ABI: raw.ABI}
	// forge nests the code as {"object": "0x..."}; Hardhat stores the string.
	var forgeCode struct {
		Object string `json:"object"`
	}
	if err := json.Unmarshal(raw.Bytecode, &a.Bytecode); err != nil {
		if err := json.Unmarshal(raw.Bytecode, &forgeCode); err != nil {
			return nil, fmt.Errorf("artifact %s: bytecode: %w", path, err)
		}
		a.Bytecode = forgeCode.Object
	}
	return a, nil
}
