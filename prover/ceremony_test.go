package prover

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// runCeremony runs a small ceremony for specs in dir and finalises it into
// keysDir.
func runCeremony(t testing.TB, dir, keysDir string, contributions int, specs ...Spec) *Ceremony {
	t.Helper()
	ctx := context.Background()
	c, err := NewCeremony(dir, 0, specs)
	require.NoError(t, err)
	for i := 0; i < contributions; i++ {
		_, err := c.Contribute(ctx, "p1")
		require.NoError(t, err)
	}
	require.NoError(t, c.SealPhase1([]byte("beacon one")))
	for i := 0; i < contributions; i++ {
		_, err := c.Contribute(ctx, "p2")
		require.NoError(t, err)
	}
	_, err = c.Finalize(ctx, []byte("beacon two"), keysDir)
	require.NoError(t, err)
	return c
}

func TestCeremony(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a ceremony")
	}
	ctx := context.Background()
	dir, keysDir := t.TempDir(), t.TempDir()
	spec := RevealSpec(4, game.Digits)
	c := runCeremony(t, dir, keysDir, 2, spec)

	// the keys prove and verify
	p, err := New(Config{Keys: os.DirFS(keysDir)})
	require.NoError(t, err)
	proof, err := p.ProveReveal(ctx, RevealInput{Alphabet: game.Digits, Secret: "1234", Guesses: []string{"4321"}})
	require.NoError(t, err)
	require.NoError(t, p.Verify(ctx, proof))

	// anyone can replay the ceremony and get the same keys
	again, err := OpenCeremony(dir)
	require.NoError(t, err)
	keys, err := again.Verify(ctx, nil)
	require.NoError(t, err)
	require.NoError(t, CheckKeys(os.DirFS(keysDir), keys))

	// a finalised ceremony takes no more contributions
	_, err = c.Contribute(ctx, "late")
	require.ErrorIs(t, err, ErrBadCeremony)
	_, err = c.Finalize(ctx, []byte("x"), keysDir)
	require.ErrorIs(t, err, ErrBadCeremony)
}

func TestCeremonyRejects(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two ceremonies")
	}
	ctx := context.Background()
	spec := RevealSpec(4, game.Digits)
	base, baseKeys := t.TempDir(), t.TempDir()
	runCeremony(t, base, baseKeys, 2, spec)
	other, otherKeys := t.TempDir(), t.TempDir()
	runCeremony(t, other, otherKeys, 2, spec)

	copyDir := func(t *testing.T) string {
		t.Helper()
		dst := t.TempDir()
		require.NoError(t, os.CopyFS(dst, os.DirFS(base)))
		return dst
	}
	editManifest := func(t *testing.T, dir string, edit func(m *Manifest)) {
		t.Helper()
		c, err := OpenCeremony(dir)
		require.NoError(t, err)
		edit(&c.m)
		require.NoError(t, c.save())
	}
	rows := []struct {
		name   string
		mutate func(t *testing.T, dir string)
	}{
		{"flipped byte in phase 1", func(t *testing.T, dir string) {
			f := filepath.Join(dir, phase1File(1))
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			b[len(b)/2] ^= 1
			require.NoError(t, os.WriteFile(f, b, 0o644))
		}},
		{"phase-1 contribution from another ceremony", func(t *testing.T, dir string) {
			// a well-formed file whose hash is recorded: the chain breaks
			src, err := OpenCeremony(other)
			require.NoError(t, err)
			b, err := os.ReadFile(filepath.Join(other, phase1File(1)))
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join(dir, phase1File(1)), b, 0o644))
			editManifest(t, dir, func(m *Manifest) { m.Phase1[1] = src.m.Phase1[1] })
		}},
		{"phase-2 contribution from another ceremony", func(t *testing.T, dir string) {
			src, err := OpenCeremony(other)
			require.NoError(t, err)
			b, err := os.ReadFile(filepath.Join(other, phase2File(spec.ID(), 0)))
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join(dir, phase2File(spec.ID(), 0)), b, 0o644))
			editManifest(t, dir, func(m *Manifest) { m.Phase2[0] = src.m.Phase2[0] })
		}},
		{"phase-2 contribution dropped", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) {
				m.Phase2 = m.Phase2[1:]
				require.NoError(t, os.Rename(filepath.Join(dir, phase2File(spec.ID(), 1)), filepath.Join(dir, phase2File(spec.ID(), 0))))
			})
		}},
		{"other beacon", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Phase1Beacon = "00" })
		}},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			dir := copyDir(t)
			row.mutate(t, dir)
			c, err := OpenCeremony(dir)
			require.NoError(t, err)
			keys, err := c.Verify(ctx, nil)
			if err == nil {
				// a consistent but different ceremony: its keys are not the shipped ones
				err = CheckKeys(os.DirFS(baseKeys), keys)
				require.ErrorIs(t, err, ErrBadKeys)
				return
			}
			require.ErrorIs(t, err, ErrBadCeremony)
		})
	}

	t.Run("manifest", func(t *testing.T) {
		dir := copyDir(t)
		var m map[string]any
		b, err := os.ReadFile(filepath.Join(dir, ManifestFile))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, &m))
		m["extra"] = 1
		b, _ = json.Marshal(m)
		require.NoError(t, os.WriteFile(filepath.Join(dir, ManifestFile), b, 0o644))
		_, err = OpenCeremony(dir)
		require.ErrorIs(t, err, ErrBadCeremony)
	})
}

func TestNewCeremonyRejects(t *testing.T) {
	_, err := NewCeremony(t.TempDir(), 0, nil)
	require.ErrorIs(t, err, ErrBadCeremony)
	_, err = NewCeremony(t.TempDir(), 3, []Spec{RevealSpec(4, game.Digits)})
	require.ErrorIs(t, err, ErrBadCeremony)
	s := RevealSpec(4, game.Digits)
	_, err = NewCeremony(t.TempDir(), 0, []Spec{s, s})
	require.ErrorIs(t, err, ErrBadCeremony)
	dir := t.TempDir()
	_, err = NewCeremony(dir, 0, []Spec{s})
	require.NoError(t, err)
	_, err = NewCeremony(dir, 0, []Spec{s})
	require.ErrorIs(t, err, ErrBadCeremony)
	c, err := OpenCeremony(dir)
	require.NoError(t, err)
	require.ErrorIs(t, c.SealPhase1([]byte("b")), ErrBadCeremony) // no contribution yet
}

// TestCeremonyPolicy: keys are development keys unless each phase has the
// minimum of contributions and a beacon of 32 bytes whose public source was
// fixed before the phase's last contribution.
func TestCeremonyPolicy(t *testing.T) {
	contribs := func(n int) []Contribution { return make([]Contribution, n) }
	beacon := "0101010101010101010101010101010101010101010101010101010101010101"
	good := func() Manifest {
		return Manifest{
			Phase1: contribs(3), Phase1BeaconSource: &BeaconSource{Source: "block:1:21500000", After: 2}, Phase1Beacon: beacon,
			Phase2: contribs(3), Phase2BeaconSource: &BeaconSource{Source: "drand:quicknet:12000000", After: 0}, Phase2Beacon: beacon,
		}
	}
	require.NoError(t, good().CheckPolicy(3))
	p := good().Provenance(3, true)
	require.False(t, p.Development)
	require.Equal(t, [2]string{"block:1:21500000", "drand:quicknet:12000000"}, p.BeaconSources)

	rows := []struct {
		name string
		edit func(m *Manifest)
		want string
	}{
		{"too few phase-2 contributions", func(m *Manifest) { m.Phase2 = contribs(2) }, "phase 2 has 2 contributions (at least 3 required)"},
		{"too few phase-1 contributions", func(m *Manifest) { m.Phase1 = contribs(1); m.Phase1BeaconSource.After = 0 }, "phase 1 has 1 contribution (at least 3 required)"},
		{"no source", func(m *Manifest) { m.Phase2BeaconSource = nil }, "the phase-2 beacon has no recorded public source"},
		{"source fixed after the last contribution", func(m *Manifest) { m.Phase1BeaconSource.After = 3 }, "the phase-1 beacon source was fixed after the phase's last contribution"},
		{"private source", func(m *Manifest) { m.Phase1BeaconSource.Source = "my dice" }, "names no public random value"},
		{"short beacon", func(m *Manifest) { m.Phase2Beacon = "0506" }, "the phase-2 beacon is not the 32-byte value of its source"},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			m := good()
			row.edit(&m)
			err := m.CheckPolicy(3)
			require.ErrorIs(t, err, ErrDevKeys)
			require.ErrorContains(t, err, row.want)
			p := m.Provenance(3, true)
			require.True(t, p.Development)
			require.Contains(t, p.String(), "development keys, not for real value")
		})
	}

	// the shipped transcript is a development one
	shippedM, err := ShippedTranscript()
	require.NoError(t, err)
	require.ErrorIs(t, shippedM.CheckPolicy(DefaultMinContributions), ErrDevKeys)
	require.Nil(t, shippedM.Phase1BeaconSource, "no sources recorded")
	sp := ShippedProvenance()
	require.True(t, sp.Development)
	require.Equal(t, 1, sp.Phase2)
	_, err = VerifyForDeployment(context.Background(), "../keys/ceremony", DefaultConfig().Keys, DefaultMinContributions)
	require.ErrorIs(t, err, ErrDevKeys, "refused before any replay")

	for _, src := range []string{"block:1:1", "block:8453:30000000", "drand:quicknet:1", "drand:52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971:42"} {
		require.NoError(t, ParseBeaconSource(src), src)
	}
	for _, src := range []string{"", "block:1", "block:0:5", "block:1:-5", "drand::5", "drand:Quicknet:5", "sha256:abc:1", "block:1:5 "} {
		require.ErrorIs(t, ParseBeaconSource(src), ErrBadCeremony, src)
	}
}

func TestFixBeacon(t *testing.T) {
	dir := t.TempDir()
	c, err := NewCeremony(dir, 0, []Spec{RevealSpec(4, game.Digits)})
	require.NoError(t, err)
	require.ErrorIs(t, c.FixBeacon(3, "block:1:5"), ErrBadCeremony)
	require.ErrorIs(t, c.FixBeacon(1, "tomorrow"), ErrBadCeremony)
	require.NoError(t, c.FixBeacon(1, "block:1:5"))
	require.ErrorIs(t, c.FixBeacon(1, "block:1:6"), ErrBadCeremony, "fixed once")
	require.NoError(t, c.FixBeacon(2, "drand:quicknet:7"))
	again, err := OpenCeremony(dir)
	require.NoError(t, err)
	m := again.Manifest()
	require.Equal(t, "block:1:5", m.Phase1BeaconSource.Source)
	require.Equal(t, 0, m.Phase1BeaconSource.After)
	require.NotEmpty(t, m.Phase1BeaconSource.Fixed)
	require.Equal(t, "drand:quicknet:7", m.Phase2BeaconSource.Source)
}
