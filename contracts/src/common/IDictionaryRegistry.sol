// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IDictionaryRegistry
/// @notice Per word length: the roots of the secret dictionary (Poseidon2 tree, checked by the
/// commit circuit) and of the guess dictionary (keccak tree, checked by the game contract), and
/// the verifiers of the circuits compiled for that length.
interface IDictionaryRegistry {
    /// @param secretRoot Poseidon2 Merkle root of the secret words (a BN254 field element)
    /// @param guessRoot keccak256 Merkle root of the guess words
    /// @param guessDepth depth of the guess tree
    /// @param commitVerifier verifier of the commit circuit (K = 2)
    /// @param revealVerifier verifier of the reveal circuit
    struct Dictionary {
        uint256 secretRoot;
        bytes32 guessRoot;
        uint8 guessDepth;
        address commitVerifier;
        address revealVerifier;
    }

    event DictionarySet(uint8 indexed wordLength, Dictionary dictionary);

    error DictionaryRegistryUnknownLength(uint8 wordLength);
    error DictionaryRegistryBadEntry(uint8 wordLength);

    /// @notice Registers (or replaces) the dictionary of `wordLength`. Only the owner.
    /// Running games keep the entry they started with.
    /// @dev Emits DictionarySet.
    function setDictionary(uint8 wordLength, Dictionary calldata dictionary) external;

    /// @notice The dictionary of `wordLength`; reverts when none is registered.
    function dictionary(uint8 wordLength) external view returns (Dictionary memory);
}
