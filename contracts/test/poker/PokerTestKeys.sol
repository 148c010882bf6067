// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice A player's BabyJubJub key (the base point, as HouseFixture's house key) and sealed cards
/// of the right length, for suites that do not read the cards they deal.
abstract contract PokerTestKeys {
    bytes internal constant SEALED = hex"00000000000000000000000000000000000000000000000000000000000000000000000000";

    function _key() internal pure returns (uint256[2] memory) {
        return [
            9671717474070082183213120605117400219616337014328744928644933853176787189663,
            16950150798460657717958625567821834550301663161624707787222815936182638968203
        ];
    }
}
