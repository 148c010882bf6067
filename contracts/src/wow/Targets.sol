// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Targets
/// @notice Target assignment of a Worth of Words round, exactly as `game.AssignTargets` computes it.
/// @dev A SplitMix64 generator starts from the xor of the seed's four 64-bit words (big-endian).
/// The n remaining players, in join order, are shuffled with Fisher-Yates from the back: for
/// i = n-1 down to 1, j = next() % (i + 1) and positions i and j swap. The player at shuffled
/// position p then attacks the players at positions p+1, ..., p+k (mod n) and is attacked by
/// those at p-1, ..., p-k, with k = min(3, n-1): three distinct targets and three attackers
/// each, or every opponent when four or fewer remain.
library Targets {
    uint256 internal constant MAX_TARGETS = 3;

    /// @notice Shuffles `players` (player indexes in join order) in place.
    function shuffle(bytes32 seed, uint8[] memory players) internal pure {
        uint256 s = uint256(seed);
        uint64 state = uint64(s >> 192) ^ uint64(s >> 128) ^ uint64(s >> 64) ^ uint64(s);
        for (uint256 i = players.length; i > 1;) {
            uint64 z;
            unchecked {
                i--;
                // SplitMix64: all arithmetic wraps modulo 2^64.
                state += 0x9e3779b97f4a7c15;
                z = state;
                z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
                z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
                z = z ^ (z >> 31);
            }
            uint256 j = uint256(z) % (i + 1);
            (players[i], players[j]) = (players[j], players[i]);
        }
    }

    /// @notice How many opponents each player attacks with n players remaining.
    function perPlayer(uint256 n) internal pure returns (uint256) {
        return n - 1 < MAX_TARGETS ? n - 1 : MAX_TARGETS;
    }
}
