// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {Scoring} from "../../src/libraries/Scoring.sol";

/// @notice Differential fuzzing of Scoring's lane arithmetic against a letter-by-letter reference
/// written straight from the rules (the vectors test checks both against the Go engine's cases).
contract ScoringTest is TestBase {
    /// @dev The rules, one symbol at a time: greens new to the knowledge earn 5; per distinct symbol,
    /// yellows earn 2 each for min(yellows, revealed copies - known copies); a solve earns 10.
    function byTheRules(uint256 knowledge, uint256 learned, uint256 guess, uint256 colours, uint256 length)
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

    function testFuzz_MatchesReference(uint256 seed, uint8 len) public pure {
        uint256 length = 4 + len % 3;
        uint256 guess;
        uint256 colours;
        uint256 knowledge;
        uint256 learned;
        for (uint256 i = 0; i < length; i++) {
            guess |= (uint256(keccak256(abi.encode(seed, "g", i))) % 26) << (5 * i);
            colours |= (uint256(keccak256(abi.encode(seed, "c", i))) % 3) << (2 * i);
        }
        // Knowledge as earlier rounds leave it: greens within the word, copies at most the length;
        // what this round learned so far is at least as much.
        knowledge = uint256(keccak256(abi.encode(seed, "k"))) & ((1 << length) - 1);
        learned = knowledge | (uint256(keccak256(abi.encode(seed, "l"))) & ((1 << length) - 1));
        for (uint256 a = 0; a < 26; a++) {
            uint256 r = uint256(keccak256(abi.encode(seed, "n", a)));
            uint256 k = r % (length + 1);
            uint256 l = k + (r >> 8) % (length + 1 - k);
            knowledge |= k << (8 + 4 * a);
            learned |= l << (8 + 4 * a);
        }
        (uint256 total, bool solved, uint256 after_) = Scoring.score(knowledge, learned, guess, colours, length);
        (uint256 wantTotal, bool wantSolved, uint256 wantAfter) = byTheRules(knowledge, learned, guess, colours, length);
        vm.assertEq(total, wantTotal, "points");
        vm.assertEq(solved, wantSolved, "solved");
        vm.assertEq(after_, wantAfter, "knowledge after");
    }
}
