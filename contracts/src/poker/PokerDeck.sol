// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title PokerDeck
/// @notice The order of a hand's deck: derived from the house's seed, committed before the hand's
/// randomness existed, and that randomness (a block hash fixed after the commitment), so that
/// nobody chooses it (docs/poker.md, "The deck"). Only the first DRAWN cards are ever used: ten
/// dealt, at most ten drawn by mulligans. `wire.DeckOrder` in Go is the same function.
library PokerDeck {
    /// @notice Cards a hand can use: 2 x 5 dealt and 2 x 5 mulligan replacements.
    uint256 internal constant DRAWN = 20;

    /// @notice The first DRAWN cards of the deck order: a Fisher-Yates shuffle of the cards 0-51
    /// (PokerHands' indexes), position i swapped with i + keccak256(abi.encode(key, i)) mod
    /// (52 - i), where key = keccak256(abi.encode(seed, randomness)).
    function order(bytes32 seed, bytes32 randomness) internal pure returns (uint8[20] memory top) {
        bytes32 key = keccak256(abi.encode(seed, randomness));
        uint8[52] memory deck;
        for (uint256 i = 0; i < 52; i++) {
            deck[i] = uint8(i);
        }
        for (uint256 i = 0; i < DRAWN; i++) {
            uint256 j = i + uint256(keccak256(abi.encode(key, i))) % (52 - i);
            (deck[i], deck[j]) = (deck[j], deck[i]);
            top[i] = deck[i];
        }
    }
}
