// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {GuessTree} from "../wow/GuessTree.sol";
import {IWordleTacToe} from "./IWordleTacToe.sol";

/// @title SortedGuessTree
/// @notice Non-membership in a guess dictionary whose keccak Merkle tree (GuessTree's leaves and
/// nodes) holds the `count` words in strictly increasing order of their packed values, padded
/// with zero hashes. A word is absent when two adjacent leaves enclose it (or the first leaf is
/// above it, or the last below it): no leaf can sit between adjacent ones. The padding holds no
/// preimage, so no proof reaches an index at or past `count`.
library SortedGuessTree {
    /// @notice Whether `mv.word` (of `length` letters) is absent: `mv.index` = k is where it
    /// would go, `mv.below` is leaf k - 1 with `mv.path` (unused when k = 0), `mv.above` is leaf
    /// k with `mv.abovePath` (unused when k = count).
    function absent(bytes32 root, uint256 depth, uint256 count, uint256 length, IWordleTacToe.Move calldata mv)
        internal
        pure
        returns (bool)
    {
        uint256 k = mv.index;
        uint256 word = mv.word;
        if (k > count) return false;
        if (k > 0 && (mv.below >= word || !GuessTree.contains(root, depth, length, mv.below, k - 1, mv.path))) {
            return false;
        }
        if (k < count && (mv.above <= word || !GuessTree.contains(root, depth, length, mv.above, k, mv.abovePath))) {
            return false;
        }
        return true;
    }
}
