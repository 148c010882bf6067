// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {Scoring} from "../../src/wow/Scoring.sol";
import {TargetsHarness} from "./Targets.t.sol";

/// @notice Replays the vectors of the Go rules engine (game/testdata/wow_vectors.json, with its
/// own drift test) through the on-chain scoring and target assignment.
contract VectorsTest is TestBase {
    string internal json;

    function setUp() public {
        json = vm.readFile(string.concat(vm.projectRoot(), "/game/testdata/wow_vectors.json"));
    }

    function test_ScoringMatchesRulesEngine() public view {
        uint256 cases;
        for (uint256 i = 0; vm.keyExistsJson(json, _key(".scoring", i, "")); i++) {
            string memory c = _key(".scoring", i, "");
            uint256 length = vm.parseJsonUint(json, string.concat(c, ".length"));
            uint256 before = _knowledge(string.concat(c, ".before"));
            uint256 learned = before;
            for (uint256 g = 0; vm.keyExistsJson(json, _key(string.concat(c, ".guesses"), g, "")); g++) {
                string memory gk = _key(string.concat(c, ".guesses"), g, "");
                uint256 guess = vm.parseJsonUint(json, string.concat(gk, ".guessPacked"));
                uint256 colours = vm.parseJsonUint(json, string.concat(gk, ".colorsPacked"));
                uint256 got;
                (got,, learned) = Scoring.score(before, learned, guess, colours, length);
                vm.assertEq(got, vm.parseJsonUint(json, string.concat(gk, ".points")), string.concat("points of ", gk));
            }
            vm.assertEq(learned, _knowledge(string.concat(c, ".after")), string.concat("knowledge after ", c));
            cases++;
        }
        vm.assertGt(cases, 50, "vectors read");
    }

    function test_TargetsMatchRulesEngine() public {
        TargetsHarness harness = new TargetsHarness();
        uint256 cases;
        for (uint256 i = 0; vm.keyExistsJson(json, _key(".targets", i, "")); i++) {
            string memory c = _key(".targets", i, "");
            uint256 n = vm.parseJsonUint(json, string.concat(c, ".n"));
            uint8[][] memory got = harness.targets(vm.parseJsonBytes32(json, string.concat(c, ".seed")), n);
            for (uint256 p = 0; p < n; p++) {
                uint256[] memory want = vm.parseJsonUintArray(json, _key(string.concat(c, ".targets"), p, ""));
                vm.assertEq(got[p].length, want.length, "target count");
                for (uint256 t = 0; t < want.length; t++) {
                    vm.assertEq(got[p][t], want[t], string.concat("targets of ", c));
                }
            }
            cases++;
        }
        vm.assertGt(cases, 50, "vectors read");
    }

    /// @dev Knowledge in Scoring's layout from the engine's {greens, copies[{symbol, count}]}.
    function _knowledge(string memory k) internal view returns (uint256 knowledge) {
        knowledge = vm.parseJsonUint(json, string.concat(k, ".greens"));
        for (uint256 i = 0; vm.keyExistsJson(json, _key(string.concat(k, ".copies"), i, "")); i++) {
            string memory e = _key(string.concat(k, ".copies"), i, "");
            knowledge |= vm.parseJsonUint(json, string.concat(e, ".count"))
                << (8 + 4 * vm.parseJsonUint(json, string.concat(e, ".symbol")));
        }
    }

    function _key(string memory prefix, uint256 i, string memory suffix) internal pure returns (string memory) {
        return string.concat(prefix, "[", _itoa(i), "]", suffix);
    }

    function _itoa(uint256 v) internal pure returns (string memory) {
        if (v == 0) return "0";
        bytes memory b;
        while (v > 0) {
            b = abi.encodePacked(bytes1(uint8(48 + v % 10)), b);
            v /= 10;
        }
        return string(b);
    }
}
