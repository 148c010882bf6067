// Package hidden is the native side of the hidden-guess scheme of the bonded
// house (issue 20, docs/circuits.md "Hidden guesses"): the per-match key a
// house and a player share over BabyJubJub, the pads that encrypt a guess to
// the house and its colours to the guesser, the per-player accumulator that a
// round-end tally opens, and the packings of the public inputs that a
// contract rebuilds. The circuits (circuits.KeyCircuit,
// circuits.HiddenAnswerCircuit, circuits.TallyCircuit) prove the same
// computations; this package is their one native definition.
//
// # Scheme
//
// C is the project's Poseidon2 compression (package merkle).
//
//	shared  = y([sk_h]·(8·PK_g)) = y([sk_g]·(8·PK_h))    ECDH, y coordinate only
//	k       = C(shared, ctx)                                per player and match
//	K       = C(3, k)                                       key commitment
//	M       = C(C(S, Root), K)                              the player's binding: seed commitment S, answers root
//	pad     = C(k, t + 2·(n + 16·i))                        t = 0 guess, 1 colours; try n < 16, word i < 2^16
//	CT      = packed guess + pad(0, i, n)                   the guess, posted by the player (commitment and ciphertext)
//	E       = packed colours + pad(1, i, n)                 the colours, posted by the house
//	leaf    = packed guess + colours·2^32 + n·2^48
//	T_0 = i, T_{n+1} = C(T_n, leaf_n); A_0 = M, A_n = C(M, T_n) (n ≥ 1)
//
// The contract stores A per player and round (M at the round's start), and
// every answer proves the step A_n → A_{n+1}; the tally opens A_n.
package hidden
