// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Elo} from "../../src/duel/Elo.sol";
import {DuelFixture} from "./DuelFixture.sol";

/// @notice Exposes the library to calls (for the gas of one update, and expectRevert-free loops).
contract EloHarness {
    function update(int256 a, int256 b, bool aWon) external pure returns (int256, int256, uint256) {
        return Elo.update(a, b, aWon);
    }

    function rank(int256 mmr) external pure returns (uint8) {
        return Elo.rank(mmr);
    }
}

/// @notice The on-chain Elo against game/rating: 10,000 random rating pairs and results
/// (game/testdata/elo_vectors.json, with its own drift test) and the seed's examples.
contract EloTest is DuelFixture {
    EloHarness internal elo;

    function setUp() public override {
        elo = new EloHarness();
    }

    function test_UpdateMatchesRatingPackage() public view {
        string memory json = vm.readFile(string.concat(vm.projectRoot(), "/game/testdata/elo_vectors.json"));
        int256[] memory a = vmx.parseJsonIntArray(json, ".a");
        int256[] memory b = vmx.parseJsonIntArray(json, ".b");
        int256[] memory outcome = vmx.parseJsonIntArray(json, ".outcome");
        int256[] memory newA = vmx.parseJsonIntArray(json, ".newA");
        int256[] memory newB = vmx.parseJsonIntArray(json, ".newB");
        int256[] memory rankA = vmx.parseJsonIntArray(json, ".rankA");
        int256[] memory rankB = vmx.parseJsonIntArray(json, ".rankB");
        vm.assertEq(a.length, 10_000, "vectors read");
        for (uint256 i = 0; i < a.length; i++) {
            int256 ra = a[i];
            int256 rb = b[i];
            if (outcome[i] != 0) (ra, rb,) = Elo.update(a[i], b[i], outcome[i] == 1);
            if (ra != newA[i] || rb != newB[i]) {
                vmx.assertEq(ra, newA[i], string.concat("rating A of vector ", _itoa(i)));
                vmx.assertEq(rb, newB[i], string.concat("rating B of vector ", _itoa(i)));
            }
            if (int256(uint256(Elo.rank(ra))) != rankA[i] || int256(uint256(Elo.rank(rb))) != rankB[i]) {
                revert(string.concat("rank of vector ", _itoa(i)));
            }
        }
    }

    /// @notice The cases of game/rating's TestExpectedAndDelta and TestUpdateScenarios.
    function test_SeedScenarios() public view {
        _expect(1500, 1500, true, 1516, 1484);
        _expect(1500, 1500, false, 1484, 1516);
        _expect(1200, 1600, true, 1229, 1571); // beating a higher-rated opponent gains more
        _expect(1600, 1200, false, 1571, 1229); // losing to a lower-rated one loses more
        _expect(3000, 1000, true, 3000, 1000); // far above gains nothing
        _expect(1000, 3000, true, 1032, 2968); // far below gains all of K
    }

    function testFuzz_ZeroSumAndBounded(int32 a, int32 b, bool aWon) public view {
        (int256 na, int256 nb, uint256 points) = elo.update(a, b, aWon);
        vm.assertLe(points, 32, "at most K");
        vm.assertTrue(na + nb == int256(a) + int256(b), "zero-sum");
        // winning against a stronger opponent never gains less than against a weaker one
        (,, uint256 vsStronger) = elo.update(0, int256(b) > a ? b : a, true);
        (,, uint256 vsWeaker) = elo.update(0, int256(b) > a ? a : b, true);
        vm.assertLe(vsWeaker, vsStronger, "monotone");
    }

    function test_Ranks() public view {
        int16[10] memory mmr = [int16(-5), 0, 999, 1000, 1499, 1500, 1999, 2000, 2499, 2500];
        uint8[10] memory want = [0, 0, 0, 1, 1, 2, 2, 3, 3, 4];
        for (uint256 i = 0; i < mmr.length; i++) {
            vm.assertEq(elo.rank(mmr[i]), want[i], "rank");
        }
    }

    function _expect(int256 a, int256 b, bool aWon, int256 wantA, int256 wantB) internal view {
        (int256 na, int256 nb,) = elo.update(a, b, aWon);
        vmx.assertEq(na, wantA, "rating A");
        vmx.assertEq(nb, wantB, "rating B");
    }

    function _itoa(uint256 v) internal pure returns (string memory) {
        if (v == 0) return "0";
        bytes memory s;
        while (v > 0) {
            s = abi.encodePacked(bytes1(uint8(48 + v % 10)), s);
            v /= 10;
        }
        return string(s);
    }
}
