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
    /// what it reveals into `learned` (the knowledge after the round).
    /// @dev Two passes over the letters: the first counts, per symbol, the copies the guess
    /// revealed (greens + yellows) and its yellows, 4 bits a symbol; the second scores each
    /// distinct symbol once. Counts stay below 16, so nothing overflows.
    function score(uint256 knowledge, uint256 learned, uint256 guess, uint256 colours, uint256 length)
        internal
        pure
        returns (uint256 total, bool solved, uint256 learnedAfter)
    {
        (uint256 revealed, uint256 yellows, uint256 greens) = _count(guess, colours, length);
        solved = greens == (1 << length) - 1;
        unchecked {
            for (uint256 i = 0; i < length; i++) {
                if ((greens >> i) & 1 == 1 && (knowledge >> i) & 1 == 0) total += GREEN_POINTS;
            }
        }
        uint256 yellowPoints;
        (yellowPoints, learnedAfter) = _copies(knowledge, learned | greens, guess, length, revealed, yellows);
        total += yellowPoints;
        if (solved) total += SOLVE_BONUS;
    }

    /// @dev Per symbol (4 bits each): copies revealed and yellows; and the green positions.
    function _count(uint256 guess, uint256 colours, uint256 length)
        private
        pure
        returns (uint256 revealed, uint256 yellows, uint256 greens)
    {
        unchecked {
            for (uint256 i = 0; i < length; i++) {
                uint256 c = (colours >> (2 * i)) & 3;
                if (c == 0) continue;
                uint256 one = 1 << (4 * ((guess >> (5 * i)) & 31));
                revealed += one;
                if (c == GREEN) greens |= 1 << i;
                else yellows += one;
            }
        }
    }

    /// @dev Yellow points of the guess and the knowledge of copies after it, each symbol once.
    function _copies(
        uint256 knowledge,
        uint256 learned,
        uint256 guess,
        uint256 length,
        uint256 revealed,
        uint256 yellows
    ) private pure returns (uint256 points, uint256) {
        unchecked {
            uint256 seen;
            for (uint256 i = 0; i < length; i++) {
                uint256 symbol = (guess >> (5 * i)) & 31;
                if ((seen >> symbol) & 1 == 1) continue;
                seen |= 1 << symbol;
                uint256 copies = (revealed >> (4 * symbol)) & 15;
                uint256 shift = COUNT_OFFSET + 3 * symbol;
                uint256 known = (knowledge >> shift) & 7;
                if (copies > known) {
                    uint256 y = (yellows >> (4 * symbol)) & 15;
                    points += YELLOW_POINTS * (copies - known < y ? copies - known : y);
                }
                if (copies > (learned >> shift) & 7) {
                    learned = (learned & ~(uint256(7) << shift)) | (copies << shift);
                }
            }
        }
        return (points, learned);
    }
}
