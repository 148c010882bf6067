package dapp

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/big"
	"sync"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/wordproof/wordproof/bindings/account"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/prover"
	"github.com/wordproof/wordproof/words"
)

// Operations of Engine.Call.
const (
	OpProveReveal = "proveReveal" // RevealRequest -> ProofResult
	OpProveCommit = "proveCommit" // CommitRequest -> ProofResult
	OpColours     = "colours"     // ColoursRequest -> ColoursResult
	OpCommitments = "commitments" // CommitRequest (words, salts) -> ProofResult without a proof
	OpWarm        = "warm"        // WarmRequest -> WarmResult
	OpSealBackup  = "sealBackup"  // BackupRequest (contents, passphrase) -> BackupResult (file)
	OpOpenBackup  = "openBackup"  // BackupRequest (file, passphrase) -> BackupResult (contents)
	OpExecute     = "executeCall" // ExecuteRequest -> ExecuteResult: the owner's call moving ETH out of the account
)

// Engine proves in the browser: it holds the key files added so far (each
// checked against the manifest), a Prover over them and the secret
// dictionaries' trees. It is safe for concurrent use.
type Engine struct {
	manifest Manifest
	keys     *memFS
	prover   *prover.Prover

	mu    sync.Mutex
	dicts map[int]*prover.Dictionary // secret dictionary trees by word length
}

// NewEngine returns an engine over the key files of m, none loaded yet.
func NewEngine(m Manifest) (*Engine, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	keys := &memFS{files: map[string][]byte{}}
	p, err := prover.New(prover.Config{Keys: keys, RawProvingKeys: m.ProvingKeys == FormatRaw, ConstraintSystems: keys})
	if err != nil {
		return nil, err
	}
	return &Engine{manifest: m, keys: keys, prover: p, dicts: map[int]*prover.Dictionary{}}, nil
}

// AddKey adds one key file, after checking its size and digest against the
// manifest.
func (e *Engine) AddKey(name string, b []byte) error {
	f, ok := e.manifest.file(name)
	if !ok {
		return fmt.Errorf("%w: %s is not in the manifest", ErrFingerprint, name)
	}
	sum := sha256.Sum256(b)
	if got := hex.EncodeToString(sum[:]); len(b) != f.Size || got != f.SHA256 {
		return fmt.Errorf("%w: %s has %d bytes, sha256 %s (manifest: %d bytes, %s)", ErrFingerprint, name, len(b), got, f.Size, f.SHA256)
	}
	e.keys.add(name, bytes.Clone(b))
	return nil
}

// Prover is the engine's prover, over the key files added so far.
func (e *Engine) Prover() *prover.Prover { return e.prover }

// Loaded tells whether every key file of circuit was added.
func (e *Engine) Loaded(circuit string) bool {
	files := e.manifest.Circuit(circuit)
	for _, f := range files {
		if !e.keys.has(f.Name) {
			return false
		}
	}
	return len(files) > 0
}

// Circuit returns the circuit id a call needs keys of ("" for none): the
// worker fetches that circuit's files before the call. A request whose
// shape no shipped circuit proves is an error here already.
func (e *Engine) Circuit(op string, req []byte) (string, error) {
	var s prover.Spec
	switch op {
	case OpProveReveal:
		var r RevealRequest
		if err := decode(req, &r); err != nil {
			return "", err
		}
		a, err := r.alphabet()
		if err != nil {
			return "", err
		}
		s = prover.RevealSpec(len(r.Secret), a)
	case OpProveCommit:
		var r CommitRequest
		if err := decode(req, &r); err != nil {
			return "", err
		}
		if len(r.Words) == 0 {
			return "", fmt.Errorf("%w: no words", ErrBadRequest)
		}
		s = prover.CommitSpec(len(r.Words), r.length(), game.Letters)
	case OpColours, OpCommitments, OpWarm, OpSealBackup, OpOpenBackup, OpExecute:
		return "", nil
	default:
		return "", fmt.Errorf("%w: unknown operation %q", ErrBadRequest, op)
	}
	if _, err := prover.ParseID(s.ID()); err != nil {
		return "", fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	if len(e.manifest.Circuit(s.ID())) == 0 {
		return "", fmt.Errorf("%w: the key manifest has no keys for %s", ErrMissingKey, s.ID())
	}
	return s.ID(), nil
}

// Call runs one operation on a JSON request and returns its JSON result.
func (e *Engine) Call(ctx context.Context, op string, req []byte) ([]byte, error) {
	var (
		out any
		err error
	)
	switch op {
	case OpProveReveal:
		var r RevealRequest
		if err := decode(req, &r); err != nil {
			return nil, err
		}
		out, err = e.ProveReveal(ctx, r)
	case OpProveCommit:
		var r CommitRequest
		if err := decode(req, &r); err != nil {
			return nil, err
		}
		out, err = e.ProveCommit(ctx, r)
	case OpCommitments:
		var r CommitRequest
		if err := decode(req, &r); err != nil {
			return nil, err
		}
		out, err = e.Commitments(r)
	case OpColours:
		var r ColoursRequest
		if err := decode(req, &r); err != nil {
			return nil, err
		}
		out, err = Colours(r)
	case OpWarm:
		var r WarmRequest
		if err := decode(req, &r); err != nil {
			return nil, err
		}
		out, err = e.Warm(ctx, r)
	case OpExecute:
		var r ExecuteRequest
		if err := decode(req, &r); err != nil {
			return nil, err
		}
		out, err = ExecuteCall(r)
	case OpSealBackup, OpOpenBackup:
		var r BackupRequest
		if err := decode(req, &r); err != nil {
			return nil, err
		}
		if op == OpSealBackup {
			out, err = SealBackup(r)
		} else {
			out, err = OpenBackup(r)
		}
	default:
		return nil, fmt.Errorf("%w: unknown operation %q", ErrBadRequest, op)
	}
	if err != nil {
		return nil, err
	}
	return json.Marshal(out)
}

// ExecuteRequest asks for the calldata of the smart account's
// execute(to, value, ""): the owner's wallet sends it to the account as a
// plain transaction (the account lets its owner call execute directly), so
// one wallet confirmation moves ETH out of the account. The session key may
// not call the account itself.
type ExecuteRequest struct {
	To    string `json:"to"`
	Value string `json:"value"` // wei, decimal or 0x hex
}

// ExecuteResult is the transaction's data, 0x hex.
type ExecuteResult struct {
	Data string `json:"data"`
}

// ExecuteCall encodes r as the account's execute call.
func ExecuteCall(r ExecuteRequest) (*ExecuteResult, error) {
	if !common.IsHexAddress(r.To) {
		return nil, fmt.Errorf("%w: %q is not an address", ErrBadRequest, r.To)
	}
	v, ok := new(big.Int).SetString(r.Value, 0)
	if !ok || v.Sign() <= 0 {
		return nil, fmt.Errorf("%w: value %q is not a positive amount of wei", ErrBadRequest, r.Value)
	}
	data := account.NewWordproofAccount().PackExecute(common.HexToAddress(r.To), v, nil)
	return &ExecuteResult{Data: hexutil.Encode(data)}, nil
}

func decode(b []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	return nil
}

// Binding is a prover.Binding in JSON: numbers as decimal or 0x hex strings.
type Binding struct {
	ChainID  string `json:"chainId"`
	Contract string `json:"contract"`
	GameID   string `json:"gameId"`
	Round    uint64 `json:"round"` // 0 for a commit
	Player   string `json:"player"`
}

// contextInput returns the context public input: binding's, or the given field
// element when there is no binding.
func contextInput(b *Binding, field string) (fr.Element, error) {
	if b == nil {
		if field == "" {
			return fr.Element{}, fmt.Errorf("%w: neither a binding nor a context", ErrBadRequest)
		}
		return prover.ParseField(field)
	}
	if field != "" {
		return fr.Element{}, fmt.Errorf("%w: both a binding and a context", ErrBadRequest)
	}
	num := func(name, s string) (*big.Int, error) {
		v, ok := new(big.Int).SetString(s, 0)
		if !ok {
			return nil, fmt.Errorf("%w: binding %s %q is not a number", ErrBadRequest, name, s)
		}
		return v, nil
	}
	addr := func(name, s string) (common.Address, error) {
		if !common.IsHexAddress(s) {
			return common.Address{}, fmt.Errorf("%w: binding %s %q is not an address", ErrBadRequest, name, s)
		}
		return common.HexToAddress(s), nil
	}
	var (
		pb  = prover.Binding{Round: b.Round}
		err error
	)
	if pb.ChainID, err = num("chainId", b.ChainID); err != nil {
		return fr.Element{}, err
	}
	if pb.GameID, err = num("gameId", b.GameID); err != nil {
		return fr.Element{}, err
	}
	if pb.Contract, err = addr("contract", b.Contract); err != nil {
		return fr.Element{}, err
	}
	if pb.Player, err = addr("player", b.Player); err != nil {
		return fr.Element{}, err
	}
	return pb.Context()
}

// RevealRequest asks for a reveal proof: the colours of Guesses against the
// committed Secret.
type RevealRequest struct {
	Alphabet string   `json:"alphabet,omitempty"` // "letters" (default) or "digits"
	Secret   string   `json:"secret"`
	Salt     string   `json:"salt"` // the secret's salt, decimal or 0x hex
	Guesses  []string `json:"guesses"`
	Binding  *Binding `json:"binding,omitempty"` // where the proof is used...
	Context  string   `json:"context,omitempty"` // ...or its context public input
}

func (r RevealRequest) alphabet() (game.Alphabet, error) {
	if r.Alphabet == "" {
		return game.Letters, nil
	}
	a, err := game.AlphabetByName(r.Alphabet)
	if err != nil {
		return a, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	return a, nil
}

// ProofResult is a proof with what the page shows or sends with it.
type ProofResult struct {
	Proof       *prover.Proof `json:"proof,omitempty"`
	Colours     []string      `json:"colours,omitempty"`     // reveal: a pattern per guess ("YG..G")
	Commitments []string      `json:"commitments,omitempty"` // commit: one per word, 0x hex
	Salts       []string      `json:"salts,omitempty"`       // commit: the salts used, 0x hex
	ProveMillis float64       `json:"proveMillis,omitempty"` // time in the prover, keys already loaded
}

// ProveReveal proves the colours of r.Guesses.
func (e *Engine) ProveReveal(ctx context.Context, r RevealRequest) (*ProofResult, error) {
	a, err := r.alphabet()
	if err != nil {
		return nil, err
	}
	in := prover.RevealInput{Alphabet: a, Secret: r.Secret, Guesses: r.Guesses}
	if in.Salt, err = prover.ParseField(r.Salt); err != nil {
		return nil, err
	}
	if in.Context, err = contextInput(r.Binding, r.Context); err != nil {
		return nil, err
	}
	if err := e.need(prover.RevealSpec(len(r.Secret), a).ID()); err != nil {
		return nil, err
	}
	start := time.Now()
	proof, err := e.prover.ProveReveal(ctx, in)
	if err != nil {
		return nil, err
	}
	took := time.Since(start)
	dec, err := prover.DecodeReveal(proof)
	if err != nil {
		return nil, err
	}
	res := &ProofResult{Proof: proof, ProveMillis: millis(took)}
	for _, s := range dec.Slots {
		res.Colours = append(res.Colours, game.Pattern(s.Colors))
	}
	return res, nil
}

// CommitRequest asks for a commit (join) proof of secret words of the
// secret dictionary of their length. Missing salts are drawn at random.
type CommitRequest struct {
	Words   []string `json:"words"`
	Salts   []string `json:"salts,omitempty"`
	Binding *Binding `json:"binding,omitempty"`
	Context string   `json:"context,omitempty"`
}

func (r CommitRequest) length() int {
	if len(r.Words) == 0 {
		return 0
	}
	return len(r.Words[0])
}

// input builds the commit statement of r, drawing missing salts.
func (e *Engine) input(r CommitRequest, withContext bool) (prover.CommitInput, error) {
	var in prover.CommitInput
	if len(r.Words) == 0 {
		return in, fmt.Errorf("%w: no words", ErrBadRequest)
	}
	d, err := e.dictionary(r.length())
	if err != nil {
		return in, err
	}
	in.Dictionary, in.Words = d, r.Words
	switch len(r.Salts) {
	case 0:
		for range r.Words {
			s, err := prover.NewSalt()
			if err != nil {
				return in, err
			}
			in.Salts = append(in.Salts, s)
		}
	case len(r.Words):
		for _, t := range r.Salts {
			s, err := prover.ParseField(t)
			if err != nil {
				return in, err
			}
			in.Salts = append(in.Salts, s)
		}
	default:
		return in, fmt.Errorf("%w: %d salts for %d words", ErrBadRequest, len(r.Salts), len(r.Words))
	}
	if withContext {
		if in.Context, err = contextInput(r.Binding, r.Context); err != nil {
			return in, err
		}
	}
	return in, nil
}

// ProveCommit proves r's words are in the secret dictionary and opens
// their commitments.
func (e *Engine) ProveCommit(ctx context.Context, r CommitRequest) (*ProofResult, error) {
	in, err := e.input(r, true)
	if err != nil {
		return nil, err
	}
	if err := e.need(prover.CommitSpec(len(r.Words), r.length(), game.Letters).ID()); err != nil {
		return nil, err
	}
	start := time.Now()
	proof, err := e.prover.ProveCommit(ctx, in)
	if err != nil {
		return nil, err
	}
	res, err := commitments(in)
	if err != nil {
		return nil, err
	}
	res.Proof, res.ProveMillis = proof, millis(time.Since(start))
	return res, nil
}

// Commitments returns the commitment of each word (and the salts, drawn if
// missing), with no proof: what a player stores before joining.
func (e *Engine) Commitments(r CommitRequest) (*ProofResult, error) {
	in, err := e.input(r, false)
	if err != nil {
		return nil, err
	}
	return commitments(in)
}

func commitments(in prover.CommitInput) (*ProofResult, error) {
	cs, err := in.Commitments()
	if err != nil {
		return nil, err
	}
	res := &ProofResult{}
	for i := range cs {
		res.Commitments = append(res.Commitments, prover.FormatField(cs[i]))
		res.Salts = append(res.Salts, prover.FormatField(in.Salts[i]))
	}
	return res, nil
}

// ColoursRequest asks for the colours of guesses against a word.
type ColoursRequest struct {
	Alphabet string   `json:"alphabet,omitempty"` // "letters" (default) or "digits"
	Secret   string   `json:"secret"`
	Guesses  []string `json:"guesses"`
}

// ColoursResult is a pattern per guess ("YG..G"), from game.Feedback.
type ColoursResult struct {
	Colours []string `json:"colours"`
}

// Colours computes the colours of r.Guesses against r.Secret.
func Colours(r ColoursRequest) (*ColoursResult, error) {
	a, err := RevealRequest{Alphabet: r.Alphabet}.alphabet()
	if err != nil {
		return nil, err
	}
	secret, err := a.Encode(r.Secret, len(r.Secret))
	if err != nil {
		return nil, fmt.Errorf("%w: secret: %w", ErrBadRequest, err)
	}
	res := &ColoursResult{Colours: []string{}}
	colours := make([]game.Color, len(secret))
	for i, g := range r.Guesses {
		guess, err := a.Encode(g, len(secret))
		if err != nil {
			return nil, fmt.Errorf("%w: guess %d: %w", ErrBadRequest, i, err)
		}
		game.Feedback(secret, guess, colours)
		res.Colours = append(res.Colours, game.Pattern(colours))
	}
	return res, nil
}

// WarmRequest asks to prepare circuits before the first proof: compile
// them, decode their keys (added before) and build the secret dictionary
// of their length.
type WarmRequest struct {
	Circuits []string `json:"circuits"`
	// Rehearse proves one throw-away statement of each circuit: a browser
	// runs WebAssembly with a quick baseline compiler first and optimises
	// the functions it finds hot, so the first proof is the slowest (about
	// twice the next ones in Chromium).
	Rehearse bool `json:"rehearse,omitempty"`
}

// WarmResult says how long warming took.
type WarmResult struct {
	Millis float64 `json:"millis"`
}

// Warm compiles r's circuits and decodes their keys.
func (e *Engine) Warm(ctx context.Context, r WarmRequest) (*WarmResult, error) {
	start := time.Now()
	for _, id := range r.Circuits {
		s, err := prover.ParseID(id)
		if err != nil {
			return nil, err
		}
		if err := e.need(id); err != nil {
			return nil, err
		}
		if err := e.prover.Warm(ctx, s); err != nil {
			return nil, err
		}
		if s.Kind == prover.KindCommit {
			if _, err := e.dictionary(s.Params.Length); err != nil {
				return nil, err
			}
		}
		if r.Rehearse {
			if err := e.rehearse(ctx, s); err != nil {
				return nil, err
			}
		}
	}
	return &WarmResult{Millis: millis(time.Since(start))}, nil
}

// rehearse proves a throw-away statement of s: the first words of the
// secret dictionary, or a word of the first symbol repeated.
func (e *Engine) rehearse(ctx context.Context, s prover.Spec) error {
	var err error
	switch s.Kind {
	case prover.KindReveal:
		w := s.Params.Alphabet.Decode(make([]uint8, s.Params.Length))
		_, err = e.prover.ProveReveal(ctx, prover.RevealInput{Alphabet: s.Params.Alphabet, Secret: w, Guesses: []string{w}})
	case prover.KindCommit:
		var list *words.Dictionary
		if list, err = words.Load(words.Secrets, s.Params.Length); err != nil {
			return err
		}
		var in prover.CommitInput
		if in, err = e.input(CommitRequest{Words: list.Words()[:s.K], Context: "0"}, true); err != nil {
			return err
		}
		_, err = e.prover.ProveCommit(ctx, in)
	}
	return err
}

// need fails unless the files of circuit were added.
func (e *Engine) need(circuit string) error {
	if !e.Loaded(circuit) {
		return fmt.Errorf("%w: %s (the manifest lists %d files for it)", ErrMissingKey, circuit, len(e.manifest.Circuit(circuit)))
	}
	return nil
}

// dictionary returns the tree of the embedded secret dictionary of words
// of length n, built on first use.
func (e *Engine) dictionary(n int) (*prover.Dictionary, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if d, ok := e.dicts[n]; ok {
		return d, nil
	}
	list, err := words.Load(words.Secrets, n)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	d, err := prover.NewDictionary(game.Letters, n, list.Words())
	if err != nil {
		return nil, err
	}
	e.dicts[n] = d
	return d, nil
}

func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// memFS is the key set the engine's Prover reads: the files added so far.
type memFS struct {
	mu    sync.RWMutex
	files map[string][]byte
}

func (m *memFS) add(name string, b []byte) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.files[name] = b
}

func (m *memFS) has(name string) bool {
	m.mu.RLock()
	defer m.mu.RUnlock()
	_, ok := m.files[name]
	return ok
}

// Open implements fs.FS with the files added, read-only.
func (m *memFS) Open(name string) (fs.File, error) {
	m.mu.RLock()
	b, ok := m.files[name]
	m.mu.RUnlock()
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &memFile{Reader: bytes.NewReader(b), name: name, size: int64(len(b))}, nil
}

type memFile struct {
	*bytes.Reader
	name string
	size int64
}

func (f *memFile) Stat() (fs.FileInfo, error) { return memInfo{f}, nil }
func (f *memFile) Close() error               { return nil }

type memInfo struct{ f *memFile }

func (i memInfo) Name() string       { return i.f.name }
func (i memInfo) Size() int64        { return i.f.size }
func (i memInfo) Mode() fs.FileMode  { return 0o444 }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return false }
func (i memInfo) Sys() any           { return nil }
