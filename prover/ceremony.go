package prover

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/groth16/bn254/mpcsetup"
	cs "github.com/consensys/gnark/constraint/bn254"

	"github.com/wordproof/wordproof/keys"
)

// ManifestFile is the name of a ceremony's manifest in its directory.
const ManifestFile = "ceremony.json"

// Manifest describes a ceremony directory:
//
//	ceremony.json                 this manifest
//	phase1/NNNN.bin               phase-1 contributions (powers of tau), in order
//	phase2/<circuit id>/NNNN.bin  phase-2 contributions of every circuit, in order
//
// Contribution files are gnark's mpcsetup encodings (compressed points).
// Phase 1 is sealed with a public random beacon before phase 2 starts, and
// phase 2 with another when the keys are made; anyone can replay the whole
// ceremony from these files (VerifyCeremony).
//
// Each beacon's public source (BeaconSource) is fixed, with FixBeacon,
// before the last contribution of its phase, so that neither the last
// contributor nor the coordinator can choose the beacon after seeing the
// contributions. Transcripts made before sources were recorded have none:
// their keys are development keys (CheckPolicy).
type Manifest struct {
	Version            int            `json:"version"`
	Power              int            `json:"power"`    // the phase-1 domain is 2^Power
	Circuits           []string       `json:"circuits"` // circuit ids (Spec.ID), in order
	Phase1             []Contribution `json:"phase1"`
	Phase1BeaconSource *BeaconSource  `json:"phase1_beacon_source,omitempty"`
	Phase1Beacon       string         `json:"phase1_beacon,omitempty"` // hex; set when phase 1 is sealed
	Phase2             []Contribution `json:"phase2"`
	Phase2BeaconSource *BeaconSource  `json:"phase2_beacon_source,omitempty"`
	Phase2Beacon       string         `json:"phase2_beacon,omitempty"` // hex; set when the keys are made
}

// BeaconSource records where a phase's beacon will come from: a public
// random value that nobody knows yet, named before the phase's last
// contribution.
type BeaconSource struct {
	// Source names the value (ParseBeaconSource):
	//   block:<chain id>:<number>   the hash of that future block
	//   drand:<network>:<round>     the randomness of that future drand round
	Source string `json:"source"`
	// Fixed is when the source was recorded (RFC 3339, UTC).
	Fixed string `json:"fixed"`
	// After is how many contributions the phase had then: at least one
	// contribution must follow.
	After int `json:"after"`
}

// DefaultMinContributions is the fewest contributions per phase that a
// production key set's ceremony must have (CheckPolicy): the keys are sound
// when one contributor of each phase destroyed their randomness, so more
// independent contributors make that likelier.
const DefaultMinContributions = 3

var beaconSourcePattern = regexp.MustCompile(`^(block):([1-9][0-9]{0,19}):([1-9][0-9]{0,19})$|^(drand):([a-z0-9][a-z0-9-]{0,63}):([1-9][0-9]{0,19})$`)

// ParseBeaconSource checks that s names a future public random value:
// "block:<chain id>:<number>" (that block's hash) or
// "drand:<network>:<round>" (a drand network's name or chain hash in lower
// case, and the round).
func ParseBeaconSource(s string) error {
	if !beaconSourcePattern.MatchString(s) {
		return fmt.Errorf("%w: beacon source %q (want block:<chain id>:<number> or drand:<network>:<round>)", ErrBadCeremony, s)
	}
	return nil
}

// Contribution records one contribution: who, when, and the SHA-256 of each
// file it wrote (one for phase 1, one per circuit for phase 2).
type Contribution struct {
	Name   string            `json:"name"`
	Time   string            `json:"time"` // RFC 3339, UTC
	SHA256 map[string]string `json:"sha256"`
}

const manifestVersion = 1

// Ceremony is an open ceremony directory.
type Ceremony struct {
	dir string
	m   Manifest
}

// MinPower returns the smallest phase-1 power that fits every circuit.
func MinPower(specs []Spec) (int, error) {
	power := 0
	for _, s := range specs {
		ccs, err := s.Compile()
		if err != nil {
			return 0, err
		}
		n := ecc.NextPowerOfTwo(uint64(ccs.GetNbConstraints()))
		for 1<<power < n {
			power++
		}
	}
	return power, nil
}

// NewCeremony creates a ceremony for the circuits in an empty or missing
// directory. power 0 picks MinPower.
func NewCeremony(dir string, power int, specs []Spec) (*Ceremony, error) {
	if len(specs) == 0 {
		return nil, fmt.Errorf("%w: no circuits", ErrBadCeremony)
	}
	need, err := MinPower(specs)
	if err != nil {
		return nil, err
	}
	if power == 0 {
		power = need
	}
	if power < need || power > 24 {
		return nil, fmt.Errorf("%w: power %d (the circuits need %d..24)", ErrBadCeremony, power, need)
	}
	if _, err := os.Stat(filepath.Join(dir, ManifestFile)); err == nil {
		return nil, fmt.Errorf("%w: %s already holds a ceremony", ErrBadCeremony, dir)
	}
	c := &Ceremony{dir: dir, m: Manifest{Version: manifestVersion, Power: power}}
	for _, s := range specs {
		if slices.Contains(c.m.Circuits, s.ID()) {
			return nil, fmt.Errorf("%w: circuit %s listed twice", ErrBadCeremony, s.ID())
		}
		c.m.Circuits = append(c.m.Circuits, s.ID())
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return c, c.save()
}

// OpenCeremony reads a ceremony directory's manifest.
func OpenCeremony(dir string) (*Ceremony, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadCeremony, err)
	}
	m, err := ParseManifest(b)
	if err != nil {
		return nil, err
	}
	return &Ceremony{dir: dir, m: m}, nil
}

// ParseManifest decodes a ceremony manifest (ceremony.json), rejecting
// unknown fields.
func ParseManifest(b []byte) (Manifest, error) {
	var m Manifest
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, fmt.Errorf("%w: %s: %w", ErrBadCeremony, ManifestFile, err)
	}
	if m.Version != manifestVersion || m.Power < 1 || m.Power > 24 || len(m.Circuits) == 0 {
		return m, fmt.Errorf("%w: %s: version %d, power %d, %d circuits", ErrBadCeremony, ManifestFile, m.Version, m.Power, len(m.Circuits))
	}
	for _, id := range m.Circuits {
		if _, err := ParseID(id); err != nil {
			return m, fmt.Errorf("%w: %w", ErrBadCeremony, err)
		}
	}
	return m, nil
}

// Manifest returns a copy of the manifest.
func (c *Ceremony) Manifest() Manifest { return c.m }

// Dir returns the ceremony directory.
func (c *Ceremony) Dir() string { return c.dir }

func (c *Ceremony) save() error {
	b, err := json.MarshalIndent(c.m, "", "  ")
	if err != nil {
		return err
	}
	return writeFileAtomic(filepath.Join(c.dir, ManifestFile), append(b, '\n'))
}

func writeFileAtomic(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func phase1File(i int) string { return filepath.Join("phase1", fmt.Sprintf("%04d.bin", i+1)) }
func phase2File(id string, i int) string {
	return filepath.Join("phase2", id, fmt.Sprintf("%04d.bin", i+1))
}

// readContribution reads a contribution file, checking its recorded hash.
func (c *Ceremony) readContribution(rel, wantHash string, into io.ReaderFrom) error {
	b, err := os.ReadFile(filepath.Join(c.dir, rel))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadCeremony, err)
	}
	sum := sha256.Sum256(b)
	if hex.EncodeToString(sum[:]) != wantHash {
		return fmt.Errorf("%w: %s does not match its hash in %s", ErrBadCeremony, rel, ManifestFile)
	}
	n, err := into.ReadFrom(bytes.NewReader(b))
	if err != nil {
		return fmt.Errorf("%w: %s: %w", ErrBadCeremony, rel, err)
	}
	if int(n) != len(b) {
		return fmt.Errorf("%w: %s has %d trailing bytes", ErrBadCeremony, rel, len(b)-int(n))
	}
	return nil
}

func (c *Ceremony) writeContribution(rel string, v io.WriterTo) (string, error) {
	var buf bytes.Buffer
	if _, err := v.WriteTo(&buf); err != nil {
		return "", err
	}
	if err := writeFileAtomic(filepath.Join(c.dir, rel), buf.Bytes()); err != nil {
		return "", err
	}
	sum := sha256.Sum256(buf.Bytes())
	return hex.EncodeToString(sum[:]), nil
}

func (c *Ceremony) lastPhase1() (*mpcsetup.Phase1, error) {
	p := new(mpcsetup.Phase1)
	if len(c.m.Phase1) == 0 {
		p.Initialize(1 << c.m.Power)
		return p, nil
	}
	i := len(c.m.Phase1) - 1
	return p, c.readContribution(phase1File(i), c.m.Phase1[i].SHA256["phase1"], p)
}

// commons returns the sealed phase-1 parameters truncated to a domain of n.
func (c *Ceremony) commons() (*mpcsetup.SrsCommons, error) {
	if c.m.Phase1Beacon == "" {
		return nil, fmt.Errorf("%w: phase 1 is not sealed", ErrBadCeremony)
	}
	beacon, err := hex.DecodeString(c.m.Phase1Beacon)
	if err != nil {
		return nil, fmt.Errorf("%w: phase-1 beacon: %w", ErrBadCeremony, err)
	}
	last, err := c.lastPhase1()
	if err != nil {
		return nil, err
	}
	commons := last.Seal(beacon)
	return &commons, nil
}

// truncate returns the powers of tau for a smaller domain n: a prefix of
// each vector, as a phase-1 result for 2^k serves every smaller power of two.
func truncate(s *mpcsetup.SrsCommons, n int) *mpcsetup.SrsCommons {
	var t mpcsetup.SrsCommons
	t.G1.Tau = s.G1.Tau[:2*n-1]
	t.G1.AlphaTau = s.G1.AlphaTau[:n]
	t.G1.BetaTau = s.G1.BetaTau[:n]
	t.G2.Tau = s.G2.Tau[:n]
	t.G2.Beta = s.G2.Beta
	return &t
}

// circuitSetup compiles a ceremony circuit and returns its R1CS and the
// phase-1 parameters cut to its domain.
func circuitSetup(id string, commons *mpcsetup.SrsCommons) (*cs.R1CS, *mpcsetup.SrsCommons, error) {
	s, err := ParseID(id)
	if err != nil {
		return nil, nil, err
	}
	ccs, err := s.Compile()
	if err != nil {
		return nil, nil, err
	}
	n := int(ecc.NextPowerOfTwo(uint64(ccs.GetNbConstraints())))
	if n > len(commons.G1.AlphaTau) {
		return nil, nil, fmt.Errorf("%w: %s needs a domain of %d, phase 1 has %d", ErrBadCeremony, id, n, len(commons.G1.AlphaTau))
	}
	return ccs.(*cs.R1CS), truncate(commons, n), nil
}

func (c *Ceremony) lastPhase2(id string, r1cs *cs.R1CS, commons *mpcsetup.SrsCommons) (*mpcsetup.Phase2, error) {
	p := new(mpcsetup.Phase2)
	if len(c.m.Phase2) == 0 {
		p.Initialize(r1cs, commons)
		return p, nil
	}
	i := len(c.m.Phase2) - 1
	return p, c.readContribution(phase2File(id, i), c.m.Phase2[i].SHA256[id], p)
}

// Contribute adds one contribution with fresh randomness from crypto/rand:
// to phase 1 until it is sealed, then to phase 2 of every circuit. The
// randomness is dropped when it returns ("toxic waste").
func (c *Ceremony) Contribute(ctx context.Context, name string) (Contribution, error) {
	contrib := Contribution{Name: name, Time: time.Now().UTC().Format(time.RFC3339), SHA256: map[string]string{}}
	switch {
	case c.m.Phase2Beacon != "":
		return contrib, fmt.Errorf("%w: the ceremony is finalised", ErrBadCeremony)
	case c.m.Phase1Beacon == "":
		p, err := c.lastPhase1()
		if err != nil {
			return contrib, err
		}
		p.Contribute()
		h, err := c.writeContribution(phase1File(len(c.m.Phase1)), p)
		if err != nil {
			return contrib, err
		}
		contrib.SHA256["phase1"] = h
		c.m.Phase1 = append(c.m.Phase1, contrib)
	default:
		commons, err := c.commons()
		if err != nil {
			return contrib, err
		}
		for _, id := range c.m.Circuits {
			if err := ctx.Err(); err != nil {
				return contrib, err
			}
			r1cs, cm, err := circuitSetup(id, commons)
			if err != nil {
				return contrib, err
			}
			p, err := c.lastPhase2(id, r1cs, cm)
			if err != nil {
				return contrib, err
			}
			p.Contribute()
			h, err := c.writeContribution(phase2File(id, len(c.m.Phase2)), p)
			if err != nil {
				return contrib, err
			}
			contrib.SHA256[id] = h
		}
		c.m.Phase2 = append(c.m.Phase2, contrib)
	}
	return contrib, c.save()
}

// SealPhase1 ends phase 1 with a public random beacon (for instance a
// drand round or a block hash chosen before it was known). Phase 2 starts.
func (c *Ceremony) SealPhase1(beacon []byte) error {
	if c.m.Phase1Beacon != "" {
		return fmt.Errorf("%w: phase 1 is already sealed", ErrBadCeremony)
	}
	if len(c.m.Phase1) == 0 {
		return fmt.Errorf("%w: phase 1 has no contribution", ErrBadCeremony)
	}
	if len(beacon) == 0 {
		return fmt.Errorf("%w: empty beacon", ErrBadCeremony)
	}
	c.m.Phase1Beacon = hex.EncodeToString(beacon)
	return c.save()
}

// CircuitKeys are the keys of one circuit made by a ceremony.
type CircuitKeys struct {
	Circuit string
	PK      groth16.ProvingKey
	VK      groth16.VerifyingKey
}

// Verify replays the whole ceremony: it checks every file against its hash,
// every phase-1 and phase-2 contribution against the previous one (proofs of
// knowledge of the update and consistency of the powers), and with the
// beacons derives the keys of every circuit. The phase-2 beacon may be given
// (Finalize) or taken from the manifest.
func (c *Ceremony) Verify(ctx context.Context, phase2Beacon []byte) ([]CircuitKeys, error) {
	if len(c.m.Phase1) == 0 || c.m.Phase1Beacon == "" || len(c.m.Phase2) == 0 {
		return nil, fmt.Errorf("%w: the ceremony needs phase-1 contributions, a phase-1 beacon and phase-2 contributions", ErrBadCeremony)
	}
	if phase2Beacon == nil {
		b, err := hex.DecodeString(c.m.Phase2Beacon)
		if err != nil || len(b) == 0 {
			return nil, fmt.Errorf("%w: no phase-2 beacon", ErrBadCeremony)
		}
		phase2Beacon = b
	}
	prev := mpcsetup.NewPhase1(1 << c.m.Power)
	for i := range c.m.Phase1 {
		next := new(mpcsetup.Phase1)
		if err := c.readContribution(phase1File(i), c.m.Phase1[i].SHA256["phase1"], next); err != nil {
			return nil, err
		}
		if err := prev.Verify(next); err != nil {
			return nil, fmt.Errorf("%w: phase-1 contribution %d (%s): %w", ErrBadCeremony, i+1, c.m.Phase1[i].Name, err)
		}
		prev = next
	}
	commons, err := c.commons()
	if err != nil {
		return nil, err
	}
	var out []CircuitKeys
	for _, id := range c.m.Circuits {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r1cs, cm, err := circuitSetup(id, commons)
		if err != nil {
			return nil, err
		}
		contribs := make([]*mpcsetup.Phase2, len(c.m.Phase2))
		for i := range contribs {
			contribs[i] = new(mpcsetup.Phase2)
			if err := c.readContribution(phase2File(id, i), c.m.Phase2[i].SHA256[id], contribs[i]); err != nil {
				return nil, err
			}
		}
		pk, vk, err := mpcsetup.VerifyPhase2(r1cs, cm, phase2Beacon, contribs...)
		if err != nil {
			return nil, fmt.Errorf("%w: phase 2 of %s: %w", ErrBadCeremony, id, err)
		}
		out = append(out, CircuitKeys{Circuit: id, PK: pk, VK: vk})
	}
	return out, nil
}

// Finalize seals phase 2 with a public random beacon, verifies the whole
// ceremony and writes <id>.pk and <id>.vk of every circuit into keysDir.
func (c *Ceremony) Finalize(ctx context.Context, beacon []byte, keysDir string) ([]CircuitKeys, error) {
	if c.m.Phase2Beacon != "" {
		return nil, fmt.Errorf("%w: the ceremony is already finalised", ErrBadCeremony)
	}
	if len(beacon) == 0 {
		return nil, fmt.Errorf("%w: empty beacon", ErrBadCeremony)
	}
	keys, err := c.Verify(ctx, beacon)
	if err != nil {
		return nil, err
	}
	if err := WriteKeys(keysDir, keys); err != nil {
		return nil, err
	}
	c.m.Phase2Beacon = hex.EncodeToString(beacon)
	return keys, c.save()
}

// WriteKeys writes <id>.pk and <id>.vk for every circuit into dir.
func WriteKeys(dir string, keys []CircuitKeys) error {
	for _, k := range keys {
		for name, v := range map[string]io.WriterTo{pkFile(k.Circuit): k.PK, vkFile(k.Circuit): k.VK} {
			var buf bytes.Buffer
			if err := writeKey(&buf, v); err != nil {
				return err
			}
			if err := writeFileAtomic(filepath.Join(dir, name), buf.Bytes()); err != nil {
				return err
			}
		}
	}
	return nil
}

// CheckKeys compares keys made by a ceremony with the verifying keys of a
// key set byte for byte.
func CheckKeys(keySet fs.FS, keys []CircuitKeys) error {
	for _, k := range keys {
		_, raw, err := readVK(keySet, k.Circuit)
		if err != nil {
			return err
		}
		var buf bytes.Buffer
		if err := writeKey(&buf, k.VK); err != nil {
			return err
		}
		if !bytes.Equal(raw, buf.Bytes()) {
			return fmt.Errorf("%w: %s: the verifying key differs from the ceremony's", ErrBadKeys, k.Circuit)
		}
	}
	return nil
}

// FixBeacon records the public source of a phase's beacon (1 or 2). It
// must come before the phase's last contribution (CheckPolicy), and a
// source once fixed cannot change, so that nobody picks a beacon after
// seeing the contributions.
func (c *Ceremony) FixBeacon(phase int, source string) error {
	if err := ParseBeaconSource(source); err != nil {
		return err
	}
	var slot **BeaconSource
	var after int
	switch phase {
	case 1:
		if c.m.Phase1Beacon != "" {
			return fmt.Errorf("%w: phase 1 is already sealed", ErrBadCeremony)
		}
		slot, after = &c.m.Phase1BeaconSource, len(c.m.Phase1)
	case 2:
		if c.m.Phase2Beacon != "" {
			return fmt.Errorf("%w: the ceremony is finalised", ErrBadCeremony)
		}
		slot, after = &c.m.Phase2BeaconSource, len(c.m.Phase2)
	default:
		return fmt.Errorf("%w: phase %d (want 1 or 2)", ErrBadCeremony, phase)
	}
	if *slot != nil {
		return fmt.Errorf("%w: the phase-%d beacon source is already fixed (%s)", ErrBadCeremony, phase, (*slot).Source)
	}
	*slot = &BeaconSource{Source: source, Fixed: time.Now().UTC().Format(time.RFC3339), After: after}
	return c.save()
}

// CheckPolicy reports, wrapped in ErrDevKeys, every reason why the keys of
// m are development keys: a phase with fewer than minContributions
// contributions, or a beacon without a valid public source fixed before
// the phase's last contribution, or not 32 bytes (a block hash or a drand
// randomness). nil means m meets the policy; the contributions themselves
// are checked by Verify.
func (m Manifest) CheckPolicy(minContributions int) error {
	var why []string
	phases := []struct {
		n      int
		src    *BeaconSource
		beacon string
	}{{len(m.Phase1), m.Phase1BeaconSource, m.Phase1Beacon}, {len(m.Phase2), m.Phase2BeaconSource, m.Phase2Beacon}}
	for i, ph := range phases {
		if ph.n < minContributions {
			why = append(why, fmt.Sprintf("phase %d has %d contribution%s (at least %d required)", i+1, ph.n, plural(ph.n), minContributions))
		}
		switch {
		case ph.src == nil:
			why = append(why, fmt.Sprintf("the phase-%d beacon has no recorded public source", i+1))
		case ParseBeaconSource(ph.src.Source) != nil:
			why = append(why, fmt.Sprintf("the phase-%d beacon source %q names no public random value", i+1, ph.src.Source))
		case ph.src.After >= ph.n:
			why = append(why, fmt.Sprintf("the phase-%d beacon source was fixed after the phase's last contribution", i+1))
		case len(ph.beacon) != 64:
			why = append(why, fmt.Sprintf("the phase-%d beacon is not the 32-byte value of its source", i+1))
		}
	}
	if len(why) > 0 {
		return fmt.Errorf("%w: %s", ErrDevKeys, strings.Join(why, "; "))
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Provenance describes a key set by its ceremony transcript, as `wordproof
// keys fingerprint`, the deployment manifest and the auditor print it.
type Provenance struct {
	// Development is set when the transcript does not meet the policy
	// (CheckPolicy): whoever ran the ceremony may be able to forge proofs.
	Development bool `json:"development"`
	// Reason says why the keys are development keys.
	Reason string `json:"reason,omitempty"`
	// Replayed tells whether the transcript was replayed and its keys
	// compared with these (Verify, CheckKeys), as deploy does; a label read
	// from a transcript alone is a claim.
	Replayed bool `json:"replayed"`
	Phase1   int  `json:"phase1Contributions"`
	Phase2   int  `json:"phase2Contributions"`
	// BeaconSources are the phase-1 and phase-2 beacons' sources, "" when
	// none was recorded.
	BeaconSources [2]string `json:"beaconSources"`
}

// Provenance labels the keys of m under the policy of minContributions;
// replayed tells whether the transcript was replayed against the keys.
func (m Manifest) Provenance(minContributions int, replayed bool) Provenance {
	p := Provenance{Phase1: len(m.Phase1), Phase2: len(m.Phase2), Replayed: replayed}
	for i, src := range []*BeaconSource{m.Phase1BeaconSource, m.Phase2BeaconSource} {
		if src != nil {
			p.BeaconSources[i] = src.Source
		}
	}
	if err := m.CheckPolicy(minContributions); err != nil {
		p.Development, p.Reason = true, strings.TrimPrefix(err.Error(), ErrDevKeys.Error()+": ")
	}
	return p
}

// String is the one-line label: "development keys, not for real value
// (...): why" or "ceremony keys (...)", with the contribution counts and
// the beacons' sources.
func (p Provenance) String() string {
	src := func(s string) string {
		if s == "" {
			return "none recorded"
		}
		return s
	}
	counts := fmt.Sprintf("%d phase-1 and %d phase-2 contributions; beacon sources: phase 1 %s, phase 2 %s",
		p.Phase1, p.Phase2, src(p.BeaconSources[0]), src(p.BeaconSources[1]))
	if p.Development {
		return fmt.Sprintf("development keys, not for real value (%s): %s", counts, p.Reason)
	}
	if !p.Replayed {
		counts += "; transcript not replayed here: wordproof keys verify-ceremony"
	}
	return fmt.Sprintf("ceremony keys (%s)", counts)
}

// ShippedTranscript returns the manifest of the ceremony that made the
// shipped keys (package keys embeds it).
func ShippedTranscript() (Manifest, error) {
	return ParseManifest(keys.Transcript())
}

// ShippedProvenance labels the shipped keys from their embedded transcript
// under the default policy, without replaying it.
func ShippedProvenance() Provenance {
	m, err := ShippedTranscript()
	if err != nil {
		return Provenance{Development: true, Reason: err.Error()}
	}
	return m.Provenance(DefaultMinContributions, false)
}

// VerifyForDeployment is what a production deployment requires of the key
// set in use: the ceremony in dir meets the policy of minContributions, it
// replays, and its verifying keys are keySet's. It returns the provenance
// to record.
func VerifyForDeployment(ctx context.Context, dir string, keySet fs.FS, minContributions int) (Provenance, error) {
	c, err := OpenCeremony(dir)
	if err != nil {
		return Provenance{}, err
	}
	if err := c.m.CheckPolicy(minContributions); err != nil {
		return Provenance{}, err
	}
	keys, err := c.Verify(ctx, nil)
	if err != nil {
		return Provenance{}, err
	}
	if err := CheckKeys(keySet, keys); err != nil {
		return Provenance{}, err
	}
	// every key deployed must come from this ceremony
	fps, err := Fingerprints(keySet)
	if err != nil {
		return Provenance{}, err
	}
	for _, fp := range fps {
		if !slices.Contains(c.m.Circuits, fp.Circuit) {
			return Provenance{}, fmt.Errorf("%w: the key set's %s is not made by the ceremony in %s", ErrBadKeys, fp.Circuit, dir)
		}
	}
	return c.m.Provenance(minContributions, true), nil
}
