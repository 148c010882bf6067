// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Scoring
/// @notice Worth of Words scoring, exactly as the Go rules engine (package `game`) states it.
/// @dev Words are packed 5 bits a letter (letter i at bits 5i..5i+4), colours 2 bits a
/// letter (0 grey, 1 yellow, 2 green). Knowledge about one secret word packs into one word:
///   bits 0..7           positions known to be green (bit i = position i)
///   bits 8+3a..10+3a    the most copies of symbol a any earlier guess revealed (at most 6)
/// A green earns GREEN_POINTS only at a position never green before; for each symbol, yellows
/// earn YELLOW_POINTS each for min(yellows, greens + yellows - known copies), never below zero;
/// a fully green guess earns SOLVE_BONUS more.
library Scoring {
    uint256 internal constant GREEN_POINTS = 5;
    uint256 internal constant YELLOW_POINTS = 2;
    uint256 internal constant SOLVE_BONUS = 10;

    uint256 private constant GREEN = 2;
    uint256 private constant COUNT_OFFSET = 8;

    /// @notice Scores a guess against `knowledge` (as it stood at the start of the round) and folds
    /// what it reveals into `learned` (the knowledge after the round), in one pass.
    function score(uint256 knowledge, uint256 learned, uint256 guess, uint256 colours, uint256 length)
        internal
        pure
        returns (uint256 total, bool solved, uint256 learnedAfter)
    {
        solved = true;
        unchecked {
            for (uint256 i = 0; i < length; i++) {
                uint256 c = (colours >> (2 * i)) & 3;
                if (c == GREEN) {
                    if ((knowledge >> i) & 1 == 0) total += GREEN_POINTS;
                    learned |= 1 << i;
                } else {
                    solved = false;
                }
                uint256 symbol = (guess >> (5 * i)) & 31;
                if (!_firstOccurrence(guess, i, symbol)) continue;
                (uint256 revealed, uint256 yellows) = _tally(guess, colours, length, i, symbol);
                uint256 shift = COUNT_OFFSET + 3 * symbol;
                uint256 known = (knowledge >> shift) & 7;
                if (revealed > known) {
                    uint256 fresh = revealed - known;
                    total += YELLOW_POINTS * (fresh < yellows ? fresh : yellows);
                }
                if (revealed > (learned >> shift) & 7) {
                    learned = (learned & ~(uint256(7) << shift)) | (revealed << shift);
                }
            }
        }
        if (solved) total += SOLVE_BONUS;
        learnedAfter = learned;
    }

    function _firstOccurrence(uint256 guess, uint256 i, uint256 symbol) private pure returns (bool) {
        for (uint256 j = 0; j < i; j++) {
            if ((guess >> (5 * j)) & 31 == symbol) return false;
        }
        return true;
    }

    /// @dev Copies of `symbol` the guess revealed (greens + yellows) and its yellows, from position `from` on.
    function _tally(uint256 guess, uint256 colours, uint256 length, uint256 from, uint256 symbol)
        private
        pure
        returns (uint256 revealed, uint256 yellows)
    {
        for (uint256 j = from; j < length; j++) {
            if ((guess >> (5 * j)) & 31 != symbol) continue;
            uint256 c = (colours >> (2 * j)) & 3;
            if (c != 0) revealed++;
            if (c == 1) yellows++;
        }
    }
}
