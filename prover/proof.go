package prover

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	groth16bn254 "github.com/consensys/gnark/backend/groth16/bn254"
)

// Proof is a Groth16 proof with its circuit and public inputs.
type Proof struct {
	Circuit string        // circuit id, see Spec.ID
	Public  []fr.Element  // public inputs in circuit order
	Points  SolidityProof // the proof points
}

// SolidityProof is a proof in the form the exported Solidity verifiers take
// (EIP-197 encoding): A.x, A.y, B.x.a1, B.x.a0, B.y.a1, B.y.a0, C.x, C.y. As
// bytes (Bytes) it is the 256-byte `proof` argument of verifyProof.
type SolidityProof [8]*big.Int

func fromGnark(p *groth16bn254.Proof) SolidityProof {
	var s SolidityProof
	coords := []*fp.Element{&p.Ar.X, &p.Ar.Y, &p.Bs.X.A1, &p.Bs.X.A0, &p.Bs.Y.A1, &p.Bs.Y.A0, &p.Krs.X, &p.Krs.Y}
	for i, c := range coords {
		s[i] = c.BigInt(new(big.Int))
	}
	return s
}

// gnark returns the proof points, checking that each lies on its curve and
// in its prime-order subgroup.
func (s SolidityProof) gnark() (*groth16bn254.Proof, error) {
	var p groth16bn254.Proof
	coords := []*fp.Element{&p.Ar.X, &p.Ar.Y, &p.Bs.X.A1, &p.Bs.X.A0, &p.Bs.Y.A1, &p.Bs.Y.A0, &p.Krs.X, &p.Krs.Y}
	for i, c := range coords {
		if s[i] == nil || s[i].Sign() < 0 || s[i].Cmp(fp.Modulus()) >= 0 {
			return nil, fmt.Errorf("%w: coordinate %d is not in the base field", ErrBadProof, i)
		}
		c.SetBigInt(s[i])
	}
	if !p.Ar.IsInSubGroup() || !p.Krs.IsInSubGroup() || !p.Bs.IsInSubGroup() ||
		p.Ar.IsInfinity() || p.Krs.IsInfinity() || p.Bs.IsInfinity() {
		return nil, fmt.Errorf("%w: a point is not in its subgroup", ErrBadProof)
	}
	return &p, nil
}

// Bytes returns the 256-byte proof argument of the Solidity verifiers.
func (s SolidityProof) Bytes() []byte {
	out := make([]byte, 0, 256)
	for _, v := range s {
		var w [32]byte
		v.FillBytes(w[:])
		out = append(out, w[:]...)
	}
	return out
}

// SolidityProofFromBytes parses the 256-byte form of Bytes.
func SolidityProofFromBytes(b []byte) (SolidityProof, error) {
	var s SolidityProof
	if len(b) != 256 {
		return s, fmt.Errorf("%w: %d bytes (want 256)", ErrBadProof, len(b))
	}
	for i := range s {
		s[i] = new(big.Int).SetBytes(b[32*i : 32*(i+1)])
	}
	return s, nil
}

// Compressed returns the proof with its three points in gnark-crypto's
// compressed encoding (A 32 bytes, B 64 bytes, C 32 bytes): a compact form
// for storage; the Solidity verifiers take the uncompressed form.
func (s SolidityProof) Compressed() ([]byte, error) {
	p, err := s.gnark()
	if err != nil {
		return nil, err
	}
	a, b, c := p.Ar.Bytes(), p.Bs.Bytes(), p.Krs.Bytes()
	out := append(append(a[:], b[:]...), c[:]...)
	return out, nil
}

// SolidityProofFromCompressed parses the form of Compressed.
func SolidityProofFromCompressed(b []byte) (SolidityProof, error) {
	if len(b) != bn254.SizeOfG1AffineCompressed*2+bn254.SizeOfG2AffineCompressed {
		return SolidityProof{}, fmt.Errorf("%w: %d compressed bytes (want 128)", ErrBadProof, len(b))
	}
	var p groth16bn254.Proof
	if _, err := p.Ar.SetBytes(b[:32]); err != nil {
		return SolidityProof{}, fmt.Errorf("%w: A: %w", ErrBadProof, err)
	}
	if _, err := p.Bs.SetBytes(b[32:96]); err != nil {
		return SolidityProof{}, fmt.Errorf("%w: B: %w", ErrBadProof, err)
	}
	if _, err := p.Krs.SetBytes(b[96:]); err != nil {
		return SolidityProof{}, fmt.Errorf("%w: C: %w", ErrBadProof, err)
	}
	return fromGnark(&p), nil
}

// NewProof builds a proof from public inputs as integers, as calldata and
// the Solidity verifiers carry them. An input at or above the BN254 scalar
// field modulus is an error: gnark would reduce it silently and verify the
// proof against another value than the one given, where the on-chain
// verifiers reject it.
func NewProof(circuit string, public []*big.Int, points SolidityProof) (*Proof, error) {
	out := &Proof{Circuit: circuit, Points: points, Public: make([]fr.Element, len(public))}
	for i, v := range public {
		if v == nil || v.Sign() < 0 || v.Cmp(fr.Modulus()) >= 0 {
			return nil, fmt.Errorf("%w: public input %d (%v) is not below the BN254 scalar field modulus", ErrBadProof, i, v)
		}
		out.Public[i].SetBigInt(v)
	}
	return out, nil
}

// PublicBig returns the public inputs as integers, the uint256 input array of
// the Solidity verifiers.
func (p *Proof) PublicBig() []*big.Int {
	out := make([]*big.Int, len(p.Public))
	for i := range p.Public {
		out[i] = p.Public[i].BigInt(new(big.Int))
	}
	return out
}

// proofJSON is the JSON form of a Proof: numbers as 0x-prefixed hex.
type proofJSON struct {
	Circuit string   `json:"circuit"`
	Public  []string `json:"public"`
	Proof   []string `json:"proof"`
}

// MarshalJSON writes {"circuit": id, "public": [hex...], "proof": [8 hex]}.
func (p *Proof) MarshalJSON() ([]byte, error) {
	j := proofJSON{Circuit: p.Circuit}
	for _, v := range p.PublicBig() {
		j.Public = append(j.Public, hexBig(v))
	}
	for _, v := range p.Points {
		if v == nil {
			return nil, fmt.Errorf("%w: missing proof coordinate", ErrBadProof)
		}
		j.Proof = append(j.Proof, hexBig(v))
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads the form of MarshalJSON, checking that every public
// input is in the scalar field and the proof has 8 coordinates.
func (p *Proof) UnmarshalJSON(b []byte) error {
	var j proofJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	if len(j.Proof) != 8 {
		return fmt.Errorf("%w: %d proof coordinates (want 8)", ErrBadProof, len(j.Proof))
	}
	out := Proof{Circuit: j.Circuit}
	for i, s := range j.Public {
		e, err := ParseField(s)
		if err != nil {
			return fmt.Errorf("%w: public input %d: %w", ErrBadProof, i, err)
		}
		out.Public = append(out.Public, e)
	}
	for i, s := range j.Proof {
		v, ok := parseBig(s)
		if !ok {
			return fmt.Errorf("%w: proof coordinate %d: %q is not a number", ErrBadProof, i, s)
		}
		out.Points[i] = v
	}
	*p = out
	return nil
}

func hexBig(v *big.Int) string { return "0x" + v.Text(16) }

func parseBig(s string) (*big.Int, bool) {
	v, ok := new(big.Int).SetString(s, 0)
	if !ok || v.Sign() < 0 {
		return nil, false
	}
	return v, true
}

// ParseField parses a decimal or 0x-prefixed hex number below the BN254
// scalar field modulus.
func ParseField(s string) (fr.Element, error) {
	v, ok := parseBig(s)
	if !ok {
		return fr.Element{}, fmt.Errorf("%w: %q is not a number", ErrBadInput, s)
	}
	if v.Cmp(fr.Modulus()) >= 0 {
		return fr.Element{}, fmt.Errorf("%w: %q is not below the field modulus", ErrBadInput, s)
	}
	var e fr.Element
	e.SetBigInt(v)
	return e, nil
}

// FormatField formats a field element as 0x-prefixed hex.
func FormatField(e fr.Element) string { return hexBig(e.BigInt(new(big.Int))) }
