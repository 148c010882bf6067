package prover

import (
	"context"
	"fmt"
	"io/fs"
	"sync"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend/groth16"
	groth16bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	gnarklog "github.com/consensys/gnark/logger"
)

// Config configures a Prover.
type Config struct {
	// Keys holds the key set: <id>.pk and <id>.vk files. Nil means the keys
	// shipped with the repository (package keys), except in the WebAssembly
	// build, which fetches its keys and must pass them here.
	Keys fs.FS

	// RawProvingKeys says the .pk files of Keys are gnark's raw dump
	// (WriteRawTo, see WriteRawProvingKey) rather than its compressed
	// encoding, and are read without decompressing or checking their
	// points: in a browser that takes 40 ms instead of 6 s for the commit
	// key. Use it only for files whose digests were checked against a
	// manifest made from checked keys, as package web/dapp does.
	RawProvingKeys bool

	// ConstraintSystems, when set, holds compiled circuits, <id>.ccs in
	// gnark's encoding (see WriteConstraintSystem), read instead of
	// compiling the circuit (half a second or more in a browser); a circuit
	// without its file is compiled. Like raw keys, only for files checked
	// against a trusted manifest.
	ConstraintSystems fs.FS
}

// DefaultConfig uses the shipped keys (none in the WebAssembly build).
func DefaultConfig() Config { return Config{Keys: shippedKeys()} }

// Prover proves and verifies Wordproof statements. Circuits are compiled and
// keys read on first use, once per Prover, and shared by every goroutine:
// all methods are safe for concurrent use.
type Prover struct {
	keys     fs.FS
	raw      bool
	compiled fs.FS

	mu      sync.Mutex
	entries map[string]*entry
}

// entry caches one circuit's compiled constraint system and keys.
type entry struct {
	spec     Spec
	compiled fs.FS // Config.ConstraintSystems

	ccsOnce sync.Once
	ccs     constraint.ConstraintSystem
	ccsErr  error

	pkOnce sync.Once
	pk     groth16.ProvingKey
	pkErr  error

	vkOnce sync.Once
	vk     groth16.VerifyingKey
	vkErr  error
}

// New returns a Prover over the key set of cfg.
// gnark logs every solve and prove at debug level to stderr; a Prover is
// quiet, so New turns gnark's global logger off.
func New(cfg Config) (*Prover, error) {
	gnarklog.Disable()
	if cfg.Keys == nil {
		cfg = DefaultConfig()
	}
	if cfg.Keys == nil {
		return nil, fmt.Errorf("%w: the WebAssembly build ships no keys: pass Config.Keys", ErrNoKeys)
	}
	return &Prover{keys: cfg.Keys, raw: cfg.RawProvingKeys, compiled: cfg.ConstraintSystems, entries: make(map[string]*entry)}, nil
}

func (p *Prover) entry(s Spec) *entry {
	id := s.ID()
	p.mu.Lock()
	defer p.mu.Unlock()
	e, ok := p.entries[id]
	if !ok {
		e = &entry{spec: s, compiled: p.compiled}
		p.entries[id] = e
	}
	return e
}

func (e *entry) constraintSystem() (constraint.ConstraintSystem, error) {
	e.ccsOnce.Do(func() {
		if e.compiled != nil {
			if e.ccs, e.ccsErr = readCCS(e.compiled, e.spec); e.ccs != nil || e.ccsErr != nil {
				return
			}
		}
		e.ccs, e.ccsErr = e.spec.Compile()
	})
	return e.ccs, e.ccsErr
}

func (p *Prover) provingKey(e *entry) (groth16.ProvingKey, error) {
	e.pkOnce.Do(func() {
		e.pk, e.pkErr = readPK(p.keys, e.spec.ID(), p.raw)
		if e.pkErr != nil {
			return
		}
		ccs, err := e.constraintSystem()
		if err != nil {
			e.pkErr = err
			return
		}
		// A key of another circuit would make proofs fail verification later
		// with no clear reason: check its shape now.
		pk := e.pk.(*groth16bn254.ProvingKey)
		if n := ecc.NextPowerOfTwo(uint64(ccs.GetNbConstraints())); pk.Domain.Cardinality != n {
			e.pkErr = fmt.Errorf("%w: %s: proving key domain %d, circuit needs %d", ErrBadKeys, e.spec.ID(), pk.Domain.Cardinality, n)
		}
	})
	return e.pk, e.pkErr
}

func (p *Prover) verifyingKey(e *entry) (groth16.VerifyingKey, error) {
	e.vkOnce.Do(func() {
		e.vk, _, e.vkErr = readVK(p.keys, e.spec.ID())
		if e.vkErr == nil && e.vk.NbPublicWitness() != e.spec.NbPublic() {
			e.vkErr = fmt.Errorf("%w: %s: verifying key has %d public inputs, circuit %d", ErrBadKeys, e.spec.ID(), e.vk.NbPublicWitness(), e.spec.NbPublic())
		}
	})
	return e.vk, e.vkErr
}

// Warm compiles the circuits of specs and loads their keys now, so the first
// proof does not pay for it (useful before a game starts).
func (p *Prover) Warm(ctx context.Context, specs ...Spec) error {
	for _, s := range specs {
		if err := ctx.Err(); err != nil {
			return err
		}
		e := p.entry(s)
		if _, err := p.provingKey(e); err != nil {
			return err
		}
		if _, err := p.verifyingKey(e); err != nil {
			return err
		}
	}
	return nil
}

// VerifyingKey returns the verifying key of a circuit.
func (p *Prover) VerifyingKey(s Spec) (groth16.VerifyingKey, error) {
	return p.verifyingKey(p.entry(s))
}

// prove proves a full assignment of the circuit of s.
func (p *Prover) prove(ctx context.Context, s Spec, assignment frontend.Circuit) (*Proof, error) {
	e := p.entry(s)
	ccs, err := e.constraintSystem()
	if err != nil {
		return nil, err
	}
	pk, err := p.provingKey(e)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	w, err := frontend.NewWitness(assignment, ecc.BN254.ScalarField())
	if err != nil {
		return nil, fmt.Errorf("%w: %s witness: %w", ErrBadInput, s.ID(), err)
	}
	proof, err := groth16.Prove(ccs, pk, w)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadInput, s.ID(), err)
	}
	pub, err := w.Public()
	if err != nil {
		return nil, err
	}
	values, ok := pub.Vector().(fr.Vector)
	if !ok {
		return nil, fmt.Errorf("public witness of %s is not a BN254 vector", s.ID())
	}
	return &Proof{Circuit: s.ID(), Public: append([]fr.Element(nil), values...), Points: fromGnark(proof.(*groth16bn254.Proof))}, nil
}

// Verify checks a proof against the verifying key of its circuit.
func (p *Prover) Verify(ctx context.Context, proof *Proof) error {
	s, err := ParseID(proof.Circuit)
	if err != nil {
		return err
	}
	vk, err := p.verifyingKey(p.entry(s))
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(proof.Public) != s.NbPublic() {
		return fmt.Errorf("%w: %d public inputs (want %d for %s)", ErrBadProof, len(proof.Public), s.NbPublic(), s.ID())
	}
	points, err := proof.Points.gnark()
	if err != nil {
		return err
	}
	pub, err := publicWitness(proof.Public)
	if err != nil {
		return err
	}
	if err := groth16.Verify(points, vk, pub); err != nil {
		return fmt.Errorf("%w: %s: %w", ErrBadProof, s.ID(), err)
	}
	return nil
}

func publicWitness(public []fr.Element) (witness.Witness, error) {
	w, err := witness.New(ecc.BN254.ScalarField())
	if err != nil {
		return nil, err
	}
	ch := make(chan any, len(public))
	for _, v := range public {
		ch <- v
	}
	close(ch)
	if err := w.Fill(len(public), 0, ch); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	return w, nil
}
