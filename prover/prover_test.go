package prover

import (
	"context"
	"encoding/json"
	"math/big"
	"os"
	"sync"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/circuits"
	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
	"github.com/wordproof/wordproof/words"
)

// shipped is one Prover over the shipped keys for the whole test binary, as a
// process would hold it.
var shipped = sync.OnceValue(func() *Prover {
	p, err := New(DefaultConfig())
	if err != nil {
		panic(err)
	}
	return p
})

func felt(v uint64) fr.Element {
	var e fr.Element
	e.SetUint64(v)
	return e
}

func revealInput() RevealInput {
	return RevealInput{Alphabet: game.Letters, Secret: "crane", Salt: felt(1234), Guesses: []string{"slate", "eerie", "nacre"}, Context: felt(99)}
}

func TestProveReveal(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	in := revealInput()
	proof, err := p.ProveReveal(ctx, in)
	require.NoError(t, err)
	require.Equal(t, "reveal_l5a26", proof.Circuit)
	require.NoError(t, p.Verify(ctx, proof))

	rev, err := DecodeReveal(proof)
	require.NoError(t, err)
	secret, _ := game.Letters.Encode(in.Secret, 5)
	require.Equal(t, merkle.Commitment(game.PackWord(secret), in.Salt), rev.Commitment)
	require.Equal(t, circuits.RevealContext(in.Context), rev.Context.BigInt(new(big.Int)), "the reveal carries the context's low bits")
	require.Len(t, rev.Slots, 3)
	for j, g := range in.Guesses {
		guess, _ := game.Letters.Encode(g, 5)
		want := make([]game.Color, 5)
		game.Feedback(secret, guess, want)
		require.Equal(t, guess, rev.Slots[j].Guess)
		require.Equal(t, want, rev.Slots[j].Colors)
	}
	// the JSON form round-trips and still verifies
	b, err := json.Marshal(proof)
	require.NoError(t, err)
	var back Proof
	require.NoError(t, json.Unmarshal(b, &back))
	require.NoError(t, p.Verify(ctx, &back))
}

// TestVerifyRejectsTampering changes every public input and every proof
// coordinate of valid proofs in turn: none verifies.
func TestVerifyRejectsTampering(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	proofs := []*Proof{}
	proof, err := p.ProveReveal(ctx, revealInput())
	require.NoError(t, err)
	proofs = append(proofs, proof)
	if !testing.Short() {
		proofs = append(proofs, proveCommit(t, p))
	}
	one := felt(1)
	for _, proof := range proofs {
		for i := range proof.Public {
			bad := *proof
			bad.Public = append([]fr.Element(nil), proof.Public...)
			bad.Public[i].Add(&bad.Public[i], &one)
			require.ErrorIs(t, p.Verify(ctx, &bad), ErrBadProof, "%s public input %d", proof.Circuit, i)
		}
		for i := range proof.Points {
			bad := *proof
			for k := range bad.Points {
				bad.Points[k] = new(big.Int).Set(proof.Points[k])
			}
			bad.Points[i].Add(bad.Points[i], big.NewInt(1))
			require.ErrorIs(t, p.Verify(ctx, &bad), ErrBadProof, "%s coordinate %d", proof.Circuit, i)
		}
		// a proof of one circuit under another circuit's name
		bad := *proof
		bad.Circuit = "reveal_l4a26"
		require.Error(t, p.Verify(ctx, &bad))
		bad.Circuit = "nonsense"
		require.ErrorIs(t, p.Verify(ctx, &bad), ErrUnknownCircuit)
		bad = *proof
		bad.Public = bad.Public[:len(bad.Public)-1]
		require.ErrorIs(t, p.Verify(ctx, &bad), ErrBadProof)
	}
}

func TestProveRevealRejects(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	tests := []struct {
		name    string
		edit    func(in *RevealInput)
		wantErr error
	}{
		{"no guess", func(in *RevealInput) { in.Guesses = nil }, ErrBadInput},
		{"four guesses", func(in *RevealInput) { in.Guesses = []string{"slate", "slate", "slate", "slate"} }, ErrBadInput},
		{"short guess", func(in *RevealInput) { in.Guesses = []string{"slat"} }, ErrBadInput},
		{"guess outside alphabet", func(in *RevealInput) { in.Guesses = []string{"sLate"} }, ErrBadInput},
		{"secret outside alphabet", func(in *RevealInput) { in.Secret = "cr4ne" }, ErrBadInput},
		{"one-letter secret", func(in *RevealInput) { in.Secret = "c"; in.Guesses = []string{"c"} }, ErrBadInput},
		{"letters secret over digits", func(in *RevealInput) { in.Secret = "cranes"; in.Alphabet = game.Digits }, ErrBadInput},
		{"length without keys", func(in *RevealInput) {
			in.Secret = "123"
			in.Alphabet = game.Digits
			in.Guesses = []string{"321"}
		}, ErrNoKeys},
		{"seven digits, past the reveal layout", func(in *RevealInput) {
			in.Secret = "1234567"
			in.Alphabet = game.Digits
			in.Guesses = []string{"7654321"}
		}, ErrBadInput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := revealInput()
			tt.edit(&in)
			_, err := p.ProveReveal(ctx, in)
			require.ErrorIs(t, err, tt.wantErr)
		})
	}
}

func secretDictionary(t testing.TB) *Dictionary {
	t.Helper()
	d, err := words.Load(words.Secrets, 5)
	require.NoError(t, err)
	dict, err := NewDictionary(game.Letters, 5, d.Words())
	require.NoError(t, err)
	return dict
}

func proveCommit(t testing.TB, p *Prover) *Proof {
	t.Helper()
	proof, err := p.ProveCommit(context.Background(), CommitInput{
		Dictionary: secretDictionary(t), Words: []string{"crane", "slate"}, Salts: []fr.Element{felt(5), felt(6)}, Context: felt(7),
	})
	require.NoError(t, err)
	return proof
}

func TestProveCommit(t *testing.T) {
	if testing.Short() {
		t.Skip("commit proving")
	}
	ctx := context.Background()
	p := shipped()
	proof := proveCommit(t, p)
	require.Equal(t, "commit_k2_l5a26", proof.Circuit)
	require.NoError(t, p.Verify(ctx, proof))
	dict := secretDictionary(t)
	require.Equal(t, dict.Root(), proof.Public[0])
	for i, w := range []string{"crane", "slate"} {
		packed, err := words.Pack(w, 5)
		require.NoError(t, err)
		require.Equal(t, merkle.Commitment(packed, felt(uint64(5+i))), proof.Public[1+i])
	}
	require.Equal(t, felt(7), proof.Public[3])
}

// fiveWords are Wordle Poker's five committed words in the commit_k5 tests.
var fiveWords = []string{"crane", "slate", "moist", "pudgy", "lemon"}

func proveCommitFive(t testing.TB, p *Prover, c fr.Element) *Proof {
	t.Helper()
	proof, err := p.ProveCommit(context.Background(), CommitInput{
		Dictionary: secretDictionary(t), Words: fiveWords,
		Salts: []fr.Element{felt(11), felt(12), felt(13), felt(14), felt(15)}, Context: c,
	})
	require.NoError(t, err)
	return proof
}

// TestProveCommitFive: Wordle Poker's commitment to five words proves and
// verifies with the shipped commit_k5_l5a26 keys; its public inputs are
// [root, C0..C4, context], and a changed commitment or context does not
// verify.
func TestProveCommitFive(t *testing.T) {
	if testing.Short() {
		t.Skip("commit proving")
	}
	ctx := context.Background()
	p := shipped()
	proof := proveCommitFive(t, p, felt(7))
	require.Equal(t, "commit_k5_l5a26", proof.Circuit)
	require.NoError(t, p.Verify(ctx, proof))
	require.Len(t, proof.Public, 7)
	require.Equal(t, secretDictionary(t).Root(), proof.Public[0])
	for i, w := range fiveWords {
		packed, err := words.Pack(w, 5)
		require.NoError(t, err)
		require.Equal(t, merkle.Commitment(packed, felt(uint64(11+i))), proof.Public[1+i])
	}
	require.Equal(t, felt(7), proof.Public[6])
	for _, i := range []int{3, 6} {
		bad := *proof
		bad.Public = append(bad.Public[:0:0], proof.Public...)
		bad.Public[i] = felt(8)
		require.ErrorIs(t, p.Verify(ctx, &bad), ErrBadProof, "public input %d changed", i)
	}
}

func TestProveCommitRejects(t *testing.T) {
	ctx := context.Background()
	p := shipped()
	dict := secretDictionary(t)
	tests := []struct {
		name string
		in   CommitInput
	}{
		{"no dictionary", CommitInput{Words: []string{"crane"}, Salts: []fr.Element{felt(1)}}},
		{"word outside the dictionary", CommitInput{Dictionary: dict, Words: []string{"crane", "zzzzz"}, Salts: []fr.Element{felt(1), felt(2)}}},
		{"missing salt", CommitInput{Dictionary: dict, Words: []string{"crane", "slate"}, Salts: []fr.Element{felt(1)}}},
		{"no words", CommitInput{Dictionary: dict}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := p.ProveCommit(ctx, tt.in)
			require.ErrorIs(t, err, ErrBadInput)
		})
	}
	_, err := NewDictionary(game.Letters, 5, []string{"crane", "crane"})
	require.ErrorIs(t, err, ErrBadInput)
	_, err = NewDictionary(game.Letters, 5, []string{"cranes"})
	require.ErrorIs(t, err, ErrBadInput)
	tooMany := make([]string, 1<<circuits.SecretTreeDepth+1)
	for i := range tooMany {
		tooMany[i] = game.Letters.Decode([]uint8{uint8(i % 26), uint8(i / 26 % 26), uint8(i / 676 % 26), 0, 0})
	}
	_, err = NewDictionary(game.Letters, 5, tooMany)
	require.ErrorIs(t, err, ErrBadInput)
}

// TestConcurrentProving proves from many goroutines with one Prover.
func TestConcurrentProving(t *testing.T) {
	ctx := context.Background()
	p, err := New(DefaultConfig()) // a fresh Prover: the first uses race to load keys
	require.NoError(t, err)
	n := 8
	if testing.Short() {
		n = 4
	}
	var wg sync.WaitGroup
	proofs := make([]*Proof, n)
	errs := make([]error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := revealInput()
			in.Salt = felt(uint64(i))
			proofs[i], errs[i] = p.ProveReveal(ctx, in)
		}()
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		require.NoError(t, errs[i])
		require.NoError(t, p.Verify(ctx, proofs[i]))
	}
}

func TestBindingContext(t *testing.T) {
	// reference: go-ethereum's ABI encoder over the declared Solidity types
	u256, _ := abi.NewType("uint256", "", nil)
	addr, _ := abi.NewType("address", "", nil)
	args := abi.Arguments{{Type: u256}, {Type: addr}, {Type: u256}, {Type: u256}, {Type: addr}}
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	for _, b := range []Binding{
		{ChainID: big.NewInt(1), Contract: common.HexToAddress("0xaa"), GameID: big.NewInt(7), Round: 2, Player: common.HexToAddress("0xbb")},
		{ChainID: big.NewInt(31337), Contract: common.HexToAddress("0xffffffffffffffffffffffffffffffffffffffff"), GameID: max, Round: 1<<64 - 1, Player: common.Address{}},
		{ChainID: big.NewInt(0), GameID: big.NewInt(0)},
	} {
		enc, err := args.Pack(b.ChainID, b.Contract, b.GameID, new(big.Int).SetUint64(b.Round), b.Player)
		require.NoError(t, err)
		want := new(big.Int).Rsh(new(big.Int).SetBytes(crypto.Keccak256(enc)), 8)
		got, err := b.Context()
		require.NoError(t, err)
		require.Equal(t, 0, want.Cmp(got.BigInt(new(big.Int))))
		require.Less(t, want.BitLen(), 249)
	}
	_, err := Binding{ChainID: big.NewInt(-1), GameID: big.NewInt(0)}.Context()
	require.ErrorIs(t, err, ErrBadInput)
	_, err = Binding{GameID: big.NewInt(0)}.Context()
	require.ErrorIs(t, err, ErrBadInput)
}

func TestParseID(t *testing.T) {
	tests := []struct {
		id      string
		want    Spec
		wantErr error
	}{
		{"reveal_l5a26", RevealSpec(5, game.Letters), nil},
		{"commit_k2_l5a26", CommitSpec(2, 5, game.Letters), nil},
		{"reveal_l4a10", RevealSpec(4, game.Digits), nil},
		{"commit_l5a26", Spec{}, ErrUnknownCircuit},
		{"reveal_k2_l5a26", Spec{}, ErrUnknownCircuit},
		{"reveal_l5a27", Spec{}, ErrUnknownCircuit},
		{"reveal_l05a26", Spec{}, ErrUnknownCircuit},
		{"reveal_l99a26", Spec{}, ErrUnknownCircuit},
		{"commit_k0_l5a26", Spec{}, ErrUnknownCircuit},
		{"", Spec{}, ErrUnknownCircuit},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			got, err := ParseID(tt.id)
			require.ErrorIs(t, err, tt.wantErr)
			if tt.wantErr == nil {
				require.Equal(t, tt.want, got)
				require.Equal(t, tt.id, got.ID())
			}
		})
	}
	require.Equal(t, "RevealL5A26Verifier", VerifierName("reveal_l5a26"))
	require.Equal(t, "CommitK2L5A26Verifier", VerifierName("commit_k2_l5a26"))
}

// TestShippedKeys checks the shipped key set: one verifying and one proving
// key per shipped circuit, matching the ceremony manifest, each loadable.
func TestShippedKeys(t *testing.T) {
	fps, err := Fingerprints(DefaultConfig().Keys)
	require.NoError(t, err)
	var ids []string
	for _, fp := range fps {
		ids = append(ids, fp.Circuit)
		require.Len(t, fp.SHA256, 64)
	}
	var want []string
	for _, s := range ShippedSpecs() {
		want = append(want, s.ID())
	}
	require.ElementsMatch(t, want, ids)
	c, err := OpenCeremony("../keys/ceremony")
	require.NoError(t, err)
	require.Equal(t, want, c.Manifest().Circuits)
	require.NotEmpty(t, c.Manifest().Phase2Beacon)
	for _, s := range ShippedSpecs() {
		_, err := shipped().VerifyingKey(s)
		require.NoError(t, err)
	}
}

// TestShippedCeremony replays the shipped transcript and compares its keys
// with the shipped keys.
func TestShippedCeremony(t *testing.T) {
	if testing.Short() {
		t.Skip("replays the ceremony")
	}
	c, err := OpenCeremony("../keys/ceremony")
	require.NoError(t, err)
	keys, err := c.Verify(context.Background(), nil)
	require.NoError(t, err)
	require.NoError(t, CheckKeys(DefaultConfig().Keys, keys))
}

func TestBadKeySet(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	// a verifying key of another circuit under this circuit's name
	b, err := os.ReadFile("../keys/reveal_l4a26.vk")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(dir+"/commit_k2_l5a26.vk", b, 0o644))
	require.NoError(t, os.WriteFile(dir+"/reveal_l5a26.vk", []byte("junk"), 0o644))
	p, err := New(Config{Keys: os.DirFS(dir)})
	require.NoError(t, err)
	proof, err := shipped().ProveReveal(ctx, revealInput())
	require.NoError(t, err)
	require.ErrorIs(t, p.Verify(ctx, proof), ErrBadKeys)
	_, err = p.VerifyingKey(CommitSpec(2, 5, game.Letters))
	require.ErrorIs(t, err, ErrBadKeys)
	_, err = p.ProveReveal(ctx, revealInput())
	require.ErrorIs(t, err, ErrNoKeys)
	_, err = Fingerprints(os.DirFS(dir))
	require.ErrorIs(t, err, ErrBadKeys)
}

func TestWarmLoadsKeys(t *testing.T) {
	p, err := New(DefaultConfig())
	require.NoError(t, err)
	require.NoError(t, p.Warm(context.Background(), RevealSpec(5, game.Letters)))
	require.Error(t, p.Warm(context.Background(), RevealSpec(7, game.Letters)), "no keys for 7 letters")
}
