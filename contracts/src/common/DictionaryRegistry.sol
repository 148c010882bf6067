// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IDictionaryRegistry} from "./IDictionaryRegistry.sol";

/// @title DictionaryRegistry
/// @notice Holds the dictionary roots and circuit verifiers per word length.
contract DictionaryRegistry is IDictionaryRegistry, Ownable {
    /// @dev BN254 scalar field modulus: a secret root must be a field element.
    uint256 internal constant FIELD_MODULUS =
        21888242871839275222246405745257275088548364400416034343698204186575808495617;
    uint8 internal constant MAX_GUESS_DEPTH = 32;

    mapping(uint8 wordLength => Dictionary) private _dictionaries;

    constructor(address owner) Ownable(owner) {}

    /// @inheritdoc IDictionaryRegistry
    function setDictionary(uint8 wordLength, Dictionary calldata entry) external onlyOwner {
        if (
            wordLength < 4 || wordLength > 6 || entry.secretRoot == 0 || entry.secretRoot >= FIELD_MODULUS
                || entry.guessRoot == 0 || entry.guessDepth > MAX_GUESS_DEPTH || entry.commitVerifier.code.length == 0
                || entry.revealVerifier.code.length == 0
        ) revert DictionaryRegistryBadEntry(wordLength);
        _dictionaries[wordLength] = entry;
        emit DictionarySet(wordLength, entry);
    }

    /// @inheritdoc IDictionaryRegistry
    function dictionary(uint8 wordLength) external view returns (Dictionary memory entry) {
        entry = _dictionaries[wordLength];
        if (entry.secretRoot == 0) revert DictionaryRegistryUnknownLength(wordLength);
    }
}
