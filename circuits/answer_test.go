package circuits

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// answerCase is an answer statement over a random answers list.
type answerCase struct {
	p      Params
	dict   [][]uint8
	tr     *tree
	seed   fr.Element
	j      int     // the derived index
	word   []uint8 // dict[j]
	fields AnswerFields
}

func newAnswerCase(t testing.TB, r *rand.Rand, p Params, n int) *answerCase {
	t.Helper()
	ac := &answerCase{p: p, seed: randFelt(r)}
	leaves := make([]fr.Element, n)
	seen := map[uint64]bool{}
	for len(ac.dict) < n {
		w := randWord(r, p.Length, p.Alphabet.Size)
		if seen[game.PackWord(w)] {
			continue
		}
		seen[game.PackWord(w)] = true
		leaves[len(ac.dict)] = leaf(t, w)
		ac.dict = append(ac.dict, w)
	}
	ac.tr = newTree(t, leaves, SecretTreeDepth)
	rnd := randRandomness(r)
	ac.fields = AnswerFields{Index: r.Uint64N(1 << AnswerIndexBits), Count: n, Randomness: rnd}
	ac.j = nativeIndex(t, ac.seed, rnd, ac.fields.Index, n)
	ac.word = ac.dict[ac.j]
	ac.setGuess(randWord(r, p.Length, p.Alphabet.Size))
	return ac
}

// randRandomness draws a match randomness R below 2^128.
func randRandomness(r *rand.Rand) *big.Int {
	return new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(r.Uint64()), 64), new(big.Int).SetUint64(r.Uint64()))
}

// nativeIndex is the derivation recomputed with this package's independent
// reference hash: the low 64 bits of C(seed, R·2^16 + i), mod n.
func nativeIndex(t testing.TB, seed fr.Element, rnd *big.Int, i uint64, n int) int {
	var x fr.Element
	x.SetBigInt(new(big.Int).Add(new(big.Int).Lsh(rnd, 16), new(big.Int).SetUint64(i)))
	h := compress(t, seed, x)
	d := h.BigInt(new(big.Int))
	low := new(big.Int).And(d, new(big.Int).SetUint64(^uint64(0)))
	return int(low.Mod(low, big.NewInt(int64(n))).Int64())
}

func (ac *answerCase) setGuess(g []uint8) {
	ac.fields.Guess = g
	ac.fields.Colors = feedback(ac.word, g)
}

func (ac *answerCase) assignment(t testing.TB) *AnswerCircuit {
	t.Helper()
	a, err := AnswerAssignment(ac.p, ac.seed, ac.tr.root(), ac.word, ac.tr.path(ac.j), ac.fields)
	require.NoError(t, err)
	return a
}

func mustAnswer(t testing.TB, p Params) *AnswerCircuit {
	t.Helper()
	c, err := NewAnswer(p)
	require.NoError(t, err)
	return c
}

// TestDeriveIndexMatchesReference: the native derivation (package merkle's
// Poseidon2) equals the independent reference, and the circuit accepts the
// word at that index and no other.
func TestDeriveIndexMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for k := 0; k < 200; k++ {
		seed := randFelt(r)
		rnd := randRandomness(r)
		i := r.Uint64N(1 << AnswerIndexBits)
		n := 1 + r.IntN(1<<SecretTreeDepth)
		j, err := DeriveIndex(seed, rnd, i, n)
		require.NoError(t, err)
		require.Equal(t, nativeIndex(t, seed, rnd, i, n), j)
	}
	p := Params{Length: 5, Alphabet: game.Letters}
	for _, n := range []int{1, 2, 3, 7, 100} {
		ac := newAnswerCase(t, r, p, n)
		j, err := DeriveIndex(ac.seed, ac.fields.Randomness, ac.fields.Index, n)
		require.NoError(t, err)
		require.Equal(t, ac.j, j)
		require.NoError(t, test.IsSolved(mustAnswer(t, p), ac.assignment(t), ecc.BN254.ScalarField()), "n=%d", n)
		for other := 0; other < n; other++ {
			if other == j {
				continue
			}
			ac.j, ac.word = other, ac.dict[other]
			ac.setGuess(ac.fields.Guess)
			require.Error(t, test.IsSolved(mustAnswer(t, p), ac.assignment(t), ecc.BN254.ScalarField()), "n=%d: word %d instead of %d", n, other, j)
		}
	}
}

func TestDeriveIndexRejects(t *testing.T) {
	var seed fr.Element
	for _, c := range []struct {
		r *big.Int
		i uint64
		n int
	}{
		{nil, 0, 10}, {big.NewInt(-1), 0, 10}, {pow2(AnswerRandomnessBits), 0, 10},
		{big.NewInt(1), 1 << AnswerIndexBits, 10}, {big.NewInt(1), 0, 0}, {big.NewInt(1), 0, 1<<SecretTreeDepth + 1},
	} {
		_, err := DeriveIndex(seed, c.r, c.i, c.n)
		require.ErrorIs(t, err, ErrBadSlot)
	}
}

// TestAnswerValid proves answers over lists of several sizes, the largest
// index and the full tree's last leaf included, with duplicate letters.
func TestAnswerValid(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 19))
	for _, p := range allParams {
		ac := newAnswerCase(t, r, p, 50)
		require.NoError(t, test.IsSolved(mustAnswer(t, p), ac.assignment(t), ecc.BN254.ScalarField()), p.String())
	}
	p := Params{Length: 5, Alphabet: game.Letters}
	ac := newAnswerCase(t, r, p, 20)
	ac.fields.Index = 1<<AnswerIndexBits - 1
	ac.fields.Randomness = new(big.Int).Sub(pow2(AnswerRandomnessBits), big.NewInt(1))
	ac.j = nativeIndex(t, ac.seed, ac.fields.Randomness, ac.fields.Index, 20)
	ac.word = ac.dict[ac.j]
	ac.setGuess(ac.word) // all green
	require.NoError(t, test.IsSolved(mustAnswer(t, p), ac.assignment(t), ecc.BN254.ScalarField()))
	for k := 0; k < 20; k++ {
		secret, guess := randPair(r, p.Length, p.Alphabet.Size)
		ac.dict[ac.j], ac.word = secret, secret
		ac.tr = newTree(t, leavesOf(t, ac.dict), SecretTreeDepth)
		ac.setGuess(guess)
		require.NoError(t, test.IsSolved(mustAnswer(t, p), ac.assignment(t), ecc.BN254.ScalarField()))
	}
}

func leavesOf(t testing.TB, dict [][]uint8) []fr.Element {
	out := make([]fr.Element, len(dict))
	for i, w := range dict {
		out[i] = leaf(t, w)
	}
	return out
}

// TestAnswerRejects breaks one rule per row: each must fail to prove.
func TestAnswerRejects(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(2, 19))
	rows := map[string]func(ac *answerCase, a *AnswerCircuit){
		"seed does not open the commitment": func(ac *answerCase, a *AnswerCircuit) {
			a.Commitment = SeedCommitment(randFelt(r))
		},
		"another seed under the commitment": func(ac *answerCase, a *AnswerCircuit) {
			a.Seed = randFelt(r)
		},
		"root of another list": func(ac *answerCase, a *AnswerCircuit) {
			a.Root = randFelt(r)
		},
		"word not in the list": func(ac *answerCase, a *AnswerCircuit) {
			a.Word[0] = (uint64(ac.word[0]) + 1) % 26
			a.Packed = repack(t, ac, func(f *AnswerFields) {
				w := append([]uint8(nil), ac.word...)
				w[0] = uint8(a.Word[0].(uint64))
				f.Colors = feedback(w, f.Guess)
			})
		},
		"bad Merkle path": func(ac *answerCase, a *AnswerCircuit) {
			a.Siblings[3] = randFelt(r)
		},
		"symbol outside the alphabet": func(ac *answerCase, a *AnswerCircuit) {
			a.Guess[0] = uint64(26)
		},
		"N of zero": func(ac *answerCase, a *AnswerCircuit) {
			a.Count = 0
			a.Packed = repack(t, ac, nil)
			a.Packed = new(big.Int).Sub(a.Packed.(*big.Int), new(big.Int).Lsh(big.NewInt(int64(ac.fields.Count)), AnswerCountShift))
		},
		"N above the tree": func(ac *answerCase, a *AnswerCircuit) {
			a.Count = 1<<SecretTreeDepth + 1
			a.Packed = new(big.Int).Add(repack(t, ac, nil), new(big.Int).Lsh(big.NewInt(1<<SecretTreeDepth+1-int64(ac.fields.Count)), AnswerCountShift))
		},
		"public N differs from the witness": func(ac *answerCase, a *AnswerCircuit) {
			a.Packed = repack(t, ac, func(f *AnswerFields) { f.Count++ })
		},
		"public index differs from the witness": func(ac *answerCase, a *AnswerCircuit) {
			a.Packed = repack(t, ac, func(f *AnswerFields) { f.Index ^= 1 })
		},
		"public randomness differs from the witness": func(ac *answerCase, a *AnswerCircuit) {
			a.Packed = repack(t, ac, func(f *AnswerFields) { f.Randomness = new(big.Int).Xor(f.Randomness, big.NewInt(4)) })
		},
		"randomness above 2^128 wrapping into Packed": func(ac *answerCase, a *AnswerCircuit) {
			// R + 2^128 with the Packed of R + 2^128 would need bits above 208
			a.Randomness = new(big.Int).Add(ac.fields.Randomness, pow2(AnswerRandomnessBits))
			a.Packed = new(big.Int).Add(repack(t, ac, nil), pow2(AnswerRandomnessShift+AnswerRandomnessBits))
		},
	}
	for name, mutate := range rows {
		t.Run(name, func(t *testing.T) {
			ac := newAnswerCase(t, r, p, 40)
			a := ac.assignment(t)
			require.NoError(t, test.IsSolved(mustAnswer(t, p), a, ecc.BN254.ScalarField()))
			a = ac.assignment(t)
			mutate(ac, a)
			require.Error(t, test.IsSolved(mustAnswer(t, p), a, ecc.BN254.ScalarField()))
		})
	}
}

// repack returns the Packed of ac's fields after edit.
func repack(t testing.TB, ac *answerCase, edit func(*AnswerFields)) *big.Int {
	t.Helper()
	f := ac.fields
	f.Guess = append([]uint8(nil), f.Guess...)
	f.Colors = append([]game.Color(nil), f.Colors...)
	if edit != nil {
		edit(&f)
	}
	packed, err := PackAnswer(ac.p, f)
	require.NoError(t, err)
	return packed
}

// TestAnswerEveryWrongColour: any other colour at any position fails.
func TestAnswerEveryWrongColour(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(3, 19))
	ac := newAnswerCase(t, r, p, 30)
	// a guess with a green, a yellow and greys when the word allows it
	g := append([]uint8(nil), ac.word...)
	g[1], g[2] = ac.word[2], 25-ac.word[3]%26
	ac.setGuess(g)
	for k := 0; k < p.Length; k++ {
		for c := game.Grey; c <= game.Green; c++ {
			if c == ac.fields.Colors[k] {
				continue
			}
			a := ac.assignment(t)
			a.Packed = repack(t, ac, func(f *AnswerFields) { f.Colors[k] = c })
			require.Error(t, test.IsSolved(mustAnswer(t, p), a, ecc.BN254.ScalarField()), "position %d colour %d", k, c)
		}
	}
}

// TestAnswerMaliciousHint replaces the mod hint with lies: j >= N (j + N
// with q - 1), j off by one, and a reduction over the field instead of the
// integers (q + 1 with j - N, negative).
func TestAnswerMaliciousHint(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(4, 19))
	// a list whose padded tree holds the word again at j + N, so that only
	// j < N rejects the lie
	n := 5
	ac := newAnswerCase(t, r, p, n)
	for ac.fields.Count = n; ; ac.fields.Index++ {
		ac.j = nativeIndex(t, ac.seed, ac.fields.Randomness, ac.fields.Index, n)
		if ac.j+n < 2*n {
			break
		}
	}
	ac.word = ac.dict[ac.j]
	ac.setGuess(ac.fields.Guess)
	twice := append(append([][]uint8(nil), ac.dict...), ac.dict...)
	wide := newTree(t, leavesOf(t, twice), SecretTreeDepth)
	lie := func(edit func(out []*big.Int)) solver.Hint {
		return func(field *big.Int, in, out []*big.Int) error {
			if err := answerModHint(field, in, out); err != nil {
				return err
			}
			edit(out)
			return nil
		}
	}
	N := big.NewInt(int64(n))
	lies := map[string]solver.Hint{
		"j >= N": lie(func(out []*big.Int) { out[0].Sub(out[0], big.NewInt(1)); out[1].Add(out[1], N) }),
		"j + 1":  lie(func(out []*big.Int) { out[1].Add(out[1], big.NewInt(1)) }),
		"field wrap": lie(func(out []*big.Int) {
			out[0].Add(out[0], big.NewInt(1))
			out[1].Sub(out[1], N).Mod(out[1], ecc.BN254.ScalarField())
		}),
	}
	for name, h := range lies {
		t.Run(name, func(t *testing.T) {
			a, err := AnswerAssignment(p, ac.seed, wide.root(), ac.word, wide.path(ac.j+n), ac.fields)
			require.NoError(t, err)
			a.Packed = repack(t, ac, nil)
			require.Error(t, test.IsSolved(mustAnswer(t, p), a, ecc.BN254.ScalarField(),
				test.WithReplacementHint(solver.GetHintID(answerModHint), h)))
		})
	}
	// the honest hint with the same wide tree solves at j
	a, err := AnswerAssignment(p, ac.seed, wide.root(), ac.word, wide.path(ac.j), ac.fields)
	require.NoError(t, err)
	require.NoError(t, test.IsSolved(mustAnswer(t, p), a, ecc.BN254.ScalarField()))
	// and the "j >= N" lie would solve if j < N were not asserted: the wide
	// tree holds the same word at j + N, so the rest of the circuit agrees
	a, err = AnswerAssignment(p, ac.seed, wide.root(), ac.word, wide.path(ac.j+n), ac.fields)
	require.NoError(t, err)
	require.Error(t, test.IsSolved(mustAnswer(t, p), a, ecc.BN254.ScalarField()))
}

func TestAnswerRandomness(t *testing.T) {
	var h [32]byte
	for i := range h {
		h[i] = byte(i + 1)
	}
	want, _ := new(big.Int).SetString("1112131415161718191a1b1c1d1e1f20", 16)
	require.Equal(t, want, AnswerRandomness(h))
}

func TestPackAnswer(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(5, 19))
	ac := newAnswerCase(t, r, p, 10)
	packed, err := PackAnswer(p, ac.fields)
	require.NoError(t, err)
	// the Solidity expression of the layout
	var colours uint64
	for k, c := range ac.fields.Colors {
		colours |= uint64(c) << (2 * k)
	}
	want := new(big.Int).Lsh(ac.fields.Randomness, 80)
	want.Or(want, new(big.Int).Lsh(big.NewInt(int64(ac.fields.Count)), 64))
	want.Or(want, new(big.Int).Lsh(new(big.Int).SetUint64(ac.fields.Index), 48))
	want.Or(want, new(big.Int).Lsh(new(big.Int).SetUint64(colours), 32))
	want.Or(want, new(big.Int).SetUint64(game.PackWord(ac.fields.Guess)))
	require.Equal(t, want, packed)
	back, err := UnpackAnswer(p, packed)
	require.NoError(t, err)
	require.Equal(t, ac.fields, back)

	for name, bad := range map[string]*big.Int{
		"bit above R":       new(big.Int).Or(packed, pow2(208)),
		"bit above guess":   new(big.Int).Or(packed, pow2(25)),
		"bit above colours": new(big.Int).Or(packed, pow2(42)),
		"colour 3":          new(big.Int).Or(packed, pow2(32+2*0+1).Or(pow2(32+2*0+1), pow2(32))),
		"symbol 31":         new(big.Int).Or(packed, big.NewInt(31)),
		"N zero":            new(big.Int).AndNot(packed, new(big.Int).Lsh(big.NewInt(0xffff), 64)),
		"N above the tree":  new(big.Int).Or(packed, pow2(64+14)),
		"negative":          big.NewInt(-1),
	} {
		_, err := UnpackAnswer(p, bad)
		require.ErrorIs(t, err, ErrBadPacked, name)
	}
	bad := ac.fields
	bad.Colors = append([]game.Color{3}, bad.Colors[1:]...)
	_, err = PackAnswer(p, bad)
	require.ErrorIs(t, err, ErrBadSlot)
}

// TestAnswerGroth16 runs a full proof with a throw-away setup; a tampered
// public input does not verify.
func TestAnswerGroth16(t *testing.T) {
	if testing.Short() {
		t.Skip("full proving")
	}
	p := Params{Length: 5, Alphabet: game.Letters}
	ac := newAnswerCase(t, rand.New(rand.NewPCG(6, 19)), p, 100)
	valid := ac.assignment(t)
	test.NewAssert(t).CheckCircuit(mustAnswer(t, p), test.WithValidAssignment(valid),
		test.WithCurves(ecc.BN254), test.WithBackends(backend.GROTH16), test.NoFuzzing(), test.NoSerializationChecks())
	for k := 0; k < 3; k++ {
		tampered := ac.assignment(t)
		switch k {
		case 0:
			tampered.Commitment = SeedCommitment(randFelt(rand.New(rand.NewPCG(7, 19))))
		case 1:
			tampered.Root = felt(1)
		case 2:
			tampered.Packed = repack(t, ac, func(f *AnswerFields) { f.Index++ })
		}
		assertTamperedFails(t, mustAnswer(t, p), valid, tampered)
	}
}
