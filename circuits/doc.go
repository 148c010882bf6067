// Package circuits holds the gnark circuit definitions of Wordproof (Groth16 on
// BN254) and the small gadgets they are built from. It defines circuits only:
// compiling, keys, proving and verifying live in package prover, which imports
// this package (never the reverse).
//
// # Circuits
//
//   - [RevealCircuit] proves the Wordle colours of a batch of up to [Guesses]
//     guesses against one committed secret word.
//   - [CommitCircuit] proves that K committed secret words are leaves of the
//     secret-dictionary Poseidon2 Merkle tree.
//   - [AnswerCircuit] proves the colours of one guess against the word that a
//     committed seed derives: answers[H(seed, R, i) mod N] (docs/circuits.md).
//   - The hidden-guess circuits of the bonded house (package hidden,
//     docs/circuits.md "Hidden guesses"): [KeyCircuit] (a player's match key
//     from the house's registered BabyJubJub key), [HiddenAnswerCircuit]
//     (the answer to an encrypted guess, colours encrypted to the guesser,
//     one accumulator step), [TallyCircuit] (the round-end opening of the
//     accumulator) and [RefuseCircuit] (what an unanswerable guess
//     ciphertext opens to).
//
// Both are parameterised at compile time by [Params]: the word length and the
// alphabet ([game.Letters] or [game.Digits]).
//
// # Shared cryptographic conventions
//
// These are fixed for the whole project; package merkle implements the same
// conventions natively, and the tests of this package check the gadgets
// against it.
//
//   - Word encoding: symbols of [game.Alphabet] (a=0..z=25, digits 0..9),
//     packed with [game.PackWord]: symbol i times 32^i, so a packed word of
//     length L is below 2^(5L).
//   - C(a, b) is the two-to-one compression of gnark-crypto's default BN254
//     Poseidon2 permutation P (width 2, 6 full and 50 partial rounds):
//     C(a, b) = P(a, b)[1] + b. In circuit it is gnark's
//     std/permutation/poseidon2 Compress gadget.
//   - Secret-dictionary tree: leaf of word w = C(1, packed(w)); inner node =
//     C(left, right); depth [SecretTreeDepth]; leaves in dictionary order,
//     padded with the field element 0. A path is the list of siblings bottom-up
//     and the leaf index; bit i of the index (LSB first) is 1 when the running
//     node is the right child at level i.
//   - Commitment to a secret word: C(packed(w), salt), one uniformly random
//     salt per secret. Commitment to a seed: C(2, seed), the seed a uniformly
//     random field element ([SeedCommitment]).
//   - Context binding: computed on chain as
//     uint256(keccak256(abi.encode(chainId, contract, gameId, round, player)))
//     >> 8 (round 0 for a commit proof). The commit circuit takes it as a
//     public input and constrains it (see [bindContext]), so the verifying key
//     has a non-zero term for it; the reveal circuit carries its low
//     [RevealContextBits] bits in the high bits of Packed (see [WithContext]).
//     Either way a proof cannot be replayed under another context.
//
// # Public inputs
//
// Public inputs are ordered as the struct fields are declared:
//
//	RevealCircuit: Commitment, Packed (batch and context)       (2 inputs)
//	CommitCircuit: Root, Commitments[0..K-1], Context           (K+2 inputs)
//	AnswerCircuit: Commitment, Root, Packed (guess, colours, i, N, R) (3 inputs)
//	KeyCircuit: HouseY, PlayerY, Context, SeedCommitment, Root, Binding (6 inputs)
//	HiddenAnswerCircuit: AccOld, AccNew, Guess, Colours, Packed (i, n, solved, N, R) (5 inputs)
//	TallyCircuit: Acc, Packed (the tries' guesses and colours, count, i) (2 inputs)
//	RefuseCircuit: Binding, Guess, Packed (i, n, valid, word) (3 inputs)
//
// The reveal batch is packed into the single field element Packed, described
// at [PackReveal]: on chain each public input costs about 6.5k gas.
//
// # Soundness
//
// Every symbol (secret and guesses) is range-checked below the alphabet size,
// Merkle direction bits are boolean, masked guess slots must be all zero, and
// the colours follow [game.Feedback] exactly (greens first, then yellows left
// to right while unmatched copies remain): the reveal circuit computes them
// and asserts that Packed is the packing of the guesses with the computed
// colours, so each is in {0,1,2} by construction. The one hint (reading the
// guess bits out of Packed) is pinned by boolean checks and that
// recomposition; tests replace it with lying hints. No gadget adds a Groth16
// commitment (api.Commit), so the exported verifiers need no Pedersen check.
//
// The commit circuit does not require the K words to differ; a game that
// needs distinct secrets must check it elsewhere (the commitments differ in
// any case, each with its own salt).
package circuits
