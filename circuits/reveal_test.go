package circuits

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

var allParams = []Params{
	{Length: 4, Alphabet: game.Letters},
	{Length: 5, Alphabet: game.Letters},
	{Length: 6, Alphabet: game.Letters},
	{Length: 4, Alphabet: game.Digits},
	{Length: 5, Alphabet: game.Digits},
	{Length: 6, Alphabet: game.Digits},
}

// revealCase is a valid reveal: the secret, its salt and the slots with the
// colours of game.Feedback.
type revealCase struct {
	p      Params
	secret []uint8
	salt   fr.Element
	slots  []Slot
	ctx    fr.Element
}

func randReveal(r *rand.Rand, p Params, nSlots int) revealCase {
	rc := revealCase{p: p, salt: randFelt(r), ctx: randFelt(r)}
	for j := 0; j < nSlots; j++ {
		secret, guess := randPair(r, p.Length, p.Alphabet.Size)
		if j == 0 {
			rc.secret = secret
		}
		// later guesses reuse the first secret, shuffled guesses keep duplicates
		rc.slots = append(rc.slots, Slot{Guess: guess})
	}
	for j := range rc.slots {
		rc.slots[j].Colors = feedback(rc.secret, rc.slots[j].Guess)
	}
	return rc
}

func (rc revealCase) assignment(t testing.TB) *RevealCircuit {
	t.Helper()
	a, err := RevealAssignment(rc.p, rc.secret, rc.salt, commitment(t, rc.secret, rc.salt), rc.ctx, rc.slots)
	require.NoError(t, err)
	return a
}

func mustReveal(t testing.TB, p Params) *RevealCircuit {
	t.Helper()
	c, err := NewReveal(p)
	require.NoError(t, err)
	return c
}

func TestRevealMatchesFeedback(t *testing.T) {
	n := 400 // assignments per parameter set, 3 pairs each
	if testing.Short() {
		n = 40
	}
	for _, p := range allParams {
		t.Run(p.String(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, uint64(p.Length*100+p.Alphabet.Size)))
			circuit := mustReveal(t, p)
			for i := 0; i < n; i++ {
				rc := randReveal(r, p, 1+r.IntN(Guesses))
				err := test.IsSolved(circuit, rc.assignment(t), ecc.BN254.ScalarField())
				require.NoError(t, err, "secret %v slots %+v", rc.secret, rc.slots)

				// Any other colour in one random position must fail.
				j, k := r.IntN(len(rc.slots)), r.IntN(p.Length)
				good := rc.slots[j].Colors[k]
				rc.slots[j].Colors[k] = (good + game.Color(1+r.IntN(2))) % 3
				err = test.IsSolved(circuit, rc.assignment(t), ecc.BN254.ScalarField())
				require.Error(t, err, "secret %v slot %d pos %d colour %d accepted instead of %d", rc.secret, j, k, rc.slots[j].Colors[k], good)
			}
		})
	}
}

// TestRevealEveryWrongColour changes every colour of a few batches to each
// other value: exactly one colouring of a guess is accepted.
func TestRevealEveryWrongColour(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	for _, p := range allParams {
		t.Run(p.String(), func(t *testing.T) {
			circuit := mustReveal(t, p)
			rc := randReveal(r, p, Guesses)
			for j := range rc.slots {
				for k := 0; k < p.Length; k++ {
					good := rc.slots[j].Colors[k]
					for c := game.Grey; c <= game.Green; c++ {
						if c == good {
							continue
						}
						rc.slots[j].Colors[k] = c
						err := test.IsSolved(circuit, rc.assignment(t), ecc.BN254.ScalarField())
						require.Error(t, err, "slot %d position %d colour %v accepted instead of %v", j, k, c, good)
					}
					rc.slots[j].Colors[k] = good
				}
			}
		})
	}
}

func TestRevealDuplicates(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	enc := func(w string) []uint8 {
		s, err := game.Letters.Encode(w, 5)
		require.NoError(t, err)
		return s
	}
	tests := []struct{ secret, guess, want string }{
		{"abbey", "bobby", "Y.G.G"}, // reference values worked by hand from the rule
		{"apple", "ppppp", ".GG.."},
		{"apple", "paper", "YYGY."},
		{"speed", "eerie", "YY..."},
		{"crane", "eeeee", "....G"},
		{"geese", "eagle", "Y.Y.G"},
		{"aaaab", "baaaa", "YGGGY"},
	}
	circuit := mustReveal(t, p)
	for _, tt := range tests {
		t.Run(tt.secret+"/"+tt.guess, func(t *testing.T) {
			secret, guess := enc(tt.secret), enc(tt.guess)
			colors := feedback(secret, guess)
			require.Equal(t, tt.want, game.Pattern(colors), "rules engine")
			rc := revealCase{p: p, secret: secret, salt: felt(7), ctx: felt(9), slots: []Slot{{Guess: guess, Colors: colors}}}
			require.NoError(t, test.IsSolved(circuit, rc.assignment(t), ecc.BN254.ScalarField()))
		})
	}
}

// TestRevealRejects breaks one rule per row.
func TestRevealRejects(t *testing.T) {
	for _, p := range []Params{{Length: 5, Alphabet: game.Letters}, {Length: 4, Alphabet: game.Digits}} {
		r := rand.New(rand.NewPCG(3, uint64(p.Alphabet.Size)))
		base := randReveal(r, p, 2)
		L, sb := p.Length, p.SlotBits()
		size := uint64(p.Alphabet.Size)
		packed := func(t *testing.T, a *RevealCircuit) *big.Int {
			v, ok := a.Packed.(*big.Int)
			require.True(t, ok)
			return new(big.Int).Set(v)
		}
		rows := []struct {
			name   string
			mutate func(t *testing.T, a *RevealCircuit)
		}{
			{"valid", func(*testing.T, *RevealCircuit) {}},
			{"wrong salt", func(t *testing.T, a *RevealCircuit) { a.Salt = felt(12345) }},
			{"wrong commitment", func(t *testing.T, a *RevealCircuit) {
				c := a.Commitment.(fr.Element)
				c.Add(&c, &fr.Element{1})
				a.Commitment = c
			}},
			{"secret symbol outside alphabet", func(t *testing.T, a *RevealCircuit) {
				// A commitment that opens to the out-of-range word, so only
				// the range check can fail.
				// The colours are those of game.Feedback against it too.
				bad := base
				bad.secret = append([]uint8(nil), base.secret...)
				bad.secret[L-1] = uint8(size)
				bad.slots = nil
				for _, s := range base.slots {
					bad.slots = append(bad.slots, Slot{Guess: s.Guess, Colors: feedback(bad.secret, s.Guess)})
				}
				*a = *bad.assignment(t)
			}},
			{"secret symbol 32 aliasing the next symbol", func(t *testing.T, a *RevealCircuit) {
				// symbol 0 + 32 = the same packed word with symbol 1 one less
				if base.secret[1] == 0 {
					t.Skip("needs a non-zero second symbol")
				}
				a.Secret[0] = uint64(base.secret[0]) + 32
				a.Secret[1] = uint64(base.secret[1]) - 1
			}},
			{"guess symbol outside alphabet", func(t *testing.T, a *RevealCircuit) {
				v := packed(t, a)
				for b := 0; b < symbolBits; b++ {
					v.SetBit(v, b, uint(size>>b&1))
				}
				a.Packed = v
			}},
			{"colour 3", func(t *testing.T, a *RevealCircuit) {
				v := packed(t, a)
				v.SetBit(v, symbolBits*L, 1)
				v.SetBit(v, symbolBits*L+1, 1)
				a.Packed = v
			}},
			{"masked slot with a guess", func(t *testing.T, a *RevealCircuit) {
				v := packed(t, a)
				v.SetBit(v, 2*sb+3, 1)
				a.Packed = v
			}},
			{"masked slot with a colour", func(t *testing.T, a *RevealCircuit) {
				v := packed(t, a)
				v.SetBit(v, 2*sb+symbolBits*L, 1)
				a.Packed = v
			}},
			{"used slot after a masked one", func(t *testing.T, a *RevealCircuit) {
				v := packed(t, a)
				// move slot 1 to slot 2
				s1 := new(big.Int).Rsh(v, uint(sb))
				v.Sub(v, new(big.Int).Lsh(s1, uint(sb)))
				v.Or(v, new(big.Int).Lsh(s1, uint(2*sb)))
				a.Packed = v
			}},
			{"bit above the batch", func(t *testing.T, a *RevealCircuit) {
				v := packed(t, a)
				v.SetBit(v, 3*sb, 1)
				a.Packed = v
			}},
		}
		for _, row := range rows {
			t.Run(p.String()+"/"+row.name, func(t *testing.T) {
				a := base.assignment(t)
				row.mutate(t, a)
				err := test.IsSolved(mustReveal(t, p), a, ecc.BN254.ScalarField())
				if row.name == "valid" {
					require.NoError(t, err)
				} else {
					require.Error(t, err)
				}
			})
		}
	}
}

// TestRevealMaliciousHint replaces the unpacking hint with ones that lie:
// the constraints around it must catch every lie.
func TestRevealMaliciousHint(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	rc := randReveal(rand.New(rand.NewPCG(4, 4)), p, 2)
	lie := func(edit func(out []*big.Int)) solver.Hint {
		return func(field *big.Int, in, out []*big.Int) error {
			if err := unpackHint(field, in, out); err != nil {
				return err
			}
			edit(out)
			return nil
		}
	}
	slot := symbolBits*p.Length + 1
	lies := map[string]solver.Hint{
		"all zero":          lie(func(out []*big.Int) { out[0].SetUint64(0); out[slot-1].SetUint64(0); out[2*slot-1].SetUint64(0) }),
		"flipped guess bit": lie(func(out []*big.Int) { out[3].SetUint64(1 - out[3].Uint64()) }),
		"third slot used":   lie(func(out []*big.Int) { out[3*slot-1].SetUint64(1) }),
		"non-boolean":       lie(func(out []*big.Int) { out[0].SetUint64(2) }),
		"first slot unused": lie(func(out []*big.Int) { out[slot-1].SetUint64(0) }),
	}
	for name, h := range lies {
		t.Run(name, func(t *testing.T) {
			err := test.IsSolved(mustReveal(t, p), rc.assignment(t), ecc.BN254.ScalarField(),
				test.WithReplacementHint(solver.GetHintID(unpackHint), h))
			require.Error(t, err)
		})
	}

	// A carry moved from symbol 1 (bit 0, weight 32) to symbol 0 (bit 4 set
	// to 2, weight 16) keeps Packed and, against "zzzzz", every colour: only
	// the boolean checks on the bits reject it.
	zz := revealCase{p: p, secret: []uint8{25, 25, 25, 25, 25}, salt: felt(3), ctx: felt(4)}
	zz.slots = []Slot{{Guess: []uint8{0, 1, 0, 0, 0}}}
	zz.slots[0].Colors = feedback(zz.secret, zz.slots[0].Guess)
	carry := lie(func(out []*big.Int) { out[4].SetUint64(2); out[5].SetUint64(0) })
	t.Run("carry across symbols", func(t *testing.T) {
		require.NoError(t, test.IsSolved(mustReveal(t, p), zz.assignment(t), ecc.BN254.ScalarField()))
		err := test.IsSolved(mustReveal(t, p), zz.assignment(t), ecc.BN254.ScalarField(),
			test.WithReplacementHint(solver.GetHintID(unpackHint), carry))
		require.Error(t, err)
	})
	require.NoError(t, test.IsSolved(mustReveal(t, p), rc.assignment(t), ecc.BN254.ScalarField(),
		test.WithReplacementHint(solver.GetHintID(unpackHint), lie(func([]*big.Int) {}))))
}

// TestRevealGroth16 runs full proofs with a throw-away setup: a valid reveal
// proves and verifies, a tampered public input does not verify.
func TestRevealGroth16(t *testing.T) {
	if testing.Short() {
		t.Skip("full proving")
	}
	assert := test.NewAssert(t)
	for _, p := range []Params{{Length: 5, Alphabet: game.Letters}, {Length: 4, Alphabet: game.Digits}} {
		rc := randReveal(rand.New(rand.NewPCG(5, uint64(p.Length))), p, 2)
		valid := rc.assignment(t)
		// Another context: the top context bit of Packed flipped.
		wrongCtx := rc.assignment(t)
		wrongCtx.Packed = new(big.Int).Xor(wrongCtx.Packed.(*big.Int), new(big.Int).Lsh(big.NewInt(1), RevealContextShift+RevealContextBits-1))
		assert.CheckCircuit(mustReveal(t, p),
			test.WithValidAssignment(valid),
			test.WithCurves(ecc.BN254), test.WithBackends(backend.GROTH16),
			test.NoFuzzing(), test.NoSerializationChecks())
		assertTamperedFails(t, mustReveal(t, p), valid, wrongCtx)
	}
}

func TestRevealParams(t *testing.T) {
	tests := []struct {
		p       Params
		wantErr error
	}{
		{Params{Length: 5, Alphabet: game.Letters}, nil},
		{Params{Length: 1, Alphabet: game.Letters}, ErrBadParams},
		{Params{Length: 9, Alphabet: game.Letters}, ErrBadParams},
		{Params{Length: 5, Alphabet: game.Alphabet{Name: "big", First: 'a', Size: 32}}, ErrBadParams},
		{Params{Length: 5, Alphabet: game.Alphabet{Name: "one", First: 'a', Size: 1}}, ErrBadParams},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.p), func(t *testing.T) {
			_, err := NewReveal(tt.p)
			require.True(t, errors.Is(err, tt.wantErr), "got %v, want %v", err, tt.wantErr)
		})
	}
}

func FuzzRevealFeedback(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{1, 1, 2, 2, 3, 3, 1, 2, 3, 1})
	f.Add([]byte{25, 25, 25, 25, 25, 0, 0, 0, 0, 0})
	p := Params{Length: 5, Alphabet: game.Letters}
	circuit, err := NewReveal(p)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2*p.Length {
			return
		}
		secret, guess := make([]uint8, p.Length), make([]uint8, p.Length)
		for i := range secret {
			secret[i] = data[i] % uint8(p.Alphabet.Size)
			guess[i] = data[p.Length+i] % uint8(p.Alphabet.Size)
		}
		rc := revealCase{p: p, secret: secret, salt: felt(1), ctx: felt(2), slots: []Slot{{Guess: guess, Colors: feedback(secret, guess)}}}
		require.NoError(t, test.IsSolved(circuit, rc.assignment(t), ecc.BN254.ScalarField()))
	})
}

func BenchmarkRevealSolve(b *testing.B) {
	p := Params{Length: 5, Alphabet: game.Letters}
	rc := randReveal(rand.New(rand.NewPCG(6, 6)), p, Guesses)
	a := rc.assignment(b)
	circuit := mustReveal(b, p)
	for b.Loop() {
		if err := test.IsSolved(circuit, a, ecc.BN254.ScalarField()); err != nil {
			b.Fatal(err)
		}
	}
}

var _ frontend.Circuit = (*RevealCircuit)(nil)

// TestRevealContextInPacked checks the context's place in Packed: the
// witness context must be the high bits of Packed, and at most
// RevealContextBits wide, so that Packed has one decomposition.
func TestRevealContextInPacked(t *testing.T) {
	p := Params{Length: 6, Alphabet: game.Letters}
	rc := randReveal(rand.New(rand.NewPCG(11, 12)), p, 3)
	field := ecc.BN254.ScalarField()
	require.NoError(t, test.IsSolved(mustReveal(t, p), rc.assignment(t), field))

	batch, ctx := SplitContext(rc.assignment(t).Packed.(*big.Int))
	require.Equal(t, RevealContext(rc.ctx), ctx, "SplitContext inverts WithContext")
	require.LessOrEqual(t, batch.BitLen(), p.PackedBits())
	require.LessOrEqual(t, p.PackedBits(), RevealContextShift, "the widest batch fits under the context")

	t.Run("witness context differs from Packed", func(t *testing.T) {
		a := rc.assignment(t)
		a.Context = new(big.Int).Add(a.Context.(*big.Int), big.NewInt(1))
		require.Error(t, test.IsSolved(mustReveal(t, p), a, field))
	})
	t.Run("context wider than RevealContextBits", func(t *testing.T) {
		// Consistent with Packed, but out of range: another split of the same sum.
		a := rc.assignment(t)
		wide := new(big.Int).Add(a.Context.(*big.Int), new(big.Int).Lsh(big.NewInt(1), RevealContextBits))
		a.Context = wide
		a.Packed = new(big.Int).Add(batch, new(big.Int).Lsh(wide, RevealContextShift))
		require.Error(t, test.IsSolved(mustReveal(t, p), a, field))
	})
}

// TestLongWordContextRejected is the regression test of a review finding:
// with 7 letters the third slot's colours sat at bits 135..148 of Packed,
// above RevealContextShift = 132, so a prover could move the difference
// between two colour patterns into the context it chooses. Every length
// the circuits accept keeps the whole batch below the context; 7 and 8 are
// rejected wherever parameters enter.
func TestLongWordContextRejected(t *testing.T) {
	// The aliasing the old bound (8) allowed, in plain arithmetic: slot 2
	// of a 7-letter batch read as ....Y.. under context c and as GGGGGGG
	// under another context c' of at most RevealContextBits bits.
	const L = 7
	guess := []uint8{18, 11, 0, 19, 4, 18, 19} // "slatest"
	slot := func(colours []game.Color) *big.Int {
		v := new(big.Int).SetUint64(game.PackWord(guess))
		for i, c := range colours {
			v.Or(v, new(big.Int).Lsh(big.NewInt(int64(c)), uint(symbolBits*L+colorBits*i)))
		}
		v.SetBit(v, (symbolBits+colorBits)*L, 1)
		return v.Lsh(v, uint(2*((symbolBits+colorBits)*L+1)))
	}
	G, Y, o := game.Green, game.Yellow, game.Grey
	honest := slot([]game.Color{o, o, o, o, Y, o, o})
	forged := slot([]game.Color{G, G, G, G, G, G, G})
	diff := new(big.Int).Sub(honest, forged) // negative: the forged colours are larger
	require.Zero(t, new(big.Int).Mod(diff, new(big.Int).Lsh(big.NewInt(1), RevealContextShift)).Sign(),
		"the colours differ only in bits at or above the context")
	ctx := new(big.Int).Lsh(big.NewInt(1), RevealContextBits-1)
	ctxForged := new(big.Int).Add(ctx, new(big.Int).Rsh(diff, RevealContextShift))
	require.True(t, ctxForged.Sign() >= 0 && ctxForged.BitLen() <= RevealContextBits, "the forged context is in range")
	packedHonest := new(big.Int).Add(honest, new(big.Int).Lsh(ctx, RevealContextShift))
	packedForged := new(big.Int).Add(forged, new(big.Int).Lsh(ctxForged, RevealContextShift))
	require.Zero(t, packedHonest.Cmp(packedForged), "one public input, two readings")

	// Such parameters are rejected everywhere they enter.
	for _, length := range []int{MaxLength + 1, 8} {
		p := Params{Length: length, Alphabet: game.Letters}
		require.Greater(t, p.PackedBits(), RevealContextShift)
		require.ErrorIs(t, p.Validate(), ErrBadParams, "length %d", length)
		_, err := NewReveal(p)
		require.ErrorIs(t, err, ErrBadParams)
		_, err = NewCommit(p, 2)
		require.ErrorIs(t, err, ErrBadParams)
		_, err = PackReveal(p, nil)
		require.ErrorIs(t, err, ErrBadParams)
		_, err = RevealAssignment(p, make([]uint8, length), felt(1), felt(2), felt(3), nil)
		require.ErrorIs(t, err, ErrBadParams)
	}
	// Every accepted length keeps its batch below the context: the bound is tight.
	require.Equal(t, 6, MaxLength)
	for length := MinLength; length <= MaxLength; length++ {
		p := Params{Length: length, Alphabet: game.Letters}
		require.NoError(t, p.Validate())
		require.LessOrEqual(t, p.PackedBits(), RevealContextShift, "length %d", length)
	}
}
