package prover

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
)

// Kind is the kind of a circuit.
type Kind string

const (
	KindReveal Kind = "reveal" // circuits.RevealCircuit
	KindCommit Kind = "commit" // circuits.CommitCircuit
	KindAnswer Kind = "answer" // circuits.AnswerCircuit

	KindHouseKey Kind = "housekey" // circuits.KeyCircuit (no word parameters)
	KindHidden   Kind = "hidden"   // circuits.HiddenAnswerCircuit
	KindTally    Kind = "tally"    // circuits.TallyCircuit
	KindRefuse   Kind = "refuse"   // circuits.RefuseCircuit

	KindPhraseLock Kind = "phraselock" // circuits.PhraseCircuit (no word parameters)
)

// Spec identifies one compiled circuit: its kind, its parameters and, for a
// commit circuit, the number of words K.
type Spec struct {
	Kind   Kind
	Params circuits.Params
	K      int // words of a commit circuit; 0 for a reveal circuit
}

// RevealSpec returns the spec of the reveal circuit for words of length over
// alphabet a.
func RevealSpec(length int, a game.Alphabet) Spec {
	return Spec{Kind: KindReveal, Params: circuits.Params{Length: length, Alphabet: a}}
}

// AnswerSpec returns the spec of the answer circuit (a guess against the
// word a committed seed derives) for words of length over alphabet a.
func AnswerSpec(length int, a game.Alphabet) Spec {
	return Spec{Kind: KindAnswer, Params: circuits.Params{Length: length, Alphabet: a}}
}

// HouseKeySpec returns the spec of the house's per-match key circuit.
func HouseKeySpec() Spec { return Spec{Kind: KindHouseKey} }

// PhraseLockSpec returns the spec of the house's PhraseLock answer circuit.
func PhraseLockSpec() Spec { return Spec{Kind: KindPhraseLock} }

// HiddenSpec returns the spec of the hidden answer circuit (the house's
// answer to a hidden guess) for words of length over alphabet a.
func HiddenSpec(length int, a game.Alphabet) Spec {
	return Spec{Kind: KindHidden, Params: circuits.Params{Length: length, Alphabet: a}}
}

// TallySpec returns the spec of the round-end tally circuit for words of
// length over alphabet a.
func TallySpec(length int, a game.Alphabet) Spec {
	return Spec{Kind: KindTally, Params: circuits.Params{Length: length, Alphabet: a}}
}

// RefuseSpec returns the spec of the circuit by which the house refuses a
// guess ciphertext that opens to no word (or names the word it opens to).
func RefuseSpec(length int, a game.Alphabet) Spec {
	return Spec{Kind: KindRefuse, Params: circuits.Params{Length: length, Alphabet: a}}
}

// CommitSpec returns the spec of the commit circuit for k words of length
// over alphabet a.
func CommitSpec(k, length int, a game.Alphabet) Spec {
	return Spec{Kind: KindCommit, Params: circuits.Params{Length: length, Alphabet: a}, K: k}
}

// ID is the circuit's name in key files and proofs: "reveal_l5a26",
// "commit_k2_l5a26", "answer_l5a26", "housekey".
func (s Spec) ID() string {
	if s.Kind == KindHouseKey || s.Kind == KindPhraseLock {
		return string(s.Kind)
	}
	if s.Kind == KindCommit {
		return fmt.Sprintf("%s_k%d_%s", s.Kind, s.K, s.Params)
	}
	return fmt.Sprintf("%s_%s", s.Kind, s.Params)
}

func (s Spec) String() string { return s.ID() }

var idPattern = regexp.MustCompile(`^(reveal|commit|answer|hidden|tally|refuse)(?:_k([0-9]+))?_l([0-9]+)a([0-9]+)$`)

// ParseID is the inverse of Spec.ID.
func ParseID(id string) (Spec, error) {
	if id == string(KindHouseKey) {
		return HouseKeySpec(), nil
	}
	if id == string(KindPhraseLock) {
		return PhraseLockSpec(), nil
	}
	m := idPattern.FindStringSubmatch(id)
	if m == nil {
		return Spec{}, fmt.Errorf("%w: %q", ErrUnknownCircuit, id)
	}
	var s Spec
	s.Kind = Kind(m[1])
	if (s.Kind == KindCommit) != (m[2] != "") {
		return Spec{}, fmt.Errorf("%w: %q", ErrUnknownCircuit, id)
	}
	if m[2] != "" {
		s.K, _ = strconv.Atoi(m[2])
	}
	s.Params.Length, _ = strconv.Atoi(m[3])
	size, _ := strconv.Atoi(m[4])
	switch size {
	case game.Letters.Size:
		s.Params.Alphabet = game.Letters
	case game.Digits.Size:
		s.Params.Alphabet = game.Digits
	default:
		return Spec{}, fmt.Errorf("%w: %q has no alphabet of size %d", ErrUnknownCircuit, id, size)
	}
	if _, err := s.Circuit(); err != nil {
		return Spec{}, fmt.Errorf("%w: %q: %w", ErrUnknownCircuit, id, err)
	}
	if s.ID() != id {
		return Spec{}, fmt.Errorf("%w: %q is not canonical (want %q)", ErrUnknownCircuit, id, s.ID())
	}
	return s, nil
}

// Circuit returns the empty circuit of s, shaped for compiling.
func (s Spec) Circuit() (frontend.Circuit, error) {
	switch s.Kind {
	case KindReveal:
		return circuits.NewReveal(s.Params)
	case KindCommit:
		return circuits.NewCommit(s.Params, s.K)
	case KindAnswer:
		return circuits.NewAnswer(s.Params)
	case KindHouseKey:
		return &circuits.KeyCircuit{}, nil
	case KindPhraseLock:
		return &circuits.PhraseCircuit{}, nil
	case KindHidden:
		return circuits.NewHiddenAnswer(s.Params)
	case KindTally:
		return circuits.NewTally(s.Params)
	case KindRefuse:
		return circuits.NewRefuse(s.Params)
	}
	return nil, fmt.Errorf("%w: kind %q", ErrUnknownCircuit, s.Kind)
}

// NbPublic is the number of public inputs of s.
func (s Spec) NbPublic() int {
	switch s.Kind {
	case KindCommit:
		return s.K + 2
	case KindAnswer:
		return 3
	case KindHouseKey:
		return 6
	case KindHidden, KindPhraseLock:
		return 5
	case KindRefuse:
		return 3
	}
	return 2
}

// Compile compiles the circuit of s to a Groth16 R1CS over BN254.
func (s Spec) Compile() (constraint.ConstraintSystem, error) {
	c, err := s.Circuit()
	if err != nil {
		return nil, err
	}
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, c)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", s.ID(), err)
	}
	return ccs, nil
}

// ShippedSpecs lists the circuits whose keys the repository ships (package
// keys), in a fixed order.
func ShippedSpecs() []Spec {
	return []Spec{
		RevealSpec(5, game.Letters),
		CommitSpec(2, 5, game.Letters),
		RevealSpec(4, game.Letters),
		RevealSpec(6, game.Letters),
		RevealSpec(4, game.Digits),
		RevealSpec(5, game.Digits),
		RevealSpec(6, game.Digits),
		AnswerSpec(5, game.Letters),
		HouseKeySpec(),
		HiddenSpec(5, game.Letters),
		TallySpec(5, game.Letters),
		RefuseSpec(5, game.Letters),
		AnswerSpec(4, game.Letters),    // Wordle-Tac-Toe's corners
		AnswerSpec(6, game.Letters),    // Wordle-Tac-Toe's centre
		CommitSpec(5, 5, game.Letters), // Wordle Poker's five words (phase 1 of power 14)
		HiddenSpec(4, game.Digits),     // NumLock's daily challenge
		RefuseSpec(4, game.Digits),     // NumLock's daily challenge
		AnswerSpec(4, game.Digits),     // NumLock's daily opening (the day's code, proven)
		PhraseLockSpec(),               // PhraseLock's daily challenge
	}
}
