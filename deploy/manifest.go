package deploy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/wordproof/wordproof/prover"
)

// ManifestVersion is the manifest format version this package reads and writes.
const ManifestVersion = 1

// Contract names in Manifest.Contracts.
const (
	// ContractEntryPoint is the ERC-4337 EntryPoint v0.8.
	ContractEntryPoint = "EntryPoint"
)

// Manifest describes one deployment of Wordproof on one chain. Every command
// that talks to the chain starts from it.
type Manifest struct {
	// Version is the format version (ManifestVersion).
	Version int `json:"version"`
	// ChainID is the chain the contracts live on.
	ChainID uint64 `json:"chainId"`
	// RPCURL is the HTTP(S) or WebSocket JSON-RPC URL of the chain.
	RPCURL string `json:"rpcUrl"`
	// WSURL is a WebSocket JSON-RPC URL of the chain, for subscriptions; optional.
	WSURL string `json:"wsUrl,omitempty"`
	// RelayerURL is the ERC-4337 bundler and sponsor endpoint; optional.
	RelayerURL string `json:"relayerUrl,omitempty"`
	// Deployer is the account that sent the deployment transactions.
	Deployer common.Address `json:"deployer"`
	// DeploymentBlock is the first block that can hold events of this
	// deployment: scanners start here.
	DeploymentBlock uint64 `json:"deploymentBlock"`
	// Contracts maps contract names (ContractEntryPoint, ...) to addresses.
	Contracts map[string]common.Address `json:"contracts"`
	// Dictionaries maps dictionary names to their Merkle roots.
	Dictionaries map[string]common.Hash `json:"dictionaries,omitempty"`
	// VerifyingKeys maps circuit names to the fingerprints (32-byte digests)
	// of the Groth16 verifying keys the deployed verifiers were generated from.
	VerifyingKeys map[string]common.Hash `json:"verifyingKeys,omitempty"`
	// KeySet labels those keys by their ceremony: contribution counts, the
	// beacons' sources, and development: true unless the deployment replayed
	// a ceremony that meets the production policy and made these keys
	// (prover.VerifyForDeployment). The shipped keys are development keys.
	KeySet *prover.Provenance `json:"keySet,omitempty"`
	// Steps lists the deployment steps completed, in order.
	Steps []string `json:"steps"`
}

// NewManifest returns an empty manifest of the current version for chainID.
func NewManifest(chainID uint64) *Manifest {
	return &Manifest{
		Version:       ManifestVersion,
		ChainID:       chainID,
		Contracts:     map[string]common.Address{},
		Dictionaries:  map[string]common.Hash{},
		VerifyingKeys: map[string]common.Hash{},
		Steps:         []string{},
	}
}

// normalize replaces nil maps and slices by empty ones.
func (m *Manifest) normalize() {
	if m.Contracts == nil {
		m.Contracts = map[string]common.Address{}
	}
	if m.Dictionaries == nil {
		m.Dictionaries = map[string]common.Hash{}
	}
	if m.VerifyingKeys == nil {
		m.VerifyingKeys = map[string]common.Hash{}
	}
	if m.Steps == nil {
		m.Steps = []string{}
	}
}

// FieldError reports one invalid manifest field; it matches
// ErrInvalidManifest with errors.Is.
type FieldError struct {
	Field  string // JSON name, with the map key for map entries (contracts.EntryPoint)
	Reason string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%v: %s: %s", ErrInvalidManifest, e.Field, e.Reason)
}

func (e *FieldError) Unwrap() error { return ErrInvalidManifest }

// Address returns the address of the named contract.
func (m *Manifest) Address(name string) (common.Address, error) {
	addr, ok := m.Contracts[name]
	if !ok {
		return common.Address{}, fmt.Errorf("%w: %q (chain %d)", ErrUnknownContract, name, m.ChainID)
	}
	return addr, nil
}

// SetContract records a contract's address.
func (m *Manifest) SetContract(name string, addr common.Address) {
	if m.Contracts == nil {
		m.Contracts = map[string]common.Address{}
	}
	m.Contracts[name] = addr
}

// markStep records a completed step once, keeping the order of first completion.
func (m *Manifest) markStep(name string) {
	if !slices.Contains(m.Steps, name) {
		m.Steps = append(m.Steps, name)
	}
}

// Validate checks every field and returns all problems found, each as a
// *FieldError (joined with errors.Join), or nil.
func (m *Manifest) Validate() error {
	var errs []error
	bad := func(field, format string, args ...any) {
		errs = append(errs, &FieldError{Field: field, Reason: fmt.Sprintf(format, args...)})
	}
	if m.Version != ManifestVersion {
		bad("version", "got %d, want %d", m.Version, ManifestVersion)
	}
	if m.ChainID == 0 {
		bad("chainId", "missing")
	}
	if reason := checkURL(m.RPCURL, true, "http", "https", "ws", "wss"); reason != "" {
		bad("rpcUrl", "%s", reason)
	}
	if reason := checkURL(m.WSURL, false, "ws", "wss"); reason != "" {
		bad("wsUrl", "%s", reason)
	}
	if reason := checkURL(m.RelayerURL, false, "http", "https"); reason != "" {
		bad("relayerUrl", "%s", reason)
	}
	if _, ok := m.Contracts[ContractEntryPoint]; !ok {
		bad("contracts."+ContractEntryPoint, "missing")
	}
	for _, name := range sortedKeys(m.Contracts) {
		switch {
		case name == "":
			bad("contracts", "empty contract name")
		case m.Contracts[name] == (common.Address{}):
			bad("contracts."+name, "zero address")
		}
	}
	for _, name := range sortedKeys(m.Dictionaries) {
		switch {
		case name == "":
			bad("dictionaries", "empty dictionary name")
		case m.Dictionaries[name] == (common.Hash{}):
			bad("dictionaries."+name, "zero root")
		}
	}
	for _, name := range sortedKeys(m.VerifyingKeys) {
		switch {
		case name == "":
			bad("verifyingKeys", "empty circuit name")
		case m.VerifyingKeys[name] == (common.Hash{}):
			bad("verifyingKeys."+name, "zero fingerprint")
		}
	}
	seen := map[string]bool{}
	for i, s := range m.Steps {
		switch {
		case s == "":
			bad(fmt.Sprintf("steps[%d]", i), "empty step name")
		case seen[s]:
			bad(fmt.Sprintf("steps[%d]", i), "duplicate step %q", s)
		}
		seen[s] = true
	}
	return errors.Join(errs...)
}

func checkURL(raw string, required bool, schemes ...string) string {
	if raw == "" {
		if required {
			return "missing"
		}
		return ""
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Sprintf("%q is not a URL", raw)
	}
	if !slices.Contains(schemes, u.Scheme) {
		return fmt.Sprintf("%q: scheme must be one of %v", raw, schemes)
	}
	if u.Host == "" {
		return fmt.Sprintf("%q: no host", raw)
	}
	return ""
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// ParseManifest decodes and validates a manifest. Unknown fields are errors,
// so that a misspelt field is not silently dropped.
func ParseManifest(data []byte) (*Manifest, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var m Manifest
	if err := dec.Decode(&m); err != nil {
		if fe := locateDecodeError(data); fe != nil {
			return nil, fe
		}
		return nil, fmt.Errorf("%w: %v", ErrInvalidManifest, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%w: trailing data after the JSON object", ErrInvalidManifest)
	}
	m.normalize()
	if err := m.Validate(); err != nil {
		return nil, err
	}
	return &m, nil
}

// ReadManifest reads and validates the manifest at path.
func ReadManifest(path string) (*Manifest, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read manifest: %w", err)
	}
	m, err := ParseManifest(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// Marshal validates the manifest and returns it as indented JSON.
func (m *Manifest) Marshal() ([]byte, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// Write validates the manifest and writes it to path atomically (a temporary
// file in the same directory, then a rename), creating parent directories.
func (m *Manifest) Write(path string) error {
	data, err := m.Marshal()
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write manifest: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".manifest-*.json")
	if err != nil {
		return fmt.Errorf("write manifest: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("write manifest: %w", err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("write manifest: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write manifest: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write manifest: %w", err)
	}
	return nil
}

// locateDecodeError finds the field (and map key) that fails to decode, for
// errors such as a malformed address that encoding/json reports without it.
// It returns nil when it cannot tell.
func locateDecodeError(data []byte) *FieldError {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return nil
	}
	decodes := func(field string, value json.RawMessage) error {
		one, err := json.Marshal(map[string]json.RawMessage{field: value})
		if err != nil {
			return err
		}
		dec := json.NewDecoder(bytes.NewReader(one))
		dec.DisallowUnknownFields()
		var probe Manifest
		return dec.Decode(&probe)
	}
	for _, field := range sortedKeys(top) {
		err := decodes(field, top[field])
		if err == nil {
			continue
		}
		var entries map[string]json.RawMessage
		if json.Unmarshal(top[field], &entries) == nil {
			for _, key := range sortedKeys(entries) {
				one, _ := json.Marshal(map[string]json.RawMessage{key: entries[key]})
				if kerr := decodes(field, one); kerr != nil {
					return &FieldError{Field: field + "." + key, Reason: kerr.Error()}
				}
			}
		}
		return &FieldError{Field: field, Reason: err.Error()}
	}
	return nil
}
