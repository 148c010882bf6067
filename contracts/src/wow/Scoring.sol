// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Scoring
/// @notice Worth of Words scoring, exactly as the Go rules engine (package `game`) states it.
/// @dev Words are packed 5 bits a letter (letter i at bits 5i..5i+4), colours 2 bits a
/// letter (0 grey, 1 yellow, 2 green). Knowledge about one secret word packs into 112 bits:
///   bits 0..7           positions known to be green (bit i = position i)
///   bits 8+4a..11+4a    the most copies of symbol a any earlier guess revealed (at most 6)
/// A green earns GREEN_POINTS only at a position never green before; for each symbol, yellows
/// earn YELLOW_POINTS each for min(yellows, greens + yellows - known copies), never below zero;
/// a fully green guess earns SOLVE_BONUS more.
library Scoring {
    uint256 internal constant GREEN_POINTS = 5;
    uint256 internal constant YELLOW_POINTS = 2;
    uint256 internal constant SOLVE_BONUS = 10;
    /// @dev Bits a knowledge value uses.
    uint256 internal constant KNOWLEDGE_BITS = 8 + 4 * SYMBOLS;

    uint256 private constant SYMBOLS = 26;
    /// @dev Every 4-bit lane of the 26 symbol counts: all ones, the low lane bit, the high one.
    uint256 private constant LANES = 0xffffffffffffffffffffffffff;
    uint256 private constant LOW = 0x11111111111111111111111111;
    uint256 private constant HIGH = 0x88888888888888888888888888;

    /// @notice Scores a guess against `knowledge` (as it stood at the start of the round) and folds
    /// what it reveals into `learned` (the knowledge after the round).
    /// @dev One pass over the letters counts, per symbol, the copies the guess revealed (greens +
    /// yellows) and its yellows, a 4-bit lane a symbol; the per-symbol minimum, difference and
    /// maximum then run on all 26 lanes at once. Every count is at most 6, so a lane holds
    /// 8 + a - b without borrowing from its neighbour, and its high bit says whether a >= b.
    /// Assembly because it runs for every guess of every reveal: a letter-by-letter version
    /// cost about 4,000 gas a guess. `test/wow/Vectors.t.sol` checks it against the Go engine.
    function score(uint256 knowledge, uint256 learned, uint256 guess, uint256 colours, uint256 length)
        internal
        pure
        returns (uint256 total, bool solved, uint256 learnedAfter)
    {
        assembly ("memory-safe") {
            // lanes where a >= b hold 7, others 0 (x holds 8 + a - b in every lane)
            function atLeast(x) -> m {
                m := mul(shr(3, and(x, HIGH)), 7)
            }
            let revealed := 0
            let yellows := 0
            let greens := 0
            for { let i := 0 } lt(i, length) { i := add(i, 1) } {
                let c := and(shr(shl(1, i), colours), 3)
                if c {
                    let one := shl(shl(2, and(shr(mul(5, i), guess), 31)), 1)
                    revealed := add(revealed, one)
                    switch c
                    case 1 { yellows := add(yellows, one) }
                    default { greens := or(greens, shl(i, 1)) }
                }
            }
            solved := eq(greens, sub(shl(length, 1), 1))
            // Positions green for the first time, counted by clearing the lowest set bit.
            for { let fresh := and(greens, not(knowledge)) } fresh { fresh := and(fresh, sub(fresh, 1)) } {
                total := add(total, GREEN_POINTS)
            }
            // Yellow points: min(yellows, revealed - known) per symbol where revealed > known.
            let known := and(shr(8, knowledge), LANES)
            let more := sub(or(revealed, HIGH), known)
            let beyond := and(more, and(atLeast(more), mul(LOW, 7)))
            let pick := atLeast(sub(or(beyond, HIGH), yellows)) // beyond >= yellows: take yellows
            let paid := or(and(yellows, pick), and(beyond, not(pick)))
            // The lanes sum to at most 6, so the top lane of paid * LOW is their total.
            total := add(total, mul(YELLOW_POINTS, and(shr(100, mul(paid, LOW)), 15)))
            // Knowledge after: greens added, each symbol's count the larger of the two.
            let had := and(shr(8, learned), LANES)
            let grow := atLeast(sub(or(revealed, HIGH), had))
            let counts := or(and(revealed, grow), and(had, not(grow)))
            learnedAfter := or(and(or(learned, greens), 0xff), shl(8, counts))
            if solved { total := add(total, SOLVE_BONUS) }
        }
    }
}
