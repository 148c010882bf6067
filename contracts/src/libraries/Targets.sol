// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Targets
/// @notice Target assignment of a Worth of Words round, exactly as `game.Targets` computes it.
/// @dev The n remaining players, in join order, are shuffled with Fisher-Yates: for i from
/// n-1 down to 1, position i swaps with position uint256(keccak256(abi.encodePacked(seed,
/// uint256(i)))) % (i + 1). The player at shuffled position p then attacks the players at
/// positions p+1, ..., p+k (mod n), and is attacked by those at p-1, ..., p-k, with
/// k = min(3, n-1): three distinct targets and three attackers each, or everyone when
/// four or fewer remain.
library Targets {
    uint256 internal constant MAX_TARGETS = 3;

    /// @notice Shuffles `players` (player indexes in join order) in place.
    function shuffle(bytes32 seed, uint8[] memory players) internal pure {
        for (uint256 i = players.length; i > 1;) {
            unchecked {
                i--;
            }
            uint256 j = uint256(keccak256(abi.encodePacked(seed, i))) % (i + 1);
            (players[i], players[j]) = (players[j], players[i]);
        }
    }

    /// @notice How many opponents each player attacks with n players remaining.
    function perPlayer(uint256 n) internal pure returns (uint256) {
        return n - 1 < MAX_TARGETS ? n - 1 : MAX_TARGETS;
    }
}
