package dapp

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/wordproof/wordproof/prover"
)

// ManifestVersion is the version of the key manifest format.
const ManifestVersion = 1

// Manifest lists the key files a site serves under keys/ (its
// keys/manifest.json): the browser fetches nothing else as a key.
type Manifest struct {
	Version int       `json:"version"`
	Files   []KeyFile `json:"files"`
}

// KeyFile is one key file of a manifest.
type KeyFile struct {
	Name    string `json:"name"`    // file name under keys/: <circuit>.pk or <circuit>.vk
	Circuit string `json:"circuit"` // circuit id, see prover.Spec.ID
	Size    int    `json:"size"`    // bytes
	SHA256  string `json:"sha256"`  // hex digest of the file
}

// BuildManifest lists every key file (<id>.pk, <id>.vk) of keySet with its
// digest. Each circuit needs both files.
func BuildManifest(keySet fs.FS) (Manifest, error) {
	m := Manifest{Version: ManifestVersion}
	for _, pattern := range []string{"*.pk", "*.vk"} {
		names, err := fs.Glob(keySet, pattern)
		if err != nil {
			return m, err
		}
		for _, n := range names {
			b, err := fs.ReadFile(keySet, n)
			if err != nil {
				return m, err
			}
			sum := sha256.Sum256(b)
			m.Files = append(m.Files, KeyFile{
				Name: n, Circuit: strings.TrimSuffix(n, path.Ext(n)), Size: len(b), SHA256: hex.EncodeToString(sum[:]),
			})
		}
	}
	sort.Slice(m.Files, func(i, j int) bool { return m.Files[i].Name < m.Files[j].Name })
	return m, m.check()
}

// ParseManifest decodes and checks a manifest.
func ParseManifest(b []byte) (Manifest, error) {
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("%w: %w", ErrBadManifest, err)
	}
	return m, m.check()
}

// check requires a known version, and for every circuit a known id, one
// .pk and one .vk with well-formed digests.
func (m Manifest) check() error {
	if m.Version != ManifestVersion {
		return fmt.Errorf("%w: version %d (want %d)", ErrBadManifest, m.Version, ManifestVersion)
	}
	if len(m.Files) == 0 {
		return fmt.Errorf("%w: no key files", ErrBadManifest)
	}
	seen := map[string]bool{}
	for _, f := range m.Files {
		if _, err := prover.ParseID(f.Circuit); err != nil {
			return fmt.Errorf("%w: %s: %w", ErrBadManifest, f.Name, err)
		}
		if f.Name != f.Circuit+".pk" && f.Name != f.Circuit+".vk" {
			return fmt.Errorf("%w: file %q is not %s.pk or %s.vk", ErrBadManifest, f.Name, f.Circuit, f.Circuit)
		}
		if seen[f.Name] {
			return fmt.Errorf("%w: %s listed twice", ErrBadManifest, f.Name)
		}
		seen[f.Name] = true
		if d, err := hex.DecodeString(f.SHA256); err != nil || len(d) != sha256.Size {
			return fmt.Errorf("%w: %s: sha256 %q is not 32 bytes of hex", ErrBadManifest, f.Name, f.SHA256)
		}
		if f.Size <= 0 {
			return fmt.Errorf("%w: %s: size %d", ErrBadManifest, f.Name, f.Size)
		}
	}
	for _, f := range m.Files {
		if !seen[f.Circuit+".pk"] || !seen[f.Circuit+".vk"] {
			return fmt.Errorf("%w: circuit %s needs both %s.pk and %s.vk", ErrBadManifest, f.Circuit, f.Circuit, f.Circuit)
		}
	}
	return nil
}

// Circuit returns the files of one circuit (its .pk and .vk), or none.
func (m Manifest) Circuit(id string) []KeyFile {
	var out []KeyFile
	for _, f := range m.Files {
		if f.Circuit == id {
			out = append(out, f)
		}
	}
	return out
}

func (m Manifest) file(name string) (KeyFile, bool) {
	for _, f := range m.Files {
		if f.Name == name {
			return f, true
		}
	}
	return KeyFile{}, false
}
