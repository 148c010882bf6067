package dapp

import (
	"bytes"
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

// Formats of a manifest's proving keys.
const (
	FormatCompressed = "compressed" // gnark's compressed encoding, as package keys ships them
	FormatRaw        = "raw"        // gnark's raw dump (prover.WriteRawProvingKey): no decoding work
)

// Manifest lists the key files a site serves under keys/ (its
// keys/manifest.json): the browser fetches nothing else as a key.
type Manifest struct {
	Version     int       `json:"version"`
	ProvingKeys string    `json:"provingKeys"` // FormatRaw or FormatCompressed
	Files       []KeyFile `json:"files"`
}

// KeyFile is one key file of a manifest.
type KeyFile struct {
	Name    string `json:"name"`    // file name under keys/: <circuit>.pk, .vk or .ccs (compiled circuit, optional)
	Circuit string `json:"circuit"` // circuit id, see prover.Spec.ID
	Size    int    `json:"size"`    // bytes
	SHA256  string `json:"sha256"`  // hex digest of the file
}

// SiteKeys returns the key files a site serves, by name: every verifying
// key of keySet as it is (its digest is the fingerprint a deployment
// records), every proving key, read with all its points checked, in
// gnark's raw dump (FormatRaw), which a browser reads 60 times faster, and
// each circuit compiled (<id>.ccs), which a browser reads faster than it
// compiles.
func SiteKeys(keySet fs.FS) (map[string][]byte, error) {
	vks, err := fs.Glob(keySet, "*.vk")
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, vk := range vks {
		id := strings.TrimSuffix(vk, ".vk")
		if out[vk], err = fs.ReadFile(keySet, vk); err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := prover.WriteRawProvingKey(&buf, keySet, id); err != nil {
			return nil, err
		}
		out[id+".pk"] = buf.Bytes()
		s, err := prover.ParseID(id)
		if err != nil {
			return nil, err
		}
		var ccs bytes.Buffer
		if err := prover.WriteConstraintSystem(&ccs, s); err != nil {
			return nil, err
		}
		out[id+".ccs"] = ccs.Bytes()
	}
	return out, nil
}

// NewManifest lists files (by name: <id>.pk and <id>.vk) with their
// digests; format is the proving keys' encoding.
func NewManifest(files map[string][]byte, format string) (Manifest, error) {
	m := Manifest{Version: ManifestVersion, ProvingKeys: format}
	for n, b := range files {
		sum := sha256.Sum256(b)
		m.Files = append(m.Files, KeyFile{
			Name: n, Circuit: strings.TrimSuffix(n, path.Ext(n)), Size: len(b), SHA256: hex.EncodeToString(sum[:]),
		})
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
	if m.ProvingKeys != FormatRaw && m.ProvingKeys != FormatCompressed {
		return fmt.Errorf("%w: proving key format %q (want %q or %q)", ErrBadManifest, m.ProvingKeys, FormatRaw, FormatCompressed)
	}
	if len(m.Files) == 0 {
		return fmt.Errorf("%w: no key files", ErrBadManifest)
	}
	seen := map[string]bool{}
	for _, f := range m.Files {
		if _, err := prover.ParseID(f.Circuit); err != nil {
			return fmt.Errorf("%w: %s: %w", ErrBadManifest, f.Name, err)
		}
		if ext := strings.TrimPrefix(f.Name, f.Circuit); ext != ".pk" && ext != ".vk" && ext != ".ccs" {
			return fmt.Errorf("%w: file %q is not %s.pk, .vk or .ccs", ErrBadManifest, f.Name, f.Circuit)
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

// Circuit returns the files of one circuit (its .pk, .vk and .ccs), or
// none.
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
