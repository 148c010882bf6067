package prover

import (
	"bytes"
	"context"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"
	"testing/fstest"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game/puzloc"
	"github.com/wordproof/wordproof/hidden/phrase"
)

// phraseProver returns a Prover with keys from an in-test setup of the
// phraselock circuit (not in the shipped set until the next ceremony).
func phraseProver(t testing.TB) *Prover {
	t.Helper()
	s := PhraseLockSpec()
	ccs, err := s.Compile()
	require.NoError(t, err)
	pk, vk, err := groth16.Setup(ccs)
	require.NoError(t, err)
	var pkb, vkb bytes.Buffer
	require.NoError(t, writeKey(&pkb, pk))
	require.NoError(t, writeKey(&vkb, vk))
	p, err := New(Config{Keys: fstest.MapFS{pkFile(s.ID()): {Data: pkb.Bytes()}, vkFile(s.ID()): {Data: vkb.Bytes()}}})
	require.NoError(t, err)
	return p
}

// TestPhraseLockRoundTrip plays a day with real proofs: the shape, letters found and
// not, a refused letter, a wrong phrase, the three hints, the right phrase,
// then the opening; the player decrypts every reply, and each proof
// verifies against what the contract holds and against nothing else.
func TestPhraseLockRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("sets up and proves the phraselock circuit")
	}
	ctx := context.Background()
	p := phraseProver(t)
	l, err := phrase.Default()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(22, 12))
	var seed, k fr.Element
	seed.SetUint64(r.Uint64())
	k.SetUint64(r.Uint64())
	d := &phrase.Day{List: l, Seed: seed, Randomness: new(big.Int).SetUint64(r.Uint64()), Day: 20420, Key: k}
	e, err := d.Entry()
	require.NoError(t, err)
	g, err := puzloc.NewPhraseLock(e.Text, puzloc.Categories()[e.Category])
	require.NoError(t, err)
	in, out := byte(0), byte(0)
	for c := byte('A'); c <= 'Z'; c++ {
		if e.Letters>>(c-'A')&1 == 1 && in == 0 {
			in = c
		} else if e.Letters>>(c-'A')&1 == 0 && out == 0 {
			out = c
		}
	}
	var st phrase.State
	acc := d.Binding()
	display := g.Display()
	play := func(kind phrase.Kind, move fr.Element) *phrase.Answer {
		t.Helper()
		proof, a, err := p.ProvePhraseAnswer(ctx, d, st, kind, move)
		require.NoError(t, err)
		want := phrase.Fields{Day: d.Day, Try: st.Tries, Kind: kind, Count: l.Len(), Randomness: d.Randomness}
		got, err := p.VerifyPhraseAnswer(ctx, proof, acc, move, want)
		require.NoError(t, err)
		require.Equal(t, a.Fields, got.Fields)
		// the same proof for another move number fails
		want.Try++
		_, err = p.VerifyPhraseAnswer(ctx, proof, acc, move, want)
		require.ErrorIs(t, err, ErrBadProof)
		// a public input changed: the pairing fails
		proof.Public[3].SetUint64(1)
		require.ErrorIs(t, p.Verify(ctx, proof), ErrBadProof)
		st, acc = a.Next, got.AccNew
		return a
	}
	letter := func(c byte) *phrase.Answer {
		ct, err := phrase.EncryptLetter(k, d.Day, st.Tries, c)
		require.NoError(t, err)
		return play(phrase.KindLetter, ct)
	}
	a := play(phrase.KindShape, fr.Element{})
	reply, err := phrase.DecryptReply(k, d.Day, a.Fields.Try, phrase.KindShape, a.Ciphertext)
	require.NoError(t, err)
	require.Equal(t, display[:len(reply.Shape)], reply.Shape)
	a = letter(in)
	found, err := g.GuessLetter(in)
	require.NoError(t, err)
	reply, err = phrase.DecryptReply(k, d.Day, a.Fields.Try, phrase.KindLetter, a.Ciphertext)
	require.NoError(t, err)
	require.True(t, a.Fields.Hit)
	require.Equal(t, found, bits.OnesCount64(reply.Mask))
	require.False(t, letter(out).Fields.Hit)
	require.True(t, letter(in).Fields.Refused)

	ct, err := phrase.EncryptPhrase(k, d.Day, st.Tries, "certainly not it")
	require.NoError(t, err)
	require.False(t, play(phrase.KindPhrase, ct).Fields.Hit)

	a = play(phrase.KindHintLetter, fr.Element{})
	reply, err = phrase.DecryptReply(k, d.Day, a.Fields.Try, phrase.KindHintLetter, a.Ciphertext)
	require.NoError(t, err)
	require.NotEqual(t, in, reply.Letter)
	require.NotZero(t, e.Letters&(1<<(reply.Letter-'A')))
	a = play(phrase.KindHintCategory, fr.Element{})
	reply, err = phrase.DecryptReply(k, d.Day, a.Fields.Try, phrase.KindHintCategory, a.Ciphertext)
	require.NoError(t, err)
	require.Equal(t, e.Category, reply.Category)
	a = play(phrase.KindHintLength, fr.Element{})
	reply, err = phrase.DecryptReply(k, d.Day, a.Fields.Try, phrase.KindHintLength, a.Ciphertext)
	require.NoError(t, err)
	require.Equal(t, e.Length(), reply.Length)

	ct, err = phrase.EncryptPhrase(k, d.Day, st.Tries, e.Text)
	require.NoError(t, err)
	a = play(phrase.KindPhrase, ct)
	require.True(t, a.Fields.Hit && a.Fields.Solved)

	a = play(phrase.KindOpen, fr.Element{})
	require.Equal(t, e.Length(), a.Fields.Length)
	require.Equal(t, int(e.Difficulty), a.Fields.Difficulty)
}

// BenchmarkProvePhraseLock proves the house's answer to a letter guess, with
// keys from an in-test setup (the same circuit, so the same proving time).
func BenchmarkProvePhraseLock(b *testing.B) {
	ctx := context.Background()
	p := phraseProver(b)
	l, err := phrase.Default()
	if err != nil {
		b.Fatal(err)
	}
	var seed, k fr.Element
	seed.SetUint64(7)
	k.SetUint64(11)
	d := &phrase.Day{List: l, Seed: seed, Randomness: big.NewInt(13), Day: 20420, Key: k}
	ct, err := phrase.EncryptLetter(k, d.Day, 0, 'E')
	if err != nil {
		b.Fatal(err)
	}
	prove := func() error {
		_, _, err := p.ProvePhraseAnswer(ctx, d, phrase.State{}, phrase.KindLetter, ct)
		return err
	}
	if err := prove(); err != nil { // load keys outside the timing
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if err := prove(); err != nil {
			b.Fatal(err)
		}
	}
	reportMs(b)
	reportCircuit(b, p, PhraseLockSpec())
}
