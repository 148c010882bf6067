// Package prover proves and verifies Wordproof statements with Groth16 on
// BN254, runs the multi-party key ceremony and exports the Solidity
// verifiers. The circuits themselves are in package circuits.
//
// # Proving
//
// [New] returns a [Prover] over a key set (by default the keys the repository
// ships, package keys). Circuits are compiled and keys read on first use and
// cached in the Prover, and every method is safe for concurrent use:
//
//	p, _ := prover.New(prover.DefaultConfig())
//	ctx, _ := prover.Binding{ChainID: chain, Contract: game, GameID: id, Round: 2, Player: me}.Context()
//	proof, err := p.ProveReveal(context.Background(), prover.RevealInput{
//		Alphabet: game.Letters, Secret: "crane", Salt: salt,
//		Guesses: []string{"slate", "eerie"}, Context: ctx,
//	})
//	err = p.Verify(context.Background(), proof)
//
// Requests take plain values; the colours come from [game.Feedback], the
// packing from [circuits.PackReveal], commitments and Merkle paths from
// package merkle. A [Proof] carries its circuit id, its public inputs in
// circuit order and its points as a [SolidityProof], the form the exported
// verifiers take (Bytes gives the 256-byte `proof` argument of verifyProof).
//
// # Circuits and keys
//
// A [Spec] names a circuit: kind, word length, alphabet and for commits the
// number of words; [Spec.ID] ("reveal_l5a26", "commit_k2_l5a26") names its key
// files <id>.pk and <id>.vk and its verifier contract ([VerifierName]). The
// shipped circuits are [ShippedSpecs].
//
// # Ceremony
//
// Keys come only from gnark's MPC ceremony (mpcsetup phases 1 and 2), never
// from a one-party setup: [NewCeremony], [Ceremony.Contribute],
// [Ceremony.SealPhase1], [Ceremony.Finalize], and [Ceremony.Verify] to replay
// a transcript. One phase-1 run at the largest domain serves every circuit:
// the powers of tau of a smaller power of two are a prefix of it.
//
// Keys are development keys unless their transcript meets the policy
// ([Manifest.CheckPolicy]): [DefaultMinContributions] contributions a phase
// and each beacon's public source fixed ([Ceremony.FixBeacon]) before the
// phase's last contribution. [Provenance] is the label printed wherever keys
// appear; [VerifyForDeployment] is what a production deployment checks. The
// shipped keys are development keys ([ShippedProvenance]).
//
// # Context binding
//
// [Binding.Context] computes the context public input as the contracts do:
// uint256(keccak256(abi.encode(chainId, contract, gameId, round, player))) >> 8.
// The shared cryptographic conventions are documented in package circuits.
package prover
