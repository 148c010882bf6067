// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title GuessTree
/// @notice Membership proofs in a guess dictionary's keccak256 Merkle tree (package `merkle`):
///   leaf(w)    = keccak256(0x00 || uint8(length) || uint64(packed w))
///   node(l, r) = keccak256(0x01 || l || r)
/// A proof is the leaf index and the `depth` siblings, bottom-up; bit k of the index is 1
/// when the running node is the right child at level k.
library GuessTree {
    /// @notice Whether `packed` (a word of `length` letters) is a leaf of the tree with `root`.
    function contains(
        bytes32 root,
        uint256 depth,
        uint256 length,
        uint256 packed,
        uint256 index,
        bytes32[] calldata siblings
    ) internal pure returns (bool) {
        if (siblings.length != depth || index >> depth != 0) return false;
        bytes32 h = keccak256(abi.encodePacked(bytes1(0x00), uint8(length), uint64(packed)));
        for (uint256 k = 0; k < depth; k++) {
            h = (index >> k) & 1 == 0
                ? keccak256(abi.encodePacked(bytes1(0x01), h, siblings[k]))
                : keccak256(abi.encodePacked(bytes1(0x01), siblings[k], h));
        }
        return h == root;
    }
}
