// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IRevealVerifier
/// @notice The gnark-exported Groth16 verifier of a reveal circuit (2 public inputs:
/// commitment, packed batch with the context above it). Reverts when the proof is invalid.
/// @dev `proof` is the 256-byte EIP-197 encoding: A, B (coefficients big-endian), C.
interface IRevealVerifier {
    function verifyProof(bytes calldata proof, uint256[2] calldata input) external view;
}

/// @title ICommitVerifier
/// @notice The gnark-exported Groth16 verifier of a commit circuit with K = 2 words (4 public
/// inputs: secret root, two commitments, context). Reverts when the proof is invalid.
interface ICommitVerifier {
    function verifyProof(bytes calldata proof, uint256[4] calldata input) external view;
}
