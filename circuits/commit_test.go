package circuits

import (
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/test"
	"github.com/stretchr/testify/require"

	"github.com/wordproof/wordproof/game"
)

// compressCircuit checks the C gadget against a native value.
type compressCircuit struct {
	A, B, Want frontend.Variable
}

func (c *compressCircuit) Define(api frontend.API) error {
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	api.AssertIsEqual(h.Compress(c.A, c.B), c.Want)
	return nil
}

func TestHasherMatchesNative(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	minus1 := fr.Element{}
	minus1.SetOne()
	minus1.Neg(&minus1)
	pairs := [][2]fr.Element{
		{felt(0), felt(0)}, {felt(1), felt(0)}, {felt(0), felt(1)}, {felt(1), felt(1 << 40)},
		{minus1, minus1}, {randFelt(r), randFelt(r)}, {randFelt(r), randFelt(r)},
	}
	for _, ab := range pairs {
		want := compress(t, ab[0], ab[1])
		require.NoError(t, test.IsSolved(&compressCircuit{}, &compressCircuit{A: ab[0], B: ab[1], Want: want}, ecc.BN254.ScalarField()))
		want.Add(&want, &fr.Element{1})
		require.Error(t, test.IsSolved(&compressCircuit{}, &compressCircuit{A: ab[0], B: ab[1], Want: want}, ecc.BN254.ScalarField()))
	}
}

// commitCase is a dictionary tree and K words of it with salts.
type commitCase struct {
	p     Params
	dict  [][]uint8
	tr    *tree
	words []CommitWord
	ctx   fr.Element
}

func newCommitCase(t testing.TB, r *rand.Rand, p Params, k, dictSize int) *commitCase {
	t.Helper()
	cc := &commitCase{p: p, ctx: randFelt(r)}
	leaves := make([]fr.Element, dictSize)
	for i := range leaves {
		cc.dict = append(cc.dict, randWord(r, p.Length, p.Alphabet.Size))
		leaves[i] = leaf(t, cc.dict[i])
	}
	cc.tr = newTree(t, leaves, SecretTreeDepth)
	for w := 0; w < k; w++ {
		idx := r.IntN(dictSize)
		salt := randFelt(r)
		cc.words = append(cc.words, CommitWord{
			Word: cc.dict[idx], Salt: salt, Commitment: commitment(t, cc.dict[idx], salt), Path: cc.tr.path(idx),
		})
	}
	return cc
}

func (cc *commitCase) assignment(t testing.TB) *CommitCircuit {
	t.Helper()
	a, err := CommitAssignment(cc.p, cc.tr.root(), cc.ctx, cc.words)
	require.NoError(t, err)
	return a
}

func mustCommit(t testing.TB, p Params, k int) *CommitCircuit {
	t.Helper()
	c, err := NewCommit(p, k)
	require.NoError(t, err)
	return c
}

func TestCommitValid(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for _, p := range allParams {
		for _, k := range []int{1, 2, 5} {
			t.Run(p.String(), func(t *testing.T) {
				for _, size := range []int{1, 2, 3, 100} {
					cc := newCommitCase(t, r, p, k, size)
					require.NoError(t, test.IsSolved(mustCommit(t, p, k), cc.assignment(t), ecc.BN254.ScalarField()))
				}
			})
		}
	}
	// the last leaf of a full tree
	p := allParams[1]
	cc := newCommitCase(t, r, p, 1, 1)
	leaves := make([]fr.Element, 1<<SecretTreeDepth)
	for i := range leaves {
		leaves[i] = felt(uint64(i))
	}
	leaves[len(leaves)-1] = leaf(t, cc.dict[0])
	cc.tr = newTree(t, leaves, SecretTreeDepth)
	cc.words[0].Path = cc.tr.path(len(leaves) - 1)
	require.NoError(t, test.IsSolved(mustCommit(t, p, 1), cc.assignment(t), ecc.BN254.ScalarField()))
}

// TestCommitRejects breaks one rule per row.
func TestCommitRejects(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	rows := []struct {
		name   string
		mutate func(t *testing.T, r *rand.Rand, cc *commitCase)
	}{
		{"valid", func(*testing.T, *rand.Rand, *commitCase) {}},
		{"word outside the dictionary", func(t *testing.T, r *rand.Rand, cc *commitCase) {
			// a fresh word with a valid commitment, and the path of another word
			w := randWord(r, p.Length, p.Alphabet.Size)
			cc.words[1].Word = w
			cc.words[1].Commitment = commitment(t, w, cc.words[1].Salt)
		}},
		{"mismatched salt", func(t *testing.T, r *rand.Rand, cc *commitCase) {
			cc.words[0].Salt = randFelt(r)
		}},
		{"salts swapped", func(t *testing.T, r *rand.Rand, cc *commitCase) {
			cc.words[0].Salt, cc.words[1].Salt = cc.words[1].Salt, cc.words[0].Salt
		}},
		{"wrong commitment", func(t *testing.T, r *rand.Rand, cc *commitCase) {
			cc.words[1].Commitment = randFelt(r)
		}},
		{"wrong sibling", func(t *testing.T, r *rand.Rand, cc *commitCase) {
			cc.words[0].Path.Siblings[5] = randFelt(r)
		}},
		{"wrong index", func(t *testing.T, r *rand.Rand, cc *commitCase) {
			cc.words[0].Path.Index ^= 1 << 3
		}},
		{"letter outside the alphabet", func(t *testing.T, r *rand.Rand, cc *commitCase) {
			// The dictionary holds the out-of-range word and the commitment
			// opens to it: only the range check can fail.
			bad := append([]uint8(nil), cc.words[0].Word...)
			bad[2] = uint8(p.Alphabet.Size)
			leaves := append([]fr.Element(nil), cc.tr.levels[0]...)
			leaves = append(leaves, leaf(t, bad))
			cc.tr = newTree(t, leaves, SecretTreeDepth)
			cc.words[0] = CommitWord{Word: bad, Salt: cc.words[0].Salt, Commitment: commitment(t, bad, cc.words[0].Salt), Path: cc.tr.path(len(leaves) - 1)}
			cc.words[1].Path = cc.tr.path(findLeaf(t, cc, cc.words[1].Word))
		}},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(9, 9))
			cc := newCommitCase(t, r, p, 2, 50)
			row.mutate(t, r, cc)
			err := test.IsSolved(mustCommit(t, p, 2), cc.assignment(t), ecc.BN254.ScalarField())
			if row.name == "valid" {
				require.NoError(t, err)
			} else {
				require.Error(t, err)
			}
		})
	}
}

func findLeaf(t *testing.T, cc *commitCase, w []uint8) int {
	t.Helper()
	l := leaf(t, w)
	for i, x := range cc.tr.levels[0] {
		if x.Equal(&l) {
			return i
		}
	}
	t.Fatal("word not in tree")
	return -1
}

// TestCommitNonBooleanDirection builds a root through a step with direction
// 2 (left = 2·sib − node, right = 2·node − sib, what Select computes), so that
// only the boolean check on the direction bit can reject it.
func TestCommitNonBooleanDirection(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(10, 10))
	cc := newCommitCase(t, r, p, 1, 10)
	w := cc.words[0]
	a := cc.assignment(t)
	node := leaf(t, w.Word)
	for l := 0; l < SecretTreeDepth; l++ {
		sib := w.Path.Siblings[l]
		var left, right fr.Element
		switch {
		case l == 4:
			var two fr.Element
			two.SetUint64(2)
			left.Mul(&two, &sib).Sub(&left, &node)
			right.Mul(&two, &node).Sub(&right, &sib)
			a.Directions[0][l] = 2
		case w.Path.Index>>l&1 == 1:
			left, right = sib, node
		default:
			left, right = node, sib
		}
		node = compress(t, left, right)
	}
	a.Root = node
	err := test.IsSolved(mustCommit(t, p, 1), a, ecc.BN254.ScalarField())
	require.ErrorContains(t, err, "assertIsBoolean")
}

func TestCommitGroth16(t *testing.T) {
	if testing.Short() {
		t.Skip("full proving")
	}
	p := Params{Length: 5, Alphabet: game.Letters}
	r := rand.New(rand.NewPCG(11, 11))
	cc := newCommitCase(t, r, p, 2, 30)
	valid := cc.assignment(t)
	test.NewAssert(t).CheckCircuit(mustCommit(t, p, 2),
		test.WithValidAssignment(valid),
		test.WithCurves(ecc.BN254), test.WithBackends(backend.GROTH16),
		test.NoFuzzing(), test.NoSerializationChecks())

	tampered := []func(a *CommitCircuit){
		func(a *CommitCircuit) { c := a.Context.(fr.Element); c.Add(&c, &fr.Element{1}); a.Context = c },
		func(a *CommitCircuit) { c := a.Root.(fr.Element); c.Add(&c, &fr.Element{1}); a.Root = c },
		func(a *CommitCircuit) { a.Commitments[0], a.Commitments[1] = a.Commitments[1], a.Commitments[0] },
	}
	for _, tamper := range tampered {
		bad := cc.assignment(t)
		tamper(bad)
		assertTamperedFails(t, mustCommit(t, p, 2), valid, bad)
	}
}

func TestCommitParams(t *testing.T) {
	p := Params{Length: 5, Alphabet: game.Letters}
	for _, k := range []int{0, -1, MaxWords + 1} {
		_, err := NewCommit(p, k)
		require.ErrorIs(t, err, ErrBadParams)
	}
	_, err := NewCommit(Params{Length: 0, Alphabet: game.Letters}, 2)
	require.ErrorIs(t, err, ErrBadParams)
	_, err = CommitAssignment(p, fr.Element{}, fr.Element{}, []CommitWord{{Word: make([]uint8, 5), Path: MerklePath{Siblings: make([]fr.Element, 3)}}})
	require.ErrorIs(t, err, ErrBadParams)
}
