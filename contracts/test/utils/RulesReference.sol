// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Worth of Words scoring written straight from the rules, letter by letter, in Scoring's
/// knowledge layout: the model that the lane arithmetic of `src/wow/Scoring.sol` is fuzzed
/// against, and that the invariant handler scores a whole game with.
library RulesReference {
    /// @dev The rules, one symbol at a time: greens new to the knowledge earn 5; per distinct symbol,
    /// yellows earn 2 each for min(yellows, revealed copies - known copies); a solve earns 10.
    function score(uint256 knowledge, uint256 learned, uint256 guess, uint256 colours, uint256 length)
        internal
        pure
        returns (uint256 total, bool solved, uint256 learnedAfter)
    {
        uint256 greens;
        uint256[26] memory revealed;
        uint256[26] memory yellows;
        for (uint256 i = 0; i < length; i++) {
            uint256 c = (colours >> (2 * i)) & 3;
            uint256 symbol = (guess >> (5 * i)) & 31;
            if (c == 0) continue;
            revealed[symbol]++;
            if (c == 2) greens |= 1 << i;
            else yellows[symbol]++;
        }
        solved = greens == (1 << length) - 1;
        for (uint256 i = 0; i < length; i++) {
            if ((greens >> i) & 1 == 1 && (knowledge >> i) & 1 == 0) total += 5;
        }
        learnedAfter = (learned & ~uint256(0xff)) | ((learned | greens) & 0xff);
        for (uint256 a = 0; a < 26; a++) {
            uint256 known = (knowledge >> (8 + 4 * a)) & 15;
            if (revealed[a] > known) {
                uint256 fresh = revealed[a] - known;
                total += 2 * (yellows[a] < fresh ? yellows[a] : fresh);
            }
            if (revealed[a] > ((learnedAfter >> (8 + 4 * a)) & 15)) {
                learnedAfter = (learnedAfter & ~(uint256(15) << (8 + 4 * a))) | (revealed[a] << (8 + 4 * a));
            }
        }
        if (solved) total += 10;
    }
}
