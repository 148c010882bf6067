package prover

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/constraint"
)

// Key files in a key set: <id>.pk and <id>.vk, each in gnark's compressed
// binary encoding (groth16 WriteTo).
const (
	pkSuffix = ".pk"
	vkSuffix = ".vk"
)

func pkFile(id string) string { return id + pkSuffix }
func vkFile(id string) string { return id + vkSuffix }

func readVK(keys fs.FS, id string) (groth16.VerifyingKey, []byte, error) {
	b, err := fs.ReadFile(keys, vkFile(id))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fmt.Errorf("%w: %s (no %s)", ErrNoKeys, id, vkFile(id))
	}
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %w", ErrBadKeys, vkFile(id), err)
	}
	vk := groth16.NewVerifyingKey(ecc.BN254)
	if _, err := vk.ReadFrom(bytes.NewReader(b)); err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %w", ErrBadKeys, vkFile(id), err)
	}
	return vk, b, nil
}

// readPK reads the proving key of id: gnark's compressed encoding, every
// point decompressed and checked; or, with raw, gnark's raw dump
// (WriteRawTo) read unchecked (see Config.RawProvingKeys).
func readPK(keys fs.FS, id string, raw bool) (groth16.ProvingKey, error) {
	f, err := keys.Open(pkFile(id))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s (no %s)", ErrNoKeys, id, pkFile(id))
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadKeys, pkFile(id), err)
	}
	defer f.Close()
	pk := groth16.NewProvingKey(ecc.BN254)
	read := pk.ReadFrom
	if raw {
		read = pk.UnsafeReadFrom
	}
	if _, err := read(f); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadKeys, pkFile(id), err)
	}
	return pk, nil
}

func writeKey(w io.Writer, k io.WriterTo) error {
	_, err := k.WriteTo(w)
	return err
}

// Fingerprint is the digest of one verifying key.
type Fingerprint struct {
	Circuit string `json:"circuit"`
	SHA256  string `json:"sha256"` // of the .vk file: gnark's compressed encoding
}

// Fingerprints returns the digest of every verifying key in keys, sorted by
// circuit id. Each key is decoded first, so a corrupt file is an error.
func Fingerprints(keys fs.FS) ([]Fingerprint, error) {
	names, err := fs.Glob(keys, "*"+vkSuffix)
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []Fingerprint
	for _, n := range names {
		id := strings.TrimSuffix(n, vkSuffix)
		if _, err := ParseID(id); err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrBadKeys, n, err)
		}
		_, raw, err := readVK(keys, id)
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(raw)
		out = append(out, Fingerprint{Circuit: id, SHA256: hex.EncodeToString(sum[:])})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: the key set holds no verifying key", ErrNoKeys)
	}
	return out, nil
}

// WriteRawProvingKey reads the proving key of circuit id from keys (the
// compressed encoding, every point checked) and writes it to w in gnark's
// raw dump, the form Config.RawProvingKeys reads.
func WriteRawProvingKey(w io.Writer, keys fs.FS, id string) error {
	if _, err := ParseID(id); err != nil {
		return err
	}
	pk, err := readPK(keys, id, false)
	if err != nil {
		return err
	}
	_, err = pk.WriteRawTo(w)
	return err
}

// ccsSuffix names a compiled circuit file: <id>.ccs.
const ccsSuffix = ".ccs"

// WriteConstraintSystem compiles the circuit of s and writes it to w in
// gnark's encoding, the form Config.ConstraintSystems reads.
func WriteConstraintSystem(w io.Writer, s Spec) error {
	ccs, err := s.Compile()
	if err != nil {
		return err
	}
	_, err = ccs.WriteTo(w)
	return err
}

// readCCS reads the compiled circuit of s from set; no file is (nil, nil).
// A file whose public inputs differ from the circuit's is refused.
func readCCS(set fs.FS, s Spec) (constraint.ConstraintSystem, error) {
	f, err := set.Open(s.ID() + ccsSuffix)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s%s: %w", ErrBadKeys, s.ID(), ccsSuffix, err)
	}
	defer f.Close()
	ccs := groth16.NewCS(ecc.BN254)
	if _, err := ccs.ReadFrom(f); err != nil {
		return nil, fmt.Errorf("%w: %s%s: %w", ErrBadKeys, s.ID(), ccsSuffix, err)
	}
	if got := ccs.GetNbPublicVariables() - 1; got != s.NbPublic() { // gnark counts the constant 1 as public
		return nil, fmt.Errorf("%w: %s%s has %d public inputs, the circuit %d", ErrBadKeys, s.ID(), ccsSuffix, got, s.NbPublic())
	}
	return ccs, nil
}
