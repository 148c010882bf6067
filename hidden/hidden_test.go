package hidden

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
)

var five = Word{Length: 5, Alphabet: game.Letters}

func enc(t *testing.T, w string) []uint8 {
	t.Helper()
	s, err := game.Letters.Encode(w, 5)
	require.NoError(t, err)
	return s
}

func felt(v uint64) fr.Element {
	var x fr.Element
	x.SetUint64(v)
	return x
}

// TestSharedIsSymmetric: the house and the player get the same value, for
// either sign of either key, and another key gives another value.
func TestSharedIsSymmetric(t *testing.T) {
	house, housePK, err := NewPlayerKey()
	require.NoError(t, err)
	player, playerPK, err := NewPlayerKey()
	require.NoError(t, err)
	a, err := Shared(house, playerPK)
	require.NoError(t, err)
	b, err := Shared(player, housePK)
	require.NoError(t, err)
	require.Equal(t, a, b)
	var neg twistededwards.PointAffine
	neg.Neg(&playerPK)
	c, err := Shared(house, neg)
	require.NoError(t, err)
	require.Equal(t, a, c)
	_, otherPK, err := NewPlayerKey()
	require.NoError(t, err)
	d, err := Shared(house, otherPK)
	require.NoError(t, err)
	require.NotEqual(t, a, d)

	bad := playerPK
	bad.X.Add(&bad.X, new(fr.Element).SetOne())
	_, err = Shared(house, bad)
	require.ErrorIs(t, err, ErrBadKey)
	_, err = Shared(big.NewInt(0), playerPK)
	require.ErrorIs(t, err, ErrBadKey)
}

func TestMatchKeyConventions(t *testing.T) {
	shared, ctx := felt(11), felt(12)
	k := MatchKey(shared, ctx)
	require.Equal(t, merkle.Poseidon2Compress(shared, ctx), k)
	require.Equal(t, merkle.Poseidon2Compress(felt(KeyTag), k), KeyCommitment(k))
	s, root := felt(5), felt(6)
	require.Equal(t, merkle.Poseidon2Compress(merkle.Poseidon2Compress(s, root), KeyCommitment(k)), Binding(s, root, KeyCommitment(k)))
	require.NotEqual(t, k, MatchKey(shared, felt(13)), "another context, another key")
}

func TestNonceUnique(t *testing.T) {
	seen := map[uint64]bool{}
	for _, i := range []uint64{0, 1, 2, 1<<IndexBits - 1} {
		for n := 0; n < 1<<TryBits; n++ {
			for _, kind := range []int{PadGuess, PadColours} {
				v, err := Nonce(kind, i, n)
				require.NoError(t, err)
				require.False(t, seen[v], "nonce %d twice", v)
				require.Less(t, v, uint64(ChainNonce), "a pad nonce must stay below the chain's")
				seen[v] = true
			}
		}
	}
	for _, bad := range []struct {
		t int
		i uint64
		n int
	}{{2, 0, 0}, {0, 1 << IndexBits, 0}, {0, 0, 1 << TryBits}, {0, 0, -1}} {
		_, err := Nonce(bad.t, bad.i, bad.n)
		require.ErrorIs(t, err, ErrBadField)
	}
}

func TestGuessAndColoursRoundTrip(t *testing.T) {
	k := felt(987654321)
	g := enc(t, "crane")
	ct, err := EncryptGuess(five, k, 3, 2, g)
	require.NoError(t, err)
	got, err := DecryptGuess(five, k, 3, 2, ct)
	require.NoError(t, err)
	require.Equal(t, g, got)
	// under another key, try or word it opens to no guess (or another one)
	for _, alt := range []struct {
		k    fr.Element
		i    uint64
		n    int
		name string
	}{{felt(1), 3, 2, "key"}, {k, 3, 3, "try"}, {k, 4, 2, "word"}} {
		other, err := DecryptGuess(five, alt.k, alt.i, alt.n, ct)
		if err == nil {
			require.NotEqual(t, g, other, alt.name)
		} else {
			require.ErrorIs(t, err, ErrBadCiphertext, alt.name)
		}
	}
	colours := []game.Color{game.Green, game.Yellow, game.Grey, game.Grey, game.Green}
	e, err := EncryptColours(five, k, 3, 2, colours)
	require.NoError(t, err)
	require.NotEqual(t, felt(PackColours(colours)), e)
	back, err := DecryptColours(five, k, 3, 2, e)
	require.NoError(t, err)
	require.Equal(t, colours, back)
	// the two pads of one try differ
	pg, err := Pad(k, PadGuess, 3, 2)
	require.NoError(t, err)
	pc, err := Pad(k, PadColours, 3, 2)
	require.NoError(t, err)
	require.NotEqual(t, pg, pc)

	_, err = EncryptGuess(five, k, 0, 0, []uint8{26, 0, 0, 0, 0})
	require.ErrorIs(t, err, ErrBadField)
	_, err = EncryptColours(five, k, 0, 0, []game.Color{3, 0, 0, 0, 0})
	require.ErrorIs(t, err, ErrBadField)
	var junk fr.Element
	junk.Add(&pg, new(fr.Element).SetUint64(game.PackWord([]uint8{26, 0, 0, 0, 0})))
	_, err = DecryptGuess(five, k, 3, 2, junk)
	require.ErrorIs(t, err, ErrBadCiphertext)
}

func TestAccumulator(t *testing.T) {
	m, k := felt(77), felt(123456789)
	acc, err := NewAcc(m, k, 9)
	require.NoError(t, err)
	require.Equal(t, m, acc.Value(), "before any answer A = M")
	require.Equal(t, merkle.Poseidon2Compress(k, felt(ChainNonce+9)), acc.T, "T_0 = C(k, 2^21 + i)")
	g, c := enc(t, "crane"), []game.Color{0, 1, 2, 0, 0}
	next, err := acc.Next(five, g, c)
	require.NoError(t, err)
	leaf := felt(game.PackWord(g) | PackColours(c)<<LeafColoursShift)
	require.Equal(t, merkle.Poseidon2Compress(m, merkle.Poseidon2Compress(acc.T, leaf)), next.Value())
	two, err := next.Next(five, g, c)
	require.NoError(t, err)
	require.NotEqual(t, next.Value(), two.Value(), "the try number is in the leaf")
	other, err := NewAcc(m, k, 10)
	require.NoError(t, err)
	o1, err := other.Next(five, g, c)
	require.NoError(t, err)
	require.NotEqual(t, next.Value(), o1.Value(), "the word index starts the chain")
	_, err = NewAcc(m, k, 1<<IndexBits)
	require.ErrorIs(t, err, ErrBadField)
}

// TestAccumulatorLeakClosed is the regression test of the accumulator leak
// (issue 20): with T_0 = i, anyone reading the chain rebuilt AccNew from M,
// i and n by trying every guess and colour pattern. The observer here has
// the best case, the true guesses and colours of every try: it still cannot
// rebuild any published accumulator from an unkeyed start or from any value
// it can compute (i, M, the ciphertexts, even the pads the true guesses
// reveal), while the holder of k can.
func TestAccumulatorLeakClosed(t *testing.T) {
	m, k := felt(0xa11ce), felt(0x5ec2e7)
	const i = 3
	guesses := []string{"crane", "sloth", "pudgy", "mound"}
	colours := [][]game.Color{{0, 0, 1, 0, 0}, {0, 0, 2, 0, 0}, {0, 2, 1, 0, 1}, {2, 2, 2, 2, 2}}
	acc, err := NewAcc(m, k, i)
	require.NoError(t, err)
	var public []Acc // the accumulators the chain shows, after each answer
	starts := map[string]fr.Element{"i (the leaking scheme)": felt(i), "M": m}
	for n, word := range guesses {
		g := enc(t, word)
		ct, err := EncryptGuess(five, k, i, n, g)
		require.NoError(t, err)
		e, err := EncryptColours(five, k, i, n, colours[n])
		require.NoError(t, err)
		var pg, pc fr.Element
		pg.Sub(&ct, new(fr.Element).SetUint64(game.PackWord(g)))
		pc.Sub(&e, new(fr.Element).SetUint64(PackColours(colours[n])))
		starts[fmt.Sprintf("ciphertext of try %d", n)] = ct
		starts[fmt.Sprintf("colours ciphertext of try %d", n)] = e
		starts[fmt.Sprintf("guess pad of try %d", n)] = pg
		starts[fmt.Sprintf("colours pad of try %d", n)] = pc
		if acc, err = acc.Next(five, g, colours[n]); err != nil {
			t.Fatal(err)
		}
		public = append(public, acc)
	}
	// the observer's rebuild from a start it knows, with the true tries
	for name, t0 := range starts {
		guess := Acc{M: m, T: t0}
		for n, word := range guesses {
			guess, err = guess.Next(five, enc(t, word), colours[n])
			require.NoError(t, err)
			require.NotEqual(t, public[n].Value(), guess.Value(), "start %s rebuilds AccNew of try %d", name, n)
		}
	}
	// the holder of k rebuilds every one
	keyed, err := NewAcc(m, k, i)
	require.NoError(t, err)
	for n, word := range guesses {
		keyed, err = keyed.Next(five, enc(t, word), colours[n])
		require.NoError(t, err)
		require.Equal(t, public[n].Value(), keyed.Value(), "try %d", n)
	}
	// and another key rebuilds none
	wrong, err := NewAcc(m, felt(0x5ec2e8), i)
	require.NoError(t, err)
	for n, word := range guesses {
		wrong, err = wrong.Next(five, enc(t, word), colours[n])
		require.NoError(t, err)
		require.NotEqual(t, public[n].Value(), wrong.Value(), "try %d", n)
	}
}

func TestPackAnswer(t *testing.T) {
	r := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), RandomnessBits), big.NewInt(3))
	f := AnswerFields{Index: 2, Try: 5, Solved: true, Count: 2376, Randomness: r}
	v, err := PackAnswer(f)
	require.NoError(t, err)
	want := new(big.Int).Lsh(r, 64)
	want.Or(want, big.NewInt(2|5<<16|1<<20|2376<<32))
	require.Equal(t, want, v)
	back, err := UnpackAnswer(v)
	require.NoError(t, err)
	require.Equal(t, f, back)
	for name, bad := range map[string]AnswerFields{
		"index":      {Index: 1 << 16, Count: 1, Randomness: r},
		"try":        {Try: 16, Count: 1, Randomness: r},
		"count 0":    {Count: 0, Randomness: r},
		"count big":  {Count: MaxCount + 1, Randomness: r},
		"randomness": {Count: 1, Randomness: new(big.Int).Lsh(big.NewInt(1), RandomnessBits)},
	} {
		_, err := PackAnswer(bad)
		require.ErrorIs(t, err, ErrBadField, name)
	}
	for name, bad := range map[string]*big.Int{
		"stray bit": new(big.Int).Or(v, big.NewInt(1<<25)),
		"too wide":  new(big.Int).Lsh(big.NewInt(1), 192),
		"negative":  big.NewInt(-1),
	} {
		_, err := UnpackAnswer(bad)
		require.ErrorIs(t, err, ErrBadPacked, name)
	}
}

func TestPackTallyAndBest(t *testing.T) {
	slots := []Slot{
		{Guess: enc(t, "crane"), Colors: []game.Color{0, 2, 0, 1, 2}},
		{Guess: enc(t, "slate"), Colors: []game.Color{2, 2, 0, 0, 2}},
		{Guess: enc(t, "bloat"), Colors: []game.Color{1, 2, 2, 0, 2}},
	}
	f := TallyFields{Slots: slots, Index: 1}
	v, err := PackTally(five, f)
	require.NoError(t, err)
	want := new(big.Int)
	for s, slot := range slots {
		x := game.PackWord(slot.Guess) | PackColours(slot.Colors)<<25
		want.Or(want, new(big.Int).Lsh(new(big.Int).SetUint64(x), uint(35*s)))
	}
	want.Or(want, new(big.Int).Lsh(big.NewInt(3|1<<4), 210))
	require.Equal(t, want, v)
	back, err := UnpackTally(five, v)
	require.NoError(t, err)
	require.Equal(t, f, back)
	greens, try := Best(slots)
	require.Equal(t, 3, greens)
	require.Equal(t, 2, try, "the earliest guess reaching 3 greens")
	g0, t0 := Best(nil)
	require.Zero(t, g0)
	require.Zero(t, t0)

	_, err = PackTally(five, TallyFields{Slots: make([]Slot, Tries+1)})
	require.ErrorIs(t, err, ErrBadField)
	_, err = PackTally(Word{Length: 6, Alphabet: game.Letters}, f)
	require.ErrorIs(t, err, ErrBadField)
	for name, bad := range map[string]*big.Int{
		"slot beyond the count": new(big.Int).Or(v, new(big.Int).Lsh(big.NewInt(1), 35*4)),
		"count 7":               new(big.Int).Or(v, new(big.Int).Lsh(big.NewInt(7), 210)),
		"above the index":       new(big.Int).Or(v, new(big.Int).Lsh(big.NewInt(1), 230)),
		"colour 3":              new(big.Int).Or(v, new(big.Int).Lsh(big.NewInt(3), 25)),
	} {
		_, err := UnpackTally(five, bad)
		require.ErrorIs(t, err, ErrBadPacked, name)
	}
}

func FuzzUnpackTally(f *testing.F) {
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		v := new(big.Int).SetBytes(data)
		if got, err := UnpackTally(five, v); err == nil {
			again, err := PackTally(five, got)
			require.NoError(t, err)
			require.Zero(t, v.Cmp(again))
		}
		if got, err := UnpackAnswer(v); err == nil {
			again, err := PackAnswer(got)
			require.NoError(t, err)
			require.Zero(t, v.Cmp(again))
		}
	})
}
