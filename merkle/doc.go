// Package merkle builds the two Merkle trees that Wordproof keeps over its
// dictionaries: a keccak256 tree that a contract checks guesses against, and a
// Poseidon2 tree over BN254 that the circuits check secret words against. Both
// take their leaves as plain values, so they do not depend on the dictionary
// package; both compute roots and proofs and verify proofs in Go.
//
// # Words
//
// A word is a sequence of symbols of a game.Alphabet (a=0 .. z=25, or the
// digits 0..9) packed with game.PackWord: symbol i is multiplied by 32^i, so a
// word of n symbols is an integer below 2^(5n). Both trees hash packed words.
//
// # Shape shared by both trees
//
//   - The tree has a fixed depth d (a parameter, 0 <= d <= [MaxDepth]) and
//     2^d leaf positions. The n given leaves (1 <= n <= 2^d) sit at indices
//     0..n-1 in the order given, which for a dictionary is ascending
//     dictionary (byte-wise) order; positions n..2^d-1 hold a padding value.
//   - The parent of nodes 2i and 2i+1 of one level is node i of the level
//     above, computed as node(left = node 2i, right = node 2i+1).
//   - A proof is the leaf index and the d siblings of the path, bottom-up. Bit
//     k of the index (least significant first) is 1 when the running node is
//     the right child at level k; an index of 2^d or more is invalid. A
//     verifier that knows the depth must also check that the proof has
//     exactly d siblings.
//   - Padding positions have no proof ([ErrIndexOutOfRange]).
//
// # Keccak256 tree (guesses, checked on chain)
//
//	leaf(w)        = keccak256(0x00 || uint8(len(w)) || uint64(packed(w)))  (10 bytes, integers big-endian)
//	node(l, r)     = keccak256(0x01 || l || r)                              (65 bytes)
//	padding leaf   = bytes32(0)
//
// In Solidity the leaf is keccak256(abi.encodePacked(bytes1(0x00),
// uint8(length), uint64(packed))) and a node keccak256(abi.encodePacked(
// bytes1(0x01), left, right)). The first byte separates leaves from inner
// nodes (and the preimage lengths differ too), so an inner node can never be
// presented as a leaf. The padding value is no leaf hash (finding a preimage
// of zero is infeasible), so padding can never prove a word. A contract stores
// the root and the depth and verifies a guess with
//
//	require(proof.length == depth && index >> depth == 0);
//	bytes32 h = leaf;
//	for (uint256 k = 0; k < depth; k++) {
//	    h = (index >> k) & 1 == 0
//	        ? keccak256(abi.encodePacked(bytes1(0x01), h, proof[k]))
//	        : keccak256(abi.encodePacked(bytes1(0x01), proof[k], h));
//	}
//	require(h == root);
//
// The guess dictionaries use the smallest depth that fits ([MinDepth]).
// [KeccakLeaf], [KeccakNode], [NewKeccakTree] and [VerifyKeccak] implement it.
//
// # Poseidon2 tree (secrets, checked in circuits)
//
// C(a, b) is the two-to-one compression of gnark-crypto's BN254 Poseidon2
// permutation P with its default parameters (width 2, 6 full rounds, 50
// partial rounds; package github.com/consensys/gnark-crypto/ecc/bn254/fr/poseidon2):
// C(a, b) = P(a, b)[1] + b. It is the same function as the Compress method of
// gnark's std/permutation/poseidon2 gadget with its default parameters, which
// the tests check. [Poseidon2Compress] computes it.
//
//	leaf(w)        = C(1, packed(w))        (1 is the leaf domain tag)
//	node(l, r)     = C(l, r)
//	padding leaf   = the field element 0
//
// The secret dictionaries use the fixed depth [SecretTreeDepth] = 13 that the
// circuits are compiled for, so a secret dictionary holds at most 8192 words;
// building a tree that does not fit fails with [ErrTooManyLeaves]. The leaf tag
// keeps leaves apart from inner nodes, and a leaf equal to 0 (the padding) is
// infeasible, so padding proves no word. [Poseidon2Leaf], [NewPoseidon2Tree]
// and [VerifyPoseidon2] implement it; [Poseidon2Proof.PathBits] gives the
// direction bits a circuit takes as witness.
//
// # Commitments
//
// A secret word is committed as C(packed(w), salt), salt a uniformly random
// field element, one per secret ([Commitment]).
package merkle
