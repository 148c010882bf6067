package dapp

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteSite writes the static site into dir, minus the WebAssembly module
// and wasm_exec.js (scripts/build-dapp builds and copies those): every file
// of static, and keySet's key files under keys/ (SiteKeys) with their
// manifest.
func WriteSite(dir string, static, keySet fs.FS) (Manifest, error) {
	files, err := SiteKeys(keySet)
	if err != nil {
		return Manifest{}, err
	}
	m, err := NewManifest(files, FormatRaw)
	if err != nil {
		return m, err
	}
	if err := os.MkdirAll(filepath.Join(dir, "keys"), 0o755); err != nil {
		return m, err
	}
	if err := copyFS(dir, static); err != nil {
		return m, fmt.Errorf("static files: %w", err)
	}
	for _, f := range m.Files {
		if err := os.WriteFile(filepath.Join(dir, "keys", f.Name), files[f.Name], 0o644); err != nil {
			return m, err
		}
	}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return m, err
	}
	return m, os.WriteFile(filepath.Join(dir, "keys", "manifest.json"), append(b, '\n'), 0o644)
}

func copyFS(dir string, src fs.FS) error {
	return fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}
