package circuits

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/bits"

	"github.com/wordproof/wordproof/game"
	"github.com/wordproof/wordproof/merkle"
)

// The answer statement's public input Packed holds, from bit 0 (see
// [PackAnswer]):
//
//	bits [0, 5L)      the guess, as game.PackWord
//	bits [32, 32+2L)  the colours, colour k at bits 32+2k..33+2k
//	bits [48, 64)     the word index i in the player's stream
//	bits [64, 80)     the answers list's size N, 1..2^SecretTreeDepth
//	bits [80, 208)    the match randomness R
//
// In Solidity:
//
//	packed = guess | colours << 32 | i << 48 | n << 64 | r << 80;
const (
	AnswerColoursShift    = 32
	AnswerIndexShift      = 48
	AnswerCountShift      = 64
	AnswerRandomnessShift = 80

	// AnswerIndexBits bounds the word index i: a stream has at most 2^16 words.
	AnswerIndexBits = 16
	// AnswerRandomnessBits is the width of the match randomness R.
	AnswerRandomnessBits = 128

	// seedTag is the domain tag of a seed commitment, C(seedTag, seed): leaves
	// use 1 and inner nodes hash two field elements of a tree.
	seedTag = 2
	// derivedBits is how much of H(seed, R, i) is reduced mod N: 64 bits
	// leave a bias of at most N/2^64 and keep q·N + j far below the modulus.
	derivedBits = 64
	countBits   = AnswerRandomnessShift - AnswerCountShift
)

// AnswerCircuit proves the colours of one guess against the word that a
// committed seed derives for index i of a player's stream:
//
//	j    = H(seed, R, i) mod N, with H(seed, R, i) = low 64 bits of C(seed, R·2^16 + i)
//	word = answers[j], a leaf of the Poseidon2 answers tree with root Root
//
// Public inputs, in this order: Commitment = C(2, seed), Root, Packed (guess,
// colours, i, N and R, see the layout above).
//
// It asserts that Commitment opens to Seed; that Packed is the canonical
// packing of range-checked fields (guess symbols below the alphabet size, i
// below 2^16, 1 <= N <= 2^SecretTreeDepth, R below 2^128) and the colours
// that [game.Feedback] gives the guess against the word; that the 254 bits
// of C(seed, R·2^16 + i) are canonical and their low 64 bits t equal q·N + j
// with q < 2^64 and j < N; and that the word's leaf C(1, packed word) sits at
// index j of the tree with root Root.
type AnswerCircuit struct {
	Commitment frontend.Variable `gnark:",public"` // C(2, seed)
	Root       frontend.Variable `gnark:",public"` // root of the answers tree
	Packed     frontend.Variable `gnark:",public"` // guess, colours, i, N, R

	Seed     frontend.Variable   // the committed seed (private)
	Word     []frontend.Variable // the derived word's symbols (private)
	Siblings []frontend.Variable // its Merkle path, siblings bottom-up (private)

	// The fields of Packed (private: Packed binds them).
	Guess      []frontend.Variable
	Index      frontend.Variable
	Count      frontend.Variable
	Randomness frontend.Variable

	params Params
}

// NewAnswer returns an answer circuit shaped for p, ready to compile or to be
// filled as an assignment.
func NewAnswer(p Params) (*AnswerCircuit, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &AnswerCircuit{
		Word:     make([]frontend.Variable, p.Length),
		Siblings: make([]frontend.Variable, SecretTreeDepth),
		Guess:    make([]frontend.Variable, p.Length),
		params:   p,
	}, nil
}

// Params returns the compile-time parameters of c.
func (c *AnswerCircuit) Params() Params { return c.params }

// Define implements frontend.Circuit.
func (c *AnswerCircuit) Define(api frontend.API) error {
	p := c.params
	if err := p.Validate(); err != nil {
		return err
	}
	L := p.Length
	h, err := NewHasher(api)
	if err != nil {
		return err
	}
	api.AssertIsEqual(h.Compress(seedTag, c.Seed), c.Commitment)

	// Packed is a sum of fields below their bit widths, whose widths add up
	// to less than 252 bits: it determines every field.
	word := make([]frontend.Variable, L)
	guess := make([]frontend.Variable, L)
	for k := 0; k < L; k++ {
		word[k] = checkSymbol(api, c.Word[k], p.Alphabet.Size).Value
		guess[k] = checkSymbol(api, c.Guess[k], p.Alphabet.Size).Value
	}
	bits.ToBinary(api, c.Index, bits.WithNbDigits(AnswerIndexBits))
	bits.ToBinary(api, c.Randomness, bits.WithNbDigits(AnswerRandomnessBits))
	// 1 <= N <= 2^depth: N - 1 has depth bits (and N has countBits).
	bits.ToBinary(api, api.Sub(c.Count, 1), bits.WithNbDigits(SecretTreeDepth))
	colours := feedbackColours(api, word, guess)
	api.AssertIsEqual(api.Add(
		packSymbols(api, guess),
		api.Mul(colours, pow2(AnswerColoursShift)),
		api.Mul(c.Index, pow2(AnswerIndexShift)),
		api.Mul(c.Count, pow2(AnswerCountShift)),
		api.Mul(c.Randomness, pow2(AnswerRandomnessShift)),
	), c.Packed)

	dir, err := deriveIndex(api, h, c.Seed, c.Randomness, c.Index, c.Count)
	if err != nil {
		return err
	}
	api.AssertIsEqual(pathRoot(api, h, h.Compress(leafTag, packSymbols(api, word)), dir, c.Siblings), c.Root)
	return nil
}

// deriveIndex returns the SecretTreeDepth bits (least significant first) of
// j = H(seed, R, i) mod N, the index in the answers list of word i of the
// stream that seed derives: t, the low 64 bits of the canonical
// C(seed, R·2^16 + i), equals q·N + j with q < 2^64 and j < N. The caller
// range-checks R (128 bits), i (16 bits) and 1 <= N <= 2^SecretTreeDepth, so
// t = q·N + j is an equation over the integers.
func deriveIndex(api frontend.API, h Hasher, seed, randomness, index, count frontend.Variable) ([]frontend.Variable, error) {
	return deriveIndexDepth(api, h, seed, randomness, index, count, SecretTreeDepth)
}

// deriveIndexDepth is deriveIndex for a tree of the given depth (the caller
// range-checks 1 <= N <= 2^depth).
func deriveIndexDepth(api frontend.API, h Hasher, seed, randomness, index, count frontend.Variable, depth int) ([]frontend.Variable, error) {
	return reduceLow64(api, h.Compress(seed, api.Add(api.Mul(randomness, pow2(AnswerIndexBits)), index)), count, depth)
}

// reduceLow64 returns the depth bits (least significant first) of j = t mod
// count, t the low 64 bits of the canonical digest: t = q·count + j with
// q < 2^64 and j < count. The caller ensures 1 <= count <= 2^depth.
func reduceLow64(api frontend.API, digest, count frontend.Variable, depth int) ([]frontend.Variable, error) {
	t := fromBits(api, bits.ToBinary(api, digest)[:derivedBits])
	qj, err := api.Compiler().NewHint(answerModHint, 2, t, count)
	if err != nil {
		return nil, err
	}
	q, j := qj[0], qj[1]
	bits.ToBinary(api, q, bits.WithNbDigits(derivedBits))
	dir := bits.ToBinary(api, j, bits.WithNbDigits(depth))
	bits.ToBinary(api, api.Sub(api.Sub(count, 1), j), bits.WithNbDigits(depth))
	api.AssertIsEqual(api.Add(api.Mul(q, count), j), t)
	return dir, nil
}

// pathRoot returns the root that a Merkle path leads to from leaf: bit l of
// dir says whether the running node is the right child at level l.
func pathRoot(api frontend.API, h Hasher, leaf frontend.Variable, dir, siblings []frontend.Variable) frontend.Variable {
	node := leaf
	for l, sib := range siblings {
		left := api.Select(dir[l], sib, node)
		node = h.Compress(left, api.Sub(api.Add(sib, node), left))
	}
	return node
}

func pow2(n int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(n)) }

// answerModHint returns q and j with t = q·n + j, j < n: in = [t, n].
func answerModHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 2 || len(out) != 2 || in[1].Sign() <= 0 {
		return fmt.Errorf("answerModHint: want [t, n > 0] and 2 outputs")
	}
	out[0].DivMod(in[0], in[1], out[1])
	return nil
}

// SeedCommitment returns the commitment to a seed, C(2, seed). The seed must
// be a uniformly random field element (it is its own salt), fresh per match.
func SeedCommitment(seed fr.Element) fr.Element {
	var tag fr.Element
	tag.SetUint64(seedTag)
	return merkle.Poseidon2Compress(tag, seed)
}

// DeriveIndex returns j = H(seed, r, i) mod n, the index in the answers list
// of word i of the stream that seed derives under the match randomness r
// (below 2^AnswerRandomnessBits): the low 64 bits of C(seed, r·2^16 + i),
// reduced mod n. It is what AnswerCircuit proves, and the auditor's check.
func DeriveIndex(seed fr.Element, r *big.Int, i uint64, n int) (int, error) {
	if err := checkAnswerFields(r, i, n); err != nil {
		return 0, err
	}
	var x fr.Element
	x.SetBigInt(new(big.Int).Or(new(big.Int).Lsh(r, AnswerIndexBits), new(big.Int).SetUint64(i)))
	d := merkle.Poseidon2Compress(seed, x)
	b := d.Bits() // canonical, little-endian 64-bit words
	return int(b[0] % uint64(n)), nil
}

func checkAnswerFields(r *big.Int, i uint64, n int) error {
	if r == nil || r.Sign() < 0 || r.BitLen() > AnswerRandomnessBits {
		return fmt.Errorf("%w: randomness must be below 2^%d", ErrBadSlot, AnswerRandomnessBits)
	}
	if i>>AnswerIndexBits != 0 {
		return fmt.Errorf("%w: word index %d (at most %d)", ErrBadSlot, i, 1<<AnswerIndexBits-1)
	}
	if n < 1 || n > 1<<SecretTreeDepth {
		return fmt.Errorf("%w: answers list of %d words (want 1..%d)", ErrBadSlot, n, 1<<SecretTreeDepth)
	}
	return nil
}

// AnswerRandomness returns the match randomness R that a contract takes
// from a 32-byte hash h (for instance keccak256 of the draw block's hash and
// the match): its low AnswerRandomnessBits bits, uint128(uint256(h)) in
// Solidity.
func AnswerRandomness(h [32]byte) *big.Int {
	return new(big.Int).SetBytes(h[32-AnswerRandomnessBits/8:])
}

// AnswerFields are the fields of an answer's public input Packed.
type AnswerFields struct {
	Guess      []uint8      // symbols of the guess
	Colors     []game.Color // its colours against the derived word
	Index      uint64       // i, the word's position in the stream
	Count      int          // N, the size of the answers list
	Randomness *big.Int     // R, the match randomness, below 2^128
}

// PackAnswer returns the public input Packed of an answer: see the layout at
// [AnswerColoursShift].
func PackAnswer(p Params, f AnswerFields) (*big.Int, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := checkAnswerFields(f.Randomness, f.Index, f.Count); err != nil {
		return nil, err
	}
	if len(f.Guess) != p.Length || len(f.Colors) != p.Length {
		return nil, fmt.Errorf("%w: %d symbols and %d colours (want %d)", ErrBadSlot, len(f.Guess), len(f.Colors), p.Length)
	}
	var colours uint64
	for k := range f.Guess {
		if int(f.Guess[k]) >= p.Alphabet.Size {
			return nil, fmt.Errorf("%w: guess symbol %d is %d (alphabet size %d)", ErrBadSlot, k, f.Guess[k], p.Alphabet.Size)
		}
		if f.Colors[k] > game.Green {
			return nil, fmt.Errorf("%w: colour %d is %d", ErrBadSlot, k, f.Colors[k])
		}
		colours |= uint64(f.Colors[k]) << (colorBits * k)
	}
	low := game.PackWord(f.Guess) | colours<<AnswerColoursShift | f.Index<<AnswerIndexShift
	packed := new(big.Int).Lsh(f.Randomness, AnswerRandomnessShift-AnswerCountShift)
	packed.Or(packed, big.NewInt(int64(f.Count)))
	packed.Lsh(packed, AnswerCountShift)
	return packed.Or(packed, new(big.Int).SetUint64(low)), nil
}

// UnpackAnswer is the inverse of PackAnswer. A value that PackAnswer does not
// make (bits outside the fields, a symbol outside the alphabet, the colour 3,
// N outside 1..2^13) gives ErrBadPacked.
func UnpackAnswer(p Params, packed *big.Int) (AnswerFields, error) {
	var f AnswerFields
	if err := p.Validate(); err != nil {
		return f, err
	}
	if packed.Sign() < 0 || packed.BitLen() > AnswerRandomnessShift+AnswerRandomnessBits {
		return f, fmt.Errorf("%w: %d bits", ErrBadPacked, packed.BitLen())
	}
	field := func(shift, width int) uint64 {
		v := new(big.Int).Rsh(packed, uint(shift))
		return v.And(v, new(big.Int).Sub(pow2(width), big.NewInt(1))).Uint64()
	}
	g := field(0, AnswerColoursShift)
	c := field(AnswerColoursShift, AnswerIndexShift-AnswerColoursShift)
	if g>>(symbolBits*p.Length) != 0 || c>>(colorBits*p.Length) != 0 {
		return f, fmt.Errorf("%w: bits set outside the guess and its colours", ErrBadPacked)
	}
	f.Index = field(AnswerIndexShift, AnswerIndexBits)
	f.Count = int(field(AnswerCountShift, countBits))
	f.Randomness = new(big.Int).Rsh(packed, AnswerRandomnessShift)
	f.Guess = make([]uint8, p.Length)
	f.Colors = make([]game.Color, p.Length)
	for k := 0; k < p.Length; k++ {
		f.Guess[k] = uint8(g >> (symbolBits * k) & (1<<symbolBits - 1))
		f.Colors[k] = game.Color(c >> (colorBits * k) & (1<<colorBits - 1))
		if int(f.Guess[k]) >= p.Alphabet.Size || f.Colors[k] > game.Green {
			return f, fmt.Errorf("%w: symbol %d or colour %d at position %d", ErrBadPacked, f.Guess[k], f.Colors[k], k)
		}
	}
	if err := checkAnswerFields(f.Randomness, f.Index, f.Count); err != nil {
		return f, fmt.Errorf("%w: %w", ErrBadPacked, err)
	}
	return f, nil
}

// AnswerAssignment returns a full witness assignment of the answer circuit:
// the seed, the derived word with the siblings of its Merkle path (the
// circuit takes the leaf index from the derivation) and the public fields. The colours
// in f are taken as given (the prover computes them with game.Feedback).
func AnswerAssignment(p Params, seed, root fr.Element, word []uint8, path MerklePath, f AnswerFields) (*AnswerCircuit, error) {
	c, err := NewAnswer(p)
	if err != nil {
		return nil, err
	}
	packed, err := PackAnswer(p, f)
	if err != nil {
		return nil, err
	}
	if len(word) != p.Length {
		return nil, fmt.Errorf("%w: word has %d symbols (want %d)", ErrBadSlot, len(word), p.Length)
	}
	if len(path.Siblings) != SecretTreeDepth {
		return nil, fmt.Errorf("%w: path has %d siblings (want %d)", ErrBadParams, len(path.Siblings), SecretTreeDepth)
	}
	c.Commitment = SeedCommitment(seed)
	c.Root = root
	c.Packed = packed
	c.Seed = seed
	for k := range word {
		c.Word[k] = uint64(word[k])
		c.Guess[k] = uint64(f.Guess[k])
	}
	for l := range c.Siblings {
		c.Siblings[l] = path.Siblings[l]
	}
	c.Index = f.Index
	c.Count = f.Count
	c.Randomness = f.Randomness
	return c, nil
}

var _ frontend.Circuit = (*AnswerCircuit)(nil)
