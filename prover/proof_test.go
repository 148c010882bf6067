package prover

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/keys"
)

func TestSolidityProofEncodings(t *testing.T) {
	proof, err := shipped().ProveReveal(context.Background(), revealInput())
	require.NoError(t, err)
	s := proof.Points

	b := s.Bytes()
	require.Len(t, b, 256)
	back, err := SolidityProofFromBytes(b)
	require.NoError(t, err)
	require.Equal(t, s, back)

	c, err := s.Compressed()
	require.NoError(t, err)
	require.Len(t, c, 128)
	back, err = SolidityProofFromCompressed(c)
	require.NoError(t, err)
	require.Equal(t, s, back)

	_, err = SolidityProofFromBytes(b[:255])
	require.ErrorIs(t, err, ErrBadProof)
	_, err = SolidityProofFromCompressed(c[:127])
	require.ErrorIs(t, err, ErrBadProof)

	// off the curve, out of the field
	bad := s
	bad[0] = new(big.Int).Add(s[0], big.NewInt(1))
	_, err = bad.gnark()
	require.ErrorIs(t, err, ErrBadProof)
	bad[0] = new(big.Int).Add(s[0], fp.Modulus())
	_, err = bad.gnark()
	require.ErrorIs(t, err, ErrBadProof)
	bad[0] = nil
	_, err = bad.gnark()
	require.ErrorIs(t, err, ErrBadProof)
}

func TestProofJSONRejects(t *testing.T) {
	for name, in := range map[string]string{
		"wrong type":        `{"circuit":1}`,
		"seven coordinates": `{"circuit":"reveal_l5a26","public":["1","2","3"],"proof":["1","2","3","4","5","6","7"]}`,
		"public too large":  `{"circuit":"reveal_l5a26","public":["0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001"],"proof":["1","2","3","4","5","6","7","8"]}`,
		"negative":          `{"circuit":"reveal_l5a26","public":["-1"],"proof":["1","2","3","4","5","6","7","8"]}`,
		"not a number":      `{"circuit":"reveal_l5a26","public":["x"],"proof":["1","2","3","4","5","6","7","8"]}`,
		"bad coordinate":    `{"circuit":"reveal_l5a26","public":["1"],"proof":["1","2","3","4","5","6","7","z"]}`,
	} {
		t.Run(name, func(t *testing.T) {
			var p Proof
			require.ErrorIs(t, json.Unmarshal([]byte(in), &p), ErrBadProof)
		})
	}
}

func FuzzProofJSON(f *testing.F) {
	f.Add([]byte(`{"circuit":"reveal_l5a26","public":["1","2","3"],"proof":["1","2","3","4","5","6","7","8"]}`))
	f.Add([]byte(`{"circuit":"commit_k2_l5a26","public":["0x0"],"proof":["0","0","0","0","0","0","0","0"]}`))
	f.Add([]byte(`{}`))
	p := shipped()
	f.Fuzz(func(t *testing.T, data []byte) {
		var proof Proof
		if err := json.Unmarshal(data, &proof); err != nil {
			return
		}
		// never panics, never verifies a made-up proof
		require.Error(t, p.Verify(context.Background(), &proof))
		again, err := json.Marshal(&proof)
		require.NoError(t, err)
		var back Proof
		require.NoError(t, json.Unmarshal(again, &back))
		require.Equal(t, proof.Public, back.Public)
	})
}

func FuzzSolidityProofBytes(f *testing.F) {
	f.Add(make([]byte, 256))
	f.Add(bytes.Repeat([]byte{0xff}, 256))
	f.Add(bytes.Repeat([]byte{0x30}, 128))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := SolidityProofFromBytes(data)
		if err != nil {
			return
		}
		require.Equal(t, data, s.Bytes())
		if _, err := s.gnark(); err == nil {
			c, err := s.Compressed()
			require.NoError(t, err)
			back, err := SolidityProofFromCompressed(c)
			require.NoError(t, err)
			require.Equal(t, s, back)
		}
		_, _ = SolidityProofFromCompressed(data[:128])
	})
}

// TestVerifiersDrift regenerates the Solidity verifiers from the shipped
// verifying keys and fails on any difference with contracts/src/verifiers
// (fix: go run ./scripts/gen-keys).
func TestVerifiersDrift(t *testing.T) {
	dir := t.TempDir()
	names, err := WriteVerifiers(DefaultConfig().Keys, dir)
	require.NoError(t, err)
	require.Len(t, names, len(ShippedSpecs()))
	committed, err := filepath.Glob("../contracts/src/verifiers/*.sol")
	require.NoError(t, err)
	require.Len(t, committed, len(names), "stale verifier files in contracts/src/verifiers")
	for _, n := range names {
		want, err := os.ReadFile(filepath.Join(dir, n))
		require.NoError(t, err)
		got, err := os.ReadFile(filepath.Join("../contracts/src/verifiers", n))
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), "%s drifted from its verifying key: run go run ./scripts/gen-keys", n)
		require.Regexp(t, `^// Code generated .* DO NOT EDIT\.\n`, string(got))
	}
}

// TestNewProofRejectsInputAboveModulus: a public input given as an integer
// at or above the field modulus is refused before gnark would reduce it and
// accept the proof of the reduced value.
func TestNewProofRejectsInputAboveModulus(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	proof, err := p.ProveReveal(ctx, revealInput())
	require.NoError(t, err)
	ok, err := NewProof(proof.Circuit, proof.PublicBig(), proof.Points)
	require.NoError(t, err)
	require.NoError(t, p.Verify(ctx, ok))

	for i := range proof.Public {
		aliased := proof.PublicBig()
		aliased[i].Add(aliased[i], fr.Modulus())
		// reduced silently, the aliased input verifies: the check must come first
		var reduced Proof
		reduced.Circuit, reduced.Points = proof.Circuit, proof.Points
		reduced.Public = make([]fr.Element, len(aliased))
		for k, v := range aliased {
			reduced.Public[k].SetBigInt(v)
		}
		require.NoError(t, p.Verify(ctx, &reduced))

		_, err := NewProof(proof.Circuit, aliased, proof.Points)
		require.ErrorIs(t, err, ErrBadProof)
		require.ErrorContains(t, err, "not below the BN254 scalar field modulus")
	}
	_, err = NewProof(proof.Circuit, []*big.Int{big.NewInt(-1), big.NewInt(1)}, proof.Points)
	require.ErrorIs(t, err, ErrBadProof)
	_, err = NewProof(proof.Circuit, []*big.Int{nil, big.NewInt(1)}, proof.Points)
	require.ErrorIs(t, err, ErrBadProof)
}

// TestLongWordContextProver: the prover refuses 7- and 8-letter statements,
// whose packed colours would reach the context (see circuits.MaxLength).
func TestLongWordContextProver(t *testing.T) {
	p := shipped()
	for _, secret := range []string{"cranium", "crayfish"} {
		in := revealInput()
		in.Secret, in.Guesses = secret, []string{secret}
		_, err := p.ProveReveal(context.Background(), in)
		require.ErrorIs(t, err, ErrBadInput, secret)
		require.ErrorIs(t, err, circuits.ErrBadParams, secret)
	}
	for _, id := range []string{"reveal_l7a26", "reveal_l8a26", "commit_k2_l7a26"} {
		_, err := ParseID(id)
		require.ErrorIs(t, err, ErrUnknownCircuit, id)
	}
	_, err := NewCeremony(t.TempDir(), 0, []Spec{RevealSpec(7, game.Letters)})
	require.Error(t, err)
	_, err = NewDictionary(game.Letters, 7, []string{"cranium"})
	require.ErrorIs(t, err, circuits.ErrBadParams)
}

// TestRawProvingKeys: a proving key in gnark's raw dump, read with
// RawProvingKeys, proves what the compressed key proves, and a raw key of
// another circuit is refused by its shape.
func TestRawProvingKeys(t *testing.T) {
	ctx := context.Background()
	s := RevealSpec(5, game.Letters)
	var raw bytes.Buffer
	require.NoError(t, WriteRawProvingKey(&raw, keys.FS(), s.ID()))
	vk, err := fs.ReadFile(keys.FS(), vkFile(s.ID()))
	require.NoError(t, err)
	set := fstest.MapFS{pkFile(s.ID()): {Data: raw.Bytes()}, vkFile(s.ID()): {Data: vk}}

	p, err := New(Config{Keys: set, RawProvingKeys: true})
	require.NoError(t, err)
	proof, err := p.ProveReveal(ctx, sampleReveal(s))
	require.NoError(t, err)
	require.NoError(t, shipped().Verify(ctx, proof))

	other := RevealSpec(6, game.Letters)
	set[pkFile(other.ID())] = set[pkFile(s.ID())]
	set[vkFile(other.ID())] = set[vkFile(s.ID())]
	_, err = p.ProveReveal(ctx, sampleReveal(other))
	require.ErrorIs(t, err, ErrBadKeys)
}

// TestConstraintSystemFiles: a compiled circuit read from a file proves
// what the compiled one proves; a file of another circuit is refused.
func TestConstraintSystemFiles(t *testing.T) {
	ctx := context.Background()
	s := RevealSpec(5, game.Letters)
	var reveal, commit bytes.Buffer
	require.NoError(t, WriteConstraintSystem(&reveal, s))
	require.NoError(t, WriteConstraintSystem(&commit, CommitSpec(2, 5, game.Letters)))

	p, err := New(Config{Keys: keys.FS(), ConstraintSystems: fstest.MapFS{s.ID() + ".ccs": {Data: reveal.Bytes()}}})
	require.NoError(t, err)
	proof, err := p.ProveReveal(ctx, sampleReveal(s))
	require.NoError(t, err)
	require.NoError(t, shipped().Verify(ctx, proof))

	p, err = New(Config{Keys: keys.FS(), ConstraintSystems: fstest.MapFS{s.ID() + ".ccs": {Data: commit.Bytes()}}})
	require.NoError(t, err)
	_, err = p.ProveReveal(ctx, sampleReveal(s))
	require.ErrorIs(t, err, ErrBadKeys)
}
