// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Stand-ins for the gnark verifiers in contract-logic tests: a "proof" is valid exactly
/// when its first word is the hash of the public inputs, so a test proves precisely the inputs it
/// expects the game to compute, and any other input (another context, colours, commitment) fails.
/// Real proofs against the real verifiers are tested in Go (end to end) and in the verifier tests.
library MockProof {
    function make(uint256[] memory input) internal pure returns (uint256[8] memory proof) {
        proof[0] = uint256(keccak256(abi.encode(input)));
    }
}

contract MockCommitVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[4] calldata input) external pure {
        uint256[] memory dyn = new uint256[](4);
        for (uint256 i = 0; i < 4; i++) {
            dyn[i] = input[i];
        }
        if (proof.length != 256 || uint256(bytes32(proof[:32])) != uint256(keccak256(abi.encode(dyn)))) {
            revert MockProofInvalid();
        }
    }
}

contract MockRevealVerifier {
    error MockProofInvalid();

    function verifyProof(bytes calldata proof, uint256[2] calldata input) external pure {
        uint256[] memory dyn = new uint256[](2);
        for (uint256 i = 0; i < 2; i++) {
            dyn[i] = input[i];
        }
        if (proof.length != 256 || uint256(bytes32(proof[:32])) != uint256(keccak256(abi.encode(dyn)))) {
            revert MockProofInvalid();
        }
    }
}
