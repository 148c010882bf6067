// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Test helpers for words: packing (5 bits a letter, `game.PackWord`), Wordle feedback
/// (greens first, then yellows left to right, as `game.Feedback`), and a small keccak guess tree
/// in the layout of package `merkle`.
library WordUtils {
    function pack(string memory word) internal pure returns (uint32 packed) {
        bytes memory b = bytes(word);
        for (uint256 i = b.length; i > 0; i--) {
            packed = packed << 5 | uint32(uint8(b[i - 1]) - 97);
        }
    }

    /// @notice Colours of `guess` against `secret`, 2 bits a letter.
    function feedback(uint32 secret, uint32 guess, uint256 length) internal pure returns (uint16 colours) {
        uint8[32] memory unmatched;
        uint256[6] memory c;
        for (uint256 i = 0; i < length; i++) {
            uint256 s = (secret >> (5 * i)) & 31;
            if ((guess >> (5 * i)) & 31 == s) c[i] = 2;
            else unmatched[s]++;
        }
        for (uint256 i = 0; i < length; i++) {
            if (c[i] == 2) continue;
            uint256 g = (guess >> (5 * i)) & 31;
            if (unmatched[g] > 0) {
                unmatched[g]--;
                c[i] = 1;
            }
        }
        for (uint256 i = 0; i < length; i++) {
            colours |= uint16(c[i] << (2 * i));
        }
    }

    function leaf(uint256 length, uint256 packed) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(bytes1(0x00), uint8(length), uint64(packed)));
    }

    function node(bytes32 l, bytes32 r) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(bytes1(0x01), l, r));
    }

    /// @notice Root of the keccak tree of depth `depth` over `words` (padding leaves are zero).
    function root(uint32[] memory words, uint256 length, uint256 depth) internal pure returns (bytes32) {
        bytes32[] memory level = _leaves(words, length, depth);
        for (uint256 d = 0; d < depth; d++) {
            bytes32[] memory up = new bytes32[](level.length / 2);
            for (uint256 i = 0; i < up.length; i++) {
                up[i] = node(level[2 * i], level[2 * i + 1]);
            }
            level = up;
        }
        return level[0];
    }

    /// @notice Siblings of leaf `index`, bottom-up.
    function proof(uint32[] memory words, uint256 length, uint256 depth, uint256 index)
        internal
        pure
        returns (bytes32[] memory siblings)
    {
        bytes32[] memory level = _leaves(words, length, depth);
        siblings = new bytes32[](depth);
        for (uint256 d = 0; d < depth; d++) {
            siblings[d] = level[index ^ 1];
            bytes32[] memory up = new bytes32[](level.length / 2);
            for (uint256 i = 0; i < up.length; i++) {
                up[i] = node(level[2 * i], level[2 * i + 1]);
            }
            level = up;
            index >>= 1;
        }
    }

    function _leaves(uint32[] memory words, uint256 length, uint256 depth) private pure returns (bytes32[] memory l) {
        l = new bytes32[](1 << depth);
        for (uint256 i = 0; i < words.length; i++) {
            l[i] = leaf(length, words[i]);
        }
    }
}
