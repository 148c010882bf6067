// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {Scoring} from "../../src/wow/Scoring.sol";
import {RulesReference} from "../utils/RulesReference.sol";

/// @notice Differential fuzzing of Scoring's lane arithmetic against a letter-by-letter reference
/// written straight from the rules (the vectors test checks both against the Go engine's cases).
contract ScoringTest is TestBase {
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
        (uint256 wantTotal, bool wantSolved, uint256 wantAfter) = RulesReference.score(knowledge, learned, guess, colours, length);
        vm.assertEq(total, wantTotal, "points");
        vm.assertEq(solved, wantSolved, "solved");
        vm.assertEq(after_, wantAfter, "knowledge after");
    }
}
