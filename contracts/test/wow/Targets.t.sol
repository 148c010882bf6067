// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {Targets} from "../../src/wow/Targets.sol";

contract TargetsHarness {
    function targets(bytes32 seed, uint256 n) external pure returns (uint8[][] memory out) {
        uint8[] memory order = new uint8[](n);
        for (uint256 i = 0; i < n; i++) {
            order[i] = uint8(i);
        }
        Targets.shuffle(seed, order);
        uint256 k = Targets.perPlayer(n);
        out = new uint8[][](n);
        for (uint256 p = 0; p < n; p++) {
            uint8[] memory t = new uint8[](k);
            for (uint256 d = 1; d <= k; d++) {
                t[d - 1] = order[(p + d) % n];
            }
            out[order[p]] = t;
        }
    }
}

/// @notice The on-chain target assignment against the Go reference (`game.AssignTargets`).
contract TargetsTest is TestBase {
    TargetsHarness internal harness = new TargetsHarness();

    /// @dev The vector pinned by game's TestAssignTargetsVector: seed 0x0102..20, seven players.
    function test_MatchesGoReferenceVector() public view {
        bytes32 seed = 0x0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20;
        uint8[3][7] memory want =
            [[3, 4, 2], [0, 3, 4], [5, 6, 1], [4, 2, 5], [2, 5, 6], [6, 1, 0], [1, 0, 3]];
        uint8[][] memory got = harness.targets(seed, 7);
        for (uint256 i = 0; i < 7; i++) {
            for (uint256 j = 0; j < 3; j++) {
                vm.assertEq(got[i][j], want[i][j], "target");
            }
        }
    }

    function testFuzz_EveryoneAttackedExactlyKTimes(bytes32 seed, uint256 n) public view {
        n = bound(n, 2, 64);
        uint8[][] memory got = harness.targets(seed, n);
        uint256 k = n - 1 < 3 ? n - 1 : 3;
        uint256[] memory attacked = new uint256[](n);
        for (uint256 i = 0; i < n; i++) {
            vm.assertEq(got[i].length, k, "k targets");
            for (uint256 a = 0; a < k; a++) {
                vm.assertTrue(got[i][a] != i, "not itself");
                for (uint256 b = a + 1; b < k; b++) {
                    vm.assertTrue(got[i][a] != got[i][b], "distinct");
                }
                attacked[got[i][a]]++;
            }
        }
        for (uint256 i = 0; i < n; i++) {
            vm.assertEq(attacked[i], k, "attacked k times");
        }
    }
}
